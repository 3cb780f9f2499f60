/**
 * The RSVP form in Chromium on the real site: a visitor answers from the widget on the event's own
 * page, gets the confirmation mail, opens its change link and changes the answer to Not going with
 * a reason (stored); cancelling through the link; the waiting list moving up (limit 1: A going, B
 * waiting, A not going through their link, B promoted and mailed); Fully booked without a waiting
 * list; the form at phone width; signed-in-only events asking to log in; nothing while the module
 * is off. The RSVP module is switched on at the start and left as it was found.
 */
import {
	createEvent,
	expect,
	publishPage,
	rest,
	test,
	unique,
	visitAnonymous,
	type EventItem,
} from './fixtures';
import { type Page } from '@playwright/test';

type Mail = { subject: string; to: string[]; html: string };

/** The inbox's messages (maildev, as tests/rest/mailbox.mjs reads it). */
async function inbox(): Promise< Mail[] > {
	const response = await fetch(
		`${ process.env.EVENTIN_TEST_MAIL_URL }/api/email`
	);
	const mails = ( await response.json() ) as Array< {
		subject: string;
		to: Array< { address: string } >;
		html?: string;
	} >;
	return mails.map( ( mail ) => ( {
		subject: mail.subject ?? '',
		to: mail.to.map( ( to ) => to.address.toLowerCase() ),
		html: mail.html ?? '',
	} ) );
}

/**
 * The first mail to an address whose subject holds a text, once it arrived (mails go out in the
 * background).
 * @param address
 * @param subject
 */
async function mailTo( address: string, subject: string ): Promise< Mail > {
	let found: Mail | undefined;
	await expect
		.poll(
			async () => {
				found = ( await inbox() ).find(
					( mail ) =>
						mail.to.includes( address.toLowerCase() ) &&
						mail.subject.includes( subject )
				);
				return !! found;
			},
			{
				timeout: 30_000,
				message: `a mail "${ subject }" to ${ address }`,
			}
		)
		.toBe( true );
	return found as Mail;
}

/**
 * The change link a mail carries, and its token.
 * @param mail
 */
function changeLink( mail: Mail ): { url: string; token: string } {
	const match = /href="([^"]*eventin-rsvp=([0-9]+-[0-9a-f]{32}))"/.exec(
		mail.html
	);
	expect( match, 'the mail has the change link' ).not.toBeNull();
	return {
		url: ( match as RegExpExecArray )[ 1 ].replace( /&amp;/g, '&' ),
		token: ( match as RegExpExecArray )[ 2 ],
	};
}

const address = ( name: string ) =>
	`${ unique( name )
		.toLowerCase()
		.replace( /[^a-z0-9]+/g, '-' ) }@example.com`;

/**
 * A published event twenty days ahead with RSVP on.
 * @param rsvp Its RSVP settings.
 */
function rsvpEvent(
	rsvp: Record< string, unknown > = {}
): Promise< EventItem > {
	return createEvent( {
		title: unique( 'RSVP party' ),
		status: 'publish',
		rsvp: {
			enabled: true,
			limit: -1,
			min_attendees: 1,
			max_attendees: 4,
			...rsvp,
		},
	} );
}

const form = ( page: Page ) => page.locator( 'form[data-eventin-rsvp]' );

/**
 * Answers the RSVP form of the page as a visitor.
 * @param page
 * @param name
 * @param email
 * @param more
 * @param more.people
 * @param more.guests
 * @param more.message
 */
async function answer(
	page: Page,
	name: string,
	email: string,
	{
		people = 1,
		guests = [],
		message = '',
	}: { people?: number; guests?: string[]; message?: string } = {}
) {
	const rsvp = form( page );
	await rsvp.getByLabel( 'Name', { exact: true } ).fill( name );
	await rsvp.getByLabel( 'E-mail' ).fill( email );
	const count = rsvp.getByLabel( 'Number of people' );
	if ( await count.count() ) {
		await count.fill( String( people ) );
	}
	for ( const [ index, guest ] of guests.entries() ) {
		await rsvp.getByLabel( `Guest ${ index + 1 }` ).fill( guest );
	}
	if ( message ) {
		await rsvp
			.getByLabel( 'A message to the organizer (optional)' )
			.fill( message );
	}
	await rsvp.getByRole( 'button', { name: 'Send my answer' } ).click();
}

let before: { rsvp: string; rate: number };

test.describe.configure( { mode: 'serial' } );

test.beforeAll( async () => {
	const settings = ( await rest( 'admin', 'GET', 'settings' ) ).body;
	before = {
		rsvp: settings.modules?.rsvp ?? 'off',
		rate: settings.checkout_rate_limit,
	};
	// Every visitor here comes from 127.0.0.1: the rate limit must not stop the answers.
	const on = await rest( 'admin', 'PUT', 'settings', {
		modules: { rsvp: 'on' },
		checkout_rate_limit: 10000,
	} );
	expect( on.status, JSON.stringify( on.body ) ).toBe( 200 );
} );

test.afterAll( async () => {
	await rest( 'admin', 'PUT', 'settings', {
		modules: { rsvp: before.rsvp },
		checkout_rate_limit: before.rate,
	} );
} );

test( 'a visitor answers on the event page, gets the mail, and changes the answer to Not going through its link', async ( {
	browser,
} ) => {
	test.slow();
	const event = await rsvpEvent();
	const email = address( 'ann' );
	const page = await visitAnonymous( browser, event.link );
	const section = page.getByRole( 'region', {
		name: `RSVP for ${ event.title }`,
	} );
	await expect( section ).toBeVisible();
	const rsvp = form( page );
	// Going is the default, in a group named by its legend; the reason only shows with Not going.
	const answers = rsvp.getByRole( 'group', { name: 'Will you come?' } );
	await expect(
		answers.getByRole( 'radio', { name: 'Going', exact: true } )
	).toBeChecked();
	await expect(
		rsvp.getByLabel( 'Why can’t you come? (optional)' )
	).toBeHidden();
	await answers.getByRole( 'radio', { name: 'Not going' } ).check();
	await expect(
		rsvp.getByLabel( 'Why can’t you come? (optional)' )
	).toBeVisible();
	await answers.getByRole( 'radio', { name: 'Going', exact: true } ).check();
	await expect(
		rsvp.getByLabel( 'Why can’t you come? (optional)' )
	).toBeHidden();
	// A guest's name per extra person.
	await expect( rsvp.getByLabel( 'Guest 1' ) ).toHaveCount( 0 );
	await rsvp.getByLabel( 'Number of people' ).fill( '3' );
	await expect( rsvp.getByLabel( 'Guest 2' ) ).toBeVisible();
	await rsvp.getByLabel( 'Number of people' ).fill( '1' );
	await expect( rsvp.getByLabel( 'Guest 1' ) ).toHaveCount( 0 );

	// Errors: the browser's (empty name) and the server's (too many people), beside their fields;
	// what was typed stays.
	await rsvp.getByLabel( 'E-mail' ).fill( email );
	await rsvp.getByRole( 'button', { name: 'Send my answer' } ).click();
	await expect( rsvp.getByRole( 'alert' ) ).toHaveText(
		'Please correct the marked fields.'
	);
	await expect( rsvp.getByLabel( 'Name', { exact: true } ) ).toHaveAttribute(
		'aria-invalid',
		'true'
	);
	await expect(
		rsvp.getByLabel( 'Name', { exact: true } )
	).toHaveAccessibleDescription( 'Please fill in this field.' );
	await rsvp.getByLabel( 'Name', { exact: true } ).fill( 'Ann Lee' );
	// Past the browser's own limit (as a script-less or older browser would send it).
	await rsvp
		.getByLabel( 'Number of people' )
		.evaluate( ( input ) => input.removeAttribute( 'max' ) );
	await rsvp.getByLabel( 'Number of people' ).fill( '9' );
	await rsvp.getByRole( 'button', { name: 'Send my answer' } ).click();
	await expect( rsvp.getByRole( 'alert' ) ).toHaveText(
		'Choose from 1 to 4 people.'
	);
	await expect( rsvp.getByLabel( 'Number of people' ) ).toHaveAttribute(
		'aria-invalid',
		'true'
	);
	await expect( rsvp.getByText( 'Choose from 1 to 4 people.' ) ).toHaveCount(
		2
	);
	await expect( rsvp.getByLabel( 'E-mail' ) ).toHaveValue( email );

	await rsvp.getByLabel( 'Number of people' ).fill( '3' );
	await rsvp.getByLabel( 'Guest 1' ).fill( 'Bob Lee' );
	await rsvp.getByLabel( 'Guest 2' ).fill( 'Cy Lee' );
	await rsvp
		.getByLabel( 'A message to the organizer (optional)' )
		.fill( 'We bring a cake.' );
	await page.screenshot( {
		path: '/tmp/rsvp-front-form.png',
		fullPage: true,
	} );
	await rsvp.getByRole( 'button', { name: 'Send my answer' } ).click();

	const done = section.getByRole( 'status' );
	// The same whether the address answered before or not: the mail says which.
	await expect( done ).toContainText(
		'Thanks! Check your inbox: we sent you the details.'
	);
	await expect( done ).toContainText(
		`We wrote to ${ email }. The e-mail has a link to change or cancel your answer.`
	);
	await expect( done ).toBeFocused();
	const ics = done.getByRole( 'link', { name: 'Add to calendar (.ics)' } );
	await expect( ics ).toHaveAttribute(
		'href',
		new RegExp( `eventin-ics=${ event.id }$` )
	);
	await section.screenshot( { path: '/tmp/rsvp-front-confirmation.png' } );

	const mail = await mailTo( email, 'Your answer for' );
	const link = changeLink( mail );
	await page.goto( link.url );
	await expect(
		page.getByRole( 'heading', { level: 1, name: 'Your answer' } )
	).toBeVisible();
	await expect( page.getByText( 'You are going.' ) ).toBeVisible();
	const stored = page.locator( '.eventin-rsvp-change__response' );
	await expect( stored ).toContainText( 'Ann Lee' );
	await expect( stored ).toContainText( 'Bob Lee, Cy Lee' );
	await expect( stored.locator( 'dd' ).nth( 2 ) ).toHaveText( '3' );
	await expect(
		page.getByRole( 'link', { name: event.title } )
	).toHaveAttribute( 'href', event.link );
	await page.screenshot( {
		path: '/tmp/rsvp-front-change-page.png',
		fullPage: true,
	} );

	const change = page.locator( 'form[data-eventin-rsvp-change]' );
	await expect(
		change.getByRole( 'radio', { name: 'Going', exact: true } )
	).toBeChecked();
	await change.getByRole( 'radio', { name: 'Not going' } ).check();
	await change
		.getByLabel( 'Why can’t you come? (optional)' )
		.fill( 'Ill, sadly.' );
	await change.getByRole( 'button', { name: 'Save changes' } ).click();
	await expect( page.getByRole( 'status' ) ).toContainText(
		'Your changes were saved.'
	);
	await expect( page.getByText( 'You are not going.' ) ).toBeVisible();
	await expect( stored ).toContainText( 'Ill, sadly.' );

	const read = await rest( 'admin', 'GET', `rsvp-response/${ link.token }` );
	expect( read.body ).toMatchObject( {
		status: 'not_going',
		reason: 'Ill, sadly.',
		people: 3,
		guests: [ 'Bob Lee', 'Cy Lee' ],
		message: 'We bring a cake.',
	} );
} );

test( 'a response is cancelled through its link, after a confirmation; the link then says it is no longer valid', async ( {
	browser,
} ) => {
	const event = await rsvpEvent();
	const email = address( 'dan' );
	const page = await visitAnonymous( browser, event.link );
	await answer( page, 'Dan Ray', email );
	await expect( page.getByRole( 'status' ) ).toContainText(
		'Thanks! Check your inbox: we sent you the details.'
	);
	const link = changeLink( await mailTo( email, 'Your answer for' ) );
	await page.goto( link.url );
	await page.getByRole( 'button', { name: 'Cancel my response' } ).click();
	await expect(
		page.getByRole( 'heading', { level: 1, name: 'Cancel your response?' } )
	).toBeVisible();
	// Kept when the visitor thinks again.
	await page.getByRole( 'link', { name: 'No, keep it' } ).click();
	await expect( page.getByText( 'You are going.' ) ).toBeVisible();
	await page.getByRole( 'button', { name: 'Cancel my response' } ).click();
	await page
		.getByRole( 'button', { name: 'Yes, cancel my response' } )
		.click();
	await expect(
		page.getByRole( 'heading', {
			level: 1,
			name: 'Your response was cancelled',
		} )
	).toBeVisible();
	expect(
		( await rest( 'admin', 'GET', `rsvp-response/${ link.token }` ) ).status
	).toBe( 404 );

	const again = await page.goto( link.url );
	expect( again?.status() ).toBe( 404 );
	await expect( page.getByRole( 'alert' ) ).toContainText(
		'This link is no longer valid.'
	);
	// A forged signature reads the same, never a PHP warning.
	const forged = await page.goto(
		link.url.replace( /-[0-9a-f]{32}$/, '-' + '0'.repeat( 32 ) )
	);
	expect( forged?.status() ).toBe( 404 );
	await expect( page.getByRole( 'alert' ) ).toContainText(
		'This link is no longer valid.'
	);
	await expect( page.locator( 'body' ) ).not.toContainText( 'Warning:' );
} );

test( 'the waiting list moves up: B waits for the one place, A says Not going through their link, B is promoted and mailed', async ( {
	browser,
} ) => {
	test.slow();
	const event = await rsvpEvent( {
		limit: 1,
		waiting_list: true,
		max_attendees: 1,
	} );
	const a = address( 'alice' );
	const b = address( 'bert' );
	const first = await visitAnonymous( browser, event.link );
	// One person per answer: no number of people to choose.
	await expect( form( first ).getByLabel( 'Number of people' ) ).toHaveCount(
		0
	);
	await answer( first, 'Alice', a );
	await expect( first.getByRole( 'status' ) ).toContainText(
		'Thanks! Check your inbox: we sent you the details.'
	);
	const second = await visitAnonymous( browser, event.link );
	await answer( second, 'Bert', b );
	await expect( second.getByRole( 'status' ) ).toContainText(
		'Thanks! Check your inbox'
	);
	// The mail says it: on the waiting list.
	const bMail = await mailTo( b, 'Your answer for' );
	expect( bMail.html ).toContain( 'you are on the waiting list' );
	const bLink = changeLink( bMail );
	expect(
		( await rest( 'admin', 'GET', `rsvp-response/${ bLink.token }` ) ).body
			.status
	).toBe( 'waiting' );

	const aLink = changeLink( await mailTo( a, 'Your answer for' ) );
	await first.goto( aLink.url );
	const change = first.locator( 'form[data-eventin-rsvp-change]' );
	await change.getByRole( 'radio', { name: 'Not going' } ).check();
	await change.getByRole( 'button', { name: 'Save changes' } ).click();
	await expect( first.getByText( 'You are not going.' ) ).toBeVisible();

	await mailTo( b, 'A place for you at' );
	expect(
		( await rest( 'admin', 'GET', `rsvp-response/${ bLink.token }` ) ).body
			.status
	).toBe( 'going' );
	await second.goto( bLink.url );
	await expect( second.getByText( 'You are going.' ) ).toBeVisible();
} );

test( 'a full event without a waiting list reads Fully booked and shows no form', async ( {
	browser,
} ) => {
	const event = await rsvpEvent( { limit: 1, max_attendees: 1 } );
	const taken = await rest( 'admin', 'POST', 'rsvp-registration', {
		event_id: event.id,
		name: 'Early Bird',
		email: address( 'early' ),
	} );
	expect( taken.status, JSON.stringify( taken.body ) ).toBe( 201 );
	const page = await visitAnonymous( browser, event.link );
	const section = page.getByRole( 'region', {
		name: `RSVP for ${ event.title }`,
	} );
	await expect( section.getByText( 'Fully booked' ) ).toBeVisible();
	await expect( form( page ) ).toHaveCount( 0 );
} );

test( 'at phone width the form fits without scrolling sideways and takes an answer', async ( {
	browser,
} ) => {
	const event = await rsvpEvent();
	const page = await visitAnonymous( browser, event.link, 375 );
	const rsvp = form( page );
	await rsvp.getByLabel( 'Number of people' ).fill( '2' );
	await rsvp.scrollIntoViewIfNeeded();
	const overflow = await page.evaluate(
		() =>
			document.documentElement.scrollWidth -
			document.documentElement.clientWidth
	);
	expect( overflow ).toBeLessThanOrEqual( 0 );
	const box = await rsvp.boundingBox();
	expect( box && box.x >= 0 && box.x + box.width <= 375 ).toBe( true );
	await page.screenshot( {
		path: '/tmp/rsvp-front-phone.png',
		fullPage: true,
	} );
	await answer( page, 'Pia Phone', address( 'pia' ), {
		people: 2,
		guests: [ 'Pat Phone' ],
	} );
	await expect( page.getByRole( 'status' ) ).toContainText(
		'Thanks! Check your inbox: we sent you the details.'
	);
} );

test( 'an event for signed-in users asks visitors to log in and come back', async ( {
	browser,
} ) => {
	const event = await rsvpEvent( { signed_in_only: true } );
	const page = await visitAnonymous( browser, event.link );
	await expect( form( page ) ).toHaveCount( 0 );
	const login = page.getByRole( 'link', { name: 'Log in to respond' } );
	await expect( login ).toHaveAttribute(
		'href',
		new RegExp(
			`wp-login\\.php\\?redirect_to=${ encodeURIComponent(
				event.link
			).replace( /[.?]/g, '\\$&' ) }`
		)
	);
} );

test( 'nothing shows while the module is off, or for an event without RSVP', async ( {
	browser,
} ) => {
	const event = await rsvpEvent();
	const plain = await createEvent( {
		title: unique( 'No RSVP' ),
		status: 'publish',
	} );
	const widgetPage = await publishPage( unique( 'RSVP widget' ), [
		`[etn_rsvp_form event_id="${ event.id }"]`,
		`[etn_rsvp_form event_id="${ plain.id }"]`,
	] );
	let page = await visitAnonymous( browser, widgetPage );
	await expect( page.locator( '.eventin-rsvp-form' ) ).toHaveCount( 1 );
	await page.goto( plain.link );
	await expect( page.locator( '.eventin-rsvp-form' ) ).toHaveCount( 0 );
	try {
		await rest( 'admin', 'PUT', 'settings', { modules: { rsvp: 'off' } } );
		page = await visitAnonymous( browser, event.link );
		await expect(
			page.getByRole( 'heading', { name: event.title } ).first()
		).toBeVisible();
		await expect( page.locator( '.eventin-rsvp-form' ) ).toHaveCount( 0 );
		await page.goto( widgetPage );
		await expect( page.locator( '.eventin-rsvp-form' ) ).toHaveCount( 0 );
		// The front script is not loaded where no form shows.
		await expect(
			page.locator( 'script[src*="widgets-rsvp-form"]' )
		).toHaveCount( 0 );
	} finally {
		await rest( 'admin', 'PUT', 'settings', { modules: { rsvp: 'on' } } );
	}
} );
