/**
 * The loopback Stripe (bin/lib/stripe-server.mjs) on its own, over HTTP: the API answers as
 * Stripe's does, and its webhooks arrive signed as Stripe signs them at a small receiver started
 * here. One server of its own, so nothing here changes the one the test site talks to.
 */
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import http from 'node:http';
import { after, before, beforeEach, test } from 'node:test';
import {
	startStripeServer,
	WEBHOOK_PATH,
	WEBHOOK_SECRET,
} from '../../bin/lib/stripe-server.mjs';

const SECRET_KEY = 'sk_test_eventin123';
const PUBLISHABLE_KEY = 'pk_test_eventin123';

let stripe;
let receiver;
/** @type {{headers: Object, body: string}[]} */
let received = [];
/** Statuses the receiver answers with, in turn; 200 once they run out. */
let answers = [];

before( async () => {
	receiver = http.createServer( ( request, response ) => {
		let body = '';
		request.on( 'data', ( chunk ) => ( body += chunk ) );
		request.on( 'end', () => {
			received.push( { headers: request.headers, body } );
			response.writeHead( answers.shift() ?? 200, {
				'content-type': 'application/json',
			} );
			response.end( '{"received":true}' );
		} );
	} );
	await new Promise( ( resolve ) =>
		receiver.listen( 0, '127.0.0.1', resolve )
	);
	stripe = await startStripeServer( {
		webhookUrl: `http://127.0.0.1:${ receiver.address().port }/hook`,
		retryDelays: [ 50, 50, 50 ],
	} );
} );

after( async () => {
	await stripe?.stop();
	receiver?.closeAllConnections();
	await new Promise( ( resolve ) => receiver?.close( resolve ) );
} );

beforeEach( async () => {
	await control( { reset: true } );
	received = [];
	answers = [];
} );

/**
 * Calls the API as a Stripe client does: form-encoded, a bearer key.
 * @param {string} method
 * @param {string} path
 * @param {Object} [options]
 * @param {Object} [options.params]         Form parameters (nested objects become a[b]=c).
 * @param {string} [options.key]
 * @param {string} [options.idempotencyKey]
 */
async function call(
	method,
	path,
	{ params = {}, key = SECRET_KEY, idempotencyKey } = {}
) {
	const pairs = [];
	const flatten = ( value, name ) => {
		if ( value && typeof value === 'object' ) {
			for ( const [ k, v ] of Object.entries( value ) ) {
				flatten( v, name ? `${ name }[${ k }]` : k );
			}
		} else {
			pairs.push( [ name, String( value ) ] );
		}
	};
	flatten( params, '' );
	const form = new URLSearchParams( pairs ).toString();
	const headers = {};
	if ( key ) {
		headers.Authorization = `Bearer ${ key }`;
	}
	if ( idempotencyKey ) {
		headers[ 'Idempotency-Key' ] = idempotencyKey;
	}
	let url = stripe.url + path;
	let body;
	if ( method === 'GET' ) {
		url += form ? `?${ form }` : '';
	} else {
		headers[ 'Content-Type' ] = 'application/x-www-form-urlencoded';
		body = form;
	}
	const response = await fetch( url, { method, headers, body } );
	return {
		status: response.status,
		headers: response.headers,
		body: await response.json(),
	};
}

async function control( command ) {
	const response = await fetch( `${ stripe.url }/__control`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json' },
		body: JSON.stringify( command ),
	} );
	return { status: response.status, body: await response.json() };
}

async function state() {
	return ( await fetch( `${ stripe.url }/__control` ) ).json();
}

function createIntent( params = {} ) {
	return call( 'POST', '/v1/payment_intents', {
		params: {
			amount: 2500,
			currency: 'usd',
			metadata: { order_id: 12 },
			description: 'Booking #12',
			receipt_email: 'ada@example.com',
			automatic_payment_methods: { enabled: true },
			...params,
		},
	} );
}

/**
 * Confirms as Stripe.js does: the publishable key, the client secret and the typed card.
 * @param {Object} intent
 * @param {string} number
 */
function confirmInBrowser( intent, number ) {
	return call( 'POST', `/v1/payment_intents/${ intent.id }/confirm`, {
		key: PUBLISHABLE_KEY,
		params: {
			client_secret: intent.client_secret,
			payment_method_data: {
				type: 'card',
				card: {
					number,
					exp_month: 12,
					exp_year: 2040,
					cvc: '123',
				},
			},
		},
	} );
}

async function paidIntent( amount = 2500 ) {
	const { body: intent } = await createIntent( { amount } );
	const response = await fetch( `${ stripe.url }/__control/confirm`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json' },
		body: JSON.stringify( {
			payment_intent: intent.id,
			card: '4242424242424242',
		} ),
	} );
	assert.equal( response.status, 200 );
	return response.json();
}

async function waitForWebhooks( count ) {
	const until = Date.now() + 5000;
	while ( received.length < count && Date.now() < until ) {
		await new Promise( ( resolve ) => setTimeout( resolve, 20 ) );
	}
	assert.equal( received.length, count, 'webhooks received' );
	return received.map( ( hook ) => JSON.parse( hook.body ) );
}

/**
 * Checks a delivery's Stripe-Signature as Stripe's libraries do, and gives its time.
 * @param {{headers: Object, body: string}} hook
 * @param {string}                          [secret]
 */
function verifySignature( hook, secret = WEBHOOK_SECRET ) {
	const header = hook.headers[ 'stripe-signature' ];
	assert.match( header, /^t=\d+,v1=[0-9a-f]{64}$/ );
	const parts = Object.fromEntries(
		header.split( ',' ).map( ( part ) => part.split( '=' ) )
	);
	const expected = crypto
		.createHmac( 'sha256', secret )
		.update( `${ parts.t }.${ hook.body }` )
		.digest( 'hex' );
	assert.ok(
		crypto.timingSafeEqual(
			Buffer.from( expected ),
			Buffer.from( parts.v1 )
		),
		'the v1 signature is the HMAC-SHA256 of "<t>.<body>"'
	);
	assert.ok( Math.abs( Date.now() / 1000 - Number( parts.t ) ) < 60 );
	return Number( parts.t );
}

test( 'the test site is pointed at the suite’s own loopback Stripe, which calls the site’s webhook route', async () => {
	const suite = await (
		await fetch( `${ process.env.EVENTIN_TEST_STRIPE_URL }/__control` )
	).json();
	assert.equal(
		suite.webhookUrl,
		process.env.EVENTIN_TEST_URL + WEBHOOK_PATH
	);
	assert.equal( stripe.webhookSecret, 'whsec_test_eventin' );
} );

test( 'only a test secret key is accepted, with Stripe’s errors', async () => {
	const none = await call( 'POST', '/v1/payment_intents', {
		key: '',
		params: { amount: 100, currency: 'usd' },
	} );
	assert.equal( none.status, 401 );
	assert.equal( none.body.error.type, 'invalid_request_error' );
	assert.match( none.body.error.message, /You did not provide an API key/ );

	const live = await call( 'POST', '/v1/payment_intents', {
		key: 'sk_live_abcdefgh1234',
		params: { amount: 100, currency: 'usd' },
	} );
	assert.equal( live.status, 401 );
	assert.equal(
		live.body.error.message,
		'Invalid API Key provided: sk_live_********1234'
	);

	const publishable = await call( 'POST', '/v1/payment_intents', {
		key: PUBLISHABLE_KEY,
		params: { amount: 100, currency: 'usd' },
	} );
	assert.equal( publishable.status, 401 );
	assert.deepEqual( ( await state() ).payment_intents, [] );
} );

test( 'GET /v1/account answers the secret key’s account, as sites check their keys', async () => {
	const account = await call( 'GET', '/v1/account' );
	assert.equal( account.status, 200 );
	assert.equal( account.body.object, 'account' );
	assert.equal( account.body.charges_enabled, true );
	const live = await call( 'GET', '/v1/account', {
		key: 'sk_live_abcdefgh1234',
	} );
	assert.equal( live.status, 401 );
	const publishable = await call( 'GET', '/v1/account', {
		key: PUBLISHABLE_KEY,
	} );
	assert.equal( publishable.status, 401 );
} );

test( 'a payment intent is created from form-encoded nested parameters and read back', async () => {
	const { status, body: intent } = await createIntent();
	assert.equal( status, 200 );
	assert.match( intent.id, /^pi_[A-Za-z0-9]{24}$/ );
	assert.match(
		intent.client_secret,
		new RegExp( `^${ intent.id }_secret_` )
	);
	assert.equal( intent.object, 'payment_intent' );
	assert.equal( intent.amount, 2500 );
	assert.equal( intent.amount_received, 0 );
	assert.equal( intent.currency, 'usd' );
	assert.equal( intent.status, 'requires_payment_method' );
	assert.deepEqual( intent.metadata, { order_id: '12' } );
	assert.equal( intent.description, 'Booking #12' );
	assert.equal( intent.receipt_email, 'ada@example.com' );
	assert.deepEqual( intent.automatic_payment_methods, { enabled: true } );
	assert.equal( intent.livemode, false );
	assert.equal( intent.latest_charge, null );
	assert.equal( typeof intent.created, 'number' );

	const read = await call( 'GET', `/v1/payment_intents/${ intent.id }` );
	assert.deepEqual( read.body, intent );
	const unknown = await call( 'GET', '/v1/payment_intents/pi_nope' );
	assert.equal( unknown.status, 404 );
	assert.equal( unknown.body.error.code, 'resource_missing' );
} );

test( 'invalid amounts and currencies are refused as Stripe refuses them', async () => {
	const cases = [
		[ { amount: 0 }, 'parameter_invalid_integer', 'amount' ],
		[ { amount: '12.5' }, 'parameter_invalid_integer', 'amount' ],
		[ { currency: 'xyz' }, undefined, 'currency' ],
	];
	for ( const [ params, code, param ] of cases ) {
		const { status, body } = await createIntent( params );
		assert.equal( status, 400, JSON.stringify( params ) );
		assert.equal( body.error.type, 'invalid_request_error' );
		assert.equal( body.error.code, code );
		assert.equal( body.error.param, param );
		assert.ok( body.error.message );
	}
	const missing = await call( 'POST', '/v1/payment_intents', {
		params: { currency: 'usd' },
	} );
	assert.equal( missing.status, 400 );
	assert.equal( missing.body.error.code, 'parameter_missing' );
	assert.equal(
		missing.body.error.message,
		'Missing required param: amount.'
	);
	assert.deepEqual( ( await state() ).payment_intents, [] );
} );

test( 'the same Idempotency-Key answers the same and creates nothing new', async () => {
	const first = await call( 'POST', '/v1/payment_intents', {
		params: { amount: 900, currency: 'eur' },
		idempotencyKey: 'order-7',
	} );
	const again = await call( 'POST', '/v1/payment_intents', {
		params: { amount: 900, currency: 'eur' },
		idempotencyKey: 'order-7',
	} );
	assert.equal( again.status, 200 );
	assert.deepEqual( again.body, first.body );
	assert.equal( again.headers.get( 'idempotent-replayed' ), 'true' );
	assert.equal( ( await state() ).payment_intents.length, 1 );

	const other = await call( 'POST', '/v1/payment_intents', {
		params: { amount: 901, currency: 'eur' },
		idempotencyKey: 'order-7',
	} );
	assert.equal( other.status, 400 );
	assert.equal( other.body.error.type, 'idempotency_error' );
	assert.equal( ( await state() ).payment_intents.length, 1 );
} );

test( 'confirming with 4242… as Stripe.js does succeeds and a signed payment_intent.succeeded arrives', async () => {
	const { body: intent } = await createIntent();
	const wrongSecret = await call(
		'POST',
		`/v1/payment_intents/${ intent.id }/confirm`,
		{
			key: PUBLISHABLE_KEY,
			params: { client_secret: `${ intent.id }_secret_wrong` },
		}
	);
	assert.equal( wrongSecret.status, 400 );

	const { status, body, headers } = await confirmInBrowser(
		intent,
		'4242424242424242'
	);
	assert.equal( status, 200 );
	assert.equal( headers.get( 'access-control-allow-origin' ), '*' );
	assert.equal( body.status, 'succeeded' );
	assert.equal( body.amount_received, 2500 );
	assert.match( body.latest_charge, /^ch_/ );

	const [ event ] = await waitForWebhooks( 1 );
	verifySignature( received[ 0 ] );
	assert.equal(
		received[ 0 ].headers[ 'content-type' ],
		'application/json; charset=utf-8'
	);
	assert.match( event.id, /^evt_/ );
	assert.equal( event.object, 'event' );
	assert.equal( event.type, 'payment_intent.succeeded' );
	assert.equal( event.livemode, false );
	assert.ok( event.api_version );
	assert.equal( event.data.object.id, intent.id );
	assert.equal( event.data.object.status, 'succeeded' );
	assert.deepEqual( event.data.object.metadata, { order_id: '12' } );

	const { deliveries } = await state();
	assert.deepEqual(
		deliveries.map( ( d ) => [ d.event, d.status ] ),
		[ [ event.id, 200 ] ]
	);
	const paid = await call( 'GET', `/v1/payment_intents/${ intent.id }` );
	assert.equal( paid.body.status, 'succeeded' );
	const again = await confirmInBrowser( intent, '4242424242424242' );
	assert.equal( again.status, 400 );
	assert.equal( again.body.error.code, 'payment_intent_unexpected_state' );
} );

test( 'declined cards fail the attempt with Stripe’s card errors and payment_intent.payment_failed', async () => {
	const { body: intent } = await createIntent();
	const declined = await confirmInBrowser( intent, '4000000000000002' );
	assert.equal( declined.status, 402 );
	assert.equal( declined.body.error.type, 'card_error' );
	assert.equal( declined.body.error.code, 'card_declined' );
	assert.equal( declined.body.error.message, 'Your card was declined.' );
	assert.equal( declined.body.error.payment_intent.id, intent.id );

	const poor = await confirmInBrowser( intent, '4000 0000 0000 9995' );
	assert.equal( poor.status, 402 );
	assert.equal( poor.body.error.code, 'card_declined' );
	assert.equal( poor.body.error.decline_code, 'insufficient_funds' );

	const events = await waitForWebhooks( 2 );
	assert.deepEqual(
		events.map( ( e ) => e.type ),
		[ 'payment_intent.payment_failed', 'payment_intent.payment_failed' ]
	);
	const failed = events[ 0 ].data.object;
	assert.equal( failed.status, 'requires_payment_method' );
	assert.equal( failed.last_payment_error.code, 'card_declined' );
	assert.equal(
		failed.last_payment_error.message,
		'Your card was declined.'
	);

	// The customer may try again with another card.
	const paid = await confirmInBrowser( intent, '4242424242424242' );
	assert.equal( paid.body.status, 'succeeded' );
	assert.equal( paid.body.last_payment_error, null );
	assert.equal(
		( await waitForWebhooks( 3 ) )[ 2 ].type,
		'payment_intent.succeeded'
	);
} );

test( 'refunds: part, the rest by default, then too much; charge.refunded each time', async () => {
	const intent = await paidIntent( 5000 );
	assert.equal( intent.status, 'succeeded' );
	const part = await call( 'POST', '/v1/refunds', {
		params: {
			payment_intent: intent.id,
			amount: 2000,
			reason: 'requested_by_customer',
			metadata: { order_id: 12 },
		},
		idempotencyKey: 'refund-12-2000',
	} );
	assert.equal( part.status, 200 );
	assert.match( part.body.id, /^re_/ );
	assert.equal( part.body.object, 'refund' );
	assert.equal( part.body.amount, 2000 );
	assert.equal( part.body.currency, 'usd' );
	assert.equal( part.body.payment_intent, intent.id );
	assert.equal( part.body.status, 'succeeded' );
	assert.equal( part.body.reason, 'requested_by_customer' );
	assert.deepEqual( part.body.metadata, { order_id: '12' } );

	// A retried request refunds nothing more.
	const retried = await call( 'POST', '/v1/refunds', {
		params: {
			payment_intent: intent.id,
			amount: 2000,
			reason: 'requested_by_customer',
			metadata: { order_id: 12 },
		},
		idempotencyKey: 'refund-12-2000',
	} );
	assert.equal( retried.body.id, part.body.id );

	const tooMuch = await call( 'POST', '/v1/refunds', {
		params: { payment_intent: intent.id, amount: 3001 },
	} );
	assert.equal( tooMuch.status, 400 );
	assert.equal( tooMuch.body.error.type, 'invalid_request_error' );
	assert.equal( tooMuch.body.error.code, 'amount_too_large' );
	assert.equal(
		tooMuch.body.error.message,
		'Refund amount ($30.01) is greater than unrefunded amount on charge ($30.00)'
	);

	const rest = await call( 'POST', '/v1/refunds', {
		params: { payment_intent: intent.id },
	} );
	assert.equal( rest.body.amount, 3000 );

	const again = await call( 'POST', '/v1/refunds', {
		params: { payment_intent: intent.id, amount: 1 },
	} );
	assert.equal( again.status, 400 );
	assert.equal( again.body.error.code, 'charge_already_refunded' );
	assert.match(
		again.body.error.message,
		/^Charge ch_\w+ has already been refunded\.$/
	);

	const events = await waitForWebhooks( 3 );
	assert.deepEqual(
		events.map( ( e ) => e.type ),
		[ 'payment_intent.succeeded', 'charge.refunded', 'charge.refunded' ]
	);
	assert.equal( events[ 1 ].data.object.amount_refunded, 2000 );
	assert.equal( events[ 1 ].data.object.refunded, false );
	assert.equal( events[ 2 ].data.object.amount_refunded, 5000 );
	assert.equal( events[ 2 ].data.object.refunded, true );
	assert.equal( events[ 2 ].data.object.payment_intent, intent.id );
	assert.equal( ( await state() ).refunds.length, 2 );
} );

test( 'an intent that was not paid cannot be refunded; it can be canceled once', async () => {
	const { body: intent } = await createIntent();
	const refund = await call( 'POST', '/v1/refunds', {
		params: { payment_intent: intent.id },
	} );
	assert.equal( refund.status, 400 );
	assert.equal( refund.body.error.type, 'invalid_request_error' );

	const canceled = await call(
		'POST',
		`/v1/payment_intents/${ intent.id }/cancel`
	);
	assert.equal( canceled.status, 200 );
	assert.equal( canceled.body.status, 'canceled' );
	const again = await call(
		'POST',
		`/v1/payment_intents/${ intent.id }/cancel`
	);
	assert.equal( again.status, 400 );
	assert.equal( again.body.error.code, 'payment_intent_unexpected_state' );
	const [ event ] = await waitForWebhooks( 1 );
	assert.equal( event.type, 'payment_intent.canceled' );
	assert.equal( event.data.object.status, 'canceled' );
} );

test( 'a replayed event keeps its id and body and is signed afresh', async () => {
	await paidIntent();
	const [ first ] = await waitForWebhooks( 1 );
	const { body } = await control( { replay: first.id } );
	assert.equal( received.length, 2 );
	assert.equal( received[ 1 ].body, received[ 0 ].body );
	verifySignature( received[ 1 ] );
	assert.deepEqual(
		body.deliveries.map( ( d ) => d.event ),
		[ first.id, first.id ]
	);
	assert.equal( ( await control( { replay: 'evt_nope' } ) ).status, 404 );
} );

test( 'held webhooks wait, and a reverse flush sends them newest first', async () => {
	await control( { deliver: false } );
	const a = await paidIntent();
	const b = await paidIntent();
	let now = await state();
	assert.equal( now.held.length, 2 );
	assert.equal( received.length, 0 );

	now = ( await control( { flush: 'reverse' } ) ).body;
	assert.deepEqual( now.held, [] );
	const events = await waitForWebhooks( 2 );
	assert.deepEqual(
		events.map( ( e ) => e.data.object.id ),
		[ b.id, a.id ]
	);
	received.forEach( ( hook ) => verifySignature( hook ) );
} );

test( 'a webhook the site does not take is tried again, and every attempt is recorded', async () => {
	answers = [ 500, 503 ];
	await paidIntent();
	const { deliveries } = await state();
	assert.deepEqual(
		deliveries.map( ( d ) => [ d.attempt, d.status ] ),
		[
			[ 1, 500 ],
			[ 2, 503 ],
			[ 3, 200 ],
		]
	);
	assert.equal( received.length, 3 );
	assert.equal( new Set( received.map( ( r ) => r.body ) ).size, 1 );

	// Another secret, as the site's settings may hold: the signature follows it.
	await control( { webhookSecret: 'whsec_other' } );
	await paidIntent();
	verifySignature( received[ 3 ], 'whsec_other' );
} );

test( 'down: the API drops its connections until it is up again', async () => {
	await control( { down: true } );
	await assert.rejects( createIntent() );
	await control( { down: false } );
	assert.equal( ( await createIntent() ).status, 200 );
} );

test( 'Stripe.js stand-in at /v3/ names this server and may be loaded and called from any origin', async () => {
	const script = await fetch( `${ stripe.url }/v3/` );
	assert.equal( script.status, 200 );
	assert.match( script.headers.get( 'content-type' ), /javascript/ );
	assert.equal( script.headers.get( 'access-control-allow-origin' ), '*' );
	const text = await script.text();
	assert.ok( text.includes( JSON.stringify( stripe.url ) ) );
	assert.ok( ! text.includes( '__EVENTIN_STRIPE_API__' ) );
	assert.match( text, /window\.Stripe = Stripe/ );

	const preflight = await fetch(
		`${ stripe.url }/v1/payment_intents/pi_x/confirm`,
		{
			method: 'OPTIONS',
			headers: {
				Origin: 'http://localhost:8888',
				'Access-Control-Request-Method': 'POST',
				'Access-Control-Request-Headers': 'authorization,content-type',
			},
		}
	);
	assert.equal( preflight.status, 204 );
	assert.equal( preflight.headers.get( 'access-control-allow-origin' ), '*' );
	assert.match(
		preflight.headers.get( 'access-control-allow-headers' ),
		/Authorization/
	);
} );
