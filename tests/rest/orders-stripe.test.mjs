/**
 * Card bookings end to end against the loopback Stripe (bin/lib/stripe-server.mjs), which
 * bin/test.mjs points the site at and which sends its signed webhooks to the site's webhook route:
 * a booking makes a payment intent, a paid card completes the booking through the webhook (not the
 * browser's word) and its mails go out, a declined card leaves it pending until its hold runs out
 * and the seats go back, a replayed event changes nothing, a late payment is paid back, and a
 * refund is Stripe's refund.
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { after, before, beforeEach, test } from 'node:test';
import { WEBHOOK_PATH } from '../../bin/lib/stripe-server.mjs';
import { api, unique } from './client.mjs';
import { createTicketedEvent, uniqueAddress } from './bookings.mjs';
import { inbox, waitForMail } from './mailbox.mjs';

const SITE = process.env.EVENTIN_TEST_URL;
const STRIPE = process.env.EVENTIN_TEST_STRIPE_URL;
const PAID = '4242424242424242';
const DECLINED = '4000000000000002';

/**
 * Steers the loopback Stripe; its state once the deliveries asked for are over.
 * @param {Object} [command]
 */
async function control( command ) {
	const response = await fetch(
		`${ STRIPE }/__control`,
		command
			? {
					method: 'POST',
					headers: { 'content-type': 'application/json' },
					body: JSON.stringify( command ),
				}
			: {}
	);
	assert.equal( response.status, 200 );
	return response.json();
}

/**
 * Pays a payment intent as the buyer's browser would; answers once the webhooks are delivered.
 * @param {string} intent
 * @param {string} card
 */
async function pay( intent, card ) {
	const response = await fetch( `${ STRIPE }/__control/confirm`, {
		method: 'POST',
		headers: { 'content-type': 'application/json' },
		body: JSON.stringify( { payment_intent: intent, card } ),
	} );
	return { status: response.status, body: await response.json() };
}

/**
 * Books with the card gateway, as the ticket form does.
 * @param {Object} event
 * @param {number} quantity
 * @param {string} email
 */
async function book( event, quantity, email ) {
	return api( 'POST', 'orders', {
		body: {
			event_id: event.id,
			tickets: [ { ticket_id: event.tickets[ 0 ].id, quantity } ],
			customer: { name: 'Carla Card', email },
			gateway: 'stripe',
		},
	} );
}

const order = async ( id ) =>
	( await api( 'GET', `orders/${ id }`, { as: 'admin' } ) ).body;

/**
 * The booking once the predicate accepts it (the webhook is the site's own request).
 * @param {number}                 id
 * @param {(o: Object) => boolean} predicate
 */
async function waitForOrder( id, predicate ) {
	const until = Date.now() + 10000;
	for (;;) {
		const current = await order( id );
		if ( predicate( current ) || Date.now() > until ) {
			return current;
		}
		await new Promise( ( resolve ) => setTimeout( resolve, 100 ) );
	}
}

const sold = async ( event ) =>
	( await api( 'GET', `events/${ event.id }`, { as: 'admin' } ) ).body
		.tickets[ 0 ].sold;

const intentOf = ( placed ) =>
	/^(pi_[A-Za-z0-9]+)_secret_/.exec( placed.next.client_secret )[ 1 ];

/**
 * Lets a booking's hold run out now (tests/rest/expire-hold.php).
 * @param id
 */
function expireHold( id ) {
	return new Promise( ( resolve, reject ) =>
		execFile(
			'php',
			[
				path.join( import.meta.dirname, 'expire-hold.php' ),
				String( id ),
			],
			( error, stdout, stderr ) =>
				error
					? reject( new Error( stderr || error.message ) )
					: resolve( stdout.trim() )
		)
	);
}

const completions = ( booking ) =>
	booking.history.filter( ( entry ) => entry.to === 'completed' );

before( async () => {
	const stripe = await control();
	// bootSite started the loopback Stripe with the site's own webhook address.
	assert.equal( stripe.webhookUrl, SITE + WEBHOOK_PATH );
	const settings = await api( 'PUT', 'settings', {
		as: 'admin',
		body: {
			currency: 'USD',
			hold_minutes: 15,
			payments: {
				stripe: 'on',
				stripe_publishable_key: 'pk_test_eventin',
				stripe_secret_key: 'sk_test_eventin',
				stripe_webhook_secret: 'whsec_test_eventin',
			},
		},
	} );
	assert.equal( settings.status, 200, JSON.stringify( settings.body ) );
	assert.equal( settings.body.payments.stripe, 'on' );
	assert.equal( settings.body.payments.stripe_secret_key, '••••ntin' );
	assert.equal( settings.body.payments.stripe_webhook_secret, '••••ntin' );
} );

beforeEach( async () => {
	const state = await control( { reset: true } );
	assert.equal( state.webhookUrl, SITE + WEBHOOK_PATH );
	assert.deepEqual( state.payment_intents, [] );
} );

after( async () => {
	await control( { reset: true } );
	await api( 'PUT', 'settings', {
		as: 'admin',
		body: { payments: { stripe: 'off' } },
	} );
} );

test( 'a card booking waits for Stripe; the signed webhook of the payment completes it and the mails go out', async () => {
	const title = unique( 'Rock & Roll’s "Card" Conf' );
	const event = await createTicketedEvent(
		[ { name: 'Standard', price: '30', capacity: 5 } ],
		title
	);
	const buyer = uniqueAddress( 'carla' );
	const placed = await book( event, 2, buyer );
	assert.equal( placed.status, 201, JSON.stringify( placed.body ) );
	assert.equal( placed.body.status, 'pending' );
	assert.equal( placed.body.total, '60.00' );
	assert.equal( placed.body.gateway, 'stripe' );
	assert.equal( placed.body.next.type, 'stripe' );
	assert.match( placed.body.next.client_secret, /^pi_\w+_secret_\w+$/ );
	assert.equal( placed.body.next.publishable_key, 'pk_test_eventin' );
	assert.equal( placed.body.next.js_url, `${ STRIPE }/v3/` );
	const holdLeft = Date.parse( placed.body.hold_until ) - Date.now();
	assert.ok( holdLeft > 14 * 60000 && holdLeft <= 15 * 60000, holdLeft );
	const id = placed.body.id;

	// Stripe got a payment intent for the booking's total.
	const [ intent ] = ( await control() ).payment_intents;
	assert.equal( intent.id, intentOf( placed.body ) );
	assert.equal( intent.client_secret, placed.body.next.client_secret );
	assert.equal( intent.amount, 6000 );
	assert.equal( intent.currency, 'usd' );
	assert.equal( intent.status, 'requires_payment_method' );
	assert.equal( intent.receipt_email, buyer );
	assert.equal( intent.metadata.order_id, String( id ) );
	assert.equal( intent.description, `Booking #${ id }: ${ title }` );
	const pending = await order( id );
	assert.equal( pending.gateway_ref, intent.id );
	assert.equal( pending.gateway_title, 'Card (Stripe)' );
	assert.deepEqual( pending.actions, [ 'cancel' ] );
	assert.equal( await sold( event ), 2, 'the seats are held' );

	const paid = await pay( intent.id, PAID );
	assert.equal( paid.status, 200, JSON.stringify( paid.body ) );
	assert.equal( paid.body.status, 'succeeded' );
	const state = await control();
	assert.deepEqual(
		state.deliveries.map( ( d ) => [ d.type, d.url, d.status, d.body ] ),
		[
			[
				'payment_intent.succeeded',
				SITE + WEBHOOK_PATH,
				200,
				'{"received":true}',
			],
		]
	);

	const done = await waitForOrder( id, ( o ) => o.status === 'completed' );
	assert.equal( done.status, 'completed' );
	assert.deepEqual(
		completions( done ).map( ( e ) => [ e.from, e.note ] ),
		[ [ 'pending', 'Paid with Stripe.' ] ]
	);
	assert.equal( done.hold_until, null );
	assert.deepEqual( done.actions, [ 'resend_invoice', 'refund' ] );
	assert.ok( done.attendees.every( ( a ) => a.status === 'completed' ) );
	assert.equal( await sold( event ), 2 );

	const confirmation = await waitForMail(
		( mail ) =>
			mail.to.includes( buyer ) &&
			mail.subject === `[Eventin] Your booking #${ id } for ${ title }`
	);
	assert.ok(
		confirmation.html.includes(
			'<tr><td>Standard</td><td style="text-align:right">2</td><td style="text-align:right">$30.00</td><td style="text-align:right">$60.00</td></tr>'
		) &&
			confirmation.html.includes(
				'<th scope="row" colspan="3" style="text-align:right">Total</th><td style="text-align:right">$60.00</td>'
			),
		confirmation.html
	);
	await waitForMail(
		( mail ) =>
			mail.to.includes( buyer ) &&
			mail.subject === `[Eventin] Your ticket for ${ title }` &&
			mail.html.includes( done.attendees[ 1 ].code )
	);
	// The mails went out in the background, after the webhook's answer.
	const mailed = await waitForOrder( id, ( o ) => o.mail_status === 'sent' );
	assert.equal( mailed.mail_status, 'sent' );
} );

test( 'replaying the payment’s event, and events out of order, complete the booking once', async () => {
	const title = unique( 'Replay' );
	const event = await createTicketedEvent(
		[ { name: 'Standard', price: '30', capacity: 5 } ],
		title
	);
	const buyer = uniqueAddress( 'replay' );
	const placed = await book( event, 1, buyer );
	assert.equal( placed.status, 201, JSON.stringify( placed.body ) );
	const id = placed.body.id;
	// A declined card first, then a good one; their webhooks arrive the other way round.
	await control( { deliver: false } );
	assert.equal(
		( await pay( intentOf( placed.body ), DECLINED ) ).status,
		402
	);
	assert.equal( ( await pay( intentOf( placed.body ), PAID ) ).status, 200 );
	const flushed = await control( { flush: 'reverse', deliver: true } );
	assert.deepEqual(
		flushed.deliveries.map( ( d ) => [ d.type, d.status ] ),
		[
			[ 'payment_intent.succeeded', 200 ],
			[ 'payment_intent.payment_failed', 200 ],
		]
	);
	const done = await waitForOrder( id, ( o ) => o.status === 'completed' );
	assert.equal( done.status, 'completed' );
	const subject = `[Eventin] Your booking #${ id } for ${ title }`;
	await waitForMail(
		( mail ) => mail.to.includes( buyer ) && mail.subject === subject
	);

	const succeeded = flushed.events.find(
		( e ) => e.type === 'payment_intent.succeeded'
	);
	const replayed = await control( { replay: succeeded.id } );
	assert.deepEqual(
		replayed.deliveries
			.filter( ( d ) => d.event === succeeded.id )
			.map( ( d ) => d.status ),
		[ 200, 200 ]
	);
	const replayedOrder = await order( id );
	assert.equal( replayedOrder.status, 'completed' );
	assert.equal( completions( replayedOrder ).length, 1 );
	assert.deepEqual(
		replayedOrder.history.map( ( e ) => e.note ),
		done.history.map( ( e ) => e.note ),
		'the replay wrote nothing'
	);
	assert.equal( await sold( event ), 1 );
	// Still one confirmation and one ticket.
	const mails = ( await inbox() ).filter( ( m ) => m.to.includes( buyer ) );
	assert.deepEqual( mails.map( ( m ) => m.subject ).sort(), [
		subject,
		`[Eventin] Your ticket for ${ title }`,
	] );
} );

test( 'a declined card keeps the booking pending with its seat; when the hold runs out it fails and the seat goes back', async () => {
	const title = unique( 'Declined' );
	const event = await createTicketedEvent(
		[ { name: 'Solo', price: '30', capacity: 1 } ],
		title
	);
	const buyer = uniqueAddress( 'declined' );
	const placed = await book( event, 1, buyer );
	assert.equal( placed.status, 201, JSON.stringify( placed.body ) );
	const id = placed.body.id;
	const intent = intentOf( placed.body );

	const declined = await pay( intent, DECLINED );
	assert.equal( declined.status, 402 );
	assert.equal( declined.body.error.code, 'card_declined' );
	assert.equal( declined.body.error.message, 'Your card was declined.' );
	const state = await control();
	assert.deepEqual(
		state.deliveries.map( ( d ) => [ d.type, d.status ] ),
		[ [ 'payment_intent.payment_failed', 200 ] ]
	);
	const failedOnce = await waitForOrder( id, ( o ) =>
		o.history.some( ( e ) => e.note.startsWith( 'A payment attempt' ) )
	);
	assert.equal( failedOnce.status, 'pending' );
	assert.equal(
		failedOnce.history.at( -1 ).note,
		'A payment attempt failed: Your card was declined.'
	);
	assert.equal( failedOnce.history.at( -1 ).to, 'pending' );
	// The buyer may try another card meanwhile: the seat stays theirs.
	assert.equal( await sold( event ), 1 );
	const other = await book( event, 1, uniqueAddress( 'other' ) );
	assert.equal( other.status, 409 );
	assert.equal( other.body.message, 'Sold out: “Solo”.' );

	// Nobody pays; the hold runs out.
	assert.equal( await expireHold( id ), '1' );
	const failed = await order( id );
	assert.equal( failed.status, 'failed' );
	assert.equal(
		failed.history.at( -1 ).note,
		'The seats were held longer than allowed without payment.'
	);
	assert.ok( failed.attendees.every( ( a ) => a.status === 'failed' ) );
	assert.equal( await sold( event ), 0 );
	// Stripe is told: the payment intent is cancelled, so it cannot be paid any more.
	const cancelled = ( await control() ).payment_intents.find(
		( i ) => i.id === intent
	);
	assert.equal( cancelled.status, 'canceled' );
	const late = await pay( intent, PAID );
	assert.equal( late.status, 400 );
	assert.equal( late.body.error.code, 'payment_intent_unexpected_state' );
	assert.equal( ( await order( id ) ).status, 'failed' );
	// The seat can be booked again, and the declined buyer got no confirmation.
	const next = await book( event, 1, uniqueAddress( 'next' ) );
	assert.equal( next.status, 201, JSON.stringify( next.body ) );
	assert.equal(
		( await inbox() ).filter( ( m ) => m.to.includes( buyer ) ).length,
		0
	);
} );

test( 'a payment that arrives after the booking ended is paid back', async () => {
	const event = await createTicketedEvent(
		[ { name: 'Standard', price: '30', capacity: 5 } ],
		unique( 'Late' )
	);
	const placed = await book( event, 1, uniqueAddress( 'late' ) );
	assert.equal( placed.status, 201, JSON.stringify( placed.body ) );
	const id = placed.body.id;
	const intent = intentOf( placed.body );
	// The buyer pays, but Stripe's webhook is late: the hold runs out first.
	await control( { deliver: false } );
	assert.equal( ( await pay( intent, PAID ) ).status, 200 );
	await expireHold( id );
	assert.equal( ( await order( id ) ).status, 'failed' );
	const state = await control( { flush: true, deliver: true } );
	assert.equal(
		state.deliveries.find( ( d ) => d.type === 'payment_intent.succeeded' )
			.status,
		200
	);
	const [ refund ] = state.refunds;
	assert.equal( state.refunds.length, 1 );
	assert.equal( refund.payment_intent, intent );
	assert.equal( refund.amount, 3000 );
	const ended = await order( id );
	assert.equal( ended.status, 'failed' );
	assert.equal(
		ended.history.at( -1 ).note,
		'The payment arrived after the booking had ended; it was paid back.'
	);
	assert.equal( completions( ended ).length, 0 );
	assert.equal( await sold( event ), 0 );
} );

test( 'refunding a card booking refunds the payment at Stripe, in part and then the rest', async () => {
	const title = unique( 'Refund' );
	const event = await createTicketedEvent(
		[ { name: 'Standard', price: '30', capacity: 5 } ],
		title
	);
	const buyer = uniqueAddress( 'refund' );
	const placed = await book( event, 2, buyer );
	assert.equal( placed.status, 201, JSON.stringify( placed.body ) );
	const id = placed.body.id;
	const intent = intentOf( placed.body );
	assert.equal( ( await pay( intent, PAID ) ).status, 200 );
	assert.equal(
		( await waitForOrder( id, ( o ) => o.status === 'completed' ) ).status,
		'completed'
	);

	const part = await api( 'POST', `orders/${ id }/refunds`, {
		as: 'ordermanager',
		body: { type: 'amount', amount: '10.00', reason: 'Goodwill' },
	} );
	assert.equal( part.status, 201, JSON.stringify( part.body ) );
	assert.equal( part.body.order_status, 'partially_refunded' );
	assert.equal( part.body.refunded_total, '10.00' );
	assert.equal( part.body.refundable_total, '50.00' );
	let state = await control();
	assert.equal( state.refunds.length, 1 );
	assert.equal( state.refunds[ 0 ].payment_intent, intent );
	assert.equal( state.refunds[ 0 ].amount, 1000 );
	assert.equal( state.refunds[ 0 ].status, 'succeeded' );
	assert.equal( state.refunds[ 0 ].metadata.order_id, String( id ) );
	assert.equal( state.refunds[ 0 ].metadata.note, 'Goodwill' );
	assert.equal( part.body.refunds[ 0 ].gateway_ref, state.refunds[ 0 ].id );
	assert.equal( part.body.refunds[ 0 ].amount, '10.00' );
	await waitForMail(
		( mail ) =>
			mail.to.includes( buyer ) &&
			mail.subject === `[Eventin] Refund of booking #${ id }` &&
			mail.html.includes(
				`<p>$10.00 of your booking #${ id } for ${ title } has been refunded.</p>`
			)
	);

	const rest = await api( 'POST', `orders/${ id }/refunds`, {
		as: 'ordermanager',
		body: { type: 'ticket' },
	} );
	assert.equal( rest.status, 201, JSON.stringify( rest.body ) );
	assert.equal( rest.body.order_status, 'refunded' );
	assert.equal( rest.body.refunded_total, '60.00' );
	state = await control();
	assert.deepEqual(
		state.refunds.map( ( r ) => r.amount ),
		[ 1000, 5000 ]
	);
	const charge = state.charges.find( ( c ) => c.payment_intent === intent );
	assert.equal( charge.amount_refunded, 6000 );
	assert.equal( charge.refunded, true );
	// Stripe's charge.refunded events reach the site and change nothing.
	assert.ok(
		state.deliveries
			.filter( ( d ) => d.type === 'charge.refunded' )
			.every( ( d ) => d.status === 200 )
	);
	const refunded = await order( id );
	assert.equal( refunded.status, 'refunded' );
	assert.ok( refunded.attendees.every( ( a ) => a.status === 'refunded' ) );
	assert.equal( await sold( event ), 0 );
} );

test( 'when Stripe cannot be reached nothing is booked or refunded', async () => {
	const event = await createTicketedEvent(
		[ { name: 'Standard', price: '30', capacity: 5 } ],
		unique( 'Unreachable' )
	);
	await control( { down: true } );
	const refused = await book( event, 1, uniqueAddress( 'down' ) );
	assert.equal( refused.status, 503, JSON.stringify( refused.body ) );
	assert.equal(
		refused.body.message,
		'Stripe could not be reached. Try again in a few minutes.'
	);
	assert.equal( await sold( event ), 0 );

	await control( { down: false } );
	const placed = await book( event, 1, uniqueAddress( 'up' ) );
	assert.equal( placed.status, 201, JSON.stringify( placed.body ) );
	const id = placed.body.id;
	assert.equal( ( await pay( intentOf( placed.body ), PAID ) ).status, 200 );
	await waitForOrder( id, ( o ) => o.status === 'completed' );
	await control( { down: true } );
	const refund = await api( 'POST', `orders/${ id }/refunds`, {
		as: 'admin',
		body: { type: 'ticket' },
	} );
	assert.equal( refund.status, 502, JSON.stringify( refund.body ) );
	assert.equal(
		refund.body.message,
		'Stripe could not be reached. Try again in a few minutes.'
	);
	await control( { down: false } );
	const unchanged = await order( id );
	assert.equal( unchanged.status, 'completed' );
	assert.equal( unchanged.refunded_total, '0.00' );
	assert.equal( ( await control() ).refunds.length, 0 );
	assert.equal( await sold( event ), 1 );
} );
