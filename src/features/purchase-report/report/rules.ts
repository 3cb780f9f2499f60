/**
 * The purchase report's pure rules: its statuses and payment ways, which
 * actions it offers, and how its view becomes the `orders` query.
 */
import { type View } from '@wordpress/dataviews/wp';
import { __ } from '@wordpress/i18n';

import {
	type Order,
	type OrderQuery,
	type OrderStatus,
} from '../../../stores/orders/types';
import { type CrudQuery } from '../../../stores/crud';
import {
	findViewFilter,
	getDateRange,
	viewToQuery,
} from '../../../admin/utils/view-to-query';

export const STATUS_FILTER_FIELD = 'status';
export const GATEWAY_FILTER_FIELD = 'gateway';
export const EVENT_FILTER_FIELD = 'event';

/** Every booking status, in the order the filter offers them. */
export const ORDER_STATUSES: readonly OrderStatus[] = [
	'completed',
	'pending',
	'partially_refunded',
	'refunded',
	'failed',
	'cancelled',
	'waiting',
];

/** The payment ways of the product (an extension's show by their id). */
export function getGatewayChoices(): { value: string; label: string }[] {
	return [
		{ value: 'free', label: __( 'Free', 'eventin' ) },
		{ value: 'offline', label: __( 'Offline', 'eventin' ) },
		{ value: 'stripe', label: __( 'Stripe', 'eventin' ) },
	];
}

/**
 * The booking list's extra actions, which the list offers only for a
 * completed booking (SPEC): the server may allow more (a partly refunded
 * booking can still be refunded, from its details).
 */
export const COMPLETED_ONLY_LIST_ACTIONS: readonly string[] = [
	'resend_invoice',
	'refund',
];

/**
 * Whether the booking list offers an action for a booking: the server lists
 * it for the booking (`actions`), and Resend Invoice and Refund Booking only
 * while the booking is completed.
 *
 * @param order  The booking.
 * @param action The server's action id, e.g. 'refund'.
 */
export function isListActionAllowed(
	order: Pick< Order, 'status' | 'actions' >,
	action: string
): boolean {
	if ( ! ( order.actions ?? [] ).includes( action ) ) {
		return false;
	}
	return (
		! COMPLETED_ONLY_LIST_ACTIONS.includes( action ) ||
		order.status === 'completed'
	);
}

/**
 * Whether the booking's details offer Refund Booking: whenever the server
 * allows a refund, so the rest of a partly refunded booking can be paid
 * back.
 *
 * @param order The booking.
 */
export function canRefundFromDetails(
	order: Pick< Order, 'actions' >
): boolean {
	return ( order.actions ?? [] ).includes( 'refund' );
}

/**
 * The booking number people quote: '#12'.
 * @param order
 */
export function getBookingNumber( order: Pick< Order, 'id' > ): string {
	return `#${ order.id }`;
}

/**
 * The `orders` query of the view: paging, the search, the status, gateway
 * and event filters, and the days.
 *
 * @param view    The view.
 * @param eventId The event of the page (/purchase-report/{id}); 0 for all.
 */
export function orderViewToQuery(
	view: View,
	eventId: number
): CrudQuery & OrderQuery {
	const query: CrudQuery & OrderQuery = viewToQuery( view, [] );
	const status = findViewFilter( view, STATUS_FILTER_FIELD )?.value;
	if ( ( ORDER_STATUSES as readonly string[] ).includes( status ) ) {
		query.status = status;
	}
	const gateway = findViewFilter( view, GATEWAY_FILTER_FIELD )?.value;
	if ( typeof gateway === 'string' && gateway !== '' ) {
		query.gateway = gateway;
	}
	const event =
		eventId || Number( findViewFilter( view, EVENT_FILTER_FIELD )?.value );
	if ( Number.isInteger( event ) && event > 0 ) {
		query.event_id = event;
	}
	const { start, end } = getDateRange( view );
	if ( start ) {
		query.date_from = start;
	}
	if ( end ) {
		query.date_to = end;
	}
	return query;
}

/**
 * The summary's query: the list's filters without its paging.
 *
 * @param query The list's query.
 */
export function toSummaryQuery( query: CrudQuery ): CrudQuery {
	const { paged, per_page: perPage, ...filters } = query;
	void paged;
	void perPage;
	return filters;
}
