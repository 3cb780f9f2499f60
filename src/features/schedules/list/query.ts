/**
 * The schedule list's filters: a search by
 * program title and a year, both kept in the DataViews view so that
 * `applyViewChange()` sends the list back to page 1 when one changes, and
 * turned into the `GET /eventin/v2/schedules` query here.
 */
import { type View } from '@wordpress/dataviews/wp';

import { type CrudQuery } from '../../../stores/crud';
import { type ScheduleQuery } from '../../../stores/schedules/types';
import {
	findViewFilter,
	viewToQuery,
} from '../../../admin/utils/view-to-query';

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
