/**
 * The organizer's RSVP screens (#/rsvp-report, #/rsvp-report/{event id}, #/rsvp-report/create)
 * on the real site: the RSVP module switched on through the settings for the spec and left as
 * found; an event with RSVP on and responses made through the public `rsvp-registration`. The
 * events report's exact counts; an event's responses by status (going by default) with the counts,
 * searched; Change status moving a row (and the waiting list up); Delete after 'Are you sure?' and
 * bulk Delete; a reminder to Going reaching exactly the going people's inboxes with the
 * placeholders filled, the progress and the log; an invitation to pasted addresses carrying the
 * RSVP link; Go Back and the event menu's RSVP Report; who may not open the screens; the message
 * while the module is off. Screenshots in /tmp/rsvp-admin-<name>.png.
 */
import fs from 'node:fs';
import { request, type Page } from '@playwright/test';
import {
	createEvent,
	expect,
	openAs,
	rest,
	row,
	test,
	toast,
	unique,
	type EventItem,
} from './fixtures';

test.describe.configure( { mode: 'serial' } );

const tag = unique( 'rsvp' ).split( ' ' )[ 1 ];
const address = ( name: string ) => `${ name }.${ tag }@example.com`;

const people = {
	ann: { name: 'Ann Lee', email: address( 'ann' ), people: 2 },
	bob: { name: 'Bob Stone', email: address( 'bob' ), people: 1 },
	cara: { name: 'Cara Lee', email: address( 'cara' ), people: 1 },
	dan: { name: 'Dan Perhaps', email: address( 'dan' ), status: 'maybe' },
	eve: {
		name: 'Eve Absent',
		email: address( 'eve' ),
		status: 'not_going',
		reason: 'Travelling',
	},
	// Two places when three of five are left taken: the waiting list.
	fay: { name: 'Fay Queue', email: address( 'fay' ), people: 2 },
	gus: { name: 'Gus Gone', email: address( 'gus' ), status: 'maybe' },
	hal: { name: 'Hal Gone', email: address( 'hal' ), status: 'maybe' },
};

let event: EventItem;
let settingsBefore: { modules: { rsvp: string }; checkout_rate_limit: number };

const shot = ( page: Page, name: string ) =>
	page.screenshot( {
		path: `/tmp/rsvp-admin-${ name }.png`,
		fullPage: true,
	} );

/**
 * An answer as a visitor gives it (no one signed in).
 * @param body The answer.
 */
async function answer( body: Record< string, unknown > ) {
	const visitor = await request.newContext( {
		baseURL: process.env.EVENTIN_TEST_URL,
	} );
	const response = await visitor.post(
		'/wp-json/eventin/v2/rsvp-registration',
		{
			data: { event_id: event.id, ...body },
		}
	);
	const result = { status: response.status(), body: await response.json() };
	await visitor.dispose();
	expect( result.status, JSON.stringify( result.body ) ).toBe( 201 );
	return result.body as { status: string };
}

type Mail = {
	subject: string;
	text: string;
	html: string;
	to: Array< { address: string } >;
};

/** Every mail in the development inbox. */
async function inbox(): Promise< Mail[] > {
	const response = await fetch(
		`${ process.env.EVENTIN_TEST_MAIL_URL }/api/email`
	);
	return ( await response.json() ) as Mail[];
}

const mailsTo = ( mails: Mail[], to: string ) =>
	mails.filter( ( mail ) =>
		mail.to.some( ( entry ) => entry.address.toLowerCase() === to )
	);

function responseRow( page: Page, name: string ) {
	return page
		.locator( '.eventin-rsvp-responses' )
		.getByRole( 'row' )
		.filter( { hasText: name } );
}

async function openReport( page: Page ) {
	await page.goto(
		`/wp-admin/admin.php?page=eventin#/rsvp-report/${ event.id }`
	);
	await expect( page.getByRole( 'heading', { level: 1 } ) ).toHaveText(
		`RSVP Report: ${ event.title }`
	);
}

test.beforeAll( async () => {
	settingsBefore = ( await rest( 'admin', 'GET', 'settings' ) ).body;
	const put = await rest( 'admin', 'PUT', 'settings', {
		modules: { rsvp: 'on' },
		checkout_rate_limit: 10000,
	} );
	expect( put.status, JSON.stringify( put.body ) ).toBe( 200 );
	event = await createEvent( {
		title: unique( 'RSVP night' ),
		status: 'publish',
		rsvp: { enabled: true, limit: 5, waiting_list: true },
	} );
	for ( const person of Object.values( people ) ) {
		await answer( person );
	}
} );

test.afterAll( async () => {
	await rest( 'admin', 'PUT', 'settings', {
		modules: settingsBefore.modules,
		checkout_rate_limit: settingsBefore.checkout_rate_limit,
	} );
} );

test( 'the events report shows each event with RSVP on with its exact counts, and links to its report', async ( {
	browser,
} ) => {
	const page = await openAs( browser, 'admin', '/rsvp-report' );
	await expect( page.getByRole( 'heading', { level: 1 } ) ).toHaveText(
		'RSVP Report'
	);
	await page
		.getByRole( 'searchbox', { name: 'Search events' } )
		.fill( event.title );
	const line = row( page, event.title );
	await expect( line ).toHaveCount( 1 );
	await expect( page.getByText( 'Showing 1 - 1 of 1 event' ) ).toBeVisible();
	// Going, Maybe, Not going, Waiting list; then 4 of the 5 places taken.
	await expect( line.locator( '.eventin-rsvp-count' ) ).toHaveText( [
		'3',
		'3',
		'1',
		'1',
	] );
	await expect( line.locator( '.eventin-sold__text' ) ).toHaveText( '4 / 5' );
	await expect(
		page.getByRole( 'link', { name: 'RSVP Reminder' } ).first()
	).toBeVisible();
	await shot( page, 'events' );

	await line.getByRole( 'link', { name: event.title, exact: true } ).click();
	await expect( page ).toHaveURL(
		new RegExp( `#/rsvp-report/${ event.id }$` )
	);
	await expect( page.getByRole( 'heading', { level: 1 } ) ).toHaveText(
		`RSVP Report: ${ event.title }`
	);
	// Go Back leads to the events.
	await page.getByRole( 'link', { name: 'Go Back' } ).click();
	await expect( page ).toHaveURL( /#\/rsvp-report$/ );
	await expect(
		page.getByRole( 'searchbox', { name: 'Search events' } )
	).toBeVisible();
} );

test( 'an event’s responses: going by default, the status filter with its counts, and the search', async ( {
	browser,
} ) => {
	const page = await openAs( browser, 'admin', `/rsvp-report/${ event.id }` );
	const status = page.getByRole( 'combobox', { name: 'Status' } );
	await expect(
		page.getByText( 'Showing 1 - 3 of 3 responses' )
	).toBeVisible();
	for ( const name of [ 'Ann Lee', 'Bob Stone', 'Cara Lee' ] ) {
		await expect( responseRow( page, name ) ).toHaveCount( 1 );
	}
	await expect( responseRow( page, 'Dan Perhaps' ) ).toHaveCount( 0 );
	await expect( status.locator( 'option' ) ).toHaveText( [
		'Going (3)',
		'Maybe (3)',
		'Not going (1)',
		'Waiting list (1)',
		'All responses (8)',
	] );
	const summary = page.getByRole( 'region', {
		name: 'Responses per status',
	} );
	await expect( summary.getByRole( 'button' ) ).toHaveText( [
		'Going3',
		'Maybe3',
		'Not going1',
		'Waiting list1',
	] );
	await expect( summary.locator( '.eventin-sold__text' ) ).toHaveText(
		'4 / 5'
	);
	// The columns: name, e-mail, people, status, date, message.
	const ann = responseRow( page, 'Ann Lee' );
	await expect( ann ).toContainText( people.ann.email );
	await expect( ann.locator( '.eventin-rsvp-people' ) ).toHaveText( '2' );
	await expect( ann.locator( '.eventin-rsvp-status' ) ).toHaveText( 'Going' );
	await shot( page, 'responses' );

	await status.selectOption( { label: 'Not going (1)' } );
	await expect(
		page.getByText( 'Showing 1 - 1 of 1 response' )
	).toBeVisible();
	await expect( responseRow( page, 'Eve Absent' ) ).toContainText(
		'Travelling'
	);

	await status.selectOption( { label: 'Waiting list (1)' } );
	await expect( responseRow( page, 'Fay Queue' ) ).toHaveCount( 1 );
	await expect(
		page.getByText( 'Showing 1 - 1 of 1 response' )
	).toBeVisible();

	await status.selectOption( { label: 'All responses (8)' } );
	await expect(
		page.getByText( 'Showing 1 - 8 of 8 responses' )
	).toBeVisible();

	// The search: every word begins a word of the name or the address.
	await status.selectOption( { label: 'Going (3)' } );
	await page
		.getByRole( 'searchbox', { name: 'Search responses' } )
		.fill( 'lee' );
	await expect(
		page.getByText( 'Showing 1 - 2 of 2 responses' )
	).toBeVisible();
	await expect( responseRow( page, 'Ann Lee' ) ).toHaveCount( 1 );
	await expect( responseRow( page, 'Cara Lee' ) ).toHaveCount( 1 );
	await expect( responseRow( page, 'Bob Stone' ) ).toHaveCount( 0 );
	// The export holds what the list shows: the going people named Lee, on every page.
	const [ download ] = await Promise.all( [
		page.waitForEvent( 'download' ),
		page.getByRole( 'button', { name: 'Export CSV' } ).click(),
	] );
	expect( download.suggestedFilename() ).toMatch(
		/^rsvp-rsvp-night-[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.csv$/
	);
	const csv = fs
		.readFileSync( ( await download.path() ) as string, 'utf8' )
		.slice( 1 )
		.trim()
		.split( /\r\n/ );
	expect( csv[ 0 ] ).toMatch(
		/^"Response ID","Name","Email","People","Status","Guests","Reason","Message","Event","Answered at \(.+\)"$/
	);
	expect(
		csv
			.slice( 1 )
			.map( ( line ) => line.split( ',' ).slice( 1, 5 ).join( ',' ) )
			.sort()
	).toEqual( [
		// Every text quoted, numbers bare.
		`"Ann Lee","${ people.ann.email }",2,"Going"`,
		`"Cara Lee","${ people.cara.email }",1,"Going"`,
	] );
	// The counts stay the event's.
	await expect( status.locator( 'option' ).first() ).toHaveText(
		'Going (3)'
	);
	await page
		.getByRole( 'searchbox', { name: 'Search responses' } )
		.fill( `bob.${ tag }` );
	await expect(
		page.getByText( 'Showing 1 - 1 of 1 response' )
	).toBeVisible();
	await expect( responseRow( page, 'Bob Stone' ) ).toHaveCount( 1 );
	await shot( page, 'responses-searched' );
} );

test( 'Change status moves a row to its new status, and the waiting list moves up', async ( {
	browser,
} ) => {
	const page = await openAs( browser, 'admin', `/rsvp-report/${ event.id }` );
	const bob = responseRow( page, 'Bob Stone' );
	await bob
		.getByRole( 'button', { name: 'Change status “Bob Stone”' } )
		.click();
	const dialog = page.getByRole( 'dialog', {
		name: 'Change the status of “Bob Stone”',
	} );
	await expect(
		dialog.getByRole( 'radio', { name: 'Going', exact: true } )
	).toBeChecked();
	await dialog.getByRole( 'radio', { name: 'Maybe' } ).check();
	await shot( page, 'change-status' );
	await dialog.getByRole( 'button', { name: 'Save' } ).click();
	await expect( toast( page, 'Bob Stone is now: Maybe.' ) ).toBeVisible();
	await expect( dialog ).toHaveCount( 0 );
	await expect( bob ).toHaveCount( 0 );
	// Bob's place went to Fay (two places: five of five taken).
	await expect( responseRow( page, 'Fay Queue' ) ).toHaveCount( 1 );
	const status = page.getByRole( 'combobox', { name: 'Status' } );
	await expect( status.locator( 'option' ) ).toHaveText( [
		'Going (3)',
		'Maybe (4)',
		'Not going (1)',
		'Waiting list (0)',
		'All responses (8)',
	] );
	await expect(
		page
			.getByRole( 'region', { name: 'Responses per status' } )
			.locator( '.eventin-sold__text' )
	).toHaveText( '5 / 5' );
	await status.selectOption( { label: 'Maybe (4)' } );
	await expect( responseRow( page, 'Bob Stone' ) ).toHaveCount( 1 );
	await expect(
		responseRow( page, 'Bob Stone' ).locator( '.eventin-rsvp-status' )
	).toHaveText( 'Maybe' );
	const { body } = await rest(
		'admin',
		'GET',
		`rsvp-report/${ event.id }?status=maybe`
	);
	expect(
		body.items.map( ( item: { name: string } ) => item.name ).sort()
	).toEqual( [ 'Bob Stone', 'Dan Perhaps', 'Gus Gone', 'Hal Gone' ] );
} );

test( 'Delete asks first and deletes one response; bulk Delete deletes the chosen ones', async ( {
	browser,
} ) => {
	const page = await openAs( browser, 'admin', `/rsvp-report/${ event.id }` );
	const status = page.getByRole( 'combobox', { name: 'Status' } );
	await status.selectOption( { label: 'Not going (1)' } );
	const eve = responseRow( page, 'Eve Absent' );
	await eve
		.getByRole( 'button', { name: 'More actions for “Eve Absent”' } )
		.click();
	await page.getByRole( 'menuitem', { name: 'Delete' } ).click();
	const confirm = page.getByRole( 'dialog', { name: 'Are you sure?' } );
	await expect(
		confirm.getByText(
			'Are you sure you want to delete this response? Its places go back and the waiting list moves up.'
		)
	).toBeVisible();
	await shot( page, 'delete-confirm' );
	// Cancel keeps it.
	await confirm.getByRole( 'button', { name: 'Cancel' } ).click();
	await expect( eve ).toHaveCount( 1 );
	await eve
		.getByRole( 'button', { name: 'More actions for “Eve Absent”' } )
		.click();
	await page.getByRole( 'menuitem', { name: 'Delete' } ).click();
	await confirm.getByRole( 'button', { name: 'Delete' } ).click();
	await expect(
		toast( page, 'Successfully deleted the response!' )
	).toBeVisible();
	await expect( eve ).toHaveCount( 0 );
	await expect( status.locator( 'option' ).nth( 2 ) ).toHaveText(
		'Not going (0)'
	);

	await status.selectOption( { label: 'Maybe (4)' } );
	await page
		.getByRole( 'searchbox', { name: 'Search responses' } )
		.fill( 'gone' );
	await expect(
		page.getByText( 'Showing 1 - 2 of 2 responses' )
	).toBeVisible();
	await page
		.getByRole( 'checkbox', { name: /select all/i } )
		.first()
		.check();
	await page.getByRole( 'button', { name: 'Delete' } ).first().click();
	const bulk = page.getByRole( 'dialog' );
	await expect(
		bulk.getByText(
			'Are you sure you want to delete these responses? Their places go back and the waiting list moves up.'
		)
	).toBeVisible();
	await shot( page, 'bulk-delete' );
	await bulk.getByRole( 'button', { name: 'Delete' } ).click();
	await expect(
		toast( page, 'Successfully deleted the responses!' )
	).toBeVisible();
	await expect( responseRow( page, 'Gus Gone' ) ).toHaveCount( 0 );
	await expect( responseRow( page, 'Hal Gone' ) ).toHaveCount( 0 );
	const { body } = await rest(
		'admin',
		'GET',
		`rsvp-report/${ event.id }?status=all`
	);
	expect(
		body.items.map( ( item: { name: string } ) => item.name ).sort()
	).toEqual( [
		'Ann Lee',
		'Bob Stone',
		'Cara Lee',
		'Dan Perhaps',
		'Fay Queue',
	] );
	expect( [ body.going, body.maybe, body.not_going, body.waiting ] ).toEqual(
		[ 3, 2, 0, 0 ]
	);
} );

test( 'RSVP Reminder to Going reaches exactly the going people, with the placeholders filled', async ( {
	browser,
} ) => {
	const page = await openAs( browser, 'admin', `/rsvp-report/${ event.id }` );
	await page.getByRole( 'link', { name: 'RSVP Reminder' } ).click();
	await expect( page ).toHaveURL(
		new RegExp( `#/rsvp-report/create\\?event=${ event.id }$` )
	);
	await expect( page.getByRole( 'heading', { level: 1 } ) ).toHaveText(
		'RSVP Reminder'
	);
	const form = page.getByRole( 'form', {
		name: 'Send a reminder or an invitation',
	} );
	await expect( form.getByRole( 'combobox', { name: 'Event' } ) ).toHaveValue(
		String( event.id )
	);
	await expect(
		form.getByRole( 'radio', { name: 'Going (3)' } )
	).toBeChecked();
	// The placeholders the server fills, beside the message.
	for ( const placeholder of [ '{name}', '{event_title}', '{rsvp_url}' ] ) {
		await expect(
			form
				.getByRole( 'complementary', { name: 'Placeholders' } )
				.getByText( placeholder, {
					exact: true,
				} )
		).toBeVisible();
	}
	// A check beside its field: the subject is needed.
	const subject = form.getByRole( 'textbox', { name: 'Subject' } );
	await subject.fill( '' );
	await form.getByRole( 'button', { name: 'Send now' } ).click();
	await expect(
		form.getByText( 'Enter a subject of at most 200 characters.' )
	).toBeVisible();
	await expect( subject ).toBeFocused();
	await shot( page, 'reminder-invalid' );

	const words = `Reminder ${ tag }`;
	await subject.fill( `${ words }: {event_title} for {name}` );
	await form
		.getByRole( 'textbox', { name: 'Message' } )
		.fill(
			'Hello {name}, see you at {event_title}. Your answer: {rsvp_url}'
		);
	await form.getByRole( 'button', { name: 'Send now' } ).click();
	await expect( toast( page, 'The mail is on its way.' ) ).toBeVisible();
	const progress = page.getByRole( 'progressbar', { name: 'Mails sent' } );
	await expect( progress ).toBeVisible();
	await expect( page.getByText( 'Done: 3 sent, 0 failed.' ) ).toBeVisible( {
		timeout: 60_000,
	} );
	await expect( progress ).toHaveAttribute( 'aria-valuenow', '100' );
	const log = page.getByRole( 'table', { name: 'Recipients' } );
	// A row of headers and one per person.
	await expect( log.getByRole( 'row' ) ).toHaveCount( 4 );
	for ( const person of [ people.ann, people.cara, people.fay ] ) {
		await expect(
			log.getByRole( 'row' ).filter( { hasText: person.email } )
		).toContainText( 'Sent' );
	}
	// The earlier sends list it.
	const earlier = page.getByRole( 'region', {
		name: 'Earlier reminders and invitations',
	} );
	await expect(
		earlier.getByRole( 'row' ).filter( { hasText: words } )
	).toContainText( '3 sent, 0 failed' );
	// Who sent it.
	await expect(
		earlier
			.getByRole( 'row' )
			.filter( { hasText: words } )
			.getByRole( 'cell', { name: 'admin', exact: true } )
	).toBeVisible();
	await shot( page, 'reminder-sent' );

	let mails: Mail[] = [];
	await expect
		.poll(
			async () => {
				mails = ( await inbox() ).filter( ( mail ) =>
					mail.subject.startsWith( words )
				);
				return mails.length;
			},
			{ timeout: 30_000 }
		)
		.toBe( 3 );
	for ( const person of [ people.ann, people.cara, people.fay ] ) {
		const [ mail ] = mailsTo( mails, person.email );
		expect( mail?.subject ).toBe(
			`${ words }: ${ event.title } for ${ person.name }`
		);
		expect( mail.text ).toContain(
			`Hello ${ person.name }, see you at ${ event.title }.`
		);
		expect( mail.text ).toContain( '?eventin-rsvp=' );
	}
	for ( const person of [ people.bob, people.dan, people.eve ] ) {
		expect( mailsTo( mails, person.email ) ).toHaveLength( 0 );
	}
} );

test( 'an invitation to pasted addresses reaches each of them with a link to answer', async ( {
	browser,
} ) => {
	const page = await openAs( browser, 'admin', '/rsvp-report/create' );
	const form = page.getByRole( 'form', {
		name: 'Send a reminder or an invitation',
	} );
	const eventSelect = form.getByRole( 'combobox', { name: 'Event' } );
	await expect( eventSelect ).toHaveValue( '' );
	await form.getByRole( 'button', { name: 'Send now' } ).click();
	await expect( form.getByText( 'Choose the event.' ) ).toBeVisible();
	await eventSelect.selectOption( String( event.id ) );
	await form.getByRole( 'radio', { name: 'Invite addresses' } ).check();
	const addresses = form.getByRole( 'textbox', { name: 'E-mail addresses' } );
	const kim = address( 'kim' );
	const lou = address( 'lou' );
	await addresses.fill( `${ kim }\nLou Guest <${ lou }>, not-an-address` );
	const words = `Invitation ${ tag }`;
	await form
		.getByRole( 'textbox', { name: 'Subject' } )
		.fill( `${ words } to {event_title}` );
	await form
		.getByRole( 'textbox', { name: 'Message' } )
		.fill( 'Dear {name}, you are invited. Answer here: {rsvp_url}' );
	await form.getByRole( 'button', { name: 'Send now' } ).click();
	await expect(
		form.getByText( 'These are not e-mail addresses: "not-an-address".' )
	).toBeVisible();
	await expect( addresses ).toBeFocused();
	await addresses.fill(
		`${ kim }\nLou Guest <${ lou }>, ${ kim.toUpperCase() }`
	);
	await expect(
		form.getByText( '2 addresses. One per line, or separated by commas.' )
	).toBeVisible();
	await shot( page, 'invitation-form' );
	await form.getByRole( 'button', { name: 'Send now' } ).click();
	await expect( page.getByText( 'Done: 2 sent, 0 failed.' ) ).toBeVisible( {
		timeout: 60_000,
	} );
	await shot( page, 'invitation-sent' );

	let mails: Mail[] = [];
	await expect
		.poll(
			async () => {
				mails = ( await inbox() ).filter( ( mail ) =>
					mail.subject.startsWith( words )
				);
				return mails.length;
			},
			{ timeout: 30_000 }
		)
		.toBe( 2 );
	for ( const to of [ kim, lou ] ) {
		const [ mail ] = mailsTo( mails, to );
		expect( mail?.subject ).toBe( `${ words } to ${ event.title }` );
		// {name} of an address without a response is the address (the plain text follows it
		// with its mailto: link).
		expect( mail.text ).toContain( `Dear ${ to }` );
		expect( mail.text ).toContain( 'you are invited. Answer here:' );
		// Without a response of their own, the link is the event's page, where they answer.
		expect( mail.text ).toContain( event.link );
		expect( mail.html ).toContain( 'href=' );
	}
} );

test( "the event menu's RSVP Report opens this event's report", async ( {
	browser,
} ) => {
	const page = await openAs( browser, 'admin', '/events' );
	await page
		.getByRole( 'searchbox', { name: 'Search events' } )
		.fill( event.title );
	const name = `More actions for “${ event.title }”`;
	await page.getByRole( 'button', { name } ).click();
	await page
		.getByRole( 'menu', { name } )
		.getByRole( 'menuitem', { name: 'RSVP Report', exact: true } )
		.click();
	await expect( page ).toHaveURL(
		new RegExp( `#/rsvp-report/${ event.id }$` )
	);
	await expect( page.getByRole( 'heading', { level: 1 } ) ).toHaveText(
		`RSVP Report: ${ event.title }`
	);
	await expect(
		page.getByText( 'Showing 1 - 3 of 3 responses' )
	).toBeVisible();
	await openReport( page );
} );

test( 'event managers open the screens; a user without the events permission cannot', async ( {
	browser,
} ) => {
	const manager = await openAs(
		browser,
		'eventmanager',
		`/rsvp-report/${ event.id }`
	);
	await expect(
		manager.getByText( 'Showing 1 - 3 of 3 responses' )
	).toBeVisible();
	for ( const route of [
		'/rsvp-report',
		`/rsvp-report/${ event.id }`,
		'/rsvp-report/create',
	] ) {
		const page = await openAs( browser, 'ordermanager', route );
		await expect(
			page.getByText( 'Access Denied! Redirecting...' )
		).toBeVisible();
		await expect(
			page.getByRole( 'searchbox', { name: 'Search responses' } )
		).toHaveCount( 0 );
		await page.context().close();
	}
	const denied = await rest(
		'ordermanager',
		'GET',
		`rsvp-report/${ event.id }`
	);
	expect( denied.status ).toBe( 403 );
} );

test( 'with the RSVP module off the screens say so', async ( { browser } ) => {
	await rest( 'admin', 'PUT', 'settings', { modules: { rsvp: 'off' } } );
	try {
		for ( const route of [
			'/rsvp-report',
			`/rsvp-report/${ event.id }`,
			'/rsvp-report/create',
		] ) {
			const page = await openAs( browser, 'admin', route );
			await expect(
				page.getByRole( 'heading', { name: 'RSVP is turned off' } )
			).toBeVisible();
			await expect(
				page.getByRole( 'link', { name: 'Open Settings' } )
			).toBeVisible();
			await shot( page, `module-off${ route.replace( /\W+/g, '-' ) }` );
			await page.context().close();
		}
	} finally {
		await rest( 'admin', 'PUT', 'settings', { modules: { rsvp: 'on' } } );
	}
} );
