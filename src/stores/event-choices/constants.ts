export const STORE_NAME = 'eventin/event-choices';

/** What an event can link to: `?kind=&search=`, or `?kind=&include[]=`. */
export const CHOICES_PATH = '/eventin/v2/event/choices';

export const RECEIVE_CHOICES = 'RECEIVE_CHOICES';
