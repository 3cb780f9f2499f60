/**
 * A ticket's payment status: its booking's, per ticket (a ticket is refunded
 * whole or not at all). A booking's status is one of these, or
 * 'partially_refunded' (`OrderStatus`).
 */
export type PaymentStatus =
	'pending' | 'completed' | 'failed' | 'refunded' | 'waiting' | 'cancelled';

/** An attendee as `/eventin/v2/attendees` answers it. */
export interface Attendee {
	id: number;
	name: string;
	email: string;
	/** Agreed to be named on the event's public attendee list. */
	listed: boolean;
	/** …and to show their avatar there. */
	show_avatar: boolean;
	event_id: number;
	event_title: string;
	ticket_id: number;
	ticket_name: string;
	code: string;
	order_id: number;
	booking_status: PaymentStatus | 'partially_refunded' | '';
	payment_status: PaymentStatus;
	ticket_status: 'unused' | 'used';
	/** The first entry at the door (UTC, ISO 8601), or null. */
	checked_in_at: string | null;
	/** Inside now (entered, not left). */
	inside: boolean;
	/** Decimal string of `currency`. */
	price: string;
	currency: string;
	/** UTC, ISO 8601. */
	created_at: string;
}

/** What the attendee form sends; a new (complimentary) attendee also names its event and ticket type. */
export interface AttendeeData {
	name?: string;
	email?: string;
	listed?: boolean;
	show_avatar?: boolean;
	event_id?: number;
	ticket_id?: number;
}

/** The list's filters, as the route names them. */
export interface AttendeeQuery {
	event_id?: number;
	ticket_id?: number;
	payment_status?: PaymentStatus;
	ticket_status?: 'unused' | 'used';
	search?: string;
}

/** An event the filters offer (`GET attendees/events`). */
export interface AttendeeEvent {
	id: number;
	title: string;
	tickets: { id: number; name: string }[];
}

/** The attendee list's filter, as its exports name it (`attendees/exports`). */
export type AttendeeExportQuery = {
	event_id?: number;
	ticket_id?: number;
	status?: string;
	ticket_status?: string;
	search?: string;
};
