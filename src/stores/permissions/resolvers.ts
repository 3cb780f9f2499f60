import apiFetch from '@wordpress/api-fetch';

import {
	type PermissionCatalogue,
	type RoleMap,
	type RoleSettings,
} from './types';
import { PERMISSIONS_PATH } from './constants';

interface PermissionsResolverArgs {
	dispatch: {
		receiveRoles: ( roles: RoleMap ) => void;
		receiveCatalogue: ( catalogue: PermissionCatalogue ) => void;
		receiveRoleSettings: ( roleSettings: RoleSettings ) => void;
	};
}

// A failed request rejects with the REST error, which
// getResolutionError() then returns.

export const getRoles =
	() =>
	async ( { dispatch }: PermissionsResolverArgs ) => {
		dispatch.receiveRoles(
			await apiFetch< RoleMap >( { path: `${ PERMISSIONS_PATH }/roles` } )
		);
	};

export const getCatalogue =
	() =>
	async ( { dispatch }: PermissionsResolverArgs ) => {
		dispatch.receiveCatalogue(
			await apiFetch< PermissionCatalogue >( { path: PERMISSIONS_PATH } )
		);
	};

export const getRoleSettings =
	() =>
	async ( { dispatch }: PermissionsResolverArgs ) => {
		dispatch.receiveRoleSettings(
			await apiFetch< RoleSettings >( {
				path: `${ PERMISSIONS_PATH }/settings`,
			} )
		);
	};
