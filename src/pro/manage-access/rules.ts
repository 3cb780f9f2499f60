/**
 * Pure rules of Manage Access: which roles the Add modal offers, the All
 * Permissions checkbox and the modal's checks.
 */
import { type FieldErrors } from '../../admin/public';
import {
	type PermissionCatalogue,
	type Role,
	type RoleEntry,
	type RoleMap,
	type RoleSettings,
} from '../../stores/permissions';

/** The role that always holds every permission and cannot be deleted. */
export const ADMINISTRATOR_ROLE = 'administrator';

/**
 * The configured roles in the server's order (administrator first).
 *
 * @param settings The role settings map.
 */
export function toEntries( settings: RoleSettings | null ): RoleEntry[] {
	return settings ? Object.values( settings ) : [];
}

/**
 * The roles the Add modal offers: the site's roles without access settings
 * yet, in the site's order.
 *
 * @param roles    Every role of the site.
 * @param settings The configured roles.
 */
export function getUnconfiguredRoles(
	roles: RoleMap | null,
	settings: RoleSettings | null
): Role[] {
	return Object.values( roles ?? {} ).filter(
		( role ) => ! settings?.[ role.name ]
	);
}

/**
 * The catalogue's keys in its order.
 *
 * @param catalogue The permission catalogue.
 */
export function getPermissionKeys(
	catalogue: PermissionCatalogue | null
): string[] {
	return Object.keys( catalogue ?? {} );
}

/**
 * Whether every permission of the catalogue is selected (All Permissions
 * is checked exactly then).
 *
 * @param keys     The catalogue's keys.
 * @param selected The selected keys.
 */
export function isEverySelected(
	keys: readonly string[],
	selected: readonly string[]
): boolean {
	return keys.length > 0 && keys.every( ( key ) => selected.includes( key ) );
}

/**
 * The selection after one checkbox changed, kept in the catalogue's order.
 *
 * @param keys     The catalogue's keys.
 * @param selected The selected keys.
 * @param key      The key whose checkbox changed.
 * @param checked  Whether it is now checked.
 */
export function togglePermission(
	keys: readonly string[],
	selected: readonly string[],
	key: string,
	checked: boolean
): string[] {
	return keys.filter( ( candidate ) =>
		candidate === key ? checked : selected.includes( candidate )
	);
}

/**
 * The labels of a role's permissions, for its tags: the catalogue's label,
 * or the key itself when the catalogue does not know it.
 *
 * @param permissions The role's permission keys.
 * @param catalogue   The permission catalogue.
 */
export function getPermissionLabels(
	permissions: readonly string[],
	catalogue: PermissionCatalogue | null
): Array< { key: string; label: string } > {
	return permissions.map( ( key ) => ( {
		key,
		label: catalogue?.[ key ] ?? key,
	} ) );
}

/**
 * The modal's checks: a role, and at least one permission.
 *
 * @param role                 The chosen role slug ('' when none).
 * @param permissions          The selected keys.
 * @param messages             The translated messages.
 * @param messages.role
 * @param messages.permissions
 */
export function validateAccessForm(
	role: string,
	permissions: readonly string[],
	messages: { role: string; permissions: string }
): FieldErrors {
	const errors: FieldErrors = {};
	if ( ! role ) {
		errors.role = messages.role;
	}
	if ( permissions.length === 0 ) {
		errors.permissions = messages.permissions;
	}
	return errors;
}
