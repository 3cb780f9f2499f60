/**
 * What the purchase report does to a booking: the thunks behind
 * `orders/{id}/…`. Each re-reads the booking and marks the bookings' lists
 * and summaries stale, and the attendees' lists: their payment statuses
 * follow the booking.
 */
import apiFetch from '@wordpress/api-fetch';
import { type StoreDescriptor } from '@wordpress/data';

import { STORE_NAME as ATTENDEES_STORE } from '../attendees/constants';
import { REST_PATH } from './constants';
import { type Order, type RefundRequest } from './types';

/** `POST orders/{id}/refunds`' answer. */
export interface RefundAnswer {
	refunded_total: string;
	refundable_total: string;
	order_status: Order[ 'status' ];
}

interface BookingThunkArgs {
	dispatch: {
		invalidateResolution: ( selectorName: string, args: unknown[] ) => void;
		invalidateLists: () => void;
	};
	registry: {
		dispatch: (
			store: string | StoreDescriptor
		) => { invalidateLists?: () => void } | undefined;
	};
}

/**
 * POSTs to a booking's route, then marks what it changed stale.
 *
 * @param id    The booking.
 * @param route The route under `orders/{id}/`.
 * @param data  The body, if any.
 */
function postToBooking< Answer >( id: number, route: string, data?: object ) {
	return async ( {
		dispatch,
		registry,
	}: BookingThunkArgs ): Promise< Answer > => {
		const answer = await apiFetch< Answer >( {
			path: `${ REST_PATH }/${ id }/${ route }`,
			method: 'POST',
			data,
		} );
		dispatch.invalidateResolution( 'getItem', [ id ] );
		dispatch.invalidateLists();
		// The attendees store, where this registry has it.
		registry.dispatch( ATTENDEES_STORE )?.invalidateLists?.();
		return answer;
	};
}

/**
 * Mails the buyer their invoice again; resolves to the booking.
 *
 * @param id The booking.
 */
export const resendInvoice = ( id: number ) =>
	postToBooking< Order >( id, 'resend-invoice' );

/**
 * Marks an offline booking paid; resolves to the booking.
 *
 * @param id The booking.
 */
export const markOrderPaid = ( id: number ) =>
	postToBooking< Order >( id, 'mark-paid' );

/**
 * Cancels a pending booking (its seats go back on sale); resolves to the
 * booking.
 *
 * @param id The booking.
 */
export const cancelOrder = ( id: number ) =>
	postToBooking< Order >( id, 'cancel' );

/**
 * Refunds a booking, whole or in part; resolves to the refunded totals.
 *
 * @param id      The booking.
 * @param request What to refund.
 */
export const refundOrder = ( id: number, request: RefundRequest ) =>
	postToBooking< RefundAnswer >( id, 'refunds', request );
