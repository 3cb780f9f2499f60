import {
	announce,
	defaultDeviceName,
	describe as describeScan,
	describeUndone,
	formatWhen,
	revokedText,
	statusText,
} from '../texts';
import type { Ticket } from '../types';

const ann: Ticket = {
	id: 5,
	code: 'abc123',
	name: 'Ann',
	ticket_name: 'VIP',
	status: 'completed',
	inside: true,
	checked_in_at: '2026-11-27T20:30:00.000Z',
};

function outcome( fields: Partial< Parameters< typeof describeScan >[ 0 ] > ) {
	return {
		direction: 'in' as const,
		result: 'rejected' as const,
		reason: null,
		ticket: ann,
		redeemed: null,
		...fields,
	};
}

describe( 'the answers', () => {
	it( 'welcomes and says goodbye by name, with the ticket type', () => {
		expect( describeScan( outcome( { result: 'ok' } ), 'UTC' ) ).toEqual( {
			tone: 'ok',
			icon: '✓',
			title: 'Welcome, Ann',
			details: [ 'VIP' ],
		} );
		expect(
			describeScan( outcome( { result: 'ok', direction: 'out' } ), 'UTC' )
				.title
		).toBe( 'Goodbye, Ann' );
	} );

	it( 'says when, where and by whom a ticket was checked in, in the event’s timezone', () => {
		const text = describeScan(
			outcome( {
				reason: 'already_redeemed',
				redeemed: {
					scanned_at: '2020-01-02T20:30:00.000Z',
					device: 'Door 2',
					user: 'Bob',
				},
			} ),
			'Europe/Berlin'
		);
		expect( text ).toEqual( {
			tone: 'rejected',
			icon: '!',
			title: 'Already checked in',
			details: [
				'Ann',
				'VIP',
				'Checked in at Jan 2, 2020, 9:30 PM on Door 2 by Bob',
			],
		} );
		expect( announce( text ) ).toBe(
			'Already checked in. Ann. VIP. Checked in at Jan 2, 2020, 9:30 PM on Door 2 by Bob'
		);
	} );

	it( 'names every refusal', () => {
		const titles = [
			'not_inside',
			'refunded',
			'canceled',
			'unpaid',
			'other_event',
			'invalid',
		].map(
			( reason ) =>
				describeScan( outcome( { reason: reason as never } ), 'UTC' )
					.title
		);
		expect( titles ).toEqual( [
			'Not checked in',
			'Refunded ticket',
			'Cancelled ticket',
			'Not paid',
			'Ticket for another event',
			'Unknown ticket code',
		] );
		expect(
			describeScan(
				outcome( { reason: 'invalid', ticket: null } ),
				'UTC'
			)
		).toEqual( {
			tone: 'rejected',
			icon: '✕',
			title: 'Unknown ticket code',
			details: [],
		} );
		expect( describeUndone( ann ) ).toEqual( {
			tone: 'neutral',
			icon: '↶',
			title: 'Scan undone',
			details: [ 'Ann' ],
		} );
	} );

	it( 'writes only the time of today', () => {
		const now = new Date( '2026-11-27T12:00:00.000Z' );
		expect( formatWhen( '2026-11-27T20:30:00.000Z', 'UTC', now ) ).toBe(
			'8:30 PM'
		);
		expect(
			formatWhen( '2026-11-27T20:30:00.000Z', 'Asia/Tokyo', now )
		).toBe( 'Nov 28, 2026, 5:30 AM' );
	} );

	it( 'tells of a revoked entry, the connection and a new device', () => {
		expect(
			revokedText( 'Ann', {
				scanned_at: '2026-11-27T20:30:00.000Z',
				device: 'Door 2',
				user: 'Bob',
			} )
		).toBe( 'Ann was already checked in on Door 2 — entry revoked' );
		expect( revokedText( 'Ann', null ) ).toBe(
			'Ann was already checked in — entry revoked'
		);
		expect( statusText( true, 0 ) ).toBe( 'Online' );
		expect( statusText( false, 2 ) ).toBe( 'Offline · 2 to send' );
		expect( defaultDeviceName( () => 0.1 ) ).toBe( 'Scanner 1999' );
	} );
} );
