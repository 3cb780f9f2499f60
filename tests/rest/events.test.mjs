/**
 * eventin/v2/events over HTTP: every route per role and bad input (sales racing each other are in
 * concurrency.test.mjs).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { api, unique } from './client.mjs';

const inDays = ( days ) =>
	new Date( Date.now() + days * 86400000 ).toISOString().slice( 0, 10 );

async function createEvent( fields = {} ) {
	const response = await api( 'POST', 'events', {
		as: 'admin',
		body: {
			title: unique( 'REST Event' ),
			status: 'publish',
			start_date: inDays( 3 ),
			end_date: inDays( 3 ),
			start_time: '10:00',
			end_time: '12:00',
			timezone: 'Asia/Tokyo',
			...fields,
		},
	} );
	assert.equal( response.status, 201, JSON.stringify( response.body ) );
	return response.body;
}

test( 'every events route: 401 anonymous, 403 without etn_manage_event, allowed with it', async () => {
	const event = await createEvent( { certificate_template: 7 } );
	const trashed = await createEvent();
	await api( 'DELETE', `events/${ trashed.id }`, { as: 'admin' } );
	const routes = [
		[ 'GET', 'events' ],
		[ 'GET', 'events?status=upcoming&per_page=5' ],
		[ 'POST', 'events', { title: 'x', start_date: inDays( 1 ) } ],
		[ 'GET', `events/${ event.id }` ],
		[ 'PUT', `events/${ event.id }`, { title: event.title } ],
		[ 'POST', `events/${ event.id }/clone` ],
		[ 'GET', `events/${ event.id }/clone` ],
		[ 'POST', `events/${ event.id }/send_certificate` ],
		[ 'POST', `events/${ trashed.id }/restore` ],
	];
	for ( const [ method, route, body ] of routes ) {
		const anonymous = await api( method, route, { body } );
		assert.equal( anonymous.status, 401, `${ method } ${ route }` );
		for ( const login of [
			'subscriber',
			'schedulemanager',
			'organizermanager',
		] ) {
			const denied = await api( method, route, { as: login, body } );
			assert.equal(
				denied.status,
				403,
				`${ method } ${ route } as ${ login }`
			);
		}
		const allowed = await api( method, route, {
			as: 'eventmanager',
			body,
		} );
		assert.ok(
			[ 200, 201 ].includes( allowed.status ),
			`${ method } ${ route }: ${ JSON.stringify( allowed.body ) }`
		);
	}
	const sent = await api( 'POST', `events/${ event.id }/send_certificate`, {
		as: 'eventmanager',
	} );
	assert.deepEqual( sent.body, { sent: 0 } );
	// WordPress's own editor follows Eventin's keys (the post type's own capabilities): event
	// managers edit there too, whatever their role's post rights.
	for ( const login of [ 'eventmanager', 'admin' ] ) {
		const editor = await api(
			'POST',
			`events/${ event.id }/back-wordpress`,
			{ as: login }
		);
		assert.match(
			editor.body.url,
			new RegExp(
				`/wp-admin/post\\.php\\?post=${ event.id }&action=edit$`
			)
		);
	}
	for ( const login of [ 'subscriber', 'schedulemanager' ] ) {
		assert.equal(
			( await api( 'DELETE', `events/${ event.id }`, { as: login } ) )
				.status,
			403
		);
		assert.equal(
			( await api( 'DELETE', `events?ids=${ event.id }`, { as: login } ) )
				.status,
			403
		);
	}
	assert.equal(
		( await api( 'GET', `events/${ event.id }`, { as: 'admin' } ) ).body
			.status,
		'publish'
	);
	const deleted = await api( 'DELETE', `events?ids=${ event.id }`, {
		as: 'eventmanager',
	} );
	assert.deepEqual( deleted.body, { deleted: [ event.id ], trashed: true } );
	const gone = await api( 'DELETE', `events/${ event.id }?force=true`, {
		as: 'eventmanager',
	} );
	assert.deepEqual( gone.body, { deleted: [ event.id ], trashed: false } );
	assert.equal(
		( await api( 'GET', `events/${ event.id }`, { as: 'admin' } ) ).status,
		404
	);
} );

test( 'bad input: clear 400s, nothing written', async () => {
	const title = unique( 'Never saved' );
	const cases = [
		[ { title: '' }, 'The event title is required.' ],
		[
			{ title, end_date: inDays( 1 ) },
			'The event must end after it starts.',
		],
		[
			{ title, timezone: 'Berlin' },
			'"Berlin" is not a timezone; use a name such as Europe/Berlin or America/New_York.',
		],
		[
			{ title, tickets: [ { name: 'A', capacity: -2 } ] },
			'The capacity of "A" cannot be negative (leave it unlimited instead).',
		],
		[
			{ title, status: 'private' },
			'status is not one of publish, draft, and pending.',
		],
	];
	for ( const [ fields, message ] of cases ) {
		const response = await api( 'POST', 'events', {
			as: 'admin',
			body: {
				start_date: inDays( 3 ),
				end_date: inDays( 3 ),
				start_time: '10:00',
				end_time: '12:00',
				...fields,
			},
		} );
		assert.equal( response.status, 400, JSON.stringify( response.body ) );
		assert.equal( response.body.message, message );
	}
	const search = await api(
		'GET',
		`events?search_keyword=${ encodeURIComponent( title ) }`,
		{ as: 'admin' }
	);
	assert.equal( search.body.total_items, 0 );
	assert.equal(
		( await api( 'GET', 'events?per_page=500', { as: 'admin' } ) ).status,
		400
	);
	assert.equal(
		( await api( 'GET', 'events?paged=0', { as: 'admin' } ) ).status,
		400
	);
	assert.equal(
		( await api( 'GET', 'events/0', { as: 'admin' } ) ).status,
		404
	);
} );

test( 'list answers carry the totals in the body and the headers', async () => {
	const tag = unique( 'Paged' );
	for ( let i = 0; i < 3; i++ ) {
		await createEvent( { title: `${ tag } ${ i }` } );
	}
	const page = await api(
		'GET',
		`events?search_keyword=${ encodeURIComponent( tag ) }&per_page=2&paged=2`,
		{ as: 'admin' }
	);
	assert.equal( page.body.total_items, 3 );
	assert.equal( page.body.items.length, 1 );
	assert.equal( page.headers.get( 'x-wp-total' ), '3' );
	assert.equal( page.headers.get( 'x-wp-totalpages' ), '2' );
} );

test( 'status=pending lists the events awaiting review; draft no longer holds them', async () => {
	const tag = unique( 'Review' );
	const pending = await createEvent( {
		title: `${ tag } pending`,
		status: 'pending',
	} );
	assert.equal( pending.status, 'pending' );
	assert.equal( pending.display_status, 'pending' );
	const draft = await createEvent( {
		title: `${ tag } draft`,
		status: 'draft',
	} );
	await createEvent( { title: `${ tag } published` } );

	const list = async ( query ) => {
		const answer = await api( 'GET', `events?${ query }`, { as: 'admin' } );
		assert.equal( answer.status, 200, JSON.stringify( answer.body ) );
		return answer.body;
	};
	const search = `search_keyword=${ encodeURIComponent( tag ) }`;
	const found = await list( `status=pending&${ search }` );
	assert.deepEqual(
		found.items.map( ( event ) => [
			event.id,
			event.status,
			event.display_status,
		] ),
		[ [ pending.id, 'pending', 'pending' ] ]
	);
	assert.equal( found.total_items, 1 );
	assert.deepEqual(
		( await list( `status=draft&${ search }` ) ).items.map( ( e ) => e.id ),
		[ draft.id ]
	);
	assert.equal( ( await list( `status=all&${ search }` ) ).total_items, 3 );
	// Two whole words are counted from the word pairs: the same answer.
	const pair = await list(
		`status=pending&search_keyword=${ encodeURIComponent(
			`${ tag } pending`
		) }`
	);
	assert.equal( pair.total_items, 1 );

	// Without a search the total comes from the per-status counts: every pending event, no other.
	const all = await list( 'status=pending&per_page=100' );
	assert.ok( all.items.some( ( e ) => e.id === pending.id ) );
	assert.ok( all.items.every( ( e ) => e.status === 'pending' ) );
	assert.equal( all.total_items, all.items.length );
	const drafts = await list( 'status=draft&per_page=100' );
	assert.ok( drafts.items.some( ( e ) => e.id === draft.id ) );
	assert.ok( drafts.items.every( ( e ) => e.status !== 'pending' ) );

	// Published by an administrator, it leaves the pending list.
	const published = await api( 'PUT', `events/${ pending.id }`, {
		as: 'admin',
		body: { status: 'publish' },
	} );
	assert.equal( published.status, 200, JSON.stringify( published.body ) );
	assert.equal( published.body.display_status, 'upcoming' );
	assert.equal(
		( await list( `status=pending&${ search }` ) ).total_items,
		0
	);
} );
