/**
 * What `npm start` and `npm run cluster` do once their site answers: the system-cron tick of its
 * background jobs every minute (the sites set DISABLE_WP_CRON, as a host's system cron runs
 * includes/Jobs/cron.php: README.md, Background jobs), and a clean stop on Ctrl-C or a signal.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './paths.mjs';
import { log } from './log.mjs';

/**
 * @param {Object}   site The site (dir, url).
 * @param {Function} stop Stops everything the site runs.
 */
export function serveUntilStopped( site, stop ) {
	let stopping = false;
	const cron = setInterval( () => {
		execFile(
			'php',
			[
				path.join( ROOT, 'includes/Jobs/cron.php' ),
				`--path=${ site.dir }`,
				`--url=${ site.url }`,
			],
			( error, stdout, stderr ) => {
				if ( error && ! stopping ) {
					log(
						`Background jobs (cron.php): ${ stderr || error.message }`
					);
				}
			}
		);
	}, 60_000 );
	for ( const signal of [ 'SIGINT', 'SIGTERM', 'SIGHUP' ] ) {
		process.on( signal, async () => {
			if ( stopping ) {
				return;
			}
			stopping = true;
			clearInterval( cron );
			log( 'Stopping…' );
			await stop();
			process.exit( 0 );
		} );
	}
	// Keep running, with or without a terminal.
	setInterval( () => {}, 2 ** 30 );
}
