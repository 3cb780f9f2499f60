/**
 * The attendee screens (#/attendees, #/attendees/event/{id}, #/attendees/edit/{id}): the list of
 * one event and of all, search and filters, the edit form with a field error and Resend ticket
 * (the mail in the development inbox), a complimentary ticket added by hand, delete with its
 * confirmation, the event menu's Attendee list, and who may open them.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import {
	createEvent,
	expect,
	inDays,
	mailSubjectsTo,
	openAs,
	rest,
	restCreate,
	row,
	screenshot,
	test,
	toast,
	unique,
} from './fixtures';

const day = inDays( 20 );
const tag = unique( 'att' ).split( ' ' )[ 1 ];

type Event = { id: number; title: string; tickets: Array< { id: number } > };
type Attendee = { id: number; name: string; code: string; order_id: number };

let event: Event;
let attendees: Attendee[];
const ada = { name: `Ada ${ tag }`, email: `ada.${ tag }@example.com` };
const grace = { name: `Grace ${ tag }`, email: `grace.${ tag }@example.com` };
const linus = { name: `Linus ${ tag }`, email: `linus.${ tag }@example.com` };

test.describe.configure( { mode: 'serial' } );

test.beforeAll( async () => {
	event = await createEvent( {
		title: unique( 'Attendee Summit' ),
		status: 'publish',
		start_date: day,
		end_date: day,
		timezone: 'Europe/Berlin',
		tickets: [
			{ name: 'Day pass', price: '0', capacity: 10 },
			{ name: 'Workshop', price: '0', capacity: 3 },
		],
	} );
	await restCreate( 'orders', {
		event_id: event.id,
		tickets: [ { ticket_id: event.tickets[ 0 ].id, quantity: 2 } ],
		customer: ada,
		attendees: [
			{ ticket_id: event.tickets[ 0 ].id, ...ada },
			{ ticket_id: event.tickets[ 0 ].id, ...grace },
		],
	} );
	await restCreate( 'orders', {
		event_id: event.id,
		tickets: [ { ticket_id: event.tickets[ 1 ].id, quantity: 1 } ],
		customer: linus,
	} );
	const { body } = await rest(
		'admin',
		'GET',
		`attendees?event_id=${ event.id }`
	);
	attendees = body.items;
	expect( attendees ).toHaveLength( 3 );
} );

test( "an event's attendees, with search and the ticket type filter", async ( {
	browser,
} ) => {
	const page = await openAs(
		browser,
		'attendeemanager',
		`/attendees/event/${ event.id }`
	);
	await expect(
		page.getByRole( 'heading', { level: 1, name: 'Attendees' } )
	).toBeVisible();
	await expect( page.getByRole( 'link', { name: 'Go Back' } ) ).toBeVisible();
	await expect(
		page.getByRole( 'heading', { name: `Attendees of “${ event.title }”` } )
	).toBeVisible();
	await expect(
		page.getByText( 'Showing 1 - 3 of 3 attendees' )
	).toBeVisible();
	const adaRow = row( page, ada.name );
	await expect( adaRow.getByText( ada.email ) ).toBeVisible();
	await expect( adaRow.getByText( 'Day pass' ) ).toBeVisible();
	await expect(
		adaRow.getByText( 'Completed', { exact: true } )
	).toBeVisible();
	const adaItem = attendees.find( ( a ) => a.name === ada.name ) as Attendee;
	// As stored (lower case), as the booking's details, the mails and the ticket page show it.
	await expect( adaRow.locator( 'code' ) ).toHaveText(
		adaItem.code.slice( 0, 8 )
	);
	// An attendee manager without etn_manage_order sees the booking number, not a link.
	await expect( adaRow.getByText( `#${ adaItem.order_id }` ) ).toBeVisible();
	await expect(
		adaRow.getByRole( 'link', { name: `#${ adaItem.order_id }` } )
	).toHaveCount( 0 );
	await screenshot( page, 'event' );

	await page.getByRole( 'combobox', { name: 'Ticket type' } ).selectOption( {
		label: 'Workshop',
	} );
	await expect(
		page.getByText( 'Showing 1 - 1 of 1 attendee' )
	).toBeVisible();
	await expect( row( page, linus.name ) ).toBeVisible();
	await expect( row( page, ada.name ) ).toHaveCount( 0 );

	await page.getByRole( 'combobox', { name: 'Ticket type' } ).selectOption( {
		label: 'All ticket types',
	} );
	await page
		.getByRole( 'searchbox', { name: 'Search attendees' } )
		.fill( `grace.${ tag }@` );
	await expect(
		page.getByText( 'Showing 1 - 1 of 1 attendee' )
	).toBeVisible();
	await expect( row( page, grace.name ) ).toBeVisible();
} );

test( 'all attendees: the event filter, a code search, and the event link', async ( {
	browser,
} ) => {
	const page = await openAs( browser, 'admin', '/attendees' );
	await page.getByRole( 'combobox', { name: 'Event' } ).selectOption( {
		label: event.title,
	} );
	await expect(
		page.getByText( 'Showing 1 - 3 of 3 attendees' )
	).toBeVisible();
	await page.getByRole( 'button', { name: 'Clear filters' } ).click();
	const linusItem = attendees.find(
		( a ) => a.name === linus.name
	) as Attendee;
	await page
		.getByRole( 'searchbox', { name: 'Search attendees' } )
		.fill( linusItem.code.slice( 0, 10 ) );
	await expect(
		page.getByText( 'Showing 1 - 1 of 1 attendee' )
	).toBeVisible();
	const linusRow = row( page, linus.name );
	// An administrator may open the booking in the purchase report.
	await expect(
		linusRow.getByRole( 'link', { name: `#${ linusItem.order_id }` } )
	).toBeVisible();
	await linusRow.getByRole( 'link', { name: event.title } ).click();
	await expect( page ).toHaveURL(
		new RegExp( `#/attendees/event/${ event.id }$` )
	);
} );

test( 'the form: a field error, a correction, and Resend ticket to the new address', async ( {
	browser,
} ) => {
	const graceItem = attendees.find(
		( a ) => a.name === grace.name
	) as Attendee;
	const page = await openAs(
		browser,
		'attendeemanager',
		`/attendees/edit/${ graceItem.id }`
	);
	const form = page.getByRole( 'form', { name: 'Attendee details' } );
	await expect( form.getByText( 'Day pass' ) ).toBeVisible();
	await expect( form.getByText( graceItem.code ) ).toBeVisible();
	const email = form.getByRole( 'textbox', { name: 'Email' } );
	await email.fill( 'not-an-address' );
	await form.getByRole( 'button', { name: 'Save changes' } ).click();
	await expect(
		form.getByText( 'Enter a valid e-mail address.' )
	).toBeVisible();
	await expect( email ).toBeFocused();

	const moved = `grace.moved.${ tag }@example.com`;
	await email.fill( moved );
	await form
		.getByRole( 'checkbox', {
			name: 'Show the name on the public attendee list',
		} )
		.check();
	await form.getByRole( 'button', { name: 'Save changes' } ).click();
	await expect(
		toast( page, 'Successfully updated the attendee!' )
	).toBeVisible();
	const { body } = await rest(
		'admin',
		'GET',
		`attendees/${ graceItem.id }`
	);
	expect( body.email ).toBe( moved );
	expect( body.listed ).toBe( true );

	await form.getByRole( 'button', { name: 'Resend ticket' } ).click();
	await expect( toast( page, `Ticket sent to ${ moved }.` ) ).toBeVisible();
	await expect
		.poll( () => mailSubjectsTo( moved ) )
		.toContain( `[Eventin] Your ticket for ${ event.title }` );
	await screenshot( page, 'form' );
} );

test( 'Add attendee gives a complimentary ticket; Delete cancels it and frees the seat', async ( {
	browser,
} ) => {
	const page = await openAs(
		browser,
		'attendeemanager',
		`/attendees/event/${ event.id }`
	);
	await page.getByRole( 'button', { name: 'Add attendee' } ).click();
	const dialog = page.getByRole( 'dialog', { name: 'Add attendee' } );
	await dialog.getByRole( 'button', { name: 'Add attendee' } ).click();
	await expect(
		dialog.getByText( 'Enter the attendee’s name.' )
	).toBeVisible();
	await expect( dialog.getByText( 'Choose a ticket type.' ) ).toBeVisible();
	await dialog
		.getByRole( 'combobox', { name: 'Ticket type' } )
		.selectOption( { label: 'Workshop' } );
	const comp = { name: `Comp ${ tag }`, email: `comp.${ tag }@example.com` };
	await dialog.getByRole( 'textbox', { name: 'Name' } ).fill( comp.name );
	await dialog.getByRole( 'textbox', { name: 'Email' } ).fill( comp.email );
	await screenshot( page, 'add' );
	await dialog.getByRole( 'button', { name: 'Add attendee' } ).click();
	await expect(
		toast( page, 'Successfully added the attendee!' )
	).toBeVisible();
	await expect( dialog ).toHaveCount( 0 );
	await expect(
		page.getByText( 'Showing 1 - 4 of 4 attendees' )
	).toBeVisible();
	let workshop = ( await rest( 'admin', 'GET', `events/${ event.id }` ) ).body
		.tickets[ 1 ];
	expect( workshop.sold ).toBe( 2 );

	const compRow = row( page, comp.name );
	await compRow
		.getByRole( 'button', { name: `More actions for “${ comp.name }”` } )
		.click();
	await page.getByRole( 'menuitem', { name: 'Delete' } ).click();
	const confirm = page.getByRole( 'dialog', { name: 'Are you sure?' } );
	await expect(
		confirm.getByText(
			'Are you sure you want to delete this attendee? A paid or held ticket is cancelled and its seat goes back on sale.'
		)
	).toBeVisible();
	await confirm.getByRole( 'button', { name: 'Delete' } ).click();
	await expect(
		toast( page, 'Successfully deleted the attendee!' )
	).toBeVisible();
	await expect(
		compRow.getByText( 'Cancelled', { exact: true } )
	).toBeVisible();
	workshop = ( await rest( 'admin', 'GET', `events/${ event.id }` ) ).body
		.tickets[ 1 ];
	expect( workshop.sold ).toBe( 1 );
} );

test( "the event menu's Attendee list opens the event's attendees", async ( {
	browser,
} ) => {
	const page = await openAs( browser, 'admin', '/events' );
	await page
		.getByRole( 'searchbox', { name: 'Search events' } )
		.fill( event.title );
	await page
		.getByRole( 'button', { name: `More actions for “${ event.title }”` } )
		.click();
	await page.getByRole( 'menuitem', { name: 'Attendee list' } ).click();
	await expect( page ).toHaveURL(
		new RegExp( `#/attendees/event/${ event.id }$` )
	);
	await expect(
		page.getByText( 'Showing 1 - 4 of 4 attendees' )
	).toBeVisible();
} );

test( 'users without etn_manage_attendee get Access Denied', async ( {
	browser,
} ) => {
	for ( const login of [ 'ordermanager', 'eventmanager' ] ) {
		const page = await openAs( browser, login, '/attendees' );
		await expect(
			page.getByText( 'Access Denied! Redirecting...' )
		).toBeVisible();
		await page.close();
	}
} );

test( 'CSV and XLSX exports of the filtered list download with every row, a cell starting with = neutralised', async ( {
	browser,
} ) => {
	const injected = await rest( 'admin', 'POST', 'attendees', {
		event_id: event.id,
		ticket_id: event.tickets[ 0 ].id,
		name: '=cmd|calc',
		email: `cmd.${ tag }@example.com`,
	} );
	expect( injected.status ).toBe( 201 );
	const { body } = await rest(
		'admin',
		'GET',
		`attendees?event_id=${ event.id }`
	);
	const page = await openAs(
		browser,
		'attendeemanager',
		`/attendees/event/${ event.id }`
	);
	await expect(
		page.getByText( `Showing 1 - ${ body.total_items } of` )
	).toBeVisible();

	// The list says which zone its times are in; the export's 'Booked at' is in the same.
	const bookingHeader = page.getByRole( 'columnheader', {
		name: /Times in /,
	} );
	await expect( bookingHeader ).toBeVisible();
	const zone = /Times in (\S+)/.exec(
		( await bookingHeader.textContent() ) as string
	)?.[ 1 ];
	expect( zone ).toMatch(
		/^(UTC|UTC[+-]\d\d:\d\d|[A-Za-z_]+\/[A-Za-z_/-]+)$/
	);

	// One click: the file downloads when it is ready.
	const [ csvDownload ] = await Promise.all( [
		page.waitForEvent( 'download' ),
		page.getByRole( 'button', { name: 'Export CSV' } ).click(),
	] );
	expect( csvDownload.suggestedFilename() ).toMatch(
		/^attendees-attendee-summit-[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.csv$/
	);
	const csv = fs.readFileSync(
		( await csvDownload.path() ) as string,
		'utf8'
	);
	expect( csv.charCodeAt( 0 ) ).toBe( 0xfeff );
	const lines = csv.slice( 1 ).trim().split( /\r\n/ );
	expect( lines[ 0 ] ).toContain( 'Attendee ID' );
	expect( lines[ 0 ] ).toContain( 'Ticket code' );
	// A field of a line counted from its end (every text is quoted, an empty one too).
	const field = ( line: string, at: number ) => line.split( ',' ).at( at );
	expect( field( lines[ 0 ], -2 ) ).toBe( `"Booked at (${ zone })"` );
	expect( field( lines[ 1 ], -2 ) ).toMatch(
		/^"\d{4}-\d{2}-\d{2} \d{2}:\d{2}"$/
	);
	// Then when each came in at the door (no one has yet).
	expect( field( lines[ 0 ], -1 ) ).toBe( `"Checked in at (${ zone })"` );
	expect( field( lines[ 1 ], -1 ) ).toBe( '""' );
	expect( lines ).toHaveLength( body.total_items + 1 );
	expect( csv ).toContain( "'=cmd|calc" );
	expect( csv ).not.toMatch( /(^|,)"?=cmd/m );
	await screenshot( page, 'export' );

	const [ xlsxDownload ] = await Promise.all( [
		page.waitForEvent( 'download' ),
		page.getByRole( 'button', { name: 'Export XLSX' } ).click(),
	] );
	expect( xlsxDownload.suggestedFilename() ).toMatch(
		/^attendees-attendee-summit-[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.xlsx$/
	);
	// The sheet, read out of the workbook with PHP's zip (installed with PHP here).
	const sheet = execFileSync( 'php', [
		'-r',
		'$z = new ZipArchive(); $z->open( $argv[1] ); echo $z->getFromName( "xl/worksheets/sheet1.xml" );',
		( await xlsxDownload.path() ) as string,
	] ).toString();
	expect( sheet.match( /<row /g ) ).toHaveLength( body.total_items + 1 );
	// Inline strings escape the quote as XML does.
	expect( sheet ).toMatch( /(&apos;|&#039;|')=cmd\|calc/ );
	expect( sheet ).not.toMatch( /<t[^>]*>=cmd/ );
	// Booked at: a date cell (a number with a style), not text.
	expect( sheet ).toMatch( /<c r="O2" s="\d+"><v>\d+\.?\d*<\/v><\/c>/ );
} );

test( 'a big export shows its progress, then its download holds every row', async ( {
	browser,
} ) => {
	// 10,000 attendees seeded, written and downloaded: more than the default 30 s under load.
	test.setTimeout( 120_000 );
	// A must-use plugin for this test only paces the export: one batch of 2,000 rows per request,
	// and no loopback runner, so the progress shows however fast the machine writes.
	const pace = path.join(
		process.env.EVENTIN_TEST_SITE_DIR as string,
		'wp-content/mu-plugins/eventin-test-export-pace.php'
	);
	fs.writeFileSync(
		pace,
		"<?php\nadd_filter( 'eventin_export_seconds', fn() => 0.0 );\nadd_filter( 'eventin_export_batch_size', fn() => 2000 );\nadd_filter( 'eventin_jobs_kick', '__return_false' );\n"
	);
	try {
		const crowd = 10000;
		const big = await createEvent( {
			title: unique( 'Crowd Festival' ),
			status: 'publish',
			start_date: day,
			end_date: day,
			timezone: 'Europe/Berlin',
			tickets: [ { name: 'Crowd', price: '0' } ],
		} );
		execFileSync( 'php', [
			path.join( __dirname, 'add-attendees.php' ),
			String( big.id ),
			String( big.tickets[ 0 ].id ),
			String( crowd ),
		] );
		const page = await openAs(
			browser,
			'attendeemanager',
			`/attendees/event/${ big.id }`
		);
		await expect(
			page.getByText( 'Showing 1 - 10 of 10,000 attendees' )
		).toBeVisible();
		// One click: the progress shows meanwhile, then the file downloads by itself.
		const downloading = page.waitForEvent( 'download', {
			timeout: 30_000,
		} );
		await page.getByRole( 'button', { name: 'Export CSV' } ).click();
		const progress = page.getByRole( 'progressbar', {
			name: 'Exporting attendees',
		} );
		await expect( progress ).toBeVisible();
		await expect(
			page.getByText( /^[2468],000 of 10,000 attendees$/ )
		).toBeVisible();
		await screenshot( page, 'export-progress' );
		const download = await downloading;
		expect( download.suggestedFilename() ).toMatch(
			/^attendees-crowd-festival-[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.csv$/
		);
		await expect( progress ).toHaveCount( 0 );
		await screenshot( page, 'export-done' );
		const csv = fs.readFileSync(
			( await download.path() ) as string,
			'utf8'
		);
		const lines = csv.slice( 1 ).trim().split( /\r\n/ );
		expect( lines ).toHaveLength( crowd + 1 );
		expect( lines.at( -1 ) ).toContain( `Crowd Member ${ crowd }` );
	} finally {
		fs.rmSync( pace, { force: true } );
	}
} );

test( 'the Check-in column and filter: who came in at the door, when, and who is inside', async ( {
	browser,
} ) => {
	const adaItem = attendees.find( ( a ) => a.name === ada.name ) as Attendee;
	const scanned = await rest( 'qrscanner', 'POST', 'attendees/check-in', {
		event_id: event.id,
		code: adaItem.code,
		nonce: `e2e-${ tag }-ada`,
		device: 'Door 1',
	} );
	expect( scanned.body.result ).toBe( 'ok' );
	const page = await openAs(
		browser,
		'attendeemanager',
		`/attendees/event/${ event.id }`
	);
	const adaRow = row( page, ada.name );
	await expect( adaRow.getByText( 'Inside', { exact: true } ) ).toBeVisible();
	await expect( adaRow.locator( 'time' ).last() ).toHaveAttribute(
		'datetime',
		scanned.body.attendee.checked_in_at
	);
	await expect(
		row( page, grace.name ).getByText( 'Not checked in', { exact: true } )
	).toBeVisible();

	const filter = page.getByRole( 'combobox', { name: 'Check-in' } );
	await filter.selectOption( { label: 'Checked in' } );
	await expect(
		page.getByText( 'Showing 1 - 1 of 1 attendee' )
	).toBeVisible();
	await expect( row( page, ada.name ) ).toBeVisible();
	await screenshot( page, 'checkin-filter' );
	await filter.selectOption( { label: 'Not checked in' } );
	// Everyone else the tests above added (a complimentary ticket, a cancelled one…).
	await expect( row( page, grace.name ) ).toBeVisible();
	await expect( row( page, ada.name ) ).toHaveCount( 0 );
} );
