import { combineReducers } from '@wordpress/data';

import { type LicenseData, type LicenseLoad } from './types';
import {
	LOAD_LICENSE,
	LOAD_LICENSE_FAILED,
	RECEIVE_LICENSE,
	SET_DEACTIVATING,
} from './constants';

export type LicenseAction =
	| { type: typeof LOAD_LICENSE }
	| { type: typeof LOAD_LICENSE_FAILED }
	| { type: typeof RECEIVE_LICENSE; data: LicenseData | null }
	| { type: typeof SET_DEACTIVATING; isDeactivating: boolean };

function data(
	state: LicenseData | null = null,
	action: LicenseAction
): LicenseData | null {
	return action.type === RECEIVE_LICENSE ? action.data : state;
}

function load(
	state: LicenseLoad = 'unknown',
	action: LicenseAction
): LicenseLoad {
	switch ( action.type ) {
		case LOAD_LICENSE:
			// An activation that answered first is not forgotten.
			return state === 'loaded' ? state : 'loading';
		case LOAD_LICENSE_FAILED:
		case RECEIVE_LICENSE:
			return 'loaded';
	}
	return state;
}

function isDeactivating( state = false, action: LicenseAction ): boolean {
	return action.type === SET_DEACTIVATING ? action.isDeactivating : state;
}

export default combineReducers( { data, load, isDeactivating } );
