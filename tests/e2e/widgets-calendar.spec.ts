/**
 * The calendar widgets on public pages, seen by a visitor in Los Angeles: events on their own
 * local day and time (09:00 in Kiritimati is 09:00, not the day before), the month, week and day
 * views, the list views and their paging, links to the event pages, and the calendar inside a
 * Shadow DOM root (as embeds show it). Screenshots at 1280 and 375 px wide go to shots/ beside
 * this run's results.
 */
import type { Page } from '@playwright/test';
import {
	createEvent,
	expect,
	publishPage,
	rest,
	screenshot,
	test,
	unique,
} from './fixtures';

const VIEWER_ZONE = 'America/Los_Angeles';

test.use( { timezoneId: VIEWER_ZONE } );

/**
 * A date as YYYY-MM-DD in the viewer's timezone, days from today.
 *
 * @param days Days from today.
 */
function viewerDate( days = 0 ): string {
	return new Intl.DateTimeFormat( 'en-CA', {
		timeZone: VIEWER_ZONE,
		year: 'numeric',
		month: '2-digit',
		day: '2-digit',
	} ).format( new Date( Date.now() + days * 86400000 ) );
}

/**
 * The first day of the month some months from the viewer's month, plus days.
 *
 * @param months Months from this one.
 * @param day    Day of that month.
 */
function monthDate( months: number, day: number ): string {
	const [ year, month ] = viewerDate().split( '-' ).map( Number );
	const date = new Date( Date.UTC( year, month - 1 + months, day ) );
	return date.toISOString().slice( 0, 10 );
}

type Created = { id: number; title: string; link: string };

const tag = unique( 'Cal' ).split( ' ' )[ 1 ];
const name = ( what: string ) => `${ what } ${ tag }`;
let category = 0;
const events: Record< string, Created > = {};
let calendarUrl = '';
let listUrl = '';
let besideUrl = '';

async function event(
	key: string,
	fields: Record< string, unknown >
): Promise< void > {
	events[ key ] = await createEvent( {
		title: name( key ),
		status: 'publish',
		end_date: fields.start_date,
		categories: [ category ],
		...fields,
	} );
}

test.beforeAll( async () => {
	const term = await rest( 'admin', 'POST', 'event/categories', {
		name: unique( 'Calendar e2e' ),
	} );
	category = term.body.id;
	const today = viewerDate();
	await event( 'Kiritimati breakfast', {
		start_date: today,
		start_time: '09:00',
		end_time: '10:00',
		timezone: 'Pacific/Kiritimati',
		location: {
			type: 'venue',
			venue: 'Lagoon Hall',
			address: { address: 'London Village' },
			online_link: '',
		},
	} );
	await event( 'Berlin workshop', {
		start_date: today,
		start_time: '14:00',
		end_time: '16:00',
		timezone: 'Europe/Berlin',
	} );
	await event( 'Draft rehearsal', {
		start_date: today,
		start_time: '11:00',
		end_time: '12:00',
		timezone: 'UTC',
		status: 'draft',
	} );
	await event( 'Next month gala', {
		start_date: monthDate( 1, 10 ),
		start_time: '19:30',
		end_time: '22:00',
		timezone: 'Asia/Tokyo',
	} );
	calendarUrl = await publishPage(
		name( 'Calendar' ),
		`[events_calendar event_cat_ids="${ category }"]`
	);
	listUrl = await publishPage(
		name( 'Calendar list' ),
		`[etn_pro_calendar_list event_cat_ids="${ category }"]`
	);
	besideUrl = await publishPage(
		name( 'Calendar beside' ),
		`[events_calendar calendar_view="dayGridMonth" show_upcoming_event="yes" calendar_show="right" limit="3"]`,
		{ wide: true }
	);
} );

const widget = ( page: Page ) =>
	page.locator( '.eventin-events-calendar' ).first();

test( 'the calendar shows each event on its own day and time, in month, week and day views', async ( {
	page,
} ) => {
	const today = viewerDate();
	await page.goto( calendarUrl );
	const calendar = widget( page );
	await expect( calendar.getByRole( 'heading', { level: 2 } ) ).toBeVisible();
	// The week of hours is the default view.
	await expect(
		calendar.getByRole( 'button', { name: 'Week', exact: true } )
	).toHaveAttribute( 'aria-pressed', 'true' );
	const column = calendar.locator(
		`td.fc-timegrid-col[data-date="${ today }"]`
	);
	const breakfast = column.locator( '.fc-timegrid-event', {
		hasText: name( 'Kiritimati breakfast' ),
	} );
	await expect( breakfast ).toBeVisible();
	// The box shows its start; its height is the hour.
	await expect( breakfast.locator( '.fc-event-time' ) ).toHaveText(
		'9:00 am'
	);
	await expect(
		column
			.locator( '.fc-timegrid-event', {
				hasText: name( 'Berlin workshop' ),
			} )
			.locator( '.fc-event-time' )
	).toHaveText( '2:00 pm' );
	// It sits on the 9:00 row and ends at the 10:00 one.
	const [ box, nine, ten ] = await Promise.all( [
		breakfast.boundingBox(),
		calendar
			.locator( 'td.fc-timegrid-slot-lane[data-time="09:00:00"]' )
			.boundingBox(),
		calendar
			.locator( 'td.fc-timegrid-slot-lane[data-time="10:00:00"]' )
			.boundingBox(),
	] );
	expect( Math.abs( ( box?.y ?? 0 ) - ( nine?.y ?? -99 ) ) ).toBeLessThan(
		3
	);
	expect(
		Math.abs( ( box?.y ?? 0 ) + ( box?.height ?? 0 ) - ( ten?.y ?? -99 ) )
	).toBeLessThan( 4 );
	await expect( calendar.getByText( name( 'Draft rehearsal' ) ) ).toHaveCount(
		0
	);
	await expect( breakfast ).toHaveAttribute(
		'href',
		events[ 'Kiritimati breakfast' ].link
	);
	await page.locator( '.fc-timegrid-event' ).first().scrollIntoViewIfNeeded();
	await screenshot( page, 'week-1280' );

	await calendar
		.getByRole( 'button', { name: 'Month', exact: true } )
		.click();
	await expect(
		calendar.getByRole( 'button', { name: 'Month', exact: true } )
	).toHaveAttribute( 'aria-pressed', 'true' );
	const cell = calendar.locator(
		`td.fc-daygrid-day[data-date="${ today }"]`
	);
	await expect( cell.locator( '.fc-event-title' ) ).toHaveText( [
		name( 'Kiritimati breakfast' ),
		name( 'Berlin workshop' ),
	] );
	await screenshot( page, 'month-1280' );
	await calendar.getByRole( 'button', { name: 'Next month' } ).click();
	await expect(
		calendar.locator(
			`td.fc-daygrid-day[data-date="${ monthDate( 1, 10 ) }"] .fc-event-title`
		)
	).toHaveText( [ name( 'Next month gala' ) ] );
	await calendar.getByRole( 'button', { name: 'Today' } ).click();

	await calendar.getByRole( 'button', { name: 'Day', exact: true } ).click();
	await expect(
		calendar.locator( '.fc-timegrid-event .fc-event-title' )
	).toHaveText( [
		name( 'Kiritimati breakfast' ),
		name( 'Berlin workshop' ),
	] );
	await expect(
		calendar.locator( 'td.fc-timegrid-col[data-date]' )
	).toHaveAttribute( 'data-date', today );
	await calendar.getByRole( 'button', { name: 'Next day' } ).click();
	await expect(
		calendar.locator( 'td.fc-timegrid-col[data-date]' )
	).toHaveAttribute( 'data-date', viewerDate( 1 ) );
	await expect( calendar.locator( '.fc-timegrid-event' ) ).toHaveCount( 0 );
	await calendar.getByRole( 'button', { name: 'Today' } ).click();

	// Events are links: reachable by keyboard, Enter opens the event page.
	const link = calendar.locator( '.fc-timegrid-event', {
		hasText: name( 'Berlin workshop' ),
	} );
	await link.focus();
	await expect( link ).toBeFocused();
	await Promise.all( [
		page.waitForURL( events[ 'Berlin workshop' ].link, {
			waitUntil: 'commit',
		} ),
		page.keyboard.press( 'Enter' ),
	] );
} );

test( 'the calendar list pages through months, weeks and days with exact titles', async ( {
	page,
} ) => {
	await page.goto( listUrl );
	const calendar = widget( page );
	const titles = calendar.locator( '.fc-list-event-title a' );
	await expect( titles ).toHaveText( [
		name( 'Kiritimati breakfast' ),
		name( 'Berlin workshop' ),
	] );
	await expect( calendar.locator( '.fc-list-event-time' ) ).toHaveText( [
		'9:00 am - 10:00 am',
		'2:00 pm - 4:00 pm',
	] );
	await expect(
		calendar.locator( '.eventin-calendar__details' ).first()
	).toHaveText( /^Lagoon Hall, London Village · GMT\+14$/ );
	await screenshot( page, 'list-1280' );

	await calendar.getByRole( 'button', { name: 'Next month' } ).click();
	await expect( titles ).toHaveText( [ name( 'Next month gala' ) ] );
	await expect( calendar.locator( '.fc-list-event-time' ) ).toHaveText( [
		'7:30 pm - 10:00 pm',
	] );
	await calendar.getByRole( 'button', { name: 'Previous month' } ).click();
	await calendar.getByRole( 'button', { name: 'Previous month' } ).click();
	await expect( titles ).toHaveCount( 0 );
	await expect(
		calendar.getByText( 'No events in this period.' )
	).toBeVisible();

	await calendar.getByRole( 'button', { name: 'Today' } ).click();
	await calendar.getByRole( 'button', { name: 'Week', exact: true } ).click();
	await expect( titles ).toHaveText( [
		name( 'Kiritimati breakfast' ),
		name( 'Berlin workshop' ),
	] );
	await calendar.getByRole( 'button', { name: 'Day', exact: true } ).click();
	await expect( titles ).toHaveText( [
		name( 'Kiritimati breakfast' ),
		name( 'Berlin workshop' ),
	] );
	await calendar.getByRole( 'button', { name: 'Next day' } ).click();
	await expect( titles ).toHaveCount( 0 );
	await calendar.getByRole( 'button', { name: 'Previous day' } ).click();
	await Promise.all( [
		page.waitForURL( events[ 'Kiritimati breakfast' ].link, {
			waitUntil: 'commit',
		} ),
		titles.first().click(),
	] );
} );

test( 'phone width: the toolbar wraps, the week starts as a list', async ( {
	page,
} ) => {
	await page.setViewportSize( { width: 375, height: 800 } );
	await page.goto( calendarUrl );
	const calendar = widget( page );
	await expect(
		calendar.getByRole( 'button', { name: 'List', exact: true } )
	).toHaveAttribute( 'aria-pressed', 'true' );
	await expect( calendar.locator( '.fc-listWeek-view' ) ).toBeVisible();
	await expect( calendar.locator( '.fc-list-event-title a' ) ).toHaveText( [
		name( 'Kiritimati breakfast' ),
		name( 'Berlin workshop' ),
	] );
	const overflow = await page.evaluate(
		() => document.documentElement.scrollWidth - window.innerWidth
	);
	expect( overflow ).toBeLessThanOrEqual( 0 );
	await screenshot( page, 'day-375' );

	await page.goto( listUrl );
	await expect(
		widget( page ).locator( '.fc-list-event-title a' )
	).toHaveText( [
		name( 'Kiritimati breakfast' ),
		name( 'Berlin workshop' ),
	] );
	await screenshot( page, 'list-375' );
} );

test( 'upcoming events beside the month calendar when it is wide, below it when narrow', async ( {
	page,
} ) => {
	await page.goto( besideUrl );
	const calendar = widget( page );
	await expect(
		calendar.getByRole( 'button', { name: 'Month', exact: true } )
	).toHaveAttribute( 'aria-pressed', 'true' );
	const aside = calendar.getByRole( 'complementary', {
		name: 'Upcoming events',
	} );
	await expect( aside ).toBeVisible();
	const boxes = async () =>
		Promise.all( [
			calendar.locator( '.eventin-calendar__main' ).boundingBox(),
			aside.boundingBox(),
		] );
	let [ main, list ] = await boxes();
	expect( main && list && list.x >= main.x + main.width ).toBe( true );
	await screenshot( page, 'beside-1280' );

	await page.setViewportSize( { width: 375, height: 800 } );
	[ main, list ] = await boxes();
	expect( main && list && list.y >= main.y + main.height ).toBe( true );
	await screenshot( page, 'beside-375' );
} );

test( 'inside a Shadow DOM root the calendar gets its styles and events', async ( {
	page,
} ) => {
	await page.goto( calendarUrl );
	await expect(
		widget( page ).locator( '.fc-timegrid-event' ).first()
	).toBeVisible();
	const inShadow = await page.evaluate( async () => {
		const source = document.querySelector(
			'.eventin-events-calendar'
		) as HTMLElement;
		const host = document.createElement( 'div' );
		document.body.append( host );
		const root = host.attachShadow( { mode: 'open' } );
		const copy = source.cloneNode( true ) as HTMLElement;
		delete copy.dataset.eventinCalendarReady;
		copy.querySelector( '.eventin-calendar__calendar' )!.replaceChildren();
		copy.querySelector( '.eventin-calendar__status' )?.remove();
		root.append( copy );
		document.dispatchEvent(
			new CustomEvent( 'eventin:mount', { detail: { root } } )
		);
		// Twice is harmless.
		document.dispatchEvent(
			new CustomEvent( 'eventin:mount', { detail: { root } } )
		);
		for ( let i = 0; i < 100; i++ ) {
			if ( root.querySelector( '.fc-timegrid-event' ) ) {
				break;
			}
			await new Promise( ( resolve ) => setTimeout( resolve, 50 ) );
		}
		const toolbar = root.querySelector( '.fc-toolbar' );
		return {
			styles: !! root.querySelector( 'style[data-fullcalendar]' ),
			toolbars: root.querySelectorAll( '.fc-toolbar.fc-header-toolbar' )
				.length,
			display: toolbar ? getComputedStyle( toolbar ).display : '',
			events: Array.from(
				root.querySelectorAll( '.fc-timegrid-event .fc-event-title' )
			).map( ( title ) => title.textContent ),
		};
	} );
	expect( inShadow ).toEqual( {
		styles: true,
		toolbars: 1,
		display: 'flex',
		events: [ name( 'Kiritimati breakfast' ), name( 'Berlin workshop' ) ],
	} );
} );
