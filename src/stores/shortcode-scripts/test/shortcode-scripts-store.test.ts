import apiFetch from '@wordpress/api-fetch';
import { createRegistry } from '@wordpress/data';

import { store } from '..';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );
const mockApiFetch = apiFetch as unknown as jest.Mock;

const SCRIPT =
	'<script src="https://site.example/eventin-external-script?id=42"></script>';

function registry() {
	const fresh = createRegistry();
	fresh.register( store );
	return fresh;
}

beforeEach( () => mockApiFetch.mockReset() );

describe( 'createShortcodeScript', () => {
	it( 'posts the kind and the shortcode and resolves to the id and script', async () => {
		mockApiFetch.mockResolvedValue( { id: 42, script: SCRIPT } );
		const data = registry();
		await expect(
			data.dispatch( store ).createShortcodeScript( {
				post_name: 'events',
				shortcode: '[events limit="5"]',
			} )
		).resolves.toEqual( { id: 42, script: SCRIPT } );
		expect( mockApiFetch ).toHaveBeenCalledWith( {
			path: '/eventin/v2/shortcodes/script',
			method: 'POST',
			data: { post_name: 'events', shortcode: '[events limit="5"]' },
		} );
		expect(
			data.select( store ).getScript( 'events', '[events limit="5"]' )
		).toEqual( { id: 42, script: SCRIPT } );
	} );

	it( 'answers the same shortcode again without a request, another one with one', async () => {
		mockApiFetch.mockResolvedValue( { id: 42, script: SCRIPT } );
		const data = registry();
		const request = { post_name: 'events', shortcode: '[events]' };
		await data.dispatch( store ).createShortcodeScript( request );
		await data.dispatch( store ).createShortcodeScript( request );
		expect( mockApiFetch ).toHaveBeenCalledTimes( 1 );
		await data.dispatch( store ).createShortcodeScript( {
			post_name: 'events-tab',
			shortcode: '[events]',
		} );
		expect( mockApiFetch ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'keeps the script empty without an id, and nothing on failure', async () => {
		const data = registry();
		mockApiFetch.mockResolvedValueOnce( { script: SCRIPT } );
		await expect(
			data.dispatch( store ).createShortcodeScript( {
				post_name: 'events',
				shortcode: '[a]',
			} )
		).resolves.toEqual( { id: 0, script: '' } );
		const error = { code: 'rest_forbidden', message: 'No.' };
		mockApiFetch.mockRejectedValueOnce( error );
		await expect(
			data.dispatch( store ).createShortcodeScript( {
				post_name: 'events',
				shortcode: '[b]',
			} )
		).rejects.toBe( error );
		expect( data.select( store ).getScript( 'events', '[a]' ) ).toBeNull();
		expect( data.select( store ).getScript( 'events', '[b]' ) ).toBeNull();
	} );
} );
