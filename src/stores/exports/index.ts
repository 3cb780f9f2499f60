/**
 * The exports store: `eventin/exports`. Any list with an exports route
 * (`attendees/exports`, `rsvp-report/exports`) starts an export of its
 * filter here, then the store follows its progress until it is done or
 * failed. The progress is read a second after each answer, for as long as
 * the export runs (the server writes a batch on a read when none is
 * running), whether or not a screen still shows it.
 */
import apiFetch from '@wordpress/api-fetch';
import { createReduxStore, register } from '@wordpress/data';

import { type ExportFormat, type ExportJob, type ExportQuery } from './types';

export const STORE_NAME = 'eventin/exports';

/** How often a running export's progress is read, in milliseconds. */
export const EXPORT_POLL_INTERVAL = 1000;

const RECEIVE_EXPORT = 'RECEIVE_EXPORT';

interface ExportsState {
	/** Each export as last read, by id. */
	jobs: Record< string, ExportJob >;
	/** Each export's route, by id: where its progress is read. */
	paths: Record< string, string >;
}

const actions = {
	/**
	 * An export as the server answered it.
	 *
	 * @param job  The export.
	 * @param path Its list's exports route, e.g. `/eventin/v2/attendees/exports`.
	 */
	receiveExport( job: ExportJob, path: string ) {
		return { type: RECEIVE_EXPORT, job, path } as const;
	},

	/**
	 * Starts an export of a filter (empty values are left out); resolves to
	 * the export (a small one is done in the answer), rejects with the REST
	 * error.
	 *
	 * @param path   The list's exports route.
	 * @param format The file format.
	 * @param query  The list's filter.
	 */
	startExport:
		( path: string, format: ExportFormat, query: ExportQuery ) =>
		async ( { dispatch }: ThunkArgs ): Promise< ExportJob > => {
			const filter = Object.fromEntries(
				Object.entries( query ).filter(
					( [ , value ] ) =>
						value !== undefined &&
						value !== null &&
						value !== '' &&
						value !== 0
				)
			);
			const job = await apiFetch< ExportJob >( {
				path,
				method: 'POST',
				data: { ...filter, format },
			} );
			dispatch.receiveExport( job, path );
			// What was followed under this id before is over.
			dispatch.invalidateResolution( 'getExport', [ job.id ] );
			return job;
		},
};

interface ThunkArgs {
	dispatch: {
		receiveExport: typeof actions.receiveExport;
		invalidateResolution: ( selectorName: string, args: unknown[] ) => void;
	};
	select: { getExportPath: ( id: string ) => string | null };
}

function reducer(
	state: ExportsState = { jobs: {}, paths: {} },
	action: ReturnType< typeof actions.receiveExport > | { type: '' }
): ExportsState {
	if ( action.type !== RECEIVE_EXPORT ) {
		return state;
	}
	return {
		jobs: { ...state.jobs, [ action.job.id ]: action.job },
		paths: { ...state.paths, [ action.job.id ]: action.path },
	};
}

const selectors = {
	/**
	 * An export as last read; null for one not started here. Selecting a
	 * running one follows it until it ends;
	 * `getResolutionError( 'getExport', [ id ] )` says why a read failed.
	 *
	 * @param state The store's state.
	 * @param id    The export.
	 */
	getExport( state: ExportsState, id: string ): ExportJob | null {
		return state.jobs[ id ] ?? null;
	},

	getExportPath( state: ExportsState, id: string ): string | null {
		return state.paths[ id ] ?? null;
	},
};

const wait = ( milliseconds: number ) =>
	new Promise( ( resolve ) => setTimeout( resolve, milliseconds ) );

const resolvers = {
	/** Reads a running export's progress a second after each answer, until it ends. */
	getExport: Object.assign(
		( id: string ) =>
			async ( { dispatch, select }: ThunkArgs ) => {
				const path = select.getExportPath( id );
				if ( ! path ) {
					return;
				}
				let job: ExportJob;
				do {
					await wait( EXPORT_POLL_INTERVAL );
					job = await apiFetch< ExportJob >( {
						path: `${ path }/${ id }`,
					} );
					dispatch.receiveExport( job, path );
				} while ( job.status === 'running' );
			},
		{
			// One that has ended is never read again.
			isFulfilled: ( state: ExportsState, id: string ) =>
				state.jobs[ id ] !== undefined &&
				state.jobs[ id ].status !== 'running',
		}
	),
};

export const store = createReduxStore( STORE_NAME, {
	reducer,
	actions,
	selectors,
	resolvers,
} );

register( store );

export type * from './types';
