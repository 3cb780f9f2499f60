/**
 * The ticket form's quantities and seats left: the quantity field takes three digits and says the
 * most it takes beside it (and to screen readers), holders never outnumber that most, and a page
 * shown again by Back reads the seats left as they are then, not as the browser kept them.
 */
import type { Locator, Page } from '@playwright/test';
import {
	createEvent,
	type EventItem,
	expect,
	rest,
	screenshot,
	test,
	unique,
	visitAnonymous,
} from './fixtures';

const sellingEvent = ( tickets: Array< Record< string, unknown > > ) =>
	createEvent( {
		title: unique( 'Seats Conf' ),
		status: 'publish',
		timezone: 'Europe/Berlin',
		tickets,
	} );

const ticketForm = ( page: Page, event: EventItem ) =>
	page.getByRole( 'form', { name: `Tickets for ${ event.title }` } );

/**
 * Whether a field shows its whole value: nothing scrolls inside it.
 * @param field
 */
const fits = ( field: Locator ) =>
	field.evaluate(
		( input: HTMLInputElement ) => input.scrollWidth <= input.clientWidth
	);

for ( const width of [ 1280, 375 ] ) {
	test( `the quantity takes three digits and says the most it takes, ${ width } px wide`, async ( {
		browser,
	} ) => {
		const event = await sellingEvent( [
			{ name: 'Hall', price: '0', capacity: 500 },
			{ name: 'Workshop', price: '0', capacity: 50, max_per_order: 10 },
		] );
		const page = await visitAnonymous( browser, event.link, width );
		const form = ticketForm( page, event );
		const hall = form.getByLabel( 'Number of “Hall” tickets' );
		const workshop = form.getByLabel( 'Number of “Workshop” tickets' );
		// At most 100 per order unless the ticket says fewer.
		await expect( hall ).toHaveAttribute( 'max', '100' );
		await expect( hall ).toHaveAccessibleDescription( 'max 100' );
		await expect( workshop ).toHaveAccessibleDescription(
			'max 10 Choose between 1 and 10 tickets of “Workshop”.'
		);
		await expect(
			form.getByRole( 'listitem' ).filter( { hasText: 'Hall' } )
		).toContainText( 'max 100' );
		await hall.fill( '100' );
		expect( await fits( hall ) ).toBe( true );
		await hall.fill( '0' );
		// Typed over the most: the holders count no more than the field takes.
		await workshop.fill( '15' );
		const holders = form.getByRole( 'group', {
			name: /^Ticket \d+: Workshop$/,
		} );
		await expect( holders ).toHaveCount( 10 );
		await workshop.fill( '100' );
		expect( await fits( workshop ) ).toBe( true );
		await expect( holders ).toHaveCount( 10 );
		await workshop.fill( '2' );
		await expect( holders ).toHaveCount( 2 );
		// The rows stay within the page's column, at 375 px too.
		for ( const row of await form.getByRole( 'listitem' ).all() ) {
			expect(
				await row.evaluate(
					( item ) =>
						item.getBoundingClientRect().right <=
						item
							.closest( 'form' )!
							.parentElement!.getBoundingClientRect().right
				)
			).toBe( true );
		}
		await form.getByRole( 'listitem' ).first().scrollIntoViewIfNeeded();
		await screenshot( page, `quantity-${ width }`, { fullPage: false } );
		await page.context().close();
	} );
}

test( 'back on the form, a ticket sold out meanwhile reads Sold out', async ( {
	browser,
} ) => {
	const event = await sellingEvent( [
		{ name: 'Last seat', price: '0', capacity: 1 },
		{ name: 'Plenty', price: '0', capacity: 50 },
	] );
	const page = await visitAnonymous( browser, event.link );
	const form = ticketForm( page, event );
	const last = form
		.getByRole( 'listitem' )
		.filter( { hasText: 'Last seat' } );
	await expect( last ).toContainText( '1 left' );
	await expect(
		form.getByLabel( 'Number of “Last seat” tickets' )
	).toBeVisible();
	// The visitor goes on to another page; someone else books the last seat meanwhile.
	await page.goto( new URL( '/', event.link ).href );
	const { status } = await rest( 'admin', 'POST', 'orders', {
		event_id: event.id,
		tickets: [ { ticket_id: event.tickets[ 0 ].id, quantity: 1 } ],
		customer: { name: 'Quick', email: 'quick@example.com' },
	} );
	expect( status ).toBe( 201 );
	await page.goBack();
	await expect( last ).toContainText( 'Sold out' );
	await expect( last ).not.toContainText( '1 left' );
	await expect(
		form.getByLabel( 'Number of “Last seat” tickets' )
	).toHaveCount( 0 );
	// The form still books what is left.
	await form.getByLabel( 'Number of “Plenty” tickets' ).fill( '1' );
	await expect(
		form.getByRole( 'button', { name: 'Register' } )
	).toBeEnabled();
	await screenshot( page, 'sold-out-after-back', { fullPage: false } );
	await page.context().close();
} );
