<?php
namespace Eventin\Orders;

use Eventin\Attendees\Attendees;
use Eventin\Database\Reader;
use Eventin\Database\Sql;
use Eventin\Database\Transaction;
use Eventin\Problem;
use Eventin\Tickets\Tickets;

/**
 * Bookings: who bought which tickets of an event, for how much, how they pay, and where the
 * booking stands. Seats are taken when the booking is made (a pending booking holds them until
 * `hold_until`, 0 = no expiry) and given back when it fails, is cancelled or refunded.
 */
final class Orders {
	public static function table(): string {
		global $wpdb;
		return $wpdb->prefix . 'etn_orders';
	}

	public static function schema( string $charset_collate ): string {
		$table = self::table();
		return "CREATE TABLE {$table} (
			id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
			order_key char(32) NOT NULL,
			event_id bigint(20) unsigned NOT NULL,
			status varchar(20) NOT NULL DEFAULT 'pending',
			customer_name varchar(200) NOT NULL DEFAULT '',
			customer_email varchar(191) NOT NULL DEFAULT '',
			currency char(3) NOT NULL DEFAULT 'USD',
			total bigint(20) NOT NULL DEFAULT 0,
			refunded_total bigint(20) NOT NULL DEFAULT 0,
			tickets int(11) NOT NULL DEFAULT 0,
			gateway varchar(40) NOT NULL DEFAULT '',
			gateway_ref varchar(191) NOT NULL DEFAULT '',
			hold_until bigint(20) NOT NULL DEFAULT 0,
			user_id bigint(20) unsigned NOT NULL DEFAULT 0,
			mail_status varchar(20) NOT NULL DEFAULT '',
			created_at datetime NOT NULL,
			updated_at datetime NOT NULL,
			PRIMARY KEY  (id),
			KEY status_created (status,created_at,id),
			KEY event_created (event_id,created_at,id),
			KEY event_status (event_id,status,created_at),
			KEY hold (status,hold_until),
			KEY gateway_ref (gateway,gateway_ref),
			KEY customer_email (customer_email),
			KEY created (created_at,id)
		) {$charset_collate};";
	}

	/**
	 * Writes a new booking with its attendees and the first line of its history. The seats are
	 * already taken (Checkout).
	 *
	 * @param array   $order     { event_id, status, customer_name, customer_email, currency, total, gateway, hold_until }.
	 * @param array[] $attendees Each { ticket_id, name, email, price }.
	 */
	public static function insert( array $order, array $attendees ): int {
		global $wpdb;
		$now = gmdate( 'Y-m-d H:i:s' );
		$wpdb->insert(
			self::table(),
			$order + array(
				'order_key'  => bin2hex( random_bytes( 16 ) ),
				'tickets'    => count( $attendees ),
				'user_id'    => get_current_user_id(),
				'created_at' => $now,
				'updated_at' => $now,
			)
		);
		$id = (int) $wpdb->insert_id;
		if ( $id ) {
			Attendees::add( $id, (int) $order['event_id'], $attendees, $order['status'], $now );
			BuyerWords::add( $id, (string) $order['customer_name'], (string) $order['customer_email'], $now );
			OrderCounts::add( $order['status'], 1 );
			OrderSums::move(
				array(),
				OrderSums::parts(
					array(
						$order + array(
							'id'             => $id,
							'created_at'     => $now,
							'tickets'        => count( $attendees ),
							'refunded_total' => 0,
							'currency'       => 'USD',
							'total'          => 0,
							'gateway'        => '',
						),
					)
				)
			);
			History::add( $id, '', $order['status'], __( 'Booking made.', 'eventin' ) );
		}
		return $id;
	}

	/** The stored row of a booking, typed; null when there is none. */
	public static function get( int $id ): ?array {
		$rows = self::rows( array( $id ) );
		return $rows[ $id ] ?? null;
	}

	/**
	 * Stored rows of many bookings in one query.
	 *
	 * @param int[] $ids
	 * @return array<int, array> id => row
	 */
	public static function rows( array $ids ): array {
		if ( ! $ids ) {
			return array();
		}
		$rows = Reader::rows( Sql::concat( 'SELECT * FROM ' . self::table() . ' WHERE id IN (', Sql::ids( $ids ), ')' ) );
		return array_column( array_map( array( self::class, 'typed' ), $rows ), null, 'id' );
	}

	/** The booking a payment provider's reference belongs to. */
	public static function find_by_gateway_ref( string $gateway, string $ref ): ?array {
		global $wpdb;
		$id = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT id FROM ' . self::table() . ' WHERE gateway = %s AND gateway_ref = %s', $gateway, $ref ) );
		return $id ? self::get( $id ) : null;
	}

	private static function typed( array $row ): array {
		foreach ( array( 'id', 'event_id', 'total', 'refunded_total', 'tickets', 'hold_until', 'user_id' ) as $key ) {
			$row[ $key ] = (int) $row[ $key ];
		}
		return $row;
	}

	/** Stores what the payment provider calls this booking (its payment intent). */
	public static function set_gateway_ref( int $id, string $ref ): void {
		global $wpdb;
		$wpdb->update( self::table(), array( 'gateway_ref' => $ref ), array( 'id' => $id ) );
	}

	public static function set_mail_status( int $id, string $status ): void {
		global $wpdb;
		$wpdb->update( self::table(), array( 'mail_status' => $status ), array( 'id' => $id ) );
	}

	/**
	 * Moves a booking to another status, once: the UPDATE only happens while the booking is still
	 * in the status it was read in, so two deliveries of the same payment complete it once.
	 * Leaving the statuses that hold seats gives the seats back.
	 *
	 * One transaction: the booking, its attendees, its history, the mails queued for it (jobs,
	 * sent after the commit), the kept counts and sums, and its seats, all or none, also when PHP
	 * dies half-way. The rows every sale touches (the counts, then the seats) come last, so their
	 * locks are held for the shortest time.
	 *
	 * @return array|Problem The booking as it is now.
	 */
	public static function transition( int $id, string $to, string $note = '', array $changes = array() ) {
		$failure = Problem::unavailable( 'eventin_order_not_saved', __( 'The booking could not be changed. Please try again.', 'eventin' ) );
		$moved   = Transaction::run( static fn() => self::move( $id, $to, $note, $changes ), $failure );
		if ( is_wp_error( $moved ) ) {
			return $moved;
		}
		list( $order, $from ) = $moved;
		/**
		 * A booking's change of status was committed: for what reaches outside the database (a
		 * payment provider), which must not hold the transaction's locks while it waits.
		 *
		 * @param array  $order The booking as it is now.
		 * @param string $from  The status it had.
		 */
		do_action( 'eventin_order_status_committed', $order, $from );
		return $order;
	}

	/**
	 * transition()'s writes, inside its transaction.
	 *
	 * @return array{0: array, 1: string}|Problem The booking as it is now and the status it had.
	 */
	private static function move( int $id, string $to, string $note, array $changes ) {
		global $wpdb;
		$order = self::get( $id );
		if ( ! $order ) {
			return Problem::not_found( 'eventin_order_not_found', __( 'This booking does not exist.', 'eventin' ) );
		}
		$from = $order['status'];
		if ( ! Status::can_move( $from, $to ) ) {
			$labels = Status::labels();
			return Problem::conflict(
				'eventin_order_status',
				/* translators: 1: a booking status, 2: another booking status */
				sprintf( __( 'A booking that is %1$s cannot become %2$s.', 'eventin' ), mb_strtolower( $labels[ $from ] ), mb_strtolower( $labels[ $to ] ) )
			);
		}
		$set     = array_merge(
			$changes,
			array(
				'status'     => $to,
				'updated_at' => gmdate( 'Y-m-d H:i:s' ),
			)
		);
		// What the booking added to the report's sums, before its attendees move with it.
		$before  = OrderSums::parts( array( $order ) );
		$updated = $wpdb->update(
			self::table(),
			$set,
			array(
				'id'     => $id,
				'status' => $from,
			)
		);
		if ( 1 !== $updated ) {
			// Someone else moved it first.
			return Problem::conflict( 'eventin_order_changed', __( 'This booking was changed at the same time; reload it and try again.', 'eventin' ) );
		}
		$releases = Status::holds_seats( $from ) && ! Status::holds_seats( $to );
		if ( ! $releases && Status::COMPLETED === $to ) {
			Attendees::set_status( $id, Status::COMPLETED, Status::PENDING );
		}
		History::add( $id, $from, $to, $note );
		$order = self::get( $id );
		/**
		 * A booking changed status (inside its transaction: what a listener writes, such as the
		 * mails it queues, is kept only with the change).
		 *
		 * @param array  $order The booking as it is now.
		 * @param string $from  The status it had.
		 */
		do_action( 'eventin_order_status_changed', $order, $from );
		OrderCounts::add( $from, -1 );
		OrderCounts::add( $to, 1 );
		OrderSums::move( $before, OrderSums::parts( array( $order ) ) );
		if ( $releases ) {
			self::release_seats( $id, $order['event_id'], null, $to );
		}
		return array( $order, $from );
	}

	/**
	 * Gives back the seats of a booking's attendees that still hold one (all of them, or those
	 * given), and marks them with $status.
	 *
	 * @param int[]|null $attendee_ids
	 */
	public static function release_seats( int $id, int $event_id, ?array $attendee_ids = null, string $status = '' ): int {
		$attendees = Attendees::for_orders( array( $id ) )[ $id ];
		$counts    = array();
		$released  = array();
		foreach ( $attendees as $attendee ) {
			$chosen = null === $attendee_ids || in_array( $attendee['id'], $attendee_ids, true );
			if ( $chosen && in_array( $attendee['status'], array( Status::PENDING, Status::COMPLETED ), true ) ) {
				$counts[ $attendee['ticket_id'] ] = ( $counts[ $attendee['ticket_id'] ] ?? 0 ) + 1;
				$released[]                       = $attendee['id'];
			}
		}
		if ( $status && $released ) {
			Attendees::set_status( $id, $status, $released );
		}
		// The seat counts last: the rows every sale of the event waits for.
		foreach ( $counts as $ticket_id => $quantity ) {
			Tickets::release( $ticket_id, $event_id, $quantity );
		}
		return count( $released );
	}

	/**
	 * Pending bookings whose hold ran out give their seats back: a card payment left unfinished
	 * fails; an offline booking not paid by its deadline is cancelled (and the buyer told). Runs
	 * from the job queue and before every sale, so a checkout that never finished keeps no seat.
	 */
	public static function release_expired_holds( ?int $now = null ): int {
		$now  = $now ?? time();
		$rows = Reader::rows(
			Sql::of( 'SELECT id, gateway FROM ' . self::table() . ' WHERE status = ? AND hold_until > 0 AND hold_until <= ? LIMIT 200', Status::PENDING, $now )
		);
		foreach ( $rows as $row ) {
			if ( 'offline' === $row['gateway'] ) {
				self::transition( (int) $row['id'], Status::CANCELLED, __( 'Not paid by its deadline: the booking was cancelled and its seats went back.', 'eventin' ) );
			} else {
				self::transition( (int) $row['id'], Status::FAILED, __( 'The seats were held longer than allowed without payment.', 'eventin' ) );
			}
		}
		return count( $rows );
	}
}
