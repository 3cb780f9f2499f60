/**
 * schedules over real HTTP: every route per role, year and title filters, totals, bad input,
 * trash, restore and clone.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { api, unique, users } from './client.mjs';

const slot = ( fields = {} ) => ( {
	topic: 'Welcome',
	start_time: '09:00',
	end_time: '09:30',
	room: 'Hall',
	objective: '',
	speakers: [],
	...fields,
} );

async function schedule( fields ) {
	const response = await api( 'POST', 'schedules', {
		as: 'schedulemanager',
		body: { date: '2026-05-01', slots: [], ...fields },
	} );
	assert.equal( response.status, 201, JSON.stringify( response.body ) );
	return response.body;
}

async function assertStatus( method, route, as, status, body ) {
	const response = await api( method, route, { as, body } );
	assert.equal(
		response.status,
		status,
		`${ method } ${ route } as ${ as }: ${ JSON.stringify( response.body ) }`
	);
	return response;
}

test( 'every schedules route: 401 anonymous, 403 subscriber, event and organizer managers; allowed for schedule managers', async () => {
	const { id } = await schedule( { program_title: unique( 'Guarded' ) } );
	const routes = [
		[ 'GET', 'schedules' ],
		[ 'GET', `schedules/${ id }` ],
		[ 'POST', 'schedules', { program_title: 'Nope', date: '2026-01-01' } ],
		[ 'PUT', `schedules/${ id }`, { program_title: 'Nope' } ],
		[ 'POST', `schedules/${ id }/clone` ],
		[ 'GET', `schedules/${ id }/clone` ],
		[ 'POST', `schedules/${ id }/restore` ],
		[ 'DELETE', `schedules/${ id }` ],
		[ 'DELETE', `schedules?ids=${ id }` ],
	];
	for ( const [ method, route, body ] of routes ) {
		await assertStatus( method, route, null, 401, body );
		for ( const as of [
			'subscriber',
			'eventmanager',
			'organizermanager',
		] ) {
			await assertStatus( method, route, as, 403, body );
		}
	}
	const still = await assertStatus(
		'GET',
		`schedules/${ id }`,
		'schedulemanager',
		200
	);
	assert.match( still.body.program_title, /^Guarded / );
	assert.equal( still.body.status, 'publish' );
} );

test( 'the list filters by year and title, newest first, with its totals', async () => {
	const tag = unique( 'Yearly' );
	const a = await schedule( {
		program_title: `${ tag } A`,
		date: '2041-02-01',
	} );
	const b = await schedule( {
		program_title: `${ tag } B`,
		date: '2041-11-30',
	} );
	const c = await schedule( {
		program_title: `${ tag } C`,
		date: '2042-01-01',
	} );
	const list = async ( query ) =>
		await assertStatus(
			'GET',
			`schedules?${ query }`,
			'schedulemanager',
			200
		);
	const search = `search=${ encodeURIComponent( tag ) }`;
	assert.deepEqual(
		( await list( search ) ).body.items.map( ( item ) => item.id ),
		[ c.id, b.id, a.id ]
	);
	assert.deepEqual(
		( await list( `${ search }&year=2041` ) ).body.items.map(
			( item ) => item.id
		),
		[ b.id, a.id ]
	);
	const page = await list( `${ search }&per_page=2&paged=2` );
	assert.equal( page.body.total_items, 3 );
	assert.deepEqual(
		page.body.items.map( ( item ) => item.id ),
		[ a.id ]
	);
	assert.equal( page.headers.get( 'X-WP-Total' ), '3' );
	assert.equal( page.headers.get( 'X-WP-TotalPages' ), '2' );
	await assertStatus( 'GET', 'schedules?year=later', 'schedulemanager', 400 );
} );

test( 'slots keep their speakers; bad input gets a 400 naming the field, and nothing is written', async () => {
	const speakerId = users.speaker1.id;
	const created = await schedule( {
		program_title: unique( 'With slots' ),
		slots: [
			slot( { speakers: [ speakerId ] } ),
			slot( { topic: 'Talk', start_time: '10:00', end_time: '11:00' } ),
		],
	} );
	assert.deepEqual( created.slots[ 0 ].speakers, [ speakerId ] );
	assert.equal( created.slots[ 1 ].topic, 'Talk' );

	const title = unique( 'Never Saved' );
	const cases = [
		[
			{ program_title: '' },
			'program_title',
			'Please enter the program title.',
		],
		[ { date: '' }, 'date', 'Please choose the date.' ],
		[
			{ date: '01/05/2026' },
			'date',
			'The date must be written as YYYY-MM-DD.',
		],
		[
			{ slots: [ slot(), slot( { topic: '' } ) ] },
			'slots.1.topic',
			'Please enter the topic.',
		],
		[
			{ slots: [ slot( { end_time: '08:00' } ) ] },
			'slots.0.end_time',
			'The slot must end after it starts.',
		],
		[
			{ slots: [ slot( { speakers: [ users.subscriber.id ] } ) ] },
			'slots.0.speakers',
			'One of the chosen speakers does not exist.',
		],
	];
	for ( const [ fields, field, message ] of cases ) {
		const response = await api( 'POST', 'schedules', {
			as: 'schedulemanager',
			body: { program_title: title, date: '2026-05-01', ...fields },
		} );
		assert.equal( response.status, 400 );
		assert.equal( response.body.message, message );
		assert.deepEqual( response.body.data.params, { [ field ]: message } );
	}
	const found = await api(
		'GET',
		`schedules?search=${ encodeURIComponent( title ) }`,
		{ as: 'schedulemanager' }
	);
	assert.equal( found.body.total_items, 0 );

	await assertStatus(
		'PUT',
		`schedules/${ created.id }`,
		'schedulemanager',
		400,
		{
			program_title: 'Changed',
			slots: [ slot( { end_time: '01:00' } ) ],
		}
	);
	const after = await assertStatus(
		'GET',
		`schedules/${ created.id }`,
		'schedulemanager',
		200
	);
	assert.deepEqual( after.body, created );
} );

test( 'delete moves to the trash, restore brings back, bulk is all or nothing, clone copies', async () => {
	const one = await schedule( {
		program_title: unique( 'Doomed' ),
		slots: [ slot() ],
	} );
	const two = await schedule( { program_title: unique( 'Doomed' ) } );

	const copy = await assertStatus(
		'POST',
		`schedules/${ one.id }/clone`,
		'schedulemanager',
		201
	);
	assert.equal( copy.body.program_title, `${ one.program_title } (Copy)` );
	assert.deepEqual( copy.body.slots, one.slots );
	assert.equal( copy.body.date, one.date );

	const trashed = await assertStatus(
		'DELETE',
		`schedules/${ one.id }`,
		'schedulemanager',
		200
	);
	assert.deepEqual( trashed.body, { deleted: [ one.id ], trashed: true } );
	const listed = await api(
		'GET',
		`schedules?search=${ encodeURIComponent( one.program_title ) }`,
		{ as: 'schedulemanager' }
	);
	assert.deepEqual(
		listed.body.items.map( ( item ) => item.id ),
		[ copy.body.id ],
		'the trashed one is not listed'
	);
	await assertStatus(
		'POST',
		`schedules/${ one.id }/restore`,
		'schedulemanager',
		200
	);

	await assertStatus(
		'DELETE',
		`schedules?ids=${ two.id },99999999`,
		'schedulemanager',
		404
	);
	assert.equal(
		(
			await api( 'GET', `schedules/${ two.id }`, {
				as: 'schedulemanager',
			} )
		).body.status,
		'publish'
	);
	const bulk = await assertStatus(
		'DELETE',
		`schedules?ids=${ one.id },${ two.id }`,
		'schedulemanager',
		200
	);
	assert.deepEqual( bulk.body, {
		deleted: [ one.id, two.id ],
		trashed: true,
	} );
	await assertStatus(
		'DELETE',
		`schedules/${ two.id }?force=true`,
		'schedulemanager',
		200
	);
	await assertStatus(
		'GET',
		`schedules/${ two.id }`,
		'schedulemanager',
		404
	);
} );
