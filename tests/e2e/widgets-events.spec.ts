/**
 * The event widgets on public pages, as an anonymous visitor sees them in Twenty Twenty-Five: the
 * grid in its five styles, one-line events, category tabs (keyboard), the slider (buttons), the
 * countdown (ticking), related events and a recurring event's dates. Every widget here is limited
 * to this file's own categories, so events other files create never show. Screenshots at 1280 and
 * 375 pixels go to shots/ beside this run's results.
 */
import type { Browser, Locator } from '@playwright/test';
import {
	createEvent,
	expect,
	publishPage,
	rest,
	screenshot,
	test,
	unique,
	uploadImage,
	visitAnonymous,
} from './fixtures';

type EventItem = { id: number; title: string; link: string };

const MONTHS = [
	'January',
	'February',
	'March',
	'April',
	'May',
	'June',
	'July',
	'August',
	'September',
	'October',
	'November',
	'December',
];

/**
 * 'YYYY-MM-DD' in Tokyo, days from today.
 * @param days
 */
function day( days: number ): string {
	return new Date( Date.now() + days * 86400_000 ).toLocaleDateString(
		'en-CA',
		{ timeZone: 'Asia/Tokyo' }
	);
}

/**
 * 'December 5, 2030', the site's default date format.
 * @param date 'YYYY-MM-DD'
 */
function long( date: string ): string {
	const [ y, m, d ] = date.split( '-' ).map( Number );
	return `${ MONTHS[ m - 1 ] } ${ d }, ${ y }`;
}

/**
 * A picture for a banner: a gradient with a word, drawn by the browser.
 * @param browser
 * @param colours
 * @param label
 */
async function picture(
	browser: Browser,
	colours: [ string, string ],
	label: string
): Promise< Buffer > {
	const page = await browser.newPage( {
		viewport: { width: 960, height: 540 },
	} );
	await page.setContent(
		`<body style="margin:0"><div style="width:960px;height:540px;display:grid;place-items:center;background:linear-gradient(135deg,${ colours[ 0 ] },${ colours[ 1 ] });font:700 72px sans-serif;color:rgba(255,255,255,.85)">${ label }</div></body>`
	);
	const png = await page.screenshot();
	await page.close();
	return png;
}

const word = unique( 'w' ).replace( /\W+/g, '' );
const ids: Record< string, number > = {};
const events: Record< string, EventItem > = {};
const pages: Record< string, string > = {};
const when: Record< string, string > = {};

async function event( key: string, fields: Record< string, unknown > ) {
	events[ key ] = await createEvent( {
		status: 'publish',
		timezone: 'Asia/Tokyo',
		...fields,
	} );
}

test.describe.configure( { mode: 'serial' } );

test.beforeAll( async ( { browser } ) => {
	test.setTimeout( 90_000 );
	for ( const name of [ 'Music', 'Art', 'Wellness', 'Running' ] ) {
		const { body } = await rest( 'admin', 'POST', 'event/categories', {
			name: `${ name } ${ word }`,
		} );
		ids[ name ] = body.id;
	}
	const { body: tag } = await rest( 'admin', 'POST', 'event/tags', {
		name: `Free ${ word }`,
	} );
	ids.Free = tag.id;

	const banner = async ( colours: [ string, string ], label: string ) =>
		uploadImage(
			await picture( browser, colours, label ),
			label.toLowerCase()
		);
	const hall = {
		type: 'venue',
		venue: 'Harbour Hall',
		address: { address: '1 Quay Street, Yokohama' },
	};
	const text =
		'<p>An evening of live music by the water, with local bands and guests from all over the region. Doors open an hour early.</p>';
	when.jazz = day( 2 );
	await event( 'jazz', {
		title: 'Harbour Jazz Night',
		start_date: when.jazz,
		start_time: '19:30',
		end_date: when.jazz,
		end_time: '23:00',
		categories: [ ids.Music ],
		location: hall,
		description: text,
		banner: await banner( [ '#0b3d91', '#00a6a6' ], 'Jazz' ),
	} );
	await event( 'yoga', {
		title: 'Sunrise Yoga',
		start_date: day( 4 ),
		start_time: '06:30',
		end_date: day( 4 ),
		end_time: '08:00',
		categories: [ ids.Wellness ],
		location: { type: 'online', online_link: 'https://example.com/live' },
		description: '<p>Gentle stretching for every level, online.</p>',
		banner: await banner( [ '#f59e0b', '#ef4444' ], 'Yoga' ),
	} );
	await event( 'walk', {
		title: 'City Art Walk',
		start_date: day( 6 ),
		start_time: '10:00',
		end_date: day( 7 ),
		end_time: '16:00',
		categories: [ ids.Art ],
		tags: [ ids.Free ],
		location: {
			type: 'venue',
			venue: 'Old Town Gallery',
			address: { address: '5 Canal Road' },
		},
		description: '<p>Two days of open galleries and street art tours.</p>',
		banner: await banner( [ '#7c3aed', '#db2777' ], 'Art' ),
	} );
	await event( 'film', {
		title: 'Film Club',
		start_date: day( 9 ),
		start_time: '20:00',
		end_date: day( 9 ),
		end_time: '22:00',
		categories: [ ids.Art ],
		tags: [ ids.Free ],
		description: '<p>Classic cinema and a chat afterwards.</p>',
	} );
	await event( 'market', {
		title: 'Winter Market',
		start_date: day( -10 ),
		start_time: '09:00',
		end_date: day( -10 ),
		end_time: '17:00',
		categories: [ ids.Art ],
	} );
	await event( 'studio', {
		title: 'Open Studio',
		start_date: day( -1 ),
		start_time: '00:00',
		end_date: day( 1 ),
		end_time: '23:00',
		categories: [ ids.Art ],
	} );
	await event( 'run', {
		title: 'Weekly Run',
		start_date: day( -7 ),
		start_time: '07:00',
		end_date: day( -7 ),
		end_time: '08:00',
		categories: [ ids.Running ],
		recurring_enabled: 'yes',
		recurrence: {
			frequency: 'weekly',
			interval: 1,
			ends: 'after',
			count: 4,
		},
	} );

	const mine = `${ ids.Music },${ ids.Art },${ ids.Wellness }`;
	const upcoming = `event_cat_ids="${ mine }" filter_with_status="upcoming" order="ASC" orderby="etn_start_date"`;
	pages.grid = await publishPage( `Upcoming ${ word }`, [
		`[events ${ upcoming } etn_event_col="3" show_event_location="yes" etn_desc_show="yes" desc_limit="12" show_end_date="yes"]`,
	] );
	pages.styles = await publishPage(
		`Styles ${ word }`,
		[ 2, 3, 4, 5 ].map(
			( style ) =>
				`[events style="event-${ style }" ${ upcoming } limit="${
					style === 3 ? 2 : 3
				}" etn_event_col="${
					style === 3 ? 1 : 3
				}" show_event_location="yes" etn_desc_show="yes" desc_limit="10"]`
		)
	);
	pages.lists = await publishPage( `Lists ${ word }`, [
		`[etn_pro_events_one_line event_cat_ids="${ mine }"]`,
		`[etn_event_recurring event_id="${ events.run.id }"]`,
		`[etn_pro_related_events event_id="${ events.walk.id }" etn_event_col="2"]`,
	] );
	pages.tabs = await publishPage( `Tabs ${ word }`, [
		`[events_tab event_cat_ids="${ ids.Music },${ ids.Art }" filter_with_status="upcoming" order="ASC" orderby="etn_start_date" etn_event_col="2" show_event_location="yes"]`,
	] );
	pages.slider = await publishPage( `Slider ${ word }`, [
		`[etn_pro_events_sliders ${ upcoming } slider_count="2" desc_limit="10"]`,
	] );
	pages.countdown = await publishPage( `Countdown ${ word }`, [
		`[etn_pro_countdown event_id="${ events.jazz.id }"]`,
		`[etn_pro_countdown event_id="${ events.studio.id }"]`,
	] );
} );

const titles = ( scope: Locator ) =>
	scope.locator( '.eventin-card__title' ).allInnerTexts();

test( 'the grid lists upcoming events soonest first, with dates, places, descriptions, banners and links', async ( {
	browser,
} ) => {
	const page = await visitAnonymous( browser, pages.grid );
	const widget = page.locator( '.eventin-events' );
	expect( await titles( widget ) ).toEqual( [
		'Harbour Jazz Night',
		'Sunrise Yoga',
		'City Art Walk',
		'Film Club',
	] );
	const jazz = widget.locator( '.eventin-card' ).first();
	await expect(
		jazz.getByRole( 'link', { name: 'Harbour Jazz Night' } )
	).toHaveAttribute( 'href', events.jazz.link );
	await expect( jazz.locator( '.eventin-card__when' ) ).toHaveText(
		// The dash is for the eye, 'to' for screen readers.
		`${ long( when.jazz ) } 7:30 pm –to 11:00 pm JST`
	);
	await expect( jazz.locator( '.eventin-card__location' ) ).toHaveText(
		'Harbour Hall, 1 Quay Street, Yokohama'
	);
	await expect( jazz.locator( '.eventin-card__desc' ) ).toHaveText(
		'An evening of live music by the water, with local bands and…'
	);
	await expect(
		jazz.getByRole( 'img', { name: 'Harbour Jazz Night' } )
	).toBeVisible();
	await expect(
		widget
			.locator( '.eventin-card' )
			.nth( 1 )
			.locator( '.eventin-card__location' )
	).toHaveText( 'Online' );
	// Three columns on a desktop.
	const boxes = await widget
		.locator( '.eventin-card' )
		.evaluateAll( ( cards ) =>
			cards.map( ( card ) =>
				Math.round( card.getBoundingClientRect().top )
			)
		);
	expect( boxes[ 0 ] ).toBe( boxes[ 2 ] );
	expect( boxes[ 3 ] ).toBeGreaterThan( boxes[ 0 ] );
	await screenshot( page, 'grid-1280' );

	// The card is one link: clicking its description opens the event.
	// (Scrolled to first: the theme's menu lists every page the other specs made.)
	await jazz.locator( '.eventin-card__desc' ).scrollIntoViewIfNeeded();
	const desc = await jazz.locator( '.eventin-card__desc' ).boundingBox();
	await page.mouse.click( desc!.x + 20, desc!.y + desc!.height / 2 );
	await expect( page ).toHaveURL( events.jazz.link );
	await page.context().close();

	const phone = await visitAnonymous( browser, pages.grid, 375 );
	const tops = await phone
		.locator( '.eventin-card' )
		.evaluateAll( ( cards ) =>
			cards.map( ( card ) =>
				Math.round( card.getBoundingClientRect().top )
			)
		);
	expect( tops[ 1 ] ).toBeGreaterThan( tops[ 0 ] );
	expect(
		await phone.evaluate(
			() => document.documentElement.scrollWidth <= window.innerWidth
		)
	).toBe( true );
	await screenshot( phone, 'grid-375' );
	await phone.context().close();
} );

test( 'the other card styles', async ( { browser } ) => {
	for ( const width of [ 1280, 375 ] ) {
		const page = await visitAnonymous( browser, pages.styles, width );
		for ( const style of [ 2, 3, 4, 5 ] ) {
			const widget = page.locator( `.eventin-style-event-${ style }` );
			expect( await titles( widget ) ).toEqual(
				[ 'Harbour Jazz Night', 'Sunrise Yoga', 'City Art Walk' ].slice(
					0,
					style === 3 ? 2 : 3
				)
			);
		}
		await screenshot( page, `styles-${ width }` );
		await page.context().close();
	}
} );

test( 'one line per event, a recurring event’s dates and related events', async ( {
	browser,
} ) => {
	const page = await visitAnonymous( browser, pages.lists );
	// Three (the default), newest first.
	expect(
		await titles( page.locator( '.eventin-events-one-line' ) )
	).toEqual( [ 'Open Studio', 'Winter Market', 'Film Club' ] );
	const dates = page.locator(
		'.eventin-recurring-event .eventin-card__when time'
	);
	await expect( dates ).toHaveText(
		[ -7, 0, 7, 14 ].map( ( n ) => `${ long( day( n ) ) } 7:00 am` )
	);
	// Sharing the tag Free or the category Art, upcoming, without the event itself.
	expect( await titles( page.locator( '.eventin-related-events' ) ) ).toEqual(
		[ 'Film Club' ]
	);
	await screenshot( page, 'lists-1280' );
	await page.context().close();
	const phone = await visitAnonymous( browser, pages.lists, 375 );
	await screenshot( phone, 'lists-375' );
	await phone.context().close();
} );

test( 'category tabs work with the keyboard', async ( { browser } ) => {
	const page = await visitAnonymous( browser, pages.tabs );
	const tabs = page.getByRole( 'tab' );
	await expect( tabs ).toHaveText( [
		'All',
		`Music ${ word }`,
		`Art ${ word }`,
	] );
	const panel = page.getByRole( 'tabpanel' );
	await expect( panel ).toHaveCount( 1 );
	expect( await titles( panel ) ).toEqual( [
		'Harbour Jazz Night',
		'City Art Walk',
		'Film Club',
	] );
	await screenshot( page, 'tabs-1280' );

	await tabs.first().focus();
	await page.keyboard.press( 'ArrowRight' );
	await expect( tabs.nth( 1 ) ).toBeFocused();
	await expect( tabs.nth( 1 ) ).toHaveAttribute( 'aria-selected', 'true' );
	await expect( tabs.first() ).toHaveAttribute( 'aria-selected', 'false' );
	expect( await titles( page.getByRole( 'tabpanel' ) ) ).toEqual( [
		'Harbour Jazz Night',
	] );
	await page.keyboard.press( 'ArrowRight' );
	await expect( page.getByRole( 'tabpanel' ) ).toHaveAttribute(
		'aria-labelledby',
		( await tabs.nth( 2 ).getAttribute( 'id' ) ) as string
	);
	expect( await titles( page.getByRole( 'tabpanel' ) ) ).toEqual( [
		'City Art Walk',
		'Film Club',
	] );
	await page.keyboard.press( 'ArrowRight' );
	await expect( tabs.first() ).toBeFocused();
	await page.keyboard.press( 'End' );
	await expect( tabs.nth( 2 ) ).toBeFocused();
	await page.keyboard.press( 'Home' );
	await expect( tabs.first() ).toHaveAttribute( 'aria-selected', 'true' );
	// Tab leaves the tab list for the panel: only the selected tab is in the tab order.
	await page.keyboard.press( 'Tab' );
	await expect( page.getByRole( 'tabpanel' ) ).toBeFocused();
	await tabs.nth( 1 ).click();
	await expect( tabs.nth( 1 ) ).toHaveAttribute( 'aria-selected', 'true' );
	await page.context().close();

	const phone = await visitAnonymous( browser, pages.tabs, 375 );
	await screenshot( phone, 'tabs-375' );
	await phone.context().close();
} );

test( 'the slider moves a page per button press', async ( { browser } ) => {
	const page = await visitAnonymous( browser, pages.slider );
	const slider = page.getByRole( 'region', { name: 'Events' } );
	const prev = slider.getByRole( 'button', { name: 'Previous' } );
	const next = slider.getByRole( 'button', { name: 'Next' } );
	const slides = slider.getByRole( 'group' );
	await expect( slides ).toHaveCount( 4 );
	await expect( slides.nth( 2 ) ).toHaveAttribute( 'aria-label', '3 of 4' );
	await expect( prev ).toBeDisabled();
	await expect( next ).toBeEnabled();
	const inView = () =>
		slides.evaluateAll( ( all ) => {
			const track = all[ 0 ].parentElement!.getBoundingClientRect();
			return all
				.filter( ( slide ) => {
					const box = slide.getBoundingClientRect();
					return (
						box.left >= track.left - 1 &&
						box.right <= track.right + 1
					);
				} )
				.map( ( slide ) => slide.querySelector( 'h3' )!.textContent );
		} );
	expect( await inView() ).toEqual( [
		'Harbour Jazz Night',
		'Sunrise Yoga',
	] );
	await screenshot( page, 'slider-1280' );
	await next.click();
	await expect( next ).toBeDisabled();
	await expect( prev ).toBeEnabled();
	await expect.poll( inView ).toEqual( [ 'City Art Walk', 'Film Club' ] );
	await prev.focus();
	await page.keyboard.press( 'Enter' );
	await expect( prev ).toBeDisabled();
	await expect
		.poll( inView )
		.toEqual( [ 'Harbour Jazz Night', 'Sunrise Yoga' ] );
	await page.context().close();

	const phone = await visitAnonymous( browser, pages.slider, 375 );
	const phoneSlider = phone.getByRole( 'region', { name: 'Events' } );
	await screenshot( phone, 'slider-375' );
	const whole = () =>
		phoneSlider.getByRole( 'group' ).evaluateAll( ( all ) =>
			all
				.filter( ( slide ) => {
					const box = slide.getBoundingClientRect();
					return box.left >= -1 && box.right <= window.innerWidth + 1;
				} )
				.map( ( slide ) => slide.querySelector( 'h3' )!.textContent )
		);
	// One slide at a time on a phone.
	expect( await whole() ).toEqual( [ 'Harbour Jazz Night' ] );
	await phoneSlider.getByRole( 'button', { name: 'Next' } ).click();
	await expect.poll( whole ).toEqual( [ 'Sunrise Yoga' ] );
	await phone.context().close();
} );

test( 'the countdown ticks, and says when an event has started', async ( {
	browser,
} ) => {
	const page = await visitAnonymous( browser, pages.countdown );
	const [ first, second ] = [
		page.locator( '.eventin-countdown' ).first(),
		page.locator( '.eventin-countdown' ).nth( 1 ),
	];
	await expect(
		first.getByRole( 'link', { name: 'Harbour Jazz Night' } )
	).toHaveAttribute( 'href', events.jazz.link );
	await expect( first.getByRole( 'timer' ) ).toHaveText(
		/^The event starts in [12] days?, \d+ hours?, and \d+ minutes?\.$/
	);
	await expect( first.locator( '.eventin-countdown__when time' ) ).toHaveText(
		`${ long( when.jazz ) } 7:30 pm`
	);
	const seconds = first.locator( '[data-unit="seconds"]' );
	const before = await seconds.textContent();
	await expect( seconds ).not.toHaveText( before as string, {
		timeout: 2500,
	} );
	// Days, hours, minutes and seconds add up to the time left to the start.
	const left = await first.evaluate( ( widget ) => {
		const unit = ( name: string ) =>
			Number(
				widget.querySelector( `[data-unit="${ name }"]` )!.textContent
			);
		const start = Date.parse(
			widget
				.querySelector( '[data-eventin-countdown]' )!
				.getAttribute( 'data-eventin-countdown' )!
		);
		const shown =
			( ( unit( 'days' ) * 24 + unit( 'hours' ) ) * 60 +
				unit( 'minutes' ) ) *
				60 +
			unit( 'seconds' );
		return Math.abs( ( start - Date.now() ) / 1000 - shown );
	} );
	expect( left ).toBeLessThan( 2 );
	await expect( second.locator( '.eventin-countdown__done' ) ).toHaveText(
		'This event has started.'
	);
	await screenshot( page, 'countdown-1280' );
	await page.context().close();
	const phone = await visitAnonymous( browser, pages.countdown, 375 );
	await screenshot( phone, 'countdown-375' );
	await phone.context().close();
} );
