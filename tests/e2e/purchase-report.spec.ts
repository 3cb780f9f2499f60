/**
 * The purchase report (#/purchase-report, #/purchase-report/{event id}): an offline booking marked
 * paid, Resend Invoice with the mail in the development inbox, a partial refund (the Refund button
 * naming the amount, the notice clear of the row's actions, the history's refund note), the
 * filters, totals and chart, the event menu's Bookings and Purchase Report entries (both to the
 * event's report, its heading naming the event), the rest of a partly refunded booking refunded
 * from its details (the list offers Refund only for completed ones), the focus kept in the dialog
 * and the row when a refund takes the control that had it away, a booking's details kept open when
 * a refund drops its row from a list filtered by status (and the focus kept in the list after), and
 * who may open it.
 */
import type { Browser, Locator, Page } from '@playwright/test';
import {
	createEvent,
	expect,
	inDays,
	mailSubjectsTo,
	openAs,
	rest,
	restCreate,
	screenshot,
	test,
	toast,
	unique,
} from './fixtures';

const day = inDays( 20 );

type Event = {
	id: number;
	title: string;
	tickets: Array< { id: number } >;
};

type Booking = { id: number; status: string };

let event: Event;
let pending: Booking;
let paid: Booking;
const tag = unique( 'report' ).split( ' ' )[ 1 ];
const olivia = { name: 'Olivia Offline', email: `olivia.${ tag }@example.com` };
const paula = { name: 'Paula Paid', email: `paula.${ tag }@example.com` };

async function book( customer: typeof olivia, quantity: number ) {
	const booking = await restCreate< Booking >( 'orders', {
		event_id: event.id,
		tickets: [ { ticket_id: event.tickets[ 0 ].id, quantity } ],
		customer,
		gateway: 'offline',
	} );
	expect( booking.status ).toBe( 'pending' );
	return booking;
}

function bookingRow( page: Page, booking: Booking ) {
	return page
		.getByRole( 'row' )
		.filter( { hasText: `#${ booking.id }` } )
		.filter( { has: page.locator( '.eventin-booking-number' ) } );
}

async function openMore( page: Page, booking: Booking ) {
	const name = `More actions for “#${ booking.id }”`;
	await page.getByRole( 'button', { name } ).click();
	const menu = page.getByRole( 'menu', { name } );
	await expect( menu ).toBeVisible();
	return menu;
}

/**
 * Opens an event's report as the administrator and Refund Booking from a booking's More menu.
 * @param browser
 * @param eventId
 * @param booking
 */
async function openRefund(
	browser: Browser,
	eventId: number,
	booking: Booking
) {
	const page = await openAs(
		browser,
		'admin',
		`/purchase-report/${ eventId }`
	);
	const menu = await openMore( page, booking );
	await menu.getByRole( 'menuitem', { name: 'Refund Booking' } ).click();
	const dialog = page.getByRole( 'dialog', { name: 'Refund Booking' } );
	return { page, dialog };
}

/**
 * Asserts the focus is in the booking list (a row's control, or the list itself), not on <body>.
 * @param page
 */
async function expectFocusInList( page: Page ) {
	const list = page.locator( '.eventin-booking-list' );
	await expect
		.poll( () =>
			list.evaluate( ( panel ) => {
				const active = panel.ownerDocument.activeElement;
				return (
					!! active &&
					active !== panel.ownerDocument.body &&
					panel.contains( active )
				);
			} )
		)
		.toBe( true );
}

/**
 * Asserts a notice and a control do not overlap, and the control is what a click at its centre hits.
 * @param notice
 * @param control
 */
async function expectUncovered( notice: Locator, control: Locator ) {
	const [ a, b ] = [
		await notice.boundingBox(),
		await control.boundingBox(),
	];
	expect( a && b ).toBeTruthy();
	if ( a && b ) {
		const apart =
			a.x + a.width <= b.x ||
			b.x + b.width <= a.x ||
			a.y + a.height <= b.y ||
			b.y + b.height <= a.y;
		expect(
			apart,
			`the notice ${ JSON.stringify( a ) } covers ${ JSON.stringify( b ) }`
		).toBe( true );
	}
	expect(
		await control.evaluate( ( element ) => {
			const box = element.getBoundingClientRect();
			const hit = element.ownerDocument.elementFromPoint(
				box.x + box.width / 2,
				box.y + box.height / 2
			);
			return !! hit && element.contains( hit );
		} )
	).toBe( true );
}

function card( page: Page, label: string ) {
	return page
		.locator( '.eventin-report-card' )
		.filter( { hasText: label } )
		.locator( '.eventin-report-card__value' );
}

test.describe.configure( { mode: 'serial' } );

test.beforeAll( async () => {
	await rest( 'admin', 'PUT', 'settings', {
		currency: 'USD',
		payments: { offline: 'on', offline_instructions: 'Pay at the door.' },
	} );
	event = await createEvent( {
		title: unique( 'Report Summit' ),
		status: 'publish',
		start_date: day,
		end_date: day,
		timezone: 'Europe/Berlin',
		tickets: [ { name: 'Standard', price: '25.00', capacity: 20 } ],
	} );
	pending = await book( olivia, 1 );
	paid = await book( paula, 3 );
	const marked = await rest(
		'admin',
		'POST',
		`orders/${ paid.id }/mark-paid`
	);
	expect( marked.status ).toBe( 200 );
} );

test( "an event's report shows its figures, and an offline booking is marked paid there", async ( {
	browser,
} ) => {
	const page = await openAs(
		browser,
		'admin',
		`/purchase-report/${ event.id }`
	);
	await expect( page.getByRole( 'heading', { level: 1 } ) ).toHaveText(
		`Purchase Report: ${ event.title }`
	);
	await expect( page.getByRole( 'link', { name: 'Go Back' } ) ).toBeVisible();
	await expect( card( page, 'Revenue' ) ).toHaveText( '$75.00' );
	await expect( card( page, 'Tickets sold' ) ).toHaveText( '3' );
	await expect( card( page, 'Bookings' ) ).toHaveText( '2' );
	await expect(
		page.getByText( 'Showing 1 - 2 of 2 bookings' )
	).toBeVisible();

	const row = bookingRow( page, pending );
	await expect( row.getByText( 'Pending', { exact: true } ) ).toBeVisible();
	await expect( row.getByText( olivia.email ) ).toBeVisible();
	await screenshot( page, 'event' );

	// A pending booking cannot be refunded nor its invoice resent.
	const menu = await openMore( page, pending );
	await expect(
		menu.getByRole( 'menuitem', { name: 'Refund Booking' } )
	).toHaveCount( 0 );
	await expect(
		menu.getByRole( 'menuitem', { name: 'Resend Invoice' } )
	).toHaveCount( 0 );
	await menu.getByRole( 'menuitem', { name: 'Mark as paid' } ).click();
	await expect(
		toast( page, `Booking #${ pending.id } is paid.` )
	).toBeVisible();
	await expect( row.getByText( 'Completed', { exact: true } ) ).toBeVisible();
	await expect( card( page, 'Revenue' ) ).toHaveText( '$100.00' );
	await expect( card( page, 'Tickets sold' ) ).toHaveText( '4' );

	const { body } = await rest( 'admin', 'GET', `orders/${ pending.id }` );
	expect( body.status ).toBe( 'completed' );
	expect( body.history.at( -1 ) ).toMatchObject( {
		from: 'pending',
		to: 'completed',
		note: 'Marked as paid.',
		user: 'admin',
	} );
} );

test( 'Resend Invoice puts a new confirmation in the inbox', async ( {
	browser,
} ) => {
	const subject = `[Eventin] Your booking #${ paid.id } for ${ event.title }`;
	const before = ( await mailSubjectsTo( paula.email ) ).filter(
		( mail ) => mail === subject
	).length;
	expect( before ).toBeGreaterThan( 0 );

	const page = await openAs(
		browser,
		'admin',
		`/purchase-report/${ event.id }`
	);
	const menu = await openMore( page, paid );
	await menu.getByRole( 'menuitem', { name: 'Resend Invoice' } ).click();
	await expect(
		toast( page, `Invoice sent to ${ paula.email }.` )
	).toBeVisible();
	await expect
		.poll(
			async () =>
				( await mailSubjectsTo( paula.email ) ).filter(
					( mail ) => mail === subject
				).length
		)
		.toBe( before + 1 );
} );

test( 'a partial refund of chosen tickets, then the details with the history', async ( {
	browser,
} ) => {
	const { page, dialog } = await openRefund( browser, event.id, paid );
	await expect(
		dialog.getByText(
			`Refund booking #${ paid.id } of Paula Paid? Up to $75.00 can be paid back.`
		)
	).toBeVisible();
	// The button names what it pays back: the whole booking's, then nothing
	// while no ticket is chosen.
	await expect(
		dialog.getByRole( 'button', { name: 'Refund $75.00', exact: true } )
	).toBeVisible();
	await dialog.getByRole( 'radio', { name: 'Chosen tickets' } ).check();
	await dialog.getByRole( 'button', { name: 'Refund', exact: true } ).click();
	await expect( dialog.getByRole( 'alert' ) ).toHaveText(
		'Choose the tickets to refund.'
	);
	await dialog.getByRole( 'radio', { name: 'An amount' } ).check();
	await dialog
		.getByRole( 'spinbutton', { name: 'Amount (USD)' } )
		.fill( '80' );
	await dialog.getByRole( 'button', { name: 'Refund', exact: true } ).click();
	await expect( dialog.getByRole( 'alert' ) ).toHaveText(
		'Enter an amount above 0 and at most $75.00.'
	);
	await dialog.getByRole( 'radio', { name: 'Chosen tickets' } ).check();
	await dialog.getByRole( 'checkbox' ).first().check();
	await dialog
		.getByRole( 'textbox', { name: 'Reason (optional)' } )
		.fill( 'Cannot come' );
	await screenshot( page, 'refund' );
	await dialog
		.getByRole( 'button', { name: 'Refund $25.00', exact: true } )
		.click();
	const notice = toast(
		page,
		`Booking #${ paid.id } refunded: $25.00 in all.`
	);
	await expect( notice ).toBeVisible();
	await expect( dialog ).toBeHidden();
	const row = bookingRow( page, paid );
	// The notice leaves the row's actions free to click: the page scrolled
	// the row, where the focus went back, out from under it.
	await expect( async () =>
		expectUncovered(
			notice,
			row.getByRole( 'button', { name: /^View details/ } )
		)
	).toPass( { timeout: 5000 } );
	await screenshot( page, 'refund-notice', { fullPage: false } );
	await expect(
		row.getByText( 'Partially refunded', { exact: true } )
	).toBeVisible();
	await expect( row.getByText( '$25.00 refunded' ) ).toBeVisible();
	// The dialog gave the focus back to the More menu, which the reload took
	// away (nothing is left in it): the focus stayed in the row.
	await expect(
		row.getByRole( 'button', { name: `More actions for “#${ paid.id }”` } )
	).toHaveCount( 0 );
	await expect(
		row.getByRole( 'button', { name: /^View details/ } )
	).toBeFocused();
	await expect( card( page, 'Revenue' ) ).toHaveText( '$75.00' );
	await expect( card( page, 'Tickets sold' ) ).toHaveText( '3' );

	await row
		.getByRole( 'button', { name: `View details: “#${ paid.id }”` } )
		.or( row.getByRole( 'button', { name: 'View details' } ) )
		.click();
	const details = page.getByRole( 'dialog', {
		name: `Booking #${ paid.id }`,
	} );
	await expect(
		details.getByText( 'Completed → Partially refunded' )
	).toBeVisible();
	await expect(
		details.locator( '.eventin-booking-details__history li' ).last()
	).toHaveText(
		new RegExp(
			'Completed → Partially refunded — Refunded \\$25\\.00 for Paula Paid — reason: Cannot come — by admin$'
		)
	);
	await expect(
		details.getByRole( 'cell', { name: 'Refunded', exact: true } )
	).toHaveCount( 1 );
	await screenshot( page, 'details' );

	const { body } = await rest(
		'admin',
		'GET',
		`orders/${ paid.id }/refunds`
	);
	expect( body.refunded_total ).toBe( '25.00' );
	expect( body.order_status ).toBe( 'partially_refunded' );
} );

test( 'free tickets are refunded by ticket, never by amount', async ( {
	browser,
} ) => {
	const free = await createEvent( {
		title: unique( 'Free Meetup' ),
		status: 'publish',
		start_date: day,
		start_time: '18:00',
		end_date: day,
		end_time: '20:00',
		timezone: 'Europe/Berlin',
		tickets: [ { name: 'Community', price: '0', capacity: 10 } ],
	} );
	const booking = await restCreate< Booking >( 'orders', {
		event_id: free.id,
		tickets: [ { ticket_id: free.tickets[ 0 ].id, quantity: 2 } ],
		customer: { name: 'Frida Free', email: `frida.${ tag }@example.com` },
	} );
	expect( booking.status ).toBe( 'completed' );
	const { page, dialog } = await openRefund( browser, free.id, booking );
	await expect( dialog.getByRole( 'radio' ) ).toHaveCount( 2 );
	await expect(
		dialog.getByRole( 'radio', { name: 'An amount' } )
	).toHaveCount( 0 );
	await dialog.getByRole( 'radio', { name: 'Chosen tickets' } ).check();
	await dialog.getByRole( 'checkbox' ).first().check();
	await dialog.getByRole( 'button', { name: 'Refund' } ).click();
	await expect(
		toast( page, `Booking #${ booking.id } refunded: $0.00 in all.` )
	).toBeVisible();
	await expect(
		bookingRow( page, booking ).getByText( 'Partially refunded', {
			exact: true,
		} )
	).toBeVisible();
} );

test( 'all bookings: search, filters by status, event and days, and the chart', async ( {
	browser,
} ) => {
	const page = await openAs( browser, 'admin', '/purchase-report' );
	await expect( page.locator( '.eventin-sales-chart canvas' ) ).toBeVisible();
	await page.getByRole( 'combobox', { name: 'Event' } ).selectOption( {
		label: event.title,
	} );
	await expect(
		page.getByText( 'Showing 1 - 2 of 2 bookings' )
	).toBeVisible();
	await expect( card( page, 'Revenue' ) ).toHaveText( '$75.00' );

	await page
		.getByRole( 'combobox', { name: 'Status' } )
		.selectOption( { label: 'Partially refunded' } );
	await expect(
		page.getByText( 'Showing 1 - 1 of 1 booking' )
	).toBeVisible();
	await expect( bookingRow( page, paid ) ).toBeVisible();
	await expect( card( page, 'Bookings' ) ).toHaveText( '1' );
	await page.getByRole( 'button', { name: 'Clear filters' } ).click();

	await page
		.getByRole( 'searchbox', { name: 'Search bookings' } )
		.fill( olivia.email );
	await expect(
		page.getByText( 'Showing 1 - 1 of 1 booking' )
	).toBeVisible();
	await expect( bookingRow( page, pending ) ).toBeVisible();
	await expect( card( page, 'Revenue' ) ).toHaveText( '$25.00' );

	// The chart's figures, also as a table: today has the booking paid today.
	await page.getByText( 'Sales per day as a table' ).click();
	const today = page.locator( '.eventin-sales-chart__table tbody tr' ).last();
	await expect( today.getByRole( 'cell' ).first() ).toHaveText( '$25.00' );
	await screenshot( page, 'all' );

	await page.getByRole( 'textbox', { name: 'To' } ).fill( '2001-01-01' );
	await expect(
		page.getByText( 'No bookings match these filters.' )
	).toBeVisible();
	await expect( card( page, 'Bookings' ) ).toHaveText( '0' );
} );

/**
 * A list's search field: whether its placeholder fits in it (measured in the field's own font).
 * @param page
 */
function searchPlaceholder( page: Page ) {
	return page
		.getByRole( 'searchbox' )
		.first()
		.evaluate( ( input: HTMLInputElement ) => {
			const style = getComputedStyle( input );
			const context = document
				.createElement( 'canvas' )
				.getContext( '2d' ) as CanvasRenderingContext2D;
			context.font = `${ style.fontWeight } ${ style.fontSize } ${ style.fontFamily }`;
			const room =
				input.clientWidth -
				parseFloat( style.paddingLeft ) -
				parseFloat( style.paddingRight );
			return {
				placeholder: input.placeholder,
				fits: context.measureText( input.placeholder ).width <= room,
			};
		} );
}

test( 'the list reads whole: e-mails wrap only after the @ or before a dot, search placeholders fit', async ( {
	browser,
} ) => {
	const page = await openAs( browser, 'admin', '/purchase-report' );
	// A laptop beside the admin menu: the buyer column is narrow.
	await page.setViewportSize( { width: 1024, height: 800 } );
	const emails = page.locator( '.eventin-booking-buyer__email' );
	await expect(
		emails.filter( { hasText: olivia.email } ).first()
	).toBeVisible();
	// Each piece between the break points is on one line (no break inside a word).
	const broken = await emails.evaluateAll( ( spans ) =>
		spans.flatMap( ( span ) =>
			Array.from( span.childNodes )
				.filter( ( node ) => node.nodeType === Node.TEXT_NODE )
				.filter( ( node ) => {
					const range = document.createRange();
					range.selectNodeContents( node );
					const lines = new Set(
						Array.from( range.getClientRects() )
							.filter( ( rect ) => rect.width > 0 )
							.map( ( rect ) => Math.round( rect.top ) )
					);
					return lines.size > 1;
				} )
				.map(
					( node ) => `${ node.textContent } in ${ span.textContent }`
				)
		)
	);
	expect( broken ).toEqual( [] );
	expect( await searchPlaceholder( page ) ).toEqual( {
		placeholder: 'Search by buyer name, email or booking number',
		fits: true,
	} );
	await screenshot( page, 'list-1024' );

	// The other lists' placeholders fit too.
	for ( const [ route, placeholder ] of [
		[ '/attendees', 'Search by name, email or ticket code' ],
		[ '/events', 'Search by event name' ],
	] ) {
		await page.goto( `${ page.url().split( '#' )[ 0 ] }#${ route }` );
		await expect( page.getByRole( 'searchbox' ).first() ).toHaveAttribute(
			'placeholder',
			placeholder
		);
		expect( await searchPlaceholder( page ) ).toEqual( {
			placeholder,
			fits: true,
		} );
	}
	await page.context().close();
} );

test( "the event menu's Bookings and Purchase Report both open this event's report, named in its heading", async ( {
	browser,
} ) => {
	const page = await openAs( browser, 'admin', '/events' );
	const name = `More actions for “${ event.title }”`;
	const more = page.getByRole( 'button', { name } );
	const menu = page.getByRole( 'menu', { name } );
	for ( const [ index, entry ] of [
		'Bookings',
		'Purchase Report',
	].entries() ) {
		await page
			.getByRole( 'searchbox', { name: 'Search events' } )
			.fill( event.title );
		await more.click();
		await expect( menu.getByRole( 'menuitem' ) ).toContainText( [
			'Bookings',
			'Purchase Report',
		] );
		await screenshot( page, `event-menu-${ index + 1 }` );
		await menu
			.getByRole( 'menuitem', { name: entry, exact: true } )
			.click();
		await expect( page ).toHaveURL(
			new RegExp( `#/purchase-report/${ event.id }$` )
		);
		await expect( page.getByRole( 'heading', { level: 1 } ) ).toHaveText(
			`Purchase Report: ${ event.title }`
		);
		// Only this event's two bookings, and no event filter.
		await expect(
			page.getByText( 'Showing 1 - 2 of 2 bookings' )
		).toBeVisible();
		await expect( bookingRow( page, pending ) ).toBeVisible();
		await expect( bookingRow( page, paid ) ).toBeVisible();
		await expect(
			page.getByRole( 'row' ).filter( {
				has: page.locator( '.eventin-booking-number' ),
			} )
		).toHaveCount( 2 );
		await expect(
			page.getByRole( 'combobox', { name: 'Event' } )
		).toHaveCount( 0 );
		await screenshot( page, `event-report-heading-${ index + 1 }`, {
			fullPage: false,
		} );
		await page.goBack();
		await expect( page ).toHaveURL( /#\/events$/ );
	}

	// The whole report keeps its plain heading, and every event's bookings.
	await page.goto( page.url().replace( /#\/events$/, '#/purchase-report' ) );
	await expect( page.getByRole( 'heading', { level: 1 } ) ).toHaveText(
		'Purchase Report'
	);
	await expect( page.getByRole( 'combobox', { name: 'Event' } ) ).toHaveValue(
		''
	);
	const shown = page.getByText( /^Showing 1 - \d+ of \d+ bookings?$/ );
	await expect( shown ).toBeVisible();
	const total = Number(
		( await shown.textContent() )?.split( ' of ' )[ 1 ]?.split( ' ' )[ 0 ]
	);
	expect( total ).toBeGreaterThanOrEqual( 3 );
} );

test( 'a partly refunded booking: no Refund in the list, the rest refunded from its details', async ( {
	browser,
} ) => {
	const page = await openAs(
		browser,
		'admin',
		`/purchase-report/${ event.id }`
	);
	const row = bookingRow( page, paid );
	await expect(
		row.getByText( 'Partially refunded', { exact: true } )
	).toBeVisible();
	// Only View details: no More menu, no Refund Booking nor Resend Invoice.
	const actions = row.getByRole( 'group', {
		name: `Actions for “#${ paid.id }”`,
	} );
	await expect( actions.getByRole( 'button' ) ).toHaveCount( 1 );
	await expect(
		actions.getByRole( 'button', { name: /^View details/ } )
	).toBeVisible();
	await expect(
		row.getByRole( 'button', { name: `More actions for “#${ paid.id }”` } )
	).toHaveCount( 0 );
	await expect( row.getByText( 'Refund Booking' ) ).toHaveCount( 0 );
	// The completed booking next to it still has both.
	const menu = await openMore( page, pending );
	await expect( menu.getByRole( 'menuitem' ) ).toContainText( [
		'Resend Invoice',
		'Refund Booking',
	] );
	await page.keyboard.press( 'Escape' );

	const viewDetails = actions.getByRole( 'button', {
		name: /^View details/,
	} );
	await viewDetails.click();
	const details = page.getByRole( 'dialog', {
		name: `Booking #${ paid.id }`,
	} );
	await details.getByRole( 'button', { name: 'Refund Booking' } ).click();
	const form = details.getByRole( 'region', { name: 'Refund Booking' } );
	await expect(
		form.getByText(
			`Refund booking #${ paid.id } of Paula Paid? Up to $50.00 can be paid back.`
		)
	).toBeVisible();
	// Only the tickets not refunded yet can be chosen.
	await form.getByRole( 'radio', { name: 'Chosen tickets' } ).check();
	await expect( form.getByRole( 'checkbox' ) ).toHaveCount( 2 );
	await form.getByRole( 'checkbox' ).first().check();
	await expect(
		form.getByRole( 'button', { name: 'Refund $25.00', exact: true } )
	).toBeVisible();
	await form
		.getByRole( 'radio', { name: 'The whole booking (every ticket left)' } )
		.check();
	await form
		.getByRole( 'textbox', { name: 'Reason (optional)' } )
		.fill( 'Whole group cancelled' );
	await screenshot( page, 'details-refund' );
	await form
		.getByRole( 'button', { name: 'Refund $50.00', exact: true } )
		.click();
	await expect(
		toast( page, `Booking #${ paid.id } refunded: $75.00 in all.` )
	).toBeVisible();
	await expect(
		details.getByText( 'Partially refunded → Refunded' )
	).toBeVisible();
	await expect(
		details.getByRole( 'button', { name: 'Refund Booking' } )
	).toHaveCount( 0 );
	await expect(
		details.getByRole( 'cell', { name: 'Refunded', exact: true } )
	).toHaveCount( 3 );
	// The focus stayed in the dialog (on the dialog itself, as when it
	// opened) through the refund and the reload that took Refund Booking
	// away, so Escape closes it and the focus goes back to View details.
	await expect( details ).toBeFocused();
	await screenshot( page, 'details-refunded' );
	await page.keyboard.press( 'Escape' );
	await expect( details ).toBeHidden();
	await expect( viewDetails ).toBeFocused();
	await expect( row.getByText( 'Refunded', { exact: true } ) ).toBeVisible();

	const { body } = await rest( 'admin', 'GET', `orders/${ paid.id }` );
	expect( body.status ).toBe( 'refunded' );
	expect( body.refunded_total ).toBe( '75.00' );
	expect( body.history.at( -1 ) ).toMatchObject( {
		from: 'partially_refunded',
		to: 'refunded',
		note: 'Refunded $50.00 for 2 tickets (Paula Paid) — reason: Whole group cancelled',
	} );
} );

test( 'order managers get the report and nothing else; event managers do not get it', async ( {
	browser,
} ) => {
	const page = await openAs( browser, 'ordermanager', '/purchase-report' );
	const menu = page.getByRole( 'navigation', { name: 'Eventin menu' } );
	await expect( menu.getByRole( 'link' ) ).toHaveText( [
		'Purchase Report',
	] );
	await expect(
		page.getByText( /Showing 1 - \d+ of \d+ bookings/ )
	).toBeVisible();

	const other = await openAs( browser, 'eventmanager', '/purchase-report' );
	await expect(
		other.getByText( 'Access Denied! Redirecting...' )
	).toBeVisible();
} );

test( 'a booking that leaves a list filtered by status keeps its details open, and the focus stays in the list', async ( {
	browser,
} ) => {
	const carol = {
		name: 'Carol Complete',
		email: `carol.${ tag }@example.com`,
	};
	const dana = { name: 'Dana Drop', email: `dana.${ tag }@example.com` };
	const done = await book( carol, 2 );
	const marked = await rest(
		'admin',
		'POST',
		`orders/${ done.id }/mark-paid`
	);
	expect( marked.status ).toBe( 200 );
	const waiting = await book( dana, 1 );

	const page = await openAs(
		browser,
		'admin',
		`/purchase-report/${ event.id }`
	);
	const status = page.getByRole( 'combobox', { name: 'Status' } );
	await status.selectOption( { label: 'Completed' } );
	const row = bookingRow( page, done );
	// Olivia's booking, paid in the first test, is completed too.
	const next = bookingRow( page, pending );
	await expect( next ).toBeVisible();
	await row.getByRole( 'button', { name: /^View details/ } ).click();
	const details = page.getByRole( 'dialog', {
		name: `Booking #${ done.id }`,
	} );
	await details.getByRole( 'button', { name: 'Refund Booking' } ).click();
	await details
		.getByRole( 'region', { name: 'Refund Booking' } )
		.getByRole( 'button', { name: 'Refund' } )
		.click();
	await expect(
		toast( page, `Booking #${ done.id } refunded: $50.00 in all.` )
	).toBeVisible();
	// The reload took the row away (refunded is not completed), and with it
	// the View details that opened the dialog: the dialog stays, reading the
	// booking again, until the user closes it.
	await expect( row ).toHaveCount( 0 );
	await expect( details ).toBeVisible();
	await expect(
		details.locator(
			'.eventin-booking-details__facts .eventin-booking-status'
		)
	).toHaveText( 'Refunded' );
	await expect( details.getByText( 'Completed → Refunded' ) ).toBeVisible();
	await expect( details ).toBeFocused();
	await screenshot( page, 'details-row-gone' );
	await page.keyboard.press( 'Escape' );
	await expect( details ).toBeHidden();
	// The opener went with its row: the next row's first control.
	await expectFocusInList( page );
	await expect(
		next.getByRole( 'button', { name: /^View details/ } )
	).toBeFocused();

	// Cancelled from its row's dialog in the list of pending bookings, the
	// only one: the focus stays in the list, now empty.
	await status.selectOption( { label: 'Pending' } );
	const menu = await openMore( page, waiting );
	await menu.getByRole( 'menuitem', { name: 'Cancel booking' } ).click();
	const confirm = page.getByRole( 'dialog', { name: 'Are you sure?' } );
	await confirm.getByRole( 'button', { name: 'Cancel booking' } ).click();
	await expect(
		toast( page, `Booking #${ waiting.id } is cancelled.` )
	).toBeVisible();
	await expect( confirm ).toBeHidden();
	await expect(
		page.getByText( 'No bookings match these filters.' )
	).toBeVisible();
	await expectFocusInList( page );
	await screenshot( page, 'cancelled-row-gone' );
} );
