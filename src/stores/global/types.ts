export type Toggle = 'on' | 'off';

/** GET /eventin/v2/settings. */
export interface Settings {
	disable_category_and_tags: Toggle;
	modules: { rsvp: Toggle };
}

/** PUT /eventin/v2/settings takes any part of the settings. */
export interface SettingsChanges {
	disable_category_and_tags?: Toggle;
	modules?: { rsvp?: Toggle };
}

/** GET /eventin/v2/permissions/current-user. */
export interface CurrentUser {
	ID: number;
	display_name: string;
	roles: string[];
	is_super_admin: boolean;
	/** The etn_manage_* capabilities the user holds. */
	permissions: string[];
}

export interface GlobalState {
	settings: Settings | null;
	currentUser: CurrentUser | null;
}
