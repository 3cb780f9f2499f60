/**
 * npm run reindex: rebuilds the events index of the development site from the event posts
 * (DB=mariadb for that one), for when rows were changed behind WordPress's back.
 */
import { runOnDevSite } from './lib/dev-site.mjs';

await runOnDevSite( 'reindex-events.php', process.argv.slice( 2 ) );
