import { useEffect, useState } from '@wordpress/element';

import { fetchAttendeeEvents } from '../../../stores/attendees/actions';
import { type AttendeeEvent } from '../../../stores/attendees/types';

/**
 * The events (with their ticket types) the list's filters and the Add
 * attendee dialog offer: the most recent with bookings, and the page's.
 *
 * @param eventId The event of the page (0: all events).
 */
export function useAttendeeEvents( eventId: number ): AttendeeEvent[] {
	const [ events, setEvents ] = useState< AttendeeEvent[] >( [] );
	useEffect( () => {
		let isCurrent = true;
		fetchAttendeeEvents( eventId ).then(
			( answer ) => isCurrent && setEvents( answer ),
			// The filters then offer no events; the list itself still works.
			() => isCurrent && setEvents( [] )
		);
		return () => {
			isCurrent = false;
		};
	}, [ eventId ] );
	return events;
}
