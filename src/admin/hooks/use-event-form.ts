import { __ } from '@wordpress/i18n';

import { store as eventsStore } from '../../stores/events';
import { type Event, type EventData } from '../../stores/events/types';
import {
	useCrudForm,
	type CrudFormOptions,
	type CrudFormState,
} from './use-crud-form';

export interface EventFormOptions< Values > extends Omit<
	CrudFormOptions< Values, Event, EventData >,
	'itemId' | 'successMessage' | 'failureNotice' | 'modified'
> {
	/**
	 * The event to update, as the form opens with it (its `modified` goes
	 * with every save); null creates an event.
	 */
	event: Event | null;
	/** The notice after a save; 'Event saved.' by default. */
	successMessage?: string;
}

export type EventFormState< Values > = CrudFormState<
	Values,
	Event,
	EventData
>;

/**
 * A failed save's notice: the server's message, or a general one.
 *
 * @param serverMessage The server's message ('' for none).
 */
function eventFailureNotice( serverMessage: string ) {
	return {
		message:
			serverMessage || __( 'The event could not be saved.', 'eventin' ),
	};
}

/**
 * The form of one event editor sub-page (useCrudForm over the events store).
 *
 * @param options The sub-page's rules.
 */
export function useEventForm< Values >(
	options: EventFormOptions< Values >
): EventFormState< Values > {
	const {
		event,
		successMessage = __( 'Event saved.', 'eventin' ),
		...rules
	} = options;
	return useCrudForm< Values, Event, EventData >( eventsStore, {
		...rules,
		itemId: event ? event.id : null,
		modified: event?.modified,
		successMessage,
		failureNotice: eventFailureNotice,
	} );
}
