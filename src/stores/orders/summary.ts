/**
 * The bookings' figures for a filter (`GET orders/summary`): revenue,
 * tickets sold, bookings by status and per day. Kept per query like a list's
 * page, and stale with the lists: a booking changed changes them.
 */
import apiFetch from '@wordpress/api-fetch';
import { addQueryArgs } from '@wordpress/url';

import { getQueryKey, type CrudQuery } from '../crud';
import { REST_PATH } from './constants';
import { type OrderSummary } from './types';

const RECEIVE_SUMMARY = 'RECEIVE_SUMMARY';

export interface SummaryState {
	/** The summary of each query, keyed by `getQueryKey( query )`. */
	summaries: Record< string, OrderSummary >;
}

/**
 * A summary the server answered.
 *
 * @param query   The summary's query.
 * @param summary The summary.
 */
export function receiveSummary( query: CrudQuery, summary: OrderSummary ) {
	return { type: RECEIVE_SUMMARY, query, summary } as const;
}

export function summaries(
	state: SummaryState[ 'summaries' ] = {},
	action: ReturnType< typeof receiveSummary > | { type: '' }
): SummaryState[ 'summaries' ] {
	if ( action.type !== RECEIVE_SUMMARY ) {
		return state;
	}
	return { ...state, [ getQueryKey( action.query ) ]: action.summary };
}

/**
 * The summary of the bookings a query picks (the list's filters, without
 * paging); null until it arrives.
 *
 * @param state The store's state.
 * @param query The query.
 */
export function getSummary(
	state: SummaryState,
	query: CrudQuery = {}
): OrderSummary | null {
	return state.summaries[ getQueryKey( query ) ] ?? null;
}

/**
 * Reads a summary. A failed request rejects with the REST error, which
 * `getResolutionError( 'getSummary', [ query ] )` then returns.
 *
 * @param query The query.
 */
export const resolveSummary =
	( query: CrudQuery = {} ) =>
	async ( {
		dispatch,
	}: {
		dispatch: { receiveSummary: typeof receiveSummary };
	} ) => {
		const summary = await apiFetch< OrderSummary >( {
			path: addQueryArgs( `${ REST_PATH }/summary`, query ),
		} );
		dispatch.receiveSummary( query, summary );
	};
