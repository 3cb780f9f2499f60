/**
 * npm run seed -- --events=N: demo data of any size in the development site (DB=mariadb for that one).
 */
import { runOnDevSite } from './lib/dev-site.mjs';

await runOnDevSite( 'seed.php', process.argv.slice( 2 ) );
