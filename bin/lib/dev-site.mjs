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

/**
 * @param {string}   script A file of bin/php/.
 * @param {string[]} args   Its arguments; `--db=mariadb` (or DB=mariadb) picks the MariaDB
 *                          development site and `--cluster` the cluster's (npm run cluster),
 *                          and are not passed on.
 */
export async function runOnDevSite( script, args ) {
	const cluster = args.includes( '--cluster' );
	const db =
		cluster ||
		args.includes( '--db=mariadb' ) ||
		process.env.DB === 'mariadb'
			? 'mariadb'
			: 'sqlite';
	const name = cluster
		? 'cluster'
		: { sqlite: 'dev', mariadb: 'dev-mariadb' }[ db ];
	args = args.filter(
		( arg ) =>
			! [ '--cluster', '--db=mariadb', '--db=sqlite' ].includes( arg )
	);
	const dir = path.join( SITES_DIR, name );
	if ( ! fs.existsSync( path.join( dir, 'wp-config.php' ) ) ) {
		fail(
			`There is no ${ name } site yet: run "${ cluster ? 'npm run cluster' : 'npm start' }" once first.`
		);
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
