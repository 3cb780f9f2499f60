/**
 * A loopback server that speaks the part of Stripe's API and webhooks the plugin uses, for
 * `npm start` and the tests (api.stripe.com and js.stripe.com are out of reach here, and tests
 * must not depend on them). It never ships: the site is pointed at it by wp-config.php
 * (EVENTIN_STRIPE_API_BASE, EVENTIN_STRIPE_JS_URL); without those constants the plugin talks to
 * https://api.stripe.com and loads https://js.stripe.com/v3/.
 *
 * The API, as Stripe's: form-encoded requests (nested keys such as metadata[order_id]=12), JSON
 * answers, errors as { error: { type, code, message, param } }, `Authorization: Bearer sk_test_…`
 * (any secret key starting sk_test_), `Idempotency-Key` (the same key answers the same again and
 * makes nothing new; with other parameters it is an idempotency_error).
 *   GET  /v1/account                      the key's account (sites check their keys with it)
 *   POST /v1/payment_intents              amount, currency, metadata[…], description, receipt_email,
 *                                         automatic_payment_methods[enabled]
 *   GET  /v1/payment_intents/:id          (also with the publishable key and ?client_secret=…)
 *   POST /v1/payment_intents/:id/confirm  with the secret key, or as Stripe.js calls it: the
 *                                         publishable key (pk_test_…) and client_secret, the card
 *                                         in payment_method_data[card][number] (or a test
 *                                         payment method such as pm_card_visa)
 *   POST /v1/payment_intents/:id/cancel
 *   POST /v1/refunds                      payment_intent (or charge), amount (default: the rest),
 *                                         reason, metadata[…]
 *   GET  /v1/refunds/:id, GET /v1/charges/:id
 *   GET  /v3/                             a stand-in for Stripe.js (bin/lib/stripe-js.js)
 *
 * Test cards (any future expiry, any CVC):
 *   4242 4242 4242 4242 and any other valid number  succeeds
 *   4000 0000 0000 0002  card_declined (generic_decline)     'Your card was declined.'
 *   4000 0000 0000 9995  card_declined (insufficient_funds)  'Your card has insufficient funds.'
 *   4000 0000 0000 9987  card_declined (lost_card)           'Your card was declined.'
 *   4000 0000 0000 0069  expired_card                        'Your card has expired.'
 *   4000 0000 0000 0127  incorrect_cvc                       "Your card's security code is incorrect."
 *   4000 0000 0000 0119  processing_error
 *   a number that fails the Luhn check: incorrect_number (no payment attempt)
 *
 * Webhooks: events { id: 'evt_…', object: 'event', type, created, api_version, livemode: false,
 * data: { object } } of the types payment_intent.succeeded, payment_intent.payment_failed,
 * payment_intent.canceled and charge.refunded are POSTed as JSON to the webhook URL, one at a time
 * in the order they happened, signed as Stripe signs them:
 *   Stripe-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed with the secret>
 * The signing secret is `whsec_test_eventin` unless told otherwise. An answer other than 2xx (or
 * none) is tried again a few times, a little later each time, and every attempt is recorded.
 *
 * Tests steer it through POST /__control with JSON (applied in this order):
 *   { reset: true }              forgets every object, event, delivery and held event; up, delivering
 *   { down: true|false }         every API request gets its connection dropped (Stripe unreachable)
 *   { webhookUrl, webhookSecret } where and with what secret webhooks go (webhookUrl: null: nowhere)
 *   { deliver: false|true }      hold new webhooks back instead of sending them (true: send new ones
 *                                again; the held ones wait for a flush)
 *   { replay: 'evt_…' }          deliver that event again now: same id and body, fresh signature
 *   { flush: true|'reverse' }    send the held webhooks, in the order they happened or reversed
 * and it answers, once those deliveries are over, with GET /__control's state:
 *   { down, deliver, webhookUrl, payment_intents, charges, refunds, events, deliveries, held }
 * (deliveries: { event, type, url, attempt, status (0 when nothing answered), body, at }).
 * POST /__control/confirm { payment_intent, card = '4242424242424242' } confirms as a browser
 * would, and answers as the confirm route does once the webhooks it caused are delivered (or held).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The API version events are stamped with. */
export const API_VERSION = '2025-10-29.clover';

/** The webhook signing secret unless another is given. */
export const WEBHOOK_SECRET = 'whsec_test_eventin';

/** Where the plugin receives Stripe's webhooks, under the site's URL. */
export const WEBHOOK_PATH = '/wp-json/eventin/v2/payments/stripe/webhook';

const STRIPE_JS = path.join(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'stripe-js.js'
);

const DECLINES = {
	4000000000000002: {
		code: 'card_declined',
		decline_code: 'generic_decline',
		message: 'Your card was declined.',
	},
	4000000000009995: {
		code: 'card_declined',
		decline_code: 'insufficient_funds',
		message: 'Your card has insufficient funds.',
	},
	4000000000009987: {
		code: 'card_declined',
		decline_code: 'lost_card',
		message: 'Your card was declined.',
	},
	4000000000000069: {
		code: 'expired_card',
		message: 'Your card has expired.',
	},
	4000000000000127: {
		code: 'incorrect_cvc',
		message: "Your card's security code is incorrect.",
	},
	4000000000000119: {
		code: 'processing_error',
		message:
			'An error occurred while processing your card. Try again in a little bit.',
	},
};

/** Stripe's test payment methods, by the card they stand for. */
const TEST_PAYMENT_METHODS = {
	pm_card_visa: '4242424242424242',
	pm_card_mastercard: '5555555555554444',
	pm_card_chargeDeclined: '4000000000000002',
	pm_card_chargeDeclinedInsufficientFunds: '4000000000009995',
	pm_card_chargeDeclinedLostCard: '4000000000009987',
	pm_card_chargeDeclinedExpiredCard: '4000000000000069',
	pm_card_chargeDeclinedIncorrectCvc: '4000000000000127',
	pm_card_chargeDeclinedProcessingError: '4000000000000119',
};

const CANCELABLE = [
	'requires_payment_method',
	'requires_capture',
	'requires_confirmation',
	'requires_action',
	'processing',
];
const REFUND_REASONS = [ 'duplicate', 'fraudulent', 'requested_by_customer' ];
const CANCELLATION_REASONS = [
	'duplicate',
	'fraudulent',
	'requested_by_customer',
	'abandoned',
];
const CURRENCIES = new Set(
	Intl.supportedValuesOf( 'currency' ).map( ( c ) => c.toLowerCase() )
);
const ALPHABET =
	'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/**
 * An id like Stripe's: the prefix, an underscore and 24 letters and digits.
 * @param {string} prefix
 * @param {number} [length]
 */
function newId( prefix, length = 24 ) {
	const bytes = crypto.randomBytes( length );
	let id = '';
	for ( const byte of bytes ) {
		id += ALPHABET[ byte % ALPHABET.length ];
	}
	return `${ prefix }_${ id }`;
}

const now = () => Math.floor( Date.now() / 1000 );

/**
 * Form-encoded parameters with Stripe's nesting: a[b]=1 → { a: { b: '1' } }, a[]=1 or a[0]=1 → { a: [ '1' ] }.
 * @param {string} body
 */
export function parseForm( body ) {
	const result = {};
	for ( const [ key, value ] of new URLSearchParams( body ) ) {
		const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec( key );
		if ( ! match ) {
			result[ key ] = value;
			continue;
		}
		const parts = [
			match[ 1 ],
			...[ ...match[ 2 ].matchAll( /\[([^[\]]*)\]/g ) ].map(
				( m ) => m[ 1 ]
			),
		];
		let node = result;
		parts.forEach( ( part, index ) => {
			const name =
				part === '' && Array.isArray( node ) ? node.length : part;
			if ( index === parts.length - 1 ) {
				node[ name ] = value;
				return;
			}
			if ( typeof node[ name ] !== 'object' || node[ name ] === null ) {
				const next = parts[ index + 1 ];
				node[ name ] = next === '' || /^\d+$/.test( next ) ? [] : {};
			}
			node = node[ name ];
		} );
	}
	return result;
}

/** An answer: HTTP status and JSON body. */
class Answer {
	constructor( status, body ) {
		this.status = status;
		this.body = body;
	}
}

/**
 * Stripe's error answer.
 * @param {number} status
 * @param {Object} error  type, code, message, param…
 */
function failure( status, error ) {
	const body = { type: 'invalid_request_error', ...error };
	if ( body.code ) {
		body.doc_url = `https://stripe.com/docs/error-codes/${ body.code.replaceAll( '_', '-' ) }`;
	}
	return new Answer( status, { error: body } );
}

const missing = ( param ) =>
	failure( 400, {
		code: 'parameter_missing',
		message: `Missing required param: ${ param }.`,
		param,
	} );

const noSuch = ( kind, id, param ) =>
	failure( 404, {
		code: 'resource_missing',
		message: `No such ${ kind }: '${ id }'`,
		param,
	} );

/**
 * A positive integer parameter, or the error Stripe gives for it.
 * @param {string|undefined} value
 * @param {string}           param
 * @return {number|Answer} The integer or the error.
 */
function positiveInteger( value, param ) {
	if ( ! /^-?\d+$/.test( String( value ) ) ) {
		return failure( 400, {
			code: 'parameter_invalid_integer',
			message: `Invalid integer: ${ value }`,
			param,
		} );
	}
	const number = Number( value );
	if ( number < 1 ) {
		return failure( 400, {
			code: 'parameter_invalid_integer',
			message: 'This value must be greater than or equal to 1.',
			param,
		} );
	}
	if ( number > 99999999 ) {
		return failure( 400, {
			code: 'amount_too_large',
			message: 'Amount must be no more than 99999999',
			param,
		} );
	}
	return number;
}

/**
 * Metadata as Stripe keeps it: string values, at most 50 keys of 40 characters, values of 500.
 * @param {any} value
 * @return {Object|Answer} The metadata or the error.
 */
function metadataOf( value ) {
	if ( value === undefined || value === '' ) {
		return {};
	}
	if ( typeof value !== 'object' || Array.isArray( value ) ) {
		return failure( 400, {
			code: 'parameter_invalid_string',
			message: 'Invalid hash',
			param: 'metadata',
		} );
	}
	const entries = Object.entries( value ).filter( ( [ , v ] ) => v !== '' );
	if ( entries.length > 50 ) {
		return failure( 400, {
			message: 'You can only specify up to 50 metadata keys.',
			param: 'metadata',
		} );
	}
	for ( const [ key, v ] of entries ) {
		if ( key.length > 40 || String( v ).length > 500 ) {
			return failure( 400, {
				message: `Metadata key ${ key } or its value is too long: keys may have 40 characters, values 500.`,
				param: `metadata[${ key }]`,
			} );
		}
	}
	return Object.fromEntries( entries.map( ( [ k, v ] ) => [ k, `${ v }` ] ) );
}

/**
 * An amount as Stripe writes it in messages, e.g. '$12.50' or '€3.00'.
 * @param {number} amount   In the currency's smallest unit.
 * @param {string} currency
 */
function money( amount, currency ) {
	const format = new Intl.NumberFormat( 'en-US', {
		style: 'currency',
		currency: currency.toUpperCase(),
	} );
	const digits = format.resolvedOptions().maximumFractionDigits;
	return format.format( amount / 10 ** digits );
}

/**
 * Whether a card number passes the Luhn check.
 * @param {string} number Digits only.
 */
function luhn( number ) {
	let sum = 0;
	[ ...number ].reverse().forEach( ( digit, index ) => {
		let value = Number( digit );
		if ( index % 2 === 1 ) {
			value *= 2;
			if ( value > 9 ) {
				value -= 9;
			}
		}
		sum += value;
	} );
	return sum % 10 === 0;
}

function brandOf( number ) {
	if ( /^4/.test( number ) ) {
		return 'visa';
	}
	if ( /^(5[1-5]|2[2-7])/.test( number ) ) {
		return 'mastercard';
	}
	if ( /^3[47]/.test( number ) ) {
		return 'amex';
	}
	if ( /^(6011|65)/.test( number ) ) {
		return 'discover';
	}
	return 'unknown';
}

function readBody( request ) {
	return new Promise( ( resolve ) => {
		let body = '';
		request.setEncoding( 'utf8' );
		request.on( 'data', ( chunk ) => ( body += chunk ) );
		request.on( 'end', () => resolve( body ) );
	} );
}

/**
 * The API key of a request: a bearer token, HTTP basic's user name, or Stripe.js's `key` parameter.
 * @param {http.IncomingMessage} request
 * @param {Object}               params
 */
function apiKeyOf( request, params ) {
	const header = request.headers.authorization || '';
	const bearer = /^Bearer\s+(.+)$/i.exec( header );
	if ( bearer ) {
		return bearer[ 1 ].trim();
	}
	const basic = /^Basic\s+(.+)$/i.exec( header );
	if ( basic ) {
		return Buffer.from( basic[ 1 ], 'base64' )
			.toString( 'utf8' )
			.split( ':' )[ 0 ];
	}
	return typeof params.key === 'string' ? params.key : '';
}

/**
 * A key as Stripe shows it in an error: its prefix, stars and its last four characters.
 * @param {string} key
 */
function maskKey( key ) {
	const prefix = /^[a-z]+_(test|live)_/.exec( key )?.[ 0 ] ?? '';
	const tail = key.length - prefix.length > 4 ? key.slice( -4 ) : '';
	return (
		prefix +
		'*'.repeat( Math.max( 0, key.length - prefix.length - tail.length ) ) +
		tail
	);
}

const PUBLIC_ROUTE = /^\/v1\/payment_intents\/[^/]+(\/confirm)?$/;

/**
 * Starts the server on 127.0.0.1.
 *
 * @param {number|Object} [options]               The port, or:
 * @param {number}        [options.port]          0 (the default) picks a free one.
 * @param {string}        [options.webhookUrl]    Where webhooks go (none: events are only recorded).
 * @param {string}        [options.webhookSecret] Their signing secret (default whsec_test_eventin).
 * @param {number[]}      [options.retryDelays]   Milliseconds before each new attempt of a webhook
 *                                                that was not answered with 2xx.
 * @return {Promise<Object>} { url (no trailing slash, host name localhost, which
 *                           WP_HTTP_BLOCK_EXTERNAL lets through), port, webhookSecret, webhookUrl,
 *                           state(), control( command ), stop() }
 */
export async function startStripeServer( options = {} ) {
	const {
		port = 0,
		webhookUrl: initialWebhookUrl = null,
		webhookSecret: initialSecret = WEBHOOK_SECRET,
		retryDelays = [ 250, 500, 1000 ],
	} = typeof options === 'number' ? { port: options } : options;

	let url = '';
	let stopped = false;
	const inFlight = new Set();
	const config = {
		webhookUrl: initialWebhookUrl,
		webhookSecret: initialSecret,
		down: false,
		deliver: true,
	};
	const data = {
		intents: new Map(),
		charges: new Map(),
		refunds: new Map(),
		events: new Map(),
		deliveries: [],
		held: [],
		idempotency: new Map(),
	};
	// Webhooks go one at a time, in the order they happened.
	let queue = Promise.resolve();

	function reset() {
		for ( const map of [
			data.intents,
			data.charges,
			data.refunds,
			data.events,
			data.idempotency,
		] ) {
			map.clear();
		}
		data.deliveries.length = 0;
		data.held.length = 0;
		config.down = false;
		config.deliver = true;
	}

	function state() {
		return {
			down: config.down,
			deliver: config.deliver,
			webhookUrl: config.webhookUrl,
			payment_intents: [ ...data.intents.values() ],
			charges: [ ...data.charges.values() ],
			refunds: [ ...data.refunds.values() ],
			events: [ ...data.events.values() ],
			deliveries: [ ...data.deliveries ],
			held: data.held.map( ( event ) => event.id ),
		};
	}

	/**
	 * Posts one event to the webhook URL until it is answered with 2xx or the attempts run out.
	 * @param {Object} event
	 */
	async function deliver( event ) {
		const target = config.webhookUrl;
		if ( ! target ) {
			return;
		}
		const secret = config.webhookSecret;
		const body = JSON.stringify( event, null, 2 );
		for (
			let attempt = 1;
			attempt <= retryDelays.length + 1 && ! stopped;
			attempt++
		) {
			const time = now();
			const signature = crypto
				.createHmac( 'sha256', secret )
				.update( `${ time }.${ body }` )
				.digest( 'hex' );
			const attemptLog = {
				event: event.id,
				type: event.type,
				url: target,
				attempt,
				status: 0,
				body: '',
				at: Date.now(),
			};
			const abort = new AbortController();
			const timer = setTimeout( () => abort.abort(), 20000 );
			inFlight.add( abort );
			try {
				const response = await fetch( target, {
					method: 'POST',
					headers: {
						'content-type': 'application/json; charset=utf-8',
						'user-agent':
							'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
						'stripe-signature': `t=${ time },v1=${ signature }`,
					},
					body,
					signal: abort.signal,
				} );
				attemptLog.status = response.status;
				attemptLog.body = ( await response.text() ).slice( 0, 500 );
			} catch ( error ) {
				attemptLog.body = String(
					error?.cause?.message ?? error?.message
				);
			} finally {
				clearTimeout( timer );
				inFlight.delete( abort );
			}
			data.deliveries.push( attemptLog );
			if ( attemptLog.status >= 200 && attemptLog.status < 300 ) {
				return;
			}
			if ( attempt <= retryDelays.length ) {
				await new Promise( ( resolve ) =>
					setTimeout( resolve, retryDelays[ attempt - 1 ] )
				);
			}
		}
	}

	/**
	 * Queues events for delivery (or holds them back); resolves once they are delivered or held.
	 * @param {Object[]} events
	 * @param {boolean}  [immediately] Deliver even while deliveries are held back (a replay, a flush).
	 */
	function dispatch( events, immediately = false ) {
		if ( ! config.deliver && ! immediately ) {
			data.held.push( ...events );
			return Promise.resolve();
		}
		for ( const event of events ) {
			queue = queue.then( () => deliver( event ) ).catch( () => {} );
		}
		return queue;
	}

	/**
	 * Records an event about an object; it is delivered by dispatch().
	 * @param {string} type
	 * @param {Object} object
	 * @param {string} [idempotencyKey]
	 */
	function record( type, object, idempotencyKey = null ) {
		const event = {
			id: newId( 'evt' ),
			object: 'event',
			api_version: API_VERSION,
			created: now(),
			data: { object: structuredClone( object ) },
			livemode: false,
			pending_webhooks: config.webhookUrl ? 1 : 0,
			request: {
				id: newId( 'req', 14 ),
				idempotency_key: idempotencyKey,
			},
			type,
		};
		data.events.set( event.id, event );
		return event;
	}

	function createIntent( params ) {
		if ( params.amount === undefined ) {
			return missing( 'amount' );
		}
		const amount = positiveInteger( params.amount, 'amount' );
		if ( amount instanceof Answer ) {
			return amount;
		}
		if ( params.currency === undefined ) {
			return missing( 'currency' );
		}
		const currency = String( params.currency ).toLowerCase();
		if ( ! CURRENCIES.has( currency ) ) {
			return failure( 400, {
				message: `Invalid currency: ${ params.currency }. Stripe currently supports these currencies: ${ [ ...CURRENCIES ].join( ', ' ) }`,
				param: 'currency',
			} );
		}
		const metadata = metadataOf( params.metadata );
		if ( metadata instanceof Answer ) {
			return metadata;
		}
		if (
			params.receipt_email &&
			! /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test( params.receipt_email )
		) {
			return failure( 400, {
				code: 'email_invalid',
				message: `Invalid email address: ${ params.receipt_email }`,
				param: 'receipt_email',
			} );
		}
		const types = Array.isArray( params.payment_method_types )
			? params.payment_method_types
			: null;
		const automatic = params.automatic_payment_methods?.enabled;
		const id = newId( 'pi' );
		const intent = {
			id,
			object: 'payment_intent',
			amount,
			amount_capturable: 0,
			amount_received: 0,
			automatic_payment_methods: types
				? null
				: { enabled: automatic === undefined || automatic === 'true' },
			canceled_at: null,
			cancellation_reason: null,
			capture_method: 'automatic',
			client_secret: `${ id }_secret_${ newId( 'x' ).slice( 2 ) }`,
			confirmation_method: 'automatic',
			created: now(),
			currency,
			customer: null,
			description: params.description ?? null,
			last_payment_error: null,
			latest_charge: null,
			livemode: false,
			metadata,
			next_action: null,
			payment_method: null,
			payment_method_types: types ?? [ 'card' ],
			receipt_email: params.receipt_email || null,
			status: 'requires_payment_method',
		};
		data.intents.set( id, intent );
		return new Answer( 200, intent );
	}

	/**
	 * One payment attempt with a card.
	 * @param {Object} intent
	 * @param {Object} params The confirm route's parameters.
	 * @return {{answer: Answer, events: Object[]}} The answer and the events it caused.
	 */
	function confirmIntent( intent, params ) {
		if ( intent.status === 'succeeded' ) {
			return {
				answer: failure( 400, {
					code: 'payment_intent_unexpected_state',
					message:
						'You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.',
					payment_intent: intent,
				} ),
				events: [],
			};
		}
		if (
			! [ 'requires_payment_method', 'requires_confirmation' ].includes(
				intent.status
			)
		) {
			return {
				answer: failure( 400, {
					code: 'payment_intent_unexpected_state',
					message: `You cannot confirm this PaymentIntent because it has a status of ${ intent.status }. Only a PaymentIntent with one of the following statuses may be confirmed: requires_payment_method, requires_confirmation, requires_action.`,
					payment_intent: intent,
				} ),
				events: [],
			};
		}
		const card = params.payment_method_data?.card ?? {};
		const number = String(
			TEST_PAYMENT_METHODS[ params.payment_method ] ?? card.number ?? ''
		).replace( /[\s-]/g, '' );
		if ( ! number ) {
			return {
				answer: failure( 400, {
					code: 'payment_intent_unexpected_state',
					message:
						"You cannot confirm this PaymentIntent because it's missing a payment method. Update the PaymentIntent with a payment method and then confirm it again.",
					param: 'payment_method',
				} ),
				events: [],
			};
		}
		if ( ! /^\d{12,19}$/.test( number ) || ! luhn( number ) ) {
			return {
				answer: failure( 402, {
					type: 'card_error',
					code: 'incorrect_number',
					message: 'Your card number is incorrect.',
					param: 'number',
				} ),
				events: [],
			};
		}
		const paymentMethod = {
			id: newId( 'pm' ),
			object: 'payment_method',
			type: 'card',
			card: {
				brand: brandOf( number ),
				last4: number.slice( -4 ),
				exp_month: Number( card.exp_month ) || 12,
				exp_year:
					Number( card.exp_year ) || new Date().getFullYear() + 5,
				funding: 'credit',
				country: 'US',
			},
			created: now(),
			livemode: false,
		};
		const decline = DECLINES[ number ];
		const charge = {
			id: newId( 'ch' ),
			object: 'charge',
			amount: intent.amount,
			amount_captured: decline ? 0 : intent.amount,
			amount_refunded: 0,
			captured: ! decline,
			created: now(),
			currency: intent.currency,
			description: intent.description,
			failure_code: decline ? decline.code : null,
			failure_message: decline ? decline.message : null,
			livemode: false,
			metadata: { ...intent.metadata },
			outcome: decline
				? {
						network_status: 'declined_by_network',
						reason: decline.decline_code ?? decline.code,
						type: 'issuer_declined',
						seller_message:
							'The bank did not return any further details with this decline.',
					}
				: {
						network_status: 'approved_by_network',
						reason: null,
						type: 'authorized',
						seller_message: 'Payment complete.',
					},
			paid: ! decline,
			payment_intent: intent.id,
			payment_method: paymentMethod.id,
			payment_method_details: {
				type: 'card',
				card: {
					brand: paymentMethod.card.brand,
					last4: paymentMethod.card.last4,
					exp_month: paymentMethod.card.exp_month,
					exp_year: paymentMethod.card.exp_year,
				},
			},
			receipt_email: intent.receipt_email,
			refunded: false,
			status: decline ? 'failed' : 'succeeded',
		};
		data.charges.set( charge.id, charge );
		intent.latest_charge = charge.id;
		if ( decline ) {
			const error = {
				type: 'card_error',
				...decline,
				charge: charge.id,
				doc_url: `https://stripe.com/docs/error-codes/${ decline.code.replaceAll( '_', '-' ) }`,
				message: decline.message,
				payment_method: paymentMethod,
			};
			intent.last_payment_error = error;
			intent.payment_method = null;
			intent.status = 'requires_payment_method';
			return {
				answer: new Answer( 402, {
					error: {
						...error,
						payment_intent: structuredClone( intent ),
					},
				} ),
				events: [ record( 'payment_intent.payment_failed', intent ) ],
			};
		}
		intent.status = 'succeeded';
		intent.amount_received = intent.amount;
		intent.last_payment_error = null;
		intent.payment_method = paymentMethod.id;
		return {
			answer: new Answer( 200, intent ),
			events: [ record( 'payment_intent.succeeded', intent ) ],
		};
	}

	function cancelIntent( intent, params, idempotencyKey ) {
		if ( ! CANCELABLE.includes( intent.status ) ) {
			return {
				answer: failure( 400, {
					code: 'payment_intent_unexpected_state',
					message: `You cannot cancel this PaymentIntent because it has a status of ${ intent.status }. Only a PaymentIntent with one of the following statuses may be canceled: ${ CANCELABLE.join( ', ' ) }.`,
					payment_intent: intent,
				} ),
				events: [],
			};
		}
		const reason = params.cancellation_reason;
		if (
			reason !== undefined &&
			! CANCELLATION_REASONS.includes( reason )
		) {
			return {
				answer: failure( 400, {
					code: 'parameter_invalid_string',
					message: `Invalid cancellation_reason: must be one of ${ CANCELLATION_REASONS.join( ', ' ) }`,
					param: 'cancellation_reason',
				} ),
				events: [],
			};
		}
		intent.status = 'canceled';
		intent.canceled_at = now();
		intent.cancellation_reason = reason ?? null;
		return {
			answer: new Answer( 200, intent ),
			events: [
				record( 'payment_intent.canceled', intent, idempotencyKey ),
			],
		};
	}

	function createRefund( params, idempotencyKey ) {
		let charge = null;
		let intent = null;
		if ( params.payment_intent ) {
			intent = data.intents.get( params.payment_intent );
			if ( ! intent ) {
				return {
					answer: noSuch(
						'payment_intent',
						params.payment_intent,
						'payment_intent'
					),
					events: [],
				};
			}
			charge = intent.latest_charge
				? data.charges.get( intent.latest_charge )
				: null;
			if ( intent.status !== 'succeeded' || ! charge?.paid ) {
				return {
					answer: failure( 400, {
						code: 'payment_intent_unexpected_state',
						message: `This PaymentIntent (${ intent.id }) does not have a successful charge to refund.`,
						param: 'payment_intent',
					} ),
					events: [],
				};
			}
		} else if ( params.charge ) {
			charge = data.charges.get( params.charge );
			if ( ! charge ) {
				return {
					answer: noSuch( 'charge', params.charge, 'charge' ),
					events: [],
				};
			}
			if ( ! charge.paid ) {
				return {
					answer: failure( 400, {
						code: 'charge_not_refundable',
						message: `Charge ${ charge.id } has not been captured, so it cannot be refunded.`,
						param: 'charge',
					} ),
					events: [],
				};
			}
			intent = data.intents.get( charge.payment_intent ) ?? null;
		} else {
			return {
				answer: failure( 400, {
					code: 'parameter_missing',
					message:
						'One of the following params should be provided for this request: payment_intent or charge.',
				} ),
				events: [],
			};
		}
		const left = charge.amount - charge.amount_refunded;
		let amount = left;
		if ( params.amount !== undefined ) {
			amount = positiveInteger( params.amount, 'amount' );
			if ( amount instanceof Answer ) {
				return { answer: amount, events: [] };
			}
		}
		if ( left === 0 ) {
			return {
				answer: failure( 400, {
					code: 'charge_already_refunded',
					message: `Charge ${ charge.id } has already been refunded.`,
				} ),
				events: [],
			};
		}
		if ( amount > left ) {
			return {
				answer: failure( 400, {
					code: 'amount_too_large',
					message: `Refund amount (${ money( amount, charge.currency ) }) is greater than unrefunded amount on charge (${ money( left, charge.currency ) })`,
					param: 'amount',
				} ),
				events: [],
			};
		}
		if (
			params.reason !== undefined &&
			! REFUND_REASONS.includes( params.reason )
		) {
			return {
				answer: failure( 400, {
					code: 'parameter_invalid_string',
					message: `Invalid reason: must be one of ${ REFUND_REASONS.join( ', ' ) }`,
					param: 'reason',
				} ),
				events: [],
			};
		}
		const metadata = metadataOf( params.metadata );
		if ( metadata instanceof Answer ) {
			return { answer: metadata, events: [] };
		}
		const refund = {
			id: newId( 're' ),
			object: 'refund',
			amount,
			balance_transaction: newId( 'txn' ),
			charge: charge.id,
			created: now(),
			currency: charge.currency,
			metadata,
			payment_intent: intent?.id ?? null,
			reason: params.reason ?? null,
			receipt_number: null,
			source_transfer_reversal: null,
			status: 'succeeded',
			transfer_reversal: null,
		};
		data.refunds.set( refund.id, refund );
		charge.amount_refunded += amount;
		charge.refunded = charge.amount_refunded === charge.amount;
		return {
			answer: new Answer( 200, refund ),
			events: [ record( 'charge.refunded', charge, idempotencyKey ) ],
		};
	}

	/**
	 * Answers one API request.
	 * @param {string}      method
	 * @param {string}      pathname
	 * @param {Object}      params
	 * @param {string}      key            The API key used.
	 * @param {string|null} idempotencyKey
	 * @return {{answer: Answer, events: Object[]}} The answer and the events it caused.
	 */
	function route( method, pathname, params, key, idempotencyKey ) {
		const none = ( answer ) => ( { answer, events: [] } );
		const publishable = key.startsWith( 'pk_test_' );
		let match;
		if ( publishable ) {
			// Stripe.js: a payment intent, read or confirmed with its client secret.
			match = /^\/v1\/payment_intents\/([^/]+)(\/confirm)?$/.exec(
				pathname
			);
			if ( ! match || ( method === 'POST' ) !== Boolean( match[ 2 ] ) ) {
				return none(
					failure( 401, {
						message:
							'This API call cannot be made with a publishable API key. Please use a secret API key. You can find a list of your API keys at https://dashboard.stripe.com/account/apikeys.',
					} )
				);
			}
			const intent = data.intents.get( match[ 1 ] );
			if ( ! intent ) {
				return none( noSuch( 'payment_intent', match[ 1 ], 'intent' ) );
			}
			if ( params.client_secret !== intent.client_secret ) {
				return none(
					failure( 400, {
						code: 'payment_intent_invalid_parameter',
						message:
							'The client_secret provided does not match the client_secret associated with the PaymentIntent.',
						param: 'client_secret',
					} )
				);
			}
			if ( method === 'GET' ) {
				return none( new Answer( 200, publicIntent( intent ) ) );
			}
			const result = confirmIntent( intent, params );
			if ( result.answer.status === 200 ) {
				result.answer = new Answer( 200, publicIntent( intent ) );
			}
			return result;
		}
		if ( method === 'POST' && pathname === '/v1/payment_intents' ) {
			return none( createIntent( params ) );
		}
		// The account of the key: what a site asks to check its keys.
		if ( method === 'GET' && pathname === '/v1/account' ) {
			return none(
				new Answer( 200, {
					id: 'acct_eventin_loopback',
					object: 'account',
					business_type: 'company',
					charges_enabled: true,
					country: 'US',
					default_currency: 'usd',
					details_submitted: true,
					payouts_enabled: true,
					type: 'standard',
				} )
			);
		}
		if ( method === 'POST' && pathname === '/v1/refunds' ) {
			return createRefund( params, idempotencyKey );
		}
		match = /^\/v1\/payment_intents\/([^/]+)(?:\/(confirm|cancel))?$/.exec(
			pathname
		);
		if ( match ) {
			const intent = data.intents.get( match[ 1 ] );
			if ( ! intent ) {
				return none( noSuch( 'payment_intent', match[ 1 ], 'intent' ) );
			}
			if ( method === 'GET' && ! match[ 2 ] ) {
				return none( new Answer( 200, intent ) );
			}
			if ( method === 'POST' && match[ 2 ] === 'confirm' ) {
				return confirmIntent( intent, params );
			}
			if ( method === 'POST' && match[ 2 ] === 'cancel' ) {
				return cancelIntent( intent, params, idempotencyKey );
			}
		}
		match = /^\/v1\/(refunds|charges)\/([^/]+)$/.exec( pathname );
		if ( match && method === 'GET' ) {
			const object = data[ match[ 1 ] ].get( match[ 2 ] );
			return none(
				object
					? new Answer( 200, object )
					: noSuch( match[ 1 ].slice( 0, -1 ), match[ 2 ], 'id' )
			);
		}
		return none(
			failure( 404, {
				message: `Unrecognized request URL (${ method }: ${ pathname }). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
			} )
		);
	}

	/**
	 * What Stripe.js gets to see of a payment intent: no metadata.
	 * @param intent
	 */
	function publicIntent( intent ) {
		const { metadata, ...rest } = intent;
		return rest;
	}

	/**
	 * Applies a control command, waits for the deliveries it asks for, answers the state.
	 * @param {Object} command
	 */
	async function control( command = {} ) {
		if ( command.reset ) {
			reset();
		}
		if ( typeof command.down === 'boolean' ) {
			config.down = command.down;
		}
		if ( command.webhookUrl !== undefined ) {
			config.webhookUrl = command.webhookUrl || null;
		}
		if ( command.webhookSecret !== undefined ) {
			config.webhookSecret = command.webhookSecret || WEBHOOK_SECRET;
		}
		if ( typeof command.deliver === 'boolean' ) {
			config.deliver = command.deliver;
		}
		if ( command.replay ) {
			const event = data.events.get( command.replay );
			if ( ! event ) {
				return new Answer( 404, {
					error: { message: `No such event: '${ command.replay }'` },
				} );
			}
			await dispatch( [ event ], true );
		}
		if ( command.flush ) {
			const held = data.held.splice( 0 );
			if ( command.flush === 'reverse' ) {
				held.reverse();
			}
			await dispatch( held, true );
		}
		return new Answer( 200, state() );
	}

	const server = http.createServer( async ( request, response ) => {
		const target = new URL( request.url, 'http://localhost' );
		const pathname = target.pathname;
		const raw = await readBody( request );
		const cors = {
			'access-control-allow-origin': '*',
			'access-control-allow-headers':
				'Authorization, Content-Type, Stripe-Version, Idempotency-Key',
			'access-control-allow-methods': 'GET, POST, OPTIONS',
			'access-control-max-age': '600',
		};
		const isPublic = PUBLIC_ROUTE.test( pathname ) || pathname === '/v3/';
		const send = ( answer, extra = {} ) => {
			response.writeHead( answer.status, {
				'content-type': 'application/json',
				'stripe-version': API_VERSION,
				'request-id': newId( 'req', 14 ),
				...( isPublic ? cors : {} ),
				...extra,
			} );
			response.end( JSON.stringify( answer.body, null, 2 ) );
		};

		if ( pathname === '/__control' || pathname === '/__control/confirm' ) {
			let command = {};
			try {
				command = JSON.parse( raw || '{}' );
			} catch {}
			if ( request.method !== 'POST' ) {
				send( new Answer( 200, state() ) );
				return;
			}
			if ( pathname === '/__control' ) {
				send( await control( command ) );
				return;
			}
			const intent = data.intents.get( command.payment_intent );
			if ( ! intent ) {
				send(
					noSuch(
						'payment_intent',
						command.payment_intent,
						'payment_intent'
					)
				);
				return;
			}
			const result = confirmIntent( intent, {
				payment_method_data: {
					type: 'card',
					card: { number: command.card ?? '4242424242424242' },
				},
			} );
			await dispatch( result.events );
			send( result.answer );
			return;
		}
		if ( request.method === 'OPTIONS' && isPublic ) {
			response.writeHead( 204, cors );
			response.end();
			return;
		}
		if ( pathname === '/v3/' || pathname === '/v3' ) {
			response.writeHead( 200, {
				'content-type': 'application/javascript; charset=utf-8',
				'cache-control': 'no-cache',
				...cors,
			} );
			response.end(
				fs
					.readFileSync( STRIPE_JS, 'utf8' )
					.replace(
						"'__EVENTIN_STRIPE_API__'",
						JSON.stringify( url )
					)
			);
			return;
		}
		if ( config.down ) {
			request.socket.destroy();
			return;
		}
		const params = parseForm(
			request.method === 'GET' ? target.search.slice( 1 ) : raw
		);
		const key = apiKeyOf( request, params );
		if ( ! key ) {
			send(
				failure( 401, {
					message:
						"You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/.",
				} )
			);
			return;
		}
		if ( ! /^sk_test_\w+$/.test( key ) && ! /^pk_test_\w+$/.test( key ) ) {
			send(
				failure( 401, {
					message: `Invalid API Key provided: ${ maskKey( key ) }`,
				} )
			);
			return;
		}
		const idempotencyKey =
			request.method === 'POST'
				? request.headers[ 'idempotency-key' ] || null
				: null;
		const fingerprint = JSON.stringify( [
			request.method,
			pathname,
			key,
			params,
		] );
		if ( idempotencyKey && data.idempotency.has( idempotencyKey ) ) {
			const saved = data.idempotency.get( idempotencyKey );
			if ( saved.fingerprint !== fingerprint ) {
				send(
					failure( 400, {
						type: 'idempotency_error',
						message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${ idempotencyKey }' if you meant to execute a different request.`,
					} )
				);
				return;
			}
			send( saved.answer, {
				'idempotency-key': idempotencyKey,
				'idempotent-replayed': 'true',
			} );
			return;
		}
		const { answer, events } = route(
			request.method,
			pathname,
			params,
			key,
			idempotencyKey
		);
		// Stripe keeps the result of a request that ran, not of one refused by validation.
		if (
			idempotencyKey &&
			( answer.status < 400 || answer.status === 402 )
		) {
			data.idempotency.set( idempotencyKey, {
				fingerprint,
				answer: new Answer(
					answer.status,
					structuredClone( answer.body )
				),
			} );
		}
		send(
			answer,
			idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}
		);
		// Stripe answers first and tells the webhook endpoint afterwards.
		dispatch( events );
	} );
	await new Promise( ( resolve, reject ) => {
		server.once( 'error', reject );
		server.listen( port, '127.0.0.1', resolve );
	} );
	url = `http://localhost:${ server.address().port }`;

	return {
		url,
		port: server.address().port,
		get webhookSecret() {
			return config.webhookSecret;
		},
		get webhookUrl() {
			return config.webhookUrl;
		},
		state,
		/**
		 * The same as POST /__control.
		 * @param {Object} command
		 */
		async control( command ) {
			return ( await control( command ) ).body;
		},
		stop: () =>
			new Promise( ( resolve ) => {
				stopped = true;
				for ( const abort of inFlight ) {
					abort.abort();
				}
				server.closeAllConnections();
				server.close( () => resolve() );
			} ),
	};
}
