/**
 * The RSVP Reminder form's pure rules: its values, the audiences, the
 * placeholders the server fills, pasted addresses, the checks beside each
 * field, and the `POST rsvp-report/{event}/invitations` body.
 */
import { __, sprintf } from '@wordpress/i18n';

import { type RsvpSendRequest, type RsvpStatus } from '../store/types';
import { type FieldErrors } from '../../../admin/utils/form';
import {
	getSiteZone,
	getWallClock,
	type DateZone,
} from '../../../admin/utils/site-date';

/** Who gets the mail: everyone of a status, or pasted addresses. */
export type Audience = RsvpStatus | 'addresses';

export const AUDIENCES: readonly Audience[] = [
	'going',
	'maybe',
	'not_going',
	'waiting',
	'addresses',
];

/** The server's limits (ReportController). */
export const SUBJECT_MAX = 200;
export const BODY_MAX = 20000;
export const ADDRESSES_MAX = 1000;

export interface ReminderValues {
	/** The event's id as text; '' for none chosen. */
	event: string;
	audience: Audience;
	/** The pasted addresses (audience 'addresses'). */
	addresses: string;
	subject: string;
	body: string;
	when: 'now' | 'later';
	/** 'YYYY-MM-DDTHH:mm' in the site's timezone (when 'later'). */
	sendAt: string;
}

/**
 * The form's first values.
 *
 * @param eventId The event the page was opened for (`?event=`), 0 for none.
 */
export function getInitialValues( eventId: number ): ReminderValues {
	return {
		event: eventId > 0 ? String( eventId ) : '',
		audience: 'going',
		addresses: '',
		subject: __( 'Reminder: {event_title}', 'eventin' ),
		body: [
			__( 'Hello {name},', 'eventin' ),
			__(
				'This is a reminder of {event_title} on {event_date} at {event_place}.',
				'eventin'
			),
			__(
				'You can see or change your answer here: {rsvp_url}',
				'eventin'
			),
			'{site_name}',
		].join( '\n\n' ),
		when: 'now',
		sendAt: '',
	};
}

/** The placeholders the server fills in the subject and message, with what each becomes. */
export function getPlaceholders(): { tag: string; description: string }[] {
	return [
		{
			tag: '{name}',
			description: __(
				'The person’s name (the address for pasted addresses without a response)',
				'eventin'
			),
		},
		{
			tag: '{event_title}',
			description: __( 'The event’s title', 'eventin' ),
		},
		{
			tag: '{event_date}',
			description: __(
				'Its start and end, in the event’s timezone',
				'eventin'
			),
		},
		{
			tag: '{event_start_date}',
			description: __( 'Its start date', 'eventin' ),
		},
		{
			tag: '{event_start_time}',
			description: __( 'Its start time, with the timezone', 'eventin' ),
		},
		{
			tag: '{event_place}',
			description: __( 'The venue and address, or Online', 'eventin' ),
		},
		{
			tag: '{event_url}',
			description: __( 'The event’s page', 'eventin' ),
		},
		{
			tag: '{rsvp_url}',
			description: __(
				'The person’s link to see or change their answer (the event’s page for new addresses)',
				'eventin'
			),
		},
		{
			tag: '{site_name}',
			description: __( 'This site’s name', 'eventin' ),
		},
	];
}

/** One plain address, as the server accepts it (WordPress's `is_email`, roughly). */
const EMAIL =
	/^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;

/**
 * Whether a text is an e-mail address.
 *
 * @param text The text.
 */
export function isEmailAddress( text: string ): boolean {
	return text.length <= 191 && EMAIL.test( text );
}

/**
 * Pasted addresses: separated by new lines, commas, semicolons or spaces,
 * each plain or as 'Name <address>'; each address once whatever its letter
 * case (the first spelling kept); what is not an address is returned apart.
 *
 * @param text What was pasted.
 */
export function parseAddresses( text: string ): {
	addresses: string[];
	invalid: string[];
} {
	const addresses: string[] = [];
	const invalid: string[] = [];
	const seen = new Set< string >();
	// 'Ann Lee <ann@example.com>': the part between the brackets.
	const bracketed = text.replace(
		/[^,;\n<>]*<([^<>]*)>/g,
		( _whole, address: string ) => ` ${ address.trim() } `
	);
	for ( const part of bracketed.split( /[\s,;]+/ ) ) {
		const candidate = part.trim().replace( /^mailto:/i, '' );
		if ( ! candidate ) {
			continue;
		}
		if ( ! isEmailAddress( candidate ) ) {
			if ( ! invalid.includes( candidate ) ) {
				invalid.push( candidate );
			}
			continue;
		}
		const key = candidate.toLowerCase();
		if ( ! seen.has( key ) ) {
			seen.add( key );
			addresses.push( candidate );
		}
	}
	return { addresses, invalid };
}

/**
 * A wall-clock time in a zone as an instant: 'YYYY-MM-DDTHH:mm' → ISO 8601
 * UTC; null for a text that is no such time.
 *
 * @param local The wall-clock time.
 * @param zone  The zone (the site's by default).
 */
export function localToIso(
	local: string,
	zone: DateZone = getSiteZone()
): string | null {
	const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(
		local.trim()
	);
	if ( ! match ) {
		return null;
	}
	const [ year, month, day, hour, minute ] = match.slice( 1 ).map( Number );
	const wall = Date.UTC( year, month - 1, day, hour, minute );
	const check = new Date( wall );
	if (
		check.getUTCMonth() !== month - 1 ||
		check.getUTCDate() !== day ||
		hour > 23 ||
		minute > 59
	) {
		return null;
	}
	// The zone's offset at that time (read twice: it may change in between).
	let instant = wall - getWallClock( new Date( wall ), zone ).offset * 60_000;
	instant = wall - getWallClock( new Date( instant ), zone ).offset * 60_000;
	return new Date( instant ).toISOString().replace( /\.000Z$/, 'Z' );
}

/**
 * The checks beside each field; keys are the values'.
 *
 * @param values The form's values.
 * @param now    The time, in milliseconds.
 */
export function validateReminder(
	values: ReminderValues,
	now: number = Date.now()
): FieldErrors {
	const errors: FieldErrors = {};
	if ( ! ( Number( values.event ) > 0 ) ) {
		errors.event = __( 'Choose the event.', 'eventin' );
	}
	if ( ! AUDIENCES.includes( values.audience ) ) {
		errors.audience = __( 'Choose who gets it.', 'eventin' );
	}
	if ( values.audience === 'addresses' ) {
		const { addresses, invalid } = parseAddresses( values.addresses );
		if ( invalid.length > 0 ) {
			errors.addresses = sprintf(
				/* translators: %s: what was pasted that is not an e-mail address, e.g. "ann@", "bob". */
				__( 'These are not e-mail addresses: %s.', 'eventin' ),
				invalid.map( ( text ) => `"${ text }"` ).join( ', ' )
			);
		} else if ( addresses.length === 0 ) {
			errors.addresses = __(
				'Paste at least one e-mail address.',
				'eventin'
			);
		} else if ( addresses.length > ADDRESSES_MAX ) {
			errors.addresses = sprintf(
				/* translators: %d: the most addresses at once (1000). */
				__( 'Give at most %d addresses at once.', 'eventin' ),
				ADDRESSES_MAX
			);
		}
	}
	const subject = values.subject.trim();
	if ( ! subject || subject.length > SUBJECT_MAX ) {
		errors.subject = __(
			'Enter a subject of at most 200 characters.',
			'eventin'
		);
	}
	const body = values.body.trim();
	if ( ! body || body.length > BODY_MAX ) {
		errors.body = __(
			'Enter a message of at most 20000 characters.',
			'eventin'
		);
	}
	if ( values.when === 'later' ) {
		const instant = localToIso( values.sendAt );
		if ( ! instant ) {
			errors.sendAt = __(
				'Choose the date and time to send.',
				'eventin'
			);
		} else if ( Date.parse( instant ) <= now ) {
			errors.sendAt = __(
				'Choose a time to come, or send now.',
				'eventin'
			);
		}
	}
	return errors;
}

/**
 * The request of valid values.
 *
 * @param values The form's values.
 */
export function toSendRequest( values: ReminderValues ): RsvpSendRequest {
	const request: RsvpSendRequest = {
		subject: values.subject.trim(),
		body: values.body.trim(),
	};
	if ( values.audience === 'addresses' ) {
		request.addresses = parseAddresses( values.addresses ).addresses;
	} else {
		request.status = values.audience;
	}
	if ( values.when === 'later' ) {
		const instant = localToIso( values.sendAt );
		if ( instant ) {
			request.send_at = instant;
		}
	}
	return request;
}

/**
 * The form's field of a server error key (`addresses.3` → addresses,
 * `send_at` → sendAt); null for those shown above the form.
 *
 * @param key The server's field key.
 */
export function mapReminderServerKey( key: string ): string | null {
	const top = key.split( '.' )[ 0 ];
	switch ( top ) {
		case 'subject':
		case 'body':
		case 'addresses':
			return top;
		case 'status':
			return 'audience';
		case 'send_at':
			return 'sendAt';
		case 'id':
			return 'event';
		default:
			return null;
	}
}
