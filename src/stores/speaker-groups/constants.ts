export const STORE_NAME = 'eventin/speaker-groups';
export const REST_PATH = '/eventin/v2/speaker/categories';
