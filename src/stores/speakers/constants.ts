export const STORE_NAME = 'eventin/speakers';
export const REST_PATH = '/eventin/v2/speakers';
