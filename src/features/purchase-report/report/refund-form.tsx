/**
 * Refund Booking: the whole booking, chosen tickets (their seats go back on
 * sale and their attendees are marked refunded), or an amount. The gateway
 * pays back; its reason shows when it refuses.
 */
import {
	CheckboxControl,
	RadioControl,
	TextControl,
} from '@wordpress/components';
import { useDispatch } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

import { store as ordersStore } from '../../../stores/orders';
import { type Order, type RefundRequest } from '../../../stores/orders/types';
import { formatAmount } from '../../../admin/utils/money';
import { notify } from '../../../admin/utils/notify';
import { DialogButtons } from '../../../admin/components/confirm-delete';

type Kind = 'all' | 'tickets' | 'amount';

/**
 * @param props            The props.
 * @param props.order      The booking.
 * @param props.onClose    Cancel, and after a refund unless `onRefunded`.
 * @param props.onRefunded After a refund (the booking is being read again).
 */
export default function RefundForm( {
	order,
	onClose,
	onRefunded = onClose,
}: {
	order: Order;
	onClose: () => void;
	onRefunded?: () => void;
} ) {
	const refundable = order.attendees.filter(
		( attendee ) => attendee.status === 'completed'
	);
	const [ kind, setKind ] = useState< Kind >( 'all' );
	const [ chosen, setChosen ] = useState< number[] >( [] );
	const [ amount, setAmount ] = useState( '' );
	const [ reason, setReason ] = useState( '' );
	const [ error, setError ] = useState( '' );
	const [ isRunning, setIsRunning ] = useState( false );
	const { refundOrder } = useDispatch( ordersStore );
	const money = ( value: string ) => formatAmount( value, order.currency );

	// What the Refund button pays back, as the server reckons it (in cents,
	// so that sums stay exact); 0 while the choice or the amount is missing
	// or wrong.
	const toPayBack = ( (): number => {
		const cents = ( value: string ) => Math.round( Number( value ) * 100 );
		const most = cents( order.refundable_total );
		if ( kind === 'amount' ) {
			const value = cents( amount );
			return amount.trim() && value > 0 && value <= most ? value : 0;
		}
		const tickets =
			kind === 'all'
				? refundable
				: refundable.filter( ( attendee ) =>
						chosen.includes( attendee.id )
					);
		const sum = tickets.reduce(
			( total, attendee ) => total + cents( attendee.price ),
			0
		);
		return Math.min( most, sum );
	} )();

	const submit = async () => {
		const body: RefundRequest = { type: 'ticket', reason };
		if ( kind === 'tickets' ) {
			if ( chosen.length === 0 ) {
				setError( __( 'Choose the tickets to refund.', 'eventin' ) );
				return;
			}
			body.attendee_ids = chosen;
		}
		if ( kind === 'amount' ) {
			const value = Number( amount );
			if (
				! amount.trim() ||
				! Number.isFinite( value ) ||
				value <= 0 ||
				value > Number( order.refundable_total )
			) {
				setError(
					sprintf(
						/* translators: %s: the most that can be refunded. */
						__(
							'Enter an amount above 0 and at most %s.',
							'eventin'
						),
						money( order.refundable_total )
					)
				);
				return;
			}
			body.type = 'amount';
			body.amount = amount.trim();
		}
		setError( '' );
		setIsRunning( true );
		try {
			const answer = await refundOrder( order.id, body );
			notify(
				'success',
				sprintf(
					/* translators: 1: booking number, 2: amount refunded in all. */
					__( 'Booking #%1$d refunded: %2$s in all.', 'eventin' ),
					order.id,
					money( answer.refunded_total )
				)
			);
			onRefunded();
		} catch ( failure ) {
			setIsRunning( false );
			const message = ( failure as { message?: string } )?.message;
			notify( 'error', __( 'The refund failed.', 'eventin' ), message );
			setError( message ?? __( 'The refund failed.', 'eventin' ) );
		}
	};

	return (
		<form
			className="eventin-refund-form"
			// Our messages say what is wrong, in the dialog, for every browser.
			noValidate
			onSubmit={ ( event ) => {
				event.preventDefault();
				submit();
			} }
		>
			<p>
				{ sprintf(
					/* translators: 1: booking number, 2: buyer, 3: amount that can be refunded. */
					__(
						'Refund booking #%1$d of %2$s? Up to %3$s can be paid back.',
						'eventin'
					),
					order.id,
					order.customer.name,
					money( order.refundable_total )
				) }
			</p>
			<RadioControl
				label={ __( 'What to refund', 'eventin' ) }
				selected={ kind }
				options={ [
					{
						value: 'all',
						label: __(
							'The whole booking (every ticket left)',
							'eventin'
						),
					},
					{
						value: 'tickets',
						label: __( 'Chosen tickets', 'eventin' ),
					},
					// Free tickets have no money to pay back.
					...( Number( order.refundable_total ) > 0
						? [
								{
									value: 'amount',
									label: __( 'An amount', 'eventin' ),
								},
							]
						: [] ),
				] }
				onChange={ ( value ) => {
					setKind( value as Kind );
					setError( '' );
				} }
			/>
			{ kind === 'tickets' && (
				<fieldset className="eventin-refund-form__tickets">
					<legend>{ __( 'Tickets to refund', 'eventin' ) }</legend>
					{ refundable.map( ( attendee ) => (
						<CheckboxControl
							key={ attendee.id }
							label={ sprintf(
								/* translators: 1: attendee name, 2: ticket type, 3: price. */
								__( '%1$s — %2$s, %3$s', 'eventin' ),
								attendee.name,
								attendee.ticket_name,
								money( attendee.price )
							) }
							checked={ chosen.includes( attendee.id ) }
							onChange={ ( checked ) =>
								setChosen( ( current ) =>
									checked
										? [ ...current, attendee.id ]
										: current.filter(
												( id ) => id !== attendee.id
											)
								)
							}
							__nextHasNoMarginBottom
						/>
					) ) }
				</fieldset>
			) }
			{ kind === 'amount' && (
				<TextControl
					label={ sprintf(
						/* translators: %s: currency code. */
						__( 'Amount (%s)', 'eventin' ),
						order.currency
					) }
					type="number"
					min={ 0 }
					step="any"
					value={ amount }
					onChange={ setAmount }
					__next40pxDefaultSize
					__nextHasNoMarginBottom
				/>
			) }
			<TextControl
				label={ __( 'Reason (optional)', 'eventin' ) }
				value={ reason }
				onChange={ setReason }
				__next40pxDefaultSize
				__nextHasNoMarginBottom
			/>
			{ error && (
				<p className="eventin-refund-form__error" role="alert">
					{ error }
				</p>
			) }
			<DialogButtons
				confirmLabel={
					toPayBack > 0
						? sprintf(
								/* translators: %s: the amount to pay back. */
								__( 'Refund %s', 'eventin' ),
								money( String( toPayBack / 100 ) )
							)
						: __( 'Refund', 'eventin' )
				}
				isDestructive
				isRunning={ isRunning }
				onCancel={ onClose }
			/>
		</form>
	);
}
