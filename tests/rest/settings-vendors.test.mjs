/**
 * Settings → Vendors: whether vendors' new events wait for review, whether their edits of
 * published events go back to review, and how many addresses that have not answered an event each
 * vendor may send RSVP invitations to per day. Defaults, saving, the messages of bad values (which
 * change nothing), and only users who manage settings change them.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { api } from './client.mjs';

const read = async () => {
	const { body } = await api( 'GET', 'settings', { as: 'admin' } );
	return {
		vendor_new_events: body.vendor_new_events,
		vendor_edit_review: body.vendor_edit_review,
		vendor_invite_quota: body.vendor_invite_quota,
	};
};

test( 'the vendor settings start at review for new events only and 100 invitations a day, and are kept as written', async () => {
	assert.deepEqual( await read(), {
		vendor_new_events: 'pending',
		vendor_edit_review: 'off',
		vendor_invite_quota: 100,
	} );
	const saved = await api( 'PUT', 'settings', {
		as: 'admin',
		body: {
			vendor_new_events: 'publish',
			vendor_edit_review: 'on',
			vendor_invite_quota: 0,
		},
	} );
	assert.equal( saved.status, 200, JSON.stringify( saved.body ) );
	assert.equal( saved.body.vendor_new_events, 'publish' );
	assert.equal( saved.body.vendor_edit_review, 'on' );
	assert.equal( saved.body.vendor_invite_quota, 0 );
	assert.deepEqual( await read(), {
		vendor_new_events: 'publish',
		vendor_edit_review: 'on',
		vendor_invite_quota: 0,
	} );

	// One alone changes only itself.
	const part = await api( 'PUT', 'settings', {
		as: 'admin',
		body: { vendor_new_events: 'pending' },
	} );
	assert.equal( part.status, 200, JSON.stringify( part.body ) );
	assert.deepEqual( await read(), {
		vendor_new_events: 'pending',
		vendor_edit_review: 'on',
		vendor_invite_quota: 0,
	} );
	await api( 'PUT', 'settings', {
		as: 'admin',
		body: { vendor_edit_review: 'off', vendor_invite_quota: 100 },
	} );
} );

test( 'bad vendor settings get a clear message and change nothing', async () => {
	const before = ( await api( 'GET', 'settings', { as: 'admin' } ) ).body;
	const cases = [
		[
			{ vendor_new_events: 'draft' },
			'vendor_new_events',
			"Vendors' new events are either pending or publish.",
		],
		[
			{ vendor_new_events: '' },
			'vendor_new_events',
			"Vendors' new events are either pending or publish.",
		],
		[
			{ vendor_edit_review: 'yes' },
			'vendor_edit_review',
			"Sending vendors' edits back to review is either on or off.",
		],
		[
			{ vendor_edit_review: true },
			'vendor_edit_review',
			"Sending vendors' edits back to review is either on or off.",
		],
		...[ -1, 1.5, 'ten', 100001, null ].map( ( quota ) => [
			{ vendor_invite_quota: quota },
			'vendor_invite_quota',
			'Invitations per vendor per day must be a whole number from 0 to 100000.',
		] ),
	];
	for ( const [ body, field, message ] of cases ) {
		const answer = await api( 'PUT', 'settings', { as: 'admin', body } );
		assert.equal( answer.status, 400, JSON.stringify( body ) );
		assert.equal( answer.body.code, 'rest_invalid_param' );
		assert.equal( answer.body.message, message, JSON.stringify( body ) );
		assert.deepEqual( answer.body.data.params, { [ field ]: message } );
	}
	assert.deepEqual(
		( await api( 'GET', 'settings', { as: 'admin' } ) ).body,
		before
	);
} );

test( 'only those who manage settings change the vendor settings; dashboard users read them', async () => {
	const before = await read();
	for ( const [ as, status ] of [
		[ null, 401 ],
		[ 'subscriber', 403 ],
		[ 'ordermanager', 403 ],
		[ 'eventmanager', 403 ],
	] ) {
		const answer = await api( 'PUT', 'settings', {
			as,
			body: {
				vendor_new_events: 'publish',
				vendor_edit_review: 'on',
				vendor_invite_quota: 1,
			},
		} );
		assert.equal( answer.status, status, String( as ) );
	}
	assert.deepEqual( await read(), before );
	const seen = await api( 'GET', 'settings', { as: 'eventmanager' } );
	assert.equal( seen.status, 200 );
	assert.equal( seen.body.vendor_new_events, before.vendor_new_events );
	assert.equal( seen.body.vendor_edit_review, before.vendor_edit_review );
	assert.equal( seen.body.vendor_invite_quota, before.vendor_invite_quota );
} );
