/**
 * npm run verify: recomputes every kept count, sum, index and word table of the development site
 * from its sources (Eventin\Database\KeptTables) without changing anything, lists each drift
 * (table, key, kept, true), ends with the line 'N drift' and exits 1 on any. `--db=mariadb` and
 * `--cluster` point it at those sites. `npm run reindex` repairs what it lists.
 */
import { runOnDevSite } from './lib/dev-site.mjs';

try {
	await runOnDevSite( 'verify.php', process.argv.slice( 2 ) );
} catch ( error ) {
	// The list and its count are printed; the status says there was drift.
	process.exitCode = error.status ?? 1;
}
