/**
 * How bookings and their tickets read on every screen that shows them (the
 * purchase report, the attendee list, an attendee's form): statuses by name,
 * and the ticket code cut short.
 */
import { __ } from '@wordpress/i18n';

import { type OrderStatus } from '../../stores/orders/types';

/**
 * A booking's status as people read it; a ticket's payment status reads the
 * same.
 *
 * @param status The status, e.g. 'partially_refunded'.
 */
export function getBookingStatusLabel( status: string ): string {
	const labels: Record< OrderStatus, string > = {
		pending: __( 'Pending', 'eventin' ),
		completed: __( 'Completed', 'eventin' ),
		failed: __( 'Failed', 'eventin' ),
		refunded: __( 'Refunded', 'eventin' ),
		partially_refunded: __( 'Partially refunded', 'eventin' ),
		waiting: __( 'Waiting', 'eventin' ),
		cancelled: __( 'Cancelled', 'eventin' ),
	};
	return labels[ status as OrderStatus ] ?? status;
}

/**
 * Whether the ticket was used at the door.
 *
 * @param status unused or used.
 */
export function getTicketStatusLabel( status: string ): string {
	return status === 'used'
		? __( 'Used', 'eventin' )
		: __( 'Unused', 'eventin' );
}

/**
 * The ticket code as the lists show it (attendees, a booking's details): its
 * first eight characters as stored (lower-case hex, as the mails and the
 * ticket page write it), enough to tell tickets apart and to search by.
 *
 * @param code The whole code.
 */
export function shortenCode( code: string ): string {
	return code.slice( 0, 8 );
}
