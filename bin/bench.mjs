/**
 * npm run bench:events (bench:speakers, bench:schedules, bench:access): endpoints at two sizes, beside
 * WordPress's own REST bootstrap (GET /wp-json/wp/v2/types/post, no query work) measured in the same
 * run on the same site. Prints one JSON line per case: median and p95 latency, SQL queries, and the
 * ratio to the floor.
 *
 *   --resource=events|speakers|schedules|orders|attendees|access   (default events; access: the
 *                                          settings, Manage Access and license reads, with no data to seed;
 *                                          orders: the purchase report's list, then checkout latency
 *                                          and bookings per second from 4 and 8 clients at once;
 *                                          attendees: the attendee list, sizes in attendees, seeded as
 *                                          size/2 bookings of 1-3 tickets on a site of its own)
 *   --db=sqlite|mariadb|both               (default both)
 *   --sizes=10000,100000                   (default: per resource)
 *   --runs=40                              requests per case and per floor, interleaved
 *   --cases=search                         only the cases whose name holds this text
 *
 * The bench sites live in .wp/sites/bench-<db> (bench-attendees-<db> for attendees, whose sizes the
 * orders bench's bookings would overshoot) and keep their data between runs (seeding tops up).
 * Every line also goes to .wp/bench/<resource>-<db>-<time>.jsonl.
 */
import fs from 'node:fs';
import path from 'node:path';
import { bootSite, findFreePort } from './lib/site.mjs';
import { runPhp } from './lib/wordpress.mjs';
import { log } from './lib/log.mjs';
import { WP_DIR } from './lib/paths.mjs';

const args = Object.fromEntries(
	process.argv
		.slice( 2 )
		.map( ( arg ) => arg.replace( /^--/, '' ).split( '=' ) )
);
const dbs =
	! args.db || args.db === 'both' ? [ 'sqlite', 'mariadb' ] : [ args.db ];
const runs = Number( args.runs ?? 40 );

const RESOURCES = {
	events: {
		sizes: '10000,100000',
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
	speakers: {
		sizes: '1000,10000',
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
		sizes: '1000,10000',
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
	orders: {
		sizes: '10000,100000',
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
	attendees: {
		sizes: '100000,1000000',
		// EVENT, NAME, CODE and ADDRESS come from the newest completed attendee of the seeded data.
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
	access: {
		sizes: '0',
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
const resource = args.resource ?? 'events';
if ( ! RESOURCES[ resource ] ) {
	throw new Error( `--resource is one of ${ Object.keys( RESOURCES ) }` );
}
// --cases=search: only the cases whose name holds that text.
const CASES = RESOURCES[ resource ].cases.filter(
	( { name } ) => ! args.cases || name.includes( args.cases )
);
const sizes = ( args.sizes ?? RESOURCES[ resource ].sizes )
	.split( ',' )
	.map( Number );
const FLOOR = '/wp-json/wp/v2/types/post';
const RAW_DIR = path.join( WP_DIR, 'bench' );
fs.mkdirSync( RAW_DIR, { recursive: true } );
const rawFile = ( db ) =>
	path.join(
		RAW_DIR,
		`${ resource }-${ db }-${ new Date().toISOString().replace( /[:.]/g, '-' ) }.jsonl`
	);

// Counts the SQL queries of every REST request in a response header (bench sites only).
const COUNTER = `<?php
add_filter( 'rest_post_dispatch', static function ( $response ) {
	global $wpdb;
	$response->header( 'X-Bench-Queries', (string) $wpdb->num_queries );
	return $response;
}, PHP_INT_MAX );
`;

function percentile( values, p ) {
	const sorted = [ ...values ].sort( ( a, b ) => a - b );
	return sorted[
		Math.min(
			sorted.length - 1,
			Math.ceil( ( p / 100 ) * sorted.length ) - 1
		)
	];
}

async function timed( url, headers ) {
	const started = performance.now();
	const response = await fetch( url, { headers } );
	await response.arrayBuffer();
	if ( ! response.ok ) {
		throw new Error( `${ url } answered ${ response.status }` );
	}
	return {
		ms: performance.now() - started,
		queries: Number( response.headers.get( 'x-bench-queries' ) ),
	};
}

async function bench( db ) {
	const port = await findFreePort();
	const raw = rawFile( db );
	const print = ( line ) => {
		process.stdout.write( JSON.stringify( line ) + '\n' );
		fs.appendFileSync( raw, JSON.stringify( line ) + '\n' );
	};
	const { site, stop } = await bootSite( {
		name:
			resource === 'attendees'
				? `bench-attendees-${ db }`
				: `bench-${ db }`,
		db,
		port,
	} );
	try {
		fs.mkdirSync( path.join( site.dir, 'wp-content/mu-plugins' ), {
			recursive: true,
		} );
		fs.writeFileSync(
			path.join( site.dir, 'wp-content/mu-plugins/bench-queries.php' ),
			COUNTER
		);
		const fixtures = path.join( WP_DIR, `bench-fixtures-${ db }.json` );
		runPhp( site, 'test-fixtures.php', [ fixtures ], { stdio: 'ignore' } );
		const admin = JSON.parse( fs.readFileSync( fixtures, 'utf8' ) ).users
			.admin;
		const headers = {
			Authorization:
				'Basic ' +
				Buffer.from(
					`${ admin.login }:${ admin.appPassword }`
				).toString( 'base64' ),
		};
		for ( const size of sizes ) {
			log( `${ db }: seeding up to ${ size } ${ resource }…` );
			const seed = {
				events: [ `--events=${ size }` ],
				speakers: [
					`--speakers=${ size }`,
					`--organizers=${ size / 10 }`,
					'--groups=10',
				],
				schedules: [ `--schedules=${ size }` ],
				orders: [ '--events=1000', `--orders=${ size }` ],
				// Bookings have 1, 2 or 3 attendees in turn: size/2 bookings hold size attendees.
				attendees: [
					'--events=1000',
					`--orders=${ Math.ceil( size / 2 ) }`,
				],
				access: [],
			}[ resource ];
			if ( seed.length ) {
				const started = performance.now();
				runPhp( site, 'seed.php', seed, { stdio: 'ignore' } );
				log(
					`${ db }: seeded in ${ (
						( performance.now() - started ) /
						1000
					).toFixed( 1 ) } s`
				);
			}
			const group = (
				await (
					await fetch(
						`${ site.url }/wp-json/eventin/v2/speaker/categories?search=Panelists`,
						{ headers }
					)
				).json()
			).items?.[ 0 ]?.id;
			// The seeder gives all the bookings of an event one status: the event cases take the
			// event of the newest completed attendee.
			const newest = [ 'orders', 'attendees' ].includes( resource )
				? await (
						await fetch(
							`${ site.url }/wp-json/eventin/v2/${ resource }?per_page=1${
								resource === 'attendees'
									? '&payment_status=completed'
									: ''
							}`,
							{ headers }
						)
					).json()
				: {};
			const event = newest.items?.[ 0 ]?.event_id ?? 0;
			const inSite =
				resource === 'attendees'
					? (
							await (
								await fetch(
									`${ site.url }/wp-json/eventin/v2/attendees?per_page=1`,
									{ headers }
								)
							).json()
						).total_items
					: 0;
			const attendee = newest.items?.[ 0 ] ?? {};
			// SQL queries per request by filter (the query without per_page and paged): one number
			// each means they do not grow with the page size or the page.
			const queriesByFilter = {};
			for ( const { name, query: template = '', path: route } of CASES ) {
				const query = template
					.replace( 'GROUP', String( group ) )
					.replace( 'EVENT', String( event ) )
					.replace( 'CODE', String( attendee.code ).slice( 0, 8 ) )
					.replace(
						'NAME',
						String( attendee.name ).split( ' ' )[ 0 ].toLowerCase()
					)
					.replace(
						'ADDRESS',
						encodeURIComponent(
							String( attendee.email ).replace( /@.*/, '@' )
						)
					)
					.replace( 'YEAR', String( new Date().getFullYear() ) );
				const url = `${ site.url }/wp-json/eventin/v2/${
					route ?? resource
				}?${ query }`;
				for ( let i = 0; i < 5; i++ ) {
					await timed( url, headers );
					await timed( site.url + FLOOR, headers );
				}
				const list = [];
				const floor = [];
				for ( let i = 0; i < runs; i++ ) {
					list.push( await timed( url, headers ) );
					floor.push( await timed( site.url + FLOOR, headers ) );
				}
				const median = percentile(
					list.map( ( r ) => r.ms ),
					50
				);
				const floorMedian = percentile(
					floor.map( ( r ) => r.ms ),
					50
				);
				const filter = `${ route ?? resource }?${ query
					.split( '&' )
					.filter( ( p ) => ! /^(per_page|paged)=/.test( p ) )
					.join( '&' ) }`;
				( queriesByFilter[ filter ] ??= [] ).push(
					...new Set( list.map( ( r ) => r.queries ) )
				);
				print( {
					db,
					[ resource ]: size,
					...( resource === 'attendees'
						? { attendees_in_site: inSite }
						: {} ),
					case: name,
					query,
					median_ms: +median.toFixed( 1 ),
					p95_ms: +percentile(
						list.map( ( r ) => r.ms ),
						95
					).toFixed( 1 ),
					queries: list[ 0 ].queries,
					floor_median_ms: +floorMedian.toFixed( 1 ),
					floor_p95_ms: +percentile(
						floor.map( ( r ) => r.ms ),
						95
					).toFixed( 1 ),
					floor_queries: floor[ 0 ].queries,
					ratio: +( median / floorMedian ).toFixed( 2 ),
				} );
			}
			print( {
				db,
				[ resource ]: size,
				case: 'queries per filter, across page sizes and pages',
				queries: queriesByFilter,
				constant: Object.values( queriesByFilter ).every(
					( counts ) => new Set( counts ).size === 1
				),
			} );
			if ( resource === 'orders' ) {
				await benchCheckout( db, size, site.url, headers, print );
			}
		}
	} finally {
		await stop();
	}
}

/**
 * Booking one free ticket of an unlimited type as a visitor: the latency of POST orders one at a
 * time beside the floor, then bookings per second with 4 and 8 visitors booking at once (the
 * site runs 4 PHP workers).
 * @param db
 * @param size
 * @param url
 * @param headers
 * @param print
 */
async function benchCheckout( db, size, url, headers, print ) {
	const day = new Date( Date.now() + 60 * 86400000 )
		.toISOString()
		.slice( 0, 10 );
	const created = await (
		await fetch( `${ url }/wp-json/eventin/v2/events`, {
			method: 'POST',
			headers: { ...headers, 'Content-Type': 'application/json' },
			body: JSON.stringify( {
				title: 'Bench checkout',
				status: 'publish',
				start_date: day,
				start_time: '09:00',
				end_date: day,
				end_time: '17:00',
				timezone: 'UTC',
				tickets: [ { name: 'Free', price: '0' } ],
			} ),
		} )
	).json();
	const body = JSON.stringify( {
		event_id: created.id,
		tickets: [ { ticket_id: created.tickets[ 0 ].id, quantity: 1 } ],
		customer: { name: 'Bench Buyer', email: 'buyer@bench.example' },
	} );
	const book = async () => {
		const started = performance.now();
		const response = await fetch( `${ url }/wp-json/eventin/v2/orders`, {
			method: 'POST',
			headers: { 'Content-Type': 'application/json' },
			body,
		} );
		await response.arrayBuffer();
		if ( response.status !== 201 ) {
			throw new Error( `POST orders answered ${ response.status }` );
		}
		return {
			ms: performance.now() - started,
			queries: Number( response.headers.get( 'x-bench-queries' ) ),
		};
	};
	const list = [];
	const floor = [];
	for ( let i = 0; i < runs; i++ ) {
		list.push( await book() );
		floor.push( await timed( url + FLOOR, headers ) );
	}
	const throughput = {};
	for ( const clients of [ 4, 8 ] ) {
		let count = 0;
		const until = performance.now() + 10000;
		await Promise.all(
			Array.from( { length: clients }, async () => {
				while ( performance.now() < until ) {
					await book();
					count++;
				}
			} )
		);
		throughput[ `per_second_${ clients }_clients` ] = +(
			count / 10
		).toFixed( 1 );
	}
	const median = percentile(
		list.map( ( r ) => r.ms ),
		50
	);
	const floorMedian = percentile(
		floor.map( ( r ) => r.ms ),
		50
	);
	print( {
		db,
		orders: size,
		case: 'checkout: book 1 free ticket',
		median_ms: +median.toFixed( 1 ),
		p95_ms: +percentile(
			list.map( ( r ) => r.ms ),
			95
		).toFixed( 1 ),
		queries: list[ 0 ].queries,
		floor_median_ms: +floorMedian.toFixed( 1 ),
		ratio: +( median / floorMedian ).toFixed( 2 ),
		...throughput,
	} );
}

for ( const db of dbs ) {
	await bench( db );
}
