/**
 * The front-end dashboard (`[etn_pro_dashboard]`, issue 30): a vendor signs in from the public
 * page and submits an event, which waits for review; the administrator gets the mail and
 * publishes it; a visitor books; the vendor sees the booking and the attendee and exports them;
 * another vendor sees none of it; the dashboard on a phone, with axe. Also the sign-in prompt, the
 * polite no for other accounts, an administrator on the same page, and one container per page.
 *
 * vendor1 holds etn_manage_own_events; vendor2 also etn_manage_qr_scan (bin/php/test-fixtures.php).
 * Scenarios 2 to 4 go on with the event scenario 1 submitted (a spec's tests run in order on one
 * worker); without it they fail saying so.
 */
import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Locator, Page } from '@playwright/test';
import {
	authFile,
	expect,
	inDays,
	publishPage,
	rest,
	restContext,
	screenshot,
	test,
	unique,
	users,
	visitAnonymous,
} from './fixtures';

type Mail = { subject: string; to: string[]; html: string; text: string };

/** The inbox's messages (maildev, as tests/rest/mailbox.mjs reads it). */
async function inbox(): Promise< Mail[] > {
	const response = await fetch(
		`${ process.env.EVENTIN_TEST_MAIL_URL }/api/email`
	);
	const mails = ( await response.json() ) as Array< {
		subject?: string;
		to: Array< { address: string } >;
		html?: string;
		text?: string;
	} >;
	return mails.map( ( mail ) => ( {
		subject: mail.subject ?? '',
		to: mail.to.map( ( to ) => to.address.toLowerCase() ),
		html: mail.html ?? '',
		text: mail.text ?? '',
	} ) );
}

/** The site's administration address (Settings → General), where submissions are announced. */
async function adminEmail(): Promise< string > {
	const api = await restContext( 'admin' );
	const response = await api.get( '/wp-json/wp/v2/settings' );
	const { email } = await response.json();
	await api.dispose();
	return String( email ).toLowerCase();
}

/**
 * A page signed in as a fixture user at a width, opened on a URL.
 * @param browser
 * @param login
 * @param url
 * @param width
 */
async function openPageAs(
	browser: Browser,
	login: string,
	url: string,
	width = 1280
): Promise< Page > {
	const context = await browser.newContext( {
		storageState: authFile( login ),
		baseURL: process.env.EVENTIN_TEST_URL,
		viewport: { width, height: 900 },
		acceptDownloads: true,
	} );
	const page = await context.newPage();
	await page.goto( url );
	return page;
}

/**
 * The dashboard's container on the page.
 * @param page
 */
const dashboard = ( page: Page ) => page.locator( '.eventin-front-dashboard' );

/**
 * The dashboard's menu.
 * @param page
 */
const menu = ( page: Page ) =>
	dashboard( page ).getByRole( 'navigation', { name: 'Eventin menu' } );

/**
 * Opens a screen from the dashboard's menu and waits for its heading.
 * @param page
 * @param name The menu link, which is also the screen's title.
 */
async function openArea( page: Page, name: string ) {
	await menu( page ).getByRole( 'link', { name } ).click();
	await expect(
		dashboard( page ).getByRole( 'heading', { level: 1, name } )
	).toBeVisible();
}

/**
 * Presses Tab until the element has the focus (at most 80 times).
 * @param page
 * @param target
 */
async function tabTo( page: Page, target: Locator ) {
	for ( let tab = 0; tab < 80; tab++ ) {
		await page.keyboard.press( 'Tab' );
		if (
			await target.evaluate(
				( element ) => element === element.ownerDocument.activeElement
			)
		) {
			return;
		}
	}
}

/**
 * How far the page scrolls sideways (0 when it fits its width).
 * @param page
 */
function sidewaysScroll( page: Page ): Promise< number > {
	return page.evaluate(
		() =>
			document.documentElement.scrollWidth -
			document.documentElement.clientWidth
	);
}

let pageUrl = '';
/** Set by the first scenarios, used by the later ones. */
const submitted = { id: 0, title: '' };

test.beforeAll( async () => {
	pageUrl = await publishPage( unique( 'Organizer dashboard' ), [
		'[etn_pro_dashboard]',
	] );
	await rest( 'admin', 'PUT', 'settings', { currency: 'USD' } );
} );

test( 'a visitor sees a sign-in prompt that signs in through WordPress and comes back', async ( {
	browser,
} ) => {
	const page = await visitAnonymous( browser, pageUrl );
	const prompt = page.getByRole( 'region', {
		name: 'Sign in to your dashboard',
	} );
	await expect( prompt ).toBeVisible();
	// No app for visitors: the prompt is the server's, without the bundle.
	await expect( page.locator( 'script[src*="build/admin.js"]' ) ).toHaveCount(
		0
	);
	await screenshot( page, 'sign-in-prompt' );

	await prompt.getByRole( 'link', { name: 'Sign in' } ).click();
	await expect( page ).toHaveURL( /wp-login\.php\?redirect_to=/ );
	await page.getByLabel( 'Username or Email Address' ).fill( 'vendor1' );
	await page.getByLabel( 'Password', { exact: true } ).fill( 'password' );
	await page.getByRole( 'button', { name: 'Log In' } ).click();
	await expect( page ).toHaveURL( new RegExp( `^${ pageUrl }#/events` ) );
	await expect(
		menu( page ).getByRole( 'link', { name: 'My events' } )
	).toBeVisible();
} );

test( 'a signed-in account that manages no events is told so, politely', async ( {
	browser,
} ) => {
	const page = await openPageAs( browser, 'subscriber', pageUrl );
	await expect(
		page.getByRole( 'region', {
			name: 'This dashboard is not for your account',
		} )
	).toBeVisible();
	await expect( dashboard( page ) ).toHaveCount( 0 );
} );

test( 'an administrator gets the same dashboard on the page, with wp-components styled and no wp-admin screen', async ( {
	browser,
} ) => {
	const page = await openPageAs( browser, 'admin', pageUrl );
	await expect(
		dashboard( page ).getByRole( 'heading', {
			level: 1,
			name: 'My events',
		} )
	).toBeVisible();
	await expect( menu( page ).getByRole( 'link' ) ).toHaveText( [
		'My events',
		'Bookings and revenue',
		'Attendees',
	] );
	// @wordpress/components' own stylesheet is on the public page.
	expect(
		await page.locator( 'link#wp-components-css' ).count()
	).toBeGreaterThan( 0 );
	// The admin's other screens are not routes here: a link to one lands on My events.
	await page.goto( `${ pageUrl }#/settings` );
	await expect( page ).toHaveURL( /#\/events(\/empty)?$/ );

	await menu( page ).getByRole( 'link', { name: 'Attendees' } ).click();
	await expect(
		dashboard( page ).getByRole( 'button', { name: 'Export CSV' } )
	).toBeVisible();
	await openArea( page, 'Bookings and revenue' );
	await screenshot( page, 'admin-bookings' );
} );

test( '(1) a vendor creates an event from the public page; it lands as pending', async ( {
	browser,
} ) => {
	const page = await openPageAs( browser, 'vendor1', pageUrl );
	// A vendor's menu: their events, bookings and attendees, nothing of the managers'.
	await expect( menu( page ).getByRole( 'link' ) ).toHaveText( [
		'My events',
		'Bookings and revenue',
		'Attendees',
	] );
	// The list's Add New Event, or the empty state's Create Event for a first event.
	await dashboard( page )
		.getByRole( 'link', { name: /^(Add New Event|Create Event)$/ } )
		.click();
	await expect( page ).toHaveURL( /#\/events\/create$/ );

	submitted.title = unique( 'Vendor Harbour Fair' );
	await page.getByLabel( 'Title' ).fill( submitted.title );
	await page.getByLabel( 'Start date' ).fill( inDays( 20 ) );
	await page.getByLabel( 'Start time' ).fill( '10:00' );
	await page.getByLabel( 'End date' ).fill( inDays( 20 ) );
	await page.getByLabel( 'End time' ).fill( '16:00' );
	await page.getByRole( 'radio', { name: 'Published' } ).check();
	const created = page.waitForResponse(
		( response ) =>
			response.request().method() === 'POST' &&
			/eventin\/v2\/events(\?|$)/.test(
				decodeURIComponent( response.url() )
			)
	);
	await page.getByRole( 'button', { name: 'Save', exact: true } ).click();
	const answer = await created;
	expect( answer.status() ).toBe( 201 );
	submitted.id = ( await answer.json() ).id;
	await expect( page ).toHaveURL(
		new RegExp( `#/events/create/${ submitted.id }/basic$` )
	);

	// The editor's parts a vendor has: no recurrence, people or certificate.
	const sections = dashboard( page ).getByRole( 'navigation', {
		name: 'Event settings',
	} );
	await expect(
		sections.getByRole( 'link', { name: 'Tickets' } )
	).toBeVisible();
	for ( const hidden of [
		'Recurrence',
		'Speakers and organizers',
		'Certificate',
	] ) {
		await expect(
			sections.getByRole( 'link', { name: hidden, exact: true } )
		).toHaveCount( 0 );
	}

	// Tickets: one free type, so scenario 3 can book.
	await dashboard( page ).getByRole( 'link', { name: 'Tickets' } ).click();
	await page.getByRole( 'button', { name: 'Add ticket type' } ).click();
	const first = page.getByRole( 'group', { name: 'Ticket type 1' } );
	await first.getByLabel( 'Ticket name' ).fill( 'Entry' );
	await first.getByLabel( 'Price' ).fill( '0' );
	await first.getByRole( 'checkbox', { name: 'Unlimited' } ).uncheck();
	await first.getByLabel( 'Capacity' ).fill( '20' );
	const saved = page.waitForResponse(
		( response ) =>
			response.request().method() !== 'GET' &&
			decodeURIComponent( response.url() ).includes(
				`eventin/v2/events/${ submitted.id }`
			)
	);
	await page.getByRole( 'button', { name: 'Save', exact: true } ).click();
	expect( ( await saved ).status() ).toBe( 200 );

	// Pending review, whatever the vendor chose: the administrator publishes.
	const { status, body } = await rest(
		'admin',
		'GET',
		`events/${ submitted.id }`
	);
	expect( status ).toBe( 200 );
	expect( body.status ).toBe( 'pending' );
	expect( body.author ?? users.vendor1.id ).toBe( users.vendor1.id );

	await menu( page ).getByRole( 'link', { name: 'My events' } ).click();
	const row = dashboard( page )
		.getByRole( 'row' )
		.filter( { hasText: submitted.title } );
	await expect( row ).toBeVisible();
	await expect( row ).toContainText( 'Pending review' );
	await screenshot( page, 'vendor-events' );
} );

test( '(2) the administrator gets the mail and publishes the event', async ( {
	browser,
} ) => {
	expect( submitted.id, 'scenario 1 made the event' ).toBeGreaterThan( 0 );
	const address = await adminEmail();
	let mail: Mail | undefined;
	await expect
		.poll(
			async () => {
				mail = ( await inbox() ).find(
					( candidate ) =>
						candidate.to.includes( address ) &&
						( candidate.subject + candidate.html ).includes(
							submitted.title
						)
				);
				return !! mail;
			},
			{ timeout: 30_000 }
		)
		.toBe( true );
	// The mail links to the event in the editor.
	const editLink = [ ...( mail as Mail ).html.matchAll( /href="([^"]+)"/g ) ]
		.map( ( match ) => match[ 1 ].replace( /&amp;/g, '&' ) )
		.find( ( href ) =>
			href.includes( `/events/create/${ submitted.id }` )
		);
	expect( editLink, 'the mail links to the event' ).toBeTruthy();

	const page = await openPageAs( browser, 'admin', editLink as string );
	await expect( page.getByLabel( 'Title' ) ).toHaveValue( submitted.title );
	await page.getByRole( 'radio', { name: 'Published' } ).check();
	const saved = page.waitForResponse(
		( response ) =>
			response.request().method() !== 'GET' &&
			decodeURIComponent( response.url() ).includes(
				`eventin/v2/events/${ submitted.id }`
			)
	);
	await page.getByRole( 'button', { name: 'Save', exact: true } ).click();
	expect( ( await saved ).status() ).toBe( 200 );
	const { body } = await rest( 'admin', 'GET', `events/${ submitted.id }` );
	expect( body.status ).toBe( 'publish' );
} );

test( '(3) a visitor books; the vendor sees the booking and the attendee and exports them', async ( {
	browser,
} ) => {
	expect( submitted.id, 'scenario 1 made the event' ).toBeGreaterThan( 0 );
	const { body: event } = await rest(
		'admin',
		'GET',
		`events/${ submitted.id }`
	);
	expect( event.status ).toBe( 'publish' );
	const buyerName = unique( 'Nora Visitor' );
	const buyerEmail = `nora.${ Date.now() }@example.com`;

	const visitor = await visitAnonymous( browser, event.link );
	const form = visitor.getByRole( 'form', {
		name: `Tickets for ${ event.title }`,
	} );
	await form
		.getByRole( 'button', { name: 'One ticket more: Entry' } )
		.click();
	const details = form.getByRole( 'group', { name: 'Your details' } );
	await details.getByLabel( 'Name', { exact: true } ).fill( buyerName );
	await details.getByLabel( 'E-mail' ).fill( buyerEmail );
	await form.getByRole( 'button', { name: 'Register' } ).click();
	await expect( visitor.getByRole( 'status' ) ).toContainText(
		'Your booking is confirmed'
	);

	const page = await openPageAs( browser, 'vendor1', pageUrl );
	await menu( page )
		.getByRole( 'link', { name: 'Bookings and revenue' } )
		.click();
	await expect( dashboard( page ).getByText( buyerName ) ).toBeVisible();
	await screenshot( page, 'vendor-bookings' );

	await menu( page ).getByRole( 'link', { name: 'Attendees' } ).click();
	const search = dashboard( page ).getByRole( 'searchbox', {
		name: /Search/,
	} );
	await search.fill( buyerName );
	await expect( dashboard( page ).getByText( buyerName ) ).toBeVisible();
	const [ csv ] = await Promise.all( [
		page.waitForEvent( 'download' ),
		dashboard( page ).getByRole( 'button', { name: 'Export CSV' } ).click(),
	] );
	const text = fs.readFileSync( ( await csv.path() ) as string, 'utf8' );
	expect( text ).toContain( buyerName );
	expect( text ).toContain( buyerEmail );
	const [ xlsx ] = await Promise.all( [
		page.waitForEvent( 'download' ),
		dashboard( page )
			.getByRole( 'button', { name: 'Export XLSX' } )
			.click(),
	] );
	expect( xlsx.suggestedFilename() ).toMatch( /\.xlsx$/ );
	await screenshot( page, 'vendor-attendees' );
} );

test( '(4) another vendor sees none of it', async ( { browser } ) => {
	expect( submitted.id, 'scenario 1 made the event' ).toBeGreaterThan( 0 );
	const page = await openPageAs( browser, 'vendor2', pageUrl );
	await expect(
		dashboard( page ).getByRole( 'heading', {
			level: 1,
			name: 'My events',
		} )
	).toBeVisible();
	await expect( dashboard( page ).getByText( submitted.title ) ).toHaveCount(
		0
	);

	await openArea( page, 'Bookings and revenue' );
	await expect( dashboard( page ).getByText( /Nora Visitor/ ) ).toHaveCount(
		0
	);
	await menu( page ).getByRole( 'link', { name: 'Attendees' } ).click();
	await expect(
		dashboard( page ).getByRole( 'button', { name: 'Export CSV' } )
	).toBeVisible();
	await expect( dashboard( page ).getByText( /Nora Visitor/ ) ).toHaveCount(
		0
	);

	// The other vendor's event by its address: not found, not shown.
	await page.goto( `${ pageUrl }#/events/create/${ submitted.id }/basic` );
	await expect(
		dashboard( page ).getByText( 'This event does not exist.' )
	).toBeVisible();
	const { status } = await rest(
		'vendor2',
		'GET',
		`events/${ submitted.id }`
	);
	expect( status ).toBe( 404 );
} );

test( '(5) the dashboard on a phone: fits 390px, works from the keyboard, no serious axe finding', async ( {
	browser,
} ) => {
	// Two pages and two axe passes: over a minute on a busy machine.
	test.setTimeout( 90_000 );
	const page = await openPageAs( browser, 'vendor1', pageUrl, 390 );
	await expect(
		dashboard( page ).getByRole( 'heading', {
			level: 1,
			name: 'My events',
		} )
	).toBeVisible();
	expect(
		await sidewaysScroll( page ),
		'no sideways scrolling at 390px'
	).toBeLessThanOrEqual( 0 );
	await screenshot( page, 'phone-events', { fromTop: true } );

	// From the keyboard: Tab reaches the menu, Enter follows it.
	const attendees = menu( page ).getByRole( 'link', { name: 'Attendees' } );
	await tabTo( page, attendees );
	await expect( attendees ).toBeFocused();
	await page.keyboard.press( 'Enter' );
	await expect( page ).toHaveURL( /#\/attendees$/ );
	await expect(
		dashboard( page ).getByRole( 'button', { name: 'Export CSV' } )
	).toBeVisible();
	await screenshot( page, 'phone-attendees', { fromTop: true } );

	for ( const [ name, route ] of [
		[ 'My events', '#/events' ],
		[ 'attendees', '#/attendees' ],
		[ 'bookings', '#/purchase-report' ],
		[ 'new event', '#/events/create' ],
	] ) {
		await page.goto( `${ pageUrl }${ route }` );
		await expect(
			dashboard( page ).getByRole( 'heading', { level: 1 } )
		).toBeVisible();
		// The screen's own chunk has loaded (not only its title).
		await expect(
			dashboard( page ).locator( '.eventin-route-screen__loading' )
		).toHaveCount( 0 );
		expect
			.soft(
				await sidewaysScroll( page ),
				`no sideways scrolling on ${ name } at 390px`
			)
			.toBeLessThanOrEqual( 0 );
		const { violations } = await new AxeBuilder( { page } )
			.include( '.eventin-front-dashboard' )
			.analyze();
		const serious = violations.filter(
			( violation ) =>
				violation.impact === 'serious' ||
				violation.impact === 'critical'
		);
		expect
			.soft(
				serious.map(
					( violation ) =>
						`${ violation.id }: ${ violation.nodes
							.map( ( node ) => node.target.join( ' ' ) )
							.join( ', ' ) }`
				),
				`axe on ${ name } at 390px`
			)
			.toEqual( [] );
	}

	const visitor = await visitAnonymous( browser, pageUrl, 390 );
	const { violations } = await new AxeBuilder( { page: visitor } )
		.include( '.eventin-front-dashboard__message' )
		.analyze();
	expect(
		violations.filter( ( violation ) => violation.impact === 'serious' )
	).toEqual( [] );
	await screenshot( visitor, 'phone-sign-in', { fromTop: true } );
} );

test( 'each container shortcode opens its own part, one app per page', async ( {
	browser,
} ) => {
	const formPage = await publishPage( unique( 'Submit an event' ), [
		'[etn_multivendor_form]',
		'[etn_multivendor_attendee_list]',
	] );
	const page = await openPageAs( browser, 'vendor1', formPage );
	await expect( page.locator( '#etn_multivendor_form' ) ).toHaveCount( 1 );
	// The second container is left out: the page has one app and one router.
	await expect(
		page.locator( '#etn_multivendor_attendee_list' )
	).toHaveCount( 0 );
	await expect( page ).toHaveURL( /#\/events\/create$/ );
	await expect( page.getByLabel( 'Title' ) ).toBeVisible();

	const listPage = await publishPage( unique( 'Our attendees' ), [
		'[etn_frontend_attendee_list]',
	] );
	await page.goto( listPage );
	await expect( page ).toHaveURL( /#\/attendees$/ );
	await expect(
		page
			.locator( '#etn_frontend_attendee_list' )
			.getByRole( 'button', { name: 'Export CSV' } )
	).toBeVisible();
} );
