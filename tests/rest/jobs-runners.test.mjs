/**
 * The background jobs' runners on a real site with DISABLE_WP_CRON set (as every test site): a job a
 * visitor's request queued runs within seconds in the loopback request that request kicks, never in
 * the visitor's own; a kick not signed by the site runs nothing; the system-cron entry
 * (includes/Jobs/cron.php) runs what is due, and four of it at once run each job exactly once; an
 * attendee export nobody watches is finished by the runner.
 *
 * A must-use plugin for these tests only (jobs-runners-plugin.php) queues a test job on a visitor's
 * GET and writes down which request ran it.
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { api } from './client.mjs';
import { createTicketedEvent, uniqueAddress } from './bookings.mjs';

const SITE = process.env.EVENTIN_TEST_URL;
const SITE_DIR = process.env.EVENTIN_TEST_SITE_DIR;
const PLUGIN = path.join(
	SITE_DIR,
	'wp-content',
	'mu-plugins',
	'eventin-test-job-runners.php'
);
const CRON = path.join( import.meta.dirname, '../../includes/Jobs/cron.php' );

before( async () => {
	fs.copyFileSync(
		path.join( import.meta.dirname, 'jobs-runners-plugin.php' ),
		PLUGIN
	);
	// A runner kicked by an earlier test, still going, started without the test's job handler.
	await new Promise( ( resolve, reject ) =>
		execFile(
			'php',
			[ path.join( import.meta.dirname, 'runner-idle.php' ) ],
			( error ) => ( error ? reject( error ) : resolve() )
		)
	);
	// The first request of a fresh server compiles the code: not what a visitor waits for.
	await ran( 'warm' );
} );

after( () => {
	fs.rmSync( PLUGIN, { force: true } );
} );

/** A token no other test run uses. */
function token() {
	return `t${ Date.now().toString( 36 ) }${ Math.random()
		.toString( 36 )
		.slice( 2, 8 ) }`;
}

/**
 * Queues the test job as a visitor's GET.
 *
 * @param {string} name
 * @param {Object} [query] sleep (ms), nokick.
 * @return {Promise<{id: number, ms: number}>} The job's id, how long the visitor waited.
 */
async function queue( name, query = {} ) {
	const started = Date.now();
	const response = await fetch(
		`${ SITE }/?${ new URLSearchParams( {
			eventin_test_queue: name,
			...query,
		} ) }`
	);
	const { id } = await response.json();
	return { id, ms: Date.now() - started };
}

/**
 * @param  name
 * @param  id
 * @return {Promise<{runs: Object[], job: Object|null}>} Who ran the job, and its row.
 */
async function ran( name, id = 0 ) {
	const response = await fetch(
		`${ SITE }/?${ new URLSearchParams( {
			eventin_test_ran: name,
			job: id,
		} ) }`
	);
	return response.json();
}

/**
 * Polls until the job is done, failing the test after `seconds`.
 * @param name
 * @param id
 * @param seconds
 */
async function done( name, id, seconds ) {
	const deadline = Date.now() + seconds * 1000;
	for (;;) {
		const state = await ran( name, id );
		if ( state.job.status === 'done' ) {
			return state;
		}
		assert.ok(
			Date.now() < deadline,
			`job ${ id } still ${ state.job.status } after ${ seconds } s`
		);
		await new Promise( ( resolve ) => setTimeout( resolve, 100 ) );
	}
}

/**
 * Runs includes/Jobs/cron.php for the site as a system cron would; answers what it printed.
 * @param {...any} args
 */
function cron( ...args ) {
	return new Promise( ( resolve, reject ) =>
		execFile(
			'php',
			[ CRON, `--path=${ SITE_DIR }`, ...args ],
			( error, stdout, stderr ) =>
				error
					? reject( new Error( stderr || error.message ) )
					: resolve( stdout )
		)
	);
}

test( 'a job a visitor queues runs within seconds in the loopback request, not in the visitor’s, with wp-cron off', async () => {
	const name = token();
	const { id, ms } = await queue( name, { sleep: 1500 } );
	assert.ok( id > 0 );
	assert.ok(
		ms < 1000,
		`the visitor waited ${ ms } ms, not for the 1.5 s job`
	);
	const state = await done( name, id, 10 );
	assert.equal( state.runs.length, 1 );
	assert.equal( state.runs[ 0 ].ajax, true, 'run by admin-ajax.php' );
	assert.match( state.runs[ 0 ].uri, /\/wp-admin\/admin-ajax\.php$/ );
	assert.equal( state.job.attempts, '1' );
} );

test( 'a kick the site did not sign is refused and runs nothing; the system-cron entry runs what is due', async () => {
	const name = token();
	const { id } = await queue( name, { nokick: 1 } );
	for ( const signature of [ 'f'.repeat( 64 ), '' ] ) {
		const forged = await fetch( `${ SITE }/wp-admin/admin-ajax.php`, {
			method: 'POST',
			body: new URLSearchParams( {
				action: 'eventin_run_jobs',
				time: String( Math.floor( Date.now() / 1000 ) ),
				signature,
			} ),
		} );
		assert.equal( forged.status, 403 );
		assert.match(
			await forged.text(),
			/This request is not signed by this site\./
		);
	}
	await new Promise( ( resolve ) => setTimeout( resolve, 500 ) );
	let state = await ran( name, id );
	assert.equal( state.job.status, 'queued' );
	assert.equal( state.runs.length, 0 );

	// Its job, and any other suite's that came due meanwhile (a mail waiting for its next attempt).
	const output = await cron( '--seconds=5', '--once' );
	assert.match( output, /^Eventin: [1-9]\d* background jobs ran\.\n$/ );
	state = await ran( name, id );
	assert.equal( state.job.status, 'done' );
	assert.equal( state.runs.length, 1 );
	assert.equal( state.runs[ 0 ].cli, true, 'run by the system cron' );
} );

test( 'four system-cron runners at once run each of 24 jobs exactly once', async () => {
	const names = Array.from( { length: 24 }, token );
	const ids = [];
	for ( const name of names ) {
		ids.push( ( await queue( name, { nokick: 1, sleep: 100 } ) ).id );
	}
	const outputs = await Promise.all(
		[ 1, 2, 3, 4 ].map( () => cron( '--seconds=20', '--once' ) )
	);
	const counts = outputs.map( ( output ) =>
		Number( /(\d+) background jobs ran/.exec( output )[ 1 ] )
	);
	assert.equal(
		counts.reduce( ( a, b ) => a + b, 0 ),
		24,
		`every job ran once in all: ${ counts }`
	);
	assert.ok(
		counts.filter( ( count ) => count > 0 ).length >= 2,
		`the runners shared the work: ${ counts }`
	);
	for ( const [ index, name ] of names.entries() ) {
		const state = await ran( name, ids[ index ] );
		assert.equal(
			state.runs.length,
			1,
			`${ name } ran ${ state.runs.length } times`
		);
		assert.equal( state.job.status, 'done' );
	}
} );

test( 'an attendee export nobody reads is finished by the loopback runner', async () => {
	const event = await createTicketedEvent( [
		{ name: 'Free', price: '0', capacity: 10 },
	] );
	const ticket = event.tickets[ 0 ].id;
	const order = await api( 'POST', 'orders', {
		body: {
			event_id: event.id,
			tickets: [ { ticket_id: ticket, quantity: 3 } ],
			customer: { name: 'Grace Hopper', email: uniqueAddress( 'grace' ) },
		},
	} );
	assert.equal( order.status, 201, JSON.stringify( order.body ) );
	// The request that starts it has no time to write: it only hands out the first part.
	const started = await api( 'POST', 'attendees/exports', {
		as: 'attendeemanager',
		body: { format: 'csv', event_id: event.id },
		headers: { 'X-Eventin-Test-Pace': '1' },
	} );
	assert.equal( started.status, 201, JSON.stringify( started.body ) );
	assert.deepEqual(
		[
			started.body.status,
			started.body.details.written,
			started.body.details.rows,
		],
		[ 'sending', 0, 3 ]
	);
	const deadline = Date.now() + 10_000;
	let stored;
	for (;;) {
		stored = await (
			await fetch( `${ SITE }/?eventin_test_export=${ started.body.id }` )
		).json();
		if ( stored.status === 'done' || Date.now() > deadline ) {
			break;
		}
		await new Promise( ( resolve ) => setTimeout( resolve, 100 ) );
	}
	assert.deepEqual(
		[ stored.status, stored.failed, stored.details.written ],
		[ 'done', 0, 3 ]
	);
} );
