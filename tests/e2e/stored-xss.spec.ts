/**
 * Stored XSS everywhere it can surface. Every text field of every entity gets a payload — an
 * `<img onerror>`, an attribute break-out `"><svg onload>`, a JavaScript string break-out
 * `'-alert()-'` and a `</script>` — first through the REST routes (whose sanitizers keep what
 * they keep), then raw in the database past every sanitizer (tests/e2e/store-raw.php: as an
 * administrator with unfiltered_html, an import or another plugin could store it); links get
 * `javascript:` URLs the same way, after the routes refused them. Then every admin screen, every
 * widget kind and style on public pages, the booking and ticket pages, the embed on another
 * page, the e-mails in the inbox (their HTML opened in the browser) and the attendee exports are
 * read in Chromium: no dialog, no `window.__xss`, no request for the payload's image, no injected
 * element or handler, no `javascript:` link, and the payload shows as text where the field shows.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import {
	request,
	type APIRequestContext,
	type Browser,
	type Page,
} from '@playwright/test';
import {
	authFile,
	createEvent,
	DASHBOARD,
	expect,
	publishPage,
	rest,
	restContext,
	restCreate,
	screenshot,
	test,
	unique,
} from './fixtures';

/** The fields that get a payload, numbered: payload N says which field it was in. */
const FIELDS = [
	'event title',
	'event venue',
	'event address',
	'free ticket name',
	'paid ticket name',
	'category name',
	'category description',
	'tag name',
	'tag description',
	'speaker name',
	'speaker designation',
	'speaker company',
	'speaker biography',
	'organizer name',
	'organizer company',
	'speaker group name',
	'speaker group description',
	'schedule title',
	'slot topic',
	'slot room',
	'slot objective',
	'buyer name',
	'attendee name',
	'offline instructions',
	'complimentary attendee name',
	'history note',
	'refund reason',
	'recurring event title',
	'stripe publishable key',
	'rsvp name',
	'rsvp message',
	'certificate title',
	'certificate text',
] as const;
type Field = ( typeof FIELDS )[ number ];
const n = ( field: Field ) => FIELDS.indexOf( field ) + 1;

/**
 * What runs if it is ever parsed as HTML, an attribute or a script.
 * @param i
 */
const payload = ( i: number ) =>
	`<img src=x onerror=window.__xss=${ i };alert(${ i })>"><svg onload=window.__xss=${ i };alert(${ i })>'-alert(${ i })-'</script><script>alert(${ i })</script>`;
/**
 * The part that must show as text wherever the field shows.
 * @param i
 */
const shown = ( i: number ) =>
	`<img src=x onerror=window.__xss=${ i };alert(${ i })>`;
const marker = ( i: number ) => `XSS${ i }X`;
/**
 * A field's value as sent through REST: a label, the marker the raw payload replaces, a payload.
 * @param field
 * @param label
 */
const value = ( field: Field, label: string ) =>
	`${ label } ${ marker( n( field ) ) } ${ payload( n( field ) ) }`;

/** Links: sent as these http(s) URLs (the routes refuse javascript:), then stored raw. */
const LINKS = {
	'speaker website': 'https://xss.example/link1',
	'speaker x': 'https://xss.example/link2',
	'online link': 'https://xss.example/link3',
};
const jsUrl = ( i: number ) =>
	`javascript:window.__xss=${ 100 + i };alert(${ 100 + i })`;

const word = unique( 'xss' ).replace( /\W+/g, '' );
const day = ( days: number ) =>
	new Date( Date.now() + days * 86400000 ).toISOString().slice( 0, 10 );

const ids: Record< string, number > = {};
const urls: Record< string, string > = {};
let eventTitle = '';
let attendeeCode = '';
let attendeeEmail = '';
let buyerEmail = '';
const covered = { admin: 0, widgetPages: 0, widgets: 0, mails: 0, exports: 0 };

/**
 * Watches a page for any sign of a payload running or being parsed: dialogs, page errors, the
 * payload image's request. check() then also reads every frame and shadow root.
 * @param page
 */
function watch( page: Page ) {
	const dialogs: string[] = [];
	const errors: string[] = [];
	const images: string[] = [];
	page.on( 'dialog', ( dialog ) => {
		dialogs.push( dialog.message() );
		dialog.dismiss().catch( () => {} );
	} );
	page.on( 'pageerror', ( error ) => errors.push( error.message ) );
	page.on( 'console', ( message ) => {
		if (
			message.type() === 'error' &&
			/xss|alert/i.test( message.text() )
		) {
			errors.push( message.text() );
		}
	} );
	let pending = 0;
	let quietSince = Date.now();
	const done = () => {
		pending--;
		quietSince = Date.now();
	};
	page.on( 'requestfinished', done );
	page.on( 'requestfailed', done );
	page.on( 'request', ( sent ) => {
		pending++;
		const url = new URL( sent.url() );
		if ( /\/x$/.test( url.pathname ) ) {
			images.push( sent.url() );
		}
	} );
	return async function check( where: string, expectShown: number[] = [] ) {
		// Settled: no request in flight for 300 ms (or 8 s gone by: the block editor keeps one).
		const until = Date.now() + 8000;
		while (
			! ( pending <= 0 && Date.now() - quietSince > 300 ) &&
			Date.now() < until
		) {
			await page.waitForTimeout( 100 );
		}
		for ( const i of expectShown ) {
			await expect
				.poll( () => textOf( page ), {
					message: `${ where }: "${ FIELDS[ i - 1 ] }" shows as text`,
				} )
				.toContain( shown( i ) );
		}
		const found: Array< Record< string, unknown > > = [];
		for ( const frame of page.frames() ) {
			found.push(
				await frame
					.evaluate( () => {
						const roots: Array< Document | ShadowRoot > = [
							document,
						];
						for ( let r = 0; r < roots.length; r++ ) {
							roots[ r ]
								.querySelectorAll( '*' )
								.forEach( ( el ) => {
									if ( el.shadowRoot ) {
										roots.push( el.shadowRoot );
									}
								} );
						}
						const all = roots.flatMap( ( root ) =>
							Array.from( root.querySelectorAll( '*' ) )
						);
						const links = all
							.flatMap( ( el ) =>
								[
									'href',
									'src',
									'action',
									'formaction',
									'xlink:href',
								].map(
									( name ) => el.getAttribute( name ) ?? ''
								)
							)
							.filter( ( url ) =>
								/^\s*javascript:/i.test( url )
							);
						const handlers = all.filter( ( el ) =>
							Array.from( el.attributes ).some(
								( attr ) =>
									/^on/i.test( attr.name ) &&
									/__xss|alert/.test( attr.value )
							)
						);
						const scripts = all.filter(
							( el ) =>
								el.tagName === 'SCRIPT' &&
								/^\s*alert\(\d+\)\s*$/.test(
									el.textContent ?? ''
								)
						);
						return {
							xss: ( window as unknown as { __xss?: number } )
								.__xss,
							links,
							injected: handlers.map( ( el ) =>
								el.outerHTML.slice( 0, 120 )
							),
							scripts: scripts.length,
							payloadImages: all.filter(
								( el ) =>
									el.tagName === 'IMG' &&
									el.getAttribute( 'src' ) === 'x'
							).length,
						};
					} )
					.catch( () => ( { detached: true } ) )
			);
		}
		const clean = {
			xss: undefined,
			links: [],
			injected: [],
			scripts: 0,
			payloadImages: 0,
		};
		expect(
			{
				dialogs,
				errors,
				images,
				frames: found.filter( ( f ) => ! f.detached ),
			},
			where
		).toEqual( {
			dialogs: [],
			errors: [],
			images: [],
			frames: found.filter( ( f ) => ! f.detached ).map( () => clean ),
		} );
	};
}

/**
 * The text a reader sees: the page's rendered text, the values of its fields and of its open
 * shadow roots, in every frame.
 * @param page
 */
async function textOf( page: Page ): Promise< string > {
	const parts = await Promise.all(
		page.frames().map( ( frame ) =>
			frame
				.evaluate( () => {
					const texts: string[] = [];
					const visit = ( root: Document | ShadowRoot ) => {
						root.querySelectorAll( '*' ).forEach( ( el ) => {
							if ( el.shadowRoot ) {
								texts.push(
									( el.shadowRoot as unknown as HTMLElement )
										.textContent ?? ''
								);
								visit( el.shadowRoot );
							}
							if (
								el instanceof HTMLInputElement ||
								el instanceof HTMLTextAreaElement
							) {
								texts.push( el.value );
							}
						} );
					};
					texts.push( document.body?.innerText ?? '' );
					visit( document );
					return texts.join( '\n' );
				} )
				.catch( () => '' )
		)
	);
	return parts.join( '\n' );
}

/** Replaces the markers and link URLs by raw payloads in the database. */
function storeRaw(): Record< string, number > {
	const map: Record< string, string > = {};
	FIELDS.forEach( ( _, index ) => {
		map[ marker( index + 1 ) ] = payload( index + 1 );
	} );
	Object.values( LINKS ).forEach( ( url, index ) => {
		map[ url ] = jsUrl( index + 1 );
	} );
	return JSON.parse(
		execFileSync( 'php', [ path.join( __dirname, 'store-raw.php' ) ], {
			env: process.env,
			input: JSON.stringify( map ),
			encoding: 'utf8',
		} )
	);
}

/** The inbox's messages (maildev, tests/rest/mailbox.mjs): recipients and HTML. */
async function inbox(): Promise<
	Array< { subject: string; to: string[]; html: string } >
> {
	const response = await fetch(
		`${ process.env.EVENTIN_TEST_MAIL_URL }/api/email`
	);
	const mails = ( await response.json() ) as Array< {
		subject: string;
		to: Array< { address: string } >;
		html?: string;
	} >;
	return mails.map( ( mail ) => ( {
		subject: mail.subject,
		to: mail.to.map( ( to ) => to.address.toLowerCase() ),
		html: mail.html ?? '',
	} ) );
}

async function anonymous(): Promise< APIRequestContext > {
	return request.newContext( { baseURL: process.env.EVENTIN_TEST_URL } );
}

let previousSettings: Record< string, unknown > = {};

test.describe.configure( { mode: 'serial' } );

test.beforeAll( async ( { browser } ) => {
	test.setTimeout( 120_000 );
	previousSettings = ( await rest( 'admin', 'GET', 'settings' ) ).body;

	// The routes refuse javascript: links.
	const refused = [
		await rest( 'admin', 'POST', 'speakers', {
			name: 'Refused',
			email: `refused.${ word }@example.com`,
			category: [ 'speaker' ],
			social: [ { network: 'website', url: 'javascript:alert(1)' } ],
		} ),
		await rest( 'admin', 'POST', 'events', {
			title: 'Refused',
			start_date: day( 2 ),
			start_time: '10:00',
			end_date: day( 2 ),
			end_time: '12:00',
			timezone: 'UTC',
			status: 'publish',
			location: {
				type: 'online',
				online_link: 'javascript:alert(1)',
			},
		} ),
	];
	expect( refused.map( ( answer ) => answer.status ) ).toEqual( [
		400, 400,
	] );

	ids.category = (
		await restCreate( 'event/categories', {
			name: value( 'category name', `Cat ${ word }` ),
			description: value( 'category description', 'About' ),
		} )
	).id;
	ids.tag = (
		await restCreate( 'event/tags', {
			name: value( 'tag name', `Tag ${ word }` ),
			description: value( 'tag description', 'About' ),
		} )
	).id;
	ids.group = (
		await restCreate( 'speaker/categories', {
			name: value( 'speaker group name', `Group ${ word }` ),
			description: value( 'speaker group description', 'About' ),
		} )
	).id;
	ids.speaker = (
		await restCreate( 'speakers', {
			name: value( 'speaker name', `Spk ${ word }` ),
			email: `speaker.${ word }@example.com`,
			category: [ 'speaker' ],
			designation: value( 'speaker designation', 'Role' ),
			company: value( 'speaker company', 'Co' ),
			biography: value( 'speaker biography', 'Bio' ),
			social: [
				{ network: 'website', url: LINKS[ 'speaker website' ] },
				{ network: 'x', url: LINKS[ 'speaker x' ] },
				{ network: 'linkedin', url: `https://example.com/${ word }` },
			],
			group_ids: [ ids.group ],
		} )
	).id;
	ids.organizer = (
		await restCreate( 'speakers', {
			name: value( 'organizer name', `Org ${ word }` ),
			email: `organizer.${ word }@example.com`,
			category: [ 'organizer' ],
			company: value( 'organizer company', 'Co' ),
			group_ids: [ ids.group ],
		} )
	).id;
	ids.schedule = (
		await restCreate( 'schedules', {
			program_title: value( 'schedule title', `Day ${ word }` ),
			date: day( 2 ),
			slots: [
				{
					topic: value( 'slot topic', 'Talk' ),
					start_time: '10:00',
					end_time: '11:00',
					room: value( 'slot room', 'Room' ),
					objective: value( 'slot objective', 'Goal' ),
					speakers: [ ids.speaker ],
				},
			],
		} )
	).id;
	const common = {
		status: 'publish',
		start_date: day( 1 ),
		start_time: '10:00',
		end_date: day( 1 ),
		end_time: '18:00',
		timezone: 'UTC',
		categories: [ ids.category ],
		tags: [ ids.tag ],
	};
	const event = await createEvent( {
		...common,
		title: value( 'event title', `Ev ${ word }` ),
		description: `<p>About ${ word }</p><img src=description.png onerror=window.__xss=999;alert(999)><a href="javascript:alert(998)">more</a><script>alert(997)</script>`,
		location: {
			type: 'hybrid',
			venue: value( 'event venue', 'Hall' ),
			address: { address: value( 'event address', 'Street' ) },
			online_link: LINKS[ 'online link' ],
		},
		tickets: [
			{
				name: value( 'free ticket name', 'Free' ),
				price: '0',
				capacity: 20,
			},
			{
				name: value( 'paid ticket name', 'Paid' ),
				price: '10',
				capacity: 20,
			},
		],
		speakers: [ ids.speaker ],
		organizers: [ ids.organizer ],
		schedules: [ ids.schedule ],
		rsvp: { enabled: true, max_attendees: 4 },
		certificate: {
			enabled: true,
			title: value( 'certificate title', 'Cert' ),
			body: `${ value( 'certificate text', 'Text' ) } {attendee_name}`,
		},
	} );
	ids.event = event.id;
	ids.freeTicket = event.tickets[ 0 ].id;
	ids.paidTicket = event.tickets[ 1 ].id;
	// The description's HTML keeps no script (wp_kses_post on save).
	expect( event.description ).toContain( `About ${ word }` );
	expect( event.description ).not.toMatch( /onerror|javascript:|<script/i );
	urls.event = event.link;

	const recurring = await createEvent( {
		...common,
		title: value( 'recurring event title', `Rec ${ word }` ),
		start_date: day( 3 ),
		end_date: day( 3 ),
		recurring_enabled: 'yes',
		recurrence: {
			frequency: 'weekly',
			interval: 1,
			ends: 'after',
			count: 2,
		},
	} );
	ids.recurring = recurring.id;

	// A second event with what REST stores only (its own page shows the title through the theme,
	// which trusts post titles as WordPress does).
	const plain = await createEvent( {
		...common,
		title: `Plain ${ word } ${ payload( 900 ) }`,
		tickets: [
			{ name: `Seat ${ payload( 901 ) }`, price: '0', capacity: 5 },
		],
		speakers: [ ids.speaker ],
	} );
	ids.plain = plain.id;
	urls.plain = plain.link;

	await rest( 'admin', 'PUT', 'settings', {
		currency: 'USD',
		registered_domains: [],
		// The RSVP form and its change page show only with the module on.
		modules: { rsvp: 'on' },
		payments: {
			offline: 'on',
			offline_instructions: value( 'offline instructions', 'Pay' ),
			// The keys' patterns let no markup through: the marker alone, stored raw later.
			stripe: 'on',
			stripe_publishable_key: `pk_test_${ marker(
				n( 'stripe publishable key' )
			) }`,
			stripe_secret_key: 'sk_test_xss',
			stripe_webhook_secret: 'whsec_xss',
		},
	} );

	// A visitor's free booking: the buyer and a second attendee, both on the public list.
	buyerEmail = `buyer.${ word }@example.com`;
	const visitor = await anonymous();
	const booked = await visitor.post( '/wp-json/eventin/v2/orders', {
		data: {
			event_id: ids.event,
			tickets: [ { ticket_id: ids.freeTicket, quantity: 2 } ],
			customer: {
				name: value( 'buyer name', `Buyer ${ word }` ),
				email: buyerEmail,
				listed: true,
			},
			attendees: [
				{
					ticket_id: ids.freeTicket,
					name: value( 'buyer name', `Buyer ${ word }` ),
					email: buyerEmail,
					listed: true,
				},
				{
					ticket_id: ids.freeTicket,
					name: value( 'attendee name', `Guest ${ word }` ),
					email: `guest.${ word }@example.com`,
					listed: true,
				},
			],
		},
	} );
	expect( booked.status(), await booked.text() ).toBe( 201 );
	const free = await booked.json();
	ids.freeOrder = free.id;
	urls.booking = free.booking_url;
	await visitor.dispose();

	const comp = await restCreate( 'attendees', {
		event_id: ids.event,
		ticket_id: ids.freeTicket,
		name: value( 'complimentary attendee name', `Comp ${ word }` ),
		email: `comp.${ word }@example.com`,
	} );
	ids.comp = comp.id;

	// A visitor's RSVP answer; its change page is the link of the confirmation mail.
	const rsvpEmail = `rsvp.${ word }@example.com`;
	const responder = await anonymous();
	const answered = await responder.post(
		'/wp-json/eventin/v2/rsvp-registration',
		{
			data: {
				event_id: ids.event,
				name: value( 'rsvp name', `Rsvp ${ word }` ),
				email: rsvpEmail,
				people: 2,
				message: value( 'rsvp message', 'See you' ),
			},
		}
	);
	expect( answered.status(), await answered.text() ).toBe( 201 );
	await responder.dispose();
	await expect
		.poll(
			async () => {
				const mail = ( await inbox() ).find( ( each ) =>
					each.to.includes( rsvpEmail )
				);
				const token = /eventin-rsvp=([0-9]+-[0-9a-f]{32})/.exec(
					mail?.html ?? ''
				)?.[ 1 ];
				if ( token ) {
					urls.rsvpChange = `${ process.env.EVENTIN_TEST_URL }/?eventin-rsvp=${ token }`;
				}
				return !! token;
			},
			{ timeout: 30_000 }
		)
		.toBe( true );

	// The events' own pages, while they hold what the routes stored: once stored raw, the theme's
	// title and previous/next links print post titles as WordPress does (HTML allowed to those
	// with unfiltered_html), which is not the plugin's output.
	for ( const [ url, remains ] of [
		[ urls.event, [ 'free ticket name', 'paid ticket name' ] ],
		[ urls.plain, [] ],
	] as Array< [ string, Field[] ] > ) {
		const page = await publicPage( browser, url, 'event page', [] );
		for ( const field of remains ) {
			await expect(
				page.getByText( `">'-alert(${ n( field ) })-'` ).first()
			).toBeVisible();
		}
		await page.context().close();
		covered.widgetPages++;
	}

	const changed = storeRaw();
	expect( Object.keys( changed ).length ).toBeGreaterThan( 5 );
	// The links are javascript: now, as stored.
	const speaker = await rest( 'admin', 'GET', `speakers/${ ids.speaker }` );
	expect(
		speaker.body.social.map( ( link: { url: string } ) => link.url )
	).toEqual( [ jsUrl( 1 ), jsUrl( 2 ), `https://example.com/${ word }` ] );
	const stored = await rest( 'admin', 'GET', `events/${ ids.event }` );
	expect( stored.body.location.online_link ).toBe( jsUrl( 3 ) );
	expect( stored.body.title ).toContain( shown( n( 'event title' ) ) );

	// An offline booking made now (its instructions are raw), paid with a note, refunded with a reason.
	const offlineBuyer = await anonymous();
	const offline = await offlineBuyer.post( '/wp-json/eventin/v2/orders', {
		data: {
			event_id: ids.event,
			tickets: [ { ticket_id: ids.paidTicket, quantity: 1 } ],
			customer: {
				name: value( 'buyer name', `Buyer ${ word }` ),
				email: buyerEmail,
			},
			gateway: 'offline',
		},
	} );
	expect( offline.status(), await offline.text() ).toBe( 201 );
	ids.offlineOrder = ( await offline.json() ).id;
	await offlineBuyer.dispose();
	expect(
		(
			await rest(
				'ordermanager',
				'POST',
				`orders/${ ids.offlineOrder }/mark-paid`,
				{
					note: value( 'history note', 'Paid' ),
				}
			)
		).status
	).toBe( 200 );
	expect(
		(
			await rest(
				'ordermanager',
				'POST',
				`orders/${ ids.offlineOrder }/refunds`,
				{
					type: 'amount',
					amount: '2',
					reason: value( 'refund reason', 'Why' ),
				}
			)
		).status
	).toBe( 201 );
	storeRaw();

	const { body: order } = await rest(
		'admin',
		'GET',
		`orders/${ ids.freeOrder }`
	);
	eventTitle = order.event_title;
	expect( eventTitle ).toContain( shown( n( 'event title' ) ) );
	expect( order.customer.name ).toContain( shown( n( 'buyer name' ) ) );
	attendeeCode = order.attendees[ 1 ].code;
	attendeeEmail = order.attendees[ 1 ].email;
	ids.attendee = order.attendees[ 1 ].id;

	// The mails again, from what is stored now.
	expect(
		(
			await rest(
				'admin',
				'POST',
				`orders/${ ids.freeOrder }/resend-invoice`
			)
		).status
	).toBe( 200 );
	expect(
		(
			await rest(
				'admin',
				'POST',
				`attendees/${ ids.attendee }/resend-ticket`
			)
		).status
	).toBe( 200 );
} );

test.afterAll( async () => {
	const { payments, currency } = previousSettings;
	await rest( 'admin', 'PUT', 'settings', {
		payments,
		currency,
		registered_domains: previousSettings.registered_domains,
		modules: previousSettings.modules,
	} );
} );

/**
 * Opens a dashboard route as the administrator, waits for it to settle and checks it.
 * @param browser
 * @param route
 * @param expectShown
 * @param then        More to do on the screen before its check (open a dialog).
 */
/**
 * The dashboard as the administrator, watched from before it loads.
 * @param browser
 * @param route
 */
async function adminPage( browser: Browser, route: string ) {
	const context = await browser.newContext( {
		storageState: authFile( 'admin' ),
		baseURL: process.env.EVENTIN_TEST_URL,
	} );
	const page = await context.newPage();
	const check = watch( page );
	await page.goto( `${ DASHBOARD }#${ route }` );
	return { page, check };
}

async function adminScreen(
	browser: Browser,
	route: string,
	expectShown: number[],
	then?: ( page: Page ) => Promise< void >
) {
	const { page, check } = await adminPage( browser, route );
	await then?.( page );
	await check( `admin ${ route }`, expectShown );
	covered.admin++;
	return page;
}

test( 'admin screens show every payload as text and run none', async ( {
	browser,
} ) => {
	test.setTimeout( 150_000 );
	const screens: Array< [ string, Field[] ] > = [
		[ `/events`, [ 'event title' ] ],
		[ `/events/create/${ ids.event }/basic`, [ 'event title' ] ],
		[
			`/events/create/${ ids.event }/location`,
			[ 'event venue', 'event address' ],
		],
		[
			`/events/create/${ ids.event }/tickets`,
			[ 'free ticket name', 'paid ticket name' ],
		],
		[
			`/events/create/${ ids.event }/people`,
			[ 'speaker name', 'organizer name' ],
		],
		[ `/events/create/${ ids.event }/schedule`, [ 'schedule title' ] ],
		[
			`/events/create/${ ids.recurring }/recurrence`,
			[ 'recurring event title' ],
		],
		[ `/categories`, [ 'category name' ] ],
		[ `/tags`, [ 'tag name' ] ],
		[ `/speakers`, [ 'speaker name', 'organizer name' ] ],
		[
			`/speakers/edit/${ ids.speaker }`,
			[
				'speaker name',
				'speaker designation',
				'speaker company',
				'speaker biography',
			],
		],
		[
			`/speakers/edit/${ ids.organizer }`,
			[ 'organizer name', 'organizer company' ],
		],
		[ `/group`, [ 'speaker group name' ] ],
		[ `/schedules`, [ 'schedule title' ] ],
		[
			`/schedules/edit/${ ids.schedule }`,
			[ 'schedule title', 'slot topic', 'slot room', 'slot objective' ],
		],
		[ `/attendees`, [ 'attendee name', 'event title' ] ],
		[
			`/attendees/event/${ ids.event }`,
			[
				'attendee name',
				'complimentary attendee name',
				'free ticket name',
			],
		],
		[ `/attendees/edit/${ ids.attendee }`, [ 'attendee name' ] ],
		[ `/purchase-report`, [ 'buyer name', 'event title' ] ],
		[ `/settings`, [ 'offline instructions', 'stripe publishable key' ] ],
		[ `/shortcodes`, [] ],
		// The generators, whose pickers and previews list the events, groups and schedules.
		...[
			'event',
			'events',
			'ticket-form',
			'rsvp-form',
			'speakers',
			'schedules',
		].map( ( kind ): [ string, Field[] ] => [
			`/shortcodes/${ kind }`,
			[],
		] ),
	];
	// Lists are searched for this run's word: on a site with many items ours may be on a later page.
	const lists = new Set( [
		'/events',
		'/categories',
		'/tags',
		'/speakers',
		'/group',
		'/schedules',
		'/attendees',
		`/attendees/event/${ ids.event }`,
		'/purchase-report',
	] );
	// One page, moving from screen to screen by the hash as the app's links do.
	const { page, check } = await adminPage( browser, '/events' );
	for ( const [ route, fields ] of screens ) {
		await page.evaluate( ( hash ) => {
			window.location.hash = hash;
		}, route );
		if ( lists.has( route ) ) {
			await page
				.getByRole( 'searchbox', { name: /^Search / } )
				.fill( word );
		}
		await check( `admin ${ route }`, fields.map( n ) );
		covered.admin++;
		if ( route === `/speakers/edit/${ ids.speaker }` ) {
			await screenshot( page, 'speaker-edit' );
		}
	}
	await page.context().close();

	// The bookings' details, with their attendees, history and refund.
	const bookings: Array< [ number, Field[] ] > = [
		[
			ids.freeOrder,
			[
				'buyer name',
				'attendee name',
				'event title',
				'free ticket name',
			],
		],
		[
			ids.offlineOrder,
			[
				'buyer name',
				'paid ticket name',
				'history note',
				'refund reason',
			],
		],
	];
	for ( const [ order, fields ] of bookings ) {
		const details = await adminScreen(
			browser,
			`/purchase-report/${ ids.event }`,
			fields.map( n ),
			async ( screen ) => {
				await screen
					.getByRole( 'row' )
					.filter( { hasText: new RegExp( `#${ order }(?!\\d)` ) } )
					.getByRole( 'button', { name: /View details/ } )
					.click();
				await expect( screen.getByRole( 'dialog' ) ).toBeVisible();
			}
		);
		await screenshot( details, `booking-${ order }`, { fullPage: false } );
		await details.context().close();
	}

	// WordPress's own list of events (the post type has its screens too).
	const context = await browser.newContext( {
		storageState: authFile( 'admin' ),
		baseURL: process.env.EVENTIN_TEST_URL,
	} );
	const list = await context.newPage();
	const checkList = watch( list );
	await list.goto( `/wp-admin/edit.php?post_type=etn&s=${ word }` );
	await checkList( 'wp-admin events list', [ n( 'event title' ) ] );
	covered.admin++;
	await context.close();
} );

test( 'the block editor’s widget previews and pickers show the payloads as text', async ( {
	browser,
} ) => {
	const block = ( attributes: Record< string, string > ) =>
		`<!-- wp:eventin/widget ${ JSON.stringify( attributes ) } /-->`;
	const api = await restContext();
	const created = await api.post( '/wp-json/wp/v2/posts', {
		data: {
			title: `Blocks ${ word }`,
			status: 'draft',
			content: [
				block( { kind: 'event', event_id: String( ids.event ) } ),
				block( { kind: 'speakers', cat_id: String( ids.group ) } ),
				block( { kind: 'schedules', ids: String( ids.schedule ) } ),
			].join( '\n\n' ),
		},
	} );
	expect( created.status() ).toBe( 201 );
	const post = ( await created.json() ).id;
	await api.dispose();

	const context = await browser.newContext( {
		storageState: authFile( 'admin' ),
		baseURL: process.env.EVENTIN_TEST_URL,
		viewport: { width: 1400, height: 1000 },
	} );
	const page = await context.newPage();
	const check = watch( page );
	const editor = `/wp-admin/post.php?post=${ post }&action=edit`;
	await page.goto( editor );
	await page.waitForFunction(
		() => ( window as unknown as { wp?: { data?: unknown } } ).wp?.data
	);
	await page.evaluate( () =>
		(
			window as unknown as {
				wp: { data: { dispatch: ( store: string ) => any } };
			}
		 ).wp.data
			.dispatch( 'core/preferences' )
			.set( 'core/edit-post', 'welcomeGuide', false )
	);
	// Without the welcome guide over it.
	await page.goto( editor );
	const canvas = page.frameLocator( 'iframe[name="editor-canvas"]' );
	await expect(
		canvas.locator( '.eventin-widget-block__preview .eventin-card__title' )
	).toContainText( shown( n( 'event title' ) ) );
	// The first block's inspector: its event picker names the event.
	await canvas.locator( '.eventin-widget-block__preview' ).first().click();
	await check( 'block editor', [
		n( 'event title' ),
		n( 'speaker name' ),
		n( 'slot topic' ),
	] );
	await screenshot( page, 'block-editor', { fullPage: false } );
	covered.admin++;
	await context.close();
} );

/**
 * Opens a public page as an anonymous visitor and checks it.
 * @param browser
 * @param url
 * @param where
 * @param expectShown
 * @param then
 */
async function publicPage(
	browser: Browser,
	url: string,
	where: string,
	expectShown: number[],
	then?: ( page: Page ) => Promise< void >
) {
	const context = await browser.newContext( {
		viewport: { width: 1280, height: 900 },
	} );
	const page = await context.newPage();
	const check = watch( page );
	await page.goto( url );
	await then?.( page );
	await check( where, expectShown );
	return page;
}

/**
 * Books two free tickets through the ticket form as a visitor would, a payload as the second
 * holder's name: the form draws a holder's fields per ticket (named after the ticket type) and
 * answers with its message and the booking's link.
 * @param page
 */
async function bookThroughForm( page: Page ) {
	const form = page
		.locator( 'form' )
		.filter( { hasText: 'Your details' } )
		.first();
	const free = shown( n( 'free ticket name' ) );
	const more = form
		.getByRole( 'button', { name: /^One ticket more: Free/ } )
		.first();
	await more.click();
	await more.click();
	const second = form.getByRole( 'group', { name: /^Ticket 2: Free/ } );
	await expect( second ).toContainText( free );
	await form
		.getByRole( 'group', { name: 'Your details' } )
		.getByLabel( 'Name', { exact: true } )
		.fill( `Form buyer ${ payload( 950 ) }` );
	await form
		.getByRole( 'group', { name: 'Your details' } )
		.getByLabel( 'E-mail' )
		.fill( `form.${ word }@example.com` );
	await second.getByLabel( 'Same as my details' ).uncheck();
	await second
		.getByLabel( 'Name', { exact: true } )
		.fill( `Form guest ${ payload( 951 ) }` );
	await second
		.getByLabel( 'E-mail' )
		.fill( `form.guest.${ word }@example.com` );
	// Free tickets: no way to pay to choose, the button registers.
	await form.getByRole( 'button', { name: 'Register', exact: true } ).click();
	// The form gives way to its message.
	await expect(
		page.getByRole( 'status' ).filter( { hasText: 'Thank you!' } )
	).toBeVisible();
	await screenshot( page, 'ticket-form-booked', { fullPage: false } );
}

const WIDGET_PAGES = [
	'Event widgets',
	'Event tabs and sliders',
	'Tickets and attendees',
	'Calendars',
	'People',
	'Schedules',
] as const;

/**
 * A public page of widgets: its shortcodes (every kind and style) and the fields whose payloads it
 * shows. The ids come from beforeAll.
 * @param wanted
 */
function widgetPage(
	wanted: ( typeof WIDGET_PAGES )[ number ]
): [ string[], Field[] ] {
	const events = `event_cat_ids="${ ids.category }"`;
	const show =
		'show_event_location="yes" etn_desc_show="yes" show_end_date="yes"';
	const group = `cat_id="${ ids.group }"`;
	const pages: Array< [ string, string[], Field[] ] > = [
		[
			'Event widgets',
			[
				`[eventin_event event_id="${ ids.event }"]`,
				...[ 1, 2, 3, 4, 5 ].map(
					( style ) =>
						`[events style="event-${ style }" ${ events } ${ show }]`
				),
				`[etn_pro_events_one_line ${ events }]`,
				`[etn_pro_countdown event_id="${ ids.event }"]`,
				`[etn_pro_related_events event_id="${ ids.plain }"]`,
				`[etn_pro_add_calendar event_id="${ ids.event }"]`,
				`[etn_event_recurring event_id="${ ids.recurring }"]`,
				`[etn_pro_event_location_list event_id="${ ids.event }"]`,
				`[etn_pro_event_location_list ${ events }]`,
			],
			[
				'event title',
				'event venue',
				'event address',
				'recurring event title',
			],
		],
		[
			'Event tabs and sliders',
			[
				...[ 1, 2, 3, 4 ].map(
					( style ) =>
						`[events_tab style="event-${ style }" ${ events } ${ show }]`
				),
				...[ 1, 2, 3 ].map(
					( style ) =>
						`[etn_pro_events_sliders style="event-${ style }" ${ events } slider_count="1"]`
				),
			],
			[ 'event title', 'category name' ],
		],
		[
			'Tickets and attendees',
			[
				`[etn_pro_ticket_form event_id="${ ids.event }"]`,
				`[etn_pro_ticket_form event_id="${ ids.event }" style="style-2"]`,
				`[etn_pro_attendee_list id="${ ids.event }"]`,
				`[etn_rsvp_form event_id="${ ids.event }"]`,
			],
			[
				'event title',
				'free ticket name',
				'paid ticket name',
				'attendee name',
			],
		],
		[
			'Calendars',
			[
				`[events_calendar ${ events } calendar_view="listMonth" show_upcoming_event="yes" calendar_show="right"]`,
				`[etn_pro_calendar_list ${ events } calendar_view="listWeek"]`,
			],
			[ 'event title' ],
		],
		[
			'People',
			[
				...[ 1, 2, 3 ].map(
					( style ) =>
						`[speakers style="speaker-${ style }" ${ group }]`
				),
				`[etn_pro_organizers ${ group }]`,
				...[ 1, 2, 3, 4, 5 ].map(
					( style ) =>
						`[etn_pro_speakers_sliders style="speaker-${ style }" ${ group }]`
				),
			],
			[ 'speaker name', 'speaker designation', 'organizer name' ],
		],
		[
			'Schedules',
			[
				...[ 1, 2 ].map(
					( style ) =>
						`[schedules style="schedule-${ style }" ids="${ ids.schedule }"]`
				),
				...[ 1, 2 ].map(
					( style ) =>
						`[schedules_list style="schedule-${ style }" ids="${ ids.schedule }"]`
				),
			],
			[
				'schedule title',
				'slot topic',
				'slot room',
				'slot objective',
				'speaker name',
			],
		],
	];
	const [ , shortcodes, fields ] = pages.find(
		( [ title ] ) => title === wanted
	) as [ string, string[], Field[] ];
	return [ shortcodes, fields ];
}

/** What a visitor does on a widget page, besides looking at it. */
const WIDGET_PAGE_CHECKS: Partial<
	Record<
		( typeof WIDGET_PAGES )[ number ],
		( page: Page ) => Promise< void >
	>
> = {
	'Tickets and attendees': bookThroughForm,
	// The speaker's http(s) link shows; the javascript: ones do not (check()).
	People: ( screen ) =>
		expect(
			screen.locator( `a[href="https://example.com/${ word }"]` ).first()
		).toBeAttached(),
};

for ( const title of WIDGET_PAGES ) {
	test( `the widget page '${ title }' shows the payloads as text`, async ( {
		browser,
	} ) => {
		const [ shortcodes, fields ] = widgetPage( title );
		const url = await publishPage( `${ title } ${ word }`, shortcodes, {
			wide: true,
		} );
		const page = await publicPage(
			browser,
			url,
			title,
			fields.map( n ),
			WIDGET_PAGE_CHECKS[ title ]
		);
		covered.widgetPages++;
		covered.widgets += shortcodes.length;
		if ( title === 'Event widgets' || title === 'Schedules' ) {
			await screenshot( page, title.toLowerCase().replace( / /g, '-' ) );
		}
		await page.context().close();
	} );
}

test( 'the calendar grid shows the payloads as text', async ( { browser } ) => {
	const events = `event_cat_ids="${ ids.category }"`;
	// The calendar's grid (FullCalendar draws the titles from calendar/events).
	const grid = await publishPage( `Calendar grid ${ word }`, [
		`[events_calendar ${ events } calendar_view="dayGridMonth"]`,
	] );
	const calendar = await publicPage(
		browser,
		grid,
		'calendar grid',
		[],
		async ( screen ) => {
			// Its titles are plain text without the tags (calendar/events strips them).
			const title = screen
				.locator( '.fc-event' )
				.filter( {
					hasText: `Ev ${ word } ">'-alert(${ n( 'event title' ) })-'`,
				} )
				.first();
			await expect( screen.locator( '.fc-event' ).first() ).toBeVisible();
			if ( ! ( await title.isVisible() ) ) {
				await screen
					.getByRole( 'button', { name: /^Next/ } )
					.first()
					.click();
			}
			await expect( title ).toBeVisible();
		}
	);
	covered.widgetPages++;
	covered.widgets++;
	await calendar.context().close();
} );

test( 'the booking page and the ticket page show the payloads as text', async ( {
	browser,
} ) => {
	const booking = await publicPage( browser, urls.booking, 'booking page', [
		n( 'event title' ),
		n( 'buyer name' ),
		n( 'attendee name' ),
		n( 'free ticket name' ),
	] );
	await screenshot( booking, 'booking-page' );
	await booking.context().close();
	const ticket = await publicPage(
		browser,
		`${ process.env.EVENTIN_TEST_URL }/?eventin-ticket=${ attendeeCode }`,
		'ticket page',
		[ n( 'event title' ), n( 'attendee name' ), n( 'free ticket name' ) ]
	);
	await ticket.context().close();
	// The RSVP change page: the response's name and message, and the event's title.
	const change = await publicPage(
		browser,
		urls.rsvpChange,
		'RSVP change page',
		[ n( 'event title' ), n( 'rsvp name' ), n( 'rsvp message' ) ]
	);
	await screenshot( change, 'rsvp-change-page' );
	await change.context().close();
	// The certificate page (its link from the lookup, once checked in): its title, its text and the
	// attendee's name filled in.
	execFileSync(
		'php',
		[
			path.join( __dirname, '../rest/certificate-attendee.php' ),
			attendeeCode,
			'ticket_status',
			'used',
		],
		{ env: process.env }
	);
	const { body: found } = await rest(
		'admin',
		'POST',
		'certificates/lookup',
		{
			code: attendeeCode,
			email: attendeeEmail,
		}
	);
	expect( found.url ).toContain( 'eventin-certificate=' );
	const certificate = await publicPage(
		browser,
		found.url,
		'certificate page',
		[
			n( 'certificate title' ),
			n( 'certificate text' ),
			n( 'attendee name' ),
		]
	);
	await certificate.context().close();
	covered.widgetPages += 5;
} );

test( 'the embed on another page shows the payloads as text inside its shadow root', async ( {
	browser,
} ) => {
	const scripts: string[] = [];
	for ( const [ kind, shortcode ] of [
		[ 'event', `[eventin_event event_id="${ ids.event }"]` ],
		[
			'events',
			`[events event_cat_ids="${ ids.category }" show_event_location="yes"]`,
		],
		[ 'speakers', `[speakers cat_id="${ ids.group }"]` ],
		[ 'schedules', `[schedules ids="${ ids.schedule }"]` ],
		[ 'ticket-form', `[etn_pro_ticket_form event_id="${ ids.event }"]` ],
		[ 'rsvp-form', `[etn_rsvp_form event_id="${ ids.event }"]` ],
	] ) {
		const { status, body } = await rest(
			'eventmanager',
			'POST',
			'shortcodes/script',
			{
				post_name: kind,
				shortcode,
			}
		);
		expect( [ 200, 201 ] ).toContain( status );
		scripts.push( body.script );
	}
	// Served on this machine's own host name, which the embed allows like the site's own pages.
	const server = http.createServer( ( _, response ) => {
		response.writeHead( 200, {
			'Content-Type': 'text/html; charset=utf-8',
		} );
		response.end(
			`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Partner</title></head><body><main>${ scripts.join(
				'\n'
			) }</main></body></html>`
		);
	} );
	await new Promise< void >( ( resolve ) =>
		server.listen( 0, '127.0.0.1', resolve )
	);
	const port = ( server.address() as AddressInfo ).port;
	try {
		const page = await publicPage(
			browser,
			`http://localhost:${ port }/`,
			'embed',
			[],
			async ( visit ) => {
				await expect(
					visit.locator( '.eventin-embed .eventin-widget' )
				).toHaveCount( scripts.length );
			}
		);
		await watch( page )( 'embed', [
			n( 'event title' ),
			n( 'speaker name' ),
			n( 'slot topic' ),
			n( 'free ticket name' ),
		] );
		await screenshot( page, 'embed' );
		await page.context().close();
	} finally {
		await new Promise( ( resolve ) => server.close( resolve ) );
	}
} );

test( 'the e-mails’ HTML shows the payloads as text', async ( { browser } ) => {
	const mine = ( await inbox() ).filter( ( mail ) =>
		mail.to.some( ( to ) => to.endsWith( `.${ word }@example.com` ) )
	);
	const subjects = mine.map( ( mail ) => mail.subject );
	// Invoice and tickets at the booking, the payment instructions, the refund notice, and again
	// the invoice and the ticket sent from what is stored raw.
	expect( mine.length, subjects.join( '; ' ) ).toBeGreaterThanOrEqual( 6 );
	const page = await browser.newPage();
	const check = watch( page );
	const seen = new Set< number >();
	for ( const mail of mine ) {
		expect( mail.html, mail.subject ).not.toBe( '' );
		await page.setContent( mail.html );
		const text = await textOf( page );
		for ( const field of FIELDS ) {
			if ( text.includes( shown( n( field ) ) ) ) {
				seen.add( n( field ) );
			}
		}
		await check( `mail "${ mail.subject }"` );
		covered.mails++;
	}
	// What the mails show once stored raw.
	expect( [ ...seen ].map( ( i ) => FIELDS[ i - 1 ] ).sort() ).toEqual(
		expect.arrayContaining( [
			'event title',
			'buyer name',
			'attendee name',
			'free ticket name',
			'offline instructions',
		] )
	);
	const raw = mine.find( ( mail ) => mail.html.includes( 'onerror' ) );
	if ( raw ) {
		await page.setContent( raw.html );
		await screenshot( page, 'mail' );
	}
	await page.close();
} );

test( 'the attendee exports hold the payloads as plain cells, formulas neutralised', async () => {
	const api = await restContext( 'attendeemanager' );
	for ( const format of [ 'csv', 'xlsx' ] ) {
		const started = await api.post(
			'/wp-json/eventin/v2/attendees/exports',
			{
				data: { format, event_id: ids.event },
			}
		);
		expect( started.status() ).toBe( 201 );
		// An export is a batch: each read of it writes the next part, until it is done.
		let exported = await started.json();
		await expect
			.poll( async () => {
				exported = await (
					await api.get(
						`/wp-json/eventin/v2/batches/${ exported.id }`
					)
				).json();
				return exported.status;
			} )
			.toBe( 'done' );
		expect( exported.failed ).toBe( 0 );
		const file = await api.get( exported.details.download_url );
		expect( file.status() ).toBe( 200 );
		const body = await file.body();
		let text = body.toString( 'utf8' );
		if ( format === 'xlsx' ) {
			const saved = path.join( test.info().outputDir, 'attendees.xlsx' );
			fs.mkdirSync( path.dirname( saved ), { recursive: true } );
			fs.writeFileSync( saved, body );
			text = execFileSync( 'php', [
				'-r',
				'$z = new ZipArchive(); $z->open( $argv[1] ); echo $z->getFromName( "xl/worksheets/sheet1.xml" );',
				saved,
			] ).toString();
			// Markup in a cell is XML-escaped text, never elements of the sheet.
			expect( text ).toContain( '&lt;img src=x onerror=' );
			expect( text ).not.toContain( '<img' );
			// Inline strings only: no formula cell.
			expect( text ).not.toContain( '<f>' );
		} else {
			expect( text ).toContain( shown( n( 'attendee name' ) ) );
			expect( text ).toContain( shown( n( 'event title' ) ) );
			// A cell starting as a formula would ('-alert…' in a CSV cell) begins with a quote.
			const cells = text
				.slice( 1 )
				.split( /\r\n/ )
				.flatMap(
					( line ) => line.match( /("([^"]|"")*"|[^,]*)/g ) ?? []
				)
				.map( ( cell ) =>
					cell.replace( /^"|"$/g, '' ).replace( /""/g, '"' )
				);
			expect(
				cells.filter( ( cell ) => /^[=+\-@\t\r]/.test( cell ) )
			).toEqual( [] );
		}
		covered.exports++;
	}
	await api.dispose();
	test.info().annotations.push( {
		type: 'covered',
		description: JSON.stringify( covered ),
	} );
	process.stdout.write(
		`Stored XSS covered: ${ JSON.stringify( covered ) }\n`
	);
} );
