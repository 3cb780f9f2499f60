/**
 * What the benchmarks (bin/bench.mjs) measure with: the SQL query counter the bench sites load,
 * timed requests, and a case measured beside its floor in the same run; the checkout and RSVP
 * benchmarks' fresh site, requests and figures.
 */
import fs from 'node:fs';
import path from 'node:path';
import { bootSite, findFreePortRun } from './site.mjs';
import { runPhp } from './wordpress.mjs';
import { WP_DIR } from './paths.mjs';

/** GET /wp-json/wp/v2/types/post: WordPress's own REST bootstrap, with no query work. */
export const FLOOR = '/wp-json/wp/v2/types/post';

// The SQL queries of every request: a header on REST answers (with PHP's time until the answer is
// ready to encode), a comment at the end of pages. Bench sites only.
const COUNTER = `<?php
add_filter( 'rest_post_dispatch', static function ( $response ) {
	global $wpdb;
	$response->header( 'X-Bench-Queries', (string) $wpdb->num_queries );
	$response->header( 'X-Bench-Server-Ms', (string) round( ( microtime( true ) - $_SERVER['REQUEST_TIME_FLOAT'] ) * 1000, 1 ) );
	return $response;
}, PHP_INT_MAX );
add_action( 'shutdown', static function () {
	global $wpdb;
	if ( 'cli' !== PHP_SAPI && ! defined( 'REST_REQUEST' ) && ! is_admin() && ! wp_doing_ajax() ) {
		echo '<!-- bench-queries: ' . (int) $wpdb->num_queries . ' -->';
	}
}, PHP_INT_MAX );
`;

/**
 * Writes a file whole: to a name beside it, then renamed over it, so nobody reads half of it.
 *
 * @param {string} file
 * @param {string} text
 */
export function writeAtomically( file, text ) {
	fs.mkdirSync( path.dirname( file ), { recursive: true } );
	const next = `${ file }.${ process.pid }.tmp`;
	fs.writeFileSync( next, text );
	fs.renameSync( next, file );
}

/**
 * Puts the query counter in the site's mu-plugins.
 *
 * @param {{dir: string}} site
 */
export function installCounter( site ) {
	writeAtomically(
		path.join( site.dir, 'wp-content/mu-plugins/bench-queries.php' ),
		COUNTER
	);
}

/**
 * @param {number[]} values
 * @param {number}   p      0-100
 */
export function percentile( values, p ) {
	const sorted = [ ...values ].sort( ( a, b ) => a - b );
	return sorted[
		Math.min(
			sorted.length - 1,
			Math.max( 0, Math.ceil( ( p / 100 ) * sorted.length ) - 1 )
		)
	];
}

/**
 * One request, read to its end.
 *
 * @param {string} url
 * @param {Object} [headers]
 * @return {Promise<{ms: number, queries: number}>} Its time and SQL queries.
 */
export async function timed( url, headers = {} ) {
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

/**
 * A case and the floor requested in turn: 5 of each to warm up, then `runs` of each.
 *
 * @param {(run: number) => string} url      The case's URL for a run (warm-up runs are negative).
 * @param {string}                  floorUrl
 * @param {Object}                  headers  Sent with both.
 * @param {number}                  runs
 * @return {Promise<Object>} The figures of a JSON line, and `counts`: the distinct SQL query
 *                           counts of the case's runs.
 */
export async function measure( url, floorUrl, headers, runs ) {
	for ( let i = 0; i < 5; i++ ) {
		await timed( url( -1 - i ), headers );
		await timed( floorUrl, headers );
	}
	const list = [];
	const floor = [];
	for ( let i = 0; i < runs; i++ ) {
		list.push( await timed( url( i ), headers ) );
		floor.push( await timed( floorUrl, headers ) );
	}
	const ms = list.map( ( r ) => r.ms );
	const floorMs = floor.map( ( r ) => r.ms );
	const median = percentile( ms, 50 );
	const floorMedian = percentile( floorMs, 50 );
	return {
		median_ms: +median.toFixed( 1 ),
		p95_ms: +percentile( ms, 95 ).toFixed( 1 ),
		queries: list[ 0 ].queries,
		floor_median_ms: +floorMedian.toFixed( 1 ),
		floor_p95_ms: +percentile( floorMs, 95 ).toFixed( 1 ),
		floor_queries: floor[ 0 ].queries,
		ratio: +( median / floorMedian ).toFixed( 2 ),
		counts: [ ...new Set( list.map( ( r ) => r.queries ) ) ],
	};
}

/**
 * Booking one free ticket of an unlimited type as a visitor: the latency of POST orders one at a
 * time beside the floor, then bookings per second with 4 and 8 visitors booking at once (the
 * site runs 4 PHP workers).
 *
 * @param {string} url     The site.
 * @param {Object} headers An administrator's, to create the event and for the floor.
 * @param {number} runs
 * @return {Promise<Object>} The figures of a JSON line.
 */
export async function benchCheckout( url, headers, runs ) {
	const created = await publishedEvent(
		( route ) => `${ url }/wp-json/eventin/v2/${ route }`,
		headers,
		{ title: 'Bench checkout', tickets: [ { name: 'Free', price: '0' } ] }
	);
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
	const ms = list.map( ( r ) => r.ms );
	const median = percentile( ms, 50 );
	const floorMedian = percentile(
		floor.map( ( r ) => r.ms ),
		50
	);
	return {
		median_ms: +median.toFixed( 1 ),
		p95_ms: +percentile( ms, 95 ).toFixed( 1 ),
		queries: list[ 0 ].queries,
		floor_median_ms: +floorMedian.toFixed( 1 ),
		ratio: +( median / floorMedian ).toFixed( 2 ),
		...throughput,
	};
}

/**
 * One request, read to its end.
 *
 * @param {string} method
 * @param {string} url
 * @param {Object} [headers]
 * @param {Object} [body]    Sent as JSON.
 * @return {Promise<{ms: number, status: number, queries: number, json: any}>}
 */
export async function request( method, url, headers = {}, body = undefined ) {
	const started = performance.now();
	const response = await fetch( url, {
		method,
		headers: body
			? { ...headers, 'Content-Type': 'application/json' }
			: headers,
		body: body ? JSON.stringify( body ) : undefined,
	} );
	const text = await response.text();
	const ms = performance.now() - started;
	let json = null;
	try {
		json = JSON.parse( text );
	} catch {}
	return {
		ms,
		status: response.status,
		queries: Number( response.headers.get( 'x-bench-queries' ) ),
		// Bytes on the wire: fetch asks for gzip and unpacks it; Content-Length is the packed size.
		wire: Number( response.headers.get( 'content-length' ) ) || text.length,
		json,
	};
}

/**
 * The answer, or an error naming what answered otherwise.
 *
 * @param {{ms: number, status: number, json: any}} answer
 * @param {number}                                  status The one expected.
 * @param {string}                                  what
 */
export function expectStatus( answer, status, what ) {
	if ( answer.status !== status ) {
		throw new Error(
			`${ what } answered ${ answer.status }: ${ JSON.stringify(
				answer.json
			)?.slice( 0, 300 ) }`
		);
	}
	return answer;
}

export const round1 = ( value ) => +value.toFixed( 1 );

/**
 * Median, p95 and SQL queries of a list of answers.
 *
 * @param {{ms: number, queries: number}[]} answers
 */
export function figures( answers ) {
	const ms = answers.map( ( answer ) => answer.ms );
	return {
		median_ms: round1( percentile( ms, 50 ) ),
		p95_ms: round1( percentile( ms, 95 ) ),
		queries: answers[ answers.length - 1 ].queries,
	};
}

/**
 * A fresh site for a benchmark, counting its SQL queries, with the test users: the administrator's
 * REST headers and the address of an `eventin/v2` route.
 *
 * @param {string}  name              Its folder: `<name>-<db>` under .wp/sites.
 * @param {string}  db
 * @param {Object}  [options]
 * @param {boolean} [options.cluster] Two PHP-FPM nodes behind nginx with Redis (bin/lib/cluster.mjs).
 */
export async function bootBenchSite( name, db, { cluster = false } = {} ) {
	const { site, stop, nodes } = await bootSite( {
		name: `${ name }-${ db }`,
		db,
		port: await findFreePortRun( cluster ? 3 : 1 ),
		fresh: true,
		cluster,
	} );
	installCounter( site );
	const fixtures = path.join( WP_DIR, `${ name }-fixtures-${ db }.json` );
	runPhp( site, 'test-fixtures.php', [ fixtures ], { stdio: 'ignore' } );
	const { admin } = JSON.parse( fs.readFileSync( fixtures, 'utf8' ) ).users;
	return {
		site,
		stop,
		nodes,
		asAdmin: {
			Authorization:
				'Basic ' +
				Buffer.from(
					`${ admin.login }:${ admin.appPassword }`
				).toString( 'base64' ),
		},
		api: ( route ) => `${ site.url }/wp-json/eventin/v2/${ route }`,
	};
}

/**
 * A benchmark's command line: `--name=value` pairs; the databases of `--db` (sqlite, mariadb or
 * both, SQLite first); and the whole numbers above 0 that `numbers` names, with their defaults.
 *
 * @param {Record<string, number>} numbers Name => default.
 * @return {{args: Object<string, string>, dbs: string[]} & Record<string, number>} The lot.
 */
export function benchArgs( numbers = {} ) {
	const args = Object.fromEntries(
		process.argv
			.slice( 2 )
			.map( ( arg ) => arg.replace( /^--/, '' ).split( '=' ) )
	);
	const dbs =
		! args.db || args.db === 'both' ? [ 'sqlite', 'mariadb' ] : [ args.db ];
	if ( dbs.some( ( db ) => ! [ 'sqlite', 'mariadb' ].includes( db ) ) ) {
		throw new Error( '--db is sqlite, mariadb or both' );
	}
	const values = {};
	for ( const [ name, fallback ] of Object.entries( numbers ) ) {
		const value = Number( args[ name ] ?? fallback );
		if ( ! Number.isInteger( value ) || value < 1 ) {
			throw new Error( `--${ name } takes a whole number above 0` );
		}
		values[ name ] = value;
	}
	return { args, dbs, ...values };
}

/** Where benchmarks write their JSON lines: .wp/bench. */
export const RAW_DIR = path.join( WP_DIR, 'bench' );

/**
 * Writes a run's lines as JSON lines, .wp/bench/<name>-<time>.jsonl; answers the file.
 *
 * @param {string}   name  E.g. checkin-sqlite.
 * @param {Object[]} lines
 */
export function writeJsonLines( name, lines ) {
	fs.mkdirSync( RAW_DIR, { recursive: true } );
	const file = path.join(
		RAW_DIR,
		`${ name }-${ new Date().toISOString().replace( /[:.]/g, '-' ) }.jsonl`
	);
	fs.writeFileSync(
		file,
		lines.map( ( line ) => JSON.stringify( line ) ).join( '\n' ) + '\n'
	);
	return file;
}

/**
 * Runs cases in turn, round by round, so a loaded machine weighs on all of them alike: `warmup`
 * rounds not kept, then `runs` rounds. Answers each case's answers.
 *
 * @param {Array<[string, () => Promise<Object>]>} cases  Name and run of each.
 * @param {number}                                 runs
 * @param {number}                                 warmup
 * @return {Promise<Object[][]>} The kept answers of each case, in the cases' order.
 */
export async function interleave( cases, runs, warmup = 5 ) {
	const measured = cases.map( () => [] );
	for ( let round = -warmup; round < runs; round++ ) {
		for ( const [ index, [ , run ] ] of cases.entries() ) {
			const answer = await run();
			if ( round >= 0 ) {
				measured[ index ].push( answer );
			}
		}
	}
	return measured;
}

/**
 * A flash sale: `buyers` visitors booking one seat of the event's first ticket type at once, at
 * a site's address (a node's or the balancer's). What was sold, the other answers, bookings per
 * second (seats sold / seconds until every buyer had an answer) and the buyers' p50/p95.
 *
 * @param {string} url    The site.
 * @param {Object} event  The event as the REST API answered it.
 * @param {number} buyers
 * @return {Promise<Object>} The figures of a JSON line.
 */
/**
 * WordPress's write floor under the same burst as a flash sale: `count` published posts created at
 * once through POST wp/v2/posts, with the client the sale uses (Node's fetch, one connection each).
 * Answers the seconds until the last answer and the p50/p95 of the answers.
 *
 * @param {string} url     The site (or the balancer).
 * @param {Object} headers An administrator's Authorization.
 * @param {number} count
 */
export async function writeBurst( url, headers, count ) {
	const started = performance.now();
	const burst = await Promise.all(
		Array.from( { length: count }, async ( _, i ) => {
			const answer = await request(
				'POST',
				`${ url }/wp-json/wp/v2/posts`,
				headers,
				{
					title: `Burst post ${ i }`,
					content: "A post of the write floor's burst.",
					status: 'publish',
				}
			);
			return { ...answer, at: performance.now() - started };
		} )
	);
	const seconds = Math.max( ...burst.map( ( answer ) => answer.at ) ) / 1000;
	const latencies = burst.map( ( answer ) => answer.ms );
	return {
		created: burst.filter( ( answer ) => answer.status === 201 ).length,
		seconds: +seconds.toFixed( 2 ),
		p50_ms: round1( percentile( latencies, 50 ) ),
		p95_ms: round1( percentile( latencies, 95 ) ),
	};
}

/**
 * A flash sale's figures beside the write floor's burst of as many requests: the ratio of their
 * seconds and of their p95 (1.0: the sale costs what WordPress's own writes cost).
 *
 * @param {Object} sold  flashSale()'s answer.
 * @param {Object} floor writeBurst()'s answer.
 */
export function besideFloor( sold, floor ) {
	return {
		floor_seconds: floor.seconds,
		floor_p95_ms: floor.p95_ms,
		floor_created: floor.created,
		seconds_ratio: +( sold.seconds / floor.seconds ).toFixed( 2 ),
		p95_ratio: +( sold.p95_ms / floor.p95_ms ).toFixed( 2 ),
	};
}

export async function flashSale( url, event, buyers ) {
	const started = performance.now();
	const rush = await Promise.all(
		Array.from( { length: buyers }, async ( _, i ) => {
			const answer = await request(
				'POST',
				`${ url }/wp-json/eventin/v2/orders`,
				{},
				{
					event_id: event.id,
					tickets: [
						{ ticket_id: event.tickets[ 0 ].id, quantity: 1 },
					],
					customer: {
						name: `Flash Buyer ${ i }`,
						email: `flash${ i }@bench.example`,
					},
				}
			);
			return { ...answer, at: performance.now() - started };
		} )
	);
	const seconds = Math.max( ...rush.map( ( answer ) => answer.at ) ) / 1000;
	const sold = rush.filter( ( answer ) => answer.status === 201 ).length;
	const soldOut = rush.filter(
		( answer ) =>
			answer.status === 409 && answer.json?.code === 'eventin_sold_out'
	).length;
	const latencies = rush.map( ( answer ) => answer.ms );
	return {
		sold,
		sold_out_answers: soldOut,
		other_answers: buyers - sold - soldOut,
		seconds: +seconds.toFixed( 2 ),
		bookings_per_second: round1( sold / seconds ),
		p50_ms: round1( percentile( latencies, 50 ) ),
		p95_ms: round1( percentile( latencies, 95 ) ),
	};
}

/**
 * Runs a benchmark on each database in turn, one after the other; answers all their lines.
 *
 * @param {string[]}                          dbs
 * @param {(db: string) => Promise<Object[]>} bench One database's run.
 * @return {Promise<Object[]>} Every line, database by database.
 */
export async function eachDatabase( dbs, bench ) {
	const all = [];
	for ( const db of dbs ) {
		all.push( ...( await bench( db ) ) );
	}
	return all;
}

/**
 * The first lines of a benchmark's table: a blank line, its title with when it ended (UTC) and
 * what it measured, and a blank line.
 *
 * @param {string} title E.g. 'Checkout benchmark'.
 * @param {string} about How it ran, and its marks.
 * @return {string[]} The lines.
 */
export function tableHead( title, about ) {
	const ended = new Date().toISOString().slice( 0, 16 ).replace( 'T', ' ' );
	return [ '', `${ title }, ${ ended } UTC: ${ about }`, '' ];
}

/**
 * A timed case's row of a table: its database and name, median and p95 (ms), queries and its
 * median over the read floor's. The benchmark adds its own ratios after it.
 *
 * @param {Object} line      A case's JSON line.
 * @param {number} caseWidth Room for the case's name.
 * @param {number} msWidth   Room for a time.
 * @return {string} The row.
 */
export function caseRow( line, caseWidth, msWidth = 6 ) {
	const ms = ( value ) => String( value ).padStart( msWidth );
	return `${ line.db.padEnd( 8 ) }${ line.case.padEnd( caseWidth ) }median ${ ms(
		line.median_ms
	) } ms  p95 ${ ms( line.p95_ms ) } ms  ${ String( line.queries ).padStart(
		3
	) } queries  ×${ line.read_floor_ratio } read floor`;
}

/**
 * The case every interleaved benchmark measures first: WordPress's read floor, GET
 * wp/v2/types/post as an administrator.
 *
 * @param {string} url     The site's address.
 * @param {Object} headers The administrator's.
 * @return {[string, () => Promise<Object>]} Its name and run, as interleave() takes them.
 */
export function readFloorCase( url, headers ) {
	return [
		'read floor: GET wp/v2/types/post (administrator)',
		async () =>
			expectStatus(
				await request( 'GET', url + FLOOR, headers ),
				200,
				'the read floor'
			),
	];
}

/**
 * A published event made through the events route, 09:00 to 17:00 UTC on the day `daysAhead`
 * days from now.
 *
 * @param {(route: string) => string} api       The site's route addresses (bootBenchSite()'s).
 * @param {Object}                    headers   The administrator's.
 * @param {Object}                    fields    Its title and what more it has (tickets, rsvp, …).
 * @param {number}                    daysAhead
 * @return {Promise<Object>} The event as the route answers it.
 */
export async function publishedEvent( api, headers, fields, daysAhead = 60 ) {
	const day = new Date( Date.now() + daysAhead * 86400000 )
		.toISOString()
		.slice( 0, 10 );
	return expectStatus(
		await request( 'POST', api( 'events' ), headers, {
			status: 'publish',
			start_date: day,
			start_time: '09:00',
			end_date: day,
			end_time: '17:00',
			timezone: 'UTC',
			...fields,
		} ),
		201,
		'POST events'
	).json;
}

/**
 * The JSON lines of interleaved cases: each case's figures, then its median over the medians of
 * the cases `over` names, as `<name>_ratio` (by default the read floor, the first case).
 *
 * @param {string}                                 db
 * @param {Array<[string, () => Promise<Object>]>} cases
 * @param {Object[][]}                             measured What interleave() answered.
 * @param {Object<string, number>}                 over     A ratio's name => the index of its case.
 * @return {Object[]} A line per case, in the cases' order.
 */
export function caseLines( db, cases, measured, over = { read_floor: 0 } ) {
	const lines = measured.map( ( answers ) => figures( answers ) );
	return cases.map( ( [ name ], index ) => ( {
		db,
		case: name,
		...lines[ index ],
		...Object.fromEntries(
			Object.entries( over ).map( ( [ ratio, base ] ) => [
				`${ ratio }_ratio`,
				+( lines[ index ].median_ms / lines[ base ].median_ms ).toFixed(
					2
				),
			] )
		),
	} ) );
}

/**
 * Changes the site's Eventin settings as the administrator (PUT settings).
 *
 * @param {(route: string) => string} api      The site's route addresses.
 * @param {Object}                    headers  The administrator's.
 * @param {Object}                    settings What changes.
 */
export async function putSettings( api, headers, settings ) {
	expectStatus(
		await request( 'PUT', api( 'settings' ), headers, settings ),
		200,
		'PUT settings'
	);
}
