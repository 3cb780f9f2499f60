/**
 * eventin/v2/permissions: super admins alone, the administrator protected, bad input refused, and a
 * change that applies to the very next request of another user.
 */
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { api } from './client.mjs';

const ROLE = 'access_tester';

afterEach( async () => {
	await api( 'DELETE', `permissions/roles/${ ROLE }`, { as: 'admin' } );
} );

const routes = [
	[ 'GET', 'permissions' ],
	[ 'GET', 'permissions/roles' ],
	[ 'GET', 'permissions/settings' ],
	[
		'POST',
		`permissions/${ ROLE }`,
		{ permissions: [ 'etn_manage_event' ] },
	],
	[ 'PUT', `permissions/${ ROLE }`, { permissions: [ 'etn_manage_event' ] } ],
	[ 'DELETE', 'permissions/roles/event_manager' ],
];

for ( const [ method, route, body ] of routes ) {
	test( `${ method } ${ route }: 401 anonymous, 403 for every role but administrators`, async () => {
		assert.equal( ( await api( method, route, { body } ) ).status, 401 );
		for ( const login of [
			'subscriber',
			'eventmanager',
			'settingsmanager',
			'accesstester',
		] ) {
			const denied = await api( method, route, { as: login, body } );
			assert.equal( denied.status, 403, login );
			assert.equal(
				denied.body.message,
				'Only administrators may change who has access.'
			);
		}
		const settings = await api( 'GET', 'permissions/settings', {
			as: 'admin',
		} );
		assert.deepEqual(
			settings.body.event_manager.permissions,
			[ 'etn_manage_event' ],
			'nothing changed'
		);
		assert.equal( settings.body[ ROLE ], undefined );
	} );
}

test( 'the catalogue, the roles and the configured roles', async () => {
	const catalogue = await api( 'GET', 'permissions', { as: 'admin' } );
	assert.equal( catalogue.status, 200 );
	assert.deepEqual( Object.keys( catalogue.body ), [
		'etn_manage_event',
		'etn_manage_organizer',
		'etn_manage_schedule',
		'etn_manage_attendee',
		'etn_manage_order',
		'etn_manage_qr_scan',
		'etn_manage_own_events',
		'etn_manage_setting',
	] );
	assert.equal( catalogue.body.etn_manage_schedule, 'Schedules' );
	assert.equal(
		catalogue.body.etn_manage_own_events,
		'Their own events, bookings and attendees (vendors)'
	);

	const roles = await api( 'GET', 'permissions/roles', { as: 'admin' } );
	assert.deepEqual( roles.body[ ROLE ], {
		name: ROLE,
		label: 'Access Tester',
	} );
	assert.deepEqual( roles.body.administrator, {
		name: 'administrator',
		label: 'Administrator',
	} );

	const settings = await api( 'GET', 'permissions/settings', {
		as: 'admin',
	} );
	assert.equal( Object.keys( settings.body )[ 0 ], 'administrator' );
	assert.deepEqual(
		settings.body.administrator.permissions,
		Object.keys( catalogue.body )
	);
	assert.deepEqual( settings.body.schedule_manager, {
		key: 'schedule_manager',
		name: 'schedule_manager',
		label: 'Schedule Manager',
		permissions: [ 'etn_manage_schedule' ],
	} );
} );

test( 'a granted permission works for the next request, and is gone once taken away', async () => {
	assert.equal(
		( await api( 'GET', 'schedules', { as: 'accesstester' } ) ).status,
		403
	);
	const added = await api( 'POST', `permissions/${ ROLE }`, {
		as: 'admin',
		body: { permissions: [ 'etn_manage_schedule' ] },
	} );
	assert.equal( added.status, 201 );
	assert.deepEqual( added.body, {
		key: ROLE,
		name: ROLE,
		label: 'Access Tester',
		permissions: [ 'etn_manage_schedule' ],
	} );
	assert.equal(
		( await api( 'GET', 'schedules', { as: 'accesstester' } ) ).status,
		200
	);
	assert.deepEqual(
		(
			await api( 'GET', 'permissions/current-user', {
				as: 'accesstester',
			} )
		).body.permissions,
		[ 'etn_manage_schedule' ]
	);

	const again = await api( 'POST', `permissions/${ ROLE }`, {
		as: 'admin',
		body: { permissions: [ 'etn_manage_event' ] },
	} );
	assert.equal( again.status, 409 );

	const updated = await api( 'PUT', `permissions/${ ROLE }`, {
		as: 'admin',
		body: { permissions: [ 'etn_manage_event', 'etn_manage_organizer' ] },
	} );
	assert.deepEqual( updated.body.permissions, [
		'etn_manage_event',
		'etn_manage_organizer',
	] );
	assert.equal(
		( await api( 'GET', 'schedules', { as: 'accesstester' } ) ).status,
		403
	);
	assert.equal(
		( await api( 'GET', 'speakers', { as: 'accesstester' } ) ).status,
		200
	);

	const deleted = await api( 'DELETE', `permissions/roles/${ ROLE }`, {
		as: 'admin',
	} );
	assert.equal( deleted.status, 200 );
	assert.equal( deleted.body.deleted, true );
	assert.equal(
		( await api( 'GET', 'speakers', { as: 'accesstester' } ) ).status,
		403
	);
	assert.equal(
		(
			await api( 'DELETE', `permissions/roles/${ ROLE }`, {
				as: 'admin',
			} )
		).status,
		404
	);
	assert.ok(
		( await api( 'GET', 'permissions/roles', { as: 'admin' } ) ).body[
			ROLE
		],
		'the role itself stays'
	);
} );

test( 'bad input is a 400 that changes nothing', async () => {
	const before = (
		await api( 'GET', 'permissions/settings', { as: 'admin' } )
	).body;
	const cases = [
		[
			'POST',
			'permissions/no_such_role',
			{ permissions: [ 'etn_manage_event' ] },
			'There is no role "no_such_role" on this site.',
		],
		[
			'POST',
			`permissions/${ ROLE }`,
			{ permissions: [] },
			'Please select at least one permission!',
		],
		[
			'PUT',
			`permissions/${ ROLE }`,
			{},
			'Please select at least one permission!',
		],
		[
			'PUT',
			`permissions/${ ROLE }`,
			{ permissions: [ 'etn_manage_everything' ] },
			'Unknown permission: etn_manage_everything.',
		],
		[
			'PUT',
			'permissions/administrator',
			{ permissions: [ 'etn_manage_event' ] },
			'The administrator role always keeps every permission.',
		],
		[
			'DELETE',
			'permissions/roles/administrator',
			undefined,
			'The administrator role cannot be deleted.',
		],
	];
	for ( const [ method, route, body, message ] of cases ) {
		const answer = await api( method, route, { as: 'admin', body } );
		assert.equal( answer.status, 400, `${ method } ${ route }` );
		assert.equal( answer.body.message, message );
	}
	const typed = await api( 'PUT', `permissions/${ ROLE }`, {
		as: 'admin',
		body: { permissions: [ [ 'etn_manage_event' ] ] },
	} );
	assert.equal( typed.status, 400 );
	assert.deepEqual(
		( await api( 'GET', 'permissions/settings', { as: 'admin' } ) ).body,
		before
	);
} );
