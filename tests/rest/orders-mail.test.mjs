/**
 * A booking's e-mails, as they land in the development inbox (maildev) once the background jobs
 * have sent them: the buyer's confirmation (a list of tickets when free, the invoice when paid) and
 * each attendee's ticket, Resend Invoice (the invoice alone) and Resend ticket (the ticket alone),
 * the payment instructions of an offline booking, the refund notice and the note to a holder whose
 * ticket was refunded. Each from the sender of Settings → E-mails, in its brand colour, with our
 * plain-text part. Subjects and bodies are those of includes/Orders/Mails.php and
 * includes/Mail/templates/.
 */
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { api, unique } from './client.mjs';
import { createTicketedEvent, day, uniqueAddress } from './bookings.mjs';
import { inbox, source, waitForMail } from './mailbox.mjs';
import { readQrCodes } from './qr.mjs';

const SITE = process.env.EVENTIN_TEST_URL;
const INSTRUCTIONS = 'Transfer to IBAN DE89 3704 0044 0532 0130 00.';
const SENDER = { name: 'Jazz Box Office', address: 'tickets@example.com' };
const VENUE = {
	type: 'venue',
	venue: 'Jazzhaus',
	address: { address: 'Hauptstraße 1, Berlin' },
};
const ONLINE = { type: 'online', online_link: 'https://meet.example.com/conf' };

/**
 * Waits until the booking's mail status is this (the mails go out in the background).
 * @param {number} id
 * @param {string} status
 */
async function mailStatus( id, status ) {
	const until = Date.now() + 10000;
	for (;;) {
		const { body } = await api( 'GET', `orders/${ id }`, { as: 'admin' } );
		if ( body.mail_status === status || Date.now() > until ) {
			assert.equal( body.mail_status, status );
			return body;
		}
		await new Promise( ( resolve ) => setTimeout( resolve, 100 ) );
	}
}

/**
 * The layout's top: the site's name in the brand colour, then the heading.
 * @param {string} heading
 */
const top = ( heading ) =>
	`<a href="${ SITE }/" style="color:#aa3300;font-size:20px;font-weight:600;text-decoration:none">Eventin</a></p>\n<h1 style="font-size:22px;margin:0 0 16px;color:#aa3300">${ heading }</h1>`;

/** The event's date and times as Mails::when() writes them with WordPress's default formats. */
function when() {
	const noon = new Date( `${ day }T12:00:00Z` );
	const date = noon.toLocaleDateString( 'en-US', {
		timeZone: 'UTC',
		month: 'long',
		day: 'numeric',
		year: 'numeric',
	} );
	const offset = new Intl.DateTimeFormat( 'en-US', {
		timeZone: 'Europe/Berlin',
		timeZoneName: 'shortOffset',
	} )
		.formatToParts( noon )
		.find( ( part ) => part.type === 'timeZoneName' ).value;
	return `${ date } 9:00 am – 5:00 pm (${
		offset === 'GMT+2' ? 'CEST' : 'CET'
	})`;
}

/** Today in the site's timezone (UTC), as the invoice dates a booking. */
const today = () =>
	new Date().toLocaleDateString( 'en-US', {
		timeZone: 'UTC',
		month: 'long',
		day: 'numeric',
		year: 'numeric',
	} );

/**
 * What esc_html() makes of a text.
 * @param text
 */
const html = ( text ) =>
	text
		.replaceAll( '&', '&amp;' )
		.replaceAll( '<', '&lt;' )
		.replaceAll( '>', '&gt;' )
		.replaceAll( '"', '&quot;' )
		.replaceAll( "'", '&#039;' );

/**
 * The mails to an address whose subject is this, oldest first.
 * @param {string} to
 * @param {string} subject
 */
async function mailsTo( to, subject ) {
	return ( await inbox() ).filter(
		( mail ) => mail.to.includes( to ) && mail.subject === subject
	);
}

/**
 * Waits until an address has received `count` mails with this subject; those mails, oldest first.
 * @param {string} to
 * @param {string} subject
 * @param {number} count
 */
async function waitForCount( to, subject, count ) {
	const until = Date.now() + 10000;
	for (;;) {
		const found = await mailsTo( to, subject );
		if ( found.length >= count || Date.now() > until ) {
			assert.equal(
				found.length,
				count,
				`mails "${ subject }" to ${ to }`
			);
			return found;
		}
		await new Promise( ( resolve ) => setTimeout( resolve, 100 ) );
	}
}

// Numbers and amounts of the invoice are aligned right, names and labels left.
const right = ( tag, content, attributes = '' ) =>
	`<${ tag }${ attributes } style="text-align:right">${ content }</${ tag }>`;

// The invoice's foot row: a label over three columns, then its amount.
const footRow = ( label, amount ) =>
	`<tr>${ right( 'th', label, ' scope="row" colspan="3"' ) }${ right(
		'td',
		amount
	) }</tr>`;

function invoiceRow( name, quantity, price, subtotal ) {
	return `<tr><td>${ html( name ) }</td>${ right( 'td', quantity ) }${ right(
		'td',
		price
	) }${ right( 'td', subtotal ) }</tr>`;
}

const infoRow = ( label, value ) =>
	`<tr><th scope="row" style="text-align:left">${ label }</th><td>${ html( value ) }</td></tr>`;

before( async () => {
	const settings = await api( 'PUT', 'settings', {
		as: 'admin',
		body: {
			currency: 'USD',
			payments: { offline: 'on', offline_instructions: INSTRUCTIONS },
			emails: {
				sender_name: SENDER.name,
				sender_address: SENDER.address,
				brand_color: '#AA3300',
				logo_url: '',
			},
		},
	} );
	assert.equal( settings.status, 200, JSON.stringify( settings.body ) );
	assert.equal( settings.body.emails.brand_color, '#aa3300' );
} );

test( 'a free booking mails the buyer a confirmation, not an invoice of $0.00, and every attendee their ticket', async () => {
	const title = unique( 'Jazz & Friends' );
	const event = await createTicketedEvent(
		[
			{ name: 'Community', price: '0', capacity: 10 },
			{ name: 'Workshop', price: '0', capacity: 5 },
		],
		title,
		{ location: VENUE }
	);
	const [ community, workshop ] = event.tickets;
	const buyer = uniqueAddress( 'grace' );
	const ada = uniqueAddress( 'ada' );
	const charles = uniqueAddress( 'charles' );
	const placed = await api( 'POST', 'orders', {
		body: {
			event_id: event.id,
			tickets: [
				{ ticket_id: community.id, quantity: 2 },
				{ ticket_id: workshop.id, quantity: 1 },
			],
			customer: { name: 'Grace Hopper', email: buyer },
			attendees: [
				{ ticket_id: community.id, name: 'Ada Lovelace', email: ada },
				{
					ticket_id: community.id,
					name: 'Charles Babbage',
					email: charles,
				},
			],
		},
	} );
	assert.equal( placed.status, 201, JSON.stringify( placed.body ) );
	assert.equal( placed.body.status, 'completed' );
	const id = placed.body.id;
	const where = 'Jazzhaus, Hauptstraße 1, Berlin';

	const confirmation = await waitForMail(
		( mail ) =>
			mail.to.includes( buyer ) &&
			mail.subject === `[Eventin] Your booking #${ id } for ${ title }`
	);
	assert.deepEqual( confirmation.to, [ buyer ] );
	// From the sender of Settings → E-mails, not WordPress <wordpress@localhost>.
	assert.equal( confirmation.from, SENDER.address );
	assert.equal( confirmation.fromName, SENDER.name );
	const body = confirmation.html;
	assert.ok(
		body.includes( 'border-top:4px solid #aa3300' ) &&
			body.includes( top( 'Your booking is confirmed' ) ),
		body
	);
	assert.ok(
		body.includes(
			'<p>Thank you for your booking. Your tickets are on their way to each attendee.</p><table role="presentation">' +
				infoRow( 'Event', title ) +
				infoRow( 'When', when() ) +
				infoRow( 'Where', where ) +
				'</table>'
		),
		body
	);
	// A list of the tickets, no prices.
	assert.ok( body.includes( `<h2>Booking #${ id }</h2>` ), body );
	assert.ok(
		body.includes(
			`<p>${ today() } · Grace Hopper &lt;${ buyer }&gt;</p>`
		),
		body
	);
	assert.ok(
		body.includes(
			'<table><thead><tr><th scope="col" style="text-align:left">Ticket</th><th scope="col" style="text-align:right">Quantity</th></tr></thead>' +
				`<tbody><tr><td>Community</td>${ right(
					'td',
					2
				) }</tr><tr><td>Workshop</td>${ right(
					'td',
					1
				) }</tr></tbody></table>`
		),
		body
	);
	assert.ok( ! /Invoice|\$0\.00|Total|Refunded/.test( body ), body );
	const { body: order } = await api( 'GET', `orders/${ id }`, {
		as: 'admin',
	} );
	const bookingPage = `${ SITE }/?eventin-booking=${ id }&key=${ new URL(
		placed.body.booking_url
	).searchParams.get( 'key' ) }`;
	assert.equal( placed.body.booking_url, bookingPage );
	assert.ok(
		body.includes(
			`<p><a href="${ bookingPage.replace(
				'&',
				'&#038;'
			) }">View your booking</a></p><p>— Eventin</p>`
		),
		body
	);
	// Beside the HTML, our own plain text (multipart/alternative).
	const raw = await source( confirmation.id );
	assert.match( raw, /^Content-Type: multipart\/alternative;/im );
	assert.match( raw, /^Content-Type: text\/plain; charset=UTF-8/im );
	assert.match( raw, /^Content-Type: text\/html; charset=UTF-8/im );
	const heading = `Booking #${ id }`;
	assert.equal(
		confirmation.text.trimEnd(),
		[
			'Your booking is confirmed',
			'=========================',
			'',
			'Thank you for your booking. Your tickets are on their way to each attendee.',
			'',
			`Event   ${ title }`,
			`When    ${ when() }`,
			`Where   ${ where }`,
			'',
			heading,
			'='.repeat( heading.length ),
			'',
			`${ today() } · Grace Hopper <${ buyer }>`,
			'',
			'Ticket      Quantity',
			'Community          2',
			'Workshop           1',
			'',
			`View your booking: ${ bookingPage }`,
			'',
			'— Eventin',
		].join( '\n' )
	);
	// The link leads to the booking.
	const bookingAnswer = await fetch( bookingPage );
	assert.equal( bookingAnswer.status, 200 );
	assert.match( await bookingAnswer.text(), /Your booking is confirmed/ );

	// One ticket per attendee; the Workshop ticket is the buyer's own.
	assert.deepEqual(
		order.attendees.map( ( a ) => [ a.name, a.email, a.ticket_name ] ),
		[
			[ 'Ada Lovelace', ada, 'Community' ],
			[ 'Charles Babbage', charles, 'Community' ],
			[ 'Grace Hopper', buyer, 'Workshop' ],
		]
	);
	const ticketSubject = `[Eventin] Your ticket for ${ title }`;
	const ics = `${ SITE }/?eventin-ics=${ event.id }`;
	for ( const attendee of order.attendees ) {
		const mail = await waitForMail(
			( m ) =>
				m.to.includes( attendee.email ) && m.subject === ticketSubject
		);
		assert.deepEqual( mail.to, [ attendee.email ] );
		assert.equal( mail.fromName, SENDER.name );
		const link = `${ SITE }/?eventin-ticket=${ attendee.code }`;
		// maildev shows the inline image (cid:) as a data: address.
		const qr = /<img src="data:image\/png;base64,([^"]+)"/.exec(
			mail.html
		);
		assert.ok( qr, 'the QR code is in the mail' );
		assert.ok(
			mail.html
				.replace( qr[ 0 ], '<img src="QR"' )
				.includes(
					top( 'Your ticket' ) +
						`<p>Hello ${ attendee.name }, here is your ticket.</p>` +
						'<p style="text-align:center;margin:16px 0"><img src="QR" width="222" height="222" alt="Ticket QR code" style="display:inline-block;background:#fff"></p><table role="presentation">' +
						infoRow( 'Event', title ) +
						infoRow( 'When', when() ) +
						infoRow( 'Where', where ) +
						infoRow( 'Ticket', attendee.ticket_name ) +
						infoRow( 'Ticket code', attendee.code ) +
						`</table><p><a href="${ link }">Show my ticket</a><br><a href="${ ics.replace(
							'&',
							'&#038;'
						) }">Add to calendar</a><br><a href="${
							event.link
						}">About the event</a></p>`
				),
			mail.html
		);
		assert.equal(
			mail.text.trimEnd(),
			[
				'Your ticket',
				'===========',
				'',
				`Hello ${ attendee.name }, here is your ticket.`,
				'',
				`Event         ${ title }`,
				`When          ${ when() }`,
				`Where         ${ where }`,
				`Ticket        ${ attendee.ticket_name }`,
				`Ticket code   ${ attendee.code }`,
				'',
				`Show my ticket: ${ link }`,
				`Add to calendar: ${ ics }`,
				`About the event: ${ event.link }`,
				'',
				'— Eventin',
			].join( '\n' )
		);
		// The QR is a part of the mail, not a remote image; it reads back as the code, as the
		// scanner at the door will read it.
		const mailSource = await source( mail.id );
		// (quoted-printable: soft line breaks out, '=3D' is '=')
		assert.ok(
			mailSource
				.replace( /=\r?\n/g, '' )
				.includes( 'src=3D"cid:eventin-ticket-qr"' ),
			'the HTML shows the part'
		);
		assert.match( mailSource, /Content-ID: <eventin-ticket-qr>/i );
		assert.deepEqual(
			await readQrCodes( Buffer.from( qr[ 1 ], 'base64' ) ),
			[ attendee.code ]
		);
		// The links lead to the ticket, the calendar file and the event.
		const page = await fetch( link );
		assert.equal( page.status, 200 );
		const text = await page.text();
		assert.ok( text.includes( `<code>${ attendee.code }</code>` ) );
		assert.ok( text.includes( html( attendee.name ) ) );
	}
	const calendar = await fetch( ics );
	assert.equal( calendar.status, 200 );
	assert.match( calendar.headers.get( 'content-type' ), /^text\/calendar/ );
	assert.equal( ( await fetch( event.link ) ).status, 200 );
	// The buyer holds a ticket too: a confirmation and a ticket, nothing more.
	await mailStatus( id, 'sent' );
	assert.equal(
		( await inbox() ).filter( ( mail ) => mail.to.includes( buyer ) )
			.length,
		2
	);
} );

test( 'Resend Invoice puts the invoice alone in the inbox; Resend ticket on the attendee, the ticket alone', async () => {
	const title = unique( 'Resend' );
	const event = await createTicketedEvent(
		[ { name: 'General', price: '12', capacity: 10 } ],
		title,
		{ location: ONLINE }
	);
	const buyer = uniqueAddress( 'resend' );
	const placed = await api( 'POST', 'orders', {
		body: {
			event_id: event.id,
			tickets: [ { ticket_id: event.tickets[ 0 ].id, quantity: 1 } ],
			customer: { name: 'Rita Resend', email: buyer },
			gateway: 'offline',
		},
	} );
	assert.equal( placed.status, 201, JSON.stringify( placed.body ) );
	const id = placed.body.id;
	const paid = await api( 'POST', `orders/${ id }/mark-paid`, {
		as: 'admin',
		body: {},
	} );
	assert.equal( paid.status, 200, JSON.stringify( paid.body ) );
	const subject = `[Eventin] Your booking #${ id } for ${ title }`;
	const ticketSubject = `[Eventin] Your ticket for ${ title }`;
	// The instructions, then the paid invoice; and the ticket.
	const [ , first ] = await waitForCount( buyer, subject, 2 );
	await waitForCount( buyer, ticketSubject, 1 );
	await mailStatus( id, 'sent' );
	assert.ok(
		first.html.includes(
			infoRow( 'Where', 'Online' ) +
				`</table><h2>Invoice for booking #${ id }</h2>`
		),
		first.html
	);

	const resent = await api( 'POST', `orders/${ id }/resend-invoice`, {
		as: 'admin',
		body: {},
	} );
	assert.equal( resent.status, 200, JSON.stringify( resent.body ) );
	assert.equal( resent.body.status, 'completed' );
	assert.equal( resent.body.history.at( -1 ).note, 'Invoice resent.' );
	assert.equal( resent.body.history.at( -1 ).user, 'admin' );

	const confirmations = await waitForCount( buyer, subject, 3 );
	const again = confirmations[ 2 ];
	assert.notEqual( again.id, first.id );
	assert.ok( again.time >= first.time );
	assert.ok(
		again.html.includes( `<h2>Invoice for booking #${ id }</h2>` ) &&
			again.html.includes(
				invoiceRow( 'General', 1, '$12.00', '$12.00' )
			) &&
			again.html.includes( footRow( 'Total', '$12.00' ) ),
		again.html
	);
	// The invoice only: no second ticket.
	await new Promise( ( resolve ) => setTimeout( resolve, 1000 ) );
	assert.equal( ( await mailsTo( buyer, ticketSubject ) ).length, 1 );

	// The ticket has its own resend, on the attendee.
	const attendee = resent.body.attendees[ 0 ];
	const ticket = await api(
		'POST',
		`attendees/${ attendee.id }/resend-ticket`,
		{ as: 'admin', body: {} }
	);
	assert.equal( ticket.status, 200, JSON.stringify( ticket.body ) );
	const tickets = await waitForCount( buyer, ticketSubject, 2 );
	assert.ok( tickets[ 1 ].html.includes( attendee.code ), tickets[ 1 ].html );
	assert.ok(
		tickets[ 1 ].html.includes( infoRow( 'Where', 'Online' ) ),
		tickets[ 1 ].html
	);
	assert.equal( ( await mailsTo( buyer, subject ) ).length, 3 );
	const { body: noted } = await api( 'GET', `orders/${ id }`, {
		as: 'admin',
	} );
	assert.equal(
		noted.history.at( -1 ).note,
		'Ticket resent to “Rita Resend”.'
	);

	// Only completed bookings get their invoice again.
	await api( 'POST', `orders/${ id }/refunds`, {
		as: 'admin',
		body: { type: 'ticket' },
	} );
	const refused = await api( 'POST', `orders/${ id }/resend-invoice`, {
		as: 'admin',
		body: {},
	} );
	assert.equal( refused.status, 409 );
	assert.equal(
		refused.body.message,
		'Invoices are resent for completed bookings only.'
	);
	assert.equal( ( await mailsTo( buyer, subject ) ).length, 3 );
} );

test( 'an offline booking mails the instructions; paid, its invoice; refunds, a notice naming the tickets and the new total, and the holder is told', async () => {
	const title = unique( 'Paid Conf' );
	const event = await createTicketedEvent(
		[ { name: 'Standard', price: '25', capacity: 10 } ],
		title,
		{ location: VENUE }
	);
	const buyer = uniqueAddress( 'paula' );
	const hugo = uniqueAddress( 'hugo' );
	const placed = await api( 'POST', 'orders', {
		body: {
			event_id: event.id,
			tickets: [ { ticket_id: event.tickets[ 0 ].id, quantity: 2 } ],
			customer: { name: 'Paula Payer', email: buyer },
			attendees: [
				{
					ticket_id: event.tickets[ 0 ].id,
					name: 'Hugo Holder',
					email: hugo,
				},
				{
					ticket_id: event.tickets[ 0 ].id,
					name: 'Paula Payer',
					email: buyer,
				},
			],
			gateway: 'offline',
		},
	} );
	assert.equal( placed.status, 201, JSON.stringify( placed.body ) );
	assert.equal( placed.body.status, 'pending' );
	const id = placed.body.id;
	const subject = `[Eventin] Your booking #${ id } for ${ title }`;
	const [ instructions ] = await waitForCount( buyer, subject, 1 );
	const literal = ( text ) => text.replace( /[.*+?^${}()|[\]\\]/g, '\\$&' );
	assert.match(
		instructions.html,
		new RegExp(
			literal(
				top( 'Your seats are held' ) +
					'<p>Thank you! Your seats are held until your payment arrives.</p><p><strong>Please pay by '
			) +
				'[^<]+' +
				literal(
					`: after that, the booking is cancelled and its seats go to others.</strong></p><p>${ html(
						INSTRUCTIONS
					) }</p><table role="presentation">`
				)
		)
	);
	assert.ok(
		instructions.html.includes(
			invoiceRow( 'Standard', 2, '$25.00', '$50.00' )
		)
	);
	// No tickets while unpaid.
	assert.equal(
		( await mailsTo( buyer, `[Eventin] Your ticket for ${ title }` ) )
			.length,
		0
	);

	const paid = await api( 'POST', `orders/${ id }/mark-paid`, {
		as: 'admin',
		body: {},
	} );
	assert.equal( paid.status, 200, JSON.stringify( paid.body ) );
	const confirmation = ( await waitForCount( buyer, subject, 2 ) )[ 1 ];
	assert.ok(
		confirmation.html.includes(
			'<p>Thank you for your booking. Your tickets are on their way to each attendee.</p>'
		) &&
			confirmation.html.includes(
				infoRow( 'Where', 'Jazzhaus, Hauptstraße 1, Berlin' )
			) &&
			confirmation.html.includes(
				`<tfoot>${ footRow( 'Total', '$50.00' ) }</tfoot>`
			),
		confirmation.html
	);
	await waitForCount( buyer, `[Eventin] Your ticket for ${ title }`, 1 );
	await waitForCount( hugo, `[Eventin] Your ticket for ${ title }`, 1 );

	// Hugo's ticket back: the notice names it and the new total; Hugo is told.
	const refundSubject = `[Eventin] Refund of booking #${ id }`;
	const hugoTicket = paid.body.attendees.find( ( a ) => a.email === hugo );
	const first = await api( 'POST', `orders/${ id }/refunds`, {
		as: 'admin',
		body: { type: 'ticket', attendee_ids: [ hugoTicket.id ] },
	} );
	assert.equal( first.status, 201, JSON.stringify( first.body ) );
	assert.equal( first.body.order_status, 'partially_refunded' );
	const [ notice ] = await waitForCount( buyer, refundSubject, 1 );
	assert.deepEqual( notice.to, [ buyer ] );
	assert.ok(
		notice.html.includes(
			top( 'Your refund' ) +
				`<p>$25.00 of your booking #${ id } for ${ html(
					title
				) } has been refunded.</p><p>Tickets refunded:</p><ul><li>Hugo Holder (Standard)</li></ul><h2>Invoice for booking #${ id }</h2>`
		),
		notice.html
	);
	assert.ok(
		notice.html.includes(
			`<tfoot>${ footRow( 'Total', '$50.00' ) }${ footRow(
				'Refunded',
				'−$25.00'
			) }${ footRow( 'New total', '$25.00' ) }</tfoot>`
		),
		notice.html
	);
	assert.ok(
		notice.text.includes(
			[
				'Tickets refunded:',
				'',
				'Hugo Holder (Standard)',
				'',
				`Invoice for booking #${ id }`,
			].join( '\n' )
		) &&
			notice.text.includes(
				[
					'                       Total     $50.00',
					'                    Refunded    −$25.00',
					'                   New total     $25.00',
				].join( '\n' )
			),
		notice.text
	);
	const told = await waitForMail(
		( mail ) =>
			mail.to.includes( hugo ) &&
			mail.subject === `[Eventin] Your ticket for ${ title } was refunded`
	);
	assert.ok(
		told.html.includes(
			top( 'Your ticket was refunded' ) +
				`<p>Hello Hugo Holder, your ticket for ${ html(
					title
				) } was refunded and is no longer valid.</p><table role="presentation">` +
				infoRow( 'Event', title ) +
				infoRow( 'When', when() ) +
				infoRow( 'Where', 'Jazzhaus, Hauptstraße 1, Berlin' ) +
				infoRow( 'Ticket', 'Standard' ) +
				infoRow( 'Ticket code', hugoTicket.code ) +
				'</table>'
		),
		told.html
	);
	assert.match(
		told.text,
		/^Your ticket was refunded\n={24}\n\nHello Hugo Holder, your ticket for .+ was refunded and is no longer valid\.\n/
	);

	// The rest: a second notice; the buyer's own ticket is named there, no note of its own.
	const rest = await api( 'POST', `orders/${ id }/refunds`, {
		as: 'admin',
		body: { type: 'ticket' },
	} );
	assert.equal( rest.status, 201, JSON.stringify( rest.body ) );
	assert.equal( rest.body.order_status, 'refunded' );
	const notices = await waitForCount( buyer, refundSubject, 2 );
	assert.ok(
		notices[ 1 ].html.includes(
			`<p>$25.00 of your booking #${ id } for ${ html(
				title
			) } has been refunded.</p><p>Tickets refunded:</p><ul><li>Paula Payer (Standard)</li></ul>`
		) &&
			notices[ 1 ].html.includes(
				footRow( 'Refunded', '−$50.00' ) +
					footRow( 'New total', '$0.00' )
			),
		notices[ 1 ].html
	);
	// Refunds send no new invoice or tickets.
	assert.equal( ( await mailsTo( buyer, subject ) ).length, 2 );
	assert.equal(
		( await inbox() ).filter(
			( mail ) =>
				mail.to.includes( buyer ) &&
				mail.subject.endsWith( 'was refunded' )
		).length,
		0
	);
} );
