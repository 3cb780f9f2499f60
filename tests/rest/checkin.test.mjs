/**
 * Check-in at the door over HTTP, as the scanner calls it: `attendees/check-in` (one scan, a
 * retry, undo), `/sync` (a queue of offline scans) and the pull `?event_id&since`. The answers,
 * the reasons a ticket is refused, the earliest entry by scan time winning whichever device sent
 * it first, 50 devices scanning one ticket at once, and who may scan. What a device or a caller
 * claims is checked: a clock that is off, a refund while inside, another vendor's code.
 */
import { before, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { api } from './client.mjs';
import { createTicketedEvent, day, uniqueAddress } from './bookings.mjs';

const nonce = () => randomUUID();
const scanner = 'qrscanner';

/**
 * Books tickets of the event's first type; answers their attendees (with codes).
 * @param {Object} event
 * @param {number} quantity
 * @param {Object} [more]   More of the booking's body (gateway).
 */
async function attendeesOf( event, quantity = 1, more = {} ) {
	const placed = await api( 'POST', 'orders', {
		body: {
			event_id: event.id,
			tickets: [ { ticket_id: event.tickets[ 0 ].id, quantity } ],
			customer: { name: 'Door Guest', email: uniqueAddress( 'door' ) },
			...more,
		},
	} );
	assert.equal( placed.status, 201, JSON.stringify( placed.body ) );
	const order = await api( 'GET', `orders/${ placed.body.id }`, {
		as: 'admin',
	} );
	return { order: placed.body, attendees: order.body.attendees };
}

/**
 * One scan as the scanner role.
 * @param {Object} body
 * @param {string} [as]
 */
const scan = ( body, as = scanner ) =>
	api( 'POST', 'attendees/check-in', {
		as,
		body: { nonce: nonce(), device: 'Door 1', ...body },
	} );

const pull = ( eventId, since = 0 ) =>
	api( 'GET', `attendees/check-in?event_id=${ eventId }&since=${ since }`, {
		as: scanner,
	} );

before( async () => {
	const settings = await api( 'PUT', 'settings', {
		as: 'admin',
		body: { payments: { offline: 'on' } },
	} );
	assert.equal( settings.status, 200, JSON.stringify( settings.body ) );
} );

/**
 * ISO time a number of seconds ago.
 * @param seconds
 */
const ago = ( seconds ) =>
	new Date( Date.now() - seconds * 1000 ).toISOString();

test( 'a valid ticket is admitted once; the second entry says already checked in, where and by whom', async () => {
	const event = await createTicketedEvent( [ { name: 'Door', price: '0' } ] );
	const [ ann ] = ( await attendeesOf( event ) ).attendees;
	const first = await scan( { code: ann.code, event_id: event.id } );
	assert.equal( first.status, 200, JSON.stringify( first.body ) );
	assert.equal( first.body.result, 'ok' );
	assert.equal( first.body.reason, null );
	assert.equal( first.body.direction, 'in' );
	assert.equal( first.body.device, 'Door 1' );
	assert.equal( first.body.user, 'qrscanner' );
	assert.equal( first.body.attendee.name, 'Door Guest' );
	assert.equal( first.body.attendee.ticket_name, 'Door' );
	assert.equal( first.body.attendee.inside, true );
	assert.match(
		first.body.attendee.checked_in_at,
		/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/
	);

	const second = await scan(
		{ code: ann.code, event_id: event.id },
		'frontdesk'
	);
	assert.equal( second.body.result, 'rejected' );
	assert.equal( second.body.reason, 'already_redeemed' );
	assert.equal( second.body.redeemed.device, 'Door 1' );
	assert.equal( second.body.redeemed.user, first.body.user );
	assert.equal( second.body.redeemed.scanned_at, first.body.scanned_at );

	// The attendee list shows the ticket used, when, and that they are inside; its filter finds them.
	const listed = await api( 'GET', `attendees/${ ann.id }`, { as: 'admin' } );
	assert.equal( listed.body.ticket_status, 'used' );
	assert.equal(
		listed.body.checked_in_at,
		first.body.attendee.checked_in_at
	);
	assert.equal( listed.body.inside, true );
	const used = await api(
		'GET',
		`attendees?event_id=${ event.id }&ticket_status=used`,
		{ as: 'admin' }
	);
	assert.deepEqual(
		used.body.items.map( ( a ) => a.id ),
		[ ann.id ]
	);

	const { body } = await pull( event.id );
	assert.deepEqual( body.counts, { inside: 1, checked_in: 1, total: 1 } );
} );

test( 'a retried nonce answers the same and stores nothing new', async () => {
	const event = await createTicketedEvent( [ { name: 'Door', price: '0' } ] );
	const [ ann ] = ( await attendeesOf( event ) ).attendees;
	const body = { code: ann.code, event_id: event.id, nonce: nonce() };
	const start = ( await pull( event.id ) ).body.seq;
	const first = await scan( body );
	const again = await scan( body );
	assert.deepEqual( again.body, first.body );
	assert.equal( again.body.result, 'ok' );
	const changes = ( await pull( event.id, start ) ).body;
	assert.equal( changes.counts.checked_in, 1 );
	assert.equal( changes.scans.length, 1 );
} );

test( 'exit, re-entry, exit while outside, and undo of the last scan', async () => {
	const event = await createTicketedEvent( [ { name: 'Door', price: '0' } ] );
	const [ ann ] = ( await attendeesOf( event ) ).attendees;
	const at = { code: ann.code, event_id: event.id };
	assert.equal(
		( await scan( { ...at, direction: 'out' } ) ).body.reason,
		'not_inside'
	);
	assert.equal( ( await scan( at ) ).body.result, 'ok' );
	const out = await scan( { ...at, direction: 'out' } );
	assert.equal( out.body.result, 'ok' );
	assert.equal( out.body.attendee.inside, false );
	assert.equal( ( await pull( event.id ) ).body.counts.inside, 0 );
	const back = await scan( at );
	assert.equal( back.body.result, 'ok' );
	assert.equal( back.body.attendee.inside, true );

	const undone = await api( 'POST', 'attendees/check-in/undo', {
		as: scanner,
		body: { event_id: event.id, nonce: back.body.nonce },
	} );
	assert.equal( undone.status, 200, JSON.stringify( undone.body ) );
	assert.equal( undone.body.undone, true );
	assert.equal( undone.body.attendee.inside, false );
	assert.deepEqual( ( await pull( event.id ) ).body.counts, {
		inside: 0,
		checked_in: 1,
		total: 1,
	} );

	const missing = await api( 'POST', 'attendees/check-in/undo', {
		as: scanner,
		body: { event_id: event.id, nonce: nonce() },
	} );
	assert.equal( missing.status, 404 );
	assert.equal(
		missing.body.message,
		'There is no such scan at this event.'
	);
} );

test( 'unknown codes, another event’s ticket, refunded and unpaid tickets are refused', async () => {
	const event = await createTicketedEvent( [ { name: 'Door', price: '5' } ] );
	const other = await createTicketedEvent( [
		{ name: 'Elsewhere', price: '0' },
	] );
	const [ stranger ] = ( await attendeesOf( other ) ).attendees;
	const unpaid = await attendeesOf( event, 1, { gateway: 'offline' } );
	const paid = await attendeesOf( event, 1, { gateway: 'offline' } );
	assert.equal(
		(
			await api( 'POST', `orders/${ paid.order.id }/mark-paid`, {
				as: 'admin',
				body: {},
			} )
		).status,
		200
	);
	const refund = await api( 'POST', `orders/${ paid.order.id }/refunds`, {
		as: 'admin',
		body: { type: 'ticket' },
	} );
	assert.equal( refund.status, 201, JSON.stringify( refund.body ) );

	const unknown = await scan( {
		code: 'f'.repeat( 32 ),
		event_id: event.id,
	} );
	assert.deepEqual(
		[ unknown.body.result, unknown.body.reason, unknown.body.attendee ],
		[ 'rejected', 'invalid', null ]
	);
	const elsewhere = await scan( { code: stranger.code, event_id: event.id } );
	assert.deepEqual(
		[ elsewhere.body.reason, elsewhere.body.attendee ],
		[ 'other_event', null ]
	);
	const notPaid = await scan( {
		code: unpaid.attendees[ 0 ].code,
		event_id: event.id,
	} );
	assert.equal( notPaid.body.reason, 'unpaid' );
	assert.equal( notPaid.body.attendee.status, 'pending' );
	const refunded = await scan( {
		code: paid.attendees[ 0 ].code,
		event_id: event.id,
	} );
	assert.equal( refunded.body.reason, 'refunded' );
	// None of them counts, and the other event's ticket is still unused there.
	assert.deepEqual( ( await pull( event.id ) ).body.counts, {
		inside: 0,
		checked_in: 0,
		total: 0,
	} );
	assert.equal( ( await pull( other.id ) ).body.counts.checked_in, 0 );
} );

test( 'a sync with duplicates: one entry per ticket, the answers in order, a nonce twice is one scan', async () => {
	const event = await createTicketedEvent( [ { name: 'Door', price: '0' } ] );
	const { attendees } = await attendeesOf( event, 3 );
	const repeated = nonce();
	const scans = [
		{ code: attendees[ 0 ].code, scanned_at: ago( 50 ), nonce: repeated },
		{ code: attendees[ 0 ].code, scanned_at: ago( 40 ), nonce: nonce() },
		{ code: attendees[ 1 ].code, scanned_at: ago( 30 ), nonce: nonce() },
		{ code: attendees[ 0 ].code, scanned_at: ago( 50 ), nonce: repeated },
		{ code: 'nope', scanned_at: ago( 20 ), nonce: nonce() },
	].map( ( item ) => ( { ...item, event_id: event.id, device: 'Offline' } ) );
	const synced = await api( 'POST', 'attendees/check-in/sync', {
		as: scanner,
		body: { scans },
	} );
	assert.equal( synced.status, 200, JSON.stringify( synced.body ) );
	assert.deepEqual(
		synced.body.scans.map( ( s ) => [ s.result, s.reason ] ),
		[
			[ 'ok', null ],
			[ 'rejected', 'already_redeemed' ],
			[ 'ok', null ],
			[ 'ok', null ],
			[ 'rejected', 'invalid' ],
		]
	);
	assert.equal( synced.body.scans[ 3 ].nonce, repeated );
	assert.deepEqual( synced.body.counts, {
		inside: 2,
		checked_in: 2,
		total: 3,
	} );
} );

test( 'two devices offline admit one ticket: the earlier scan wins whichever syncs first, and the other learns it from the pull', async () => {
	const event = await createTicketedEvent( [ { name: 'Door', price: '0' } ] );
	const [ ann ] = ( await attendeesOf( event ) ).attendees;
	const start = ( await pull( event.id ) ).body.seq;
	// Door 2 scanned later but syncs first: it admits, for now.
	const later = await api( 'POST', 'attendees/check-in/sync', {
		as: scanner,
		body: {
			scans: [
				{
					code: ann.code,
					event_id: event.id,
					scanned_at: ago( 10 ),
					device: 'Door 2',
					nonce: nonce(),
				},
			],
		},
	} );
	assert.equal( later.body.scans[ 0 ].result, 'ok' );
	// Door 1's earlier scan arrives: it is the entry; Door 2's turns into already_redeemed.
	const earlier = await api( 'POST', 'attendees/check-in/sync', {
		as: 'frontdesk',
		body: {
			scans: [
				{
					code: ann.code,
					event_id: event.id,
					scanned_at: ago( 20 ),
					device: 'Door 1',
					nonce: nonce(),
				},
			],
		},
	} );
	assert.equal( earlier.body.scans[ 0 ].result, 'ok' );
	const changes = ( await pull( event.id, start ) ).body;
	const door2 = changes.scans.find(
		( s ) => s.nonce === later.body.scans[ 0 ].nonce
	);
	assert.equal( door2.result, 'rejected' );
	assert.equal( door2.reason, 'already_redeemed' );
	assert.equal( door2.redeemed.device, 'Door 1' );
	assert.equal( changes.tickets.length, 1 );
	assert.equal( changes.tickets[ 0 ].entry.device, 'Door 1' );
	assert.deepEqual( changes.counts, { inside: 1, checked_in: 1, total: 1 } );
	// Nothing new since: an empty pull.
	const quiet = ( await pull( event.id, changes.seq ) ).body;
	assert.deepEqual( [ quiet.scans, quiet.tickets ], [ [], [] ] );
} );

test( '50 devices scanning one ticket at once: exactly one entry', async () => {
	const event = await createTicketedEvent( [ { name: 'Door', price: '0' } ] );
	const [ ann ] = ( await attendeesOf( event ) ).attendees;
	const start = ( await pull( event.id ) ).body.seq;
	const answers = await Promise.all(
		Array.from( { length: 50 }, ( _, i ) =>
			scan( {
				code: ann.code,
				event_id: event.id,
				device: `Door ${ i }`,
			} )
		)
	);
	assert.deepEqual(
		[ ...new Set( answers.map( ( a ) => a.status ) ) ],
		[ 200 ]
	);
	const { tickets, scans, counts } = ( await pull( event.id, 0 ) ).body;
	assert.equal( tickets[ 0 ].inside, true );
	assert.deepEqual( scans, [] );
	assert.deepEqual( counts, { inside: 1, checked_in: 1, total: 1 } );
	// The server's final word: one ok entry among the 50 scans, and each device was told the same.
	const all = ( await pull( event.id, start ) ).body.scans;
	assert.equal( all.length, 50 );
	assert.equal( all.filter( ( s ) => s.result === 'ok' ).length, 1 );
	assert.equal( answers.filter( ( a ) => a.body.result === 'ok' ).length, 1 );
} );

test( 'the offline download holds every ticket of the event with its holder and type', async () => {
	const event = await createTicketedEvent( [ { name: 'Door', price: '0' } ] );
	const { attendees } = await attendeesOf( event, 3 );
	const { body } = await pull( event.id );
	assert.deepEqual(
		body.tickets.map( ( t ) => [
			t.id,
			t.code,
			t.name,
			t.ticket_name,
			t.status,
			t.inside,
			t.checked_in_at,
			t.entry,
		] ),
		attendees.map( ( a ) => [
			a.id,
			a.code,
			'Door Guest',
			'Door',
			'completed',
			false,
			null,
			null,
		] )
	);
} );

test( 'the offline download is gzip-compressed for clients that accept it, and the same JSON', async () => {
	const event = await createTicketedEvent( [ { name: 'Door', price: '0' } ] );
	await attendeesOf( event, 60 );
	const download = ( encoding ) =>
		api( 'GET', `attendees/check-in?event_id=${ event.id }&since=0`, {
			as: 'qrscanner',
			headers: { 'Accept-Encoding': encoding },
		} );
	const plain = await download( 'identity' );
	const packed = await download( 'gzip, deflate, br' );
	assert.equal( plain.status, 200 );
	assert.equal( plain.headers.get( 'content-encoding' ), null );
	assert.equal( packed.headers.get( 'content-encoding' ), 'gzip' );
	assert.match( packed.headers.get( 'vary' ), /Accept-Encoding/ );
	assert.deepEqual( packed.body, plain.body );
	assert.equal( packed.body.tickets.length, 60 );
	const wire = Number( packed.headers.get( 'content-length' ) );
	const json = JSON.stringify( plain.body ).length;
	assert.ok(
		wire > 0 && wire * 5 < json,
		`${ wire } bytes for ${ json } of JSON`
	);
	// Small answers go as they are.
	const small = await api(
		'GET',
		`attendees/check-in?event_id=${ event.id }&since=999999`,
		{
			as: 'qrscanner',
			headers: { 'Accept-Encoding': 'gzip' },
		}
	);
	assert.equal( small.status, 200 );
	assert.equal( small.headers.get( 'content-encoding' ), null );
} );

test( 'only etn_manage_qr_scan may scan; bad bodies get their messages; unknown events 404', async () => {
	const event = await createTicketedEvent( [ { name: 'Door', price: '0' } ] );
	const [ ann ] = ( await attendeesOf( event ) ).attendees;
	for ( const as of [ 'ordermanager', 'attendeemanager', 'subscriber' ] ) {
		const refused = await scan(
			{ code: ann.code, event_id: event.id },
			as
		);
		assert.equal( refused.status, 403, as );
		assert.equal(
			refused.body.message,
			'Sorry, you are not allowed to do that.'
		);
	}
	assert.equal(
		( await scan( { code: ann.code, event_id: event.id }, null ) ).status,
		401
	);
	assert.equal( ( await pull( event.id ) ).body.counts.checked_in, 0 );

	const noCode = await scan( { code: '', event_id: event.id } );
	assert.equal( noCode.status, 400 );
	assert.equal( noCode.body.message, 'Enter a ticket code.' );
	const badNonce = await scan( {
		code: ann.code,
		event_id: event.id,
		nonce: 'x',
	} );
	assert.equal(
		badNonce.body.message,
		'A scan nonce is 8 to 64 letters, digits, hyphens or underscores.'
	);
	const badTime = await scan( {
		code: ann.code,
		event_id: event.id,
		scanned_at: 'yesterday',
	} );
	assert.equal(
		badTime.body.message,
		'The scan time must be a date and time in ISO 8601.'
	);
	const noEvent = await scan( { code: ann.code, event_id: 99999999 } );
	assert.equal( noEvent.status, 404 );
	assert.equal( noEvent.body.message, 'This event does not exist.' );
	const tooMany = await api( 'POST', 'attendees/check-in/sync', {
		as: scanner,
		body: {
			scans: Array.from( { length: 501 }, () => ( {
				code: ann.code,
				event_id: event.id,
				nonce: nonce(),
			} ) ),
		},
	} );
	assert.equal( tooMany.status, 400 );
	assert.equal( tooMany.body.message, 'Send at most 500 scans at once.' );
	const noNonce = await api( 'POST', 'attendees/check-in/sync', {
		as: scanner,
		body: { scans: [ { code: ann.code, event_id: event.id } ] },
	} );
	assert.equal( noNonce.status, 400 );
	assert.equal(
		noNonce.body.message,
		'A scan nonce is 8 to 64 letters, digits, hyphens or underscores.'
	);
	// Nothing of it was stored.
	assert.equal( ( await pull( event.id ) ).body.counts.checked_in, 0 );
} );

/**
 * Pays for an offline booking.
 * @param {Object} order
 */
async function markPaid( order ) {
	const paid = await api( 'POST', `orders/${ order.id }/mark-paid`, {
		as: 'admin',
		body: {},
	} );
	assert.equal( paid.status, 200, JSON.stringify( paid.body ) );
}

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

test( 'a phone whose clock is off cannot date a scan back: it is timed on arrival, flagged, and loses the earliest entry', async () => {
	const event = await createTicketedEvent( [ { name: 'Door', price: '0' } ] );
	const [ ann, bob ] = ( await attendeesOf( event, 2 ) ).attendees;
	const start = ( await pull( event.id ) ).body.seq;
	const door1 = await scan( {
		code: ann.code,
		event_id: event.id,
		scanned_at: ago( 5 ),
	} );
	assert.deepEqual(
		[ door1.body.result, door1.body.clock_off ],
		[ 'ok', false ]
	);
	// A year back, and at 1970: neither wins the entry nor writes an impossible instant.
	const arrived = Date.now();
	const yearBack = await scan(
		{
			code: ann.code,
			event_id: event.id,
			scanned_at: ago( 365 * 86400 ),
			device: 'Door 2',
		},
		'frontdesk'
	);
	assert.equal( yearBack.status, 200, JSON.stringify( yearBack.body ) );
	assert.deepEqual(
		[ yearBack.body.result, yearBack.body.reason, yearBack.body.clock_off ],
		[ 'rejected', 'already_redeemed', true ]
	);
	assert.equal( yearBack.body.redeemed.device, 'Door 1' );
	assert.match( yearBack.body.scanned_at, ISO );
	assert.ok( Date.parse( yearBack.body.scanned_at ) >= arrived - 1000 );
	const epoch = await scan( {
		code: bob.code,
		event_id: event.id,
		scanned_at: '1969-12-31T23:59:59.500Z',
	} );
	assert.deepEqual(
		[ epoch.body.result, epoch.body.clock_off ],
		[ 'ok', true ]
	);
	assert.match( epoch.body.scanned_at, ISO );
	assert.match( epoch.body.attendee.checked_in_at, ISO );
	assert.ok(
		Date.parse( epoch.body.attendee.checked_in_at ) >= arrived - 1000
	);
	// In a sync too, scan by scan; the pull has Door 1's entry in force.
	const synced = await api( 'POST', 'attendees/check-in/sync', {
		as: scanner,
		body: {
			scans: [
				{ code: bob.code, direction: 'out' },
				{ code: bob.code, scanned_at: ago( -3600 ) },
			].map( ( item ) => ( {
				...item,
				event_id: event.id,
				device: 'Door 3',
				nonce: nonce(),
			} ) ),
		},
	} );
	assert.deepEqual(
		synced.body.scans.map( ( s ) => [ s.result, s.clock_off ] ),
		[
			[ 'ok', false ],
			[ 'ok', true ],
		]
	);
	const changes = ( await pull( event.id, start ) ).body;
	const annNow = changes.tickets.find( ( t ) => t.id === ann.id );
	assert.equal( annNow.entry.device, 'Door 1' );
	assert.deepEqual( changes.counts, { inside: 2, checked_in: 2, total: 2 } );
	for ( const item of changes.scans ) {
		assert.match( item.scanned_at, ISO );
	}
} );

test( 'a refund or cancel ends the entry of a holder inside, whose exit is still taken', async () => {
	const event = await createTicketedEvent( [ { name: 'Door', price: '5' } ] );
	const { order, attendees } = await attendeesOf( event, 3, {
		gateway: 'offline',
	} );
	await markPaid( order );
	for ( const attendee of attendees ) {
		assert.equal(
			( await scan( { code: attendee.code, event_id: event.id } ) ).body
				.result,
			'ok'
		);
	}
	const start = ( await pull( event.id ) ).body.seq;
	const refund = await api( 'POST', `orders/${ order.id }/refunds`, {
		as: 'admin',
		body: { type: 'ticket', attendee_ids: [ attendees[ 0 ].id ] },
	} );
	assert.equal( refund.status, 201, JSON.stringify( refund.body ) );
	const removed = await api( 'DELETE', `attendees/${ attendees[ 1 ].id }`, {
		as: 'admin',
	} );
	assert.equal(
		removed.body.cancelled,
		true,
		JSON.stringify( removed.body )
	);
	const changes = ( await pull( event.id, start ) ).body;
	assert.deepEqual( changes.counts, { inside: 1, checked_in: 3, total: 1 } );
	assert.deepEqual(
		changes.tickets
			.map( ( t ) => [ t.id, t.status, t.inside ] )
			.sort( ( a, b ) => a[ 0 ] - b[ 0 ] ),
		[
			[ attendees[ 0 ].id, 'refunded', false ],
			[ attendees[ 1 ].id, 'cancelled', false ],
		]
	);
	for ( const gone of attendees.slice( 0, 2 ) ) {
		const out = await scan( {
			code: gone.code,
			event_id: event.id,
			direction: 'out',
		} );
		assert.deepEqual(
			[ out.body.result, out.body.reason ],
			[ 'ok', null ]
		);
		assert.notEqual(
			( await scan( { code: gone.code, event_id: event.id } ) ).body
				.result,
			'ok'
		);
	}
	assert.equal( ( await pull( event.id ) ).body.counts.inside, 1 );
} );

test( 'another vendor’s ticket code answers exactly what a code that does not exist answers', async () => {
	const vendorEvent = async ( vendor ) => {
		const created = await api( 'POST', 'events', {
			as: vendor,
			body: {
				title: `Door of ${ vendor }`,
				start_date: day,
				start_time: '10:00',
				end_date: day,
				end_time: '12:00',
				timezone: 'Europe/Berlin',
				tickets: [ { name: 'Entry', price: '0', capacity: 5 } ],
			},
		} );
		assert.equal( created.status, 201, JSON.stringify( created.body ) );
		const published = await api( 'PATCH', `events/${ created.body.id }`, {
			as: 'admin',
			body: { status: 'publish' },
		} );
		assert.equal( published.status, 200, JSON.stringify( published.body ) );
		return published.body;
	};
	const mine = await vendorEvent( 'vendor2' );
	const theirs = await vendorEvent( 'vendor1' );
	const [ foreign ] = ( await attendeesOf( theirs ) ).attendees;
	const shape = ( { body } ) => {
		const { nonce: _n, code: _c, scanned_at: _s, ...rest } = body;
		return rest;
	};
	const random = await scan(
		{ code: 'a'.repeat( 32 ), event_id: mine.id },
		'vendor2'
	);
	const real = await scan(
		{ code: foreign.code, event_id: mine.id },
		'vendor2'
	);
	assert.equal( real.status, random.status );
	assert.deepEqual( shape( real ), shape( random ) );
	assert.deepEqual(
		[ real.body.result, real.body.reason, real.body.attendee ],
		[ 'rejected', 'invalid', null ]
	);
	// Whoever reaches both events is told where the ticket belongs.
	assert.equal(
		( await scan( { code: foreign.code, event_id: mine.id } ) ).body.reason,
		'other_event'
	);
} );
