/**
 * The site's mail reaches the development inbox: wp_mail() on the test site goes through the
 * must-use plugin bin/lib/wordpress.mjs writes, over SMTP to maildev, and shows in its REST API.
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { unique } from './client.mjs';
import { clearInbox, inbox, waitForMail } from './mailbox.mjs';

/**
 * Calls wp_mail() on the test site with these arguments.
 * @param {Object} mail to, subject, message, headers, attachments.
 * @return {Promise<{sent: boolean, error?: string}>} What wp_mail() said.
 */
function wpMail( mail ) {
	return new Promise( ( resolve, reject ) =>
		execFile(
			'php',
			[
				path.join( import.meta.dirname, 'send-mail.php' ),
				JSON.stringify( mail ),
			],
			( error, stdout, stderr ) =>
				error
					? reject( new Error( stderr || error.message ) )
					: resolve( JSON.parse( stdout ) )
		)
	);
}

test( 'wp_mail() on the site lands in the inbox with its recipient, subject, sender, body and attachment', async () => {
	const subject = unique( 'Your tickets' );
	const folder = fs.mkdtempSync( path.join( os.tmpdir(), 'eventin-mail-' ) );
	const attachment = path.join( folder, 'ticket.txt' );
	fs.writeFileSync( attachment, 'Seat 12A' );
	try {
		const result = await wpMail( {
			to: 'buyer@example.com',
			subject,
			message: 'Thank you for your booking.',
			attachments: [ attachment ],
		} );
		assert.deepEqual( result, { sent: true } );
	} finally {
		fs.rmSync( folder, { recursive: true, force: true } );
	}
	const mail = await waitForMail( ( m ) => m.subject === subject );
	assert.deepEqual( mail.to, [ 'buyer@example.com' ] );
	// WordPress's own sender for a site at http://localhost, which its is_email() alone would refuse.
	assert.equal( mail.from, 'wordpress@localhost' );
	assert.match( mail.text, /Thank you for your booking\./ );
	assert.deepEqual( mail.attachments, [ 'ticket.txt' ] );
} );

test( 'a sender and HTML the site sets itself are kept', async () => {
	const subject = unique( 'Booking confirmed' );
	const result = await wpMail( {
		to: [ 'ada@example.com', 'grace@example.com' ],
		subject,
		message: '<p>See you <strong>soon</strong>.</p>',
		headers: [
			'From: Eventin Box Office <tickets@example.com>',
			'Cc: office@example.com',
			'Content-Type: text/html; charset=UTF-8',
		],
	} );
	assert.deepEqual( result, { sent: true } );
	const mail = await waitForMail( ( m ) => m.subject === subject );
	assert.deepEqual( mail.to, [ 'ada@example.com', 'grace@example.com' ] );
	assert.deepEqual( mail.cc, [ 'office@example.com' ] );
	assert.equal( mail.from, 'tickets@example.com' );
	assert.equal( mail.fromName, 'Eventin Box Office' );
	assert.match( mail.html, /See you <strong>soon<\/strong>\./ );
} );

test( 'clearInbox() empties the inbox', async () => {
	const subject = unique( 'To be cleared' );
	assert.deepEqual(
		await wpMail( { to: 'someone@example.com', subject, message: 'x' } ),
		{ sent: true }
	);
	await waitForMail( ( m ) => m.subject === subject );
	await clearInbox();
	assert.deepEqual( await inbox(), [] );
} );
