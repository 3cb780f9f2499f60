/**
 * npm run bench:checkout: what a booking costs beside what WordPress itself costs, measured
 * interleaved in one run on one site, so a loaded machine weighs on all of them alike:
 *
 * - WordPress's read floor, GET /wp-json/wp/v2/types/post, and its write floor, POST
 *   /wp-json/wp/v2/posts (a published post) as an administrator;
 * - a free checkout and a paid one (Stripe on loopback: the booking and its payment intent), each
 *   POST /wp-json/eventin/v2/orders as a visitor, one ticket;
 * - then a flash sale: `--buyers` visitors booking at once (the site runs 4 PHP workers) for
 *   `--seats` seats: exactly that many sold, the rest told it is sold out; bookings per second
 *   (seats sold / seconds until every buyer had an answer) and the buyers' p50/p95, beside the
 *   write floor under the same burst (as many POST wp/v2/posts at once, the same client).
 *
 *   --db=sqlite|mariadb|both   (default both, SQLite first)
 *   --runs=40                  requests of each of the four per round, after 5 rounds to warm up
 *   --buyers=200 --seats=100
 *
 * Each database gets a fresh site, .wp/sites/bench-checkout-<db>. Every request comes from
 * 127.0.0.1, so the site's bookings-per-visitor limit is set to its maximum. The JSON lines go to
 * .wp/bench/checkout-<db>-<time>.jsonl; a table is printed at the end.
 */
import { log } from './lib/log.mjs';
import {
	benchArgs,
	besideFloor,
	bootBenchSite,
	caseLines,
	caseRow,
	eachDatabase,
	expectStatus,
	flashSale,
	interleave,
	publishedEvent,
	putSettings,
	RAW_DIR,
	readFloorCase,
	request,
	tableHead,
	writeBurst,
	writeJsonLines,
} from './lib/bench-measure.mjs';

const { dbs, runs, buyers, seats } = benchArgs( {
	runs: 40,
	buyers: 200,
	seats: 100,
} );

/**
 * The four cases and the flash sale on one database's fresh site.
 *
 * @param {string} db
 * @return {Promise<Object[]>} The JSON lines.
 */
async function benchDatabase( db ) {
	log( `${ db }: a fresh site…` );
	const { site, stop, asAdmin, api } = await bootBenchSite(
		'bench-checkout',
		db
	);
	try {
		await putSettings( api, asAdmin, {
			checkout_rate_limit: 10000,
			payments: {
				stripe: 'on',
				stripe_publishable_key: 'pk_test_eventin',
				stripe_secret_key: 'sk_test_eventin',
				stripe_webhook_secret: 'whsec_test_eventin',
			},
		} );
		const event = ( title, ticket ) =>
			publishedEvent( api, asAdmin, { title, tickets: [ ticket ] } );
		const free = await event( 'Bench free checkout', {
			name: 'Free',
			price: '0',
		} );
		const paid = await event( 'Bench paid checkout', {
			name: 'Standard',
			price: '25',
		} );
		const sale = await event( 'Bench flash sale', {
			name: 'Early bird',
			price: '0',
			capacity: seats,
		} );
		let buyer = 0;
		const booking = ( of, more = {} ) => ( {
			event_id: of.id,
			tickets: [ { ticket_id: of.tickets[ 0 ].id, quantity: 1 } ],
			customer: {
				name: `Bench Buyer ${ ++buyer }`,
				email: `buyer${ buyer }@bench.example`,
			},
			...more,
		} );
		let post = 0;
		const cases = [
			readFloorCase( site.url, asAdmin ),
			[
				'write floor: POST wp/v2/posts, published (administrator)',
				async () =>
					expectStatus(
						await request(
							'POST',
							`${ site.url }/wp-json/wp/v2/posts`,
							asAdmin,
							{
								title: `Bench post ${ ++post }`,
								content: 'A post the write floor publishes.',
								status: 'publish',
							}
						),
						201,
						'the write floor'
					),
			],
			[
				'free checkout: POST orders, 1 ticket (visitor)',
				async () =>
					expectStatus(
						await request(
							'POST',
							api( 'orders' ),
							{},
							booking( free )
						),
						201,
						'a free checkout'
					),
			],
			[
				'paid checkout: POST orders, 1 ticket, Stripe on loopback (visitor)',
				async () => {
					const answer = expectStatus(
						await request(
							'POST',
							api( 'orders' ),
							{},
							booking( paid, { gateway: 'stripe' } )
						),
						201,
						'a paid checkout'
					);
					if ( answer.json.next?.type !== 'stripe' ) {
						throw new Error(
							'a paid checkout did not start a Stripe payment'
						);
					}
					return answer;
				},
			],
		];
		log( `${ db }: ${ runs } rounds of the four, interleaved…` );
		const answers = await interleave( cases, runs );
		const lines = caseLines( db, cases, answers, {
			read_floor: 0,
			write_floor: 1,
		} );

		log(
			`${ db }: flash sale, ${ buyers } buyers at once for ${ seats } seats…`
		);
		const floorBurst = await writeBurst( site.url, asAdmin, buyers );
		const sold = await flashSale( site.url, sale, buyers );
		const after = expectStatus(
			await request( 'GET', api( `events/${ sale.id }` ), asAdmin ),
			200,
			'GET the flash sale event'
		).json;
		lines.push( {
			db,
			case: `flash sale: ${ buyers } buyers at once for ${ seats } seats`,
			...sold,
			...besideFloor( sold, floorBurst ),
			sold_tickets_after: after.sold_tickets,
			exactly_sold: sold.sold === seats && after.sold_tickets === seats,
		} );
		writeJsonLines( `checkout-${ db }`, lines );
		return lines;
	} finally {
		await stop();
	}
}

const all = await eachDatabase( dbs, benchDatabase );
const out = tableHead(
	'Checkout benchmark',
	`${ runs } requests of each case, interleaved round by round on one site per database (4 PHP workers); ratios are the median over the floor's median from the same run.`
);
for ( const line of all ) {
	if ( line.sold === undefined ) {
		out.push(
			`${ caseRow( line, 70 ) }  ×${ line.write_floor_ratio } write floor`
		);
	} else {
		out.push(
			`${ line.db.padEnd( 8 ) }${ line.case }: ${ line.sold } sold (${
				line.exactly_sold ? 'exactly' : 'NOT'
			} ${ seats }; the event says ${ line.sold_tickets_after }), ${
				line.sold_out_answers
			} told it is sold out, ${ line.other_answers } other answers; ${
				line.bookings_per_second
			} bookings/s (${ line.seconds } s until every buyer had an answer); p50 ${
				line.p50_ms
			} ms, p95 ${ line.p95_ms } ms; ×${ line.seconds_ratio } the write floor's ${
				line.floor_seconds
			} s for ${ buyers } POST wp/v2/posts at once (p95 ×${ line.p95_ratio })`
		);
	}
}
process.stdout.write( out.join( '\n' ) + '\n' );
log( `JSON lines in ${ RAW_DIR } (checkout-<db>-<time>.jsonl)` );
if ( all.some( ( line ) => line.sold !== undefined && ! line.exactly_sold ) ) {
	process.exitCode = 1;
}
