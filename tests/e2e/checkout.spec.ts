/**
 * Visitors book from the ticket form: free tickets with a holder per ticket, an offline booking
 * that waits for payment, a card payment with Stripe Elements (the loopback Stripe.js and API of
 * bin/lib/stripe-server.mjs, whose webhook completes the booking), the form's messages, the form
 * without JavaScript, and the booking page.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Locator } from '@playwright/test';
import {
	createEvent,
	type EventItem,
	expect,
	publishPage,
	rest,
	screenshot,
	test,
	unique,
	visitAnonymous,
} from './fixtures';

/**
 * A published event on sale, thirty days ahead in Berlin.
 * @param tickets
 */
const sellingEvent = ( tickets: Array< Record< string, unknown > > ) =>
	createEvent( {
		title: unique( 'Checkout Conf' ),
		status: 'publish',
		timezone: 'Europe/Berlin',
		tickets,
	} );

/**
 * The buyer's fields of a ticket form.
 * @param form
 */
const buyer = ( form: Locator ) =>
	form.getByRole( 'group', { name: 'Your details' } );

async function order( id: number ) {
	const { body } = await rest( 'admin', 'GET', `orders/${ id }` );
	return body;
}

/**
 * The flows MariaDB's run drives too (tests/e2e/playwright.config.ts): a card sale, which holds the
 * seats, takes the payment and writes the booking, and the last seats taken meanwhile.
 */
const DATABASE = { tag: '@database' };

test.beforeAll( async () => {
	await rest( 'admin', 'PUT', 'settings', {
		currency: 'USD',
		payments: {
			offline: 'on',
			offline_instructions:
				'Transfer to IBAN DE89 3704 0044 0532 0130 00.',
		},
	} );
} );

test( 'a visitor registers free tickets for two people from the event page', async ( {
	browser,
} ) => {
	const event = await sellingEvent( [
		{ name: 'Community', price: '0', capacity: 10 },
	] );
	const page = await visitAnonymous( browser, event.link );
	const form = page.getByRole( 'form', {
		name: `Tickets for ${ event.title }`,
	} );
	await expect( form.getByText( '10 left' ) ).toBeVisible();
	const more = form.getByRole( 'button', {
		name: 'One ticket more: Community',
	} );
	await more.click();
	await more.click();
	await expect( form.getByText( 'Total: Free' ) ).toBeVisible();
	await buyer( form )
		.getByLabel( 'Name', { exact: true } )
		.fill( 'Ada Lovelace' );
	await buyer( form ).getByLabel( 'E-mail' ).fill( 'ada@example.com' );
	const second = form.getByRole( 'group', { name: 'Ticket 2: Community' } );
	await second.getByLabel( 'Same as my details' ).uncheck();
	await second
		.getByLabel( 'Name', { exact: true } )
		.fill( 'Charles Babbage' );
	await second.getByLabel( 'E-mail' ).fill( 'charles@example.com' );
	await screenshot( page, 'checkout-free-form' );
	await form.getByRole( 'button', { name: 'Register' } ).click();

	const status = page.getByRole( 'status' );
	await expect( status ).toContainText(
		'Thank you! Your booking is confirmed. Each attendee gets their ticket by e-mail.'
	);
	const link = page.getByRole( 'link', { name: 'View your booking' } );
	await expect( link ).toBeFocused();
	const bookingUrl = ( await link.getAttribute( 'href' ) ) ?? '';
	const id = Number(
		new URL( bookingUrl ).searchParams.get( 'eventin-booking' )
	);
	const booking = await order( id );
	expect( booking.status ).toBe( 'completed' );
	expect(
		booking.attendees.map( ( a: { name: string; email: string } ) => [
			a.name,
			a.email,
		] )
	).toEqual( [
		[ 'Ada Lovelace', 'ada@example.com' ],
		[ 'Charles Babbage', 'charles@example.com' ],
	] );

	await link.click();
	await expect(
		page.getByRole( 'heading', { name: 'Your booking' } )
	).toBeVisible();
	await expect( page.getByRole( 'status' ) ).toHaveText(
		'Your booking is confirmed. Each attendee gets their ticket by e-mail.'
	);
	// The total in the ticket form's words.
	await expect(
		page.getByText( `Booking #${ id } · Total: Free`, { exact: true } )
	).toBeVisible();
	await screenshot( page, 'checkout-free-booking-page' );
	await page.getByRole( 'link', { name: 'Show ticket' } ).nth( 1 ).click();
	await expect(
		page.getByRole( 'heading', { name: 'Your ticket' } )
	).toBeVisible();
	await expect( page.getByText( 'Charles Babbage' ) ).toBeVisible();
	await expect( page.getByText( booking.attendees[ 1 ].code ) ).toBeVisible();
	await expect( page.getByText( 'Valid' ) ).toBeVisible();
	await screenshot( page, 'checkout-ticket-page' );
	await page.context().close();
} );

test( 'an offline booking holds the seats and tells the buyer how to pay', async ( {
	browser,
} ) => {
	const event = await sellingEvent( [
		{ name: 'Standard', price: '49', capacity: 3 },
		{ name: 'Workshop', price: '120', capacity: 2, max_per_order: 1 },
	] );
	const url = await publishPage(
		unique( 'Tickets page' ),
		`[etn_pro_ticket_form event_id="${ event.id }" style="style-2"]`
	);
	const page = await visitAnonymous( browser, url, 375 );
	const form = page.getByRole( 'form', {
		name: `Tickets for ${ event.title }`,
	} );
	await expect(
		form.getByText( 'Choose exactly 1 ticket of “Workshop”.' )
	).toBeVisible();
	await form
		.getByRole( 'button', { name: 'One ticket more: Standard' } )
		.click();
	await form
		.getByRole( 'button', { name: 'One ticket more: Workshop' } )
		.click();
	await expect( form.getByText( 'Total: $169.00' ) ).toBeVisible();

	// Nothing is sent without the buyer's details: the browser asks for them.
	await form.getByRole( 'button', { name: 'Book and pay' } ).click();
	await expect(
		buyer( form ).getByLabel( 'Name', { exact: true } )
	).toBeFocused();
	await buyer( form )
		.getByLabel( 'Name', { exact: true } )
		.fill( 'Grace Hopper' );
	await buyer( form ).getByLabel( 'E-mail' ).fill( 'grace@example.com' );
	const offline = form.getByRole( 'radio', {
		name: 'Bank transfer or pay at the door',
	} );
	await expect( offline ).toBeChecked();
	// The way to pay is as easy to hit as the form's check boxes (it was the browser's 13 px).
	const radioBox = await offline.boundingBox();
	const checkBox = await buyer( form )
		.getByRole( 'checkbox', {
			name: 'Show my name on the public attendee list',
		} )
		.boundingBox();
	expect( Math.round( radioBox?.width ?? 0 ) ).toBe(
		Math.round( checkBox?.width ?? -1 )
	);
	expect( Math.round( radioBox?.height ?? 0 ) ).toBe(
		Math.round( checkBox?.height ?? -1 )
	);
	await screenshot( page, 'checkout-offline-phone' );
	await form.getByRole( 'button', { name: 'Book and pay' } ).click();
	await expect( page.getByRole( 'status' ) ).toContainText(
		'Thank you! Your seats are held until your payment arrives.'
	);
	await expect(
		page.getByText( 'Transfer to IBAN DE89 3704 0044 0532 0130 00.' )
	).toBeVisible();
	// The days to pay (3 by default), and what follows if not.
	await expect(
		page.getByText(
			/^Please pay by .+: after that, the booking is cancelled and its seats go to others\.$/
		)
	).toBeVisible();
	await screenshot( page, 'checkout-offline-done-phone' );
	const { body } = await rest( 'admin', 'GET', `events/${ event.id }` );
	expect( body.tickets.map( ( t: { sold: number } ) => t.sold ) ).toEqual( [
		1, 1,
	] );
	await page.context().close();
} );

test(
	'the server’s refusal shows in the form: the last seats went to someone else',
	DATABASE,
	async ( { browser } ) => {
		const event = await sellingEvent( [
			{ name: 'Last seats', price: '0', capacity: 2 },
		] );
		const page = await visitAnonymous( browser, event.link );
		const form = page.getByRole( 'form', {
			name: `Tickets for ${ event.title }`,
		} );
		await form.getByLabel( 'Number of “Last seats” tickets' ).fill( '2' );
		await buyer( form )
			.getByLabel( 'Name', { exact: true } )
			.fill( 'Late Visitor' );
		await buyer( form ).getByLabel( 'E-mail' ).fill( 'late@example.com' );
		// Someone else books one seat while this visitor fills in the form.
		await rest( 'admin', 'POST', 'orders', {
			event_id: event.id,
			tickets: [ { ticket_id: event.tickets[ 0 ].id, quantity: 1 } ],
			customer: { name: 'Quick', email: 'quick@example.com' },
		} );
		await form.getByRole( 'button', { name: 'Register' } ).click();
		await expect( form.getByRole( 'alert' ) ).toHaveText(
			'Only 1 ticket of “Last seats” left.'
		);
		await form.getByLabel( 'Number of “Last seats” tickets' ).fill( '1' );
		await form.getByRole( 'button', { name: 'Register' } ).click();
		await expect( page.getByRole( 'status' ) ).toContainText(
			'Your booking is confirmed.'
		);
		await page.context().close();
	}
);

test( 'without JavaScript the form still books and shows the booking page', async ( {
	browser,
} ) => {
	const event = await sellingEvent( [
		{ name: 'Community', price: '0', capacity: 5 },
	] );
	const context = await browser.newContext( { javaScriptEnabled: false } );
	const page = await context.newPage();
	await page.goto( event.link );
	const form = page.getByRole( 'form', {
		name: `Tickets for ${ event.title }`,
	} );
	await form.getByLabel( 'Number of “Community” tickets' ).fill( '9' );
	await buyer( form )
		.getByLabel( 'Name', { exact: true } )
		.fill( 'No Script' );
	await buyer( form ).getByLabel( 'E-mail' ).fill( 'noscript@example.com' );
	// The browser itself keeps the quantity within what is left.
	await form.getByRole( 'button', { name: 'Register' } ).click();
	await expect( page ).toHaveURL( event.link );
	await form.getByLabel( 'Number of “Community” tickets' ).fill( '2' );
	await form.getByRole( 'button', { name: 'Register' } ).click();
	await expect(
		page.getByRole( 'heading', { name: 'Your booking' } )
	).toBeVisible();
	await expect( page.getByRole( 'status' ) ).toHaveText(
		'Your booking is confirmed. Each attendee gets their ticket by e-mail.'
	);
	await expect(
		page.getByRole( 'main' ).getByRole( 'listitem' )
	).toHaveCount( 2 );

	// A refusal comes back as a page that says why, with the way back.
	await page.goto( event.link );
	await form.getByLabel( 'Number of “Community” tickets' ).fill( '0' );
	await buyer( form )
		.getByLabel( 'Name', { exact: true } )
		.fill( 'No Script' );
	await buyer( form ).getByLabel( 'E-mail' ).fill( 'noscript@example.com' );
	await form.getByRole( 'button', { name: 'Register' } ).click();
	await expect( page.getByRole( 'alert' ) ).toHaveText(
		'Choose at least one ticket.'
	);
	await expect(
		page.getByRole( 'link', { name: 'Go back to the tickets' } )
	).toBeVisible();
	await context.close();
} );

/**
 * Books one free ticket of an event that also sells a paid one: with the script (the button reads
 * 'Register', no 'How would you like to pay?') and without it (the button the server rendered).
 * @param browser
 * @param event
 * @param plainButton The button's name without the script.
 */
async function bookFreeOfTwo(
	browser: Parameters< typeof visitAnonymous >[ 0 ],
	event: EventItem,
	plainButton: string
) {
	const page = await visitAnonymous( browser, event.link );
	const form = page.getByRole( 'form', {
		name: `Tickets for ${ event.title }`,
	} );
	await form
		.getByRole( 'button', { name: 'One ticket more: Community' } )
		.click();
	await expect( form.getByText( 'Total: Free' ) ).toBeVisible();
	await expect(
		form.getByRole( 'group', { name: 'How would you like to pay?' } )
	).toBeHidden();
	const submit = form.getByRole( 'button', { name: 'Register' } );
	await expect( submit ).toBeEnabled();
	await buyer( form )
		.getByLabel( 'Name', { exact: true } )
		.fill( 'Fay Free' );
	await buyer( form ).getByLabel( 'E-mail' ).fill( 'fay@example.com' );
	await screenshot( page, 'checkout-free-of-two' );
	await submit.click();
	await expect( page.getByRole( 'status' ) ).toContainText(
		'Thank you! Your booking is confirmed.'
	);
	await page.context().close();

	const context = await browser.newContext( { javaScriptEnabled: false } );
	const plain = await context.newPage();
	await plain.goto( event.link );
	const plainForm = plain.getByRole( 'form', {
		name: `Tickets for ${ event.title }`,
	} );
	await plainForm.getByLabel( 'Number of “Community” tickets' ).fill( '1' );
	await buyer( plainForm )
		.getByLabel( 'Name', { exact: true } )
		.fill( 'Nils Noscript' );
	await buyer( plainForm ).getByLabel( 'E-mail' ).fill( 'nils@example.com' );
	await plainForm.getByRole( 'button', { name: plainButton } ).click();
	await expect(
		plain.getByRole( 'heading', { name: 'Your booking' } )
	).toBeVisible();
	await expect( plain.getByRole( 'status' ) ).toHaveText(
		'Your booking is confirmed. Each attendee gets their ticket by e-mail.'
	);
	const { body } = await rest(
		'admin',
		'GET',
		`orders?event_id=${ event.id }`
	);
	expect(
		body.items.map( ( item: { status: string; total: string } ) => [
			item.status,
			item.total,
		] )
	).toEqual( [
		[ 'completed', '0.00' ],
		[ 'completed', '0.00' ],
	] );
	return { plain, plainForm };
}

test( 'with no way to pay, a free ticket beside a paid one still books, with and without JavaScript', async ( {
	browser,
} ) => {
	await rest( 'admin', 'PUT', 'settings', {
		payments: { offline: 'off' },
	} );
	try {
		const event = await sellingEvent( [
			{ name: 'Community', price: '0', capacity: 5 },
			{ name: 'Standard', price: '30', capacity: 5 },
		] );
		const page = await visitAnonymous( browser, event.link );
		const form = page.getByRole( 'form', {
			name: `Tickets for ${ event.title }`,
		} );
		await expect(
			form.getByText(
				'Paid tickets cannot be booked here yet: no way to pay is set up.'
			)
		).toBeVisible();
		await expect(
			form.getByRole( 'button', { name: 'Register' } )
		).toBeEnabled();
		// A paid ticket cannot be bought: its choice stops the button.
		await form
			.getByRole( 'button', { name: 'One ticket more: Standard' } )
			.click();
		await expect(
			form.getByRole( 'button', { name: 'Book and pay' } )
		).toBeDisabled();
		await page.context().close();

		await bookFreeOfTwo( browser, event, 'Register' );
	} finally {
		await rest( 'admin', 'PUT', 'settings', {
			payments: { offline: 'on' },
		} );
	}
} );

test.describe( 'card payment with Stripe', () => {
	const STRIPE = process.env.EVENTIN_TEST_STRIPE_URL;

	async function stripeState() {
		const response = await fetch( `${ STRIPE }/__control` );
		return response.json();
	}

	test.beforeAll( async () => {
		await fetch( `${ STRIPE }/__control`, {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: JSON.stringify( { reset: true } ),
		} );
		const { status } = await rest( 'admin', 'PUT', 'settings', {
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
		await rest( 'admin', 'PUT', 'settings', {
			payments: { stripe: 'off' },
		} );
	} );

	/**
	 * Opens the event's page, books two tickets to be paid by card and waits for the card field.
	 * @param browser
	 * @param name    The buyer's name.
	 * @param email   The buyer's e-mail address.
	 */
	async function bookByCard(
		browser: Parameters< typeof visitAnonymous >[ 0 ],
		name: string,
		email: string
	) {
		const event = await sellingEvent( [
			{ name: 'Standard', price: '30', capacity: 4 },
		] );
		const page = await visitAnonymous( browser, event.link );
		const form = page.getByRole( 'form', {
			name: `Tickets for ${ event.title }`,
		} );
		const more = form.getByRole( 'button', {
			name: 'One ticket more: Standard',
		} );
		await more.click();
		await more.click();
		await expect( form.getByText( 'Total: $60.00' ) ).toBeVisible();
		await buyer( form ).getByLabel( 'Name', { exact: true } ).fill( name );
		await buyer( form ).getByLabel( 'E-mail' ).fill( email );
		await form.getByRole( 'radio', { name: 'Card (Stripe)' } ).check();
		await form.getByRole( 'button', { name: 'Book and pay' } ).click();
		const card = form.getByRole( 'group', { name: 'Card details' } );
		await expect( card.getByLabel( 'Card number' ) ).toBeVisible();
		await expect(
			form.getByRole( 'heading', { name: 'Card details' } )
		).toBeFocused();
		// The tickets are booked: only the card is left to fill in.
		await expect(
			buyer( form ).getByLabel( 'Name', { exact: true } )
		).toBeDisabled();
		await expect(
			form.getByRole( 'button', { name: 'One ticket more: Standard' } )
		).toBeDisabled();
		const { body } = await rest(
			'admin',
			'GET',
			`orders?event_id=${ event.id }`
		);
		expect( body.total_items ).toBe( 1 );
		const booking = body.items[ 0 ];
		expect( booking.status ).toBe( 'pending' );
		expect( booking.total ).toBe( '60.00' );
		return { event, page, form, card, booking };
	}

	test( 'with Stripe the only way to pay, a free ticket books with and without JavaScript', async ( {
		browser,
	} ) => {
		await rest( 'admin', 'PUT', 'settings', {
			payments: { offline: 'off' },
		} );
		try {
			const event = await sellingEvent( [
				{ name: 'Community', price: '0', capacity: 5 },
				{ name: 'Standard', price: '30', capacity: 5 },
			] );
			const { plain, plainForm } = await bookFreeOfTwo(
				browser,
				event,
				'Book and pay'
			);
			// A paid ticket by card still needs the script.
			await plain.goto( event.link );
			await plainForm
				.getByLabel( 'Number of “Standard” tickets' )
				.fill( '1' );
			await buyer( plainForm )
				.getByLabel( 'Name', { exact: true } )
				.fill( 'Nils Noscript' );
			await buyer( plainForm )
				.getByLabel( 'E-mail' )
				.fill( 'nils@example.com' );
			await plainForm
				.getByRole( 'button', { name: 'Book and pay' } )
				.click();
			await expect( plain.getByRole( 'alert' ) ).toHaveText(
				'Paying by card needs JavaScript in your browser. Turn it on, or choose another way to pay.'
			);
			await plain.context().close();
		} finally {
			await rest( 'admin', 'PUT', 'settings', {
				payments: { offline: 'on' },
			} );
		}
	} );

	test(
		'a visitor pays by card on the ticket form and sees the booking confirmed',
		DATABASE,
		async ( { browser } ) => {
			const { event, page, form, card, booking } = await bookByCard(
				browser,
				'Carla Card',
				'carla@example.com'
			);
			await card
				.getByLabel( 'Card number' )
				.fill( '4242 4242 4242 4242' );
			await card.getByLabel( 'Expiry (MM / YY)' ).fill( '12 / 34' );
			await card.getByLabel( 'CVC' ).fill( '123' );
			await screenshot( page, 'stripe-card-form' );
			await form.getByRole( 'button', { name: 'Pay $60.00' } ).click();

			// The booking page waits for Stripe's webhook, then says the booking is confirmed.
			await expect(
				page.getByRole( 'heading', { name: 'Your booking' } )
			).toBeVisible();
			await expect( page.getByRole( 'status' ) ).toHaveText(
				'Your booking is confirmed. Each attendee gets their ticket by e-mail.'
			);
			await expect(
				page.getByRole( 'link', { name: 'Show ticket' } )
			).toHaveCount( 2 );
			await screenshot( page, 'stripe-paid-booking' );

			const { body } = await rest(
				'admin',
				'GET',
				`orders/${ booking.id }`
			);
			expect( body.status ).toBe( 'completed' );
			expect(
				body.history.map( ( e: { note: string } ) => e.note )
			).toContain( 'Paid with Stripe.' );
			const stripe = await stripeState();
			const intent = stripe.payment_intents.find(
				( i: { id: string } ) => i.id === body.gateway_ref
			);
			expect( intent.status ).toBe( 'succeeded' );
			expect( intent.amount ).toBe( 6000 );
			const sold = await rest( 'admin', 'GET', `events/${ event.id }` );
			expect( sold.body.tickets[ 0 ].sold ).toBe( 2 );
			await page.context().close();
		}
	);

	test( 'a declined card shows Stripe’s reason in the form; another card pays', async ( {
		browser,
	} ) => {
		const { page, form, card, booking } = await bookByCard(
			browser,
			'Dora Declined',
			'dora@example.com'
		);
		await card.getByLabel( 'Card number' ).fill( '4000 0000 0000 0002' );
		await card.getByLabel( 'Expiry (MM / YY)' ).fill( '12 / 34' );
		await card.getByLabel( 'CVC' ).fill( '123' );
		await form.getByRole( 'button', { name: 'Pay $60.00' } ).click();
		await expect( form.getByRole( 'alert' ) ).toHaveText(
			'Your card was declined.'
		);
		// The visitor stays on the form, the seats held, and may try again.
		const pay = form.getByRole( 'button', { name: 'Pay $60.00' } );
		await expect( pay ).toBeEnabled();
		await screenshot( page, 'stripe-declined' );
		const { body } = await rest( 'admin', 'GET', `orders/${ booking.id }` );
		expect( body.status ).toBe( 'pending' );
		expect( body.history.at( -1 ).note ).toBe(
			'A payment attempt failed: Your card was declined.'
		);

		await card.getByLabel( 'Card number' ).fill( '4242 4242 4242 4242' );
		await pay.click();
		await expect( page.getByRole( 'status' ) ).toHaveText(
			'Your booking is confirmed. Each attendee gets their ticket by e-mail.'
		);
		const paid = await rest( 'admin', 'GET', `orders/${ booking.id }` );
		expect( paid.body.status ).toBe( 'completed' );
		await page.context().close();
	} );

	test( 'when the seats’ hold runs out before the card is paid, the form says the booking ended', async ( {
		browser,
	} ) => {
		const { event, page, form, card, booking } = await bookByCard(
			browser,
			'Sam Slow',
			'slow@example.com'
		);
		await card.getByLabel( 'Card number' ).fill( '4242 4242 4242 4242' );
		await card.getByLabel( 'Expiry (MM / YY)' ).fill( '12 / 34' );
		await card.getByLabel( 'CVC' ).fill( '123' );
		// The visitor takes longer than the hold allows (tests/rest/expire-hold.php); the next
		// read of the booking ends it, gives the seats back and cancels Stripe's payment intent.
		expect(
			execFileSync(
				'php',
				[
					path.join( __dirname, '../rest/expire-hold.php' ),
					String( booking.id ),
				],
				{ env: process.env, encoding: 'utf8' }
			).trim()
		).toBe( '1' );
		const { body } = await rest( 'admin', 'GET', `orders/${ booking.id }` );
		expect( body.status ).toBe( 'failed' );

		const pay = form.getByRole( 'button', { name: 'Pay $60.00' } );
		await pay.click();
		await expect( form.getByRole( 'alert' ) ).toHaveText(
			'This booking was not paid in time; its seats were released. Reload the page to book again.'
		);
		await expect( pay ).toBeDisabled();
		await screenshot( page, 'stripe-hold-ran-out' );
		const intent = ( await stripeState() ).payment_intents.find(
			( i: { id: string } ) => i.id === body.gateway_ref
		);
		expect( intent.status ).toBe( 'canceled' );
		const after = await rest( 'admin', 'GET', `events/${ event.id }` );
		expect( after.body.tickets[ 0 ].sold ).toBe( 0 );
		await page.context().close();
	} );
} );
