/**
 * End-to-end tests in Debian's Chromium against the sites bin/test.mjs boots, one per worker.
 */
import { defineConfig } from '@playwright/test';
import path from 'node:path';
import { RESULTS } from './worker-site';

/**
 * On MariaDB (npm run test:mariadb) the browser drives the two flows of checkout.spec.ts tagged
 * '@database', a card sale from the event page to the booking (seats held, paid, booked) and the
 * last seats taken meanwhile, as a smoke test of the screens on that database. The browser sees only
 * REST answers, which the rest suite checks on MariaDB; every rule of the SQL (stock and holds,
 * lists, reports, jobs) is tested there by the php and rest suites, where it lives. The SQLite run
 * (npm test) runs every spec.
 */
const onMariaDB = process.env.EVENTIN_TEST_DB === 'mariadb';

export default defineConfig( {
	testDir: '.',
	testMatch: onMariaDB ? 'checkout.spec.ts' : '*.spec.ts',
	grep: onMariaDB ? /@database/ : undefined,
	// Beside the reports of this run (bin/test.mjs --site=NAME keeps runs apart).
	outputDir: path.join( RESULTS, 'e2e-artifacts' ),
	globalSetup: require.resolve( './global-setup' ),
	// A spec file's tests share data and settings on their worker's own site: they stay together, in
	// order; files spread over the workers (bin/test.mjs --workers, one site each).
	fullyParallel: false,
	retries: process.env.CI ? 1 : 0,
	// A flow that opens several screens as several users takes 20-35 s on CI's two cores with two
	// workers; each step still fails after expect's 10 s.
	timeout: 60_000,
	expect: { timeout: 10_000 },
	reporter: [ [ 'list' ], [ 'json' ] ],
	use: {
		baseURL: process.env.EVENTIN_TEST_URL,
		screenshot: 'only-on-failure',
		trace: 'retain-on-failure',
		viewport: { width: 1280, height: 900 },
		launchOptions: {
			executablePath: '/usr/bin/chromium',
			args: [
				'--no-sandbox',
				'--disable-gpu',
				'--disable-background-networking',
				'--disable-component-update',
				'--disable-sync',
				'--no-first-run',
				// This machine reaches no outside host: fail those lookups at once (avatars, fonts)
				// instead of letting pages wait for them.
				'--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost',
			],
		},
	},
} );
