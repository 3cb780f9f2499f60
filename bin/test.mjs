/**
 * npm test: every suite, in order, with one summary line 'N passed, N failed'.
 *
 *   --suites=typecheck,lint,unit,php,rest,e2e   (default: all; `cluster`, the suite of several
 *                                                PHP nodes, runs only when named: npm run test:cluster)
 *   --db=sqlite|mariadb                         (default: sqlite; applies to php, rest, e2e)
 *   --only=events                               (only rest/e2e files whose name contains it,
 *                                                and php tests whose name matches it)
 *   --site=NAME                                 (test sites test-<db>-NAME: runs side by side)
 *   E2E_WORKERS=2                               (e2e: one worker and one fresh site each)
 *
 * The php suite boots its own fresh site; rest and e2e share another fresh site on a free port.
 * Each suite's counts are also written to .wp/test-results/summary-<db>.json for CI.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, WP_DIR } from './lib/paths.mjs';
import { bootSite, findFreePortRun } from './lib/site.mjs';
import { ensurePackages, TEST_PACKAGES } from './lib/prerequisites.mjs';
import { prepareSite, runPhp } from './lib/wordpress.mjs';
import { startMariaDB } from './lib/mariadb.mjs';
import { startLicenseServer } from './lib/license-server.mjs';
import { startInChild } from './lib/child-service.mjs';
import { log } from './lib/log.mjs';

const ALL = [ 'typecheck', 'lint', 'unit', 'php', 'rest', 'e2e' ];
const args = Object.fromEntries(
	process.argv
		.slice( 2 )
		.map( ( arg ) => arg.replace( /^--/, '' ).split( '=' ) )
);
const suites = args.suites ? args.suites.split( ',' ) : ALL;
const db = args.db === 'mariadb' ? 'mariadb' : 'sqlite';
const only = args.only ?? '';
const siteSuffix = args.site ? `-${ args.site }` : '';
// --only=a|b: the files whose name holds any of these.
const selected = ( files ) =>
	files.filter( ( f ) =>
		only.split( '|' ).some( ( part ) => f.includes( part ) )
	);
const RESULTS = path.join( WP_DIR, `test-results${ siteSuffix }` );
fs.mkdirSync( RESULTS, { recursive: true } );
fs.rmSync( path.join( RESULTS, `summary-${ db }.json` ), { force: true } );
const bin = ( name ) => path.join( ROOT, 'node_modules', '.bin', name );

/** @type {{suite: string, passed: number, failed: number}[]} */
const results = [];

/**
 * Runs a command without blocking this process, which serves the test site's proxy.
 * @param command
 * @param commandArgs
 * @param env
 */
function run( command, commandArgs, env = {} ) {
	return new Promise( ( resolve ) => {
		const child = spawn( command, commandArgs, {
			cwd: ROOT,
			stdio: 'inherit',
			env: { ...process.env, ...env },
		} );
		child.on( 'error', () => resolve( false ) );
		child.on( 'exit', ( code ) => resolve( code === 0 ) );
	} );
}

// Each suite's time runs from the previous record (or the start) to its own: CI prints it.
let lastRecord = Date.now();
function record( suite, passed, failed ) {
	const seconds = Math.round( ( Date.now() - lastRecord ) / 1000 );
	lastRecord = Date.now();
	results.push( { suite, passed, failed, seconds } );
	log(
		`${ suite }: ${ passed } passed, ${ failed } failed in ${ seconds } s`
	);
}

function readJson( file ) {
	try {
		return JSON.parse( fs.readFileSync( file, 'utf8' ) );
	} catch {
		return null;
	}
}

/**
 * Counts <testcase> elements and failed ones in a JUnit XML report.
 * @param file
 */
function junitCounts( file ) {
	if ( ! fs.existsSync( file ) ) {
		return null;
	}
	const xml = fs.readFileSync( file, 'utf8' );
	const cases =
		xml.match( /<testcase\b[^>]*?(\/>|>[\s\S]*?<\/testcase>)/g ) || [];
	const failed = cases.filter( ( c ) =>
		/<(failure|error)\b/.test( c )
	).length;
	const skipped = cases.filter( ( c ) => /<skipped\b/.test( c ) ).length;
	return { passed: cases.length - failed - skipped, failed };
}

const suiteRunners = {
	async typecheck() {
		const ok =
			( await run( bin( 'tsc' ), [
				'--noEmit',
				'-p',
				'tsconfig.json',
			] ) ) &&
			( await run( bin( 'tsc' ), [
				'--noEmit',
				'-p',
				'tests/tsconfig.json',
			] ) );
		record( 'typecheck', ok ? 1 : 0, ok ? 0 : 1 );
	},
	async lint() {
		const ok = await run( bin( 'wp-scripts' ), [
			'lint-js',
			'src',
			'blocks',
			'tests',
			'bin',
		] );
		record( 'lint', ok ? 1 : 0, ok ? 0 : 1 );
		const php = await run( process.execPath, [ 'bin/lint-php.mjs' ] );
		record( 'lint-php', php ? 1 : 0, php ? 0 : 1 );
	},
	async unit() {
		const report = path.join( RESULTS, 'unit.json' );
		fs.rmSync( report, { force: true } );
		await run( bin( 'wp-scripts' ), [
			'test-unit-js',
			'--json',
			`--outputFile=${ report }`,
		] );
		const json = readJson( report );
		record(
			'unit',
			json?.numPassedTests ?? 0,
			json ? json.numFailedTests + json.numRuntimeErrorTestSuites : 1
		);
	},
	async php() {
		ensurePackages( TEST_PACKAGES );
		const name = `test-php-${ db }${ siteSuffix }`;
		const site = {
			name,
			dir: path.join( WP_DIR, 'sites', name ),
			port: 80,
			url: 'http://localhost',
			db,
		};
		fs.rmSync( site.dir, { recursive: true, force: true } );
		const licenseServer = await startLicenseServer();
		site.licenseServer = licenseServer.url;
		// The same development services as every other site (see bootSite); this site is never
		// served over HTTP, so Stripe has no webhook URL to call.
		const mailServer = await startInChild(
			'mail-server.mjs',
			'startMailServer'
		);
		site.mail = {
			smtpPort: mailServer.smtpPort,
			webUrl: mailServer.webUrl,
		};
		const stripeServer = await startInChild(
			'stripe-server.mjs',
			'startStripeServer'
		);
		site.stripe = {
			url: stripeServer.url,
			webhookSecret: stripeServer.webhookSecret,
		};
		let mariadb = null;
		if ( db === 'mariadb' ) {
			mariadb = await startMariaDB( name );
			mariadb.createDatabase( name.replaceAll( '-', '_' ), true );
			site.mariadb = {
				socket: mariadb.socket,
				database: name.replaceAll( '-', '_' ),
			};
		}
		try {
			prepareSite( site );
			runPhp( site, 'install.php' );
			const report = path.join( RESULTS, `php-${ db }.xml` );
			fs.rmSync( report, { force: true } );
			await run(
				'phpunit',
				[
					'-c',
					'tests/php/phpunit.xml',
					'--log-junit',
					report,
					...( only ? [ '--filter', only ] : [] ),
				],
				{
					EVENTIN_SITE_DIR: site.dir,
					EVENTIN_SITE_URL: site.url,
					EVENTIN_TEST_MAIL_URL: site.mail.webUrl,
					EVENTIN_TEST_STRIPE_URL: site.stripe.url,
				}
			);
			const counts = junitCounts( report ) ?? { passed: 0, failed: 1 };
			record( 'php', counts.passed, counts.failed );
		} finally {
			await mariadb?.stop();
			await licenseServer.stop();
			await mailServer.stop();
			await stripeServer.stop();
		}
	},
};

/**
 * A fresh site with the test users, its services and the environment the tests read.
 * @param n       The site's number: 1 for the rest suite and the first e2e worker, 2… for the others.
 * @param cluster
 */
async function bootTestSite( n, cluster = false ) {
	const name = cluster
		? `test-cluster${ siteSuffix }`
		: `test-${ db }${ siteSuffix }${ n > 1 ? `-${ n }` : '' }`;
	const port =
		n === 1 && Number( process.env.TEST_PORT )
			? Number( process.env.TEST_PORT )
			: await findFreePortRun( cluster ? 3 : 1 );
	const booted = await bootSite( {
		name,
		db: cluster ? 'mariadb' : db,
		port,
		fresh: true,
		cluster,
	} );
	const { site } = booted;
	// Its fixture users and their signed-in sessions (stored by tests/e2e/global-setup.ts) in a folder of its own.
	const folder = path.join( RESULTS, `site-${ db }-${ n }` );
	fs.rmSync( folder, { recursive: true, force: true } );
	fs.mkdirSync( folder, { recursive: true } );
	const fixtures = path.join( folder, 'fixtures.json' );
	runPhp( site, 'test-fixtures.php', [ fixtures ] );
	return {
		stop: booted.stop,
		nodes: booted.nodes,
		env: {
			EVENTIN_TEST_URL: site.url,
			EVENTIN_LICENSE_SERVER: site.licenseServer,
			EVENTIN_TEST_MAIL_URL: site.mail.webUrl,
			EVENTIN_TEST_STRIPE_URL: site.stripe.url,
			EVENTIN_TEST_FIXTURES: fixtures,
			EVENTIN_TEST_SITE_DIR: site.dir,
		},
	};
}

/**
 * A suite of node's test runner: the `*.test.mjs` files of tests/<suite> (those --only picks), one
 * file at a time, counted from its JUnit report.
 * @param {string} suite  'rest' or 'cluster'.
 * @param {string} report Where its JUnit XML goes.
 * @param {Object} env    The site's environment.
 */
async function runNodeTests( suite, report, env ) {
	fs.rmSync( report, { force: true } );
	const dir = path.join( 'tests', suite );
	const files = selected(
		fs
			.readdirSync( path.join( ROOT, dir ) )
			.filter( ( f ) => f.endsWith( '.test.mjs' ) )
	);
	await run(
		process.execPath,
		[
			'--test',
			'--test-concurrency=1',
			'--test-reporter=spec',
			'--test-reporter-destination=stdout',
			'--test-reporter=junit',
			`--test-reporter-destination=${ report }`,
			...files.map( ( f ) => path.join( dir, f ) ),
		],
		env
	);
	const counts = junitCounts( report ) ?? { passed: 0, failed: 1 };
	record( suite, counts.passed, counts.failed );
}

/**
 * The cluster suite (tests/cluster, `npm run test:cluster`): node's test runner against a fresh
 * cluster site (bin/lib/cluster.mjs), with the nodes' own addresses beside the balancer's.
 */
async function runCluster() {
	ensurePackages( TEST_PACKAGES );
	const site = await bootTestSite( 1, true );
	try {
		await runNodeTests( 'cluster', path.join( RESULTS, 'cluster.xml' ), {
			...site.env,
			EVENTIN_TEST_DB: 'mariadb',
			EVENTIN_TEST_RESULTS: RESULTS,
			EVENTIN_TEST_NODES: JSON.stringify(
				Object.fromEntries(
					[ 'a', 'b' ].map( ( node ) => [
						node,
						`http://127.0.0.1:${ site.nodes.nodePort( node ) }`,
					] )
				)
			),
		} );
	} finally {
		await site.stop();
	}
}

/**
 * rest runs against one fresh site. e2e runs one Playwright worker per site (E2E_WORKERS, 2 by
 * default): every worker has a site of its own, so specs that change site-wide settings never meet.
 * @param wanted
 */
async function runAgainstSite( wanted ) {
	ensurePackages( TEST_PACKAGES );
	// MariaDB's e2e run is two flows of checkout.spec.ts, tagged @database (the browser sees only
	// REST answers, which the rest suite checks on MariaDB; tests/e2e/playwright.config.ts): one
	// worker serves them.
	const count = wanted.includes( 'e2e' )
		? Math.max(
				1,
				Number(
					process.env.E2E_WORKERS ?? ( db === 'mariadb' ? 1 : 2 )
				)
			)
		: 1;
	const sites = [];
	try {
		for ( let n = 1; n <= count; n++ ) {
			sites.push( await bootTestSite( n ) );
		}
		const env = {
			...sites[ 0 ].env,
			EVENTIN_TEST_DB: db,
			EVENTIN_TEST_RESULTS: RESULTS,
		};
		if ( wanted.includes( 'rest' ) ) {
			await runNodeTests(
				'rest',
				path.join( RESULTS, `rest-${ db }.xml` ),
				env
			);
		}
		if ( wanted.includes( 'e2e' ) ) {
			const report = path.join( RESULTS, `e2e-${ db }.json` );
			fs.rmSync( report, { force: true } );
			const ok = await run(
				bin( 'playwright' ),
				[
					'test',
					'-c',
					'tests/e2e/playwright.config.ts',
					`--workers=${ count }`,
					...( only ? [ only ] : [] ),
				],
				{
					...env,
					EVENTIN_TEST_SITES: JSON.stringify(
						sites.map( ( s ) => s.env )
					),
					PLAYWRIGHT_JSON_OUTPUT_NAME: report,
				}
			);
			const stats = readJson( report )?.stats;
			const failed = stats?.unexpected ?? 0;
			// A run that failed before any test (global setup, config) still counts as a failure.
			record(
				'e2e',
				stats ? stats.expected + stats.flaky : 0,
				ok || failed ? failed : 1
			);
		}
	} finally {
		for ( const s of sites ) {
			await s.stop();
		}
	}
}

const started = Date.now();
// The plugin reads what the build writes (the screens' scripts, the widget
// catalogue in build/widgets.json), so every suite that loads it runs on a
// fresh build.
let built = true;
if (
	suites.some( ( s ) => [ 'php', 'rest', 'e2e', 'cluster' ].includes( s ) ) &&
	process.env.SKIP_BUILD !== '1'
) {
	log( 'Building the plugin’s scripts and catalogue…' );
	built = await run( bin( 'wp-scripts' ), [ 'build' ] );
	if ( ! built ) {
		record( 'build', 0, 1 );
	}
	log( `Built in ${ Math.round( ( Date.now() - lastRecord ) / 1000 ) } s.` );
	lastRecord = Date.now();
}
for ( const suite of built ? suites : [] ) {
	if ( suiteRunners[ suite ] ) {
		log( `── ${ suite } ──` );
		await suiteRunners[ suite ]();
	}
}
const siteSuites = suites.filter( ( s ) => s === 'rest' || s === 'e2e' );
if ( built && siteSuites.length ) {
	log( `── ${ siteSuites.join( ' + ' ) } (${ db }) ──` );
	await runAgainstSite( siteSuites );
}
if ( built && suites.includes( 'cluster' ) ) {
	log( '── cluster (mariadb, two PHP nodes) ──' );
	await runCluster();
}

const passed = results.reduce( ( sum, r ) => sum + r.passed, 0 );
const failed = results.reduce( ( sum, r ) => sum + r.failed, 0 );
fs.writeFileSync(
	path.join( RESULTS, `summary-${ db }.json` ),
	JSON.stringify( { results, passed, failed } )
);
log(
	`All suites (${ db }) in ${ Math.round( ( Date.now() - started ) / 1000 ) } s:`
);
for ( const r of results ) {
	log(
		`  ${ r.suite.padEnd( 10 ) } ${ r.passed } passed, ${ r.failed } failed in ${ r.seconds } s`
	);
}
process.stdout.write( `${ passed } passed, ${ failed } failed\n` );
process.exit( failed > 0 || passed === 0 ? 1 : 0 );
