/**
 * Shared helpers: the fixture users, a page signed in as one of them, and REST calls for set-up.
 */
import { test as base, expect, type Page, request } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';

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
	const user = users[ login ];
	const context = await request.newContext( {
		baseURL: process.env.EVENTIN_TEST_URL,
		extraHTTPHeaders: {
			Authorization:
				'Basic ' +
				Buffer.from( `${ user.login }:${ user.appPassword }` ).toString(
					'base64'
				),
		},
	} );
	const response = await context.fetch( `/wp-json/eventin/v2/${ route }`, {
		method,
		data,
	} );
	const body = await response.json();
	await context.dispose();
	return { status: response.status(), body };
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

export const test = base;
export { expect };
