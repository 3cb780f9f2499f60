/**
 * The races, in one place (later features add theirs here): requests sent at the same instant
 * through real HTTP (the test site's PHP server runs four workers, so they run side by side) or,
 * for a start that is synchronized to the millisecond, as PHP processes (sell-ticket.php). Each
 * race ends in exactly the expected outcome, on SQLite and on MariaDB, with no 500 and nothing in
 * PHP's log.
 *
 * - buyers racing for the last seats: exactly the seats sold, the rest told what is left;
 * - a refund racing the purchases of the seat it frees, and two refunds of one booking;
 * - two admins saving the same event at once: one 200, one 409 'This event was changed by
 *   someone else' (each sent the modified time it read), and saves in turn with the current
 *   time both go through;
 * - a bulk delete racing an edit: the event ends in the trash with its children, edited or not,
 *   never half of each.
 */
import { test, after, before } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { api, unique } from './client.mjs';
import { createTicketedEvent, day } from './bookings.mjs';

const LOG = path.join(
	process.env.EVENTIN_TEST_SITE_DIR,
	'wp-content',
	'debug.log'
);
const logSize = () => ( fs.existsSync( LOG ) ? fs.statSync( LOG ).size : 0 );
let logStart = 0;

before( () => {
	logStart = logSize();
} );

after( () => {
	const added = fs.existsSync( LOG )
		? fs.readFileSync( LOG, 'utf8' ).slice( logStart )
		: '';
	assert.equal( added, '', 'PHP logged nothing during the races' );
} );

/**
 * Counts of each HTTP status: { 200: 1, 409: 1 }.
 * @param answers
 */
const tally = ( answers ) =>
	answers.reduce( ( counts, { status } ) => {
		counts[ status ] = ( counts[ status ] ?? 0 ) + 1;
		return counts;
	}, {} );

const book = ( event, quantity = 1, ticketIndex = 0 ) =>
	api( 'POST', 'orders', {
		body: {
			event_id: event.id,
			tickets: [
				{ ticket_id: event.tickets[ ticketIndex ].id, quantity },
			],
			customer: { name: 'Racer', email: 'racer@example.com' },
		},
	} );

const readEvent = async ( id ) => {
	const answer = await api( 'GET', `events/${ id }`, { as: 'admin' } );
	assert.equal( answer.status, 200, JSON.stringify( answer.body ) );
	return answer.body;
};

test( '30 visitors at once for 5 seats: exactly 5 bookings, the rest told it is sold out', async () => {
	const event = await createTicketedEvent( [
		{ name: 'Last seats', price: '0', capacity: 5 },
	] );
	const answers = await Promise.all(
		Array.from( { length: 30 }, () => book( event ) )
	);
	assert.deepEqual( tally( answers ), { 201: 5, 409: 25 } );
	for ( const answer of answers.filter( ( a ) => a.status === 409 ) ) {
		assert.equal( answer.body.message, 'Sold out: “Last seats”.' );
	}
	const final = await readEvent( event.id );
	assert.equal( final.sold_tickets, 5 );
	assert.equal( final.tickets[ 0 ].sold, 5 );
	const list = await api( 'GET', `orders?event_id=${ event.id }`, {
		as: 'admin',
	} );
	assert.equal( list.body.total_items, 5 );
	assert.ok(
		list.body.items.every( ( order ) => order.status === 'completed' )
	);
} );

test( '12 visitors for 2 seats each of 9: exactly 4 bookings, the rest told 1 is left', async () => {
	const event = await createTicketedEvent( [
		{ name: 'Pairs', price: '0', capacity: 9, max_per_order: 2 },
	] );
	const answers = await Promise.all(
		Array.from( { length: 12 }, () => book( event, 2 ) )
	);
	assert.deepEqual( tally( answers ), { 201: 4, 409: 8 } );
	for ( const answer of answers.filter( ( a ) => a.status === 409 ) ) {
		assert.equal( answer.body.message, 'Only 1 ticket of “Pairs” left.' );
	}
	assert.equal( ( await readEvent( event.id ) ).sold_tickets, 8 );
} );

test( 'twenty buyers racing for ten tickets in PHP processes started together never oversell', async () => {
	const event = await createTicketedEvent( [
		{ name: 'Race', price: '0', capacity: 10, max_per_order: 2 },
	] );
	const ticket = event.tickets[ 0 ].id;
	const start = ( Date.now() + 1500 ) / 1000;
	const script = path.join( import.meta.dirname, 'sell-ticket.php' );
	const buyers = Array.from(
		{ length: 20 },
		() =>
			new Promise( ( resolve, reject ) =>
				execFile(
					'php',
					[ script, String( ticket ), '1', String( start ) ],
					( error, stdout, stderr ) =>
						error
							? reject( new Error( stderr || error.message ) )
							: resolve( stdout.trim() )
				)
			)
	);
	const results = await Promise.all( buyers );
	assert.equal(
		results.filter( ( result ) => result === 'sold' ).length,
		10,
		results.join( ', ' )
	);
	assert.equal(
		results.filter( ( result ) => result === 'eventin_sold_out' ).length,
		10
	);
	const final = await readEvent( event.id );
	assert.equal( final.sold_tickets, 10 );
	assert.equal( final.tickets[ 0 ].sold, 10 );
} );

test( 'a refund racing the purchases of the seat it frees: the seat is sold once, never twice', async () => {
	for ( let round = 0; round < 3; round++ ) {
		const event = await createTicketedEvent( [
			{ name: 'Solo', price: '0', capacity: 1 },
		] );
		const first = await book( event );
		assert.equal( first.status, 201, JSON.stringify( first.body ) );
		const [ refund, ...buyers ] = await Promise.all( [
			api( 'POST', `orders/${ first.body.id }/refunds`, {
				as: 'ordermanager',
				body: { type: 'ticket' },
			} ),
			...Array.from( { length: 4 }, () => book( event ) ),
		] );
		assert.equal( refund.status, 201, JSON.stringify( refund.body ) );
		assert.equal( refund.body.order_status, 'refunded' );
		const counts = tally( buyers );
		const bought = counts[ 201 ] ?? 0;
		// Those who came before the seat was free were told so; at most one got it.
		assert.ok( bought <= 1, JSON.stringify( counts ) );
		assert.equal(
			bought + ( counts[ 409 ] ?? 0 ),
			4,
			JSON.stringify( counts )
		);
		for ( const answer of buyers.filter( ( a ) => a.status === 409 ) ) {
			assert.equal( answer.body.message, 'Sold out: “Solo”.' );
		}
		assert.equal( ( await readEvent( event.id ) ).sold_tickets, bought );
		// The freed seat is there for exactly one buyer in all.
		const late = await Promise.all( [ book( event ), book( event ) ] );
		assert.deepEqual(
			tally( late ),
			bought ? { 409: 2 } : { 201: 1, 409: 1 }
		);
		const final = await readEvent( event.id );
		assert.equal( final.sold_tickets, 1 );
		assert.equal( final.tickets[ 0 ].sold, 1 );
	}
} );

test( 'two refunds of one booking at once: one goes through, the other is told why', async () => {
	const event = await createTicketedEvent( [
		{ name: 'Twice', price: '0', capacity: 3 },
	] );
	const order = await book( event, 2 );
	assert.equal( order.status, 201, JSON.stringify( order.body ) );
	const answers = await Promise.all(
		[ 'ordermanager', 'admin' ].map( ( as ) =>
			api( 'POST', `orders/${ order.body.id }/refunds`, {
				as,
				body: { type: 'ticket' },
			} )
		)
	);
	assert.deepEqual( tally( answers ), { 201: 1, 409: 1 } );
	// What it was told depends on how far the other had got.
	const refused = answers.find( ( a ) => a.status === 409 );
	assert.ok(
		[
			'Only completed bookings can be refunded.',
			'Every ticket of this booking was refunded already.',
			'This booking was changed at the same time; reload it and try again.',
		].includes( refused.body.message ),
		refused.body.message
	);
	const booking = await api( 'GET', `orders/${ order.body.id }`, {
		as: 'admin',
	} );
	assert.equal( booking.body.status, 'refunded' );
	const refunds = await api( 'GET', `orders/${ order.body.id }/refunds`, {
		as: 'admin',
	} );
	assert.equal( refunds.body.refunds.length, 1 );
	assert.equal( ( await readEvent( event.id ) ).sold_tickets, 0 );
} );

/**
 * A published event of its own, as the administrator creates it.
 * @param fields
 */
async function createEvent( fields = {} ) {
	const answer = await api( 'POST', 'events', {
		as: 'admin',
		body: {
			title: unique( 'Race' ),
			status: 'publish',
			start_date: day,
			start_time: '10:00',
			end_date: day,
			end_time: '12:00',
			timezone: 'Europe/Berlin',
			...fields,
		},
	} );
	assert.equal( answer.status, 201, JSON.stringify( answer.body ) );
	return answer.body;
}

test( 'two admins saving the same event at once: one is saved, the other told it changed', async () => {
	for ( let round = 0; round < 4; round++ ) {
		const event = await createEvent();
		const { modified } = await readEvent( event.id );
		const answers = await Promise.all(
			[ 'admin', 'eventmanager' ].map( ( as ) =>
				api( 'PUT', `events/${ event.id }`, {
					as,
					body: { title: `Saved by ${ as }`, modified },
				} )
			)
		);
		assert.deepEqual( tally( answers ), { 200: 1, 409: 1 } );
		const saved = answers.find( ( a ) => a.status === 200 ).body;
		const refused = answers.find( ( a ) => a.status === 409 ).body;
		assert.equal( refused.code, 'eventin_event_changed' );
		assert.equal(
			refused.message,
			'This event was changed by someone else'
		);
		const now = await readEvent( event.id );
		assert.equal(
			now.title,
			saved.title,
			'the refused save wrote nothing'
		);
		assert.equal( now.modified, saved.modified );
		assert.ok( Date.parse( saved.modified ) > Date.parse( modified ) );
	}
} );

test( 'six saves of one copy at once: exactly one goes through, whatever each changes', async () => {
	const event = await createEvent( {
		tickets: [ { name: 'Standard', price: '0', capacity: 50 } ],
	} );
	const { modified, tickets } = await readEvent( event.id );
	const changes = [
		{ title: 'Renamed' },
		{ tickets: [ { ...tickets[ 0 ], capacity: 60 } ] },
		{ rsvp: { limit: 12 } },
		{ end_time: '13:00' },
		{ tickets: [] },
		{ description: 'New words' },
	];
	const answers = await Promise.all(
		changes.map( ( change ) =>
			api( 'PUT', `events/${ event.id }`, {
				as: 'admin',
				body: { ...change, modified },
			} )
		)
	);
	assert.deepEqual( tally( answers ), { 200: 1, 409: 5 } );
	const winner = changes[ answers.findIndex( ( a ) => a.status === 200 ) ];
	const now = await readEvent( event.id );
	assert.equal( now.title, winner.title ?? event.title );
	assert.equal( now.description, winner.description ?? '' );
	assert.equal( now.end_time, winner.end_time ?? '12:00' );
	assert.equal( now.rsvp.limit, winner.rsvp?.limit ?? -1 );
	assert.deepEqual(
		now.tickets.map( ( ticket ) => ticket.capacity ),
		( winner.tickets ?? tickets ).map( ( ticket ) => ticket.capacity )
	);
} );

test( 'saves in turn, each with the modified time the last answered, all go through', async () => {
	const event = await createEvent();
	let { modified } = event;
	for ( const as of [ 'admin', 'eventmanager', 'admin' ] ) {
		const answer = await api( 'PUT', `events/${ event.id }`, {
			as,
			body: { title: `Turn of ${ as }`, modified },
		} );
		assert.equal( answer.status, 200, JSON.stringify( answer.body ) );
		assert.ok(
			Date.parse( answer.body.modified ) > Date.parse( modified )
		);
		( { modified } = answer.body );
	}
	// The first copy is stale by now.
	const stale = await api( 'PUT', `events/${ event.id }`, {
		as: 'eventmanager',
		body: { title: 'Stale', modified: event.modified },
	} );
	assert.equal( stale.status, 409 );
	assert.equal( ( await readEvent( event.id ) ).title, 'Turn of admin' );
} );

test( 'a bulk delete racing an edit: trashed with its children, edited before or refused after', async () => {
	for ( let round = 0; round < 6; round++ ) {
		const title = unique( 'Bulk' );
		const event = await createEvent( {
			title,
			recurring_enabled: 'yes',
			recurrence: {
				frequency: 'daily',
				interval: 1,
				ends: 'after',
				count: 3,
			},
		} );
		const other = await createEvent( { title } );
		const withModified = round % 2 === 0;
		// The edit adds children; the delete must not leave any of them published.
		const [ remove, edit ] = await Promise.all( [
			api( 'DELETE', `events?ids=${ event.id },${ other.id }`, {
				as: 'eventmanager',
			} ),
			api( 'PUT', `events/${ event.id }`, {
				as: 'admin',
				body: {
					title: `${ title } edited`,
					recurrence: {
						frequency: 'daily',
						interval: 1,
						ends: 'after',
						count: 5,
					},
					...( withModified ? { modified: event.modified } : {} ),
				},
			} ),
		] );
		assert.equal( remove.status, 200, JSON.stringify( remove.body ) );
		assert.deepEqual( remove.body.deleted, [ event.id, other.id ] );
		assert.ok(
			[ 200, 409 ].includes( edit.status ),
			`${ edit.status } ${ JSON.stringify( edit.body ) }`
		);
		const now = await readEvent( event.id );
		assert.equal( now.status, 'trash' );
		assert.equal( ( await readEvent( other.id ) ).status, 'trash' );
		const live = await api(
			'GET',
			`events?search_keyword=${ encodeURIComponent( title ) }&per_page=100`,
			{ as: 'admin' }
		);
		assert.equal(
			live.body.total_items,
			0,
			`nothing left outside the trash: ${ JSON.stringify( live.body.items.map( ( item ) => [ item.id, item.status, item.parent ] ) ) }`
		);
		const trashed = await api(
			'GET',
			`events?status=trash&search_keyword=${ encodeURIComponent( title ) }&per_page=100`,
			{ as: 'admin' }
		);
		const children = trashed.body.items.filter(
			( item ) => item.parent === event.id
		);
		if ( edit.status === 200 ) {
			assert.equal( now.title, `${ title } edited` );
			assert.equal(
				children.length,
				4,
				'the edit made five occurrences'
			);
		} else {
			// It waited for the delete and found the event in the trash.
			assert.equal(
				edit.body.message,
				'Restore the event from the trash before changing it.'
			);
			assert.equal( now.title, title, 'the refused edit wrote nothing' );
			assert.equal( children.length, 2, 'the first three occurrences' );
		}
		assert.equal( trashed.body.total_items, 2 + children.length );
	}
} );
