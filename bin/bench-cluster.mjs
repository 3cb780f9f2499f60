/**
 * npm run bench:cluster: the plugin on two PHP nodes (bin/lib/cluster.mjs: nginx balancing two
 * PHP-FPM nodes of 4 workers each, MariaDB, a Redis object cache), on a fresh site:
 *
 * - the flash sale, `--buyers` visitors booking at once for `--seats` seats, sent to node a alone
 *   and then through the balancer to both: exactly that many sold; bookings per second, the
 *   buyers' p50/p95, and the CPU time the PHP nodes and MariaDB spent per booking (from /proc);
 * - the events list (GET events, 1,000 events) and a calendar month (GET calendar/events) through
 *   the balancer beside WordPress's read floor through the balancer, interleaved: ×1.5 at most.
 *
 * On a machine of two cores two nodes cannot sell faster than one: what must hold is that the
 * numbers stay right and the ratios do. The CPU time per booking says how it scales with cores.
 *
 *   --runs=40 --buyers=200 --seats=100 --events=1000
 *
 * The JSON lines go to .wp/bench/cluster-<time>.jsonl; a table is printed at the end.
 */
import fs from 'node:fs';
import { log } from './lib/log.mjs';
import { runPhp } from './lib/wordpress.mjs';
import {
	benchArgs,
	besideFloor,
	bootBenchSite,
	expectStatus,
	flashSale,
	FLOOR,
	measure,
	publishedEvent,
	putSettings,
	request,
	round1,
	writeBurst,
	writeJsonLines,
} from './lib/bench-measure.mjs';

const { runs, buyers, seats, events } = benchArgs( {
	runs: 40,
	buyers: 200,
	seats: 100,
	events: 1000,
} );

/** Clock ticks a second, as /proc/<pid>/stat counts CPU time (100 on Linux). */
const TICKS = 100;

/**
 * CPU seconds (user + system) spent so far by the processes whose command line contains one of
 * the words: the PHP-FPM nodes and MariaDB.
 * @param {string[]} words
 */
function cpuSeconds( words ) {
	let ticks = 0;
	for ( const pid of fs.readdirSync( '/proc' ) ) {
		if ( ! /^\d+$/.test( pid ) ) {
			continue;
		}
		try {
			const command = fs.readFileSync( `/proc/${ pid }/cmdline`, 'utf8' );
			if ( ! words.some( ( word ) => command.includes( word ) ) ) {
				continue;
			}
			const stat = fs.readFileSync( `/proc/${ pid }/stat`, 'utf8' );
			// The fields after the command's closing parenthesis; utime and stime are 14th and 15th.
			const fields = stat
				.slice( stat.lastIndexOf( ')' ) + 2 )
				.split( ' ' );
			ticks += Number( fields[ 11 ] ) + Number( fields[ 12 ] );
		} catch {}
	}
	return ticks / TICKS;
}

log( 'A fresh cluster…' );
const { site, stop, nodes, asAdmin, api } = await bootBenchSite(
	'bench-cluster',
	'mariadb',
	{ cluster: true }
);
const lines = [];
try {
	await putSettings( api, asAdmin, { checkout_rate_limit: 10000 } );
	log( `${ events } events…` );
	runPhp( site, 'seed.php', [ `--events=${ events }` ], { stdio: 'ignore' } );
	const nodeA = `http://127.0.0.1:${ nodes.nodePort( 'a' ) }`;
	const cpuWords = [ 'php-fpm', 'mariadbd' ];

	for ( const [ label, base ] of [
		[ 'one node (a)', nodeA ],
		[ 'two nodes (balancer)', site.url ],
	] ) {
		const sale = await publishedEvent( api, asAdmin, {
			title: `Bench flash sale, ${ label }`,
			tickets: [ { name: 'Seat', price: '0', capacity: seats } ],
		} );
		log(
			`flash sale on ${ label }: ${ buyers } buyers for ${ seats } seats…`
		);
		const floorBurst = await writeBurst( base, asAdmin, buyers );
		const cpuBefore = cpuSeconds( cpuWords );
		const sold = await flashSale( base, sale, buyers );
		const cpu = cpuSeconds( cpuWords ) - cpuBefore;
		const after = expectStatus(
			await request( 'GET', api( `events/${ sale.id }` ), asAdmin ),
			200,
			'GET the sale'
		).json;
		lines.push( {
			case: `flash sale on ${ label }: ${ buyers } buyers for ${ seats } seats`,
			...sold,
			exactly_sold: sold.sold === seats && after.sold_tickets === seats,
			cpu_ms_per_answer: round1( ( cpu * 1000 ) / buyers ),
			...besideFloor( sold, floorBurst ),
		} );
	}

	const floor = site.url + FLOOR;
	const month = new Date( Date.now() + 30 * 86400000 );
	const start = new Date(
		Date.UTC( month.getUTCFullYear(), month.getUTCMonth(), 1 )
	);
	const end = new Date(
		Date.UTC( month.getUTCFullYear(), month.getUTCMonth() + 1, 1 )
	);
	for ( const [ label, url ] of [
		[
			`events list through the balancer: GET events, page 1 of 20, ${ events } events`,
			( run ) =>
				api(
					`events?per_page=20&paged=${ 1 + ( Math.abs( run ) % 3 ) }`
				),
		],
		[
			'a calendar month through the balancer: GET calendar/events',
			() =>
				api(
					`calendar/events?start=${ start.toISOString() }&end=${ end.toISOString() }`
				),
		],
	] ) {
		log( `${ label }…` );
		const figures = await measure( url, floor, asAdmin, runs );
		lines.push( { case: label, ...figures } );
	}
} finally {
	await stop();
}

const raw = writeJsonLines( 'cluster', lines );
const out = [
	'',
	`Cluster benchmark, ${ new Date().toISOString().slice( 0, 16 ).replace( 'T', ' ' ) } UTC: two PHP-FPM nodes of 4 workers behind nginx, MariaDB, Redis. Marks: exactly the seats sold; lists within ×1.5 of the read floor through the balancer.`,
	'',
];
for ( const line of lines ) {
	out.push(
		line.sold !== undefined
			? `${ line.case.padEnd( 80 ) }sold ${ line.sold }${
					line.exactly_sold ? ' (exact)' : ' (WRONG)'
				}  ${ line.bookings_per_second } bookings/s  p50 ${
					line.p50_ms
				} ms  p95 ${ line.p95_ms } ms  CPU ${
					line.cpu_ms_per_answer
				} ms per answer  ×${ line.seconds_ratio } the write floor's ${
					line.floor_seconds
				} s for as many POST wp/v2/posts (p95 ×${ line.p95_ratio })`
			: `${ line.case.padEnd( 80 ) }median ${ line.median_ms } ms  p95 ${ line.p95_ms } ms  ${ line.queries } queries  floor ${ line.floor_median_ms } ms  ×${ line.ratio }${
					line.ratio > 1.5 ? '  (above ×1.5)' : ''
				}`
	);
}
process.stdout.write( out.join( '\n' ) + '\n' );
log( `JSON lines in ${ raw }` );
