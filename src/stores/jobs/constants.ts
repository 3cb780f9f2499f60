export const STORE_NAME = 'eventin/jobs';
export const REST_PATH = '/eventin/v2/jobs';
