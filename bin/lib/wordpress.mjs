/**
 * Fetches WordPress core (Debian's current stable package, 6.8+) and the SQLite integration plugin,
 * and lays out a site folder: a copy of core, our wp-config.php, the plugin linked in.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { CACHE_DIR, PHP_DIR, ROOT, SITES_DIR } from './paths.mjs';
import { fail, log } from './log.mjs';

const CORE_PACKAGES = [ 'wordpress', 'wordpress-theme-twentytwentyfive' ];
// The Debian suite whose wordpress package is 6.8 or newer.
const CORE_SUITE = 'trixie';
const SQLITE_PACKAGE = '@wp-playground/cli@3.1.56';

export const CORE_DIR = path.join( CACHE_DIR, 'wordpress' );
const SQLITE_DIR = path.join( CACHE_DIR, 'sqlite-database-integration' );

/** The archive URI of this machine's own Debian sources, so no host name lives in the project. */
function debianArchiveUri() {
	const files = [ '/etc/apt/sources.list' ];
	const partsDir = '/etc/apt/sources.list.d';
	if ( fs.existsSync( partsDir ) ) {
		files.push(
			...fs
				.readdirSync( partsDir )
				.map( ( f ) => path.join( partsDir, f ) )
		);
	}
	for ( const file of files ) {
		if ( ! fs.existsSync( file ) ) {
			continue;
		}
		const text = fs.readFileSync( file, 'utf8' );
		const uris = [
			...text.matchAll( /^URIs:\s*(\S+)/gm ),
			...text.matchAll( /^deb\s+(?:\[[^\]]*\]\s+)?(\S+)/gm ),
		].map( ( m ) => m[ 1 ] );
		const archive = uris.find( ( uri ) => ! uri.includes( 'security' ) );
		if ( archive ) {
			return archive;
		}
	}
	return fail(
		'No Debian archive is configured in /etc/apt: add one to your apt sources and run again.'
	);
}

function fetchCore() {
	if (
		fs.existsSync( path.join( CORE_DIR, 'wp-includes', 'version.php' ) )
	) {
		return;
	}
	log( `Fetching WordPress from Debian ${ CORE_SUITE }…` );
	const work = path.join( CACHE_DIR, 'apt' );
	fs.rmSync( work, { recursive: true, force: true } );
	for ( const dir of [
		'lists/partial',
		'cache/archives/partial',
		'debs',
		'root',
	] ) {
		fs.mkdirSync( path.join( work, dir ), { recursive: true } );
	}
	const sourcesList = path.join( work, 'sources.list' );
	fs.writeFileSync(
		sourcesList,
		`deb [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] ${ debianArchiveUri() } ${ CORE_SUITE } main\n`
	);
	const options = [
		`-o`,
		`Dir::Etc::SourceList=${ sourcesList }`,
		`-o`,
		`Dir::Etc::SourceParts=/dev/null`,
		`-o`,
		`Dir::State::Lists=${ path.join( work, 'lists' ) }`,
		`-o`,
		`Dir::Cache=${ path.join( work, 'cache' ) }`,
		`-o`,
		`Debug::NoLocking=1`,
		`-o`,
		`APT::Sandbox::User=root`,
	];
	const quiet = { stdio: [ 'ignore', 'ignore', 'inherit' ] };
	// Not through aptGet(): with its own lists, cache and no locking, this apt-get takes none of the
	// machine's apt locks, so it never waits for another package manager (unattended upgrades).
	execFileSync( 'apt-get', [ ...options, '-qq', 'update' ], quiet );
	execFileSync(
		'apt-get',
		[ ...options, '-qq', 'download', ...CORE_PACKAGES ],
		{
			...quiet,
			cwd: path.join( work, 'debs' ),
		}
	);
	for ( const deb of fs.readdirSync( path.join( work, 'debs' ) ) ) {
		execFileSync( 'dpkg-deb', [
			'-x',
			path.join( work, 'debs', deb ),
			path.join( work, 'root' ),
		] );
	}
	const staging = `${ CORE_DIR }.tmp`;
	fs.rmSync( staging, { recursive: true, force: true } );
	fs.renameSync( path.join( work, 'root/usr/share/wordpress' ), staging );
	resolveDebianLinks( staging, '/usr/share/wordpress' );
	fs.rmSync( path.join( staging, 'wp-config.php' ), { force: true } );
	fs.renameSync( staging, CORE_DIR );
	fs.rmSync( work, { recursive: true, force: true } );
}

/**
 * Debian's package links some files to other packages (libjs-underscore, libjs-lodash, libjs-cropper,
 * php-getid3): replace each link by a copy of its target as installed on this machine.
 *
 * @param {string} dir       Extracted folder.
 * @param {string} installed Where the package would have put that folder.
 */
function resolveDebianLinks( dir, installed ) {
	for ( const entry of fs.readdirSync( dir, { withFileTypes: true } ) ) {
		const file = path.join( dir, entry.name );
		if ( entry.isDirectory() ) {
			resolveDebianLinks( file, path.join( installed, entry.name ) );
		} else if ( entry.isSymbolicLink() ) {
			const target = path.resolve( installed, fs.readlinkSync( file ) );
			fs.rmSync( file );
			if ( fs.existsSync( target ) ) {
				fs.cpSync( target, file, {
					recursive: true,
					dereference: true,
				} );
			}
		}
	}
}

function fetchSqlitePlugin() {
	if ( fs.existsSync( path.join( SQLITE_DIR, 'db.copy' ) ) ) {
		return;
	}
	log( 'Fetching the SQLite Database Integration plugin…' );
	const work = path.join( CACHE_DIR, 'npm-pack' );
	fs.rmSync( work, { recursive: true, force: true } );
	fs.mkdirSync( work, { recursive: true } );
	const tarball = execFileSync(
		'npm',
		[ 'pack', SQLITE_PACKAGE, '--silent' ],
		{
			cwd: work,
			encoding: 'utf8',
		}
	)
		.trim()
		.split( '\n' )
		.pop();
	execFileSync(
		'tar',
		[ 'xzf', tarball, 'package/sqlite-database-integration.zip' ],
		{ cwd: work }
	);
	execFileSync( 'php', [
		'-r',
		`$z = new ZipArchive(); $z->open( $argv[1] ); $z->extractTo( $argv[2] );`,
		path.join( work, 'package/sqlite-database-integration.zip' ),
		work,
	] );
	const extracted = fs
		.readdirSync( work )
		.map( ( name ) => path.join( work, name ) )
		.find( ( dir ) => fs.existsSync( path.join( dir, 'db.copy' ) ) );
	if ( ! extracted ) {
		fail(
			`${ SQLITE_PACKAGE } no longer ships sqlite-database-integration.zip; update SQLITE_PACKAGE in bin/lib/wordpress.mjs.`
		);
	}
	fs.renameSync( extracted, SQLITE_DIR );
	fs.rmSync( work, { recursive: true, force: true } );
}

export function fetchWordPress() {
	fs.mkdirSync( CACHE_DIR, { recursive: true } );
	fetchCore();
	fetchSqlitePlugin();
}

/**
 * @typedef {Object} Site
 * @property {string}             name            Folder name under .wp/sites.
 * @property {string}             dir             Document root.
 * @property {number}             port            HTTP port.
 * @property {string}             url             Home URL.
 * @property {'sqlite'|'mariadb'} db              Database kind.
 * @property {Object}             [mariadb]       Socket and database name when db is mariadb.
 * @property {string}             [licenseServer] URL of the license server the plugin talks to.
 * @property {Object}             [mail]          The development mail server (bin/lib/mail-server.mjs):
 *                                                `smtpPort` for wp-config.php, `webUrl` of its inbox.
 * @property {Object}             [stripe]        The loopback Stripe (bin/lib/stripe-server.mjs): its `url`,
 *                                                used as the API base and for Stripe.js (`url`/v3/).
 * @property {boolean}            [linkPlugin]    false: WordPress without this checkout linked in as
 *                                                wp-content/plugins/eventin, nor activated.
 */

/**
 * Creates the site folder if needed and (re)writes its wp-config.php for this port and database.
 *
 * @param {Site} site
 */
export function prepareSite( site ) {
	fetchWordPress();
	if ( ! fs.existsSync( path.join( site.dir, 'wp-load.php' ) ) ) {
		fs.mkdirSync( SITES_DIR, { recursive: true } );
		execFileSync( 'cp', [ '-a', CORE_DIR, site.dir ] );
	}
	const content = path.join( site.dir, 'wp-content' );
	const plugins = path.join( content, 'plugins' );
	fs.mkdirSync( plugins, { recursive: true } );
	const pluginLink = path.join( plugins, 'eventin' );
	if ( site.linkPlugin === false ) {
		// A bare WordPress that gets the plugin as a site owner would (tests/e2e/plugin-zip.spec.ts).
		if (
			fs
				.lstatSync( pluginLink, { throwIfNoEntry: false } )
				?.isSymbolicLink()
		) {
			fs.rmSync( pluginLink );
		}
	} else if ( ! fs.existsSync( pluginLink ) ) {
		fs.symlinkSync( ROOT, pluginLink, 'dir' );
	}
	const dropIn = path.join( content, 'db.php' );
	fs.rmSync( dropIn, { force: true } );
	if ( site.db === 'sqlite' ) {
		const sqlitePlugin = path.join(
			plugins,
			'sqlite-database-integration'
		);
		if ( ! fs.existsSync( sqlitePlugin ) ) {
			execFileSync( 'cp', [ '-a', SQLITE_DIR, sqlitePlugin ] );
		}
		const template = fs.readFileSync(
			path.join( SQLITE_DIR, 'db.copy' ),
			'utf8'
		);
		fs.writeFileSync(
			dropIn,
			template
				.replaceAll(
					'{SQLITE_IMPLEMENTATION_FOLDER_PATH}',
					sqlitePlugin
				)
				.replaceAll(
					'{SQLITE_PLUGIN}',
					'sqlite-database-integration/load.php'
				)
		);
	}
	// A development-only must-use plugin sends the site's mail to the local SMTP server when
	// wp-config.php names one; it lives in the generated site, never in the plugin.
	const muPlugins = path.join( content, 'mu-plugins' );
	fs.mkdirSync( muPlugins, { recursive: true } );
	fs.copyFileSync(
		path.join( PHP_DIR, 'mu-plugins', 'eventin-dev-mail.php' ),
		path.join( muPlugins, 'eventin-dev-mail.php' )
	);
	// The cluster's Redis object cache and its node header, only there (bin/lib/cluster.mjs).
	const clusterFiles = [
		[ 'object-cache.php', path.join( content, 'object-cache.php' ) ],
		[
			'eventin-cluster-node.php',
			path.join( muPlugins, 'eventin-cluster-node.php' ),
		],
	];
	for ( const [ file, target ] of clusterFiles ) {
		if ( site.cluster ) {
			fs.copyFileSync( path.join( PHP_DIR, 'cluster', file ), target );
		} else {
			fs.rmSync( target, { force: true } );
		}
	}
	fs.writeFileSync(
		path.join( site.dir, 'wp-config.php' ),
		wpConfig( site )
	);
}

function wpConfig( site ) {
	const php = ( value ) =>
		`'${ String( value ).replaceAll( '\\', '\\\\' ).replaceAll( "'", "\\'" ) }'`;
	const database =
		site.db === 'mariadb'
			? [
					`define( 'DB_NAME', ${ php( site.mariadb.database ) } );`,
					`define( 'DB_USER', 'root' );`,
					`define( 'DB_PASSWORD', '' );`,
					`define( 'DB_HOST', ${ php( `localhost:${ site.mariadb.socket }` ) } );`,
				]
			: [
					`define( 'DB_NAME', 'wordpress' );`,
					`define( 'DB_USER', '' );`,
					`define( 'DB_PASSWORD', '' );`,
					`define( 'DB_HOST', '' );`,
					`define( 'DB_DIR', ${ php( path.join( site.dir, 'wp-content', 'database' ) ) } );`,
				];
	const license = site.licenseServer
		? [
				`define( 'EVENTIN_LICENSE_SERVER', ${ php( site.licenseServer ) } );`,
				`define( 'EVENTIN_LICENSE_ACCOUNT_URL', ${ php( site.licenseServer + 'account' ) } );`,
			].join( '\n' )
		: '';
	// Development services on loopback (bin/lib/mail-server.mjs, bin/lib/stripe-server.mjs).
	const mail = site.mail
		? [
				`define( 'EVENTIN_DEV_SMTP_HOST', '127.0.0.1' );`,
				`define( 'EVENTIN_DEV_SMTP_PORT', ${ Number( site.mail.smtpPort ) } );`,
			].join( '\n' )
		: '';
	const stripe = site.stripe
		? [
				`define( 'EVENTIN_STRIPE_API_BASE', ${ php( site.stripe.url ) } );`,
				`define( 'EVENTIN_STRIPE_JS_URL', ${ php( site.stripe.url + '/v3/' ) } );`,
			].join( '\n' )
		: '';
	const cluster = site.cluster
		? [
				`define( 'EVENTIN_CLUSTER_REDIS_PORT', ${ Number( site.cluster.redisPort ) } );`,
				`define( 'EVENTIN_CLUSTER_REDIS_PREFIX', ${ php( site.name ) } );`,
				`define( 'EVENTIN_TRUSTED_PROXIES', ${ php( site.cluster.trustedProxy ) } );`,
			].join( '\n' )
		: '';
	return `<?php
// Written by bin/lib/wordpress.mjs at every start; edit that file instead.
${ database.join( '\n' ) }
${ cluster }
${ license }
${ mail }
${ stripe }
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );
$table_prefix = 'wp_';
define( 'WP_HOME', ${ php( site.url ) } );
define( 'WP_SITEURL', ${ php( site.url ) } );
define( 'AUTH_KEY', ${ php( site.name + '-auth' ) } );
define( 'SECURE_AUTH_KEY', ${ php( site.name + '-secure-auth' ) } );
define( 'LOGGED_IN_KEY', ${ php( site.name + '-logged-in' ) } );
define( 'NONCE_KEY', ${ php( site.name + '-nonce' ) } );
define( 'AUTH_SALT', ${ php( site.name + '-auth-salt' ) } );
define( 'SECURE_AUTH_SALT', ${ php( site.name + '-secure-auth-salt' ) } );
define( 'LOGGED_IN_SALT', ${ php( site.name + '-logged-in-salt' ) } );
define( 'NONCE_SALT', ${ php( site.name + '-nonce-salt' ) } );
define( 'WP_DEBUG', true );
define( 'WP_DEBUG_DISPLAY', false );
define( 'WP_DEBUG_LOG', ${ php( path.join( site.dir, 'wp-content', 'debug.log' ) ) } );
define( 'SCRIPT_DEBUG', false );
define( 'WP_ENVIRONMENT_TYPE', 'local' );
// This machine reaches no WordPress.org services: never wait on them.
define( 'WP_HTTP_BLOCK_EXTERNAL', true );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'WP_AUTO_UPDATE_CORE', false );
define( 'DISABLE_WP_CRON', true );
define( 'FS_METHOD', 'direct' );
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
`;
}

/**
 * Runs one of our PHP scripts (bin/php) with the site's environment.
 *
 * @param {Site}     site
 * @param {string}   script  File name in bin/php.
 * @param {string[]} args    Arguments.
 * @param {Object}   options execFileSync options.
 */
export function runPhp( site, script, args = [], options = {} ) {
	return execFileSync( 'php', [ path.join( PHP_DIR, script ), ...args ], {
		stdio: 'inherit',
		...options,
		env: {
			...process.env,
			EVENTIN_SITE_DIR: site.dir,
			EVENTIN_SITE_URL: site.url,
		},
	} );
}
