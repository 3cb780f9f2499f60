/**
 * The scanner's engine: the state of state.ts kept in IndexedDB, every scan answered at once and
 * queued, the queue sent in batches whenever the server answers, and the other devices' scans
 * pulled every few seconds. The screen subscribes to it.
 */
import apiFetch from '@wordpress/api-fetch';

import { openDatabase, loadState, saveState, type Database } from './db';
import {
	applyPull,
	applySync,
	BATCH,
	clockOff,
	emptyState,
	scan,
	takeBatch,
	undoLast,
	type Merged,
	type State,
} from './state';
import type { Direction, HistoryEntry, PullAnswer, SyncAnswer } from './types';
import { uniqueId } from '../utils/unique-id';

/** How often the scanner pulls the other devices' scans while online (ms). */
export const PULL_EVERY = 3000;

export interface Snapshot {
	state: State;
	/** Whether the tickets are loaded (from the device or the server). */
	ready: boolean;
	/** Whether the event's tickets were ever downloaded to this device. */
	downloaded: boolean;
	/** Whether the server answered the last request. */
	online: boolean;
	/** The scan on the screen (its nonce). */
	current: string | null;
	/** This device's entries the server revoked, newest last. */
	revoked: HistoryEntry[];
	/** A problem to show (the server's message), or ''. */
	error: string;
	/** Whether the server no longer takes this user's scans (signed out, nonce expired). */
	signedOut: boolean;
	/** Whether the server timed this device's last scans itself: the phone's clock is off. */
	clockOff: boolean;
}

export interface ScannerOptions {
	eventId: number;
	/** The signed-in user's name, for the entries this device records. */
	user: string;
	/** Tells sites and users apart in IndexedDB. */
	scope: string;
	/** Called when the server changed the answer on the screen. */
	onChange?: ( entry: HistoryEntry ) => void;
}

/**
 * Whether a request failed for want of the server (no network, the server down), not because
 * the server refused it.
 *
 * @param error What apiFetch threw.
 */
function isOffline( error: unknown ): boolean {
	const { code, data } = ( error ?? {} ) as {
		code?: string;
		data?: { status?: number };
	};
	return (
		code === 'offline_error' ||
		code === 'fetch_error' ||
		( data?.status ?? 0 ) >= 500 ||
		error instanceof TypeError
	);
}

export class Scanner {
	private snapshot: Snapshot = {
		state: emptyState(),
		ready: false,
		downloaded: false,
		online: typeof navigator === 'undefined' ? true : navigator.onLine,
		current: null,
		revoked: [],
		error: '',
		signedOut: false,
		clockOff: false,
	};
	private listeners = new Set< () => void >();
	private db: Database | null = null;
	private saving: Promise< void > = Promise.resolve();
	private busy = false;
	private again = false;
	private timer: ReturnType< typeof setInterval > | null = null;

	constructor( private options: ScannerOptions ) {}

	subscribe = ( listener: () => void ) => {
		this.listeners.add( listener );
		return () => this.listeners.delete( listener );
	};

	getSnapshot = (): Snapshot => this.snapshot;

	private set( changes: Partial< Snapshot > ) {
		this.snapshot = { ...this.snapshot, ...changes };
		this.listeners.forEach( ( listener ) => listener() );
	}

	/**
	 * Moves to a new state and stores it (in order, after the previous writes).
	 * @param next
	 * @param full
	 */
	private commit( next: State, full = false ) {
		const before = this.snapshot.state;
		this.set( { state: next } );
		const db = this.db;
		if ( db ) {
			this.saving = this.saving
				.then( () => saveState( db, before, next, full ) )
				.catch( () => undefined );
		}
	}

	async start(): Promise< void > {
		try {
			this.db = await openDatabase(
				this.options.scope,
				this.options.eventId
			);
			const state = await loadState( this.db );
			this.set( {
				state,
				ready: state.tickets.size > 0 || state.seq > 0,
				downloaded: state.seq > 0,
			} );
		} catch {
			// Private windows may refuse IndexedDB: the scanner works from memory.
		}
		window.addEventListener( 'online', this.onOnline );
		window.addEventListener( 'offline', this.onOffline );
		// A phone in a pocket does not pull; it sends what it scanned, and pulls again when shown.
		this.timer = setInterval( () => {
			if ( document.visibilityState !== 'hidden' ) {
				this.tick();
			}
		}, PULL_EVERY );
		document.addEventListener( 'visibilitychange', this.onOnline );
		await this.tick();
	}

	stop() {
		window.removeEventListener( 'online', this.onOnline );
		window.removeEventListener( 'offline', this.onOffline );
		document.removeEventListener( 'visibilitychange', this.onOnline );
		if ( this.timer ) {
			clearInterval( this.timer );
		}
	}

	private onOnline = () => {
		this.tick();
	};

	private onOffline = () => {
		this.set( { online: false } );
	};

	/**
	 * Answers a scan at once from this device's tickets, queues it, and sends it when the server
	 * answers.
	 *
	 * @param code
	 * @param direction
	 * @param device
	 */
	scan( code: string, direction: Direction, device: string ): HistoryEntry {
		const { state, entry } = scan( this.snapshot.state, {
			code,
			direction,
			device,
			user: this.options.user,
			event_id: this.options.eventId,
			nonce: uniqueId(),
			scanned_at: new Date().toISOString(),
		} );
		this.commit( state );
		this.set( { current: entry.nonce } );
		this.tick();
		return entry;
	}

	/** Takes this device's last scan back; the entry undone, or null. */
	undo(): HistoryEntry | null {
		const { state, entry } = undoLast(
			this.snapshot.state,
			this.options.eventId
		);
		if ( entry ) {
			this.commit( state );
			this.set( { current: entry.nonce } );
			this.tick();
		}
		return entry;
	}

	dismissRevoked() {
		this.set( { revoked: [] } );
	}

	private take( merged: Merged ) {
		if ( merged.revoked.length ) {
			this.set( {
				revoked: [ ...this.snapshot.revoked, ...merged.revoked ],
			} );
		}
		const current = merged.changed.find(
			( entry ) => entry.nonce === this.snapshot.current
		);
		if ( current ) {
			this.options.onChange?.( current );
		}
	}

	/** Sends the queue, then pulls what changed; one at a time. */
	async tick(): Promise< void > {
		if ( this.busy ) {
			this.again = true;
			return;
		}
		this.busy = true;
		try {
			do {
				this.again = false;
				await this.exchange();
			} while ( this.again );
			if (
				this.snapshot.error ||
				this.snapshot.signedOut ||
				! this.snapshot.online
			) {
				this.set( { online: true, error: '', signedOut: false } );
			}
		} catch ( error ) {
			if ( isOffline( error ) ) {
				this.set( { online: false } );
			} else {
				const status =
					( error as { data?: { status?: number } } )?.data?.status ??
					0;
				this.set( {
					online: true,
					signedOut: status === 401 || status === 403,
					error:
						( error as { message?: string } )?.message ??
						String( error ),
				} );
			}
		} finally {
			this.busy = false;
		}
	}

	private async exchange() {
		const eventId = this.options.eventId;
		while ( this.snapshot.state.queue.length ) {
			const items = this.snapshot.state.queue.slice( 0, BATCH );
			const answer = await apiFetch< SyncAnswer >( {
				path: '/eventin/v2/attendees/check-in/sync',
				method: 'POST',
				data: { scans: takeBatch( items ) },
			} );
			const merged = applySync(
				this.snapshot.state,
				items.map( ( item ) => item.nonce ),
				answer,
				this.options.user
			);
			this.commit( merged.state );
			this.take( merged );
			const off = clockOff( items, answer );
			if ( off !== null && off !== this.snapshot.clockOff ) {
				this.set( { clockOff: off } );
			}
		}
		const full = ! this.snapshot.downloaded;
		const since = full ? 0 : this.snapshot.state.seq;
		const answer = await apiFetch< PullAnswer >( {
			path: `/eventin/v2/attendees/check-in?event_id=${ eventId }&since=${ since }`,
		} );
		const merged = applyPull(
			this.snapshot.state,
			answer,
			full,
			this.options.user
		);
		this.commit( merged.state, full );
		this.take( merged );
		if ( full ) {
			this.set( { ready: true, downloaded: true } );
		}
	}
}
