/**
 * A local license server for `npm start` and the tests. It speaks the Easy Digital Downloads
 * Software Licensing protocol the plugin's license client talks (edd_action = activate_license,
 * deactivate_license or check_license, with license, item_name and url), so the License page can be
 * used and tested without reaching any store.
 *
 * What a key does depends on how it starts:
 *   valid-…     valid for one site, expires a year from now
 *   expired-…   expired yesterday
 *   disabled-…  disabled (refunded or revoked)
 *   limit-…     valid, but every activation is used up
 *   anything else: no such license
 *
 * Tests steer it through POST /__control with JSON:
 *   { down: true }   every protocol request gets its connection dropped (a server that is down)
 *   { down: false }  answers again
 *   { reset: true }  forgets every activation
 * and read its state through GET /__control: { down, activations: { key: [site urls] } }.
 * GET /account is the customer's account page the License page's help links to: the activations.
 */
import http from 'node:http';

const DAY = 24 * 60 * 60 * 1000;

/**
 * EDD's date format, 'YYYY-MM-DD 23:59:59'.
 * @param time
 */
function eddDate( time ) {
	return new Date( time ).toISOString().slice( 0, 10 ) + ' 23:59:59';
}

function kindOf( key ) {
	const match = /^(valid|expired|disabled|limit)-/.exec( key );
	return match ? match[ 1 ] : 'missing';
}

/**
 * Answers one protocol request.
 *
 * @param {Map<string, Set<string>>} activations Key → site URLs.
 * @param {URLSearchParams}          params
 */
function answer( activations, params ) {
	const action = params.get( 'edd_action' );
	const key = params.get( 'license' ) || '';
	const url = params.get( 'url' ) || '';
	const itemName = params.get( 'item_name' ) || '';
	const kind = kindOf( key );
	const sites = activations.get( key ) ?? new Set();
	const limit = 1;
	const base = {
		item_id: false,
		item_name: itemName,
		checksum: Buffer.from( key ).toString( 'hex' ).slice( 0, 32 ),
		license_limit: limit,
		site_count: kind === 'limit' ? limit : sites.size,
		activations_left:
			kind === 'limit' ? 0 : Math.max( 0, limit - sites.size ),
		expires: eddDate(
			Date.now() + ( kind === 'expired' ? -DAY : 365 * DAY )
		),
		customer_name: 'Demo Customer',
		customer_email: 'customer@example.com',
		payment_id: 1,
		price_id: '1',
	};
	if ( ! url && action !== 'check_license' ) {
		return {
			...base,
			success: false,
			license: 'invalid',
			error: 'missing_url',
		};
	}
	switch ( action ) {
		case 'activate_license': {
			if ( kind === 'missing' ) {
				return {
					...base,
					success: false,
					license: 'invalid',
					error: 'missing',
				};
			}
			if ( kind === 'expired' || kind === 'disabled' ) {
				return {
					...base,
					success: false,
					license: 'invalid',
					error: kind,
				};
			}
			if (
				kind === 'limit' ||
				( ! sites.has( url ) && sites.size >= limit )
			) {
				return {
					...base,
					success: false,
					license: 'invalid',
					error: 'no_activations_left',
				};
			}
			sites.add( url );
			activations.set( key, sites );
			return {
				...base,
				success: true,
				license: 'valid',
				site_count: sites.size,
				activations_left: limit - sites.size,
			};
		}
		case 'deactivate_license':
			if ( ! sites.delete( url ) ) {
				return { ...base, success: false, license: 'failed' };
			}
			return {
				...base,
				success: true,
				license: 'deactivated',
				site_count: sites.size,
				activations_left: limit - sites.size,
			};
		case 'check_license': {
			let license = 'valid';
			if ( kind === 'missing' ) {
				license = 'invalid';
			} else if ( kind === 'expired' || kind === 'disabled' ) {
				license = kind;
			} else if ( ! sites.has( url ) ) {
				license = 'site_inactive';
			}
			return { ...base, success: license === 'valid', license };
		}
		default:
			return null;
	}
}

function readBody( request ) {
	return new Promise( ( resolve ) => {
		let body = '';
		request.on( 'data', ( chunk ) => ( body += chunk ) );
		request.on( 'end', () => resolve( body ) );
	} );
}

/**
 * Starts the server on 127.0.0.1 at the port given (0: any free one).
 *
 * @param {number} [port]
 * @return {Promise<{url: string, stop: () => Promise<void>}>} `url` uses the host name `localhost`,
 *                                                              which WP_HTTP_BLOCK_EXTERNAL lets through.
 */
export async function startLicenseServer( port = 0 ) {
	const activations = new Map();
	let down = false;
	const server = http.createServer( async ( request, response ) => {
		const target = new URL( request.url, 'http://localhost' );
		const body = await readBody( request );
		const send = ( status, json ) => {
			response.writeHead( status, {
				'content-type': 'application/json',
			} );
			response.end( JSON.stringify( json ) );
		};
		if ( target.pathname === '/__control' ) {
			if ( request.method === 'POST' ) {
				let command = {};
				try {
					command = JSON.parse( body || '{}' );
				} catch {}
				if ( typeof command.down === 'boolean' ) {
					down = command.down;
				}
				if ( command.reset ) {
					activations.clear();
				}
			}
			send( 200, {
				down,
				activations: Object.fromEntries(
					[ ...activations ].map( ( [ key, sites ] ) => [
						key,
						[ ...sites ],
					] )
				),
			} );
			return;
		}
		if ( down ) {
			request.socket.destroy();
			return;
		}
		if ( target.pathname === '/account' ) {
			const escape = ( text ) =>
				text.replace(
					/[&<>"]/g,
					( c ) =>
						( {
							'&': '&amp;',
							'<': '&lt;',
							'>': '&gt;',
							'"': '&quot;',
						} )[ c ]
				);
			const rows = [ ...activations ]
				.map(
					( [ key, sites ] ) =>
						`<li>${ escape( key ) }: ${ escape( [ ...sites ].join( ', ' ) || 'no site' ) }</li>`
				)
				.join( '' );
			response.writeHead( 200, {
				'content-type': 'text/html; charset=utf-8',
			} );
			response.end(
				`<!doctype html><title>Demo license account</title><h1>Demo license account</h1><ul>${
					rows || '<li>No activations yet.</li>'
				}</ul>`
			);
			return;
		}
		const params = new URLSearchParams(
			request.method === 'POST' ? body : target.search
		);
		const json = answer( activations, params );
		// EDD answers an unknown action with an empty 200.
		if ( json === null ) {
			response.writeHead( 200 );
			response.end();
			return;
		}
		send( 200, json );
	} );
	await new Promise( ( resolve, reject ) => {
		server.once( 'error', reject );
		server.listen( port, '127.0.0.1', resolve );
	} );
	return {
		url: `http://localhost:${ server.address().port }/`,
		stop: () =>
			new Promise( ( resolve ) => {
				server.closeAllConnections();
				server.close( () => resolve() );
			} ),
	};
}
