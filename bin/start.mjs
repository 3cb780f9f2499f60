/**
 * npm start: a real WordPress with the plugin active and demo data, at http://localhost:PORT.
 * DB=mariadb uses a private MariaDB server instead of SQLite. Ctrl-C stops everything.
 *
 * npm run cluster (--cluster): the same site served as several PHP servers serve it
 * (bin/lib/cluster.mjs): nginx balancing two PHP-FPM nodes, MariaDB, a Redis object cache, at
 * http://localhost:8890 (PORT), the nodes at PORT+1 and PORT+2.
 */
import { execFileSync } from 'node:child_process';
import { ROOT } from './lib/paths.mjs';
import { bootSite } from './lib/site.mjs';
import { runPhp } from './lib/wordpress.mjs';
import { log } from './lib/log.mjs';
import { serveUntilStopped } from './lib/serve.mjs';

const cluster = process.argv.includes( '--cluster' );
const db = cluster || process.env.DB === 'mariadb' ? 'mariadb' : 'sqlite';
const port = Number( process.env.PORT || ( cluster ? 8890 : 8888 ) );

if ( process.env.SKIP_BUILD !== '1' ) {
	log( 'Building the JavaScript…' );
	execFileSync( 'npx', [ 'wp-scripts', 'build' ], {
		cwd: ROOT,
		stdio: [ 'ignore', 'ignore', 'inherit' ],
	} );
}
const { site, stop, nodes } = await bootSite( {
	name: cluster ? 'cluster' : { sqlite: 'dev', mariadb: 'dev-mariadb' }[ db ],
	db,
	port,
	cluster,
	// maildev's usual ports, when nothing else holds them.
	mailPorts: { smtpPort: 1025, webPort: 1080 },
} );
runPhp( site, 'seed.php', [ '--demo' ] );

log( `WordPress is running at ${ site.url } (${ db }).` );
if ( nodes ) {
	log(
		`Balanced over two PHP-FPM nodes: a at http://localhost:${ nodes.nodePort( 'a' ) }, b at http://localhost:${ nodes.nodePort( 'b' ) }; Redis object cache (logs in .wp/cluster/${ site.name }).`
	);
}
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

serveUntilStopped( site, stop );
