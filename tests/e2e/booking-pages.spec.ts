/**
 * The booking and ticket pages a buyer reaches from the checkout and the e-mails sit in the site's
 * theme (Twenty Twenty-Five): its header with the site title and navigation, its footer, the
 * booking's own content between them; still personal (noindex, not cached) and 404 for a wrong
 * key. At 1280 and 375 px nothing sticks out; shots into shots/.
 */
import { request } from '@playwright/test';
import type { Page } from '@playwright/test';
import {
	createEvent,
	expect,
	rest,
	restContext,
	screenshot,
	test,
	unique,
	visitAnonymous,
} from './fixtures';

let siteTitle = '';
let event: { id: number; title: string; tickets: Array< { id: number } > };
let bookingUrl = '';
let bookingId = 0;
let codes: string[] = [];

test.beforeAll( async () => {
	const admin = await restContext( 'admin' );
	siteTitle = (
		await ( await admin.get( '/wp-json/wp/v2/settings' ) ).json()
	).title;
	await admin.dispose();
	event = await createEvent( {
		title: unique( 'Harbour Gala' ),
		status: 'publish',
		start_time: '19:00',
		end_time: '23:00',
		timezone: 'Europe/Berlin',
		tickets: [ { name: 'Guest list', price: '0', capacity: 20 } ],
	} );
	// As a visitor, with no login.
	const visitor = await request.newContext( {
		baseURL: process.env.EVENTIN_TEST_URL,
	} );
	const made = await visitor.post( '/wp-json/eventin/v2/orders', {
		data: {
			event_id: event.id,
			tickets: [ { ticket_id: event.tickets[ 0 ].id, quantity: 2 } ],
			customer: { name: 'Grace Hopper', email: 'grace@example.com' },
		},
	} );
	const booking = await made.json();
	expect( made.status(), JSON.stringify( booking ) ).toBe( 201 );
	await visitor.dispose();
	bookingUrl = booking.booking_url;
	bookingId = booking.id;
	codes = (
		await rest( 'admin', 'GET', `orders/${ bookingId }` )
	).body.attendees.map( ( a: { code: string } ) => a.code );
} );

/**
 * The theme's header (site title and navigation) above the page and its footer below it.
 * @param page
 */
async function expectTheme( page: Page ) {
	const banner = page.getByRole( 'banner' );
	await expect(
		banner.getByRole( 'link', { name: siteTitle, exact: true } )
	).toBeVisible();
	await expect( banner.getByRole( 'navigation' ).first() ).toBeAttached();
	await expect( page.getByRole( 'contentinfo' ) ).toBeVisible();
	await expect(
		page.getByRole( 'contentinfo' ).getByText( 'Designed with' )
	).toBeVisible();
	await expect( page.locator( 'meta[name="robots"]' ) ).toHaveAttribute(
		'content',
		/\bnoindex\b/
	);
	// Nothing sticks out sideways.
	expect(
		await page.evaluate(
			() =>
				document.documentElement.scrollWidth <=
				document.documentElement.clientWidth
		)
	).toBe( true );
}

for ( const width of [ 1280, 375 ] ) {
	test( `the booking and ticket pages sit in the theme at ${ width } px`, async ( {
		browser,
	} ) => {
		const page = await visitAnonymous( browser, 'about:blank', width );
		const answer = await page.goto( bookingUrl );
		expect( answer?.status() ).toBe( 200 );
		expect( answer?.headers()[ 'cache-control' ] ).toContain( 'no-store' );
		expect( answer?.headers()[ 'x-robots-tag' ] ).toBe( 'noindex' );
		await expect( page ).toHaveTitle( `Your booking – ${ siteTitle }` );
		const main = page.getByRole( 'main' );
		await expect(
			main.getByRole( 'heading', { name: 'Your booking', level: 1 } )
		).toBeVisible();
		await expect( main.getByRole( 'status' ) ).toHaveText(
			'Your booking is confirmed. Each attendee gets their ticket by e-mail.'
		);
		await expect(
			main.getByRole( 'link', { name: event.title } )
		).toBeVisible();
		await expect(
			main.getByText( `Booking #${ bookingId } · Total: Free`, {
				exact: true,
			} )
		).toBeVisible();
		await expect(
			main.getByRole( 'link', { name: 'Show ticket' } )
		).toHaveCount( 2 );
		await expectTheme( page );
		// The header comes before the booking, the footer after it.
		const top = async ( role: 'banner' | 'main' | 'contentinfo' ) =>
			( await page.getByRole( role ).boundingBox() )?.y ?? -1;
		expect( await top( 'banner' ) ).toBeLessThan( await top( 'main' ) );
		expect( await top( 'main' ) ).toBeLessThan(
			await top( 'contentinfo' )
		);
		await screenshot( page, `booking-${ width }` );

		await main.getByRole( 'link', { name: 'Show ticket' } ).first().click();
		await expect( page ).toHaveTitle( `Your ticket – ${ siteTitle }` );
		await expect(
			main.getByRole( 'heading', { name: 'Your ticket', level: 1 } )
		).toBeVisible();
		await expect(
			main.getByText( codes[ 0 ], { exact: true } )
		).toBeVisible();
		await expect(
			main.getByText( 'Grace Hopper', { exact: true } )
		).toBeVisible();
		await expect(
			main.getByText( 'Valid', { exact: true } )
		).toBeVisible();
		await expectTheme( page );
		await screenshot( page, `ticket-${ width }` );
		// On paper: the ticket card alone, with its QR code, and no Print button.
		await expect(
			main.getByRole( 'button', { name: 'Print ticket' } )
		).toBeVisible();
		await page.emulateMedia( { media: 'print' } );
		await expect(
			main.getByRole( 'button', { name: 'Print ticket' } )
		).toBeHidden();
		await expect(
			main.getByRole( 'img', { name: 'Ticket QR code' } )
		).toBeVisible();
		await expect( page.getByRole( 'banner' ) ).toBeHidden();
		await screenshot( page, `ticket-print-${ width }` );
		await page.emulateMedia( { media: 'screen' } );
		await page.context().close();
	} );
}

test( 'a wrong key is a 404 page in the theme, without the booking', async ( {
	browser,
} ) => {
	const page = await visitAnonymous( browser, 'about:blank' );
	const wrong = new URL( bookingUrl );
	wrong.searchParams.set( 'key', 'wrongkey' );
	const answer = await page.goto( wrong.toString() );
	expect( answer?.status() ).toBe( 404 );
	await expect(
		page
			.getByRole( 'main' )
			.getByRole( 'heading', { name: 'Booking not found' } )
	).toBeVisible();
	await expect(
		page.getByText( 'This booking link is not valid.' )
	).toBeVisible();
	await expect( page.getByText( 'Grace Hopper' ) ).toHaveCount( 0 );
	await expectTheme( page );
	await page.context().close();
} );
