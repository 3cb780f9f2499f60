/**
 * Pure rules of the event list's cells: sold tickets, badges, location,
 * start and timezone, status tag, and where the title links.
 */
import { __, sprintf } from '@wordpress/i18n';

import {
	type Event,
	type EventDisplayStatus,
} from '../../../stores/events/types';

export interface SoldSummary {
	/** 'sold / total', e.g. '12 / 50' or '12 / Unlimited'. */
	text: string;
	/** Sold share of the total, 0 to 100; null when the total is unlimited. */
	percent: number | null;
	unlimited: boolean;
}

function toCount( value: unknown ): number {
	const count = Number( value );
	return Number.isFinite( count ) && count > 0 ? Math.floor( count ) : 0;
}

/**
 * The Sold cell: 'sold / total' and the share sold. A total of -1 (or any
 * negative number) means unlimited.
 *
 * @param sold  Tickets sold.
 * @param total Tickets on offer; -1 for unlimited.
 */
export function getSoldSummary( sold: number, total: number ): SoldSummary {
	const soldCount = toCount( sold );
	if ( Number( total ) < 0 ) {
		return {
			text: sprintf(
				/* translators: %d: number of tickets sold. */
				__( '%d / Unlimited', 'eventin' ),
				soldCount
			),
			percent: null,
			unlimited: true,
		};
	}
	const totalCount = toCount( total );
	const percent =
		totalCount > 0
			? Math.min( 100, Math.round( ( soldCount / totalCount ) * 100 ) )
			: 0;
	return {
		text: `${ soldCount } / ${ totalCount }`,
		percent,
		unlimited: false,
	};
}

export type EventBadge = 'recurrence' | 'recurring-parent';

/**
 * The badges under the title: 'Recurrence' for an occurrence of a recurring
 * event (it has a parent), 'Recurring Parent' for the event that generates
 * them.
 *
 * @param event The event.
 */
export function getEventBadges(
	event: Pick< Event, 'parent' | 'recurring_enabled' >
): EventBadge[] {
	const parent = Number( event.parent ) || 0;
	if ( parent > 0 ) {
		return [ 'recurrence' ];
	}
	if ( event.recurring_enabled === 'yes' && parent === 0 ) {
		return [ 'recurring-parent' ];
	}
	return [];
}

/**
 * A badge's text.
 *
 * @param badge The badge.
 */
export function getBadgeLabel( badge: EventBadge ): string {
	return badge === 'recurrence'
		? __( 'Recurrence', 'eventin' )
		: __( 'Recurring Parent', 'eventin' );
}

function text( value: unknown ): string {
	return typeof value === 'string' ? value.trim() : '';
}

/**
 * Where the event takes place, in one line: the postal address, else the
 * venue's name, else the online link (online events: the link first). ''
 * when nothing usable is saved.
 *
 * @param location The saved location (any shape: imported data may be odd).
 */
export function getLocationText( location: Event[ 'location' ] ): string {
	if ( ! location || typeof location !== 'object' ) {
		return '';
	}
	const address = text( location.address?.address );
	const venue = text( location.venue );
	const link = text( location.online_link );
	const order =
		location.type === 'online'
			? [ link, address, venue ]
			: [ address, venue, link ];
	return order.find( ( value ) => value !== '' ) ?? '';
}

/**
 * The timezone offset as shown beside the start, e.g. 'UTC+01:00'; '' when
 * unknown.
 *
 * @param offset The offset, e.g. '+01:00' or '-05:30'.
 */
export function formatUtcOffset( offset: string | null | undefined ): string {
	const value = text( offset );
	if ( ! /^[+-]\d{2}:\d{2}$/.test( value ) ) {
		return '';
	}
	return `UTC${ value }`;
}

/**
 * The start as shown in the list: the local date and time of the event,
 * formatted for the locale (e.g. 'Mar 29, 2026, 10:00 AM'); the raw values
 * when they do not parse.
 *
 * @param date   'YYYY-MM-DD'.
 * @param time   'HH:mm' (may be empty).
 * @param locale A BCP 47 locale; the browser's when omitted.
 */
export function formatEventStart(
	date: string,
	time: string,
	locale?: string
): string {
	const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec( text( date ) );
	if ( ! day ) {
		return [ text( date ), text( time ) ].filter( Boolean ).join( ' ' );
	}
	const clock = /^(\d{2}):(\d{2})/.exec( text( time ) );
	// The wall-clock time of the event, written and read in UTC so the
	// browser's own timezone does not shift it.
	const instant = new Date(
		Date.UTC(
			Number( day[ 1 ] ),
			Number( day[ 2 ] ) - 1,
			Number( day[ 3 ] ),
			clock ? Number( clock[ 1 ] ) : 0,
			clock ? Number( clock[ 2 ] ) : 0
		)
	);
	try {
		return new Intl.DateTimeFormat( locale, {
			timeZone: 'UTC',
			dateStyle: 'medium',
			...( clock ? { timeStyle: 'short' } : {} ),
		} ).format( instant );
	} catch {
		return [ text( date ), text( time ) ].filter( Boolean ).join( ' ' );
	}
}

/**
 * The machine-readable start for `<time dateTime>`, e.g. '2026-03-29T10:00'.
 *
 * @param date 'YYYY-MM-DD'.
 * @param time 'HH:mm'.
 */
export function getStartDateTime( date: string, time: string ): string {
	const clock = text( time );
	return clock ? `${ text( date ) }T${ clock }` : text( date );
}

/**
 * The Status tag's text.
 *
 * @param status The display status.
 */
export function getStatusLabel( status: EventDisplayStatus ): string {
	switch ( status ) {
		case 'draft':
			return __( 'Draft', 'eventin' );
		case 'pending':
			return __( 'Pending review', 'eventin' );
		case 'ongoing':
			return __( 'Ongoing', 'eventin' );
		case 'upcoming':
			return __( 'Upcoming', 'eventin' );
		case 'expired':
			return __( 'Expired', 'eventin' );
		default:
			return '';
	}
}

/** The warning shown when the saved location cannot be used. */
export function getLocationProblemText(): string {
	return __(
		"There's a problem with this event's location. Kindly remove the location and save it again.",
		'eventin'
	);
}

/**
 * The title as the list shows it ('(no title)' when empty).
 *
 * @param event The event.
 */
export function getEventTitle( event: Pick< Event, 'title' > ): string {
	return event.title || __( '(no title)', 'eventin' );
}
