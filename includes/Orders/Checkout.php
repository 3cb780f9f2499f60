<?php
namespace Eventin\Orders;

use Eventin\Database\Transaction;
use Eventin\Events\Index;
use Eventin\Events\PostType;
use Eventin\Payments\Gateways;
use Eventin\Problem;
use Eventin\Tickets\Tickets;
use WP_Error;

/**
 * Turns a visitor's choice of tickets into a booking. Every rule is the server's: the event is
 * published and not over, each ticket type belongs to it, is on sale and within its order limits,
 * prices come from the ticket types, and seats are taken with conditional UPDATEs, so N buyers of
 * M seats sell exactly M. When any check fails, nothing stays written.
 */
final class Checkout {
	/**
	 * @param array $request { event_id, tickets: [{ ticket_id, quantity }], customer: { name, email, listed?, show_avatar? },
	 *                       attendees?: [{ ticket_id, name, email, listed?, show_avatar? }], gateway? } as the schema let it through.
	 * @return array|WP_Error { order, next }
	 */
	public static function place( array $request, ?int $now = null ) {
		$now = $now ?? time();
		Orders::release_expired_holds( $now );

		$event_id = (int) $request['event_id'];
		$event    = get_post( $event_id );
		$index    = Index::rows( array( $event_id ) )[ $event_id ] ?? null;
		if ( ! $event || PostType::NAME !== $event->post_type || 'publish' !== $event->post_status || ! $index ) {
			return Problem::invalid( 'event_id', __( 'This event is not open for booking.', 'eventin' ) );
		}
		if ( $index['end_utc'] <= $now ) {
			return Problem::invalid( 'event_id', __( 'This event is over; its tickets are no longer sold.', 'eventin' ) );
		}

		$lines = self::lines( $event_id, (array) $request['tickets'], $now );
		if ( is_wp_error( $lines ) ) {
			return $lines;
		}
		$customer  = array(
			'name'  => sanitize_text_field( $request['customer']['name'] ),
			'email' => sanitize_email( $request['customer']['email'] ),
		) + self::consent( (array) $request['customer'] );
		$attendees = self::attendees( $lines, (array) ( $request['attendees'] ?? array() ), $customer );
		if ( is_wp_error( $attendees ) ) {
			return $attendees;
		}

		$currency = Money::currency();
		$total    = 0;
		foreach ( $attendees as $index_in_order => $attendee ) {
			$attendees[ $index_in_order ]['price'] = Money::to_minor( $lines[ $attendee['ticket_id'] ]['ticket']['price'], $currency );
			$total                                += $attendees[ $index_in_order ]['price'];
		}
		$gateway = Gateways::get( 0 === $total ? 'free' : (string) ( $request['gateway'] ?? '' ) );
		if ( $total > 0 && ( ! $gateway || 'free' === $gateway->id() || ! $gateway->available() ) ) {
			return Problem::invalid( 'gateway', __( 'Choose how you would like to pay.', 'eventin' ) );
		}

		$hold     = $gateway->hold_seconds();
		$order_id = self::save(
			$event_id,
			$lines,
			array(
				'event_id'       => $event_id,
				'status'         => Status::PENDING,
				'customer_name'  => $customer['name'],
				'customer_email' => $customer['email'],
				'currency'       => $currency,
				'total'          => $total,
				'gateway'        => $gateway->id(),
				// Never past the event's end: a booking still unpaid then has no use for its seats.
				'hold_until'     => $hold > 0 ? min( $now + $hold, (int) $index['end_utc'] ) : 0,
			),
			$attendees
		);
		if ( is_wp_error( $order_id ) ) {
			return $order_id;
		}
		$next = $gateway->start( Orders::get( $order_id ) );
		if ( is_wp_error( $next ) ) {
			Orders::transition( $order_id, Status::FAILED, $next->get_error_message() );
			return $next;
		}
		$order = Orders::get( $order_id );
		/**
		 * A booking was placed and its gateway started (a free one is completed by now).
		 *
		 * @param array $order The booking.
		 */
		do_action( 'eventin_order_placed', $order );
		return array(
			'order' => $order,
			'next'  => $next,
		);
	}

	/**
	 * A ticket an organizer gives away: a completed booking of nothing to pay, made with the same
	 * conditional UPDATE as a sale, so capacity holds. Sale windows and order limits are the
	 * public's rules and do not apply; the event may still be a draft.
	 *
	 * @param array $attendee { event_id, ticket_id, name, email, listed?, show_avatar? } as the schema let it through.
	 * @return array|WP_Error The booking.
	 */
	public static function comp( array $attendee ) {
		$event_id = (int) $attendee['event_id'];
		$event    = get_post( $event_id );
		if ( ! $event || PostType::NAME !== $event->post_type || 'trash' === $event->post_status ) {
			return Problem::invalid( 'event_id', __( 'Choose an event that exists.', 'eventin' ) );
		}
		$ticket = array_column( Tickets::for_event( $event_id ), null, 'id' )[ (int) $attendee['ticket_id'] ] ?? null;
		if ( ! $ticket ) {
			return Problem::invalid( 'ticket_id', __( 'Choose a ticket type of this event.', 'eventin' ) );
		}
		$person   = array(
			'name'  => sanitize_text_field( $attendee['name'] ),
			'email' => sanitize_email( $attendee['email'] ),
		);
		$order_id = self::save(
			$event_id,
			array(
				$ticket['id'] => array(
					'ticket'   => $ticket,
					'quantity' => 1,
				),
			),
			array(
				'event_id'       => $event_id,
				'status'         => Status::PENDING,
				'customer_name'  => $person['name'],
				'customer_email' => $person['email'],
				'currency'       => Money::currency(),
				'total'          => 0,
				'gateway'        => 'free',
				'hold_until'     => 0,
			),
			array(
				array(
					'ticket_id'   => $ticket['id'],
					'price'       => 0,
					'listed'      => ! empty( $attendee['listed'] ),
					'show_avatar' => ! empty( $attendee['show_avatar'] ),
				) + $person,
			)
		);
		if ( is_wp_error( $order_id ) ) {
			return $order_id;
		}
		/* translators: %s: the name of the user who added the attendee */
		$note = sprintf( __( 'Complimentary ticket added by %s.', 'eventin' ), wp_get_current_user()->display_name );
		return Orders::transition( $order_id, Status::COMPLETED, $note );
	}

	/**
	 * Takes the seats and writes the booking with its attendees, in one transaction: a booking
	 * that could not be saved, or a database gone half-way, keeps no seat.
	 *
	 * @return int|WP_Error The booking's id.
	 */
	private static function save( int $event_id, array $lines, array $order, array $attendees ) {
		$failure = Problem::unavailable( 'eventin_order_not_saved', __( 'The booking could not be saved. Please try again.', 'eventin' ) );
		return Transaction::run(
			static function () use ( $event_id, $lines, $order, $attendees, $failure ) {
				$taken = self::take_seats( $event_id, $lines );
				if ( is_wp_error( $taken ) ) {
					return $taken;
				}
				return Orders::insert( $order, $attendees ) ?: $failure;
			},
			$failure
		);
	}

	/**
	 * The ticket types asked for, once each with their quantities summed, checked against the
	 * event's types, their sale windows and order limits.
	 *
	 * @return array<int, array{ticket: array, quantity: int}>|WP_Error ticket id => line
	 */
	private static function lines( int $event_id, array $asked, int $now ) {
		$types    = array_column( Tickets::for_event( $event_id ), null, 'id' );
		$timezone = (string) get_post_meta( $event_id, 'event_timezone', true );
		$lines    = array();
		foreach ( array_values( $asked ) as $position => $line ) {
			$ticket_id = (int) $line['ticket_id'];
			if ( ! isset( $types[ $ticket_id ] ) ) {
				return Problem::invalid( "tickets.{$position}.ticket_id", __( 'This ticket type is not sold for this event.', 'eventin' ) );
			}
			$lines[ $ticket_id ] = array(
				'ticket'   => $types[ $ticket_id ],
				'quantity' => ( $lines[ $ticket_id ]['quantity'] ?? 0 ) + (int) $line['quantity'],
				'position' => $lines[ $ticket_id ]['position'] ?? $position,
			);
		}
		foreach ( $lines as $line ) {
			$problem = Tickets::check_sale( $line['ticket'], $line['quantity'], $timezone, $now );
			if ( $problem ) {
				return Problem::invalid( "tickets.{$line['position']}.quantity", $problem->get_error_message() );
			}
		}
		return $lines;
	}

	/**
	 * One attendee per ticket. Tickets of a type without names sent are the buyer's; when names
	 * are sent for a type, there must be one per ticket.
	 *
	 * @return array[]|WP_Error Each { ticket_id, name, email, listed, show_avatar }.
	 */
	private static function attendees( array $lines, array $sent, array $customer ) {
		$by_ticket = array();
		foreach ( array_values( $sent ) as $position => $attendee ) {
			$ticket_id = (int) $attendee['ticket_id'];
			if ( ! isset( $lines[ $ticket_id ] ) ) {
				return Problem::invalid( "attendees.{$position}.ticket_id", __( 'This attendee is for a ticket type not in the booking.', 'eventin' ) );
			}
			$by_ticket[ $ticket_id ][] = array(
				'ticket_id' => $ticket_id,
				'name'      => sanitize_text_field( $attendee['name'] ),
				'email'     => sanitize_email( $attendee['email'] ),
			) + self::consent( (array) $attendee );
		}
		$attendees = array();
		foreach ( $lines as $ticket_id => $line ) {
			$named = $by_ticket[ $ticket_id ] ?? array();
			if ( $named && count( $named ) !== $line['quantity'] ) {
				return Problem::invalid(
					'attendees',
					/* translators: 1: a number of tickets, 2: a ticket name */
					sprintf( _n( 'Give a name and an e-mail address for the %1$d ticket of “%2$s”.', 'Give a name and an e-mail address for each of the %1$d tickets of “%2$s”.', $line['quantity'], 'eventin' ), $line['quantity'], $line['ticket']['name'] )
				);
			}
			for ( $i = 0; $i < $line['quantity']; $i++ ) {
				$attendees[] = $named[ $i ] ?? array( 'ticket_id' => $ticket_id ) + $customer;
			}
		}
		return $attendees;
	}

	/**
	 * Whether a person agreed to be named on the event's public attendee list, and to show their
	 * avatar there (which only counts when named). Both default to no.
	 *
	 * @return array{listed: bool, show_avatar: bool}
	 */
	private static function consent( array $person ): array {
		$listed = rest_sanitize_boolean( $person['listed'] ?? false );
		return array(
			'listed'      => $listed,
			'show_avatar' => $listed && rest_sanitize_boolean( $person['show_avatar'] ?? false ),
		);
	}

	/**
	 * Takes the seats of every line, or none: a line that cannot be had gives back the ones taken.
	 *
	 * @return true|Problem A conflict naming the ticket type and what is left.
	 */
	private static function take_seats( int $event_id, array $lines ) {
		$taken = array();
		foreach ( $lines as $ticket_id => $line ) {
			if ( ! Tickets::take( $ticket_id, $event_id, $line['quantity'] ) ) {
				foreach ( $taken as $taken_id => $quantity ) {
					Tickets::release( $taken_id, $event_id, $quantity );
				}
				$now  = array_column( Tickets::for_event( $event_id ), null, 'id' )[ $ticket_id ] ?? $line['ticket'];
				$left = (int) Tickets::remaining( $now );
				return Problem::conflict(
					'eventin_sold_out',
					0 === $left
						/* translators: %s: a ticket name */
						? sprintf( __( 'Sold out: “%s”.', 'eventin' ), $line['ticket']['name'] )
						/* translators: 1: tickets left, 2: a ticket name */
						: sprintf( _n( 'Only %1$d ticket of “%2$s” left.', 'Only %1$d tickets of “%2$s” left.', $left, 'eventin' ), $left, $line['ticket']['name'] ),
					array(
						'ticket_id' => $ticket_id,
						'left'      => $left,
					)
				);
			}
			$taken[ $ticket_id ] = $line['quantity'];
		}
		return true;
	}
}
