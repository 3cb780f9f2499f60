/**
 * The event editor: creating an event, each sub-page saving and still showing its values after a
 * reload, client and server errors by the fields, the unsaved-changes guard, a missing event,
 * access, the keyboard, and the banner's media library. Screenshots of every sub-page go to
 * shots/ beside this run's results.
 */
import fs from 'node:fs';
import type { Browser, Locator, Page, Response } from '@playwright/test';

import {
	createEvent,
	inDays,
	openAs,
	rest,
	screenshot,
	test,
	unique,
	users,
	expect,
	expectBottomRight,
} from './fixtures';

const fixturesFile = process.env.EVENTIN_TEST_FIXTURES as string;
/** The schedule bin/php/test-fixtures.php makes ('Opening Day Program'). */
const schedule: { id: number; title: string } = JSON.parse(
	fs.readFileSync( fixturesFile, 'utf8' )
).schedule;

const HEADINGS = {
	basic: 'Basic info',
	location: 'Location',
	tickets: 'Tickets',
	recurrence: 'Recurrence',
	people: 'Speakers and organizers',
	schedule: 'Schedule',
	rsvp: 'RSVP',
	certificate: 'Certificate',
} as const;
type Slug = keyof typeof HEADINGS;

/**
 * A date moved by whole days.
 * @param date 'YYYY-MM-DD'.
 * @param days
 */
function addDays( date: string, days: number ): string {
	return new Date( Date.parse( `${ date }T00:00:00Z` ) + days * 86_400_000 )
		.toISOString()
		.slice( 0, 10 );
}

/** The first Monday at least two weeks ahead. */
function nextMonday(): string {
	let date = inDays( 14 );
	while ( new Date( `${ date }T00:00:00Z` ).getUTCDay() !== 1 ) {
		date = addDays( date, 1 );
	}
	return date;
}

/**
 * An event made over REST (a draft, 10:00 to 12:00 UTC, three weeks ahead).
 * @param fields Fields to send instead of the defaults.
 */
const draftEvent = ( fields: Record< string, unknown > = {} ) =>
	createEvent( {
		title: unique( 'Editor Event' ),
		start_date: inDays( 21 ),
		end_date: inDays( 21 ),
		start_time: '10:00',
		end_time: '12:00',
		...fields,
	} );

async function getEvent( id: number ) {
	const { status, body } = await rest( 'admin', 'GET', `events/${ id }` );
	expect( status ).toBe( 200 );
	return body;
}

function heading( page: Page, slug: Slug ): Locator {
	return page.getByRole( 'heading', { name: HEADINGS[ slug ], level: 2 } );
}

/**
 * Opens a sub-page of an event's editor and waits for its form.
 * @param browser
 * @param id
 * @param slug
 * @param login
 */
async function openEditor(
	browser: Browser,
	id: number,
	slug: Slug,
	login = 'admin'
): Promise< Page > {
	const page = await openAs(
		browser,
		login,
		`/events/create/${ id }/${ slug }`
	);
	await expect( heading( page, slug ) ).toBeVisible();
	return page;
}

/**
 * Reloads the page (the form must have no unsaved changes) and waits for the sub-page's form.
 * @param page
 * @param slug
 */
async function reload( page: Page, slug: Slug ) {
	await page.reload();
	await expect( heading( page, slug ) ).toBeVisible();
}

function isSaveOf( id: number ) {
	return ( response: Response ) =>
		response.request().method() !== 'GET' &&
		new RegExp( `/eventin/v2/events/${ id }(\\?|$)` ).test(
			decodeURIComponent( response.url() )
		);
}

/**
 * Clicks Save and waits for the update request's answer.
 * @param page
 * @param id
 */
async function save( page: Page, id: number ): Promise< Response > {
	const [ response ] = await Promise.all( [
		page.waitForResponse( isSaveOf( id ) ),
		page.getByRole( 'button', { name: 'Save', exact: true } ).click(),
	] );
	return response;
}

/**
 * Clicks Save, waits for a 200 and the 'Event saved.' notification.
 * @param page
 * @param id
 */
async function saveOk( page: Page, id: number ) {
	const response = await save( page, id );
	expect( response.status() ).toBe( 200 );
	await expect(
		notifications( page ).getByText( 'Event saved.' ).last()
	).toBeVisible();
}

function notifications( page: Page ): Locator {
	return page.getByRole( 'region', { name: 'Notifications' } );
}

/**
 * Counts the requests that would save an event, to show a client error sends nothing.
 * @param page
 */
function countSaves( page: Page ): { count: number } {
	const seen = { count: 0 };
	page.on( 'request', ( request ) => {
		if (
			request.method() !== 'GET' &&
			/\/eventin\/v2\/events/.test( decodeURIComponent( request.url() ) )
		) {
			seen.count++;
		}
	} );
	return seen;
}

/**
 * The app (texts are looked up here: Notices are also read out through a live region outside it).
 * @param page
 */
function app( page: Page ): Locator {
	return page.locator( '#eventin-dashboard' );
}

function sidebar( page: Page ): Locator {
	return page.getByRole( 'navigation', { name: 'Event settings' } );
}

test.describe( 'creating an event', () => {
	test( 'field messages by the fields, then "Event created." and the editor of the new event', async ( {
		browser,
	} ) => {
		const category = (
			await rest( 'admin', 'POST', 'event/categories', {
				name: unique( 'Launch Category' ),
			} )
		).body;
		const tag = (
			await rest( 'admin', 'POST', 'event/tags', {
				name: unique( 'Launch Tag' ),
			} )
		).body;
		const page = await openAs( browser, 'admin', '/events/create' );
		await expect( heading( page, 'basic' ) ).toBeVisible();
		await expect(
			page.getByRole( 'heading', { name: 'Add New Event', level: 1 } )
		).toBeVisible();
		await expect(
			app( page ).getByText(
				'Save the basic info first; the other settings follow.'
			)
		).toBeVisible();
		// Until it is saved, only the Basic info is there: no links to other sub-pages.
		await expect( sidebar( page ).getByRole( 'link' ) ).toHaveCount( 0 );
		const saves = countSaves( page );

		const title = page.getByLabel( 'Title' );
		await page.getByRole( 'button', { name: 'Save', exact: true } ).click();
		await expect( title ).toHaveAccessibleDescription(
			'Please enter the event title.'
		);
		await expect( title ).toHaveAttribute( 'aria-invalid', 'true' );
		await expect( title ).toBeFocused();

		const name = unique( 'Launch Party' );
		await title.fill( name );
		await expect( title ).not.toHaveAttribute( 'aria-invalid', 'true' );
		await page.getByLabel( 'Start date' ).fill( inDays( 10 ) );
		await page.getByLabel( 'End date' ).fill( inDays( 9 ) );
		await page.getByRole( 'button', { name: 'Save', exact: true } ).click();
		const endDate = page.getByLabel( 'End date' );
		await expect( endDate ).toHaveAccessibleDescription(
			'The event must end after it starts.'
		);
		await expect( endDate ).toBeFocused();
		expect( saves.count ).toBe( 0 );
		await screenshot( page, 'create-errors', { fromTop: true } );

		await endDate.fill( inDays( 10 ) );
		await page.getByLabel( 'Start time' ).fill( '18:00' );
		await page.getByLabel( 'End time' ).fill( '22:30' );
		await page.getByRole( 'checkbox', { name: category.name } ).check();
		await page.getByRole( 'checkbox', { name: tag.name } ).check();
		const [ response ] = await Promise.all( [
			page.waitForResponse(
				( r ) =>
					r.request().method() === 'POST' &&
					/\/eventin\/v2\/events(\?|$)/.test(
						decodeURIComponent( r.url() )
					)
			),
			page.getByRole( 'button', { name: 'Save', exact: true } ).click(),
		] );
		expect( response.status() ).toBe( 201 );
		const notice = notifications( page ).getByText( 'Event created.' );
		await expect( notice ).toBeVisible();
		await expectBottomRight( page, notice );

		await expect( page ).toHaveURL( /#\/events\/create\/\d+\/basic$/ );
		const id = Number( /create\/(\d+)\/basic$/.exec( page.url() )?.[ 1 ] );
		expect( id ).toBe( ( await response.json() ).id );
		await expect(
			page.getByRole( 'heading', { name: 'Edit Event', level: 1 } )
		).toBeVisible();
		await expect( page.getByLabel( 'Title' ) ).toHaveValue( name );
		await expect(
			sidebar( page ).getByRole( 'link', { name: 'Location' } )
		).toBeVisible();

		const saved = await getEvent( id );
		expect( saved ).toMatchObject( {
			id,
			title: name,
			status: 'draft',
			start_date: inDays( 10 ),
			end_date: inDays( 10 ),
			start_time: '18:00',
			end_time: '22:30',
			parent: 0,
			categories: [ category.id ],
			tags: [ tag.id ],
		} );
		await page.context().close();
	} );

	test( 'an event without a category or tag saves while the site has some', async ( {
		browser,
	} ) => {
		await rest( 'admin', 'POST', 'event/categories', {
			name: unique( 'Unused Category' ),
		} );
		await rest( 'admin', 'POST', 'event/tags', {
			name: unique( 'Unused Tag' ),
		} );
		const page = await openAs( browser, 'admin', '/events/create' );
		await page.getByLabel( 'Title' ).fill( unique( 'No Terms' ) );
		await page.getByRole( 'button', { name: 'Save', exact: true } ).click();
		await expect(
			notifications( page ).getByText( 'Event created.' )
		).toBeVisible();
		await expect( page ).toHaveURL( /#\/events\/create\/\d+\/basic$/ );
		await page.context().close();
	} );
} );

test.describe( 'each sub-page keeps its values after a reload', () => {
	test( 'Basic info: title, description, dates, times, timezone, status, category and tag', async ( {
		browser,
	} ) => {
		const category = (
			await rest( 'admin', 'POST', 'event/categories', {
				name: unique( 'Editor Category' ),
			} )
		).body;
		const tag = (
			await rest( 'admin', 'POST', 'event/tags', {
				name: unique( 'Editor Tag' ),
			} )
		).body;
		const event = await draftEvent();
		const page = await openEditor( browser, event.id, 'basic' );
		await expect(
			page.locator( '.eventin-event-editor__event-title' )
		).toHaveText( event.title );

		const title = unique( 'Harbour Jazz Night' );
		await page.getByLabel( 'Title' ).fill( title );
		await page
			.getByLabel( 'Description' )
			.fill( 'Three bands on the pier.' );
		await page.getByLabel( 'Start date' ).fill( inDays( 30 ) );
		await page.getByLabel( 'Start time' ).fill( '19:30' );
		await page.getByLabel( 'End date' ).fill( inDays( 31 ) );
		await page.getByLabel( 'End time' ).fill( '01:15' );
		const timezone = page.getByRole( 'combobox', { name: 'Timezone' } );
		await timezone.fill( 'Tokyo' );
		await page.getByRole( 'option', { name: 'Asia/Tokyo' } ).click();
		await expect( timezone ).toHaveValue( 'Asia/Tokyo' );
		await page.getByRole( 'radio', { name: 'Published' } ).check();
		await page.getByRole( 'checkbox', { name: category.name } ).check();
		await page.getByRole( 'checkbox', { name: tag.name } ).check();
		await saveOk( page, event.id );
		await expect(
			page.locator( '.eventin-event-editor__event-title' )
		).toHaveText( title );

		await reload( page, 'basic' );
		await expect( page.getByLabel( 'Title' ) ).toHaveValue( title );
		await expect( page.getByLabel( 'Description' ) ).toHaveValue(
			'Three bands on the pier.'
		);
		await expect( page.getByLabel( 'Start date' ) ).toHaveValue(
			inDays( 30 )
		);
		await expect( page.getByLabel( 'Start time' ) ).toHaveValue( '19:30' );
		await expect( page.getByLabel( 'End date' ) ).toHaveValue(
			inDays( 31 )
		);
		await expect( page.getByLabel( 'End time' ) ).toHaveValue( '01:15' );
		await expect(
			page.getByRole( 'combobox', { name: 'Timezone' } )
		).toHaveValue( 'Asia/Tokyo' );
		await expect(
			page.getByRole( 'radio', { name: 'Published' } )
		).toBeChecked();
		await expect(
			page.getByRole( 'checkbox', { name: category.name } )
		).toBeChecked();
		await expect(
			page.getByRole( 'checkbox', { name: tag.name } )
		).toBeChecked();

		expect( await getEvent( event.id ) ).toMatchObject( {
			title,
			description: 'Three bands on the pier.',
			start_date: inDays( 30 ),
			start_time: '19:30',
			end_date: inDays( 31 ),
			end_time: '01:15',
			timezone: 'Asia/Tokyo',
			utc_offset: '+09:00',
			status: 'publish',
			categories: [ category.id ],
			tags: [ tag.id ],
		} );
		await screenshot( page, 'basic', { fromTop: true } );
		await page.context().close();
	} );

	test( 'Location: venue and address, a bad online link, hybrid, then Remove location', async ( {
		browser,
	} ) => {
		const event = await draftEvent();
		const page = await openEditor( browser, event.id, 'location' );
		await expect(
			page.getByRole( 'radio', { name: 'Venue' } )
		).toBeChecked();
		await expect(
			page.getByRole( 'button', { name: 'Remove location' } )
		).toHaveCount( 0 );

		await page.getByLabel( 'Venue name' ).fill( 'Town Hall' );
		await page.getByLabel( 'Address' ).fill( '1 Main Street, Springfield' );
		await saveOk( page, event.id );
		await reload( page, 'location' );
		await expect(
			page.getByRole( 'radio', { name: 'Venue' } )
		).toBeChecked();
		await expect( page.getByLabel( 'Venue name' ) ).toHaveValue(
			'Town Hall'
		);
		await expect( page.getByLabel( 'Address' ) ).toHaveValue(
			'1 Main Street, Springfield'
		);
		expect( ( await getEvent( event.id ) ).location ).toEqual( {
			type: 'venue',
			venue: 'Town Hall',
			address: { address: '1 Main Street, Springfield' },
			online_link: '',
		} );

		const saves = countSaves( page );
		await page.getByRole( 'radio', { name: 'Hybrid' } ).check();
		const link = page.getByLabel( 'Online link' );
		await link.fill( 'meet.example.com/room' );
		await page.getByRole( 'button', { name: 'Save', exact: true } ).click();
		await expect( link ).toHaveAccessibleDescription(
			'Please enter a valid link starting with http:// or https://.'
		);
		await expect( link ).toBeFocused();
		expect( saves.count ).toBe( 0 );

		await link.fill( 'https://meet.example.com/room' );
		await expect( link ).toHaveAccessibleDescription(
			'e.g. https://meet.example.com/room'
		);
		await saveOk( page, event.id );
		await reload( page, 'location' );
		await expect(
			page.getByRole( 'radio', { name: 'Hybrid' } )
		).toBeChecked();
		await expect( page.getByLabel( 'Venue name' ) ).toHaveValue(
			'Town Hall'
		);
		await expect( page.getByLabel( 'Online link' ) ).toHaveValue(
			'https://meet.example.com/room'
		);
		await screenshot( page, 'location', { fromTop: true } );

		await Promise.all( [
			page.waitForResponse( isSaveOf( event.id ) ),
			page.getByRole( 'button', { name: 'Remove location' } ).click(),
		] );
		await expect(
			notifications( page ).getByText( 'Location removed.' )
		).toBeVisible();
		expect( ( await getEvent( event.id ) ).location ).toBeNull();
		await expect(
			page.getByRole( 'button', { name: 'Remove location' } )
		).toHaveCount( 0 );
		await reload( page, 'location' );
		await expect(
			page.getByRole( 'radio', { name: 'Venue' } )
		).toBeChecked();
		await expect( page.getByLabel( 'Venue name' ) ).toHaveValue( '' );
		await expect( page.getByLabel( 'Address' ) ).toHaveValue( '' );
		await page.context().close();
	} );

	test( 'Tickets: two ticket types, one unlimited, the totals, a missing name, then removing one', async ( {
		browser,
	} ) => {
		const event = await draftEvent();
		const page = await openEditor( browser, event.id, 'tickets' );
		await expect(
			app( page ).getByText( 'No ticket types yet.' )
		).toBeVisible();
		await expect(
			app( page ).getByText( 'Total tickets: 0' )
		).toBeVisible();

		const addButton = page.getByRole( 'button', {
			name: 'Add ticket type',
		} );
		await addButton.click();
		await addButton.click();
		const first = page.getByRole( 'group', { name: 'Ticket type 1' } );
		const second = page.getByRole( 'group', { name: 'Ticket type 2' } );
		await first.getByLabel( 'Ticket name' ).fill( 'General' );
		await first.getByLabel( 'Price' ).fill( '25' );
		await first.getByRole( 'checkbox', { name: 'Unlimited' } ).uncheck();
		await first.getByLabel( 'Capacity' ).fill( '100' );
		await expect(
			second.getByRole( 'checkbox', { name: 'Unlimited' } )
		).toBeChecked();
		await expect( second.getByLabel( 'Capacity' ) ).toBeDisabled();
		// A sale window that ends before it starts.
		const saleStart = first.getByLabel( 'Sale starts' );
		const saleEnd = first.getByLabel( 'Sale ends' );
		await saleStart.fill( `${ inDays( 2 ) }T09:00` );
		await saleEnd.fill( `${ inDays( 1 ) }T18:00` );

		const saves = countSaves( page );
		await page.getByRole( 'button', { name: 'Save', exact: true } ).click();
		await expect( saleEnd ).toHaveAccessibleDescription(
			'The sale must end after it starts.'
		);
		await expect( saleEnd ).toBeFocused();
		const secondName = second.getByLabel( 'Ticket name' );
		await expect( secondName ).toHaveAccessibleDescription(
			'Please enter the ticket name.'
		);
		await expect( first.getByLabel( 'Ticket name' ) ).not.toHaveAttribute(
			'aria-invalid',
			'true'
		);
		expect( saves.count ).toBe( 0 );
		await screenshot( page, 'tickets-errors', { fromTop: true } );

		await saleEnd.fill( `${ inDays( 20 ) }T18:00` );
		await secondName.fill( 'VIP' );
		await second.getByLabel( 'Price' ).fill( '80' );
		await saveOk( page, event.id );
		await expect(
			app( page ).getByText( 'Total tickets: Unlimited' )
		).toBeVisible();

		await reload( page, 'tickets' );
		await expect( first.getByLabel( 'Ticket name' ) ).toHaveValue(
			'General'
		);
		await expect( first.getByLabel( 'Price' ) ).toHaveValue( '25.00' );
		await expect( first.getByLabel( 'Capacity' ) ).toHaveValue( '100' );
		await expect( saleStart ).toHaveValue( `${ inDays( 2 ) }T09:00` );
		await expect( saleEnd ).toHaveValue( `${ inDays( 20 ) }T18:00` );
		await expect(
			first.getByRole( 'checkbox', { name: 'Unlimited' } )
		).not.toBeChecked();
		await expect( second.getByLabel( 'Ticket name' ) ).toHaveValue( 'VIP' );
		await expect( second.getByLabel( 'Price' ) ).toHaveValue( '80.00' );
		await expect(
			second.getByRole( 'checkbox', { name: 'Unlimited' } )
		).toBeChecked();
		await expect(
			app( page ).getByText( 'Total tickets: Unlimited' )
		).toBeVisible();
		await expect(
			page.locator( '.eventin-tickets__totals' ).getByText( 'Sold: 0' )
		).toBeVisible();
		const saved = await getEvent( event.id );
		expect( saved.total_ticket ).toBe( -1 );
		expect( saved.tickets ).toEqual( [
			expect.objectContaining( {
				name: 'General',
				price: '25.00',
				capacity: 100,
				sale_start: `${ inDays( 2 ) } 09:00`,
				sale_end: `${ inDays( 20 ) } 18:00`,
				sold: 0,
			} ),
			expect.objectContaining( {
				name: 'VIP',
				price: '80.00',
				capacity: -1,
				sold: 0,
			} ),
		] );
		await screenshot( page, 'tickets', { fromTop: true } );

		// Nothing is sold (selling is not possible here), so either type can go.
		await second
			.getByRole( 'button', { name: 'Remove ticket type' } )
			.click();
		await expect( second ).toHaveCount( 0 );
		await saveOk( page, event.id );
		await expect(
			app( page ).getByText( 'Total tickets: 100' )
		).toBeVisible();
		await reload( page, 'tickets' );
		await expect(
			page.getByRole( 'group', { name: /^Ticket type/ } )
		).toHaveCount( 1 );
		await expect( first.getByLabel( 'Ticket name' ) ).toHaveValue(
			'General'
		);
		await expect(
			app( page ).getByText( 'Total tickets: 100' )
		).toBeVisible();
		const after = await getEvent( event.id );
		expect( after.total_ticket ).toBe( 100 );
		expect( after.tickets ).toHaveLength( 1 );
		await page.context().close();
	} );

	test( 'Recurrence: weekly on Monday and Thursday, ending after 3; the children are listed with their parent', async ( {
		browser,
	} ) => {
		const monday = nextMonday();
		const event = await draftEvent( {
			title: unique( 'Weekly Yoga' ),
			start_date: monday,
			end_date: monday,
		} );
		const page = await openEditor( browser, event.id, 'recurrence' );
		const repeat = page.getByRole( 'checkbox', {
			name: 'Repeat this event',
		} );
		await expect( repeat ).not.toBeChecked();
		await repeat.check();
		await expect(
			app( page ).getByText(
				'Saving regenerates the future occurrences of this event. Occurrences that have ticket sales are kept as they are.'
			)
		).toBeVisible();
		await expect( page.getByLabel( 'Repeats' ) ).toHaveValue( 'weekly' );
		const weekdays = page.getByRole( 'group', { name: 'Repeat on' } );
		// The start's weekday comes checked.
		await expect(
			weekdays.getByRole( 'checkbox', { name: 'Monday' } )
		).toBeChecked();
		// Client checks: a weekday, and 2 occurrences or more (the event is the first).
		const saves = countSaves( page );
		await weekdays.getByRole( 'checkbox', { name: 'Monday' } ).uncheck();
		const count = page.getByLabel( 'Number of occurrences', {
			exact: true,
		} );
		await count.fill( '1' );
		await page.getByRole( 'button', { name: 'Save', exact: true } ).click();
		await expect( weekdays ).toHaveAccessibleDescription(
			'Please choose at least one day.'
		);
		await expect(
			weekdays.getByRole( 'checkbox', { name: 'Monday' } )
		).toBeFocused();
		await expect( count ).toHaveAccessibleDescription(
			'Please enter a whole number of 2 or more.'
		);
		expect( saves.count ).toBe( 0 );
		await screenshot( page, 'recurrence-errors', { fromTop: true } );

		await weekdays.getByRole( 'checkbox', { name: 'Monday' } ).check();
		await weekdays.getByRole( 'checkbox', { name: 'Thursday' } ).check();
		await expect(
			page.getByRole( 'radio', { name: 'After a number of occurrences' } )
		).toBeChecked();
		await count.fill( '3' );
		await expect( count ).toHaveAccessibleDescription(
			'This event counts as the first.'
		);
		await saveOk( page, event.id );

		const search = event.title.split( ' ' ).pop() as string;
		const list = (
			await rest(
				'admin',
				'GET',
				`events?per_page=100&search_keyword=${ encodeURIComponent(
					search
				) }`
			)
		).body;
		const children = (
			list.items as Array< {
				id: number;
				parent: number;
				start_date: string;
			} >
		 )
			.filter( ( item ) => item.parent === event.id )
			.sort( ( a, b ) => a.start_date.localeCompare( b.start_date ) );
		expect( children.map( ( child ) => child.start_date ) ).toEqual( [
			addDays( monday, 3 ),
			addDays( monday, 7 ),
		] );
		expect( await getEvent( event.id ) ).toMatchObject( {
			parent: 0,
			recurring_enabled: 'yes',
			recurrence: {
				frequency: 'weekly',
				interval: 1,
				weekdays: [ 1, 4 ],
				ends: 'after',
				count: 3,
			},
		} );

		await reload( page, 'recurrence' );
		await expect( repeat ).toBeChecked();
		await expect( page.getByLabel( 'Repeats' ) ).toHaveValue( 'weekly' );
		for ( const day of [ 'Monday', 'Thursday' ] ) {
			await expect(
				weekdays.getByRole( 'checkbox', { name: day } )
			).toBeChecked();
		}
		for ( const day of [
			'Tuesday',
			'Wednesday',
			'Friday',
			'Saturday',
			'Sunday',
		] ) {
			await expect(
				weekdays.getByRole( 'checkbox', { name: day } )
			).not.toBeChecked();
		}
		await expect(
			page.getByLabel( 'Number of occurrences', { exact: true } )
		).toHaveValue( '3' );
		await screenshot( page, 'recurrence', { fromTop: true } );

		// An occurrence has no recurrence of its own: it points to its parent's.
		await page.goto(
			`/wp-admin/admin.php?page=eventin#/events/create/${ children[ 0 ].id }/recurrence`
		);
		await expect(
			app( page ).getByText(
				'This event is one occurrence of a recurring event. Its recurrence is set on the parent event.'
			)
		).toBeVisible();
		await expect(
			page.getByRole( 'checkbox', { name: 'Repeat this event' } )
		).toHaveCount( 0 );
		await page
			.getByRole( 'link', { name: 'Edit the parent event’s recurrence' } )
			.click();
		await expect( page ).toHaveURL(
			new RegExp( `/events/create/${ event.id }/recurrence$` )
		);
		await expect( repeat ).toBeChecked();
		await page.context().close();
	} );

	test( 'Speakers and organizers: users with those roles', async ( {
		browser,
	} ) => {
		const event = await draftEvent();
		const page = await openEditor( browser, event.id, 'people' );
		const speakers = page.getByRole( 'group', { name: 'Speakers' } );
		const organizers = page.getByRole( 'group', { name: 'Organizers' } );
		await speakers.getByRole( 'checkbox', { name: 'Sam Speaker' } ).check();
		await organizers
			.getByRole( 'checkbox', { name: 'Olga Organizer' } )
			.check();
		// Each list holds only its role.
		await expect(
			speakers.getByRole( 'checkbox', { name: 'Olga Organizer' } )
		).toHaveCount( 0 );
		await expect(
			organizers.getByRole( 'checkbox', { name: 'Sam Speaker' } )
		).toHaveCount( 0 );
		await saveOk( page, event.id );

		await reload( page, 'people' );
		await expect(
			speakers.getByRole( 'checkbox', { name: 'Sam Speaker' } )
		).toBeChecked();
		await expect(
			organizers.getByRole( 'checkbox', { name: 'Olga Organizer' } )
		).toBeChecked();
		// A search that finds nobody keeps the chosen ones.
		await speakers
			.getByLabel( 'Search speakers' )
			.fill( 'nobody-by-this-name' );
		await expect(
			speakers.getByRole( 'checkbox', { name: 'Sam Speaker' } )
		).toBeChecked();
		expect( await getEvent( event.id ) ).toMatchObject( {
			speakers: [ users.speaker1.id ],
			organizers: [ users.organizer1.id ],
		} );
		await speakers.getByLabel( 'Search speakers' ).fill( '' );
		await screenshot( page, 'people', { fromTop: true } );
		await page.context().close();
	} );

	test( 'Schedule: the schedules attached to the event', async ( {
		browser,
	} ) => {
		const event = await draftEvent();
		const page = await openEditor( browser, event.id, 'schedule' );
		const box = page.getByRole( 'checkbox', { name: schedule.title } );
		await expect( box ).not.toBeChecked();
		await box.check();
		await saveOk( page, event.id );
		await reload( page, 'schedule' );
		await expect( box ).toBeChecked();
		expect( ( await getEvent( event.id ) ).schedules ).toEqual( [
			schedule.id,
		] );
		await screenshot( page, 'schedule', { fromTop: true } );
		await page.context().close();
	} );

	test.describe( 'RSVP', () => {
		test.afterEach( async () => {
			await rest( 'admin', 'PUT', 'settings', {
				modules: { rsvp: 'off' },
			} );
		} );

		test( 'with the module off the menu has no RSVP and the route says so; with it on the settings persist', async ( {
			browser,
		} ) => {
			expect(
				(
					await rest( 'admin', 'PUT', 'settings', {
						modules: { rsvp: 'off' },
					} )
				).status
			).toBe( 200 );
			const event = await draftEvent();
			const page = await openAs(
				browser,
				'admin',
				`/events/create/${ event.id }/rsvp`
			);
			await expect(
				app( page ).getByText( 'The RSVP module is off.' )
			).toBeVisible();
			await expect(
				sidebar( page ).getByRole( 'link', { name: 'Certificate' } )
			).toBeVisible();
			await expect(
				sidebar( page ).getByRole( 'link', {
					name: 'RSVP',
					exact: true,
				} )
			).toHaveCount( 0 );
			await expect( heading( page, 'rsvp' ) ).toHaveCount( 0 );

			expect(
				(
					await rest( 'admin', 'PUT', 'settings', {
						modules: { rsvp: 'on' },
					} )
				).body.modules
			).toEqual( { rsvp: 'on' } );
			await reload( page, 'rsvp' );
			await expect(
				sidebar( page ).getByRole( 'link', {
					name: 'RSVP',
					exact: true,
				} )
			).toHaveAttribute( 'aria-current', 'page' );

			// The saved defaults are good as they are.
			await page.getByRole( 'checkbox', { name: 'Enable RSVP' } ).check();
			await saveOk( page, event.id );
			expect( ( await getEvent( event.id ) ).rsvp ).toMatchObject( {
				enabled: true,
				limit: -1,
			} );

			await page
				.getByRole( 'checkbox', { name: 'Unlimited attendees' } )
				.uncheck();
			await page.getByLabel( 'Attendee limit' ).fill( '50' );
			await page
				.getByLabel( 'Minimum attendees per response' )
				.fill( '2' );
			await page
				.getByLabel( 'Maximum attendees per response' )
				.fill( '4' );
			await page
				.getByRole( 'checkbox', { name: 'Waiting list when full' } )
				.check();
			await saveOk( page, event.id );
			await reload( page, 'rsvp' );
			await expect(
				page.getByRole( 'checkbox', { name: 'Enable RSVP' } )
			).toBeChecked();
			await expect(
				page.getByRole( 'checkbox', { name: 'Unlimited attendees' } )
			).not.toBeChecked();
			await expect( page.getByLabel( 'Attendee limit' ) ).toHaveValue(
				'50'
			);
			await expect(
				page.getByLabel( 'Minimum attendees per response' )
			).toHaveValue( '2' );
			await expect(
				page.getByLabel( 'Maximum attendees per response' )
			).toHaveValue( '4' );
			await expect(
				page.getByRole( 'checkbox', { name: 'Waiting list when full' } )
			).toBeChecked();
			await expect(
				page.getByRole( 'checkbox', {
					name: 'Only signed-in users may answer',
				} )
			).not.toBeChecked();
			expect( ( await getEvent( event.id ) ).rsvp ).toEqual( {
				enabled: true,
				limit: 50,
				min_attendees: 2,
				max_attendees: 4,
				waiting_list: true,
				signed_in_only: false,
			} );
			await screenshot( page, 'rsvp', { fromTop: true } );
			await page.context().close();
		} );
	} );
} );

test.describe( 'server errors', () => {
	test( "a category deleted meanwhile: the server's message shows by the Categories", async ( {
		browser,
	} ) => {
		const category = (
			await rest( 'admin', 'POST', 'event/categories', {
				name: unique( 'Vanishing Category' ),
			} )
		).body;
		const event = await draftEvent();
		const page = await openEditor( browser, event.id, 'basic' );
		await page.getByRole( 'checkbox', { name: category.name } ).check();
		expect(
			(
				await rest(
					'admin',
					'DELETE',
					`event/categories/${ category.id }`
				)
			).status
		).toBe( 200 );

		const response = await save( page, event.id );
		expect( response.status() ).toBe( 400 );
		const message = 'One of the chosen categories does not exist.';
		expect( await response.json() ).toMatchObject( {
			code: 'rest_invalid_param',
			message,
			data: { params: { categories: message } },
		} );
		const categories = page.getByRole( 'group', { name: 'Categories' } );
		await expect( categories ).toHaveAccessibleDescription( message );
		// Focus moves into the group with the error.
		await expect( categories.locator( ':focus' ) ).toHaveCount( 1 );
		const toast = notifications( page ).getByRole( 'alert' );
		await expect( toast ).toHaveText( message );
		await expectBottomRight( page, toast );
		await screenshot( page, 'server-error', { fullPage: false } );
		expect( ( await getEvent( event.id ) ).categories ).toEqual( [] );
		await page.context().close();
	} );

	test( 'someone else saved the event meanwhile: "This event was changed by someone else", then Reload shows their version', async ( {
		browser,
	} ) => {
		const event = await draftEvent( { title: unique( 'Shared Event' ) } );
		const page = await openEditor( browser, event.id, 'basic' );
		const title = page.getByRole( 'textbox', { name: 'Title' } );
		await expect( title ).toHaveValue( event.title );
		// Another admin saves it behind the editor's back.
		const theirs = `${ event.title } (theirs)`;
		const elsewhere = await rest(
			'eventmanager',
			'PUT',
			`events/${ event.id }`,
			{
				title: theirs,
			}
		);
		expect( elsewhere.status ).toBe( 200 );

		await title.fill( `${ event.title } (mine)` );
		const response = await save( page, event.id );
		expect( response.status(), await response.text() ).toBe( 409 );
		const message = 'This event was changed by someone else';
		expect( await response.json() ).toMatchObject( {
			code: 'eventin_event_changed',
			message,
		} );
		// The editor sent the modified time it loaded.
		expect( response.request().postDataJSON() ).toMatchObject( {
			modified: event.modified,
		} );
		const form = page.locator( 'form.eventin-form-panel' );
		const notice = form.locator( '.components-notice.is-error' );
		await expect( notice ).toContainText( message );
		await expect( notifications( page ).getByRole( 'alert' ) ).toHaveText(
			message
		);
		await screenshot( page, 'changed-elsewhere', { fromTop: true } );
		expect( ( await getEvent( event.id ) ).title ).toBe( theirs );

		await notice.getByRole( 'button', { name: 'Reload' } ).click();
		await expect( title ).toHaveValue( theirs );
		await expect( notice ).toHaveCount( 0 );
		await title.fill( `${ theirs } and mine` );
		await saveOk( page, event.id );
		expect( ( await getEvent( event.id ) ).title ).toBe(
			`${ theirs } and mine`
		);
		await page.context().close();
	} );

	test( 'a recurrence the server refuses: its message shows in the form', async ( {
		browser,
	} ) => {
		const event = await draftEvent();
		const page = await openEditor( browser, event.id, 'recurrence' );
		await page
			.getByRole( 'checkbox', { name: 'Repeat this event' } )
			.check();
		await page.getByLabel( 'Repeats' ).selectOption( 'daily' );
		await page.getByLabel( 'Interval' ).fill( '400' );
		await expect(
			page.getByLabel( 'Interval' )
		).toHaveAccessibleDescription( 'Every 400 days.' );
		const response = await save( page, event.id );
		expect( response.status() ).toBe( 400 );
		const message =
			'The recurrence interval must be a whole number from 1 to 365.';
		expect( ( await response.json() ).message ).toBe( message );
		// The server names only `recurrence`, not the field, so it shows above the fields.
		const form = page.locator( 'form.eventin-form-panel' );
		await expect( form.getByText( message ) ).toBeVisible();
		await expect( notifications( page ).getByRole( 'alert' ) ).toHaveText(
			message
		);
		await screenshot( page, 'server-error-recurrence', { fromTop: true } );
		expect( ( await getEvent( event.id ) ).recurring_enabled ).toBe( 'no' );
		await page.context().close();
	} );

	test( 'an online link with an underscore in its host saves, as browsers accept it', async ( {
		browser,
	} ) => {
		const event = await draftEvent();
		const page = await openEditor( browser, event.id, 'location' );
		await page.getByRole( 'radio', { name: 'Online' } ).check();
		await page
			.getByLabel( 'Online link' )
			.fill( 'https://team_room.example.com/live' );
		await saveOk( page, event.id );
		expect( ( await getEvent( event.id ) ).location ).toMatchObject( {
			type: 'online',
			online_link: 'https://team_room.example.com/live',
		} );
		await page.reload();
		await expect( page.getByLabel( 'Online link' ) ).toHaveValue(
			'https://team_room.example.com/live'
		);
		await page.context().close();
	} );
} );

test( 'the unsaved-changes guard: Stay keeps the change, Leave navigates', async ( {
	browser,
} ) => {
	const event = await draftEvent();
	const page = await openEditor( browser, event.id, 'basic' );
	const changed = `${ event.title } (changed)`;
	await page.getByLabel( 'Title' ).fill( changed );
	await sidebar( page ).getByRole( 'link', { name: 'Location' } ).click();

	const dialog = page.getByRole( 'dialog', { name: 'Unsaved changes' } );
	await expect( dialog ).toBeVisible();
	await expect(
		dialog.getByText( 'You have unsaved changes. Leave anyway?' )
	).toBeVisible();
	await expect(
		dialog.getByRole( 'button', { name: 'Stay' } )
	).toBeFocused();
	await screenshot( page, 'unsaved-changes', { fullPage: false } );
	await dialog.getByRole( 'button', { name: 'Stay' } ).click();
	await expect( dialog ).toHaveCount( 0 );
	await expect( page ).toHaveURL( /\/basic$/ );
	await expect( page.getByLabel( 'Title' ) ).toHaveValue( changed );

	await sidebar( page ).getByRole( 'link', { name: 'Location' } ).click();
	await dialog.getByRole( 'button', { name: 'Leave' } ).click();
	await expect( page ).toHaveURL(
		new RegExp( `/events/create/${ event.id }/location$` )
	);
	await expect( heading( page, 'location' ) ).toBeVisible();
	expect( ( await getEvent( event.id ) ).title ).toBe( event.title );

	// Back on Basic info, the change is gone and nothing asks.
	await sidebar( page ).getByRole( 'link', { name: 'Basic info' } ).click();
	await expect( page.getByLabel( 'Title' ) ).toHaveValue( event.title );
	await sidebar( page ).getByRole( 'link', { name: 'Tickets' } ).click();
	await expect( heading( page, 'tickets' ) ).toBeVisible();
	await expect( dialog ).toHaveCount( 0 );

	// Reloading with unsaved changes: the browser asks (in its own words).
	await page.getByRole( 'button', { name: 'Add ticket type' } ).click();
	const asked = page.waitForEvent( 'dialog' );
	const reloaded = page.reload();
	const question = await asked;
	expect( question.type() ).toBe( 'beforeunload' );
	await question.accept();
	await reloaded;
	await expect( heading( page, 'tickets' ) ).toBeVisible();
	await expect(
		app( page ).getByText( 'No ticket types yet.' )
	).toBeVisible();
	await page.context().close();
} );

test( 'a missing event says so and links back to the list', async ( {
	browser,
} ) => {
	const page = await openAs(
		browser,
		'admin',
		'/events/create/999999/basic'
	);
	await expect(
		app( page ).getByText( 'This event does not exist.' )
	).toBeVisible();
	await screenshot( page, 'missing', { fromTop: true } );
	await page.getByRole( 'link', { name: 'Back to the event list' } ).click();
	await expect( page ).toHaveURL( /#\/events(\/empty)?$/ );
	await page.context().close();
} );

test.describe( 'access', () => {
	test( 'an event manager can open the editor', async ( { browser } ) => {
		const event = await draftEvent();
		const page = await openAs( browser, 'eventmanager', '/events/create' );
		await expect( heading( page, 'basic' ) ).toBeVisible();
		await page.goto(
			`/wp-admin/admin.php?page=eventin#/events/create/${ event.id }/tickets`
		);
		await expect( heading( page, 'tickets' ) ).toBeVisible();
		await page.context().close();
	} );

	test( 'a schedule manager gets "Access Denied! Redirecting..."', async ( {
		browser,
	} ) => {
		const page = await openAs(
			browser,
			'schedulemanager',
			'/events/create'
		);
		await expect(
			page.getByText( 'Access Denied! Redirecting...' )
		).toBeVisible();
		await expect( heading( page, 'basic' ) ).toHaveCount( 0 );
		await page.context().close();
	} );
} );

test( 'the sidebar entries are reachable with Tab and mark the current one', async ( {
	browser,
} ) => {
	const event = await draftEvent();
	const page = await openEditor( browser, event.id, 'basic' );
	const nav = sidebar( page );
	const labels = [
		'Basic info',
		'Location',
		'Tickets',
		'Recurrence',
		'Speakers and organizers',
		'Schedule',
		'Certificate',
	];
	await expect( nav.getByRole( 'link' ) ).toHaveText( labels );
	await page.getByRole( 'link', { name: 'Go Back' } ).focus();
	for ( const label of labels ) {
		await page.keyboard.press( 'Tab' );
		await expect( nav.getByRole( 'link', { name: label } ) ).toBeFocused();
	}
	await expect(
		nav.getByRole( 'link', { name: 'Basic info' } )
	).toHaveAttribute( 'aria-current', 'page' );
	await expect( nav.locator( '[aria-current]' ) ).toHaveCount( 1 );

	await page.keyboard.press( 'Shift+Tab' );
	await page.keyboard.press( 'Shift+Tab' );
	await page.keyboard.press( 'Shift+Tab' );
	await page.keyboard.press( 'Shift+Tab' );
	await expect( nav.getByRole( 'link', { name: 'Tickets' } ) ).toBeFocused();
	await page.keyboard.press( 'Enter' );
	await expect( heading( page, 'tickets' ) ).toBeVisible();
	await expect(
		nav.getByRole( 'link', { name: 'Tickets' } )
	).toHaveAttribute( 'aria-current', 'page' );
	await expect( nav.locator( '[aria-current]' ) ).toHaveCount( 1 );
	await page.context().close();
} );

test( '"Choose banner" opens the media library', async ( { browser } ) => {
	const event = await draftEvent();
	const page = await openEditor( browser, event.id, 'basic' );
	await expect( app( page ).getByText( 'No banner chosen.' ) ).toBeVisible();
	await page.getByRole( 'button', { name: 'Choose banner' } ).click();
	const modal = page.locator( '.media-modal' );
	await expect( modal ).toBeVisible();
	await expect(
		modal.getByRole( 'heading', { name: 'Choose the event banner' } )
	).toBeVisible();
	await expect(
		modal.getByRole( 'button', { name: 'Use as banner' } )
	).toBeVisible();
	await screenshot( page, 'banner-media', { fullPage: false } );
	await modal.getByRole( 'button', { name: 'Close dialog' } ).click();
	await expect( modal ).toBeHidden();
	await expect( heading( page, 'basic' ) ).toBeVisible();
	await expect( app( page ).getByText( 'No banner chosen.' ) ).toBeVisible();
	await page.context().close();
} );

test( 'an uploaded image becomes the banner, and Remove banner takes it away', async ( {
	browser,
} ) => {
	// With a category and a tag: the server refuses empty lists once the site has terms (see
	// 'an event without a category or tag saves while the site has some').
	const category = (
		await rest( 'admin', 'POST', 'event/categories', {
			name: unique( 'Banner Category' ),
		} )
	).body;
	const tag = (
		await rest( 'admin', 'POST', 'event/tags', {
			name: unique( 'Banner Tag' ),
		} )
	).body;
	const event = await draftEvent( {
		categories: [ category.id ],
		tags: [ tag.id ],
	} );
	const page = await openEditor( browser, event.id, 'basic' );
	await page.getByRole( 'button', { name: 'Choose banner' } ).click();
	const modal = page.locator( '.media-modal' );
	await modal.locator( 'input[type="file"]' ).setInputFiles( {
		name: 'banner.png',
		mimeType: 'image/png',
		// A 1×1 PNG.
		buffer: Buffer.from(
			'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
			'base64'
		),
	} );
	const use = modal.getByRole( 'button', { name: 'Use as banner' } );
	await expect( use ).toBeEnabled();
	await use.click();
	await expect( modal ).toBeHidden();
	const preview = page.getByRole( 'img', { name: 'Banner preview' } );
	await expect( preview ).toBeVisible();
	await expect(
		page.getByRole( 'button', { name: 'Replace banner' } )
	).toBeVisible();
	await saveOk( page, event.id );
	const saved = await getEvent( event.id );
	expect( saved.banner ).toBeGreaterThan( 0 );
	expect( saved.banner_url ).toMatch( /banner.*\.png$/ );

	await reload( page, 'basic' );
	await expect( preview ).toHaveAttribute( 'src', saved.banner_url );
	await screenshot( page, 'banner', { fromTop: true } );
	await page.getByRole( 'button', { name: 'Remove banner' } ).click();
	await expect( app( page ).getByText( 'No banner chosen.' ) ).toBeVisible();
	await saveOk( page, event.id );
	expect( ( await getEvent( event.id ) ).banner ).toBe( 0 );
	await page.context().close();
} );
