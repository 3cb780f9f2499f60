/**
 * The header menu: groups of entries, each shown only to users who
 * may open its route (the capability is the route's, see index.ts).
 */
import { __ } from '@wordpress/i18n';

import { type MenuGroup } from './types';
import { PATHS } from '../paths';

export const MENU: readonly MenuGroup[] = [
	{
		id: 'events',
		label: __( 'Events', 'eventin' ),
		entries: [
			{ label: __( 'Events', 'eventin' ), path: PATHS.events },
			{
				label: __( 'Event Categories', 'eventin' ),
				path: PATHS.categories,
			},
			{ label: __( 'Event Tags', 'eventin' ), path: PATHS.tags },
			// etn_manage_event covers the RSVP report (SPEC 6).
			{
				label: __( 'RSVP Report', 'eventin' ),
				path: PATHS.rsvpReport,
			},
		],
	},
	{
		id: 'speakers',
		label: __( 'Speakers', 'eventin' ),
		entries: [
			{ label: __( 'Speakers', 'eventin' ), path: PATHS.speakers },
			{
				label: __( 'Speakers Group', 'eventin' ),
				path: PATHS.speakerGroups,
			},
		],
	},
	{
		id: 'schedules',
		label: __( 'Schedules', 'eventin' ),
		entries: [
			{ label: __( 'Schedules', 'eventin' ), path: PATHS.schedules },
		],
	},
	{
		id: 'bookings',
		label: __( 'Bookings', 'eventin' ),
		entries: [
			{
				label: __( 'Purchase Report', 'eventin' ),
				path: PATHS.purchaseReport,
			},
			{ label: __( 'Attendees', 'eventin' ), path: PATHS.attendees },
		],
	},
	{
		id: 'shortcodes',
		label: __( 'Shortcodes', 'eventin' ),
		entries: [
			{ label: __( 'Shortcodes', 'eventin' ), path: PATHS.shortcodes },
		],
	},
	{
		id: 'settings',
		label: __( 'Settings', 'eventin' ),
		entries: [
			{ label: __( 'Settings', 'eventin' ), path: PATHS.settings },
			{ label: __( 'License', 'eventin' ), path: PATHS.license },
			{
				label: __( 'Background jobs', 'eventin' ),
				path: PATHS.jobs,
			},
		],
	},
];

/**
 * The front-end dashboard's menu (routes/vendor.ts): a vendor's own events,
 * their bookings and revenue, and their attendees.
 */
export const VENDOR_MENU: readonly MenuGroup[] = [
	{
		id: 'events',
		label: __( 'My events', 'eventin' ),
		entries: [
			{ label: __( 'My events', 'eventin' ), path: PATHS.events },
		],
	},
	{
		id: 'bookings',
		label: __( 'Bookings', 'eventin' ),
		entries: [
			{
				label: __( 'Bookings and revenue', 'eventin' ),
				path: PATHS.purchaseReport,
			},
			{ label: __( 'Attendees', 'eventin' ), path: PATHS.attendees },
		],
	},
];
