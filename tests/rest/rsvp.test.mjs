/**
 * RSVP through real HTTP (includes/Rsvp): capacity under concurrent answers, one response per
 * address whatever its letter case (an address that answered changes nothing: it is mailed its
 * change link, and the answer is the same as for a new address), the signed change link from the
 * confirmation mail (its own response only, dead after deletion), the module switch, the waiting
 * list moving up in order, and invitations that reach exactly the people chosen, each once, read
 * back from the inbox.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { api, unique } from './client.mjs';
import { day, uniqueAddress } from './bookings.mjs';
import { inbox, waitForMail } from './mailbox.mjs';

const OFF =
	'RSVP is turned off on this site. Turn the RSVP module on in Settings to use it.';
const LOG = path.join(
	process.env.EVENTIN_TEST_SITE_DIR,
	'wp-content',
	'debug.log'
);
const logSize = () => ( fs.existsSync( LOG ) ? fs.statSync( LOG ).size : 0 );
let logStart = 0;
let settingsBefore;

before( async () => {
	logStart = logSize();
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
		},
	} );
	const added = fs.existsSync( LOG )
		? fs.readFileSync( LOG, 'utf8' ).slice( logStart )
		: '';
	assert.equal( added, '', 'PHP logged nothing' );
} );

/**
 * A published event twenty days ahead with RSVP on.
 * @param {Object} rsvp Its RSVP settings (limit 5 by default).
 */
async function rsvpEvent( rsvp = {} ) {
	const response = await api( 'POST', 'events', {
		as: 'admin',
		body: {
			title: unique( 'RSVP' ),
			status: 'publish',
			start_date: day,
			start_time: '18:00',
			end_date: day,
			end_time: '21:00',
			timezone: 'Europe/Berlin',
			rsvp: { enabled: true, limit: 5, ...rsvp },
		},
	} );
	assert.equal( response.status, 201, JSON.stringify( response.body ) );
	return response.body;
}

const answer = ( event, email, more = {} ) =>
	api( 'POST', 'rsvp-registration', {
		body: { event_id: event.id, name: 'Guest', email, ...more },
	} );

const report = async ( event, query = '' ) => {
	const response = await api( 'GET', `rsvp-report/${ event.id }?${ query }`, {
		as: 'admin',
	} );
	assert.equal( response.status, 200, JSON.stringify( response.body ) );
	return response.body;
};

/**
 * The signed token in the confirmation mail to an address.
 * @param {string} address
 * @param {string} [subject]   Part of the subject.
 * @param {number} [timeoutMs] How long to wait for it.
 */
async function tokenFromMail(
	address,
	subject = 'Your answer for',
	timeoutMs
) {
	const mail = await waitForMail(
		( m ) =>
			m.to.includes( address.toLowerCase() ) &&
			m.subject.includes( subject ),
		timeoutMs
	);
	const match = /eventin-rsvp=([0-9]+-[0-9a-f]{32})/.exec( mail.html );
	assert.ok( match, `a change link in ${ mail.html.slice( 0, 300 ) }` );
	return match[ 1 ];
}

const tally = ( answers ) =>
	answers.reduce( ( counts, { status } ) => {
		counts[ status ] = ( counts[ status ] ?? 0 ) + 1;
		return counts;
	}, {} );

test( 'an address that answered, in any letter case, changes nothing: it gets its change link by mail, and the same answer as a new address', async () => {
	const event = await rsvpEvent();
	const address = uniqueAddress( 'Case' );
	const first = await answer( event, address, {
		name: 'Grace Hopper',
		people: 2,
		message: 'See you',
	} );
	assert.equal( first.status, 201, JSON.stringify( first.body ) );
	assert.deepEqual( first.body, {
		status: 'received',
		message: 'Thanks! Check your inbox: we sent you the details.',
		ics_url: first.body.ics_url,
	} );
	const token = await tokenFromMail( address, 'Your answer for', 30000 );
	const stored = ( await api( 'GET', `rsvp-response/${ token }` ) ).body;

	// Someone else types the address in another case, to say Not going.
	const rewrite = {
		name: 'Mallory',
		status: 'not-going',
		reason: 'Ill',
		message: 'Give my places away',
	};
	const again = await answer( event, address.toUpperCase(), rewrite );
	const fresh = await answer( event, uniqueAddress( 'fresh' ), rewrite );
	assert.deepEqual(
		[ again.status, again.body ],
		[ fresh.status, fresh.body ],
		'a known address is answered as a new one'
	);
	assert.equal( again.status, 201 );

	// Nothing changed: status, places, message, name.
	const kept = ( await api( 'GET', `rsvp-response/${ token }` ) ).body;
	assert.deepEqual( kept, stored );
	assert.deepEqual(
		[ kept.status, kept.people, kept.message, kept.name ],
		[ 'going', 2, 'See you', 'Grace Hopper' ]
	);
	const body = await report( event, 'status=all' );
	assert.deepEqual(
		[ body.total_items, body.going, body.not_going, body.people_going ],
		[ 2, 1, 1, 2 ]
	);

	// The address gets its own link, with the answer as it stands and nothing of Mallory's.
	const mail = await waitForMail(
		( m ) =>
			m.to.includes( address.toLowerCase() ) &&
			m.subject.includes( 'You have already answered' ),
		30000
	);
	assert.ok(
		mail.subject.endsWith(
			`] You have already answered for ${ event.title }`
		),
		mail.subject
	);
	// The plain-text part too.
	assert.match( mail.text, /You have already answered; change it here:/ );
	assert.ok(
		mail.html.includes( `eventin-rsvp=${ token }` ),
		'its own change link'
	);
	assert.match( mail.text, /Hello Grace Hopper,/ );
	assert.doesNotMatch( mail.html, /Mallory|Give my places away/ );
	// Only the address's own link changes it.
	const changed = await api( 'PATCH', `rsvp-response/${ token }`, {
		body: { status: 'not_going', reason: 'Ill' },
	} );
	assert.equal( changed.status, 200, JSON.stringify( changed.body ) );
	assert.equal(
		( await report( event, 'status=all' ) ).people_going,
		0,
		'its places go back'
	);
} );

test( '30 visitors answering going at once for 5 places: exactly 5 going, the rest told it is fully booked', async () => {
	const event = await rsvpEvent( { limit: 5 } );
	const answers = await Promise.all(
		Array.from( { length: 30 }, ( _, i ) =>
			answer( event, uniqueAddress( `racer${ i }` ) )
		)
	);
	assert.deepEqual( tally( answers ), { 201: 5, 409: 25 } );
	for ( const refused of answers.filter( ( a ) => a.status === 409 ) ) {
		assert.deepEqual(
			[ refused.body.code, refused.body.message ],
			[ 'eventin_rsvp_full', 'Fully booked.' ]
		);
	}
	const body = await report( event, 'status=all&per_page=100' );
	assert.deepEqual(
		[ body.total_items, body.going, body.people_going, body.waiting ],
		[ 5, 5, 5, 0 ]
	);
} );

test( '30 at once with a waiting list: 5 going, 25 waiting, in the order they arrived', async () => {
	const event = await rsvpEvent( { limit: 5, waiting_list: true } );
	const answers = await Promise.all(
		Array.from( { length: 30 }, ( _, i ) =>
			answer( event, uniqueAddress( `queue${ i }` ) )
		)
	);
	assert.deepEqual( tally( answers ), { 201: 30 } );
	// Going or waiting, the answer is the same: the mail says which.
	for ( const { body } of answers ) {
		assert.deepEqual( Object.keys( body ).sort(), [
			'ics_url',
			'message',
			'status',
		] );
		assert.equal( body.status, 'received' );
	}
	const body = await report( event, 'status=waiting&per_page=100' );
	assert.deepEqual(
		[ body.total_items, body.going, body.people_going ],
		[ 25, 5, 5 ]
	);
} );

test( 'eight answers of one address in different letter cases at once: one response, one place', async () => {
	const event = await rsvpEvent( { limit: 5 } );
	const address = uniqueAddress( 'Twin' );
	const spellings = [
		address,
		address.toUpperCase(),
		address.toLowerCase(),
		address.replace( /^t/i, 'T' ),
	];
	const answers = await Promise.all(
		Array.from( { length: 8 }, ( _, i ) =>
			answer( event, spellings[ i % spellings.length ] )
		)
	);
	// The first makes the response; the others find it and change nothing: all answered alike.
	assert.deepEqual( tally( answers ), { 201: 8 } );
	assert.equal(
		new Set( answers.map( ( a ) => JSON.stringify( a.body ) ) ).size,
		1
	);
	const body = await report( event, 'status=all' );
	assert.deepEqual(
		[ body.total_items, body.going, body.people_going ],
		[ 1, 1, 1 ]
	);
} );

test( 'the mailed link changes and cancels its own response only, and is dead once it is deleted', async () => {
	const event = await rsvpEvent( { max_attendees: 4 } );
	const mine = uniqueAddress( 'link' );
	const theirs = uniqueAddress( 'other' );
	assert.equal( ( await answer( event, mine ) ).status, 201 );
	assert.equal( ( await answer( event, theirs ) ).status, 201 );
	const token = await tokenFromMail( mine );
	const other = await tokenFromMail( theirs );

	const read = await api( 'GET', `rsvp-response/${ token }` );
	assert.equal( read.status, 200, JSON.stringify( read.body ) );
	assert.deepEqual(
		[ read.body.email, read.body.status, read.body.event.id ],
		[ mine, 'going', event.id ]
	);

	// Its signature on the other response's id: refused, the other response unchanged.
	const [ otherId ] = other.split( '-' );
	const forged = `${ otherId }-${ token.split( '-' )[ 1 ] }`;
	for ( const method of [ 'GET', 'PATCH', 'DELETE' ] ) {
		const refused = await api( method, `rsvp-response/${ forged }`, {
			body: method === 'PATCH' ? { status: 'maybe' } : undefined,
		} );
		assert.deepEqual(
			[ refused.status, refused.body.message ],
			[ 404, 'This response does not exist; it may have been deleted.' ]
		);
	}
	assert.equal(
		( await api( 'GET', `rsvp-response/${ other }` ) ).body.status,
		'going'
	);

	const changed = await api( 'PATCH', `rsvp-response/${ token }`, {
		body: { status: 'maybe', people: 3, message: 'Maybe with friends' },
	} );
	assert.equal( changed.status, 200, JSON.stringify( changed.body ) );
	assert.deepEqual(
		[ changed.body.status, changed.body.people, changed.body.message ],
		[ 'maybe', 3, 'Maybe with friends' ]
	);
	assert.deepEqual(
		[ ( await report( event ) ).going, ( await report( event ) ).maybe ],
		[ 1, 1 ]
	);

	const deleted = await api( 'DELETE', `rsvp-response/${ token }` );
	assert.equal( deleted.status, 200, JSON.stringify( deleted.body ) );
	assert.equal( deleted.body.deleted, true );
	for ( const method of [ 'GET', 'PATCH', 'DELETE' ] ) {
		const dead = await api( method, `rsvp-response/${ token }`, {
			body: method === 'PATCH' ? { status: 'going' } : undefined,
		} );
		assert.equal( dead.status, 404, `${ method } after deletion` );
	}
	// The address answers again: a new response, which the old link still does not open.
	assert.equal( ( await answer( event, mine ) ).status, 201 );
	assert.equal(
		( await api( 'GET', `rsvp-response/${ token }` ) ).status,
		404
	);
} );

test( 'with the module off every RSVP route answers 403 with a message, and nothing is written', async () => {
	const event = await rsvpEvent();
	const address = uniqueAddress( 'off' );
	assert.equal( ( await answer( event, address ) ).status, 201 );
	const token = await tokenFromMail( address );
	await api( 'PUT', 'settings', {
		as: 'admin',
		body: { modules: { rsvp: 'off' } },
	} );
	try {
		const calls = [
			await answer( event, uniqueAddress( 'off' ) ),
			await api( 'GET', `rsvp-response/${ token }` ),
			await api( 'DELETE', `rsvp-response/${ token }` ),
			await api( 'GET', 'rsvp-report', { as: 'admin' } ),
			await api( 'GET', `rsvp-report/${ event.id }`, { as: 'admin' } ),
			await api( 'POST', `rsvp-report/${ event.id }/invitations`, {
				as: 'admin',
				body: { subject: 'x', body: 'y', status: 'going' },
			} ),
		];
		for ( const call of calls ) {
			assert.deepEqual(
				[ call.status, call.body.code, call.body.message ],
				[ 403, 'eventin_rsvp_off', OFF ]
			);
		}
		// Without the capability: the usual 401 and 403 come first.
		assert.equal(
			( await api( 'GET', 'rsvp-report' ) ).body.code,
			'rest_not_logged_in'
		);
	} finally {
		await api( 'PUT', 'settings', {
			as: 'admin',
			body: { modules: { rsvp: 'on' } },
		} );
	}
	const body = await report( event, 'status=all' );
	assert.equal( body.total_items, 1 );
} );

test( 'the waiting list moves up in order as places free, and each person moved up is mailed', async () => {
	const event = await rsvpEvent( { limit: 2, waiting_list: true } );
	const people = Array.from( { length: 5 }, ( _, i ) =>
		uniqueAddress( `wait${ i }` )
	);
	for ( const address of people ) {
		assert.equal( ( await answer( event, address ) ).status, 201 );
	}
	/**
	 * The statuses of people[ from… ], in order.
	 * @param {number} from
	 */
	const statusOf = async ( from = 0 ) => {
		const { items } = await report( event, 'status=all' );
		return people
			.slice( from )
			.map(
				( address ) =>
					items.find( ( item ) => item.email === address ).status
			);
	};
	assert.deepEqual( await statusOf(), [
		'going',
		'going',
		'waiting',
		'waiting',
		'waiting',
	] );
	await tokenFromMail( people[ 2 ] );
	const { items } = await report( event );
	const first = items.find( ( item ) => item.email === people[ 0 ] );

	// The organizer deletes the first: the first waiting moves up.
	const removed = await api( 'DELETE', `rsvp-report/${ first.id }`, {
		as: 'admin',
	} );
	assert.equal( removed.status, 200, JSON.stringify( removed.body ) );
	assert.deepEqual( await statusOf( 1 ), [
		'going',
		'going',
		'waiting',
		'waiting',
	] );
	const moved = await waitForMail(
		( m ) =>
			m.to.includes( people[ 2 ] ) &&
			m.subject.includes( 'A place for you' )
	);
	assert.match( moved.html, /eventin-rsvp=\d+-[0-9a-f]{32}/ );

	// The second answers not going through their link: the next in line moves up.
	const token = await tokenFromMail( people[ 1 ] );
	const left = await api( 'PATCH', `rsvp-response/${ token }`, {
		body: { status: 'not_going' },
	} );
	assert.equal( left.status, 200, JSON.stringify( left.body ) );
	await waitForMail(
		( m ) =>
			m.to.includes( people[ 3 ] ) &&
			m.subject.includes( 'A place for you' )
	);
	const last = await report( event, 'status=all' );
	assert.deepEqual(
		[ last.going, last.waiting, last.not_going, last.people_going ],
		[ 2, 1, 1, 2 ]
	);
	assert.equal(
		last.items.find( ( item ) => item.email === people[ 4 ] ).status,
		'waiting'
	);
	assert.equal(
		( await inbox() ).filter(
			( m ) =>
				m.to.includes( people[ 4 ] ) &&
				m.subject.includes( 'A place for you' )
		).length,
		0
	);
} );

test( 'invitations reach exactly the chosen status, and pasted addresses once each, with a log', async () => {
	const event = await rsvpEvent( { limit: -1 } );
	const going = Array.from( { length: 3 }, ( _, i ) =>
		uniqueAddress( `going${ i }` )
	);
	const maybe = Array.from( { length: 2 }, ( _, i ) =>
		uniqueAddress( `maybe${ i }` )
	);
	const notGoing = uniqueAddress( 'notgoing' );
	for ( const address of going ) {
		await answer( event, address, { name: 'Going Guest' } );
	}
	for ( const address of maybe ) {
		await answer( event, address, { status: 'maybe' } );
	}
	await answer( event, notGoing, { status: 'not going' } );

	const subject = unique( 'Reminder' );
	const send = await api( 'POST', `rsvp-report/${ event.id }/invitations`, {
		as: 'admin',
		body: {
			subject: `${ subject } {event_title}`,
			body: 'Hello {name}, see you on {event_start_date} at {event_start_time}. {rsvp_url}',
			status: 'going',
		},
	} );
	assert.equal( send.status, 201, JSON.stringify( send.body ) );
	const done = await sendDone( send.body.id );
	assert.deepEqual( [ done.total, done.sent, done.failed ], [ 3, 3, 0 ] );
	await waitForMail(
		( m ) => m.subject.startsWith( subject ) && m.to.includes( going[ 2 ] )
	);
	const reached = ( await inbox() )
		.filter( ( m ) => m.subject.startsWith( subject ) )
		.flatMap( ( m ) => m.to );
	assert.deepEqual( reached.sort(), [ ...going ].sort() );
	const one = ( await inbox() ).find(
		( m ) => m.subject.startsWith( subject ) && m.to.includes( going[ 0 ] )
	);
	assert.equal( one.subject, `${ subject } ${ event.title }` );
	assert.match( one.text, /Hello Going Guest, see you on/ );
	assert.match( one.html, /eventin-rsvp=\d+-[0-9a-f]{32}/ );

	const pasted = unique( 'Invitation' );
	const invited = uniqueAddress( 'invited' );
	const invitation = await api(
		'POST',
		`rsvp-report/${ event.id }/invitations`,
		{
			as: 'admin',
			body: {
				subject: pasted,
				body: 'Dear {name}, answer at {rsvp_url}',
				addresses: [ invited, invited.toUpperCase(), maybe[ 0 ] ],
			},
		}
	);
	assert.equal( invitation.status, 201, JSON.stringify( invitation.body ) );
	assert.equal( invitation.body.total, 2 );
	await sendDone( invitation.body.id );
	await waitForMail(
		( m ) => m.subject === pasted && m.to.includes( maybe[ 0 ] )
	);
	await waitForMail(
		( m ) => m.subject === pasted && m.to.includes( invited )
	);
	assert.equal(
		( await inbox() ).filter( ( m ) => m.subject === pasted ).length,
		2
	);
	const log = await api( 'GET', `batches/${ invitation.body.id }/items`, {
		as: 'admin',
	} );
	assert.deepEqual(
		log.body.items.map( ( r ) => [ r.email, r.status ] ).sort(),
		[
			[ invited, 'sent' ],
			[ maybe[ 0 ], 'sent' ],
		].sort()
	);
	const list = await api( 'GET', `rsvp-report/${ event.id }/invitations`, {
		as: 'admin',
	} );
	assert.deepEqual(
		list.body.items.map( ( item ) => [ item.details.audience, item.sent ] ),
		[
			[ 'addresses', 2 ],
			[ 'going', 3 ],
		]
	);
} );

/**
 * The send once its jobs have finished it.
 * @param {number} id
 */
async function sendDone( id ) {
	const until = Date.now() + 15000;
	for (;;) {
		const { body } = await api( 'GET', `batches/${ id }`, {
			as: 'admin',
		} );
		if ( body.status === 'done' || Date.now() > until ) {
			assert.equal( body.status, 'done', JSON.stringify( body ) );
			return body;
		}
		await new Promise( ( resolve ) => setTimeout( resolve, 200 ) );
	}
}

test( 'the report lists the events with RSVP on with their counts', async () => {
	const event = await rsvpEvent( { limit: 10 } );
	await answer( event, uniqueAddress( 'r1' ), { people: 2 } );
	await answer( event, uniqueAddress( 'r2' ), { status: 'maybe' } );
	const list = await api(
		'GET',
		`rsvp-report?search=${ encodeURIComponent( event.title ) }`,
		{ as: 'admin' }
	);
	assert.equal( list.status, 200, JSON.stringify( list.body ) );
	assert.equal( list.body.total_items, 1 );
	const [ item ] = list.body.items;
	assert.deepEqual(
		[
			item.id,
			item.limit,
			item.people_going,
			item.going,
			item.maybe,
			item.not_going,
			item.waiting,
		],
		[ event.id, 10, 2, 1, 1, 0, 0 ]
	);
	assert.equal( list.headers.get( 'X-WP-Total' ), '1' );
} );
