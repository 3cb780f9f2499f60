export type Toggle = 'on' | 'off';

/** GET /eventin/v2/settings. */
export interface Settings {
	disable_category_and_tags: Toggle;
	modules: { rsvp: Toggle };
	/** Host names (example.com, *.example.com) embeddable scripts may run on. */
	registered_domains: string[];
}

/** PUT /eventin/v2/settings takes any part of the settings. */
export interface SettingsChanges {
	disable_category_and_tags?: Toggle;
	modules?: { rsvp?: Toggle };
	registered_domains?: string[];
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
