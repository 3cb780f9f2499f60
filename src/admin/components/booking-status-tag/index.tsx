/**
 * A booking's status (or a ticket's payment status) as a coloured tag.
 */
import { type OrderStatus } from '../../../stores/orders/types';
import { getBookingStatusLabel } from '../../utils/booking-labels';

export default function BookingStatusTag( {
	status,
}: {
	status: OrderStatus;
} ) {
	return (
		<span className={ `eventin-booking-status is-${ status }` }>
			{ getBookingStatusLabel( status ) }
		</span>
	);
}
