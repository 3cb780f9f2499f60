/**
 * The scanner's data, without any I/O: the event's tickets as this device sees them (the server's
 * last word with its own unsent scans on top), the queue of scans and undos to send, and what this
 * device scanned. Every change is a function from one state to the next; scanner.ts stores and
 * sends them.
 */
import { applyScan, decide, withPending } from './decide';
import type {
	Direction,
	HistoryEntry,
	PullAnswer,
	QueueItem,
	QueuedScan,
	Redeemed,
	Scan,
	SyncAnswer,
	Ticket,
} from './types';

export interface State {
	/** By code. */
	tickets: Map< string, Ticket >;
	queue: QueueItem[];
	/** Oldest first. */
	history: HistoryEntry[];
	/** The next pull's `since`. */
	seq: number;
}

/** The most scans one sync sends (the route takes 1–500). */
export const BATCH = 500;

/** History entries kept on the device. */
export const HISTORY_LIMIT = 200;

export function emptyState(): State {
	return { tickets: new Map(), queue: [], history: [], seq: 0 };
}

export function isUndo(
	item: QueueItem
): item is Extract< QueueItem, { undo: string } > {
	return 'undo' in item;
}

/**
 * The scans (not undos) still to send.
 * @param queue
 */
export function pendingScans( queue: QueueItem[] ): QueuedScan[] {
	return queue.filter( ( item ): item is QueuedScan => ! isUndo( item ) );
}

/**
 * A code as people type it or a scanner reads it: trimmed, lower case (codes are stored so).
 *
 * @param code
 */
export function normalizeCode( code: string ): string {
	return code.trim().toLowerCase();
}

export interface ScanInput {
	code: string;
	direction: Direction;
	device: string;
	/** Who scans, for the entry it records on the ticket. */
	user: string;
	event_id: number;
	nonce: string;
	scanned_at: string;
}

/**
 * Decides a scan on this device's tickets, at once, and queues it.
 *
 * @param state
 * @param input
 */
export function scan(
	state: State,
	input: ScanInput
): { state: State; entry: HistoryEntry } {
	const code = normalizeCode( input.code );
	const ticket = state.tickets.get( code ) ?? null;
	const decision = decide( ticket, input.direction );
	const queued: QueuedScan = {
		nonce: input.nonce,
		code,
		event_id: input.event_id,
		direction: input.direction,
		scanned_at: input.scanned_at,
		device: input.device,
	};
	const entry: HistoryEntry = {
		nonce: input.nonce,
		code,
		direction: input.direction,
		scanned_at: input.scanned_at,
		device: input.device,
		result: decision.result,
		reason: decision.reason,
		ticket,
		redeemed:
			decision.reason === 'already_redeemed'
				? ( ticket?.entry ?? null )
				: null,
		synced: false,
		undone: false,
	};
	const tickets = new Map( state.tickets );
	if ( ticket ) {
		tickets.set( code, applyScan( ticket, queued, decision, input.user ) );
	}
	return {
		state: {
			...state,
			tickets,
			queue: [ ...state.queue, queued ],
			history: [ ...state.history, entry ].slice( -HISTORY_LIMIT ),
		},
		entry,
	};
}

/**
 * This device's last scan that can still be undone, or null.
 * @param state
 */
export function lastUndoable( state: State ): HistoryEntry | null {
	for ( let i = state.history.length - 1; i >= 0; i-- ) {
		if ( ! state.history[ i ].undone ) {
			return state.history[ i ];
		}
	}
	return null;
}

/**
 * Takes this device's last scan back: an unsent scan leaves the queue, a sent one queues its
 * undo; the ticket goes back to how it was before the scan.
 *
 * @param state
 * @param eventId
 */
export function undoLast(
	state: State,
	eventId: number
): { state: State; entry: HistoryEntry | null } {
	const last = lastUndoable( state );
	if ( ! last ) {
		return { state, entry: null };
	}
	const unsent = state.queue.some( ( item ) => item.nonce === last.nonce );
	const queue = unsent
		? state.queue.filter( ( item ) => item.nonce !== last.nonce )
		: [
				...state.queue,
				{
					nonce: 'undo:' + last.nonce,
					undo: last.nonce,
					event_id: eventId,
				},
			];
	const tickets = new Map( state.tickets );
	if ( last.ticket && last.result === 'ok' ) {
		tickets.set( last.code, last.ticket );
	}
	const entry = { ...last, undone: true };
	return {
		state: {
			...state,
			tickets,
			queue,
			history: state.history.map( ( item ) =>
				item.nonce === last.nonce ? entry : item
			),
		},
		entry,
	};
}

/**
 * The first items of the queue as `POST attendees/check-in/sync` takes them.
 *
 * @param queue
 * @param max
 */
export function takeBatch( queue: QueueItem[], max = BATCH ) {
	return queue.slice( 0, max ).map( ( item ) =>
		isUndo( item )
			? { undo: item.undo, event_id: item.event_id }
			: {
					code: item.code,
					event_id: item.event_id,
					direction: item.direction,
					scanned_at: item.scanned_at,
					device: item.device,
					nonce: item.nonce,
				}
	);
}

/**
 * Whether the server turned an entry this device admitted into a refusal.
 * @param before
 * @param after
 */
function isRevoked( before: HistoryEntry, after: Scan ): boolean {
	return (
		before.direction === 'in' &&
		before.result === 'ok' &&
		! before.undone &&
		after.result === 'rejected' &&
		after.reason === 'already_redeemed'
	);
}

/**
 * A server's ticket: the entry in force as the server names it, else the one this device knew
 * while the ticket stays inside.
 *
 * @param previous
 * @param ticket
 */
function fromServer( previous: Ticket | undefined, ticket: Ticket ): Ticket {
	const known = ticket.inside ? ( previous?.entry ?? null ) : null;
	return {
		...ticket,
		code: normalizeCode( ticket.code ),
		entry: ticket.entry === undefined ? known : ticket.entry,
	};
}

export interface Merged {
	state: State;
	/** This device's entries the server turned down since (another device admitted first). */
	revoked: HistoryEntry[];
	/** This device's entries whose answer changed (the screen shows the newest of them). */
	changed: HistoryEntry[];
}

/**
 * Takes the server's scans in: this device's get the server's answer (and may be revoked),
 * every admitted entry tells its ticket who admitted it, and the tickets they carry are the
 * server's (with the unsent scans on top).
 *
 * @param state
 * @param scans
 * @param user
 */
function mergeScans( state: State, scans: Scan[], user: string ): Merged {
	const byNonce = new Map(
		state.history.map( ( entry ) => [ entry.nonce, entry ] )
	);
	const tickets = new Map( state.tickets );
	const pending = pendingScans( state.queue );
	const revoked: HistoryEntry[] = [];
	const changed: HistoryEntry[] = [];
	for ( const item of scans ) {
		const code = normalizeCode( item.code );
		if ( item.attendee ) {
			tickets.set(
				code,
				withPending(
					fromServer( tickets.get( code ), item.attendee ),
					pending,
					user
				)
			);
		}
		const ticket = tickets.get( code );
		if (
			ticket &&
			! item.undone &&
			item.result === 'ok' &&
			item.direction === 'in' &&
			ticket.inside
		) {
			const entry: Redeemed = {
				scanned_at: item.scanned_at,
				device: item.device,
				user: item.user,
			};
			tickets.set( code, { ...ticket, entry } );
		}
		const mine = byNonce.get( item.nonce );
		if ( ! mine ) {
			continue;
		}
		if ( isRevoked( mine, item ) ) {
			revoked.push( mine );
		}
		const next: HistoryEntry = {
			...mine,
			result: item.result,
			reason: item.reason,
			// The ticket as it was before the scan (what an undo puts back).
			ticket: mine.ticket ?? item.attendee,
			redeemed: item.redeemed,
			synced: true,
			undone: mine.undone || item.undone,
		};
		if ( next.result !== mine.result || next.reason !== mine.reason ) {
			changed.push( next );
		}
		byNonce.set( item.nonce, next );
	}
	return {
		state: {
			...state,
			tickets,
			history: state.history.map(
				( entry ) => byNonce.get( entry.nonce ) ?? entry
			),
		},
		revoked,
		changed,
	};
}

/**
 * The server's answer to a sync of the queue's first items: they leave the queue, and their
 * answers are taken in.
 *
 * @param state
 * @param sent   The nonces of the queue items sent (undos by their 'undo:' key).
 * @param answer
 * @param user
 */
export function applySync(
	state: State,
	sent: string[],
	answer: SyncAnswer,
	user = ''
): Merged {
	const gone = new Set( sent );
	return mergeScans(
		{
			...state,
			queue: state.queue.filter( ( item ) => ! gone.has( item.nonce ) ),
		},
		answer.scans,
		user
	);
}

/**
 * Whether the server found this device's clock off, from its answer to a sync: true when it timed
 * one of the scans sent itself, false when it took them all as timed, null when only undos went.
 *
 * @param sent   The queue items sent, in order.
 * @param answer
 */
export function clockOff(
	sent: QueueItem[],
	answer: SyncAnswer
): boolean | null {
	const scans = answer.scans.filter(
		( item, index ) => item && sent[ index ] && ! isUndo( sent[ index ] )
	);
	return scans.length ? scans.some( ( item ) => item.clock_off ) : null;
}

/**
 * The server's answer to a pull: since 0 every ticket (the offline download), later the tickets
 * and scans that changed; `seq` is the next pull's `since`.
 *
 * @param state
 * @param answer
 * @param full   Whether it answered since=0 (every ticket of the event).
 * @param user
 */
export function applyPull(
	state: State,
	answer: PullAnswer,
	full: boolean,
	user = ''
): Merged {
	const pending = pendingScans( state.queue );
	const tickets = full
		? new Map< string, Ticket >()
		: new Map( state.tickets );
	for ( const ticket of answer.tickets ) {
		const code = normalizeCode( ticket.code );
		tickets.set(
			code,
			withPending(
				fromServer( state.tickets.get( code ), ticket ),
				pending,
				user
			)
		);
	}
	const merged = mergeScans( { ...state, tickets }, answer.scans, user );
	return {
		...merged,
		state: {
			...merged.state,
			seq: Math.max( answer.seq, full ? 0 : state.seq ),
		},
	};
}
