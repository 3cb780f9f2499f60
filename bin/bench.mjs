/**
 * npm run bench: every list benchmark on both databases, at its target size, and one table at the
 * end. npm run bench:events (bench:speakers, …): one resource at two sizes. Each case is requested
 * beside WordPress's own REST bootstrap (GET /wp-json/wp/v2/types/post, no query work), measured in
 * the same run on the same site as the same user: median and p95 latency, SQL queries, the ratio
 * to the floor. The cases are in bin/lib/bench-cases.mjs.
 *
 *   --resource=all                         npm run bench: events, calendar, speakers, schedules,
 *                                          orders and attendees at their target sizes (100k events,
 *                                          100k events for the calendar, 10k speakers, 10k schedules,
 *                                          100k orders, 1M attendees, and a vendor's lists on
 *                                          100k events and 1M attendees)
 *   --resources=events,speakers            the same for these (any of the above and access)
 *   --resource=events|calendar|speakers|schedules|orders|attendees|vendors|access
 *                                          one resource, at its two sizes (default events; access:
 *                                          the settings, Manage Access and license reads, with no data
 *                                          to seed; orders: then checkout latency and bookings per
 *                                          second from 4 and 8 clients at once; attendees: sizes in
 *                                          attendees, seeded as size/2 bookings of 1-3 tickets on a
 *                                          site of its own; calendar: the range endpoint for a month
 *                                          holding 1,000 events, as a visitor, cold and cached)
 *   --db=sqlite|mariadb|both               (default both, SQLite first)
 *   --sizes=10000,100000                   sizes for every resource run, or per resource:
 *                                          --sizes=events:1000,attendees:2000 (others at their default)
 *   --runs=40                              requests per case and per floor, interleaved
 *   --cases=search                         only the cases whose name holds this text
 *   --json                                 with --resource=all or --resources, the JSON lines on
 *                                          stdout too (they always go to .wp/bench/)
 *
 * The bench sites live in .wp/sites/bench-<db> (bench-attendees-<db> for attendees, whose sizes the
 * orders bench's bookings would overshoot) and keep their data between runs (seeding tops up).
 * Every line also goes to .wp/bench/<resource>-<db>-<time>.jsonl; the table to
 * .wp/bench/summary-<time>.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import { bootSite, findFreePort } from './lib/site.mjs';
import { runPhp } from './lib/wordpress.mjs';
import { log } from './lib/log.mjs';
import { WP_DIR } from './lib/paths.mjs';
import { ALL, RESOURCES, fill } from './lib/bench-cases.mjs';
import {
	FLOOR,
	benchArgs,
	benchCheckout,
	installCounter,
	measure,
	writeAtomically,
} from './lib/bench-measure.mjs';
import { TARGET, markdownTable, textTable } from './lib/bench-summary.mjs';

const { args, dbs, runs } = benchArgs( { runs: 40 } );
// npm run bench: several resources at their target sizes, progress on the terminal, the table.
const several = args.resource === 'all' || args.resources !== undefined;
let selected = [ args.resource ?? 'events' ];
if ( args.resources ) {
	selected = args.resources.split( ',' );
} else if ( several ) {
	selected = ALL;
}
for ( const resource of selected ) {
	if ( ! RESOURCES[ resource ] ) {
		throw new Error(
			`--resource is all or one of ${ Object.keys( RESOURCES ) }`
		);
	}
}
const sizeItems = ( args.sizes ?? '' ).split( ',' ).filter( Boolean );
for ( const item of sizeItems ) {
	const [ resource, size ] = item.includes( ':' )
		? item.split( ':' )
		: [ null, item ];
	if ( ( resource && ! RESOURCES[ resource ] ) || ! /^\d+$/.test( size ) ) {
		throw new Error(
			`--sizes takes whole numbers, for all (--sizes=1000,10000) or per resource (--sizes=events:1000,speakers:100): not ${ item }`
		);
	}
}
/**
 * @param {string} resource
 * @return {number[]} The sizes to run it at.
 */
function sizesOf( resource ) {
	const own = sizeItems
		.filter( ( item ) => item.startsWith( `${ resource }:` ) )
		.map( ( item ) => item.split( ':' )[ 1 ] );
	const plain = sizeItems.filter( ( item ) => ! item.includes( ':' ) );
	let list = RESOURCES[ resource ].sizes.split( ',' );
	if ( own.length ) {
		list = own;
	} else if ( plain.length ) {
		list = plain;
	} else if ( several ) {
		list = [ String( RESOURCES[ resource ].target ) ];
	}
	return list.map( Number );
}

const stamp = () => new Date().toISOString().replace( /[:.]/g, '-' );
const startedAt = new Date();
const RAW_DIR = path.join( WP_DIR, 'bench' );
fs.mkdirSync( RAW_DIR, { recursive: true } );

// Every case's figures, every resource's queries-per-filter line, and what stopped, for the table.
const rows = [];
const constants = [];
const errors = [];

/**
 * One resource at its sizes on a booted site.
 *
 * @param {string} db
 * @param {string} resource
 * @param {Object} site
 * @param {Object} headers  The administrator's, or the resource's `as` user's.
 */
async function benchResource( db, resource, site, headers ) {
	const { unit, seed, prepare, checkout } = RESOURCES[ resource ];
	// --cases=search: only the cases whose name holds that text.
	const cases = RESOURCES[ resource ].cases.filter(
		( { name } ) => ! args.cases || name.includes( args.cases )
	);
	if ( several && ! cases.length ) {
		return;
	}
	const raw = path.join(
		RAW_DIR,
		`${ resource }-${ db }-${ stamp() }.jsonl`
	);
	const print = ( line ) => {
		if ( ! several || args.json ) {
			process.stdout.write( JSON.stringify( line ) + '\n' );
		}
		fs.appendFileSync( raw, JSON.stringify( line ) + '\n' );
	};
	const getJson = async ( route ) =>
		(
			await fetch( `${ site.url }/wp-json/eventin/v2/${ route }`, {
				headers,
			} )
		).json();
	for ( const size of sizesOf( resource ) ) {
		const seedArgs = seed?.( size ) ?? [];
		if ( seedArgs.length ) {
			log( `${ db }: seeding up to ${ size } ${ unit }…` );
			const started = performance.now();
			runPhp( site, 'seed.php', seedArgs, { stdio: 'ignore' } );
			log(
				`${ db }: seeded in ${ (
					( performance.now() - started ) /
					1000
				).toFixed( 1 ) } s`
			);
		}
		const { extra = {}, ...values } =
			( await prepare?.( { db, size, site, getJson } ) ) ?? {};
		// SQL queries per request by filter (the query without per_page and paged): one number
		// each means they do not grow with the page size or the page.
		const queriesByFilter = {};
		for ( const {
			name: template,
			query: queryTemplate = '',
			path: route = resource,
			anonymous,
			filter,
		} of cases ) {
			const name = fill( template, values, false );
			// As the JSON line shows it: a value drawn per request stays a word (RANDOM_START).
			const query = fill( queryTemplate, values, false );
			const { counts, ...figures } = await measure(
				() =>
					`${ site.url }/wp-json/eventin/v2/${ route }?${ fill(
						queryTemplate,
						values
					) }`,
				site.url + FLOOR,
				anonymous ? {} : headers,
				runs
			);
			const group =
				filter ??
				`${ route }?${ query
					.split( '&' )
					.filter( ( p ) => ! /^(per_page|paged)=/.test( p ) )
					.join( '&' ) }`;
			( queriesByFilter[ group ] ??= [] ).push( ...counts );
			print( {
				db,
				[ unit ]: size,
				...extra,
				case: name,
				query,
				...figures,
			} );
			rows.push( { db, resource, size, unit, case: name, ...figures } );
			if ( several ) {
				log(
					`${ db } ${ resource } ${ size }: ${ name }: ${ figures.median_ms } ms, floor ${ figures.floor_median_ms } ms, ${ figures.ratio }×, ${ figures.queries } queries`
				);
			}
		}
		const constant = {
			db,
			[ unit ]: size,
			case: 'queries per filter, across page sizes and pages',
			queries: queriesByFilter,
			constant: Object.values( queriesByFilter ).every(
				( counts ) => new Set( counts ).size === 1
			),
		};
		print( constant );
		constants.push( { ...constant, resource, size, unit } );
		if ( checkout ) {
			const figures = await benchCheckout( site.url, headers, runs );
			const line = {
				db,
				[ unit ]: size,
				case: 'checkout: book 1 free ticket',
				...figures,
			};
			print( line );
			rows.push( {
				...line,
				resource,
				size,
				unit,
				// A booking writes (a transaction, mails queued): the list target is not its measure.
				write: true,
				note: `a write, no list target; ${ figures.per_second_4_clients }/s from 4 clients, ${ figures.per_second_8_clients }/s from 8`,
			} );
		}
	}
}

/**
 * Boots a site, gives it the query counter and the test users, runs its resources, stops it.
 *
 * @param {string}   db
 * @param {string}   name      The site.
 * @param {string[]} resources
 */
async function benchSite( db, name, resources ) {
	const { site, stop } = await bootSite( {
		name,
		db,
		port: await findFreePort(),
	} );
	try {
		installCounter( site );
		const fixtures = path.join( WP_DIR, `bench-fixtures-${ db }.json` );
		runPhp( site, 'test-fixtures.php', [ fixtures ], { stdio: 'ignore' } );
		const { users } = JSON.parse( fs.readFileSync( fixtures, 'utf8' ) );
		const headersOf = ( login ) => ( {
			Authorization:
				'Basic ' +
				Buffer.from(
					`${ users[ login ].login }:${ users[ login ].appPassword }`
				).toString( 'base64' ),
		} );
		for ( const resource of resources ) {
			try {
				await benchResource(
					db,
					resource,
					site,
					headersOf( RESOURCES[ resource ].as ?? 'admin' )
				);
			} catch ( error ) {
				if ( ! several ) {
					throw error;
				}
				errors.push( `${ db } ${ resource }: ${ error.message }` );
				log( `${ db } ${ resource } stopped: ${ error.stack }` );
			}
		}
	} finally {
		await stop();
	}
}

for ( const db of dbs ) {
	// One boot per site: the resources that share it, in the order asked.
	const sites = new Map();
	for ( const resource of selected ) {
		const name = `${ RESOURCES[ resource ].site ?? 'bench' }-${ db }`;
		sites.set( name, [ ...( sites.get( name ) ?? [] ), resource ] );
	}
	for ( const [ name, resources ] of sites ) {
		try {
			await benchSite( db, name, resources );
		} catch ( error ) {
			if ( ! several ) {
				throw error;
			}
			errors.push( `${ db } ${ name }: ${ error.message }` );
			log( `${ db } ${ name } stopped: ${ error.stack }` );
		}
	}
}

const minutes = ( ( Date.now() - startedAt ) / 60000 ).toFixed( 1 );
const heading = `Benchmarks, ${ startedAt
	.toISOString()
	.slice( 0, 16 )
	.replace( 'T', ' ' ) } UTC (${ minutes } min)`;
const about = `${ runs } requests per case and per floor, interleaved; the floor is GET ${ FLOOR } on the same site in the same run as the same user; target ≤ ${ TARGET }× the floor. Sizes are what the site was seeded up to (it keeps more if it has more).`;
process.stdout.write(
	`\n${ heading }: ${ about }\n\n${ textTable( rows, constants, errors ) }\n`
);
const summary = path.join( RAW_DIR, `summary-${ stamp() }.md` );
writeAtomically(
	summary,
	markdownTable( heading, about, rows, constants, errors )
);
log(
	`raw JSON lines and this table (${ path.basename( summary ) }) in ${ RAW_DIR }`
);
if ( errors.length ) {
	process.exitCode = 1;
}
