<?php
namespace Eventin\Orders;

use Eventin\Attendees\Attendees;
use Eventin\Database\Reader;
use Eventin\Database\Sql;
use Eventin\Payments\Gateways;
use Eventin\Problem;
use Eventin\Tickets\Tickets;

/**
 * Paying back a completed booking, whole or in part: chosen tickets (their seats are given back
 * and they stop being valid) or an amount. The money is reserved on the booking before the
 * gateway is asked, so two refunds at once never pay back more than was paid.
 */
final class Refunds {
	public static function table(): string {
		global $wpdb;
		return $wpdb->prefix . 'etn_order_refunds';
	}

	public static function schema( string $charset_collate ): string {
		$table = self::table();
		return "CREATE TABLE {$table} (
			id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
			order_id bigint(20) unsigned NOT NULL,
			amount bigint(20) NOT NULL DEFAULT 0,
			attendee_ids text NOT NULL,
			reason text NOT NULL,
			gateway_ref varchar(191) NOT NULL DEFAULT '',
			user_id bigint(20) unsigned NOT NULL DEFAULT 0,
			created_at datetime NOT NULL,
			PRIMARY KEY  (id),
			KEY order_id (order_id,id)
		) {$charset_collate};";
	}

	/** @return array[] oldest first: { id, amount (minor units), attendee_ids, reason, gateway_ref, user_id, date } */
	public static function for_order( int $order_id ): array {
		$rows = Reader::rows( Sql::of( 'SELECT * FROM ' . self::table() . ' WHERE order_id = ? ORDER BY id', $order_id ) );
		return array_map(
			static fn( $row ) => array(
				'id'           => (int) $row['id'],
				'amount'       => (int) $row['amount'],
				'attendee_ids' => array_values( array_filter( array_map( 'intval', explode( ',', $row['attendee_ids'] ) ) ) ),
				'reason'       => $row['reason'],
				'gateway_ref'  => $row['gateway_ref'],
				'user_id'      => (int) $row['user_id'],
				'date'         => str_replace( ' ', 'T', $row['created_at'] ) . 'Z',
			),
			$rows
		);
	}

	/**
	 * Refunds a booking.
	 *
	 * @param string     $type         'ticket' (the attendees given, or every one left) or 'amount'.
	 * @param int[]      $attendee_ids For 'ticket'.
	 * @param int|null   $amount       For 'amount', in minor units.
	 * @return array|Problem The booking as it is now.
	 */
	public static function refund( int $order_id, string $type, array $attendee_ids, ?int $amount, string $reason ) {
		global $wpdb;
		$order = Orders::get( $order_id );
		if ( ! $order ) {
			return Problem::not_found( 'eventin_order_not_found', __( 'This booking does not exist.', 'eventin' ) );
		}
		if ( ! in_array( $order['status'], array( Status::COMPLETED, Status::PARTIALLY_REFUNDED ), true ) ) {
			return Problem::conflict( 'eventin_order_not_refundable', __( 'Only completed bookings can be refunded.', 'eventin' ) );
		}
		$before     = OrderSums::of( array( $order_id ) );
		$refundable = $order['total'] - $order['refunded_total'];
		$active     = array_filter(
			Attendees::for_orders( array( $order_id ) )[ $order_id ],
			static fn( $attendee ) => Status::COMPLETED === $attendee['status']
		);
		$active     = array_column( $active, null, 'id' );
		if ( 'ticket' === $type ) {
			$chosen = $attendee_ids ? $attendee_ids : array_keys( $active );
			foreach ( $chosen as $position => $id ) {
				if ( ! isset( $active[ $id ] ) ) {
					return Problem::invalid( "attendee_ids.{$position}", __( 'This ticket is not part of the booking or was refunded already.', 'eventin' ) );
				}
			}
			if ( ! $chosen ) {
				// Not a wrong input but the booking's state (another refund may have just taken them).
				return Problem::conflict( 'eventin_order_not_refundable', __( 'Every ticket of this booking was refunded already.', 'eventin' ) );
			}
			$amount = min( $refundable, array_sum( array_map( static fn( $id ) => $active[ $id ]['price'], $chosen ) ) );
		} else {
			$chosen = array();
			if ( null === $amount || $amount <= 0 ) {
				return Problem::invalid( 'amount', __( 'Give an amount to refund, more than 0.', 'eventin' ) );
			}
			if ( $amount > $refundable ) {
				/* translators: %s: an amount of money */
				return Problem::invalid( 'amount', sprintf( __( 'At most %s can be refunded.', 'eventin' ), Money::format( $refundable, $order['currency'] ) ) );
			}
		}

		// Take the chosen tickets first, one conditional update each: of two refunds at the same
		// time only one has a ticket, and its seat is given back once.
		$taken = array();
		foreach ( $chosen as $id ) {
			if ( ! Attendees::move( $order_id, $id, Status::COMPLETED, Status::REFUNDED ) ) {
				break;
			}
			$taken[] = $id;
		}
		$give_back = static function () use ( $order_id, &$taken ): void {
			if ( $taken ) {
				Attendees::set_status( $order_id, Status::COMPLETED, $taken );
			}
		};
		$changed = Problem::conflict( 'eventin_order_changed', __( 'This booking was changed at the same time; reload it and try again.', 'eventin' ) );
		if ( count( $taken ) !== count( $chosen ) ) {
			$give_back();
			return $changed;
		}
		// Then the amount, on the booking: a second refund at the same time sees it. (Free tickets
		// have none: MariaDB would count a row set to what it was as not updated.)
		if ( $amount > 0 && 1 !== $wpdb->query( $wpdb->prepare( 'UPDATE ' . Orders::table() . ' SET refunded_total = refunded_total + %d WHERE id = %d AND refunded_total = %d AND refunded_total + %d <= total', $amount, $order_id, $order['refunded_total'], $amount ) ) ) {
			$give_back();
			return $changed;
		}
		$gateway = Gateways::get( $order['gateway'] );
		$ref     = $amount > 0 && $gateway ? $gateway->refund( $order, $amount, $reason ) : '';
		if ( is_wp_error( $ref ) ) {
			$wpdb->query( $wpdb->prepare( 'UPDATE ' . Orders::table() . ' SET refunded_total = refunded_total - %d WHERE id = %d', $amount, $order_id ) );
			$give_back();
			return Problem::upstream( $ref->get_error_code(), $ref->get_error_message() );
		}
		$wpdb->insert(
			self::table(),
			array(
				'order_id'     => $order_id,
				'amount'       => $amount,
				'attendee_ids' => implode( ',', $chosen ),
				'reason'       => $reason,
				'gateway_ref'  => (string) $ref,
				'user_id'      => get_current_user_id(),
				'created_at'   => gmdate( 'Y-m-d H:i:s' ),
			)
		);
		$seats = array_count_values( array_map( static fn( $id ) => $active[ $id ]['ticket_id'], $taken ) );
		foreach ( $seats as $ticket_id => $quantity ) {
			Tickets::release( (int) $ticket_id, $order['event_id'], $quantity );
		}
		$whole = ( $order['total'] > 0 && $order['refunded_total'] + $amount >= $order['total'] ) || count( $chosen ) === count( $active );
		$to    = $whole ? Status::REFUNDED : Status::PARTIALLY_REFUNDED;
		$note = self::note( Money::format( $amount, $order['currency'] ), array_map( static fn( $id ) => $active[ $id ]['name'], $taken ), $reason );
		// The money and tickets paid back, in the report's sums (a move of status moves them again).
		OrderSums::move( $before, OrderSums::of( array( $order_id ) ) );
		if ( $to === $order['status'] ) {
			History::add( $order_id, $order['status'], $to, $note );
			do_action( 'eventin_order_refunded', Orders::get( $order_id ), $amount );
			return Orders::get( $order_id );
		}
		$moved = Orders::transition( $order_id, $to, $note );
		if ( ! is_wp_error( $moved ) ) {
			/**
			 * Money of a booking was paid back.
			 *
			 * @param array $order  The booking as it is now.
			 * @param int   $amount In minor units.
			 */
			do_action( 'eventin_order_refunded', $moved, $amount );
		}
		return $moved;
	}

	/**
	 * The history note of a refund (the details add who made it): "Refunded $25.00 for Hugo",
	 * "Refunded $50.00 for 2 tickets (Hugo and Ann)", "Refunded $10.50" for an amount, then
	 * " — reason: cannot attend" when one was given. Up to three holders are named.
	 *
	 * @param string   $amount The amount paid back, formatted.
	 * @param string[] $names  The holders of the tickets refunded (none for an amount).
	 * @param string   $reason What the organizer gave, or ''.
	 */
	private static function note( string $amount, array $names, string $reason ): string {
		$holders = array_values( array_unique( $names ) );
		if ( ! $names ) {
			/* translators: %s: an amount of money */
			$note = sprintf( __( 'Refunded %s', 'eventin' ), $amount );
		} elseif ( 1 === count( $names ) ) {
			/* translators: 1: an amount of money, 2: the ticket holder's name */
			$note = sprintf( __( 'Refunded %1$s for %2$s', 'eventin' ), $amount, $names[0] );
		} elseif ( count( $holders ) <= 3 ) {
			/* translators: 1: an amount of money, 2: number of tickets, 3: their holders' names */
			$note = sprintf( _n( 'Refunded %1$s for %2$d ticket (%3$s)', 'Refunded %1$s for %2$d tickets (%3$s)', count( $names ), 'eventin' ), $amount, count( $names ), wp_sprintf_l( '%l', $holders ) );
		} else {
			/* translators: 1: an amount of money, 2: number of tickets */
			$note = sprintf( _n( 'Refunded %1$s for %2$d ticket', 'Refunded %1$s for %2$d tickets', count( $names ), 'eventin' ), $amount, count( $names ) );
		}
		/* translators: 1: what was refunded, 2: the reason the organizer gave */
		return '' === $reason ? $note : sprintf( __( '%1$s — reason: %2$s', 'eventin' ), $note, $reason );
	}
}
