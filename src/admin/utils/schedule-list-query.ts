/**
 * The schedule list's filters (SPEC "Schedule list", 9): a search by
 * program title and a year, both kept in the DataViews view so that
 * `applyViewChange()` sends the list back to page 1 when one changes, and
 * turned into the `GET /eventin/v2/schedules` query here.
 */
import { type View } from '@wordpress/dataviews/wp';

import { type CrudQuery } from '../../stores/crud';
import { type ScheduleQuery } from '../../stores/schedules/types';
import {
	findViewFilter,
	isSiteWithoutItems,
	viewToQuery,
	withViewFilter,
} from './view-to-query';

/** The view filter holding the year (`operator: 'is'`). */
export const YEAR_FILTER_FIELD = 'year';

/** How many years before and after this one the Year filter offers. */
export const YEARS_BACK = 5;
export const YEARS_AHEAD = 5;

/**
 * Whether a value is a year the filter can hold.
 *
 * @param value The candidate.
 */
function isYear( value: unknown ): value is number {
	return (
		typeof value === 'number' &&
		Number.isInteger( value ) &&
		value >= 1000 &&
		value <= 9999
	);
}

/**
 * The year the view filters by, or null for all years.
 *
 * @param view The view.
 */
export function getYearFilter( view: View ): number | null {
	const value = findViewFilter( view, YEAR_FILTER_FIELD )?.value;
	return isYear( value ) ? value : null;
}

/**
 * The view with another year (null removes the filter).
 *
 * @param view The view.
 * @param year The year, or null for all years.
 */
export function setYearFilter( view: View, year: number | null ): View {
	return withViewFilter(
		view,
		YEAR_FILTER_FIELD,
		isYear( year )
			? { field: YEAR_FILTER_FIELD, operator: 'is', value: year }
			: null
	);
}

/**
 * The years the filter offers, newest first: some years around this one,
 * and the chosen year wherever it is.
 *
 * @param currentYear This year.
 * @param selected    The chosen year, or null.
 */
export function getYearChoices(
	currentYear: number,
	selected: number | null = null
): number[] {
	const years: number[] = [];
	for (
		let year = currentYear + YEARS_AHEAD;
		year >= currentYear - YEARS_BACK;
		year--
	) {
		years.push( year );
	}
	if ( selected !== null && ! years.includes( selected ) ) {
		years.push( selected );
		years.sort( ( a, b ) => b - a );
	}
	return years;
}

/**
 * Whether the view narrows the list: a search or a year.
 *
 * @param view The view.
 */
export function hasScheduleFilters( view: View ): boolean {
	return (
		getYearFilter( view ) !== null || ( view.search ?? '' ).trim() !== ''
	);
}

/**
 * The view without search and year (the page size stays).
 *
 * @param view The view.
 */
export function clearScheduleFilters( view: View ): View {
	return { ...view, search: '', filters: [] };
}

/**
 * The `GET /eventin/v2/schedules` query for a view: `paged`, `per_page`,
 * `search` and `year` (only when set).
 *
 * @param view The view.
 */
export function scheduleViewToQuery( view: View ): CrudQuery & ScheduleQuery {
	const query: CrudQuery & ScheduleQuery = viewToQuery( view, [] );
	const year = getYearFilter( view );
	if ( year !== null ) {
		query.year = year;
	}
	return query;
}

/**
 * Whether the list should give way to /schedules/empty: the site has no
 * schedules at all.
 *
 * @param state            What the list knows.
 * @param state.view       The view.
 * @param state.isLoaded   Whether the current query has been answered.
 * @param state.hasError   Whether it failed.
 * @param state.totalItems The total the server counted.
 */
export function isSiteWithoutSchedules( {
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
	return isSiteWithoutItems( {
		isFiltered: hasScheduleFilters( view ),
		page: view.page ?? 1,
		isLoaded,
		hasError,
		totalItems,
	} );
}
