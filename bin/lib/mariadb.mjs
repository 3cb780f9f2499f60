/**
 * A private MariaDB server for one site: its own data directory and socket under .wp/, no TCP port,
 * stopped with the site.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { WP_DIR } from './paths.mjs';
import { ensurePackages, MARIADB_PACKAGES } from './prerequisites.mjs';
import { fail, log } from './log.mjs';

/**
 * A unix socket path must stay short (108 bytes), so it lives in /tmp, one per site.
 * @param name
 */
export function mariadbSocket( name ) {
	return path.join( '/tmp', `eventin-${ name }.sock` );
}

function isAnswering( client ) {
	try {
		client( 'SELECT 1' );
		return true;
	} catch {
		return false;
	}
}

/**
 * Stops the server whose id is in the pid file, if one runs: one started again for the site
 * after its first was killed (tests/rest/faults.test.mjs does) stops with the site.
 * @param {string} pidFile
 */
async function stopByPidFile( pidFile ) {
	let pid = 0;
	try {
		pid = Number( fs.readFileSync( pidFile, 'utf8' ).trim() );
	} catch {
		return;
	}
	const alive = () => {
		try {
			process.kill( pid, 0 );
			return fs.existsSync( pidFile );
		} catch {
			return false;
		}
	};
	if ( ! pid || ! alive() ) {
		return;
	}
	process.kill( pid, 'SIGTERM' );
	// mariadbd removes its pid file as it ends.
	for ( let attempt = 0; attempt < 300 && alive(); attempt++ ) {
		await new Promise( ( resolve ) => setTimeout( resolve, 100 ) );
	}
}

/**
 * @param {string}  name               Server folder name under .wp/mariadb.
 * @param {Object}  [options]
 * @param {boolean} [options.detached] Keeps running when this process ends (a test that restarts
 *                                     the site's server); the site's stop() stops it.
 * @return {Promise<{socket: string, stop: () => Promise<void>, createDatabase: (db: string, fresh?: boolean) => void}>}
 */
export async function startMariaDB( name, { detached = false } = {} ) {
	ensurePackages( MARIADB_PACKAGES );
	const socket = mariadbSocket( name );
	const client = ( sql ) =>
		execFileSync(
			'mariadb',
			[ '--no-defaults', `--socket=${ socket }`, '-uroot', '-e', sql ],
			{
				stdio: [ 'ignore', 'pipe', 'pipe' ],
			}
		);
	const createDatabase = ( database, fresh = false ) => {
		if ( fresh ) {
			client( `DROP DATABASE IF EXISTS \`${ database }\`` );
		}
		client(
			`CREATE DATABASE IF NOT EXISTS \`${ database }\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`
		);
	};
	if ( isAnswering( client ) ) {
		// Already running for this site (npm start while seeding): use it, leave it running.
		return { socket, createDatabase, stop: async () => {} };
	}
	const base = path.join( WP_DIR, 'mariadb', name );
	const dataDir = path.join( base, 'data' );
	const pidFile = path.join( base, 'mariadbd.pid' );
	if ( ! fs.existsSync( path.join( dataDir, 'mysql' ) ) ) {
		log( 'Initializing a private MariaDB data directory…' );
		fs.mkdirSync( dataDir, { recursive: true } );
		execFileSync(
			'mariadb-install-db',
			[
				'--no-defaults',
				`--datadir=${ dataDir }`,
				'--user=root',
				'--auth-root-authentication-method=normal',
				'--skip-test-db',
			],
			{ stdio: 'ignore' }
		);
	}
	const server = spawn(
		'mariadbd',
		[
			'--no-defaults',
			`--datadir=${ dataDir }`,
			`--socket=${ socket }`,
			`--pid-file=${ pidFile }`,
			'--skip-networking',
			'--user=root',
			`--log-error=${ path.join( base, 'error.log' ) }`,
			'--innodb-buffer-pool-size=256M',
			'--innodb-flush-log-at-trx-commit=2',
		],
		{ stdio: 'ignore', detached }
	);
	if ( detached ) {
		server.unref();
	}
	const exited = new Promise( ( resolve ) => server.once( 'exit', resolve ) );
	for ( let attempt = 0; ! isAnswering( client ); attempt++ ) {
		if ( attempt > 150 || server.exitCode !== null ) {
			fail(
				`MariaDB did not start; see ${ path.join( base, 'error.log' ) }.`
			);
		}
		await new Promise( ( resolve ) => setTimeout( resolve, 200 ) );
	}
	return {
		socket,
		createDatabase,
		async stop() {
			if ( server.exitCode === null ) {
				server.kill( 'SIGTERM' );
				await exited;
			}
			await stopByPidFile( pidFile );
		},
	};
}
