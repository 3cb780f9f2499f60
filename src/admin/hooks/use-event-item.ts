import { store as eventsStore } from '../../stores/events';
import { type Event } from '../../stores/events/types';
import { isNotFoundError, useCrudItem } from './use-crud-item';
import { type RestErrorLike } from '../utils/form';

/**
 * Whether a REST error says the event does not exist.
 *
 * @param error The error of `GET events/{id}`.
 */
export function isEventNotFound( error: RestErrorLike | null ): boolean {
	return error?.code === 'rest_event_not_found' || isNotFoundError( error );
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
	const { item, error, isLoading } = useCrudItem( eventsStore, id );
	return { event: item, error, isLoading };
}
