export const STORE_NAME = 'eventin/event-categories';
export const REST_PATH = '/eventin/v2/event/categories';
