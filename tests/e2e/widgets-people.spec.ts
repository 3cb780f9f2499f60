/**
 * The people, schedule, location and add-to-calendar widgets on public pages, as an anonymous
 * visitor sees them in Twenty Twenty-Five: speakers in three styles (exact names and order),
 * organizers, the speakers slider, schedules in tabs (keyboard) and as a list, event locations
 * with map links, and the .ics download. Every widget is limited to this file's own groups,
 * schedules and events. Screenshots at 1280 and 375 pixels go to shots/ beside this run's results.
 */
import fs from 'node:fs';
import type { Browser, Locator } from '@playwright/test';
import {
	createEvent,
	expect,
	loadImages,
	publishPage,
	restCreate,
	screenshot,
	test,
	unique,
	uploadImage,
	visitAnonymous,
} from './fixtures';

/**
 * A picture drawn by the browser: a portrait (a figure on a gradient) or a logo (letters).
 * @param browser
 * @param colours
 * @param kind
 * @param label
 */
async function picture(
	browser: Browser,
	colours: [ string, string ],
	kind: 'portrait' | 'logo',
	label = ''
): Promise< Buffer > {
	const page = await browser.newPage( {
		viewport: { width: 600, height: 600 },
	} );
	const portrait = `<div style="width:600px;height:600px;position:relative;overflow:hidden;background:linear-gradient(160deg,${ colours[ 0 ] },${ colours[ 1 ] })">
		<div style="position:absolute;left:200px;top:120px;width:200px;height:220px;border-radius:50%;background:rgba(255,255,255,.8)"></div>
		<div style="position:absolute;left:90px;top:370px;width:420px;height:320px;border-radius:210px 210px 0 0;background:rgba(255,255,255,.8)"></div></div>`;
	const logo = `<div style="width:600px;height:600px;display:grid;place-items:center;background:#fff">
		<div style="width:420px;height:420px;border-radius:96px;display:grid;place-items:center;background:linear-gradient(135deg,${ colours[ 0 ] },${ colours[ 1 ] });font:800 190px sans-serif;color:#fff">${ label }</div></div>`;
	await page.setContent(
		`<body style="margin:0">${ kind === 'portrait' ? portrait : logo }</body>`
	);
	const png = await page.screenshot();
	await page.close();
	return png;
}

/**
 * 'YYYY-MM-DD' and 'HH:mm' in UTC, hours from now (on the hour).
 * @param hours
 */
function utc( hours: number ) {
	const at = new Date( Date.now() + hours * 3600_000 );
	at.setUTCMinutes( 0, 0, 0 );
	const iso = at.toISOString();
	return { date: iso.slice( 0, 10 ), time: iso.slice( 11, 16 ) };
}

const word = unique( 'w' ).replace( /\W+/g, '' );
const groups: Record< string, number > = {};
const people: Record< string, { id: number; author_url: string } > = {};
const schedules: Record< string, number > = {};
const events: Record< string, { id: number; title: string; link: string } > =
	{};
const pages: Record< string, string > = {};

/** The speakers, in the order they are created (ids ascending). */
const SPEAKERS: Array< [ string, string, string, [ string, string ] ] > = [
	[
		'Mara Quint',
		'Head of Research',
		'Northwind Labs',
		[ '#0b3d91', '#00a6a6' ],
	],
	[
		'Ade Okafor',
		'Product Designer',
		'Studio Palm',
		[ '#7c3aed', '#db2777' ],
	],
	[
		'Lena Vogel',
		'Staff Engineer',
		'Kettle Systems',
		[ '#f59e0b', '#ef4444' ],
	],
	[
		'Tomás Ruiz',
		'Community Lead',
		'Open Harbour',
		[ '#065f46', '#10b981' ],
	],
	[
		'Priya Nair',
		'Data Scientist',
		'Lumen Analytics',
		[ '#1e3a8a', '#9333ea' ],
	],
];

test.describe.configure( { mode: 'serial' } );

test.beforeAll( async ( { browser } ) => {
	test.setTimeout( 120_000 );
	for ( const name of [ 'Keynotes', 'Hosts' ] ) {
		groups[ name ] = (
			await restCreate( 'speaker/categories', {
				name: `${ name } ${ word }`,
			} )
		).id;
	}
	const person = async (
		name: string,
		fields: Record< string, unknown >
	) => {
		people[ name ] = await restCreate( 'speakers', {
			name,
			email: `${ name
				.toLowerCase()
				.normalize( 'NFD' )
				.replace( /[^a-z]+/g, '.' ) }.${ word }@example.com`,
			...fields,
		} );
	};
	for ( const [ name, designation, company, colours ] of SPEAKERS ) {
		const slug = name.split( ' ' )[ 0 ].toLowerCase();
		await person( name, {
			category: [ 'speaker' ],
			designation,
			company,
			// The last one has no photo: their initials show.
			image_id:
				name === 'Priya Nair'
					? 0
					: await uploadImage(
							await picture( browser, colours, 'portrait' ),
							`${ slug }-${ word }`
						),
			group_ids: [ groups.Keynotes ],
			social: [
				{
					network: 'linkedin',
					url: `https://www.linkedin.com/in/${ slug }`,
				},
				{ network: 'x', url: `https://x.com/${ slug }` },
				{ network: 'website', url: `https://${ slug }.example` },
			],
		} );
	}
	for ( const [ name, letters, colours ] of [
		[ 'Harbour Events Co', 'HE', [ '#0b3d91', '#00a6a6' ] ],
		[ 'Kite & Compass', 'KC', [ '#db2777', '#f59e0b' ] ],
	] as Array< [ string, string, [ string, string ] ] > ) {
		await person( name, {
			category: [ 'organizer' ],
			company: 'Organizer',
			image_id: await uploadImage(
				await picture( browser, colours, 'logo', letters ),
				`${ letters.toLowerCase() }-${ word }`
			),
			group_ids: [ groups.Hosts ],
			social: [
				{
					network: 'website',
					url: `https://${ letters.toLowerCase() }.example`,
				},
			],
		} );
	}

	const slot = (
		topic: string,
		start: string,
		end: string,
		room: string,
		speakers: string[],
		objective = ''
	) => ( {
		topic,
		start_time: start,
		end_time: end,
		room,
		objective,
		speakers: speakers.map( ( name ) => people[ name ].id ),
	} );
	const schedule = async (
		key: string,
		title: string,
		date: string,
		slots: unknown[]
	) => {
		schedules[ key ] = (
			await restCreate( 'schedules', {
				program_title: title,
				date,
				slots,
			} )
		).id;
	};
	await schedule( 'day1', 'Opening Day', '2031-09-15', [
		slot(
			'Welcome and keynote',
			'09:00',
			'10:00',
			'Main Hall',
			[ 'Mara Quint' ],
			'Where the field is heading, and what this week holds.'
		),
		slot(
			'Designing for everyone',
			'10:30',
			'11:30',
			'Room B',
			[ 'Ade Okafor', 'Lena Vogel' ],
			'Accessible products, from the first sketch to release.'
		),
		slot( 'Lunch', '12:00', '13:00', 'Garden', [] ),
	] );
	await schedule( 'day2', 'Workshops', '2031-09-16', [
		slot(
			'Hands-on data',
			'09:30',
			'12:00',
			'Lab 1',
			[ 'Priya Nair' ],
			'Bring a laptop.'
		),
	] );
	await schedule( 'day3', 'Closing', '2031-09-17', [
		slot( 'Community panel', '15:00', '16:00', 'Main Hall', [
			'Tomás Ruiz',
			'Mara Quint',
		] ),
	] );

	const event = async ( key: string, fields: Record< string, unknown > ) => {
		events[ key ] = await createEvent( {
			status: 'publish',
			...fields,
		} );
	};
	const at = ( hours: number, length = 1 ) => {
		const start = utc( hours );
		const end = utc( hours + length );
		return {
			start_date: start.date,
			start_time: start.time,
			end_date: end.date,
			end_time: end.time,
			timezone: 'UTC',
		};
	};
	// The soonest upcoming events of the site: the location list starts with their places
	// (named for this run: other specs' events at a Harbour Hall come later).
	const hall = {
		type: 'venue',
		venue: `Harbour Hall ${ word }`,
		address: { address: '1 Quay Street, Yokohama' },
	};
	await event( 'talk', {
		title: `Harbour Talk ${ word }`,
		...at( 2 ),
		location: hall,
	} );
	await event( 'stream', {
		title: `Live Stream ${ word }`,
		...at( 3 ),
		location: { type: 'online', online_link: 'https://example.com/live' },
	} );
	await event( 'again', {
		title: `Harbour Evening ${ word }`,
		...at( 4 ),
		location: hall,
	} );
	await event( 'gallery', {
		title: `Gallery Tour ${ word }`,
		...at( 5 ),
		location: {
			type: 'hybrid',
			venue: `Old Town Gallery ${ word }`,
			address: { address: '5 Canal Road, Kyoto' },
			online_link: 'https://example.com/tour',
		},
	} );
	await event( 'island', {
		title: 'Island Sunrise Talk',
		start_date: '2031-06-10',
		start_time: '09:00',
		end_date: '2031-06-10',
		end_time: '10:00',
		timezone: 'Pacific/Kiritimati',
		description: '<p>Watch the first sunrise of the day.</p>',
		location: {
			type: 'venue',
			venue: 'Reef Hall',
			address: { address: 'Main Road 1, Kiritimati' },
		},
	} );

	const keynotes = `cat_id="${ groups.Keynotes }"`;
	pages.speakers = await publishPage( `Speakers ${ word }`, [
		`[speakers ${ keynotes } etn_speaker_col="3" orderby="title" order="ASC"]`,
		`[etn_pro_speakers_standard ${ keynotes } style="speaker-2" etn_speaker_col="4" limit="4" order="ASC"]`,
		`[etn_pro_speakers_classic ${ keynotes } style="speaker-3" etn_speaker_col="2" orderby="name" order="DESC"]`,
		`[etn_pro_organizers cat_id="${ groups.Hosts }" etn_speaker_col="2" orderby="title" order="ASC"]`,
	] );
	pages.slider = await publishPage( `Speakers slider ${ word }`, [
		`[etn_pro_speakers_sliders ${ keynotes } slider_count="3" style="speaker-4" orderby="title" order="ASC"]`,
		`[etn_pro_speakers_sliders ${ keynotes } slider_count="4" style="speaker-5" order="ASC"]`,
	] );
	const ids = `${ schedules.day1 },${ schedules.day2 },${ schedules.day3 }`;
	pages.schedules = await publishPage( `Schedules ${ word }`, [
		`[schedules ids="${ ids }" order="ASC"]`,
		`[etn_pro_schedules_tab ids="${ ids }" order="ASC" style="schedule-2"]`,
	] );
	pages.list = await publishPage( `Schedule list ${ word }`, [
		`[schedules_list ids="${ schedules.day1 },${ schedules.day2 }" order="ASC"]`,
		`[etn_pro_schedules_list ids="${ schedules.day1 }" style="schedule-2"]`,
	] );
	pages.places = await publishPage( `Places ${ word }`, [
		`[etn_pro_add_calendar event_id="${ events.island.id }"]`,
		`[etn_pro_event_location_list event_id="${ events.island.id }"]`,
		`[etn_pro_event_location_list limit="3"]`,
	] );
} );

const names = ( scope: Locator ) =>
	scope.locator( '.eventin-person__name' ).allInnerTexts();

test( 'speakers and organizers: exact names in order, photos named, links to their pages', async ( {
	browser,
} ) => {
	const page = await visitAnonymous( browser, pages.speakers );
	const widgets = page.locator( '.eventin-widget' );
	await expect( widgets ).toHaveCount( 4 );
	expect( await names( widgets.nth( 0 ) ) ).toEqual( [
		'Ade Okafor',
		'Lena Vogel',
		'Mara Quint',
		'Priya Nair',
		'Tomás Ruiz',
	] );
	expect( await names( widgets.nth( 1 ) ) ).toEqual( [
		'Mara Quint',
		'Ade Okafor',
		'Lena Vogel',
		'Tomás Ruiz',
	] );
	expect( await names( widgets.nth( 2 ) ) ).toEqual( [
		'Tomás Ruiz',
		'Priya Nair',
		'Mara Quint',
		'Lena Vogel',
		'Ade Okafor',
	] );
	expect( await names( widgets.nth( 3 ) ) ).toEqual( [
		'Harbour Events Co',
		'Kite & Compass',
	] );
	await expect( widgets.nth( 0 ) ).toHaveClass( /eventin-style-speaker-1/ );
	await expect( widgets.nth( 1 ) ).toHaveClass( /eventin-style-speaker-2/ );
	await expect( widgets.nth( 2 ) ).toHaveClass( /eventin-style-speaker-3/ );

	// Three columns at 1280 pixels: the first three cards share a row.
	const cards = widgets.nth( 0 ).locator( '.eventin-person' );
	const tops = await Promise.all(
		[ 0, 1, 2, 3 ].map( async ( i ) =>
			Math.round( ( await cards.nth( i ).boundingBox() )?.y ?? -1 )
		)
	);
	expect( tops[ 1 ] ).toBe( tops[ 0 ] );
	expect( tops[ 2 ] ).toBe( tops[ 0 ] );
	expect( tops[ 3 ] ).toBeGreaterThan( tops[ 0 ] );

	const mara = widgets.nth( 0 ).locator( '.eventin-person' ).nth( 2 );
	await expect(
		mara.getByRole( 'img', { name: 'Mara Quint', exact: true } )
	).toBeVisible();
	await expect(
		mara.getByRole( 'link', { name: 'Mara Quint', exact: true } )
	).toHaveAttribute( 'href', people[ 'Mara Quint' ].author_url );
	await expect( mara.locator( '.eventin-person__role' ) ).toHaveText(
		'Head of Research, Northwind Labs'
	);
	await expect(
		mara.getByRole( 'link', { name: 'Mara Quint on LinkedIn' } )
	).toHaveAttribute( 'href', 'https://www.linkedin.com/in/mara' );
	await expect(
		mara.getByRole( 'link', { name: 'Mara Quint’s website' } )
	).toHaveAttribute( 'href', 'https://mara.example' );
	// Priya has no photo: her initials, hidden from screen readers.
	const priya = widgets.nth( 0 ).locator( '.eventin-person' ).nth( 3 );
	await expect( priya.locator( '.eventin-person__initials' ) ).toHaveText(
		'PN'
	);
	await expect( priya.getByRole( 'img' ) ).toHaveCount( 0 );
	// Every image on the page has alt text.
	for ( const img of await page.locator( '.eventin-widget img' ).all() ) {
		await expect( img ).toHaveAttribute( 'alt', /\S/ );
	}
	// Every photo loads.
	await loadImages( page );
	expect(
		await page
			.locator( '.eventin-widget img' )
			.evaluateAll( ( list ) =>
				list.every(
					( img ) => ( img as HTMLImageElement ).naturalWidth > 0
				)
			)
	).toBe( true );
	await screenshot( page, 'speakers-1280', { images: true } );

	const phone = await visitAnonymous( browser, pages.speakers, 375 );
	const phoneCards = phone
		.locator( '.eventin-speakers' )
		.first()
		.locator( '.eventin-person' );
	const a = await phoneCards.nth( 0 ).boundingBox();
	const b = await phoneCards.nth( 1 ).boundingBox();
	// One column on a phone.
	expect( b && a && b.y > a.y + a.height - 1 ).toBe( true );
	expect(
		await phone.evaluate(
			() => document.documentElement.scrollWidth <= window.innerWidth
		)
	).toBe( true );
	await screenshot( phone, 'speakers-375', { images: true } );
} );

test( 'the speakers slider moves a page per button press', async ( {
	browser,
} ) => {
	const page = await visitAnonymous( browser, pages.slider );
	const slider = page.getByRole( 'region', { name: 'Speakers' } ).first();
	const slides = slider.getByRole( 'group' );
	await expect( slides ).toHaveCount( 5 );
	await expect( slides.first() ).toHaveAttribute( 'aria-label', '1 of 5' );
	expect( await names( slider ) ).toEqual( [
		'Ade Okafor',
		'Lena Vogel',
		'Mara Quint',
		'Priya Nair',
		'Tomás Ruiz',
	] );
	const prev = slider.getByRole( 'button', { name: 'Previous' } );
	const next = slider.getByRole( 'button', { name: 'Next' } );
	await expect( prev ).toBeDisabled();
	await expect( next ).toBeEnabled();
	await screenshot( page, 'slider-1280', { images: true } );
	await next.click();
	await expect( prev ).toBeEnabled();
	await expect( next ).toBeDisabled();
	await expect( slides.nth( 4 ) ).toBeInViewport();
	await prev.click();
	await expect( prev ).toBeDisabled();

	const phone = await visitAnonymous( browser, pages.slider, 375 );
	// Nothing sticks out of the page sideways (the track scrolls inside it).
	expect(
		await phone.evaluate(
			() => document.documentElement.scrollWidth <= window.innerWidth
		)
	).toBe( true );
	const phoneSlider = phone
		.getByRole( 'region', { name: 'Speakers' } )
		.first();
	const box = await phoneSlider.getByRole( 'group' ).first().boundingBox();
	const frame = await phoneSlider.boundingBox();
	// One slide at a time on a phone.
	expect( box && frame && box.width > frame.width * 0.9 ).toBe( true );
	await screenshot( phone, 'slider-375', { images: true } );
} );

test( 'schedule tabs: a tab per day, keyboard moves between them', async ( {
	browser,
} ) => {
	const page = await visitAnonymous( browser, pages.schedules );
	const widget = page.locator( '.eventin-schedules' ).first();
	const tabs = widget.getByRole( 'tab' );
	await expect( tabs ).toHaveText( [
		/September 15, 2031\s*Opening Day/,
		/September 16, 2031\s*Workshops/,
		/September 17, 2031\s*Closing/,
	] );
	await expect( tabs.nth( 0 ) ).toHaveAttribute( 'aria-selected', 'true' );
	const panel = widget.getByRole( 'tabpanel' );
	await expect( panel ).toHaveCount( 1 );
	await expect( panel.getByRole( 'heading', { level: 3 } ) ).toHaveText(
		/Opening Day/
	);
	await expect( panel.locator( '.eventin-slot__topic' ) ).toHaveText( [
		'Welcome and keynote',
		'Designing for everyone',
		'Lunch',
	] );
	await expect( panel.locator( '.eventin-slot__time' ).first() ).toHaveText(
		/9:00 am\s*–\s*to\s*10:00 am/
	);
	await expect(
		panel.locator( '.eventin-slot' ).nth( 1 ).getByRole( 'link' )
	).toHaveText( [ 'Ade Okafor', 'Lena Vogel' ] );
	await expect(
		panel.getByRole( 'link', { name: 'Ade Okafor', exact: true } )
	).toHaveAttribute( 'href', people[ 'Ade Okafor' ].author_url );
	await screenshot( page, 'schedules-1280', { images: true } );

	await tabs.nth( 0 ).focus();
	await page.keyboard.press( 'ArrowRight' );
	await expect( tabs.nth( 1 ) ).toBeFocused();
	await expect( tabs.nth( 1 ) ).toHaveAttribute( 'aria-selected', 'true' );
	await expect( tabs.nth( 0 ) ).toHaveAttribute( 'tabindex', '-1' );
	await expect( widget.getByRole( 'tabpanel' ) ).toHaveText(
		/Hands-on data/
	);
	await page.keyboard.press( 'End' );
	await expect( tabs.nth( 2 ) ).toHaveAttribute( 'aria-selected', 'true' );
	await expect( widget.getByRole( 'tabpanel' ) ).toHaveText(
		/Community panel/
	);
	await page.keyboard.press( 'ArrowRight' );
	await expect( tabs.nth( 0 ) ).toHaveAttribute( 'aria-selected', 'true' );
	await page.keyboard.press( 'Home' );
	await expect( tabs.nth( 0 ) ).toBeFocused();
	// Tab leaves the tab list for the panel.
	await page.keyboard.press( 'Tab' );
	await expect( widget.getByRole( 'tabpanel' ) ).toBeFocused();
	await tabs.nth( 1 ).click();
	await expect( widget.getByRole( 'tabpanel' ) ).toHaveText( /Workshops/ );

	const phone = await visitAnonymous( browser, pages.schedules, 375 );
	expect(
		await phone.evaluate(
			() => document.documentElement.scrollWidth <= window.innerWidth
		)
	).toBe( true );
	await screenshot( phone, 'schedules-375', { images: true } );
} );

test( 'the schedules list shows each schedule with its slots', async ( {
	browser,
} ) => {
	const page = await visitAnonymous( browser, pages.list );
	const list = page.locator( '.eventin-schedules-list' ).first();
	await expect( list.locator( '.eventin-schedule__heading' ) ).toHaveText( [
		/September 15, 2031\s*Opening Day/,
		/September 16, 2031\s*Workshops/,
	] );
	await expect( list.locator( '.eventin-slot__topic' ) ).toHaveText( [
		'Welcome and keynote',
		'Designing for everyone',
		'Lunch',
		'Hands-on data',
	] );
	await expect( list.locator( '.eventin-slot__room' ).first() ).toHaveText(
		/Main Hall/
	);
	await screenshot( page, 'list-1280', { images: true } );
	const phone = await visitAnonymous( browser, pages.list, 375 );
	await screenshot( phone, 'list-375', { images: true } );
} );

test( 'locations with map links, and the .ics download', async ( {
	browser,
} ) => {
	const page = await visitAnonymous( browser, pages.places );
	const one = page.locator( '.eventin-event-location' ).first();
	await expect( one.locator( '.eventin-place__name' ) ).toHaveText( [
		'Reef Hall',
	] );
	await expect(
		one.getByRole( 'link', { name: /View on OpenStreetMap/ } )
	).toHaveAttribute(
		'href',
		'https://www.openstreetmap.org/search?query=Main%20Road%201%2C%20Kiritimati'
	);
	const upcoming = page.locator( '.eventin-event-location' ).nth( 1 );
	await expect( upcoming.locator( '.eventin-place__name' ) ).toHaveText( [
		`Harbour Hall ${ word }`,
		'Online',
		`Old Town Gallery ${ word }`,
	] );
	await expect(
		upcoming.locator( '.eventin-place' ).nth( 0 ).getByRole( 'listitem' )
	).toHaveText( [
		new RegExp( `Harbour Talk ${ word }` ),
		new RegExp( `Harbour Evening ${ word }` ),
	] );
	await expect( upcoming.locator( '.eventin-place__online' ) ).toHaveText( [
		'Held online: the link is shared with attendees.',
		'Also online: the link is shared with attendees.',
	] );

	const google = page.getByRole( 'link', { name: /Add to Google Calendar/ } );
	const href = ( await google.getAttribute( 'href' ) ) as string;
	const url = new URL( href );
	expect( url.origin + url.pathname ).toBe(
		'https://calendar.google.com/calendar/render'
	);
	expect( url.searchParams.get( 'dates' ) ).toBe(
		'20310609T190000Z/20310609T200000Z'
	);
	expect( url.searchParams.get( 'text' ) ).toBe( 'Island Sunrise Talk' );
	expect( url.searchParams.get( 'location' ) ).toBe(
		'Reef Hall, Main Road 1, Kiritimati'
	);
	await screenshot( page, 'places-1280', { images: true } );

	const [ download ] = await Promise.all( [
		page.waitForEvent( 'download' ),
		page.getByRole( 'link', { name: 'Download .ics' } ).click(),
	] );
	expect( download.suggestedFilename() ).toBe( 'island-sunrise-talk.ics' );
	const file = await download.path();
	const ics = fs.readFileSync( file as string, 'utf8' );
	expect( ics ).toContain( 'SUMMARY:Island Sunrise Talk\r\n' );
	expect( ics ).toContain( 'DTSTART:20310609T190000Z\r\n' );
	expect( ics ).toContain( 'DTEND:20310609T200000Z\r\n' );
	expect( ics ).toContain( `UID:event-${ events.island.id }@` );

	const phone = await visitAnonymous( browser, pages.places, 375 );
	expect(
		await phone.evaluate(
			() => document.documentElement.scrollWidth <= window.innerWidth
		)
	).toBe( true );
	await screenshot( phone, 'places-375', { images: true } );
} );
