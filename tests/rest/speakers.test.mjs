/**
 * speakers and speaker/categories over real HTTP: every route per role, the filters, the
 * X-WP-Total header, bad input and deleting without losing content.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { api, unique } from './client.mjs';

async function group( name = unique( 'Rest Group' ) ) {
	const response = await api( 'POST', 'speaker/categories', {
		as: 'organizermanager',
		body: { name },
	} );
	assert.equal( response.status, 201, JSON.stringify( response.body ) );
	return response.body;
}

async function speaker( fields ) {
	const response = await api( 'POST', 'speakers', {
		as: 'organizermanager',
		body: {
			email: `${ unique( 'rest' ).replace( /\W/g, '' ) }@example.com`,
			category: [ 'speaker' ],
			...fields,
		},
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

test( 'every speakers route: 401 anonymous, 403 subscriber and event manager, allowed for organizer managers', async () => {
	const { id } = await speaker( { name: unique( 'Guarded' ) } );
	const routes = [
		[ 'GET', 'speakers' ],
		[ 'GET', `speakers/${ id }` ],
		[ 'POST', 'speakers', { name: 'Nope' } ],
		[ 'PUT', `speakers/${ id }`, { name: 'Nope' } ],
		[ 'DELETE', `speakers/${ id }` ],
		[ 'DELETE', `speakers?ids=${ id }` ],
		[ 'GET', 'speaker/categories' ],
		[ 'POST', 'speaker/categories', { name: 'Nope' } ],
	];
	for ( const [ method, route, body ] of routes ) {
		await assertStatus( method, route, null, 401, body );
		for ( const as of [ 'subscriber', 'eventmanager' ] ) {
			await assertStatus( method, route, as, 403, body );
		}
	}
	// Schedule managers read speakers (to fill slots) but change nothing and see no emails.
	const read = await assertStatus(
		'GET',
		`speakers/${ id }`,
		'schedulemanager',
		200
	);
	assert.equal( read.body.email, '' );
	await assertStatus( 'PUT', `speakers/${ id }`, 'schedulemanager', 403, {
		name: 'Nope',
	} );
	await assertStatus( 'GET', 'speaker/categories', 'schedulemanager', 403 );
	const still = await assertStatus(
		'GET',
		`speakers/${ id }`,
		'organizermanager',
		200
	);
	assert.match( still.body.name, /^Guarded / );
	assert.match( still.body.email, /@example\.com$/ );
} );

test( 'the list filters by group, role and name, answers an array and counts in X-WP-Total', async () => {
	const tag = unique( 'Filterable' );
	const { id: groupId, name: groupName } = await group();
	const a = await speaker( {
		name: `${ tag } Anna`,
		group_ids: [ groupId ],
	} );
	const b = await speaker( {
		name: `${ tag } Bo`,
		group_ids: [ groupId ],
		category: [ 'speaker', 'organizer' ],
	} );
	const c = await speaker( {
		name: `${ tag } Cy`,
		category: [ 'organizer' ],
	} );
	const ids = async ( query ) => {
		const response = await assertStatus(
			'GET',
			`speakers?${ query }`,
			'organizermanager',
			200
		);
		assert.ok( Array.isArray( response.body ) );
		return response.body.map( ( item ) => item.id );
	};
	const search = `search=${ encodeURIComponent( tag ) }`;
	assert.deepEqual( await ids( search ), [ a.id, b.id, c.id ] );
	assert.deepEqual( await ids( `speaker_group=${ groupId }` ), [
		a.id,
		b.id,
	] );
	assert.deepEqual( await ids( `${ search }&category=organizer` ), [
		b.id,
		c.id,
	] );
	assert.deepEqual(
		await ids( `speaker_group=${ groupId }&category=organizer` ),
		[ b.id ]
	);

	const page = await assertStatus(
		'GET',
		`speakers?${ search }&per_page=2&paged=2`,
		'organizermanager',
		200
	);
	assert.deepEqual(
		page.body.map( ( item ) => item.name ),
		[ `${ tag } Cy` ]
	);
	assert.equal( page.headers.get( 'X-WP-Total' ), '3' );
	assert.equal( page.headers.get( 'X-WP-TotalPages' ), '2' );

	assert.deepEqual( b.speaker_group, [ groupName ] );
	assert.deepEqual( b.category, [ 'speaker', 'organizer' ] );
	assert.match( b.author_url, /^http/ );

	const groups = await assertStatus(
		'GET',
		`speaker/categories?search=${ encodeURIComponent( groupName ) }`,
		'organizermanager',
		200
	);
	assert.equal( groups.body.items[ 0 ].count, 2 );
	assert.equal( groups.headers.get( 'X-WP-Total' ), '1' );

	await assertStatus(
		'GET',
		'speakers?category=admin',
		'organizermanager',
		400
	);
	await assertStatus(
		'GET',
		'speakers?per_page=101',
		'organizermanager',
		400
	);
} );

test( 'bad input gets a 400 that names the field, and nothing is written', async () => {
	const taken = await speaker( { name: unique( 'Taken' ) } );
	const name = unique( 'Never Saved' );
	const cases = [
		[ { name: '' }, 'name', 'Please enter the name.' ],
		[ { email: 'nope' }, 'email', 'Please enter a valid email.' ],
		[
			{ email: taken.email },
			'email',
			'A user with this email already exists.',
		],
		[
			{ category: [] },
			'category',
			'Choose at least one role: speaker or organizer.',
		],
		[
			{ social: [ { network: 'x', url: 'ftp://example.com' } ] },
			'social.0.url',
			'Please enter a valid link starting with http:// or https://.',
		],
		[
			{ group_ids: [ 99999999 ] },
			'group_ids',
			'One of the chosen groups does not exist.',
		],
	];
	for ( const [ fields, field, message ] of cases ) {
		const response = await api( 'POST', 'speakers', {
			as: 'organizermanager',
			body: {
				name,
				email: 'never.saved@example.com',
				category: [ 'speaker' ],
				...fields,
			},
		} );
		assert.equal( response.status, 400 );
		assert.equal( response.body.message, message );
		assert.deepEqual( response.body.data.params, { [ field ]: message } );
	}
	const found = await api(
		'GET',
		`speakers?search=${ encodeURIComponent( name ) }`,
		{ as: 'organizermanager' }
	);
	assert.deepEqual( found.body, [] );

	const update = await api( 'PUT', `speakers/${ taken.id }`, {
		as: 'organizermanager',
		body: { name: 'Changed', email: 'bad' },
	} );
	assert.equal( update.status, 400 );
	assert.equal(
		(
			await api( 'GET', `speakers/${ taken.id }`, {
				as: 'organizermanager',
			} )
		).body.name,
		taken.name
	);

	const group400 = await api( 'POST', 'speaker/categories', {
		as: 'organizermanager',
		body: { name: ' ' },
	} );
	assert.equal( group400.status, 400 );
	assert.equal( group400.body.message, 'Group Name is Required!' );
} );

test( 'deleting speakers one by one and in bulk keeps their content and says so', async () => {
	const one = await speaker( { name: unique( 'Leaving' ) } );
	const two = await speaker( { name: unique( 'Leaving' ) } );
	const three = await speaker( { name: unique( 'Leaving' ) } );
	const event = await api( 'POST', 'events', {
		as: 'admin',
		body: {
			title: unique( 'With speakers' ),
			start_date: '2030-01-01',
			end_date: '2030-01-01',
			start_time: '10:00',
			end_time: '11:00',
			timezone: 'UTC',
			speakers: [ one.id, two.id ],
		},
	} );
	assert.equal( event.status, 201, JSON.stringify( event.body ) );

	const single = await assertStatus(
		'DELETE',
		`speakers/${ one.id }`,
		'organizermanager',
		200
	);
	assert.deepEqual( single.body.deleted, [ one.id ] );
	assert.equal( single.body.events_unlinked, 1 );
	assert.equal( typeof single.body.message, 'string' );
	await assertStatus(
		'GET',
		`speakers/${ one.id }`,
		'organizermanager',
		404
	);

	await assertStatus(
		'DELETE',
		`speakers?ids=${ two.id },99999999`,
		'organizermanager',
		404
	);
	await assertStatus(
		'GET',
		`speakers/${ two.id }`,
		'organizermanager',
		200
	);
	const bulk = await assertStatus(
		'DELETE',
		`speakers?ids=${ two.id },${ three.id }`,
		'organizermanager',
		200
	);
	assert.deepEqual( bulk.body.deleted, [ two.id, three.id ] );
	assert.equal( bulk.body.events_unlinked, 1 );

	const after = await api( 'GET', `events/${ event.body.id }`, {
		as: 'admin',
	} );
	assert.equal( after.status, 200 );
	assert.deepEqual( after.body.speakers, [] );
} );
