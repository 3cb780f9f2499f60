/**
 * Settings → E-mails: the sender's name and address, a logo and a brand colour. Each bad value is
 * refused with a message naming the field, and changes nothing; good ones are kept as written
 * (trimmed, the colour in lower case); only users who manage settings change them.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { api } from './client.mjs';

const read = async () =>
	( await api( 'GET', 'settings', { as: 'admin' } ) ).body.emails;

test( 'the e-mail settings are kept as written and answered', async () => {
	const saved = await api( 'PUT', 'settings', {
		as: 'admin',
		body: {
			emails: {
				sender_name: '  Jazz Box Office ',
				sender_address: ' tickets@example.com ',
				logo_url: 'https://cdn.example.com/logo.png',
				brand_color: '#AA3300',
			},
		},
	} );
	assert.equal( saved.status, 200, JSON.stringify( saved.body ) );
	const expected = {
		sender_name: 'Jazz Box Office',
		sender_address: 'tickets@example.com',
		logo_url: 'https://cdn.example.com/logo.png',
		brand_color: '#aa3300',
	};
	assert.deepEqual( saved.body.emails, expected );
	assert.deepEqual( await read(), expected );

	// One part alone changes only itself; empty values fall back (site name, the site's administration e-mail address).
	const part = await api( 'PUT', 'settings', {
		as: 'admin',
		body: { emails: { sender_address: '', logo_url: '' } },
	} );
	assert.equal( part.status, 200, JSON.stringify( part.body ) );
	assert.deepEqual( part.body.emails, {
		...expected,
		sender_address: '',
		logo_url: '',
	} );
} );

test( 'bad e-mail settings get a clear message and change nothing', async () => {
	const before = ( await api( 'GET', 'settings', { as: 'admin' } ) ).body;
	const cases = [
		[
			{ sender_address: 'tickets at example' },
			'emails.sender_address',
			'The sender address must be an e-mail address, like tickets@example.com.',
		],
		[
			{ sender_address: 'x'.repeat( 190 ) + '@example.com' },
			'emails.sender_address',
			'The sender address must be an e-mail address, like tickets@example.com.',
		],
		[
			{ sender_name: 'Box\nOffice' },
			'emails.sender_name',
			'The sender name must be one line of at most 100 characters, without <, > or ".',
		],
		[
			{ sender_name: 'Box <Office>' },
			'emails.sender_name',
			'The sender name must be one line of at most 100 characters, without <, > or ".',
		],
		[
			{ sender_name: 'x'.repeat( 101 ) },
			'emails.sender_name',
			'The sender name must be one line of at most 100 characters, without <, > or ".',
		],
		[
			{ logo_url: 'javascript:alert(1)' },
			'emails.logo_url',
			'The logo must be the web address of an image, starting with https:// or http://.',
		],
		[
			{ brand_color: 'red' },
			'emails.brand_color',
			'The brand colour must be a colour like #2271b1.',
		],
		[
			{ brand_color: '#12345' },
			'emails.brand_color',
			'The brand colour must be a colour like #2271b1.',
		],
		[
			{ sender_name: 'Box Office', sender_address: 'nope' },
			'emails.sender_address',
			'The sender address must be an e-mail address, like tickets@example.com.',
		],
	];
	for ( const [ emails, field, message ] of cases ) {
		const answer = await api( 'PUT', 'settings', {
			as: 'admin',
			body: { emails },
		} );
		assert.equal( answer.status, 400, JSON.stringify( emails ) );
		assert.equal( answer.body.message, message, JSON.stringify( emails ) );
		assert.deepEqual( answer.body.data.params, { [ field ]: message } );
	}
	const unknown = await api( 'PUT', 'settings', {
		as: 'admin',
		body: { emails: { reply_to: 'a@example.com' } },
	} );
	assert.equal( unknown.status, 400 );
	assert.deepEqual(
		( await api( 'GET', 'settings', { as: 'admin' } ) ).body,
		before
	);
} );

test( 'only those who manage settings change the e-mail settings; dashboard users read them', async () => {
	const before = await read();
	for ( const [ as, status ] of [
		[ null, 401 ],
		[ 'subscriber', 403 ],
		[ 'ordermanager', 403 ],
		[ 'eventmanager', 403 ],
	] ) {
		const answer = await api( 'PUT', 'settings', {
			as,
			body: { emails: { sender_name: 'Intruder' } },
		} );
		assert.equal( answer.status, status, String( as ) );
	}
	assert.deepEqual( await read(), before );
	const seen = await api( 'GET', 'settings', { as: 'ordermanager' } );
	assert.equal( seen.status, 200 );
	assert.deepEqual( seen.body.emails, before );
} );
