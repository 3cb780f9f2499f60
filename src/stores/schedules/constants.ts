export const STORE_NAME = 'eventin/schedules';
export const REST_PATH = '/eventin/v2/schedules';
