/**
 * A reload at the card step (Stripe Elements on the loopback Stripe of bin/lib/stripe-server.mjs):
 * the tab remembers the booking whose card it asked for, and the form, starting again, gives its
 * seats back before showing the seats left, so the next try holds them once (not 10 → 7 → 4).
 */
import type { Page } from '@playwright/test';
import {
	createEvent,
	expect,
	rest,
	screenshot,
	test,
	unique,
	visitAnonymous,
} from './fixtures';

const STRIPE = process.env.EVENTIN_TEST_STRIPE_URL;

test.beforeAll( async () => {
	await fetch( `${ STRIPE }/__control`, {
		method: 'POST',
		headers: { 'content-type': 'application/json' },
		body: JSON.stringify( { reset: true } ),
	} );
	const { status } = await rest( 'admin', 'PUT', 'settings', {
		currency: 'USD',
		payments: {
			stripe: 'on',
			stripe_publishable_key: 'pk_test_eventin',
			stripe_secret_key: 'sk_test_eventin',
			stripe_webhook_secret: 'whsec_test_eventin',
		},
	} );
	expect( status ).toBe( 200 );
} );

test.afterAll( async () => {
	await rest( 'admin', 'PUT', 'settings', { payments: { stripe: 'off' } } );
} );

/**
 * Chooses three tickets, fills in the buyer and waits for the card field.
 * @param page
 * @param title The event's title.
 */
async function toCardStep( page: Page, title: string ) {
	const form = page.getByRole( 'form', { name: `Tickets for ${ title }` } );
	const more = form.getByRole( 'button', {
		name: 'One ticket more: Standard',
	} );
	for ( let i = 0; i < 3; i++ ) {
		await more.click();
	}
	const buyer = form.getByRole( 'group', { name: 'Your details' } );
	await buyer.getByLabel( 'Name', { exact: true } ).fill( 'Rita Reload' );
	await buyer.getByLabel( 'E-mail' ).fill( 'rita@example.com' );
	await form.getByRole( 'radio', { name: 'Card (Stripe)' } ).check();
	await form.getByRole( 'button', { name: 'Book and pay' } ).click();
	await expect(
		form
			.getByRole( 'group', { name: 'Card details' } )
			.getByLabel( 'Card number' )
	).toBeVisible();
	return form;
}

async function bookings( eventId: number ) {
	const { body } = await rest(
		'admin',
		'GET',
		`orders?event_id=${ eventId }`
	);
	return ( body.items as Array< { id: number; status: string } > )
		.map( ( item ) => [ item.id, item.status ] )
		.sort( ( a, b ) => Number( a[ 0 ] ) - Number( b[ 0 ] ) );
}

async function sold( eventId: number ) {
	const { body } = await rest( 'admin', 'GET', `events/${ eventId }` );
	return body.tickets[ 0 ].sold as number;
}

test( 'a reload at the card step gives the seats back; the next try holds them once', async ( {
	browser,
} ) => {
	const event = await createEvent( {
		title: unique( 'Reload Fest' ),
		status: 'publish',
		timezone: 'Europe/Berlin',
		tickets: [ { name: 'Standard', price: '20', capacity: 10 } ],
	} );
	const page = await visitAnonymous( browser, event.link );
	let form = page.getByRole( 'form', {
		name: `Tickets for ${ event.title }`,
	} );
	await expect( form.getByText( '10 left' ) ).toBeVisible();
	await toCardStep( page, event.title );
	expect( await sold( event.id ) ).toBe( 3 );
	const [ [ first ] ] = await bookings( event.id );

	await page.reload();
	form = page.getByRole( 'form', { name: `Tickets for ${ event.title }` } );
	// The seats left are what they were before the first try.
	await expect( form.getByText( '10 left' ) ).toBeVisible();
	expect( await sold( event.id ) ).toBe( 0 );
	expect( await bookings( event.id ) ).toEqual( [ [ first, 'cancelled' ] ] );
	await screenshot( page, 'after-reload' );

	// Once given back, a second reload changes nothing; the next try holds three seats.
	await page.reload();
	await expect( form.getByText( '10 left' ) ).toBeVisible();
	await toCardStep( page, event.title );
	expect( await sold( event.id ) ).toBe( 3 );
	const after = await bookings( event.id );
	expect( after ).toHaveLength( 2 );
	expect( after[ 1 ][ 1 ] ).toBe( 'pending' );

	// Another tab (another visitor's session) never gives back this tab's booking.
	const other = await visitAnonymous( browser, event.link );
	await expect(
		other
			.getByRole( 'form', { name: `Tickets for ${ event.title }` } )
			.getByText( '7 left' )
	).toBeVisible();
	expect( await sold( event.id ) ).toBe( 3 );
	await other.context().close();
	await page.context().close();
} );
