export const STORE_NAME = 'eventin/attendees';
export const REST_PATH = '/eventin/v2/attendees';
