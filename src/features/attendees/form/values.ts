/**
 * The attendee form's values: from and to the REST item, client checks
 * (the server's messages, by field key) and where the server's field errors
 * go.
 */
import { __ } from '@wordpress/i18n';

import {
	type Attendee,
	type AttendeeData,
} from '../../../stores/attendees/types';
import { mapTopLevelKey, type FieldErrors } from '../../../admin/utils/form';
import { isValidEmail } from '../../../admin/utils/speaker-form';

export interface AttendeeFormValues {
	name: string;
	email: string;
	listed: boolean;
	show_avatar: boolean;
	/** A new attendee's event and ticket type (0: not chosen). */
	event_id: number;
	ticket_id: number;
}

const KEYS = [
	'name',
	'email',
	'listed',
	'show_avatar',
	'event_id',
	'ticket_id',
] as const;

/**
 * A new (complimentary) attendee's values.
 *
 * @param eventId The event of the page (0: none yet).
 */
export function getNewAttendeeValues( eventId = 0 ): AttendeeFormValues {
	return {
		name: '',
		email: '',
		listed: false,
		show_avatar: false,
		event_id: eventId,
		ticket_id: 0,
	};
}

/**
 * The form values of an attendee as the server answered it.
 *
 * @param attendee The attendee.
 */
export function toAttendeeValues( attendee: Attendee ): AttendeeFormValues {
	return {
		name: attendee.name,
		email: attendee.email,
		listed: attendee.listed,
		show_avatar: attendee.show_avatar,
		event_id: attendee.event_id,
		ticket_id: attendee.ticket_id,
	};
}

/**
 * What the form sends: an existing attendee's own fields; a new one also
 * its event and ticket type.
 *
 * @param isNew  Whether it adds an attendee.
 * @param values The values.
 */
export function fromAttendeeValues(
	isNew: boolean,
	values: AttendeeFormValues
): AttendeeData {
	const data: AttendeeData = {
		name: values.name.trim(),
		email: values.email.trim(),
		listed: values.listed,
		show_avatar: values.listed && values.show_avatar,
	};
	return isNew
		? { ...data, event_id: values.event_id, ticket_id: values.ticket_id }
		: data;
}

/**
 * The form's checks, with the server's words.
 *
 * @param isNew  Whether it adds an attendee.
 * @param values The values.
 */
export function validateAttendee(
	isNew: boolean,
	values: AttendeeFormValues
): FieldErrors {
	const errors: FieldErrors = {};
	if ( ! values.name.trim() ) {
		errors.name = __( 'Enter the attendee’s name.', 'eventin' );
	}
	if ( ! isValidEmail( values.email.trim() ) ) {
		errors.email = __( 'Enter a valid e-mail address.', 'eventin' );
	}
	if ( isNew && ! values.event_id ) {
		errors.event_id = __( 'Choose an event.', 'eventin' );
	}
	if ( isNew && ! values.ticket_id ) {
		errors.ticket_id = __( 'Choose a ticket type.', 'eventin' );
	}
	return errors;
}

export const mapAttendeeServerKey = mapTopLevelKey( KEYS );
