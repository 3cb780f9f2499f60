/**
 * Bad input gets 400 with a message a person understands, and nothing is written.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { api, unique } from './client.mjs';

async function total( base ) {
	const list = await api( 'GET', `${ base }?per_page=1`, { as: 'admin' } );
	assert.equal(
		list.headers.get( 'x-wp-total' ),
		String( list.body.total_items )
	);
	return list.body.total_items;
}

const invalidCategories = [
	[ {}, 'Category Name is Required!' ],
	[ { name: '   ' }, 'Category Name is Required!' ],
	[ { name: 'Music' }, 'A category with this name already exists.' ],
	[
		{ name: 'Orphan', parent: 99999999 },
		'The parent category does not exist.',
	],
	[ { name: 'Typed', parent: 'first' }, 'parent is not of type integer.' ],
	[ { name: 'Meta', meta: { colour: 'red' } }, 'Unknown field: colour.' ],
];
for ( const [ body, message ] of invalidCategories ) {
	test( `POST event/categories ${ JSON.stringify( body ) } → 400 "${ message }"`, async () => {
		if ( body.name === 'Music' ) {
			await api( 'POST', 'event/categories', {
				as: 'admin',
				body: { name: 'Music' },
			} );
		}
		const before = await total( 'event/categories' );
		const response = await api( 'POST', 'event/categories', {
			as: 'eventmanager',
			body,
		} );
		assert.equal( response.status, 400 );
		assert.equal( response.body.message, message );
		assert.equal( await total( 'event/categories' ), before );
	} );
}

test( 'POST event/tags: empty and duplicate names', async () => {
	const name = unique( 'Dup Tag' );
	assert.equal(
		( await api( 'POST', 'event/tags', { as: 'admin', body: { name } } ) )
			.status,
		201
	);
	const before = await total( 'event/tags' );
	const empty = await api( 'POST', 'event/tags', {
		as: 'admin',
		body: { name: '' },
	} );
	assert.equal( empty.status, 400 );
	assert.equal( empty.body.message, 'Tag Name is Required!' );
	const duplicate = await api( 'POST', 'event/tags', {
		as: 'admin',
		body: { name },
	} );
	assert.equal( duplicate.status, 400 );
	assert.equal(
		duplicate.body.message,
		'A tag with this name already exists.'
	);
	assert.equal( await total( 'event/tags' ), before );
} );

test( 'PUT event/categories/{id} with a taken name changes nothing', async () => {
	const first = (
		await api( 'POST', 'event/categories', {
			as: 'admin',
			body: { name: unique( 'First' ) },
		} )
	).body;
	const second = (
		await api( 'POST', 'event/categories', {
			as: 'admin',
			body: { name: unique( 'Second' ), description: 'Kept' },
		} )
	).body;
	const response = await api( 'PUT', `event/categories/${ second.id }`, {
		as: 'admin',
		body: { name: first.name, description: 'Lost' },
	} );
	assert.equal( response.status, 400 );
	assert.equal(
		response.body.message,
		'A category with this name already exists.'
	);
	const after = (
		await api( 'GET', `event/categories/${ second.id }`, { as: 'admin' } )
	).body;
	assert.deepEqual(
		[ after.name, after.description ],
		[ second.name, 'Kept' ]
	);
} );

test( 'unknown ids get 404, bad ids 400, and bulk delete is all or nothing', async () => {
	const kept = (
		await api( 'POST', 'event/tags', {
			as: 'admin',
			body: { name: unique( 'Kept' ) },
		} )
	).body.id;
	const missing = await api( 'DELETE', `event/tags?ids=${ kept },99999999`, {
		as: 'admin',
	} );
	assert.equal( missing.status, 404 );
	assert.match( missing.body.message, /^The tag does not exist\./ );
	const bad = await api( 'DELETE', 'event/tags?ids=one,two', {
		as: 'admin',
	} );
	assert.equal( bad.status, 400 );
	assert.equal( bad.body.message, 'Give at least one id to delete.' );
	assert.equal(
		( await api( 'GET', `event/tags/${ kept }`, { as: 'admin' } ) ).status,
		200
	);
	assert.equal(
		( await api( 'GET', 'event/categories/99999999', { as: 'admin' } ) )
			.body.message,
		'The category does not exist.'
	);
} );

test( 'list arguments are bounded', async () => {
	const tooMany = await api( 'GET', 'event/categories?per_page=500', {
		as: 'admin',
	} );
	assert.equal( tooMany.status, 400 );
	assert.equal(
		tooMany.body.message,
		'per_page must be between 1 (inclusive) and 100 (inclusive)'
	);
	const pageZero = await api( 'GET', 'event/tags?paged=0', { as: 'admin' } );
	assert.equal( pageZero.status, 400 );
} );

test( 'PUT settings: invalid values change nothing', async () => {
	const before = ( await api( 'GET', 'settings', { as: 'admin' } ) ).body;
	for ( const body of [
		{ disable_category_and_tags: 'yes' },
		{ modules: { rsvp: true } },
		{ colour: 'blue' },
	] ) {
		const response = await api( 'PUT', 'settings', { as: 'admin', body } );
		assert.equal( response.status, 400, JSON.stringify( body ) );
		assert.ok( response.body.message.length > 10 );
	}
	assert.deepEqual(
		( await api( 'GET', 'settings', { as: 'admin' } ) ).body,
		before
	);
} );

test( 'pagination headers match the answer', async () => {
	for ( let i = 0; i < 3; i++ ) {
		await api( 'POST', 'event/tags', {
			as: 'admin',
			body: { name: unique( 'Paged' ) },
		} );
	}
	const page = await api( 'GET', 'event/tags?per_page=2&search=Paged', {
		as: 'admin',
	} );
	const count = page.body.total_items;
	assert.ok( count >= 3 );
	assert.equal( page.headers.get( 'x-wp-total' ), String( count ) );
	assert.equal(
		page.headers.get( 'x-wp-totalpages' ),
		String( Math.ceil( count / 2 ) )
	);
	assert.equal( page.body.items.length, 2 );
} );

test( 'names that reverse their direction are refused, with the field named, and nothing is written', async () => {
	const REVERSED =
		'Remove the characters that reverse the direction of the text.';
	const before = await total( 'event/categories' );
	const category = await api( 'POST', 'event/categories', {
		as: 'admin',
		body: { name: 'Music\u202Egpj.exe' },
	} );
	assert.equal( category.status, 400 );
	assert.equal( category.body.message, REVERSED );
	assert.deepEqual( Object.keys( category.body.data.params ), [ 'name' ] );
	assert.equal( await total( 'event/categories' ), before );
	const speakerCount = async () =>
		(
			await api( 'GET', 'speakers?per_page=1', { as: 'admin' } )
		).headers.get( 'x-wp-total' );
	const speakers = await speakerCount();
	const speaker = await api( 'POST', 'speakers', {
		as: 'admin',
		body: {
			name: 'Ann \u2066Lee\u2069',
			email: `${ unique( 'bidi' ) }@example.com`,
		},
	} );
	assert.equal( speaker.status, 400 );
	assert.equal( speaker.body.message, REVERSED );
	assert.equal( await speakerCount(), speakers );
	// Right-to-left names are names.
	const hebrew = await api( 'POST', 'event/categories', {
		as: 'admin',
		body: { name: unique( 'מוזיקה' ) },
	} );
	assert.equal( hebrew.status, 201, JSON.stringify( hebrew.body ) );
} );
