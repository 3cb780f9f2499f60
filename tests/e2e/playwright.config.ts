/**
 * End-to-end tests in Debian's Chromium against the sites bin/test.mjs boots, one per worker.
 */
import { defineConfig } from '@playwright/test';
import path from 'node:path';
import { RESULTS } from './worker-site';

/**
 * The specs whose outcome hangs on the database's SQL (stock and holds, lists that filter, sort,
 * search and count, reports, the job queue, date ranges): npm run test:mariadb runs these; the SQLite
 * run (npm test) runs every spec.
 */
const DATABASE_SPECS = [
	'attendee-list-widget',
	'attendees',
	'booking-pages',
	'calendar-crowded',
	'checkout',
	'checkout-reload',
	'events-list',
	'faults',
	'jobs-panel',
	'purchase-report',
	'rsvp-form',
	'rsvp-report',
	'sales-glance',
	'scanner',
	'speakers',
	'ticket-form-seats',
	'vendor-dashboard',
	'widgets-calendar',
	'widgets-events',
].map( ( spec ) => `${ spec }.spec.ts` );

export default defineConfig( {
	testDir: '.',
	testMatch:
		process.env.EVENTIN_TEST_DB === 'mariadb'
			? DATABASE_SPECS
			: '*.spec.ts',
	// Beside the reports of this run (bin/test.mjs --site=NAME keeps runs apart).
	outputDir: path.join( RESULTS, 'e2e-artifacts' ),
	globalSetup: require.resolve( './global-setup' ),
	// A spec file's tests share data and settings on their worker's own site: they stay together, in
	// order; files spread over the workers (bin/test.mjs --workers, one site each).
	fullyParallel: false,
	retries: process.env.CI ? 1 : 0,
	timeout: 30_000,
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
