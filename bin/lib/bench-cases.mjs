/**
 * The benchmarks' case table: per resource, what its JSON lines count (unit), the sizes it runs at
 * alone (`sizes`) and in `npm run bench` (`target`), the site it runs on, how to seed it, the
 * values its query templates take from the seeded data (`prepare`), and its cases.
 *
 * A case is { name, query?, path?, anonymous?, filter? }: GET /wp-json/eventin/v2/<path ?? resource>?<query>,
 * as an administrator (the floor too) or, `anonymous`, as a visitor (the floor too). Upper-case
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

/** The resources `npm run bench` runs, in this order. */
export const ALL = [
	'events',
	'calendar',
	'speakers',
	'schedules',
	'orders',
	'attendees',
];

export const RESOURCES = {
	events: {
		unit: 'events',
		sizes: '10000,100000',
		target: 100000,
		seed: ( size ) => [ `--events=${ size }` ],
		cases: [
			{ name: 'all, 10 per page', query: 'per_page=10' },
			{ name: 'all, 100 per page', query: 'per_page=100' },
			{
				name: 'upcoming, 10 per page',
				query: 'status=upcoming&per_page=10',
			},
			{ name: 'past, 10 per page', query: 'status=past&per_page=10' },
			{
				name: 'past, 100 per page, page 50',
				query: 'status=past&per_page=100&paged=50',
			},
			{
				name: 'search, 10 per page',
				query: 'search_keyword=jazz%20summit&per_page=10',
			},
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
			{ name: 'all, 10 per page', query: 'per_page=10' },
			{ name: 'all, 100 per page', query: 'per_page=100' },
			{
				name: 'organizers, 10 per page',
				query: 'category=organizer&per_page=10',
			},
			{
				name: 'group, 10 per page',
				query: 'speaker_group=GROUP&per_page=10',
			},
			{ name: 'search, 10 per page', query: 'search=grace&per_page=10' },
			{
				name: 'all, 100 per page, page 20',
				query: 'per_page=100&paged=20',
			},
		],
	},
	schedules: {
		unit: 'schedules',
		sizes: '1000,10000',
		target: 10000,
		seed: ( size ) => [ `--schedules=${ size }` ],
		prepare: () => ( { YEAR: String( new Date().getFullYear() ) } ),
		cases: [
			{ name: 'all, 10 per page', query: 'per_page=10' },
			{ name: 'all, 100 per page', query: 'per_page=100' },
			{ name: 'one year, 10 per page', query: 'year=YEAR&per_page=10' },
			{
				name: 'search, 10 per page',
				query: 'search=day%201&per_page=10',
			},
			{
				name: 'all, 100 per page, page 20',
				query: 'per_page=100&paged=20',
			},
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
			{ name: 'all, 10 per page', query: 'per_page=10' },
			{ name: 'all, 100 per page', query: 'per_page=100' },
			{
				name: 'completed, 10 per page',
				query: 'status=completed&per_page=10',
			},
			{
				name: 'one event, 10 per page',
				query: 'event_id=EVENT&per_page=10',
			},
			{
				name: 'search a name 1 in 12 buyers have, 10 per page',
				query: 'search=hopper&per_page=10',
			},
			{
				name: 'search one address, 10 per page',
				query: 'search=ada-lovelace.0%40seed.example&per_page=10',
			},
			{
				name: 'all, 100 per page, page 50',
				query: 'per_page=100&paged=50',
			},
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
			{ name: 'all, 20 per page', query: 'per_page=20' },
			{ name: 'all, 100 per page', query: 'per_page=100' },
			{
				name: 'all, 20 per page, page 500',
				query: 'per_page=20&paged=500',
			},
			{
				name: 'all, 100 per page, page 50',
				query: 'per_page=100&paged=50',
			},
			{
				name: 'one event, 20 per page',
				query: 'event_id=EVENT&per_page=20',
			},
			{
				name: 'one event, 100 per page',
				query: 'event_id=EVENT&per_page=100',
			},
			{
				name: 'one event, completed, 20 per page',
				query: 'event_id=EVENT&payment_status=completed&per_page=20',
			},
			{
				name: 'refunded, 20 per page',
				query: 'payment_status=refunded&per_page=20',
			},
			{
				name: 'used tickets (none), 20 per page',
				query: 'ticket_status=used&per_page=20',
			},
			{
				name: 'search a name 1 in 12 attendees have, 20 per page',
				query: 'search=hopper&per_page=20',
			},
			{
				name: 'search a name, 100 per page',
				query: 'search=hopper&per_page=100',
			},
			{
				name: 'search an address prefix, 20 per page',
				query: 'search=ADDRESS&per_page=20',
			},
			{
				name: 'search a ticket code prefix (8 hex), 20 per page',
				query: 'search=CODE&per_page=20',
			},
			{
				name: 'one event, search a name of its attendees, 20 per page',
				query: 'event_id=EVENT&search=NAME&per_page=20',
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
