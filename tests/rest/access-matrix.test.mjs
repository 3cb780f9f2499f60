/**
 * The access matrix: every route and method the namespace index (GET /wp-json/eventin/v2) lists,
 * called as anonymous, as a subscriber, as an editor (WordPress's edit_posts, no Eventin
 * permission), as a user of each single etn_manage_* permission and as the administrator.
 *
 * What each caller should get comes from ACCESS, the one table of who may call what. A route or
 * method the index lists and the table does not fails the suite (so a route added later cannot
 * skip it), and so does a table entry the index no longer lists.
 *
 * - anonymous, for anything not public: 401 rest_not_logged_in;
 * - signed in without the capability: 403 'Sorry, you are not allowed to do that.' (the super
 *   admin routes answer in their own words);
 * - with it: anything but 401/403 (a 400 for a harmlessly invalid body passed the permission
 *   check, which answers before the arguments are checked), and never a 5xx.
 *
 * Path parameters are filled with items made for this suite in setup; writes send bodies that are
 * valid but harmless or invalid (400); DELETEs run last and delete only what this suite made.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { api, unique } from './client.mjs';
import { createTicketedEvent, day, uniqueAddress } from './bookings.mjs';
import { execFileSync } from 'node:child_process';
import { waitForMail } from './mailbox.mjs';

const JOB_HOOK = 'eventin_test_matrix_job';
/**
 * Runs tests/rest/jobs-panel.php (queues and deletes real jobs).
 * @param {...string} args Its command and arguments.
 */
const jobsPanel = ( ...args ) =>
	execFileSync(
		'php',
		[ `${ import.meta.dirname }/jobs-panel.php`, ...args ],
		{ encoding: 'utf8' }
	).trim();

const EVENT = 'etn_manage_event';
const ORGANIZER = 'etn_manage_organizer';
const SCHEDULE = 'etn_manage_schedule';
const ATTENDEE = 'etn_manage_attendee';
const ORDER = 'etn_manage_order';
const QR_SCAN = 'etn_manage_qr_scan';
const SETTING = 'etn_manage_setting';
const OWN_EVENTS = 'etn_manage_own_events';
const PERMISSIONS = [
	EVENT,
	ORGANIZER,
	SCHEDULE,
	ATTENDEE,
	ORDER,
	QR_SCAN,
	SETTING,
	OWN_EVENTS,
];

/** Anyone, signed in or not. */
const PUBLIC = 'public';
/** Any signed-in user, whatever their role. */
const SIGNED_IN = 'signed in';
/** WordPress's is_super_admin(): the administrators of a single site. */
const SUPER_ADMIN = 'super admin';
const NO_EDITOR = 'Your role cannot edit events in the WordPress editor.';

/**
 * Who may call each route and method: a capability, a list of capabilities (any of them),
 * PUBLIC, SIGNED_IN or SUPER_ADMIN; or { need, then403 } for a route whose callback refuses some
 * of those who pass its permission check, with that 403's message. Routes as the namespace index
 * names them, `{id}` for `(?P<id>…)`. Keep it in the order of the index.
 */
const ACCESS = {
	// WordPress's own namespace index: it describes the routes, never their data.
	'GET /': PUBLIC,

	'GET /permissions/current-user': SIGNED_IN,
	// Manage Access: only super admins, so nobody grants themselves more.
	'GET /permissions': SUPER_ADMIN,
	'GET /permissions/roles': SUPER_ADMIN,
	'GET /permissions/settings': SUPER_ADMIN,
	'POST /permissions/{role}': SUPER_ADMIN,
	'PUT /permissions/{role}': SUPER_ADMIN,
	'PATCH /permissions/{role}': SUPER_ADMIN,
	'DELETE /permissions/roles/{role}': SUPER_ADMIN,
	'GET /license': SUPER_ADMIN,
	'POST /license/activate': SUPER_ADMIN,
	'POST /license/deactivate': SUPER_ADMIN,

	// Every dashboard screen reads the settings; only the settings screen changes them.
	'GET /settings': PERMISSIONS,
	'POST /settings': SETTING,
	'PUT /settings': SETTING,
	'PATCH /settings': SETTING,

	'GET /event/categories': [ EVENT, OWN_EVENTS ],
	'POST /event/categories': EVENT,
	'DELETE /event/categories': EVENT,
	'GET /event/categories/{id}': [ EVENT, OWN_EVENTS ],
	'POST /event/categories/{id}': EVENT,
	'PUT /event/categories/{id}': EVENT,
	'PATCH /event/categories/{id}': EVENT,
	'DELETE /event/categories/{id}': EVENT,
	'GET /event/tags': [ EVENT, OWN_EVENTS ],
	'POST /event/tags': EVENT,
	'DELETE /event/tags': EVENT,
	'GET /event/tags/{id}': [ EVENT, OWN_EVENTS ],
	'POST /event/tags/{id}': EVENT,
	'PUT /event/tags/{id}': EVENT,
	'PATCH /event/tags/{id}': EVENT,
	'DELETE /event/tags/{id}': EVENT,
	'GET /event/choices': [ EVENT, OWN_EVENTS ],

	'GET /events': [ EVENT, OWN_EVENTS ],
	'POST /events': [ EVENT, OWN_EVENTS ],
	'DELETE /events': [ EVENT, OWN_EVENTS ],
	'GET /events/{id}': [ EVENT, OWN_EVENTS ],
	'POST /events/{id}': [ EVENT, OWN_EVENTS ],
	'PUT /events/{id}': [ EVENT, OWN_EVENTS ],
	'PATCH /events/{id}': [ EVENT, OWN_EVENTS ],
	'DELETE /events/{id}': [ EVENT, OWN_EVENTS ],
	'POST /events/{id}/restore': [ EVENT, OWN_EVENTS ],
	'GET /events/{id}/clone': [ EVENT, OWN_EVENTS ],
	'POST /events/{id}/clone': [ EVENT, OWN_EVENTS ],
	'GET /events/{id}/send_certificate': [ EVENT, OWN_EVENTS ],
	'POST /events/{id}/send_certificate': [ EVENT, OWN_EVENTS ],
	// WordPress's own editor, for those the event post type's capabilities let edit the event there
	// (granted from Eventin's keys: the 403 stays for a site that takes them away).
	'GET /events/{id}/back-wordpress': {
		need: [ EVENT, OWN_EVENTS ],
		then403: NO_EDITOR,
	},
	'POST /events/{id}/back-wordpress': {
		need: [ EVENT, OWN_EVENTS ],
		then403: NO_EDITOR,
	},

	// Schedule managers read speakers to choose a slot's speakers (without their e-mails).
	'GET /speakers': [ ORGANIZER, SCHEDULE ],
	'POST /speakers': ORGANIZER,
	'DELETE /speakers': ORGANIZER,
	'GET /speakers/{id}': [ ORGANIZER, SCHEDULE ],
	'POST /speakers/{id}': ORGANIZER,
	'PUT /speakers/{id}': ORGANIZER,
	'PATCH /speakers/{id}': ORGANIZER,
	'DELETE /speakers/{id}': ORGANIZER,
	'GET /speaker/categories': ORGANIZER,
	'POST /speaker/categories': ORGANIZER,
	'DELETE /speaker/categories': ORGANIZER,
	'GET /speaker/categories/{id}': ORGANIZER,
	'POST /speaker/categories/{id}': ORGANIZER,
	'PUT /speaker/categories/{id}': ORGANIZER,
	'PATCH /speaker/categories/{id}': ORGANIZER,
	'DELETE /speaker/categories/{id}': ORGANIZER,

	'GET /schedules': SCHEDULE,
	'POST /schedules': SCHEDULE,
	'DELETE /schedules': SCHEDULE,
	'GET /schedules/{id}': SCHEDULE,
	'POST /schedules/{id}': SCHEDULE,
	'PUT /schedules/{id}': SCHEDULE,
	'PATCH /schedules/{id}': SCHEDULE,
	'DELETE /schedules/{id}': SCHEDULE,
	'POST /schedules/{id}/restore': SCHEDULE,
	'GET /schedules/{id}/clone': SCHEDULE,
	'POST /schedules/{id}/clone': SCHEDULE,

	'POST /shortcodes/script': EVENT,
	'DELETE /shortcodes/script/{id}': EVENT,
	// Other sites' pages show the widget: allowed by the page's origin (a registered domain or
	// this site), never by who is signed in. Called here as a page of this site.
	'GET /shortcodes/{id}/embed': PUBLIC,

	// The calendar widget's range, on public pages: published events only.
	'GET /calendar/events': PUBLIC,
	// Block editors (edit_posts) place widgets; event managers make shortcodes of them.
	'GET /widgets/choices': [ 'edit_posts', EVENT ],

	'GET /orders': [ ORDER, OWN_EVENTS ],
	// Checkout: visitors book without an account (honeypot and a rate limit against abuse).
	'POST /orders': PUBLIC,
	// A buyer gives back the card payment they left: the booking's key is checked instead.
	'POST /orders/{id}/release': PUBLIC,
	'GET /orders/summary': [ ORDER, OWN_EVENTS ],
	'GET /orders/{id}': [ ORDER, OWN_EVENTS ],
	'POST /orders/{id}/mark-paid': [ ORDER, OWN_EVENTS ],
	'POST /orders/{id}/cancel': [ ORDER, OWN_EVENTS ],
	'POST /orders/{id}/resend-invoice': [ ORDER, OWN_EVENTS ],
	'GET /orders/{id}/refunds': [ ORDER, OWN_EVENTS ],
	'POST /orders/{id}/refunds': [ ORDER, OWN_EVENTS ],

	'GET /attendees': [ ATTENDEE, OWN_EVENTS ],
	'POST /attendees': [ ATTENDEE, OWN_EVENTS ],
	'DELETE /attendees': [ ATTENDEE, OWN_EVENTS ],
	'GET /attendees/{id}': [ ATTENDEE, OWN_EVENTS ],
	'POST /attendees/{id}': [ ATTENDEE, OWN_EVENTS ],
	'PUT /attendees/{id}': [ ATTENDEE, OWN_EVENTS ],
	'PATCH /attendees/{id}': [ ATTENDEE, OWN_EVENTS ],
	'DELETE /attendees/{id}': [ ATTENDEE, OWN_EVENTS ],
	'GET /attendees/events': [ ATTENDEE, OWN_EVENTS ],
	'POST /attendees/{id}/resend-ticket': [ ATTENDEE, OWN_EVENTS ],
	'POST /attendees/exports': [ ATTENDEE, OWN_EVENTS ],
	'GET /attendees/exports/{id}/file': [ ATTENDEE, OWN_EVENTS ],
	'GET /attendees/check-in': QR_SCAN,
	'POST /attendees/check-in': QR_SCAN,
	'POST /attendees/check-in/undo': QR_SCAN,
	'POST /attendees/check-in/sync': QR_SCAN,

	// Visitors answer without an account (honeypot and the checkout's rate limit against abuse).
	'POST /rsvp-registration': PUBLIC,
	// The signed link of a response: its token is checked instead.
	'GET /rsvp-response/{token}': PUBLIC,
	'POST /rsvp-response/{token}': PUBLIC,
	'PUT /rsvp-response/{token}': PUBLIC,
	'PATCH /rsvp-response/{token}': PUBLIC,
	'DELETE /rsvp-response/{token}': PUBLIC,
	// The RSVP report (Eventin's names: {id} is the event for GET and invitations, a response
	// for the writes); the module is on during this suite.
	'GET /rsvp-report': [ EVENT, OWN_EVENTS ],
	'DELETE /rsvp-report': [ EVENT, OWN_EVENTS ],
	'GET /rsvp-report/{id}': [ EVENT, OWN_EVENTS ],
	'POST /rsvp-report/{id}': [ EVENT, OWN_EVENTS ],
	'PUT /rsvp-report/{id}': [ EVENT, OWN_EVENTS ],
	'PATCH /rsvp-report/{id}': [ EVENT, OWN_EVENTS ],
	'DELETE /rsvp-report/{id}': [ EVENT, OWN_EVENTS ],
	'GET /rsvp-report/{id}/invitations': [ EVENT, OWN_EVENTS ],
	'POST /rsvp-report/{id}/invitations': [ EVENT, OWN_EVENTS ],
	'POST /rsvp-report/exports': [ EVENT, OWN_EVENTS ],
	'GET /rsvp-report/exports/{id}/file': [ EVENT, OWN_EVENTS ],

	// Stripe calls it without an account; the body's signature is checked instead.
	'POST /payments/stripe/webhook': PUBLIC,

	// Batches (invitations, certificates: whoever reaches their event; exports: their starter).
	'GET /batches/{id}': [ EVENT, ATTENDEE, OWN_EVENTS ],
	'GET /batches/{id}/items': [ EVENT, ATTENDEE, OWN_EVENTS ],
	'POST /batches/{id}/retry': [ EVENT, ATTENDEE, OWN_EVENTS ],
	'POST /batches/{id}/cancel': [ EVENT, ATTENDEE, OWN_EVENTS ],

	// Certificates: an attendee's own link for anyone who knows both their ticket code and e-mail
	// (rate-limited, as the checkout).
	'POST /certificates/lookup': PUBLIC,

	// The Background jobs panel, as the license: only super admins.
	'GET /jobs': SUPER_ADMIN,
	'POST /jobs/{id}/retry': SUPER_ADMIN,
};

/** What the super admin routes answer a signed-in user who is not one, by their first segment. */
const SUPER_ADMIN_REFUSALS = {
	permissions: 'Only administrators may change who has access.',
	license: 'Only administrators may manage the license.',
	jobs: 'Only administrators may see background jobs.',
};
const REFUSAL = 'Sorry, you are not allowed to do that.';

/**
 * The signed-in callers (bin/php/test-fixtures.php) and what each holds: the etn_manage_*
 * permissions of their role, and the WordPress capabilities the table names.
 */
const CALLERS = {
	subscriber: [],
	editor1: [ 'edit_posts' ],
	eventmanager: [ EVENT ],
	organizermanager: [ ORGANIZER ],
	schedulemanager: [ SCHEDULE ],
	attendeemanager: [ ATTENDEE ],
	ordermanager: [ ORDER ],
	qrscanner: [ QR_SCAN ],
	settingseditor: [ SETTING ],
	// A vendor: the routes of their own events; another's items answer 404 (tests/rest/ownership).
	vendor1: [ OWN_EVENTS ],
	admin: [ ...PERMISSIONS, 'edit_posts', SUPER_ADMIN ],
};

const CALENDAR_START = new Date( `${ day }T00:00:00Z` );
const CALENDAR_END = new Date( CALENDAR_START.getTime() + 7 * 86400000 );

/** The items of setup, by the route (without `/{id}`) whose `{id}` they fill. */
const ids = {};
/** The items of setup the bulk DELETEs (`?ids[]=`) of each collection delete. */
const bulk = {};
/** What the allowed callers created (clones), deleted in the end: [route, id]. */
const made = [];
/** The settings before this suite turned the RSVP module on. */
let settingsBefore;

/**
 * What each route and method is sent, when more than nothing: a query string, a body, headers,
 * `text` for a download, `made` for what its answer created. Bodies are harmless: invalid (400)
 * or changing nothing.
 */
const REQUESTS = {
	'POST /permissions/{role}': { body: { permissions: [] } },
	'PUT /permissions/{role}': { body: { permissions: [] } },
	'PATCH /permissions/{role}': { body: { permissions: [] } },
	'POST /license/activate': { body: {} },
	'POST /settings': { body: {} },
	'PUT /settings': { body: {} },
	'PATCH /settings': { body: {} },
	'POST /event/categories': { body: { name: '' } },
	'DELETE /event/categories': {
		query: () => `ids[]=${ bulk[ 'event/categories' ] }`,
	},
	'PUT /event/categories/{id}': { body: { description: 'Matrix' } },
	'POST /event/tags': { body: { name: '' } },
	'DELETE /event/tags': { query: () => `ids[]=${ bulk[ 'event/tags' ] }` },
	'PUT /event/tags/{id}': { body: { description: 'Matrix' } },
	'GET /event/choices': { query: () => 'kind=speaker' },
	'POST /events': { body: { title: '' } },
	'DELETE /events': { query: () => `ids[]=${ bulk.events }` },
	'PATCH /events/{id}': { body: () => ( { title: ids.title } ) },
	'GET /events/{id}/clone': { made: 'events' },
	'POST /events/{id}/clone': { made: 'events' },
	'POST /speakers': { body: { name: '' } },
	'DELETE /speakers': { query: () => `ids[]=${ bulk.speakers }` },
	'PATCH /speakers/{id}': { body: { designation: 'Matrix' } },
	'POST /speaker/categories': { body: { name: '' } },
	'DELETE /speaker/categories': {
		query: () => `ids[]=${ bulk[ 'speaker/categories' ] }`,
	},
	'POST /schedules': { body: { program_title: '' } },
	'DELETE /schedules': { query: () => `ids[]=${ bulk.schedules }` },
	'GET /schedules/{id}/clone': { made: 'schedules' },
	'POST /schedules/{id}/clone': { made: 'schedules' },
	'POST /shortcodes/script': { body: { post_name: 'events' } },
	'GET /shortcodes/{id}/embed': {
		headers: { 'Sec-Fetch-Site': 'same-origin' },
	},
	'GET /calendar/events': {
		query: () =>
			`start=${ CALENDAR_START.toISOString() }&end=${ CALENDAR_END.toISOString() }`,
	},
	'GET /widgets/choices': { query: () => 'kind=event' },
	'POST /orders': { body: {} },
	'POST /orders/{id}/refunds': { body: { type: 'amount', amount: '-1' } },
	'POST /attendees': { body: {} },
	'DELETE /attendees': { query: () => `ids[]=${ bulk.attendees }` },
	'PATCH /attendees/{id}': { body: { listed: false } },
	'POST /attendees/exports': { body: { format: 'pdf' } },
	'GET /attendees/check-in': { query: () => `event_id=${ ids.rsvpEvent }` },
	'POST /attendees/check-in': { body: {} },
	'POST /attendees/check-in/undo': { body: {} },
	'POST /attendees/check-in/sync': { body: {} },
	'GET /attendees/exports/{id}/file': { text: true },
	'POST /rsvp-report/exports': { body: { format: 'pdf' } },
	'GET /rsvp-report/exports/{id}/file': { text: true },
	'POST /payments/stripe/webhook': { body: {} },
	'POST /rsvp-registration': { body: {} },
	'POST /rsvp-response/{token}': { body: { message: 'Matrix' } },
	'PUT /rsvp-response/{token}': { body: { message: 'Matrix' } },
	'PATCH /rsvp-response/{token}': { body: { message: 'Matrix' } },
	'DELETE /rsvp-report': { query: () => `ids[]=${ bulk[ 'rsvp-report' ] }` },
	'GET /rsvp-report/{id}': { path: () => `rsvp-report/${ ids.rsvpEvent }` },
	'POST /rsvp-report/{id}': { body: { status: 'maybe' } },
	'PUT /rsvp-report/{id}': { body: { status: 'maybe' } },
	'PATCH /rsvp-report/{id}': { body: { status: 'maybe' } },
	'GET /rsvp-report/{id}/invitations': {
		path: () => `rsvp-report/${ ids.rsvpEvent }/invitations`,
	},
	'POST /rsvp-report/{id}/invitations': {
		path: () => `rsvp-report/${ ids.rsvpEvent }/invitations`,
		body: { subject: '', body: 'Matrix', status: 'going' },
	},
	'POST /certificates/lookup': {
		body: { code: 'matrix', email: 'matrix@example.com' },
	},
	'GET /batches/{id}': { path: () => `batches/${ ids.rsvpSend }` },
	'GET /batches/{id}/items': {
		path: () => `batches/${ ids.rsvpSend }/items`,
	},
	// Nothing of the send failed: a caller who may retry it is told so (409) and nothing moves.
	'POST /batches/{id}/retry': {
		path: () => `batches/${ ids.rsvpSend }/retry`,
	},
	// Another send's, which ends it (then 409 for the next caller: it is over).
	'POST /batches/{id}/cancel': {
		path: () => `batches/${ ids.rsvpCancel }/cancel`,
	},
};

/**
 * For DELETEs whose item's GET reads another kind of item (rsvp-report/{id} reads an event, its
 * DELETE deletes a response): the route whose GET answers 200 while the item is there.
 */
const ITEM_PATHS = {
	'DELETE /rsvp-report/{id}': () => `rsvp-response/${ ids.rsvpReportToken }`,
	'DELETE /rsvp-report': () => `rsvp-response/${ ids.rsvpBulkToken }`,
};

const index = await api( 'GET', '', { as: 'admin' } );
/** 'METHOD /route' of every route and method the index lists, `{param}` for its patterns. */
const listed = Object.entries( index.body.routes ?? {} ).flatMap(
	( [ route, data ] ) =>
		data.endpoints.flatMap( ( endpoint ) =>
			endpoint.methods.map(
				( method ) =>
					`${ method } ${
						route
							.replace( /^\/eventin\/v2/, '' )
							.replace( /\(\?P<(\w+)>[^)]*\)/g, '{$1}' ) || '/'
					}`
			)
		)
);
// Reads first, then writes, DELETEs last, so every call finds the items of setup.
const ORDER_OF_METHODS = [ 'GET', 'POST', 'PUT', 'PATCH', 'DELETE' ];
const runOrder = listed
	.filter( ( key ) => ACCESS[ key ] !== undefined )
	.map( ( key, position ) => [ key, position ] )
	.sort(
		( [ a, i ], [ b, j ] ) =>
			ORDER_OF_METHODS.indexOf( a.split( ' ' )[ 0 ] ) -
				ORDER_OF_METHODS.indexOf( b.split( ' ' )[ 0 ] ) || i - j
	)
	.map( ( [ key ] ) => key );

/**
 * What a route and method needs, as the table says.
 * @param {string} key 'METHOD /route'.
 */
function needOf( key ) {
	return ACCESS[ key ]?.need ?? ACCESS[ key ];
}

/**
 * Whether a caller may call a route and method, as the table says.
 * @param {string}      key   'METHOD /route'.
 * @param {string|null} login A fixture user, null for anonymous.
 */
function allowed( key, login ) {
	const need = needOf( key );
	if ( need === PUBLIC ) {
		return true;
	}
	if ( login === null ) {
		return false;
	}
	if ( need === SIGNED_IN ) {
		return true;
	}
	return [ need ].flat().some( ( cap ) => CALLERS[ login ].includes( cap ) );
}

/**
 * The route's path with the items of setup in its parameters, and its query.
 * @param {string} key 'METHOD /route'.
 */
function pathOf( key ) {
	const own = REQUESTS[ key ]?.path?.();
	if ( own ) {
		return own;
	}
	const route = key.split( ' ' )[ 1 ].slice( 1 );
	const path = route.replace( /^(.*?)\/\{(\w+)\}/, ( match, base, param ) => {
		const value = param === 'role' ? ids.role : ids[ base ];
		assert.ok(
			value,
			`setup made nothing for ${ base }/{${ param }}: add one`
		);
		return `${ base }/${ value }`;
	} );
	const query = REQUESTS[ key ]?.query?.();
	return query ? `${ path }?${ query }` : path;
}

const figures = { checks: 0, kept: 0, leaks: [], refused: [] };

/**
 * Calls a route and method as a caller and checks the answer; a denied caller let through is a
 * leak, an allowed one refused is noted too. Answers the response.
 * @param {string}      key   'METHOD /route'.
 * @param {string|null} login
 */
async function check( key, login ) {
	const [ method ] = key.split( ' ' );
	const request = REQUESTS[ key ] ?? {};
	const path = pathOf( key );
	const body =
		typeof request.body === 'function' ? request.body() : request.body;
	const response = await api( method, path, {
		as: login,
		body,
		headers: request.headers,
		text: request.text,
	} );
	figures.checks++;
	const who = login ?? 'anonymous';
	const said = `${ key } as ${ who }: ${ response.status } ${ JSON.stringify(
		response.body
	).slice( 0, 300 ) }`;
	if ( ! allowed( key, login ) ) {
		const expected =
			login === null
				? { status: 401, code: 'rest_not_logged_in' }
				: {
						status: 403,
						code: 'rest_forbidden',
						message:
							needOf( key ) === SUPER_ADMIN
								? SUPER_ADMIN_REFUSALS[
										key.split( ' ' )[ 1 ].split( '/' )[ 1 ]
									]
								: REFUSAL,
					};
		const got = {
			status: response.status,
			code: response.body?.code,
			...( expected.message ? { message: response.body?.message } : {} ),
		};
		try {
			assert.deepEqual( got, expected );
		} catch {
			figures.leaks.push( said );
		}
		return response;
	}
	const laterRefusal =
		response.status === 403 &&
		response.body?.message === ACCESS[ key ].then403;
	if (
		( [ 401, 403 ].includes( response.status ) && ! laterRefusal ) ||
		response.status >= 500
	) {
		figures.refused.push( said );
	}
	if ( request.made && response.body?.id ) {
		made.push( [ request.made, response.body.id ] );
	}
	return response;
}

const logins = [ null, ...Object.keys( CALLERS ) ];

/**
 * The item a DELETE deletes, when it is there and the route has a GET of it: after the DELETEs
 * of those who may not, it must still be there (a refusal that deleted anyway is a leak too).
 * @param {string} key 'DELETE /route'.
 * @return {Promise<string|null>} Its path, null for a route without a GET of its item.
 */
async function itemOf( key ) {
	if ( ITEM_PATHS[ key ] ) {
		const own = ITEM_PATHS[ key ]();
		const there = await api( 'GET', own, { as: 'admin' } );
		assert.equal(
			there.status,
			200,
			`${ key }: its item ${ own } is there`
		);
		figures.kept++;
		return own;
	}
	const route = key.split( ' ' )[ 1 ];
	const item = route.endsWith( '/{id}' ) ? route : `${ route }/{id}`;
	const many = /ids\[\]=(\d+)/.exec( REQUESTS[ key ]?.query?.() ?? '' );
	const path = route.endsWith( '/{id}' )
		? pathOf( key )
		: many && `${ route.slice( 1 ) }/${ many[ 1 ] }`;
	if ( ! path || ! listed.includes( `GET ${ item }` ) ) {
		return null;
	}
	const found = await api( 'GET', path, { as: 'admin' } );
	assert.equal( found.status, 200, `${ key }: its item ${ path } is there` );
	figures.kept++;
	return path;
}

/**
 * Creates one item as the administrator and answers its id.
 * @param {string} route A collection.
 * @param {Object} body
 */
async function create( route, body ) {
	const response = await api( 'POST', route, { as: 'admin', body } );
	assert.equal(
		response.status,
		201,
		`${ route }: ${ JSON.stringify( response.body ) }`
	);
	return response.body.id;
}

before( async () => {
	ids.title = unique( 'Matrix' );
	const event = await createTicketedEvent(
		[ { name: 'Free', price: '0', capacity: 10 } ],
		ids.title
	);
	ids.events = event.id;
	const makers = {
		'event/categories': () =>
			create( 'event/categories', { name: unique( 'Matrix' ) } ),
		'event/tags': () =>
			create( 'event/tags', { name: unique( 'Matrix' ) } ),
		'speaker/categories': () =>
			create( 'speaker/categories', { name: unique( 'Matrix' ) } ),
		events: () =>
			create( 'events', {
				title: unique( 'Matrix' ),
				start_date: day,
				end_date: day,
			} ),
		speakers: () =>
			create( 'speakers', {
				name: unique( 'Matrix Speaker' ),
				email: uniqueAddress( 'matrix' ),
				category: [ 'speaker' ],
			} ),
		schedules: () =>
			create( 'schedules', {
				program_title: unique( 'Matrix' ),
				date: day,
				slots: [],
			} ),
		attendees: () =>
			create( 'attendees', {
				event_id: event.id,
				ticket_id: event.tickets[ 0 ].id,
				name: 'Matrix Guest',
				email: uniqueAddress( 'matrix' ),
			} ),
	};
	// One item for the routes of an item, another for the bulk DELETE of the collection.
	for ( const [ route, make ] of Object.entries( makers ) ) {
		ids[ route ] ??= await make();
		bulk[ route ] = await make();
	}

	// A shortcode no other test stores, so the DELETE removes only this suite's script.
	ids[ 'shortcodes/script' ] = ids.shortcodes = await create(
		'shortcodes/script',
		{ post_name: 'events', shortcode: '[events limit="17"]' }
	);

	const order = await api( 'POST', 'orders', {
		body: {
			event_id: event.id,
			tickets: [ { ticket_id: event.tickets[ 0 ].id, quantity: 1 } ],
			customer: {
				name: 'Matrix Buyer',
				email: uniqueAddress( 'matrix' ),
			},
		},
	} );
	assert.equal( order.status, 201, JSON.stringify( order.body ) );
	ids.orders = order.body.id;

	ids[ 'attendees/exports' ] = await create( 'attendees/exports', {
		format: 'csv',
		event_id: event.id,
	} );

	// A role no test configures: the writes below are refused (400) or find nothing (404).
	ids.role = 'subscriber';

	// A job due in an hour: Retry refuses it (409), as it is not failed.
	ids.jobs = Number( jobsPanel( 'queue', JOB_HOOK, '1' ) );

	// RSVP: the module on, the rate limit of public writes out of the way; an event with RSVP
	// on, three responses (for the link's routes, the report's item and its bulk DELETE) with
	// their tokens from the confirmation mails, and a send of invitations.
	settingsBefore = ( await api( 'GET', 'settings', { as: 'admin' } ) ).body;
	await api( 'PUT', 'settings', {
		as: 'admin',
		body: { modules: { rsvp: 'on' }, checkout_rate_limit: 10000 },
	} );
	ids.rsvpEvent = await create( 'events', {
		title: unique( 'Matrix RSVP' ),
		status: 'publish',
		start_date: day,
		end_date: day,
		rsvp: { enabled: true, limit: -1 },
	} );
	made.push( [ 'events', ids.rsvpEvent ] );
	const respond = async () => {
		const email = uniqueAddress( 'matrix-rsvp' );
		const answer = await api( 'POST', 'rsvp-registration', {
			body: { event_id: ids.rsvpEvent, name: 'Matrix Guest', email },
		} );
		assert.equal( answer.status, 201, JSON.stringify( answer.body ) );
		const mail = await waitForMail( ( m ) => m.to.includes( email ) );
		const [ , token, id ] = /eventin-rsvp=((\d+)-[0-9a-f]{32})/.exec(
			mail.html
		);
		return { token, id: Number( id ) };
	};
	ids[ 'rsvp-response' ] = ( await respond() ).token;
	const reported = await respond();
	ids[ 'rsvp-report' ] = reported.id;
	ids.rsvpReportToken = reported.token;
	const bulkItem = await respond();
	bulk[ 'rsvp-report' ] = bulkItem.id;
	ids.rsvpBulkToken = bulkItem.token;
	ids.rsvpSend = await create( `rsvp-report/${ ids.rsvpEvent }/invitations`, {
		subject: 'Matrix',
		body: 'Matrix',
		status: 'waiting',
	} );
	ids.rsvpCancel = await create(
		`rsvp-report/${ ids.rsvpEvent }/invitations`,
		{
			subject: 'Matrix',
			body: 'Matrix',
			status: 'waiting',
			send_at: new Date( Date.now() + 86400000 ).toISOString(),
		}
	);
	ids[ 'rsvp-report/exports' ] = await create( 'rsvp-report/exports', {
		format: 'csv',
		event_id: ids.rsvpEvent,
	} );
} );

after( async () => {
	jobsPanel( 'delete', JOB_HOOK );
	await api( 'PUT', 'settings', {
		as: 'admin',
		body: {
			modules: settingsBefore.modules,
			checkout_rate_limit: settingsBefore.checkout_rate_limit,
		},
	} );
	// What this suite made and its DELETEs left in the trash: clones, events and schedules.
	for ( const [ route, id ] of [
		...made,
		[ 'events', ids.events ],
		[ 'events', bulk.events ],
		[ 'schedules', ids.schedules ],
		[ 'schedules', bulk.schedules ],
	] ) {
		await api( 'DELETE', `${ route }/${ id }`, { as: 'admin' } );
		await api( 'DELETE', `${ route }/${ id }?force=true`, { as: 'admin' } );
	}
} );

test( 'the table names every route and method of the index, and no other', () => {
	assert.equal( index.status, 200 );
	assert.deepEqual(
		listed.filter( ( key ) => ACCESS[ key ] === undefined ),
		[],
		'routes and methods missing from ACCESS'
	);
	assert.deepEqual(
		Object.keys( ACCESS ).filter( ( key ) => ! listed.includes( key ) ),
		[],
		'ACCESS entries the index does not list'
	);
	assert.deepEqual(
		Object.keys( REQUESTS ).filter( ( key ) => ! ACCESS[ key ] ),
		[],
		'REQUESTS entries not in ACCESS'
	);
} );

test( 'each permission has a caller holding it alone, who holds just that', async () => {
	const catalogue = await api( 'GET', 'permissions', { as: 'admin' } );
	assert.deepEqual(
		Object.keys( catalogue.body ).sort(),
		[ ...PERMISSIONS ].sort()
	);
	for ( const [ login, holds ] of Object.entries( CALLERS ) ) {
		const current = await api( 'GET', 'permissions/current-user', {
			as: login,
		} );
		assert.equal( current.status, 200, login );
		assert.deepEqual(
			[ ...current.body.permissions ].sort(),
			holds.filter( ( cap ) => PERMISSIONS.includes( cap ) ).sort(),
			login
		);
		assert.equal(
			current.body.is_super_admin,
			holds.includes( SUPER_ADMIN )
		);
	}
	for ( const permission of PERMISSIONS ) {
		assert.ok(
			Object.values( CALLERS ).some(
				( holds ) => holds.length === 1 && holds[ 0 ] === permission
			),
			`a caller holding ${ permission } alone`
		);
	}
} );

for ( const key of runOrder ) {
	test( key, async () => {
		const leaksBefore = figures.leaks.length;
		const refusedBefore = figures.refused.length;
		const [ method ] = key.split( ' ' );
		const denied = logins.filter( ( login ) => ! allowed( key, login ) );
		const granted = logins.filter( ( login ) => allowed( key, login ) );
		if ( method === 'GET' ) {
			await Promise.all( logins.map( ( login ) => check( key, login ) ) );
		} else {
			// Those who may not first, at once; then each who may, one after another.
			const there = method === 'DELETE' && ( await itemOf( key ) );
			await Promise.all( denied.map( ( login ) => check( key, login ) ) );
			if ( there ) {
				const probe = await api( 'GET', there, { as: 'admin' } );
				if ( probe.status !== 200 ) {
					figures.leaks.push(
						`${ key }: after the refused calls, GET ${ there } answers ${ probe.status }`
					);
				}
			}
			for ( const login of granted ) {
				await check( key, login );
			}
		}
		assert.deepEqual( figures.leaks.slice( leaksBefore ), [], 'leaks' );
		assert.deepEqual(
			figures.refused.slice( refusedBefore ),
			[],
			'allowed callers refused'
		);
	} );
}

test( 'figures', ( t ) => {
	const line = `${ runOrder.length } route-methods × ${ logins.length } users = ${ figures.checks } checks, ${ figures.leaks.length } leaks, ${ figures.refused.length } allowed callers refused; ${ figures.kept } items still there after refused DELETEs`;
	t.diagnostic( line );
	console.log( `access matrix: ${ line }` );
	assert.equal( figures.checks, runOrder.length * logins.length );
	assert.equal( figures.leaks.length, 0 );
} );
