/**
 * npm run verify against a test site: every kept table recomputed from its sources, changing
 * nothing (bin/php/verify.php). Asserts it found no drift, showing the drift it found otherwise.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';

/**
 * @param {string} siteDir The site's folder (EVENTIN_TEST_SITE_DIR).
 * @param {string} url     Its address (EVENTIN_TEST_URL).
 */
export function assertNoDrift( siteDir, url ) {
	const verify = spawnSync(
		'php',
		[ path.join( import.meta.dirname, '../../bin/php/verify.php' ) ],
		{
			encoding: 'utf8',
			env: {
				...process.env,
				EVENTIN_SITE_DIR: siteDir,
				EVENTIN_SITE_URL: url,
			},
		}
	);
	assert.equal( verify.status, 0, verify.stdout + verify.stderr );
	assert.match( verify.stdout, /^0 drift$/m );
}
