/**
 * Booking over HTTP as visitors do it: the rate limit, the report's routes per role, a refund
 * freeing a seat for the next buyer (buyers racing for the last seats are in concurrency.test.mjs).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { api } from './client.mjs';
import { createTicketedEvent } from './bookings.mjs';

const book = ( event, ticketIndex, quantity, more = {} ) =>
	api( 'POST', 'orders', {
		body: {
			event_id: event.id,
			tickets: [
				{ ticket_id: event.tickets[ ticketIndex ].id, quantity },
			],
			customer: { name: 'Visitor', email: 'visitor@example.com' },
			...more,
		},
	} );

test( 'a refunded ticket frees its seat for the next buyer', async () => {
	const event = await createTicketedEvent( [
		{ name: 'Solo', price: '0', capacity: 1 },
	] );
	const first = await book( event, 0, 1 );
	assert.equal( first.status, 201 );
	const second = await book( event, 0, 1 );
	assert.equal( second.status, 409 );
	assert.equal( second.body.message, 'Sold out: “Solo”.' );
	const refund = await api( 'POST', `orders/${ first.body.id }/refunds`, {
		as: 'ordermanager',
		body: { type: 'ticket' },
	} );
	assert.equal( refund.status, 201, JSON.stringify( refund.body ) );
	assert.equal( refund.body.order_status, 'refunded' );
	const third = await book( event, 0, 1 );
	assert.equal( third.status, 201, JSON.stringify( third.body ) );
} );

test( 'the report is for order managers: anonymous 401, others 403', async () => {
	const event = await createTicketedEvent( [ { name: 'Free', price: '0' } ] );
	const order = ( await book( event, 0, 1 ) ).body;
	const routes = [
		[ 'GET', 'orders' ],
		[ 'GET', `orders/${ order.id }` ],
		[ 'GET', `orders/${ order.id }/refunds` ],
		[ 'POST', `orders/${ order.id }/refunds` ],
		[ 'POST', `orders/${ order.id }/resend-invoice` ],
		[ 'POST', `orders/${ order.id }/mark-paid` ],
		[ 'POST', `orders/${ order.id }/cancel` ],
	];
	for ( const [ method, route ] of routes ) {
		const body = method === 'GET' ? undefined : {};
		assert.equal(
			( await api( method, route, { body } ) ).status,
			401,
			route
		);
		for ( const user of [ 'subscriber', 'eventmanager' ] ) {
			assert.equal(
				( await api( method, route, { as: user, body } ) ).status,
				403,
				`${ user } ${ route }`
			);
		}
	}
	const read = await api( 'GET', `orders/${ order.id }`, {
		as: 'ordermanager',
	} );
	assert.equal( read.status, 200 );
	assert.equal( read.body.status, 'completed' );
	assert.equal( read.body.attendees.length, 1 );
} );

test( 'a price sent by the client is ignored; a gateway is needed for paid tickets', async () => {
	const event = await createTicketedEvent( [
		{ name: 'Paid', price: '40' },
	] );
	const free = await book( event, 0, 1, { total: '0.00', gateway: 'free' } );
	assert.equal( free.status, 400 );
	assert.equal( free.body.message, 'Choose how you would like to pay.' );
	assert.deepEqual( Object.keys( free.body.data.params ), [ 'gateway' ] );
} );

test( 'too many attempts from one visitor get 429 with Retry-After', async () => {
	const event = await createTicketedEvent( [ { name: 'Free', price: '0' } ] );
	await api( 'PUT', 'settings', {
		as: 'admin',
		body: { checkout_rate_limit: 1 },
	} );
	try {
		// A fresh minute may start between two requests; then the next one is over the limit.
		let answer;
		for ( let i = 0; i < 3; i++ ) {
			answer = await book( event, 0, 1 );
			if ( answer.status === 429 ) {
				break;
			}
		}
		assert.equal( answer.status, 429 );
		assert.equal(
			answer.body.message,
			'Too many booking attempts. Please wait a minute and try again.'
		);
		const wait = Number( answer.headers.get( 'retry-after' ) );
		assert.ok( wait >= 1 && wait <= 60, String( wait ) );
	} finally {
		await api( 'PUT', 'settings', {
			as: 'admin',
			body: { checkout_rate_limit: 10000 },
		} );
	}
} );
