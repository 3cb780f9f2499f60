/**
 * Faults on screen (tests/rest/faults.test.mjs has the rest): a booking whose mails the mail server
 * did not take shows it in the purchase report's details until wp-cron sends them, and the ticket
 * form says what to do when Stripe cannot be reached, keeping no seat; invitations the mail server
 * refused are tried again, then Retry failed sends them. A must-use plugin for the
 * tests only (tests/rest/fault-plugin.php) points the mail and Stripe at a closed port. (The
 * license page's message with its server down is in license.spec.ts.)
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import {
	createEvent,
	expect,
	inDays,
	openAs,
	rest,
	restCreate,
	screenshot,
	test,
	unique,
	visitAnonymous,
} from './fixtures';

const CONTENT = path.join(
	process.env.EVENTIN_TEST_SITE_DIR as string,
	'wp-content'
);
const PLUGIN = path.join( CONTENT, 'mu-plugins', 'eventin-test-faults.php' );
const CONTROL = path.join( CONTENT, 'eventin-test-faults.json' );
const day = inDays( 30 );

function setFaults( faults: Record< string, unknown > ) {
	fs.writeFileSync( CONTROL, JSON.stringify( faults ) );
}

/** A port on loopback nothing listens on. */
function closedPort(): Promise< number > {
	return new Promise( ( resolve ) => {
		const probe = net.createServer();
		probe.listen( 0, '127.0.0.1', () => {
			const { port } = probe.address() as net.AddressInfo;
			probe.close( () => resolve( port ) );
		} );
	} );
}

const sellingEvent = ( price: string, capacity: number ) =>
	createEvent( {
		title: unique( 'Faults Fair' ),
		status: 'publish',
		start_date: day,
		end_date: day,
		timezone: 'Europe/Berlin',
		tickets: [ { name: 'Standard', price, capacity } ],
	} );

test.beforeAll( () => {
	setFaults( {} );
	fs.copyFileSync(
		path.join( __dirname, '../rest/fault-plugin.php' ),
		PLUGIN
	);
} );

test.afterAll( () => {
	fs.rmSync( PLUGIN, { force: true } );
	fs.rmSync( CONTROL, { force: true } );
} );

async function openDetails( page: Page, id: number ) {
	const row = page
		.getByRole( 'row' )
		.filter( { hasText: `#${ id }` } )
		.filter( { has: page.locator( '.eventin-booking-number' ) } );
	await row
		.getByRole( 'button', { name: `View details: “#${ id }”` } )
		.or( row.getByRole( 'button', { name: 'View details' } ) )
		.click();
	return page.getByRole( 'dialog', { name: `Booking #${ id }` } );
}

test( 'mails the mail server did not take show on the booking until their next attempt sends them', async ( {
	browser,
} ) => {
	// Waits for a runner kicked earlier to end first, then for the mails' attempts.
	test.slow();
	const event = await sellingEvent( '0', 5 );
	// A runner kicked earlier, still going, would take this booking's mails without the fault
	// (a runner's faults are read when it starts).
	execFileSync( 'php', [
		path.join( __dirname, '../rest/runner-idle.php' ),
	] );
	setFaults( { smtp_port: await closedPort() } );
	let booking: { id: number; status: string };
	try {
		booking = await restCreate( 'orders', {
			event_id: event.id,
			tickets: [ { ticket_id: event.tickets[ 0 ].id, quantity: 1 } ],
			customer: { name: 'Mona Mailless', email: 'mona@example.com' },
		} );
		// The mails go out in the background: their first attempt meets the server down.
		await expect
			.poll(
				async () =>
					( await rest( 'admin', 'GET', `orders/${ booking.id }` ) )
						.body.mail_status
			)
			.toBe( 'failed' );
	} finally {
		setFaults( {} );
	}
	expect( booking.status ).toBe( 'completed' );
	const page = await openAs(
		browser,
		'ordermanager',
		`/purchase-report/${ event.id }`
	);
	let details = await openDetails( page, booking.id );
	await expect(
		details.getByText( 'E-mails', { exact: true } )
	).toBeVisible();
	await expect(
		details.getByText(
			'Not sent: the mail server did not take them (see the history).'
		)
	).toBeVisible();
	await expect(
		details.getByText(
			/The e-mails could not be sent \(.+\); they will be tried again in a few minutes\./
		)
	).toBeVisible();
	await screenshot( page, 'faults-mail-not-sent' );

	// The mail server is back; the next attempts send them (run as the system cron would).
	expect(
		execFileSync( 'php', [
			path.join( __dirname, '../rest/mail-jobs-now.php' ),
			String( booking.id ),
		] ).toString()
	).toBe( '2' );
	await expect
		.poll(
			async () =>
				( await rest( 'admin', 'GET', `orders/${ booking.id }` ) ).body
					.mail_status
		)
		.toBe( 'sent' );
	await page.reload();
	details = await openDetails( page, booking.id );
	await expect( details.getByText( 'Sent', { exact: true } ) ).toBeVisible();
	await expect( details.getByText( 'The e-mails were sent.' ) ).toBeVisible();
	await page.context().close();
} );

test( 'invitations the mail server refused are tried again; failed for good, Retry failed sends them', async ( {
	browser,
} ) => {
	// Three attempts of two mails and a retry: more than the default 30 s on a busy machine.
	test.slow();
	const before = ( await rest( 'admin', 'GET', 'settings' ) ).body;
	await rest( 'admin', 'PUT', 'settings', { modules: { rsvp: 'on' } } );
	try {
		await invitationsRetried( browser );
	} finally {
		await rest( 'admin', 'PUT', 'settings', { modules: before.modules } );
	}
} );

/**
 * The invitations test with the RSVP module on: two addresses, the mail server down for all three
 * attempts, then Retry failed with it back.
 * @param browser
 */
async function invitationsRetried( browser: Browser ) {
	const event = await createEvent( {
		title: unique( 'Retry Night' ),
		status: 'publish',
		rsvp: { enabled: true, limit: 50 },
	} );
	const addresses = [ 'kim', 'lou' ].map(
		( name ) => `${ name }.${ Date.now().toString( 36 ) }@example.com`
	);
	// The send's log (a batch's recipients).
	const itemsPath = ( id: number, status: string ) =>
		`batches/${ id }/items?status=${ status }`;
	execFileSync( 'php', [
		path.join( __dirname, '../rest/runner-idle.php' ),
	] );
	setFaults( { smtp_port: await closedPort() } );
	let send: { id: number };
	try {
		send = await restCreate( `rsvp-report/${ event.id }/invitations`, {
			subject: 'Come to {event_title}',
			body: 'Answer here: {rsvp_url}',
			addresses,
		} );
		// Their first attempts meet the server down: still being sent, with the reason.
		await expect
			.poll(
				async () =>
					(
						await rest(
							'admin',
							'GET',
							itemsPath( send.id, 'sending' )
						)
					).body.items.filter(
						( item: { error: string } ) => item.error
					).length
			)
			.toBe( 2 );
		// Their two further attempts, due at once as if the minutes had passed, fail too.
		for ( let attempt = 2; attempt <= 3; attempt++ ) {
			execFileSync( 'php', [
				path.join( __dirname, '../rest/mail-jobs-now.php' ),
				'--all',
			] );
		}
	} finally {
		setFaults( {} );
	}
	const page = await openAs(
		browser,
		'admin',
		`/rsvp-report/create?event=${ event.id }`
	);
	await page.getByRole( 'button', { name: 'Show log' } ).first().click();
	// Named by the subject as the organizer wrote it, its placeholders unfilled.
	const progress = page.getByRole( 'region', {
		name: 'Sending “Come to {event_title}”',
	} );
	await expect(
		progress.getByText( 'Done: 0 sent, 2 failed.' )
	).toBeVisible();
	// The log says it in words, with the mail server's reason.
	const log = progress.getByRole( 'table', { name: 'Recipients' } );
	for ( const address of addresses ) {
		const status = log
			.getByRole( 'row' )
			.filter( { hasText: address } )
			.getByRole( 'cell' )
			.nth( 1 );
		await expect(
			status.locator( '.eventin-batch-log__status' )
		).toHaveText( 'Failed' );
		await expect(
			status.locator( '.eventin-batch-log__error' )
		).not.toBeEmpty();
	}
	await progress
		.getByRole( 'combobox', { name: 'Recipients' } )
		.selectOption( 'sent' );
	await expect(
		progress.getByText( 'No recipient has this status.' )
	).toBeVisible();
	await progress
		.getByRole( 'combobox', { name: 'Recipients' } )
		.selectOption( 'failed' );
	await expect( log.getByRole( 'row' ) ).toHaveCount( 3 );
	await screenshot( page, 'faults-invitations-failed', { fromTop: true } );
	await screenshot( page, 'faults-invitations-failed-phone', {
		width: 375,
		fromTop: true,
	} );
	await page.setViewportSize( { width: 1280, height: 900 } );
	await progress.getByRole( 'button', { name: 'Retry failed (2)' } ).click();
	await expect( progress.getByText( 'Done: 2 sent, 0 failed.' ) ).toBeVisible(
		{ timeout: 30_000 }
	);
	await expect(
		progress.getByRole( 'button', { name: /Retry failed/ } )
	).toHaveCount( 0 );
	// The failed ones were sent: the filter on Failed shows none left.
	await expect(
		progress.getByText( 'No recipient has this status.' )
	).toBeVisible();
}

test( 'the ticket form says to try again when Stripe cannot be reached, and keeps no seat', async ( {
	browser,
} ) => {
	const { status } = await rest( 'admin', 'PUT', 'settings', {
		currency: 'USD',
		payments: {
			stripe: 'on',
			stripe_publishable_key: 'pk_test_eventin',
			stripe_secret_key: 'sk_test_eventin',
			stripe_webhook_secret: 'whsec_test_eventin',
		},
	} );
	expect( status ).toBe( 200 );
	try {
		const event = await sellingEvent( '30', 1 );
		const page = await visitAnonymous( browser, event.link );
		const form = page.getByRole( 'form', {
			name: `Tickets for ${ event.title }`,
		} );
		await form
			.getByRole( 'button', { name: 'One ticket more: Standard' } )
			.click();
		const buyer = form.getByRole( 'group', { name: 'Your details' } );
		await buyer
			.getByLabel( 'Name', { exact: true } )
			.fill( 'Stan Stranded' );
		await buyer.getByLabel( 'E-mail' ).fill( 'stan@example.com' );
		await form.getByRole( 'radio', { name: 'Card (Stripe)' } ).check();
		setFaults( {
			stripe_api_base: `http://127.0.0.1:${ await closedPort() }`,
		} );
		try {
			await form.getByRole( 'button', { name: 'Book and pay' } ).click();
			await expect( form.getByRole( 'alert' ) ).toHaveText(
				'Stripe could not be reached. Try again in a few minutes.'
			);
		} finally {
			setFaults( {} );
		}
		await screenshot( page, 'faults-stripe-unreachable' );
		const { body } = await rest( 'admin', 'GET', `events/${ event.id }` );
		expect( body.tickets[ 0 ].sold ).toBe( 0 );

		// Stripe is back: the same form books, and the card field shows.
		await form.getByRole( 'button', { name: 'Book and pay' } ).click();
		await expect(
			form
				.getByRole( 'group', { name: 'Card details' } )
				.getByLabel( 'Card number' )
		).toBeVisible();
		await page.context().close();
	} finally {
		await rest( 'admin', 'PUT', 'settings', {
			payments: { stripe: 'off' },
		} );
	}
} );
