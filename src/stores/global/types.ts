export type Toggle = 'on' | 'off';

/** GET /eventin/v2/settings. */
export interface Settings {
	disable_category_and_tags: Toggle;
	modules: { rsvp: Toggle };
	/** Host names (example.com, *.example.com) embeddable scripts may run on. */
	registered_domains: string[];
	/** ISO 4217 code of ticket prices. */
	currency: string;
	/** How long an unpaid booking holds its seats. */
	hold_minutes: number;
	/** Days an offline booking has to be paid; 0: no deadline. */
	offline_days: number;
	/** Bookings one visitor (IP address) may try per minute. */
	checkout_rate_limit: number;
	/** How many hours before an event starts its check-in opens (scan times before it are a clock that is off). */
	checkin_window_hours: number;
	payments: PaymentSettings;
	emails: EmailSettings;
	/** Vendors' new events: pending (an administrator publishes them) or publish. */
	vendor_new_events: VendorNewEvents;
	/** Whether a vendor's edit of a published event sends it back to review. */
	vendor_edit_review: Toggle;
	/** Addresses that have not answered the event each vendor may invite per day (0: respondents only). */
	vendor_invite_quota: number;
}

export type VendorNewEvents = 'pending' | 'publish';

/** Who the mails are from and how they look ('' name: the site's; '' address: WordPress's). */
export interface EmailSettings {
	sender_name: string;
	sender_address: string;
	/** The web address of a logo; '' shows the site's name. */
	logo_url: string;
	/** '#rrggbb'. */
	brand_color: string;
}

/** The ways to pay; the secrets are answered masked ('••••1234'). */
export interface PaymentSettings {
	offline: Toggle;
	offline_instructions: string;
	stripe: Toggle;
	stripe_publishable_key: string;
	stripe_secret_key: string;
	stripe_webhook_secret: string;
}

/** PUT /eventin/v2/settings takes any part of the settings. */
export interface SettingsChanges {
	disable_category_and_tags?: Toggle;
	modules?: { rsvp?: Toggle };
	registered_domains?: string[];
	currency?: string;
	hold_minutes?: number;
	offline_days?: number;
	checkout_rate_limit?: number;
	checkin_window_hours?: number;
	payments?: Partial< PaymentSettings >;
	emails?: Partial< EmailSettings >;
	vendor_new_events?: VendorNewEvents;
	vendor_edit_review?: Toggle;
	vendor_invite_quota?: number;
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
