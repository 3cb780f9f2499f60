/**
 * The door's rule, the same as the server's (includes/Checkin, /work/checkin-contract.md), so a
 * scan is answered at once, with or without a network; the server decides in the end.
 *
 * Before the state machine: an unknown code is `invalid` (this device holds only its event's
 * tickets, so a ticket of another event reads as unknown until the server says `other_event`),
 * then, for entries, the payment: refunded → `refunded`, cancelled or failed → `canceled`,
 * pending or waiting → `unpaid`. Then per ticket: outside + in → admitted (inside); inside + in →
 * `already_redeemed`; inside + out → exited; outside + out → `not_inside`. Exits are always taken
 * from a ticket that no longer admits: a refund or cancel ended its holder's entry, and they leave.
 */
import type { Direction, QueuedScan, Reason, Redeemed, Ticket } from './types';

export interface Decision {
	result: 'ok' | 'rejected';
	reason: Reason | null;
}

/** The payment statuses whose tickets admit. */
export const ADMITTING_STATUSES = [ 'completed', 'partially_refunded' ];

/**
 * Why a ticket's payment keeps it out, or null when it admits.
 *
 * @param status The attendee's payment status.
 */
export function paymentReason( status: string ): Reason | null {
	if ( ADMITTING_STATUSES.includes( status ) ) {
		return null;
	}
	if ( status === 'refunded' ) {
		return 'refunded';
	}
	if (
		status === 'cancelled' ||
		status === 'canceled' ||
		status === 'failed'
	) {
		return 'canceled';
	}
	return 'unpaid';
}

/**
 * The answer to a scan of a ticket in its present state.
 *
 * @param ticket    The ticket of the code, null when this device does not know the code.
 * @param direction Entry or exit.
 */
export function decide(
	ticket: Ticket | null,
	direction: Direction
): Decision {
	if ( ! ticket ) {
		return { result: 'rejected', reason: 'invalid' };
	}
	const refused = paymentReason( ticket.status );
	if ( refused ) {
		return direction === 'out'
			? { result: 'ok', reason: null }
			: { result: 'rejected', reason: refused };
	}
	if ( direction === 'in' ) {
		return ticket.inside
			? { result: 'rejected', reason: 'already_redeemed' }
			: { result: 'ok', reason: null };
	}
	return ticket.inside
		? { result: 'ok', reason: null }
		: { result: 'rejected', reason: 'not_inside' };
}

/**
 * The ticket after a scan that was decided on it (unchanged when the scan was refused).
 *
 * @param ticket          The ticket before the scan.
 * @param scan            The scan.
 * @param scan.direction
 * @param scan.scanned_at
 * @param scan.device
 * @param decision        What decide() answered for it.
 * @param user            Who scanned (for the entry it records).
 */
export function applyScan(
	ticket: Ticket,
	scan: { direction: Direction; scanned_at: string; device: string },
	decision: Decision,
	user = ''
): Ticket {
	if ( decision.result !== 'ok' ) {
		return ticket;
	}
	if ( scan.direction === 'out' ) {
		return { ...ticket, inside: false };
	}
	const entry: Redeemed = {
		scanned_at: scan.scanned_at,
		device: scan.device,
		user,
	};
	return {
		...ticket,
		inside: true,
		checked_in_at: ticket.checked_in_at ?? scan.scanned_at,
		entry,
	};
}

/**
 * A ticket as the server last told it, with this device's scans the server has not answered
 * yet played on top, oldest first (what the door shows until the server answers them).
 *
 * @param ticket  The server's ticket.
 * @param pending The queued scans (of any code; those of the ticket count).
 * @param user    Who scans on this device.
 */
export function withPending(
	ticket: Ticket,
	pending: QueuedScan[],
	user = ''
): Ticket {
	return pending
		.filter( ( scan ) => scan.code === ticket.code )
		.sort( ( a, b ) => a.scanned_at.localeCompare( b.scanned_at ) )
		.reduce(
			( state, scan ) =>
				applyScan( state, scan, decide( state, scan.direction ), user ),
			ticket
		);
}

/**
 * Inside now, admitted at least once, and the tickets that admit at all.
 *
 * @param tickets Every ticket of the event.
 */
export function countTickets( tickets: Iterable< Ticket > ) {
	const counts = { inside: 0, checked_in: 0, total: 0 };
	for ( const ticket of tickets ) {
		if ( ! ADMITTING_STATUSES.includes( ticket.status ) ) {
			continue;
		}
		counts.total++;
		if ( ticket.checked_in_at ) {
			counts.checked_in++;
		}
		if ( ticket.inside ) {
			counts.inside++;
		}
	}
	return counts;
}
