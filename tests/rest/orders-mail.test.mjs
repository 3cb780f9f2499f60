/**
 * A booking's e-mails, as they land in the development inbox (maildev): the buyer's confirmation
 * with the invoice and each attendee's ticket after a free booking, a new confirmation when an
 * order manager resends the invoice, the payment instructions of an offline booking and the
 * refund notice. Subjects and bodies are those includes/Orders/Mails.php writes.
 */
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { api, unique } from './client.mjs';
import { createTicketedEvent, day, uniqueAddress } from './bookings.mjs';
import { inbox, source, waitForMail } from './mailbox.mjs';

const SITE = process.env.EVENTIN_TEST_URL;
const INSTRUCTIONS = 'Transfer to IBAN DE89 3704 0044 0532 0130 00.';

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
	return `${ date } 9:00 am – 5:00 pm (${ offset === 'GMT+2' ? 'CEST' : 'CET' })`;
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
		},
	} );
	assert.equal( settings.status, 200, JSON.stringify( settings.body ) );
} );

test( 'a free booking mails the buyer the invoice and every attendee their ticket', async () => {
	const title = unique( 'Jazz & Friends' );
	const event = await createTicketedEvent(
		[
			{ name: 'Community', price: '0', capacity: 10 },
			{ name: 'Workshop', price: '0', capacity: 5 },
		],
		title
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

	const confirmation = await waitForMail(
		( mail ) =>
			mail.to.includes( buyer ) &&
			mail.subject === `[Eventin] Your booking #${ id } for ${ title }`
	);
	assert.deepEqual( confirmation.to, [ buyer ] );
	const body = confirmation.html;
	assert.ok(
		body.includes(
			'<p>Thank you for your booking. Your tickets are on their way to each attendee.</p>'
		),
		body
	);
	assert.ok( body.includes( `<h2>Invoice for booking #${ id }</h2>` ), body );
	assert.ok(
		body.includes(
			`<p>${ today() } · Grace Hopper &lt;${ buyer }&gt;</p>`
		),
		body
	);
	assert.ok(
		body.includes(
			'<thead><tr><th scope="col" style="text-align:left">Ticket</th><th scope="col" style="text-align:right">Quantity</th><th scope="col" style="text-align:right">Price</th><th scope="col" style="text-align:right">Subtotal</th></tr></thead>'
		),
		body
	);
	assert.ok(
		body.includes(
			`<tbody>${ invoiceRow( 'Community', 2, '$0.00', '$0.00' ) }${ invoiceRow( 'Workshop', 1, '$0.00', '$0.00' ) }</tbody>`
		),
		body
	);
	assert.ok(
		body.includes( `<tfoot>${ footRow( 'Total', '$0.00' ) }</tfoot>` ),
		body
	);
	assert.ok( ! body.includes( 'Refunded' ), body );
	assert.ok( body.includes( '<p>— Eventin</p>' ), body );
	// Beside the HTML, our own plain text (multipart/alternative): the invoice in aligned columns.
	const raw = await source( confirmation.id );
	assert.match( raw, /^Content-Type: multipart\/alternative;/im );
	assert.match( raw, /^Content-Type: text\/plain; charset=UTF-8/im );
	assert.match( raw, /^Content-Type: text\/html; charset=UTF-8/im );
	const heading = `Invoice for booking #${ id }`;
	assert.equal(
		confirmation.text.trimEnd(),
		[
			'Thank you for your booking. Your tickets are on their way to each attendee.',
			'',
			heading,
			'='.repeat( heading.length ),
			'',
			`${ today() } · Grace Hopper <${ buyer }>`,
			'',
			'Ticket      Quantity   Price   Subtotal',
			'Community          2   $0.00      $0.00',
			'Workshop           1   $0.00      $0.00',
			'                       Total      $0.00',
			'',
			'— Eventin',
		].join( '\n' )
	);

	// One ticket per attendee; the Workshop ticket is the buyer's own.
	const { body: order } = await api( 'GET', `orders/${ id }`, {
		as: 'admin',
	} );
	assert.equal( order.mail_status, 'sent' );
	assert.deepEqual(
		order.attendees.map( ( a ) => [ a.name, a.email, a.ticket_name ] ),
		[
			[ 'Ada Lovelace', ada, 'Community' ],
			[ 'Charles Babbage', charles, 'Community' ],
			[ 'Grace Hopper', buyer, 'Workshop' ],
		]
	);
	const ticketSubject = `[Eventin] Your ticket for ${ title }`;
	for ( const attendee of order.attendees ) {
		const mail = await waitForMail(
			( m ) =>
				m.to.includes( attendee.email ) && m.subject === ticketSubject
		);
		assert.deepEqual( mail.to, [ attendee.email ] );
		const link = `${ SITE }/?eventin-ticket=${ attendee.code }`;
		assert.ok(
			mail.html.includes(
				`<p>Hello ${ attendee.name }, here is your ticket.</p><table role="presentation">` +
					infoRow( 'Event', title ) +
					infoRow( 'When', when() ) +
					infoRow( 'Ticket', attendee.ticket_name ) +
					infoRow( 'Ticket code', attendee.code ) +
					`</table><p><a href="${ link }">Show my ticket</a></p>`
			),
			mail.html
		);
		assert.equal(
			mail.text.trimEnd(),
			[
				`Hello ${ attendee.name }, here is your ticket.`,
				'',
				`Event         ${ title }`,
				`When          ${ when() }`,
				`Ticket        ${ attendee.ticket_name }`,
				`Ticket code   ${ attendee.code }`,
				'',
				`Show my ticket: ${ link }`,
				'',
				'— Eventin',
			].join( '\n' )
		);
		// The link leads to the ticket.
		const page = await fetch( link );
		assert.equal( page.status, 200 );
		const text = await page.text();
		assert.ok( text.includes( `<code>${ attendee.code }</code>` ) );
		assert.ok( text.includes( html( attendee.name ) ) );
	}
	// The buyer holds a ticket too: an invoice and a ticket, nothing more.
	assert.equal(
		( await inbox() ).filter( ( mail ) => mail.to.includes( buyer ) )
			.length,
		2
	);
} );

test( 'Resend Invoice puts a new confirmation in the inbox and notes it', async () => {
	const title = unique( 'Resend' );
	const event = await createTicketedEvent(
		[ { name: 'General', price: '0', capacity: 10 } ],
		title
	);
	const buyer = uniqueAddress( 'resend' );
	const placed = await api( 'POST', 'orders', {
		body: {
			event_id: event.id,
			tickets: [ { ticket_id: event.tickets[ 0 ].id, quantity: 1 } ],
			customer: { name: 'Rita Resend', email: buyer },
		},
	} );
	assert.equal( placed.status, 201, JSON.stringify( placed.body ) );
	const id = placed.body.id;
	const subject = `[Eventin] Your booking #${ id } for ${ title }`;
	const [ first ] = await waitForCount( buyer, subject, 1 );

	const resent = await api( 'POST', `orders/${ id }/resend-invoice`, {
		as: 'admin',
		body: {},
	} );
	assert.equal( resent.status, 200, JSON.stringify( resent.body ) );
	assert.equal( resent.body.status, 'completed' );
	assert.equal( resent.body.mail_status, 'sent' );
	assert.equal( resent.body.history.at( -1 ).note, 'Invoice resent.' );
	assert.equal( resent.body.history.at( -1 ).user, 'admin' );

	const confirmations = await waitForCount( buyer, subject, 2 );
	const second = confirmations[ 1 ];
	assert.notEqual( second.id, first.id );
	assert.ok( second.time >= first.time );
	assert.ok(
		second.html.includes( `<h2>Invoice for booking #${ id }</h2>` ) &&
			second.html.includes(
				invoiceRow( 'General', 1, '$0.00', '$0.00' )
			),
		second.html
	);
	// The ticket goes out again with the invoice.
	await waitForCount( buyer, `[Eventin] Your ticket for ${ title }`, 2 );

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
	assert.equal( ( await mailsTo( buyer, subject ) ).length, 2 );
} );

test( 'an offline booking mails the instructions; paid, its invoice; refunds, a notice each', async () => {
	const title = unique( 'Paid Conf' );
	const event = await createTicketedEvent(
		[ { name: 'Standard', price: '25', capacity: 10 } ],
		title
	);
	const buyer = uniqueAddress( 'paula' );
	const placed = await api( 'POST', 'orders', {
		body: {
			event_id: event.id,
			tickets: [ { ticket_id: event.tickets[ 0 ].id, quantity: 2 } ],
			customer: { name: 'Paula Payer', email: buyer },
			gateway: 'offline',
		},
	} );
	assert.equal( placed.status, 201, JSON.stringify( placed.body ) );
	assert.equal( placed.body.status, 'pending' );
	const id = placed.body.id;
	const subject = `[Eventin] Your booking #${ id } for ${ title }`;
	const [ instructions ] = await waitForCount( buyer, subject, 1 );
	assert.ok(
		instructions.html.includes(
			`<p>Thank you! Your seats are held until your payment arrives.</p><p>${ html( INSTRUCTIONS ) }</p><h2>Invoice for booking #${ id }</h2>`
		),
		instructions.html
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
		) && confirmation.html.includes( footRow( 'Total', '$50.00' ) ),
		confirmation.html
	);
	await waitForCount( buyer, `[Eventin] Your ticket for ${ title }`, 2 );

	// One ticket back: the notice names what was refunded and the invoice shows it.
	const refundSubject = `[Eventin] Refund of booking #${ id }`;
	const first = await api( 'POST', `orders/${ id }/refunds`, {
		as: 'admin',
		body: {
			type: 'ticket',
			attendee_ids: [ paid.body.attendees[ 0 ].id ],
		},
	} );
	assert.equal( first.status, 201, JSON.stringify( first.body ) );
	assert.equal( first.body.order_status, 'partially_refunded' );
	const [ notice ] = await waitForCount( buyer, refundSubject, 1 );
	assert.deepEqual( notice.to, [ buyer ] );
	assert.ok(
		notice.html.includes(
			`<p>$25.00 of your booking #${ id } for ${ html( title ) } has been refunded.</p><h2>Invoice for booking #${ id }</h2>`
		),
		notice.html
	);
	assert.ok(
		notice.html.includes(
			`<tfoot>${ footRow( 'Total', '$50.00' ) }${ footRow(
				'Refunded',
				'−$25.00'
			) }</tfoot>`
		),
		notice.html
	);

	// The rest: a second notice.
	const rest = await api( 'POST', `orders/${ id }/refunds`, {
		as: 'admin',
		body: { type: 'ticket' },
	} );
	assert.equal( rest.status, 201, JSON.stringify( rest.body ) );
	assert.equal( rest.body.order_status, 'refunded' );
	const notices = await waitForCount( buyer, refundSubject, 2 );
	// It names what was refunded so far.
	assert.ok(
		notices[ 1 ].html.includes(
			`<p>$50.00 of your booking #${ id } for ${ html( title ) } has been refunded.</p>`
		) && notices[ 1 ].html.includes( footRow( 'Refunded', '−$50.00' ) ),
		notices[ 1 ].html
	);
	// Refunds send no new invoice or tickets.
	assert.equal( ( await mailsTo( buyer, subject ) ).length, 2 );
} );
