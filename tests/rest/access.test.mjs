/**
 * Every route as anonymous (401), as a subscriber (403), as a role without the permission (403)
 * and as a role granted the permission (200).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { api, unique } from './client.mjs';

const created = {};
async function category() {
	created.category ??= (
		await api( 'POST', 'event/categories', {
			as: 'admin',
			body: { name: unique( 'Access Cat' ) },
		} )
	).body.id;
	return created.category;
}
async function tag() {
	created.tag ??= (
		await api( 'POST', 'event/tags', {
			as: 'admin',
			body: { name: unique( 'Access Tag' ) },
		} )
	).body.id;
	return created.tag;
}

/** [method, route factory, body, user granted the permission, a signed-in user without it] */
const routes = [
	[ 'GET', () => 'permissions/current-user', undefined, 'subscriber', null ],
	[ 'GET', () => 'settings', undefined, 'schedulemanager', 'subscriber' ],
	[
		'PUT',
		() => 'settings',
		{ modules: { rsvp: 'off' } },
		'settingsmanager',
		'eventmanager',
	],
	[
		'GET',
		() => 'event/categories',
		undefined,
		'eventmanager',
		'schedulemanager',
	],
	[
		'POST',
		() => 'event/categories',
		() => ( { name: unique( 'Created' ) } ),
		'eventmanager',
		'schedulemanager',
	],
	[
		'GET',
		async () => `event/categories/${ await category() }`,
		undefined,
		'eventmanager',
		'organizermanager',
	],
	[
		'PUT',
		async () => `event/categories/${ await category() }`,
		{ description: 'Changed' },
		'eventmanager',
		'organizermanager',
	],
	[ 'GET', () => 'event/tags', undefined, 'eventmanager', 'schedulemanager' ],
	[
		'POST',
		() => 'event/tags',
		() => ( { name: unique( 'Created' ) } ),
		'eventmanager',
		'schedulemanager',
	],
	[
		'GET',
		async () => `event/tags/${ await tag() }`,
		undefined,
		'eventmanager',
		'organizermanager',
	],
	[
		'PUT',
		async () => `event/tags/${ await tag() }`,
		{ description: 'Changed' },
		'eventmanager',
		'organizermanager',
	],
];

for ( const [ method, route, body, granted, denied ] of routes ) {
	test( `${ method } ${ await route() }`, async () => {
		const path = await route();
		const payload = () => ( typeof body === 'function' ? body() : body );
		const anonymous = await api( method, path, { body: payload() } );
		assert.equal( anonymous.status, 401 );
		assert.equal( anonymous.body.code, 'rest_not_logged_in' );
		if ( denied ) {
			const forbidden = await api( method, path, {
				as: denied,
				body: payload(),
			} );
			assert.equal( forbidden.status, 403 );
			assert.equal(
				forbidden.body.message,
				'Sorry, you are not allowed to do that.'
			);
			if ( denied !== 'subscriber' ) {
				assert.equal(
					(
						await api( method, path, {
							as: 'subscriber',
							body: payload(),
						} )
					).status,
					403
				);
			}
		}
		const allowed = await api( method, path, {
			as: granted,
			body: payload(),
		} );
		assert.ok(
			[ 200, 201 ].includes( allowed.status ),
			JSON.stringify( allowed.body )
		);
	} );
}

for ( const base of [ 'event/categories', 'event/tags' ] ) {
	test( `DELETE ${ base }/{id} and bulk DELETE ${ base }`, async () => {
		const one = (
			await api( 'POST', base, {
				as: 'admin',
				body: { name: unique( 'Doomed' ) },
			} )
		).body.id;
		const two = (
			await api( 'POST', base, {
				as: 'admin',
				body: { name: unique( 'Doomed' ) },
			} )
		).body.id;
		assert.equal(
			( await api( 'DELETE', `${ base }/${ one }` ) ).status,
			401
		);
		assert.equal(
			(
				await api( 'DELETE', `${ base }/${ one }`, {
					as: 'subscriber',
				} )
			).status,
			403
		);
		assert.equal(
			(
				await api( 'DELETE', `${ base }?ids=${ one },${ two }`, {
					as: 'schedulemanager',
				} )
			).status,
			403
		);
		assert.equal(
			( await api( 'GET', `${ base }/${ one }`, { as: 'admin' } ) )
				.status,
			200,
			'still there'
		);

		const single = await api( 'DELETE', `${ base }/${ one }`, {
			as: 'eventmanager',
		} );
		assert.deepEqual( single.body, { deleted: [ one ] } );
		const bulk = await api( 'DELETE', `${ base }?ids[]=${ two }`, {
			as: 'eventmanager',
		} );
		assert.deepEqual( bulk.body, { deleted: [ two ] } );
		assert.equal(
			( await api( 'GET', `${ base }/${ two }`, { as: 'admin' } ) )
				.status,
			404
		);
	} );
}
