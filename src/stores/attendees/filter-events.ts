/**
 * The events (with their ticket types) the attendee list's filters and its
 * Add attendee dialog offer (`GET attendees/events`): the most recent with
 * bookings, and the page's own. Stale with the lists: an attendee added or
 * deleted may bring an event in or take it out.
 */
import apiFetch from '@wordpress/api-fetch';

import { REST_PATH } from './constants';
import { type AttendeeEvent } from './types';

const RECEIVE_FILTER_EVENTS = 'RECEIVE_FILTER_EVENTS';

export interface FilterEventsState {
	/** The events offered, by the event listed in any case (0: none). */
	filterEvents: Record< number, AttendeeEvent[] >;
}

/**
 * The events the server offered.
 *
 * @param include The event listed in any case (0: none).
 * @param events  The events.
 */
export function receiveFilterEvents(
	include: number,
	events: AttendeeEvent[]
) {
	return { type: RECEIVE_FILTER_EVENTS, include, events } as const;
}

export function filterEvents(
	state: FilterEventsState[ 'filterEvents' ] = {},
	action: ReturnType< typeof receiveFilterEvents > | { type: '' }
): FilterEventsState[ 'filterEvents' ] {
	return action.type === RECEIVE_FILTER_EVENTS
		? { ...state, [ action.include ]: action.events }
		: state;
}

/**
 * The events the filters offer; null until they arrive (or when they could
 * not be read: the list itself still works).
 *
 * @param state   The store's state.
 * @param include An event to list in any case (0: none).
 */
export function getFilterEvents(
	state: FilterEventsState,
	include: number
): AttendeeEvent[] | null {
	return state.filterEvents[ include ] ?? null;
}

/**
 * Reads the events the filters offer.
 *
 * @param include An event to list in any case (0: none).
 */
export const resolveFilterEvents =
	( include: number ) =>
	async ( {
		dispatch,
	}: {
		dispatch: { receiveFilterEvents: typeof receiveFilterEvents };
	} ) => {
		const events = await apiFetch< AttendeeEvent[] >( {
			path: `${ REST_PATH }/events${
				include ? `?include=${ include }` : ''
			}`,
		} );
		dispatch.receiveFilterEvents( include, events );
	};
