/**
 * Ownership: vendors (etn_manage_own_events) reach their own events and what follows from them,
 * nothing of another vendor's. vendor1 and vendor2 (bin/php/test-fixtures.php) each write an
 * event with a ticket and RSVP; a visitor books and answers both; vendor2 checks a ticket in.
 *
 * The attempts are generated from the REST index, as the access matrix is: every route and
 * method a vendor passes the permission of and that names an item (`{id}`, an `event_id`) is
 * called by vendor1 with vendor2's items, and must answer exactly what it answers for an item
 * that does not exist (404, or 400 naming the field for an event in the body): ids don't leak.
 * A route of that kind missing from TARGETS fails the suite, so a route added later is covered.
 * Afterwards vendor2's items are as they were, and each vendor's lists and exports hold theirs.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { api, users } from './client.mjs';
import { vendorWithCustomers } from './vendors.mjs';

const BASE = process.env.EVENTIN_TEST_URL;
const GHOST = 987654321;
const MINE = 'vendor1';
const THEIRS = 'vendor2';

/** Each vendor's items: event, order, attendee (with code), response, a send (batch), a scan's nonce. */
const items = { [ MINE ]: {}, [ THEIRS ]: {} };
let settingsBefore;

before( async () => {
	settingsBefore = ( await api( 'GET', 'settings', { as: 'admin' } ) ).body;
	await api( 'PUT', 'settings', {
		as: 'admin',
		body: { modules: { rsvp: 'on' } },
	} );
	for ( const vendor of [ MINE, THEIRS ] ) {
		items[ vendor ] = await vendorWithCustomers( vendor );
		// A reminder for tomorrow: a batch that stays scheduled while the suite runs.
		const send = await api(
			'POST',
			`rsvp-report/${ items[ vendor ].event.id }/invitations`,
			{
				as: vendor,
				body: {
					subject: 'Tomorrow',
					body: 'See you',
					status: 'going',
					send_at: new Date( Date.now() + 86400000 ).toISOString(),
				},
			}
		);
		assert.equal( send.status, 201, JSON.stringify( send.body ) );
		items[ vendor ].batch = send.body.id;
	}
	const nonce = randomUUID();
	const scan = await api( 'POST', 'attendees/check-in', {
		as: THEIRS,
		body: {
			event_id: items[ THEIRS ].event.id,
			code: items[ THEIRS ].attendee.code,
			nonce,
			device: 'Door',
		},
	} );
	assert.equal( scan.status, 200, JSON.stringify( scan.body ) );
	assert.equal( scan.body.result, 'ok' );
	items[ THEIRS ].nonce = nonce;
} );

after( async () => {
	await api( 'PUT', 'settings', {
		as: 'admin',
		body: { modules: settingsBefore.modules },
	} );
} );

/**
 * What each route naming an item is sent, given whose items ({ event, order, attendee, response,
 * nonce }) or GHOST ids: { path, body }. Keys as the namespace index names the routes.
 */
const TARGETS = {
	'GET /events/{id}': ( it ) => ( { path: `events/${ it.event }` } ),
	'POST /events/{id}': ( it ) => ( {
		path: `events/${ it.event }`,
		body: { title: 'Taken over' },
	} ),
	'PUT /events/{id}': ( it ) => ( {
		path: `events/${ it.event }`,
		body: { title: 'Taken over' },
	} ),
	'PATCH /events/{id}': ( it ) => ( {
		path: `events/${ it.event }`,
		body: { status: 'draft' },
	} ),
	'DELETE /events/{id}': ( it ) => ( { path: `events/${ it.event }` } ),
	'DELETE /events': ( it ) => ( { path: `events?ids[]=${ it.event }` } ),
	'POST /events/{id}/restore': ( it ) => ( {
		path: `events/${ it.event }/restore`,
	} ),
	'GET /events/{id}/clone': ( it ) => ( {
		path: `events/${ it.event }/clone`,
	} ),
	'POST /events/{id}/clone': ( it ) => ( {
		path: `events/${ it.event }/clone`,
	} ),
	'GET /events/{id}/send_certificate': ( it ) => ( {
		path: `events/${ it.event }/send_certificate`,
	} ),
	'POST /events/{id}/send_certificate': ( it ) => ( {
		path: `events/${ it.event }/send_certificate`,
		body: { all: true },
	} ),
	'GET /events/{id}/back-wordpress': ( it ) => ( {
		path: `events/${ it.event }/back-wordpress`,
	} ),
	'POST /events/{id}/back-wordpress': ( it ) => ( {
		path: `events/${ it.event }/back-wordpress`,
	} ),
	'GET /orders': ( it ) => ( { path: `orders?event_id=${ it.event }` } ),
	'GET /orders/{id}': ( it ) => ( { path: `orders/${ it.order }` } ),
	'POST /orders/{id}/mark-paid': ( it ) => ( {
		path: `orders/${ it.order }/mark-paid`,
	} ),
	'POST /orders/{id}/cancel': ( it ) => ( {
		path: `orders/${ it.order }/cancel`,
	} ),
	'POST /orders/{id}/resend-invoice': ( it ) => ( {
		path: `orders/${ it.order }/resend-invoice`,
	} ),
	'GET /orders/{id}/refunds': ( it ) => ( {
		path: `orders/${ it.order }/refunds`,
	} ),
	'POST /orders/{id}/refunds': ( it ) => ( {
		path: `orders/${ it.order }/refunds`,
		body: { type: 'full', reason: 'Taken over' },
	} ),
	'GET /orders/summary': ( it ) => ( {
		path: `orders/summary?event_id=${ it.event }`,
	} ),
	'GET /attendees': ( it ) => ( {
		path: `attendees?event_id=${ it.event }`,
	} ),
	'POST /attendees': ( it ) => ( {
		path: 'attendees',
		body: {
			event_id: it.event,
			ticket_id: it.ticket,
			name: 'Taken over',
			email: 'taken@example.com',
		},
	} ),
	'DELETE /attendees': ( it ) => ( {
		path: `attendees?ids[]=${ it.attendee }`,
	} ),
	'GET /attendees/{id}': ( it ) => ( { path: `attendees/${ it.attendee }` } ),
	'POST /attendees/{id}': ( it ) => ( {
		path: `attendees/${ it.attendee }`,
		body: { name: 'Taken over' },
	} ),
	'PUT /attendees/{id}': ( it ) => ( {
		path: `attendees/${ it.attendee }`,
		body: { name: 'Taken over' },
	} ),
	'PATCH /attendees/{id}': ( it ) => ( {
		path: `attendees/${ it.attendee }`,
		body: { name: 'Taken over' },
	} ),
	'DELETE /attendees/{id}': ( it ) => ( {
		path: `attendees/${ it.attendee }`,
	} ),
	'POST /attendees/{id}/resend-ticket': ( it ) => ( {
		path: `attendees/${ it.attendee }/resend-ticket`,
	} ),
	'POST /attendees/exports': ( it ) => ( {
		path: 'attendees/exports',
		body: { format: 'csv', event_id: it.event },
	} ),
	'GET /attendees/check-in': ( it ) => ( {
		path: `attendees/check-in?event_id=${ it.event }`,
	} ),
	'POST /attendees/check-in': ( it ) => ( {
		path: 'attendees/check-in',
		body: {
			event_id: it.event,
			code: it.code,
			nonce: randomUUID(),
			direction: 'out',
		},
	} ),
	'POST /attendees/check-in/undo': ( it ) => ( {
		path: 'attendees/check-in/undo',
		body: { event_id: it.event, nonce: it.nonce },
	} ),
	'POST /attendees/check-in/sync': ( it ) => ( {
		path: 'attendees/check-in/sync',
		body: {
			scans: [
				{ event_id: it.event, code: it.code, nonce: randomUUID() },
			],
		},
	} ),
	'GET /rsvp-report/{id}': ( it ) => ( {
		path: `rsvp-report/${ it.event }`,
	} ),
	'POST /rsvp-report/{id}': ( it ) => ( {
		path: `rsvp-report/${ it.response }`,
		body: { status: 'not_going' },
	} ),
	'PUT /rsvp-report/{id}': ( it ) => ( {
		path: `rsvp-report/${ it.response }`,
		body: { status: 'not_going' },
	} ),
	'PATCH /rsvp-report/{id}': ( it ) => ( {
		path: `rsvp-report/${ it.response }`,
		body: { status: 'not_going' },
	} ),
	'DELETE /rsvp-report/{id}': ( it ) => ( {
		path: `rsvp-report/${ it.response }`,
	} ),
	'DELETE /rsvp-report': ( it ) => ( {
		path: `rsvp-report?ids[]=${ it.response }`,
	} ),
	'GET /rsvp-report/{id}/invitations': ( it ) => ( {
		path: `rsvp-report/${ it.event }/invitations`,
	} ),
	'POST /rsvp-report/{id}/invitations': ( it ) => ( {
		path: `rsvp-report/${ it.event }/invitations`,
		body: { subject: 'Taken over', body: 'Taken over', status: 'going' },
	} ),
	'GET /batches/{id}': ( it ) => ( { path: `batches/${ it.batch }` } ),
	'GET /batches/{id}/items': ( it ) => ( {
		path: `batches/${ it.batch }/items`,
	} ),
	'POST /batches/{id}/retry': ( it ) => ( {
		path: `batches/${ it.batch }/retry`,
		body: {},
	} ),
	'POST /batches/{id}/cancel': ( it ) => ( {
		path: `batches/${ it.batch }/cancel`,
		body: {},
	} ),
	'POST /rsvp-report/exports': ( it ) => ( {
		path: 'rsvp-report/exports',
		body: { format: 'csv', event_id: it.event },
	} ),
};

/**
 * Routes that name an item but not an event's: categories and tags (the site's), exports (each
 * started by its user, 404 to anyone else: tests/rest/attendee-exports), and the public ones
 * (checkout, RSVP and their links, embeds) with their own keys.
 */
const NOT_EVENTS = [
	/^GET \/event\/(categories|tags)\/\{id\}$/,
	/^POST \/orders$/,
	/^POST \/rsvp-registration$/,
	/^GET \/attendees\/exports\/\{id\}\/file$/,
	/^GET \/rsvp-report\/exports\/\{id\}\/file$/,
	/\/rsvp-response\/\{token\}$/,
	/^POST \/orders\/\{id\}\/release$/,
	/^GET \/shortcodes\/\{id\}\/embed$/,
];

const ids = ( vendor ) => ( {
	event: items[ vendor ].event.id,
	ticket: items[ vendor ].event.tickets[ 0 ].id,
	order: items[ vendor ].order.id,
	attendee: items[ vendor ].attendee.id,
	code: items[ vendor ].attendee.code,
	response: items[ vendor ].response.id,
	batch: items[ vendor ].batch,
	nonce: items[ vendor ].nonce ?? randomUUID(),
} );
const ghost = {
	event: GHOST,
	ticket: GHOST,
	order: GHOST,
	attendee: GHOST,
	code: 'f'.repeat( 32 ),
	response: GHOST,
	batch: GHOST,
	nonce: randomUUID(),
};

/**
 * What a vendor's items look like to the administrator.
 * @param {string} vendor
 */
async function snapshot( vendor ) {
	const it = ids( vendor );
	const read = async ( path ) =>
		( await api( 'GET', path, { as: 'admin' } ) ).body;
	const event = await read( `events/${ it.event }` );
	const order = await read( `orders/${ it.order }` );
	const report = await read( `rsvp-report/${ it.event }` );
	const door = await read( `attendees/check-in?event_id=${ it.event }` );
	const send = await read( `batches/${ it.batch }` );
	return {
		event: [ event.title, event.status ],
		order: [ order.status, order.refunded_total ],
		attendees: order.attendees.map( ( a ) => [ a.name, a.status ] ),
		responses: report.items.map( ( r ) => [ r.id, r.status ] ),
		inside: door.counts,
		send: [ send.status, send.total ],
	};
}

/**
 * An answer as compared: its status, and its code and message with numbers left out (a list of
 * missing ids names them); a list's whole body.
 * @param {{status: number, body: any}} answer
 */
const seen = ( answer ) =>
	answer.status === 200
		? { status: 200, body: answer.body }
		: {
				status: answer.status,
				code: answer.body?.code,
				message: String( answer.body?.message ).replace( /\d+/g, '#' ),
			};

test( "every route naming an event's item answers one vendor about another's as about none", async () => {
	const index = await api( 'GET', '', { as: 'admin' } );
	const routes = Object.entries( index.body.routes ).flatMap(
		( [ route, data ] ) =>
			data.endpoints.flatMap( ( endpoint ) =>
				endpoint.methods.map( ( method ) => ( {
					key: `${ method } ${
						route
							.replace( /^\/eventin\/v2/, '' )
							.replace( /\(\?P<(\w+)>[^)]*\)/g, '{$1}' ) || '/'
					}`,
					named:
						/\(\?P</.test( route ) || 'event_id' in endpoint.args,
				} ) )
			)
	);
	const unchanged = [ await snapshot( MINE ), await snapshot( THEIRS ) ];
	const missing = [];
	const leaks = [];
	let tried = 0;
	for ( const { key, named } of routes ) {
		if (
			! named ||
			NOT_EVENTS.some( ( pattern ) => pattern.test( key ) )
		) {
			continue;
		}
		const target = TARGETS[ key ];
		const method = key.split( ' ' )[ 0 ];
		if ( ! target ) {
			// Only a route vendors cannot call at all may be left out.
			const probe = await api(
				method,
				key
					.split( ' ' )[ 1 ]
					.slice( 1 )
					.replace( /\{\w+\}/g, GHOST ),
				{ as: MINE, body: method === 'GET' ? undefined : {} }
			);
			if ( probe.status !== 403 ) {
				missing.push( `${ key }: ${ probe.status }` );
			}
			continue;
		}
		for ( const [ vendor, owner ] of [
			[ MINE, THEIRS ],
			[ THEIRS, MINE ],
		] ) {
			const call = async ( it ) => {
				const { path, body } = target( it );
				return seen( await api( method, path, { as: vendor, body } ) );
			};
			const theirs = await call( ids( owner ) );
			const none = await call( ghost );
			tried++;
			if (
				! [ 200, 400, 403, 404 ].includes( theirs.status ) ||
				( method !== 'GET' && theirs.status === 200 ) ||
				JSON.stringify( theirs ) !== JSON.stringify( none )
			) {
				leaks.push(
					`${ key } as ${ vendor }: theirs ${ JSON.stringify(
						theirs
					).slice(
						0,
						300
					) }, none ${ JSON.stringify( none ).slice( 0, 300 ) }`
				);
			}
		}
	}
	assert.deepEqual( missing, [], 'routes to add to TARGETS' );
	assert.deepEqual( leaks, [] );
	assert.ok( tried >= 80, `tried ${ tried } calls` );
	assert.deepEqual(
		[ await snapshot( MINE ), await snapshot( THEIRS ) ],
		unchanged,
		"the vendors' items changed"
	);
} );

test( 'a vendor reaches their own items by the same routes', async () => {
	const it = ids( MINE );
	for ( const path of [
		`events/${ it.event }`,
		`orders/${ it.order }`,
		`attendees/${ it.attendee }`,
		`rsvp-report/${ it.event }`,
	] ) {
		const answer = await api( 'GET', path, { as: MINE } );
		assert.equal(
			answer.status,
			200,
			`${ path }: ${ JSON.stringify( answer.body ) }`
		);
	}
	const renamed = await api( 'PATCH', `attendees/${ it.attendee }`, {
		as: MINE,
		body: { name: 'Renamed by vendor1' },
	} );
	assert.equal( renamed.status, 200 );
	assert.equal( renamed.body.name, 'Renamed by vendor1' );
	// vendor1 has no scanner permission; vendor2 scans at their own door only.
	const scan = await api(
		'GET',
		`attendees/check-in?event_id=${ it.event }`,
		{
			as: MINE,
		}
	);
	assert.equal( scan.status, 403 );
	const door = await api(
		'GET',
		`attendees/check-in?event_id=${ items[ THEIRS ].event.id }`,
		{ as: THEIRS }
	);
	assert.equal( door.status, 200 );
	assert.equal( door.body.counts.inside, 1 );
} );

test( "each vendor's lists, summary and filters hold their own events only", async () => {
	for ( const vendor of [ MINE, THEIRS ] ) {
		const own = items[ vendor ];
		const other = items[ vendor === MINE ? THEIRS : MINE ];
		const events = await api( 'GET', 'events?per_page=100', {
			as: vendor,
		} );
		assert.equal( events.status, 200 );
		const eventIds = events.body.items.map( ( e ) => e.id );
		assert.ok( eventIds.includes( own.event.id ), vendor );
		assert.ok( ! eventIds.includes( other.event.id ), vendor );
		assert.equal( events.body.total_items, eventIds.length );
		const searched = await api(
			'GET',
			`events?search_keyword=${ encodeURIComponent( other.event.title ) }`,
			{ as: vendor }
		);
		assert.deepEqual( searched.body.items, [] );
		assert.equal( searched.body.total_items, 0 );

		const orders = await api( 'GET', 'orders?per_page=100', {
			as: vendor,
		} );
		const orderIds = orders.body.items.map( ( o ) => o.id );
		assert.ok( orderIds.includes( own.order.id ) );
		assert.ok( ! orderIds.includes( other.order.id ) );
		assert.equal( orders.body.total_items, orderIds.length );
		const found = await api(
			'GET',
			`orders?search=${ encodeURIComponent( other.email ) }`,
			{ as: vendor }
		);
		assert.deepEqual( found.body.items, [] );

		const summary = await api( 'GET', 'orders/summary', { as: vendor } );
		assert.equal( summary.status, 200 );
		assert.equal( summary.body.bookings, orderIds.length );
		assert.deepEqual(
			summary.body.events.map( ( e ) => e.id ).includes( other.event.id ),
			false
		);

		const attendees = await api( 'GET', 'attendees?per_page=100', {
			as: vendor,
		} );
		const emails = attendees.body.items.map( ( a ) => a.email );
		assert.ok( emails.includes( own.email ) );
		assert.ok( ! emails.includes( other.email ) );
		const word = await api( 'GET', `attendees?search=${ other.email }`, {
			as: vendor,
		} );
		assert.deepEqual( word.body.items, [] );
		const filters = await api( 'GET', 'attendees/events', { as: vendor } );
		assert.deepEqual(
			filters.body.map( ( e ) => e.id ).includes( other.event.id ),
			false
		);

		const rsvp = await api( 'GET', 'rsvp-report?per_page=100', {
			as: vendor,
		} );
		const rsvpIds = rsvp.body.items.map( ( e ) => e.id );
		assert.ok( rsvpIds.includes( own.event.id ) );
		assert.ok( ! rsvpIds.includes( other.event.id ) );
	}
} );

test( "a vendor's export of all their attendees holds no other vendor's row", async () => {
	const started = await api( 'POST', 'attendees/exports', {
		as: MINE,
		body: { format: 'csv' },
	} );
	assert.equal( started.status, 201, JSON.stringify( started.body ) );
	let progress = started.body;
	for ( let i = 0; progress.status !== 'done' && i < 20; i++ ) {
		progress = (
			await api( 'GET', `batches/${ started.body.id }`, {
				as: MINE,
			} )
		).body;
	}
	assert.equal( progress.status, 'done' );
	const { pathname, search } = new URL( progress.details.download_url );
	const user = users[ MINE ];
	const file = await fetch( `${ BASE }${ pathname }${ search }`, {
		headers: {
			Authorization:
				'Basic ' +
				Buffer.from( `${ user.login }:${ user.appPassword }` ).toString(
					'base64'
				),
		},
	} );
	assert.equal( file.status, 200 );
	const text = await file.text();
	assert.ok( text.includes( items[ MINE ].email ) );
	assert.ok( ! text.includes( items[ THEIRS ].email ) );
	// Another vendor can neither follow it nor download it by its id.
	for ( const path of [
		`batches/${ started.body.id }`,
		`attendees/exports/${ started.body.id }/file`,
	] ) {
		const peek = await api( 'GET', path, { as: THEIRS } );
		assert.equal( peek.status, 404, path );
	}
} );

test( 'a subscriber gets 403 from the routes vendors call', async () => {
	const it = ids( MINE );
	for ( const [ method, path ] of [
		[ 'GET', 'events' ],
		[ 'GET', `events/${ it.event }` ],
		[ 'GET', 'orders' ],
		[ 'GET', `orders/${ it.order }` ],
		[ 'GET', 'attendees' ],
		[ 'POST', 'attendees/exports' ],
		[ 'GET', 'rsvp-report' ],
	] ) {
		const answer = await api( method, path, {
			as: 'subscriber',
			body: method === 'POST' ? {} : undefined,
		} );
		assert.equal( answer.status, 403, `${ method } ${ path }` );
	}
} );
