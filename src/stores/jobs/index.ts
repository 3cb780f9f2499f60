/**
 * The background jobs store: `eventin/jobs`, served by `/eventin/v2/jobs`
 * answering `{ items, total_items, counts }`. It reads like every CRUD
 * store (a page per query, with its totals) and keeps the jobs per status
 * that came with the last page (`getCounts()`). Jobs are added by the
 * features that need them, never here; a failed one is queued again with
 * `retryJob()`.
 */
import apiFetch from '@wordpress/api-fetch';
import { createReduxStore, register } from '@wordpress/data';
import { addQueryArgs } from '@wordpress/url';

import {
	getPerPage,
	readCollection,
	toApiError,
	type RawResponse,
} from '../crud/api';
import { LIST_SELECTORS } from '../crud/constants';
import { createActions } from '../crud/actions';
import { createReducer } from '../crud/reducer';
import { createResolvers } from '../crud/resolvers';
import { createSelectors } from '../crud/selectors';
import { type CrudQuery, type CrudState } from '../crud/types';
import { REST_PATH, STORE_NAME } from './constants';
import { type Job, type JobCounts } from './types';

const RECEIVE_COUNTS = 'RECEIVE_COUNTS';

interface JobsState extends CrudState< Job > {
	/** Jobs per status, from the last page received; null before. */
	counts: JobCounts | null;
}

const crudOptions = { storeName: STORE_NAME, path: REST_PATH };
const crudReducer = createReducer< Job >();
type CrudAction = Parameters< typeof crudReducer >[ 1 ];
type JobsAction =
	CrudAction | { type: typeof RECEIVE_COUNTS; counts: JobCounts };

function reducer(
	state: JobsState = { items: {}, queries: {}, counts: null },
	action: JobsAction
): JobsState {
	if ( action.type === RECEIVE_COUNTS ) {
		return { ...state, counts: action.counts };
	}
	const next = crudReducer( state, action );
	return next === state ? state : { ...next, counts: state.counts };
}

const crudActions = createActions< Job, never >( crudOptions );

interface JobsThunkArgs {
	dispatch: {
		receiveItems: (
			query: CrudQuery,
			items: Job[],
			totalItems: number,
			totalPages: number
		) => void;
		receiveItem: ( item: Job ) => void;
		receiveCounts: ( counts: JobCounts ) => void;
		invalidateResolutionForStoreSelector: ( selectorName: string ) => void;
	};
}

const actions = {
	receiveItems: crudActions.receiveItems,
	receiveItem: crudActions.receiveItem,

	receiveCounts( counts: JobCounts ) {
		return { type: RECEIVE_COUNTS, counts } as const;
	},

	/**
	 * Queues a failed job again (`POST jobs/{id}/retry`); resolves to the
	 * job as it is now, rejects with the REST error (409 when it has not
	 * failed). Every list and the counts are read again.
	 *
	 * @param id The job.
	 */
	retryJob:
		( id: number ) =>
		async ( { dispatch }: JobsThunkArgs ): Promise< Job > => {
			const job = await apiFetch< Job >( {
				path: `${ REST_PATH }/${ id }/retry`,
				method: 'POST',
			} );
			dispatch.receiveItem( job );
			for ( const selectorName of LIST_SELECTORS ) {
				dispatch.invalidateResolutionForStoreSelector( selectorName );
			}
			return job;
		},
};

const crudResolvers = createResolvers< Job >( crudOptions );

const resolvers = {
	// The totals come with the page (there is no `GET jobs/{id}`).
	getTotalItems: crudResolvers.getTotalItems,
	getTotalPages: crudResolvers.getTotalPages,

	/**
	 * A page of jobs, and the counts that come with it.
	 *
	 * @param query The list's query.
	 */
	getItems:
		( query: CrudQuery = {} ) =>
		async ( { dispatch }: JobsThunkArgs ) => {
			let response: RawResponse & { json: () => Promise< unknown > };
			try {
				// `parse: false` keeps the X-WP-Total headers readable.
				response = await apiFetch< never, false >( {
					path: addQueryArgs( REST_PATH, query ),
					parse: false,
				} );
			} catch ( error ) {
				throw await toApiError( error );
			}
			const body = ( await response.json() ) as {
				counts?: JobCounts;
			} | null;
			const page = await readCollection< Job >(
				{ json: async () => body, headers: response.headers },
				'items',
				getPerPage( query )
			);
			dispatch.receiveItems(
				query,
				page.items,
				page.totalItems,
				page.totalPages
			);
			if ( body?.counts ) {
				dispatch.receiveCounts( body.counts );
			}
		},
};

const selectors = {
	...createSelectors< Job >(),

	/**
	 * Jobs per status, as the last page received said; null before one came.
	 *
	 * @param state The store's state.
	 */
	getCounts( state: JobsState ): JobCounts | null {
		return state.counts;
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
