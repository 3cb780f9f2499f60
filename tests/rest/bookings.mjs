/**
 * What the booking tests share: a published event twenty days ahead with ticket types, and
 * addresses no other test writes to (the inbox is shared by every test of the run).
 */
import assert from 'node:assert/strict';
import { api, unique } from './client.mjs';

/** The day the events are on, 'YYYY-MM-DD'. */
export const day = new Date( Date.now() + 20 * 86400000 )
	.toISOString()
	.slice( 0, 10 );

/**
 * Creates the event as the administrator; answers it as the REST API does.
 * @param {Object[]} tickets Ticket types: { name, price, capacity… }.
 * @param {string}   [title]
 * @param {Object}   [more]  Other fields of the event, e.g. its location.
 */
export async function createTicketedEvent(
	tickets,
	title = unique( 'Booking' ),
	more = {}
) {
	const response = await api( 'POST', 'events', {
		as: 'admin',
		body: {
			title,
			status: 'publish',
			start_date: day,
			start_time: '09:00',
			end_date: day,
			end_time: '17:00',
			timezone: 'Europe/Berlin',
			tickets,
			...more,
		},
	} );
	assert.equal( response.status, 201, JSON.stringify( response.body ) );
	return response.body;
}

/**
 * An e-mail address of its own, e.g. ada-m1x2abcd@example.com.
 * @param {string} name
 */
export const uniqueAddress = ( name ) =>
	`${ name }-${ Date.now().toString( 36 ) }${ Math.random().toString( 36 ).slice( 2, 6 ) }@example.com`;
