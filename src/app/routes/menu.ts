/**
 * The header menu: groups of entries, each shown only to users who
 * may open its route (the capability is the route's, see index.ts). The
 * features (features/) add their entries to the core's groups.
 */
import { __ } from '@wordpress/i18n';

import { type FeatureMenuEntry, type MenuGroup } from './types';
import { FEATURES } from '../../features';

/**
 * The core's groups with the features' entries in them: after the entry of
 * the path they name, else last.
 *
 * @param core        The core's groups.
 * @param featureMenu The features' entries, in the features' order.
 */
export function withFeatureEntries(
	core: readonly MenuGroup[],
	featureMenu: readonly FeatureMenuEntry[]
): MenuGroup[] {
	return core.map( ( group ) => {
		const entries = [ ...group.entries ];
		for ( const { group: id, after, entry } of featureMenu ) {
			if ( id !== group.id ) {
				continue;
			}
			const at = entries.findIndex( ( { path } ) => path === after );
			entries.splice( at < 0 ? entries.length : at + 1, 0, entry );
		}
		return { ...group, entries };
	} );
}

const CORE_MENU: readonly MenuGroup[] = [
	{
		id: 'events',
		label: __( 'Events', 'eventin' ),
		entries: [],
	},
	{
		id: 'speakers',
		label: __( 'Speakers', 'eventin' ),
		entries: [],
	},
	{
		id: 'schedules',
		label: __( 'Schedules', 'eventin' ),
		entries: [],
	},
	{
		id: 'bookings',
		label: __( 'Bookings', 'eventin' ),
		entries: [],
	},
	{
		id: 'shortcodes',
		label: __( 'Shortcodes', 'eventin' ),
		entries: [],
	},
	{
		id: 'settings',
		label: __( 'Settings', 'eventin' ),
		entries: [],
	},
];

export const MENU: readonly MenuGroup[] = withFeatureEntries(
	CORE_MENU,
	FEATURES.flatMap( ( feature ) => feature.menu ?? [] )
);

/**
 * The front-end dashboard's menu (routes/vendor.ts): a vendor's own events,
 * their bookings and revenue, and their attendees.
 */
const CORE_VENDOR_MENU: readonly MenuGroup[] = [
	{
		id: 'events',
		label: __( 'My events', 'eventin' ),
		entries: [],
	},
	{
		id: 'bookings',
		label: __( 'Bookings', 'eventin' ),
		entries: [],
	},
];

export const VENDOR_MENU: readonly MenuGroup[] = withFeatureEntries(
	CORE_VENDOR_MENU,
	FEATURES.flatMap( ( feature ) => feature.vendor?.menu ?? [] )
);
