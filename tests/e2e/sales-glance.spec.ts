/**
 * Sales at a glance on wp-admin's Dashboard: today's and this month's paid bookings and revenue
 * per currency, the next events with their seats left linking to their purchase reports; shown to
 * users who may see bookings only.
 */
import type { Browser, Page } from '@playwright/test';
import {
	authFile,
	createEvent,
	expect,
	rest,
	restCreate,
	screenshot,
	test,
	unique,
} from './fixtures';

async function openDashboard( browser: Browser, login: string ) {
	const context = await browser.newContext( {
		storageState: authFile( login ),
		baseURL: process.env.EVENTIN_TEST_URL,
	} );
	const page = await context.newPage();
	await page.goto( '/wp-admin/index.php' );
	await expect(
		page.getByRole( 'heading', { name: 'Dashboard', level: 1 } )
	).toBeVisible();
	return page;
}

function widget( page: Page ) {
	return page.locator( '#eventin_sales_glance' );
}

/**
 * A period's row: its bookings and its revenue lines.
 * @param page
 * @param period 'Today' or 'This month'.
 */
async function figures( page: Page, period: string ) {
	const row = widget( page )
		.getByRole( 'row' )
		.filter( { has: page.getByRole( 'rowheader', { name: period } ) } );
	await expect( row ).toHaveCount( 1 );
	return {
		bookings: Number(
			(
				await row.locator( '.eventin-glance__bookings' ).innerText()
			).replace( /[^\d]/g, '' )
		),
		revenue: (
			await row.locator( '.eventin-glance__revenue' ).innerText()
		).split( '\n' ),
	};
}

/**
 * 'Y-m-d' and 'H:i' in UTC of an instant.
 * @param at
 */
function utc( at: number ) {
	const iso = new Date( at ).toISOString();
	return { date: iso.slice( 0, 10 ), time: iso.slice( 11, 16 ) };
}

test.afterAll( async () => {
	await rest( 'admin', 'PUT', 'settings', { currency: 'USD' } );
} );

test( 'the dashboard shows sales today and this month per currency, and the next events linking to their bookings', async ( {
	browser,
} ) => {
	// Bookings in two currencies, an event and two dashboards: more than 30 s on a busy machine.
	test.slow();
	await rest( 'admin', 'PUT', 'settings', {
		currency: 'SEK',
		payments: { offline: 'on', offline_instructions: 'Pay at the door.' },
	} );
	let page = await openDashboard( browser, 'admin' );
	await expect(
		page.getByRole( 'heading', { name: 'Eventin sales at a glance' } )
	).toBeVisible();
	const before = {
		today: await figures( page, 'Today' ),
		month: await figures( page, 'This month' ),
	};
	// No krona sold before (the site's currency shows 0 when nothing was paid today).
	expect(
		before.today.revenue.filter(
			( line ) => line.endsWith( 'SEK' ) && line !== '0.00 SEK'
		)
	).toEqual( [] );
	await page.context().close();

	// Starts in ten minutes (among the first of the next events, whatever other tests made), 20 seats.
	const start = utc( Date.now() + 10 * 60000 );
	const end = utc( Date.now() + 4 * 3600000 );
	const event = await createEvent( {
		title: unique( 'Glance Gala' ),
		status: 'publish',
		start_date: start.date,
		start_time: start.time,
		end_date: end.date,
		end_time: end.time,
		tickets: [ { name: 'Standard', price: '150.00', capacity: 20 } ],
	} );
	const book = async ( quantity: number ) =>
		restCreate< { id: number } >( 'orders', {
			event_id: event.id,
			tickets: [ { ticket_id: event.tickets[ 0 ].id, quantity } ],
			customer: { name: 'Greta Glance', email: 'greta@example.com' },
			gateway: 'offline',
		} );
	for ( const quantity of [ 2, 1 ] ) {
		const booking = await book( quantity );
		const marked = await rest(
			'admin',
			'POST',
			`orders/${ booking.id }/mark-paid`
		);
		expect( marked.status ).toBe( 200 );
	}
	// Pending: holds its seat, but is no sale yet.
	const pending = await book( 1 );

	page = await openDashboard( browser, 'admin' );
	const after = {
		today: await figures( page, 'Today' ),
		month: await figures( page, 'This month' ),
	};
	expect( after.today.bookings - before.today.bookings ).toBe( 2 );
	expect( after.month.bookings - before.month.bookings ).toBe( 2 );
	expect( after.today.revenue ).toContain( '450.00 SEK' );
	expect( after.month.revenue ).toContain( '450.00 SEK' );

	const next = widget( page )
		.getByRole( 'listitem' )
		.filter( { hasText: event.title } );
	await expect( next.getByRole( 'link' ) ).toHaveText( event.title );
	await expect( next ).toContainText( '16 seats left' );
	await expect( next.getByRole( 'link' ) ).toHaveAttribute(
		'href',
		new RegExp(
			`/wp-admin/admin\\.php\\?page=eventin#/purchase-report/${ event.id }$`
		)
	);
	await widget( page ).scrollIntoViewIfNeeded();
	await screenshot( page, 'admin-1280' );

	await next.getByRole( 'link' ).click();
	await expect( page ).toHaveURL(
		new RegExp( `#/purchase-report/${ event.id }$` )
	);
	await expect(
		page.getByRole( 'row' ).filter( { hasText: `#${ pending.id }` } )
	).toBeVisible();
	await page.context().close();
} );

test( 'users who may see bookings get it, others do not', async ( {
	browser,
} ) => {
	const manager = await openDashboard( browser, 'ordermanager' );
	await expect(
		manager.getByRole( 'heading', { name: 'Eventin sales at a glance' } )
	).toBeVisible();
	await manager.context().close();

	for ( const login of [ 'eventmanager', 'attendeemanager', 'subscriber' ] ) {
		const page = await openDashboard( browser, login );
		await expect( page.locator( '#dashboard-widgets' ) ).toBeVisible();
		await expect( widget( page ) ).toHaveCount( 0 );
		await expect(
			page.getByRole( 'heading', { name: 'Eventin sales at a glance' } )
		).toHaveCount( 0 );
		await page.context().close();
	}
} );
