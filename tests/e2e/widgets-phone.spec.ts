/**
 * Every widget kind of the catalogue on a phone (375 px wide) in Twenty Twenty-Five: nothing
 * sticks out of its widget or widens the page, sliders (which scroll on purpose) keep their
 * buttons in view and working, and the month calendar shows all seven weekdays. Two pages hold
 * the widgets (the calendars on one, everything else on the other); each is shot at 375 and 1280
 * pixels, page and widget by widget, into shots/ beside this run's results.
 */
import type { Browser, Locator, Page } from '@playwright/test';
import {
	createEvent,
	expect,
	publishPage,
	rest,
	restCreate,
	screenshot,
	SHOTS,
	test,
	unique,
	uploadImage,
	visitAnonymous,
} from './fixtures';

const PHONE = 375;
const DESKTOP = 1280;
const word = unique( 'p' ).replace( /\W+/g, '' );
const pages: Record< string, string > = {};

/**
 * 'YYYY-MM-DD' (UTC), days from today.
 * @param days
 */
function day( days: number ): string {
	return new Date( Date.now() + days * 86400_000 )
		.toISOString()
		.slice( 0, 10 );
}

/**
 * A banner picture drawn by the browser.
 * @param browser
 */
async function picture( browser: Browser ): Promise< Buffer > {
	const page = await browser.newPage( {
		viewport: { width: 960, height: 540 },
	} );
	await page.setContent(
		'<body style="margin:0"><div style="width:960px;height:540px;background:linear-gradient(135deg,#0b3d91,#00a6a6)"></div></body>'
	);
	const png = await page.screenshot();
	await page.close();
	return png;
}

/** The RSVP module as the spec found it (the RSVP form shows only while it is on). */
let rsvpModule = 'off';

test.afterAll( async () => {
	await rest( 'admin', 'PUT', 'settings', {
		modules: { rsvp: rsvpModule },
	} );
} );

test.beforeAll( async ( { browser } ) => {
	test.setTimeout( 90_000 );
	rsvpModule =
		( await rest( 'admin', 'GET', 'settings' ) ).body.modules?.rsvp ??
		'off';
	await rest( 'admin', 'PUT', 'settings', { modules: { rsvp: 'on' } } );
	const category = (
		await rest( 'admin', 'POST', 'event/categories', {
			name: `Phone ${ word }`,
		} )
	).body.id as number;
	const second = (
		await rest( 'admin', 'POST', 'event/categories', {
			name: `Phone talks ${ word }`,
		} )
	).body.id as number;
	const group = (
		await restCreate( 'speaker/categories', { name: `Phone ${ word }` } )
	).id;
	const people: number[] = [];
	for ( const [ name, kind ] of [
		[ 'Maximiliana Quintero-Hollingsworth', 'speaker' ],
		[ 'Ade Okafor', 'speaker' ],
		[ 'Harbour Events and Conferences Company', 'organizer' ],
	] ) {
		people.push(
			(
				await restCreate( 'speakers', {
					name,
					email: `${ name
						.split( ' ' )[ 0 ]
						.toLowerCase() }.${ word }@example.com`,
					category: [ kind ],
					designation: 'Head of Research and Development',
					company: 'Northwind Laboratories International',
					group_ids: [ group ],
					social: [
						{ network: 'x', url: 'https://x.com/someone' },
						{
							network: 'linkedin',
							url: 'https://linkedin.com/in/someone',
						},
					],
				} )
			).id
		);
	}
	const schedule = (
		await restCreate( 'schedules', {
			program_title: 'Opening Day of the International Conference',
			date: day( 20 ),
			slots: [
				{
					topic: 'Welcome and keynote: where the field is heading in the next decade',
					start_time: '09:00',
					end_time: '10:00',
					room: 'Main Hall',
					objective: 'Where the field is heading.',
					speakers: [ people[ 0 ], people[ 1 ] ],
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
	const schedule2 = (
		await restCreate( 'schedules', {
			program_title: 'Workshops',
			date: day( 21 ),
			slots: [
				{
					topic: 'Hands-on session',
					start_time: '10:00',
					end_time: '12:00',
					room: 'Room B',
					objective: 'Bring a laptop.',
					speakers: [ people[ 1 ] ],
				},
			],
		} )
	).id;
	const banner = await uploadImage( await picture( browser ), 'phone' );
	const event = async (
		title: string,
		date: string,
		fields: Record< string, unknown > = {}
	) =>
		(
			await createEvent( {
				title,
				status: 'publish',
				start_date: date,
				start_time: '18:00',
				end_date: date,
				end_time: '21:00',
				categories: [ category ],
				description:
					'<p>An evening of music by the water, with local bands and guests from all over the region.</p>',
				location: {
					type: 'venue',
					venue: `Harbour Hall ${ word }`,
					address: {
						address: '1 Quay Street, Naka Ward, Yokohama, Kanagawa',
					},
				},
				tickets: [
					{ name: 'Community', price: '0', capacity: 10 },
					{
						name: 'Supporter with a long name',
						price: '25',
						capacity: 5,
					},
				],
				...fields,
			} )
		).id as number;
	const first = await event(
		'Harbour Night: an International Celebration of Jazz',
		day( 1 ),
		{ banner, rsvp: { enabled: true, max_attendees: 6 } }
	);
	await event( 'Morning Talk', day( 1 ), {
		start_time: '09:00',
		end_time: '10:00',
	} );
	await event( 'Supercalifragilisticexpialidocious Workshop', day( 1 ), {
		start_time: '12:00',
		end_time: '13:00',
		categories: [ second ],
	} );
	await event( 'Film Club', day( 3 ), { categories: [ second ] } );
	const run = await event( 'Weekly Run', day( -7 ), {
		recurring_enabled: 'yes',
		recurrence: {
			frequency: 'weekly',
			interval: 1,
			ends: 'after',
			count: 4,
		},
	} );

	const cats = `event_cat_ids="${ category },${ second }"`;
	const list = `${ cats } filter_with_status="upcoming" limit="3" order="ASC" orderby="etn_start_date"`;
	const show =
		'show_event_location="yes" etn_desc_show="yes" show_end_date="yes"';
	pages.widgets = await publishPage( `Phone widgets ${ word }`, [
		`[eventin_event event_id="${ first }"]`,
		...[ 1, 2, 3, 4, 5 ].map(
			( n ) =>
				`[events style="event-${ n }" ${ list } ${ show } etn_event_col="3"]`
		),
		`[etn_pro_events_one_line ${ list } etn_desc_show="yes"]`,
		...[ 1, 2, 3, 4 ].map(
			( n ) =>
				`[events_tab style="event-${ n }" ${ list } ${ show } etn_event_col="2"]`
		),
		...[ 1, 2, 3 ].map(
			( n ) =>
				`[etn_pro_events_sliders style="event-${ n }" ${ list } slider_count="3"]`
		),
		`[etn_pro_countdown event_id="${ first }"]`,
		`[etn_pro_ticket_form event_id="${ first }"]`,
		`[etn_pro_ticket_form event_id="${ first }" style="style-2"]`,
		`[etn_rsvp_form event_id="${ first }"]`,
		`[etn_pro_attendee_list id="${ first }"]`,
		`[etn_pro_related_events event_id="${ first }" etn_event_col="3"]`,
		`[etn_pro_add_calendar event_id="${ first }"]`,
		`[etn_event_recurring event_id="${ run }"]`,
		`[etn_pro_event_location_list event_id="${ first }"]`,
		...[ 1, 2, 3 ].map(
			( n ) =>
				`[speakers style="speaker-${ n }" cat_id="${ group }" etn_speaker_col="4"]`
		),
		`[etn_pro_organizers cat_id="${ group }" etn_speaker_col="4"]`,
		...[ 1, 2, 3, 4, 5 ].map(
			( n ) =>
				`[etn_pro_speakers_sliders style="speaker-${ n }" cat_id="${ group }" slider_count="4"]`
		),
		...[ 1, 2 ].map(
			( n ) =>
				`[schedules style="schedule-${ n }" ids="${ schedule },${ schedule2 }"]`
		),
		...[ 1, 2 ].map(
			( n ) =>
				`[schedules_list style="schedule-${ n }" ids="${ schedule },${ schedule2 }"]`
		),
	] );
	pages.calendars = await publishPage( `Phone calendars ${ word }`, [
		`[events_calendar calendar_view="dayGridMonth" ${ cats }]`,
		`[events_calendar calendar_view="timeGridWeek" ${ cats }]`,
		`[events_calendar calendar_view="timeGridDay" ${ cats }]`,
		`[events_calendar calendar_view="dayGridMonth" show_upcoming_event="yes" show_desc="yes" calendar_show="right" limit="3" ${ cats }]`,
		`[etn_pro_calendar_list calendar_view="listMonth" ${ cats }]`,
		`[etn_pro_calendar_list calendar_view="listWeek" ${ cats }]`,
		`[etn_pro_calendar_list calendar_view="listDay" ${ cats }]`,
	] );
} );

/**
 * Opens a page of widgets at a width, once its scripts have set the calendars and sliders up.
 * @param browser
 * @param url
 * @param width
 */
async function open( browser: Browser, url: string, width: number ) {
	const page = await visitAnonymous( browser, url, width );
	const calendars = page.locator( '.eventin-events-calendar' );
	for ( let i = 0; i < ( await calendars.count() ); i++ ) {
		await expect(
			calendars.nth( i ).locator( '.fc-view-harness' )
		).toBeVisible();
		await expect(
			calendars.nth( i ).locator( '.fc-view' )
		).not.toHaveAttribute( 'aria-busy', 'true' );
	}
	const sliders = page.locator( '.eventin-slider' );
	for ( let i = 0; i < ( await sliders.count() ); i++ ) {
		await expect( sliders.nth( i ) ).toHaveAttribute(
			'data-eventin-slider-ready',
			'1'
		);
	}
	await page.evaluate( () => document.fonts.ready );
	return page;
}

type Report = {
	page: { scroll: number; client: number };
	widgets: {
		name: string;
		scroll: number;
		client: number;
		left: number;
		right: number;
		outside: string[];
	}[];
};

/**
 * What sticks out, per top-level widget: the widget's own scroll width, and its elements whose
 * box reaches past the widget's sides (clipped or not), those inside a slider's track aside.
 * @param page
 */
function measure( page: Page ): Promise< Report > {
	return page.evaluate( () => {
		const label = ( el: Element ) =>
			`${ el.tagName.toLowerCase() }.${ [ ...el.classList ]
				.slice( 0, 3 )
				.join( '.' ) }`;
		const widgets = [
			...document.querySelectorAll< HTMLElement >( '.eventin-widget' ),
		].filter( ( el ) => ! el.parentElement?.closest( '.eventin-widget' ) );
		return {
			page: {
				scroll: document.documentElement.scrollWidth,
				client: document.documentElement.clientWidth,
			},
			widgets: widgets.map( ( widget, index ) => {
				const box = widget.getBoundingClientRect();
				const outside = [
					...widget.querySelectorAll< HTMLElement >( '*' ),
				]
					.filter( ( el ) => {
						if ( el.closest( '.eventin-slider__track' ) ) {
							return false;
						}
						const r = el.getBoundingClientRect();
						// Wholly before the page's start: hidden there on purpose (FullCalendar's
						// list headings, the ticket form's trap for robots); it widens nothing.
						if ( r.right <= 0 ) {
							return false;
						}
						return (
							r.width > 1 &&
							r.height > 1 &&
							( r.right > box.right + 1 || r.left < box.left - 1 )
						);
					} )
					.map(
						( el ) =>
							`${ label( el ) } ${ Math.round(
								el.getBoundingClientRect().left
							) }–${ Math.round( el.getBoundingClientRect().right ) }`
					);
				return {
					name: `${ index } ${ label( widget ) }${
						widget.querySelector( '.fc-view' )
							? ' ' +
								( [
									...widget.querySelector( '.fc-view' )!
										.classList,
								].find(
									( c ) =>
										c.endsWith( '-view' ) && c !== 'fc-view'
								) ?? '' )
							: ''
					}`,
					scroll: widget.scrollWidth,
					client: widget.clientWidth,
					left: Math.round( box.left ),
					right: Math.round( box.right ),
					outside: outside.slice( 0, 8 ),
				};
			} ),
		};
	} );
}

/**
 * Shoots the page and each of its widgets.
 * @param page
 * @param name
 */
async function shoot( page: Page, name: string ) {
	await screenshot( page, name );
	const widgets = page.locator(
		'.eventin-widget:not(.eventin-widget .eventin-widget)'
	);
	const count = await widgets.count();
	for ( let i = 0; i < count; i++ ) {
		await widgets.nth( i ).screenshot( {
			path: `${ SHOTS }/widgets-phone-${ name }-${ String( i ).padStart(
				2,
				'0'
			) }.png`,
		} );
	}
}

/**
 * The weekday headers of a calendar's grid: where each is, whether it is what shows at its
 * middle (not hidden under something or clipped away) and whether its text fits in it.
 * @param calendar
 */
async function weekdays( calendar: Locator ) {
	const headers = calendar.locator(
		'.fc-col-header-cell:not(.fc-timegrid-axis)'
	);
	await headers.first().scrollIntoViewIfNeeded();
	return headers.evaluateAll( ( cells ) =>
		cells.map( ( cell ) => {
			const r = cell.getBoundingClientRect();
			const hit = document.elementFromPoint(
				r.left + r.width / 2,
				r.top + r.height / 2
			);
			const text = cell.querySelector( '.fc-col-header-cell-cushion' );
			return {
				left: Math.round( r.left ),
				right: Math.round( r.right ),
				shown: !! hit && cell.contains( hit ),
				fits: !! text && text.scrollWidth <= cell.clientWidth,
				text: ( cell as HTMLElement ).innerText.trim(),
			};
		} )
	);
}

/**
 * Asserts a calendar shows seven named weekdays, each in view, inside the widget and the viewport.
 * @param calendar
 * @param width    The viewport's width.
 */
async function expectSevenDays( calendar: Locator, width: number ) {
	const box = ( await calendar.boundingBox() )!;
	const right = Math.min( width, box.x + box.width ) + 1;
	await expect
		.poll(
			async () => {
				const days = await weekdays( calendar );
				return (
					days.length === 7 &&
					days.every(
						( cell ) =>
							cell.left >= Math.max( 0, box.x ) - 1 &&
							cell.right <= right &&
							cell.shown &&
							cell.fits &&
							cell.text !== ''
					)
				);
			},
			JSON.stringify( await weekdays( calendar ) )
		)
		.toBe( true );
}

/**
 * Asserts nothing of the page's widgets sticks out of them, nor the page out of the viewport.
 * @param page
 * @param width The viewport's width.
 */
async function expectNoOverflow( page: Page, width: number ) {
	const report = await measure( page );
	expect( report.widgets.length ).toBeGreaterThan( 5 );
	expect(
		report.widgets.filter(
			( w ) =>
				w.scroll > w.client + 1 ||
				w.left < 0 ||
				w.right > width ||
				w.outside.length
		),
		JSON.stringify( report, null, 1 )
	).toEqual( [] );
	expect( report.page.scroll ).toBeLessThanOrEqual( report.page.client );
}

test( `every widget but the calendars at ${ PHONE } px: nothing overflows, sliders keep their buttons`, async ( {
	browser,
} ) => {
	test.setTimeout( 90_000 );
	const page = await open( browser, pages.widgets, PHONE );
	await shoot( page, `widgets-${ PHONE }` );
	await expectNoOverflow( page, PHONE );

	// Tabs wrap rather than scroll: every tab is in view.
	const tabs = page.locator( '.eventin-tabs__tab' );
	expect( await tabs.count() ).toBeGreaterThan( 10 );
	for ( const tab of await tabs.all() ) {
		const box = ( await tab.boundingBox() )!;
		expect( box.x ).toBeGreaterThanOrEqual( 0 );
		expect( box.x + box.width ).toBeLessThanOrEqual( PHONE );
	}

	// A slider scrolls on purpose: its buttons are in view and move it along.
	const sliders = page.locator( '.eventin-slider:not(.is-static)' );
	await expect( sliders ).toHaveCount( 8 );
	for ( let i = 0; i < 8; i++ ) {
		const slider = sliders.nth( i );
		const next = slider.locator( '.eventin-slider__next' );
		const prev = slider.locator( '.eventin-slider__prev' );
		for ( const button of [ prev, next ] ) {
			await button.scrollIntoViewIfNeeded();
			const box = ( await button.boundingBox() )!;
			expect( box.x ).toBeGreaterThanOrEqual( 0 );
			expect( box.x + box.width ).toBeLessThanOrEqual( PHONE );
			expect( box.width ).toBeGreaterThanOrEqual( 24 );
		}
		const track = slider.locator( '.eventin-slider__track' );
		await expect( prev ).toBeDisabled();
		await next.focus();
		await page.keyboard.press( 'Enter' );
		await expect
			.poll( () => track.evaluate( ( el ) => el.scrollLeft ) )
			.toBeGreaterThan( 0 );
		await expect( prev ).toBeEnabled();
	}
	await page.context().close();
} );

test( `the calendars at ${ PHONE } px: they start as lists, nothing overflows, the month and week grids show seven days`, async ( {
	browser,
} ) => {
	test.setTimeout( 90_000 );
	const page = await open( browser, pages.calendars, PHONE );
	await shoot( page, `calendars-${ PHONE }` );
	await expectNoOverflow( page, PHONE );
	const calendars = page.locator( '.eventin-events-calendar' );
	// The four grid calendars open on their period as a list, as the three lists do.
	await expect( calendars.locator( '.fc-list' ) ).toHaveCount( 7 );
	const grids = calendars.filter( {
		has: page.getByRole( 'button', { name: 'List', exact: true } ),
	} );
	await expect( grids ).toHaveCount( 4 );
	for ( const calendar of [ grids.nth( 0 ), grids.nth( 3 ) ] ) {
		await calendar
			.getByRole( 'button', { name: 'Month', exact: true } )
			.click();
		await expect(
			calendar.locator( '.fc-dayGridMonth-view' )
		).toBeVisible();
		await expectSevenDays( calendar, PHONE );
		// Its toolbar's buttons are in view too.
		for ( const button of await calendar
			.locator( '.fc-toolbar button' )
			.all() ) {
			const box = ( await button.boundingBox() )!;
			expect( box.x ).toBeGreaterThanOrEqual( 0 );
			expect( box.x + box.width ).toBeLessThanOrEqual( PHONE );
		}
	}
	// The week of hours starts as the week's list; a visitor may still choose the grid.
	const week = grids.nth( 1 );
	await expect( week.locator( '.fc-listWeek-view' ) ).toBeVisible();
	await week.getByRole( 'button', { name: 'Week', exact: true } ).click();
	await expect( week.locator( '.fc-timeGridWeek-view' ) ).toBeVisible();
	await expectSevenDays( week, PHONE );
	await week.screenshot( {
		path: `${ SHOTS }/widgets-phone-calendars-${ PHONE }-week.png`,
	} );
	await expectNoOverflow( page, PHONE );
	await page.context().close();
} );

test( 'a month grid the visitor chose fits again when its widget narrows: the window turned to a phone, a narrower column', async ( {
	browser,
} ) => {
	const page = await open( browser, pages.calendars, DESKTOP );
	const calendar = page
		.locator( '.eventin-events-calendar' )
		.filter( { has: page.locator( '.fc-dayGridMonth-view' ) } )
		.first();
	await expectSevenDays( calendar, DESKTOP );
	// Chosen, the grid stays when the calendar narrows (left to itself it would become the list).
	await calendar
		.getByRole( 'button', { name: 'Month', exact: true } )
		.click();
	await page.setViewportSize( { width: PHONE, height: 800 } );
	await expectSevenDays( calendar, PHONE );
	await expectNoOverflow( page, PHONE );
	// Back to a desktop, then the widget's column narrows with no window resize at all.
	await page.setViewportSize( { width: DESKTOP, height: 800 } );
	await expectSevenDays( calendar, DESKTOP );
	await calendar.evaluate( ( el ) => {
		el.style.maxWidth = '300px';
	} );
	expect( ( await calendar.boundingBox() )!.width ).toBeLessThanOrEqual(
		300
	);
	await expectSevenDays( calendar, DESKTOP );
	await page.context().close();
} );

test( `every widget at ${ DESKTOP } px: nothing overflows`, async ( {
	browser,
} ) => {
	test.setTimeout( 90_000 );
	for ( const which of [ 'widgets', 'calendars' ] ) {
		const page = await open( browser, pages[ which ], DESKTOP );
		await shoot( page, `${ which }-${ DESKTOP }` );
		await expectNoOverflow( page, DESKTOP );
		await expect( page.locator( '.eventin-widget' ).first() ).toBeVisible();
		await page.context().close();
	}
} );
