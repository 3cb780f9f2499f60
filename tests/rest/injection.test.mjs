/**
 * Injection: every argument of every route the REST index lists, sent what an attacker types
 * (quotes that close a string in one database and not the other, a UNION, LIKE's wildcards, a
 * NUL byte), by a vendor (vendor2, who may also scan tickets) whose neighbour vendor1 has an
 * event with a booking and an RSVP answer. Each answer must equal the answer to a plain string
 * that matches nothing: the same status and error code, for a read the same total, and never a
 * trace of vendor1's event, buyer or ticket code.
 * Afterwards no SQL error is in the site's log.
 *
 * Arguments are taken from each route's own schema in the index, so a route or argument added
 * later is covered without touching this file.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { api, pool } from './client.mjs';
import { vendorWithCustomers } from './vendors.mjs';

const ATTACKER = 'vendor2';
/** The test site's PHP workers. */
const WORKERS = 4;
const VICTIM = 'vendor1';
const PLAIN = 'zqxjvkwnomatch';
const PAYLOADS = [
	"' OR 1=1 --",
	"@') OR 1=1 --",
	"\\' OR 1=1 -- ",
	"') UNION SELECT 1,2,3,4,5,6,7,8 --",
	'"',
	'\\',
	'%',
	'_',
	'zqxjvkw\u0000nomatch',
];
/** Writes change things each time: fewer payloads, the ones that broke out of strings. */
const WRITE_PAYLOADS = [
	"' OR 1=1 --",
	"\\' OR 1=1 -- ",
	'zqxjvkw\u0000nomatch',
];
const LOG = path.join(
	process.env.EVENTIN_TEST_SITE_DIR ?? '',
	'wp-content',
	'debug.log'
);
const SQL_ERRORS =
	/WordPress database error|Eventin query failed|SQLSTATE|syntax error/;

let victim;
let own;
let logStart = 0;
let settingsBefore;

before( async () => {
	settingsBefore = ( await api( 'GET', 'settings', { as: 'admin' } ) ).body;
	await api( 'PUT', 'settings', {
		as: 'admin',
		body: { modules: { rsvp: 'on' }, checkout_rate_limit: 10000 },
	} );
	victim = await vendorWithCustomers( VICTIM );
	own = await vendorWithCustomers( ATTACKER );
	logStart = fs.existsSync( LOG ) ? fs.statSync( LOG ).size : 0;
} );

after( async () => {
	await api( 'PUT', 'settings', {
		as: 'admin',
		body: {
			modules: settingsBefore.modules,
			checkout_rate_limit: settingsBefore.checkout_rate_limit,
		},
	} );
} );

/**
 * Every route of the index with its arguments, once per way of calling it: its GET, its first
 * write method (POST, PUT and PATCH of a route share one handler) and its DELETE. Each as
 * { method, key, path (with the attacker's own ids in it), args }.
 */
async function endpoints() {
	const index = await api( 'GET', '', { as: 'admin' } );
	const ids = {
		events: own.event.id,
		orders: own.order.id,
		attendees: own.attendee.id,
		'rsvp-report': own.event.id,
	};
	const fill = ( route ) =>
		route
			.replace( /^\/eventin\/v2\/?/, '' )
			.replace(
				/\(\?P<(\w+)>([^)]*)\)/g,
				( match, name, pattern, offset, whole ) => {
					if ( name === 'id' ) {
						return String(
							ids[ whole.slice( 0, offset ).split( '/' )[ 3 ] ] ??
								1
						);
					}
					return pattern.includes( '\\d' ) ? '1' : PLAIN;
				}
			);
	return Object.entries( index.body.routes ).flatMap( ( [ route, data ] ) => {
		const ways = new Map();
		for ( const endpoint of data.endpoints ) {
			for ( const method of endpoint.methods ) {
				const way = [ 'GET', 'DELETE' ].includes( method )
					? method
					: 'WRITE';
				if ( ! ways.has( way ) ) {
					ways.set( way, {
						method,
						key: `${ method } ${ route.replace( /^\/eventin\/v2/, '' ) }`,
						path: fill( route ),
						args: Object.keys( endpoint.args ?? {} ),
					} );
				}
			}
		}
		return [ ...ways.values() ];
	} );
}

/**
 * An answer as compared: its status and error code; for a list its total.
 * @param {{status: number, body: any, headers: Headers}} answer
 */
function shape( answer ) {
	const total =
		answer.headers.get( 'X-WP-Total' ) ??
		answer.body?.total_items ??
		answer.body?.total ??
		null;
	return {
		status: answer.status,
		code: answer.status >= 400 ? answer.body?.code : undefined,
		total: answer.status === 200 ? total : undefined,
	};
}

/**
 * Whether a payload's answer is the plain string's: the same for a read; for a write (whose
 * first call may have changed what the next one finds) never a 5xx, and never a success where
 * the plain string was refused.
 * @param {string} method
 * @param {Object} seen
 * @param {Object} plain
 */
const alike = ( method, seen, plain ) =>
	method === 'GET'
		? JSON.stringify( seen ) === JSON.stringify( plain )
		: seen.status < 500 && ! ( plain.status >= 400 && seen.status < 300 );

/** What of the victim's must never show in an answer to the attacker. */
const secrets = () => [
	victim.email,
	victim.attendee.code,
	victim.event.title,
];

/**
 * The rest of a write's body, so that the argument tried reaches the code past the checks of
 * the others: the attacker's own event, a valid address.
 */
const BODIES = {
	'POST /attendees/check-in': () => ( {
		event_id: own.event.id,
		code: 'f'.repeat( 32 ),
		nonce: randomUUID(),
		direction: 'in',
	} ),
	'POST /certificates/lookup': () => ( {
		code: victim.attendee.code,
		email: victim.email,
	} ),
	'POST /orders': () => ( {
		event_id: own.event.id,
		tickets: [ { ticket_id: own.event.tickets[ 0 ].id, quantity: 1 } ],
		customer: { name: 'Plain Buyer', email: 'plain-buyer@example.com' },
	} ),
	'POST /rsvp-registration': () => ( {
		event_id: own.event.id,
		name: 'Plain Guest',
		email: 'plain-guest@example.com',
	} ),
};

/**
 * Values that sit deeper than an argument: the codes of a scanner's batch, a buyer's name and
 * address. Each a key of BODIES' kind and a body holding the value.
 * @param value
 */
const DEEP = [
	[
		'POST /attendees/check-in/sync',
		( value ) => ( {
			scans: [
				{
					event_id: own.event.id,
					code: value,
					nonce: randomUUID(),
					direction: 'in',
				},
			],
		} ),
	],
	[
		'POST /orders',
		( value ) => ( {
			...BODIES[ 'POST /orders' ](),
			customer: { name: value, email: 'plain-buyer@example.com' },
		} ),
	],
];

/**
 * Sends $value as $arg: in the query string of a read, in the JSON body of a write.
 * @param {Object} endpoint
 * @param {string} arg
 * @param {string} value
 * @param {string} as
 */
function send( endpoint, arg, value, as ) {
	if ( endpoint.method === 'GET' ) {
		const glue = endpoint.path.includes( '?' ) ? '&' : '?';
		return api(
			'GET',
			`${ endpoint.path }${ glue }${ encodeURIComponent( arg ) }=${ encodeURIComponent( value ) }`,
			{ as }
		);
	}
	return api( endpoint.method, endpoint.path, {
		as,
		body: { ...( BODIES[ endpoint.key ]?.() ?? {} ), [ arg ]: value },
	} );
}

test( 'every argument of every route answers an injection as a string that matches nothing', async () => {
	const differing = [];
	const leaks = [];
	let calls = 0;
	const cases = ( await endpoints() ).flatMap( ( endpoint ) =>
		endpoint.args.map( ( arg ) => ( { endpoint, arg } ) )
	);
	// One argument at a time per site worker; each argument's calls in order, since a write's
	// payloads follow its plain call.
	await pool( cases, WORKERS, async ( { endpoint, arg } ) => {
		// DELETE takes ids; a bulk DELETE of the attacker's own items with a string is refused
		// before any SQL, and a payload must not delete what a plain string would not.
		const payloads = endpoint.method === 'GET' ? PAYLOADS : WRITE_PAYLOADS;
		const plain = shape( await send( endpoint, arg, PLAIN, ATTACKER ) );
		for ( const payload of payloads ) {
			const answer = await send( endpoint, arg, payload, ATTACKER );
			calls++;
			const seen = shape( answer );
			if ( ! alike( endpoint.method, seen, plain ) ) {
				differing.push(
					`${ endpoint.key } ${ arg }=${ JSON.stringify(
						payload
					) }: ${ JSON.stringify( seen ) }, plain ${ JSON.stringify(
						plain
					) }`
				);
			}
			const text = JSON.stringify( answer.body );
			if ( secrets().some( ( secret ) => text.includes( secret ) ) ) {
				leaks.push(
					`${ endpoint.key } ${ arg }=${ JSON.stringify(
						payload
					) }: ${ text.slice( 0, 200 ) }`
				);
			}
		}
	} );
	for ( const [ key, body ] of DEEP ) {
		const [ method, route ] = key.split( ' ' );
		const call = ( value ) =>
			api( method, route.slice( 1 ), {
				as: ATTACKER,
				body: body( value ),
			} );
		const plain = shape( await call( PLAIN ) );
		for ( const payload of WRITE_PAYLOADS ) {
			const answer = await call( payload );
			calls++;
			if ( ! alike( method, shape( answer ), plain ) ) {
				differing.push(
					`${ key } (deep)=${ JSON.stringify( payload ) }: ${ JSON.stringify( shape( answer ) ) }, plain ${ JSON.stringify( plain ) }`
				);
			}
		}
	}
	console.log( `${ calls } calls with injection payloads` );
	assert.ok( calls > 500, `${ calls } calls: the index lists the routes` );
	assert.deepEqual( leaks, [], "the neighbour's data leaked" );
	assert.deepEqual(
		differing,
		[],
		'answers that differ from a string matching nothing'
	);
} );

test( 'no SQL error reached the log', () => {
	const log = fs.existsSync( LOG )
		? fs.readFileSync( LOG, 'utf8' ).slice( logStart )
		: '';
	const errors = log
		.split( '\n' )
		.filter( ( line ) => SQL_ERRORS.test( line ) );
	assert.deepEqual( errors.slice( 0, 20 ), [] );
} );
