/**
 * Installs the Debian packages the site needs when they are missing.
 * Everything the project needs comes from its own files: a fresh machine only has node, npm and apt.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { fail, log } from './log.mjs';

export const PHP_PACKAGES = [
	'php-cli',
	'php-sqlite3',
	'php-mysql',
	'php-xml',
	'php-mbstring',
	'php-gd',
	'php-curl',
	'php-intl',
	'php-zip',
	// Targets of the symlinks inside Debian's WordPress package.
	'libjs-underscore',
	'libjs-lodash',
	'libjs-cropper',
	'php-getid3',
];
// The php suite prepares its own site, so it needs the site's packages too.
export const TEST_PACKAGES = [ ...PHP_PACKAGES, 'phpunit', 'chromium' ];
export const MARIADB_PACKAGES = [ 'mariadb-server' ];
export const LINT_PACKAGES = [ 'php-cli', 'php-codesniffer' ];

function isInstalled( pkg ) {
	const result = spawnSync( 'dpkg-query', [ '-W', '-f=${Status}', pkg ], {
		encoding: 'utf8',
	} );
	return (
		result.status === 0 && result.stdout.includes( 'install ok installed' )
	);
}

let aptUpdated = false;

/** Seconds an apt call waits for another package manager (unattended upgrades, say) to let go. */
export const APT_WAIT_SECONDS = 600;

// What apt and dpkg lock: dpkg's database, the package lists (apt-get update) and the downloads.
const APT_LOCKS = [
	'/var/lib/dpkg/lock-frontend',
	'/var/lib/dpkg/lock',
	'/var/lib/apt/lists/lock',
	'/var/cache/apt/archives/lock',
];

/**
 * @param {bigint} value
 * @param {number} from  The lowest bit.
 * @param {number} count How many bits.
 * @return {bigint} `count` bits of `value` from bit `from` on.
 */
function bits( value, from, count ) {
	return ( value / 2n ** BigInt( from ) ) % 2n ** BigInt( count );
}

/**
 * The lock files of APT_LOCKS that a process holds now, from the kernel's table of locks
 * (/proc/locks: type, pid, then major:minor:inode of the file), so no fuser is needed.
 *
 * @return {string[]} Their paths.
 */
export function heldAptLocks() {
	let table;
	try {
		table = fs.readFileSync( '/proc/locks', 'utf8' );
	} catch {
		return [];
	}
	const held = new Set(
		[ ...table.matchAll( /\s([0-9a-f]+):([0-9a-f]+):(\d+)\s/g ) ].map(
			( m ) =>
				`${ parseInt( m[ 1 ], 16 ) }:${ parseInt( m[ 2 ], 16 ) }:${ m[ 3 ] }`
		)
	);
	return APT_LOCKS.filter( ( file ) => {
		let stat;
		try {
			stat = fs.statSync( file, { bigint: true } );
		} catch {
			return false;
		}
		// glibc's major() and minor() of a dev_t.
		const major =
			bits( stat.dev, 8, 12 ) + bits( stat.dev, 44, 20 ) * 4096n;
		const minor = bits( stat.dev, 0, 8 ) + bits( stat.dev, 20, 24 ) * 256n;
		return held.has( `${ major }:${ minor }:${ stat.ino }` );
	} );
}

function sleep( ms ) {
	Atomics.wait( new Int32Array( new SharedArrayBuffer( 4 ) ), 0, 0, ms );
}

/**
 * Runs apt-get once no other package manager holds apt's locks (a fresh machine is often busy with
 * unattended upgrades), waiting up to APT_WAIT_SECONDS and saying so when it has to. apt-get itself
 * waits as long for dpkg's lock (DPkg::Lock::Timeout) should another take it in between; it does
 * not for the package lists' lock, so an apt-get that fails while another holds one is run again.
 *
 * @param {string[]} args    apt-get's arguments.
 * @param {Object}   options execFileSync's.
 */
export function aptGet( args, options ) {
	const deadline = Date.now() + APT_WAIT_SECONDS * 1000;
	let said = false;
	for (;;) {
		const held = heldAptLocks();
		if ( held.length ) {
			if ( Date.now() >= deadline ) {
				fail(
					`Another package manager still holds apt's lock (${ held[ 0 ] }) after ${ APT_WAIT_SECONDS / 60 } minutes: run the command again once it has finished.`
				);
			}
			if ( ! said ) {
				log(
					`Waiting for apt: another package manager holds its lock (${ held[ 0 ] }); up to ${ APT_WAIT_SECONDS / 60 } minutes…`
				);
				said = true;
			}
			sleep( 1000 );
			continue;
		}
		if ( said ) {
			log( 'apt is free: going on.' );
			said = false;
		}
		const seconds = Math.max(
			1,
			Math.ceil( ( deadline - Date.now() ) / 1000 )
		);
		try {
			return execFileSync(
				'apt-get',
				[ '-o', `DPkg::Lock::Timeout=${ seconds }`, ...args ],
				options
			);
		} catch ( error ) {
			if ( ! heldAptLocks().length || Date.now() >= deadline ) {
				throw error;
			}
		}
	}
}

/**
 * @param {string[]} packages        Debian package names.
 * @param {Object}   [options]
 * @param {boolean}  [options.start] false: servers among them (nginx, redis-server, php-fpm) are
 *                                   not started as system services when installed; the project
 *                                   runs its own, on its own ports.
 */
export function ensurePackages( packages, { start = true } = {} ) {
	const missing = packages.filter( ( pkg ) => ! isInstalled( pkg ) );
	if ( ! missing.length ) {
		return;
	}
	if ( spawnSync( 'apt-get', [ '--version' ] ).status !== 0 ) {
		fail(
			`This needs the Debian packages ${ missing.join( ' ' ) } and apt-get is not available: install them by hand, then run the command again.`
		);
	}
	if ( process.getuid && process.getuid() !== 0 ) {
		fail(
			`This needs the Debian packages ${ missing.join( ' ' ) }: run "sudo apt-get install ${ missing.join( ' ' ) }" once, then run the command again.`
		);
	}
	log( `Installing ${ missing.join( ' ' ) } from apt…` );
	const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
	const run = ( args ) =>
		aptGet( args, {
			stdio: [ 'ignore', 'ignore', 'inherit' ],
			env,
		} );
	if ( ! aptUpdated ) {
		run( [ 'update', '-qq' ] );
		aptUpdated = true;
	}
	// Debian's way to keep maintainer scripts from starting services: policy-rc.d answering 101.
	const policy = '/usr/sbin/policy-rc.d';
	const ownPolicy = ! start && ! fs.existsSync( policy );
	if ( ownPolicy ) {
		fs.writeFileSync( policy, '#!/bin/sh\nexit 101\n', { mode: 0o755 } );
	}
	try {
		run( [
			'install',
			'-y',
			'-qq',
			'--no-install-recommends',
			...missing,
		] );
	} finally {
		if ( ownPolicy ) {
			fs.rmSync( policy, { force: true } );
		}
	}
}
