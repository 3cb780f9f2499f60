/**
 * npm start: a real WordPress with the plugin active and demo data, at http://localhost:PORT.
 * DB=mariadb uses a private MariaDB server instead of SQLite. Ctrl-C stops everything.
 */
import { execFile, execFileSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './lib/paths.mjs';
import { bootSite } from './lib/site.mjs';
import { runPhp } from './lib/wordpress.mjs';
import { log } from './lib/log.mjs';

const db = process.env.DB === 'mariadb' ? 'mariadb' : 'sqlite';
const port = Number( process.env.PORT || 8888 );

if ( process.env.SKIP_BUILD !== '1' ) {
	log( 'Building the JavaScript…' );
	execFileSync( 'npx', [ 'wp-scripts', 'build' ], {
		cwd: ROOT,
		stdio: [ 'ignore', 'ignore', 'inherit' ],
	} );
}
const { site, stop } = await bootSite( {
	name: db === 'mariadb' ? 'dev-mariadb' : 'dev',
	db,
	port,
	// maildev's usual ports, when nothing else holds them.
	mailPorts: { smtpPort: 1025, webPort: 1080 },
} );
runPhp( site, 'seed.php', [ '--demo' ] );

log( `WordPress is running at ${ site.url } (${ db }).` );
log(
	`Dashboard: ${ site.url }/wp-admin/admin.php?page=eventin  (user: admin, password: password)`
);
log(
	`Mail inbox: ${ site.mail.webUrl }  (the site sends through SMTP on 127.0.0.1:${ site.mail.smtpPort })`
);
log(
	`Stripe (loopback): ${ site.stripe.url }  (webhook signing secret: ${ site.stripe.webhookSecret })`
);
log( 'Press Ctrl-C to stop.' );

// The site sets DISABLE_WP_CRON: its background jobs' tick runs from here every minute, as a host's
// system cron runs includes/Jobs/cron.php (README.md, Background jobs).
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

let stopping = false;
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
