/**
 * Signs every fixture user in once and keeps their cookies for the tests.
 */
import { chromium, type Browser, type FullConfig } from '@playwright/test';
import { authFile, users } from './fixtures';

/**
 * Signs one user in and stores their cookies. A fresh site's first pages (cold PHP caches, a busy
 * CI machine) can be slow, and once in a while a request of the development server stalls: each
 * try gets a minute, and a stalled one is tried again on a new page.
 * @param browser
 * @param baseURL
 * @param user
 * @param user.login
 * @param user.password
 */
async function signIn(
	browser: Browser,
	baseURL: string | undefined,
	user: { login: string; password: string }
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
			await page
				.context()
				.storageState( { path: authFile( user.login ) } );
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
	const { baseURL, launchOptions } = config.projects[ 0 ].use;
	const browser = await chromium.launch( launchOptions );
	for ( const user of Object.values( users ) ) {
		await signIn( browser, baseURL, user );
	}
	await browser.close();
}
