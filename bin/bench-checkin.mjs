/**
 * npm run bench:checkin: what check-in at the door costs beside what WordPress itself costs,
 * measured interleaved in one run on one site per database, so a loaded machine weighs on all of
 * them alike, at an event of `--attendees` paid tickets (default 10,000):
 *
 * - WordPress's read floor, GET /wp-json/wp/v2/types/post, as the scanner's user;
 * - one scan, POST attendees/check-in (the next ticket each time; entries, then exits);
 * - a sync of 500 queued scans, POST attendees/check-in/sync (the next 500 tickets);
 * - a pull of the other devices' scans, GET attendees/check-in?since= (the seq before the last sync);
 * - the offline download, GET attendees/check-in?since=0: every ticket of the event, with its size
 *   on the wire (gzip, as fetch asks for it) and as JSON.
 *
 * The issue's marks: a scan within ×1.5 of the read floor, a sync of 500 within 1 s.
 *
 *   --db=sqlite|mariadb|both   (default both, SQLite first)
 *   --runs=20                  requests of each case per round, after 3 rounds to warm up
 *   --attendees=10000
 *
 * Each database gets a fresh site, .wp/sites/bench-checkin-<db>; the attendees are added by
 * bin/php/bench-checkin-seed.php. The JSON lines go to .wp/bench/checkin-<db>-<time>.jsonl; a
 * table is printed at the end.
 */
import { randomUUID } from 'node:crypto';
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
	RAW_DIR,
	readFloorCase,
	request,
	tableHead,
	writeJsonLines,
} from './lib/bench-measure.mjs';

const { dbs, runs, attendees } = benchArgs( { runs: 20, attendees: 10000 } );
const BATCH = 500;
const WARMUP = 3;

/**
 * The cases on one database's fresh site.
 *
 * @param {string} db
 * @return {Promise<Object[]>} The JSON lines.
 */
async function benchDatabase( db ) {
	log( `${ db }: a fresh site…` );
	const { site, stop, asAdmin, api } = await bootBenchSite(
		'bench-checkin',
		db
	);
	try {
		const event = await publishedEvent(
			api,
			asAdmin,
			{ title: 'Bench door', tickets: [ { name: 'Door', price: '0' } ] },
			1
		);
		log( `${ db }: ${ attendees } attendees…` );
		const seeded = JSON.parse(
			runPhp(
				site,
				'bench-checkin-seed.php',
				[
					String( event.id ),
					String( event.tickets[ 0 ].id ),
					String( attendees ),
				],
				{
					stdio: [ 'ignore', 'pipe', 'inherit' ],
					encoding: 'utf8',
					maxBuffer: 64 * 1024 * 1024,
				}
			)
		);
		const { codes } = seeded;
		log( `${ db }: seeded ${ codes.length } in ${ seeded.seconds } s` );
		// Entries first; once every ticket went in, exits, then entries again.
		let next = 0;
		const nextScan = () => {
			const index = next++;
			return {
				event_id: event.id,
				code: codes[ index % codes.length ],
				direction:
					Math.floor( index / codes.length ) % 2 ? 'out' : 'in',
				scanned_at: new Date().toISOString(),
				device: 'Bench door',
				nonce: randomUUID(),
			};
		};
		let seqBefore = 1;
		let downloadBytes = 0;
		let downloadWire = 0;
		const cases = [
			readFloorCase( site.url, asAdmin ),
			[
				'one scan: POST attendees/check-in',
				async () =>
					expectStatus(
						await request(
							'POST',
							api( 'attendees/check-in' ),
							asAdmin,
							nextScan()
						),
						200,
						'a scan'
					),
			],
			[
				`a sync: POST attendees/check-in/sync, ${ BATCH } scans`,
				async () => {
					const answer = expectStatus(
						await request(
							'POST',
							api( 'attendees/check-in/sync' ),
							asAdmin,
							{
								scans: Array.from(
									{ length: BATCH },
									nextScan
								),
							}
						),
						200,
						'a sync'
					);
					seqBefore = answer.json.seq - 1;
					return answer;
				},
			],
			[
				`a pull: GET attendees/check-in?since= (the last sync's ${ BATCH })`,
				async () =>
					expectStatus(
						await request(
							'GET',
							api(
								`attendees/check-in?event_id=${ event.id }&since=${ seqBefore }`
							),
							asAdmin
						),
						200,
						'a pull'
					),
			],
			[
				`the offline download: GET attendees/check-in?since=0, ${ attendees } tickets`,
				async () => {
					const answer = expectStatus(
						await request(
							'GET',
							api(
								`attendees/check-in?event_id=${ event.id }&since=0`
							),
							asAdmin
						),
						200,
						'the download'
					);
					downloadBytes = JSON.stringify( answer.json ).length;
					downloadWire = answer.wire;
					return answer;
				},
			],
		];
		log(
			`${ db }: ${ runs } rounds of the ${ cases.length }, interleaved…`
		);
		const measured = await interleave( cases, runs, WARMUP );
		const lines = caseLines( db, cases, measured ).map( ( line, index ) =>
			index === 4
				? { ...line, bytes: downloadBytes, wire_bytes: downloadWire }
				: line
		);
		writeJsonLines( `checkin-${ db }`, lines );
		return lines;
	} finally {
		await stop();
	}
}

const all = await eachDatabase( dbs, benchDatabase );
const out = tableHead(
	'Check-in benchmark',
	`${ runs } requests of each case, interleaved round by round on one site per database (4 PHP workers), ${ attendees } tickets. Marks: a scan within ×1.5 of the read floor, a sync of ${ BATCH } within 1,000 ms.`
);
for ( const line of all ) {
	out.push(
		`${ caseRow( line, 72, 7 ) }${
			line.bytes
				? `  ${ ( line.wire_bytes / 1024 ).toFixed( 0 ) } KiB on the wire (${ (
						line.bytes / 1024
					).toFixed( 0 ) } KiB of JSON)`
				: ''
		}`
	);
}
process.stdout.write( out.join( '\n' ) + '\n' );
log( `JSON lines in ${ RAW_DIR } (checkin-<db>-<time>.jsonl)` );
