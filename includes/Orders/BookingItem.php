<?php
namespace Eventin\Orders;

use Eventin\Attendees\Attendees;
use Eventin\Database\Reader;
use Eventin\Database\Sql;
use Eventin\Payments\Gateways;
use Eventin\Rest\Controller;
use Eventin\Tickets\Tickets;

/**
 * A booking as the orders routes answer it: the admin's list and details, and the visitor's
 * answer after booking (a part of it). Read for a page of bookings at once.
 */
final class BookingItem {
	/** Its fields; amounts as decimal strings of the currency. */
	public static function schema(): array {
		return array(
			'properties' => array(
				'id'               => Controller::readonly_field( __( 'The booking number.', 'eventin' ), 'integer' ),
				'event_id'         => Controller::readonly_field( __( 'The event.', 'eventin' ), 'integer' ),
				'event_title'      => Controller::readonly_field( __( 'The event\'s title.', 'eventin' ), 'string' ),
				'status'           => Controller::readonly_field( __( 'pending, completed, failed, refunded, partially_refunded, waiting or cancelled.', 'eventin' ), 'string' ),
				'customer'         => Controller::readonly_field( __( 'The buyer: name and email.', 'eventin' ), 'object' ),
				'currency'         => Controller::readonly_field( __( 'ISO 4217 currency code.', 'eventin' ), 'string' ),
				'total'            => Controller::readonly_field( __( 'What the booking costs, e.g. 50.00.', 'eventin' ), 'string' ),
				'refunded_total'   => Controller::readonly_field( __( 'What was paid back.', 'eventin' ), 'string' ),
				'refundable_total' => Controller::readonly_field( __( 'What can still be paid back.', 'eventin' ), 'string' ),
				'ticket_count'     => Controller::readonly_field( __( 'How many tickets.', 'eventin' ), 'integer' ),
				'tickets'          => Controller::readonly_field( __( 'One line per ticket type: ticket_id, name, quantity, price, subtotal.', 'eventin' ), 'array' ),
				'attendees'        => Controller::readonly_field( __( 'Who holds each ticket: id, ticket_id, name, email, code, status, ticket_status.', 'eventin' ), 'array' ),
				'gateway'          => Controller::readonly_field( __( 'How it is paid: free, offline, stripe, …', 'eventin' ), 'string' ),
				'gateway_title'    => Controller::readonly_field( __( 'The gateway\'s name.', 'eventin' ), 'string' ),
				'gateway_ref'      => Controller::readonly_field( __( 'The payment provider\'s reference.', 'eventin' ), 'string' ),
				'hold_until'       => Controller::readonly_field( __( 'Until when an unpaid booking holds its seats (ISO 8601 UTC); null without limit.', 'eventin' ), array( 'string', 'null' ) ),
				'mail_status'      => Controller::readonly_field( __( 'Whether its e-mails went out: sent, failed, or empty before any.', 'eventin' ), 'string' ),
				'created_at'       => Controller::readonly_field( __( 'When it was made (ISO 8601 UTC).', 'eventin' ), 'string' ),
				'history'          => Controller::readonly_field( __( 'Its status changes and notes, oldest first (one booking only).', 'eventin' ), 'array' ),
				'actions'          => Controller::readonly_field( __( 'What can be done with it now: resend_invoice, refund, mark_paid, cancel, plus actions of extensions.', 'eventin' ), 'array' ),
				'next'             => Controller::readonly_field( __( 'After booking: what the gateway needs next.', 'eventin' ), 'object' ),
				'booking_url'      => Controller::readonly_field( __( 'After booking: the buyer\'s page of the booking.', 'eventin' ), 'string' ),
			),
		);
	}

	/**
	 * The bookings of these ids, in their order; ids that are not bookings are left out.
	 *
	 * @param int[] $ids
	 */
	public static function many( array $ids, bool $detail ): array {
		$rows      = Orders::rows( $ids );
		$attendees = Attendees::for_orders( $ids );
		$events    = array_unique( array_column( $rows, 'event_id' ) );
		$tickets   = Tickets::for_events( $events );
		$titles    = array();
		if ( $events ) {
			global $wpdb;
			$titles = array_column( Reader::rows( Sql::concat( "SELECT ID, post_title FROM {$wpdb->posts} WHERE ID IN (", Sql::ids( $events ), ')' ) ), 'post_title', 'ID' );
		}
		$items = array();
		foreach ( $ids as $id ) {
			if ( isset( $rows[ $id ] ) ) {
				$order   = $rows[ $id ];
				$items[] = self::shape( $order, $attendees[ $id ], $tickets[ $order['event_id'] ] ?? array(), (string) ( $titles[ $order['event_id'] ] ?? '' ), $detail );
			}
		}
		return $items;
	}

	/** One booking; with its history when $detail. */
	public static function one( array $order, bool $detail ): array {
		return self::many( array( $order['id'] ), $detail )[0];
	}

	private static function shape( array $order, array $attendees, array $types, string $event_title, bool $detail ): array {
		$currency = $order['currency'];
		$money    = static fn( int $minor ) => Money::to_decimal( $minor, $currency );
		$names    = array_column( $types, 'name', 'id' );
		$lines    = array();
		foreach ( $attendees as $attendee ) {
			$id = $attendee['ticket_id'];
			if ( ! isset( $lines[ $id ] ) ) {
				$lines[ $id ] = array(
					'ticket_id' => $id,
					'name'      => $names[ $id ] ?? __( '(removed ticket type)', 'eventin' ),
					'quantity'  => 0,
					'price'     => $money( $attendee['price'] ),
					'subtotal'  => 0,
				);
			}
			++$lines[ $id ]['quantity'];
			$lines[ $id ]['subtotal'] += $attendee['price'];
		}
		foreach ( $lines as $id => $line ) {
			$lines[ $id ]['subtotal'] = $money( $line['subtotal'] );
		}
		$gateway = Gateways::get( $order['gateway'] );
		$item    = array(
			'id'               => $order['id'],
			'event_id'         => $order['event_id'],
			'event_title'      => $event_title,
			'status'           => $order['status'],
			'customer'         => array(
				'name'  => $order['customer_name'],
				'email' => $order['customer_email'],
			),
			'currency'         => $currency,
			'total'            => $money( $order['total'] ),
			'refunded_total'   => $money( $order['refunded_total'] ),
			'refundable_total' => $money( $order['total'] - $order['refunded_total'] ),
			'ticket_count'     => $order['tickets'],
			'tickets'          => array_values( $lines ),
			'attendees'        => array_map(
				static fn( $attendee ) => array(
					'id'            => $attendee['id'],
					'ticket_id'     => $attendee['ticket_id'],
					'ticket_name'   => $names[ $attendee['ticket_id'] ] ?? '',
					'name'          => $attendee['name'],
					'email'         => $attendee['email'],
					'price'         => $money( $attendee['price'] ),
					'code'          => $attendee['code'],
					'status'        => $attendee['status'],
					'ticket_status' => $attendee['ticket_status'],
				),
				$attendees
			),
			'gateway'          => $order['gateway'],
			'gateway_title'    => $gateway ? $gateway->title() : $order['gateway'],
			'gateway_ref'      => $order['gateway_ref'],
			'hold_until'       => Status::PENDING === $order['status'] && $order['hold_until'] ? gmdate( 'Y-m-d\TH:i:s\Z', $order['hold_until'] ) : null,
			'mail_status'      => $order['mail_status'],
			'created_at'       => str_replace( ' ', 'T', $order['created_at'] ) . 'Z',
			'actions'          => self::actions( $order ),
		);
		if ( $detail ) {
			$item['history'] = History::for_order( $order['id'] );
		}
		return $item;
	}

	/** What can be done with a booking now; the report shows these and only these. */
	private static function actions( array $order ): array {
		$actions = array();
		if ( Status::COMPLETED === $order['status'] ) {
			$actions = array( 'resend_invoice', 'refund' );
		} elseif ( Status::PARTIALLY_REFUNDED === $order['status'] ) {
			$actions = array( 'refund' );
		} elseif ( Status::PENDING === $order['status'] ) {
			$actions = 'offline' === $order['gateway'] ? array( 'mark_paid', 'cancel' ) : array( 'cancel' );
		}
		/**
		 * The actions of a booking in the purchase report; an extension adds its own ids here and
		 * its buttons through the `eventin.bookingActions` JavaScript filter.
		 *
		 * @param string[] $actions
		 * @param array    $order   The stored booking.
		 */
		return array_values( (array) apply_filters( 'eventin_booking_actions', $actions, $order ) );
	}
}
