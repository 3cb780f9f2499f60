import { useSelect } from '@wordpress/data';
import { type View } from '@wordpress/dataviews/wp';
import { useMemo, useRef } from '@wordpress/element';

import {
	type CrudItem,
	type CrudQuery,
	type CrudStore,
} from '../../stores/crud';
import { useListView } from './use-list-view';

interface Page< Item > {
	items: Item[];
	totalItems: number;
	totalPages: number;
}

const EMPTY_PAGE = { items: [], totalItems: 0, totalPages: 0 };

/**
 * One page of a CRUD store's collection with its totals. While another page
 * loads, the last page received stays on screen so the table and the
 * pagination do not jump.
 *
 * @param store The CRUD store.
 * @param query The REST query.
 */
export function useCrudList< Item extends CrudItem >(
	store: CrudStore< Item >,
	query: CrudQuery
) {
	const result = useSelect(
		( select ) => {
			const selectors = select( store );
			return {
				items: selectors.getItems( query ),
				totalItems: selectors.getTotalItems( query ),
				totalPages: selectors.getTotalPages( query ),
				isLoading: ! selectors.hasFinishedResolution( 'getItems', [
					query,
				] ),
				error: selectors.getResolutionError( 'getItems', [ query ] ) as
					{ message?: string } | undefined,
			};
		},
		[ store, query ]
	);

	const lastPage = useRef< Page< Item > >( EMPTY_PAGE );
	if ( result.items ) {
		lastPage.current = {
			items: result.items,
			totalItems: result.totalItems ?? 0,
			totalPages: result.totalPages ?? 0,
		};
	}

	return {
		...lastPage.current,
		isLoading: result.isLoading,
		error: result.error,
	};
}

/**
 * A list over a CRUD store: the view state of `useListView()` and the page
 * that view asks for.
 *
 * @param store       The CRUD store.
 * @param initialView The view the list opens with (read once).
 * @param toQuery     The view → REST query of this list (a stable function).
 */
export function useCrudListView< Item extends CrudItem >(
	store: CrudStore< Item >,
	initialView: () => View,
	toQuery: ( view: View ) => CrudQuery
) {
	const list = useListView( initialView );
	const query = useMemo( () => toQuery( list.view ), [ toQuery, list.view ] );
	return { ...list, page: useCrudList( store, query ) };
}

export type CrudListView< Item extends CrudItem > = ReturnType<
	typeof useCrudListView< Item >
>;
