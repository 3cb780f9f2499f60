/**
 * npm run bench:overhead: what the plugin costs a front-end page that shows none of its widgets.
 * One site, one run: GET /sample-page/ and GET / (the blog's home) requested in turn with the
 * plugin on and with it off, round after round, as a visitor; medians, p95 and the ratio on/off.
 *
 * The plugin is switched off per request by a must-use plugin of the bench site only
 * (wp-content/mu-plugins/bench-overhead.php): a request with `X-Bench-Plugin: off` has
 * `option_active_plugins` filtered, so WordPress loads no file of the plugin at all (each answer
 * says which it was, `X-Bench-Eventin`, and the run fails when one says otherwise). Everything
 * else (theme, database, rewrite rules, the query counter) is the same for both. Beside the
 * latency it reports PHP's CPU time per request (getrusage() from the must-use plugins to
 * shutdown): on a machine busy with other work the latency's ratio wanders, the CPU's less.
 *
 *   --db=sqlite|mariadb|both   (default sqlite)
 *   --runs=60                  rounds kept, after 10 rounds to warm up
 *   --profile                  also print what the plugin does on such a page: the classes it
 *                              loads, its SQL queries, the hooks it adds and runs
 *
 * The site is .wp/sites/bench-overhead-<db> with the demo data (npm start's), kept between runs.
 * JSON lines go to .wp/bench/overhead-<db>-<time>.jsonl.
 */
import path from 'node:path';
import { bootSite, findFreePort } from './lib/site.mjs';
import { runPhp } from './lib/wordpress.mjs';
import { log } from './lib/log.mjs';
import {
	benchArgs,
	installCounter,
	percentile,
	writeAtomically,
	writeJsonLines,
} from './lib/bench-measure.mjs';

const TARGET = 1.03;
const PAGES = [ '/sample-page/', '/' ];

// Bench sites only. "off" filters the active plugins before WordPress includes them; "profile"
// answers what the plugin did as a JSON comment at the page's end.
const SWITCH = `<?php
$GLOBALS['eventin_bench_cpu'] = getrusage();
add_action( 'shutdown', static function () {
	$cpu = static fn( $usage ) => $usage['ru_utime.tv_sec'] * 1e3 + $usage['ru_utime.tv_usec'] / 1e3 + $usage['ru_stime.tv_sec'] * 1e3 + $usage['ru_stime.tv_usec'] / 1e3;
	if ( ! defined( 'REST_REQUEST' ) && ! is_admin() && ! wp_doing_ajax() ) {
		echo '<!-- bench-cpu: ' . round( $cpu( getrusage() ) - $cpu( $GLOBALS['eventin_bench_cpu'] ), 2 ) . ' -->';
	}
}, PHP_INT_MAX );
$eventin_bench_off = 'off' === ( $_SERVER['HTTP_X_BENCH_PLUGIN'] ?? '' );
if ( $eventin_bench_off ) {
	add_filter( 'option_active_plugins', static fn( $plugins ) => array_values( array_diff( (array) $plugins, array( 'eventin/eventin.php' ) ) ) );
}
add_action( 'send_headers', static fn() => header( 'X-Bench-Eventin: ' . ( defined( 'EVENTIN_FILE' ) ? 'on' : 'off' ) ) );
if ( isset( $_SERVER['HTTP_X_BENCH_PROFILE'] ) ) {
	define( 'SAVEQUERIES', true );
	$GLOBALS['eventin_bench_classes'] = get_declared_classes();
	$GLOBALS['eventin_bench_fired']   = array();
	add_action( 'all', static function ( $hook ) {
		$GLOBALS['eventin_bench_fired'][ $hook ] = true;
	} );
	add_action( 'shutdown', static function () {
		global $wpdb, $wp_filter;
		$ours  = static fn( $name ) => str_starts_with( (string) $name, 'Eventin\\\\' );
		$added = array();
		$ran   = array();
		foreach ( $wp_filter as $hook => $callbacks ) {
			foreach ( $callbacks->callbacks as $priority => $list ) {
				foreach ( $list as $entry ) {
					$fn = $entry['function'];
					$of = is_array( $fn ) ? ( is_object( $fn[0] ) ? get_class( $fn[0] ) : (string) $fn[0] ) . '::' . $fn[1] : ( $fn instanceof Closure ? ( new ReflectionFunction( $fn ) )->getClosureScopeClass()?->getName() . '::{closure}' : (string) $fn );
					if ( $ours( $of ) ) {
						$added[] = "$hook $priority $of";
						if ( isset( $GLOBALS['eventin_bench_fired'][ $hook ] ) ) {
							$ran[] = "$hook $priority $of";
						}
					}
				}
			}
		}
		$queries = array();
		foreach ( (array) $wpdb->queries as $query ) {
			$queries[] = array( 'sql' => $query[0], 'ms' => round( $query[1] * 1000, 2 ), 'by' => $query[2] );
		}
		$classes = array_values( array_filter( array_diff( get_declared_classes(), $GLOBALS['eventin_bench_classes'] ), $ours ) );
		$files   = array_values( array_filter( get_included_files(), static fn( $file ) => ( str_contains( $file, '/includes/' ) && ! str_contains( $file, '/wp-includes/' ) ) || str_ends_with( $file, '/eventin.php' ) ) );
		echo '<!-- bench-profile: ' . str_replace( '--', '- -', (string) wp_json_encode( compact( 'classes', 'files', 'queries', 'added', 'ran' ) ) ) . ' -->';
	}, PHP_INT_MAX - 1 );
}
`;

const { args, runs } = benchArgs( { runs: 60 } );
const dbs =
	args.db === 'both'
		? [ 'sqlite', 'mariadb' ]
		: [ args.db ?? 'sqlite' ].filter( ( db ) =>
				[ 'sqlite', 'mariadb' ].includes( db )
			);
if ( ! dbs.length ) {
	throw new Error( '--db is sqlite, mariadb or both' );
}

/**
 * One GET as a visitor, read to its end.
 *
 * @param {string}     url
 * @param {'on'|'off'} plugin
 * @param {Object}     [extra] More headers.
 */
async function get( url, plugin, extra = {} ) {
	const started = performance.now();
	const response = await fetch( url, {
		headers: { 'X-Bench-Plugin': plugin, ...extra },
	} );
	const text = await response.text();
	const ms = performance.now() - started;
	if ( ! response.ok ) {
		throw new Error( `${ url } answered ${ response.status }` );
	}
	const loaded = response.headers.get( 'x-bench-eventin' );
	if ( loaded !== plugin ) {
		throw new Error(
			`${ url } with the plugin ${ plugin } answered X-Bench-Eventin: ${ loaded }`
		);
	}
	return {
		ms,
		// PHP's CPU time for the request from the must-use plugins on (the same core before them).
		cpu: Number(
			text.match( /<!-- bench-cpu: ([\d.]+) -->/ )?.[ 1 ] ?? NaN
		),
		queries: Number(
			text.match( /<!-- bench-queries: (\d+) -->/ )?.[ 1 ] ?? NaN
		),
		text,
	};
}

/**
 * What the plugin did on a page: printed, and answered for the JSON lines.
 *
 * @param {string} url
 */
async function profile( url ) {
	const { text } = await get( url, 'on', { 'X-Bench-Profile': '1' } );
	const json = text.match( /<!-- bench-profile: (.*?) -->/s )?.[ 1 ];
	const found = JSON.parse( json.replace( /- -/g, '--' ) );
	const ours = found.queries.filter( ( q ) => /Eventin\\/.test( q.by ) );
	log( `profile of ${ url }:` );
	log( `  ${ found.files.length } plugin files included:` );
	for ( const file of found.files ) {
		log( `    ${ path.relative( process.cwd(), file ) || file }` );
	}
	log(
		`  ${ found.queries.length } SQL queries, ${ ours.length } from the plugin:`
	);
	for ( const q of ours ) {
		log( `    ${ q.ms } ms ${ q.sql.slice( 0, 160 ) }` );
	}
	log(
		`  ${ found.added.length } callbacks added, ${ found.ran.length } on hooks that fired:`
	);
	for ( const line of found.ran ) {
		log( `    ${ line }` );
	}
	return {
		classes: found.classes.length,
		files: found.files.length,
		queries: found.queries.length,
		plugin_queries: ours.length,
		callbacks: found.added.length,
		callbacks_fired: found.ran.length,
	};
}

const lines = [];
for ( const db of dbs ) {
	const { site, stop } = await bootSite( {
		name: `bench-overhead-${ db }`,
		db,
		port: await findFreePort(),
	} );
	try {
		installCounter( site );
		writeAtomically(
			path.join( site.dir, 'wp-content/mu-plugins/bench-overhead.php' ),
			SWITCH
		);
		log( `${ db }: the demo data (once)…` );
		runPhp( site, 'seed.php', [ '--demo' ], { stdio: 'ignore' } );
		const cases = PAGES.flatMap( ( page ) =>
			[ 'on', 'off' ].map( ( plugin ) => ( { page, plugin, runs: [] } ) )
		);
		for ( let round = -10; round < runs; round++ ) {
			// Which of on and off goes first alternates, so neither always follows the other.
			const order = round % 2 ? cases : [ ...cases ].reverse();
			for ( const c of order ) {
				const answer = await get( site.url + c.page, c.plugin );
				if ( round >= 0 ) {
					c.runs.push( answer );
				}
			}
		}
		for ( const page of PAGES ) {
			const [ on, off ] = [ 'on', 'off' ].map( ( plugin ) =>
				cases.find( ( c ) => c.page === page && c.plugin === plugin )
			);
			const median = ( c ) =>
				percentile(
					c.runs.map( ( r ) => r.ms ),
					50
				);
			const cpu = ( c ) =>
				percentile(
					c.runs.map( ( r ) => r.cpu ),
					50
				);
			const line = {
				db,
				page,
				runs,
				on_median_ms: +median( on ).toFixed( 2 ),
				on_p95_ms: +percentile(
					on.runs.map( ( r ) => r.ms ),
					95
				).toFixed( 2 ),
				off_median_ms: +median( off ).toFixed( 2 ),
				off_p95_ms: +percentile(
					off.runs.map( ( r ) => r.ms ),
					95
				).toFixed( 2 ),
				on_cpu_ms: +cpu( on ).toFixed( 2 ),
				off_cpu_ms: +cpu( off ).toFixed( 2 ),
				cpu_ratio: +( cpu( on ) / cpu( off ) ).toFixed( 3 ),
				on_queries: on.runs[ 0 ].queries,
				off_queries: off.runs[ 0 ].queries,
				ratio: +( median( on ) / median( off ) ).toFixed( 3 ),
			};
			if ( process.argv.includes( '--profile' ) ) {
				line.profile = await profile( site.url + page );
			}
			lines.push( line );
			process.stdout.write( JSON.stringify( line ) + '\n' );
		}
		writeJsonLines(
			`overhead-${ db }`,
			lines.filter( ( l ) => l.db === db )
		);
	} finally {
		await stop();
	}
}

const pad = ( value, width ) => String( value ).padEnd( width );
process.stdout.write(
	[
		'',
		`bench:overhead — ${ runs } rounds (medians, ms; target ≤ ${ TARGET }× the plugin off)`,
		`${ pad( 'db', 9 ) }${ pad( 'page', 16 ) }${ pad( 'on', 9 ) }${ pad(
			'off',
			9
		) }${ pad( 'queries', 11 ) }${ pad( 'cpu on/off', 18 ) }${ pad(
			'cpu ratio',
			11
		) }ratio`,
		...lines.map(
			( l ) =>
				`${ pad( l.db, 9 ) }${ pad( l.page, 16 ) }${ pad(
					l.on_median_ms,
					9
				) }${ pad( l.off_median_ms, 9 ) }${ pad(
					`${ l.on_queries }/${ l.off_queries }`,
					11
				) }${ pad( `${ l.on_cpu_ms }/${ l.off_cpu_ms }`, 18 ) }${ pad(
					l.cpu_ratio,
					11
				) }${ l.ratio }${ l.ratio > TARGET ? '  ABOVE TARGET' : '' }`
		),
		'',
	].join( '\n' )
);
