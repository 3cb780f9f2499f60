<?php
namespace Eventin\Tests\Orders;

use Eventin\Attendees\Attendees;
use Eventin\Events\Index;
use Eventin\Orders\OrderFilter;
use Eventin\Orders\Orders;
use Eventin\Orders\OrderSums;
use Eventin\Orders\Report;

require_once __DIR__ . '/OrdersTestCase.php';

/**
 * The purchase report's kept sums follow every change of the bookings (sales, refunds whole, of
 * tickets and of amounts, status moves, holds running out, attendees cancelled, an event given to
 * another owner or deleted), for the site and for each owner, and the summary read from them
 * answers what the bookings themselves say.
 */
final class OrderSumsTest extends OrdersTestCase {
	private array $events = array();

	public function test_kept_sums_follow_every_change_and_the_summary_answers_from_the_bookings(): void {
		$seed = random_int( 1, PHP_INT_MAX );
		mt_srand( $seed );
		$message = "seed {$seed}";
		$tickets = array(
			array(
				'name'     => 'Standard',
				'price'    => '25.00',
				'capacity' => 1000,
			),
			array(
				'name'     => 'Free',
				'price'    => '0',
				'capacity' => 1000,
			),
			array(
				'name'     => 'Odd',
				'price'    => '7.35',
				'capacity' => 1000,
			),
		);
		$this->events = array( $this->event( $tickets ), $this->event( $tickets ) );
		for ( $step = 0; $step < 30; $step++ ) {
			$this->random_change();
		}
		$this->assertSame( $this->expected_sums(), $this->kept_sums(), $message );

		// The second event goes to a vendor: its bookings' owner rows move with it.
		$vendor = $this->user( 'author' );
		wp_update_post(
			array(
				'ID'          => $this->events[1]['id'],
				'post_author' => $vendor,
			)
		);
		$this->assertSame( array( $this->events[1]['id'] => $vendor ), Index::owners( array( $this->events[1]['id'] ) ) );
		$this->assertSame( $this->expected_sums(), $this->kept_sums(), $message );

		// Bookings over three days (as a site's history would be), summed again like a reindex does,
		// then changed again.
		global $wpdb;
		foreach ( $this->ids() as $id ) {
			$wpdb->update( Orders::table(), array( 'created_at' => gmdate( 'Y-m-d H:i:s', time() - mt_rand( 0, 3 * DAY_IN_SECONDS ) ) ), array( 'id' => $id ) );
		}
		// Around midnight in Kolkata (18:30 UTC) and in New York, to the second.
		$edges = array( '18:29:59', '18:30:00', '18:35:00', '04:59:59', '05:00:00' );
		foreach ( array_slice( $this->ids(), 0, count( $edges ) ) as $i => $id ) {
			$wpdb->update( Orders::table(), array( 'created_at' => gmdate( 'Y-m-d', time() - DAY_IN_SECONDS ) . ' ' . $edges[ $i ] ), array( 'id' => $id ) );
		}
		OrderSums::rebuild();
		$this->assertSame( $this->expected_sums(), $this->kept_sums(), $message );
		for ( $step = 0; $step < 30; $step++ ) {
			$this->random_change();
		}
		$this->assertSame( $this->expected_sums(), $this->kept_sums(), $message );

		$event = $this->events[0]['id'];
		$days  = array( gmdate( 'Y-m-d', time() - 2 * DAY_IN_SECONDS ), gmdate( 'Y-m-d', time() - DAY_IN_SECONDS ), gmdate( 'Y-m-d' ) );
		$sets  = array(
			array(),
			array( 'status' => 'completed' ),
			array( 'status' => 'partially_refunded' ),
			array( 'status' => 'pending' ),
			array( 'gateway' => 'free' ),
			array( 'gateway' => 'offline' ),
			array( 'event_id' => $event ),
			array( 'event_id' => $event, 'status' => 'partially_refunded', 'date_from' => $days[1] ),
			array( 'date_from' => $days[1] ),
			array( 'date_to' => $days[1] ),
			array( 'date_from' => $days[0], 'date_to' => $days[1] ),
			array( 'date_from' => $days[2], 'date_to' => $days[2] ),
			array( 'date_from' => '2020-01-01', 'date_to' => $days[2] ),
			array( 'owner' => $vendor ),
			array( 'owner' => $vendor, 'status' => 'completed', 'date_from' => $days[1] ),
			array( 'owner' => $vendor, 'date_from' => $days[0], 'date_to' => $days[1] ),
			array( 'owner' => $this->admin ),
		);
		foreach ( array( 'UTC', 'Asia/Kolkata', 'America/New_York', 'Asia/Kathmandu' ) as $zone ) {
			update_option( 'timezone_string', $zone );
			foreach ( $sets as $filters ) {
				$answer = Report::summary( $filters );
				$this->assertSame( $this->expected_summary( $filters, array_column( $answer['days'], 'date' ) ), array_intersect_key( $answer, array_flip( array( 'revenue', 'tickets_sold', 'bookings', 'by_status', 'days' ) ) ), "{$message}, {$zone}, " . wp_json_encode( $filters ) );
			}
		}
		update_option( 'timezone_string', 'Asia/Kolkata' );
		$this->assertCount( 3, Report::summary( array( 'date_from' => $days[0], 'date_to' => $days[2] ) )['days'] );

		// A deleted event's bookings stay the site's, and are no owner's any more.
		wp_delete_post( $this->events[1]['id'], true );
		$this->assertSame( $this->expected_sums(), $this->kept_sums(), $message );
		$this->assertSame( 0, Report::summary( array( 'owner' => $vendor ) )['bookings'] );
	}

	/** @return int[] */
	private function ids(): array {
		global $wpdb;
		return array_map( 'intval', $wpdb->get_col( 'SELECT id FROM ' . Orders::table() . ' ORDER BY id' ) );
	}

	/** One of the changes a booking can go through, picked at random. */
	private function random_change(): void {
		global $wpdb;
		$orders = Orders::rows( $this->ids() );
		$pick   = static function ( array $orders, array $statuses ): ?array {
			$some = array_values( array_filter( $orders, static fn( $order ) => in_array( $order['status'], $statuses, true ) ) );
			return $some ? $some[ mt_rand( 0, count( $some ) - 1 ) ] : null;
		};
		$action = count( $orders ) < 6 ? 0 : mt_rand( 0, 8 );
		$event  = $this->events[ mt_rand( 0, 1 ) ];
		if ( 0 === $action || 1 === $action ) {
			$lines = array( mt_rand( 0, 2 ) => mt_rand( 1, 3 ) );
			if ( mt_rand( 0, 1 ) ) {
				$lines[ mt_rand( 0, 2 ) ] = mt_rand( 1, 2 );
			}
			$this->assertSame( 201, $this->book( $event, $lines, array( 'gateway' => 'offline' ) )->get_status() );
			return;
		}
		if ( 2 === $action ) {
			// A card booking whose hold runs out.
			$id = $this->pending_booking( $event, 'card-test', 60 );
			$this->assertGreaterThan( 0, $id );
			$this->assertGreaterThan( 0, Orders::release_expired_holds( time() + 120 ) );
			return;
		}
		$pending = $pick( $orders, array( 'pending' ) );
		if ( 3 === $action && $pending ) {
			$this->assertSame( 200, $this->rest( 'POST', "orders/{$pending['id']}/mark-paid", array(), $this->admin )->get_status() );
			return;
		}
		if ( 4 === $action && $pending ) {
			$this->assertSame( 200, $this->rest( 'POST', "orders/{$pending['id']}/cancel", array(), $this->admin )->get_status() );
			return;
		}
		$paid = $pick( $orders, array( 'completed', 'partially_refunded' ) );
		if ( ! $paid ) {
			return;
		}
		$active = array_values( array_filter( Attendees::for_orders( array( $paid['id'] ) )[ $paid['id'] ], static fn( $attendee ) => 'completed' === $attendee['status'] ) );
		$route  = "orders/{$paid['id']}/refunds";
		if ( 5 === $action && $active ) {
			// The whole booking.
			$response = $this->rest( 'POST', $route, array(), $this->admin );
		} elseif ( 6 === $action && $active ) {
			// Some of its tickets.
			$response = $this->rest( 'POST', $route, array( 'attendee_ids' => array( $active[ mt_rand( 0, count( $active ) - 1 ) ]['id'] ) ), $this->admin );
		} elseif ( 7 === $action && $paid['total'] > $paid['refunded_total'] ) {
			// An amount.
			$amount   = mt_rand( 1, $paid['total'] - $paid['refunded_total'] );
			$response = $this->rest( 'POST', $route, array( 'type' => 'amount', 'amount' => sprintf( '%d.%02d', intdiv( $amount, 100 ), $amount % 100 ) ), $this->admin );
		} elseif ( 8 === $action && $active ) {
			// An attendee cancelled.
			$response = $this->rest( 'DELETE', 'attendees/' . $active[0]['id'], array(), $this->admin );
			$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
			return;
		} else {
			return;
		}
		$this->assertContains( $response->get_status(), array( 200, 201 ), wp_json_encode( $response->get_data() ) );
	}

	/** The kept sums, those not all 0, by key. */
	private function kept_sums(): array {
		global $wpdb;
		$kept = array();
		foreach ( $wpdb->get_results( 'SELECT * FROM ' . OrderSums::table(), ARRAY_A ) as $row ) {
			$sums = array_map( 'intval', array( $row['bookings'], $row['tickets'], $row['kept'], $row['kept_tickets'] ) );
			if ( array_filter( $sums ) ) {
				$kept[ "{$row['kind']}|{$row['owner']}|{$row['slot']}|{$row['status']}|{$row['currency']}|{$row['gateway']}" ] = $sums;
			}
		}
		ksort( $kept );
		return $kept;
	}

	/** The event's author, 0 once it is deleted. */
	private function author( int $event_id ): int {
		$post = get_post( $event_id );
		return $post ? (int) $post->post_author : 0;
	}

	/** The sums computed here from every booking and attendee: the site's (owner 0) and each author's. */
	private function expected_sums(): array {
		$orders    = Orders::rows( $this->ids() );
		$attendees = Attendees::for_orders( array_keys( $orders ) );
		$sums      = array();
		foreach ( $orders as $order ) {
			$kept_tickets = 'partially_refunded' === $order['status'] ? count( array_filter( $attendees[ $order['id'] ], static fn( $attendee ) => 'completed' === $attendee['status'] ) ) : 0;
			foreach ( array_unique( array( 0, $this->author( $order['event_id'] ) ) ) as $owner ) {
				foreach ( array( 'a' => '', 'h' => substr( $order['created_at'], 0, 13 ), 't' => substr( $order['created_at'], 0, 15 ) ) as $kind => $slot ) {
					$key          = "{$kind}|{$owner}|{$slot}|{$order['status']}|{$order['currency']}|{$order['gateway']}";
					$sums[ $key ] = array_map( static fn( $a, $b ) => $a + $b, $sums[ $key ] ?? array( 0, 0, 0, 0 ), array( 1, $order['tickets'], $order['total'] - $order['refunded_total'], $kept_tickets ) );
				}
			}
		}
		$sums = array_filter( $sums, 'array_filter' );
		ksort( $sums );
		return $sums;
	}

	/** The summary's figures computed here, booking by booking, for the days it lists. */
	private function expected_summary( array $filters, array $dates ): array {
		[ $from, $to ] = OrderFilter::range( $filters );
		$orders        = Orders::rows( $this->ids() );
		$attendees     = Attendees::for_orders( array_keys( $orders ) );
		$by_status     = array_fill_keys( \Eventin\Orders\Status::all(), 0 );
		$revenue       = 0;
		$tickets       = 0;
		$days          = array_fill_keys( $dates, array( 0, 0 ) );
		$slot          = 0 === wp_timezone()->getOffset( new \DateTime() ) % HOUR_IN_SECONDS ? HOUR_IN_SECONDS : 10 * MINUTE_IN_SECONDS;
		foreach ( $orders as $order ) {
			$at = strtotime( $order['created_at'] . ' UTC' );
			if ( ( ! empty( $filters['status'] ) && $filters['status'] !== $order['status'] ) || ( ! empty( $filters['gateway'] ) && $filters['gateway'] !== $order['gateway'] ) || ( ! empty( $filters['event_id'] ) && (int) $filters['event_id'] !== $order['event_id'] ) || ( ! empty( $filters['owner'] ) && (int) $filters['owner'] !== $this->author( $order['event_id'] ) ) ) {
				continue;
			}
			$kept    = in_array( $order['status'], array( 'completed', 'partially_refunded' ), true ) ? $order['total'] - $order['refunded_total'] : 0;
			$sold    = 'completed' === $order['status'] ? $order['tickets'] : ( 'partially_refunded' === $order['status'] ? count( array_filter( $attendees[ $order['id'] ], static fn( $attendee ) => 'completed' === $attendee['status'] ) ) : 0 );
			// Put on days by the hour, or by 10 minutes where the site's offset is not whole hours.
			$day     = wp_date( 'Y-m-d', $at - $at % $slot );
			if ( isset( $days[ $day ] ) ) {
				$days[ $day ] = array( $days[ $day ][0] + $kept, $days[ $day ][1] + $sold );
			}
			if ( ( null !== $from && $at < $from ) || ( null !== $to && $at >= $to ) ) {
				continue;
			}
			++$by_status[ $order['status'] ];
			$revenue += $kept;
			$tickets += $sold;
		}
		return array(
			'revenue'      => $revenue,
			'tickets_sold' => $tickets,
			'bookings'     => array_sum( $by_status ),
			'by_status'    => $by_status,
			'days'         => array_map(
				static fn( $date ) => array(
					'date'    => $date,
					'revenue' => $days[ $date ][0],
					'tickets' => $days[ $date ][1],
				),
				$dates
			),
		);
	}
}
