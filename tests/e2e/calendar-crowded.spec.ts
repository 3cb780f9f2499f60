/**
 * The events calendar on a crowded day and on a phone (issue 26 §9): a day with eleven events
 * shows three entries with '+N more' (the rest in a popover) on a desktop too; titles break
 * between words only ('Photogr/aphy' never); on a phone the calendar opens as a list. Shot at
 * 1280 and 375 px into shots/.
 */
import type { Locator, Page } from '@playwright/test';
import {
	createEvent,
	expect,
	publishPage,
	rest,
	screenshot,
	test,
	unique,
	visitAnonymous,
} from './fixtures';

test.use( { timezoneId: 'UTC' } );

const tag = unique( 'Crowd' ).split( ' ' )[ 1 ];
const today = new Date().toISOString().slice( 0, 10 );
const titles = Array.from(
	{ length: 11 },
	( _, i ) => `Photography Workshop ${ i + 1 } ${ tag }`
);
let url = '';

test.beforeAll( async () => {
	const category = (
		await rest( 'admin', 'POST', 'event/categories', {
			name: unique( 'Crowded day' ),
		} )
	).body.id as number;
	for ( const [ i, title ] of titles.entries() ) {
		const hour = String( 8 + i ).padStart( 2, '0' );
		await createEvent( {
			title,
			status: 'publish',
			start_date: today,
			end_date: today,
			start_time: `${ hour }:00`,
			end_time: `${ hour }:45`,
			categories: [ category ],
		} );
	}
	url = await publishPage(
		`Crowded calendar ${ tag }`,
		`[events_calendar calendar_view="dayGridMonth" event_cat_ids="${ category }"]`
	);
} );

function calendar( page: Page ) {
	return page.locator( '.eventin-events-calendar' ).first();
}

/**
 * The words of the titles that are drawn on more than one line (a word broken inside).
 * @param titlesShown The title elements.
 */
function brokenWords( titlesShown: Locator ) {
	return titlesShown.evaluateAll( ( elements ) => {
		const broken: string[] = [];
		for ( const element of elements ) {
			const walker = document.createTreeWalker(
				element,
				NodeFilter.SHOW_TEXT
			);
			for (
				let node = walker.nextNode();
				node;
				node = walker.nextNode()
			) {
				const text = node.textContent ?? '';
				for ( const match of text.matchAll( /\S+/g ) ) {
					const range = document.createRange();
					range.setStart( node, match.index ?? 0 );
					range.setEnd(
						node,
						( match.index ?? 0 ) + match[ 0 ].length
					);
					const lines = new Set(
						[ ...range.getClientRects() ]
							.filter( ( rect ) => rect.width > 0 )
							.map( ( rect ) => Math.round( rect.top ) )
					);
					if ( lines.size > 1 ) {
						broken.push( match[ 0 ] );
					}
				}
			}
		}
		return broken;
	} );
}

test( 'a crowded day shows three entries and +N more, with whole words, at 1280 px', async ( {
	browser,
} ) => {
	const page = await visitAnonymous( browser, url, 1280 );
	const widget = calendar( page );
	await expect(
		widget.getByRole( 'button', { name: 'Month', exact: true } )
	).toHaveAttribute( 'aria-pressed', 'true' );
	const day = widget.locator( `td.fc-daygrid-day[data-date="${ today }"]` );
	const more = day.locator( '.fc-daygrid-more-link' );
	await expect( more ).toBeVisible();
	const shown = day.locator(
		'.fc-daygrid-event-harness:not(.fc-daygrid-event-harness-abs) .fc-event:visible'
	);
	const count = await shown.count();
	expect( count ).toBeGreaterThan( 0 );
	expect( count ).toBeLessThanOrEqual( 3 );
	await expect( more ).toHaveText( `+${ 11 - count } more` );
	expect( await brokenWords( day.locator( '.fc-event-title' ) ) ).toEqual(
		[]
	);
	await screenshot( page, 'month-1280' );

	await more.click();
	const popover = widget.locator( '.fc-popover' );
	await expect( popover ).toBeVisible();
	await expect( popover.locator( '.fc-event-title' ) ).toHaveText( titles );
	await screenshot( page, 'month-more-1280', { fullPage: false } );
	await page.context().close();
} );

test( 'on a phone it opens as a list, and its month grid keeps words whole, at 375 px', async ( {
	browser,
} ) => {
	const page = await visitAnonymous( browser, url, 375 );
	const widget = calendar( page );
	await expect(
		widget.getByRole( 'button', { name: 'List', exact: true } )
	).toHaveAttribute( 'aria-pressed', 'true' );
	await expect( widget.locator( '.fc-listMonth-view' ) ).toBeVisible();
	await expect( widget.locator( '.fc-list-event-title a' ) ).toHaveText(
		titles
	);
	expect(
		await brokenWords( widget.locator( '.fc-list-event-title' ) )
	).toEqual( [] );
	const overflow = await page.evaluate(
		() => document.documentElement.scrollWidth - window.innerWidth
	);
	expect( overflow ).toBeLessThanOrEqual( 0 );
	await screenshot( page, 'list-375' );

	// The month grid is a button away; its crowded day has +N more there too.
	await widget.getByRole( 'button', { name: 'Month', exact: true } ).click();
	const day = widget.locator( `td.fc-daygrid-day[data-date="${ today }"]` );
	await expect( day.locator( '.fc-daygrid-more-link' ) ).toBeVisible();
	expect( await brokenWords( day.locator( '.fc-event-title' ) ) ).toEqual(
		[]
	);
	await screenshot( page, 'month-375' );
	// The visitor chose the grid: turning the phone keeps it.
	await page.setViewportSize( { width: 812, height: 375 } );
	await expect( widget.locator( '.fc-dayGridMonth-view' ) ).toBeVisible();
	await page.context().close();
} );

test( 'a phone turned sideways shows the month grid, and the list again when turned back', async ( {
	browser,
} ) => {
	const page = await visitAnonymous( browser, url, 375 );
	const widget = calendar( page );
	await expect( widget.locator( '.fc-listMonth-view' ) ).toBeVisible();
	await page.setViewportSize( { width: 812, height: 375 } );
	await expect( widget.locator( '.fc-dayGridMonth-view' ) ).toBeVisible();
	await expect(
		widget.getByRole( 'button', { name: 'Month', exact: true } )
	).toHaveAttribute( 'aria-pressed', 'true' );
	await page.setViewportSize( { width: 375, height: 812 } );
	await expect( widget.locator( '.fc-listMonth-view' ) ).toBeVisible();
	await page.context().close();
} );
