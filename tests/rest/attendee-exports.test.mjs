/**
 * Attendee exports over HTTP: who may start one, bad bodies, the CSV and XLSX files as a browser
 * downloads them (every text cell of the CSV quoted and guarded against formulas), an export
 * another attendee manager can neither read nor download, and a file the web server never serves
 * at its own address.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import zlib from 'node:zlib';
import { execFileSync } from 'node:child_process';
import { api, users } from './client.mjs';
import { createTicketedEvent, uniqueAddress } from './bookings.mjs';

const BASE = process.env.EVENTIN_TEST_URL;

/**
 * GETs a URL of the site as a fixture user (null: anonymous), answering the raw bytes.
 *
 * @param {string}      url Absolute URL (its path and query are used).
 * @param {string|null} as  Fixture user login.
 */
async function download( url, as ) {
	const { pathname, search } = new URL( url );
	const headers = {};
	if ( as ) {
		const user = users[ as ];
		headers.Authorization =
			'Basic ' +
			Buffer.from( `${ user.login }:${ user.appPassword }` ).toString(
				'base64'
			);
	}
	const response = await fetch( `${ BASE }${ pathname }${ search }`, {
		headers,
	} );
	return {
		status: response.status,
		headers: response.headers,
		body: Buffer.from( await response.arrayBuffer() ),
	};
}

/**
 * A 'Booked at (zone)' header's zone and the instant a 'YYYY-MM-DD HH:MM' wall clock of that zone
 * is: 'Europe/Berlin', 'UTC' or 'UTC+05:30'.
 *
 * @param {string} header The column's header.
 * @param {number} year   The wall clock's parts.
 * @param {number} month  1 to 12.
 * @param {number} day
 * @param {number} hour
 * @param {number} minute
 * @return {number} Milliseconds since the epoch.
 */
function bookedAt( header, year, month, day, hour, minute ) {
	const zone = /^Booked at \((.+)\)$/.exec( header )?.[ 1 ];
	assert.ok( zone, `the header names the zone: ${ header }` );
	const wall = Date.UTC( year, month - 1, day, hour, minute );
	const offset = /^UTC([+-])(\d\d):(\d\d)$/.exec( zone );
	if ( offset ) {
		const minutes = Number( offset[ 2 ] ) * 60 + Number( offset[ 3 ] );
		return wall - ( offset[ 1 ] === '-' ? -minutes : minutes ) * 60_000;
	}
	// The zone's offset at that wall clock, read back with Intl.
	const parts = Object.fromEntries(
		new Intl.DateTimeFormat( 'en-US', {
			timeZone: zone,
			hourCycle: 'h23',
			year: 'numeric',
			month: 'numeric',
			day: 'numeric',
			hour: 'numeric',
			minute: 'numeric',
		} )
			.formatToParts( new Date( wall ) )
			.map( ( part ) => [ part.type, Number( part.value ) ] )
	);
	const shifted = Date.UTC(
		parts.year,
		parts.month - 1,
		parts.day,
		parts.hour,
		parts.minute
	);
	return wall - ( shifted - wall );
}

/**
 * The files of a zip archive by name (enough of the format for an XLSX: stored or deflated
 * entries, read from the central directory).
 *
 * @param {Buffer} zip The archive.
 * @return {Map<string, string>} name → content as UTF-8.
 */
function unzip( zip ) {
	const end = zip.lastIndexOf( Buffer.from( [ 0x50, 0x4b, 0x05, 0x06 ] ) );
	assert.ok( end >= 0, 'a zip archive' );
	const count = zip.readUInt16LE( end + 10 );
	let at = zip.readUInt32LE( end + 16 );
	const files = new Map();
	for ( let i = 0; i < count; i++ ) {
		const method = zip.readUInt16LE( at + 10 );
		const size = zip.readUInt32LE( at + 20 );
		const nameLength = zip.readUInt16LE( at + 28 );
		const extra = zip.readUInt16LE( at + 30 );
		const comment = zip.readUInt16LE( at + 32 );
		const local = zip.readUInt32LE( at + 42 );
		const name = zip.toString( 'utf8', at + 46, at + 46 + nameLength );
		const start =
			local +
			30 +
			zip.readUInt16LE( local + 26 ) +
			zip.readUInt16LE( local + 28 );
		const data = zip.subarray( start, start + size );
		files.set(
			name,
			( method === 8 ? zlib.inflateRawSync( data ) : data ).toString(
				'utf8'
			)
		);
		at += 46 + nameLength + extra + comment;
	}
	return files;
}

/**
 * An event with one booking of three tickets; the first holder is named '=cmd|calc'.
 *
 * @return {Promise<{event: Object, order: Object}>} The event and the booking.
 */
async function bookedEvent() {
	const event = await createTicketedEvent( [
		{ name: 'Free', price: '0', capacity: 20 },
	] );
	const ticket = event.tickets[ 0 ].id;
	const order = await api( 'POST', 'orders', {
		body: {
			event_id: event.id,
			tickets: [ { ticket_id: ticket, quantity: 3 } ],
			customer: { name: 'Grace Hopper', email: uniqueAddress( 'grace' ) },
			attendees: [
				{
					ticket_id: ticket,
					name: '=cmd|calc',
					email: uniqueAddress( 'cmd' ),
				},
				{
					ticket_id: ticket,
					name: 'Alan',
					email: uniqueAddress( 'a' ),
				},
				{ ticket_id: ticket, name: 'Ada', email: uniqueAddress( 'b' ) },
			],
		},
	} );
	assert.equal( order.status, 201, JSON.stringify( order.body ) );
	return { event, order: order.body };
}

/**
 * The fields of a CSV line (RFC 4180 quoting; the line holds no line break).
 *
 * @param {string} line
 * @return {string[]} The fields.
 */
function csvFields( line ) {
	return [ ...line.matchAll( /(?:^|,)(?:"((?:[^"]|"")*)"|([^,]*))/g ) ].map(
		( [ , quoted, plain ] ) =>
			quoted === undefined ? plain : quoted.replace( /""/g, '"' )
	);
}

const start = ( as, body ) => api( 'POST', 'attendees/exports', { as, body } );

test( 'starting an export: anonymous 401, subscriber 403, bookings only 403, attendees 201', async () => {
	const { event } = await bookedEvent();
	const body = { format: 'csv', event_id: event.id };
	assert.equal( ( await start( null, body ) ).status, 401 );
	assert.equal( ( await start( 'subscriber', body ) ).status, 403 );
	assert.equal( ( await start( 'ordermanager', body ) ).status, 403 );
	const started = await start( 'attendeemanager', body );
	assert.equal( started.status, 201, JSON.stringify( started.body ) );
	assert.deepEqual(
		{
			kind: started.body.kind,
			status: started.body.status,
			failed: started.body.failed,
			details: { ...started.body.details, download_url: 'y' },
		},
		{
			kind: 'export-attendees',
			status: 'done',
			failed: 0,
			details: {
				source: 'attendees',
				format: 'csv',
				rows: 3,
				written: 3,
				download_url: 'y',
			},
		}
	);
	assert.ok( Number.isInteger( started.body.id ) && started.body.id > 0 );
	assert.match(
		started.headers.get( 'location' ) ?? '',
		new RegExp( `/eventin/v2/batches/${ started.body.id }$` )
	);
	// The permission answers before the arguments.
	assert.equal(
		( await start( 'subscriber', { format: 'pdf' } ) ).status,
		403
	);
} );

test( 'bad bodies are 400 naming the field', async () => {
	const cases = [
		[ { format: 'pdf' }, 'format', 'Choose CSV or XLSX.' ],
		[ {}, 'format' ],
		[ { format: 'csv', event_id: 99999999 }, 'event_id' ],
		[ { format: 'csv', ticket_id: 99999999 }, 'ticket_id' ],
		[ { format: 'csv', status: 'paid' }, 'status' ],
		[ { format: 'csv', ticket_status: 'scanned' }, 'ticket_status' ],
	];
	for ( const [ body, field, message ] of cases ) {
		const answer = await start( 'attendeemanager', body );
		assert.equal( answer.status, 400, JSON.stringify( body ) );
		assert.ok(
			answer.body.data.params[ field ],
			JSON.stringify( answer.body )
		);
		if ( message ) {
			assert.equal( answer.body.message, message );
		}
	}
} );

test( 'the CSV downloads as an attachment: BOM, header, rows, no formulas', async () => {
	const { event, order } = await bookedEvent();
	const started = await start( 'attendeemanager', {
		format: 'csv',
		event_id: event.id,
	} );
	const progress = await api( 'GET', `batches/${ started.body.id }`, {
		as: 'attendeemanager',
	} );
	assert.equal( progress.status, 200 );
	assert.equal( progress.body.status, 'done' );
	const file = await download(
		progress.body.details.download_url,
		'attendeemanager'
	);
	assert.equal( file.status, 200, file.body.toString() );
	assert.equal(
		file.headers.get( 'content-type' ),
		'text/csv; charset=utf-8'
	);
	assert.match(
		file.headers.get( 'content-disposition' ),
		/^attachment; filename="attendees-booking-[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.csv"$/
	);
	assert.deepEqual( [ ...file.body.subarray( 0, 3 ) ], [ 0xef, 0xbb, 0xbf ] );
	const lines = file.body.toString( 'utf8', 3 ).trimEnd().split( '\r\n' );
	assert.equal( lines.length, 4 );
	const header = csvFields( lines[ 0 ] );
	assert.equal(
		header.slice( 0, 14 ).join( '|' ),
		'Attendee ID|Name|Email|Event|Event ID|Ticket type|Ticket code|Booking|Buyer name|Buyer email|Payment status|Ticket status|Price|Currency'
	);
	const first = csvFields( lines[ 1 ] );
	assert.equal( first[ 1 ], "'=cmd|calc" );
	assert.equal( first[ 7 ], `#${ order.id }` );
	assert.equal( first[ 8 ], 'Grace Hopper' );
	assert.equal( first[ 10 ], 'Completed' );
	// Booked just now, written in the zone the header names (the site's, as the list shows it).
	const wall = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/.exec(
		first[ 14 ]
	);
	assert.ok( wall, first[ 14 ] );
	const instant = bookedAt( header[ 14 ], ...wall.slice( 1 ).map( Number ) );
	assert.ok(
		Math.abs( instant - Date.now() ) < 5 * 60_000,
		`${ first[ 14 ] } in ${ header[ 14 ] } is now`
	);
	// Checked in at, in the same zone; empty for a ticket not scanned.
	assert.equal(
		header[ 15 ],
		header[ 14 ].replace( 'Booked at', 'Checked in at' )
	);
	assert.equal( first[ 15 ], '' );
} );

test( 'the XLSX downloads and opens: one sheet, the header, the rows, no formulas', async () => {
	const { event } = await bookedEvent();
	const started = await start( 'attendeemanager', {
		format: 'xlsx',
		event_id: event.id,
	} );
	assert.equal( started.body.status, 'done' );
	const file = await download(
		started.body.details.download_url,
		'attendeemanager'
	);
	assert.equal( file.status, 200 );
	assert.equal(
		file.headers.get( 'content-type' ),
		'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
	);
	assert.match(
		file.headers.get( 'content-disposition' ),
		/filename="attendees-booking-[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.xlsx"$/
	);
	const parts = unzip( file.body );
	for ( const part of [
		'[Content_Types].xml',
		'_rels/.rels',
		'xl/workbook.xml',
		'xl/_rels/workbook.xml.rels',
		'xl/styles.xml',
		'xl/worksheets/sheet1.xml',
	] ) {
		assert.ok( parts.has( part ), part );
	}
	const sheet = parts.get( 'xl/worksheets/sheet1.xml' );
	assert.equal( sheet.match( /<row /g ).length, 4 );
	assert.match( sheet, /<t>Attendee ID<\/t>/ );
	assert.match( sheet, /<t>&apos;=cmd\|calc<\/t>/ );
	assert.doesNotMatch( sheet, /<f>/ );
	// Booked at is a date cell: a serial number (days since 1899-12-30) with a date style.
	const header = /<c r="O1"[^>]*><is><t>([^<]+)<\/t>/.exec( sheet )?.[ 1 ];
	const cell = /<c r="O2"([^>]*)><v>([\d.]+)<\/v><\/c>/.exec( sheet );
	assert.ok( cell, 'O2 is a number, not an inline string' );
	assert.doesNotMatch( cell[ 1 ], /t="/ );
	const style = Number( /s="(\d+)"/.exec( cell[ 1 ] )?.[ 1 ] );
	const styles = parts.get( 'xl/styles.xml' );
	const xf = [
		.../<cellXfs[^>]*>(.*)<\/cellXfs>/
			.exec( styles )[ 1 ]
			.matchAll( /<xf [^>]*>/g ),
	][ style ][ 0 ];
	const formatId = /numFmtId="(\d+)"/.exec( xf )[ 1 ];
	assert.match(
		new RegExp(
			`<numFmt numFmtId="${ formatId }" formatCode="([^"]+)"`
		).exec( styles )?.[ 1 ] ?? '',
		/y.*m.*d.*h.*mm/
	);
	const serial = Number( cell[ 2 ] );
	const date = new Date( Math.round( ( serial - 25569 ) * 86_400_000 ) );
	const instant = bookedAt(
		header.replace( /&amp;/g, '&' ),
		date.getUTCFullYear(),
		date.getUTCMonth() + 1,
		date.getUTCDate(),
		date.getUTCHours(),
		date.getUTCMinutes()
	);
	assert.ok(
		Math.abs( instant - Date.now() ) < 5 * 60_000,
		`${ serial } in ${ header } is now`
	);
} );

test( 'another attendee manager can neither read nor download an export', async () => {
	const { event } = await bookedEvent();
	const started = await start( 'attendeemanager', {
		format: 'csv',
		event_id: event.id,
	} );
	const id = started.body.id;
	const url = started.body.details.download_url;
	const other = await api( 'GET', `batches/${ id }`, {
		as: 'frontdesk',
	} );
	assert.equal( other.status, 404 );
	assert.equal( other.body.message, 'This send does not exist.' );
	assert.equal( ( await download( url, 'frontdesk' ) ).status, 404 );
	// Anonymous: the nonce is no one's (WordPress's cookie check), and without it, not signed in.
	assert.equal( ( await download( url, null ) ).status, 403 );
	assert.equal(
		( await download( url.replace( /[?&]_wpnonce=[^&]*/, '' ), null ) )
			.status,
		401
	);
	assert.equal( ( await download( url, 'subscriber' ) ).status, 403 );
	assert.equal( ( await download( url, 'ordermanager' ) ).status, 403 );
	assert.equal(
		( await api( 'GET', `batches/${ id }`, { as: null } ) ).status,
		401
	);
	assert.equal(
		(
			await api( 'GET', `batches/${ id }`, {
				as: 'ordermanager',
			} )
		).status,
		403
	);
	// The one who started it, and a super admin.
	assert.equal( ( await download( url, 'attendeemanager' ) ).status, 200 );
	assert.equal( ( await download( url, 'admin' ) ).status, 200 );
	assert.equal(
		(
			await api( 'GET', 'attendees/exports/99999999/file', {
				as: 'attendeemanager',
			} )
		).status,
		404
	);
} );

test( 'the file is not served at its own address, nor is the folder, to anyone', async () => {
	const { event } = await bookedEvent();
	const started = await start( 'attendeemanager', {
		format: 'csv',
		event_id: event.id,
	} );
	assert.equal( started.body.status, 'done' );
	// Where it is on disk, as a visitor would ask the web server for it.
	const where = execFileSync(
		'php',
		[
			`${ import.meta.dirname }/export-file.php`,
			String( started.body.id ),
		],
		{ encoding: 'utf8' }
	);
	assert.match(
		where,
		/^\/wp-content\/uploads\/eventin-exports-[a-f0-9]{32}\/[a-f0-9]{32}\.csv$/
	);
	const folder = where.replace( /[^/]+$/, '' );
	const name = where.replace( /^.*\//, '' );
	const tries = [
		where,
		folder,
		`${ folder }.htaccess`,
		`${ folder }index.php`,
		`${ folder }./${ name }`,
		where.replace( '/uploads/', '/uploads//' ),
		where.replace( '/uploads/', '/uploads/x/../' ),
		`/wp-content/uploads/eventin-exports/${ name }`,
	];
	for ( const path of tries ) {
		for ( const as of [ null, 'attendeemanager' ] ) {
			const answer = await download( `${ BASE }${ path }`, as );
			assert.ok(
				[ 403, 404 ].includes( answer.status ),
				`${ path } as ${ as }: ${ answer.status }`
			);
			assert.doesNotMatch( answer.body.toString(), /Attendee ID/ );
		}
	}
	// Through the REST route, its owner gets it.
	assert.equal(
		(
			await download(
				started.body.details.download_url,
				'attendeemanager'
			)
		).status,
		200
	);
} );

test( 'every text cell of the CSV is quoted and guarded: a spreadsheet splitting on ; finds no formula', async () => {
	const event = await createTicketedEvent( [
		{ name: 'Free', price: '0', capacity: 20 },
	] );
	const ticket = event.tickets[ 0 ].id;
	const names = [ 'x;=1+1', '-2+3;@SUM(A1)', 'Ann, "the" Guest' ];
	const order = await api( 'POST', 'orders', {
		body: {
			event_id: event.id,
			tickets: [ { ticket_id: ticket, quantity: 3 } ],
			customer: { name: '+Grace', email: uniqueAddress( 'grace' ) },
			attendees: names.map( ( name ) => ( {
				ticket_id: ticket,
				name,
				email: uniqueAddress( 'semi' ),
			} ) ),
		},
	} );
	assert.equal( order.status, 201, JSON.stringify( order.body ) );
	const started = await start( 'attendeemanager', {
		format: 'csv',
		event_id: event.id,
	} );
	const file = await download(
		started.body.details.download_url,
		'attendeemanager'
	);
	const lines = file.body.toString( 'utf8', 3 ).trimEnd().split( '\r\n' );
	assert.equal( lines.length, 4 );
	for ( const line of lines.slice( 1 ) ) {
		// Numbers (ids, the price) bare; everything else quoted.
		for ( const field of line.match(
			/"(?:[^"]|"")*"|[^,]+|(?<=,)(?=,|$)/g
		) ) {
			assert.ok(
				/^"/.test( field ) || /^\d+(\.\d+)?$/.test( field ),
				`${ field } in ${ line }`
			);
		}
		// Split as a spreadsheet set to ';' would (a quote inside a field is text there): no
		// field starts a formula.
		for ( const field of line.split( ';' ) ) {
			assert.doesNotMatch( field, /^"? *[=+\-@\t\r]/, line );
		}
	}
	assert.deepEqual(
		lines.slice( 1 ).map( ( line ) => csvFields( line )[ 1 ] ),
		[ "x;'=1+1", "'-2+3;'@SUM(A1)", 'Ann, "the" Guest' ]
	);
	assert.equal( csvFields( lines[ 1 ] )[ 8 ], "'+Grace" );
	assert.match( lines[ 1 ], /^\d+,"x;'=1\+1",/ );
} );
