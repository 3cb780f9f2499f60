/**
 * npm run bench:widgets: the public widgets at 100k events, beside WordPress's own floors,
 * measured in the same run on the same site (anonymous requests, as visitors make them):
 *
 * - a page holding [events] (default attributes), beside the same theme's page without a widget
 *   (the page floor) and GET /wp-json/wp/v2/types/post (the REST floor);
 * - GET eventin/v2/calendar/events for a month holding 1,000 events: cold (each request a range
 *   not asked before: the query and the read of what it shows) and cached (the same range again),
 *   beside the REST floor;
 * - the JS and CSS of the widgets a page loads (the eventin-widgets-* files): a page with one list
 *   widget, and a calendar page; bytes as built and gzipped, and minified when build/ holds a
 *   development build (npm run watch).
 *
 *   --db=sqlite|mariadb    (default sqlite)
 *   --events=100000        seeded events (npm run seed tops up to it)
 *   --month=1000           events in the calendar's month
 *   --runs=30              requests per case and per floor, interleaved; medians and p95
 *
 * The site is .wp/sites/bench-<db>, the one npm run bench:events uses; its data stays. The calendar
 * cases are also in npm run bench (bench.mjs --resource=calendar), beside the list benchmarks.
 */
import path from 'node:path';
import zlib from 'node:zlib';
// terser is the minifier @wordpress/scripts builds with (its dependency); used here only when
// build/ holds a development build, to report what a production build would ship.
// eslint-disable-next-line import/no-extraneous-dependencies
import { minify } from 'terser';
import { bootSite, findFreePort } from './lib/site.mjs';
import { runPhp } from './lib/wordpress.mjs';
import { log } from './lib/log.mjs';
// The SQL queries of every request: a header on REST answers, a comment at the end of pages.
import { installCounter } from './lib/bench-measure.mjs';

const args = Object.fromEntries(
	process.argv
		.slice( 2 )
		.map( ( arg ) => arg.replace( /^--/, '' ).split( '=' ) )
);
const db = args.db ?? 'sqlite';
const size = Number( args.events ?? 100000 );
const inMonth = Number( args.month ?? 1000 );
const runs = Number( args.runs ?? 30 );
const FLOOR = '/wp-json/wp/v2/types/post';
const TARGET = 1.5;

function percentile( values, p ) {
	const sorted = [ ...values ].sort( ( a, b ) => a - b );
	return sorted[
		Math.min(
			sorted.length - 1,
			Math.max( 0, Math.ceil( ( p / 100 ) * sorted.length ) - 1 )
		)
	];
}

async function timed( url ) {
	const started = performance.now();
	const response = await fetch( url );
	const text = await response.text();
	const ms = performance.now() - started;
	if ( ! response.ok ) {
		throw new Error( `${ url } answered ${ response.status }` );
	}
	const queries =
		response.headers.get( 'x-bench-queries' ) ??
		text.match( /<!-- bench-queries: (\d+) -->/ )?.[ 1 ];
	return {
		ms,
		queries: Number( queries ?? NaN ),
		server: Number( response.headers.get( 'x-bench-server-ms' ) ?? NaN ),
		text,
	};
}

/**
 * Medians of a case and its floor, requested in turn.
 *
 * @param {(i: number) => string} url   The case's URL for run i.
 * @param {string}                floor The floor's URL.
 */
async function measure( url, floor ) {
	for ( let i = 0; i < 5; i++ ) {
		await timed( url( -1 - i ) );
		await timed( floor );
	}
	const cases = [];
	const floors = [];
	for ( let i = 0; i < runs; i++ ) {
		cases.push( await timed( url( i ) ) );
		floors.push( await timed( floor ) );
	}
	const median = percentile(
		cases.map( ( r ) => r.ms ),
		50
	);
	const floorMedian = percentile(
		floors.map( ( r ) => r.ms ),
		50
	);
	return {
		median_ms: +median.toFixed( 1 ),
		p95_ms: +percentile(
			cases.map( ( r ) => r.ms ),
			95
		).toFixed( 1 ),
		queries: cases[ 0 ].queries,
		// REST answers: PHP's time until the answer is ready to encode (no JSON, no transfer).
		server_ms: +percentile(
			cases.map( ( r ) => r.server ),
			50
		).toFixed( 1 ),
		floor_server_ms: +percentile(
			floors.map( ( r ) => r.server ),
			50
		).toFixed( 1 ),
		floor_median_ms: +floorMedian.toFixed( 1 ),
		floor_queries: floors[ 0 ].queries,
		ratio: +( median / floorMedian ).toFixed( 2 ),
		last: cases[ cases.length - 1 ].text,
	};
}

/**
 * The eventin-widgets-* scripts and styles a page's HTML loads, with their sizes.
 *
 * @param {string} html The page.
 */
async function widgetFiles( html ) {
	const files = [];
	const tags = html.match( /<(script|link)\b[^>]*>/g ) ?? [];
	for ( const tag of tags ) {
		const id = tag.match( /\bid=['"](eventin-widgets-[\w-]+)['"]/ )?.[ 1 ];
		const url = tag.match( /\b(?:src|href)=['"]([^'"]+)['"]/ )?.[ 1 ];
		if ( ! id || ! url ) {
			continue;
		}
		const body = Buffer.from(
			await ( await fetch( url.replace( /&#038;/g, '&' ) ) ).arrayBuffer()
		);
		const script = id.endsWith( '-js' );
		let minified = body;
		if ( script && body.includes( '/******/' ) ) {
			minified = Buffer.from(
				(
					await minify( body.toString(), {
						compress: true,
						mangle: true,
					} )
				).code
			);
		}
		files.push( {
			file: path.basename( new URL( url ).pathname ),
			bytes: body.length,
			minified_bytes: minified.length,
			minified_gzip_bytes: zlib.gzipSync( minified ).length,
		} );
	}
	const sum = ( key ) => files.reduce( ( total, f ) => total + f[ key ], 0 );
	return {
		files,
		js_minified_gzip_bytes: files
			.filter( ( f ) => f.file.endsWith( '.js' ) )
			.reduce( ( total, f ) => total + f.minified_gzip_bytes, 0 ),
		total_bytes: sum( 'bytes' ),
		total_minified_bytes: sum( 'minified_bytes' ),
		total_minified_gzip_bytes: sum( 'minified_gzip_bytes' ),
	};
}

const port = await findFreePort();
const { site, stop } = await bootSite( { name: `bench-${ db }`, db, port } );
try {
	installCounter( site );
	log( `${ db }: seeding up to ${ size } events…` );
	runPhp( site, 'seed.php', [ `--events=${ size }` ], { stdio: 'ignore' } );
	const setup = JSON.parse(
		runPhp( site, 'bench-widgets.php', [ String( inMonth ) ], {
			stdio: [ 'ignore', 'pipe', 'inherit' ],
		} ).toString()
	);
	log(
		`${ db }: ${ setup.events } published events, ${ setup.in_month } in ${ setup.month }; calendar query plan: ${ setup.plan.join(
			' | '
		) }`
	);
	const floor = site.url + FLOOR;
	const month = ( second ) =>
		`${ site.url }/wp-json/eventin/v2/calendar/events?start=${
			setup.month
		}-01T00:00:${ String( second ).padStart( 2, '0' ) }Z&end=${ ( ( [
			year,
			m,
		] ) =>
			m === 12
				? `${ year + 1 }-01`
				: `${ year }-${ String( m + 1 ).padStart( 2, '0' ) }` )(
			setup.month.split( '-' ).map( Number )
		) }-01T00:00:00Z`;
	const rows = [];
	const row = ( name, result, floorName ) => {
		const { last, ...figures } = result;
		rows.push( { case: name, floor: floorName, ...figures } );
		process.stdout.write(
			JSON.stringify( { db, events: size, case: name, ...figures } ) +
				'\n'
		);
		return last;
	};
	const pageHtml = row(
		'page with [events]',
		await measure( () => setup.pages.events, setup.pages.empty ),
		'page without widget'
	);
	row(
		'page with [events] vs REST floor',
		await measure( () => setup.pages.events, floor ),
		'REST floor'
	);
	row(
		'page without widget vs REST floor',
		await measure( () => setup.pages.empty, floor ),
		'REST floor'
	);
	// Each cold request starts at another second of the month's first six hours: a range not
	// cached yet (the seconds are drawn at random, so runs minutes apart do not meet either).
	const coldBody = row(
		`calendar month (${ setup.in_month } events), cold`,
		await measure( () => {
			const second = 1 + Math.floor( Math.random() * 21599 );
			const time = [ 3600, 60, 1 ]
				.map( ( unit, i ) =>
					String(
						Math.floor( second / unit ) % ( i ? 60 : 24 )
					).padStart( 2, '0' )
				)
				.join( ':' );
			return month( 0 ).replace( 'T00:00:00Z&', `T${ time }Z&` );
		}, floor ),
		'REST floor'
	);
	row(
		`calendar month (${ setup.in_month } events), cached`,
		await measure( () => month( 0 ), floor ),
		'REST floor'
	);
	const answered = JSON.parse( coldBody ).length;
	const calendarHtml = ( await timed( setup.pages.calendar ) ).text;
	const listAssets = await widgetFiles( pageHtml );
	const calendarAssets = await widgetFiles( calendarHtml );
	process.stdout.write(
		JSON.stringify( {
			db,
			case: 'widget files',
			list_page: listAssets,
			calendar_page: calendarAssets,
		} ) + '\n'
	);

	const pad = ( value, width ) => String( value ).padEnd( width );
	const lines = [
		'',
		`bench:widgets — ${ db }, ${ size } events, ${ runs } runs (medians, ms; target ≤ ${ TARGET }× floor)`,
		`${ pad( 'case', 44 ) }${ pad( 'median', 9 ) }${ pad( 'p95', 9 ) }${ pad(
			'queries',
			9
		) }${ pad( 'floor', 26 ) }${ pad( 'floor ms', 10 ) }ratio`,
		...rows.map(
			( r ) =>
				`${ pad( r.case, 44 ) }${ pad( r.median_ms, 9 ) }${ pad(
					r.p95_ms,
					9
				) }${ pad( r.queries, 9 ) }${ pad( r.floor, 26 ) }${ pad(
					r.floor_median_ms,
					10
				) }${ r.ratio }${ r.ratio > TARGET ? '  ABOVE TARGET' : '' }`
		),
		`calendar answer: ${ answered } events for the month`,
		'',
		'widget files (eventin-widgets-*), bytes: as built / minified / minified+gzip',
		...[
			[ 'page with [events]', listAssets ],
			[ 'page with [events_calendar]', calendarAssets ],
		].flatMap( ( [ name, assets ] ) => [
			`  ${ name }: ${ assets.total_bytes } / ${ assets.total_minified_bytes } / ${ assets.total_minified_gzip_bytes } (JS alone, minified+gzip: ${ assets.js_minified_gzip_bytes })`,
			...assets.files.map(
				( f ) =>
					`    ${ pad( f.file, 28 ) }${ f.bytes } / ${ f.minified_bytes } / ${ f.minified_gzip_bytes }`
			),
		] ),
		'',
	];
	process.stdout.write( lines.join( '\n' ) );
} finally {
	await stop();
}
