import { type View } from '@wordpress/dataviews/wp';
import { useCallback, useState } from '@wordpress/element';

import { applyViewChange, DEFAULT_PER_PAGE } from '../utils/view-to-query';

/**
 * The state of a DataViews list: its view (back to page 1 whenever the
 * search, a filter or the page size changes) and its row selection.
 *
 * @param initialView The view the list opens with (read once).
 */
export function useListView( initialView: () => View ) {
	const [ view, setView ] = useState< View >( initialView );
	const [ selection, setSelection ] = useState< string[] >( [] );

	/** For DataViews' `onChangeView`. */
	const onChangeView = useCallback(
		( next: View ) =>
			setView( ( current ) => applyViewChange( current, next ) ),
		[]
	);

	/** Changes the view with a function of the current one. */
	const changeView = useCallback(
		( change: ( current: View ) => View ) =>
			setView( ( current ) =>
				applyViewChange( current, change( current ) )
			),
		[]
	);

	/** Searches for a text (nothing happens when it is the same). */
	const onSearch = useCallback(
		( search: string ) =>
			setView( ( current ) =>
				( current.search ?? '' ) === search
					? current
					: applyViewChange( current, { ...current, search } )
			),
		[]
	);

	/** Shows another number of items per page. */
	const onPerPage = useCallback(
		( perPage: number ) =>
			changeView( ( current ) => ( {
				...current,
				perPage: perPage > 0 ? perPage : DEFAULT_PER_PAGE,
			} ) ),
		[ changeView ]
	);

	return {
		view,
		onChangeView,
		changeView,
		onSearch,
		onPerPage,
		selection,
		setSelection,
	};
}

/**
 * Whether any of the items on screen is selected (a selection made on
 * another page does not count).
 *
 * @param selection The selected item ids.
 * @param items     The items on screen.
 * @param getItemId The id DataViews knows an item by.
 */
export function hasSelectedItems< Item >(
	selection: readonly string[],
	items: readonly Item[],
	getItemId: ( item: Item ) => string
): boolean {
	return items.some( ( item ) => selection.includes( getItemId( item ) ) );
}
