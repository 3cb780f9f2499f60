/**
 * The add-to-calendar widget's .ics file over HTTP (`/?eventin-ics=<id>`), read by a standard
 * iCalendar parser (ical.js): a published event's summary, instants, place and link as anyone
 * downloads it; 404 for a draft, a trashed event, an id that is no event.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import ICAL from 'ical.js';
import { api, unique } from './client.mjs';

const BASE = process.env.EVENTIN_TEST_URL;

async function createEvent( fields ) {
	const response = await api( 'POST', 'events', {
		as: 'admin',
		body: {
			status: 'publish',
			start_date: '2034-06-10',
			end_date: '2034-06-10',
			start_time: '09:00',
			end_time: '10:30',
			timezone: 'Pacific/Kiritimati',
			...fields,
		},
	} );
	assert.equal( response.status, 201, JSON.stringify( response.body ) );
	return response.body;
}

/**
 * GET /?eventin-ics=<id> anonymously.
 * @param {string|number} id
 */
function download( id ) {
	return fetch( `${ BASE }/?eventin-ics=${ encodeURIComponent( id ) }` );
}

const title = unique( 'Reef, sunrise; talk' );
const published = await createEvent( {
	title,
	description: '<p>Bring <strong>snacks</strong> &amp; water.</p>',
	location: {
		type: 'venue',
		venue: 'Reef Hall',
		address: { address: 'Main Road 1, London' },
		online_link: '',
	},
} );

test( 'a published event downloads as an .ics a standard parser reads', async () => {
	const response = await download( published.id );
	assert.equal( response.status, 200 );
	assert.equal(
		response.headers.get( 'content-type' ),
		'text/calendar; charset=utf-8'
	);
	assert.match(
		response.headers.get( 'content-disposition' ),
		/^attachment; filename="reef-sunrise-talk-[a-z0-9-]+\.ics"$/
	);
	const text = await response.text();
	const calendar = new ICAL.Component( ICAL.parse( text ) );
	assert.equal( calendar.name, 'vcalendar' );
	assert.equal( calendar.getFirstPropertyValue( 'version' ), '2.0' );
	const events = calendar.getAllSubcomponents( 'vevent' );
	assert.equal( events.length, 1 );
	const event = new ICAL.Event( events[ 0 ] );

	assert.equal( event.summary, title );
	// 09:00–10:30 in Kiritimati (UTC+14) is 19:00–20:30 UTC the day before, written in UTC.
	assert.equal( event.startDate.zone.tzid, 'UTC' );
	assert.equal(
		event.startDate.toJSDate().toISOString(),
		'2034-06-09T19:00:00.000Z'
	);
	assert.equal(
		event.endDate.toJSDate().toISOString(),
		'2034-06-09T20:30:00.000Z'
	);
	assert.equal( event.location, 'Reef Hall, Main Road 1, London' );
	assert.equal( event.description, 'Bring snacks & water.' );
	assert.equal( events[ 0 ].getFirstPropertyValue( 'url' ), published.link );
	assert.match( event.uid, new RegExp( `^event-${ published.id }@` ) );

	// The same event, the same UID.
	const again = new ICAL.Component(
		ICAL.parse( await ( await download( published.id ) ).text() )
	);
	assert.equal(
		again.getFirstSubcomponent( 'vevent' ).getFirstPropertyValue( 'uid' ),
		event.uid
	);
} );

test( 'drafts, trashed events and other ids answer 404', async () => {
	const draft = await createEvent( {
		title: unique( 'ics draft' ),
		status: 'draft',
	} );
	const trashed = await createEvent( { title: unique( 'ics trashed' ) } );
	assert.equal(
		( await api( 'DELETE', `events/${ trashed.id }`, { as: 'admin' } ) )
			.status,
		200
	);
	for ( const id of [ draft.id, trashed.id, 999999999, 'abc', '' ] ) {
		const response = await download( id );
		assert.equal( response.status, 404, String( id ) );
		assert.equal(
			response.headers.get( 'content-type' ),
			'text/plain; charset=utf-8'
		);
		assert.equal( await response.text(), 'This event does not exist.' );
	}
} );
