import apiFetch from '@wordpress/api-fetch';
import { addQueryArgs } from '@wordpress/url';

import { type CrudItem, type CrudQuery, type CrudStoreOptions } from './types';
import {
	LIST_SELECTORS,
	RECEIVE_ITEM,
	RECEIVE_ITEMS,
	REMOVE_ITEMS,
} from './constants';

/** The part of the bound dispatch the thunks use. */
interface CrudThunkArgs< Item extends CrudItem > {
	dispatch: {
		receiveItem: ( item: Item ) => void;
		removeItems: ( ids: number[] ) => void;
		invalidateResolution: ( selectorName: string, args: unknown[] ) => void;
		invalidateResolutionForStoreSelector: ( selectorName: string ) => void;
		invalidateLists: () => void;
	};
}

/** The answer of a bulk DELETE. */
interface DeleteResponse {
	deleted?: Array< number | string >;
}

/**
 * The actions of a CRUD store: plain receivers for the resolvers, and thunks
 * that write through REST and then mark every cached list stale so that lists
 * on screen fetch again.
 *
 * @param options        The store options.
 * @param staleWithLists The store's own selectors whose answers change with
 *                       the collection (a summary of it): stale with the lists.
 */
export function createActions<
	Item extends CrudItem,
	CreateData extends object,
	UpdateData extends object = Partial< CreateData >,
>( options: CrudStoreOptions, staleWithLists: readonly string[] = [] ) {
	const { path } = options;

	return {
		receiveItems(
			query: CrudQuery,
			items: Item[],
			totalItems: number,
			totalPages: number
		) {
			return {
				type: RECEIVE_ITEMS,
				query,
				items,
				totalItems,
				totalPages,
			} as const;
		},

		receiveItem( item: Item ) {
			return { type: RECEIVE_ITEM, item } as const;
		},

		removeItems( ids: number[] ) {
			return { type: REMOVE_ITEMS, ids } as const;
		},

		/**
		 * Marks every cached list (and what goes stale with them) stale:
		 * what is on screen is read again. Every write here calls it; a
		 * store's own writes call it too.
		 */
		invalidateLists:
			() =>
			( { dispatch }: CrudThunkArgs< Item > ) => {
				for ( const selectorName of [
					...LIST_SELECTORS,
					...staleWithLists,
				] ) {
					dispatch.invalidateResolutionForStoreSelector(
						selectorName
					);
				}
			},

		/**
		 * POSTs a new item; resolves to the created item, rejects with the
		 * REST error.
		 *
		 * @param data The new item's fields.
		 */
		createItem:
			( data: CreateData ) =>
			async ( { dispatch }: CrudThunkArgs< Item > ): Promise< Item > => {
				const item = await apiFetch< Item >( {
					path,
					method: 'POST',
					data,
				} );
				dispatch.receiveItem( item );
				dispatch.invalidateLists();
				return item;
			},

		/**
		 * PUTs changes to one item; resolves to the updated item.
		 *
		 * @param id   The item id.
		 * @param data The changed fields.
		 */
		updateItem:
			( id: number, data: UpdateData ) =>
			async ( { dispatch }: CrudThunkArgs< Item > ): Promise< Item > => {
				const item = await apiFetch< Item >( {
					path: `${ path }/${ id }`,
					method: 'PUT',
					data,
				} );
				dispatch.receiveItem( item );
				dispatch.invalidateLists();
				return item;
			},

		/**
		 * GETs one item again (e.g. someone else changed it) and stores it;
		 * resolves to the item, rejects with the REST error.
		 *
		 * @param id The item id.
		 */
		fetchItem:
			( id: number ) =>
			async ( { dispatch }: CrudThunkArgs< Item > ): Promise< Item > => {
				const item = await apiFetch< Item >( {
					path: `${ path }/${ id }`,
				} );
				dispatch.receiveItem( item );
				return item;
			},

		/**
		 * POSTs `path/{id}/clone`; resolves to the copy the server created,
		 * rejects with the REST error. Lists go stale as for a create.
		 *
		 * @param id The id of the item to copy.
		 */
		cloneItem:
			( id: number ) =>
			async ( { dispatch }: CrudThunkArgs< Item > ): Promise< Item > => {
				const item = await apiFetch< Item >( {
					path: `${ path }/${ id }/clone`,
					method: 'POST',
				} );
				dispatch.receiveItem( item );
				dispatch.invalidateLists();
				return item;
			},

		/**
		 * Deletes items with one bulk request (`DELETE path?ids[]=…`);
		 * resolves to the ids the server deleted.
		 *
		 * @param ids The item ids.
		 */
		deleteItems:
			( ids: number[] ) =>
			async ( {
				dispatch,
			}: CrudThunkArgs< Item > ): Promise< number[] > => {
				const response = await apiFetch< DeleteResponse | null >( {
					path: addQueryArgs( path, { ids } ),
					method: 'DELETE',
				} );
				const deleted = Array.isArray( response?.deleted )
					? response.deleted.map( Number )
					: ids;
				dispatch.removeItems( deleted );
				for ( const id of deleted ) {
					dispatch.invalidateResolution( 'getItem', [ id ] );
				}
				dispatch.invalidateLists();
				return deleted;
			},
	};
}
