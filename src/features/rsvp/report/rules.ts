/**
 * The RSVP report's pure rules: the statuses and their names, the status
 * filter (going by default, with the counts), how the views become the
 * `rsvp-report` queries, and the capacity used.
 */
import { type View } from '@wordpress/dataviews/wp';
import { __, sprintf } from '@wordpress/i18n';

import { type CrudQuery } from '../../../stores/crud';
import { type RsvpCounts, type RsvpStatus } from '../store/types';
import { formatCount } from '../../../admin/utils/format-count';
import {
	findViewFilter,
	getDateRange,
	viewToQuery,
} from '../../../admin/utils/view-to-query';

export const STATUS_FILTER_FIELD = 'status';

/**
 * Whether the settings turn the RSVP module off (unknown settings do not:
 * the server then says what it thinks).
 *
 * @param settings The settings, or null.
 */
export function isRsvpModuleOff(
	settings: { modules?: { rsvp?: string } } | null
): boolean {
	return !! settings && settings.modules?.rsvp !== 'on';
}

/** Every response status, in the order the report shows them. */
export const RSVP_STATUSES: readonly RsvpStatus[] = [
	'going',
	'maybe',
	'not_going',
	'waiting',
];

/**
 * Whether a value is a response status.
 *
 * @param value The candidate.
 */
export function isRsvpStatus( value: unknown ): value is RsvpStatus {
	return ( RSVP_STATUSES as readonly unknown[] ).includes( value );
}

/**
 * A status's name: Going, Maybe, Not going, Waiting list.
 *
 * @param status The status.
 */
export function getRsvpStatusLabel( status: string ): string {
	switch ( status ) {
		case 'going':
			return __( 'Going', 'eventin' );
		case 'maybe':
			return __( 'Maybe', 'eventin' );
		case 'not_going':
			return __( 'Not going', 'eventin' );
		case 'waiting':
			return __( 'Waiting list', 'eventin' );
		default:
			return status;
	}
}

/**
 * A status with its count: 'Going (3)'.
 *
 * @param status The status.
 * @param count  Its responses; null while unknown.
 */
export function getStatusChoiceLabel(
	status: RsvpStatus | 'all',
	count: number | null
): string {
	const name =
		status === 'all'
			? __( 'All responses', 'eventin' )
			: getRsvpStatusLabel( status );
	return count === null
		? name
		: sprintf(
				/* translators: 1: a response status, e.g. Going, 2: how many responses. */
				__( '%1$s (%2$s)', 'eventin' ),
				name,
				formatCount( count )
			);
}

/**
 * The status filter's choices: Going first (the filter's default, no filter
 * in the view), then maybe, not going, waiting and all, each with its count.
 *
 * @param counts The event's counts; null while unknown.
 */
export function getStatusChoices(
	counts: Pick< RsvpCounts, RsvpStatus > | null
): { value: string; label: string }[] {
	const countOf = ( status: RsvpStatus ) =>
		counts ? counts[ status ] : null;
	const all = counts
		? RSVP_STATUSES.reduce( ( sum, status ) => sum + counts[ status ], 0 )
		: null;
	return [
		{
			value: '',
			label: getStatusChoiceLabel( 'going', countOf( 'going' ) ),
		},
		...RSVP_STATUSES.filter( ( status ) => status !== 'going' ).map(
			( status ) => ( {
				value: status,
				label: getStatusChoiceLabel( status, countOf( status ) ),
			} )
		),
		{ value: 'all', label: getStatusChoiceLabel( 'all', all ) },
	];
}

/**
 * The status the view shows: going unless the filter says otherwise.
 *
 * @param view The view.
 */
export function getViewStatus( view: View ): RsvpStatus | 'all' {
	const value = findViewFilter( view, STATUS_FILTER_FIELD )?.value;
	return value === 'all' || isRsvpStatus( value ) ? value : 'going';
}

/**
 * The `rsvp-report/{event}` query of a view: the event, paging, the search
 * (names and addresses), the status (always sent: going by default) and the
 * days the responses were made.
 *
 * @param view    The view.
 * @param eventId The event.
 */
export function rsvpViewToQuery( view: View, eventId: number ): CrudQuery {
	const query: CrudQuery = {
		event_id: eventId,
		...viewToQuery( view, [] ),
		status: getViewStatus( view ),
	};
	const { start, end } = getDateRange( view );
	if ( start ) {
		query.date_from = start;
	}
	if ( end ) {
		query.date_to = end;
	}
	return query;
}

/**
 * What the export of the list takes (`rsvp-report/exports`): the list's
 * filter without its paging and order, so the file holds every response the
 * list shows, on every page.
 *
 * @param query The list's `rsvp-report/{event}` query.
 */
export function toResponseExportQuery( query: CrudQuery ) {
	const {
		event_id: eventId,
		status,
		search,
		date_from: from,
		date_to: to,
	} = query;
	return {
		event_id: Number( eventId ),
		status: String( status ?? 'going' ),
		search: typeof search === 'string' ? search : '',
		date_from: typeof from === 'string' ? from : '',
		date_to: typeof to === 'string' ? to : '',
	};
}

/**
 * The `rsvp-report` query of the events' view: paging and the title search.
 *
 * @param view The view.
 */
export function rsvpEventsViewToQuery( view: View ): CrudQuery {
	return viewToQuery( view, [] );
}

/**
 * The capacity used: '5 / 20 people', or '5 people (no limit)'.
 *
 * @param peopleGoing The people going.
 * @param limit       The event's limit; -1 (or below 0) for none.
 */
export function formatCapacity( peopleGoing: number, limit: number ): string {
	if ( limit < 0 ) {
		return sprintf(
			/* translators: %s: number of people going. */
			__( '%s (no limit)', 'eventin' ),
			formatCount( peopleGoing )
		);
	}
	return sprintf(
		/* translators: 1: people going, 2: the event's limit. */
		__( '%1$s / %2$s', 'eventin' ),
		formatCount( peopleGoing ),
		formatCount( limit )
	);
}

/**
 * The share of the capacity used, 0 to 100; null without a limit.
 *
 * @param peopleGoing The people going.
 * @param limit       The event's limit.
 */
export function getCapacityShare(
	peopleGoing: number,
	limit: number
): number | null {
	if ( limit < 0 ) {
		return null;
	}
	if ( limit === 0 ) {
		return 100;
	}
	return Math.min( 100, Math.round( ( peopleGoing / limit ) * 100 ) );
}
