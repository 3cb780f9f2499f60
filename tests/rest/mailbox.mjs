/**
 * The development inbox (maildev, started by bin/test.mjs next to the test site, whose mail goes
 * there): what the site sent, read through maildev's REST API at EVENTIN_TEST_MAIL_URL.
 */

/**
 * @typedef {Object} Mail
 * @property {string}   id          maildev's id of the message.
 * @property {string}   subject     The subject line.
 * @property {string[]} to          Recipient addresses (the To header).
 * @property {string[]} cc          Copy addresses (the Cc header).
 * @property {string}   from        The sender's address.
 * @property {string}   fromName    The sender's name.
 * @property {string}   text        The plain-text body ('' when there is none).
 * @property {string}   html        The HTML body ('' when there is none).
 * @property {string[]} attachments File names.
 * @property {Object}   headers     Raw headers, lower-case names.
 * @property {Date}     time        When it arrived.
 */

function base() {
	const url = process.env.EVENTIN_TEST_MAIL_URL;
	if ( ! url ) {
		throw new Error(
			'EVENTIN_TEST_MAIL_URL is not set: run the tests through bin/test.mjs, which starts the mail server.'
		);
	}
	return url.replace( /\/$/, '' );
}

const addresses = ( list ) =>
	( list ?? [] ).map( ( entry ) => entry.address.toLowerCase() );

/**
 * Every message in the inbox, oldest first.
 * @return {Promise<Mail[]>} The messages.
 */
export async function inbox() {
	const response = await fetch( `${ base() }/api/email` );
	if ( ! response.ok ) {
		throw new Error( `The inbox answered ${ response.status }.` );
	}
	return ( await response.json() ).map( ( email ) => ( {
		id: email.id,
		subject: email.subject ?? '',
		to: addresses( email.to ),
		cc: addresses( email.cc ),
		from: addresses( email.from )[ 0 ] ?? '',
		fromName: email.from?.[ 0 ]?.name ?? '',
		text: email.text ?? '',
		html: email.html ?? '',
		attachments: ( email.attachments ?? [] ).map(
			( attachment ) => attachment.filename
		),
		headers: email.headers ?? {},
		time: new Date( email.time ),
	} ) );
}

/**
 * A message's raw source (headers and every MIME part), as the site sent it.
 * @param {string} id maildev's id of the message.
 * @return {Promise<string>} The source.
 */
export async function source( id ) {
	const response = await fetch(
		`${ base() }/api/email/${ encodeURIComponent( id ) }/source`
	);
	if ( ! response.ok ) {
		throw new Error( `The inbox answered ${ response.status }.` );
	}
	return response.text();
}

/** Empties the inbox. */
export async function clearInbox() {
	const response = await fetch( `${ base() }/api/email/all`, {
		method: 'DELETE',
	} );
	if ( ! response.ok ) {
		throw new Error(
			`The inbox could not be emptied: ${ response.status }.`
		);
	}
}

/**
 * The first message the predicate accepts, once it has arrived.
 *
 * @param {(mail: Mail) => boolean} predicate
 * @param {number}                  [timeoutMs]
 * @return {Promise<Mail>} The message.
 */
export async function waitForMail( predicate, timeoutMs = 10000 ) {
	const until = Date.now() + timeoutMs;
	let seen = [];
	for (;;) {
		seen = await inbox();
		const found = seen.find( predicate );
		if ( found ) {
			return found;
		}
		if ( Date.now() > until ) {
			break;
		}
		await new Promise( ( resolve ) => setTimeout( resolve, 100 ) );
	}
	throw new Error(
		`No such mail arrived within ${ timeoutMs } ms; the inbox has: ${
			seen
				.map(
					( mail ) =>
						`"${ mail.subject }" to ${ mail.to.join( ', ' ) }`
				)
				.join( '; ' ) || 'nothing'
		}.`
	);
}
