/**
 * Requests to the cluster (bin/lib/cluster.mjs) as its tests need them: through the balancer
 * (EVENTIN_TEST_URL) or straight to one PHP node (EVENTIN_TEST_NODES), as a test user or a
 * visitor, from a loopback address of the caller's choice (so visitors differ by address), with the
 * node that answered.
 */
import http from 'node:http';
import { users } from '../rest/client.mjs';

export const BALANCER = process.env.EVENTIN_TEST_URL;
/** @type {{a: string, b: string}} */
export const NODES = JSON.parse( process.env.EVENTIN_TEST_NODES ?? '{}' );

/**
 * @param {string} method
 * @param {string} path              Under the site, e.g. /wp-json/eventin/v2/events.
 * @param {Object} [options]
 * @param {string} [options.via]     'a' or 'b' for that node; the balancer otherwise.
 * @param {string} [options.as]      A test user's login; a visitor otherwise.
 * @param {any}    [options.body]    JSON body.
 * @param {Object} [options.headers]
 * @param {string} [options.from]    The loopback address to connect from (default 127.0.0.1).
 * @return {Promise<{status: number, body: any, text: string, node: string, cache: string, headers: Object}>} The answer, its JSON, and the node that gave it.
 */
export function request(
	method,
	path,
	{ via, as, body, headers = {}, from } = {}
) {
	const target = new URL( path, via ? NODES[ via ] : BALANCER );
	const sent = {
		// The site's own address, as the balancer passes it on.
		Host: new URL( BALANCER ).host,
		Accept: 'application/json',
		...headers,
	};
	if ( as ) {
		const user = users[ as ];
		sent.Authorization =
			'Basic ' +
			Buffer.from( `${ user.login }:${ user.appPassword }` ).toString(
				'base64'
			);
	}
	const payload = body === undefined ? undefined : JSON.stringify( body );
	if ( payload !== undefined ) {
		sent[ 'Content-Type' ] = 'application/json';
	}
	return new Promise( ( resolve, reject ) => {
		const outgoing = http.request(
			{
				host: target.hostname,
				port: target.port,
				method,
				path: target.pathname + target.search,
				headers: sent,
				localAddress: from,
				agent: false,
			},
			( answer ) => {
				const chunks = [];
				answer.on( 'data', ( chunk ) => chunks.push( chunk ) );
				answer.on( 'end', () => {
					const text = Buffer.concat( chunks ).toString( 'utf8' );
					let parsed = null;
					try {
						parsed = JSON.parse( text );
					} catch {}
					const [ node = '', cache = '' ] = String(
						answer.headers[ 'x-eventin-node' ] ?? ''
					)
						.split( ';' )
						.map( ( part ) => part.trim() );
					resolve( {
						status: answer.statusCode,
						body: parsed,
						text,
						node,
						cache: cache.replace( 'object-cache=', '' ),
						headers: answer.headers,
					} );
				} );
			}
		);
		outgoing.on( 'error', reject );
		outgoing.end( payload );
	} );
}

/**
 * A REST call: `route` under /wp-json/eventin/v2/.
 * @param {string} method
 * @param {string} route
 * @param {Object} [options] As request() takes them.
 */
export const rest = ( method, route, options ) =>
	request( method, `/wp-json/eventin/v2/${ route }`, options );
