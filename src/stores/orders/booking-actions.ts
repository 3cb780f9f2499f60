/**
 * What the purchase report does to a booking: the calls of `orders/{id}/…`.
 * Each keeps the `eventin/orders` store current (the booking re-read, the
 * lists invalidated) and announces the change through the
 * `eventin_orders_changed` action, which the report's summary listens to.
 */
import apiFetch from '@wordpress/api-fetch';
import { dispatch } from '@wordpress/data';
import { doAction } from '@wordpress/hooks';

import { REST_PATH } from './constants';
import { store } from './index';
import { type Order, type RefundRequest } from './types';

export const ORDERS_CHANGED_ACTION = 'eventin_orders_changed';

/** `POST orders/{id}/refunds`' answer. */
export interface RefundAnswer {
	refunded_total: string;
	refundable_total: string;
	order_status: Order[ 'status' ];
}

function changed( id: number ) {
	const orders = dispatch( store );
	orders.invalidateResolution( 'getItem', [ id ] );
	orders.invalidateResolutionForStoreSelector( 'getItems' );
	orders.invalidateResolutionForStoreSelector( 'getTotalItems' );
	doAction( ORDERS_CHANGED_ACTION, id );
}

/**
 * Resends the invoice, marks an offline booking paid, or cancels a pending one.
 *
 * @param id     The booking.
 * @param action The route.
 * @return The booking after it.
 */
export async function runOrderAction(
	id: number,
	action: 'resend-invoice' | 'mark-paid' | 'cancel'
): Promise< Order > {
	const order = await apiFetch< Order >( {
		path: `${ REST_PATH }/${ id }/${ action }`,
		method: 'POST',
	} );
	changed( id );
	return order;
}

/**
 * Refunds a booking, whole or in part.
 *
 * @param id   The booking.
 * @param body What to refund.
 */
export async function refundOrder(
	id: number,
	body: RefundRequest
): Promise< RefundAnswer > {
	const answer = await apiFetch< RefundAnswer >( {
		path: `${ REST_PATH }/${ id }/refunds`,
		method: 'POST',
		data: body,
	} );
	changed( id );
	return answer;
}
