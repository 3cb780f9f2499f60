/**
 * Exports of the attendee list (`attendees/exports`): start one for the
 * list's filter, then follow its progress until it is done or failed. The
 * progress is read a second after each answer, for as long as the export
 * runs (the server writes a batch on a read when none is running), whether
 * or not a screen still shows it.
 */
import apiFetch from '@wordpress/api-fetch';

import {
	type AttendeeExportJob,
	type AttendeeExportQuery,
	type ExportFormat,
} from './types';

export const EXPORTS_PATH = '/eventin/v2/attendees/exports';

/** How often a running export's progress is read, in milliseconds. */
export const EXPORT_POLL_INTERVAL = 1000;

const RECEIVE_EXPORT = 'RECEIVE_EXPORT';

export interface ExportsState {
	/** Each export as last read, by id. */
	exports: Record< string, AttendeeExportJob >;
}

/**
 * An export as the server answered it.
 *
 * @param job The export.
 */
export function receiveExport( job: AttendeeExportJob ) {
	return { type: RECEIVE_EXPORT, job } as const;
}

export function exports(
	state: ExportsState[ 'exports' ] = {},
	action: ReturnType< typeof receiveExport > | { type: '' }
): ExportsState[ 'exports' ] {
	return action.type === RECEIVE_EXPORT
		? { ...state, [ action.job.id ]: action.job }
		: state;
}

interface ExportThunkArgs {
	dispatch: {
		receiveExport: typeof receiveExport;
		invalidateResolution: ( selectorName: string, args: unknown[] ) => void;
	};
}

/**
 * Starts an export of a filter (empty values are left out); resolves to the
 * export (a small one is done in the answer), rejects with the REST error.
 *
 * @param format The file format.
 * @param query  The attendee list's filter.
 */
export const startExport =
	( format: ExportFormat, query: AttendeeExportQuery ) =>
	async ( { dispatch }: ExportThunkArgs ): Promise< AttendeeExportJob > => {
		const filter = Object.fromEntries(
			Object.entries( query ).filter(
				( [ , value ] ) =>
					value !== undefined &&
					value !== null &&
					value !== '' &&
					value !== 0
			)
		);
		const job = await apiFetch< AttendeeExportJob >( {
			path: EXPORTS_PATH,
			method: 'POST',
			data: { ...filter, format },
		} );
		dispatch.receiveExport( job );
		// What was followed under this id before is over.
		dispatch.invalidateResolution( 'getExport', [ job.id ] );
		return job;
	};

/**
 * An export as last read; null for one not started here. Selecting a running
 * one follows it until it ends; `getResolutionError( 'getExport', [ id ] )`
 * says why a read failed.
 *
 * @param state The store's state.
 * @param id    The export.
 */
export function getExport(
	state: ExportsState,
	id: string
): AttendeeExportJob | null {
	return state.exports[ id ] ?? null;
}

const wait = ( milliseconds: number ) =>
	new Promise( ( resolve ) => setTimeout( resolve, milliseconds ) );

/** Reads a running export's progress a second after each answer, until it ends. */
export const resolveExport = Object.assign(
	( id: string ) =>
		async ( { dispatch }: ExportThunkArgs ) => {
			let job: AttendeeExportJob;
			do {
				await wait( EXPORT_POLL_INTERVAL );
				job = await apiFetch< AttendeeExportJob >( {
					path: `${ EXPORTS_PATH }/${ id }`,
				} );
				dispatch.receiveExport( job );
			} while ( job.status === 'running' );
		},
	{
		// One that has ended is never read again.
		isFulfilled: ( state: ExportsState, id: string ) =>
			state.exports[ id ] !== undefined &&
			state.exports[ id ].status !== 'running',
	}
);
