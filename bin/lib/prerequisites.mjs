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
		execFileSync( 'apt-get', args, {
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
