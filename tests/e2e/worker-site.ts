/**
 * Which site this process drives. bin/test.mjs boots one fresh site per Playwright worker and lists
 * their environments in EVENTIN_TEST_SITES; each worker takes the one at its parallel index, before
 * any spec reads EVENTIN_TEST_URL and the rest. The main process (global setup) gets the first.
 */
export type SiteEnv = Record< string, string >;

export const testSites: SiteEnv[] = JSON.parse(
	process.env.EVENTIN_TEST_SITES ?? '[]'
);

const slot = Number( process.env.TEST_PARALLEL_INDEX ?? 0 );
if ( testSites.length ) {
	Object.assign( process.env, testSites[ slot % testSites.length ] );
}

/** The run's results folder: reports, screenshots, failure artifacts. */
export const RESULTS = process.env.EVENTIN_TEST_RESULTS ?? '.wp/test-results';
