import { type PaymentStatus } from '../attendees/types';

/** Booking statuses, with Eventin's names: its tickets', or partly refunded. */
export type OrderStatus = PaymentStatus | 'partially_refunded';

/** What can be done with a booking now (extensions add their own ids). */
export type OrderActionId =
	'resend_invoice' | 'refund' | 'mark_paid' | 'cancel' | ( string & {} );

export interface OrderAttendee {
	id: number;
	ticket_id: number;
	ticket_name: string;
	name: string;
	email: string;
	/** Decimal string of the booking's currency. */
	price: string;
	code: string;
	status: OrderStatus;
	ticket_status: 'unused' | 'used';
}

/** One status change: `from` is '' for the first line. */
export interface OrderHistoryEntry {
	from: string;
	to: string;
	note: string;
	user_id: number;
	/** Display name of who did it; '' for the buyer or the system. */
	user: string;
	/** UTC, ISO 8601. */
	date: string;
}

/** A booking as `/eventin/v2/orders` answers it; amounts are decimal strings. */
export interface Order {
	id: number;
	event_id: number;
	event_title: string;
	status: OrderStatus;
	customer: { name: string; email: string };
	/** ISO 4217. */
	currency: string;
	total: string;
	refunded_total: string;
	refundable_total: string;
	ticket_count: number;
	tickets: {
		ticket_id: number;
		name: string;
		quantity: number;
		price: string;
		subtotal: string;
	}[];
	attendees: OrderAttendee[];
	gateway: string;
	gateway_title: string;
	gateway_ref: string;
	hold_until: string | null;
	mail_status: string;
	/** UTC, ISO 8601. */
	created_at: string;
	actions: OrderActionId[];
	/** Only when one booking is read. */
	history?: OrderHistoryEntry[];
}

/** The list and summary query of `GET orders` and `GET orders/summary`. */
export interface OrderQuery {
	status?: OrderStatus | '';
	event_id?: number;
	gateway?: string;
	date_from?: string;
	date_to?: string;
	search?: string;
	paged?: number;
	per_page?: number;
}

/** `GET orders/summary`. */
export interface OrderSummary {
	currency: string;
	revenue: string;
	tickets_sold: number;
	bookings: number;
	by_status: Record< OrderStatus, number >;
	days: { date: string; revenue: string; tickets: number }[];
	events: { id: number; title: string }[];
}

/** `POST orders/{id}/refunds`. */
export interface RefundRequest {
	type: 'ticket' | 'amount';
	attendee_ids?: number[];
	amount?: string;
	reason?: string;
}
