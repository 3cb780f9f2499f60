/**
 * A real SMTP server with a web inbox for `npm start` and the tests: maildev (a development
 * dependency, never shipped). The site's mailer is pointed at its SMTP port by a must-use plugin
 * that bin/lib/wordpress.mjs writes into the generated site (bin/php/mu-plugins/eventin-dev-mail.php),
 * so every wp_mail() lands in the inbox instead of leaving the machine.
 *
 * The inbox is a web page at `webUrl`; maildev's REST API lives under `${ webUrl }/api/`
 * (GET /api/email lists the messages, DELETE /api/email/all empties the inbox); tests read it
 * through tests/rest/mailbox.mjs.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { MailDev } from 'maildev';

/**
 * Whether nothing listens on 127.0.0.1:port.
 * @param {number} port
 * @return {Promise<boolean>}
 */
export function isPortFree( port ) {
	return new Promise( ( resolve ) => {
		const probe = net.createServer();
		probe.once( 'error', () => resolve( false ) );
		probe.listen( port, '127.0.0.1', () =>
			probe.close( () => resolve( true ) )
		);
	} );
}

/**
 * Starts maildev on 127.0.0.1.
 *
 * @param {Object}  [options]
 * @param {number}  [options.smtpPort]  SMTP port; 0 picks a free one.
 * @param {number}  [options.webPort]   Inbox (web and REST API) port; 0 picks a free one.
 * @param {boolean} [options.orFree]    When a port asked for is taken, use a free one instead of failing.
 * @param {string}  [options.directory] Where messages are kept (and found again at the next start);
 *                                      a temporary folder, removed on stop, when not given.
 * @return {Promise<{smtpPort: number, webUrl: string, stop: () => Promise<void>}>} `webUrl` has no
 *                                                                                  trailing slash.
 */
export async function startMailServer( {
	smtpPort = 0,
	webPort = 0,
	orFree = false,
	directory,
} = {} ) {
	for ( const [ name, port ] of [
		[ 'SMTP', smtpPort ],
		[ 'inbox', webPort ],
	] ) {
		if ( port && ! ( await isPortFree( port ) ) && ! orFree ) {
			throw new Error(
				`The mail server's ${ name } port ${ port } is already in use.`
			);
		}
	}
	if ( orFree ) {
		smtpPort = smtpPort && ( await isPortFree( smtpPort ) ) ? smtpPort : 0;
		webPort = webPort && ( await isPortFree( webPort ) ) ? webPort : 0;
	}
	// maildev empties its whole mail folder when the inbox is cleared, so each server has its own.
	const temporary = ! directory;
	const mailDirectory =
		directory ??
		fs.mkdtempSync( path.join( os.tmpdir(), 'eventin-maildev-' ) );
	fs.mkdirSync( mailDirectory, { recursive: true } );
	const maildev = new MailDev( {
		smtp: smtpPort,
		web: webPort,
		ip: '127.0.0.1',
		webIp: '127.0.0.1',
		mailDirectory,
		silent: true,
	} );
	// maildev's web server announces itself with console.info whatever `silent` says; the callers
	// print the inbox's address themselves.
	const info = console.info;
	console.info = () => {};
	let servers;
	try {
		servers = await maildev.start();
	} finally {
		console.info = info;
	}
	const webAddress = servers.api.getAddress();
	return {
		smtpPort: servers.smtp.getAddress().port,
		webUrl: `http://localhost:${ webAddress.port }`,
		async stop() {
			await maildev.stop();
			if ( temporary ) {
				fs.rmSync( mailDirectory, { recursive: true, force: true } );
			}
		},
	};
}
