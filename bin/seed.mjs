/**
 * npm run seed -- --events=N: demo data of any size in the development site (DB=mariadb for that one).
 * The site must have been created by `npm start` once; it does not need to be running.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SITES_DIR } from './lib/paths.mjs';
import { runPhp } from './lib/wordpress.mjs';
import { startMariaDB } from './lib/mariadb.mjs';
import { fail } from './lib/log.mjs';

const db = process.env.DB === 'mariadb' ? 'mariadb' : 'sqlite';
const name = db === 'mariadb' ? 'dev-mariadb' : 'dev';
const dir = path.join( SITES_DIR, name );
if ( ! fs.existsSync( path.join( dir, 'wp-config.php' ) ) ) {
	fail( 'There is no development site yet: run "npm start" once first.' );
}
const port = Number( process.env.PORT || 8888 );
const site = { name, dir, db, port, url: `http://localhost:${ port }` };
let mariadb = null;
try {
	if ( db === 'mariadb' ) {
		mariadb = await startMariaDB( name );
	}
	runPhp( site, 'seed.php', process.argv.slice( 2 ) );
} finally {
	await mariadb?.stop();
}
