/** One role of the site, as GET permissions/roles lists it. */
export interface Role {
	/** The role slug, e.g. editor. */
	name: string;
	/** The display name, e.g. Editor. */
	label: string;
}

/** GET permissions/roles: every role of the site, keyed by role slug. */
export type RoleMap = Record< string, Role >;

/** GET permissions: permission key → label (checkbox labels and tags). */
export type PermissionCatalogue = Record< string, string >;

/** A role's access settings. */
export interface RoleEntry {
	key: string;
	/** The role slug, e.g. administrator. */
	name: string;
	/** The display name. */
	label: string;
	/** The permission keys the role holds. */
	permissions: string[];
}

/** GET permissions/settings: the configured roles, keyed by role slug. */
export type RoleSettings = Record< string, RoleEntry >;

/** DELETE permissions/roles/{role}. */
export interface DeleteRoleResponse {
	deleted: boolean;
	previous: RoleEntry;
}

export interface PermissionsState {
	roles: RoleMap | null;
	catalogue: PermissionCatalogue | null;
	roleSettings: RoleSettings | null;
}
