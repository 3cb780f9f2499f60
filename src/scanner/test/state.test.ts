import {
	applyPull,
	applySync,
	clockOff,
	emptyState,
	scan,
	takeBatch,
	undoLast,
	type State,
} from '../state';
import type { Scan, Ticket } from '../types';

const ann: Ticket = {
	id: 5,
	code: 'abc123',
	name: 'Ann',
	ticket_name: 'VIP',
	status: 'completed',
	inside: false,
	checked_in_at: null,
};
const bob: Ticket = {
	...ann,
	id: 6,
	code: 'def456',
	name: 'Bob',
	ticket_name: 'Standard',
};

function withTickets( ...tickets: Ticket[] ): State {
	return {
		...emptyState(),
		tickets: new Map( tickets.map( ( t ) => [ t.code, t ] ) ),
		seq: 3,
	};
}

function input(
	code: string,
	nonce: string,
	direction: 'in' | 'out' = 'in',
	at = '2026-11-27T20:00:00.000Z'
) {
	return {
		code,
		direction,
		device: 'Door 1',
		user: 'Jane',
		event_id: 12,
		nonce,
		scanned_at: at,
	};
}

function serverScan( fields: Partial< Scan > ): Scan {
	return {
		nonce: 'n',
		code: 'abc123',
		event_id: 12,
		direction: 'in',
		scanned_at: '2026-11-27T20:00:00.000Z',
		device: 'Door 1',
		user: 'Jane',
		result: 'ok',
		reason: null,
		undone: false,
		attendee: null,
		redeemed: null,
		...fields,
	};
}

describe( 'scan', () => {
	it( 'answers at once, queues the scan and moves the ticket', () => {
		const { state, entry } = scan(
			withTickets( ann ),
			input( ' ABC123 ', 'n1' )
		);
		expect( entry ).toMatchObject( {
			nonce: 'n1',
			code: 'abc123',
			result: 'ok',
			reason: null,
			synced: false,
			ticket: ann,
		} );
		expect( state.tickets.get( 'abc123' )?.inside ).toBe( true );
		expect( state.queue ).toEqual( [
			{
				nonce: 'n1',
				code: 'abc123',
				event_id: 12,
				direction: 'in',
				scanned_at: '2026-11-27T20:00:00.000Z',
				device: 'Door 1',
			},
		] );
		const again = scan( state, input( 'abc123', 'n2' ) );
		expect( again.entry ).toMatchObject( {
			result: 'rejected',
			reason: 'already_redeemed',
			redeemed: { device: 'Door 1', user: 'Jane' },
		} );
		expect( again.state.queue ).toHaveLength( 2 );
	} );

	it( 'queues an unknown code too: the server may know it', () => {
		const { state, entry } = scan(
			withTickets( ann ),
			input( 'zzz', 'n1' )
		);
		expect( entry ).toMatchObject( {
			result: 'rejected',
			reason: 'invalid',
			ticket: null,
		} );
		expect( state.queue ).toHaveLength( 1 );
	} );
} );

describe( 'undoLast', () => {
	it( 'drops an unsent scan from the queue and puts the ticket back', () => {
		const scanned = scan(
			withTickets( ann ),
			input( 'abc123', 'n1' )
		).state;
		const { state, entry } = undoLast( scanned, 12 );
		expect( entry ).toMatchObject( { nonce: 'n1', undone: true } );
		expect( state.queue ).toEqual( [] );
		expect( state.tickets.get( 'abc123' ) ).toBe( ann );
		expect( undoLast( state, 12 ).entry ).toBeNull();
	} );

	it( 'queues the undo of a scan the server has', () => {
		const scanned = scan(
			withTickets( ann ),
			input( 'abc123', 'n1' )
		).state;
		const synced = applySync( scanned, [ 'n1' ], {
			seq: 4,
			counts: { inside: 1, checked_in: 1, total: 1 },
			scans: [
				serverScan( {
					nonce: 'n1',
					attendee: { ...ann, inside: true },
				} ),
			],
		} ).state;
		const { state } = undoLast( synced, 12 );
		expect( state.queue ).toEqual( [
			{ nonce: 'undo:n1', undo: 'n1', event_id: 12 },
		] );
		expect( state.tickets.get( 'abc123' )?.inside ).toBe( false );
		expect( takeBatch( state.queue ) ).toEqual( [
			{ undo: 'n1', event_id: 12 },
		] );
	} );
} );

describe( 'takeBatch', () => {
	it( 'sends at most 500, oldest first, as the sync route takes them', () => {
		let state = withTickets( ann );
		for ( let i = 0; i < 501; i++ ) {
			state = scan( state, input( 'abc123', `n${ i }` ) ).state;
		}
		const batch = takeBatch( state.queue );
		expect( batch ).toHaveLength( 500 );
		expect( batch[ 0 ] ).toEqual( {
			code: 'abc123',
			event_id: 12,
			direction: 'in',
			scanned_at: '2026-11-27T20:00:00.000Z',
			device: 'Door 1',
			nonce: 'n0',
		} );
	} );
} );

describe( 'applySync', () => {
	it( 'takes the server’s answers, and tells when it revoked an entry', () => {
		const scanned = scan(
			withTickets( ann, bob ),
			input( 'abc123', 'n1' )
		).state;
		const both = scan( scanned, input( 'def456', 'n2' ) ).state;
		const merged = applySync( both, [ 'n1' ], {
			seq: 9,
			counts: { inside: 1, checked_in: 1, total: 2 },
			scans: [
				serverScan( {
					nonce: 'n1',
					result: 'rejected',
					reason: 'already_redeemed',
					attendee: {
						...ann,
						inside: true,
						checked_in_at: '2026-11-27T19:59:00.000Z',
					},
					redeemed: {
						scanned_at: '2026-11-27T19:59:00.000Z',
						device: 'Door 2',
						user: 'Bob',
					},
				} ),
			],
		} );
		expect( merged.revoked.map( ( e ) => e.nonce ) ).toEqual( [ 'n1' ] );
		expect( merged.changed[ 0 ] ).toMatchObject( {
			nonce: 'n1',
			result: 'rejected',
			reason: 'already_redeemed',
			synced: true,
			redeemed: { device: 'Door 2' },
		} );
		// n2 is still to send, and Bob stays inside on this device.
		expect( merged.state.queue.map( ( item ) => item.nonce ) ).toEqual( [
			'n2',
		] );
		expect( merged.state.tickets.get( 'def456' )?.inside ).toBe( true );
		expect( merged.state.tickets.get( 'abc123' )?.checked_in_at ).toBe(
			'2026-11-27T19:59:00.000Z'
		);
		// The pull's cursor is the pull's: a sync does not skip others' scans.
		expect( merged.state.seq ).toBe( 3 );
	} );
} );

describe( 'clockOff', () => {
	const queued = scan( withTickets( ann ), input( 'abc123', 'n1' ) ).state
		.queue;
	const undo = { nonce: 'undo:n0', undo: 'n0', event_id: 12 };
	const answer = ( ...scans: Array< Scan | null > ) => ( {
		seq: 9,
		counts: { inside: 1, checked_in: 1, total: 1 },
		scans: scans as Scan[],
	} );

	it( 'says the clock is off when the server timed a scan sent itself', () => {
		expect(
			clockOff(
				[ undo, ...queued ],
				answer( null, serverScan( { nonce: 'n1', clock_off: true } ) )
			)
		).toBe( true );
		expect(
			clockOff( queued, answer( serverScan( { nonce: 'n1' } ) ) )
		).toBe( false );
	} );

	it( 'knows nothing from undos alone', () => {
		expect(
			clockOff( [ undo ], answer( serverScan( { clock_off: true } ) ) )
		).toBeNull();
	} );
} );

describe( 'applyPull', () => {
	it( 'replaces every ticket on the first download, keeping unsent scans on top', () => {
		const offline = scan( withTickets(), input( 'abc123', 'n1' ) ).state;
		const merged = applyPull(
			{
				...offline,
				tickets: new Map( [ [ 'old', { ...ann, code: 'old' } ] ] ),
			},
			{
				seq: 7,
				counts: { inside: 0, checked_in: 0, total: 2 },
				tickets: [ ann, bob ],
				scans: [],
			},
			true
		);
		expect( [ ...merged.state.tickets.keys() ] ).toEqual( [
			'abc123',
			'def456',
		] );
		expect( merged.state.tickets.get( 'abc123' )?.inside ).toBe( true );
		expect( merged.state.seq ).toBe( 7 );
	} );

	it( 'applies later changes: other devices’ entries and this device’s flipped scans', () => {
		let state = withTickets( ann, bob );
		state = scan( state, input( 'abc123', 'n1' ) ).state;
		state = applySync( state, [ 'n1' ], {
			seq: 4,
			counts: { inside: 1, checked_in: 1, total: 2 },
			scans: [
				serverScan( {
					nonce: 'n1',
					attendee: {
						...ann,
						inside: true,
						checked_in_at: '2026-11-27T20:00:00.000Z',
					},
				} ),
			],
		} ).state;
		const merged = applyPull(
			state,
			{
				seq: 8,
				counts: { inside: 2, checked_in: 2, total: 2 },
				tickets: [
					{
						...ann,
						inside: true,
						checked_in_at: '2026-11-27T19:50:00.000Z',
					},
					{
						...bob,
						inside: true,
						checked_in_at: '2026-11-27T20:01:00.000Z',
					},
				],
				scans: [
					serverScan( {
						nonce: 'other',
						scanned_at: '2026-11-27T19:50:00.000Z',
						device: 'Door 2',
						user: 'Bob',
					} ),
					serverScan( {
						nonce: 'n1',
						result: 'rejected',
						reason: 'already_redeemed',
						redeemed: {
							scanned_at: '2026-11-27T19:50:00.000Z',
							device: 'Door 2',
							user: 'Bob',
						},
					} ),
					serverScan( {
						nonce: 'b1',
						code: 'def456',
						scanned_at: '2026-11-27T20:01:00.000Z',
						device: 'Door 3',
						user: 'Cy',
					} ),
				],
			},
			false
		);
		expect( merged.state.seq ).toBe( 8 );
		expect( merged.revoked.map( ( e ) => e.nonce ) ).toEqual( [ 'n1' ] );
		expect( merged.state.tickets.get( 'abc123' ) ).toMatchObject( {
			inside: true,
			checked_in_at: '2026-11-27T19:50:00.000Z',
			entry: { device: 'Door 2', user: 'Bob' },
		} );
		expect( merged.state.tickets.get( 'def456' )?.entry ).toEqual( {
			scanned_at: '2026-11-27T20:01:00.000Z',
			device: 'Door 3',
			user: 'Cy',
		} );
		// A scan at the door now says who let them in.
		expect(
			scan( merged.state, input( 'def456', 'n9' ) ).entry.redeemed
		).toEqual( {
			scanned_at: '2026-11-27T20:01:00.000Z',
			device: 'Door 3',
			user: 'Cy',
		} );
	} );
} );
