/**
 * GET eventin/v2/calendar/events over HTTP: the public range read of the calendar widgets. Its
 * events are in March 2033, where no other test puts any.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { api, unique } from './client.mjs';

async function createEvent( fields ) {
	const response = await api( 'POST', 'events', {
		as: 'admin',
		body: {
			status: 'publish',
			start_time: '10:00',
			end_time: '11:00',
			timezone: 'UTC',
			...fields,
			end_date: fields.end_date ?? fields.start_date,
		},
	} );
	assert.equal( response.status, 201, JSON.stringify( response.body ) );
	return response.body;
}

const range = ( start, end, more = '' ) =>
	`calendar/events?start=${ encodeURIComponent(
		start
	) }&end=${ encodeURIComponent( end ) }${ more }`;

const tag = unique( 'cal' );
const category = (
	await api( 'POST', 'event/categories', {
		as: 'admin',
		body: { name: unique( 'Calendar category' ) },
	} )
).body;
const events = {
	first: await createEvent( {
		title: `${ tag } first`,
		start_date: '2033-03-01',
		start_time: '08:00',
		end_time: '09:30',
		timezone: 'Europe/Berlin',
		categories: [ category.id ],
		location: {
			type: 'venue',
			venue: 'Hall A',
			address: { address: 'Main Street 1' },
			online_link: '',
		},
	} ),
	kiritimati: await createEvent( {
		title: `${ tag } kiritimati`,
		start_date: '2033-03-05',
		start_time: '09:00',
		end_time: '10:00',
		timezone: 'Pacific/Kiritimati',
	} ),
	long: await createEvent( {
		title: `${ tag } long`,
		start_date: '2033-02-27',
		end_date: '2033-03-02',
		start_time: '18:00',
		end_time: '12:00',
		timezone: 'America/New_York',
		categories: [ category.id ],
	} ),
	later: await createEvent( {
		title: `${ tag } later`,
		start_date: '2033-03-20',
		timezone: 'Asia/Tokyo',
	} ),
	draft: await createEvent( {
		title: `${ tag } draft`,
		start_date: '2033-03-06',
		status: 'draft',
	} ),
	outside: await createEvent( {
		title: `${ tag } outside`,
		start_date: '2033-02-20',
	} ),
};
const titles = ( body ) =>
	body.map( ( event ) => event.title.replace( `${ tag } `, '' ) );

test( 'anyone may read a range: exactly the published events overlapping it, in their own local time', async () => {
	const month = await api(
		'GET',
		range( '2033-03-01T00:00:00Z', '2033-04-01T00:00:00Z' )
	);
	assert.equal( month.status, 200, JSON.stringify( month.body ) );
	assert.deepEqual( titles( month.body ), [
		'long',
		'first',
		'kiritimati',
		'later',
	] );
	const kiritimati = month.body.find(
		( event ) => event.id === String( events.kiritimati.id )
	);
	assert.deepEqual( kiritimati, {
		id: String( events.kiritimati.id ),
		title: `${ tag } kiritimati`,
		start: '2033-03-05T09:00:00',
		end: '2033-03-05T10:00:00',
		url: events.kiritimati.link,
		extendedProps: { timezone: 'Pacific/Kiritimati', location: '' },
	} );
	const first = month.body.find(
		( event ) => event.id === String( events.first.id )
	);
	assert.deepEqual(
		[ first.start, first.end, first.extendedProps ],
		[
			'2033-03-01T08:00:00',
			'2033-03-01T09:30:00',
			{ timezone: 'Europe/Berlin', location: 'Hall A, Main Street 1' },
		]
	);
	const long = month.body.find(
		( event ) => event.id === String( events.long.id )
	);
	assert.deepEqual(
		[ long.start, long.end ],
		[ '2033-02-27T18:00:00', '2033-03-02T12:00:00' ]
	);

	// Kiritimati (UTC+14): on March 5th there, which is March 4th in UTC.
	const fifth = await api(
		'GET',
		range( '2033-03-05T00:00:00Z', '2033-03-06T00:00:00Z' )
	);
	assert.deepEqual( titles( fifth.body ), [ 'kiritimati' ] );
	const fourth = await api(
		'GET',
		range( '2033-03-04T00:00:00Z', '2033-03-05T00:00:00Z' )
	);
	assert.deepEqual( fourth.body, [] );
	// Hours written with an offset: 09:30+01:00 is 08:30 UTC, so 08:30 to 11:00 in wall time.
	const offset = await api(
		'GET',
		range( '2033-03-05T09:30:00+01:00', '2033-03-05T12:00:00+01:00' )
	);
	assert.deepEqual( titles( offset.body ), [ 'kiritimati' ] );

	const week = await api(
		'GET',
		range( '2033-02-27T00:00:00Z', '2033-03-06T00:00:00Z' )
	);
	assert.deepEqual( titles( week.body ), [ 'long', 'first', 'kiritimati' ] );

	for ( const as of [ 'subscriber', 'admin' ] ) {
		const signedIn = await api(
			'GET',
			range( '2033-03-01T00:00:00Z', '2033-04-01T00:00:00Z' ),
			{ as }
		);
		assert.equal( signedIn.status, 200, as );
		assert.deepEqual( titles( signedIn.body ), titles( month.body ), as );
	}
} );

test( 'categories and tags narrow the range', async () => {
	const byCategory = await api(
		'GET',
		range(
			'2033-03-01T00:00:00Z',
			'2033-04-01T00:00:00Z',
			`&categories=${ category.id }`
		)
	);
	assert.equal( byCategory.status, 200, JSON.stringify( byCategory.body ) );
	assert.deepEqual( titles( byCategory.body ), [ 'long', 'first' ] );
	const asList = await api(
		'GET',
		range(
			'2033-03-01T00:00:00Z',
			'2033-04-01T00:00:00Z',
			`&categories[]=${ category.id }&categories[]=999999`
		)
	);
	assert.deepEqual( titles( asList.body ), [ 'long', 'first' ] );
	const noTag = await api(
		'GET',
		range( '2033-03-01T00:00:00Z', '2033-04-01T00:00:00Z', '&tags=999999' )
	);
	assert.deepEqual( noTag.body, [] );
} );

test( 'answers may be cached for five minutes, and change as soon as an event does', async () => {
	const url = range( '2033-03-18T00:00:00Z', '2033-03-25T00:00:00Z' );
	const before = await api( 'GET', url );
	assert.equal(
		before.headers.get( 'cache-control' ),
		'public, max-age=300'
	);
	assert.deepEqual( titles( before.body ), [ 'later' ] );
	const renamed = await api( 'PUT', `events/${ events.later.id }`, {
		as: 'admin',
		body: { title: `${ tag } renamed` },
	} );
	assert.equal( renamed.status, 200 );
	assert.deepEqual( titles( ( await api( 'GET', url ) ).body ), [
		'renamed',
	] );
	await api( 'DELETE', `events/${ events.later.id }`, { as: 'admin' } );
	assert.deepEqual( ( await api( 'GET', url ) ).body, [] );
} );

test( 'a bad range is a 400 that says what is wrong', async () => {
	const cases = [
		[
			'calendar/events?end=2033-03-02T00:00:00Z',
			'start',
			'start must be a date-time such as 2026-12-01T00:00:00Z.',
		],
		[
			range( 'next week', '2033-03-02T00:00:00Z' ),
			'start',
			'start must be a date-time such as 2026-12-01T00:00:00Z.',
		],
		[
			range( '2033-03-01T00:00:00Z', '2033-02-30T00:00:00Z' ),
			'end',
			'end must be a date-time such as 2027-01-01T00:00:00Z.',
		],
		[
			range( '2033-03-02T00:00:00Z', '2033-03-01T00:00:00Z' ),
			'end',
			'end must be after start.',
		],
		[
			range( '2033-03-01T00:00:00Z', '2033-03-01T00:00:00Z' ),
			'end',
			'end must be after start.',
		],
		[
			range( '2033-01-01T00:00:00Z', '2033-03-01T00:00:00Z' ),
			'end',
			'The range can span 45 days at most.',
		],
		[
			range(
				'2033-03-01T00:00:00Z',
				'2033-03-02T00:00:00Z',
				'&categories=music'
			),
			'categories',
			'categories must be a list of ids.',
		],
	];
	for ( const [ route, field, message ] of cases ) {
		const response = await api( 'GET', route );
		assert.equal( response.status, 400, route );
		assert.equal( response.body.message, message, route );
		assert.deepEqual(
			Object.keys( response.body.data.params ?? {} ),
			[ field ],
			route
		);
	}
	// Six weeks and a margin is the longest range: a month grid asks for 42 days.
	const sixWeeks = await api(
		'GET',
		range( '2033-02-23T00:00:00Z', '2033-04-06T00:00:00Z' )
	);
	assert.equal( sixWeeks.status, 200 );
	assert.ok( ! titles( sixWeeks.body ).includes( 'draft' ) );
	assert.ok( ! titles( sixWeeks.body ).includes( 'outside' ) );
} );
