/**
 * Sums the summaries bin/test.mjs wrote for each database into one 'N passed, N failed' line.
 */
import fs from 'node:fs';
import path from 'node:path';
import { WP_DIR } from './lib/paths.mjs';

let passed = 0;
let failed = 0;
for ( const db of [ 'sqlite', 'mariadb' ] ) {
	const file = path.join( WP_DIR, 'test-results', `summary-${ db }.json` );
	if ( ! fs.existsSync( file ) ) {
		process.stdout.write(
			`${ db }: no test summary (the run did not finish)\n`
		);
		failed += 1;
		continue;
	}
	const summary = JSON.parse( fs.readFileSync( file, 'utf8' ) );
	process.stdout.write(
		`${ db }: ${ summary.passed } passed, ${ summary.failed } failed\n`
	);
	passed += summary.passed;
	failed += summary.failed;
}
process.stdout.write( `${ passed } passed, ${ failed } failed\n` );
