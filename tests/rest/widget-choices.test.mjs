/**
 * GET widgets/choices over real HTTP: what a widget's form chooses from, for people who write
 * posts (block editors) and event managers (shortcode screens); only what the site shows publicly.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { api, unique } from './client.mjs';

async function created( route, body ) {
	const response = await api( 'POST', route, { as: 'admin', body } );
	assert.equal( response.status, 201, JSON.stringify( response.body ) );
	return response.body;
}

const event = ( title, status ) =>
	created( 'events', {
		title,
		status,
		start_date: '2031-03-04',
		end_date: '2031-03-04',
		start_time: '10:00',
		end_time: '11:00',
		timezone: 'UTC',
	} );

test( 'anonymous 401; subscribers and roles without etn_manage_event or edit_posts 403', async () => {
	const route = 'widgets/choices?kind=event_category';
	assert.equal( ( await api( 'GET', route ) ).status, 401 );
	for ( const as of [ 'subscriber', 'accesstester', 'schedulemanager' ] ) {
		const response = await api( 'GET', route, { as } );
		assert.equal( response.status, 403, as );
		assert.equal( response.body.code, 'rest_forbidden' );
	}
	for ( const as of [ 'editor1', 'eventmanager', 'admin' ] ) {
		assert.equal( ( await api( 'GET', route, { as } ) ).status, 200, as );
	}
} );

test( 'an editor finds published events by title, labelled with their start date; drafts never', async () => {
	const word = unique( 'Choice' );
	const published = await event( `${ word } Gala`, 'publish' );
	await event( `${ word } Draft`, 'draft' );

	const found = await api(
		'GET',
		`widgets/choices?kind=event&search=${ encodeURIComponent( word ) }`,
		{ as: 'editor1' }
	);
	assert.equal( found.status, 200 );
	assert.deepEqual( found.body, [
		{ id: published.id, label: `${ word } Gala (2031-03-04)` },
	] );

	const back = await api(
		'GET',
		`widgets/choices?kind=event&include[]=${ published.id }`,
		{ as: 'editor1' }
	);
	assert.deepEqual( back.body, [
		{ id: published.id, label: `${ word } Gala (2031-03-04)` },
	] );
} );

test( 'categories, tags and speaker groups by name', async () => {
	const name = unique( 'Jazz' );
	const category = await created( 'event/categories', { name } );
	const tag = await created( 'event/tags', { name } );
	const group = await created( 'speaker/categories', { name } );
	for ( const [ kind, item ] of [
		[ 'event_category', category ],
		[ 'event_tag', tag ],
		[ 'speaker_group', group ],
	] ) {
		const response = await api(
			'GET',
			`widgets/choices?kind=${ kind }&search=${ encodeURIComponent(
				name
			) }`,
			{ as: 'editor1' }
		);
		assert.equal( response.status, 200, kind );
		assert.deepEqual( response.body, [ { id: item.id, label: name } ] );
	}
} );

test( 'an unknown or missing kind is a 400 naming the argument', async () => {
	const unknown = await api( 'GET', 'widgets/choices?kind=user', {
		as: 'editor1',
	} );
	assert.equal( unknown.status, 400 );
	assert.equal( unknown.body.code, 'rest_invalid_param' );
	assert.ok( 'kind' in unknown.body.data.params );

	const missing = await api( 'GET', 'widgets/choices', { as: 'editor1' } );
	assert.equal( missing.status, 400 );
	assert.equal( missing.body.code, 'rest_missing_callback_param' );
} );
