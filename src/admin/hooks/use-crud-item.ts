import { useSelect } from '@wordpress/data';

import { type CrudItem, type CrudStore } from '../../stores/crud';
import { type RestErrorLike } from '../utils/form';

/**
 * Whether a REST error says the item does not exist (a 404).
 *
 * @param error The error of `GET path/{id}`.
 */
export function isNotFoundError( error: RestErrorLike | null ): boolean {
	return error?.data?.status === 404;
}

/**
 * One item of a CRUD store, loading on first use (an item already received
 * with a list or a save needs no request).
 *
 * @param store The CRUD store.
 * @param id    The item id; null for none.
 */
export function useCrudItem< Item extends CrudItem >(
	store: CrudStore< Item >,
	id: number | null
): {
	item: Item | null;
	error: RestErrorLike | null;
	isLoading: boolean;
} {
	return useSelect(
		( select ) => {
			if ( id === null ) {
				return { item: null, error: null, isLoading: false };
			}
			const selectors = select( store );
			const item = selectors.getItem( id );
			const error =
				( selectors.getResolutionError( 'getItem', [ id ] ) as
					RestErrorLike | undefined ) ?? null;
			return {
				item,
				error: item ? null : error,
				isLoading: ! item && ! error,
			};
		},
		[ store, id ]
	);
}
