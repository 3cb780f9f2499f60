/**
 * npm run reindex: rebuilds every kept table of the development site from its sources (indexes,
 * counts, sums and word tables: Eventin\Database\KeptTables), for when rows were changed behind
 * WordPress's back or `npm run verify` lists drift. `--db=mariadb` (or DB=mariadb) and `--cluster`
 * point it at those sites.
 */
import { runOnDevSite } from './lib/dev-site.mjs';

await runOnDevSite( 'reindex.php', process.argv.slice( 2 ) );
