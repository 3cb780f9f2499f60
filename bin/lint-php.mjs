/**
 * npm run lint's PHP half: PHP_CodeSniffer from Debian (php-codesniffer, installed when missing) with
 * the project's ruleset, phpcs.xml.dist, after the tests of our own sniffs (bin/lib/sniff-tests.mjs:
 * each flags exactly the marked lines of its fixture), and the imports between includes/'s folders
 * (bin/php-imports.mjs: one way, at most five two-way pairs, each listed). Fails when any fails.
 */
import { spawnSync } from 'node:child_process';
import { ROOT } from './lib/paths.mjs';
import { ensurePackages, LINT_PACKAGES } from './lib/prerequisites.mjs';
import { testSniffs } from './lib/sniff-tests.mjs';

ensurePackages( LINT_PACKAGES );
const sniffsOk = testSniffs();
const imports = spawnSync(
	process.execPath,
	[ 'bin/php-imports.mjs', '--quiet' ],
	{
		cwd: ROOT,
		stdio: 'inherit',
	}
);
const result = spawnSync( 'phpcs', [ '-q', ...process.argv.slice( 2 ) ], {
	cwd: ROOT,
	stdio: 'inherit',
} );
process.exit( sniffsOk && 0 === imports.status ? ( result.status ?? 1 ) : 1 );
