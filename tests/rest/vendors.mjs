/**
 * What the vendor suites share: a vendor's event with a booking and an RSVP answer of a visitor.
 */
import assert from 'node:assert/strict';
import { api, unique } from './client.mjs';
import { day, uniqueAddress } from './bookings.mjs';

/**
 * An event written by a vendor: one free ticket type, RSVP on; published by the administrator
 * (a vendor's lands pending).
 * @param {string} vendor
 */
export async function vendorEvent( vendor ) {
	const created = await api( 'POST', 'events', {
		as: vendor,
		body: {
			title: unique( `Vendor ${ vendor }` ),
			status: 'publish',
			start_date: day,
			start_time: '10:00',
			end_date: day,
			end_time: '12:00',
			timezone: 'Europe/Berlin',
			tickets: [ { name: 'Entry', price: '0', capacity: 20 } ],
			rsvp: { enabled: true, limit: 10 },
		},
	} );
	assert.equal( created.status, 201, JSON.stringify( created.body ) );
	const published = await api( 'PATCH', `events/${ created.body.id }`, {
		as: 'admin',
		body: { status: 'publish' },
	} );
	assert.equal( published.status, 200, JSON.stringify( published.body ) );
	return published.body;
}

/**
 * A vendor's event, booked and answered by a visitor of their own address (RSVP must be on):
 * { event, email, order, attendee, response }, as the administrator reads them.
 * @param {string} vendor
 */
export async function vendorWithCustomers( vendor ) {
	const event = await vendorEvent( vendor );
	const email = uniqueAddress( vendor );
	const placed = await api( 'POST', 'orders', {
		body: {
			event_id: event.id,
			tickets: [ { ticket_id: event.tickets[ 0 ].id, quantity: 1 } ],
			customer: { name: `Guest of ${ vendor }`, email },
		},
	} );
	assert.equal( placed.status, 201, JSON.stringify( placed.body ) );
	const order = await api( 'GET', `orders/${ placed.body.id }`, {
		as: 'admin',
	} );
	const answered = await api( 'POST', 'rsvp-registration', {
		body: { event_id: event.id, name: `Guest of ${ vendor }`, email },
	} );
	assert.ok(
		[ 200, 201 ].includes( answered.status ),
		JSON.stringify( answered.body )
	);
	const report = await api( 'GET', `rsvp-report/${ event.id }`, {
		as: 'admin',
	} );
	return {
		event,
		email,
		order: order.body,
		attendee: order.body.attendees[ 0 ],
		response: report.body.items[ 0 ],
	};
}
