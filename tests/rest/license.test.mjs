/**
 * eventin/v2/license against the local license server (bin/lib/license-server.mjs) that
 * bin/test.mjs started for this site.
 */
import { afterEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { api } from './client.mjs';

const SERVER = process.env.EVENTIN_LICENSE_SERVER;

async function control( command ) {
	const response = await fetch( `${ SERVER }__control`, {
		method: command ? 'POST' : 'GET',
		body: command ? JSON.stringify( command ) : undefined,
	} );
	return response.json();
}
const key = ( kind ) =>
	`${ kind }-${ Date.now().toString( 36 ) }${ Math.random().toString( 36 ).slice( 2, 10 ) }`;
const form = ( licenseKey ) => ( {
	name: 'Ada Admin',
	email: 'ada@example.com',
	license_key: licenseKey,
} );

afterEach( async () => {
	await control( { down: false } );
	await api( 'POST', 'license/deactivate', { as: 'admin' } );
} );

test( 'only administrators reach the license', async () => {
	const bodyFor = ( method ) =>
		method === 'GET' ? undefined : form( key( 'valid' ) );
	for ( const [ method, route ] of [
		[ 'GET', 'license' ],
		[ 'POST', 'license/activate' ],
		[ 'POST', 'license/deactivate' ],
	] ) {
		assert.equal(
			( await api( method, route, { body: bodyFor( method ) } ) ).status,
			401
		);
		for ( const login of [
			'subscriber',
			'settingsmanager',
			'frontdesk',
		] ) {
			const denied = await api( method, route, {
				as: login,
				body: bodyFor( method ),
			} );
			assert.equal( denied.status, 403, `${ login } ${ route }` );
		}
	}
	assert.deepEqual( ( await api( 'GET', 'license', { as: 'admin' } ) ).body, {
		data: null,
	} );
} );

test( 'activation is recorded by the server, read back masked, and deactivation frees it', async () => {
	const licenseKey = key( 'valid' );
	const activated = await api( 'POST', 'license/activate', {
		as: 'admin',
		body: form( licenseKey ),
	} );
	assert.equal( activated.status, 200, JSON.stringify( activated.body ) );
	assert.equal( activated.body.message, 'License activated successfully' );
	assert.equal( activated.body.data.license, 'valid' );
	assert.equal(
		activated.body.data.key,
		`••••••••${ licenseKey.slice( -4 ) }`
	);
	assert.equal( activated.body.data.name, 'Ada Admin' );
	assert.equal( activated.body.data.email, 'ada@example.com' );

	const read = await api( 'GET', 'license', { as: 'admin' } );
	assert.deepEqual( read.body.data, activated.body.data );
	assert.ok(
		! JSON.stringify( read.body ).includes( licenseKey ),
		'the key is never sent back'
	);
	assert.deepEqual( ( await control() ).activations[ licenseKey ], [
		process.env.EVENTIN_TEST_URL,
	] );

	const deactivated = await api( 'POST', 'license/deactivate', {
		as: 'admin',
	} );
	assert.deepEqual( deactivated.body, {
		data: null,
		message: 'License deactivated',
	} );
	assert.deepEqual( ( await control() ).activations[ licenseKey ], [] );
	assert.deepEqual( ( await api( 'GET', 'license', { as: 'admin' } ) ).body, {
		data: null,
	} );
	const nothing = await api( 'POST', 'license/deactivate', { as: 'admin' } );
	assert.equal( nothing.status, 400 );
	assert.equal( nothing.body.message, 'There is no license to deactivate.' );
} );

test( 'refused keys and bad input store nothing', async () => {
	const cases = [
		[ form( key( 'nope' ) ), 'This license key is not valid.' ],
		[ form( key( 'expired' ) ), 'This license key has expired.' ],
		[ form( key( 'disabled' ) ), 'This license key has been disabled.' ],
		[
			form( key( 'limit' ) ),
			'This license key has reached its activation limit.',
		],
		[ {}, 'Please input your name!' ],
		[ { ...form( key( 'valid' ) ), email: 'ada@' }, 'Enter Valid Email!' ],
		[ { ...form( '' ) }, 'Please input your license key!' ],
	];
	for ( const [ body, message ] of cases ) {
		const answer = await api( 'POST', 'license/activate', {
			as: 'admin',
			body,
		} );
		assert.equal( answer.status, 400, message );
		assert.equal( answer.body.message, message );
	}
	const empty = await api( 'POST', 'license/activate', {
		as: 'admin',
		body: {},
	} );
	assert.deepEqual( empty.body.data.params, {
		name: 'Please input your name!',
		email: 'Enter Valid Email!',
		license_key: 'Please input your license key!',
	} );
	assert.deepEqual( ( await api( 'GET', 'license', { as: 'admin' } ) ).body, {
		data: null,
	} );
} );

test( 'a server that is down is a 503 with a clear message, and changes nothing', async () => {
	await control( { down: true } );
	const activation = await api( 'POST', 'license/activate', {
		as: 'admin',
		body: form( key( 'valid' ) ),
	} );
	assert.equal( activation.status, 503 );
	assert.match(
		activation.body.message,
		/^The license server could not be reached\./
	);
	assert.deepEqual( ( await api( 'GET', 'license', { as: 'admin' } ) ).body, {
		data: null,
	} );

	await control( { down: false } );
	const licenseKey = key( 'valid' );
	assert.equal(
		(
			await api( 'POST', 'license/activate', {
				as: 'admin',
				body: form( licenseKey ),
			} )
		).status,
		200
	);
	await control( { down: true } );
	const deactivation = await api( 'POST', 'license/deactivate', {
		as: 'admin',
	} );
	assert.equal( deactivation.status, 503 );
	assert.equal(
		( await api( 'GET', 'license', { as: 'admin' } ) ).body.data.license,
		'valid',
		'still active here'
	);
} );
