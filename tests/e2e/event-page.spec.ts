/**
 * An event's own page (/event/<slug>/) in Twenty Twenty-Five: when (in the event's timezone, with
 * its name) and where (venue, address, OpenStreetMap link), categories and tags, Add to calendar
 * above the description; speakers, organizers, schedule and the ticket form after it; none of the
 * blog post's author line or comment form (the plugin's single-etn template). Keyboard reaches
 * the links; at 375 px nothing sticks out. Shot at 1280 and 375 px into shots/.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import {
	createEvent,
	expect,
	inDays,
	publishPage,
	rest,
	restCreate,
	screenshot,
	test,
	unique,
	visitAnonymous,
} from './fixtures';

const word = unique( 'ep' ).replace( /\W+/g, '' );
const day = inDays( 40 );
let event: { id: number; title: string; link: string };
let category = '';

test.beforeAll( async () => {
	category = `Jazz ${ word }`;
	const categoryId = (
		await rest( 'admin', 'POST', 'event/categories', { name: category } )
	).body.id as number;
	const tagId = (
		await rest( 'admin', 'POST', 'event/tags', {
			name: `outdoor-${ word }`,
		} )
	).body.id as number;
	const person = async ( name: string, kind: string ) =>
		(
			await restCreate( 'speakers', {
				name,
				email: `${ name.split( ' ' )[ 0 ].toLowerCase() }.${ word }@example.com`,
				category: [ kind ],
				designation: 'Head of Research',
				company: 'Northwind Laboratories',
			} )
		).id as number;
	const speaker = await person( 'Ada Lovelace', 'speaker' );
	const organizer = await person( 'Harbour Society', 'organizer' );
	const schedule = (
		await restCreate( 'schedules', {
			program_title: 'Concert evening',
			date: day,
			slots: [
				{
					topic: 'Doors and welcome',
					start_time: '19:00',
					end_time: '19:30',
					room: 'Main Hall',
					objective: '',
					speakers: [ speaker ],
				},
			],
		} )
	).id as number;
	event = await createEvent( {
		title: `Harbour Night: an International Celebration of Jazz ${ word }`,
		status: 'publish',
		start_date: day,
		start_time: '19:30',
		end_date: day,
		end_time: '22:00',
		timezone: 'Asia/Tokyo',
		categories: [ categoryId ],
		tags: [ tagId ],
		speakers: [ speaker ],
		organizers: [ organizer ],
		schedules: [ schedule ],
		description:
			'<p>An evening of music by the water, with local bands and guests from all over the region.</p>',
		location: {
			type: 'venue',
			venue: 'Harbour Hall',
			address: {
				address: '1 Quay Street, Naka Ward, Yokohama, Kanagawa',
			},
		},
		tickets: [ { name: 'Community', price: '0', capacity: 10 } ],
	} );
} );

/**
 * Elements wider than the viewport or reaching past its right edge.
 * @param page
 */
function overflowing( page: Page ) {
	return page.evaluate( () => {
		const width = document.documentElement.clientWidth;
		const out: string[] = [];
		document
			.querySelectorAll(
				'.eventin-event-page, .eventin-event-page *, .eventin-event-page__program, .eventin-event-page__program *, .eventin-ticket-form'
			)
			.forEach( ( element ) => {
				const box = element.getBoundingClientRect();
				if (
					box.width > 0 &&
					( box.right > width + 0.5 || box.left < -0.5 )
				) {
					out.push( `${ element.tagName }.${ element.className }` );
				}
			} );
		return {
			out,
			scroll: document.documentElement.scrollWidth,
			width,
		};
	} );
}

test( 'the event page says when, where, what and who, then the ticket form; no blog bits', async ( {
	browser,
} ) => {
	const page = await visitAnonymous( browser, event.link );
	await expect(
		page.getByRole( 'heading', { level: 1, name: event.title } )
	).toBeVisible();
	const details = page.getByRole( 'region', { name: 'Event details' } );
	await expect( details ).toBeVisible();

	// When: 19:30 in Tokyo, whatever the site's timezone, with the timezone's name.
	const when = details.locator( '.eventin-event-page__fact--when' );
	await expect( when.locator( 'dt' ) ).toHaveText( 'When' );
	await expect( when.locator( 'time' ).first() ).toHaveAttribute(
		'datetime',
		`${ day }T10:30:00Z`
	);
	await expect( when ).toContainText( /7:30\s?pm/i );
	await expect( when ).toContainText(
		'Times are in Asia/Tokyo (UTC+09:00).'
	);

	// Where: venue, address and the map link.
	const where = details.locator( '.eventin-event-page__fact--where' );
	await expect( where ).toContainText( 'Harbour Hall' );
	await expect( where ).toContainText(
		'1 Quay Street, Naka Ward, Yokohama, Kanagawa'
	);
	const map = where.getByRole( 'link', { name: /View on OpenStreetMap/ } );
	await expect( map ).toHaveAttribute(
		'href',
		'https://www.openstreetmap.org/search?query=' +
			encodeURIComponent( '1 Quay Street, Naka Ward, Yokohama, Kanagawa' )
	);
	await expect(
		details.getByRole( 'link', { name: category } )
	).toBeVisible();
	await expect(
		details.getByRole( 'link', { name: `outdoor-${ word }` } )
	).toBeVisible();

	// Add to calendar.
	const calendar = details.getByRole( 'list', {
		name: `Add ${ event.title } to your calendar`,
	} );
	await expect(
		calendar.getByRole( 'link', { name: 'Download .ics' } )
	).toHaveAttribute( 'href', new RegExp( `eventin-ics=${ event.id }$` ) );
	await expect(
		calendar.getByRole( 'link', { name: /Add to Google Calendar/ } )
	).toBeVisible();

	// Order: details, description, speakers, organizers, schedule, ticket form.
	const order = await page.evaluate( () =>
		[
			'.eventin-event-page',
			'.eventin-event-page + p',
			'.eventin-event-page__section--speakers',
			'.eventin-event-page__section--organizers',
			'.eventin-event-page__section--schedule',
			'.eventin-ticket-form',
		].map( ( selector ) => {
			const element = document.querySelector( selector );
			return element
				? element.getBoundingClientRect().top + window.scrollY
				: -1;
		} )
	);
	expect( order.every( ( top ) => top >= 0 ) ).toBe( true );
	expect( [ ...order ].sort( ( a, b ) => a - b ) ).toEqual( order );
	await expect(
		page.getByRole( 'heading', { name: 'Speakers' } )
	).toBeVisible();
	await expect(
		page
			.getByRole( 'region', { name: 'Speakers' } )
			.getByRole( 'link', { name: 'Ada Lovelace' } )
	).toBeVisible();
	await expect(
		page
			.getByRole( 'region', { name: 'Organizers' } )
			.getByRole( 'link', { name: 'Harbour Society' } )
	).toBeVisible();
	await expect( page.getByText( 'Doors and welcome' ) ).toBeVisible();
	await expect(
		page.getByRole( 'form', { name: `Tickets for ${ event.title }` } )
	).toBeVisible();

	// The blog post's bits are gone.
	await expect( page.getByText( 'Written by' ) ).toHaveCount( 0 );
	await expect(
		page.locator(
			'#respond, .wp-block-comments, .wp-block-post-comments-form'
		)
	).toHaveCount( 0 );
	await expect(
		page.getByRole( 'heading', { name: /Leave a reply/i } )
	).toHaveCount( 0 );

	// The keyboard reaches the map link, the terms and the calendar links in order.
	await map.focus();
	await expect( map ).toBeFocused();
	await page.keyboard.press( 'Tab' );
	await expect(
		details.getByRole( 'link', { name: category } )
	).toBeFocused();
	await page.keyboard.press( 'Tab' );
	await page.keyboard.press( 'Tab' );
	await expect(
		calendar.getByRole( 'link', { name: 'Download .ics' } )
	).toBeFocused();

	// axe: no serious or critical violation in what the plugin adds.
	const { violations } = await new AxeBuilder( { page } )
		.include( '.eventin-event-page' )
		.include( '.eventin-event-page__program' )
		.analyze();
	expect(
		violations
			.filter(
				( v ) => v.impact === 'serious' || v.impact === 'critical'
			)
			.map( ( v ) => `${ v.id }: ${ v.nodes[ 0 ]?.target.join( ' ' ) }` )
	).toEqual( [] );

	const desktop = await overflowing( page );
	expect( desktop.out ).toEqual( [] );
	await screenshot( page, 'desktop', { images: true } );

	await page.setViewportSize( { width: 375, height: 900 } );
	await expect( details ).toBeVisible();
	const phone = await overflowing( page );
	expect( phone.out ).toEqual( [] );
	expect( phone.scroll ).toBeLessThanOrEqual( phone.width );
	await screenshot( page, 'phone', { images: true } );
	await page.context().close();
} );

test( 'another page keeps its own content: no event details', async ( {
	browser,
} ) => {
	// A page showing the event's card widget: the card, never the event page's details.
	const link = await publishPage(
		`Not the event ${ word }`,
		`[events limit="3"]`
	);
	const page = await visitAnonymous( browser, link );
	await expect( page.locator( '.eventin-events' ) ).toBeVisible();
	await expect( page.locator( '.eventin-event-page' ) ).toHaveCount( 0 );
	await expect( page.getByText( 'Times are in' ) ).toHaveCount( 0 );
	await page.context().close();
} );
