export const STORE_NAME = 'eventin/license';

/** The base of the license calls. */
export const LICENSE_PATH = '/eventin/v2/license';

export const LOAD_LICENSE = 'LOAD_LICENSE';
export const LOAD_LICENSE_FAILED = 'LOAD_LICENSE_FAILED';
export const RECEIVE_LICENSE = 'RECEIVE_LICENSE';
export const SET_DEACTIVATING = 'SET_DEACTIVATING';

/** The server's word for a license that is not active. */
export const INVALID_LICENSE = 'invalid';
