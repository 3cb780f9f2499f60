/**
 * The benchmarks' case table: per resource, what its JSON lines count (unit), the sizes it runs at
 * alone (`sizes`) and in `npm run bench` (`target`), the site it runs on, how to seed it, the
 * values its query templates take from the seeded data (`prepare`), and its cases.
 *
 * A case is { name, query?, path?, anonymous?, filter? }: GET /wp-json/eventin/v2/<path ?? resource>?<query>,
 * as an administrator, or the resource's `as` user (a fixture login), (the floor too) or,
 * `anonymous`, as a visitor (the floor too). Upper-case
 * words in the query and the name (GROUP, EVENT, …) are replaced by what `prepare` answers; a value
 * that is a function is called for each request (a range not asked before). The SQL queries of the
 * cases are grouped by their query without per_page and paged (or by `filter`): one count per group
 * means they do not grow with the page size or the page.
 */
import { runPhp } from './wordpress.mjs';
import { log } from './log.mjs';

/**
 * What a resource's `prepare` gets.
 *
 * @typedef {Object} Context
 * @property {'sqlite'|'mariadb'}                 db      The database.
 * @property {number}                             size    The size the site is seeded to.
 * @property {Object}                             site    bootSite's site.
 * @property {(route: string) => Promise<Object>} getJson GET /wp-json/eventin/v2/<route> as the administrator.
 */

/**
 * Values for the orders' and attendees' templates: the event, name, ticket code and address of the
 * newest (completed) one. The seeder gives all the bookings of an event one status.
 *
 * @param {string}  resource
 * @param {Context} context
 */
async function newest( resource, { getJson } ) {
	const answer = await getJson(
		`${ resource }?per_page=1${
			resource === 'attendees' ? '&payment_status=completed' : ''
		}`
	);
	const item = answer.items?.[ 0 ] ?? {};
	return {
		EVENT: String( item.event_id ?? 0 ),
		CODE: String( item.code ).slice( 0, 8 ),
		NAME: String( item.name ).split( ' ' )[ 0 ].toLowerCase(),
		ADDRESS: encodeURIComponent(
			String( item.email ).replace( /@.*/, '@' )
		),
	};
}

/**
 * A list case: named `<label>, <perPage> per page[, page <paged>]`, asking `<filter>&per_page=<perPage>[&paged=<paged>]`.
 *
 * @param {string} label    What it lists, e.g. 'all', 'one event'.
 * @param {number} perPage
 * @param {string} [filter] The query before per_page, e.g. 'status=past'.
 * @param {number} [paged]  The page, when not the first.
 * @return {{name: string, query: string}} The case.
 */
function list( label, perPage, filter = '', paged = 0 ) {
	return {
		name: `${ label }, ${ perPage } per page${
			paged ? `, page ${ paged }` : ''
		}`,
		query: [ filter, `per_page=${ perPage }`, paged && `paged=${ paged }` ]
			.filter( Boolean )
			.join( '&' ),
	};
}

/** The resources `npm run bench` runs, in this order. */
export const ALL = [
	'events',
	'calendar',
	'speakers',
	'schedules',
	'orders',
	'attendees',
	'vendors',
];

export const RESOURCES = {
	events: {
		unit: 'events',
		sizes: '10000,100000',
		target: 100000,
		seed: ( size ) => [ `--events=${ size }` ],
		cases: [
			list( 'all', 10 ),
			list( 'all', 100 ),
			list( 'upcoming', 10, 'status=upcoming' ),
			list( 'past', 10, 'status=past' ),
			list( 'past', 100, 'status=past', 50 ),
			list( 'search', 10, 'search_keyword=jazz%20summit' ),
		],
	},
	// The public calendar's range endpoint (what the calendar widget asks), as a visitor: a month
	// holding IN_MONTH events (bench-widgets.php adds them once, three years ahead) among the seeded
	// ones. Cold: each request starts at another random second of the month's first six hours, a
	// range no answer was kept for; again: the same range every time (kept by a persistent object
	// cache only, which the bench sites have not).
	calendar: {
		unit: 'events',
		sizes: '100000',
		target: 100000,
		seed: ( size ) => [ `--events=${ size }` ],
		prepare: ( { site, db } ) => {
			const setup = JSON.parse(
				runPhp( site, 'bench-widgets.php', [ '1000' ], {
					stdio: [ 'ignore', 'pipe', 'inherit' ],
				} ).toString()
			);
			log(
				`${ db }: ${ setup.events } published events, ${ setup.in_month } in ${ setup.month }; calendar query plan: ${ setup.plan.join(
					' | '
				) }`
			);
			const [ year, month ] = setup.month.split( '-' ).map( Number );
			const next =
				month === 12
					? `${ year + 1 }-01`
					: `${ year }-${ String( month + 1 ).padStart( 2, '0' ) }`;
			return {
				IN_MONTH: String( setup.in_month ),
				START: `${ setup.month }-01T00:00:00Z`,
				END: `${ next }-01T00:00:00Z`,
				RANDOM_START: () => {
					const second = 1 + Math.floor( Math.random() * 21599 );
					const time = [ 3600, 60, 1 ]
						.map( ( unit, i ) =>
							String(
								Math.floor( second / unit ) % ( i ? 60 : 24 )
							).padStart( 2, '0' )
						)
						.join( ':' );
					return `${ setup.month }-01T${ time }Z`;
				},
				extra: { in_month: setup.in_month },
			};
		},
		cases: [
			{
				name: 'month (IN_MONTH events), cold',
				path: 'calendar/events',
				query: 'start=RANDOM_START&end=END',
				anonymous: true,
			},
			{
				name: 'month (IN_MONTH events), the same range again',
				path: 'calendar/events',
				query: 'start=START&end=END',
				anonymous: true,
			},
		],
	},
	speakers: {
		unit: 'speakers',
		sizes: '1000,10000',
		target: 10000,
		seed: ( size ) => [
			`--speakers=${ size }`,
			`--organizers=${ Math.ceil( size / 10 ) }`,
			'--groups=10',
		],
		prepare: async ( { getJson } ) => ( {
			GROUP: String(
				( await getJson( 'speaker/categories?search=Panelists' ) )
					.items?.[ 0 ]?.id
			),
		} ),
		cases: [
			list( 'all', 10 ),
			list( 'all', 100 ),
			list( 'organizers', 10, 'category=organizer' ),
			list( 'group', 10, 'speaker_group=GROUP' ),
			list( 'search', 10, 'search=grace' ),
			list( 'all', 100, '', 20 ),
		],
	},
	schedules: {
		unit: 'schedules',
		sizes: '1000,10000',
		target: 10000,
		seed: ( size ) => [ `--schedules=${ size }` ],
		prepare: () => ( { YEAR: String( new Date().getFullYear() ) } ),
		cases: [
			list( 'all', 10 ),
			list( 'all', 100 ),
			list( 'one year', 10, 'year=YEAR' ),
			list( 'search', 10, 'search=day%201' ),
			list( 'all', 100, '', 20 ),
		],
	},
	// The purchase report's list and summary; then (checkout) booking latency and bookings per second.
	orders: {
		unit: 'orders',
		sizes: '10000,100000',
		target: 100000,
		seed: ( size ) => [ '--events=1000', `--orders=${ size }` ],
		prepare: ( context ) => newest( 'orders', context ),
		checkout: true,
		cases: [
			list( 'all', 10 ),
			list( 'all', 100 ),
			list( 'completed', 10, 'status=completed' ),
			list( 'one event', 10, 'event_id=EVENT' ),
			list( 'search a name 1 in 12 buyers have', 10, 'search=hopper' ),
			list(
				'search one address',
				10,
				'search=ada-lovelace.0%40seed.example'
			),
			list( 'all', 100, '', 50 ),
			{ name: 'summary, last 30 days', path: 'orders/summary' },
			{
				name: 'summary, one event',
				path: 'orders/summary',
				query: 'event_id=EVENT',
			},
		],
	},
	// Sizes in attendees, seeded as size/2 bookings of 1-3 tickets, on a site of its own (the
	// orders bench's bookings would overshoot its sizes).
	attendees: {
		unit: 'attendees',
		site: 'bench-attendees',
		sizes: '100000,1000000',
		target: 1000000,
		// Bookings have 1, 2 or 3 attendees in turn: size/2 bookings hold size attendees.
		seed: ( size ) => [
			'--events=1000',
			`--orders=${ Math.ceil( size / 2 ) }`,
		],
		prepare: async ( context ) => ( {
			...( await newest( 'attendees', context ) ),
			extra: {
				attendees_in_site: (
					await context.getJson( 'attendees?per_page=1' )
				).total_items,
			},
		} ),
		cases: [
			list( 'all', 20 ),
			list( 'all', 100 ),
			list( 'all', 20, '', 500 ),
			list( 'all', 100, '', 50 ),
			list( 'one event', 20, 'event_id=EVENT' ),
			list( 'one event', 100, 'event_id=EVENT' ),
			list(
				'one event, completed',
				20,
				'event_id=EVENT&payment_status=completed'
			),
			list( 'refunded', 20, 'payment_status=refunded' ),
			list( 'used tickets (none)', 20, 'ticket_status=used' ),
			list( 'search a name 1 in 12 attendees have', 20, 'search=hopper' ),
			list( 'search a name', 100, 'search=hopper' ),
			list( 'search an address prefix', 20, 'search=ADDRESS' ),
			list( 'search a ticket code prefix (8 hex)', 20, 'search=CODE' ),
			list(
				'one event, search a name of its attendees',
				20,
				'event_id=EVENT&search=NAME'
			),
		],
	},
	// A vendor's lists (vendor1, etn_manage_own_events) on a site of 100k events and 1M attendees:
	// they own the 20 events with the newest bookings (bench-vendor.php), some 2% of the attendees.
	vendors: {
		unit: 'attendees',
		site: 'bench-attendees',
		as: 'vendor1',
		sizes: '1000000',
		target: 1000000,
		seed: ( size ) => [
			'--events=100000',
			`--orders=${ Math.ceil( size / 2 ) }`,
		],
		prepare: ( { site, db } ) => {
			const setup = JSON.parse(
				runPhp( site, 'bench-vendor.php', [ '20' ], {
					stdio: [ 'ignore', 'pipe', 'inherit' ],
				} ).toString()
			);
			log(
				`${ db }: vendor1 owns ${ setup.vendor_events } of ${ setup.events } events, ${ setup.vendor_attendees } of ${ setup.attendees } attendees`
			);
			return {
				EVENT: String( setup.event ),
				NAME: setup.name,
				extra: {
					events_in_site: setup.events,
					attendees_in_site: setup.attendees,
					vendor_events: setup.vendor_events,
					vendor_attendees: setup.vendor_attendees,
				},
			};
		},
		cases: [
			{ ...list( 'my events', 20 ), path: 'events' },
			{
				...list( 'my upcoming events', 20, 'status=upcoming' ),
				path: 'events',
			},
			{
				...list( 'my events, search', 20, 'search_keyword=jazz' ),
				path: 'events',
			},
			{ ...list( 'my bookings', 20 ), path: 'orders' },
			{
				...list( 'my bookings, one event', 20, 'event_id=EVENT' ),
				path: 'orders',
			},
			{ name: 'my sales, last 30 days', path: 'orders/summary' },
			{ ...list( 'my attendees', 20 ), path: 'attendees' },
			{ ...list( 'my attendees', 20, '', 50 ), path: 'attendees' },
			{
				...list( 'my attendees, one event', 20, 'event_id=EVENT' ),
				path: 'attendees',
			},
			{
				...list( 'my attendees, search a name', 20, 'search=NAME' ),
				path: 'attendees',
			},
		],
	},
	// The settings, Manage Access and license reads: no data to seed (not in npm run bench).
	access: {
		unit: 'access',
		sizes: '0',
		target: 0,
		cases: [
			{ name: 'current user', path: 'permissions/current-user' },
			{ name: 'settings', path: 'settings' },
			{ name: 'permission catalogue', path: 'permissions' },
			{ name: 'site roles', path: 'permissions/roles' },
			{ name: 'configured roles', path: 'permissions/settings' },
			{ name: 'license', path: 'license' },
		],
	},
};

/**
 * A template with the values put in: upper-case words that `values` holds (functions called now).
 *
 * @param {string}  template
 * @param {Object}  values
 * @param {boolean} [calls]  false: function values stay as their word (the case's filter, its JSON line).
 * @return {string} The text.
 */
export function fill( template, values, calls = true ) {
	return template.replace( /\b[A-Z][A-Z_]+\b/g, ( word ) => {
		if ( ! Object.hasOwn( values, word ) ) {
			return word;
		}
		const value = values[ word ];
		if ( typeof value !== 'function' ) {
			return value;
		}
		return calls ? value() : word;
	} );
}
