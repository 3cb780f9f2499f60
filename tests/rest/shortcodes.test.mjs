/**
 * Embeddable widget scripts over real HTTP: POST/DELETE shortcodes/script (who may, what is
 * refused, nothing stored on failure, one id per kind and shortcode), the script at
 * /eventin-external-script, and the widget data at shortcodes/{id}/embed, which answers CORS to
 * pages of registered domains only.
 */
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { api, unique } from './client.mjs';

const BASE = process.env.EVENTIN_TEST_URL;

/**
 * A request with the headers a browser page would send.
 *
 * @param {string} url     Absolute URL.
 * @param {Object} headers Request headers (Origin, Referer, Sec-Fetch-Site).
 */
async function raw( url, headers = {} ) {
	const response = await fetch( url, { headers } );
	return {
		status: response.status,
		headers: response.headers,
		text: await response.text(),
	};
}

const embedUrl = ( id ) =>
	`${ BASE }/wp-json/eventin/v2/shortcodes/${ id }/embed`;

async function create( body, as = 'eventmanager' ) {
	return api( 'POST', 'shortcodes/script', { as, body } );
}

async function stored( body ) {
	const response = await create( body );
	assert.ok(
		[ 200, 201 ].includes( response.status ),
		JSON.stringify( response.body )
	);
	return response.body;
}

const settings = await api( 'GET', 'settings', { as: 'admin' } );
const domainsBefore = settings.body.registered_domains;
async function registerDomains( domains ) {
	const response = await api( 'PUT', 'settings', {
		as: 'admin',
		body: { registered_domains: domains },
	} );
	assert.equal( response.status, 200, JSON.stringify( response.body ) );
}
after( () => registerDomains( domainsBefore ) );

test( 'creating and deleting scripts needs etn_manage_event: 401 anonymous, 403 without it', async () => {
	const body = { post_name: 'events', shortcode: '[events limit="3"]' };
	const { id } = await stored( body );
	for ( const [ method, route, payload ] of [
		[ 'POST', 'shortcodes/script', body ],
		[ 'DELETE', `shortcodes/script/${ id }` ],
	] ) {
		assert.equal(
			( await api( method, route, { body: payload } ) ).status,
			401
		);
		for ( const as of [ 'subscriber', 'schedulemanager' ] ) {
			const response = await api( method, route, { as, body: payload } );
			assert.equal( response.status, 403, `${ method } as ${ as }` );
			assert.equal(
				response.body.message,
				'Sorry, you are not allowed to do that.'
			);
		}
	}
	// Still there.
	const again = await create( body );
	assert.equal( again.status, 200 );
	assert.equal( again.body.id, id );

	// A refused shortcode was not stored: the first allowed request creates it (201, not 200).
	const fresh = {
		post_name: 'events',
		shortcode: `[events limit="${ 100 + ( Date.now() % 100000 ) }"]`,
	};
	for ( const as of [ undefined, 'subscriber', 'schedulemanager' ] ) {
		assert.equal(
			( await api( 'POST', 'shortcodes/script', { as, body: fresh } ) )
				.status,
			as ? 403 : 401
		);
	}
	assert.equal( ( await create( fresh ) ).status, 201 );
} );

test( 'a script is created once per kind and shortcode, with the tag of Eventin’s path', async () => {
	const shortcode = `[events limit="4" order="ASC" event_cat_ids="${
		Date.now() % 1000
	}"]`;
	const first = await create( { post_name: 'events', shortcode } );
	assert.equal( first.status, 201, JSON.stringify( first.body ) );
	const { id } = first.body;
	assert.ok( Number.isInteger( id ) && id > 0 );
	assert.deepEqual( first.body, {
		id,
		post_name: 'events',
		shortcode,
		script: `<script src="${ BASE }/eventin-external-script?id=${ id }"></script>`,
	} );

	const again = await create( { post_name: 'events', shortcode } );
	assert.equal( again.status, 200 );
	assert.deepEqual( again.body, first.body );
	// Surrounding spaces are not part of it.
	const spaced = await create( {
		post_name: 'events',
		shortcode: `  ${ shortcode }\n`,
	} );
	assert.equal( spaced.body.id, id );

	// An alias of the same kind is another shortcode.
	const alias = await create( {
		post_name: 'events',
		shortcode: shortcode.replace( '[events', '[etn_pro_events_classic' ),
	} );
	assert.equal( alias.status, 201 );
	assert.notEqual( alias.body.id, id );
	// A manager with the permission gets the same one another created.
	const byOther = await create( { post_name: 'events', shortcode }, 'admin' );
	assert.equal( byOther.body.id, id );
} );

test( 'bad bodies are 400s naming the field, and nothing is stored', async () => {
	const { id: before } = await stored( {
		post_name: 'speakers',
		shortcode: `[speakers limit="${ 2 + ( Date.now() % 9 ) }"]`,
	} );
	const cases = [
		[
			{},
			[ 'post_name', 'shortcode' ],
			'Choose the widget kind (post_name).',
		],
		[
			{ post_name: 'events' },
			'shortcode',
			'Give the shortcode to embed.',
		],
		[
			{ post_name: 'events', shortcode: '' },
			'shortcode',
			'Give the shortcode to embed.',
		],
		[
			{ post_name: 'events', shortcode: 5 },
			'shortcode',
			'Give the shortcode to embed.',
		],
		[
			{ post_name: 'no-such-kind', shortcode: '[events]' },
			'post_name',
			'There is no widget kind “no-such-kind”.',
		],
		[
			{ post_name: 'speakers', shortcode: '[events limit="2"]' },
			'shortcode',
			'[events] is not a shortcode of the “speakers” widget; it starts with [speakers.',
		],
		[
			{ post_name: 'events', shortcode: '[events][events_tab]' },
			'shortcode',
			'Give one shortcode only, like [events], with no other shortcode in or after it.',
		],
		[
			{ post_name: 'events', shortcode: '[events] [events]' },
			'shortcode',
			'Give one shortcode only, like [events], with no other shortcode in or after it.',
		],
		[
			{ post_name: 'events', shortcode: '[events limit="2"] hello' },
			'shortcode',
			'This is not a shortcode like [events], alone with nothing before or after it.',
		],
		[
			{
				post_name: 'events',
				shortcode: `[events ${ 'x'.repeat( 2000 ) }]`,
			},
			'shortcode',
			'The shortcode is longer than 2000 characters.',
		],
	];
	for ( const [ body, fields, message ] of cases ) {
		const response = await create( body );
		assert.equal(
			response.status,
			400,
			`${ JSON.stringify( body ) }: ${ JSON.stringify( response.body ) }`
		);
		assert.equal( response.body.message, message, JSON.stringify( body ) );
		assert.deepEqual(
			Object.keys( response.body.data.params ),
			[ fields ].flat()
		);
	}
	// Post ids count up by one per post stored: the next script gets the id after the last one,
	// so none of the refused bodies stored anything.
	const next = await create( {
		post_name: 'speakers',
		shortcode: `[speakers limit="${ 20 + ( Date.now() % 9 ) }" order="ASC"]`,
	} );
	assert.equal( next.status, 201 );
	assert.equal( next.body.id, before + 1 );
} );

test( 'the widget data answers CORS to registered domains only; the Referer counts for nothing', async () => {
	await registerDomains( [ 'registered.test', '*.example.test' ] );
	const { id } = await stored( {
		post_name: 'events',
		shortcode: '[events limit="2"]',
	} );
	for ( const origin of [
		'https://registered.test',
		'http://registered.test:8123',
		'https://a.example.test',
		'https://deep.a.example.test',
		BASE,
	] ) {
		const answer = await raw( embedUrl( id ), { Origin: origin } );
		assert.equal( answer.status, 200, `${ origin }: ${ answer.text }` );
		assert.equal(
			answer.headers.get( 'access-control-allow-origin' ),
			origin
		);
		assert.equal(
			answer.headers.get( 'access-control-allow-credentials' ),
			null
		);
		assert.match( answer.headers.get( 'vary' ) ?? '', /\bOrigin\b/ );
		const data = JSON.parse( answer.text );
		assert.deepEqual( Object.keys( data ), [
			'html',
			'styles',
			'scripts',
		] );
		assert.equal( typeof data.html, 'string' );
	}
	for ( const [ headers, why ] of [
		[ { Origin: 'https://evil.test' }, 'another site' ],
		[ { Origin: 'https://example.test' }, 'the wildcard’s own domain' ],
		[ { Origin: 'https://example.test.evil' }, 'a look-alike' ],
		[ { Origin: 'https://registered.test.evil' }, 'a look-alike' ],
		[ { Origin: 'null' }, 'a file or sandbox' ],
		[ {}, 'no origin' ],
		[ { Referer: 'https://registered.test/page' }, 'a Referer only' ],
		[
			{
				Origin: 'https://evil.test',
				Referer: 'https://registered.test/page',
			},
			'a registered Referer',
		],
	] ) {
		const answer = await raw( embedUrl( id ), headers );
		assert.equal( answer.status, 403, why );
		assert.equal(
			answer.headers.get( 'access-control-allow-origin' ),
			null,
			why
		);
		assert.equal(
			answer.headers.get( 'access-control-allow-credentials' ),
			null,
			why
		);
		const body = JSON.parse( answer.text );
		assert.equal( body.code, 'eventin_embed_not_allowed', why );
		assert.equal(
			body.message,
			'This site is not registered to show the widget.'
		);
		assert.equal( body.html, undefined );
	}
	// A browser's GET to its own site carries no Origin.
	assert.equal(
		( await raw( embedUrl( id ), { 'Sec-Fetch-Site': 'same-origin' } ) )
			.status,
		200
	);

	// Taken off the list, the domain reads nothing.
	await registerDomains( [ '*.example.test' ] );
	const removed = await raw( embedUrl( id ), {
		Origin: 'https://registered.test',
	} );
	assert.equal( removed.status, 403 );
	assert.equal( removed.headers.get( 'access-control-allow-origin' ), null );
} );

test( 'the widget data is the kind’s render of the stored shortcode', async () => {
	await registerDomains( [ 'registered.test' ] );
	const title = unique( 'Embedded Harbour' );
	const event = await api( 'POST', 'events', {
		as: 'admin',
		body: {
			title,
			status: 'publish',
			start_date: '2031-06-01',
			end_date: '2031-06-01',
			start_time: '18:00',
			end_time: '20:00',
			timezone: 'UTC',
		},
	} );
	assert.equal( event.status, 201, JSON.stringify( event.body ) );
	const { id } = await stored( {
		post_name: 'event',
		shortcode: `[eventin_event event_id="${ event.body.id }"]`,
	} );
	const answer = await raw( embedUrl( id ), {
		Origin: 'https://registered.test',
	} );
	assert.equal( answer.status, 200 );
	const data = JSON.parse( answer.text );
	assert.match( data.html, /class="eventin-widget eventin-event\b/ );
	assert.ok( data.html.includes( title ), data.html.slice( 0, 300 ) );
	assert.ok(
		data.styles.some( ( url ) =>
			url.startsWith(
				`${ BASE }/wp-content/plugins/eventin/build/widgets-style.css?ver=`
			)
		),
		JSON.stringify( data.styles )
	);
	// The event card's own stylesheet after the base, and no other widget's.
	assert.deepEqual(
		data.styles
			.map( ( url ) => new URL( url ).pathname.split( '/' ).pop() )
			.filter( ( file ) => file.startsWith( 'widgets-style' ) ),
		[ 'widgets-style.css', 'widgets-style-events.css' ]
	);
} );

test( 'the script is JavaScript with its configuration, at Eventin’s path and on plain permalinks', async () => {
	const { id } = await stored( {
		post_name: 'events-tab',
		shortcode: '[events_tab limit="3"]',
	} );
	for ( const url of [
		`${ BASE }/eventin-external-script?id=${ id }`,
		`${ BASE }/?eventin-external-script=1&id=${ id }`,
	] ) {
		const answer = await raw( url, { Origin: 'https://evil.test' } );
		assert.equal( answer.status, 200, url );
		assert.match(
			answer.headers.get( 'content-type' ),
			/^application\/javascript\b/
		);
		// A plain <script> tag needs no CORS, and none is given.
		assert.equal(
			answer.headers.get( 'access-control-allow-origin' ),
			null
		);
		assert.ok(
			answer.text.startsWith(
				`(function () {\nvar eventinEmbedConfig = {"id":${ id },"dataUrl":"${ embedUrl(
					id
				) }","warning":"Eventin: this widget is not shown because %s is not a registered domain`
			),
			answer.text.slice( 0, 200 )
		);
		assert.ok( answer.text.includes( 'eventin:mount' ) );
	}
	const unknown = await raw(
		`${ BASE }/eventin-external-script?id=999999999`
	);
	assert.equal( unknown.status, 404 );
	assert.match(
		unknown.headers.get( 'content-type' ),
		/^application\/javascript\b/
	);
	assert.equal(
		unknown.text,
		'/* Eventin: this widget script does not exist (any more). */\n'
	);
	assert.equal(
		( await raw( `${ BASE }/eventin-external-script` ) ).status,
		404
	);
} );

test( 'a deleted script answers 404, its data too', async () => {
	await registerDomains( [ 'registered.test' ] );
	const shortcode = `[events limit="${ 30 + ( Date.now() % 50 ) }"]`;
	const created = await stored( { post_name: 'events', shortcode } );
	const { id } = created;
	const deleted = await api( 'DELETE', `shortcodes/script/${ id }`, {
		as: 'eventmanager',
	} );
	assert.equal( deleted.status, 200, JSON.stringify( deleted.body ) );
	assert.deepEqual( deleted.body, { deleted: true, previous: created } );

	const script = await raw( `${ BASE }/eventin-external-script?id=${ id }` );
	assert.equal( script.status, 404 );
	const data = await raw( embedUrl( id ), {
		Origin: 'https://registered.test',
	} );
	assert.equal( data.status, 404 );
	assert.equal(
		JSON.parse( data.text ).message,
		'This script does not exist.'
	);
	const again = await api( 'DELETE', `shortcodes/script/${ id }`, {
		as: 'eventmanager',
	} );
	assert.equal( again.status, 404 );
	// Asked for again, the shortcode gets a new id.
	const renewed = await create( { post_name: 'events', shortcode } );
	assert.equal( renewed.status, 201 );
	assert.notEqual( renewed.body.id, id );
	// Other posts are not scripts.
	const page = await api( 'DELETE', `shortcodes/script/1`, { as: 'admin' } );
	assert.equal( page.status, 404 );
} );
