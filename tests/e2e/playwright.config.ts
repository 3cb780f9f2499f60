/**
 * End-to-end tests in Debian's Chromium against the site bin/test.mjs boots (EVENTIN_TEST_URL).
 */
import { defineConfig } from '@playwright/test';
import path from 'node:path';

export default defineConfig( {
	testDir: '.',
	testMatch: '*.spec.ts',
	// Beside the fixtures of this run (bin/test.mjs --site=NAME keeps runs apart).
	outputDir: path.join(
		path.dirname(
			process.env.EVENTIN_TEST_FIXTURES ?? '.wp/test-results/x'
		),
		'e2e-artifacts'
	),
	globalSetup: require.resolve( './global-setup' ),
	fullyParallel: false,
	// Tests share one site and some change its settings: one at a time.
	workers: 1,
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
