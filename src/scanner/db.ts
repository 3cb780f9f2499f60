/**
 * The scanner's state in IndexedDB (through idb), one database per event and site: the tickets by
 * code, and the queue, this device's history and the pull's cursor as one record each. A reload
 * without a network starts from here.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

import { emptyState, type State } from './state';
import type { HistoryEntry, QueueItem, Ticket } from './types';

interface ScannerDB extends DBSchema {
	tickets: { key: string; value: Ticket };
	meta: {
		key: string;
		value: { queue: QueueItem[]; history: HistoryEntry[]; seq: number };
	};
}

export type Database = IDBPDatabase< ScannerDB >;

export function openDatabase(
	scope: string,
	eventId: number
): Promise< Database > {
	return openDB< ScannerDB >( `eventin-scanner:${ scope }:${ eventId }`, 1, {
		upgrade( db ) {
			db.createObjectStore( 'tickets', { keyPath: 'code' } );
			db.createObjectStore( 'meta' );
		},
	} );
}

export async function loadState( db: Database ): Promise< State > {
	const [ tickets, meta ] = await Promise.all( [
		db.getAll( 'tickets' ),
		db.get( 'meta', 'state' ),
	] );
	return {
		...emptyState(),
		...meta,
		tickets: new Map(
			tickets.map( ( ticket ) => [ ticket.code, ticket ] )
		),
	};
}

/**
 * Writes what changed from one state to the next: the tickets that are new objects (or all of
 * them, replacing the store, when `full`), and the queue, history and cursor.
 *
 * @param db
 * @param before
 * @param after
 * @param full
 */
export async function saveState(
	db: Database,
	before: State,
	after: State,
	full = false
): Promise< void > {
	const tx = db.transaction( [ 'tickets', 'meta' ], 'readwrite' );
	const tickets = tx.objectStore( 'tickets' );
	const writes: Promise< unknown >[] = [];
	if ( full ) {
		writes.push( tickets.clear() );
	}
	for ( const [ code, ticket ] of after.tickets ) {
		if ( full || before.tickets.get( code ) !== ticket ) {
			writes.push( tickets.put( ticket ) );
		}
	}
	writes.push(
		tx
			.objectStore( 'meta' )
			.put(
				{ queue: after.queue, history: after.history, seq: after.seq },
				'state'
			)
	);
	await Promise.all( [ ...writes, tx.done ] );
}
