/**
 * Signs every fixture user in once and keeps their cookies for the tests.
 */
import { chromium, type FullConfig } from '@playwright/test';
import { authFile, users } from './fixtures';

export default async function globalSetup( config: FullConfig ) {
	const { baseURL, launchOptions } = config.projects[ 0 ].use;
	const browser = await chromium.launch( launchOptions );
	for ( const user of Object.values( users ) ) {
		const page = await browser.newPage( { baseURL } );
		// A fresh site's first pages (cold PHP caches, a busy CI machine) can take longer than a
		// test's 30 s; a sign-in that times out here fails the whole run.
		page.setDefaultTimeout( 120_000 );
		await page.goto( '/wp-login.php' );
		await page.locator( '#user_login' ).fill( user.login );
		await page.locator( '#user_pass' ).fill( user.password );
		await Promise.all( [
			page.waitForURL( /\/wp-admin\//, {
				waitUntil: 'domcontentloaded',
			} ),
			page.locator( '#wp-submit' ).click(),
		] );
		await page.context().storageState( { path: authFile( user.login ) } );
		await page.close();
	}
	await browser.close();
}
