/**
 * The ticket scanner (/?eventin-scanner=<event>) in Chromium with a fake camera: a Y4M video of a
 * ticket's QR code (fake-camera.ts) read through the barcode-detector ponyfill and the plugin's
 * zxing_reader.wasm; typed codes; a reload without a network (the service worker); scans queued
 * offline and synced; two devices offline admitting the same ticket (the earlier entry wins, the
 * other device is told); exit, re-entry and undo; a session that ended (the scan stays queued);
 * who may open it; Scan Ticket's launcher; the phone layout (screenshots in shots/).
 */
import AxeBuilder from '@axe-core/playwright';
import {
	chromium,
	type Browser,
	type BrowserContext,
	type Page,
} from '@playwright/test';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import config from './playwright.config';
import {
	authFile,
	createEvent,
	expect,
	inDays,
	openAs,
	rest,
	restCreate,
	SHOTS,
	test,
	unique,
} from './fixtures';
import { writeQrVideo } from './fake-camera';
import { RESULTS } from './worker-site';

type Attendee = { id: number; name: string; code: string };
type Ticket = {
	code: string;
	name: string;
	inside: boolean;
	checked_in_at: string | null;
};
type Scan = {
	nonce: string;
	code: string;
	direction: string;
	device: string;
	result: string;
	reason: string | null;
	undone: boolean;
};

const tag = unique( 'scan' ).split( ' ' )[ 1 ];
const SCANNER_USER = 'frontdesk';
let event: { id: number; title: string; tickets: Array< { id: number } > };
const people: Record< string, Attendee > = {};

test.describe.configure( { mode: 'serial' } );

test.beforeAll( async () => {
	event = await createEvent( {
		title: unique( 'Door Night' ),
		status: 'publish',
		start_date: inDays( 10 ),
		end_date: inDays( 10 ),
		timezone: 'Europe/Berlin',
		tickets: [
			{ name: 'VIP', price: '0', capacity: 20 },
			{ name: 'Standing', price: '0', capacity: 20 },
		],
	} );
	const names = [ 'Ann', 'Ben', 'Cleo', 'Dev', 'Eli', 'Fay' ];
	await restCreate( 'orders', {
		event_id: event.id,
		tickets: [ { ticket_id: event.tickets[ 0 ].id, quantity: 3 } ],
		customer: { name: `Ann ${ tag }`, email: `ann.${ tag }@example.com` },
		attendees: names.slice( 0, 3 ).map( ( name ) => ( {
			ticket_id: event.tickets[ 0 ].id,
			name: `${ name } ${ tag }`,
			email: `${ name.toLowerCase() }.${ tag }@example.com`,
		} ) ),
	} );
	await restCreate( 'orders', {
		event_id: event.id,
		tickets: [ { ticket_id: event.tickets[ 1 ].id, quantity: 3 } ],
		customer: { name: `Dev ${ tag }`, email: `dev.${ tag }@example.com` },
		attendees: names.slice( 3 ).map( ( name ) => ( {
			ticket_id: event.tickets[ 1 ].id,
			name: `${ name } ${ tag }`,
			email: `${ name.toLowerCase() }.${ tag }@example.com`,
		} ) ),
	} );
	const { body } = await rest(
		'admin',
		'GET',
		`attendees?event_id=${ event.id }&per_page=100`
	);
	for ( const attendee of body.items as Attendee[] ) {
		people[ attendee.name.split( ' ' )[ 0 ] ] = attendee;
	}
	expect( Object.keys( people ).sort() ).toEqual( [ ...names ].sort() );
} );

/** The scanner's address for the test's event. */
function scannerPath() {
	return `/?eventin-scanner=${ event.id }`;
}

/**
 * Chromium with a fake camera (and no permission prompt): the project's launch options, the
 * default test pattern or the video of a file.
 * @param video A Y4M file.
 */
function launch( video?: string ): Promise< Browser > {
	const options = config.use?.launchOptions ?? {};
	return chromium.launch( {
		...options,
		args: [
			...( options.args ?? [] ),
			'--use-fake-device-for-media-stream',
			'--use-fake-ui-for-media-stream',
			...( video
				? [ `--use-file-for-fake-video-capture=${ video }` ]
				: [] ),
		],
	} );
}

/**
 * A signed-in scanner on a phone, named `device`, opened on the event and with its tickets.
 * @param browser
 * @param device
 * @param login
 */
async function openScanner(
	browser: Browser,
	device: string,
	login = SCANNER_USER
): Promise< { context: BrowserContext; page: Page } > {
	const context = await browser.newContext( {
		storageState: authFile( login ),
		baseURL: process.env.EVENTIN_TEST_URL,
		viewport: { width: 390, height: 844 },
		serviceWorkers: 'allow',
		permissions: [ 'camera' ],
	} );
	await context.addInitScript( ( name ) => {
		window.localStorage.setItem( 'eventin-scanner-device', name );
	}, device );
	const page = await context.newPage();
	await page.goto( scannerPath() );
	await expect( counts( page ) ).toContainText( 'Total6' );
	return { context, page };
}

function counts( page: Page ) {
	return page.locator( '.eventin-scanner__counts' );
}

function notice( page: Page ) {
	return page.locator( '.eventin-scanner__notice' );
}

function result( page: Page ) {
	return page.getByRole( 'region', { name: 'Last scan' } );
}

/**
 * The big answer's title and lines.
 * @param page
 */
function answer( page: Page ) {
	return result( page ).locator( 'p' );
}

/**
 * Types a code into the code field and presses Enter.
 * @param page
 * @param code
 */
async function typeCode( page: Page, code: string ) {
	await page.getByRole( 'textbox', { name: 'Ticket code' } ).fill( code );
	await page.getByRole( 'textbox', { name: 'Ticket code' } ).press( 'Enter' );
}

/**
 * The server's tickets of the event, by first name.
 */
async function serverTickets(): Promise< Record< string, Ticket > > {
	const { status, body } = await rest(
		'admin',
		'GET',
		`attendees/check-in?event_id=${ event.id }&since=0`
	);
	expect( status ).toBe( 200 );
	return Object.fromEntries(
		( body.tickets as Ticket[] ).map( ( ticket ) => [
			ticket.name.split( ' ' )[ 0 ],
			ticket,
		] )
	);
}

/** The server's cursor now. */
async function serverSeq(): Promise< number > {
	const { body } = await rest(
		'admin',
		'GET',
		`attendees/check-in?event_id=${ event.id }&since=0`
	);
	return body.seq as number;
}

/**
 * The scans the server stored or changed after a cursor.
 * @param since
 */
async function serverScans( since: number ): Promise< Scan[] > {
	const { body } = await rest(
		'admin',
		'GET',
		`attendees/check-in?event_id=${ event.id }&since=${ since }`
	);
	return body.scans as Scan[];
}

/**
 * Waits until the page's service worker controls it and keeps the page for a reload offline.
 * @param page
 */
async function waitForOfflineCopy( page: Page ) {
	await expect
		.poll(
			() =>
				page.evaluate( async () => {
					if ( ! navigator.serviceWorker.controller ) {
						return false;
					}
					const cache = await caches.open( 'eventin-scanner-pages' );
					return !! ( await cache.match( window.location.href ) );
				} ),
			{ timeout: 20_000 }
		)
		.toBe( true );
}

test( 'the camera reads a ticket: valid, then already checked in', async () => {
	test.setTimeout( 90_000 );
	const video = writeQrVideo(
		people.Ann.code,
		path.join( RESULTS, `scanner-${ tag }-ann.y4m` )
	);
	const browser = await launch( video );
	try {
		const { page } = await openScanner( browser, 'Door 1' );
		await expect( answer( page ).first() ).toHaveText(
			`Welcome, Ann ${ tag }`,
			{ timeout: 20_000 }
		);
		await expect( answer( page ).nth( 1 ) ).toHaveText( 'VIP' );
		await expect(
			page.getByText( 'Online', { exact: true } )
		).toBeVisible();
		await expect( counts( page ) ).toHaveText( 'Inside1Checked in1Total6' );
		// The code is taken away and shown again: the second entry is refused.
		await expect( answer( page ).first() ).toHaveText(
			'Already checked in',
			{
				timeout: 20_000,
			}
		);
		await expect( answer( page ).nth( 1 ) ).toHaveText( `Ann ${ tag }` );
		await expect( answer( page ).nth( 2 ) ).toHaveText( 'VIP' );
		await expect( answer( page ).nth( 3 ) ).toHaveText(
			new RegExp( `^Checked in at .+ on Door 1 by ${ SCANNER_USER }$` )
		);
		await expect( page.locator( '[aria-live="assertive"]' ) ).toHaveText(
			new RegExp(
				`^Already checked in\\. Ann ${ tag }\\. VIP\\. Checked in at `
			)
		);
		await page.screenshot( {
			path: path.join( SHOTS, 'scanner-phone-already.png' ),
		} );
		const tickets = await serverTickets();
		expect( tickets.Ann ).toMatchObject( { inside: true } );
		expect( tickets.Ann.checked_in_at ).not.toBeNull();
	} finally {
		await browser.close();
	}
} );

test( 'a reload without a network opens the scanner; offline scans are synced when it returns', async () => {
	test.setTimeout( 90_000 );
	const browser = await launch();
	try {
		const { context, page } = await openScanner( browser, 'Door 2' );
		await waitForOfflineCopy( page );
		await context.setOffline( true );
		const reloaded = await page.reload();
		expect( reloaded?.fromServiceWorker() ).toBe( true );
		await expect(
			page.getByRole( 'heading', { level: 1, name: event.title } )
		).toBeVisible();
		await expect( counts( page ) ).toContainText( 'Total6' );
		await typeCode( page, people.Ben.code );
		await expect( answer( page ) ).toHaveText( [
			`Welcome, Ben ${ tag }`,
			'VIP',
			'Not confirmed by the server yet',
		] );
		// A hardware scanner types anywhere on the page and ends with Enter.
		// Nothing focused: a click beside the fields.
		await result( page ).click();
		await page.keyboard.type( people.Dev.code.toUpperCase() );
		await page.keyboard.press( 'Enter' );
		await expect( answer( page ) ).toHaveText( [
			`Welcome, Dev ${ tag }`,
			'Standing',
			'Not confirmed by the server yet',
		] );
		await expect(
			page.getByText( 'Offline · 2 to send', { exact: true } )
		).toBeVisible();
		await page.screenshot( {
			path: path.join( SHOTS, 'scanner-phone-offline.png' ),
		} );
		let tickets = await serverTickets();
		expect( tickets.Ben.inside ).toBe( false );

		await context.setOffline( false );
		await expect( page.getByText( 'Online', { exact: true } ) ).toBeVisible(
			{
				timeout: 15_000,
			}
		);
		await expect( answer( page ) ).toHaveText( [
			`Welcome, Dev ${ tag }`,
			'Standing',
		] );
		tickets = await serverTickets();
		expect( tickets.Ben.inside ).toBe( true );
		expect( tickets.Dev.inside ).toBe( true );
	} finally {
		await browser.close();
	}
} );

test( 'two devices offline admit one ticket: the earlier entry counts, the other device is told', async () => {
	test.setTimeout( 90_000 );
	const browser = await launch();
	try {
		const first = await openScanner( browser, 'Gate A' );
		const second = await openScanner( browser, 'Gate B' );
		const since = await serverSeq();
		await first.context.setOffline( true );
		await second.context.setOffline( true );
		await typeCode( first.page, people.Cleo.code );
		await expect( answer( first.page ).first() ).toHaveText(
			`Welcome, Cleo ${ tag }`
		);
		await typeCode( second.page, people.Cleo.code );
		await expect( answer( second.page ).first() ).toHaveText(
			`Welcome, Cleo ${ tag }`
		);

		// The later scan reaches the server first, then the earlier one.
		await second.context.setOffline( false );
		await expect(
			second.page.getByText( 'Online', { exact: true } )
		).toBeVisible( { timeout: 15_000 } );
		await first.context.setOffline( false );
		await expect(
			first.page.getByText( 'Online', { exact: true } )
		).toBeVisible( { timeout: 15_000 } );

		await expect( answer( second.page ).first() ).toHaveText(
			'Already checked in',
			{ timeout: 15_000 }
		);
		await expect( answer( second.page ).nth( 3 ) ).toHaveText(
			new RegExp( `^Checked in at .+ on Gate A by ${ SCANNER_USER }$` )
		);
		await expect( notice( second.page ) ).toHaveText(
			`Cleo ${ tag } was already checked in on Gate A — entry revokedDismiss`
		);
		await expect( answer( first.page ) ).toHaveText( [
			`Welcome, Cleo ${ tag }`,
			'VIP',
		] );
		await second.page.screenshot( {
			path: path.join( SHOTS, 'scanner-phone-revoked.png' ),
		} );

		const entries = ( await serverScans( since ) ).filter(
			( scan ) =>
				scan.code === people.Cleo.code &&
				scan.direction === 'in' &&
				scan.result === 'ok' &&
				! scan.undone
		);
		expect( entries.map( ( scan ) => scan.device ) ).toEqual( [
			'Gate A',
		] );
		await second.page.getByRole( 'button', { name: 'Dismiss' } ).click();
		await expect( notice( second.page ) ).toHaveCount( 0 );
	} finally {
		await browser.close();
	}
} );

test( 'a typed code: exit, re-entry, undo, and the refusals', async () => {
	// Five scans, an undo, a sign-out and an axe pass: a minute and more on a busy machine.
	test.setTimeout( 90_000 );
	const browser = await launch();
	try {
		const { context, page } = await openScanner( browser, 'Door 3' );
		await typeCode( page, people.Eli.code );
		await expect( answer( page ).first() ).toHaveText(
			`Welcome, Eli ${ tag }`
		);
		await page.getByRole( 'radio', { name: 'Exit' } ).check();
		await typeCode( page, people.Eli.code );
		await expect( answer( page ).first() ).toHaveText(
			`Goodbye, Eli ${ tag }`
		);
		await typeCode( page, people.Eli.code );
		await expect( answer( page ).first() ).toHaveText( 'Not checked in' );
		await page.getByRole( 'radio', { name: 'Entry' } ).check();
		await typeCode( page, people.Eli.code );
		await expect( answer( page ).first() ).toHaveText(
			`Welcome, Eli ${ tag }`
		);
		await expect
			.poll( async () => ( await serverTickets() ).Eli.inside )
			.toBe( true );

		await page.getByRole( 'button', { name: 'Undo last scan' } ).click();
		await expect( answer( page ) ).toHaveText( [
			'Scan undone',
			`Eli ${ tag }`,
		] );
		await expect
			.poll( async () => ( await serverTickets() ).Eli.inside )
			.toBe( false );
		await expect
			.poll( async () => ( await serverTickets() ).Eli.checked_in_at )
			.not.toBeNull();

		await typeCode( page, 'not-a-ticket-code' );
		await expect( answer( page ) ).toHaveText( [ 'Unknown ticket code' ] );
		await page.keyboard.press( 'Tab' );
		await page.getByText( 'Device and recent scans' ).click();
		await expect(
			page.getByRole( 'textbox', { name: 'Device name' } )
		).toHaveValue( 'Door 3' );
		await expect(
			page
				.getByRole( 'list', { name: 'Recent scans' } )
				.getByRole( 'listitem' )
		).toHaveText( [
			'✕ Unknown ticket code',
			`↶ Scan undone · Eli ${ tag }`,
			'! Not checked in · Eli ' + tag + ' · Standing',
			`✓ Goodbye, Eli ${ tag } · Standing`,
			`✓ Welcome, Eli ${ tag } · Standing`,
		] );
		await page.screenshot( {
			path: path.join( SHOTS, 'scanner-phone-history.png' ),
			fullPage: true,
		} );
		// Neither the answers nor the controls rest on colour alone; nothing serious for axe.
		const { violations } = await new AxeBuilder( { page } ).analyze();
		expect(
			violations
				.filter(
					( v ) => v.impact === 'serious' || v.impact === 'critical'
				)
				.map(
					( v ) =>
						`${ v.id }: ${ v.nodes.map( ( n ) => n.target ).join( ', ' ) }`
				)
		).toEqual( [] );

		// Signed out meanwhile: the scan stays on the phone, which says how to go on.
		await context.clearCookies();
		await typeCode( page, people.Fay.code );
		await expect( answer( page ).first() ).toHaveText(
			`Welcome, Fay ${ tag }`
		);
		await expect( page.locator( '.eventin-scanner__error' ) ).toHaveText(
			'The site no longer takes scans from this session. Scans stay on this phone until you sign in again.Sign in again'
		);
		await expect(
			page.getByRole( 'link', { name: 'Sign in again' } )
		).toHaveAttribute( 'href', /wp-login\.php\?redirect_to=/ );
		await expect(
			page.getByText( 'Online · 1 to send', { exact: true } )
		).toBeVisible();
		expect( ( await serverTickets() ).Fay.inside ).toBe( false );
	} finally {
		await browser.close();
	}
} );

test( 'only signed-in users who may scan tickets open the scanner', async ( {
	browser,
} ) => {
	const anonymous = await browser.newContext( {
		baseURL: process.env.EVENTIN_TEST_URL,
	} );
	const visitor = await anonymous.newPage();
	await visitor.goto( scannerPath() );
	await expect( visitor ).toHaveURL( /wp-login\.php\?redirect_to=/ );
	expect( new URL( visitor.url() ).searchParams.get( 'redirect_to' ) ).toBe(
		new URL( scannerPath(), process.env.EVENTIN_TEST_URL ).toString()
	);

	const context = await browser.newContext( {
		storageState: authFile( 'attendeemanager' ),
		baseURL: process.env.EVENTIN_TEST_URL,
	} );
	const page = await context.newPage();
	const response = await page.goto( scannerPath() );
	expect( response?.status() ).toBe( 403 );
	await expect( page.locator( 'main' ) ).toHaveText(
		'Ticket scannerSorry, you are not allowed to scan tickets. Ask an administrator for the Ticket scanner permission.Log in as someone else'
	);
	await expect( page.locator( 'script' ) ).toHaveCount( 0 );

	// Who may scan gets the page, its manifest and its service worker.
	const scanner = await browser.newContext( {
		storageState: authFile( 'qrscanner' ),
		baseURL: process.env.EVENTIN_TEST_URL,
	} );
	const api = scanner.request;
	const manifest = await api.get(
		`/?eventin-scanner-manifest=${ event.id }`
	);
	expect( await manifest.json() ).toMatchObject( {
		name: `Scanner: ${ event.title }`,
		display: 'standalone',
		start_url: new URL(
			scannerPath(),
			process.env.EVENTIN_TEST_URL
		).toString(),
	} );
	const worker = await api.get( '/?eventin-scanner-sw=1' );
	expect( worker.headers()[ 'content-type' ] ).toBe(
		'application/javascript; charset=utf-8'
	);
	expect( worker.headers()[ 'cache-control' ] ).toContain( 'no-cache' );
	const unknown = await scanner.newPage();
	expect(
		( await unknown.goto( '/?eventin-scanner=999999' ) )?.status()
	).toBe( 404 );
	await expect(
		unknown.getByText( 'This event does not exist.' )
	).toBeVisible();
} );

test( 'Scan Ticket opens the launcher, which opens the scanner in a new tab', async ( {
	browser,
} ) => {
	const page = await openAs(
		browser,
		'qrscanner',
		`/attendees/event/${ event.id }?scanner=1`
	);
	await expect(
		page.getByRole( 'heading', { level: 1, name: 'Ticket scanner' } )
	).toBeVisible();
	const open = page.getByRole( 'link', {
		name: 'Open scanner (opens in a new tab)',
	} );
	const [ tab ] = await Promise.all( [
		page.context().waitForEvent( 'page' ),
		open.click(),
	] );
	await tab.waitForLoadState();
	expect( new URL( tab.url() ).search ).toBe(
		`?eventin-scanner=${ event.id }`
	);
	await expect(
		tab.getByRole( 'heading', { level: 1, name: event.title } )
	).toBeVisible();
	// The same address as a QR code, for a phone's camera (read as a phone would, with zxing).
	const qr = page.getByRole( 'img', {
		name: 'QR code of the scanner address',
	} );
	await expect
		.poll( () =>
			qr.evaluate( ( img: HTMLImageElement ) => img.naturalWidth )
		)
		.toBeGreaterThan( 0 );
	const { readQrCodes } = await import(
		pathToFileURL( path.join( __dirname, '../rest/qr.mjs' ) ).href
	);
	expect( await readQrCodes( await qr.screenshot() ) ).toEqual( [
		new URL( tab.url() ).href,
	] );
	// Only for people who may scan.
	const refused = await openAs(
		browser,
		'attendeemanager',
		`/attendees/event/${ event.id }`
	);
	const refusedQr = await refused.request.get(
		`/?eventin-scanner-qr=${ event.id }`
	);
	expect( refusedQr.status() ).toBe( 404 );
	await page.setViewportSize( { width: 390, height: 844 } );
	await page.screenshot( {
		path: path.join( SHOTS, 'scanner-launcher-phone.png' ),
	} );
} );
