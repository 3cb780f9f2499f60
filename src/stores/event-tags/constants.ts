export const STORE_NAME = 'eventin/event-tags';
export const REST_PATH = '/eventin/v2/event/tags';
