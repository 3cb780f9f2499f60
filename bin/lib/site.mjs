/**
 * Boots a WordPress site with the plugin active: used by `npm start` and by the test runner.
 */
import { spawn } from 'node:child_process';
import http from 'node:http';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { PHP_DIR, SITES_DIR, WP_DIR } from './paths.mjs';
import { ensurePackages, PHP_PACKAGES } from './prerequisites.mjs';
import { prepareSite, runPhp } from './wordpress.mjs';
import { startMariaDB } from './mariadb.mjs';
import { startLicenseServer } from './license-server.mjs';
import { startInChild } from './child-service.mjs';
import { WEBHOOK_PATH } from './stripe-server.mjs';
import { BALANCER_ADDRESS, startNodes, startRedis } from './cluster.mjs';
import { fail } from './log.mjs';

/**
 * Resolves when nothing listens on the port, fails with one sentence when something does.
 * @param port
 */
export async function assertPortFree( port ) {
	if ( ! ( await isPortFree( port ) ) ) {
		fail(
			`Port ${ port } is already in use: stop whatever uses it or choose another with PORT=<number>.`
		);
	}
}

/**
 * Whether nothing listens on the port (on loopback).
 * @param {number} port
 */
export function isPortFree( port ) {
	return new Promise( ( resolve ) => {
		const probe = net.createServer();
		probe.once( 'error', () => resolve( false ) );
		probe.listen( port, '127.0.0.1', () =>
			probe.close( () => resolve( true ) )
		);
	} );
}

export async function findFreePort() {
	return new Promise( ( resolve ) => {
		const probe = net.createServer();
		probe.listen( 0, '127.0.0.1', () => {
			const { port } = probe.address();
			probe.close( () => resolve( port ) );
		} );
	} );
}

/**
 * A free port whose next `count - 1` ports are free too (the cluster's balancer and nodes).
 * @param {number} count
 */
export async function findFreePortRun( count ) {
	for ( let attempt = 0; attempt < 50; attempt++ ) {
		const port = await findFreePort();
		const next = await Promise.all(
			Array.from( { length: count - 1 }, ( _, i ) =>
				isPortFree( port + 1 + i )
			)
		);
		if ( next.every( Boolean ) ) {
			return port;
		}
	}
	throw new Error( `No ${ count } free ports in a row.` );
}

/**
 * @param {Object}             options
 * @param {string}             options.name         Site folder under .wp/sites.
 * @param {'sqlite'|'mariadb'} options.db
 * @param {number}             options.port
 * @param {boolean}            [options.fresh]      Start from an empty site.
 * @param {number}             [options.workers]
 * @param {Object}             [options.mailPorts]  SMTP and inbox ports to use when they are free
 *                                                  ({ smtpPort, webPort }); free ones otherwise.
 * @param {boolean}            [options.linkPlugin] false: a WordPress without the plugin, to install
 *                                                  it from its zip.
 * @param {boolean}            [options.cluster]    Serve it as several PHP servers do (cluster.mjs):
 *                                                  nginx balancing two PHP-FPM nodes on `port`,
 *                                                  `port`+1 and `port`+2, with a Redis object cache.
 */
export async function bootSite( {
	name,
	db,
	port,
	fresh = false,
	workers = 4,
	mailPorts = {},
	linkPlugin = true,
	cluster = false,
} ) {
	ensurePackages( PHP_PACKAGES );
	await assertPortFree( port );
	const dir = path.join( SITES_DIR, name );
	if ( fresh ) {
		fs.rmSync( dir, { recursive: true, force: true } );
	}
	// The License page talks to a license server: a local one here (see license-server.mjs).
	const licenseServer = await startLicenseServer();
	const url = `http://localhost:${ port }`;
	// Development-only services on loopback: a real SMTP server with a web inbox (maildev) that the
	// site's mail goes to, and a server that speaks Stripe's API and sends its webhooks to the site.
	const mailDirectory = path.join( WP_DIR, 'mail', name );
	if ( fresh ) {
		fs.rmSync( mailDirectory, { recursive: true, force: true } );
	}
	const mailServer = await startInChild(
		'mail-server.mjs',
		'startMailServer',
		{
			...mailPorts,
			orFree: true,
			directory: mailDirectory,
		}
	);
	const stripeServer = await startInChild(
		'stripe-server.mjs',
		'startStripeServer',
		{
			webhookUrl: url + WEBHOOK_PATH,
		}
	);
	const site = {
		name,
		dir,
		port,
		url,
		db,
		linkPlugin,
		licenseServer: licenseServer.url,
		mail: { smtpPort: mailServer.smtpPort, webUrl: mailServer.webUrl },
		stripe: {
			url: stripeServer.url,
			webhookSecret: stripeServer.webhookSecret,
		},
	};
	let mariadb = null;
	if ( db === 'mariadb' ) {
		mariadb = await startMariaDB( name );
		const database = name.replace( /[^a-z0-9_]/gi, '_' );
		mariadb.createDatabase( database, fresh );
		site.mariadb = { socket: mariadb.socket, database };
	}
	let redis = null;
	if ( cluster ) {
		const redisPort = await findFreePort();
		redis = await startRedis( name, redisPort );
		site.cluster = { redisPort, trustedProxy: BALANCER_ADDRESS };
	}
	prepareSite( site );
	runPhp( site, 'install.php', linkPlugin ? [] : [ '--without-eventin' ] );
	if ( cluster ) {
		const nodes = await startNodes( site, port );
		return {
			site,
			nodes,
			async stop() {
				await nodes.stop();
				await redis.stop();
				if ( mariadb ) {
					await mariadb.stop();
				}
				await licenseServer.stop();
				await mailServer.stop();
				await stripeServer.stop();
			},
		};
	}

	// PHP's built-in server gives each worker one connection at a time, so a browser's idle
	// keep-alive or preconnect socket stalls a worker for 30 s. Browsers talk to a small Node proxy
	// instead, which hands PHP one short-lived connection per request.
	const phpPort = await findFreePort();
	const server = spawn(
		'php',
		[
			// Compiled scripts cached across requests, as on any production server.
			'-d',
			'opcache.enable_cli=1',
			'-S',
			`127.0.0.1:${ phpPort }`,
			'-t',
			dir,
			path.join( PHP_DIR, 'router.php' ),
		],
		{
			cwd: dir,
			env: { ...process.env, PHP_CLI_SERVER_WORKERS: String( workers ) },
			stdio: [ 'ignore', 'ignore', 'pipe' ],
			// Its own process group, so stopping it also stops the workers it forks.
			detached: true,
		}
	);
	const serverLog = fs.createWriteStream( path.join( dir, 'server.log' ) );
	server.stderr.pipe( serverLog );
	const exited = new Promise( ( resolve ) => server.once( 'exit', resolve ) );
	process.once( 'exit', () => {
		try {
			process.kill( -server.pid, 'SIGTERM' );
		} catch {}
	} );
	const proxy = await startProxy( port, phpPort, dir );
	await waitForHttp( `${ site.url }/wp-login.php`, server );

	return {
		site,
		async stop() {
			await new Promise( ( resolve ) => proxy.close( resolve ) );
			proxy.closeAllConnections();
			if ( server.exitCode === null ) {
				process.kill( -server.pid, 'SIGTERM' );
				await exited;
			}
			if ( mariadb ) {
				await mariadb.stop();
			}
			await licenseServer.stop();
			await mailServer.stop();
			await stripeServer.stop();
		},
	};
}

/** Files the proxy serves itself, as a web server in front of PHP does: never PHP, never exports. */
const STATIC_TYPES = {
	'.js': 'text/javascript; charset=utf-8',
	'.css': 'text/css; charset=utf-8',
	'.png': 'image/png',
	'.jpg': 'image/jpeg',
	'.jpeg': 'image/jpeg',
	'.gif': 'image/gif',
	'.svg': 'image/svg+xml',
	'.webp': 'image/webp',
	'.ico': 'image/x-icon',
	'.woff': 'font/woff',
	'.woff2': 'font/woff2',
	'.ttf': 'font/ttf',
};

/**
 * The file a GET for a static asset names inside the site, or null (PHP answers everything else).
 * @param request
 * @param dir     The site's document root.
 */
function staticFile( request, dir ) {
	if ( request.method !== 'GET' && request.method !== 'HEAD' ) {
		return null;
	}
	let pathname;
	try {
		pathname = decodeURIComponent(
			new URL( request.url, 'http://site' ).pathname
		);
	} catch {
		return null;
	}
	const file = path.join( dir, pathname );
	if (
		! file.startsWith( dir + path.sep ) ||
		! STATIC_TYPES[ path.extname( file ).toLowerCase() ] ||
		/[\\/]eventin-exports/.test( file )
	) {
		return null;
	}
	try {
		return fs.statSync( file ).isFile() ? file : null;
	} catch {
		return null;
	}
}

/**
 * The site's front: static assets straight from disk, every other request to PHP's server.
 * @param port
 * @param phpPort
 * @param dir
 */
function startProxy( port, phpPort, dir ) {
	const proxy = http.createServer( ( request, response ) => {
		const file = staticFile( request, dir );
		if ( file ) {
			response.writeHead( 200, {
				'content-type':
					STATIC_TYPES[ path.extname( file ).toLowerCase() ],
				'content-length': fs.statSync( file ).size,
			} );
			if ( request.method === 'HEAD' ) {
				response.end();
			} else {
				fs.createReadStream( file ).pipe( response );
			}
			return;
		}
		const upstream = http.request(
			{
				host: '127.0.0.1',
				port: phpPort,
				method: request.method,
				path: request.url,
				headers: { ...request.headers, connection: 'close' },
				agent: false,
			},
			( answer ) => {
				response.writeHead(
					answer.statusCode,
					answer.statusMessage,
					answer.headers
				);
				answer.pipe( response );
			}
		);
		upstream.on( 'error', () => {
			if ( ! response.headersSent ) {
				response.writeHead( 502, { 'content-type': 'text/plain' } );
			}
			response.end( 'The PHP server is not answering.' );
		} );
		request.pipe( upstream );
	} );
	return new Promise( ( resolve, reject ) => {
		proxy.once( 'error', reject );
		proxy.listen( port, '127.0.0.1', () => resolve( proxy ) );
	} );
}

async function waitForHttp( url, server ) {
	for ( let attempt = 0; attempt < 100; attempt++ ) {
		if ( server.exitCode !== null ) {
			fail(
				`PHP's server stopped at once; see ${ url.replace( /\/wp-login.php$/, '' ) } logs in .wp/sites.`
			);
		}
		try {
			const response = await fetch( url );
			if ( response.ok ) {
				return;
			}
		} catch {}
		await new Promise( ( resolve ) => setTimeout( resolve, 100 ) );
	}
	fail( `The site did not answer at ${ url } within 10 seconds.` );
}
