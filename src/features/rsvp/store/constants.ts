export const STORE_NAME = 'eventin/rsvp';
export const REST_PATH = '/eventin/v2/rsvp-report';
