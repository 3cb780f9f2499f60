/**
 * The CRUD store factory against a mocked apiFetch.
 */
import apiFetch from '@wordpress/api-fetch';
import { createRegistry } from '@wordpress/data';

import { createCrudStore } from '..';

jest.mock( '@wordpress/api-fetch', () => jest.fn() );

const mockApiFetch = apiFetch as unknown as jest.Mock;

interface Thing {
	id: number;
	name: string;
}

/**
 * A fetch Response as apiFetch hands it over with `parse: false`.
 * @param body
 * @param headers
 */
function response( body: unknown, headers: Record< string, string > = {} ) {
	const lowerCased = Object.fromEntries(
		Object.entries( headers ).map( ( [ key, value ] ) => [
			key.toLowerCase(),
			value,
		] )
	);
	return {
		json: async () => body,
		headers: {
			get: ( name: string ) => lowerCased[ name.toLowerCase() ] ?? null,
		},
	};
}

function setUp( responseShape?: 'items' | 'array' ) {
	const store = createCrudStore< Thing, { name: string } >( {
		storeName: 'test/things',
		path: '/test/v1/things',
		responseShape,
	} );
	const registry = createRegistry();
	registry.register( store );
	return {
		select: () => registry.select( store ),
		resolveSelect: () => registry.resolveSelect( store ),
		dispatch: () => registry.dispatch( store ),
	};
}

const ONE = { id: 1, name: 'One' };
const TWO = { id: 2, name: 'Two' };
const THREE = { id: 3, name: 'Three' };

beforeEach( () => {
	mockApiFetch.mockReset();
} );

// Resolvers start on a timer: let those a test triggered run inside it.
afterEach( () => new Promise( ( resolve ) => setTimeout( resolve, 0 ) ) );

describe( 'createCrudStore', () => {
	describe( 'lists answered as { items, total_items }', () => {
		it( 'reads items and totals', async () => {
			mockApiFetch.mockResolvedValueOnce(
				response(
					{ items: [ ONE, TWO ], total_items: 12 },
					{ 'X-WP-Total': '12', 'X-WP-TotalPages': '6' }
				)
			);
			const { select, resolveSelect } = setUp();
			const query = { paged: 1, per_page: 2 };

			expect( await resolveSelect().getItems( query ) ).toEqual( [
				ONE,
				TWO,
			] );
			expect( select().getTotalItems( query ) ).toBe( 12 );
			expect( select().getTotalPages( query ) ).toBe( 6 );
			expect( mockApiFetch ).toHaveBeenCalledWith( {
				path: '/test/v1/things?paged=1&per_page=2',
				parse: false,
			} );
		} );

		it( 'counts pages itself when no header says', async () => {
			mockApiFetch.mockResolvedValueOnce(
				response( { items: [ ONE ], total_items: 21 } )
			);
			const { resolveSelect } = setUp();

			expect(
				await resolveSelect().getTotalPages( { per_page: 10 } )
			).toBe( 3 );
			expect(
				await resolveSelect().getTotalItems( { per_page: 10 } )
			).toBe( 21 );
			expect( mockApiFetch ).toHaveBeenCalledTimes( 1 );
		} );
	} );

	describe( 'lists answered as an array with X-WP-Total', () => {
		it( 'reads the total from the headers', async () => {
			mockApiFetch.mockResolvedValueOnce(
				response( [ ONE, TWO, THREE ], {
					'X-WP-Total': '7',
					'X-WP-TotalPages': '3',
				} )
			);
			const { select, resolveSelect } = setUp( 'array' );
			const query = { per_page: 3 };

			expect( await resolveSelect().getItems( query ) ).toEqual( [
				ONE,
				TWO,
				THREE,
			] );
			expect( select().getTotalItems( query ) ).toBe( 7 );
			expect( select().getTotalPages( query ) ).toBe( 3 );
		} );

		it( 'counts pages from X-WP-Total alone', async () => {
			mockApiFetch.mockResolvedValueOnce(
				response( [ ONE ], { 'X-WP-Total': '25' } )
			);
			const { resolveSelect } = setUp( 'array' );

			expect( await resolveSelect().getTotalPages( {} ) ).toBe( 3 );
		} );
	} );

	describe( 'query-keyed caching', () => {
		it( 'asks once per query, whatever the key order or empty values', async () => {
			mockApiFetch.mockResolvedValue(
				response( { items: [ ONE ], total_items: 1 } )
			);
			const { resolveSelect } = setUp();

			await resolveSelect().getItems( { paged: 1, per_page: 10 } );
			await resolveSelect().getItems( { per_page: 10, paged: 1 } );
			expect( mockApiFetch ).toHaveBeenCalledTimes( 1 );

			await resolveSelect().getItems( { paged: 2, per_page: 10 } );
			expect( mockApiFetch ).toHaveBeenCalledTimes( 2 );
		} );

		it( 'keeps each query’s page apart', async () => {
			mockApiFetch
				.mockResolvedValueOnce(
					response( { items: [ ONE ], total_items: 2 } )
				)
				.mockResolvedValueOnce(
					response( { items: [ TWO ], total_items: 2 } )
				);
			const { select, resolveSelect } = setUp();

			await resolveSelect().getItems( { paged: 1, per_page: 1 } );
			await resolveSelect().getItems( { paged: 2, per_page: 1 } );

			expect( select().getItems( { paged: 1, per_page: 1 } ) ).toEqual( [
				ONE,
			] );
			expect( select().getItems( { paged: 2, per_page: 1 } ) ).toEqual( [
				TWO,
			] );
			// An empty search is the same query as no search.
			expect(
				select().getItems( { paged: 1, per_page: 1, search: '' } )
			).toEqual( [ ONE ] );
		} );

		it( 'gives equal queries the same array', async () => {
			mockApiFetch.mockResolvedValueOnce(
				response( { items: [ ONE ], total_items: 1 } )
			);
			const { select, resolveSelect } = setUp();
			await resolveSelect().getItems( { paged: 1 } );

			expect( select().getItems( { paged: 1 } ) ).toBe(
				select().getItems( { paged: 1, search: '' } )
			);
		} );

		it( 'returns null for a query that has not been answered', () => {
			mockApiFetch.mockReturnValue( new Promise( () => {} ) );
			const { select } = setUp();

			expect( select().getItems( { paged: 9 } ) ).toBeNull();
			expect( select().getTotalItems( { paged: 9 } ) ).toBeNull();
		} );

		it( 'reports a failed request with the server’s message', async () => {
			mockApiFetch.mockRejectedValueOnce(
				response( {
					code: 'rest_forbidden',
					message: 'Sorry, you are not allowed to do that.',
					data: { status: 403 },
				} )
			);
			const { select, resolveSelect } = setUp();

			await expect( resolveSelect().getItems( {} ) ).rejects.toEqual(
				expect.objectContaining( {
					code: 'rest_forbidden',
					message: 'Sorry, you are not allowed to do that.',
				} )
			);
			expect( select().hasResolutionFailed( 'getItems', [ {} ] ) ).toBe(
				true
			);
		} );
	} );

	describe( 'getItem', () => {
		it( 'uses an item received with a list', async () => {
			mockApiFetch.mockResolvedValueOnce(
				response( { items: [ ONE, TWO ], total_items: 2 } )
			);
			const { resolveSelect } = setUp();
			await resolveSelect().getItems( {} );

			expect( await resolveSelect().getItem( 2 ) ).toEqual( TWO );
			expect( mockApiFetch ).toHaveBeenCalledTimes( 1 );
		} );

		it( 'fetches an item it does not have', async () => {
			mockApiFetch.mockResolvedValueOnce( THREE );
			const { resolveSelect } = setUp();

			expect( await resolveSelect().getItem( 3 ) ).toEqual( THREE );
			expect( mockApiFetch ).toHaveBeenCalledWith( {
				path: '/test/v1/things/3',
			} );
		} );
	} );

	describe( 'writes', () => {
		it( 'creates an item and refreshes the lists', async () => {
			const created = { id: 4, name: 'Four' };
			mockApiFetch
				.mockResolvedValueOnce(
					response( { items: [ ONE ], total_items: 1 } )
				)
				.mockResolvedValueOnce( created )
				.mockResolvedValueOnce(
					response( { items: [ ONE, created ], total_items: 2 } )
				);
			const { select, resolveSelect, dispatch } = setUp();
			await resolveSelect().getItems( {} );

			await expect(
				dispatch().createItem( { name: 'Four' } )
			).resolves.toEqual( created );
			expect( mockApiFetch ).toHaveBeenNthCalledWith( 2, {
				path: '/test/v1/things',
				method: 'POST',
				data: { name: 'Four' },
			} );
			expect( select().getItem( 4 ) ).toEqual( created );

			// The cached list is stale: reading it again asks the server.
			expect( await resolveSelect().getItems( {} ) ).toEqual( [
				ONE,
				created,
			] );
			expect( select().getTotalItems( {} ) ).toBe( 2 );
			expect( mockApiFetch ).toHaveBeenCalledTimes( 3 );
		} );

		it( 'rejects with the REST error and keeps the lists', async () => {
			const error = {
				code: 'rest_invalid_param',
				message: 'Category Name is Required!',
				data: { status: 400 },
			};
			mockApiFetch
				.mockResolvedValueOnce(
					response( { items: [ ONE ], total_items: 1 } )
				)
				.mockRejectedValueOnce( error );
			const { resolveSelect, dispatch } = setUp();
			await resolveSelect().getItems( {} );

			await expect( dispatch().createItem( { name: '' } ) ).rejects.toBe(
				error
			);
			await resolveSelect().getItems( {} );
			expect( mockApiFetch ).toHaveBeenCalledTimes( 2 );
		} );

		it( 'updates an item with PUT', async () => {
			const renamed = { id: 1, name: 'Uno' };
			mockApiFetch.mockResolvedValueOnce( renamed );
			const { select, dispatch } = setUp();

			await dispatch().updateItem( 1, { name: 'Uno' } );

			expect( mockApiFetch ).toHaveBeenCalledWith( {
				path: '/test/v1/things/1',
				method: 'PUT',
				data: { name: 'Uno' },
			} );
			expect( select().getItem( 1 ) ).toEqual( renamed );
		} );

		it( 'clones an item and refreshes the lists', async () => {
			const copy = { id: 5, name: 'One (Copy)' };
			mockApiFetch
				.mockResolvedValueOnce(
					response( { items: [ ONE ], total_items: 1 } )
				)
				.mockResolvedValueOnce( copy )
				.mockResolvedValueOnce(
					response( { items: [ copy, ONE ], total_items: 2 } )
				);
			const { select, resolveSelect, dispatch } = setUp();
			await resolveSelect().getItems( {} );
			await expect( dispatch().cloneItem( 1 ) ).resolves.toEqual( copy );
			expect( mockApiFetch ).toHaveBeenNthCalledWith( 2, {
				path: '/test/v1/things/1/clone',
				method: 'POST',
			} );
			expect( select().getItem( 5 ) ).toEqual( copy );
			// The cached list is stale: reading it again asks the server.
			expect( await resolveSelect().getItems( {} ) ).toEqual( [
				copy,
				ONE,
			] );
			expect( select().getTotalItems( {} ) ).toBe( 2 );
			expect( mockApiFetch ).toHaveBeenCalledTimes( 3 );
		} );

		it( 'rejects a failed clone with the REST error and keeps the lists', async () => {
			const error = {
				code: 'rest_event_not_found',
				message: 'This event does not exist.',
				data: { status: 404 },
			};
			mockApiFetch
				.mockResolvedValueOnce(
					response( { items: [ ONE ], total_items: 1 } )
				)
				.mockRejectedValueOnce( error );
			const { select, resolveSelect, dispatch } = setUp();
			await resolveSelect().getItems( {} );
			await expect( dispatch().cloneItem( 9 ) ).rejects.toBe( error );
			await resolveSelect().getItems( {} );
			expect( mockApiFetch ).toHaveBeenCalledTimes( 2 );
			expect( select().getItems( {} ) ).toEqual( [ ONE ] );
		} );

		it( 'deletes in bulk, drops the items at once and refreshes the lists', async () => {
			mockApiFetch
				.mockResolvedValueOnce(
					response( { items: [ ONE, TWO, THREE ], total_items: 3 } )
				)
				.mockResolvedValueOnce( { deleted: [ 1, 3 ] } )
				.mockResolvedValueOnce(
					response( { items: [ TWO ], total_items: 1 } )
				);
			const { select, resolveSelect, dispatch } = setUp();
			await resolveSelect().getItems( {} );

			await expect( dispatch().deleteItems( [ 1, 3 ] ) ).resolves.toEqual(
				[ 1, 3 ]
			);
			expect( mockApiFetch ).toHaveBeenNthCalledWith( 2, {
				path: '/test/v1/things?ids%5B0%5D=1&ids%5B1%5D=3',
				method: 'DELETE',
			} );
			expect( select().getItems( {} ) ).toEqual( [ TWO ] );
			expect( select().getItem( 1 ) ).toBeNull();

			await resolveSelect().getItems( {} );
			expect( mockApiFetch ).toHaveBeenCalledTimes( 3 );
			expect( select().getTotalItems( {} ) ).toBe( 1 );
		} );

		it( 'leaves everything in place when a delete fails', async () => {
			mockApiFetch
				.mockResolvedValueOnce(
					response( { items: [ ONE ], total_items: 1 } )
				)
				.mockRejectedValueOnce( {
					code: 'rest_forbidden',
					message: 'No.',
				} );
			const { select, resolveSelect, dispatch } = setUp();
			await resolveSelect().getItems( {} );

			await expect( dispatch().deleteItems( [ 1 ] ) ).rejects.toEqual(
				expect.objectContaining( { message: 'No.' } )
			);
			expect( select().getItems( {} ) ).toEqual( [ ONE ] );
		} );
	} );

	describe( 'extras', () => {
		const RECEIVE_COUNT = 'RECEIVE_COUNT';
		function setUpWithCount() {
			const extras = {
				reducers: {
					count: (
						state: number | null = null,
						action: { type: string; count?: number }
					) =>
						action.type === RECEIVE_COUNT
							? ( action.count ?? null )
							: state,
				},
				actions: {
					receiveCount: ( count: number ) =>
						( { type: RECEIVE_COUNT, count } ) as const,
				},
				selectors: {
					getCount: ( state: { count: number | null } ) =>
						state.count,
				},
				resolvers: {
					getCount:
						() =>
						async ( {
							dispatch,
						}: {
							dispatch: { receiveCount: ( n: number ) => void };
						} ) =>
							dispatch.receiveCount(
								await apiFetch< number >( {
									path: '/test/v1/things/count',
								} )
							),
				},
				staleWithLists: [ 'getCount' ],
			};
			const store = createCrudStore<
				Thing,
				{ name: string },
				{ name: string },
				typeof extras
			>( { storeName: 'test/counted', path: '/test/v1/things' }, extras );
			const registry = createRegistry();
			registry.register( store );
			return {
				select: () => registry.select( store ),
				resolveSelect: () => registry.resolveSelect( store ),
				dispatch: () => registry.dispatch( store ),
			};
		}

		it( 'keep their own state beside the items, and go stale with the lists', async () => {
			mockApiFetch
				.mockResolvedValueOnce( 1 )
				.mockResolvedValueOnce(
					response( { items: [ ONE ], total_items: 1 } )
				)
				.mockResolvedValueOnce( { id: 4, name: 'Four' } )
				.mockResolvedValueOnce( 2 );
			const { select, resolveSelect, dispatch } = setUpWithCount();

			expect( await resolveSelect().getCount() ).toBe( 1 );
			expect( await resolveSelect().getItems( {} ) ).toEqual( [ ONE ] );
			// The items' answer leaves the own state as it was.
			expect( select().getCount() ).toBe( 1 );

			await dispatch().createItem( { name: 'Four' } );
			expect( await resolveSelect().getCount() ).toBe( 2 );
			expect( mockApiFetch ).toHaveBeenLastCalledWith( {
				path: '/test/v1/things/count',
			} );
		} );

		it( 'mark everything stale on invalidateLists()', async () => {
			mockApiFetch.mockResolvedValueOnce( 1 ).mockResolvedValueOnce( 5 );
			const { resolveSelect, dispatch } = setUpWithCount();
			expect( await resolveSelect().getCount() ).toBe( 1 );

			dispatch().invalidateLists();
			expect( await resolveSelect().getCount() ).toBe( 5 );
			expect( mockApiFetch ).toHaveBeenCalledTimes( 2 );
		} );
	} );
} );
