import {
	applyScan,
	countTickets,
	decide,
	paymentReason,
	withPending,
} from '../decide';
import type { QueuedScan, Ticket } from '../types';

const ann: Ticket = {
	id: 5,
	code: 'abc123',
	name: 'Ann',
	ticket_name: 'VIP',
	status: 'completed',
	inside: false,
	checked_in_at: null,
};

function queued( direction: 'in' | 'out', at: string, nonce = at ): QueuedScan {
	return {
		nonce,
		code: 'abc123',
		event_id: 12,
		direction,
		scanned_at: at,
		device: 'Door 1',
	};
}

describe( 'decide', () => {
	it( 'refuses an unknown code', () => {
		expect( decide( null, 'in' ) ).toEqual( {
			result: 'rejected',
			reason: 'invalid',
		} );
	} );

	it( 'refuses entries by their payment before their state', () => {
		expect( decide( { ...ann, status: 'refunded' }, 'in' ).reason ).toBe(
			'refunded'
		);
		expect( decide( { ...ann, status: 'cancelled' }, 'in' ).reason ).toBe(
			'canceled'
		);
		expect( decide( { ...ann, status: 'failed' }, 'in' ).reason ).toBe(
			'canceled'
		);
		expect(
			decide( { ...ann, status: 'pending', inside: true }, 'in' ).reason
		).toBe( 'unpaid' );
		expect( paymentReason( 'waiting' ) ).toBe( 'unpaid' );
		expect( paymentReason( 'partially_refunded' ) ).toBeNull();
	} );

	it( 'always lets out the holder of a ticket that no longer admits', () => {
		for ( const status of [ 'refunded', 'cancelled', 'pending' ] ) {
			for ( const inside of [ true, false ] ) {
				expect( decide( { ...ann, status, inside }, 'out' ) ).toEqual( {
					result: 'ok',
					reason: null,
				} );
			}
		}
	} );

	it( 'admits once, lets out, admits again after an exit', () => {
		expect( decide( ann, 'in' ) ).toEqual( { result: 'ok', reason: null } );
		expect( decide( ann, 'out' ) ).toEqual( {
			result: 'rejected',
			reason: 'not_inside',
		} );
		const inside = { ...ann, inside: true };
		expect( decide( inside, 'in' ) ).toEqual( {
			result: 'rejected',
			reason: 'already_redeemed',
		} );
		expect( decide( inside, 'out' ) ).toEqual( {
			result: 'ok',
			reason: null,
		} );
	} );
} );

describe( 'applyScan', () => {
	it( 'records the first entry and who made it; an exit keeps it', () => {
		const scan = {
			direction: 'in' as const,
			scanned_at: '2026-11-27T20:00:00.000Z',
			device: 'Door 1',
		};
		const inside = applyScan( ann, scan, decide( ann, 'in' ), 'Jane' );
		expect( inside ).toMatchObject( {
			inside: true,
			checked_in_at: '2026-11-27T20:00:00.000Z',
			entry: {
				scanned_at: '2026-11-27T20:00:00.000Z',
				device: 'Door 1',
				user: 'Jane',
			},
		} );
		const out = applyScan(
			inside,
			{
				...scan,
				direction: 'out',
				scanned_at: '2026-11-27T21:00:00.000Z',
			},
			decide( inside, 'out' )
		);
		expect( out ).toMatchObject( {
			inside: false,
			checked_in_at: '2026-11-27T20:00:00.000Z',
		} );
		const again = applyScan(
			out,
			{ ...scan, scanned_at: '2026-11-27T22:00:00.000Z' },
			decide( out, 'in' )
		);
		expect( again.checked_in_at ).toBe( '2026-11-27T20:00:00.000Z' );
	} );

	it( 'leaves a refused scan without effect', () => {
		const refunded = { ...ann, status: 'refunded' };
		expect(
			applyScan(
				refunded,
				{
					direction: 'in',
					scanned_at: '2026-11-27T20:00:00.000Z',
					device: 'Door 1',
				},
				decide( refunded, 'in' )
			)
		).toBe( refunded );
	} );
} );

describe( 'withPending', () => {
	it( 'plays the unsent scans of the ticket on the server state, oldest first', () => {
		const state = withPending( ann, [
			queued( 'out', '2026-11-27T20:05:00.000Z' ),
			queued( 'in', '2026-11-27T20:00:00.000Z' ),
			{ ...queued( 'in', '2026-11-27T19:00:00.000Z' ), code: 'other' },
		] );
		expect( state.inside ).toBe( false );
		expect( state.checked_in_at ).toBe( '2026-11-27T20:00:00.000Z' );
	} );

	it( 'keeps a second entry from counting', () => {
		const state = withPending(
			{ ...ann, inside: true, checked_in_at: '2026-11-27T19:00:00.000Z' },
			[ queued( 'in', '2026-11-27T20:00:00.000Z' ) ]
		);
		expect( state.checked_in_at ).toBe( '2026-11-27T19:00:00.000Z' );
	} );
} );

describe( 'countTickets', () => {
	it( 'counts inside, checked in, and the tickets that admit', () => {
		expect(
			countTickets( [
				{
					...ann,
					inside: true,
					checked_in_at: '2026-11-27T19:00:00.000Z',
				},
				{
					...ann,
					code: 'b',
					checked_in_at: '2026-11-27T19:00:00.000Z',
				},
				{ ...ann, code: 'c', status: 'partially_refunded' },
				{ ...ann, code: 'd', status: 'refunded' },
				{ ...ann, code: 'e', status: 'pending' },
			] )
		).toEqual( { inside: 1, checked_in: 2, total: 3 } );
	} );
} );
