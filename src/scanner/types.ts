/**
 * The check-in contract's shapes (/work/checkin-contract.md, includes/Checkin/ on the server).
 */
export type Direction = 'in' | 'out';

export type Reason =
	| 'already_redeemed'
	| 'not_inside'
	| 'invalid'
	| 'other_event'
	| 'refunded'
	| 'canceled'
	| 'unpaid';

/** One ticket of the event, as `GET attendees/check-in` answers it. */
export interface Ticket {
	id: number;
	code: string;
	name: string;
	ticket_name: string;
	/** The payment status: completed, partially_refunded, refunded, cancelled, failed, pending… */
	status: string;
	inside: boolean;
	/** The first admitted entry (ISO 8601 UTC), null before. */
	checked_in_at: string | null;
	/**
	 * Who admitted it, when this device learnt it (a pull's scans, its own scans): kept locally
	 * only, for the 'Already checked in' answer.
	 */
	entry?: Redeemed | null;
}

/** The entry that admitted a ticket. */
export interface Redeemed {
	scanned_at: string;
	device: string;
	user: string;
}

/** A scan as every route answers it. */
export interface Scan {
	nonce: string;
	code: string;
	event_id: number;
	direction: Direction;
	scanned_at: string;
	device: string;
	user: string;
	result: 'ok' | 'rejected';
	reason: Reason | null;
	undone: boolean;
	attendee: Ticket | null;
	redeemed: Redeemed | null;
	/**
	 * In the answer to the scan only: the scan time the device sent was not possible (before the
	 * booking or the door opened, or ahead of the server), so the server timed it when it arrived.
	 */
	clock_off?: boolean;
}

export interface Counts {
	inside: number;
	checked_in: number;
	total: number;
}

/** A scan waiting to be sent (`POST attendees/check-in/sync`). */
export interface QueuedScan {
	nonce: string;
	code: string;
	event_id: number;
	direction: Direction;
	scanned_at: string;
	device: string;
}

/** An undo of a scan the server has, waiting to be sent. */
export interface QueuedUndo {
	/** The queue's key: 'undo:' + the scan's nonce. */
	nonce: string;
	undo: string;
	event_id: number;
}

export type QueueItem = QueuedScan | QueuedUndo;

/** What this device scanned, newest last: its own decision, then the server's. */
export interface HistoryEntry {
	nonce: string;
	code: string;
	direction: Direction;
	scanned_at: string;
	device: string;
	result: 'ok' | 'rejected';
	reason: Reason | null;
	/** The ticket as it was decided on (null: unknown code). */
	ticket: Ticket | null;
	redeemed: Redeemed | null;
	/** Whether the server has answered this scan (its result is then the server's). */
	synced: boolean;
	undone: boolean;
}

/** `GET attendees/check-in` */
export interface PullAnswer {
	seq: number;
	counts: Counts;
	tickets: Ticket[];
	scans: Scan[];
}

/** `POST attendees/check-in/sync` */
export interface SyncAnswer {
	seq: number;
	counts: Counts;
	scans: Scan[];
}
