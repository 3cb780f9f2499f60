export const STORE_NAME = 'eventin/events';
export const REST_PATH = '/eventin/v2/events';
