/**
 * A booking's actions in the report, each shown only when the server lists
 * it for the booking (`actions`): View details always; Resend Invoice and
 * Refund Booking only for completed bookings (SPEC; a partly refunded one is
 * refunded further from its details); Mark as paid for offline pending ones;
 * Cancel for pending ones.
 * Extensions add theirs through the `eventin.bookingActions` filter.
 */
import { useDispatch } from '@wordpress/data';
import { useMemo } from '@wordpress/element';
import { applyFilters } from '@wordpress/hooks';
import { __, sprintf } from '@wordpress/i18n';
import { check, closeSmall, envelope, seen, undo } from '@wordpress/icons';

import { store as ordersStore } from '../../../stores/orders';
import { type Order } from '../../../stores/orders/types';
import { notify } from '../../../admin/utils/notify';
import { ConfirmAction } from '../../../admin/components/confirm-delete';
import { type ListAction } from '../../../admin/components/list-actions';
import BookingDetails from './details';
import RefundForm from './refund-form';
import { getBookingNumber, isListActionAllowed } from './rules';

/** The bookings store's actions the list runs. */
export type BookingWrites = Pick<
	ReturnType< typeof useDispatch< typeof ordersStore > >,
	'resendInvoice' | 'markOrderPaid' | 'cancelOrder'
>;

/**
 * Runs a booking's action and says how it went.
 *
 * @param action The bookings store's action, started.
 * @param done   The success message.
 * @param failed The failure message (the server's reason under it).
 */
async function run( action: Promise< unknown >, done: string, failed: string ) {
	try {
		await action;
		notify( 'success', done );
	} catch ( error ) {
		notify( 'error', failed, ( error as { message?: string } )?.message );
	}
}

const allows = ( id: string ) => ( order: Order ) =>
	isListActionAllowed( order, id );

/**
 * @param orders The bookings store's actions.
 */
export function getBookingActions(
	orders: BookingWrites
): ListAction< Order >[] {
	const actions: ListAction< Order >[] = [
		{
			id: 'view',
			label: __( 'View details', 'eventin' ),
			icon: seen,
			isPrimary: true,
			modalHeader: ( items: Order[] ) =>
				sprintf(
					/* translators: %s: booking number, e.g. #12. */
					__( 'Booking %s', 'eventin' ),
					getBookingNumber( items[ 0 ] )
				),
			modalSize: 'large',
			RenderModal: ( { items } ) => (
				<BookingDetails id={ items[ 0 ].id } />
			),
		},
		{
			id: 'resend-invoice',
			label: __( 'Resend Invoice', 'eventin' ),
			icon: envelope,
			isEligible: allows( 'resend_invoice' ),
			callback: ( [ order ] ) =>
				run(
					orders.resendInvoice( order.id ),
					sprintf(
						/* translators: %s: the buyer's email address. */
						__( 'Invoice sent to %s.', 'eventin' ),
						order.customer.email
					),
					__( 'The invoice could not be sent.', 'eventin' )
				),
		},
		{
			id: 'refund',
			label: __( 'Refund Booking', 'eventin' ),
			icon: undo,
			isDestructive: true,
			isEligible: allows( 'refund' ),
			modalHeader: __( 'Refund Booking', 'eventin' ),
			RenderModal: ( { items, closeModal } ) => (
				<RefundForm
					order={ items[ 0 ] }
					onClose={ () => closeModal?.() }
				/>
			),
		},
		{
			id: 'mark-paid',
			label: __( 'Mark as paid', 'eventin' ),
			icon: check,
			isEligible: allows( 'mark_paid' ),
			callback: ( [ order ] ) =>
				run(
					orders.markOrderPaid( order.id ),
					sprintf(
						/* translators: %s: booking number, e.g. #12. */
						__( 'Booking %s is paid.', 'eventin' ),
						getBookingNumber( order )
					),
					__( 'The booking could not be marked as paid.', 'eventin' )
				),
		},
		{
			id: 'cancel',
			label: __( 'Cancel booking', 'eventin' ),
			icon: closeSmall,
			isDestructive: true,
			isEligible: allows( 'cancel' ),
			modalHeader: __( 'Are you sure?', 'eventin' ),
			modalSize: 'small',
			RenderModal: ( { items, closeModal } ) => (
				<ConfirmAction
					message={ __(
						'Cancel this booking? Its seats go back on sale.',
						'eventin'
					) }
					confirmLabel={ __( 'Cancel booking', 'eventin' ) }
					isDestructive
					onCancel={ () => closeModal?.() }
					onConfirm={ async () => {
						await run(
							orders.cancelOrder( items[ 0 ].id ),
							sprintf(
								/* translators: %s: booking number, e.g. #12. */
								__( 'Booking %s is cancelled.', 'eventin' ),
								getBookingNumber( items[ 0 ] )
							),
							__(
								'The booking could not be cancelled.',
								'eventin'
							)
						);
						closeModal?.();
					} }
				/>
			),
		},
	];
	/**
	 * The purchase report's booking actions (DataViews actions on an Order);
	 * an extension adds one, with `isEligible` reading the ids its PHP
	 * `eventin_booking_actions` filter puts in `order.actions`.
	 */
	return applyFilters(
		'eventin.bookingActions',
		actions
	) as ListAction< Order >[];
}

export function useBookingActions(): ListAction< Order >[] {
	const { resendInvoice, markOrderPaid, cancelOrder } =
		useDispatch( ordersStore );
	return useMemo(
		() =>
			getBookingActions( { resendInvoice, markOrderPaid, cancelOrder } ),
		[ resendInvoice, markOrderPaid, cancelOrder ]
	);
}
