/**
 * Certificates end to end: the template in the event editor with its live preview, Send
 * Certificate from the event list (checked-in attendees only: the mail reaches the one who came
 * and not the one who stayed away), the certificate page the mail links to, and the certificate
 * widget with and without JavaScript. Screenshots of the preview, the send's dialog and the page
 * go to shots/.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';

import {
	createEvent,
	expect,
	mailSubjectsTo,
	openAs,
	openSearched,
	publishPage,
	rest,
	screenshot,
	test,
	unique,
	visitAnonymous,
} from './fixtures';

/**
 * Sets an attendee's column as the check-in leaves it (the check-in module sets the same column).
 * @param code
 * @param column
 * @param value
 */
function setAttendee( code: string, column: string, value: string ) {
	execFileSync( 'php', [
		path.join( __dirname, '../rest/certificate-attendee.php' ),
		code,
		column,
		value,
	] );
}

const address = ( name: string ) =>
	`${ name }-${ Date.now().toString( 36 ) }${ Math.random()
		.toString( 36 )
		.slice( 2, 6 ) }@example.com`;

type Person = { name: string; email: string; code: string };

/**
 * A published event giving certificates, with two attendees of free tickets: Present (checked
 * in) and Absent.
 * @param title
 */
async function certifiedEvent( title: string ) {
	const event = await createEvent( {
		title,
		status: 'publish',
		start_date: '2027-05-04',
		end_date: '2027-05-04',
		start_time: '09:00',
		end_time: '17:00',
		timezone: 'Europe/Berlin',
		tickets: [ { name: 'Free', price: '0', capacity: 20 } ],
		certificate: {
			enabled: true,
			title: 'Certificate of Attendance',
			body: 'This certifies that {attendee_name} attended {event_title} on {event_date}, {event_time}.',
		},
	} );
	const ticket = ( event as unknown as { tickets: Array< { id: number } > } )
		.tickets[ 0 ].id;
	const people: Record< 'present' | 'absent', Person > = {
		present: {
			name: 'Present Person',
			email: address( 'present' ),
			code: '',
		},
		absent: { name: 'Absent Person', email: address( 'absent' ), code: '' },
	};
	const booking = await rest( 'admin', 'POST', 'orders', {
		event_id: event.id,
		tickets: [ { ticket_id: ticket, quantity: 2 } ],
		customer: { name: 'Buyer', email: address( 'buyer' ) },
		attendees: Object.values( people ).map( ( person ) => ( {
			ticket_id: ticket,
			name: person.name,
			email: person.email,
		} ) ),
	} );
	expect( booking.status, JSON.stringify( booking.body ) ).toBe( 201 );
	const { body } = await rest(
		'admin',
		'GET',
		`orders/${ booking.body.id }`
	);
	for ( const person of Object.values( people ) ) {
		person.code = body.attendees.find(
			( attendee: { email: string } ) => attendee.email === person.email
		).code;
	}
	setAttendee( people.present.code, 'ticket_status', 'used' );
	return { event, people };
}

/**
 * The HTML of the newest certificate mail to an address, once it arrived.
 * @param email
 */
async function certificateMail( email: string ): Promise< string > {
	let html = '';
	await expect
		.poll(
			async () => {
				const response = await fetch(
					`${ process.env.EVENTIN_TEST_MAIL_URL }/api/email`
				);
				const mails = ( await response.json() ) as Array< {
					subject: string;
					html?: string;
					to: Array< { address: string } >;
				} >;
				const mail = mails
					.filter(
						( candidate ) =>
							candidate.subject.startsWith(
								'Your certificate for'
							) &&
							candidate.to.some(
								( to ) => to.address.toLowerCase() === email
							)
					)
					.pop();
				html = mail?.html ?? '';
				return html !== '';
			},
			{ timeout: 20_000 }
		)
		.toBe( true );
	return html;
}

async function openCertificateEditor(
	browser: Browser,
	id: number
): Promise< Page > {
	const page = await openAs(
		browser,
		'eventmanager',
		`/events/create/${ id }/certificate`
	);
	await expect(
		page.getByRole( 'heading', { name: 'Certificate', exact: true } )
	).toBeVisible();
	return page;
}

test( 'the template in the event editor, with its preview following the form', async ( {
	browser,
} ) => {
	const title = unique( 'Preview' );
	const event = await createEvent( {
		title,
		start_date: '2027-05-04',
		end_date: '2027-05-04',
		timezone: 'Europe/Berlin',
	} );
	const page = await openCertificateEditor( browser, event.id );
	const preview = page.getByTestId( 'certificate-preview' );
	const on = page.getByRole( 'checkbox', {
		name: 'Give attendees a certificate',
	} );
	await expect( on ).not.toBeChecked();
	await expect( preview ).toContainText( 'Certificate of Attendance' );
	await expect( preview ).toContainText(
		`This certifies that Jane Doe attended ${ title } on May 4, 2027, 9:00 am – 5:00 pm (Europe/Berlin).`
	);

	await on.check();
	const titleField = page.getByRole( 'textbox', { name: 'Title' } );
	await titleField.fill( 'Thank you, {attendee_name}!' );
	await expect( preview.locator( '.eventin-certificate__title' ) ).toHaveText(
		'Thank you, Jane Doe!'
	);
	const text = page.getByRole( 'textbox', { name: 'Text' } );
	await text.fill( 'Dear {name}, thanks for {event_title}.' );
	await page.getByRole( 'button', { name: 'Save', exact: true } ).click();
	await expect( text ).toHaveAccessibleDescription(
		'{name} is not a placeholder. Use {attendee_name}, {event_title}, {event_date}, {event_time}, {ticket_id}.'
	);
	await text.fill(
		'{attendee_name} took part in {event_title} on {event_date}.\nTicket {ticket_id}'
	);
	await expect( preview.locator( '.eventin-certificate__body' ) ).toHaveText(
		`Jane Doe took part in ${ title } on May 4, 2027.\nTicket 3f9a6c2e1b7d4e8fa0c5b9d2e6f1a7c3`
	);
	await screenshot( page, 'editor-preview', { fromTop: true } );
	await page.getByRole( 'button', { name: 'Save', exact: true } ).click();
	await expect(
		page
			.getByRole( 'region', { name: 'Notifications' } )
			.getByText( 'Event saved.' )
			.last()
	).toBeVisible();
	await page.reload();
	await expect( titleField ).toHaveValue( 'Thank you, {attendee_name}!' );
	await expect( on ).toBeChecked();
	const saved = ( await rest( 'admin', 'GET', `events/${ event.id }` ) ).body;
	expect( saved.certificate_template ).toBe( 1 );
	expect( saved.certificate.body ).toBe(
		'{attendee_name} took part in {event_title} on {event_date}.\nTicket {ticket_id}'
	);
} );

test( 'Send Certificate from the event list reaches the checked-in attendee, whose link opens the certificate', async ( {
	browser,
} ) => {
	// A send through the job queue, its mail, then the certificate page: over 30 s on a busy machine.
	test.slow();
	const title = unique( 'Certified' );
	const { people } = await certifiedEvent( title );
	const page = await openSearched(
		browser,
		'eventmanager',
		'events',
		title,
		'search_keyword'
	);
	const more = `More actions for “${ title }”`;
	await page.getByRole( 'button', { name: more } ).click();
	await page
		.getByRole( 'menu', { name: more } )
		.getByRole( 'menuitem', { name: 'Send Certificate' } )
		.click();
	const dialog = page.getByRole( 'dialog', { name: 'Send Certificate' } );
	await expect(
		dialog.getByRole( 'radio', {
			name: 'Send to checked-in attendees only',
		} )
	).toBeChecked();
	await dialog.getByRole( 'button', { name: 'Send', exact: true } ).click();
	await expect(
		page.locator( '.eventin-toast' ).filter( {
			hasText: 'Certificate sent to 1 attendee.',
		} )
	).toBeVisible();
	await expect( dialog.getByText( 'Done: 1 sent, 0 failed.' ) ).toBeVisible( {
		timeout: 30_000,
	} );
	await expect( dialog.getByRole( 'progressbar' ) ).toHaveAttribute(
		'aria-valuenow',
		'100'
	);
	// Its log: the one who came got it; the one who stayed away is not on it.
	const log = dialog.getByRole( 'table', { name: 'Recipients' } );
	await expect( log.getByRole( 'row' ) ).toHaveCount( 2 );
	await expect(
		log.getByRole( 'row' ).filter( { hasText: people.present.email } )
	).toContainText( 'Sent' );
	await expect(
		dialog.getByRole( 'button', { name: /Retry failed/ } )
	).toHaveCount( 0 );
	await screenshot( page, 'send-dialog', { fullPage: false } );
	await screenshot( page, 'send-dialog-phone', {
		fullPage: false,
		width: 375,
	} );
	await dialog.getByRole( 'button', { name: 'Done', exact: true } ).click();
	await expect( dialog ).toBeHidden();

	const html = await certificateMail( people.present.email );
	expect(
		( await mailSubjectsTo( people.absent.email ) ).filter( ( subject ) =>
			subject.startsWith( 'Your certificate for' )
		)
	).toEqual( [] );
	const link = /href="([^"]*eventin-certificate=[^"]+)"/
		.exec( html )?.[ 1 ]
		?.replaceAll( '&amp;', '&' )
		.replaceAll( '&#038;', '&' );
	expect( link ).toBeTruthy();

	const certificate = await visitAnonymous( browser, link as string );
	await expect( certificate.getByRole( 'heading', { level: 1 } ) ).toHaveText(
		'Certificate of Attendance'
	);
	await expect(
		certificate.locator( '.eventin-certificate__body' )
	).toHaveText(
		`This certifies that Present Person attended ${ title } on May 4, 2027, 9:00 am – 5:00 pm (Europe/Berlin).`
	);
	await expect(
		certificate.getByRole( 'button', { name: 'Print / Save as PDF' } )
	).toBeVisible();
	await screenshot( certificate, 'page' );
	// On paper only the certificate: no button.
	await certificate.emulateMedia( { media: 'print' } );
	await expect(
		certificate.getByRole( 'button', { name: 'Print / Save as PDF' } )
	).toBeHidden();
	await certificate.goto(
		( link as string ).replace( /key=\w+/, 'key=forged' )
	);
	await expect(
		certificate.getByText( 'This certificate link is not valid.' )
	).toBeVisible();
} );

test( 'the certificate widget finds a checked-in attendee’s certificate, with and without JavaScript', async ( {
	browser,
} ) => {
	const title = unique( 'Widget certificate' );
	const { people } = await certifiedEvent( title );
	const url = await publishPage(
		unique( 'Certificate page' ),
		'[etn_certificate]'
	);

	const page = await visitAnonymous( browser, url );
	const widget = page.getByRole( 'region', { name: 'Get your certificate' } );
	await widget.getByLabel( 'Ticket code' ).fill( people.absent.code );
	await widget.getByLabel( 'E-mail' ).fill( people.absent.email );
	await widget.getByRole( 'button', { name: 'Get my certificate' } ).click();
	await expect( widget.getByRole( 'alert' ) ).toHaveText(
		'Your certificate will be available after you check in at the event.'
	);
	await widget.getByLabel( 'E-mail' ).fill( 'someone@example.com' );
	await widget.getByRole( 'button', { name: 'Get my certificate' } ).click();
	await expect( widget.getByRole( 'alert' ) ).toHaveText(
		'We could not find a certificate for that ticket code and e-mail.'
	);
	await widget.getByLabel( 'Ticket code' ).fill( people.present.code );
	await widget.getByLabel( 'E-mail' ).fill( people.present.email );
	await widget.getByRole( 'button', { name: 'Get my certificate' } ).click();
	await expect( widget.getByRole( 'status' ) ).toHaveText(
		'Your certificate is ready. Open your certificate'
	);
	await expect( widget.getByRole( 'alert' ) ).toBeHidden();
	await screenshot( page, 'widget' );
	await widget.getByRole( 'link', { name: 'Open your certificate' } ).click();
	await expect( page.locator( '.eventin-certificate__title' ) ).toHaveText(
		'Certificate of Attendance'
	);

	// Without JavaScript the form posts to the site, which opens the certificate.
	const context = await browser.newContext( { javaScriptEnabled: false } );
	const plain = await context.newPage();
	await plain.goto( url );
	await plain.getByLabel( 'Ticket code' ).fill( people.present.code );
	await plain.getByLabel( 'E-mail' ).fill( people.present.email );
	await plain.getByRole( 'button', { name: 'Get my certificate' } ).click();
	await expect( plain.locator( '.eventin-certificate__body' ) ).toContainText(
		`This certifies that Present Person attended ${ title }`
	);
	await plain.goto( url );
	await plain.getByLabel( 'Ticket code' ).fill( people.present.code );
	await plain.getByLabel( 'E-mail' ).fill( 'someone@example.com' );
	await plain.getByRole( 'button', { name: 'Get my certificate' } ).click();
	await expect( plain.getByRole( 'alert' ) ).toHaveText(
		'We could not find a certificate for that ticket code and e-mail.'
	);
	await expect( plain.getByLabel( 'E-mail' ) ).toHaveValue(
		'someone@example.com'
	);
} );
