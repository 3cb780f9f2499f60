/**
 * The rate limit of public writes (a booking now) as visitors meet it over HTTP: 429 with
 * Retry-After; X-Forwarded-For believed only from a trusted proxy (EVENTIN_TRUSTED_PROXIES,
 * defined by a must-use plugin, trusted-proxies.php, as a host would in wp-config.php), and then
 * the right-most address that is no trusted proxy is the visitor; PHP processes racing on one
 * visitor's window never lose or share a count. The test site's requests all come from
 * 127.0.0.1 (the suite's proxy).
 */
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { api, unique } from './client.mjs';
import { createTicketedEvent } from './bookings.mjs';

const CONTENT = path.join( process.env.EVENTIN_TEST_SITE_DIR, 'wp-content' );
const PLUGIN = path.join( CONTENT, 'mu-plugins', 'eventin-test-proxies.php' );
const PROXIES = path.join( CONTENT, 'eventin-test-proxies.txt' );
const MESSAGE =
	'Too many booking attempts. Please wait a minute and try again.';

/**
 * Trusts these proxies (a string as EVENTIN_TRUSTED_PROXIES takes it), or none.
 * @param ranges
 */
const trust = ( ranges ) =>
	ranges
		? fs.writeFileSync( PROXIES, ranges )
		: fs.rmSync( PROXIES, { force: true } );

const limit = ( perMinute ) =>
	api( 'PUT', 'settings', {
		as: 'admin',
		body: { checkout_rate_limit: perMinute },
	} );

let event;
const book = ( forwardedFor ) =>
	api( 'POST', 'orders', {
		headers: forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {},
		body: {
			event_id: event.id,
			tickets: [ { ticket_id: event.tickets[ 0 ].id, quantity: 1 } ],
			customer: { name: 'Visitor', email: 'visitor@example.com' },
		},
	} );

/** A visitor's address no other run uses: 198.51.100.0/24 or 2001:db8:<random>::/64. */
const address = () => `198.51.100.${ Math.floor( Math.random() * 254 ) + 1 }`;
const network = () =>
	`2001:db8:${ Math.floor( Math.random() * 0xffff ).toString( 16 ) }:${ Math.floor(
		Math.random() * 0xffff
	).toString( 16 ) }`;

/**
 * Waits until at least `seconds` are left in the current minute, the limit's window.
 * @param seconds
 */
async function roomInMinute( seconds ) {
	const left = 60 - ( ( Date.now() / 1000 ) % 60 );
	if ( left < seconds ) {
		await new Promise( ( resolve ) =>
			setTimeout( resolve, left * 1000 + 200 )
		);
	}
}

function assertRefused( answer ) {
	assert.equal( answer.status, 429, JSON.stringify( answer.body ) );
	assert.equal( answer.body.code, 'eventin_too_many_bookings' );
	assert.equal( answer.body.message, MESSAGE );
	const wait = Number( answer.headers.get( 'retry-after' ) );
	assert.ok( wait >= 1 && wait <= 60, String( wait ) );
	assert.equal( answer.body.data.retry_after, wait );
}

before( async () => {
	fs.copyFileSync(
		path.join( import.meta.dirname, 'trusted-proxies.php' ),
		PLUGIN
	);
	event = await createTicketedEvent( [
		{ name: 'Free', price: '0', capacity: 1000 },
	] );
} );

after( async () => {
	fs.rmSync( PLUGIN, { force: true } );
	trust( null );
	await limit( 10000 );
} );

test( 'X-Forwarded-For from an address that is no trusted proxy is ignored: every forged header is the same visitor', async () => {
	// Trusted: a proxy, but not the address these requests come from.
	trust( '192.0.2.1, 10.0.0.0/8' );
	await limit( 2 );
	// Requests from 127.0.0.1 earlier in this minute count too: within 3 attempts one is over
	// the limit, and 3 more when the minute turns meanwhile. Were the header believed, each of
	// these visitors would be new and never refused.
	let refused = null;
	for ( let i = 0; i < 6 && ! refused; i++ ) {
		const answer = await book( address() );
		if ( answer.status === 429 ) {
			refused = answer;
		} else {
			assert.equal( answer.status, 201, JSON.stringify( answer.body ) );
		}
	}
	assert.ok( refused, 'a forged X-Forwarded-For got around the limit' );
	assertRefused( refused );
} );

test( 'behind a trusted proxy each visitor has their own limit, and what they write into the header changes nothing', async () => {
	trust( '127.0.0.1 ::1' );
	await limit( 2 );
	await roomInMinute( 20 );
	const visitor = address();
	assert.equal( ( await book( visitor ) ).status, 201 );
	assert.equal( ( await book( `6.6.6.6, ${ visitor }` ) ).status, 201 );
	assertRefused( await book( visitor ) );
	// A forged address left of the one the proxy saw, or one of the trusted proxies.
	assertRefused(
		await book( `203.0.113.${ Date.now() % 250 }, ${ visitor }` )
	);
	assertRefused( await book( `${ visitor }, 127.0.0.1` ) );
	const other = `198.51.100.${ ( Number( visitor.split( '.' )[ 3 ] ) % 254 ) + 1 }`;
	assert.equal(
		( await book( other ) ).status,
		201,
		'another visitor behind the proxy is not held back'
	);

	// IPv6: one visitor per /64, whichever addresses of it they use.
	const net = network();
	assert.equal( ( await book( `${ net }::1` ) ).status, 201 );
	assert.equal( ( await book( `[${ net }::2]:443` ) ).status, 201 );
	assertRefused( await book( `${ net }:0:0:0:3` ) );
} );

test( "processes racing on one visitor's window: exactly the limit goes through, and every attempt is counted once", async () => {
	const script = path.join( import.meta.dirname, 'rate-limit-attempt.php' );
	const action = unique( 'race' ).slice( 0, 40 );
	const now = String( Math.floor( Date.now() / 1000 ) );
	const run = ( perVisitor, attempts, start ) =>
		new Promise( ( resolve, reject ) =>
			execFile(
				'php',
				[
					script,
					action,
					'198.51.100.99',
					String( perVisitor ),
					String( attempts ),
					now,
					String( start ),
				],
				( error, stdout, stderr ) =>
					error
						? reject( new Error( stderr || error.message ) )
						: resolve( stdout.trim().split( '\n' ) )
			)
		);
	const processes = 8;
	const attempts = 5;
	const start = ( Date.now() + 2000 ) / 1000;
	const results = (
		await Promise.all(
			Array.from( { length: processes }, () =>
				run( 13, attempts, start )
			)
		)
	).flat();
	assert.equal( results.length, processes * attempts );
	assert.equal(
		results.filter( ( result ) => result === 'ok' ).length,
		13,
		results.join( ' ' )
	);
	// The window holds exactly 40 attempts: the 41st is within a limit of 41, the 42nd is not.
	assert.deepEqual( await run( 41, 1, 0 ), [ 'ok' ] );
	assert.deepEqual( await run( 41, 1, 0 ), [ 'wait' ] );
} );
