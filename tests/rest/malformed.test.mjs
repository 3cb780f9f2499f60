/**
 * Malformed bodies (issue 17 §2): every write route and method of the namespace index gets at
 * least 50 bad inputs generated from its declared args, sent as the administrator so permission is
 * not what refuses them: wrong types, missing required and unknown fields, empty and 1 MB strings,
 * invalid UTF-8, emoji and right-to-left text, negative, huge and fractional numbers, nested lists
 * and objects where scalars belong, SQL and HTML, unknown ids in the path and the body, bodies that
 * are not JSON and bodies of another content type.
 *
 * - Clearly bad input must answer 400, 404, 409, 413 or 415 with a `message`.
 * - Input that may well be valid (emoji or SQL in a name, an unknown field WordPress ignores) may
 *   be accepted; emoji, right-to-left and SQL text in a text field of a body known to be valid must
 *   be, stored as sent. What it creates is deleted again. Nothing ever answers 500.
 * - Row counts of every table of the site (tests/rest/table-counts.php) are the same before and
 *   after each route's bad inputs, and after the rest once what they created is deleted.
 * - PHP logs no warning, notice, deprecation or database error meanwhile (wp-content/debug.log).
 *
 * A route added later is covered as it declares itself; its collection needs a fixture below.
 */
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import readline from 'node:readline';
import fs from 'node:fs';
import path from 'node:path';
import { api, pool, unique } from './client.mjs';
import { day, uniqueAddress } from './bookings.mjs';
import { waitForMail } from './mailbox.mjs';

const NAMESPACE = '/eventin/v2/';
const WRITES = [ 'POST', 'PUT', 'PATCH', 'DELETE' ];
const REJECTED = [ 400, 404, 409, 413, 415 ];
const MINIMUM_CASES = 50;
/** Bodies tried per route and method (all of them with MALFORMED_ALL=1): CI's time is counted. */
const SAMPLE = process.env.MALFORMED_ALL ? Infinity : 60;
const CONCURRENCY = 4;
const UNKNOWN_ID = 99999999;
const MB = 'x'.repeat( 1024 * 1024 );
const LOG = path.join(
	process.env.EVENTIN_TEST_SITE_DIR,
	'wp-content',
	'debug.log'
);
const LOG_PROBLEM =
	/PHP (Warning|Notice|Deprecated|Fatal error|Parse error)|WordPress database error/;

// ── Rows per table, from one PHP process loaded once ──────────────────────────────────────
let counter;
let counterLines;
function startCounter() {
	counter = spawn(
		'php',
		[ path.join( import.meta.dirname, 'table-counts.php' ) ],
		{
			stdio: [ 'pipe', 'pipe', 'inherit' ],
		}
	);
	counterLines = readline
		.createInterface( { input: counter.stdout } )
		[ Symbol.asyncIterator ]();
}
startCounter();
after( () => counter.kill() );
after( () =>
	execFileSync( 'php', [
		path.join( import.meta.dirname, 'jobs-panel.php' ),
		'delete',
		'eventin_test_malformed_job',
	] )
);

/** @return {Promise<Record<string, number>>} Rows per table. */
async function countRows() {
	for ( let attempt = 0; ; attempt++ ) {
		if ( counter.exitCode === null ) {
			counter.stdin.write( '\n' );
			const { value, done } = await counterLines.next();
			if ( ! done ) {
				return JSON.parse( value );
			}
		}
		assert.ok(
			attempt < 2,
			`table-counts.php stopped (${ counter.exitCode })`
		);
		startCounter();
	}
}

/**
 * The rate limit's windows (includes/Http/RateLimit.php): every attempt at a public write counts,
 * a bad one too (that is what stops guessing), and a window's row comes and goes with the minute.
 */
const COUNTS_ATTEMPTS = /_etn_rate_limits$/;

/**
 * @param {Record<string, number>} before
 * @param {Record<string, number>} now
 * @return {string[]} 'table: before → now' for each table that changed.
 */
function changedTables( before, now ) {
	return Object.keys( { ...before, ...now } )
		.filter( ( table ) => ! COUNTS_ATTEMPTS.test( table ) )
		.filter( ( table ) => before[ table ] !== now[ table ] )
		.map(
			( table ) => `${ table }: ${ before[ table ] } → ${ now[ table ] }`
		);
}

let logOffset = fs.existsSync( LOG ) ? fs.statSync( LOG ).size : 0;
/** @return {string[]} The warnings, notices and errors PHP logged since the last call. */
function newLogProblems() {
	if ( ! fs.existsSync( LOG ) ) {
		return [];
	}
	const size = fs.statSync( LOG ).size;
	if ( size <= logOffset ) {
		return [];
	}
	const fd = fs.openSync( LOG, 'r' );
	const buffer = Buffer.alloc( size - logOffset );
	fs.readSync( fd, buffer, 0, buffer.length, logOffset );
	fs.closeSync( fd );
	logOffset = size;
	return buffer
		.toString( 'utf8' )
		.split( '\n' )
		.filter( ( line ) => LOG_PROBLEM.test( line ) );
}

// ── What the bad inputs are made of ───────────────────────────────────────────────────────
let serial = 0;
/** A suffix that keeps names apart (names of terms must be unique). */
const nth = () => ` ${ ++serial }`;

/**
 * Values of every JSON type, each wrong for some declared type. The integer is an id no item has:
 * WordPress reads a lone scalar as a one-item list, so for a list of ids it names an item.
 */
const TYPED = [
	[ 'a string', 'text' ],
	[ 'an integer', UNKNOWN_ID ],
	[ 'a fraction', -7.5 ],
	[ 'a boolean', true ],
	[ 'null', null ],
	[ 'an empty list', [] ],
	[ 'a list', [ 'a', 1 ] ],
	[ 'an object', { key: 'value' } ],
	[ 'nested lists', [ [ [ 'deep' ] ] ] ],
	[ 'nested objects', { a: { b: { c: [ 1 ] } } } ],
];

/** Strings: [ label, make, kind ]; kind 'text' is text a person may well mean. */
const STRINGS = [
	[ 'an empty string', () => '', 'edge' ],
	[ 'only spaces', () => '   ', 'edge' ],
	[ 'a 1 MB string', () => MB, 'edge' ],
	[ 'emoji', () => `🎉 Fête 👩🏽‍💻${ nth() }`, 'text' ],
	[ 'right-to-left text', () => `مرحبا بالعالم שלום${ nth() }`, 'text' ],
	[ 'SQL', () => `Robert'); DROP TABLE wp_posts; --${ nth() }`, 'text' ],
	[
		'SQL',
		() => `' OR '1'='1' UNION SELECT user_pass FROM wp_users --${ nth() }`,
		'text',
	],
	[ 'HTML', () => `<script>alert(1)</script>${ nth() }`, 'html' ],
	[ 'HTML', () => `"><img src=x onerror=alert(1)>${ nth() }`, 'html' ],
	[ 'a javascript: link', () => 'javascript:alert(1)', 'html' ],
	[ 'control characters', () => `a\u0000b\u0007c\u001b${ nth() }`, 'edge' ],
	[ 'a right-to-left override', () => `\u202Egnp.exe${ nth() }`, 'edge' ],
	[ 'zero-width characters', () => '\u200B\u200C\uFEFF', 'edge' ],
	[ 'a format string', () => `%s%n%x%d \${0}${ nth() }`, 'edge' ],
];

/** Bodies the whole request gets wrong: [ label, raw bytes, content type ]. */
const RAW_BODIES = [
	[ 'JSON cut short', '{"name": "x", ', 'application/json' ],
	[ 'not JSON', 'this is not JSON', 'application/json' ],
	[ 'JSON with trailing garbage', '{"a": 1}}', 'application/json' ],
	[ 'JSON with unquoted keys', '{name: 1}', 'application/json' ],
	[ 'a JSON list', '[1, 2, 3]', 'application/json' ],
	[ 'a JSON number', '42', 'application/json' ],
	[ 'a JSON string', '"text"', 'application/json' ],
	[
		'JSON nested 2,000 deep',
		'['.repeat( 2000 ) + ']'.repeat( 2000 ),
		'application/json',
	],
	[
		'bytes that are not UTF-8',
		Buffer.from( [ 0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d ] ),
		'application/json',
	],
	[ 'XML', '<event><title>x</title></event>', 'application/xml' ],
];

/**
 * @param {any}      value
 * @param {string[]} types Declared types.
 * @return {boolean} Whether WordPress takes the value as one of the types.
 */
function typeAccepts( value, types ) {
	return types.some( ( type ) => {
		switch ( type ) {
			case 'null':
				return value === null;
			case 'boolean':
				return [
					true,
					false,
					0,
					1,
					'0',
					'1',
					'true',
					'false',
				].includes( value );
			case 'integer':
				return (
					( typeof value === 'number' &&
						Number.isInteger( value ) ) ||
					( typeof value === 'string' &&
						/^\s*-?\d+\s*$/.test( value ) )
				);
			case 'number':
				return (
					typeof value === 'number' ||
					( typeof value === 'string' &&
						value.trim() !== '' &&
						! isNaN( Number( value ) ) )
				);
			case 'string':
				return typeof value === 'string';
			case 'array':
				// PHP decodes {} as an empty array.
				return (
					Array.isArray( value ) ||
					( isObject( value ) && ! Object.keys( value ).length )
				);
			case 'object':
				return (
					isObject( value ) ||
					( Array.isArray( value ) && ! value.length )
				);
			default:
				return false;
		}
	} );
}

const isObject = ( value ) =>
	value !== null && typeof value === 'object' && ! Array.isArray( value );
const typesOf = ( schema ) => [].concat( schema.type ?? [] );
const length = ( text ) => [ ...text ].length;

/**
 * A string as WordPress saves a text field (close enough to tell empty from not).
 * @param {string} text
 * @param {string} format
 */
function asSaved( text, format ) {
	if ( format !== 'text-field' && format !== 'textarea-field' ) {
		return text;
	}
	return text
		.replace( /<(script|style)[^>]*?>[\s\S]*?<\/\1>/gi, '' )
		.replace( /<[^>]*>/g, '' )
		.replace( /[\u0000-\u001f]/g, '' )
		.trim();
}

/**
 * @param {string} text
 * @param {Object} schema A string field.
 * @return {boolean} Whether the field's declared rules refuse the string.
 */
function stringBreaksRules( text, schema ) {
	const saved = asSaved( text, schema.format );
	return (
		( schema.enum && ! schema.enum.includes( text ) ) ||
		( schema.pattern && ! new RegExp( schema.pattern ).test( text ) ) ||
		( schema.minLength !== undefined &&
			length( saved ) < schema.minLength ) ||
		( schema.maxLength !== undefined &&
			length( text ) > schema.maxLength ) ||
		( schema.format === 'email' &&
			! /^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i.test( text.trim() ) ) ||
		( schema.format === 'date' && ! /^\d{4}-\d{2}-\d{2}$/.test( text ) ) ||
		// Invisible characters alone are no name.
		( schema.minLength >= 1 &&
			!! schema.format &&
			saved.replace( /[\p{Cf}\p{Cc}\s]/gu, '' ) === '' )
	);
}

/** Ids of what another plugin keeps, which Eventin stores as given. */
const OPAQUE_IDS = new Set( [
	// A template of Eventin Pro's certificate builder; the eventin_certificate_recipients filter uses it.
	'certificate_template',
] );

/**
 * @param {string} name   The field's name.
 * @param {Object} schema Its schema.
 * @return {boolean} Whether it holds the id of something that must exist.
 */
const isIdField = ( name, schema ) =>
	! OPAQUE_IDS.has( name ) &&
	( /(^|_)ids?$|^parent$/.test( name ) ||
		/\bids?\b/i.test( schema.description ?? '' ) ||
		( name === 'event_id' && typesOf( schema ).includes( 'integer' ) ) );

/** Candidate values of a pattern, tried in turn. */
const PATTERN_SAMPLES = [
	'10:00',
	'https://example.com/',
	'USD',
	'2031-03-01 10:00',
	'pk_test_abc',
	'sk_test_abc',
	'whsec_abc',
	'valid-key',
	'abc',
];

/**
 * A value the schema takes.
 * @param {string} name
 * @param {Object} schema
 */
function validValue( name, schema ) {
	if ( schema.default !== undefined && ! schema.required ) {
		return schema.default;
	}
	if ( schema.enum ) {
		return schema.enum.find( ( value ) => value !== '' );
	}
	const types = typesOf( schema );
	if ( types.includes( 'object' ) ) {
		return Object.fromEntries(
			Object.entries( schema.properties ?? {} )
				.filter( ( [ , property ] ) => property.required === true )
				.map( ( [ key, property ] ) => [
					key,
					validValue( key, property ),
				] )
		);
	}
	if ( types.includes( 'array' ) ) {
		return schema.minItems
			? [ validValue( name, schema.items ?? { type: 'string' } ) ]
			: [];
	}
	if ( types.includes( 'integer' ) || types.includes( 'number' ) ) {
		return isIdField( name, schema )
			? UNKNOWN_ID
			: Math.max( schema.minimum ?? 1, 1 );
	}
	if ( types.includes( 'boolean' ) ) {
		return false;
	}
	if ( schema.format === 'email' ) {
		return uniqueAddress( 'malformed' );
	}
	if ( schema.format === 'date' ) {
		return day;
	}
	if ( schema.pattern ) {
		const pattern = new RegExp( schema.pattern );
		return (
			PATTERN_SAMPLES.find( ( text ) => pattern.test( text ) ) ?? 'abc'
		);
	}
	return unique( 'Malformed' );
}

// ── Fixtures: one item of each collection, whose routes take an id ────────────────────────

const admin = ( method, route, body ) =>
	api( method, route, { as: 'admin', body } );

async function create( route, body ) {
	const response = await admin( 'POST', route, body );
	assert.ok(
		[ 200, 201 ].includes( response.status ),
		`fixture ${ route }: ${ JSON.stringify( response.body ) }`
	);
	return response.body;
}

const settingsBefore = ( await admin( 'GET', 'settings' ) ).body;
// Hundreds of bookings are tried from one address: the checkout's rate limit is not under test.
// The RSVP routes answer only with the module on.
await admin( 'PUT', 'settings', {
	checkout_rate_limit: 10000,
	modules: { rsvp: 'on' },
} );

const eventBody = ( status = 'draft' ) => ( {
	title: unique( 'Malformed event' ),
	status,
	start_date: day,
	end_date: day,
	start_time: '09:00',
	end_time: '17:00',
	timezone: 'Europe/Berlin',
} );
const event = await create( 'events', {
	...eventBody( 'publish' ),
	tickets: [
		{ name: 'Free', price: 0, capacity: 1000 },
		{ name: 'Paid', price: 12.5, capacity: 1000 },
	],
} );
const freeTicket = event.tickets[ 0 ].id;
// The first event and schedule trashed and deleted for good add their statuses' kept counts.
for ( const [ route, body ] of [
	[ 'events', eventBody() ],
	[
		'schedules',
		{ program_title: unique( 'Malformed schedule' ), date: day },
	],
] ) {
	const { id } = await create( route, body );
	await admin( 'DELETE', `${ route }/${ id }` );
	await admin( 'DELETE', `${ route }/${ id }?force=true` );
}
const order = await create( 'orders', {
	event_id: event.id,
	tickets: [ { ticket_id: freeTicket, quantity: 2 } ],
	customer: { name: 'Fixture Buyer', email: uniqueAddress( 'buyer' ) },
} );
const attendeeId = ( await admin( 'GET', `orders/${ order.id }` ) ).body
	.attendees[ 0 ].id;
const rsvpEvent = await create( 'events', {
	...eventBody( 'publish' ),
	rsvp: { enabled: true, limit: -1, max_attendees: 10 },
} );
/**
 * A response to the RSVP event: its id and signed token, from its confirmation mail.
 * @return {Promise<{id: number, token: string}>} The response.
 */
async function rsvpResponse() {
	const email = uniqueAddress( 'rsvp' );
	await create( 'rsvp-registration', {
		event_id: rsvpEvent.id,
		name: 'Fixture Guest',
		email,
	} );
	const mail = await waitForMail( ( m ) => m.to.includes( email ) );
	const [ , token, id ] = /eventin-rsvp=((\d+)-[0-9a-f]{32})/.exec(
		mail.html
	);
	return { id: Number( id ), token };
}
const rsvpLinked = await rsvpResponse();
const rsvpReported = await rsvpResponse();

/** Bodies that create a valid item of a collection (for its creates and scratch items). */
const CREATE = {
	events: eventBody,
	'event/categories': () => ( { name: unique( 'Malformed category' ) } ),
	'event/tags': () => ( { name: unique( 'Malformed tag' ) } ),
	'speaker/categories': () => ( { name: unique( 'Malformed group' ) } ),
	speakers: () => ( {
		name: unique( 'Malformed speaker' ),
		email: uniqueAddress( 'malformed' ),
		category: [ 'speaker' ],
	} ),
	schedules: () => ( {
		program_title: unique( 'Malformed schedule' ),
		date: day,
	} ),
	'shortcodes/script': () => ( {
		post_name: 'events',
		shortcode: `[events limit="${ ++serial }"]`,
	} ),
	orders: () => ( {
		event_id: event.id,
		tickets: [ { ticket_id: freeTicket, quantity: 1 } ],
		customer: { name: unique( 'Buyer' ), email: uniqueAddress( 'buyer' ) },
	} ),
	attendees: () => ( {
		event_id: event.id,
		ticket_id: freeTicket,
		name: unique( 'Guest' ),
		email: uniqueAddress( 'guest' ),
	} ),
	'attendees/exports': () => ( { format: 'csv', event_id: event.id } ),
	'rsvp-report/exports': () => ( { format: 'csv', event_id: rsvpEvent.id } ),
	'rsvp-registration': () => ( {
		event_id: rsvpEvent.id,
		name: unique( 'Guest' ),
		email: uniqueAddress( 'rsvp' ),
	} ),
	// Keys that the license server refuses: nothing is ever stored.
	'license/activate': () => ( {
		name: 'Malformed',
		email: 'malformed@example.com',
		license_key: 'invalid-malformed',
	} ),
	permissions: () => ( { permissions: [ 'etn_manage_event' ] } ),
};
/** Collections whose create body above is valid: text a person may mean must be accepted. */
const VALID_CREATE = new Set( [
	'events',
	'event/categories',
	'event/tags',
	'speaker/categories',
	'speakers',
	'schedules',
	'attendees',
	'rsvp-registration',
] );
/** Collections whose DELETE leaves rows behind on purpose (a cancelled ticket stays on its booking). */
const KEEPS_ROWS = new Set( [ 'attendees' ] );

/** The id in the path of each collection's item routes. */
const FIXTURES = {
	events: event.id,
	'event/categories': (
		await create( 'event/categories', CREATE[ 'event/categories' ]() )
	).id,
	'event/tags': ( await create( 'event/tags', CREATE[ 'event/tags' ]() ) ).id,
	'speaker/categories': (
		await create( 'speaker/categories', CREATE[ 'speaker/categories' ]() )
	).id,
	speakers: ( await create( 'speakers', CREATE.speakers() ) ).id,
	schedules: ( await create( 'schedules', CREATE.schedules() ) ).id,
	'shortcodes/script': (
		await create( 'shortcodes/script', CREATE[ 'shortcodes/script' ]() )
	).id,
	orders: order.id,
	attendees: attendeeId,
	// A response's signed link; a response of the report (whose writes take a response id).
	'rsvp-response': rsvpLinked.token,
	'rsvp-report': rsvpReported.id,
	// A queued job due in an hour (Retry refuses it: only failed jobs are retried).
	jobs: Number(
		execFileSync(
			'php',
			[
				path.join( import.meta.dirname, 'jobs-panel.php' ),
				'queue',
				'eventin_test_malformed_job',
				'1',
			],
			{ encoding: 'utf8' }
		).trim()
	),
	// A send cancelled at once: retrying or cancelling it again is refused (409), so nothing moves.
	batches: await ( async () => {
		const invitation = await admin(
			'POST',
			`rsvp-report/${ rsvpEvent.id }/invitations`,
			{
				subject: 'Malformed',
				body: 'Malformed',
				addresses: [ uniqueAddress( 'batch' ) ],
				send_at: new Date( Date.now() + 86400000 ).toISOString(),
			}
		);
		assert.equal(
			invitation.status,
			201,
			JSON.stringify( invitation.body )
		);
		const cancelled = await admin(
			'POST',
			`batches/${ invitation.body.id }/cancel`
		);
		assert.equal( cancelled.status, 200, JSON.stringify( cancelled.body ) );
		return invitation.body.id;
	} )(),
	// A role of the site that Manage Access does not otherwise use.
	permissions: 'author',
	'permissions/roles': 'author',
};
assert.equal(
	( await admin( 'PUT', 'permissions/author', CREATE.permissions() ) ).status,
	200
);

const index = await admin( 'GET', '?context=help' );
assert.equal( index.status, 200 );

/**
 * @param {string} route As the index names it, e.g. /eventin/v2/events/(?P<id>\d+)/clone.
 * @return {string} Its collection, e.g. events.
 */
const collectionOf = ( route ) =>
	route.slice( NAMESPACE.length ).split( /\/\(\?P</ )[ 0 ];
const pathParams = ( route ) =>
	[ ...route.matchAll( /\(\?P<(\w+)>([^)]*)\)/g ) ].map(
		( [ , name, pattern ] ) => ( {
			name,
			numeric: pattern === '\\d+',
		} )
	);
/**
 * @param  route
 * @param  value
 * @return {string} The path under the namespace with the params filled in.
 */
const fill = ( route, value ) =>
	route
		.slice( NAMESPACE.length )
		.replace( /\(\?P<\w+>[^)]*\)/g, String( value ) );

// ── The cases of one route and method ─────────────────────────────────────────────────────

/**
 * @typedef {Object} Case
 * @property {string}                     label     What is wrong with it.
 * @property {'reject'|'either'|'accept'} expect    Whether it must be refused, may be taken, or must be.
 * @property {any}                        [body]    A JSON body.
 * @property {string|Buffer}              [raw]     Or raw bytes,
 * @property {string}                     [type]    with this Content-Type.
 * @property {boolean}                    [unknown] The path names an item that does not exist.
 * @property {string}                     [field]   With expect 'accept': the top-level field to find stored as sent.
 * @property {string}                     [sent]    Its value.
 */

/**
 * A JSON body with one value replaced by raw JSON text or bytes.
 * @param body
 * @param set
 * @param rawValue
 */
function withRaw( body, set, rawValue ) {
	const marker = `__malformed_raw_${ ++serial }__`;
	const json = JSON.stringify( set( body, marker ) );
	const [ start, end ] = json.split( `"${ marker }"` );
	return Buffer.concat( [
		Buffer.from( start ),
		Buffer.isBuffer( rawValue ) ? rawValue : Buffer.from( rawValue ),
		Buffer.from( end ),
	] );
}

/**
 * Body values to try in a field: [ label, value or raw, expect ].
 * @param {string}  name     The field's name.
 * @param {Object}  schema   Its schema.
 * @param {boolean} topLevel A field of the body itself.
 */
function fieldValues( name, schema, topLevel ) {
	const types = typesOf( schema );
	const values = [];
	const same = ( put ) => put;
	const add = ( label, value, expect ) =>
		values.push( { label, value, expect, apply: same } );
	const addRaw = ( label, raw, expect ) =>
		values.push( { label, raw, expect, apply: same } );
	for ( const [ label, value ] of TYPED ) {
		if ( ! typeAccepts( value, types ) ) {
			// null for what has a default may mean the default.
			add(
				label,
				value,
				value === null && schema.default !== undefined
					? 'either'
					: 'reject'
			);
		}
	}
	if ( types.includes( 'string' ) ) {
		for ( const [ label, make, kind ] of STRINGS ) {
			const text = make();
			const breaks =
				stringBreaksRules( text, schema ) || isIdField( name, schema );
			const isText =
				schema.format === 'text-field' ||
				schema.format === 'textarea-field';
			let expect = 'either';
			if ( breaks ) {
				expect = 'reject';
			} else if ( kind === 'text' && isText && topLevel ) {
				expect = 'accept';
			}
			add( label, text, expect );
		}
		addRaw(
			'bytes that are not UTF-8',
			Buffer.from( [ 0x22, 0xc3, 0x28, 0xff, 0x22 ] ),
			'reject'
		);
		addRaw( 'a lone UTF-16 surrogate', '"\\ud800x"', 'reject' );
	}
	if ( types.includes( 'integer' ) || types.includes( 'number' ) ) {
		const whole = ! types.includes( 'number' );
		const numbers = [
			[ 'a negative number', -1 ],
			[ 'a large negative number', -2147483649 ],
			[ 'a fraction', 1.5 ],
			[ 'a number above 32 bits', 2147483648 ],
			[ 'a number above 64 bits', 2 ** 64 ],
			[ 'a huge number', 1e30 ],
			[ 'a numeric string with letters', '12abc' ],
			[ 'a hexadecimal string', '0x1A' ],
		];
		for ( const [ label, number ] of numbers ) {
			if ( typeof number === 'string' ) {
				if (
					! typeAccepts( number, types ) ||
					! types.includes( 'string' )
				) {
					add( label, number, 'reject' );
				}
				continue;
			}
			const wrong =
				( whole && ! Number.isInteger( number ) ) ||
				( schema.minimum !== undefined && number < schema.minimum ) ||
				( schema.maximum !== undefined && number > schema.maximum ) ||
				Math.abs( number ) >= 2 ** 63 ||
				( isIdField( name, schema ) && number > 0 );
			add( label, number, wrong ? 'reject' : 'either' );
		}
		addRaw( 'an infinite number', '1e999', 'reject' );
		if ( isIdField( name, schema ) ) {
			add( 'an unknown id', UNKNOWN_ID, 'reject' );
		}
	}
	if ( types.includes( 'boolean' ) ) {
		add( 'a word for a boolean', 'maybe', 'reject' );
		add( 'a number for a boolean', 2, 'reject' );
	}
	if ( types.includes( 'array' ) && schema.items ) {
		const items = schema.items;
		if ( typesOf( items ).includes( 'object' ) ) {
			const item = validValue( name, items );
			for ( const [ key, property ] of writable( items ) ) {
				for ( const value of fieldValues( key, property, false ) ) {
					values.push( {
						...value,
						label: `${ key } of an item: ${ value.label }`,
						apply: ( put ) => [
							{ ...item, [ key ]: value.apply( put ) },
						],
						expect:
							value.expect === 'accept' ? 'either' : value.expect,
					} );
				}
				if ( property.required === true ) {
					const { [ key ]: omitted, ...rest } = item;
					add( `an item without its ${ key }`, [ rest ], 'reject' );
				}
			}
			if ( items.additionalProperties === false ) {
				add(
					'an item with an unknown field',
					[ { ...item, malformed: 1 } ],
					'reject'
				);
			}
		} else {
			for ( const [ label, value ] of TYPED ) {
				if ( ! typeAccepts( value, typesOf( items ) ) ) {
					add( `a list of ${ label }`, [ value ], 'reject' );
				}
			}
			if ( isIdField( name, schema ) || isIdField( name, items ) ) {
				add( 'an unknown id in the list', [ UNKNOWN_ID ], 'reject' );
			}
			if ( items.enum ) {
				add(
					'a list with an unknown value',
					[ 'malformed' ],
					'reject'
				);
			}
		}
		if ( schema.maxItems !== undefined && schema.maxItems <= 100 ) {
			add(
				'too many items',
				Array( schema.maxItems + 1 ).fill( validValue( name, items ) ),
				'reject'
			);
		}
		if ( schema.minItems ) {
			add( 'no items', [], 'reject' );
		}
	}
	if ( types.includes( 'object' ) && schema.properties ) {
		const object = validValue( name, schema );
		for ( const [ key, property ] of writable( schema ) ) {
			for ( const value of fieldValues( key, property, false ) ) {
				values.push( {
					...value,
					label: `${ key }: ${ value.label }`,
					apply: ( put ) => ( {
						...object,
						[ key ]: value.apply( put ),
					} ),
					expect: value.expect === 'accept' ? 'either' : value.expect,
				} );
			}
			if ( property.required === true ) {
				const { [ key ]: omitted, ...rest } = object;
				add( `without its ${ key }`, rest, 'reject' );
			}
		}
		add(
			'an unknown field',
			{ ...object, malformed: 1 },
			schema.additionalProperties === false ? 'reject' : 'either'
		);
	}
	return values;
}

/**
 * @param {Object} base  The body the value goes into.
 * @param {string} name  The field.
 * @param {Object} value From fieldValues().
 * @param {any}    put   What to put there (in a nested field: where value.apply() puts it).
 */
const place = ( base, name, value, put ) => ( {
	...base,
	[ name ]: value.apply( put ),
} );

/**
 * The properties of an object schema that a client sends (readonly ones are only answered).
 * @param schema
 */
const writable = ( schema ) =>
	Object.entries( schema.properties ?? {} ).filter(
		( [ , property ] ) => ! property.readonly
	);

/**
 * @param {string} route    As the index names it.
 * @param {Object} endpoint Its endpoint with the method.
 * @param {string} method
 * @return {Case[]}
 */
function casesOf( route, endpoint, method ) {
	const params = pathParams( route );
	const collection = collectionOf( route );
	const names = new Set( params.map( ( param ) => param.name ) );
	const args = Object.entries( endpoint.args ).filter(
		( [ name ] ) => ! names.has( name )
	);
	const isCreate = method === 'POST' && ! params.length;
	const required = args.filter( ( [ , arg ] ) => arg.required );
	// A valid body to start from: a new item's, the ids of a bulk delete (unknown ones), or nothing.
	const base = () =>
		isCreate && CREATE[ collection ]
			? CREATE[ collection ]()
			: Object.fromEntries(
					required.map( ( [ name, arg ] ) => [
						name,
						validValue( name, arg ),
					] )
				);
	// What is sent to an item's action goes to an unknown item: nothing to accept there.
	const knownValid = isCreate
		? VALID_CREATE.has( collection )
		: ! params.length || /\)$/.test( route );
	/** @type {Case[]} */
	const cases = [];

	for ( const [ name, arg ] of args ) {
		for ( const value of fieldValues( name, arg, true ) ) {
			const body = base();
			const label = `${ name }: ${ value.label }`;
			const expect =
				value.expect === 'accept' && ! knownValid
					? 'either'
					: value.expect;
			if ( value.raw !== undefined ) {
				cases.push( {
					label,
					expect,
					raw: withRaw(
						body,
						( b, marker ) => place( b, name, value, marker ),
						value.raw
					),
				} );
			} else {
				cases.push( {
					label,
					expect,
					body: place( body, name, value, value.value ),
					field: expect === 'accept' ? name : undefined,
					sent: value.value,
				} );
			}
		}
		if ( arg.required ) {
			const { [ name ]: omitted, ...rest } = base();
			cases.push( {
				label: `without ${ name }`,
				expect: 'reject',
				body: rest,
			} );
		}
		if ( name === 'ids' && FIXTURES[ collection ] ) {
			// All or nothing: the existing one stays when another is unknown.
			cases.push( {
				label: 'ids: an existing and an unknown id',
				expect: 'reject',
				body: { ids: [ FIXTURES[ collection ], UNKNOWN_ID ] },
			} );
		}
	}
	if ( required.length ) {
		cases.push( { label: 'an empty object', expect: 'reject', body: {} } );
	}
	cases.push( {
		label: 'an unknown field',
		expect: 'either',
		body: { ...base(), malformed_unknown_field: 'x' },
	} );
	for ( const [ label, raw, type ] of RAW_BODIES ) {
		cases.push( {
			label: `the body: ${ label }`,
			expect: 'reject',
			raw,
			type,
		} );
	}
	cases.push( {
		label: 'the body: JSON sent as text/plain',
		expect: 'reject',
		status: 415,
		raw: JSON.stringify( { ...base(), malformed_unknown_field: 'x' } ),
		type: 'text/plain',
	} );
	cases.push( {
		label: 'the body: a form with bytes that are not UTF-8',
		expect: 'reject',
		raw: formOf( base(), args ),
		type: 'application/x-www-form-urlencoded',
	} );
	if ( params.length ) {
		for ( const value of [
			UNKNOWN_ID,
			0,
			'18446744073709551616',
			'malformed-unknown',
		] ) {
			if (
				typeof value === 'string' &&
				value.startsWith( 'm' ) &&
				params[ 0 ].numeric
			) {
				continue;
			}
			cases.push( {
				label: `an unknown ${ params[ 0 ].name } in the path (${ value })`,
				expect: 'reject',
				body: base(),
				unknown: value,
			} );
		}
		// Routes that take little else: unknown fields of every kind, for an item that does not exist.
		for ( let i = 0; cases.length < MINIMUM_CASES; i++ ) {
			const [ label, make ] = STRINGS[ i % STRINGS.length ];
			const [ typed, value ] = TYPED[ i % TYPED.length ];
			cases.push( {
				label: `an unknown field (${ label }, ${ typed }) for an unknown item`,
				expect: 'reject',
				body: {
					...base(),
					[ `malformed_${ i }` ]: make(),
					[ `malformed_typed_${ i }` ]: value,
				},
				unknown: UNKNOWN_ID,
			} );
		}
	}
	for ( let i = 0; cases.length < MINIMUM_CASES; i++ ) {
		const [ label, make ] = STRINGS[ i % STRINGS.length ];
		cases.push( {
			label: `an unknown field (${ label })`,
			expect: 'either',
			body: { ...base(), [ `malformed_${ i }` ]: make() },
		} );
	}
	return cases;
}

/**
 * A form body (PHP's brackets for lists and objects) whose first text field holds bytes that are not UTF-8.
 * @param body
 * @param args
 */
function formOf( body, args ) {
	const parts = [];
	const walk = ( key, value ) => {
		if ( value !== null && typeof value === 'object' ) {
			for ( const [ k, v ] of Object.entries( value ) ) {
				walk( `${ key }[${ k }]`, v );
			}
		} else {
			parts.push(
				`${ encodeURIComponent( key ) }=${ encodeURIComponent( String( value ?? '' ) ) }`
			);
		}
	};
	const text = args.find(
		( [ , arg ] ) => typesOf( arg ).includes( 'string' ) && ! arg.enum
	);
	for ( const [ key, value ] of Object.entries( body ) ) {
		if ( ! text || key !== text[ 0 ] ) {
			walk( key, value );
		}
	}
	parts.push( `${ text ? text[ 0 ] : 'malformed' }=ab%C3%28%FF%FEcd` );
	return parts.join( '&' );
}

// ── Running them ──────────────────────────────────────────────────────────────────────────

/**
 * Sends a case; answers what is wrong with the answer, if anything.
 * @param {string} method
 * @param {string} target The path.
 * @param {Case}   c
 */
async function send( method, target, c ) {
	let response;
	try {
		response = await api( method, target, {
			as: 'admin',
			body: c.body,
			raw: c.raw,
			type: c.type,
		} );
	} catch ( error ) {
		return {
			status: 0,
			problem: `${ c.label }: ${ error.message.slice( 0, 300 ) }`,
		};
	}
	const { status, body } = response;
	const summary = `${ c.label }: ${ status } ${ JSON.stringify( body ).slice( 0, 200 ) }`;
	const hasMessage =
		typeof body?.message === 'string' && body.message.trim() !== '';
	if ( status >= 500 ) {
		return { status, problem: summary };
	}
	if ( REJECTED.includes( status ) ) {
		if ( ! hasMessage ) {
			return { status, problem: `${ summary } (no message)` };
		}
		if ( c.expect === 'accept' ) {
			return { status, problem: `${ summary } (valid text refused)` };
		}
		if ( c.status && status !== c.status ) {
			return { status, problem: `${ summary } (not ${ c.status })` };
		}
		return { status };
	}
	if ( status >= 200 && status < 300 ) {
		if ( c.expect === 'reject' ) {
			return { status, body, problem: `${ summary } (accepted)` };
		}
		if (
			c.field &&
			typeof body?.[ c.field ] === 'string' &&
			body[ c.field ] !== c.sent
		) {
			return {
				status,
				body,
				problem: `${ c.label }: stored as ${ JSON.stringify( body[ c.field ] ).slice( 0, 100 ) }`,
			};
		}
		return { status, body };
	}
	return { status, problem: `${ summary } (unexpected status)` };
}

/** The figures, per route and method. */
const figures = [];

const routes = Object.entries( index.body.routes ).filter( ( [ route ] ) =>
	route.startsWith( NAMESPACE )
);
for ( const [ route, data ] of routes ) {
	for ( const endpoint of data.endpoints ) {
		for ( const method of endpoint.methods.filter( ( m ) =>
			WRITES.includes( m )
		) ) {
			const name = `${ method } ${ route.slice( NAMESPACE.length ).replace( /\(\?P<(\w+)>[^)]*\)/g, '{$1}' ) }`;
			if (
				process.env.MALFORMED_ROUTES &&
				! new RegExp( process.env.MALFORMED_ROUTES ).test( name )
			) {
				continue;
			}
			test( `${ name }: malformed bodies`, async () => {
				const collection = collectionOf( route );
				const params = pathParams( route );
				if ( params.length ) {
					assert.ok(
						FIXTURES[ collection ] !== undefined,
						`no fixture for ${ collection }: add one to FIXTURES`
					);
				}
				const cases = sample(
					casesOf( route, endpoint, method ),
					WRITES.indexOf( method )
				);
				const problems = [];
				const row = {
					route: name,
					tried: cases.length,
					errors: 0,
					warnings: 0,
					partial: 0,
				};
				figures.push( row );
				const isUpdate =
					params.length && /\)$/.test( route ) && method !== 'DELETE';
				const target = ( c, id ) =>
					fill(
						route,
						c.unknown ??
							( c.expect === 'reject'
								? FIXTURES[ collection ]
								: id )
					);

				// 1. What must be refused, against the real item: nothing may change.
				const fixtureBefore = isUpdate
					? (
							await admin(
								'GET',
								fill( route, FIXTURES[ collection ] )
							)
						).body
					: null;
				const rowsBefore = await countRows();
				const refused = cases.filter( ( c ) => c.expect === 'reject' );
				const answers = await pool( refused, CONCURRENCY, ( c ) =>
					send( method, target( c ), c )
				);
				const rowsAfter = await countRows();
				const changed = changedTables( rowsBefore, rowsAfter );
				if ( changed.length ) {
					row.partial += 1;
					problems.push(
						`rows changed after bad input: ${ changed.join( ', ' ) }`
					);
				}
				if ( fixtureBefore ) {
					const fixtureAfter = (
						await admin(
							'GET',
							fill( route, FIXTURES[ collection ] )
						)
					).body;
					const volatile = ( item ) =>
						JSON.stringify( {
							...item,
							modified: undefined,
							modified_at: undefined,
							updated_at: undefined,
						} );
					if (
						volatile( fixtureAfter ) !== volatile( fixtureBefore )
					) {
						row.partial += 1;
						problems.push(
							`the item changed after bad input: ${ volatile( fixtureBefore ).slice( 0, 300 ) } → ${ volatile( fixtureAfter ).slice( 0, 300 ) }`
						);
					}
				}

				// 2. What may be valid: on an item of its own (for updates); whatever it creates is deleted.
				const rest = cases.filter( ( c ) => c.expect !== 'reject' );
				const scratch =
					isUpdate &&
					CREATE[ collection ] &&
					! KEEPS_ROWS.has( collection ) &&
					collection !== 'permissions'
						? (
								await admin(
									'POST',
									collection,
									CREATE[ collection ]()
								)
							).body?.id
						: undefined;
				const safeTarget = ( c ) =>
					fill(
						route,
						c.unknown ??
							scratch ??
							( isUpdate || collection === 'permissions'
								? FIXTURES[ collection ]
								: UNKNOWN_ID )
					);
				// One at a time on an item: each answer must show what its own request stored.
				const more = await pool(
					rest,
					isUpdate ? 1 : CONCURRENCY,
					( c ) =>
						send(
							method,
							params.length ? safeTarget( c ) : fill( route, '' ),
							c
						)
				);
				const created = more
					.filter(
						( answer ) =>
							answer.status >= 200 && answer.status < 300
					)
					.map( ( answer ) => answer.body?.id )
					.filter(
						( id ) =>
							Number.isInteger( id ) &&
							id !== scratch &&
							id !== FIXTURES[ collection ]
					);
				const leftovers = [
					...new Set( [
						...created,
						...( scratch ? [ scratch ] : [] ),
					] ),
				];
				const deletable = routes.some(
					( [ other, d ] ) =>
						other ===
							`${ NAMESPACE }${ collection }/(?P<id>\\d+)` &&
						d.endpoints.some( ( e ) =>
							e.methods.includes( 'DELETE' )
						)
				);
				for ( const id of deletable ? leftovers : [] ) {
					const removed = await admin(
						'DELETE',
						`${ collection }/${ id }`
					);
					if (
						removed.status === 200 &&
						[ 'events', 'schedules' ].includes( collection )
					) {
						await admin(
							'DELETE',
							`${ collection }/${ id }?force=true`
						);
					}
				}
				const accepted = more.filter(
					( answer ) => answer.status >= 200 && answer.status < 300
				).length;
				// Bookings, exports, settings and the like stay; deleted items must leave no row behind.
				if (
					! accepted ||
					( deletable &&
						! KEEPS_ROWS.has( collection ) &&
						creates( route, method ) )
				) {
					const rowsEnd = await countRows();
					const left = changedTables( rowsAfter, rowsEnd );
					if ( left.length ) {
						row.partial += 1;
						problems.push(
							`rows left after deleting what was created: ${ left.join( ', ' ) }`
						);
					}
				}

				for ( const answer of [ ...answers, ...more ] ) {
					if ( answer.problem ) {
						problems.push( answer.problem );
					}
					if ( answer.status >= 500 || answer.status === 0 ) {
						row.errors += 1;
					}
				}
				const logged = newLogProblems();
				row.warnings = logged.length;
				problems.push(
					...logged
						.slice( 0, 10 )
						.map(
							( line ) => `debug.log: ${ line.slice( 0, 400 ) }`
						)
				);
				assert.deepEqual(
					problems.slice( 0, 40 ),
					[],
					`${ problems.length } problems`
				);
			} );
		}
	}
}

/**
 * At most SAMPLE cases: every case about the request as a whole, then in turn one of each field's,
 * each method of a route starting elsewhere in the list (POST, PUT and PATCH of an item share it).
 *
 * @param {Case[]} cases
 * @param {number} offset
 */
function sample( cases, offset ) {
	if ( cases.length <= SAMPLE ) {
		return cases;
	}
	const groups = new Map();
	const chosen = [];
	for ( const c of cases ) {
		const field =
			/^[\w.]+: /.test( c.label ) && ! c.label.startsWith( 'the body' )
				? c.label.split( ':' )[ 0 ]
				: null;
		if ( field === null ) {
			chosen.push( c );
		} else {
			groups.set( field, [ ...( groups.get( field ) ?? [] ), c ] );
		}
	}
	const lists = [ ...groups.values() ].map( ( list ) => {
		const start = ( offset * 7 ) % list.length;
		return [ ...list.slice( start ), ...list.slice( 0, start ) ];
	} );
	for (
		let i = 0;
		chosen.length < SAMPLE && lists.some( ( list ) => list.length > i );
		i++
	) {
		for ( const list of lists ) {
			if ( list[ i ] && chosen.length < SAMPLE ) {
				chosen.push( list[ i ] );
			}
		}
	}
	return chosen;
}

/**
 * Whether a route's method makes new items (then deleted), rather than changing kept ones.
 * @param route
 * @param method
 */
function creates( route, method ) {
	return (
		method !== 'DELETE' &&
		( ! pathParams( route ).length ||
			/\)$/.test( route ) ||
			/\/clone$/.test( route ) )
	);
}

test( 'the figures', async () => {
	await admin( 'PUT', 'settings', {
		checkout_rate_limit: settingsBefore.checkout_rate_limit ?? 10,
		modules: settingsBefore.modules,
	} );
	await admin( 'DELETE', `events/${ rsvpEvent.id }` );
	await admin( 'DELETE', `events/${ rsvpEvent.id }?force=true` );
	await admin( 'DELETE', 'permissions/roles/author' );
	const total = ( key ) =>
		figures.reduce( ( sum, row ) => sum + row[ key ], 0 );
	console.log(
		[
			`malformed bodies: ${ figures.length } routes and methods, ${ total( 'tried' ) } bodies, ${ total( 'errors' ) } 500s, ${ total( 'warnings' ) } warnings, ${ total( 'partial' ) } partial writes`,
			...figures.map(
				( row ) =>
					`  ${ row.route }: ${ row.tried } bodies, ${ row.errors } 500s, ${ row.warnings } warnings, ${ row.partial } partial writes`
			),
		].join( '\n' )
	);
	assert.ok(
		figures.length >= 40 || !! process.env.MALFORMED_ROUTES,
		`${ figures.length } write routes and methods`
	);
	assert.ok( figures.every( ( row ) => row.tried >= MINIMUM_CASES ) );
	assert.deepEqual( newLogProblems(), [] );
} );
