/**
 * DataViews `view` → REST collection query, in one place for every list.
 */
import { type Field, type Filter, type View } from '@wordpress/dataviews/wp';

import { type CrudQuery } from '../../stores/crud';

export const DEFAULT_PER_PAGE = 10;
export const PER_PAGE_SIZES = [ 10, 20, 50, 100 ];

/**
 * The REST query for a view: `paged`, `per_page`, `search`, and
 * `orderby`/`order` when sorting by a field the server sorts by.
 *
 * @param view                The DataViews view.
 * @param sortableFields      The field ids the endpoint accepts as `orderby`.
 * @param options             How the endpoint names its arguments.
 * @param options.searchParam The search argument's name (default `search`;
 *                            the events endpoint reads `search_keyword`).
 */
export function viewToQuery(
	view: View,
	sortableFields: readonly string[],
	{ searchParam = 'search' }: { searchParam?: string } = {}
): CrudQuery {
	const query: CrudQuery = {
		paged: view.page ?? 1,
		per_page: view.perPage ?? DEFAULT_PER_PAGE,
	};
	const search = view.search?.trim();
	if ( search ) {
		query[ searchParam ] = search;
	}
	if ( view.sort && sortableFields.includes( view.sort.field ) ) {
		query.orderby = view.sort.field;
		query.order = view.sort.direction;
	}
	return query;
}

/**
 * The view to keep after a change: back to page 1 whenever the search, the
 * filters or the page size change.
 *
 * @param previous The view before the change.
 * @param next     The view DataViews asks for.
 */
export function applyViewChange( previous: View, next: View ): View {
	const narrowed =
		( previous.search ?? '' ) !== ( next.search ?? '' ) ||
		JSON.stringify( previous.filters ?? [] ) !==
			JSON.stringify( next.filters ?? [] ) ||
		previous.perPage !== next.perPage;
	return narrowed ? { ...next, page: 1 } : next;
}

/**
 * The 1-based positions of the first and last item on a page.
 *
 * @param page    The page number.
 * @param perPage The page size.
 * @param total   The number of items in all pages.
 */
export function getPageRange(
	page: number,
	perPage: number,
	total: number
): { from: number; to: number } {
	if ( total <= 0 ) {
		return { from: 0, to: 0 };
	}
	const from = Math.min( ( page - 1 ) * perPage + 1, total );
	return { from, to: Math.min( page * perPage, total ) };
}

/**
 * The filter of a view on one field, if any.
 *
 * @param view  The view.
 * @param field The filter's field.
 */
export function findViewFilter(
	view: View,
	field: string
): Filter | undefined {
	return view.filters?.find( ( filter ) => filter.field === field );
}

/**
 * The view with one filter replaced (or, with `null`, removed).
 *
 * @param view   The view.
 * @param field  The filter's field.
 * @param filter The new filter, or null for none.
 */
export function withViewFilter(
	view: View,
	field: string,
	filter: Filter | null
): View {
	const others = ( view.filters ?? [] ).filter(
		( current ) => current.field !== field
	);
	return { ...view, filters: filter ? [ ...others, filter ] : others };
}

/**
 * The view with a select filter's choice (`operator: 'is'`): the field's
 * first element, "any" (e.g. 'All groups'), removes the filter.
 *
 * @param view     The view.
 * @param field    The filter field, its `elements` the choices.
 * @param selected The select's value (a choice's value, as a string).
 */
export function withSelectFilter< Item >(
	view: View,
	field: Pick< Field< Item >, 'id' | 'elements' >,
	selected: string
): View {
	const [ , ...choices ] = field.elements ?? [];
	const choice = choices.find(
		( element ) => String( element.value ) === selected
	);
	return withViewFilter(
		view,
		field.id,
		choice ? { field: field.id, operator: 'is', value: choice.value } : null
	);
}

/**
 * Whether the view narrows the list: a search, or any filter (filters are
 * only kept while they narrow it).
 *
 * @param view The view.
 */
export function isViewFiltered( view: View ): boolean {
	return (
		( view.search ?? '' ).trim() !== '' || ( view.filters ?? [] ).length > 0
	);
}

/**
 * The view without search and filters (page size and sorting stay).
 *
 * @param view The view.
 */
export function clearViewFilters( view: View ): View {
	return { ...view, search: '', filters: [] };
}

/**
 * Whether a list should give way to its empty state (e.g. /events/empty):
 * the site has none of its items at all, i.e. the answer to an unfiltered
 * first page counted none.
 *
 * @param state            What the list knows.
 * @param state.view       The view shown.
 * @param state.isLoaded   Whether the current query has been answered.
 * @param state.hasError   Whether it failed.
 * @param state.totalItems The total the server counted.
 */
export function isSiteWithoutItems( {
	view,
	isLoaded,
	hasError,
	totalItems,
}: {
	view: View;
	isLoaded: boolean;
	hasError: boolean;
	totalItems: number;
} ): boolean {
	return (
		isLoaded &&
		! hasError &&
		totalItems === 0 &&
		( view.page ?? 1 ) === 1 &&
		! isViewFiltered( view )
	);
}

/** The view filter holding the date range (`operator: 'between'`, `[ from, to ]`). */
export const DATE_FILTER_FIELD = 'date';

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Whether a value is a 'YYYY-MM-DD' date.
 *
 * @param value The candidate.
 */
function isDate( value: unknown ): value is string {
	return typeof value === 'string' && DATE_PATTERN.test( value );
}

/**
 * The date range the view filters by: 'YYYY-MM-DD' strings, '' for an open
 * end.
 *
 * @param view The view.
 */
export function getDateRange( view: View ): { start: string; end: string } {
	const value = findViewFilter( view, DATE_FILTER_FIELD )?.value;
	const [ start, end ] = Array.isArray( value ) ? value : [];
	return {
		start: isDate( start ) ? start : '',
		end: isDate( end ) ? end : '',
	};
}

/**
 * The view with another date range ('' for an open end; both empty removes
 * the filter).
 *
 * @param view  The view.
 * @param start The first day, 'YYYY-MM-DD' or ''.
 * @param end   The last day, 'YYYY-MM-DD' or ''.
 */
export function setDateRange( view: View, start: string, end: string ): View {
	const from = isDate( start ) ? start : '';
	const to = isDate( end ) ? end : '';
	return withViewFilter(
		view,
		DATE_FILTER_FIELD,
		from || to
			? {
					field: DATE_FILTER_FIELD,
					operator: 'between',
					value: [ from, to ],
				}
			: null
	);
}
