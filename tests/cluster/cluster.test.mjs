/**
 * The plugin on several PHP servers (`npm run test:cluster`, bin/lib/cluster.mjs): nginx balancing
 * two PHP-FPM nodes over one MariaDB with a Redis object cache. Nothing may live in one node's
 * memory, temporary folder or cache alone:
 *
 * - the balancer spreads requests over both nodes, and both use Redis;
 * - the object cache drop-in keeps what one process wrote for another (add, incr, expiry, groups);
 * - a change made through node a shows at once through node b (event page, list, calendar);
 * - 30 buyers over both nodes for 5 seats buy exactly 5; a refund on a frees a seat for b;
 * - the booking limit holds through the balancer: forged X-Forwarded-For does not escape it, two
 *   visitors from different addresses keep limits of their own;
 * - an export started on node a downloads through node b, and neither serves its file directly;
 * - signed links made on one node open on the other (ticket, RSVP change link, certificate);
 * - jobs queued through both nodes run exactly once, with both nodes' kicks and two system crons;
 * - Redis flushed in the middle of a sale loses and doubles no seat;
 * - one node's PHP killed in the middle of a sale: the other takes the requests, and no booking is
 *   left half made (last: the cluster has one node after it).
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { request, rest } from './nodes.mjs';
import { waitForMail } from '../rest/mailbox.mjs';
import { assertNoDrift } from '../rest/verify.mjs';

const day = new Date( Date.now() + 20 * 86400000 ).toISOString().slice( 0, 10 );
const unique = ( prefix ) =>
	`${ prefix } ${ Date.now().toString( 36 ) }${ Math.random().toString( 36 ).slice( 2, 6 ) }`;
const SITE = process.env.EVENTIN_TEST_SITE_DIR;
const CLUSTER_DIR = path.join(
	path.dirname( path.dirname( SITE ) ),
	'cluster',
	path.basename( SITE )
);

const settings = ( body ) =>
	rest( 'PUT', 'settings', { as: 'admin', body } ).then( ( answer ) => {
		assert.equal( answer.status, 200, answer.text );
		return answer.body;
	} );

before( () =>
	settings( {
		checkout_rate_limit: 10000,
		modules: { rsvp: 'on' },
	} )
);
after( () => settings( { checkout_rate_limit: 10000 } ) );

/**
 * A published event with one ticket type, made through a node.
 * @param {Object} ticket
 * @param {string} via
 * @param {Object} [more]
 */
async function createEvent( ticket, via = 'a', more = {} ) {
	const answer = await rest( 'POST', 'events', {
		via,
		as: 'admin',
		body: {
			title: unique( 'Cluster' ),
			status: 'publish',
			start_date: day,
			start_time: '09:00',
			end_date: day,
			end_time: '17:00',
			timezone: 'Europe/Berlin',
			tickets: [ ticket ],
			...more,
		},
	} );
	assert.equal( answer.status, 201, answer.text );
	return answer.body;
}

/**
 * One visitor's booking of one seat.
 * @param {Object} event
 * @param {Object} [options] As request() takes them (via, from, headers).
 */
const book = ( event, options = {} ) =>
	rest( 'POST', 'orders', {
		...options,
		body: {
			event_id: event.id,
			tickets: [ { ticket_id: event.tickets[ 0 ].id, quantity: 1 } ],
			customer: { name: 'Cluster Buyer', email: 'buyer@example.com' },
		},
	} );

const tally = ( answers ) =>
	answers.reduce( ( counts, { status } ) => {
		counts[ status ] = ( counts[ status ] ?? 0 ) + 1;
		return counts;
	}, {} );

/**
 * The event's sold count and its bookings' seats, read through node b.
 * @param {{id: number}} event
 */
async function seats( event ) {
	const read = await rest( 'GET', `events/${ event.id }`, {
		via: 'b',
		as: 'admin',
	} );
	const orders = await rest(
		'GET',
		`orders?event_id=${ event.id }&per_page=100`,
		{ via: 'b', as: 'admin' }
	);
	const held = orders.body.items.filter( ( order ) =>
		[ 'completed', 'pending' ].includes( order.status )
	);
	const attendees = await rest(
		'GET',
		`attendees?event_id=${ event.id }&per_page=100`,
		{ via: 'b', as: 'admin' }
	);
	return {
		sold: read.body.sold_tickets,
		bookings: held.length,
		attendees: attendees.body.items.filter( ( a ) =>
			[ 'completed', 'pending' ].includes( a.payment_status )
		).length,
	};
}

test( 'the balancer spreads requests over both nodes, and both use Redis', async () => {
	const answers = await Promise.all(
		Array.from( { length: 8 }, () => request( 'GET', '/wp-login.php' ) )
	);
	const nodes = new Set( answers.map( ( answer ) => answer.node ) );
	assert.deepEqual( [ ...nodes ].sort(), [ 'a', 'b' ] );
	assert.deepEqual(
		[ ...new Set( answers.map( ( answer ) => answer.cache ) ) ],
		[ 'redis' ]
	);
} );

test( 'the object cache: what one PHP process writes, another reads; add, incr, expiry, groups', async () => {
	const token = Date.now().toString( 36 );
	const check = ( step ) =>
		JSON.parse(
			execFileSync(
				'php',
				[
					path.join( import.meta.dirname, 'object-cache-check.php' ),
					step,
					token,
				],
				{ encoding: 'utf8' }
			)
		);
	assert.deepEqual( check( 'write' ), {
		external: true,
		set: true,
		add_new: true,
		add_again: false,
		replace_absent: false,
		counter: true,
		incr: 8,
		decr_below_0: 0,
		incr_absent: false,
		expiring: true,
		local: true,
		flush_group: true,
		multiple: { m1: true, m2: true },
	} );
	assert.deepEqual( check( 'read' ), {
		object: { a: 1 },
		added: 'first',
		counter: 0,
		expiring: false,
		expired: true,
		local: false,
		flushed: false,
		multiple: { m1: 1, m2: 2, m3: false },
		deleted: true,
	} );
} );

test( 'a change made through node a shows at once through node b: event page, list and calendar', async () => {
	const event = await createEvent( { name: 'Seat', price: '0' }, 'a' );
	const range = `calendar/events?start=${ day }T00:00:00Z&end=${ day }T23:59:59Z`;
	// Node b reads (and caches) the event first.
	const cached = await rest( 'GET', range, { via: 'b' } );
	assert.ok(
		JSON.stringify( cached.body ).includes( event.title ),
		cached.text
	);
	assert.equal(
		( await request( 'GET', new URL( event.link ).pathname, { via: 'b' } ) )
			.status,
		200
	);

	const title = unique( 'Renamed on a' );
	const renamed = await rest( 'PUT', `events/${ event.id }`, {
		via: 'a',
		as: 'admin',
		body: { title },
	} );
	assert.equal( renamed.status, 200, renamed.text );

	const page = await request( 'GET', new URL( event.link ).pathname, {
		via: 'b',
	} );
	assert.ok( page.text.includes( title ), 'the event page on b' );
	const calendar = await rest( 'GET', range, { via: 'b' } );
	assert.ok(
		JSON.stringify( calendar.body ).includes( title ),
		'calendar on b'
	);
	const list = await rest(
		'GET',
		`events?search_keyword=${ encodeURIComponent( title ) }`,
		{ via: 'b', as: 'admin' }
	);
	assert.deepEqual(
		list.body.items.map( ( item ) => item.title ),
		[ title ]
	);

	const category = await rest( 'POST', 'event/categories', {
		via: 'a',
		as: 'admin',
		body: { name: unique( 'Category on a' ) },
	} );
	assert.equal( category.status, 201, category.text );
	const categories = await rest(
		'GET',
		`event/categories?search=${ encodeURIComponent( category.body.name ) }`,
		{ via: 'b', as: 'admin' }
	);
	assert.ok(
		JSON.stringify( categories.body ).includes( category.body.name ),
		categories.text
	);
} );

test( '30 buyers over both nodes for 5 seats buy exactly 5; a refund on node a frees a seat for node b', async () => {
	const event = await createEvent( {
		name: 'Last seats',
		price: '0',
		capacity: 5,
	} );
	const answers = await Promise.all(
		Array.from( { length: 30 }, () => book( event ) )
	);
	assert.deepEqual( tally( answers ), { 201: 5, 409: 25 } );
	assert.deepEqual(
		[ ...new Set( answers.map( ( answer ) => answer.node ) ) ].sort(),
		[ 'a', 'b' ]
	);
	assert.deepEqual( await seats( event ), {
		sold: 5,
		bookings: 5,
		attendees: 5,
	} );

	const first = answers.find( ( answer ) => answer.status === 201 ).body;
	const refund = await rest( 'POST', `orders/${ first.id }/refunds`, {
		via: 'a',
		as: 'admin',
		body: { type: 'ticket' },
	} );
	assert.equal( refund.status, 201, refund.text );
	assert.equal( ( await book( event, { via: 'b' } ) ).status, 201 );
	assert.equal( ( await book( event, { via: 'a' } ) ).status, 409 );
} );

test( 'the booking limit through the balancer: forged X-Forwarded-For is still limited; two visitors keep their own', async () => {
	const event = await createEvent( { name: 'Free', price: '0' } );
	await settings( { checkout_rate_limit: 3 } );
	try {
		// The limit counts per minute: start with room left in this one.
		const second = new Date().getUTCSeconds();
		if ( second > 40 ) {
			await new Promise( ( resolve ) =>
				setTimeout( resolve, ( 61 - second ) * 1000 )
			);
		}
		const forged = [];
		for ( let i = 0; i < 4; i++ ) {
			forged.push(
				await book( event, {
					from: '127.0.0.3',
					headers: { 'X-Forwarded-For': `203.0.113.${ i + 1 }` },
				} )
			);
		}
		assert.deepEqual(
			forged.map( ( answer ) => answer.status ),
			[ 201, 201, 201, 429 ]
		);
		assert.equal(
			forged[ 3 ].body.message,
			'Too many booking attempts. Please wait a minute and try again.'
		);
		// Another visitor, another address: a limit of their own.
		assert.equal(
			( await book( event, { from: '127.0.0.4' } ) ).status,
			201
		);
	} finally {
		await settings( { checkout_rate_limit: 10000 } );
	}
} );

test( 'an export started through node a downloads through node b', async () => {
	const event = await createEvent( { name: 'Export', price: '0' } );
	for ( let i = 0; i < 3; i++ ) {
		assert.equal( ( await book( event ) ).status, 201 );
	}
	const started = await rest( 'POST', 'attendees/exports', {
		via: 'a',
		as: 'admin',
		body: { format: 'csv', event_id: event.id },
	} );
	assert.equal( started.status, 201, started.text );
	let status = started.body;
	for ( let i = 0; i < 100 && status.status !== 'done'; i++ ) {
		await new Promise( ( resolve ) => setTimeout( resolve, 200 ) );
		status = (
			await rest( 'GET', `batches/${ started.body.id }`, {
				via: 'b',
				as: 'admin',
			} )
		).body;
	}
	assert.equal( status.status, 'done' );
	const download = new URL( status.details.download_url );
	const file = await request( 'GET', download.pathname + download.search, {
		via: 'b',
		as: 'admin',
	} );
	assert.equal( file.status, 200, file.text.slice( 0, 300 ) );
	assert.equal( file.node, 'b' );
	assert.equal(
		file.text
			.replace( /^\uFEFF/, '' )
			.trim()
			.split( /\r\n/ ).length,
		4
	);
	// The shared uploads folder holds it, but nginx never serves it at its own address.
	const where = execFileSync(
		'php',
		[
			path.join( import.meta.dirname, '../rest/export-file.php' ),
			String( started.body.id ),
		],
		{ encoding: 'utf8' }
	);
	assert.match(
		where,
		/^\/wp-content\/uploads\/eventin-exports-[a-f0-9]{32}\//
	);
	for ( const via of [ undefined, 'a', 'b' ] ) {
		for ( const target of [ where, where.replace( /[^/]+$/, '' ) ] ) {
			const direct = await request( 'GET', target, { via } );
			assert.equal( direct.status, 404, `${ target } via ${ via }` );
		}
	}
} );

test( 'signed links made on one node open on the other: the ticket page, the RSVP change link, the certificate', async () => {
	const event = await createEvent( { name: 'Linked', price: '0' }, 'a', {
		rsvp: { enabled: true, limit: -1, max_attendees: 5 },
		certificate: {
			enabled: true,
			title: 'Certificate',
			body: '{attendee_name} attended {event_title}.',
		},
	} );
	const order = await book( event, { via: 'a' } );
	const attendees = await rest( 'GET', `orders/${ order.body.id }`, {
		via: 'a',
		as: 'admin',
	} );
	const ticket = await request(
		'GET',
		`/?eventin-ticket=${ attendees.body.attendees[ 0 ].code }`,
		{ via: 'b' }
	);
	assert.equal( ticket.status, 200 );
	assert.ok( ticket.text.includes( 'Your ticket' ) );

	// Checked in at the door through node a; the certificate's link, made on a, opens on b.
	const holder = attendees.body.attendees[ 0 ];
	const scanned = await rest( 'POST', 'attendees/check-in', {
		via: 'a',
		as: 'admin',
		body: {
			event_id: event.id,
			code: holder.code,
			nonce: `cluster-${ holder.code }`,
		},
	} );
	assert.equal( scanned.body.result, 'ok', scanned.text );
	const lookup = await rest( 'POST', 'certificates/lookup', {
		via: 'a',
		body: { code: holder.code, email: holder.email },
	} );
	assert.equal( lookup.status, 200, lookup.text );
	const certificate = await request(
		'GET',
		new URL( lookup.body.url ).pathname + new URL( lookup.body.url ).search,
		{ via: 'b' }
	);
	assert.equal( certificate.status, 200 );
	assert.equal( certificate.node, 'b' );
	assert.ok( certificate.text.includes( `${ holder.name } attended` ) );

	const email = `cluster-${ Date.now().toString( 36 ) }@example.com`;
	const answered = await rest( 'POST', 'rsvp-registration', {
		via: 'a',
		body: { event_id: event.id, name: 'Rita Cluster', email },
	} );
	assert.equal( answered.status, 201, answered.text );
	const mail = await waitForMail( ( m ) => m.to.includes( email ), 60000 );
	const link = /href="([^"]*eventin-rsvp=[^"]+)"/.exec( mail.html )[ 1 ];
	const page = await request(
		'GET',
		new URL( link.replaceAll( '&amp;', '&' ) ).pathname +
			new URL( link.replaceAll( '&amp;', '&' ) ).search,
		{ via: 'b' }
	);
	assert.equal( page.status, 200 );
	assert.ok( page.text.includes( 'Rita Cluster' ) );
} );

test( 'jobs queued through both nodes, their kicks and two system-cron runners at once: each job runs exactly once', async () => {
	const plugin = path.join(
		SITE,
		'wp-content',
		'mu-plugins',
		'eventin-test-job-runners.php'
	);
	fs.copyFileSync(
		path.join( import.meta.dirname, '../rest/jobs-runners-plugin.php' ),
		plugin
	);
	try {
		const names = Array.from(
			{ length: 16 },
			( _, i ) => `cluster${ Date.now().toString( 36 ) }n${ i }`
		);
		const cron = () =>
			new Promise( ( resolve, reject ) =>
				execFile(
					'php',
					[
						path.join(
							import.meta.dirname,
							'../../includes/Jobs/cron.php'
						),
						`--path=${ SITE }`,
						'--seconds=15',
						'--once',
					],
					( error, stdout, stderr ) =>
						error
							? reject( new Error( stderr ) )
							: resolve( stdout )
				)
			);
		// Half of them kick a loopback runner through the balancer; the crons start meanwhile.
		const queued = await Promise.all(
			names.map( ( name, i ) =>
				request(
					'GET',
					`/?eventin_test_queue=${ name }&sleep=100${ i % 2 ? '&nokick=1' : '' }`
				)
			)
		);
		assert.deepEqual(
			[ ...new Set( queued.map( ( answer ) => answer.node ) ) ].sort(),
			[ 'a', 'b' ]
		);
		await Promise.all( [ cron(), cron() ] );
		for ( const [ i, name ] of names.entries() ) {
			const state = (
				await request(
					'GET',
					`/?eventin_test_ran=${ name }&job=${ queued[ i ].body.id }`
				)
			).body;
			assert.equal( state.job.status, 'done', name );
			assert.equal( state.runs.length, 1, `${ name } ran once` );
		}
	} finally {
		fs.rmSync( plugin, { force: true } );
	}
} );

test( 'Redis flushed in the middle of a sale: no seat lost or sold twice', async () => {
	const event = await createEvent( {
		name: 'Flushed',
		price: '0',
		capacity: 20,
	} );
	const port = /EVENTIN_CLUSTER_REDIS_PORT', (\d+)/.exec(
		fs.readFileSync( path.join( SITE, 'wp-config.php' ), 'utf8' )
	)[ 1 ];
	const sale = Promise.all(
		Array.from( { length: 40 }, () => book( event ) )
	);
	await new Promise( ( resolve ) => setTimeout( resolve, 150 ) );
	execFileSync( 'redis-cli', [ '-p', port, 'FLUSHALL' ] );
	const answers = await sale;
	assert.deepEqual( tally( answers ), { 201: 20, 409: 20 } );
	assert.deepEqual( await seats( event ), {
		sold: 20,
		bookings: 20,
		attendees: 20,
	} );
} );

test( 'one node’s PHP killed in the middle of a sale: the other node serves, and no booking is half made', async () => {
	const event = await createEvent( {
		name: 'Outage',
		price: '0',
		capacity: 30,
	} );
	const pid = Number(
		fs.readFileSync( path.join( CLUSTER_DIR, 'fpm-a.pid' ), 'utf8' )
	);
	const sale = Promise.all(
		Array.from( { length: 40 }, async ( _, i ) => {
			await new Promise( ( resolve ) => setTimeout( resolve, i * 10 ) );
			return book( event );
		} )
	);
	await new Promise( ( resolve ) => setTimeout( resolve, 100 ) );
	process.kill( -pid, 'SIGKILL' );
	const answers = await sale;
	const sold = answers.filter( ( answer ) => answer.status === 201 );
	// After the kill only node b answers.
	const later = await Promise.all(
		Array.from( { length: 4 }, () => request( 'GET', '/wp-login.php' ) )
	);
	assert.deepEqual(
		[ ...new Set( later.map( ( answer ) => answer.node ) ) ],
		[ 'b' ]
	);
	// Every answer is a booking or a refusal (or the dead node's 502 for a request it held).
	for ( const answer of answers ) {
		assert.ok( [ 201, 409, 502 ].includes( answer.status ), answer.text );
	}
	// Whatever the dead node was doing: each booking whole, the sold count its seats.
	const now = await seats( event );
	assert.equal( now.sold, now.bookings );
	assert.equal( now.attendees, now.bookings );
	assert.ok( now.bookings >= sold.length );
	assert.ok( now.bookings <= 30 );
	// Each completed booking is whole: its attendees completed, its history, its mails.
	const completed = (
		await rest( 'GET', `orders?event_id=${ event.id }&per_page=100`, {
			via: 'b',
			as: 'admin',
		} )
	).body.items.filter( ( order ) => order.status === 'completed' );
	assert.ok( completed.length >= sold.length );
	const details = () =>
		Promise.all(
			completed.map(
				async ( order ) =>
					(
						await rest( 'GET', `orders/${ order.id }`, {
							via: 'b',
							as: 'admin',
						} )
					).body
			)
		);
	for ( const booking of await details() ) {
		assert.deepEqual(
			[ ...new Set( booking.attendees.map( ( a ) => a.status ) ) ],
			[ 'completed' ],
			`booking ${ booking.id }`
		);
		assert.equal( booking.history.at( -1 ).to, 'completed' );
	}
	// Their mails were queued with them: the system cron sends them all.
	execFileSync(
		'php',
		[
			path.join( import.meta.dirname, '../../includes/Jobs/cron.php' ),
			`--path=${ SITE }`,
			'--seconds=20',
			'--once',
		],
		{ encoding: 'utf8' }
	);
	const unsent = ( await details() ).filter(
		( booking ) => booking.mail_status !== 'sent'
	);
	assert.deepEqual(
		unsent.map( ( b ) => b.id ),
		[],
		'bookings whose mails did not go out'
	);
	// Every kept count, sum and index matches its sources (npm run verify --cluster).
	assertNoDrift( SITE, process.env.EVENTIN_TEST_URL );
} );
