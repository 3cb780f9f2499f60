/**
 * The Get Script embed on other sites: a page served by a small HTTP server of this spec, reached
 * under two host names that Chromium maps to loopback. On the registered one the widget shows
 * inside a Shadow DOM root, untouched by the page's CSS; on the other nothing shows and the page
 * gets one console warning.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ConsoleMessage, Page } from '@playwright/test';

import config from './playwright.config';
import {
	createEvent,
	expect,
	rest,
	screenshot,
	test,
	unique,
} from './fixtures';

const REGISTERED = 'registered.test';
const UNREGISTERED = 'unregistered.test';

// The suite's browser flags, with both host names mapped to loopback ahead of its own rules.
const launchOptions = config.use?.launchOptions ?? {};
const hostRules = `MAP ${ REGISTERED } 127.0.0.1, MAP ${ UNREGISTERED } 127.0.0.1`;
const flags = launchOptions.args ?? [];
test.use( {
	launchOptions: {
		...launchOptions,
		args: flags.some( ( flag ) =>
			flag.startsWith( '--host-resolver-rules=' )
		)
			? flags.map( ( flag ) =>
					flag.replace(
						/^--host-resolver-rules=/,
						`--host-resolver-rules=${ hostRules }, `
					)
				)
			: [ ...flags, `--host-resolver-rules=${ hostRules }` ],
	},
} );

/**
 * A partner's page with the script tag in its content, and CSS that would restyle the widget if it
 * could reach it.
 *
 * @param script The script tag.
 */
const hostPage = ( script: string ) => `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Harbour Friends</title>
<style>
	body { margin: 0; background: #fdf6e3; color: rgb(200, 0, 0); font: 20px/1.2 Georgia, serif; letter-spacing: 2px; }
	main { max-width: 760px; margin: 0 auto; padding: 24px 16px; }
	h1 { font-size: 34px; }
	.eventin-widget { display: none !important; }
	a, h2, h3, p, img { color: rgb(200, 0, 0) !important; border: 3px dashed rgb(200, 0, 0) !important; }
</style>
</head>
<body>
<main>
<h1>Harbour Friends</h1>
<p id="before">What our partners have on:</p>
${ script }
<p id="after">More news soon.</p>
</main>
</body>
</html>`;

let server: http.Server;
let port = 0;
let title = '';
let previousDomains: string[] = [];

test.beforeAll( async () => {
	title = unique( 'Harbour Lights Concert' );
	const event = await createEvent( {
		title,
		status: 'publish',
		start_date: '2031-07-04',
		end_date: '2031-07-04',
		start_time: '19:30',
		end_time: '22:00',
		location: {
			type: 'venue',
			venue: 'Pier Hall',
			address: { address: '1 Quay Street' },
		},
	} );
	const script = await rest( 'eventmanager', 'POST', 'shortcodes/script', {
		post_name: 'event',
		shortcode: `[eventin_event event_id="${ event.id }"]`,
	} );
	expect( script.status ).toBe( 201 );
	expect( script.body.script ).toBe(
		`<script src="${ process.env.EVENTIN_TEST_URL }/eventin-external-script?id=${ script.body.id }"></script>`
	);

	const settings = await rest( 'admin', 'GET', 'settings' );
	previousDomains = settings.body.registered_domains;
	const saved = await rest( 'admin', 'PUT', 'settings', {
		registered_domains: [ REGISTERED ],
	} );
	expect( saved.body.registered_domains ).toEqual( [ REGISTERED ] );

	const page = hostPage( script.body.script );
	server = http.createServer( ( request, response ) => {
		if ( request.url === '/' ) {
			response.writeHead( 200, {
				'Content-Type': 'text/html; charset=utf-8',
			} );
			response.end( page );
			return;
		}
		response.writeHead( 404 ).end();
	} );
	await new Promise< void >( ( resolve ) =>
		server.listen( 0, '127.0.0.1', resolve )
	);
	port = ( server.address() as AddressInfo ).port;
} );

test.afterAll( async () => {
	await rest( 'admin', 'PUT', 'settings', {
		registered_domains: previousDomains,
	} );
	await new Promise( ( resolve ) => server?.close( resolve ) );
} );

/**
 * Collects the page's console warnings.
 *
 * @param page The page.
 */
function warningsOf( page: Page ): string[] {
	const warnings: string[] = [];
	page.on( 'console', ( message: ConsoleMessage ) => {
		if ( message.type() === 'warning' ) {
			warnings.push( message.text() );
		}
	} );
	return warnings;
}

test( 'on a registered host the widget shows after its script, in a Shadow DOM the page’s CSS does not reach', async ( {
	page,
} ) => {
	const warnings = warningsOf( page );
	await page.goto( `http://${ REGISTERED }:${ port }/` );

	// Locators pierce open shadow roots.
	const widget = page.locator( '.eventin-embed .eventin-widget' );
	await expect( widget ).toBeVisible();
	await expect( widget ).toContainText( title );
	await expect( widget ).toContainText( 'Pier Hall' );
	await expect(
		widget.getByRole( 'link', { name: new RegExp( title ) } ).first()
	).toHaveAttribute( 'href', /^http:\/\/localhost:\d+\/.+/ );

	const layout = await page.evaluate( () => {
		const script = document.querySelector(
			'script[src*="eventin-external-script"]'
		);
		const host = script?.nextElementSibling;
		const root = host?.shadowRoot;
		const heading = root?.querySelector( '.eventin-widget a' );
		const style = heading ? getComputedStyle( heading ) : null;
		return {
			hostClass: host?.className,
			afterHost: host?.nextElementSibling?.id,
			shadowMode: root?.mode,
			widgetsInPage:
				document.querySelectorAll( '.eventin-widget' ).length,
			widgetsInRoot:
				root?.querySelectorAll( '.eventin-widget' ).length ?? 0,
			stylesheetsInPage: document.querySelectorAll(
				'link[href*="widgets-style.css"]'
			).length,
			stylesheetsInRoot:
				root?.querySelectorAll( 'link[href*="widgets-style.css"]' )
					.length ?? 0,
			// The base and the event card's own stylesheet, no other widget's.
			rootStylesheets: [
				...( root?.querySelectorAll< HTMLLinkElement >(
					'link[rel="stylesheet"]'
				) ?? [] ),
			].map( ( link ) =>
				new URL( link.href ).pathname.split( '/' ).pop()
			),
			cardDisplay: root?.querySelector( '.eventin-card' )
				? getComputedStyle(
						root.querySelector( '.eventin-card' ) as Element
					).display
				: null,
			color: style?.color,
			border: style?.borderTopStyle,
			font: style?.fontFamily,
			letterSpacing: style?.letterSpacing,
			pageColor: getComputedStyle(
				document.getElementById( 'after' ) as Element
			).color,
		};
	} );
	expect( layout ).toMatchObject( {
		hostClass: 'eventin-embed',
		afterHost: 'after',
		shadowMode: 'open',
		widgetsInPage: 0,
		widgetsInRoot: 1,
		stylesheetsInPage: 0,
		stylesheetsInRoot: 1,
		rootStylesheets: [ 'widgets-style.css', 'widgets-style-events.css' ],
		cardDisplay: 'flex',
		border: 'none',
		letterSpacing: 'normal',
		pageColor: 'rgb(200, 0, 0)',
	} );
	expect( layout.color ).not.toBe( 'rgb(200, 0, 0)' );
	expect( layout.font ).not.toMatch( /Georgia/ );
	expect( warnings ).toEqual( [] );
	await screenshot( page, 'registered' );

	await page.setViewportSize( { width: 375, height: 800 } );
	await expect( widget ).toBeVisible();
	const box = await widget.boundingBox();
	expect( box?.width ).toBeLessThanOrEqual( 375 );
	await screenshot( page, 'registered-375' );
} );

test( 'on an unregistered host nothing shows and the console gets one warning', async ( {
	page,
} ) => {
	const warnings = warningsOf( page );
	await page.goto( `http://${ UNREGISTERED }:${ port }/` );
	await expect.poll( () => warnings.length ).toBe( 1 );
	expect( warnings[ 0 ] ).toBe(
		`Eventin: this widget is not shown because ${ UNREGISTERED }:${ port } is not a registered domain of the site it comes from (Settings → Registered domains).`
	);
	await expect( page.locator( '.eventin-embed' ) ).toHaveCount( 0 );
	await expect( page.locator( '.eventin-widget' ) ).toHaveCount( 0 );
	await expect( page.getByText( title ) ).toHaveCount( 0 );
	await expect( page.locator( '#after' ) ).toBeVisible();
	expect( warnings ).toHaveLength( 1 );
	await screenshot( page, 'unregistered' );
} );
