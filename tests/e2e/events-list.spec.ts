/**
 * The event list (#/events): columns and cells, filters, pagination, bulk delete, the row actions
 * per permission, and the /events/empty state. Every test searches for a word of its own, so
 * events the other tests create never get in the way; afterAll deletes what this file created.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Browser, Locator, Page, Request } from '@playwright/test';
import {
	createEvent,
	inDays,
	listAnswer,
	toast,
	openAs,
	openSearched,
	rest,
	row,
	screenshot,
	test,
	unique,
	type EventItem,
	expect,
	expectBottomRight,
} from './fixtures';

type Fields = Record< string, unknown >;

const LOCATION_PROBLEM =
	"There's a problem with this event's location. Kindly remove the location and save it again.";
const MONTHS = [
	'Jan',
	'Feb',
	'Mar',
	'Apr',
	'May',
	'Jun',
	'Jul',
	'Aug',
	'Sep',
	'Oct',
	'Nov',
	'Dec',
];

/** Every search word this file used: afterAll deletes their events. */
const words: string[] = [];

function word( prefix: string ): string {
	const value = unique( prefix );
	words.push( value );
	return value;
}

/**
 * The list's start text for 10:00 on a date, e.g. 'Nov 26, 2026, 10:00 AM' (en-US); any space
 * before AM, as browsers differ there.
 * @param date 'YYYY-MM-DD'.
 */
function startText( date: string ): RegExp {
	const [ year, month, day ] = date.split( '-' ).map( Number );
	return new RegExp(
		`^${ MONTHS[ month - 1 ] } ${ day }, ${ year }, 10:00\\sAM$`
	);
}

/**
 * A published event ten days ahead, 10:00 to 12:00 UTC.
 * @param fields
 */
const listedEvent = ( fields: Fields ) =>
	createEvent( {
		status: 'publish',
		start_date: inDays( 10 ),
		end_date: inDays( 10 ),
		start_time: '10:00',
		end_time: '12:00',
		...fields,
	} );

async function findEvents( search: string, status = 'all' ) {
	const { body } = await rest(
		'admin',
		'GET',
		`events?status=${ status }&per_page=100&search_keyword=${ encodeURIComponent(
			search
		) }`
	);
	return body.items as EventItem[];
}

/**
 * Sells tickets of a ticket type, the way the REST suite does (tests/rest/sell-ticket.php).
 * @param ticket
 * @param quantity
 */
function sellTickets( ticket: number, quantity: number ) {
	const out = execFileSync(
		'php',
		[
			path.join( __dirname, '../rest/sell-ticket.php' ),
			String( ticket ),
			String( quantity ),
			'0',
		],
		{ env: process.env, encoding: 'utf8' }
	);
	expect( out.trim() ).toBe( 'sold' );
}

/**
 * Whether a request deletes events (apiFetch sends DELETE as POST with a method override).
 * @param request
 */
function isDelete( request: Request ): boolean {
	return (
		/\/eventin\/v2\/events/.test( decodeURIComponent( request.url() ) ) &&
		( request.method() === 'DELETE' ||
			request.headers()[ 'x-http-method-override' ] === 'DELETE' )
	);
}

function dateField( page: Page, name: 'From' | 'To' ): Locator {
	return page.getByRole( 'textbox', { name, exact: true } );
}

function searchBox( page: Page ): Locator {
	return page.getByRole( 'searchbox', { name: 'Search events' } );
}

/**
 * Opens the list as a user and searches for a word.
 * @param browser
 * @param login
 * @param search
 */
function openList(
	browser: Browser,
	login: string,
	search: string
): Promise< Page > {
	return openSearched( browser, login, 'events', search, 'search_keyword' );
}

function summary( page: Page ): Locator {
	return page.locator( '.eventin-event-list__summary' );
}

async function openMore( page: Page, title: string ): Promise< Locator > {
	const name = `More actions for “${ title }”`;
	await page.getByRole( 'button', { name } ).click();
	const menu = page.getByRole( 'menu', { name } );
	await expect( menu ).toBeVisible();
	return menu;
}

// Trashed events leave every list (status all), so the other spec files see
// the site as it was. The server only deletes trashed events for good.
test.afterAll( async () => {
	test.setTimeout( 120_000 );
	for ( const search of words ) {
		const ids = ( await findEvents( search ) ).map( ( event ) => event.id );
		if ( ! ids.length ) {
			continue;
		}
		const bulk = await rest(
			'admin',
			'DELETE',
			`events?ids=${ ids.join( ',' ) }`
		);
		if ( bulk.status !== 200 ) {
			for ( const id of ids ) {
				await rest( 'admin', 'DELETE', `events/${ id }` );
			}
		}
	}
} );

test.describe( 'columns and cells', () => {
	test( 'the table has the columns Event, Sold, Status and Action', async ( {
		browser,
	} ) => {
		const title = word( 'Columns' );
		await listedEvent( { title } );
		const page = await openList( browser, 'eventmanager', title );
		await expect( row( page, title ) ).toBeVisible();
		await expect( page.locator( 'thead th:visible' ) ).toHaveText( [
			'',
			'Event',
			'Sold',
			'Status',
			'Action',
		] );
		await page.context().close();
	} );

	test( 'a row: title linking to the editor, location, start, UTC offset and sold tickets', async ( {
		browser,
	} ) => {
		const search = word( 'Cells' );
		const sold = await listedEvent( {
			title: `${ search } Concert`,
			start_date: inDays( 12 ),
			end_date: inDays( 12 ),
			timezone: 'Asia/Kolkata',
			location: {
				type: 'venue',
				venue: 'Town Hall',
				address: { address: '12 Market Street, Springfield' },
				online_link: '',
			},
			tickets: [ { name: 'Standard', price: '10.00', capacity: 10 } ],
		} );
		sellTickets( sold.tickets[ 0 ].id, 3 );
		const unlimited = await listedEvent( {
			title: `${ search } Webinar`,
			start_date: inDays( 11 ),
			end_date: inDays( 11 ),
			timezone: 'Asia/Tokyo',
			location: {
				type: 'online',
				venue: '',
				address: { address: '' },
				online_link: 'https://meet.example.com/webinar',
			},
			tickets: [ { name: 'Free', price: '0', capacity: -1 } ],
		} );

		const page = await openList( browser, 'eventmanager', search );
		const concert = row( page, `${ search } Concert` );
		const link = concert.getByRole( 'link', {
			name: `${ search } Concert`,
			exact: true,
		} );
		await expect( link ).toHaveAttribute(
			'href',
			`#/events/create/${ sold.id }/basic`
		);
		const details = concert.locator( '.eventin-event-details' );
		await expect(
			details.locator( '.eventin-event-details__location' )
		).toHaveText( '12 Market Street, Springfield' );
		const start = details.locator( 'time' );
		await expect( start ).toHaveText( startText( inDays( 12 ) ) );
		await expect( start ).toHaveAttribute(
			'datetime',
			`${ inDays( 12 ) }T10:00`
		);
		await expect(
			details.locator( '.eventin-event-details__offset' )
		).toHaveText( 'UTC+05:30' );
		await expect( concert.locator( '.eventin-sold__text' ) ).toHaveText(
			'3 / 10'
		);
		await expect( concert.getByRole( 'progressbar' ) ).toHaveAttribute(
			'aria-valuenow',
			'30'
		);
		await expect( concert.locator( '.eventin-status-tag' ) ).toHaveText(
			'Upcoming'
		);
		await expect( concert.locator( '.eventin-badge' ) ).toHaveCount( 0 );

		const webinar = row( page, `${ search } Webinar` );
		await expect(
			webinar.locator( '.eventin-event-details__location' )
		).toHaveText( 'https://meet.example.com/webinar' );
		await expect(
			webinar.locator( '.eventin-event-details__offset' )
		).toHaveText( 'UTC+09:00' );
		await expect( webinar.locator( '.eventin-sold__text' ) ).toHaveText(
			'0 / Unlimited'
		);
		await expect( webinar.getByRole( 'progressbar' ) ).toHaveCount( 0 );
		await expect(
			webinar.getByRole( 'img', { name: LOCATION_PROBLEM } )
		).toHaveCount( 0 );

		// Newest start first.
		await expect(
			page.locator( 'tbody tr .eventin-event-title' )
		).toHaveText( [ `${ search } Concert`, `${ search } Webinar` ] );
		await link.click();
		await expect( page ).toHaveURL(
			new RegExp( `#/events/create/${ sold.id }/basic$` )
		);
		expect( unlimited.id ).toBeGreaterThan( 0 );
		await page.context().close();
	} );

	test( 'a recurring parent shows "Recurring Parent" and its occurrence "Recurrence"', async ( {
		browser,
	} ) => {
		const title = word( 'Yoga' );
		const parent = await listedEvent( {
			title,
			start_date: inDays( 5 ),
			end_date: inDays( 5 ),
			recurring_enabled: 'yes',
			recurrence: {
				frequency: 'daily',
				interval: 1,
				weekdays: [],
				monthly_by: 'date',
				ends: 'after',
				until: '',
				count: 2,
			},
		} );
		const children = ( await findEvents( title ) ).filter(
			( event ) => event.parent === parent.id
		);
		expect( children ).toHaveLength( 1 );

		const page = await openList( browser, 'eventmanager', title );
		const rows = page.locator( 'tbody tr' );
		await expect( rows ).toHaveCount( 2 );
		// The occurrence starts a day later, so it comes first.
		await expect(
			rows.nth( 0 ).getByRole( 'link', { name: title, exact: true } )
		).toHaveAttribute(
			'href',
			`#/events/create/${ children[ 0 ].id }/basic`
		);
		await expect( rows.nth( 0 ).locator( '.eventin-badge' ) ).toHaveText( [
			'Recurrence',
		] );
		await expect( rows.nth( 0 ).locator( 'time' ) ).toHaveText(
			startText( inDays( 6 ) )
		);
		await expect(
			rows.nth( 1 ).getByRole( 'link', { name: title, exact: true } )
		).toHaveAttribute( 'href', `#/events/create/${ parent.id }/basic` );
		await expect( rows.nth( 1 ).locator( '.eventin-badge' ) ).toHaveText( [
			'Recurring Parent',
		] );
		await page.context().close();
	} );

	test( 'an online event without a link shows the location warning and its tooltip', async ( {
		browser,
	} ) => {
		const title = word( 'Broken' );
		await listedEvent( {
			title,
			location: { type: 'online', online_link: '' },
		} );
		const page = await openList( browser, 'eventmanager', title );
		const warning = row( page, title ).getByRole( 'img', {
			name: LOCATION_PROBLEM,
		} );
		await expect( warning ).toBeVisible();
		await warning.hover();
		await expect( page.getByRole( 'tooltip' ) ).toHaveText(
			LOCATION_PROBLEM
		);
		await page.mouse.move( 0, 0 );
		await expect( page.getByRole( 'tooltip' ) ).toHaveCount( 0 );
		// Keyboard users reach it too.
		await warning.focus();
		await expect( page.getByRole( 'tooltip' ) ).toHaveText(
			LOCATION_PROBLEM
		);
		await page.context().close();
	} );
} );

test.describe( 'filters and pagination', () => {
	test( 'status tags Draft, Pending review, Ongoing, Upcoming and Expired, and the status filter', async ( {
		browser,
	} ) => {
		const search = word( 'Status' );
		await listedEvent( {
			title: `${ search } Past`,
			start_date: inDays( -10 ),
			end_date: inDays( -10 ),
		} );
		await listedEvent( {
			title: `${ search } Now`,
			start_date: inDays( -1 ),
			end_date: inDays( 1 ),
			start_time: '00:00',
			end_time: '23:00',
		} );
		await listedEvent( {
			title: `${ search } Later`,
			start_date: inDays( 10 ),
			end_date: inDays( 10 ),
		} );
		await listedEvent( {
			title: `${ search } Sketch`,
			status: 'draft',
			start_date: inDays( 20 ),
			end_date: inDays( 20 ),
		} );
		// A vendor's event awaiting review.
		await listedEvent( {
			title: `${ search } Review`,
			status: 'pending',
			start_date: inDays( 30 ),
			end_date: inDays( 30 ),
		} );
		const page = await openList( browser, 'eventmanager', search );
		const tags = [
			[ 'Past', 'Expired' ],
			[ 'Now', 'Ongoing' ],
			[ 'Later', 'Upcoming' ],
			[ 'Sketch', 'Draft' ],
			[ 'Review', 'Pending review' ],
		];
		for ( const [ name, tag ] of tags ) {
			await expect(
				row( page, `${ search } ${ name }` ).locator(
					'.eventin-status-tag'
				)
			).toHaveText( tag );
		}
		await expect( summary( page ) ).toHaveText(
			'Showing 1 - 5 of 5 events'
		);

		const status = page.getByRole( 'combobox', { name: 'Status' } );
		await expect( status.locator( 'option' ) ).toHaveText( [
			'All',
			'Draft',
			'Pending review',
			'Ongoing',
			'Upcoming',
			'Past',
		] );
		for ( const [ value, name ] of [
			[ 'ongoing', 'Now' ],
			[ 'upcoming', 'Later' ],
			[ 'past', 'Past' ],
			[ 'draft', 'Sketch' ],
			[ 'pending', 'Review' ],
		] ) {
			const answered = listAnswer( page, 'events', {
				status: value,
				search_keyword: search,
			} );
			await status.selectOption( value );
			await answered;
			await expect(
				page.locator( 'tbody tr .eventin-event-title' )
			).toHaveText( [ `${ search } ${ name }` ] );
			await expect( summary( page ) ).toHaveText(
				'Showing 1 - 1 of 1 event'
			);
		}
		// Answered before: the list shows it again without asking.
		await status.selectOption( 'all' );
		await expect( page.locator( 'tbody tr' ) ).toHaveCount( 5 );
		await page.context().close();
	} );

	test( 'the review mail’s link opens the list on Pending review', async ( {
		browser,
	} ) => {
		const search = word( 'Linked' );
		await listedEvent( {
			title: `${ search } Waiting`,
			status: 'pending',
		} );
		await listedEvent( { title: `${ search } Out` } );
		const page = await openAs( browser, 'admin', '/events?status=pending' );
		const status = page.getByRole( 'combobox', { name: 'Status' } );
		await expect( status ).toHaveValue( 'pending' );
		const answered = listAnswer( page, 'events', {
			status: 'pending',
			search_keyword: search,
		} );
		await searchBox( page ).fill( search );
		await answered;
		await expect(
			page.locator( 'tbody tr .eventin-event-title' )
		).toHaveText( [ `${ search } Waiting` ] );
		await expect(
			row( page, `${ search } Waiting` ).locator( '.eventin-status-tag' )
		).toHaveText( 'Pending review' );
		await page.context().close();
	} );

	test( 'the date range keeps the events overlapping it', async ( {
		browser,
	} ) => {
		const search = word( 'Dates' );
		for ( const days of [ 10, 20, 30 ] ) {
			await listedEvent( {
				title: `${ search } Day${ days }`,
				start_date: inDays( days ),
				end_date: inDays( days ),
			} );
		}
		const page = await openList( browser, 'eventmanager', search );
		await expect( page.locator( 'tbody tr' ) ).toHaveCount( 3 );

		let answered = listAnswer( page, 'events', {
			start_date: inDays( 15 ),
		} );
		await dateField( page, 'From' ).fill( inDays( 15 ) );
		await answered;
		await expect(
			page.locator( 'tbody tr .eventin-event-title' )
		).toHaveText( [ `${ search } Day30`, `${ search } Day20` ] );
		answered = listAnswer( page, 'events', {
			start_date: inDays( 15 ),
			end_date: inDays( 25 ),
		} );
		await dateField( page, 'To' ).fill( inDays( 25 ) );
		await answered;
		await expect(
			page.locator( 'tbody tr .eventin-event-title' )
		).toHaveText( [ `${ search } Day20` ] );
		await expect( summary( page ) ).toHaveText(
			'Showing 1 - 1 of 1 event'
		);

		// A day with none of them.
		answered = listAnswer( page, 'events', {
			start_date: inDays( 21 ),
			end_date: inDays( 25 ),
		} );
		await dateField( page, 'From' ).fill( inDays( 21 ) );
		await answered;
		await expect(
			page.getByText( 'No events match these filters.' )
		).toBeVisible();
		await expect( summary( page ) ).toHaveCount( 0 );

		await page.getByRole( 'button', { name: 'Clear filters' } ).click();
		await expect(
			page.getByRole( 'button', { name: 'Clear filters' } )
		).toHaveCount( 0 );
		await expect(
			page.getByText( 'No events match these filters.' )
		).toHaveCount( 0 );
		await expect( summary( page ) ).toHaveText(
			/^Showing 1 - \d+ of \d+ events$/
		);
		await expect( searchBox( page ) ).toHaveValue( '' );
		await expect( dateField( page, 'From' ) ).toHaveValue( '' );
		await expect( dateField( page, 'To' ) ).toHaveValue( '' );
		await page.context().close();
	} );

	test( 'pagination: "Showing …", the page size changer, page 1 again after a filter change, the page before once the last one empties', async ( {
		browser,
	} ) => {
		// Several pages or many events: more than the default 30 s on a slow machine.
		test.slow();
		const search = word( 'Paging' );
		for ( let index = 1; index <= 12; index++ ) {
			await listedEvent( {
				title: `${ search } N${ String( index ).padStart( 2, '0' ) }`,
				start_date: inDays( 40 - index ),
				end_date: inDays( 40 - index ),
			} );
		}
		const page = await openList( browser, 'eventmanager', search );
		await expect( page.locator( 'tbody tr' ) ).toHaveCount( 10 );
		await expect( summary( page ) ).toHaveText(
			'Showing 1 - 10 of 12 events'
		);
		const sizeSelect = page.getByRole( 'combobox', {
			name: 'Events per page',
		} );
		await expect( sizeSelect ).toHaveValue( '10' );
		await expect( sizeSelect.locator( 'option' ) ).toHaveText( [
			'10',
			'20',
			'50',
			'100',
		] );

		// (A page asked for before comes from the store without a request.)
		const toPage2 = async () => {
			await page.getByRole( 'button', { name: 'Next page' } ).click();
			await expect(
				page.getByRole( 'combobox', { name: 'Current page' } )
			).toHaveValue( '2' );
			await expect( summary( page ) ).toHaveText(
				'Showing 11 - 12 of 12 events'
			);
			await expect(
				page.locator( 'tbody tr .eventin-event-title' )
			).toHaveText( [ `${ search } N11`, `${ search } N12` ] );
		};

		await toPage2();
		let answered = listAnswer( page, 'events', {
			paged: '1',
			status: 'upcoming',
		} );
		await page
			.getByRole( 'combobox', { name: 'Status' } )
			.selectOption( 'upcoming' );
		await answered;
		await expect( summary( page ) ).toHaveText(
			'Showing 1 - 10 of 12 events'
		);
		await expect(
			page.getByRole( 'combobox', { name: 'Current page' } )
		).toHaveValue( '1' );

		await toPage2();
		answered = listAnswer( page, 'events', { paged: '1', per_page: '20' } );
		await sizeSelect.selectOption( '20' );
		await answered;
		await expect( page.locator( 'tbody tr' ) ).toHaveCount( 12 );
		await expect( summary( page ) ).toHaveText(
			'Showing 1 - 12 of 12 events'
		);
		await expect(
			page.getByRole( 'button', { name: 'Next page' } )
		).toHaveCount( 0 );

		await sizeSelect.selectOption( '10' );
		await expect( summary( page ) ).toHaveText(
			'Showing 1 - 10 of 12 events'
		);
		await toPage2();
		// Deleting the last row of the last page shows the page before.
		for ( const [ name, left ] of [
			[ 'N12', 'Showing 11 - 11 of 11 events' ],
			[ 'N11', 'Showing 1 - 10 of 10 events' ],
		] ) {
			const menu = await openMore( page, `${ search } ${ name }` );
			await menu.getByRole( 'menuitem', { name: 'Delete' } ).click();
			await page
				.getByRole( 'dialog', { name: 'Are you sure?' } )
				.getByRole( 'button', { name: 'Delete' } )
				.click();
			await expect( summary( page ) ).toHaveText( left );
		}
		await expect( page.locator( 'tbody tr' ) ).toHaveCount( 10 );
		await expect(
			page.getByRole( 'button', { name: 'Next page' } )
		).toHaveCount( 0 );
		await page.context().close();
	} );
} );

test.describe( 'selection and bulk delete', () => {
	test( 'selecting rows hides the filters and shows bulk delete until none is selected', async ( {
		browser,
	} ) => {
		const search = word( 'Select' );
		await listedEvent( { title: `${ search } One` } );
		await listedEvent( { title: `${ search } Two` } );
		const page = await openList( browser, 'eventmanager', search );
		const bulk = page.locator( '.eventin-event-list__bulk' );
		await expect( bulk ).toHaveCount( 0 );
		await expect(
			page.getByRole( 'combobox', { name: 'Status' } )
		).toBeVisible();

		await page
			.getByRole( 'checkbox', { name: `${ search } One`, exact: true } )
			.check();
		await expect( bulk ).toBeVisible();
		await expect( bulk ).toContainText( '1 Item selected' );
		await expect(
			bulk.getByRole( 'button', { name: 'Delete' } )
		).toBeVisible();
		await expect( searchBox( page ) ).toHaveCount( 0 );
		await expect(
			page.getByRole( 'combobox', { name: 'Status' } )
		).toHaveCount( 0 );
		await expect( dateField( page, 'From' ) ).toHaveCount( 0 );

		await page
			.getByRole( 'checkbox', { name: `${ search } Two`, exact: true } )
			.check();
		await expect( bulk ).toContainText( '2 Items selected' );

		await bulk.getByRole( 'button', { name: 'Cancel' } ).click();
		await expect( bulk ).toHaveCount( 0 );
		// The filters come back as they were.
		await expect( searchBox( page ) ).toHaveValue( search );
		await expect( page.locator( 'tbody tr' ) ).toHaveCount( 2 );
		await expect(
			page.getByRole( 'checkbox', {
				name: `${ search } One`,
				exact: true,
			} )
		).not.toBeChecked();
		await page.context().close();
	} );

	test( 'bulk delete asks "Are you sure?" and deletes the selected events', async ( {
		browser,
	} ) => {
		// Several pages or many events: more than the default 30 s on a slow machine.
		test.slow();
		const search = word( 'Bulk' );
		for ( const name of [ 'Keep', 'Drop1', 'Drop2' ] ) {
			await listedEvent( { title: `${ search } ${ name }` } );
		}
		const page = await openList( browser, 'eventmanager', search );
		for ( const name of [ 'Drop1', 'Drop2' ] ) {
			await page
				.getByRole( 'checkbox', {
					name: `${ search } ${ name }`,
					exact: true,
				} )
				.check();
		}
		const bulk = page.locator( '.eventin-event-list__bulk' );
		await bulk.getByRole( 'button', { name: 'Delete' } ).click();
		const dialog = page.getByRole( 'dialog', { name: 'Are you sure?' } );
		await expect( dialog ).toContainText(
			'Are you sure you want to delete these events?'
		);
		// Cancel keeps everything.
		await dialog.getByRole( 'button', { name: 'Cancel' } ).click();
		await expect( dialog ).toHaveCount( 0 );
		await expect( page.locator( 'tbody tr' ) ).toHaveCount( 3 );

		await bulk.getByRole( 'button', { name: 'Delete' } ).click();
		const deleted = page.waitForResponse( ( response ) =>
			isDelete( response.request() )
		);
		await dialog.getByRole( 'button', { name: 'Delete' } ).click();
		expect( ( await deleted ).status() ).toBe( 200 );
		const notice = toast( page, 'Successfully deleted the events!' );
		await expect( notice ).toBeVisible();
		await expectBottomRight( page, notice );
		await expect( dialog ).toHaveCount( 0 );
		await expect(
			page.locator( 'tbody tr .eventin-event-title' )
		).toHaveText( [ `${ search } Keep` ] );
		await expect( bulk ).toHaveCount( 0 );
		await expect( searchBox( page ) ).toHaveValue( search );
		expect(
			( await findEvents( search, 'trash' ) )
				.map( ( event ) => event.title )
				.sort()
		).toEqual( [ `${ search } Drop1`, `${ search } Drop2` ] );

		// One event: the singular texts.
		await page
			.getByRole( 'checkbox', { name: `${ search } Keep`, exact: true } )
			.check();
		await bulk.getByRole( 'button', { name: 'Delete' } ).click();
		await expect( dialog ).toContainText(
			'Are you sure you want to delete this event?'
		);
		await dialog.getByRole( 'button', { name: 'Delete' } ).click();
		await expect(
			toast( page, 'Successfully deleted the event!' )
		).toBeVisible();
		await expect(
			page.getByText( 'No events match these filters.' )
		).toBeVisible();
		await page.context().close();
	} );
} );

test.describe( 'row actions', () => {
	const PREVIEW = 'Preview (opens in a new tab)';

	test( 'an event manager sees Edit and a More menu without Scan Ticket, Bookings or Attendee list', async ( {
		browser,
	} ) => {
		const title = word( 'Manager' );
		const event = await listedEvent( { title } );
		const page = await openList( browser, 'eventmanager', title );
		const actions = row( page, title ).getByRole( 'group', {
			name: `Actions for “${ title }”`,
		} );
		await expect( actions.getByRole( 'link' ) ).toHaveText( [ 'Edit' ] );
		const menu = await openMore( page, title );
		await expect( menu.getByRole( 'menuitem' ) ).toHaveText( [
			PREVIEW,
			'Clone',
			'Get Script',
			'Delete',
		] );
		await page.keyboard.press( 'Escape' );
		await expect( menu ).toHaveCount( 0 );
		await actions.getByRole( 'link', { name: 'Edit' } ).click();
		await expect( page ).toHaveURL(
			new RegExp( `#/events/create/${ event.id }/basic$` )
		);
		await page.context().close();
	} );

	test( 'front desk (QR scan, attendees, orders) sees Scan Ticket, Bookings, Attendee list and Purchase Report', async ( {
		browser,
	} ) => {
		const title = word( 'Desk' );
		const event = await listedEvent( { title } );
		// (An administrator's full menu is a unit test: event-list.test.tsx, every permission.)
		const page = await openList( browser, 'frontdesk', title );
		const actions = row( page, title ).getByRole( 'group', {
			name: `Actions for “${ title }”`,
		} );
		await expect( actions.getByRole( 'link' ) ).toHaveText( [
			'Edit',
			'Scan Ticket',
		] );
		await expect(
			actions.getByRole( 'link', { name: 'Scan Ticket' } )
		).toHaveAttribute(
			'href',
			`#/attendees/event/${ event.id }?scanner=1`
		);
		const menu = await openMore( page, title );
		await expect( menu.getByRole( 'menuitem' ) ).toHaveText( [
			PREVIEW,
			'Bookings',
			'Attendee list',
			'Clone',
			'Purchase Report',
			'Scan Ticket',
			'Get Script',
			'Delete',
		] );
		await page.context().close();
	} );

	test( 'Preview opens the event link in a new tab', async ( {
		browser,
	} ) => {
		const title = word( 'Preview' );
		const event = await listedEvent( { title } );
		const page = await openList( browser, 'eventmanager', title );
		const menu = await openMore( page, title );
		const popup = page.waitForEvent( 'popup' );
		await menu.getByRole( 'menuitem', { name: PREVIEW } ).click();
		const tab = await popup;
		await tab.waitForLoadState();
		expect( tab.url() ).toBe( event.link );
		await expect( page ).toHaveURL( /#\/events$/ );
		await page.context().close();
	} );

	test( 'Clone shows "Successfully cloned the event!" and the copy appears', async ( {
		browser,
	} ) => {
		const title = word( 'Clone' );
		await listedEvent( { title } );
		const page = await openList( browser, 'eventmanager', title );
		const menu = await openMore( page, title );
		await menu.getByRole( 'menuitem', { name: 'Clone' } ).click();
		const notice = toast( page, 'Successfully cloned the event!' );
		await expect( notice ).toBeVisible();
		await expectBottomRight( page, notice );
		const copy = row( page, `${ title } (Copy)` );
		await expect( copy ).toBeVisible();
		await expect( copy.locator( '.eventin-status-tag' ) ).toHaveText(
			'Draft'
		);
		await expect( row( page, title ) ).toBeVisible();
		await expect( summary( page ) ).toHaveText(
			'Showing 1 - 2 of 2 events'
		);
		await page.context().close();
	} );

	test( 'Delete asks "Are you sure?" and removes the event with "Successfully deleted the event!"', async ( {
		browser,
	} ) => {
		const search = word( 'Remove' );
		await listedEvent( { title: `${ search } Stay` } );
		const gone = await listedEvent( { title: `${ search } Gone` } );
		const page = await openList( browser, 'eventmanager', search );
		let menu = await openMore( page, `${ search } Gone` );
		await menu.getByRole( 'menuitem', { name: 'Delete' } ).click();
		const dialog = page.getByRole( 'dialog', { name: 'Are you sure?' } );
		await expect( dialog ).toContainText(
			'Are you sure you want to delete this event?'
		);
		await dialog.getByRole( 'button', { name: 'Cancel' } ).click();
		await expect( dialog ).toHaveCount( 0 );
		await expect( page.locator( 'tbody tr' ) ).toHaveCount( 2 );

		menu = await openMore( page, `${ search } Gone` );
		await menu.getByRole( 'menuitem', { name: 'Delete' } ).click();
		await dialog.getByRole( 'button', { name: 'Delete' } ).click();
		const notice = toast( page, 'Successfully deleted the event!' );
		await expect( notice ).toBeVisible();
		await expectBottomRight( page, notice );
		await expect(
			page.locator( 'tbody tr .eventin-event-title' )
		).toHaveText( [ `${ search } Stay` ] );
		expect(
			( await findEvents( search, 'trash' ) ).map( ( event ) => event.id )
		).toEqual( [ gone.id ] );
		await page.context().close();
	} );

	test( 'Get Script opens a modal with the embed script and copies it', async ( {
		browser,
	} ) => {
		const title = word( 'Script' );
		await listedEvent( { title } );
		const page = await openList( browser, 'eventmanager', title );
		await page
			.context()
			.grantPermissions( [ 'clipboard-read', 'clipboard-write' ] );
		const menu = await openMore( page, title );
		await menu.getByRole( 'menuitem', { name: 'Get Script' } ).click();
		const dialog = page.getByRole( 'dialog', { name: 'Get Script' } );
		await expect( dialog ).toBeVisible();
		// The event card widget's script (embed.spec.ts shows it on other sites).
		const field = dialog.getByLabel( 'Embed script' );
		await expect( field ).toHaveValue(
			new RegExp(
				`^<script src="${ process.env.EVENTIN_TEST_URL }/eventin-external-script\\?id=\\d+"></script>$`
			)
		);
		const script = await field.inputValue();
		await screenshot( page, 'get-script' );
		await dialog.getByRole( 'button', { name: 'Copy' } ).click();
		await expect( dialog.getByText( 'Copied!' ) ).toBeVisible();
		expect(
			await page.evaluate( () => navigator.clipboard.readText() )
		).toBe( script );
		await page.keyboard.press( 'Escape' );
		await expect( dialog ).toHaveCount( 0 );
		await expect(
			page.getByRole( 'button', {
				name: `More actions for “${ title }”`,
			} )
		).toBeFocused();

		// Asked again, the same event gets the same script.
		await (
			await openMore( page, title )
		)
			.getByRole( 'menuitem', { name: 'Get Script' } )
			.click();
		await expect( dialog.getByLabel( 'Embed script' ) ).toHaveValue(
			script
		);
		await page.context().close();
	} );
} );

test( '/events/empty: its texts and Create Event', async ( { browser } ) => {
	const page = await openAs( browser, 'eventmanager', '/events/empty' );
	await expect(
		page.getByRole( 'heading', { name: 'No events yet' } )
	).toBeVisible();
	await expect(
		page.getByText(
			'Create your first event: set its date and place, add tickets, speakers and a schedule, then publish it when it is ready.'
		)
	).toBeVisible();
	await screenshot( page, 'empty' );
	await page.getByRole( 'link', { name: 'Create Event' } ).click();
	await expect( page ).toHaveURL( /#\/events\/create$/ );
	await page.context().close();
} );

test( 'screenshots of the list, its selection and its menu', async ( {
	browser,
} ) => {
	// Several pages or many events: more than the default 30 s on a slow machine.
	test.slow();
	const search = word( 'Shots' );
	const concert = await listedEvent( {
		title: `${ search } Summer concert in the park with a rather long title that has to wrap somewhere`,
		start_date: inDays( 12 ),
		end_date: inDays( 12 ),
		location: {
			type: 'venue',
			venue: 'City Park',
			address: { address: '1 Park Avenue, Springfield' },
			online_link: '',
		},
		tickets: [ { name: 'Standard', price: '10.00', capacity: 40 } ],
	} );
	sellTickets( concert.tickets[ 0 ].id, 25 );
	await listedEvent( {
		title: `${ search } Live stream`,
		start_date: inDays( -1 ),
		end_date: inDays( 1 ),
		location: { type: 'online', online_link: '' },
		tickets: [ { name: 'Free', price: '0', capacity: -1 } ],
	} );
	await listedEvent( {
		title: `${ search } Workshop`,
		start_date: inDays( 3 ),
		end_date: inDays( 3 ),
		recurring_enabled: 'yes',
		recurrence: {
			frequency: 'daily',
			interval: 1,
			weekdays: [],
			monthly_by: 'date',
			ends: 'after',
			until: '',
			count: 2,
		},
	} );
	await listedEvent( {
		title: `${ search } Last year`,
		start_date: inDays( -300 ),
		end_date: inDays( -300 ),
	} );
	await listedEvent( {
		title: `${ search } Idea`,
		status: 'draft',
	} );
	const page = await openList( browser, 'admin', search );
	await expect( page.locator( 'tbody tr' ) ).toHaveCount( 6 );
	await screenshot( page, 'rows' );

	await page
		.getByRole( 'checkbox', { name: `${ search } Idea`, exact: true } )
		.check();
	await expect( page.locator( '.eventin-event-list__bulk' ) ).toBeVisible();
	await screenshot( page, 'selected' );
	await page
		.locator( '.eventin-event-list__bulk' )
		.getByRole( 'button', { name: 'Cancel' } )
		.click();

	await openMore( page, `${ search } Idea` );
	await screenshot( page, 'menu' );
	await page.keyboard.press( 'Escape' );

	await screenshot( page, 'narrow', { width: 900 } );
	await screenshot( page, 'mobile', { width: 600 } );
	await page.context().close();
} );
