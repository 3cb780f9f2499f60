/**
 * npm run bench:events: the event list endpoint at 10k and 100k events, beside WordPress's own REST
 * bootstrap (GET /wp-json/wp/v2/types/post, no query work) measured in the same run on the same
 * site. Prints one JSON line per case: median and p95 latency, SQL queries, and the ratio to the floor.
 *
 *   --db=sqlite|mariadb|both   (default both)
 *   --sizes=10000,100000       (default)
 *   --runs=40                  requests per case and per floor, interleaved
 *
 * The bench sites live in .wp/sites/bench-<db> and keep their events between runs (seeding tops up).
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
const sizes = ( args.sizes ?? '10000,100000' ).split( ',' ).map( Number );
const runs = Number( args.runs ?? 40 );

const CASES = [
	{ name: 'all, 10 per page', query: 'per_page=10' },
	{ name: 'all, 100 per page', query: 'per_page=100' },
	{ name: 'upcoming, 10 per page', query: 'status=upcoming&per_page=10' },
	{ name: 'past, 10 per page', query: 'status=past&per_page=10' },
	{
		name: 'past, 100 per page, page 50',
		query: 'status=past&per_page=100&paged=50',
	},
	{
		name: 'search, 10 per page',
		query: 'search_keyword=jazz%20summit&per_page=10',
	},
];
const FLOOR = '/wp-json/wp/v2/types/post';

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
	const { site, stop } = await bootSite( {
		name: `bench-${ db }`,
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
			log( `${ db }: seeding up to ${ size } events…` );
			runPhp( site, 'seed.php', [ `--events=${ size }` ], {
				stdio: 'ignore',
			} );
			for ( const { name, query } of CASES ) {
				const url = `${ site.url }/wp-json/eventin/v2/events?${ query }`;
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
				process.stdout.write(
					JSON.stringify( {
						db,
						events: size,
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
					} ) + '\n'
				);
			}
		}
	} finally {
		await stop();
	}
}

for ( const db of dbs ) {
	await bench( db );
}
