/**
 * The calls of `eventin/v2/attendees/exports`: start an export of the
 * attendee list's filter, and read how far it is.
 */
import apiFetch from '@wordpress/api-fetch';

export const EXPORTS_PATH = '/eventin/v2/attendees/exports';

export type ExportFormat = 'csv' | 'xlsx';

/** The attendee list's filter, as the list sends it. */
export interface AttendeeExportQuery {
	event_id?: number;
	ticket_id?: number;
	status?: string;
	ticket_status?: string;
	search?: string;
}

/** An export as the routes answer it. */
export interface AttendeeExportJob {
	id: string;
	status: 'running' | 'done' | 'failed';
	/** Attendees written so far. */
	done: number;
	/** Attendees the filter picked. */
	total: number;
	format: ExportFormat;
	/** When done: the file, for the one who started the export. */
	download_url?: string;
}

/**
 * Starts an export; a small one is done in the answer.
 *
 * @param format The file format.
 * @param query  The attendee list's filter (empty values are left out).
 */
export function startExport(
	format: ExportFormat,
	query: AttendeeExportQuery
): Promise< AttendeeExportJob > {
	const filter = Object.fromEntries(
		Object.entries( query ).filter(
			( [ , value ] ) =>
				value !== undefined &&
				value !== null &&
				value !== '' &&
				value !== 0
		)
	);
	return apiFetch< AttendeeExportJob >( {
		path: EXPORTS_PATH,
		method: 'POST',
		data: { ...filter, format },
	} );
}

/**
 * Reads an export's progress (the server runs a batch when none runs).
 *
 * @param id The export.
 */
export function getExport( id: string ): Promise< AttendeeExportJob > {
	return apiFetch< AttendeeExportJob >( {
		path: `${ EXPORTS_PATH }/${ id }`,
	} );
}
