import { __ } from '@wordpress/i18n';

import { store as eventsStore } from '../../stores/events';
import { type Event, type EventData } from '../../stores/events/types';
import { useCrudForm, type CrudFormState } from './use-crud-form';
import { type FieldErrors } from '../utils/form';

export interface EventFormOptions< Values > {
	/** The values the form opens with (read once). */
	initialValues: () => Values;
	/** The event fields the form sends. */
	toData: ( values: Values ) => EventData;
	/** The form values of the event the server answered with. */
	toValues: ( event: Event ) => Values;
	/** Client checks; field errors by key. */
	validate?: ( values: Values ) => FieldErrors;
	/** Turns a server field key into the form's, or null (shown above). */
	mapServerKey: ( key: string ) => string | null;
	/** The event id to update; null creates an event. */
	eventId: number | null;
	/** The notice after a save; 'Event saved.' by default. */
	successMessage?: string;
	/** Called with the saved event, after the form took its values. */
	onSaved?: ( event: Event ) => void;
}

export type EventFormState< Values > = CrudFormState< Values, EventData >;

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
 * The state of one event editor sub-page: its values, what the last save
 * stored (for the unsaved-changes check), client and server errors, and
 * the save through the events store, with its notices.
 *
 * @param options The sub-page's rules.
 */
export function useEventForm< Values >(
	options: EventFormOptions< Values >
): EventFormState< Values > {
	const {
		eventId,
		successMessage = __( 'Event saved.', 'eventin' ),
		...rules
	} = options;
	return useCrudForm< Values, Event, EventData >( eventsStore, {
		...rules,
		itemId: eventId,
		successMessage,
		failureNotice: eventFailureNotice,
	} );
}
