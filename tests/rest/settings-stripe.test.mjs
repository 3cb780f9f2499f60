/**
 * Settings → Payments: Stripe is switched on only when it can take payments. Every key must be
 * there, both of one mode, and Stripe (the suite's loopback, bin/lib/stripe-server.mjs) must
 * accept the secret key (GET /v1/account). A refusal names what is missing and saves nothing.
 */
import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { api } from './client.mjs';

const OFF = {
	stripe: 'off',
	stripe_publishable_key: '',
	stripe_secret_key: '',
	stripe_webhook_secret: '',
};
const KEYS = {
	stripe: 'on',
	stripe_publishable_key: 'pk_test_eventin',
	stripe_secret_key: 'sk_test_eventin',
	stripe_webhook_secret: 'whsec_test_eventin',
};
const save = ( payments, as = 'admin' ) =>
	api( 'PUT', 'settings', { as, body: { payments } } );
const stored = async () =>
	( await api( 'GET', 'settings', { as: 'admin' } ) ).body.payments;

after( async () => {
	await save( OFF );
} );

test( 'Stripe is refused with what is missing or wrong, and nothing is saved', async () => {
	assert.equal( ( await save( OFF ) ).status, 200 );
	const cases = [
		[
			{ ...KEYS, stripe_webhook_secret: '' },
			'payments.stripe_webhook_secret',
			'Stripe cannot take payments without the webhook signing secret. Fill it in, or switch Stripe off.',
		],
		[
			{ stripe: 'on' },
			'payments.stripe_publishable_key',
			'Stripe cannot take payments without the publishable key, the secret key, and the webhook signing secret. Fill them in, or switch Stripe off.',
		],
		[
			{ ...KEYS, stripe_secret_key: 'sk_live_eventin1234' },
			'payments.stripe_secret_key',
			'The publishable key is a test key and the secret key a live key: use both keys of one mode.',
		],
		[
			{
				...KEYS,
				stripe_publishable_key: 'pk_live_eventin',
				stripe_secret_key: 'sk_live_eventin1234',
			},
			'payments.stripe_secret_key',
			'Stripe did not accept the secret key. Stripe says: Invalid API Key provided: sk_live_*******1234',
		],
	];
	for ( const [ payments, field, message ] of cases ) {
		const refused = await save( payments );
		assert.equal( refused.status, 400, JSON.stringify( refused.body ) );
		assert.equal( refused.body.message, message );
		assert.deepEqual( Object.keys( refused.body.data.params ), [ field ] );
		const now = await stored();
		for ( const [ name, value ] of Object.entries( OFF ) ) {
			assert.equal( now[ name ], value, `${ message }: ${ name }` );
		}
	}
} );

test( 'keys Stripe accepts switch it on; only a settings manager may', async () => {
	const refused = await save( KEYS, 'eventmanager' );
	assert.equal( refused.status, 403 );
	assert.equal( ( await stored() ).stripe, 'off' );

	const saved = await save( KEYS );
	assert.equal( saved.status, 200, JSON.stringify( saved.body ) );
	assert.equal( saved.body.payments.stripe, 'on' );
	// Sent back masked, as the screen does: checked again, and kept.
	const again = await save( saved.body.payments );
	assert.equal( again.status, 200, JSON.stringify( again.body ) );
	assert.equal( ( await stored() ).stripe_secret_key, '••••ntin' );
} );
