/**
 * The small sub-pages of the event editor: People (speakers, organizers),
 * Schedule, RSVP and Certificate. Form values ↔ event fields, and checks.
 */
import { __ } from '@wordpress/i18n';

import { type Event, type EventData } from '../../../../stores/events/types';
import {
	checkWholeNumber,
	mapPrefixedKey,
	mapTopLevelKey,
	numberToText,
	parseWholeNumber,
	toIdList,
	type FieldErrors,
} from '../../../utils/form';

/* People */

export interface PeopleFormValues {
	speakers: number[];
	organizers: number[];
}

export const mapPeopleServerKey = mapTopLevelKey( [
	'speakers',
	'organizers',
] );

export function toPeopleValues(
	event: Pick< Event, 'speakers' | 'organizers' >
): PeopleFormValues {
	return {
		speakers: toIdList( event.speakers ),
		organizers: toIdList( event.organizers ),
	};
}

export function fromPeopleValues( values: PeopleFormValues ): EventData {
	return { speakers: values.speakers, organizers: values.organizers };
}

/* Schedule */

export interface ScheduleFormValues {
	schedules: number[];
}

export const mapScheduleServerKey = mapTopLevelKey( [ 'schedules' ] );

export function toScheduleValues(
	event: Pick< Event, 'schedules' >
): ScheduleFormValues {
	return { schedules: toIdList( event.schedules ) };
}

export function fromScheduleValues( values: ScheduleFormValues ): EventData {
	return { schedules: values.schedules };
}

/* RSVP */

export interface RsvpFormValues {
	enabled: boolean;
	unlimited: boolean;
	limit: string;
	min_attendees: string;
	max_attendees: string;
	waiting_list: boolean;
	signed_in_only: boolean;
}

export const RSVP_FIELDS = [
	'enabled',
	'limit',
	'min_attendees',
	'max_attendees',
	'waiting_list',
	'signed_in_only',
] as const;

export const mapRsvpServerKey = mapPrefixedKey( 'rsvp', RSVP_FIELDS );

/**
 * The form values of the saved RSVP settings; off, unlimited, at least 1,
 * no most per response (0), no waiting list and open to anyone when none are
 * saved, as the server has it.
 *
 * @param event The event.
 */
export function toRsvpValues( event: Pick< Event, 'rsvp' > ): RsvpFormValues {
	const rsvp = event.rsvp ?? null;
	const limit = Number( rsvp?.limit ?? -1 );
	return {
		enabled: rsvp?.enabled === true,
		unlimited: limit < 0,
		limit: limit >= 0 ? numberToText( limit ) : '',
		min_attendees: numberToText( rsvp?.min_attendees ) || '1',
		max_attendees: numberToText( rsvp?.max_attendees ) || '0',
		waiting_list: rsvp?.waiting_list === true,
		signed_in_only: rsvp?.signed_in_only === true,
	};
}

export function fromRsvpValues( values: RsvpFormValues ): EventData {
	return {
		rsvp: {
			enabled: values.enabled,
			limit: values.unlimited
				? -1
				: ( parseWholeNumber( values.limit ) ?? 0 ),
			min_attendees: parseWholeNumber( values.min_attendees ) ?? 1,
			max_attendees: parseWholeNumber( values.max_attendees ) ?? 0,
			waiting_list: values.waiting_list,
			signed_in_only: values.signed_in_only,
		},
	};
}

export function validateRsvp( values: RsvpFormValues ): FieldErrors {
	const errors: FieldErrors = {};
	if ( ! values.unlimited ) {
		const limitError = checkWholeNumber( values.limit, 1 );
		if ( limitError ) {
			errors.limit = limitError;
		}
	}
	const minError = checkWholeNumber( values.min_attendees, 1 );
	if ( minError ) {
		errors.min_attendees = minError;
	} else if (
		! errors.limit &&
		! values.unlimited &&
		Number( values.limit ) < Number( values.min_attendees )
	) {
		// Nobody could answer going.
		errors.limit = __(
			'The limit cannot be below the minimum per response.',
			'eventin'
		);
	}
	// 0 means no most per response.
	const maxError = checkWholeNumber( values.max_attendees, 0 );
	const max = Number( values.max_attendees );
	if ( maxError ) {
		errors.max_attendees = maxError;
	} else if (
		! minError &&
		max > 0 &&
		max < Number( values.min_attendees )
	) {
		errors.max_attendees = __(
			'The maximum cannot be below the minimum.',
			'eventin'
		);
	}
	return errors;
}

/* Certificate */

export interface CertificateFormValues {
	certificate_template: string;
}

export const mapCertificateServerKey = mapTopLevelKey( [
	'certificate_template',
] );

export function toCertificateValues(
	event: Pick< Event, 'certificate_template' >
): CertificateFormValues {
	return {
		certificate_template: numberToText( event.certificate_template ) || '0',
	};
}

export function fromCertificateValues(
	values: CertificateFormValues
): EventData {
	return {
		certificate_template:
			parseWholeNumber( values.certificate_template ) ?? 0,
	};
}

export function validateCertificate(
	values: CertificateFormValues
): FieldErrors {
	const error = checkWholeNumber( values.certificate_template, 0 );
	return error ? { certificate_template: error } : {};
}
