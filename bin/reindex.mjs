/**
 * npm run reindex: rebuilds every index of the development site from its source (the events index
 * from the event posts, the speakers index from the users, the schedules index from the schedule
 * posts; DB=mariadb for that site), for when rows were changed behind WordPress's back.
 */
import { runOnDevSite } from './lib/dev-site.mjs';

await runOnDevSite( 'reindex.php', process.argv.slice( 2 ) );
