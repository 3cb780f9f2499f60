export const STORE_NAME = 'eventin/permissions';

/** The base of the Manage Access calls. */
export const PERMISSIONS_PATH = '/eventin/v2/permissions';

export const RECEIVE_ROLES = 'RECEIVE_ROLES';
export const RECEIVE_CATALOGUE = 'RECEIVE_CATALOGUE';
export const RECEIVE_ROLE_SETTINGS = 'RECEIVE_ROLE_SETTINGS';
