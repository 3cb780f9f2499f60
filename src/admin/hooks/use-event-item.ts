import { useSelect } from '@wordpress/data';

import { store as eventsStore } from '../../stores/events';
import { type Event } from '../../stores/events/types';
import { type RestErrorLike } from '../utils/event-form';

/**
 * Whether a REST error says the event does not exist.
 *
 * @param error The error of `GET events/{id}`.
 */
export function isEventNotFound( error: RestErrorLike | null ): boolean {
	return (
		error?.code === 'rest_event_not_found' || error?.data?.status === 404
	);
}

/**
 * One event from the events store, loading on first use (an event already
 * received with a list or a save needs no request).
 *
 * @param id The event id; null for none.
 */
export function useEventItem( id: number | null ): {
	event: Event | null;
	error: RestErrorLike | null;
	isLoading: boolean;
} {
	return useSelect(
		( select ) => {
			if ( id === null ) {
				return { event: null, error: null, isLoading: false };
			}
			const events = select( eventsStore );
			const event = events.getItem( id );
			const error =
				( events.getResolutionError( 'getItem', [ id ] ) as
					RestErrorLike | undefined ) ?? null;
			return {
				event,
				error: event ? null : error,
				isLoading: ! event && ! error,
			};
		},
		[ id ]
	);
}
