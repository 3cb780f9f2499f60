/**
 * npm run bench:rsvp: what RSVP costs beside what WordPress itself costs, measured interleaved in
 * one run on one site per database, so a loaded machine weighs on all of them alike:
 *
 * - WordPress's read floor, GET /wp-json/wp/v2/types/post, as an administrator;
 * - the RSVP report of an event with `--responses` responses (default 100,000; three in five
 *   going): its first page of going people (the report's default), of all statuses, a search, and
 *   the list of events with RSVP on, as an administrator;
 * - a visitor's answer, POST rsvp-registration (a new address each time), beside a free
 *   checkout, POST orders with one ticket.
 *
 * The marks: the report's list within 1.5× of the read floor, and an answer as fast as a
 * free checkout (×1.0 or less).
 *
 *   --db=sqlite|mariadb|both   (default both, SQLite first)
 *   --runs=40                  requests of each case per round, after 5 rounds to warm up
 *   --responses=100000
 *
 * Each database gets a fresh site, .wp/sites/bench-rsvp-<db>; the responses are written straight
 * into the table by bin/php/bench-rsvp-seed.php. Every request comes from 127.0.0.1, so the
 * site's answers-per-visitor limit is set to its maximum. The JSON lines go to
 * .wp/bench/rsvp-<db>-<time>.jsonl; a table is printed at the end.
 */
import { runPhp } from './lib/wordpress.mjs';
import { log } from './lib/log.mjs';
import {
	benchArgs,
	bootBenchSite,
	caseLines,
	caseRow,
	eachDatabase,
	expectStatus,
	interleave,
	publishedEvent,
	putSettings,
	RAW_DIR,
	readFloorCase,
	request,
	tableHead,
	writeJsonLines,
} from './lib/bench-measure.mjs';

const { dbs, runs, responses } = benchArgs( { runs: 40, responses: 100000 } );

/**
 * The cases on one database's fresh site.
 *
 * @param {string} db
 * @return {Promise<Object[]>} The JSON lines.
 */
async function benchDatabase( db ) {
	log( `${ db }: a fresh site…` );
	const { site, stop, asAdmin, api } = await bootBenchSite(
		'bench-rsvp',
		db
	);
	try {
		await putSettings( api, asAdmin, {
			checkout_rate_limit: 10000,
			modules: { rsvp: 'on' },
		} );
		const event = ( title, more ) =>
			publishedEvent( api, asAdmin, { title, ...more } );
		const report = await event( 'Bench RSVP report', {
			rsvp: { enabled: true, limit: -1 },
		} );
		const answers = await event( 'Bench RSVP answers', {
			rsvp: { enabled: true, limit: -1 },
		} );
		const free = await event( 'Bench free checkout', {
			tickets: [ { name: 'Free', price: '0' } ],
		} );
		log( `${ db }: ${ responses } responses…` );
		const seeded = JSON.parse(
			runPhp(
				site,
				'bench-rsvp-seed.php',
				[ String( report.id ), String( responses ) ],
				{ stdio: [ 'ignore', 'pipe', 'inherit' ], encoding: 'utf8' }
			)
		);
		log( `${ db }: seeded ${ seeded.rows } in ${ seeded.seconds } s` );
		let visitor = 0;
		const read = ( what, route ) => async () =>
			expectStatus(
				await request( 'GET', api( route ), asAdmin ),
				200,
				what
			);
		const cases = [
			readFloorCase( site.url, asAdmin ),
			[
				`report: GET rsvp-report/{id}, going, page 1 of 20, ${ responses } responses`,
				read( 'the report', `rsvp-report/${ report.id }?per_page=20` ),
			],
			[
				'report: GET rsvp-report/{id}?status=all, page 1 of 20',
				read(
					'the report, all',
					`rsvp-report/${ report.id }?status=all&per_page=20`
				),
			],
			[
				'report: GET rsvp-report/{id}?attendee_name=guest4242',
				read(
					'the report, searched',
					`rsvp-report/${ report.id }?status=all&attendee_name=guest4242`
				),
			],
			[
				'events with RSVP: GET rsvp-report',
				read( 'the events with RSVP', 'rsvp-report' ),
			],
			[
				'free checkout: POST orders, 1 ticket (visitor)',
				async () => {
					++visitor;
					return expectStatus(
						await request(
							'POST',
							api( 'orders' ),
							{},
							{
								event_id: free.id,
								tickets: [
									{
										ticket_id: free.tickets[ 0 ].id,
										quantity: 1,
									},
								],
								customer: {
									name: `Bench Buyer ${ visitor }`,
									email: `buyer${ visitor }@bench.example`,
								},
							}
						),
						201,
						'a free checkout'
					);
				},
			],
			[
				'RSVP answer: POST rsvp-registration, going (visitor)',
				async () =>
					expectStatus(
						await request(
							'POST',
							api( 'rsvp-registration' ),
							{},
							{
								event_id: answers.id,
								name: `Bench Guest ${ visitor }`,
								email: `answer${ visitor }@bench.example`,
							}
						),
						201,
						'an RSVP answer'
					),
			],
		];
		log(
			`${ db }: ${ runs } rounds of the ${ cases.length }, interleaved…`
		);
		const measured = await interleave( cases, runs );
		const lines = caseLines( db, cases, measured, {
			read_floor: 0,
			free_checkout: 5,
		} );
		writeJsonLines( `rsvp-${ db }`, lines );
		return lines;
	} finally {
		await stop();
	}
}

const all = await eachDatabase( dbs, benchDatabase );
const out = tableHead(
	'RSVP benchmark',
	`${ runs } requests of each case, interleaved round by round on one site per database (4 PHP workers); ratios are the median over the read floor's and the free checkout's medians from the same run. Marks: the report within ×1.5 of the read floor, an answer within ×1.0 of a free checkout.`
);
for ( const line of all ) {
	out.push(
		`${ caseRow( line, 78 ) }  ×${ line.free_checkout_ratio } free checkout`
	);
}
process.stdout.write( out.join( '\n' ) + '\n' );
log( `JSON lines in ${ RAW_DIR } (rsvp-<db>-<time>.jsonl)` );
