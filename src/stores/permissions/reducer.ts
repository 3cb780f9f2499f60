import { combineReducers } from '@wordpress/data';

import {
	type PermissionCatalogue,
	type RoleMap,
	type RoleSettings,
} from './types';
import {
	RECEIVE_CATALOGUE,
	RECEIVE_ROLE_SETTINGS,
	RECEIVE_ROLES,
} from './constants';

type PermissionsAction =
	| { type: typeof RECEIVE_ROLES; roles: RoleMap }
	| { type: typeof RECEIVE_CATALOGUE; catalogue: PermissionCatalogue }
	| { type: typeof RECEIVE_ROLE_SETTINGS; roleSettings: RoleSettings };

function roles(
	state: RoleMap | null = null,
	action: PermissionsAction
): RoleMap | null {
	return action.type === RECEIVE_ROLES ? action.roles : state;
}

function catalogue(
	state: PermissionCatalogue | null = null,
	action: PermissionsAction
): PermissionCatalogue | null {
	return action.type === RECEIVE_CATALOGUE ? action.catalogue : state;
}

function roleSettings(
	state: RoleSettings | null = null,
	action: PermissionsAction
): RoleSettings | null {
	return action.type === RECEIVE_ROLE_SETTINGS ? action.roleSettings : state;
}

export default combineReducers( { roles, catalogue, roleSettings } );
