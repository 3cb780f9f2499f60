import type { CrudItem, CrudQuery, CrudState, QueryResult } from './types';
import { getQueryKey } from './api';

/**
 * The selectors of a CRUD store. Each returns `null` while its data has not
 * arrived; `isResolving( 'getItems', [ query ] )` and the other resolution
 * selectors come with every data store.
 */
export function createSelectors< Item extends CrudItem >() {
	// One list per answer, kept while the items it points at do not change:
	// equal queries (whatever their object identity) get the same array.
	const lists = new WeakMap<
		QueryResult,
		{ items: CrudState< Item >[ 'items' ]; list: Item[] }
	>();

	return {
		getItems(
			state: CrudState< Item >,
			query: CrudQuery = {}
		): Item[] | null {
			const result = state.queries[ getQueryKey( query ) ];
			if ( ! result ) {
				return null;
			}
			const cached = lists.get( result );
			if ( cached && cached.items === state.items ) {
				return cached.list;
			}
			// Items deleted since the answer arrived drop out at once.
			const list = result.ids
				.map( ( id ) => state.items[ id ] )
				.filter( ( item ): item is Item => item !== undefined );
			lists.set( result, { items: state.items, list } );
			return list;
		},

		getTotalItems(
			state: CrudState< Item >,
			query: CrudQuery = {}
		): number | null {
			return state.queries[ getQueryKey( query ) ]?.totalItems ?? null;
		},

		getTotalPages(
			state: CrudState< Item >,
			query: CrudQuery = {}
		): number | null {
			return state.queries[ getQueryKey( query ) ]?.totalPages ?? null;
		},

		getItem( state: CrudState< Item >, id: number ): Item | null {
			return state.items[ id ] ?? null;
		},
	};
}
