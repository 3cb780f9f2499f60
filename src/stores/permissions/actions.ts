import apiFetch from '@wordpress/api-fetch';

import {
	type DeleteRoleResponse,
	type PermissionCatalogue,
	type RoleEntry,
	type RoleMap,
	type RoleSettings,
} from './types';
import {
	PERMISSIONS_PATH,
	RECEIVE_CATALOGUE,
	RECEIVE_ROLE_SETTINGS,
	RECEIVE_ROLES,
} from './constants';

interface PermissionsThunkArgs {
	dispatch: {
		invalidateResolution: ( selectorName: string, args: unknown[] ) => void;
	};
}

export function receiveRoles( roles: RoleMap ) {
	return { type: RECEIVE_ROLES, roles } as const;
}

export function receiveCatalogue( catalogue: PermissionCatalogue ) {
	return { type: RECEIVE_CATALOGUE, catalogue } as const;
}

export function receiveRoleSettings( roleSettings: RoleSettings ) {
	return { type: RECEIVE_ROLE_SETTINGS, roleSettings } as const;
}

/**
 * Gives a role that has no access settings yet its permissions (POST
 * permissions/{role}); resolves to the role entry, rejects with the REST
 * error. The configured roles reload afterwards.
 *
 * @param role        The role slug.
 * @param permissions The permission keys.
 */
export const addRole =
	( role: string, permissions: string[] ) =>
	async ( { dispatch }: PermissionsThunkArgs ): Promise< RoleEntry > => {
		const entry = await apiFetch< RoleEntry >( {
			path: `${ PERMISSIONS_PATH }/${ encodeURIComponent( role ) }`,
			method: 'POST',
			data: { permissions },
		} );
		dispatch.invalidateResolution( 'getRoleSettings', [] );
		return entry;
	};

/**
 * Replaces a role's permissions (PUT permissions/{role}); resolves to the
 * role entry, rejects with the REST error. The configured roles reload
 * afterwards.
 *
 * @param role        The role slug.
 * @param permissions The permission keys.
 */
export const updateRole =
	( role: string, permissions: string[] ) =>
	async ( { dispatch }: PermissionsThunkArgs ): Promise< RoleEntry > => {
		const entry = await apiFetch< RoleEntry >( {
			path: `${ PERMISSIONS_PATH }/${ encodeURIComponent( role ) }`,
			method: 'PUT',
			data: { permissions },
		} );
		dispatch.invalidateResolution( 'getRoleSettings', [] );
		return entry;
	};

/**
 * Takes a role's access settings away (DELETE permissions/roles/{role}; the
 * WordPress role stays). Rejects with the REST error. The configured roles
 * reload afterwards.
 *
 * @param role The role slug.
 */
export const deleteRole =
	( role: string ) =>
	async ( {
		dispatch,
	}: PermissionsThunkArgs ): Promise< DeleteRoleResponse > => {
		const result = await apiFetch< DeleteRoleResponse >( {
			path: `${ PERMISSIONS_PATH }/roles/${ encodeURIComponent( role ) }`,
			method: 'DELETE',
		} );
		dispatch.invalidateResolution( 'getRoleSettings', [] );
		return result;
	};
