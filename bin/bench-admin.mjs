/**
 * npm run bench:admin: what a cold dashboard screen costs in Chromium. For each screen, --runs
 * times in a fresh browser context (empty cache) signed in as admin: the JS and CSS files the page
 * loads (count, bytes transferred and decoded) and the time from navigation to the screen's first
 * content (the first event row on #/events). Prints one JSON line per screen with the medians (and
 * the machine's load average: timings move with it).
 *
 *   --screens=events,events/create,speakers   (default; hash routes of the dashboard)
 *   --runs=5
 *   --db=sqlite|mariadb                        (default sqlite)
 *   --files                                    also list the files of the last run, largest first
 *
 * Builds the JavaScript first (SKIP_BUILD=1 skips it). The site lives in .wp/sites/bench-admin-<db>
 * and holds npm start's demo data.
 */
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { chromium } from '@playwright/test';
import { ROOT } from './lib/paths.mjs';
import { bootSite, findFreePort } from './lib/site.mjs';
import { runPhp } from './lib/wordpress.mjs';
import { log } from './lib/log.mjs';

const args = Object.fromEntries(
	process.argv
		.slice( 2 )
		.map( ( arg ) => arg.replace( /^--/, '' ).split( '=' ) )
);
const runs = Number( args.runs ?? 5 );
const db = args.db ?? 'sqlite';
const screens = ( args.screens ?? 'events,events/create,speakers' ).split(
	','
);

/** What "the screen is there" means, per route: its first content. */
const READY = {
	events: '#eventin-dashboard tbody tr .eventin-event-title',
	speakers: '#eventin-dashboard tbody tr',
	schedules: '#eventin-dashboard tbody tr',
	'events/create': '#eventin-dashboard form input[type="text"]',
};
const DEFAULT_READY = '#eventin-dashboard tbody tr';

const LAUNCH = {
	executablePath: '/usr/bin/chromium',
	args: [
		'--no-sandbox',
		'--disable-gpu',
		'--disable-background-networking',
		'--disable-component-update',
		'--disable-sync',
		'--no-first-run',
		'--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost',
	],
};

function median( values ) {
	const sorted = [ ...values ].sort( ( a, b ) => a - b );
	const middle = Math.floor( sorted.length / 2 );
	return sorted.length % 2
		? sorted[ middle ]
		: ( sorted[ middle - 1 ] + sorted[ middle ] ) / 2;
}

/**
 * Cookies of a signed-in admin, from the login form.
 * @param browser
 * @param url     The site's URL.
 */
async function signIn( browser, url ) {
	const context = await browser.newContext();
	const page = await context.newPage();
	await page.goto( `${ url }/wp-login.php` );
	await page.locator( '#user_login' ).fill( 'admin' );
	await page.locator( '#user_pass' ).fill( 'password' );
	await Promise.all( [
		page.waitForURL( /\/wp-admin\//, { waitUntil: 'domcontentloaded' } ),
		page.locator( '#wp-submit' ).click(),
	] );
	const state = await context.storageState();
	await context.close();
	return state;
}

/**
 * One cold load of a screen.
 * @param browser
 * @param state   Signed-in storage state.
 * @param url     Dashboard URL with the route.
 * @param ready   CSS selector of the screen's first content.
 */
async function measure( browser, state, url, ready ) {
	const context = await browser.newContext( {
		storageState: state,
		viewport: { width: 1280, height: 900 },
	} );
	// Notes when the first content shows, in ms since navigation started.
	await context.addInitScript( ( selector ) => {
		const check = () => {
			if ( window.__benchReady === undefined ) {
				if ( document.querySelector( selector ) ) {
					window.__benchReady = performance.now();
					observer.disconnect();
				}
			}
		};
		const observer = new window.MutationObserver( check );
		observer.observe( document, { childList: true, subtree: true } );
	}, ready );
	const page = await context.newPage();
	// Sizes from the DevTools protocol: bytes on the wire (headers included) and decoded bodies.
	const cdp = await context.newCDPSession( page );
	const requests = new Map();
	const files = [];
	cdp.on( 'Network.requestWillBeSent', ( event ) => {
		if ( event.type === 'Script' || event.type === 'Stylesheet' ) {
			requests.set( event.requestId, {
				url: event.request.url,
				type: event.type === 'Script' ? 'script' : 'stylesheet',
				decoded: 0,
			} );
		}
	} );
	cdp.on( 'Network.dataReceived', ( event ) => {
		const request = requests.get( event.requestId );
		if ( request ) {
			request.decoded += event.dataLength;
		}
	} );
	cdp.on( 'Network.loadingFinished', ( event ) => {
		const request = requests.get( event.requestId );
		if ( request ) {
			files.push( {
				...request,
				transferred: event.encodedDataLength,
			} );
		}
	} );
	await cdp.send( 'Network.enable' );
	await page.goto( url );
	await page.waitForSelector( ready, { timeout: 60_000 } );
	await page.waitForLoadState( 'networkidle' );
	const readyMs = await page.evaluate( () => window.__benchReady );
	await context.close();
	return {
		files,
		count: files.length,
		transferred: files.reduce( ( sum, file ) => sum + file.transferred, 0 ),
		decoded: files.reduce( ( sum, file ) => sum + file.decoded, 0 ),
		readyMs,
	};
}

if ( process.env.SKIP_BUILD !== '1' ) {
	log( 'Building the JavaScript…' );
	execFileSync( 'npx', [ 'wp-scripts', 'build' ], {
		cwd: ROOT,
		stdio: [ 'ignore', 'ignore', 'inherit' ],
	} );
}
const { site, stop } = await bootSite( {
	name: `bench-admin-${ db }`,
	db,
	port: await findFreePort(),
} );
const browser = await chromium.launch( LAUNCH );
try {
	runPhp( site, 'seed.php', [ '--demo' ], { stdio: 'ignore' } );
	const state = await signIn( browser, site.url );
	for ( const screen of screens ) {
		const url = `${ site.url }/wp-admin/admin.php?page=eventin#/${ screen }`;
		const ready = READY[ screen ] ?? DEFAULT_READY;
		// One warm-up load: PHP's opcache and the database, not the browser (each run is cold).
		await measure( browser, state, url, ready );
		const results = [];
		for ( let i = 0; i < runs; i++ ) {
			results.push( await measure( browser, state, url, ready ) );
		}
		const pick = ( key ) => median( results.map( ( r ) => r[ key ] ) );
		process.stdout.write(
			JSON.stringify( {
				db,
				screen: `#/${ screen }`,
				runs,
				files: pick( 'count' ),
				js_files: median(
					results.map(
						( r ) =>
							r.files.filter( ( f ) => f.type === 'script' )
								.length
					)
				),
				css_files: median(
					results.map(
						( r ) =>
							r.files.filter( ( f ) => f.type === 'stylesheet' )
								.length
					)
				),
				transferred_kb: +( pick( 'transferred' ) / 1024 ).toFixed( 1 ),
				decoded_kb: +( pick( 'decoded' ) / 1024 ).toFixed( 1 ),
				first_content_ms: +pick( 'readyMs' ).toFixed( 0 ),
				first_content: ready,
				// Timings move with what else the machine runs.
				load_average: +os.loadavg()[ 0 ].toFixed( 2 ),
			} ) + '\n'
		);
		if ( 'files' in args ) {
			const last = results[ results.length - 1 ];
			for ( const file of [ ...last.files ].sort(
				( a, b ) => b.decoded - a.decoded
			) ) {
				process.stdout.write(
					`  ${ ( file.decoded / 1024 ).toFixed( 1 ).padStart( 8 ) } KB  ${ file.url.replace( site.url, '' ) }\n`
				);
			}
		}
	}
} finally {
	await browser.close();
	await stop();
}
