/**
 * A small HTTP client for the REST suite: real requests to the site bin/test.mjs booted,
 * authenticated with each test user's application password.
 */
import fs from 'node:fs';

const BASE = process.env.EVENTIN_TEST_URL;
if ( ! BASE || ! process.env.EVENTIN_TEST_FIXTURES ) {
	throw new Error(
		'Run the REST suite through "npm test" (bin/test.mjs boots the site).'
	);
}
export const { users } = JSON.parse(
	fs.readFileSync( process.env.EVENTIN_TEST_FIXTURES, 'utf8' )
);

/**
 * @param {string}        method
 * @param {string}        route             Path under /wp-json/eventin/v2/, with any query string.
 * @param {Object}        [options]
 * @param {string|null}   [options.as]      Fixture user login; null for anonymous.
 * @param {Object}        [options.body]    JSON body.
 * @param {string|Buffer} [options.raw]     A body sent as it is (not JSON, or not UTF-8), instead of `body`.
 * @param {string}        [options.type]    The Content-Type of `body` or `raw` (default application/json).
 * @param {Object}        [options.headers] More request headers (Origin, Sec-Fetch-Site…).
 * @param {boolean}       [options.text]    Answer a body that is not JSON (a download) as its text
 *                                          instead of failing.
 * @return {Promise<{status: number, body: any, headers: Headers}>}
 */
export async function api(
	method,
	route,
	{
		as = null,
		body,
		raw,
		type,
		headers: extra = {},
		text: allowText = false,
	} = {}
) {
	const headers = { Accept: 'application/json', ...extra };
	if ( as ) {
		const user = users[ as ];
		headers.Authorization =
			'Basic ' +
			Buffer.from( `${ user.login }:${ user.appPassword }` ).toString(
				'base64'
			);
	}
	if ( body !== undefined || raw !== undefined ) {
		headers[ 'Content-Type' ] = type ?? 'application/json';
	}
	const response = await fetch( `${ BASE }/wp-json/eventin/v2/${ route }`, {
		method,
		headers,
		body:
			raw ?? ( body === undefined ? undefined : JSON.stringify( body ) ),
	} );
	const text = await response.text();
	let parsed;
	try {
		parsed = JSON.parse( text );
	} catch {
		if ( allowText ) {
			return {
				status: response.status,
				body: text,
				headers: response.headers,
			};
		}
		throw new Error(
			`${ method } ${ route } answered ${ response.status } with non-JSON: ${ text.slice( 0, 300 ) }`
		);
	}
	return { status: response.status, body: parsed, headers: response.headers };
}

/**
 * A name no other test uses.
 * @param prefix
 */
export function unique( prefix ) {
	return `${ prefix } ${ Date.now().toString( 36 ) }${ Math.random().toString( 36 ).slice( 2, 6 ) }`;
}

/**
 * Runs jobs a few at a time; answers their results in order.
 * @param items
 * @param concurrency
 * @param job
 */
export async function pool( items, concurrency, job ) {
	const results = [];
	let next = 0;
	const worker = async () => {
		while ( next < items.length ) {
			const i = next++;
			results[ i ] = await job( items[ i ] );
		}
	};
	await Promise.all( Array.from( { length: concurrency }, worker ) );
	return results;
}
