/**
 * node bin/bench-export.mjs: the attendee export's rate and peak PHP memory at 1,000,000 attendees,
 * CSV and XLSX. The site .wp/sites/bench-export-<db> is seeded (topped up) with size/2 bookings of
 * 1-3 tickets, as bench:attendees seeds its own; then bin/php/bench-export.php exports every
 * attendee in one PHP process, the parts one after another as a runner would, and prints one JSON line per
 * format: rows, seconds, rows/s, the last run's seconds (which zips the XLSX), SQL queries per
 * batch, the file's size and memory_get_peak_usage(true).
 *
 *   --db=sqlite|mariadb           (default sqlite)
 *   --size=1000000                attendees to seed up to
 *   --formats=csv,xlsx
 *   --copy-from=bench-attendees-sqlite (SQLite only) start from a copy of another site's database
 *                                 (a consistent snapshot, VACUUM INTO) instead of seeding
 *
 * Every line also goes to .wp/bench/export-<db>-<time>.jsonl.
 */
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { bootSite, findFreePort } from './lib/site.mjs';
import { runPhp } from './lib/wordpress.mjs';
import { log } from './lib/log.mjs';
import { WP_DIR } from './lib/paths.mjs';

const args = Object.fromEntries(
	process.argv
		.slice( 2 )
		.map( ( arg ) => arg.replace( /^--/, '' ).split( '=' ) )
);
const db = args.db ?? 'sqlite';
const size = Number( args.size ?? 1000000 );
const formats = ( args.formats ?? 'csv,xlsx' ).split( ',' );
const name = `bench-export-${ db }`;
const database = ( dir ) => path.join( dir, 'wp-content/database/.ht.sqlite' );

const raw = path.join(
	WP_DIR,
	'bench',
	`export-${ db }-${ new Date().toISOString().replace( /[:.]/g, '-' ) }.jsonl`
);
fs.mkdirSync( path.dirname( raw ), { recursive: true } );

const { site, stop } = await bootSite( {
	name,
	db,
	port: await findFreePort(),
} );
try {
	if ( args[ 'copy-from' ] && db === 'sqlite' ) {
		const from = database(
			path.join( WP_DIR, 'sites', args[ 'copy-from' ] )
		);
		const to = database( site.dir );
		log( `copying ${ from }…` );
		fs.rmSync( `${ to }.copy`, { force: true } );
		execFileSync( 'php', [
			'-r',
			'( new PDO( "sqlite:" . $argv[1] ) )->exec( "VACUUM INTO " . var_export( $argv[2], true ) );',
			from,
			`${ to }.copy`,
		] );
		fs.renameSync( `${ to }.copy`, to );
		for ( const suffix of [ '-wal', '-shm' ] ) {
			fs.rmSync( `${ to }${ suffix }`, { force: true } );
		}
	} else {
		log( `seeding up to ${ size } attendees…` );
		const started = performance.now();
		runPhp(
			site,
			'seed.php',
			[ '--events=1000', `--orders=${ Math.ceil( size / 2 ) }` ],
			{ stdio: 'ignore' }
		);
		log(
			`seeded in ${ ( ( performance.now() - started ) / 1000 ).toFixed(
				1
			) } s`
		);
	}
	for ( const format of formats ) {
		log( `exporting ${ format }…` );
		const line = runPhp( site, 'bench-export.php', [ format ], {
			stdio: [ 'ignore', 'pipe', 'inherit' ],
		} )
			.toString()
			.trim()
			.split( '\n' )
			.pop();
		const result = { db, ...JSON.parse( line ) };
		process.stdout.write( JSON.stringify( result ) + '\n' );
		fs.appendFileSync( raw, JSON.stringify( result ) + '\n' );
	}
} finally {
	await stop();
}
