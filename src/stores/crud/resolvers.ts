import apiFetch from '@wordpress/api-fetch';
import { addQueryArgs } from '@wordpress/url';

import {
	type CrudItem,
	type CrudQuery,
	type CrudState,
	type CrudStoreOptions,
} from './types';
import {
	getPerPage,
	readCollection,
	toApiError,
	type RawResponse,
} from './api';

interface CrudResolverArgs< Item extends CrudItem > {
	dispatch: {
		receiveItems: (
			query: CrudQuery,
			items: Item[],
			totalItems: number,
			totalPages: number
		) => void;
		receiveItem: ( item: Item ) => void;
	};
	resolveSelect: {
		getItems: ( query?: CrudQuery ) => Promise< Item[] | null >;
	};
}

/**
 * The resolvers of a CRUD store. A failed request rejects with the REST error
 * `{ code, message }`, which `getResolutionError()` then returns.
 *
 * @param options The store options.
 */
export function createResolvers< Item extends CrudItem >(
	options: CrudStoreOptions
) {
	const { path, responseShape = 'items', listHasWholeItems = true } = options;

	/**
	 * The totals come with the page: resolving them resolves the page.
	 * @param query
	 */
	const resolvePage =
		( query: CrudQuery = {} ) =>
		async ( { resolveSelect }: CrudResolverArgs< Item > ) => {
			await resolveSelect.getItems( query );
		};

	return {
		getItems:
			( query: CrudQuery = {} ) =>
			async ( { dispatch }: CrudResolverArgs< Item > ) => {
				let response: RawResponse;
				try {
					// `parse: false` keeps the X-WP-Total headers readable.
					response = await apiFetch< never, false >( {
						path: addQueryArgs( path, query ),
						parse: false,
					} );
				} catch ( error ) {
					throw await toApiError( error );
				}
				const page = await readCollection< Item >(
					response,
					responseShape,
					getPerPage( query )
				);
				dispatch.receiveItems(
					query,
					page.items,
					page.totalItems,
					page.totalPages
				);
			},

		getTotalItems: resolvePage,

		getTotalPages: resolvePage,

		getItem: Object.assign(
			( id: number ) =>
				async ( { dispatch }: CrudResolverArgs< Item > ) => {
					const item = await apiFetch< Item >( {
						path: `${ path }/${ id }`,
					} );
					dispatch.receiveItem( item );
				},
			listHasWholeItems
				? {
						// An item received with a list needs no request of its own.
						isFulfilled: ( state: CrudState< Item >, id: number ) =>
							state.items[ id ] !== undefined,
					}
				: {}
		),
	};
}
