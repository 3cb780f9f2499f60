import {
	type PermissionCatalogue,
	type PermissionsState,
	type RoleMap,
	type RoleSettings,
} from './types';

/**
 * Every role of the site, keyed by slug; null until loaded.
 *
 * @param state The store state.
 */
export function getRoles( state: PermissionsState ): RoleMap | null {
	return state.roles;
}

/**
 * The permission catalogue (key → label); null until loaded.
 *
 * @param state The store state.
 */
export function getCatalogue(
	state: PermissionsState
): PermissionCatalogue | null {
	return state.catalogue;
}

/**
 * The configured roles with their permissions, administrator first; null
 * until loaded.
 *
 * @param state The store state.
 */
export function getRoleSettings(
	state: PermissionsState
): RoleSettings | null {
	return state.roleSettings;
}
