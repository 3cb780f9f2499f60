/**
 * Every answer the scanner shows, in one place: the big result after a scan (its tone, icon,
 * title and details) and the notice when the server turned an admitted entry down.
 */
import { __, sprintf } from '@wordpress/i18n';

import type { Direction, Reason, Redeemed, Ticket } from './types';

export type Tone = 'ok' | 'rejected' | 'neutral';

export interface ResultText {
	tone: Tone;
	/** A symbol beside the title, so the state never rests on colour alone. */
	icon: '✓' | '✕' | '!' | '↶';
	title: string;
	/** Lines under the title. */
	details: string[];
}

export interface Outcome {
	direction: Direction;
	result: 'ok' | 'rejected';
	reason: Reason | null;
	ticket: Ticket | null;
	redeemed: Redeemed | null;
}

/**
 * A moment in the event's timezone: the time, with the day when it is not today there.
 *
 * @param iso      An ISO 8601 instant.
 * @param timeZone The event's IANA timezone ('' for the browser's).
 * @param now      Today, for the comparison.
 */
export function formatWhen(
	iso: string,
	timeZone: string,
	now = new Date()
): string {
	const date = new Date( iso );
	if ( Number.isNaN( date.getTime() ) ) {
		return '';
	}
	const zone = timeZone ? { timeZone } : {};
	let day: Intl.DateTimeFormat;
	let time: Intl.DateTimeFormat;
	try {
		day = new Intl.DateTimeFormat( undefined, {
			...zone,
			dateStyle: 'medium',
		} );
		time = new Intl.DateTimeFormat( undefined, {
			...zone,
			timeStyle: 'short',
		} );
	} catch {
		day = new Intl.DateTimeFormat( undefined, { dateStyle: 'medium' } );
		time = new Intl.DateTimeFormat( undefined, { timeStyle: 'short' } );
	}
	return day.format( date ) === day.format( now )
		? time.format( date )
		: sprintf(
				/* translators: 1: a date, 2: a time */
				__( '%1$s, %2$s', 'eventin' ),
				day.format( date ),
				time.format( date )
			);
}

/**
 * Where and by whom a ticket was admitted: 'Checked in at 9:30 PM on Door 2 by Bob'.
 *
 * @param redeemed The admitting entry, when known.
 * @param ticket   The ticket (its first entry's time when the entry is not known).
 * @param timeZone The event's timezone.
 */
export function redeemedText(
	redeemed: Redeemed | null,
	ticket: Ticket | null,
	timeZone: string
): string {
	const at = redeemed?.scanned_at ?? ticket?.checked_in_at;
	if ( ! at ) {
		return '';
	}
	const when = formatWhen( at, timeZone );
	if ( redeemed?.device && redeemed.user ) {
		return sprintf(
			/* translators: 1: a time, 2: a scanner's name, 3: a person's name */
			__( 'Checked in at %1$s on %2$s by %3$s', 'eventin' ),
			when,
			redeemed.device,
			redeemed.user
		);
	}
	if ( redeemed?.device ) {
		return sprintf(
			/* translators: 1: a time, 2: a scanner's name */
			__( 'Checked in at %1$s on %2$s', 'eventin' ),
			when,
			redeemed.device
		);
	}
	/* translators: %s: a time */
	return sprintf( __( 'Checked in at %s', 'eventin' ), when );
}

/**
 * The big answer to a scan.
 *
 * @param outcome  The scan's result, reason and ticket.
 * @param timeZone The event's timezone.
 */
export function describe( outcome: Outcome, timeZone: string ): ResultText {
	const { ticket } = outcome;
	const name = ticket?.name ?? '';
	const who = ticket
		? [ ticket.name, ticket.ticket_name ].filter( Boolean )
		: [];
	if ( outcome.result === 'ok' ) {
		return {
			tone: 'ok',
			icon: '✓',
			title:
				outcome.direction === 'in'
					? /* translators: %s: the ticket holder's name */
						sprintf( __( 'Welcome, %s', 'eventin' ), name )
					: /* translators: %s: the ticket holder's name */
						sprintf( __( 'Goodbye, %s', 'eventin' ), name ),
			details: ticket?.ticket_name ? [ ticket.ticket_name ] : [],
		};
	}
	switch ( outcome.reason ) {
		case 'already_redeemed':
			return {
				tone: 'rejected',
				icon: '!',
				title: __( 'Already checked in', 'eventin' ),
				details: [
					...who,
					redeemedText( outcome.redeemed, ticket, timeZone ),
				].filter( Boolean ),
			};
		case 'not_inside':
			return {
				tone: 'rejected',
				icon: '!',
				title: __( 'Not checked in', 'eventin' ),
				details: who,
			};
		case 'refunded':
			return {
				tone: 'rejected',
				icon: '✕',
				title: __( 'Refunded ticket', 'eventin' ),
				details: who,
			};
		case 'canceled':
			return {
				tone: 'rejected',
				icon: '✕',
				title: __( 'Cancelled ticket', 'eventin' ),
				details: who,
			};
		case 'unpaid':
			return {
				tone: 'rejected',
				icon: '✕',
				title: __( 'Not paid', 'eventin' ),
				details: who,
			};
		case 'other_event':
			return {
				tone: 'rejected',
				icon: '✕',
				title: __( 'Ticket for another event', 'eventin' ),
				details: [],
			};
		default:
			return {
				tone: 'rejected',
				icon: '✕',
				title: __( 'Unknown ticket code', 'eventin' ),
				details: [],
			};
	}
}

/**
 * The answer on the screen once its scan was undone.
 *
 * @param ticket The ticket scanned, null for an unknown code.
 */
export function describeUndone( ticket: Ticket | null ): ResultText {
	return {
		tone: 'neutral',
		icon: '↶',
		title: __( 'Scan undone', 'eventin' ),
		details: ticket ? [ ticket.name ] : [],
	};
}

/**
 * One line for the screen reader's live region: the title and the details.
 * @param text
 */
export function announce( text: ResultText ): string {
	return [ text.title, ...text.details ].join( '. ' );
}

/**
 * The notice when the server turned down an entry this device admitted: another device admitted
 * the ticket earlier.
 *
 * @param name     The holder's name.
 * @param redeemed The earlier entry.
 */
export function revokedText( name: string, redeemed: Redeemed | null ): string {
	return redeemed?.device
		? sprintf(
				/* translators: 1: the ticket holder's name, 2: a scanner's name */
				__(
					'%1$s was already checked in on %2$s — entry revoked',
					'eventin'
				),
				name,
				redeemed.device
			)
		: sprintf(
				/* translators: %s: the ticket holder's name */
				__( '%s was already checked in — entry revoked', 'eventin' ),
				name
			);
}

/**
 * The notice when the server timed this phone's scans itself, its clock being off.
 */
export function clockOffText(): string[] {
	return [
		__( 'This phone’s clock is off', 'eventin' ),
		__(
			'The site times its scans when they arrive. Set the phone’s date and time to automatic.',
			'eventin'
		),
	];
}

/**
 * The connection line: online or offline, and the scans waiting to be sent.
 *
 * @param online  Whether the server answers.
 * @param pending Scans not sent yet.
 */
export function statusText( online: boolean, pending: number ): string {
	const state = online
		? __( 'Online', 'eventin' )
		: __( 'Offline', 'eventin' );
	return pending
		? sprintf(
				/* translators: 1: Online or Offline, 2: a number of scans */
				__( '%1$s · %2$d to send', 'eventin' ),
				state,
				pending
			)
		: state;
}

/**
 * A device name for a new scanner: 'Scanner 1a2b'.
 * @param random
 */
export function defaultDeviceName( random = Math.random ): string {
	const hex = Math.floor( random() * 0x10000 )
		.toString( 16 )
		.padStart( 4, '0' );
	/* translators: %s: four letters and digits telling scanners apart */
	return sprintf( __( 'Scanner %s', 'eventin' ), hex );
}
