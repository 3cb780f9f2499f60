/**
 * The users and settings the admin app's unit tests sign in with: plain
 * data, so that tests of rules import them without loading the app
 * (`helpers.tsx` renders it and re-exports these).
 */
import type { CurrentUser, Settings } from '../../stores/global/types';

export const ADMIN: CurrentUser = {
	ID: 1,
	display_name: 'Admin',
	roles: [ 'administrator' ],
	is_super_admin: true,
	permissions: [],
};

export const EVENT_MANAGER: CurrentUser = {
	ID: 2,
	display_name: 'Eve',
	roles: [ 'editor' ],
	is_super_admin: false,
	permissions: [ 'etn_manage_event' ],
};

export const ORGANIZER_MANAGER: CurrentUser = {
	ID: 3,
	display_name: 'Olive',
	roles: [ 'organizer_manager' ],
	is_super_admin: false,
	permissions: [ 'etn_manage_organizer' ],
};

export const SCHEDULE_MANAGER: CurrentUser = {
	ID: 4,
	display_name: 'Sally',
	roles: [ 'schedule_manager' ],
	is_super_admin: false,
	permissions: [ 'etn_manage_schedule' ],
};

export const SETTINGS: Settings = {
	disable_category_and_tags: 'off',
	modules: { rsvp: 'off' },
	registered_domains: [],
	currency: 'USD',
	hold_minutes: 15,
	offline_days: 3,
	checkout_rate_limit: 10,
	checkin_window_hours: 24,
	payments: {
		offline: 'off',
		offline_instructions: '',
		stripe: 'off',
		stripe_publishable_key: '',
		stripe_secret_key: '',
		stripe_webhook_secret: '',
	},
	emails: {
		sender_name: '',
		sender_address: '',
		logo_url: '',
		brand_color: '#2271b1',
	},
	vendor_new_events: 'pending',
	vendor_edit_review: 'off',
	vendor_invite_quota: 100,
};
