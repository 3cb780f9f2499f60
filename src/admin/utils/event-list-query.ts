/**
 * The event list's filters: they live in the
 * DataViews view (`view.filters` and `view.search`), so `applyViewChange()`
 * sends the list back to page 1 whenever one changes, and turn into the
 * `GET /eventin/v2/events` query here.
 */
import { type View } from '@wordpress/dataviews/wp';

import { type CrudQuery } from '../../stores/crud';
import {
	type EventListQuery,
	type EventStatusFilter,
} from '../../stores/events/types';
import { findViewFilter, viewToQuery, withViewFilter } from './view-to-query';

/** The status filter's choices, in the order the list offers them. */
export const EVENT_LIST_STATUSES = [
	'all',
	'draft',
	'ongoing',
	'upcoming',
	'past',
] as const;

export type EventListStatus = ( typeof EVENT_LIST_STATUSES )[ number ] &
	EventStatusFilter;

/** The view filter holding the status (`operator: 'is'`). */
export const STATUS_FILTER_FIELD = 'status';

/** The view filter holding the date range (`operator: 'between'`, `[ from, to ]`). */
export const DATE_FILTER_FIELD = 'date';

/** The search argument of the events endpoint. */
export const EVENT_SEARCH_PARAM = 'search_keyword';

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
 * The status the view filters by; `all` when none.
 *
 * @param view The view.
 */
export function getStatusFilter( view: View ): EventListStatus {
	const value = findViewFilter( view, STATUS_FILTER_FIELD )?.value;
	return ( EVENT_LIST_STATUSES as readonly string[] ).includes( value )
		? ( value as EventListStatus )
		: 'all';
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

/**
 * The `GET /eventin/v2/events` query for a view: `paged`, `per_page`,
 * `status` (always, `all` by default), `search_keyword`, and `start_date` /
 * `end_date` (a reversed range is put in order).
 *
 * @param view The view.
 */
export function eventViewToQuery( view: View ): CrudQuery & EventListQuery {
	const query: CrudQuery & EventListQuery = {
		...viewToQuery( view, [], { searchParam: EVENT_SEARCH_PARAM } ),
		status: getStatusFilter( view ),
	};
	let { start, end } = getDateRange( view );
	if ( start && end && start > end ) {
		[ start, end ] = [ end, start ];
	}
	if ( start ) {
		query.start_date = start;
	}
	if ( end ) {
		query.end_date = end;
	}
	return query;
}
