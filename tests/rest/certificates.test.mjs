/**
 * Certificates over HTTP: Send Certificate reaches the attendees who checked in (all of them with
 * `all`), never the refunded or cancelled ones; the mailed link opens the certificate with its
 * placeholders filled in; a forged link is a 404; the widget's lookup by ticket code and e-mail,
 * its refusals and its rate limit; the permission.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { api, unique } from './client.mjs';
import { createTicketedEvent, uniqueAddress } from './bookings.mjs';
import { inbox, waitForMail } from './mailbox.mjs';

const BASE = process.env.EVENTIN_TEST_URL;
const NOT_FOUND =
	'We could not find a certificate for that ticket code and e-mail.';
const NOT_YET =
	'Your certificate will be available after you check in at the event.';

/**
 * Sets an attendee's column as the check-in leaves it.
 * @param {string} code   The ticket code.
 * @param {string} column ticket_status.
 * @param {string} value  Its value.
 */
const setAttendee = ( code, column, value ) =>
	execFileSync(
		'php',
		[
			`${ import.meta.dirname }/certificate-attendee.php`,
			code,
			column,
			value,
		],
		{ encoding: 'utf8' }
	);

/**
 * An event giving certificates with four attendees of free tickets: present (checked in),
 * absent, refunded (checked in, then refunded) and cancelled.
 */
async function certifiedEvent() {
	const title = unique( 'Certified' );
	const event = await createTicketedEvent(
		[ { name: 'Free', price: '0', capacity: 50 } ],
		title,
		{
			certificate: {
				enabled: true,
				title: 'Certificate for {attendee_name}',
				body: '{attendee_name} attended {event_title} on {event_date}.\nTicket {ticket_id}',
			},
		}
	);
	assert.equal( event.certificate_template, 1 );
	const people = {};
	for ( const who of [ 'present', 'absent', 'refunded', 'cancelled' ] ) {
		people[ who ] = {
			name: `${ who[ 0 ].toUpperCase() }${ who.slice( 1 ) } Person`,
			email: uniqueAddress( who ),
		};
	}
	const booking = await api( 'POST', 'orders', {
		body: {
			event_id: event.id,
			tickets: [ { ticket_id: event.tickets[ 0 ].id, quantity: 4 } ],
			customer: { name: 'Buyer', email: uniqueAddress( 'buyer' ) },
			attendees: Object.values( people ).map( ( person ) => ( {
				ticket_id: event.tickets[ 0 ].id,
				...person,
			} ) ),
		},
	} );
	assert.equal( booking.status, 201, JSON.stringify( booking.body ) );
	const { attendees } = (
		await api( 'GET', `orders/${ booking.body.id }`, { as: 'admin' } )
	).body;
	for ( const person of Object.values( people ) ) {
		const attendee = attendees.find( ( a ) => a.email === person.email );
		person.code = attendee.code;
		person.id = attendee.id;
	}
	setAttendee( people.present.code, 'ticket_status', 'used' );
	setAttendee( people.refunded.code, 'ticket_status', 'used' );
	setAttendee( people.cancelled.code, 'ticket_status', 'used' );
	// Refunded and cancelled as staff do it, so the kept counts and sums follow.
	const refund = await api( 'POST', `orders/${ booking.body.id }/refunds`, {
		as: 'admin',
		body: { type: 'ticket', attendee_ids: [ people.refunded.id ] },
	} );
	assert.equal( refund.status, 201, JSON.stringify( refund.body ) );
	const cancel = await api( 'DELETE', `attendees/${ people.cancelled.id }`, {
		as: 'admin',
	} );
	assert.equal( cancel.status, 200, JSON.stringify( cancel.body ) );
	return { event, title, people };
}

/**
 * Follows a send until its mails are handled.
 * @param {number} sendId
 */
async function sendDone( sendId ) {
	for ( let i = 0; i < 100; i++ ) {
		const send = await api( 'GET', `batches/${ sendId }`, {
			as: 'eventmanager',
		} );
		assert.equal( send.status, 200, JSON.stringify( send.body ) );
		if ( send.body.status === 'done' ) {
			return send.body;
		}
		await new Promise( ( resolve ) => setTimeout( resolve, 200 ) );
	}
	throw new Error( 'The send did not end.' );
}

/** @param {string} url */
/**
 * Whether a mail is a certificate mail to an address.
 * @param {string} email
 */
const certificateTo = ( email ) => ( m ) =>
	m.to.includes( email ) && m.subject.includes( 'Your certificate for' );

const page = async ( url ) => {
	const response = await fetch( url, { redirect: 'manual' } );
	return { status: response.status, html: await response.text() };
};

test( 'Send Certificate mails the checked-in attendees their own link, and all attendees with all', async () => {
	const { event, title, people } = await certifiedEvent();
	const sent = await api( 'POST', `events/${ event.id }/send_certificate`, {
		as: 'eventmanager',
	} );
	assert.equal( sent.status, 200, JSON.stringify( sent.body ) );
	assert.equal( sent.body.sent, 1 );
	assert.equal( sent.body.send.details.audience, 'checked_in' );
	const done = await sendDone( sent.body.send.id );
	assert.deepEqual(
		[ done.total, done.sent, done.failed, done.skipped ],
		[ 1, 1, 0, 0 ]
	);

	const mail = await waitForMail( certificateTo( people.present.email ) );
	assert.equal( mail.subject, `Your certificate for ${ title }` );
	const mine = await inbox();
	for ( const who of [ 'absent', 'refunded', 'cancelled' ] ) {
		assert.equal(
			mine.filter( certificateTo( people[ who ].email ) ).length,
			0,
			`no certificate for the ${ who } attendee`
		);
	}

	// The mail's link opens the certificate, filled in.
	const [ , link ] = /href="([^"]*eventin-certificate=[^"]+)"/.exec(
		mail.html
	);
	const url = link.replaceAll( '&amp;', '&' ).replaceAll( '&#038;', '&' );
	assert.ok(
		url.startsWith(
			`${ BASE }/?eventin-certificate=${ people.present.code }&key=`
		),
		url
	);
	const certificate = await page( url );
	assert.equal( certificate.status, 200 );
	assert.match(
		certificate.html,
		/<h1 class="eventin-certificate__title">Certificate for Present Person<\/h1>/
	);
	assert.ok(
		certificate.html.includes( `Present Person attended ${ title } on ` ),
		'the text is filled in'
	);
	assert.ok( certificate.html.includes( `Ticket ${ people.present.code }` ) );
	assert.ok( certificate.html.includes( 'Print / Save as PDF' ) );
	assert.ok( ! certificate.html.includes( '{attendee_name}' ) );

	// All: the absent attendee too, never the refunded or cancelled.
	const all = await api( 'POST', `events/${ event.id }/send_certificate`, {
		as: 'eventmanager',
		body: { all: true },
	} );
	assert.equal( all.body.sent, 2 );
	await sendDone( all.body.send.id );
	await waitForMail( certificateTo( people.absent.email ) );
	const second = await inbox();
	assert.equal(
		second.filter( certificateTo( people.present.email ) ).length,
		2,
		'once per send'
	);
	for ( const who of [ 'refunded', 'cancelled' ] ) {
		assert.equal(
			second.filter( certificateTo( people[ who ].email ) ).length,
			0
		);
	}
} );

test( 'a forged or refunded link is a 404 that says the link is not valid', async () => {
	const { people } = await certifiedEvent();
	for ( const url of [
		`${ BASE }/?eventin-certificate=${ people.present.code }&key=${ 'a'.repeat( 32 ) }`,
		`${ BASE }/?eventin-certificate=${ people.present.code }`,
		`${ BASE }/?eventin-certificate=${ people.present.code }&key[]=x`,
		`${ BASE }/?eventin-certificate[]=x&key=y`,
		`${ BASE }/?eventin-certificate=nothing&key=${ people.present.code }`,
	] ) {
		const answer = await page( url );
		assert.equal( answer.status, 404, url );
		assert.ok(
			answer.html.includes( 'This certificate link is not valid.' ),
			url
		);
	}
	// The refunded attendee's own link: valid key, no certificate.
	const lookup = await api( 'POST', 'certificates/lookup', {
		body: { code: people.present.code, email: people.present.email },
	} );
	assert.equal( lookup.status, 200 );
	const refundedUrl = lookup.body.url.replace(
		people.present.code,
		people.refunded.code
	);
	assert.equal( ( await page( refundedUrl ) ).status, 404 );
} );

test( 'the widget lookup: right, wrong, not checked in, without JavaScript, rate-limited', async () => {
	const { people } = await certifiedEvent();
	const found = await api( 'POST', 'certificates/lookup', {
		body: {
			code: people.present.code.toUpperCase(),
			email: people.present.email.toUpperCase(),
		},
	} );
	assert.equal( found.status, 200, JSON.stringify( found.body ) );
	assert.match(
		found.body.url,
		/\?eventin-certificate=[0-9a-f]{32}&key=[0-9a-f]{32}$/
	);
	assert.equal( ( await page( found.body.url ) ).status, 200 );

	for ( const body of [
		{ code: people.present.code, email: people.absent.email },
		{ code: 'f'.repeat( 32 ), email: people.present.email },
		{ code: people.refunded.code, email: people.refunded.email },
		{ code: people.cancelled.code, email: people.cancelled.email },
	] ) {
		const answer = await api( 'POST', 'certificates/lookup', { body } );
		assert.equal( answer.status, 404 );
		assert.equal( answer.body.message, NOT_FOUND );
	}
	const absent = await api( 'POST', 'certificates/lookup', {
		body: { code: people.absent.code, email: people.absent.email },
	} );
	assert.equal( absent.status, 409 );
	assert.equal( absent.body.message, NOT_YET );

	// Without JavaScript the form posts to the site: the certificate, or the form with why not.
	const post = ( fields ) =>
		fetch( `${ BASE }/?eventin-certificate-lookup=1`, {
			method: 'POST',
			redirect: 'manual',
			headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
			body: new URLSearchParams( fields ).toString(),
		} );
	const redirected = await post( {
		code: people.present.code,
		email: people.present.email,
	} );
	assert.equal( redirected.status, 303 );
	assert.equal( redirected.headers.get( 'location' ), found.body.url );
	const wrong = await post( {
		code: people.present.code,
		email: 'someone@example.com',
	} );
	assert.equal( wrong.status, 404 );
	const wrongHtml = await wrong.text();
	assert.ok( wrongHtml.includes( NOT_FOUND ) );
	assert.ok(
		wrongHtml.includes( 'value="someone@example.com"' ),
		'the form keeps its values'
	);

	// The checkout's limit per visitor and minute.
	const settings = ( await api( 'GET', 'settings', { as: 'admin' } ) ).body;
	await api( 'PUT', 'settings', {
		as: 'admin',
		body: { checkout_rate_limit: 1 },
	} );
	try {
		let refused = null;
		for ( let i = 0; i < 5 && ! refused; i++ ) {
			const answer = await api( 'POST', 'certificates/lookup', {
				body: {
					code: people.present.code,
					email: people.present.email,
				},
			} );
			if ( answer.status === 429 ) {
				refused = answer;
			}
		}
		assert.ok( refused, 'refused once past the limit' );
		assert.equal(
			refused.body.message,
			'Too many attempts. Please wait a minute and try again.'
		);
		assert.ok( Number( refused.headers.get( 'retry-after' ) ) > 0 );
	} finally {
		await api( 'PUT', 'settings', {
			as: 'admin',
			body: { checkout_rate_limit: settings.checkout_rate_limit },
		} );
	}
} );

test( 'sending and reading a send need the Events permission', async () => {
	const { event } = await certifiedEvent();
	for ( const login of [ 'subscriber', 'schedulemanager' ] ) {
		const refused = await api(
			'POST',
			`events/${ event.id }/send_certificate`,
			{ as: login, body: { all: true } }
		);
		assert.equal( refused.status, 403 );
		assert.equal(
			refused.body.message,
			'Sorry, you are not allowed to do that.'
		);
		assert.equal(
			(
				await api( 'GET', 'batches/1', {
					as: login,
				} )
			).status,
			403
		);
	}
	assert.equal(
		( await api( 'POST', `events/${ event.id }/send_certificate` ) ).status,
		401
	);
	const off = await api( 'PUT', `events/${ event.id }`, {
		as: 'eventmanager',
		body: { certificate: { enabled: false } },
	} );
	assert.equal( off.body.certificate_template, 0 );
	const none = await api( 'POST', `events/${ event.id }/send_certificate`, {
		as: 'eventmanager',
	} );
	assert.equal( none.status, 400 );
	assert.equal(
		none.body.message,
		'This event has no certificate template.'
	);
} );
