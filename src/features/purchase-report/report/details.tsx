/**
 * One booking in full (the View details action): buyer, event, payment,
 * its tickets and attendees, and its history, read from `orders/{id}`.
 * Refund Booking shows here whenever the server allows a refund, also for a
 * partly refunded booking, which the list offers no refund for.
 */
import { Button, Spinner } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { useLayoutEffect, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

import { store as ordersStore } from '../../../stores/orders';
import { type Order } from '../../../stores/orders/types';
import { useKeepFocus } from '../../../admin/hooks/use-keep-focus';
import { DateTime } from '../../../admin/components/list-controls';
import {
	getBookingStatusLabel,
	shortenCode,
} from '../../../admin/utils/booking-labels';
import { formatAmount } from '../../../admin/utils/money';
import BookingStatusTag from '../../../admin/components/booking-status-tag';
import RefundForm from './refund-form';
import { canRefundFromDetails } from './rules';

function History( { order }: { order: Order } ) {
	return (
		<ol className="eventin-booking-details__history">
			{ ( order.history ?? [] ).map( ( entry, index ) => (
				<li key={ index }>
					<DateTime value={ entry.date } />{ ' ' }
					<span>
						{ entry.from && entry.from !== entry.to
							? sprintf(
									/* translators: 1: status before, 2: status after. */
									__( '%1$s → %2$s', 'eventin' ),
									getBookingStatusLabel( entry.from ),
									getBookingStatusLabel( entry.to )
								)
							: getBookingStatusLabel( entry.to ) }
					</span>
					{ entry.note && (
						<span className="eventin-booking-details__note">
							{ ' — ' }
							{ entry.note }
						</span>
					) }
					{ entry.user && (
						<span className="eventin-booking-details__by">
							{ ' — ' }
							{ sprintf(
								/* translators: %s: who made the change. */
								__( 'by %s', 'eventin' ),
								entry.user
							) }
						</span>
					) }
				</li>
			) ) }
		</ol>
	);
}

/**
 * Refund Booking in the details: a button that opens the refund form in
 * place (the details are already a dialog). Cancel gives the focus back to
 * the button; a refund gives it to `onRefunded`, since the reload that
 * follows may take the button away (a booking refunded in full).
 *
 * @param props            The props.
 * @param props.order      The booking, as `orders/{id}` reads it.
 * @param props.onRefunded After a refund, before the form goes.
 */
function DetailsRefund( {
	order,
	onRefunded,
}: {
	order: Order;
	onRefunded: () => void;
} ) {
	const [ isOpen, setIsOpen ] = useState( false );
	const button = useRef< HTMLButtonElement >( null );
	const backToButton = useRef( false );
	useLayoutEffect( () => {
		if ( ! isOpen && backToButton.current ) {
			backToButton.current = false;
			button.current?.focus();
		}
	}, [ isOpen ] );
	if ( ! canRefundFromDetails( order ) ) {
		return null;
	}
	return (
		<section
			className="eventin-booking-details__refund"
			aria-label={ __( 'Refund Booking', 'eventin' ) }
		>
			{ isOpen ? (
				<RefundForm
					order={ order }
					onClose={ () => {
						backToButton.current = true;
						setIsOpen( false );
					} }
					onRefunded={ () => {
						onRefunded();
						setIsOpen( false );
					} }
				/>
			) : (
				<Button
					ref={ button }
					variant="secondary"
					isDestructive
					onClick={ () => setIsOpen( true ) }
					__next40pxDefaultSize
				>
					{ __( 'Refund Booking', 'eventin' ) }
				</Button>
			) }
		</section>
	);
}

export default function BookingDetails( { id }: { id: number } ) {
	const details = useRef< HTMLDivElement >( null );
	// The dialog the details are shown in (the details themselves if none).
	const frame = () =>
		details.current?.closest< HTMLElement >( '[role="dialog"]' ) ??
		details.current;
	// A reload that takes the focused control away (Refund Booking once
	// nothing is left to refund) leaves the focus in the dialog.
	useKeepFocus( details, frame );
	const { order, error } = useSelect(
		( select ) => ( {
			order: select( ordersStore ).getItem( id ),
			error: select( ordersStore ).getResolutionError( 'getItem', [
				id,
			] ) as { message?: string } | undefined,
		} ),
		[ id ]
	);
	// One element whatever is shown, so that the focus has somewhere to stay.
	const frameProps = {
		className: 'eventin-booking-details',
		ref: details,
		tabIndex: -1,
	};
	if ( error ) {
		return (
			<div { ...frameProps }>
				<p role="alert">{ error.message }</p>
			</div>
		);
	}
	if ( ! order?.history ) {
		return (
			<div { ...frameProps }>
				<Spinner />
			</div>
		);
	}
	const money = ( amount: string ) => formatAmount( amount, order.currency );
	return (
		<div { ...frameProps }>
			<dl className="eventin-booking-details__facts">
				<dt>{ __( 'Status', 'eventin' ) }</dt>
				<dd>
					<BookingStatusTag status={ order.status } />
				</dd>
				<dt>{ __( 'Buyer', 'eventin' ) }</dt>
				<dd>
					{ order.customer.name } &lt;{ order.customer.email }&gt;
				</dd>
				<dt>{ __( 'Event', 'eventin' ) }</dt>
				<dd>{ order.event_title }</dd>
				<dt>{ __( 'Payment', 'eventin' ) }</dt>
				<dd>
					{ order.gateway_title }
					{ order.gateway_ref && ` (${ order.gateway_ref })` }
				</dd>
				<dt>{ __( 'Total', 'eventin' ) }</dt>
				<dd>{ money( order.total ) }</dd>
				{ Number( order.refunded_total ) > 0 && (
					<>
						<dt>{ __( 'Refunded', 'eventin' ) }</dt>
						<dd>{ money( order.refunded_total ) }</dd>
					</>
				) }
				{ order.mail_status && (
					<>
						<dt>{ __( 'E-mails', 'eventin' ) }</dt>
						<dd>
							{ order.mail_status === 'failed'
								? __(
										'Not sent: the mail server did not take them (see the history).',
										'eventin'
									)
								: __( 'Sent', 'eventin' ) }
						</dd>
					</>
				) }
				<dt>{ __( 'Booked', 'eventin' ) }</dt>
				<dd>
					<DateTime value={ order.created_at } />
				</dd>
			</dl>
			<DetailsRefund
				order={ order }
				// The dialog, as when it opened: the status and the history
				// change with the reload, and Refund Booking may go.
				onRefunded={ () => frame()?.focus() }
			/>
			<h2>{ __( 'Attendees', 'eventin' ) }</h2>
			<table className="eventin-booking-details__attendees">
				<thead>
					<tr>
						<th scope="col">{ __( 'Name', 'eventin' ) }</th>
						<th scope="col">{ __( 'Email', 'eventin' ) }</th>
						<th scope="col">{ __( 'Ticket', 'eventin' ) }</th>
						<th scope="col">{ __( 'Price', 'eventin' ) }</th>
						<th scope="col">{ __( 'Code', 'eventin' ) }</th>
						<th scope="col">{ __( 'Status', 'eventin' ) }</th>
					</tr>
				</thead>
				<tbody>
					{ order.attendees.map( ( attendee ) => (
						<tr key={ attendee.id }>
							<td>{ attendee.name }</td>
							<td>{ attendee.email }</td>
							<td>{ attendee.ticket_name }</td>
							<td>{ money( attendee.price ) }</td>
							<td>
								<code title={ attendee.code }>
									{ shortenCode( attendee.code ) }
								</code>
							</td>
							<td>
								{ getBookingStatusLabel( attendee.status ) }
							</td>
						</tr>
					) ) }
				</tbody>
			</table>
			<h2>{ __( 'History', 'eventin' ) }</h2>
			<History order={ order } />
		</div>
	);
}
