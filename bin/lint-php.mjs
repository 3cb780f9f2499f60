/**
 * npm run lint's PHP half: PHP_CodeSniffer from Debian (php-codesniffer, installed when missing) with
 * the project's ruleset, phpcs.xml.dist. Exits with phpcs's status.
 */
import { spawnSync } from 'node:child_process';
import { ROOT } from './lib/paths.mjs';
import { ensurePackages, LINT_PACKAGES } from './lib/prerequisites.mjs';

ensurePackages( LINT_PACKAGES );
const result = spawnSync( 'phpcs', [ '-q', ...process.argv.slice( 2 ) ], {
	cwd: ROOT,
	stdio: 'inherit',
} );
process.exit( result.status ?? 1 );
