/**
 * Faults, each brought down and back: the database going away in the middle of a request (on
 * MariaDB its server killed, or the request's connection; on SQLite its file locked by another
 * process) answers a JSON 503 and writes nothing half-way; the mail server down never fails a
 * booking (the failure shows on it, wp-cron tries again and clears it); Stripe and the license
 * server down (nothing listening on their port) give messages people can act on.
 *
 * A must-use plugin for these tests only (fault-plugin.php) points the mail, Stripe and the license
 * server at a closed port, and holds a request at a chosen query while the test brings the
 * database down.
 */
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { WP_DIR } from '../../bin/lib/paths.mjs';
import { mariadbSocket, startMariaDB } from '../../bin/lib/mariadb.mjs';
import { api, unique, users } from './client.mjs';
import { createTicketedEvent, uniqueAddress } from './bookings.mjs';
import { inbox, waitForMail } from './mailbox.mjs';
import { assertNoDrift } from './verify.mjs';

const SITE = process.env.EVENTIN_TEST_URL;
const SITE_DIR = process.env.EVENTIN_TEST_SITE_DIR;
const CONTENT = path.join( SITE_DIR, 'wp-content' );
const PLUGIN = path.join( CONTENT, 'mu-plugins', 'eventin-test-faults.php' );
const CONTROL = path.join( CONTENT, 'eventin-test-faults.json' );
const PAUSES = path.join( CONTENT, 'eventin-test-faults' );
const DEBUG_LOG = path.join( CONTENT, 'debug.log' );
const SQLITE = fs
	.readFileSync( path.join( SITE_DIR, 'wp-config.php' ), 'utf8' )
	.includes( "'DB_DIR'" );
/** The site's MariaDB server: .wp/mariadb/<site name> (bin/lib/site.mjs). */
const SERVER_NAME = path.basename( SITE_DIR );
const UNAVAILABLE = {
	code: 'eventin_database_unavailable',
	message: 'The database is not available right now. Try again in a minute.',
	data: { status: 503 },
};

/**
 * Points the site's mail, Stripe or license server elsewhere ({} for none).
 * @param {{smtp_port?: number, stripe_api_base?: string, license_server?: string}} faults
 */
function setFaults( faults ) {
	fs.writeFileSync( CONTROL, JSON.stringify( faults ) );
}

/** A port on loopback nothing listens on. */
function closedPort() {
	return new Promise( ( resolve ) => {
		const probe = net.createServer();
		probe.listen( 0, '127.0.0.1', () => {
			const { port } = probe.address();
			probe.close( () => resolve( port ) );
		} );
	} );
}

const sleep = ( ms ) => new Promise( ( resolve ) => setTimeout( resolve, ms ) );

/**
 * Sends a request that waits at its first query matching `at` until go() is called.
 * @param {string}      method
 * @param {string}      route          Under /wp-json/eventin/v2/.
 * @param {Object}      options
 * @param {string}      options.at     Regular expression of the query to wait at.
 * @param {string|null} [options.as]   Fixture user; null for anonymous.
 * @param {Object}      [options.body]
 */
function paused( method, route, { at, as = null, body } ) {
	const name = `p${ Date.now() }${ Math.random().toString( 36 ).slice( 2, 8 ) }`;
	const headers = {
		Accept: 'application/json',
		'X-Eventin-Pause': name,
		'X-Eventin-Pause-At': at,
	};
	if ( as ) {
		const user = users[ as ];
		headers.Authorization =
			'Basic ' +
			Buffer.from( `${ user.login }:${ user.appPassword }` ).toString(
				'base64'
			);
	}
	if ( body ) {
		headers[ 'Content-Type' ] = 'application/json';
	}
	const answer = fetch( `${ SITE }/wp-json/eventin/v2/${ route }`, {
		method,
		headers,
		body: body && JSON.stringify( body ),
	} ).then( async ( response ) => ( {
		status: response.status,
		headers: response.headers,
		text: await response.text(),
	} ) );
	const file = path.join( PAUSES, name );
	return {
		/** Resolves with what the held request's query and connection were. */
		async reached() {
			for ( let waited = 0; waited < 300; waited++ ) {
				if ( fs.existsSync( `${ file }.reached` ) ) {
					return JSON.parse(
						fs.readFileSync( `${ file }.reached`, 'utf8' )
					);
				}
				await sleep( 50 );
			}
			throw new Error( `The request never ran a query matching ${ at }` );
		},
		/** Lets it go on; resolves with its answer. */
		go() {
			fs.writeFileSync( `${ file }.go`, '' );
			return answer;
		},
	};
}

/** The MariaDB server's process id (its pid file). */
const serverPid = () =>
	Number(
		fs
			.readFileSync(
				path.join( WP_DIR, 'mariadb', SERVER_NAME, 'mariadbd.pid' ),
				'utf8'
			)
			.trim()
	);

function mariadb( sql ) {
	return execFileSync(
		'mariadb',
		[
			'--no-defaults',
			`--socket=${ mariadbSocket( SERVER_NAME ) }`,
			'-uroot',
			'-N',
			'-e',
			sql,
		],
		{ stdio: [ 'ignore', 'pipe', 'pipe' ] }
	).toString();
}

const answering = () => {
	try {
		mariadb( 'SELECT 1' );
		return true;
	} catch {
		return false;
	}
};

/**
 * Brings the database down: the MariaDB server killed (as the kernel's OOM killer or a crash
 * would), or SQLite's file write-locked by another process. Answers how to bring it back.
 * @return {Promise<() => Promise<void>>} Brings it back.
 */
async function databaseDown() {
	if ( SQLITE ) {
		const locker = spawn(
			'php',
			[
				path.join( import.meta.dirname, 'lock-database.php' ),
				path.join( CONTENT, 'database', '.ht.sqlite' ),
			],
			{ stdio: [ 'pipe', 'pipe', 'inherit' ] }
		);
		await new Promise( ( resolve, reject ) => {
			locker.stdout.once( 'data', resolve );
			locker.once( 'exit', () =>
				reject( new Error( 'The database could not be locked.' ) )
			);
		} );
		return async () => {
			const ended = new Promise( ( resolve ) =>
				locker.once( 'exit', resolve )
			);
			locker.stdin.end();
			await ended;
		};
	}
	process.kill( serverPid(), 'SIGKILL' );
	while ( answering() ) {
		await sleep( 50 );
	}
	return async () => {
		// It stays up for the rest of the run; the site's stop() stops it (its pid file).
		await startMariaDB( SERVER_NAME, { detached: true } );
	};
}

/**
 * The lines PHP wrote to debug.log since `from` (bytes) that are PHP errors, not query notes.
 * @param from
 */
function phpErrorsSince( from ) {
	const log = fs.existsSync( DEBUG_LOG )
		? fs.readFileSync( DEBUG_LOG ).subarray( from ).toString()
		: '';
	return log
		.split( '\n' )
		.filter( ( line ) =>
			/PHP (Fatal|Parse|Warning|Notice|Deprecated)/.test( line )
		)
		.filter(
			// WordPress's own last try to reconnect, with warnings on (wpdb::check_connection()).
			( line ) => ! /PHP Warning:\s+mysqli_real_connect\(\)/.test( line )
		);
}
const logSize = () =>
	fs.existsSync( DEBUG_LOG ) ? fs.statSync( DEBUG_LOG ).size : 0;

const sold = async ( event ) =>
	( await api( 'GET', `events/${ event.id }`, { as: 'admin' } ) ).body
		.tickets[ 0 ].sold;
const bookingsOf = async ( event ) =>
	( await api( 'GET', `orders?event_id=${ event.id }`, { as: 'admin' } ) )
		.body;

const freeBooking = ( event, email ) => ( {
	event_id: event.id,
	tickets: [ { ticket_id: event.tickets[ 0 ].id, quantity: 1 } ],
	customer: { name: 'Dora Down', email },
} );

/**
 * The 503 a person can act on, as JSON.
 * @param {{status: number, headers: Headers, text: string}} answer
 */
function assertUnavailable( answer ) {
	assert.equal( answer.status, 503, answer.text );
	assert.match(
		answer.headers.get( 'content-type' ),
		/^application\/json/,
		answer.text
	);
	assert.deepEqual( JSON.parse( answer.text ), UNAVAILABLE );
	assert.equal( answer.headers.get( 'retry-after' ), '60' );
}

before( () => {
	fs.mkdirSync( PAUSES, { recursive: true } );
	setFaults( {} );
	fs.copyFileSync(
		path.join( import.meta.dirname, 'fault-plugin.php' ),
		PLUGIN
	);
} );

after( () => {
	fs.rmSync( PLUGIN, { force: true } );
	fs.rmSync( CONTROL, { force: true } );
	fs.rmSync( PAUSES, { recursive: true, force: true } );
} );

test( 'the database going away in the middle of a booking is a JSON 503, keeps no seat, and the booking goes through once it is back', async () => {
	const event = await createTicketedEvent( [
		{ name: 'General', price: '0', capacity: 3 },
	] );
	const from = logSize();
	// MariaDB: held once the seat is taken, before the booking is written; killing the server
	// then must not leave the seat taken. SQLite: held before the sale's writes begin, which then
	// find the file locked.
	const request = paused( 'POST', 'orders', {
		at: SQLITE ? '^START TRANSACTION' : '^INSERT INTO `?\\w*etn_orders`',
		body: freeBooking( event, uniqueAddress( 'dora' ) ),
	} );
	await request.reached();
	const bringBack = await databaseDown();
	let answer;
	try {
		answer = await request.go();
	} finally {
		await bringBack();
	}
	assertUnavailable( answer );
	assert.deepEqual( phpErrorsSince( from ), [] );

	// Back: nothing of it was written, the seat is free, and the same booking goes through.
	assert.equal( await sold( event ), 0 );
	assert.equal( ( await bookingsOf( event ) ).total_items, 0 );
	const again = await api( 'POST', 'orders', {
		body: freeBooking( event, uniqueAddress( 'dora' ) ),
	} );
	assert.equal( again.status, 201, JSON.stringify( again.body ) );
	assert.equal( again.body.status, 'completed' );
	assert.equal( await sold( event ), 1 );
} );

test(
	'the connection lost in the middle of a booking is not silently reopened half-way: a 503 and no seat kept',
	{
		skip: SQLITE && 'SQLite has no connection to lose',
	},
	async () => {
		// WordPress reconnects a lost connection and runs the next query: inside the sale's
		// transaction that would write the booking without the seat taken before.
		const event = await createTicketedEvent( [
			{ name: 'General', price: '0', capacity: 3 },
		] );
		const request = paused( 'POST', 'orders', {
			at: '^INSERT INTO `?\\w*etn_orders`',
			body: freeBooking( event, uniqueAddress( 'kim' ) ),
		} );
		const { thread } = await request.reached();
		assert.ok( thread > 0, 'the held request’s connection id' );
		mariadb( `KILL ${ Number( thread ) }` );
		assertUnavailable( await request.go() );
		assert.equal( await sold( event ), 0 );
		assert.equal( ( await bookingsOf( event ) ).total_items, 0 );
	}
);

test(
	'a read whose database goes away is a 503, not an empty list or a booking not found',
	{
		skip: SQLITE && 'SQLite readers are never locked out (WAL)',
	},
	async () => {
		const event = await createTicketedEvent( [
			{ name: 'General', price: '0', capacity: 3 },
		] );
		const placed = await api( 'POST', 'orders', {
			body: freeBooking( event, uniqueAddress( 'reed' ) ),
		} );
		assert.equal( placed.status, 201 );
		const from = logSize();
		for ( const route of [
			`orders?event_id=${ event.id }`,
			`orders/${ placed.body.id }`,
		] ) {
			const request = paused( 'GET', route, {
				as: 'ordermanager',
				at: 'FROM `?\\w*etn_orders\\b',
			} );
			await request.reached();
			const bringBack = await databaseDown();
			let answer;
			try {
				answer = await request.go();
			} finally {
				await bringBack();
			}
			assertUnavailable( answer );
			const read = await api( 'GET', route, { as: 'ordermanager' } );
			assert.equal( read.status, 200, JSON.stringify( read.body ) );
		}
		assert.equal(
			( await bookingsOf( event ) ).items[ 0 ].id,
			placed.body.id
		);
		assert.deepEqual( phpErrorsSince( from ), [] );
	}
);

/**
 * Makes the bookings' queued mail jobs due and runs them, as the system cron would; answers how
 * many were waiting.
 * @param {...number} ids
 */
function runMailJobs( ...ids ) {
	return Number(
		execFileSync( 'php', [
			path.join( import.meta.dirname, 'mail-jobs-now.php' ),
			...ids.map( String ),
		] )
			.toString()
			.trim()
	);
}

/**
 * The booking once its mail status is this (mails go out in the background).
 * @param {number} id
 * @param {string} status
 */
async function withMailStatus( id, status ) {
	const until = Date.now() + 15000;
	for (;;) {
		const { body } = await api( 'GET', `orders/${ id }`, { as: 'admin' } );
		if ( body.mail_status === status || Date.now() > until ) {
			assert.equal( body.mail_status, status );
			return body;
		}
		await sleep( 100 );
	}
}

test( 'PHP killed in the middle of a sale: no booking is torn, and every kept table matches its sources', async () => {
	const event = await createTicketedEvent( [
		{ name: 'General', price: '0', capacity: 100 },
	] );
	// A server of the site's own (as the site's, four workers), whose processes are killed
	// together with SIGKILL while 150 buyers are at it.
	const port = await closedPort();
	const server = spawn(
		'php',
		[
			'-S',
			`127.0.0.1:${ port }`,
			'-t',
			SITE_DIR,
			path.join( import.meta.dirname, '../../bin/php/router.php' ),
		],
		{
			cwd: SITE_DIR,
			env: { ...process.env, PHP_CLI_SERVER_WORKERS: '4' },
			stdio: 'ignore',
			detached: true,
		}
	);
	const base = `http://127.0.0.1:${ port }/wp-json/eventin/v2/orders`;
	for ( let i = 0; i < 100; i++ ) {
		const up = await fetch( base, { method: 'OPTIONS' } ).catch(
			() => null
		);
		if ( up ) {
			break;
		}
		await new Promise( ( resolve ) => setTimeout( resolve, 100 ) );
	}
	const sale = Promise.all(
		Array.from( { length: 150 }, ( _, i ) =>
			fetch( base, {
				method: 'POST',
				headers: { 'Content-Type': 'application/json' },
				body: JSON.stringify(
					freeBooking( event, uniqueAddress( `killed${ i }` ) )
				),
			} )
				.then( ( answer ) => answer.status )
				.catch( () => 0 )
		)
	);
	await new Promise( ( resolve ) => setTimeout( resolve, 400 ) );
	process.kill( -server.pid, 'SIGKILL' );
	const answers = await sale;
	assert.ok(
		answers.some( ( status ) => status === 0 ),
		'the kill came in the middle of the sale'
	);

	// Read through the site's own server: every booking whole.
	const list = await api(
		'GET',
		`orders?event_id=${ event.id }&per_page=100&status=completed`,
		{ as: 'admin' }
	);
	const completed = list.body.items;
	assert.ok(
		completed.length >= answers.filter( ( s ) => s === 201 ).length
	);
	for ( const item of completed ) {
		const booking = (
			await api( 'GET', `orders/${ item.id }`, {
				as: 'admin',
			} )
		).body;
		assert.deepEqual(
			[ ...new Set( booking.attendees.map( ( a ) => a.status ) ) ],
			[ 'completed' ],
			`booking ${ booking.id }`
		);
		assert.equal( booking.history.at( -1 ).to, 'completed' );
	}
	// Each with its mails queued (the outbox written with the booking).
	if ( completed.length ) {
		const mails = JSON.parse(
			execFileSync(
				'php',
				[
					path.join( import.meta.dirname, 'mail-jobs-of.php' ),
					...completed.map( ( item ) => String( item.id ) ),
				],
				{ encoding: 'utf8' }
			)
		);
		assert.deepEqual(
			Object.entries( mails )
				.filter( ( [ , count ] ) => count === 0 )
				.map( ( [ id ] ) => id ),
			[],
			'completed bookings without their mails'
		);
	}
	// Seats: what is sold is what the bookings hold.
	const holding = (
		await api( 'GET', `attendees?event_id=${ event.id }&per_page=100`, {
			as: 'admin',
		} )
	).body.items.filter( ( a ) =>
		[ 'completed', 'pending' ].includes( a.payment_status )
	).length;
	assert.equal( await sold( event ), holding );
	// npm run verify: every kept count, sum and index matches its sources.
	assertNoDrift( SITE_DIR, SITE );
} );

test( 'the mail server down never fails a booking: the failure shows on it, the mails go out once it is back and it clears', async () => {
	const title = unique( 'Mail Down' );
	const event = await createTicketedEvent(
		[ { name: 'General', price: '0', capacity: 5 } ],
		title
	);
	const buyer = uniqueAddress( 'mona' );
	// A runner kicked by an earlier test, still going, would take this booking's mails without
	// the fault (a runner's faults are read when it starts).
	execFileSync( 'php', [
		path.join( import.meta.dirname, 'runner-idle.php' ),
	] );
	setFaults( { smtp_port: await closedPort() } );
	let placed;
	let failed;
	try {
		placed = await api( 'POST', 'orders', {
			body: freeBooking( event, buyer ),
		} );
		assert.equal( placed.status, 201, JSON.stringify( placed.body ) );
		// The mails' job tries in the background, while the server is still down.
		failed = await withMailStatus( placed.body.id, 'failed' );
	} finally {
		setFaults( {} );
	}
	assert.equal( placed.body.status, 'completed' );
	const id = placed.body.id;
	assert.equal( failed.status, 'completed' );
	assert.match(
		failed.history.at( -1 ).note,
		/^The e-mails could not be sent \(.+\); they will be tried again in a few minutes\.$/
	);
	assert.equal( await sold( event ), 1 );
	assert.equal(
		( await inbox() ).filter( ( mail ) => mail.to.includes( buyer ) )
			.length,
		0
	);

	// The mail server is back: the next attempts send them.
	assert.equal(
		runMailJobs( id ),
		2,
		'the confirmation and the ticket wait'
	);
	await waitForMail(
		( mail ) =>
			mail.to.includes( buyer ) &&
			mail.subject === `[Eventin] Your booking #${ id } for ${ title }`
	);
	await waitForMail(
		( mail ) =>
			mail.to.includes( buyer ) &&
			mail.subject === `[Eventin] Your ticket for ${ title }`
	);
	const sent = await withMailStatus( id, 'sent' );
	assert.equal( sent.history.at( -1 ).note, 'The e-mails were sent.' );
	assert.equal( sent.status, 'completed' );
} );

test( 'a send of invitations during a mail outage waits with the reason in its log, and every mail goes out once the server is back', async () => {
	const settings = ( await api( 'GET', 'settings', { as: 'admin' } ) ).body;
	await api( 'PUT', 'settings', {
		as: 'admin',
		body: { modules: { rsvp: 'on' } },
	} );
	const day = new Date( Date.now() + 20 * 86400000 )
		.toISOString()
		.slice( 0, 10 );
	const event = await api( 'POST', 'events', {
		as: 'admin',
		body: {
			title: unique( 'Outage Invitations' ),
			status: 'publish',
			start_date: day,
			start_time: '18:00',
			end_date: day,
			end_time: '21:00',
			timezone: 'Europe/Berlin',
			rsvp: { enabled: true, limit: 50 },
		},
	} );
	assert.equal( event.status, 201, JSON.stringify( event.body ) );
	const subject = unique( 'Outage invitation' );
	const addresses = [ 'olga', 'omar', 'otto' ].map( uniqueAddress );
	execFileSync( 'php', [
		path.join( import.meta.dirname, 'runner-idle.php' ),
	] );
	setFaults( { smtp_port: await closedPort() } );
	let send;
	try {
		send = await api(
			'POST',
			`rsvp-report/${ event.body.id }/invitations`,
			{
				as: 'admin',
				body: { subject, body: 'Come along, {name}.', addresses },
			}
		);
		assert.equal( send.status, 201, JSON.stringify( send.body ) );
		// The first attempts fail in the background: each waits with the mail server's reason.
		const until = Date.now() + 30000;
		let waiting = [];
		while ( waiting.length < 3 && Date.now() < until ) {
			runMailJobs();
			waiting = (
				await api(
					'GET',
					`batches/${ send.body.id }/items?status=sending`,
					{ as: 'admin' }
				)
			).body.items.filter( ( item ) => item.error !== '' );
			await sleep( 200 );
		}
		assert.deepEqual(
			waiting.map( ( item ) => item.email ).sort(),
			[ ...addresses ].sort(),
			'each recipient waits, with a reason'
		);
		const progress = (
			await api( 'GET', `batches/${ send.body.id }`, { as: 'admin' } )
		).body;
		assert.deepEqual(
			[ progress.status, progress.total, progress.sent, progress.failed ],
			[ 'sending', 3, 0, 0 ]
		);
	} finally {
		setFaults( {} );
	}
	// The mail server is back: the next attempts send every one, once.
	runMailJobs( '--all' );
	const until = Date.now() + 30000;
	let done;
	do {
		done = (
			await api( 'GET', `batches/${ send.body.id }`, { as: 'admin' } )
		).body;
		if ( done.status !== 'done' ) {
			runMailJobs( '--all' );
			await sleep( 200 );
		}
	} while ( done.status !== 'done' && Date.now() < until );
	assert.deepEqual(
		[ done.status, done.total, done.sent, done.failed ],
		[ 'done', 3, 3, 0 ]
	);
	for ( const address of addresses ) {
		await waitForMail(
			( mail ) => mail.to.includes( address ) && mail.subject === subject
		);
	}
	assert.equal(
		( await inbox() ).filter( ( mail ) => mail.subject === subject ).length,
		3
	);
	await api( 'PUT', 'settings', {
		as: 'admin',
		body: { modules: settings.modules },
	} );
} );

/**
 * How long a GET of a public page takes, in ms.
 * @param {string} url
 */
async function pageTime( url ) {
	const started = performance.now();
	const response = await fetch( url );
	await response.text();
	assert.equal( response.status, 200, url );
	return performance.now() - started;
}

/**
 * @param {number[]} values
 * @param {number}   share  0.5 for the median.
 */
const percentile = ( values, share ) =>
	[ ...values ].sort( ( a, b ) => a - b )[
		Math.min( values.length - 1, Math.floor( values.length * share ) )
	];
const median = ( values ) => percentile( values, 0.5 );

/**
 * A sale for `seconds`: a free booking every 400 ms, and the event page timed every 250 ms
 * beside it; `watch` runs every second. Answers the bookings and the page times.
 * @param {Object}   event
 * @param {number}   seconds
 * @param {Function} [watch]
 */
async function runSale( event, seconds, watch = async () => {} ) {
	const until = Date.now() + seconds * 1000;
	const bookings = [];
	const times = [];
	await Promise.all( [
		( async () => {
			while ( Date.now() < until ) {
				const placed = await api( 'POST', 'orders', {
					body: freeBooking( event, uniqueAddress( 'hung' ) ),
				} );
				assert.equal(
					placed.status,
					201,
					JSON.stringify( placed.body )
				);
				bookings.push( placed.body.id );
				await sleep( 400 );
			}
		} )(),
		( async () => {
			while ( Date.now() < until ) {
				times.push( await pageTime( event.link ) );
				await sleep( 250 );
			}
		} )(),
		( async () => {
			while ( Date.now() < until ) {
				await watch();
				await sleep( 1000 );
			}
		} )(),
	] );
	return { bookings, times };
}

test( 'a mail server that takes connections and never answers: one runner at a time, pages stay quick, bookings answer, and every mail goes out once it is gone', async () => {
	const title = unique( 'Hung Mail' );
	const event = await createTicketedEvent(
		[ { name: 'General', price: '0', capacity: 1000 } ],
		title
	);
	execFileSync( 'php', [
		path.join( import.meta.dirname, 'runner-idle.php' ),
	] );
	const normal = await runSale( event, 8 );

	// Takes every connection and never greets: each send waits on it.
	const sockets = new Set();
	const hung = net.createServer( ( socket ) => {
		sockets.add( socket );
		socket.on( 'error', () => {} );
		socket.on( 'close', () => sockets.delete( socket ) );
	} );
	await new Promise( ( resolve ) => hung.listen( 0, '127.0.0.1', resolve ) );
	// A job an earlier test's runner left running when it died (its database or PHP killed) is
	// no runner of this sale's: it is released after two minutes.
	const left = new Set(
		(
			await api( 'GET', 'jobs?status=running&per_page=100', {
				as: 'admin',
			} )
		).body.items.map( ( job ) => job.id )
	);
	setFaults( { smtp_port: hung.address().port } );
	let most = 0;
	let faulty;
	try {
		faulty = await runSale( event, 40, async () => {
			const { body } = await api(
				'GET',
				'jobs?status=running&per_page=100',
				{ as: 'admin' }
			);
			most = Math.max(
				most,
				body.items.filter( ( job ) => ! left.has( job.id ) ).length
			);
		} );
	} finally {
		setFaults( {} );
		for ( const socket of sockets ) {
			socket.destroy();
		}
		await new Promise( ( resolve ) => hung.close( resolve ) );
	}
	assert.ok(
		faulty.bookings.length >= 40,
		`${ faulty.bookings.length } bookings`
	);
	assert.equal( most, 1, 'jobs running at once' );
	const usual = median( normal.times );
	assert.ok(
		median( faulty.times ) <= 2 * usual,
		`the event page took ${ Math.round( median( faulty.times ) ) } ms against ${ Math.round( usual ) } ms`
	);
	// PHP's development server may hand a new connection to the worker the runner holds (a
	// server in front of PHP-FPM does not): one page in a hundred may wait for it, hence the 95th.
	assert.ok(
		percentile( faulty.times, 0.95 ) <=
			2 * percentile( normal.times, 0.95 ),
		`the event page's 95th percentile took ${ Math.round( percentile( faulty.times, 0.95 ) ) } ms against ${ Math.round( percentile( normal.times, 0.95 ) ) } ms`
	);
	// Each send gave up within its bounds (5 s to connect, 10 s an answer): the mails that were
	// tried failed an attempt with the reason, and wait for their next.
	const tried = [];
	for ( const id of faulty.bookings.slice( 0, 5 ) ) {
		tried.push(
			( await api( 'GET', `orders/${ id }`, { as: 'admin' } ) ).body
		);
	}
	assert.ok(
		tried.some(
			( booking ) =>
				booking.mail_status === 'failed' &&
				/^The e-mails could not be sent \(.+\); they will be tried again in a few minutes\.$/.test(
					booking.history.at( -1 ).note
				)
		),
		`the first bookings' mails: ${ tried.map( ( booking ) => booking.mail_status ) }`
	);

	// The server is gone: every booking's mails go out.
	execFileSync( 'php', [
		path.join( import.meta.dirname, 'runner-idle.php' ),
	] );
	runMailJobs( ...normal.bookings, ...faulty.bookings );
	for ( const id of [ ...normal.bookings, ...faulty.bookings ] ) {
		await withMailStatus( id, 'sent' );
	}
	const subjects = new Set(
		( await inbox() ).map( ( mail ) => mail.subject )
	);
	for ( const id of faulty.bookings ) {
		assert.ok(
			subjects.has( `[Eventin] Your booking #${ id } for ${ title }` ),
			`booking ${ id }'s confirmation`
		);
	}
} );

test( 'Stripe not listening: a clear 503, the seat is not kept, and card bookings work once it is back', async () => {
	const settings = await api( 'PUT', 'settings', {
		as: 'admin',
		body: {
			currency: 'USD',
			payments: {
				stripe: 'on',
				stripe_publishable_key: 'pk_test_eventin',
				stripe_secret_key: 'sk_test_eventin',
				stripe_webhook_secret: 'whsec_test_eventin',
			},
		},
	} );
	assert.equal( settings.status, 200, JSON.stringify( settings.body ) );
	try {
		const event = await createTicketedEvent( [
			{ name: 'Standard', price: '30', capacity: 1 },
		] );
		const card = ( email ) => ( {
			...freeBooking( event, email ),
			gateway: 'stripe',
		} );
		setFaults( {
			stripe_api_base: `http://127.0.0.1:${ await closedPort() }`,
		} );
		let refused;
		try {
			refused = await api( 'POST', 'orders', {
				body: card( uniqueAddress( 'stan' ) ),
			} );
		} finally {
			setFaults( {} );
		}
		assert.equal( refused.status, 503, JSON.stringify( refused.body ) );
		assert.equal(
			refused.body.message,
			'Stripe could not be reached. Try again in a few minutes.'
		);
		// The only seat is free again; what was started is marked failed, holding nothing.
		assert.equal( await sold( event ), 0 );
		const { items } = await bookingsOf( event );
		assert.deepEqual(
			items.map( ( o ) => o.status ),
			[ 'failed' ]
		);
		assert.ok(
			items[ 0 ].attendees.every( ( a ) => a.status === 'failed' )
		);

		const placed = await api( 'POST', 'orders', {
			body: card( uniqueAddress( 'stan' ) ),
		} );
		assert.equal( placed.status, 201, JSON.stringify( placed.body ) );
		assert.equal( placed.body.next.type, 'stripe' );
		assert.equal( await sold( event ), 1 );
	} finally {
		await api( 'PUT', 'settings', {
			as: 'admin',
			body: { payments: { stripe: 'off' } },
		} );
	}
} );

test( 'the license server not listening: a clear 503 that stores nothing; activation works once it is back', async () => {
	const form = {
		name: 'Ada Admin',
		email: 'ada@example.com',
		license_key: `valid-${ Date.now().toString( 36 ) }`,
	};
	setFaults( {
		license_server: `http://127.0.0.1:${ await closedPort() }/`,
	} );
	let refused;
	try {
		refused = await api( 'POST', 'license/activate', {
			as: 'admin',
			body: form,
		} );
	} finally {
		setFaults( {} );
	}
	assert.equal( refused.status, 503, JSON.stringify( refused.body ) );
	assert.equal( refused.body.code, 'eventin_license_server_unreachable' );
	assert.match(
		refused.body.message,
		/^The license server could not be reached\. /
	);
	assert.deepEqual( ( await api( 'GET', 'license', { as: 'admin' } ) ).body, {
		data: null,
	} );
	try {
		const activated = await api( 'POST', 'license/activate', {
			as: 'admin',
			body: form,
		} );
		assert.equal( activated.status, 200, JSON.stringify( activated.body ) );
		assert.equal( activated.body.data.license, 'valid' );
	} finally {
		await api( 'POST', 'license/deactivate', { as: 'admin' } );
	}
} );
