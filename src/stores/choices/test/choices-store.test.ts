/**
 * The choices store against a mocked apiFetch.
 */
import apiFetch from '@wordpress/api-fetch';
import { createRegistry } from '@wordpress/data';

import { store as choicesStore } from '..';
import { readChoices } from '../api';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );

const mockApiFetch = apiFetch as unknown as jest.Mock;

function setUp() {
	const registry = createRegistry();
	registry.register( choicesStore );
	return registry;
}

/**
 * The query of the nth apiFetch call.
 * @param call
 */
function query( call: number ) {
	const { path } = mockApiFetch.mock.calls[ call ][ 0 ];
	return new URLSearchParams( path.split( '?' )[ 1 ] );
}

beforeEach( () => {
	mockApiFetch.mockReset();
} );

// Resolvers started by a test run out before the next one.
afterEach( () => new Promise( ( resolve ) => setTimeout( resolve, 0 ) ) );

describe( 'readChoices', () => {
	it( 'keeps well-formed choices only', () => {
		expect(
			readChoices( [
				{ id: 2, label: 'Ada' },
				{ id: '3', label: 7 },
				{ id: 0, label: 'None' },
				null,
			] )
		).toEqual( [
			{ id: 2, label: 'Ada' },
			{ id: 3, label: '' },
		] );
		expect( readChoices( { items: [] } ) ).toEqual( [] );
	} );
} );

describe( 'eventin/choices', () => {
	it( 'searches a kind once per search, and learns the labels', async () => {
		mockApiFetch.mockResolvedValue( [ { id: 6, label: 'Grace' } ] );
		const registry = setUp();
		const resolve = registry.resolveSelect( choicesStore );

		expect( await resolve.getChoices( 'event/speaker', 'gra' ) ).toEqual( [
			{ id: 6, label: 'Grace' },
		] );
		await resolve.getChoices( 'event/speaker', 'gra' );

		expect( mockApiFetch ).toHaveBeenCalledTimes( 1 );
		expect( Object.fromEntries( query( 0 ) ) ).toEqual( {
			kind: 'speaker',
			search: 'gra',
		} );
		const select = registry.select( choicesStore );
		expect( select.getChoiceLabels( 'event/speaker', [] ) ).toEqual( {
			6: 'Grace',
		} );
		expect( select.getChoiceLabels( 'event/organizer', [] ) ).toEqual( {} );
	} );

	it( 'reads a widget list from its own route', async () => {
		mockApiFetch.mockResolvedValue( [ { id: 9, label: 'Jazz' } ] );
		const registry = setUp();
		await registry
			.resolveSelect( choicesStore )
			.getChoices( 'widgets/event_tag', '' );

		const { path } = mockApiFetch.mock.calls[ 0 ][ 0 ];
		expect( path ).toBe( '/eventin/v2/widgets/choices?kind=event_tag' );
		expect(
			registry
				.select( choicesStore )
				.getChoiceLabels( 'event/schedule', [] )
		).toEqual( {} );
	} );

	it( 'reads back the labels of chosen ids it does not know, in one request', async () => {
		mockApiFetch.mockImplementation(
			async ( { path }: { path: string } ) =>
				path.includes( 'include' )
					? [ { id: 5, label: 'Ada' } ]
					: [ { id: 6, label: 'Grace' } ]
		);
		const registry = setUp();
		const resolve = registry.resolveSelect( choicesStore );
		await resolve.getChoices( 'event/speaker', '' );

		expect(
			await resolve.getChoiceLabels( 'event/speaker', [ 5, 6 ] )
		).toEqual( { 5: 'Ada', 6: 'Grace' } );
		expect( mockApiFetch ).toHaveBeenCalledTimes( 2 );
		expect( query( 1 ).get( 'kind' ) ).toBe( 'speaker' );
		expect( query( 1 ).getAll( 'include[0]' ) ).toEqual( [ '5' ] );
		expect( query( 1 ).has( 'include[1]' ) ).toBe( false );

		// Known labels need no request.
		await resolve.getChoiceLabels( 'event/speaker', [ 6, 5 ] );
		expect( mockApiFetch ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'keeps a failed search’s error, and drops a failed label read', async () => {
		const failure = { code: 'rest_forbidden', message: 'Nope' };
		mockApiFetch.mockRejectedValue( failure );
		const registry = setUp();
		const resolve = registry.resolveSelect( choicesStore );

		await expect(
			resolve.getChoices( 'event/schedule', '' )
		).rejects.toEqual( failure );
		expect(
			registry
				.select( choicesStore )
				.getResolutionError( 'getChoices', [ 'event/schedule', '' ] )
		).toEqual( failure );
		expect(
			await resolve.getChoiceLabels( 'event/schedule', [ 3 ] )
		).toEqual( {} );
	} );
} );
