/**
 * A batch: one send of many mails (RSVP invitations and reminders, Send
 * Certificate) or one export of a list, as `GET /eventin/v2/batches/{id}`
 * answers it. Each kind keeps its own `details`; the stores of the screens
 * that start batches name them (`RsvpSend`, `CertificateSend`), exports'
 * are here (`ExportBatch`: no store of their own starts them).
 */

export type BatchStatus = 'scheduled' | 'sending' | 'done' | 'cancelled';

export interface Batch< Details extends object = Record< string, unknown > > {
	id: number;
	/** 'rsvp-invitation', 'certificate', 'export-attendees' or 'export-rsvp'. */
	kind: string;
	event_id: number;
	status: BatchStatus;
	/** Recipients: 0 while a status audience is scheduled, known once the send starts. */
	total: number;
	sent: number;
	/** Not taken by the mail server after every attempt. */
	failed: number;
	/** Dropped on purpose (the attendee refunded meanwhile, the event closed to invitations). */
	skipped: number;
	/** Not sent because the batch was cancelled. */
	cancelled: number;
	/** When it starts: ISO 8601 with the site's offset. */
	run_at: string;
	/** Who started it: a user id, and their display name ('' once the user is deleted). */
	created_by: number;
	created_by_name: string;
	created_at: string;
	finished_at: string | null;
	details: Details;
}

/**
 * A recipient's state: `sending` is handed to the mail queue, not sent yet
 * (its `error` holds the last attempt's reason, if any).
 */
export type BatchItemStatus =
	'queued' | 'sending' | 'sent' | 'failed' | 'skipped' | 'cancelled';

/** One recipient of a batch: its line of the log. */
export interface BatchItem {
	email: string;
	name: string;
	status: BatchItemStatus;
	error: string;
	updated_at: string | null;
}

/** A page of the log: one status or all, 1-based pages (a type: it is a cache key too). */
export type BatchItemsQuery = {
	status?: BatchItemStatus;
	page?: number;
	perPage?: number;
};

/** A page of the log and how many recipients the query holds in all. */
export interface BatchItemsPage {
	items: BatchItem[];
	total: number;
}

export type ExportFormat = 'csv' | 'xlsx';

/** A list's filter as an export takes it (empty values are left out). */
export type ExportQuery = Record< string, string | number | undefined | null >;

/** An export's `details` (kinds `export-attendees`, `export-rsvp`). */
export interface ExportDetails {
	/** The list exported. */
	source: 'attendees' | 'rsvp';
	format: ExportFormat;
	/** Rows the filter picked. */
	rows: number;
	/** Rows written so far. */
	written: number;
	/** Once the file is done: its address, for the one who started the export. */
	download_url?: string;
}

/**
 * An export as `POST <list>/exports` and `batches/{id}` answer it. One whose
 * part failed is done with `failed > 0` and no file; Retry goes on from there.
 */
export type ExportBatch = Batch< ExportDetails >;
