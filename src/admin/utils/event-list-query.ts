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
import {
	findViewFilter,
	getDateRange,
	viewToQuery,
	withViewFilter,
} from './view-to-query';

/** The status filter's choices, in the order the list offers them. */
export const EVENT_LIST_STATUSES = [
	'all',
	'draft',
	'pending',
	'ongoing',
	'upcoming',
	'past',
] as const;

export type EventListStatus = ( typeof EVENT_LIST_STATUSES )[ number ] &
	EventStatusFilter;

/** The view filter holding the status (`operator: 'is'`). */
export const STATUS_FILTER_FIELD = 'status';

/** The search argument of the events endpoint. */
export const EVENT_SEARCH_PARAM = 'search_keyword';

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
 * The view filtered by a status a link asked for (`#/events?status=pending`,
 * as the review mail links to it); the view as it is for anything else.
 *
 * @param view   The list's first view.
 * @param status The link's `status` parameter, if any.
 */
export function withLinkedStatus( view: View, status: string | null ): View {
	return status &&
		status !== 'all' &&
		( EVENT_LIST_STATUSES as readonly string[] ).includes( status )
		? withViewFilter( view, STATUS_FILTER_FIELD, {
				field: STATUS_FILTER_FIELD,
				operator: 'is',
				value: status,
			} )
		: view;
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
