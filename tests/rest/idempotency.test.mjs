/**
 * POST orders with an Idempotency-Key, as Stripe has it: a retry with the key and the same body
 * answers the first answer and books nothing more; the key with another body is a 422; requests
 * sent at once with one key make one booking; a malformed key is a 400 that books nothing.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import { api, unique } from './client.mjs';
import { createTicketedEvent, uniqueAddress } from './bookings.mjs';

const booking = ( event, email, quantity = 1 ) => ( {
	event_id: event.id,
	tickets: [ { ticket_id: event.tickets[ 0 ].id, quantity } ],
	customer: { name: 'Ida Empotent', email },
} );

/**
 * POST orders with a key, as a visitor.
 * @param {Object} body
 * @param {string} key
 */
const place = ( body, key ) =>
	api( 'POST', 'orders', { body, headers: { 'Idempotency-Key': key } } );

async function bookingsOf( event ) {
	const { body } = await api( 'GET', `orders?event_id=${ event.id }`, {
		as: 'admin',
	} );
	return body.items;
}

test( 'a retry with the same key and body answers the first booking again and books nothing more', async () => {
	const event = await createTicketedEvent( [
		{ name: 'General', price: '0', capacity: 10 },
	] );
	const body = booking( event, uniqueAddress( 'ida' ) );
	const key = randomUUID();
	const first = await place( body, key );
	assert.equal( first.status, 201, JSON.stringify( first.body ) );
	assert.equal( first.headers.get( 'idempotent-replayed' ), null );
	const again = await place( body, key );
	assert.equal( again.status, 201 );
	assert.equal( again.headers.get( 'idempotent-replayed' ), 'true' );
	assert.deepEqual( again.body, first.body );
	assert.deepEqual(
		( await bookingsOf( event ) ).map( ( item ) => item.id ),
		[ first.body.id ]
	);

	// Without a key, the same body books again.
	const unkeyed = await api( 'POST', 'orders', { body } );
	assert.equal( unkeyed.status, 201 );
	assert.notEqual( unkeyed.body.id, first.body.id );
	assert.equal( ( await bookingsOf( event ) ).length, 2 );
} );

test( 'the key with another body is a 422 that books nothing', async () => {
	const event = await createTicketedEvent( [
		{ name: 'General', price: '0', capacity: 10 },
	] );
	const key = randomUUID();
	const email = uniqueAddress( 'ida' );
	assert.equal( ( await place( booking( event, email ), key ) ).status, 201 );
	const other = await place( booking( event, email, 2 ), key );
	assert.equal( other.status, 422 );
	assert.deepEqual( other.body, {
		code: 'eventin_idempotency_key_reused',
		message:
			'This Idempotency-Key was sent with another request. Send each new request with a new key.',
		data: { status: 422 },
	} );
	assert.equal( ( await bookingsOf( event ) ).length, 1 );
} );

test( 'three requests sent at once with one key make one booking, and each answers it', async () => {
	const event = await createTicketedEvent( [
		{ name: 'General', price: '0', capacity: 10 },
	] );
	const body = booking( event, uniqueAddress( 'ida' ) );
	const key = randomUUID();
	const answers = await Promise.all(
		[ 1, 2, 3 ].map( () => place( body, key ) )
	);
	assert.deepEqual(
		answers.map( ( answer ) => answer.status ),
		[ 201, 201, 201 ]
	);
	assert.equal(
		new Set( answers.map( ( answer ) => answer.body.id ) ).size,
		1
	);
	assert.equal(
		answers.filter(
			( answer ) => answer.headers.get( 'idempotent-replayed' ) === 'true'
		).length,
		2
	);
	const [ only ] = await bookingsOf( event );
	assert.equal( ( await bookingsOf( event ) ).length, 1 );
	assert.equal( only.id, answers[ 0 ].body.id );
} );

test( 'a refusal is replayed too: the key of a sold-out try stays sold out', async () => {
	const event = await createTicketedEvent(
		[ { name: 'Last seat', price: '0', capacity: 1 } ],
		unique( 'Idempotent' )
	);
	assert.equal(
		(
			await api( 'POST', 'orders', {
				body: booking( event, uniqueAddress( 'first' ) ),
			} )
		).status,
		201
	);
	const body = booking( event, uniqueAddress( 'ida' ) );
	const key = randomUUID();
	const refused = await place( body, key );
	assert.equal( refused.status, 409 );
	const again = await place( body, key );
	assert.equal( again.status, 409 );
	assert.equal( again.headers.get( 'idempotent-replayed' ), 'true' );
	assert.deepEqual( again.body, refused.body );
} );

test( 'a key that is empty, too long or not visible text is a 400 that books nothing', async () => {
	const event = await createTicketedEvent( [
		{ name: 'General', price: '0', capacity: 10 },
	] );
	for ( const key of [ '', 'x'.repeat( 256 ), 'two words', 'tab\there' ] ) {
		const answer = await place(
			booking( event, uniqueAddress( 'ida' ) ),
			key
		);
		assert.equal( answer.status, 400, key );
		assert.equal(
			answer.body.message,
			'The Idempotency-Key header holds 1 to 255 visible characters, such as a UUID.'
		);
	}
	assert.equal( ( await bookingsOf( event ) ).length, 0 );
} );
