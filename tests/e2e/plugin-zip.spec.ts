/**
 * It ships as a plugin: `npm run zip`'s eventin.zip holds the plugin and no development file, its
 * translations template has the PHP and the JavaScript strings, and a fresh WordPress without
 * this checkout (its own site, not the test site) installs it through Plugins → Add New Plugin →
 * Upload Plugin, activates it, shows the dashboard and renders widgets on a page, with no
 * console error, no failed request and no PHP warning.
 *
 * The zip comes from build/ as bin/test.mjs left it (npm test builds first). About 80 s, most of it
 * booting the fresh site.
 */
import { expect, test, type ConsoleMessage, type Page } from '@playwright/test';
import { unzipSync, strFromU8 } from 'fflate';
import gettextParser from 'gettext-parser';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { RESULTS } from './worker-site';

const ROOT = path.resolve( __dirname, '../..' );
const ZIP = path.join( RESULTS, 'eventin.zip' );
// bin/test.mjs --site=NAME keeps runs apart: .wp/test-results-NAME → .wp/sites/plugin-zip-NAME.
const SITE_NAME = `plugin-zip${ path
	.basename( RESULTS )
	.replace( /^test-results/, '' ) }`;

/**
 * The bin/ helpers are Node modules without types: imported as they are.
 * @param file
 */
const load = ( file: string ) =>
	import( pathToFileURL( path.join( ROOT, file ) ).href );

type Site = { url: string; dir: string };
let site: Site;
let stopSite: () => Promise< void > = async () => {};
let made: { bytes: number; files: string[]; strings: number };
let zipped: Record< string, Uint8Array >;

test.beforeAll( async () => {
	test.setTimeout( 120_000 );
	const started = Date.now();
	const { buildZip } = await load( 'bin/zip.mjs' );
	made = buildZip( { output: ZIP, build: false } );
	zipped = unzipSync( fs.readFileSync( ZIP ) );
	// A bare WordPress in a child process (its server must answer while this one waits).
	const { findFreePort } = await load( 'bin/lib/site.mjs' );
	const { startInChild } = await load( 'bin/lib/child-service.mjs' );
	const booted = await startInChild( 'site.mjs', 'bootSite', {
		name: SITE_NAME,
		db: 'sqlite',
		port: await findFreePort(),
		fresh: true,
		workers: 2,
		linkPlugin: false,
	} );
	site = booted.site;
	stopSite = booted.stop;
	process.stdout.write(
		`eventin.zip: ${ made.files.length } files, ${ Math.round(
			made.bytes / 1024
		) } KB; languages/eventin.pot: ${
			made.strings
		} strings; zip and a fresh site in ${ Math.round(
			( Date.now() - started ) / 1000
		) } s\n`
	);
} );

test.afterAll( async () => {
	await stopSite();
} );

test( 'eventin.zip holds the plugin in eventin/, with what PHP reads at run time and no development file', async () => {
	const names = Object.keys( zipped );
	expect( names ).toHaveLength( made.files.length );
	expect( names.every( ( name ) => name.startsWith( 'eventin/' ) ) ).toBe(
		true
	);
	const files = names.map( ( name ) => name.slice( 'eventin/'.length ) );
	for ( const file of [
		'eventin.php',
		'uninstall.php',
		'block.json',
		'readme.txt',
		'LICENSE',
		'languages/eventin.pot',
		'includes/Plugin.php',
		'includes/Blocks/render.php',
		'includes/vendor/eluceo-ical/LICENSE',
		'includes/vendor/eluceo-ical/src/Domain/Entity/Event.php',
		'includes/vendor/bacon-qr-code/LICENSE',
		'includes/vendor/bacon-qr-code/src/Encoder/Encoder.php',
		'includes/vendor/dasprid-enum/LICENSE',
		'includes/vendor/dasprid-enum/src/AbstractEnum.php',
		'build/admin.js',
		'build/admin.asset.php',
		'build/admin.css',
		'build/blocks.js',
		'build/blocks-sidebar.asset.php',
		'build/widgets.json',
		'build/widgets-style.css',
		'build/widgets-style-events.css',
		'build/widgets-style-calendar.css',
		'build/widgets-style-people.css',
		'build/widgets-style-page.css',
		'build/widgets-embed.js',
		'build/widgets-calendar.js',
	] ) {
		expect( files, file ).toContain( file );
	}
	// Every file of the build: the lazy screens and chunks the dashboard loads on the way.
	for ( const file of fs.readdirSync( path.join( ROOT, 'build' ) ) ) {
		expect( files, `build/${ file }` ).toContain( `build/${ file }` );
	}
	// Each path the PHP reads below the plugin's folder is in the zip.
	const php = files
		.filter( ( file ) => file.endsWith( '.php' ) )
		.map( ( file ) => strFromU8( zipped[ `eventin/${ file }` ] ) )
		.join( '\n' );
	const read = [
		...php.matchAll(
			/(?:EVENTIN_DIR|dirname\( EVENTIN_FILE \)) \. '\/([\w\-./]+)'/g
		),
		...php.matchAll( /plugins_url\( '([\w\-./]+)', EVENTIN_FILE \)/g ),
	].map( ( match ) => match[ 1 ] );
	expect( read.length ).toBeGreaterThan( 3 );
	for ( const file of read ) {
		expect(
			files.some( ( shipped ) => shipped.startsWith( file ) ),
			file
		).toBe( true );
	}
	const block = JSON.parse( strFromU8( zipped[ 'eventin/block.json' ] ) );
	for ( const asset of [
		block.editorScript,
		block.editorStyle,
		block.render,
	] ) {
		expect( files ).toContain( asset.replace( /^file:\.\//, '' ) );
	}
	const development = files.filter(
		( file ) =>
			/^(src|blocks|bin|tests|node_modules|\.wp|\.ci|\.git)\//.test(
				file
			) ||
			/(^|\/)(node_modules|tests?)\//.test( file ) ||
			/^(package(-lock)?\.json|tsconfig\.json|webpack\.config\.js|eslint\.config\.cjs|jest-unit\.config\.js|\.gitignore|README\.md|CHANGELOG\.md)$/.test(
				file
			) ||
			/\.(ts|tsx|scss|map|log)$/.test( file ) ||
			file.startsWith( 'includes/Seed/' )
	);
	expect( development ).toEqual( [] );
} );

test( 'languages/eventin.pot holds PHP and JavaScript strings with contexts, plurals, translator comments and references', async () => {
	const pot = gettextParser.po.parse(
		Buffer.from( zipped[ 'eventin/languages/eventin.pot' ] )
	);
	expect( pot.headers[ 'x-domain' ] ).toBe( 'eventin' );
	expect( pot.headers[ 'project-id-version' ] ).toMatch(
		/^Eventin \d+\.\d+\.\d+$/
	);
	const strings = Object.values( pot.translations ).flatMap( ( byId ) =>
		Object.values( byId ).filter( ( entry ) => entry.msgid !== '' )
	);
	expect( strings ).toHaveLength( made.strings );
	expect( strings.length ).toBeGreaterThan( 1000 );
	const entry = ( msgid: string, msgctxt = '' ) =>
		pot.translations[ msgctxt ]?.[ msgid ];

	// PHP: a plain string, one with a translator comment, a plural and a context.
	expect(
		entry( 'This schedule does not exist.' )?.comments?.reference
	).toContain( 'includes/Schedules/SchedulesController.php:' );
	const required = entry( '%s is required.' );
	expect( required?.comments?.extracted ).toContain(
		'translators: %s: a field name'
	);
	expect( required?.comments?.flag ).toBe( 'php-format' );
	expect( entry( '%d attendee' )?.msgid_plural ).toBe( '%d attendees' );
	expect( entry( '%d attendee' )?.comments?.reference ).toContain(
		'includes/Widgets/Render/AttendeeList.php:'
	);
	expect(
		entry( 'month', 'a period inside a sentence' )?.comments?.reference
	).toContain( 'includes/Widgets/Render/Calendar.php:' );

	// JavaScript (TypeScript and JSX in src/ and blocks/): sprintf'd with a translator comment,
	// a plural, a string of the widget catalogue and one of the editor block.
	const sold = entry( 'Sold: %d' );
	expect( sold?.comments?.reference ).toContain(
		'src/admin/components/event-editor/tickets/index.tsx:'
	);
	expect( sold?.comments?.extracted ).toContain( 'translators: %d:' );
	const written = entry( '%1$s of %2$s attendee' );
	expect( written?.msgid_plural ).toBe( '%1$s of %2$s attendees' );
	expect( written?.comments?.reference ).toContain(
		'src/admin/components/list-export/index.tsx:'
	);
	expect( entry( 'Events calendar' )?.comments?.reference ).toContain(
		'src/widgets/catalogue.ts:'
	);
	expect(
		strings.some( ( s ) =>
			/^blocks\//m.test( s.comments?.reference ?? '' )
		)
	).toBe( true );

	// The plugin header and block.json, as WordPress translates them.
	expect( entry( 'Eventin' )?.comments?.extracted ).toContain(
		'Plugin Name of the plugin'
	);
	expect( entry( 'Eventin widget', 'block title' ) ).toBeTruthy();
} );

/**
 * What PHP logged (wp-content/debug.log): warnings, notices (WordPress's 'called incorrectly'
 * too), deprecations and errors, but for WordPress's own update checks, which fail on a machine
 * that reaches no outside host.
 * @param dir The site's folder.
 */
function phpProblems( dir: string ): string[] {
	const log = path.join( dir, 'wp-content/debug.log' );
	if ( ! fs.existsSync( log ) ) {
		return [];
	}
	return fs
		.readFileSync( log, 'utf8' )
		.split( '\n' )
		.filter(
			( line ) =>
				/PHP (Warning|Notice|Deprecated|Fatal error|Parse error)/.test(
					line
				) &&
				! /PHP Warning: {2}wp_(version_check|update_plugins|update_themes)\(\): An unexpected error occurred/.test(
					line
				)
		);
}

/**
 * Collects what goes wrong on a page: script errors, console errors about the site's own files
 * (this machine resolves no outside host, so an avatar failing there is not the plugin's), and
 * the site's own requests that fail or answer 4xx/5xx.
 * @param page
 * @param origin
 */
function problemsOf( page: Page, origin: string ): string[] {
	const problems: string[] = [];
	page.on( 'pageerror', ( error ) =>
		problems.push( `pageerror: ${ error.message }` )
	);
	page.on( 'console', ( message: ConsoleMessage ) => {
		const where = message.location().url;
		if (
			message.type() === 'error' &&
			( ! where || where.startsWith( origin ) )
		) {
			problems.push( `console: ${ message.text() } (${ where })` );
		}
	} );
	page.on( 'requestfailed', ( request ) => {
		if (
			request.url().startsWith( origin ) &&
			! /ERR_ABORTED/.test( request.failure()?.errorText ?? '' )
		) {
			problems.push(
				`failed: ${ request.url() } ${ request.failure()?.errorText }`
			);
		}
	} );
	page.on( 'response', ( response ) => {
		if ( response.url().startsWith( origin ) && response.status() >= 400 ) {
			problems.push( `${ response.status() }: ${ response.url() }` );
		}
	} );
	return problems;
}

test( 'a fresh WordPress installs the zip through Upload Plugin, activates it, shows the dashboard and renders widgets on a page', async ( {
	browser,
} ) => {
	test.setTimeout( 120_000 );
	const plugin = path.join( site.dir, 'wp-content/plugins/eventin' );
	expect( fs.existsSync( plugin ) ).toBe( false );
	const context = await browser.newContext( { baseURL: site.url } );
	const page = await context.newPage();
	page.setDefaultTimeout( 30_000 );
	const problems = problemsOf( page, site.url );

	await test.step( 'sign in and upload eventin.zip', async () => {
		await page.goto( '/wp-login.php' );
		await page.locator( '#user_login' ).fill( 'admin' );
		await page.locator( '#user_pass' ).fill( 'password' );
		await Promise.all( [
			page.waitForURL( /\/wp-admin\//, {
				waitUntil: 'domcontentloaded',
			} ),
			page.locator( '#wp-submit' ).click(),
		] );
		await page.goto( '/wp-admin/plugin-install.php?tab=upload' );
		await page.locator( '#pluginzip' ).setInputFiles( ZIP );
		await page.getByRole( 'button', { name: 'Install Now' } ).click();
		await expect(
			page.getByText( 'Plugin installed successfully.' )
		).toBeVisible( { timeout: 60_000 } );
	} );

	await test.step( 'the plugin is a copy from the zip, not this checkout', async () => {
		expect( fs.lstatSync( plugin ).isSymbolicLink() ).toBe( false );
		for ( const file of [
			'eventin.php',
			'build/widgets.json',
			'languages/eventin.pot',
		] ) {
			expect( fs.existsSync( path.join( plugin, file ) ), file ).toBe(
				true
			);
		}
		expect( fs.existsSync( path.join( plugin, 'src' ) ) ).toBe( false );
		expect( fs.existsSync( path.join( plugin, 'node_modules' ) ) ).toBe(
			false
		);
	} );

	await test.step( 'activate it', async () => {
		await page.getByRole( 'link', { name: 'Activate Plugin' } ).click();
		await expect( page.getByText( 'Plugin activated.' ) ).toBeVisible();
		await expect(
			page.locator( 'tr[data-slug="eventin"].active' )
		).toBeVisible();
	} );

	await test.step( 'the dashboard renders its screens', async () => {
		await page
			.locator( '#adminmenu' )
			.getByRole( 'link', { name: 'Eventin', exact: true } )
			.click();
		await expect( page ).toHaveURL(
			/admin\.php\?page=eventin#\/events(\/empty)?$/
		);
		await expect(
			page.getByRole( 'heading', { name: 'Events', exact: true } )
		).toBeVisible();
		// Another screen, loaded as its own chunk from the plugin's build/.
		await page
			.getByRole( 'navigation', { name: 'Eventin menu' } )
			.getByRole( 'link', { name: 'Shortcodes' } )
			.click();
		await expect(
			page.getByRole( 'heading', { level: 1, name: 'Shortcodes' } )
		).toBeVisible();
	} );

	let pageUrl = '';

	await test.step( 'a page with widgets, made as the administrator', async () => {
		const tomorrow = new Date( Date.now() + 86_400_000 )
			.toISOString()
			.slice( 0, 10 );
		pageUrl = await page.evaluate( async ( date ) => {
			const { apiFetch } = ( window as any ).wp;
			await apiFetch( {
				path: '/eventin/v2/events',
				method: 'POST',
				data: {
					title: 'Zip Launch Party',
					status: 'publish',
					timezone: 'UTC',
					start_date: date,
					start_time: '18:00',
					end_date: date,
					end_time: '21:00',
				},
			} );
			const created = await apiFetch( {
				path: '/wp/v2/pages',
				method: 'POST',
				data: {
					title: 'Zip widgets',
					status: 'publish',
					content: [ '[events]', '[events_calendar]' ]
						.map(
							( code ) =>
								`<!-- wp:shortcode -->\n${ code }\n<!-- /wp:shortcode -->`
						)
						.join( '\n\n' ),
				},
			} );
			return created.link as string;
		}, tomorrow );
	} );

	await context.close();
	expect( problems ).toEqual( [] );

	await test.step( 'an anonymous visitor sees the widgets', async () => {
		const visitor = await browser.newContext( { baseURL: site.url } );
		const visit = await visitor.newPage();
		const seen = problemsOf( visit, site.url );
		const calendarData = visit.waitForResponse(
			( response ) =>
				/eventin\/v2\/calendar\/events/.test( response.url() ) &&
				response.status() === 200
		);
		await visit.goto( pageUrl );
		await expect(
			visit
				.locator( '.eventin-events' )
				.getByRole( 'link', { name: 'Zip Launch Party' } )
		).toBeVisible();
		// FullCalendar from the zip's build/widgets-calendar.js, fed by the plugin's route.
		const calendar = visit.locator( '.eventin-events-calendar' ).first();
		await expect(
			calendar.getByRole( 'heading', { level: 2 } )
		).toBeVisible();
		await calendarData;
		// The widgets' base stylesheet and those of the widgets on the page, once each, from the zip.
		for ( const file of [
			'widgets-style.css',
			'widgets-style-events.css',
			'widgets-style-calendar.css',
		] ) {
			await expect(
				visit.locator( `link[href*="plugins/eventin/build/${ file }"]` )
			).toHaveCount( 1 );
		}
		// The event's own page answers at its pretty address right after activation (the rules
		// written before the plugin was active had no event pages).
		const link = visit
			.locator( '.eventin-events' )
			.getByRole( 'link', { name: 'Zip Launch Party' } )
			.first();
		expect( await link.getAttribute( 'href' ) ).toMatch(
			/\/event\/zip-launch-party\/$/
		);
		const [ eventPage ] = await Promise.all( [
			visit.waitForEvent( 'response', ( response ) =>
				/\/event\/zip-launch-party\/$/.test( response.url() )
			),
			link.click(),
		] );
		expect( eventPage.status() ).toBe( 200 );
		await expect(
			visit.getByRole( 'heading', { level: 1, name: 'Zip Launch Party' } )
		).toBeVisible();
		await visitor.close();
		expect( seen ).toEqual( [] );
	} );

	// PHP said nothing: no warning, notice, deprecation or error.
	expect( phpProblems( site.dir ) ).toEqual( [] );
} );
