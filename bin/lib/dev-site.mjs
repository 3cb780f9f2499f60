/**
 * Runs a PHP script of bin/php/ against the development site (DB=mariadb for that one), starting
 * its private MariaDB server when needed. The site must have been created by `npm start` once; it
 * does not need to be running.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SITES_DIR } from './paths.mjs';
import { runPhp } from './wordpress.mjs';
import { startMariaDB } from './mariadb.mjs';
import { fail } from './log.mjs';

export async function runOnDevSite( script, args ) {
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
		runPhp( site, script, args );
	} finally {
		await mariadb?.stop();
	}
}
