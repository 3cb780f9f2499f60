/**
 * RSVP invitations are no mail relay (includes/Rsvp/Invitations): they go out only for published
 * events with RSVP on; a vendor (vendor1, etn_manage_own_events only) writes to their event's own
 * respondents freely and to other addresses only within the daily quota of Settings → Vendors
 * (`vendor_invite_quota`; 0: none), a refusal saying how many are left and queuing nothing; the
 * administrator sends to anyone; each send names who sent it.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { api, unique } from './client.mjs';
import { day, uniqueAddress } from './bookings.mjs';
import { inbox, waitForMail } from './mailbox.mjs';

const VENDOR = 'vendor1';
// Mails go out in the background, behind whatever other tests queued.
const MAIL_WAIT = 30000;
let settingsBefore;

before( async () => {
	settingsBefore = ( await api( 'GET', 'settings', { as: 'admin' } ) ).body;
	const put = await api( 'PUT', 'settings', {
		as: 'admin',
		body: { modules: { rsvp: 'on' }, checkout_rate_limit: 10000 },
	} );
	assert.equal( put.status, 200, JSON.stringify( put.body ) );
} );

after( async () => {
	await api( 'PUT', 'settings', {
		as: 'admin',
		body: {
			modules: settingsBefore.modules,
			checkout_rate_limit: settingsBefore.checkout_rate_limit,
			vendor_invite_quota: settingsBefore.vendor_invite_quota,
		},
	} );
} );

/**
 * An event of the vendor's, with RSVP as given; published by the administrator unless `status`
 * says otherwise (a vendor's new event waits for review).
 * @param {Object} options
 * @param {string} [options.status] 'publish' or 'draft'.
 * @param {Object} [options.rsvp]   Its RSVP settings.
 */
async function vendorEvent( { status = 'publish', rsvp = {} } = {} ) {
	const created = await api( 'POST', 'events', {
		as: VENDOR,
		body: {
			title: unique( 'Vendor invitations' ),
			status: 'draft' === status ? 'draft' : 'publish',
			start_date: day,
			start_time: '18:00',
			end_date: day,
			end_time: '21:00',
			timezone: 'Europe/Berlin',
			rsvp: { enabled: true, limit: -1, ...rsvp },
		},
	} );
	assert.equal( created.status, 201, JSON.stringify( created.body ) );
	if ( 'publish' !== status ) {
		return created.body;
	}
	const published = await api( 'PATCH', `events/${ created.body.id }`, {
		as: 'admin',
		body: { status: 'publish' },
	} );
	assert.equal( published.status, 200, JSON.stringify( published.body ) );
	return published.body;
}

const invite = ( event, body, as = VENDOR ) =>
	api( 'POST', `rsvp-report/${ event.id }/invitations`, {
		as,
		body: {
			subject: unique( 'Invitation' ),
			body: 'Come along: {rsvp_url}',
			...body,
		},
	} );

const sends = async ( event ) => {
	const list = await api( 'GET', `rsvp-report/${ event.id }/invitations`, {
		as: 'admin',
	} );
	assert.equal( list.status, 200, JSON.stringify( list.body ) );
	return list.body.items;
};

const setQuota = async ( quota ) => {
	const put = await api( 'PUT', 'settings', {
		as: 'admin',
		body: { vendor_invite_quota: quota },
	} );
	assert.equal( put.status, 200, JSON.stringify( put.body ) );
	assert.equal( put.body.vendor_invite_quota, quota );
};

test( 'invitations and reminders go out only for published events with RSVP on, for everyone', async () => {
	const draft = await vendorEvent( { status: 'draft' } );
	const off = await vendorEvent( { rsvp: { enabled: false } } );
	const cases = [
		[
			draft,
			'Invitations and reminders go out only for published events. Publish this event first.',
		],
		[
			off,
			'Invitations and reminders go out only for events with RSVP on. Turn RSVP on for this event first.',
		],
	];
	for ( const [ event, message ] of cases ) {
		for ( const as of [ VENDOR, 'admin' ] ) {
			for ( const body of [
				{ addresses: [ uniqueAddress( 'outsider' ) ] },
				{ status: 'going' },
			] ) {
				const refused = await invite( event, body, as );
				assert.equal(
					refused.status,
					400,
					JSON.stringify( refused.body )
				);
				assert.equal( refused.body.message, message );
				assert.deepEqual( refused.body.data.params, { id: message } );
			}
		}
		assert.deepEqual( await sends( event ), [], 'nothing queued' );
	}
} );

test( 'a vendor invites other addresses within the daily quota, and their respondents always', async () => {
	await setQuota( 3 );
	const event = await vendorEvent();
	const respondents = [ uniqueAddress( 'resp1' ), uniqueAddress( 'resp2' ) ];
	for ( const email of respondents ) {
		const answered = await api( 'POST', 'rsvp-registration', {
			body: { event_id: event.id, name: 'Respondent', email },
		} );
		assert.equal( answered.status, 201, JSON.stringify( answered.body ) );
	}

	// Two outsiders and a respondent: two of the three a day are used.
	const first = [ uniqueAddress( 'out1' ), uniqueAddress( 'out2' ) ];
	const sent = await invite( event, {
		addresses: [ ...first, respondents[ 0 ] ],
	} );
	assert.equal( sent.status, 201, JSON.stringify( sent.body ) );
	assert.equal( sent.body.total, 3 );
	assert.equal( sent.body.created_by_name, 'Vera Vendor' );

	// Two more outsiders: one is left today; refused whole, nothing queued.
	const over = [ uniqueAddress( 'out3' ), uniqueAddress( 'out4' ) ];
	const refused = await invite( event, { addresses: over } );
	assert.equal( refused.status, 400, JSON.stringify( refused.body ) );
	const message =
		'You can invite 1 more address that has not answered this event today (vendors may invite 3 a day); this send has 2. Nothing was sent.';
	assert.equal( refused.body.message, message );
	assert.deepEqual( refused.body.data.params, { addresses: message } );
	assert.equal( ( await sends( event ) ).length, 1, 'nothing queued' );

	// The event's own respondents, in any letter case, and everyone of a status: no quota.
	const again = await invite( event, {
		addresses: respondents.map( ( email ) => email.toUpperCase() ),
	} );
	assert.equal( again.status, 201, JSON.stringify( again.body ) );
	assert.equal( again.body.total, 2 );
	const reminder = await invite( event, { status: 'going' } );
	assert.equal( reminder.status, 201, JSON.stringify( reminder.body ) );

	// The quota is the vendor's, across their events: another event has one left too.
	const other = await vendorEvent();
	const last = uniqueAddress( 'out5' );
	assert.equal(
		(
			await invite( other, {
				addresses: [ last, uniqueAddress( 'out6' ) ],
			} )
		).status,
		400
	);
	const one = await invite( other, { addresses: [ last ] } );
	assert.equal( one.status, 201, JSON.stringify( one.body ) );
	const none = await invite( other, {
		addresses: [ uniqueAddress( 'out7' ) ],
	} );
	assert.equal( none.status, 400 );
	assert.equal(
		none.body.message,
		'You can invite 0 more addresses that have not answered this event today (vendors may invite 3 a day); this send has 1. Nothing was sent.'
	);

	// 0 turns pasted addresses off for vendors; respondents still get theirs.
	await setQuota( 0 );
	const off = await invite( event, {
		addresses: [ uniqueAddress( 'out8' ), respondents[ 1 ] ],
	} );
	assert.equal( off.status, 400, JSON.stringify( off.body ) );
	assert.equal(
		off.body.message,
		'On this site vendors send only to people who answered the event. Remove the addresses that have not answered it, or send to everyone of a status.'
	);
	assert.equal(
		( await invite( event, { addresses: [ respondents[ 1 ] ] } ) ).status,
		201
	);

	// What went out: the first outsiders, never the refused ones.
	await waitForMail( ( m ) => m.to.includes( first[ 1 ] ), MAIL_WAIT );
	await waitForMail( ( m ) => m.to.includes( last ), MAIL_WAIT );
	const reached = ( await inbox() ).flatMap( ( m ) => m.to );
	for ( const address of over ) {
		assert.ok( ! reached.includes( address ), `${ address } got nothing` );
	}
} );

test( 'the administrator invites any number of addresses, and the list names who sent each send', async () => {
	await setQuota( 0 );
	const event = await vendorEvent();
	const vendorSend = await invite( event, { status: 'going' } );
	assert.equal( vendorSend.status, 201, JSON.stringify( vendorSend.body ) );
	const many = Array.from( { length: 5 }, ( _, i ) =>
		uniqueAddress( `admin${ i }` )
	);
	const adminSend = await invite( event, { addresses: many }, 'admin' );
	assert.equal( adminSend.status, 201, JSON.stringify( adminSend.body ) );
	assert.equal( adminSend.body.total, 5 );

	const admin = await api( 'GET', 'permissions/current-user', {
		as: 'admin',
	} );
	assert.deepEqual(
		( await sends( event ) ).map( ( send ) => [
			send.id,
			send.created_by_name,
		] ),
		[
			[ adminSend.body.id, admin.body.display_name ],
			[ vendorSend.body.id, 'Vera Vendor' ],
		]
	);
	await waitForMail( ( m ) => m.to.includes( many[ 4 ] ), MAIL_WAIT );
} );
