export const STORE_NAME = 'eventin/global';

export const SETTINGS_PATH = '/eventin/v2/settings';
export const CURRENT_USER_PATH = '/eventin/v2/permissions/current-user';

export const RECEIVE_SETTINGS = 'RECEIVE_SETTINGS';
export const RECEIVE_CURRENT_USER = 'RECEIVE_CURRENT_USER';

/** The query the dropdown lookups (categories, tags) read: one page of 100. */
export const LOOKUP_QUERY = { per_page: 100 };
