export const STORE_NAME = 'eventin/orders';
export const REST_PATH = '/eventin/v2/orders';
