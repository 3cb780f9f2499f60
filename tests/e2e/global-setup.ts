/**
 * Stores every fixture user's signed-in browser state on every test site, for the tests.
 */
import fs from 'node:fs';
import path from 'node:path';
import { testSites } from './worker-site';

type Cookie = { name: string; value: string; path: string; expires: number };

/**
 * The cookies of a session that bin/php/test-fixtures.php opened for each user (what wp-login.php
 * sets), written as Playwright's storage state: no browser signs in, which took a minute or two
 * of every run (a login form and a dashboard per user and site). WordPress's login form is its own;
 * the specs that need it (vendor-dashboard's sign-in prompt) still go through it.
 */
export default function globalSetup() {
	for ( const site of testSites ) {
		const domain = new URL( site.EVENTIN_TEST_URL ).hostname;
		const { users } = JSON.parse(
			fs.readFileSync( site.EVENTIN_TEST_FIXTURES, 'utf8' )
		);
		for ( const user of Object.values< {
			login: string;
			cookies: Cookie[];
		} >( users ) ) {
			const state = {
				cookies: user.cookies.map( ( cookie ) => ( {
					...cookie,
					domain,
					httpOnly: true,
					secure: false,
					sameSite: 'Lax',
				} ) ),
				origins: [],
			};
			fs.writeFileSync(
				path.join(
					path.dirname( site.EVENTIN_TEST_FIXTURES ),
					`auth-${ user.login }.json`
				),
				JSON.stringify( state )
			);
		}
	}
}
