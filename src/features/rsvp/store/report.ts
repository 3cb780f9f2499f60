/**
 * The RSVP report's two reads beside the responses' CRUD list: the events
 * with RSVP on and their counts (`GET rsvp-report`, `getEvents( query )`),
 * and one event's counts per status, which come with each page of its
 * responses (`getCounts( eventId )`, filled by the list's resolver). Both
 * go stale with the lists: a response changed or deleted moves the counts.
 */
import apiFetch from '@wordpress/api-fetch';
import { addQueryArgs } from '@wordpress/url';

import { getQueryKey, type CrudQuery } from '../../../stores/crud';
import {
	getPerPage,
	toApiError,
	type RawResponse,
} from '../../../stores/crud/api';
import { REST_PATH } from './constants';
import {
	type RsvpCounts,
	type RsvpEvent,
	type RsvpPage,
	type RsvpResponse,
} from './types';

const RECEIVE_EVENTS = 'RECEIVE_RSVP_EVENTS';
const RECEIVE_COUNTS = 'RECEIVE_RSVP_COUNTS';

export interface ReportState {
	/** Each query's page of events, keyed by `getQueryKey( query )`. */
	events: Record< string, RsvpPage< RsvpEvent > >;
	/** Each event's counts, by event id. */
	counts: Record< number, RsvpCounts >;
}

/**
 * A page of events with RSVP on.
 *
 * @param query The query.
 * @param page  The page.
 */
export function receiveEvents( query: CrudQuery, page: RsvpPage< RsvpEvent > ) {
	return { type: RECEIVE_EVENTS, query, page } as const;
}

/**
 * An event's counts per status.
 *
 * @param eventId     The event.
 * @param eventCounts Its counts.
 */
export function receiveCounts( eventId: number, eventCounts: RsvpCounts ) {
	return { type: RECEIVE_COUNTS, eventId, counts: eventCounts } as const;
}

export function events(
	state: ReportState[ 'events' ] = {},
	action: ReturnType< typeof receiveEvents > | { type: '' }
): ReportState[ 'events' ] {
	return action.type === RECEIVE_EVENTS
		? { ...state, [ getQueryKey( action.query ) ]: action.page }
		: state;
}

export function counts(
	state: ReportState[ 'counts' ] = {},
	action: ReturnType< typeof receiveCounts > | { type: '' }
): ReportState[ 'counts' ] {
	return action.type === RECEIVE_COUNTS
		? { ...state, [ action.eventId ]: action.counts }
		: state;
}

/**
 * The events with RSVP on that a query picks (`search`, `paged`,
 * `per_page`); null until they arrive.
 *
 * @param state The store's state.
 * @param query The query.
 */
export function getEvents(
	state: ReportState,
	query: CrudQuery = {}
): RsvpPage< RsvpEvent > | null {
	return state.events[ getQueryKey( query ) ] ?? null;
}

/**
 * An event's counts per status and capacity used, as the last page of its
 * responses brought them; null before.
 *
 * @param state   The store's state.
 * @param eventId The event.
 */
export function getCounts(
	state: ReportState,
	eventId: number
): RsvpCounts | null {
	return state.counts[ eventId ] ?? null;
}

/**
 * Reads a page of events. A failed request rejects with the REST error.
 *
 * @param query The query.
 */
export const resolveEvents =
	( query: CrudQuery = {} ) =>
	async ( {
		dispatch,
	}: {
		dispatch: { receiveEvents: typeof receiveEvents };
	} ) => {
		const body = await apiFetch< {
			items?: RsvpEvent[];
			total_items?: number;
		} >( { path: addQueryArgs( REST_PATH, query ) } );
		const items = Array.isArray( body?.items ) ? body.items : [];
		dispatch.receiveEvents( query, {
			items,
			totalItems: Number( body?.total_items ?? items.length ) || 0,
		} );
	};

interface ResponsesAnswer extends Omit< RsvpCounts, never > {
	items?: RsvpResponse[];
	total_items?: number;
}

/**
 * The responses list's resolver: `GET rsvp-report/{event_id}` with the rest
 * of the query; the page goes to the list, the counts to `getCounts()`.
 *
 * @param query The query, `event_id` among it.
 */
export const resolveResponses =
	( query: CrudQuery = {} ) =>
	async ( {
		dispatch,
	}: {
		dispatch: {
			receiveItems: (
				query: CrudQuery,
				items: RsvpResponse[],
				totalItems: number,
				totalPages: number
			) => void;
			receiveCounts: typeof receiveCounts;
		};
	} ) => {
		const { event_id: eventId, ...rest } = query;
		let response: RawResponse;
		try {
			response = await apiFetch< never, false >( {
				path: addQueryArgs(
					`${ REST_PATH }/${ Number( eventId ) }`,
					rest
				),
				parse: false,
			} );
		} catch ( error ) {
			throw await toApiError( error );
		}
		const body = ( await response.json() ) as ResponsesAnswer;
		const items = Array.isArray( body?.items ) ? body.items : [];
		const total = Number( body?.total_items ?? items.length ) || 0;
		const perPage = getPerPage( query );
		dispatch.receiveItems(
			query,
			items,
			total,
			perPage > 0 ? Math.ceil( total / perPage ) : 1
		);
		dispatch.receiveCounts( Number( eventId ), {
			going: Number( body.going ) || 0,
			maybe: Number( body.maybe ) || 0,
			not_going: Number( body.not_going ) || 0,
			waiting: Number( body.waiting ) || 0,
			people_going: Number( body.people_going ) || 0,
			limit: Number( body.limit ?? -1 ),
			event: body.event,
		} );
	};
