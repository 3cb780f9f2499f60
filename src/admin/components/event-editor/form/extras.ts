/**
 * The small sub-pages of the event editor: People (speakers, organizers),
 * Schedule, RSVP and Certificate. Form values ↔ event fields, and checks.
 */
import { __, sprintf } from '@wordpress/i18n';

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

/** The placeholders a certificate's title and text may hold (SPEC 9). */
export const CERTIFICATE_PLACEHOLDERS = [
	'{attendee_name}',
	'{event_title}',
	'{event_date}',
	'{event_time}',
	'{ticket_id}',
] as const;

export type CertificatePlaceholder =
	( typeof CERTIFICATE_PLACEHOLDERS )[ number ];

/** The most characters of the title and the text (as the server has them). */
export const CERTIFICATE_TITLE_MAX = 200;
export const CERTIFICATE_BODY_MAX = 5000;

export interface CertificateFormValues {
	enabled: boolean;
	title: string;
	body: string;
	background: number;
	background_url: string;
}

export const CERTIFICATE_FIELDS = [
	'enabled',
	'title',
	'body',
	'background',
] as const;

export const mapCertificateServerKey = ( key: string ): string | null =>
	key === 'certificate_template'
		? 'enabled'
		: mapPrefixedKey( 'certificate', CERTIFICATE_FIELDS )( key );

/**
 * The form values of the saved certificate; on whenever the event has a
 * certificate template (older events hold only that number).
 *
 * @param event The event.
 */
export function toCertificateValues(
	event: Pick< Event, 'certificate_template' > &
		Partial< Pick< Event, 'certificate' > >
): CertificateFormValues {
	const certificate = event.certificate;
	return {
		enabled:
			certificate?.enabled === true ||
			Number( event.certificate_template ) > 0,
		title: certificate?.title ?? '',
		body: certificate?.body ?? '',
		background: Number( certificate?.background ) || 0,
		background_url: certificate?.background_url ?? '',
	};
}

export function fromCertificateValues(
	values: CertificateFormValues
): EventData {
	return {
		certificate: {
			enabled: values.enabled,
			title: values.title.trim(),
			body: values.body.trim(),
			background: values.background,
		},
	};
}

/**
 * The first `{word}` of a text that is not a certificate placeholder, or null.
 *
 * @param text A title or text.
 */
export function findUnknownPlaceholder( text: string ): string | null {
	for ( const [ token ] of text.matchAll( /\{[^{}\s]*\}/g ) ) {
		if (
			! ( CERTIFICATE_PLACEHOLDERS as readonly string[] ).includes(
				token
			)
		) {
			return token;
		}
	}
	return null;
}

function placeholderError( token: string ): string {
	return sprintf(
		/* translators: 1: a placeholder as written, e.g. {name}; 2: the placeholders there are. */
		__( '%1$s is not a placeholder. Use %2$s.', 'eventin' ),
		token,
		CERTIFICATE_PLACEHOLDERS.join( ', ' )
	);
}

export function validateCertificate(
	values: CertificateFormValues
): FieldErrors {
	const errors: FieldErrors = {};
	const title = values.title.trim();
	const body = values.body.trim();
	if ( values.enabled && ! title ) {
		errors.title = __( 'Give the certificate a title.', 'eventin' );
	} else if ( title.length > CERTIFICATE_TITLE_MAX ) {
		errors.title = sprintf(
			/* translators: %d: the most characters. */
			__( 'The title can have at most %d characters.', 'eventin' ),
			CERTIFICATE_TITLE_MAX
		);
	} else if ( findUnknownPlaceholder( title ) ) {
		errors.title = placeholderError(
			findUnknownPlaceholder( title ) as string
		);
	}
	if ( values.enabled && ! body ) {
		errors.body = __( "Write the certificate's text.", 'eventin' );
	} else if ( body.length > CERTIFICATE_BODY_MAX ) {
		errors.body = sprintf(
			/* translators: %d: the most characters. */
			__( 'The text can have at most %d characters.', 'eventin' ),
			CERTIFICATE_BODY_MAX
		);
	} else if ( findUnknownPlaceholder( body ) ) {
		errors.body = placeholderError(
			findUnknownPlaceholder( body ) as string
		);
	}
	return errors;
}

/**
 * Fills the placeholders of a text; unknown ones stay as written.
 *
 * @param text   The title or text.
 * @param values Each placeholder's value.
 */
export function fillPlaceholders(
	text: string,
	values: Record< CertificatePlaceholder, string >
): string {
	return text.replace( /\{[^{}\s]*\}/g, ( token ) =>
		Object.prototype.hasOwnProperty.call( values, token )
			? values[ token as CertificatePlaceholder ]
			: token
	);
}
