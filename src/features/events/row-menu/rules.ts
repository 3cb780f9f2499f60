/**
 * Pure rules of an event row's actions: which entries a user sees, where
 * they lead, and how the filtered menu is cleaned up.
 */
import { CAPABILITIES } from '../../../stores/global/capabilities';
import { type EventRowMenuContext, type EventRowMenuItem } from './types';

/** The More menu's own entries, in order. */
export const DEFAULT_MENU_ITEM_IDS = [
	'preview',
	'bookings',
	'rsvp-report',
	'attendees',
	'clone',
	'delete',
] as const;

export type DefaultMenuItemId = ( typeof DEFAULT_MENU_ITEM_IDS )[ number ];

/**
 * Whether the row shows the Scan ticket button.
 *
 * @param context The menu context.
 */
export function canScanTickets( context: EventRowMenuContext ): boolean {
	return context.hasPermission( CAPABILITIES.manageQrScan );
}

/**
 * Whether one of the More menu's own entries shows: Bookings needs
 * etn_manage_order, RSVP Report the RSVP module and etn_manage_event,
 * Attendee list etn_manage_attendee; Preview, Clone and Delete always show
 * (the list itself needs etn_manage_event).
 *
 * @param id      The entry.
 * @param context The menu context.
 */
export function isDefaultMenuItemVisible(
	id: DefaultMenuItemId,
	context: EventRowMenuContext
): boolean {
	switch ( id ) {
		case 'bookings':
			return context.hasPermission( CAPABILITIES.manageOrder );
		case 'rsvp-report':
			return (
				context.isRsvpEnabled &&
				context.hasPermission( CAPABILITIES.manageEvent )
			);
		case 'attendees':
			return context.hasPermission( CAPABILITIES.manageAttendee );
		default:
			return true;
	}
}

/**
 * The product's Purchase Report opens the event's report as Bookings does:
 * the SPEC names both entries, so it may repeat that route.
 */
const MAY_REPEAT_ROUTE = new Set( [ 'purchase-report' ] );

/**
 * The menu as shown, whatever the filter returned: entries without an id or
 * a label go, as do repeated ids and second entries to the same route
 * (except MAY_REPEAT_ROUTE).
 *
 * @param items What the filter returned.
 */
export function finalizeMenuItems( items: unknown ): EventRowMenuItem[] {
	if ( ! Array.isArray( items ) ) {
		return [];
	}
	const ids = new Set< string >();
	const routes = new Set< string >();
	return items.filter( ( item: Partial< EventRowMenuItem > | null ) => {
		if (
			! item ||
			typeof item.id !== 'string' ||
			item.id === '' ||
			typeof item.label !== 'string' ||
			item.label === '' ||
			ids.has( item.id ) ||
			( typeof item.to === 'string' &&
				routes.has( item.to ) &&
				! MAY_REPEAT_ROUTE.has( item.id ) )
		) {
			return false;
		}
		ids.add( item.id );
		if ( typeof item.to === 'string' ) {
			routes.add( item.to );
		}
		return true;
	} );
}

/**
 * Inserts entries before the Delete entry (kept last), or at the end when
 * there is none.
 *
 * @param items The menu.
 * @param added The entries to add.
 */
export function insertBeforeDelete(
	items: EventRowMenuItem[],
	added: EventRowMenuItem[]
): EventRowMenuItem[] {
	const index = items.findIndex( ( item ) => item.id === 'delete' );
	if ( index === -1 ) {
		return [ ...items, ...added ];
	}
	return [ ...items.slice( 0, index ), ...added, ...items.slice( index ) ];
}

/**
 * The event card widget's tag (catalogue kind 'event', src/widgets/catalogue.ts;
 * a unit test keeps them the same). The shell does not load the catalogue.
 */
export const EVENT_CARD_TAG = 'eventin_event';

/**
 * What Get Script asks `POST shortcodes/script` for: the event card widget of
 * one event.
 *
 * @param id The event id.
 */
export function eventScriptRequest( id: number ): {
	post_name: string;
	shortcode: string;
} {
	return {
		post_name: 'event',
		shortcode: `[${ EVENT_CARD_TAG } event_id="${ Math.trunc( id ) }"]`,
	};
}
