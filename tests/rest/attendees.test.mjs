/**
 * The attendee routes over HTTP: who may use them, the list's filters and search, corrections,
 * complimentary tickets within capacity, removal that frees a seat exactly once, resending a
 * ticket to the inbox, and bad bodies that change nothing.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { api, unique } from './client.mjs';
import { createTicketedEvent, uniqueAddress } from './bookings.mjs';
import { waitForMail } from './mailbox.mjs';

/**
 * Books a free ticket of the event's first type for each name; answers the attendees.
 * @param event
 * @param names
 */
async function bookAttendees( event, names ) {
	const answer = await api( 'POST', 'orders', {
		body: {
			event_id: event.id,
			tickets: [
				{ ticket_id: event.tickets[ 0 ].id, quantity: names.length },
			],
			customer: { name: 'Buyer', email: uniqueAddress( 'buyer' ) },
			attendees: names.map( ( name ) => ( {
				ticket_id: event.tickets[ 0 ].id,
				name,
				email: uniqueAddress( name.split( ' ' )[ 0 ].toLowerCase() ),
			} ) ),
		},
	} );
	assert.equal( answer.status, 201, JSON.stringify( answer.body ) );
	const list = await api(
		'GET',
		`attendees?event_id=${ event.id }&per_page=100`,
		{ as: 'admin' }
	);
	return list.body.items;
}

const sold = async ( event ) =>
	( await api( 'GET', `events/${ event.id }`, { as: 'admin' } ) ).body
		.tickets[ 0 ].sold;

test( 'attendees are for attendee managers: anonymous 401, subscribers and order managers 403', async () => {
	const event = await createTicketedEvent( [ { name: 'Free', price: '0' } ] );
	const [ attendee ] = await bookAttendees( event, [ 'Ada Access' ] );
	const routes = [
		[ 'GET', 'attendees' ],
		[ 'GET', 'attendees/events' ],
		[
			'POST',
			'attendees',
			{
				event_id: event.id,
				ticket_id: event.tickets[ 0 ].id,
				name: 'X',
				email: 'x@example.com',
			},
		],
		[ 'DELETE', `attendees?ids=${ attendee.id }` ],
		[ 'GET', `attendees/${ attendee.id }` ],
		[ 'PUT', `attendees/${ attendee.id }`, { name: 'Changed' } ],
		[ 'DELETE', `attendees/${ attendee.id }` ],
		[ 'POST', `attendees/${ attendee.id }/resend-ticket` ],
	];
	for ( const [ method, route, body ] of routes ) {
		for ( const [ as, status ] of [
			[ null, 401 ],
			[ 'subscriber', 403 ],
			[ 'ordermanager', 403 ],
			[ 'eventmanager', 403 ],
		] ) {
			const answer = await api( method, route, { as, body } );
			assert.equal(
				answer.status,
				status,
				`${ method } ${ route } as ${ as }: ${ JSON.stringify( answer.body ) }`
			);
		}
	}
	// Nothing was changed by the refused calls.
	const after = await api( 'GET', `attendees/${ attendee.id }`, {
		as: 'attendeemanager',
	} );
	assert.equal( after.status, 200 );
	assert.equal( after.body.name, 'Ada Access' );
	assert.equal( after.body.payment_status, 'completed' );
	assert.equal( await sold( event ), 1 );
} );

test( 'the list filters by event, ticket type and payment status, and finds by name, address and code', async () => {
	const event = await createTicketedEvent( [
		{ name: 'Day pass', price: '0' },
		{ name: 'Workshop', price: '0' },
	] );
	const word = unique( 'Quillon' ).replace( /[^a-z0-9]/gi, '' );
	await bookAttendees( event, [ `${ word } Lovelace`, 'Grace Hopper' ] );
	const workshop = await api( 'POST', 'attendees', {
		as: 'attendeemanager',
		body: {
			event_id: event.id,
			ticket_id: event.tickets[ 1 ].id,
			name: 'Comp Guest',
			email: uniqueAddress( 'comp' ),
		},
	} );
	assert.equal( workshop.status, 201, JSON.stringify( workshop.body ) );

	const list = await api( 'GET', `attendees?event_id=${ event.id }`, {
		as: 'attendeemanager',
	} );
	assert.equal( list.status, 200 );
	assert.equal( list.body.total_items, 3 );
	assert.equal( list.headers.get( 'x-wp-total' ), '3' );
	assert.deepEqual(
		list.body.items.map( ( a ) => a.name ),
		[ 'Comp Guest', 'Grace Hopper', `${ word } Lovelace` ]
	);
	const first = list.body.items[ 2 ];
	assert.equal( first.event_title, event.title );
	assert.equal( first.ticket_name, 'Day pass' );
	assert.equal( first.payment_status, 'completed' );
	assert.equal( first.ticket_status, 'unused' );
	assert.match( first.code, /^[0-9a-f]{32}$/ );

	const byTicket = await api(
		'GET',
		`attendees?event_id=${ event.id }&ticket_id=${ event.tickets[ 1 ].id }`,
		{ as: 'attendeemanager' }
	);
	assert.deepEqual(
		byTicket.body.items.map( ( a ) => a.name ),
		[ 'Comp Guest' ]
	);
	assert.equal( byTicket.body.items[ 0 ].price, '0.00' );

	const byWord = await api(
		'GET',
		`attendees?search=${ word.slice( 0, 8 ).toLowerCase() }`,
		{ as: 'attendeemanager' }
	);
	assert.deepEqual(
		byWord.body.items.map( ( a ) => a.id ),
		[ first.id ]
	);
	assert.equal( byWord.body.total_items, 1 );

	// An address's beginning, up to its '@'.
	const atSign = first.email.indexOf( '@' );
	const byAddress = await api(
		'GET',
		`attendees?search=${ encodeURIComponent(
			first.email.slice( 0, atSign + 1 )
		) }`,
		{ as: 'attendeemanager' }
	);
	assert.deepEqual(
		byAddress.body.items.map( ( a ) => a.id ),
		[ first.id ]
	);
	const byFullAddress = await api(
		'GET',
		`attendees?search=${ encodeURIComponent( first.email ) }`,
		{ as: 'attendeemanager' }
	);
	assert.deepEqual(
		byFullAddress.body.items.map( ( a ) => a.id ),
		[ first.id ]
	);

	const byCode = await api(
		'GET',
		`attendees?search=${ first.code.slice( 0, 8 ).toUpperCase() }`,
		{ as: 'attendeemanager' }
	);
	assert.deepEqual(
		byCode.body.items.map( ( a ) => a.id ),
		[ first.id ]
	);

	const bySearchAndEvent = await api(
		'GET',
		`attendees?event_id=${ event.id }&search=grace`,
		{ as: 'attendeemanager' }
	);
	assert.deepEqual(
		bySearchAndEvent.body.items.map( ( a ) => a.name ),
		[ 'Grace Hopper' ]
	);

	await api( 'DELETE', `attendees/${ first.id }`, { as: 'attendeemanager' } );
	const cancelled = await api(
		'GET',
		`attendees?event_id=${ event.id }&payment_status=cancelled`,
		{ as: 'attendeemanager' }
	);
	assert.deepEqual(
		cancelled.body.items.map( ( a ) => a.id ),
		[ first.id ]
	);

	const events = await api( 'GET', 'attendees/events', {
		as: 'attendeemanager',
	} );
	const listed = events.body.find( ( e ) => e.id === event.id );
	assert.deepEqual(
		listed.tickets.map( ( t ) => t.name ),
		[ 'Day pass', 'Workshop' ]
	);
} );

test( 'deleting an attendee of a completed booking cancels it and frees its seat exactly once', async () => {
	const event = await createTicketedEvent( [
		{ name: 'Two seats', price: '0', capacity: 2 },
	] );
	const [ attendee ] = await bookAttendees( event, [ 'Seat Holder' ] );
	assert.equal( await sold( event ), 1 );
	const answers = await Promise.all(
		[ 1, 2, 3 ].map( () =>
			api( 'DELETE', `attendees/${ attendee.id }`, {
				as: 'attendeemanager',
			} )
		)
	);
	const statuses = answers.map( ( a ) => a.status ).sort();
	assert.ok(
		statuses.filter( ( s ) => s === 200 ).length >= 1,
		statuses.join( ',' )
	);
	const cancelledAnswers = answers.filter(
		( a ) => a.status === 200 && a.body.cancelled === true
	);
	assert.equal(
		cancelledAnswers.length,
		1,
		JSON.stringify( answers.map( ( a ) => a.body ) )
	);
	assert.equal( await sold( event ), 0 );
	const after = await api( 'GET', `attendees/${ attendee.id }`, {
		as: 'attendeemanager',
	} );
	// Cancelled, not erased, unless a later call erased the cancelled one.
	if ( after.status === 200 ) {
		assert.equal( after.body.payment_status, 'cancelled' );
	} else {
		assert.equal( after.status, 404 );
	}
	const order = await api( 'GET', `orders/${ attendee.order_id }`, {
		as: 'admin',
	} );
	assert.ok(
		order.body.history.some( ( line ) =>
			line.note.startsWith( 'Attendee “Seat Holder” cancelled' )
		)
	);
	// The seat is back on sale.
	await bookAttendees( event, [ 'Next One', 'And Another' ] );
	assert.equal( await sold( event ), 2 );
} );

test( 'complimentary tickets take a seat like a sale: the last seat goes once', async () => {
	const event = await createTicketedEvent( [
		{ name: 'One seat', price: '25', capacity: 1 },
	] );
	const body = {
		event_id: event.id,
		ticket_id: event.tickets[ 0 ].id,
		name: 'Guest',
		email: uniqueAddress( 'guest' ),
	};
	const answers = await Promise.all(
		[ 1, 2, 3, 4 ].map( () =>
			api( 'POST', 'attendees', { as: 'attendeemanager', body } )
		)
	);
	assert.deepEqual(
		answers.map( ( a ) => a.status ).sort(),
		[ 201, 409, 409, 409 ]
	);
	const made = answers.find( ( a ) => a.status === 201 ).body;
	assert.equal( made.payment_status, 'completed' );
	assert.equal( made.price, '0.00' );
	assert.equal( made.ticket_name, 'One seat' );
	assert.equal(
		answers.find( ( a ) => a.status === 409 ).body.message,
		'Sold out: “One seat”.'
	);
	assert.equal( await sold( event ), 1 );
	await waitForMail(
		( mail ) =>
			mail.to.includes( body.email ) &&
			mail.subject.includes( 'Your ticket for' )
	);
} );

test( 'bad bodies get 400 with the field named, and change nothing', async () => {
	const event = await createTicketedEvent( [ { name: 'Free', price: '0' } ] );
	const [ attendee ] = await bookAttendees( event, [ 'Kept Name' ] );
	const put = ( body ) =>
		api( 'PUT', `attendees/${ attendee.id }`, {
			as: 'attendeemanager',
			body,
		} );
	const cases = [
		[ { name: '' }, 'name', 'Enter the attendee’s name.' ],
		[
			{ email: 'not an address' },
			'email',
			'Enter a valid e-mail address.',
		],
		[ { name: [ 'x' ] }, 'name', 'Enter the attendee’s name.' ],
		[ { name: 'x'.repeat( 201 ) }, 'name', 'Enter the attendee’s name.' ],
		[ { listed: 'maybe' }, 'listed', null ],
		[ { ticket_id: event.tickets[ 0 ].id + 999 }, 'ticket_id', null ],
	];
	for ( const [ body, field, message ] of cases ) {
		const answer = await put( body );
		assert.equal(
			answer.status,
			400,
			JSON.stringify( [ body, answer.body ] )
		);
		assert.ok(
			answer.body.data.params[ field ],
			JSON.stringify( answer.body )
		);
		if ( message ) {
			assert.equal( answer.body.data.params[ field ], message );
		}
	}
	const create = await api( 'POST', 'attendees', {
		as: 'attendeemanager',
		body: {
			event_id: event.id,
			ticket_id: 999999,
			name: 'N',
			email: 'n@example.com',
		},
	} );
	assert.equal( create.status, 400 );
	assert.equal(
		create.body.data.params.ticket_id,
		'Choose a ticket type of this event.'
	);
	const missing = await api( 'GET', 'attendees/99999999', {
		as: 'attendeemanager',
	} );
	assert.equal( missing.status, 404 );
	assert.equal( missing.body.message, 'This attendee does not exist.' );
	const after = await api( 'GET', `attendees/${ attendee.id }`, {
		as: 'attendeemanager',
	} );
	assert.equal( after.body.name, 'Kept Name' );
	const list = await api( 'GET', `attendees?event_id=${ event.id }`, {
		as: 'attendeemanager',
	} );
	assert.equal( list.body.total_items, 1 );
	assert.equal( await sold( event ), 1 );
} );

test( 'a correction is kept and found by its new words; Resend ticket mails the new address', async () => {
	const event = await createTicketedEvent( [ { name: 'Free', price: '0' } ] );
	const [ attendee ] = await bookAttendees( event, [ 'Old Name' ] );
	const word = unique( 'Zephyrine' ).replace( /[^a-z0-9]/gi, '' );
	const email = uniqueAddress( 'new' );
	const put = await api( 'PUT', `attendees/${ attendee.id }`, {
		as: 'attendeemanager',
		body: { name: `${ word } Renamed`, email, listed: true },
	} );
	assert.equal( put.status, 200, JSON.stringify( put.body ) );
	assert.equal( put.body.name, `${ word } Renamed` );
	assert.equal( put.body.listed, true );
	const found = await api(
		'GET',
		`attendees?search=${ word.toLowerCase() }`,
		{ as: 'attendeemanager' }
	);
	assert.deepEqual(
		found.body.items.map( ( a ) => a.id ),
		[ attendee.id ]
	);
	const old = await api(
		'GET',
		`attendees?event_id=${ event.id }&search=old`,
		{ as: 'attendeemanager' }
	);
	assert.equal( old.body.total_items, 0 );
	const resend = await api(
		'POST',
		`attendees/${ attendee.id }/resend-ticket`,
		{ as: 'attendeemanager' }
	);
	assert.equal( resend.status, 200, JSON.stringify( resend.body ) );
	const mail = await waitForMail( ( m ) => m.to.includes( email ) );
	assert.equal(
		mail.subject.includes( `Your ticket for ${ event.title }` ),
		true,
		mail.subject
	);
	assert.ok( mail.html.includes( attendee.code ) );
	// A cancelled attendee's ticket is not sent.
	await api( 'DELETE', `attendees/${ attendee.id }`, {
		as: 'attendeemanager',
	} );
	const refused = await api(
		'POST',
		`attendees/${ attendee.id }/resend-ticket`,
		{ as: 'attendeemanager' }
	);
	assert.equal( refused.status, 409 );
	assert.equal(
		refused.body.message,
		'Tickets are sent only for paid attendees.'
	);
} );
