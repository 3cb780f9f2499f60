/**
 * The attendee list's pure rules: its filters, and how its view becomes the
 * `attendees` query and the export's filter.
 */
import { type View } from '@wordpress/dataviews/wp';

import {
	type Attendee,
	type AttendeeExportQuery,
	type AttendeeQuery,
	type PaymentStatus,
} from '../../../stores/attendees/types';
import { type CrudQuery } from '../../../stores/crud';
import {
	findViewFilter,
	viewToQuery,
} from '../../../admin/utils/view-to-query';

export const EVENT_FILTER_FIELD = 'event';
export const TICKET_FILTER_FIELD = 'ticket';
export const PAYMENT_FILTER_FIELD = 'payment_status';
export const CHECKIN_FILTER_FIELD = 'ticket_status';

/** The check-in filter's choices: tickets used at the door or not. */
export const CHECKIN_STATUSES = [ 'used', 'unused' ] as const;

/** The payment statuses a ticket has, in the order the filter offers them. */
export const PAYMENT_STATUSES: readonly PaymentStatus[] = [
	'completed',
	'pending',
	'refunded',
	'cancelled',
	'failed',
];

/**
 * An attendee's name for action labels ('Resend the ticket of “Ada”').
 *
 * @param attendee The attendee.
 */
export function getAttendeeName( attendee: Pick< Attendee, 'name' > ): string {
	return attendee.name;
}

function positive( value: unknown ): number {
	const number = Number( value );
	return Number.isInteger( number ) && number > 0 ? number : 0;
}

/**
 * The `attendees` query of the view: paging, the search, the event (the
 * page's, or the filter's), the ticket type, the payment status and whether
 * the ticket was checked in.
 *
 * @param view    The view.
 * @param eventId The event of the page (/attendees/event/{id}); 0 for all.
 */
export function attendeeViewToQuery(
	view: View,
	eventId: number
): CrudQuery & AttendeeQuery {
	const query: CrudQuery & AttendeeQuery = viewToQuery( view, [] );
	const event =
		eventId ||
		positive( findViewFilter( view, EVENT_FILTER_FIELD )?.value );
	if ( event ) {
		query.event_id = event;
		const ticket = positive(
			findViewFilter( view, TICKET_FILTER_FIELD )?.value
		);
		if ( ticket ) {
			query.ticket_id = ticket;
		}
	}
	const status = findViewFilter( view, PAYMENT_FILTER_FIELD )?.value;
	if ( ( PAYMENT_STATUSES as readonly string[] ).includes( status ) ) {
		query.payment_status = status;
	}
	const checkin = findViewFilter( view, CHECKIN_FILTER_FIELD )?.value;
	if ( ( CHECKIN_STATUSES as readonly string[] ).includes( checkin ) ) {
		query.ticket_status = checkin;
	}
	return query;
}

/**
 * The export's filter: the list's, without its paging (the exports name the
 * payment status `status`).
 *
 * @param query The list's query.
 */
export function toExportQuery(
	query: CrudQuery & AttendeeQuery
): AttendeeExportQuery {
	const {
		paged,
		per_page: perPage,
		payment_status: status,
		...filters
	} = query;
	void paged;
	void perPage;
	return status ? { ...filters, status } : filters;
}
