/**
 * Signs every fixture user in once on every test site and keeps their cookies for the tests.
 */
import { chromium, type Browser, type FullConfig } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { testSites } from './worker-site';

/**
 * Signs one user in and stores their cookies. A fresh site's first pages (cold PHP caches, a busy
 * CI machine) can be slow, and once in a while a request of the development server stalls: each
 * try gets a minute, and a stalled one is tried again on a new page.
 * @param browser
 * @param baseURL
 * @param user
 * @param user.login
 * @param user.password
 * @param file
 */
async function signIn(
	browser: Browser,
	baseURL: string,
	user: { login: string; password: string },
	file: string
) {
	for ( let attempt = 1; ; attempt++ ) {
		const page = await browser.newPage( { baseURL } );
		page.setDefaultTimeout( 60_000 );
		try {
			await page.goto( '/wp-login.php' );
			await page.locator( '#user_login' ).fill( user.login );
			await page.locator( '#user_pass' ).fill( user.password );
			await Promise.all( [
				page.waitForURL( /\/wp-admin\//, {
					waitUntil: 'domcontentloaded',
				} ),
				page.locator( '#wp-submit' ).click(),
			] );
			await page.context().storageState( { path: file } );
			return;
		} catch ( error ) {
			if ( attempt === 3 ) {
				throw error;
			}
			process.stderr.write(
				`Signing in ${ user.login } failed (${
					( error as Error ).message.split( '\n' )[ 0 ]
				}); trying again.\n`
			);
		} finally {
			await page.close();
		}
	}
}

export default async function globalSetup( config: FullConfig ) {
	const { launchOptions } = config.projects[ 0 ].use;
	const browser = await chromium.launch( launchOptions );
	// The sites sign in side by side; each site's users one after another.
	await Promise.all(
		testSites.map( async ( site ) => {
			const { users } = JSON.parse(
				fs.readFileSync( site.EVENTIN_TEST_FIXTURES, 'utf8' )
			);
			for ( const user of Object.values< {
				login: string;
				password: string;
			} >( users ) ) {
				await signIn(
					browser,
					site.EVENTIN_TEST_URL,
					user,
					path.join(
						path.dirname( site.EVENTIN_TEST_FIXTURES ),
						`auth-${ user.login }.json`
					)
				);
			}
		} )
	);
	await browser.close();
}
