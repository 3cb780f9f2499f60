/**
 * Calls of `attendees/…` beside the CRUD store: resend a ticket, and the
 * events (with their ticket types) the list's filters offer.
 */
import apiFetch from '@wordpress/api-fetch';

import { REST_PATH } from './constants';
import { type Attendee, type AttendeeEvent } from './types';

/**
 * Mails an attendee their ticket again.
 *
 * @param id The attendee.
 */
export function resendTicket( id: number ): Promise< Attendee > {
	return apiFetch< Attendee >( {
		path: `${ REST_PATH }/${ id }/resend-ticket`,
		method: 'POST',
	} );
}

/**
 * The most recent events with bookings, and the one given even without.
 *
 * @param include An event to list in any case (0: none).
 */
export function fetchAttendeeEvents(
	include: number
): Promise< AttendeeEvent[] > {
	return apiFetch< AttendeeEvent[] >( {
		path: `${ REST_PATH }/events${ include ? `?include=${ include }` : '' }`,
	} );
}
