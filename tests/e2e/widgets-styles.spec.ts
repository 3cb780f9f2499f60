/**
 * The widgets' stylesheets on public pages: a page loads the shared base and the stylesheets of
 * the widget kinds on it, and no other widget's. A page holding every widget kind (in several of
 * their styles) is shot at 1280 and 375 pixels, and the box and look of every element of its
 * widgets is written beside the shots (widgets-styles-layout-<width>.json), so two builds can be
 * compared element by element (the split of the stylesheet changed nothing on screen).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import {
	createEvent,
	expect,
	publishPage,
	rest,
	restCreate,
	SHOTS,
	test,
	unique,
	visitAnonymous,
} from './fixtures';

const word = unique( 'w' ).replace( /\W+/g, '' );
const pages: Record< string, string > = {};

test.describe.configure( { mode: 'serial' } );

/** The RSVP module as the spec found it (the RSVP form shows only while it is on). */
let rsvpModule = 'off';

test.afterAll( async () => {
	await rest( 'admin', 'PUT', 'settings', {
		modules: { rsvp: rsvpModule },
	} );
} );

test.beforeAll( async () => {
	test.setTimeout( 90_000 );
	rsvpModule =
		( await rest( 'admin', 'GET', 'settings' ) ).body.modules?.rsvp ??
		'off';
	await rest( 'admin', 'PUT', 'settings', { modules: { rsvp: 'on' } } );
	const group = (
		await restCreate( 'speaker/categories', { name: `Styles ${ word }` } )
	).id;
	const people: number[] = [];
	for ( const [ name, category ] of [
		[ 'Mara Quint', 'speaker' ],
		[ 'Ade Okafor', 'speaker' ],
		[ 'Harbour Events Co', 'organizer' ],
	] ) {
		people.push(
			(
				await restCreate( 'speakers', {
					name,
					email: `${ name.split( ' ' )[ 0 ].toLowerCase() }.${ word }@example.com`,
					category: [ category ],
					designation: 'Head of Research',
					company: 'Northwind Labs',
					group_ids: [ group ],
					social: [ { network: 'x', url: 'https://x.com/someone' } ],
				} )
			).id
		);
	}
	const schedule = (
		await restCreate( 'schedules', {
			program_title: 'Opening Day',
			date: '2031-09-15',
			slots: [
				{
					topic: 'Welcome and keynote',
					start_time: '09:00',
					end_time: '10:00',
					room: 'Main Hall',
					objective: 'Where the field is heading.',
					speakers: [ people[ 0 ] ],
				},
				{
					topic: 'Lunch',
					start_time: '12:00',
					end_time: '13:00',
					room: 'Garden',
					objective: '',
					speakers: [],
				},
			],
		} )
	).id;
	const event = async ( title: string, day: string ) =>
		(
			await createEvent( {
				title,
				status: 'publish',
				start_date: day,
				start_time: '18:00',
				end_date: day,
				end_time: '21:00',
				description: '<p>An evening of music by the water.</p>',
				location: {
					type: 'venue',
					venue: `Harbour Hall ${ word }`,
					address: { address: '1 Quay Street, Yokohama' },
				},
				tickets: [ { name: 'Community', price: '0', capacity: 10 } ],
				rsvp: { enabled: true, max_attendees: 4 },
			} )
		).id as number;
	const first = await event( 'Harbour Night', '2031-03-05' );
	await event( 'Morning Talk', '2031-03-06' );

	const list = 'filter_with_status="upcoming" limit="2" order="ASC"';
	pages.all = await publishPage(
		`Every widget ${ word }`,
		[
			`[eventin_event event_id="${ first }"]`,
			...[ 1, 2, 3, 4, 5 ].map(
				( n ) =>
					`[events style="event-${ n }" ${ list } etn_event_col="2"]`
			),
			`[etn_pro_events_one_line ${ list }]`,
			`[events_tab ${ list }]`,
			`[etn_pro_events_sliders ${ list }]`,
			`[etn_pro_countdown event_id="${ first }"]`,
			`[etn_pro_ticket_form event_id="${ first }"]`,
			`[etn_pro_ticket_form event_id="${ first }" style="style-2"]`,
			`[etn_rsvp_form event_id="${ first }"]`,
			`[etn_pro_attendee_list id="${ first }"]`,
			`[etn_pro_related_events event_id="${ first }"]`,
			`[etn_pro_add_calendar event_id="${ first }"]`,
			`[etn_event_recurring event_id="${ first }"]`,
			`[etn_pro_event_location_list event_id="${ first }"]`,
			...[ 1, 2, 3 ].map(
				( n ) =>
					`[speakers style="speaker-${ n }" cat_id="${ group }" etn_speaker_col="3"]`
			),
			`[etn_pro_organizers cat_id="${ group }"]`,
			`[etn_pro_speakers_sliders style="speaker-4" cat_id="${ group }"]`,
			`[etn_pro_speakers_sliders style="speaker-5" cat_id="${ group }"]`,
			`[schedules style="schedule-1" ids="${ schedule }"]`,
			`[schedules style="schedule-2" ids="${ schedule }"]`,
			`[schedules_list ids="${ schedule }"]`,
			'[etn_pro_calendar_list]',
			'[events_calendar calendar_view="dayGridMonth"]',
		],
		{ wide: true }
	);
	pages.events = await publishPage(
		`Events ${ word }`,
		`[events ${ list }]`
	);
	pages.calendar = await publishPage(
		`Calendar ${ word }`,
		'[events_calendar]'
	);
	pages.rsvp = await publishPage(
		`RSVP ${ word }`,
		`[etn_rsvp_form event_id="${ first }"]`
	);
	pages.none = await publishPage( `No widget ${ word }`, 'Just text.' );
} );

/**
 * The widgets' stylesheets the page loaded: their file names and sizes in bytes.
 * @param page
 */
async function widgetStyles( page: Page ) {
	return page.evaluate( async () => {
		const links = [
			...document.querySelectorAll< HTMLLinkElement >(
				'link[rel="stylesheet"][href*="/plugins/eventin/build/widgets-"]'
			),
		];
		return Promise.all(
			links.map( async ( link ) => {
				const text = await ( await fetch( link.href ) ).text();
				return {
					file:
						new URL( link.href ).pathname.split( '/' ).pop() ?? '',
					bytes: new TextEncoder().encode( text ).length,
				};
			} )
		);
	} );
}

test( 'a page of every widget kind: each kind’s stylesheet, once; shots and layout', async ( {
	browser,
} ) => {
	test.setTimeout( 90_000 );
	for ( const width of [ 1280, 375 ] ) {
		const page = await visitAnonymous( browser, pages.all, width );
		// Drawn as a grid or, in a column narrower than 600 px, as a list.
		await expect(
			page.locator( '.eventin-events-calendar .fc-view' ).first()
		).toBeVisible();
		await expect(
			page.locator( '[data-eventin-slider-ready]' ).first()
		).toBeAttached();
		// The countdown ticks: its numbers are left out of the comparison.
		const layout = await page.evaluate( () => {
			const props = [
				'display',
				'position',
				'color',
				'background-color',
				'background-image',
				'font-size',
				'font-weight',
				'line-height',
				'border-top',
				'border-radius',
				'box-shadow',
				'opacity',
				'transform',
				'grid-template-columns',
				'gap',
				'overflow-x',
			];
			return [
				...document.querySelectorAll(
					'.eventin-widget, .eventin-widget *'
				),
			]
				.filter( ( el ) => ! el.closest( '.eventin-countdown__value' ) )
				.map( ( el ) => {
					const box = el.getBoundingClientRect();
					const style = getComputedStyle( el );
					return [
						el.tagName.toLowerCase() +
							( el.getAttribute( 'class' )
								? '.' + el.getAttribute( 'class' )
								: '' ),
						[ box.x, box.y, box.width, box.height ].map(
							Math.round
						),
						props.map( ( prop ) => style.getPropertyValue( prop ) ),
					];
				} );
		} );
		expect( layout.length ).toBeGreaterThan( 300 );
		fs.mkdirSync( SHOTS, { recursive: true } );
		fs.writeFileSync(
			path.join( SHOTS, `widgets-styles-layout-${ width }.json` ),
			JSON.stringify( layout, null, 0 ).replace( /\],\[/g, '],\n[' )
		);
		await page.screenshot( {
			path: path.join( SHOTS, `widgets-styles-all-${ width }.png` ),
			fullPage: true,
			mask: [ page.locator( '.eventin-countdown__units' ) ],
		} );
		const styles = ( await widgetStyles( page ) ).map( ( s ) => s.file );
		expect( styles ).toEqual( [ ...new Set( styles ) ] );
		for ( const family of [
			'events',
			'countdown',
			'tickets',
			'rsvp',
			'attendees',
			'add-to-calendar',
			'location',
			'people',
			'schedules',
			'calendar',
			'slider',
			'tabs',
		] ) {
			expect( styles ).toContain( `widgets-style-${ family }.css` );
		}
		await page.context().close();
	}
} );

test( 'a page loads the base and its widgets’ stylesheets, no other widget’s', async ( {
	browser,
} ) => {
	const sizes: Record< string, number > = {};
	for ( const [ key, expected ] of [
		[ 'events', [ 'widgets-style.css', 'widgets-style-events.css' ] ],
		[ 'calendar', [ 'widgets-style.css', 'widgets-style-calendar.css' ] ],
		[ 'rsvp', [ 'widgets-style.css', 'widgets-style-rsvp.css' ] ],
		[ 'none', [] ],
	] as Array< [ string, string[] ] > ) {
		const page = await visitAnonymous( browser, pages[ key ] );
		const styles = await widgetStyles( page );
		sizes[ key ] = styles.reduce( ( sum, style ) => sum + style.bytes, 0 );
		await page.context().close();

		console.log(
			`widget CSS of the ${ key } page: ${ sizes[ key ] } bytes`
		);
		expect( styles.map( ( style ) => style.file ).sort(), key ).toEqual(
			expected.sort()
		);
	}
	// Each page's widget CSS stays small: the base and one family, not every widget's.
	expect( sizes.events ).toBeLessThan( 15_000 );
	expect( sizes.calendar ).toBeLessThan( 15_000 );
	test.info().annotations.push( {
		type: 'widget CSS bytes',
		description: JSON.stringify( sizes ),
	} );
} );
