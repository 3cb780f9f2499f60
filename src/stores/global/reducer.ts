import { combineReducers } from '@wordpress/data';

import { type CurrentUser, type Settings } from './types';
import { RECEIVE_CURRENT_USER, RECEIVE_SETTINGS } from './constants';

type GlobalAction =
	| { type: typeof RECEIVE_SETTINGS; settings: Settings }
	| { type: typeof RECEIVE_CURRENT_USER; currentUser: CurrentUser };

function settings(
	state: Settings | null = null,
	action: GlobalAction
): Settings | null {
	return action.type === RECEIVE_SETTINGS ? action.settings : state;
}

function currentUser(
	state: CurrentUser | null = null,
	action: GlobalAction
): CurrentUser | null {
	return action.type === RECEIVE_CURRENT_USER ? action.currentUser : state;
}

export default combineReducers( { settings, currentUser } );
