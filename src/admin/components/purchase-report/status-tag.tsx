import { type OrderStatus } from '../../../stores/orders/types';
import { getStatusLabel } from './rules';

/**
 * A booking's status as a coloured tag.
 * @param root0
 * @param root0.status
 */
export default function StatusTag( { status }: { status: OrderStatus } ) {
	return (
		<span className={ `eventin-booking-status is-${ status }` }>
			{ getStatusLabel( status ) }
		</span>
	);
}
