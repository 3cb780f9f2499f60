<?php
namespace Eventin\Seed;

use Eventin\Attendees\AttendeeCounts;
use Eventin\Attendees\Attendees;
use Eventin\Attendees\AttendeeWords;
use Eventin\Database\Bulk;
use Eventin\Database\Reader;
use Eventin\Database\Sql;
use Eventin\Events\Index;
use Eventin\Orders\BuyerWords;
use Eventin\Orders\History;
use Eventin\Orders\OrderCounts;
use Eventin\Orders\OrderSums;
use Eventin\Orders\Orders;
use Eventin\Orders\Status;
use Eventin\Tickets\Tickets;

/**
 * Bookings for the seeded events, written with batched SQL: buyers with one to three tickets,
 * mostly completed, some pending (offline), refunded, partially refunded or failed, made over the
 * last 90 days. Seeded buyers' addresses end in @seed.example, which is how they are counted.
 * They show in the purchase report; the events' sold counts are the seeder's own and stay as they are,
 * except in the demo ($demo): there the bookings are the sales. Each takes its seats as a checkout
 * does (Tickets::take, which moves the events' sold counts), is made before its event starts, and
 * is pending only while the event is still to come; a booking the seats left cannot hold failed.
 */
final class OrderSeeder {
	private const DOMAIN = '@seed.example';

	private const NAMES = array( 'Ada Lovelace', 'Grace Hopper', 'Alan Turing', 'Katherine Johnson', 'Edsger Dijkstra', 'Barbara Liskov', 'Donald Knuth', 'Frances Allen', 'Tim Berners-Lee', 'Radia Perlman', 'Ken Thompson', 'Margaret Hamilton' );

	public static function seeded(): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . Orders::table() . ' WHERE customer_email LIKE %s', '%' . $wpdb->esc_like( self::DOMAIN ) ) );
	}

	/**
	 * Adds seeded bookings until there are $target of them; how many were added. Each batch is its
	 * own transaction unless the caller already holds one ($own_transactions false).
	 */
	public static function orders( int $target, ?callable $progress = null, bool $demo = false, bool $own_transactions = true ): int {
		global $wpdb;
		$existing = self::seeded();
		$missing  = max( 0, $target - $existing );
		// The demo sells only its own events' tickets.
		$tickets = Reader::rows(
			Sql::concat(
				'SELECT t.id, t.event_id, t.price_minor, t.capacity, t.sold, i.start_utc FROM ' . Tickets::table() . ' t INNER JOIN ' . Index::table() . ' i ON i.event_id = t.event_id',
				$demo ? Sql::of( " INNER JOIN {$wpdb->postmeta} m ON m.post_id = t.event_id AND m.meta_key = ?", Seeder::MARKER ) : '',
				" WHERE i.post_status = 'publish' ORDER BY t.id LIMIT 5000"
			)
		);
		if ( ! $tickets || ! $missing ) {
			return 0;
		}
		$statuses = array_merge( array_fill( 0, 14, 'completed' ), array( 'pending', 'pending', 'refunded', 'partially_refunded', 'failed', 'cancelled' ) );
		$now      = time();
		$batch    = 1000;
		$left     = array_column( $tickets, null, 'id' );
		$left     = array_map( static fn( $ticket ) => (int) $ticket['capacity'] < 0 ? PHP_INT_MAX : (int) $ticket['capacity'] - (int) $ticket['sold'], $left );
		for ( $done = 0; $done < $missing; $done += $batch ) {
			$count = min( $batch, $missing - $done );
			if ( $own_transactions ) {
				$wpdb->query( 'START TRANSACTION' );
			}
			$orders = array();
			$plans  = array();
			for ( $i = 0; $i < $count; $i++ ) {
				$n        = $existing + $done + $i;
				$ticket   = $tickets[ ( $n * 7 ) % count( $tickets ) ];
				$quantity = 1 + $n % 3;
				$price    = (int) $ticket['price_minor'];
				$status   = 0 === $price ? ( 0 === $n % 9 ? 'refunded' : 'completed' ) : $statuses[ $n % count( $statuses ) ];
				$name     = self::NAMES[ $n % count( self::NAMES ) ];
				$email    = sanitize_title( $name ) . '.' . $n . self::DOMAIN;
				$booked   = $now - ( ( $n * 7919 ) % ( 90 * DAY_IN_SECONDS ) );
				if ( $demo ) {
					$start = (int) $ticket['start_utc'];
					// Booked before the event, and no longer waiting for payment once it began.
					$booked = min( $booked, $start - DAY_IN_SECONDS - ( ( $n * 7919 ) % ( 60 * DAY_IN_SECONDS ) ) );
					$status = 'pending' === $status && $start <= $now ? 'completed' : $status;
					// A partial refund gives back one ticket of several.
					$quantity = 'partially_refunded' === $status ? max( 2, $quantity ) : $quantity;
					if ( Status::holds_seats( $status ) ) {
						if ( $left[ $ticket['id'] ] < $quantity ) {
							$status = 'failed';
						} else {
							$left[ $ticket['id'] ] -= $quantity;
						}
					}
				}
				$created  = gmdate( 'Y-m-d H:i:s', $booked );
				$total    = $price * $quantity;
				$refunded = 'refunded' === $status ? $total : ( 'partially_refunded' === $status ? $price : 0 );
				$orders[] = array( bin2hex( random_bytes( 16 ) ), (int) $ticket['event_id'], $status, $name, $email, 'USD', $total, $refunded, $quantity, 0 === $price ? 'free' : 'offline', '', 0, 0, 'sent', $created, $created );
				$plans[]  = array( (int) $ticket['event_id'], (int) $ticket['id'], $name, $email, $price, $quantity, $status, $created );
			}
			$ids       = Bulk::insert( Orders::table(), array( 'order_key', 'event_id', 'status', 'customer_name', 'customer_email', 'currency', 'total', 'refunded_total', 'tickets', 'gateway', 'gateway_ref', 'hold_until', 'user_id', 'mail_status', 'created_at', 'updated_at' ), $orders );
			$attendees = array();
			$history   = array();
			$words     = array();
			foreach ( $ids as $i => $id ) {
				list( $event_id, $ticket_id, $name, $email, $price, $quantity, $status, $created ) = $plans[ $i ];
				array_push( $words, ...BuyerWords::rows( (int) $id, $name, $email, $created ) );
				for ( $k = 0; $k < $quantity; $k++ ) {
					$attendee_status = 'partially_refunded' === $status ? ( 0 === $k ? 'refunded' : 'completed' ) : $status;
					$attendees[]     = array( $id, $event_id, $ticket_id, 0 === $k ? $name : $name . ' +' . $k, $email, $price, Attendees::new_code(), $attendee_status, $created );
				}
				$history[] = array( $id, 0, '', 'pending', __( 'Booking made.', 'eventin' ), $created );
				if ( 'pending' !== $status ) {
					$history[] = array( $id, 0, 'pending', $status, '', $created );
				}
			}
			$attendee_ids   = Bulk::insert( Attendees::table(), array( 'order_id', 'event_id', 'ticket_id', 'name', 'email', 'price', 'code', 'status', 'created_at' ), $attendees );
			if ( $demo ) {
				self::take_seats( $attendees );
			}
			$attendee_words = array();
			foreach ( $attendee_ids as $i => $attendee_id ) {
				array_push( $attendee_words, ...AttendeeWords::rows( (int) $attendee_id, $attendees[ $i ][3], $attendees[ $i ][4] ) );
			}
			AttendeeWords::add( $attendee_words );
			foreach ( array_count_values( array_column( $attendees, 7 ) ) as $status => $added ) {
				AttendeeCounts::add( (string) $status, $added );
			}
			Bulk::insert( History::table(), array( 'order_id', 'user_id', 'from_status', 'to_status', 'note', 'created_at' ), $history );
			Bulk::insert( BuyerWords::table(), BuyerWords::COLUMNS, $words, true );
			foreach ( array_count_values( array_column( $orders, 2 ) ) as $status => $made ) {
				OrderCounts::add( (string) $status, $made );
			}
			OrderSums::move( array(), OrderSums::of( $ids ) );
			if ( $own_transactions ) {
				$wpdb->query( 'COMMIT' );
			}
			if ( $progress ) {
				$progress( $done + $count, $missing );
			}
		}
		return $missing;
	}

	/**
	 * The seats of the attendees that hold one (pending or paid), taken as a checkout takes them:
	 * the ticket types' and the events' sold counts follow.
	 */
	private static function take_seats( array $attendees ): void {
		$seats = array();
		foreach ( $attendees as $attendee ) {
			if ( in_array( $attendee[7], array( Status::PENDING, Status::COMPLETED ), true ) ) {
				$key           = $attendee[2] . ':' . $attendee[1];
				$seats[ $key ] = ( $seats[ $key ] ?? 0 ) + 1;
			}
		}
		foreach ( $seats as $key => $quantity ) {
			list( $ticket_id, $event_id ) = array_map( 'intval', explode( ':', $key ) );
			if ( ! Tickets::take( $ticket_id, $event_id, $quantity ) ) {
				throw new \RuntimeException( "Ticket type {$ticket_id} has fewer than {$quantity} seats left." );
			}
		}
	}
}
