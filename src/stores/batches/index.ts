/**
 * The batches store: `eventin/batches` (`/eventin/v2/batches`), the one
 * pipeline of sends of many mails (RSVP invitations and reminders, Send
 * Certificate) and of lists' exports. The screens start a batch through
 * their own stores (an export through `ListExport`), which hand it here
 * (`receiveBatch`); this store follows it:
 *
 * - `getBatch( id )` reads `batches/{id}` every second until it is done or
 *   cancelled (once a minute while it waits for a time more than a minute
 *   away), whether or not a screen still shows it; one poller per batch
 *   however many components select it;
 * - `getBatchItems( id, { status, page, perPage } )` reads a page of its log
 *   (`batches/{id}/items?status=&paged=&per_page=` → `{ items, total_items }`
 *   as every list answers), read again after each read of the batch while it
 *   runs;
 * - `retryBatch( id )` queues the failed recipients again (an export goes
 *   on from its failed part) and follows the batch anew; `cancelBatch( id )` stops it. Both reject with the REST error.
 */
import apiFetch from '@wordpress/api-fetch';
import { createReduxStore, register } from '@wordpress/data';
import { addQueryArgs } from '@wordpress/url';

import { getQueryKey, readCollection, toApiError } from '../crud/api';
import { getNextReadDelay, isBatchOver } from './progress';
import {
	type Batch,
	type BatchItem,
	type BatchItemsPage,
	type BatchItemsQuery,
	type ExportBatch,
	type ExportFormat,
	type ExportQuery,
} from './types';

export const STORE_NAME = 'eventin/batches';
export const REST_PATH = '/eventin/v2/batches';

/** The log's lines per page, unless a query says otherwise. */
export const BATCH_ITEMS_PER_PAGE = 20;

const RECEIVE_BATCH = 'RECEIVE_BATCH';
const RECEIVE_BATCH_ITEMS = 'RECEIVE_BATCH_ITEMS';

interface BatchesState {
	/** Each batch as last read, by id. */
	batches: Record< number, Batch< object > >;
	/** Each batch's pages of its log, by id, then by query key. */
	items: Record< number, Record< string, BatchItemsPage > >;
}

/**
 * The query with its defaults, and nothing undefined: the same page is one
 * cache entry and one resolution however it was asked for.
 *
 * @param query The page asked for.
 */
function toItemsQuery( query: BatchItemsQuery = {} ): BatchItemsQuery {
	return {
		...( query.status ? { status: query.status } : {} ),
		page: Math.max( 1, query.page ?? 1 ),
		perPage: query.perPage ?? BATCH_ITEMS_PER_PAGE,
	};
}

const actions = {
	/**
	 * A batch as the server answered it.
	 *
	 * @param batch The batch.
	 */
	receiveBatch( batch: Batch< object > ) {
		return { type: RECEIVE_BATCH, batch } as const;
	},

	/**
	 * A page of a batch's log.
	 *
	 * @param id    The batch.
	 * @param query The page (as `toItemsQuery` gives it).
	 * @param page  Its lines and the query's total.
	 */
	receiveBatchItems(
		id: number,
		query: BatchItemsQuery,
		page: BatchItemsPage
	) {
		return { type: RECEIVE_BATCH_ITEMS, id, query, page } as const;
	},

	/**
	 * Starts an export of a list's filter (`POST <list>/exports`; empty
	 * values are left out) and holds its batch before anyone selects it (a
	 * small one is done in the answer and never read again). Resolves to the
	 * batch, rejects with the REST error.
	 *
	 * @param path   The list's exports route, e.g. `/eventin/v2/attendees/exports`.
	 * @param format The file format.
	 * @param query  The list's filter.
	 */
	startExport:
		( path: string, format: ExportFormat, query: ExportQuery ) =>
		async ( { dispatch }: ThunkArgs ): Promise< ExportBatch > => {
			const filter = Object.fromEntries(
				Object.entries( query ).filter(
					( [ , value ] ) =>
						value !== undefined &&
						value !== null &&
						value !== '' &&
						value !== 0
				)
			);
			const batch = await apiFetch< ExportBatch >( {
				path,
				method: 'POST',
				data: { ...filter, format },
			} );
			dispatch.receiveBatch( batch );
			return batch;
		},

	/**
	 * Retry failed: the failed recipients are queued again
	 * (`POST batches/{id}/retry`); resolves to the batch (sending), then
	 * followed to its end again. Rejects with the REST error (409
	 * `eventin_nothing_to_retry` when none failed).
	 *
	 * @param id The batch.
	 */
	retryBatch:
		( id: number ) =>
		async ( { dispatch }: ThunkArgs ): Promise< Batch< object > > => {
			const batch = await apiFetch< Batch< object > >( {
				path: `${ REST_PATH }/${ id }/retry`,
				method: 'POST',
			} );
			dispatch.receiveBatch( batch );
			// The poller ended with the batch: the next select starts another.
			dispatch.invalidateResolution( 'getBatch', [ id ] );
			dispatch.invalidateResolutionForStoreSelector( 'getBatchItems' );
			return batch;
		},

	/**
	 * Stops a scheduled or sending batch (`POST batches/{id}/cancel`): what
	 * is not sent yet is not sent. Resolves to the batch (cancelled), rejects
	 * with the REST error (409 `eventin_batch_finished` once it is over).
	 *
	 * @param id The batch.
	 */
	cancelBatch:
		( id: number ) =>
		async ( { dispatch }: ThunkArgs ): Promise< Batch< object > > => {
			const batch = await apiFetch< Batch< object > >( {
				path: `${ REST_PATH }/${ id }/cancel`,
				method: 'POST',
			} );
			dispatch.receiveBatch( batch );
			dispatch.invalidateResolutionForStoreSelector( 'getBatchItems' );
			return batch;
		},
};

interface ThunkArgs {
	dispatch: {
		receiveBatch: typeof actions.receiveBatch;
		receiveBatchItems: typeof actions.receiveBatchItems;
		invalidateResolution: ( selectorName: string, args: unknown[] ) => void;
		invalidateResolutionForStoreSelector: ( selectorName: string ) => void;
	};
}

type BatchesAction =
	| ReturnType< typeof actions.receiveBatch >
	| ReturnType< typeof actions.receiveBatchItems >
	| { type: '' };

function reducer(
	state: BatchesState = { batches: {}, items: {} },
	action: BatchesAction
): BatchesState {
	switch ( action.type ) {
		case RECEIVE_BATCH:
			return {
				...state,
				batches: {
					...state.batches,
					[ action.batch.id ]: action.batch,
				},
			};
		case RECEIVE_BATCH_ITEMS:
			return {
				...state,
				items: {
					...state.items,
					[ action.id ]: {
						...state.items[ action.id ],
						[ getQueryKey( action.query ) ]: action.page,
					},
				},
			};
		default:
			return state;
	}
}

const selectors = {
	/**
	 * A batch as last read; null before. Selecting one that is not over
	 * follows it until it is; `getResolutionError( 'getBatch', [ id ] )`
	 * says why a read failed.
	 *
	 * @param state The store's state.
	 * @param id    The batch.
	 */
	getBatch( state: BatchesState, id: number ): Batch< object > | null {
		return state.batches[ id ] ?? null;
	},

	/**
	 * A page of a batch's log; null until it arrives.
	 *
	 * @param state The store's state.
	 * @param id    The batch.
	 * @param query A status (all when left out), the page and its size.
	 */
	getBatchItems: Object.assign(
		(
			state: BatchesState,
			id: number,
			query: BatchItemsQuery = {}
		): BatchItemsPage | null =>
			state.items[ id ]?.[ getQueryKey( toItemsQuery( query ) ) ] ?? null,
		{
			normalizeArgs: ( args: [ number, BatchItemsQuery? ] ) => [
				args[ 0 ],
				toItemsQuery( args[ 1 ] ),
			],
		}
	),
};

const wait = ( milliseconds: number ) =>
	new Promise( ( resolve ) => setTimeout( resolve, milliseconds ) );

const resolvers = {
	getBatch: Object.assign(
		( id: number ) =>
			async ( { dispatch }: ThunkArgs ) => {
				for (;;) {
					const batch = await apiFetch< Batch< object > >( {
						path: `${ REST_PATH }/${ id }`,
					} );
					dispatch.receiveBatch( batch );
					// The log on screen follows the counts (only pages shown are read).
					dispatch.invalidateResolutionForStoreSelector(
						'getBatchItems'
					);
					const delay = getNextReadDelay( batch );
					if ( delay === null ) {
						return;
					}
					await wait( delay );
				}
			},
		{
			// One that is over is never read again.
			isFulfilled: ( state: BatchesState, id: number ) =>
				isBatchOver( state.batches[ id ] ),
		}
	),

	getBatchItems:
		( id: number, query: BatchItemsQuery = {} ) =>
		async ( { dispatch }: ThunkArgs ) => {
			const { status, page, perPage } = toItemsQuery( query );
			let response;
			try {
				// `parse: false` keeps the X-WP-Total header readable.
				response = await apiFetch< never, false >( {
					path: addQueryArgs( `${ REST_PATH }/${ id }/items`, {
						status,
						paged: page,
						per_page: perPage,
					} ),
					parse: false,
				} );
			} catch ( error ) {
				throw await toApiError( error );
			}
			const { items, totalItems } = await readCollection< BatchItem >(
				response,
				'items',
				perPage
			);
			dispatch.receiveBatchItems( id, toItemsQuery( query ), {
				items,
				total: totalItems,
			} );
		},
};

export const store = createReduxStore( STORE_NAME, {
	reducer,
	actions,
	selectors,
	resolvers,
} );

register( store );

export type * from './types';
export {
	BATCH_POLL_INTERVAL,
	countHandled,
	getBatchProgress,
	isBatchOver,
	isBatchWaiting,
} from './progress';
