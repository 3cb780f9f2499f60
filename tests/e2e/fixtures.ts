/**
 * Shared helpers: the fixture users, a page signed in as one of them, and REST calls for set-up.
 */
import {
	test as base,
	expect,
	request,
	type APIRequestContext,
	type Browser,
	type Locator,
	type Page,
	type Request,
} from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { RESULTS } from './worker-site';

type User = {
	id: number;
	login: string;
	password: string;
	appPassword: string;
	role: string;
};

const fixturesFile = process.env.EVENTIN_TEST_FIXTURES;
if ( ! fixturesFile ) {
	throw new Error(
		'Run the e2e suite through "npm test" (bin/test.mjs boots the site).'
	);
}
export const users: Record< string, User > = JSON.parse(
	fs.readFileSync( fixturesFile, 'utf8' )
).users;

export function authFile( login: string ): string {
	return path.join(
		path.dirname( fixturesFile as string ),
		`auth-${ login }.json`
	);
}

export const DASHBOARD = '/wp-admin/admin.php?page=eventin';

/**
 * Opens a dashboard route (e.g. '/categories') as a fixture user, in its own browser context.
 * @param browser
 * @param login
 * @param route
 */
export async function openAs(
	browser: import( '@playwright/test' ).Browser,
	login: string,
	route: string
): Promise< Page > {
	const context = await browser.newContext( {
		storageState: authFile( login ),
		baseURL: process.env.EVENTIN_TEST_URL,
	} );
	const page = await context.newPage();
	await page.goto( `${ DASHBOARD }#${ route }` );
	return page;
}

/**
 * A request context signed in as a fixture user (its application password), for any REST route.
 * Dispose of it when done.
 * @param login
 */
export function restContext( login = 'admin' ): Promise< APIRequestContext > {
	const user = users[ login ];
	return request.newContext( {
		baseURL: process.env.EVENTIN_TEST_URL,
		extraHTTPHeaders: {
			Authorization:
				'Basic ' +
				Buffer.from( `${ user.login }:${ user.appPassword }` ).toString(
					'base64'
				),
		},
	} );
}

/**
 * A REST call as a fixture user, for arranging data.
 * @param login
 * @param method
 * @param route
 * @param data
 */
export async function rest(
	login: string,
	method: string,
	route: string,
	data?: unknown
) {
	const context = await restContext( login );
	const response = await context.fetch( `/wp-json/eventin/v2/${ route }`, {
		method,
		data,
	} );
	const body = await response.json();
	await context.dispose();
	return { status: response.status(), body };
}

/**
 * Creates an item through REST (POST eventin/v2/<route>), expects 201 and returns what was made.
 * @param route 'events', 'schedules', 'speakers', 'speaker/categories'…
 * @param data
 * @param login
 */

export async function restCreate< T = any >(
	route: string,
	data: Record< string, unknown >,
	login = 'admin'
): Promise< T > {
	const { status, body } = await rest( login, 'POST', route, data );
	expect( status, JSON.stringify( body ) ).toBe( 201 );
	return body as T;
}

export type EventItem = {
	id: number;
	title: string;
	link: string;
	status: string;
	start_date: string;
	end_date: string;
	tickets: Array< { id: number; name: string; sold: number } >;
} & Record< string, any >;

/**
 * The date `days` from today (UTC), as YYYY-MM-DD.
 * @param days
 */
export function inDays( days: number ): string {
	return new Date( Date.now() + days * 86_400_000 )
		.toISOString()
		.slice( 0, 10 );
}

/**
 * Makes an event over REST and returns it: by default a draft titled 'Event <unique>', a day 30
 * days ahead from 09:00 to 17:00 UTC, without tickets; `fields` replace any of these.
 * @param fields
 * @param login
 */
export function createEvent(
	fields: Record< string, unknown > = {},
	login = 'admin'
): Promise< EventItem > {
	const day = inDays( 30 );
	return restCreate< EventItem >(
		'events',
		{
			title: unique( 'Event' ),
			start_date: day,
			end_date: day,
			start_time: '09:00',
			end_time: '17:00',
			timezone: 'UTC',
			...fields,
		},
		login
	);
}

/**
 * Uploads a PNG to the media library as the administrator; the attachment's id.
 * @param png
 * @param file Its file name, without '.png'.
 */
export async function uploadImage( png: Buffer, file: string ) {
	const api = await restContext();
	const response = await api.post( '/wp-json/wp/v2/media', {
		headers: {
			'Content-Type': 'image/png',
			'Content-Disposition': `attachment; filename="${ file }.png"`,
		},
		data: png,
	} );
	expect( response.status() ).toBe( 201 );
	const { id } = await response.json();
	await api.dispose();
	return id as number;
}

/**
 * Publishes a page holding shortcodes, each in a Shortcode block; its address.
 * @param title
 * @param shortcodes
 * @param options
 * @param options.wide In a wide-aligned Group block (the theme's wide width), not the content width.
 */
export async function publishPage(
	title: string,
	shortcodes: string | string[],
	{ wide = false }: { wide?: boolean } = {}
): Promise< string > {
	const blocks = ( Array.isArray( shortcodes ) ? shortcodes : [ shortcodes ] )
		.map(
			( code ) =>
				`<!-- wp:shortcode -->\n${ code }\n<!-- /wp:shortcode -->`
		)
		.join( '\n\n' );
	const api = await restContext();
	const response = await api.post( '/wp-json/wp/v2/pages', {
		data: {
			title,
			status: 'publish',
			content: wide
				? `<!-- wp:group {"align":"wide","layout":{"type":"default"}} --><div class="wp-block-group alignwide">${ blocks }</div><!-- /wp:group -->`
				: blocks,
		},
	} );
	expect( response.status() ).toBe( 201 );
	const { link } = await response.json();
	await api.dispose();
	return link as string;
}

/**
 * Opens a public page as an anonymous visitor (a fresh context, no cookies) at a width.
 * @param browser
 * @param url
 * @param width
 */
export async function visitAnonymous(
	browser: Browser,
	url: string,
	width = 1280
): Promise< Page > {
	const context = await browser.newContext( {
		viewport: { width, height: 900 },
		acceptDownloads: true,
	} );
	const page = await context.newPage();
	await page.goto( url );
	return page;
}

/**
 * The query of a GET eventin/v2/<collection> list request (pretty links or `?rest_route=`), null
 * for any other request.
 * @param sent
 * @param collection 'events', 'schedules', 'speakers'…
 */
export function listQuery(
	sent: Request,
	collection: string
): URLSearchParams | null {
	if ( sent.method() !== 'GET' ) {
		return null;
	}
	const url = new URL( sent.url() );
	const route = url.searchParams.get( 'rest_route' ) ?? url.pathname;
	return new RegExp( `/eventin/v2/${ collection }/?$` ).test( route )
		? url.searchParams
		: null;
}

/**
 * Waits for the answer to a GET eventin/v2/<collection> list request whose query has these
 * arguments (null: the argument is absent).
 * @param page
 * @param collection
 * @param args
 */
export function listAnswer(
	page: Page,
	collection: string,
	args: Record< string, string | null >
) {
	return page.waitForResponse( ( response ) => {
		const query = listQuery( response.request(), collection );
		return (
			!! query &&
			Object.entries( args ).every(
				( [ key, value ] ) => query.get( key ) === value
			)
		);
	} );
}

/**
 * Opens a dashboard list (e.g. '/speakers') as a fixture user and searches its 'Search <collection>'
 * box for a text, once the list has answered that search.
 * @param browser
 * @param login
 * @param collection 'events', 'schedules', 'speakers'…: the route and the REST collection.
 * @param search
 * @param param      The list request's search argument.
 */
export async function openSearched(
	browser: Browser,
	login: string,
	collection: string,
	search: string,
	param = 'search'
): Promise< Page > {
	const page = await openAs( browser, login, `/${ collection }` );
	const answered = listAnswer( page, collection, { [ param ]: search } );
	await page
		.getByRole( 'searchbox', { name: `Search ${ collection }` } )
		.fill( search );
	await answered;
	return page;
}

/**
 * The table row whose link is named exactly so.
 * @param page
 * @param name
 */
export function row( page: Page, name: string ): Locator {
	return page.getByRole( 'row' ).filter( {
		has: page.getByRole( 'link', { name, exact: true } ),
	} );
}

/**
 * The subjects of the mails in the development inbox (maildev) sent to an address, oldest first.
 * @param address
 */
export async function mailSubjectsTo( address: string ): Promise< string[] > {
	const response = await fetch(
		`${ process.env.EVENTIN_TEST_MAIL_URL }/api/email`
	);
	const mails = ( await response.json() ) as Array< {
		subject: string;
		to: Array< { address: string } >;
	} >;
	return mails
		.filter( ( mail ) =>
			mail.to.some( ( to ) => to.address.toLowerCase() === address )
		)
		.map( ( mail ) => mail.subject );
}

/**
 * The dashboard's toast with this text.
 * @param page
 * @param text
 */
export function toast( page: Page, text: string | RegExp ): Locator {
	return page.locator( '.eventin-toast' ).filter( { hasText: text } );
}

/**
 * Loads every image of the page now (they are lazy) and waits for them.
 * @param page
 */
export async function loadImages( page: Page ) {
	await page.locator( 'img' ).evaluateAll( ( list ) =>
		Promise.all(
			list.map( ( element ) => {
				const img = element as HTMLImageElement;
				img.loading = 'eager';
				return img.complete
					? null
					: new Promise( ( done ) => {
							img.addEventListener( 'load', done );
							img.addEventListener( 'error', done );
						} );
			} )
		)
	);
}

/** This run's screenshots: shots/ in its results (bin/test.mjs --site=NAME keeps runs apart). */
export const SHOTS = path.join( RESULTS, 'shots' );

type ScreenshotOptions = {
	/** The whole page (default), or only the viewport (modals and menus are fixed to it). */
	fullPage?: boolean;
	/** Resizes the viewport to this width first (e.g. 375 for a phone); the page stays so. */
	width?: number;
	/** Scrolls to the top first: else wp-admin's fixed bars are drawn where the page was scrolled to. */
	fromTop?: boolean;
	/** Loads the lazy images first and waits for them. */
	images?: boolean;
};

/**
 * Saves a screenshot in SHOTS as '<spec>-<name>.png' (the spec file's name without '.spec.ts').
 * @param page
 * @param name
 * @param options
 * @param options.fullPage
 * @param options.width
 * @param options.fromTop
 * @param options.images
 */
export async function screenshot(
	page: Page,
	name: string,
	{
		fullPage = true,
		width,
		fromTop = false,
		images = false,
	}: ScreenshotOptions = {}
) {
	if ( width ) {
		await page.setViewportSize( {
			width,
			height: page.viewportSize()?.height ?? 900,
		} );
	}
	if ( images ) {
		await loadImages( page );
	}
	if ( fullPage && fromTop ) {
		await page.evaluate( () => window.scrollTo( 0, 0 ) );
	}
	const spec = path.basename( base.info().file ).replace( /\.spec\.ts$/, '' );
	fs.mkdirSync( SHOTS, { recursive: true } );
	await page.screenshot( {
		path: path.join( SHOTS, `${ spec }-${ name }.png` ),
		fullPage,
	} );
}

export function unique( prefix: string ): string {
	return `${ prefix } ${ Date.now().toString( 36 ) }${ Math.random().toString( 36 ).slice( 2, 5 ) }`;
}

/**
 * Asserts an element sits in the bottom-right quarter of the viewport.
 * @param page
 * @param locator
 */
export async function expectBottomRight(
	page: Page,
	locator: import( '@playwright/test' ).Locator
) {
	const box = await locator.boundingBox();
	const viewport = page.viewportSize();
	expect( box ).not.toBeNull();
	expect( viewport ).not.toBeNull();
	if ( box && viewport ) {
		expect( box.x + box.width ).toBeGreaterThan( viewport.width / 2 );
		expect( box.y + box.height ).toBeGreaterThan( viewport.height / 2 );
	}
}

/**
 * Every test closes the browser contexts it opened (openAs, visitAnonymous, browser.newContext),
 * whether it passed or not; those of a beforeAll stay open for the tests after it.
 */
export const test = base.extend< { closeOwnContexts: void } >( {
	closeOwnContexts: [
		async ( { browser }, use ) => {
			const before = new Set( browser.contexts() );
			await use();
			await Promise.all(
				browser
					.contexts()
					.filter( ( context ) => ! before.has( context ) )
					.map( ( context ) => context.close() )
			);
		},
		{ auto: true },
	],
} );
export { expect };
