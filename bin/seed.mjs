/**
 * npm run seed -- --events=N --speakers=N --organizers=N --groups=N --schedules=N --orders=N: demo data of any size in the development site (DB=mariadb for that one).
 */
import { runOnDevSite } from './lib/dev-site.mjs';

await runOnDevSite( 'seed.php', process.argv.slice( 2 ) );
