/**
 * The header menu (SPEC 2): groups of entries, each shown only to users who
 * may open its route (the capability is the route's, see index.ts).
 */
import { __ } from '@wordpress/i18n';

import { type MenuGroup } from './types';

export const MENU: readonly MenuGroup[] = [
	{
		id: 'events',
		label: __( 'Events', 'eventin' ),
		entries: [
			{ label: __( 'Events', 'eventin' ), path: '/events' },
			{ label: __( 'Event Categories', 'eventin' ), path: '/categories' },
			{ label: __( 'Event Tags', 'eventin' ), path: '/tags' },
		],
	},
	{
		id: 'speakers',
		label: __( 'Speakers', 'eventin' ),
		entries: [
			{ label: __( 'Speakers', 'eventin' ), path: '/speakers' },
			{ label: __( 'Speakers Group', 'eventin' ), path: '/group' },
		],
	},
	{
		id: 'schedules',
		label: __( 'Schedules', 'eventin' ),
		entries: [
			{ label: __( 'Schedules', 'eventin' ), path: '/schedules' },
		],
	},
	{
		id: 'settings',
		label: __( 'Settings', 'eventin' ),
		entries: [
			{ label: __( 'Settings', 'eventin' ), path: '/settings' },
			{ label: __( 'License', 'eventin' ), path: '/license' },
		],
	},
];
