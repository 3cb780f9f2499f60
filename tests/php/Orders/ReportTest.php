<?php
namespace Eventin\Tests\Orders;

use Eventin\Permissions\Capabilities;

require_once __DIR__ . '/OrdersTestCase.php';

final class ReportTest extends OrdersTestCase {
	private function summary( array $query ): array {
		$response = $this->rest( 'GET', 'orders/summary', $query, $this->admin );
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		return $response->get_data();
	}

	public function test_the_summary_counts_what_was_kept_per_status_and_per_day_in_the_site_timezone(): void {
		// Half an hour off whole hours: the bookings are summed in 10-minute slots.
		update_option( 'timezone_string', 'Asia/Kolkata' );
		$event   = $this->event( array(), array( 'title' => 'Report Summit' ) );
		$partial = $this->paid_booking( $event, 0, 3 );
		$this->assertSame( 201, $this->rest( 'POST', "orders/{$partial['id']}/refunds", array( 'attendee_ids' => array( $partial['attendees'][0]['id'] ) ), $this->admin )->get_status() );
		$this->paid_booking( $event, 0, 2 );
		$this->paid_booking( $event, 1, 2 );
		$this->book( $event, array( 0 => 1 ), array( 'gateway' => 'offline' ) );

		$summary = $this->summary( array( 'event_id' => $event['id'] ) );
		$this->assertSame( 'USD', $summary['currency'] );
		$this->assertSame( '100.00', $summary['revenue'], '50.00 kept of the partly refunded booking, 50.00 and 0.00 paid, the pending one not yet' );
		$this->assertSame( 6, $summary['tickets_sold'], '2 kept, 2 and 2 free' );
		$this->assertSame( 4, $summary['bookings'] );
		$this->assertSame( 2, $summary['by_status']['completed'] );
		$this->assertSame( 1, $summary['by_status']['partially_refunded'] );
		$this->assertSame( 1, $summary['by_status']['pending'] );
		$this->assertSame( 0, $summary['by_status']['refunded'] );

		$this->assertCount( 30, $summary['days'], 'the last 30 days when no days are asked for' );
		$today = end( $summary['days'] );
		$this->assertSame(
			array(
				'date'    => wp_date( 'Y-m-d' ),
				'revenue' => '100.00',
				'tickets' => 6,
			),
			$today
		);
		$this->assertSame( '0.00', $summary['days'][0]['revenue'] );
		$this->assertContains(
			array(
				'id'    => $event['id'],
				'title' => 'Report Summit',
			),
			$summary['events']
		);

		$pending = $this->summary(
			array(
				'event_id' => $event['id'],
				'status'   => 'pending',
			)
		);
		$this->assertSame( '0.00', $pending['revenue'] );
		$this->assertSame( 1, $pending['bookings'] );
		$this->assertSame( 0, $pending['tickets_sold'] );

		$yesterday = wp_date( 'Y-m-d', time() - DAY_IN_SECONDS );
		$two_days  = $this->summary(
			array(
				'event_id'  => $event['id'],
				'date_from' => $yesterday,
				'date_to'   => wp_date( 'Y-m-d' ),
			)
		);
		$this->assertSame( array( $yesterday, wp_date( 'Y-m-d' ) ), array_column( $two_days['days'], 'date' ) );
		$this->assertSame( '100.00', $two_days['revenue'] );

		$long_ago = $this->summary(
			array(
				'event_id' => $event['id'],
				'date_to'  => '2001-01-01',
			)
		);
		$this->assertSame( 0, $long_ago['bookings'] );
		$this->assertSame( '0.00', $long_ago['revenue'] );
		$this->assertSame( '2001-01-01', end( $long_ago['days'] )['date'] );

		$years = $this->summary(
			array(
				'date_from' => '2020-01-01',
				'date_to'   => '2024-12-31',
			)
		);
		$this->assertCount( 366, $years['days'], 'at most a year of days' );
		$this->assertSame( '2024-12-31', end( $years['days'] )['date'] );
	}

	public function test_the_summary_is_for_people_who_manage_orders_only_and_checks_its_filters(): void {
		$this->assertGuarded( 'GET', 'orders/summary' );
		$this->assertError( $this->rest( 'GET', 'orders/summary', array(), $this->user( 'attendee_manager', array( Capabilities::ATTENDEE ) ) ), 403 );
		$this->assertSame( 200, $this->rest( 'GET', 'orders/summary', array(), $this->user( 'order_manager', array( Capabilities::ORDER ) ) )->get_status() );
		$this->assertError( $this->rest( 'GET', 'orders/summary', array( 'status' => 'sold' ), $this->admin ), 400 );
		$this->assertError( $this->rest( 'GET', 'orders/summary', array( 'date_from' => '2026-13-01' ), $this->admin ), 400 );
		$this->assertError( $this->rest( 'GET', 'orders/summary', array( 'event_id' => -1 ), $this->admin ), 400 );
	}

	public function test_no_search_or_filter_reaches_another_vendors_bookings_or_breaks_a_query(): void {
		$vendor = $this->user( 'vendor', array( Capabilities::OWN_EVENTS ) );
		$mine   = $this->event();
		$theirs = $this->event();
		wp_update_post( array( 'ID' => $mine['id'], 'post_author' => $vendor ) );
		wp_update_post( array( 'ID' => $theirs['id'], 'post_author' => $this->user( 'vendor' ) ) );
		$this->paid_booking( $mine, 0, 1 );
		$grace = $this->book(
			$theirs,
			array( 0 => 2 ),
			array(
				'gateway'  => 'offline',
				'customer' => array(
					'name'  => 'Grace Hopper',
					'email' => 'grace@navy.example',
				),
			)
		)->get_data();
		$this->rest( 'POST', "orders/{$grace['id']}/mark-paid", array(), $this->admin );

		// Every query's failure is logged (Reader, $wpdb): the log must stay empty.
		$log      = tempnam( sys_get_temp_dir(), 'eventin-sql-log' );
		$previous = ini_set( 'error_log', $log );
		global $wpdb;
		$ask = function ( string $route, array $query, int $user ) use ( $wpdb ): array {
			$wpdb->last_error = '';
			$response         = $this->rest( 'GET', $route, $query, $user );
			$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
			$this->assertSame( '', $wpdb->last_error, $route . ' ' . wp_json_encode( $query ) );
			return $response->get_data();
		};
		$listed  = fn( array $query, int $user ) => $ask( 'orders', $query, $user )['total_items'];
		$counted = fn( array $query, int $user ) => $ask( 'orders/summary', $query, $user )['bookings'];
		$today   = array(
			'date_from' => wp_date( 'Y-m-d' ),
			'date_to'   => wp_date( 'Y-m-d' ),
		);

		$this->assertSame( 1, $listed( array(), $vendor ), 'the vendor sees their own booking' );
		$this->assertSame( 1, $listed( array( 'search' => 'ada' ), $vendor ) );
		$this->assertSame( 0, $listed( array( 'search' => 'grace' ), $vendor ), 'and not the other vendor\'s' );
		$this->assertSame( 2, $listed( array( 'search' => '' ), $this->admin ) );
		foreach ( array( "' OR 1=1 --", "@') OR 1=1 --", "\\' OR 1=1 -- ", '%', '_' ) as $payload ) {
			$search = array( 'search' => $payload );
			$filter = array( 'gateway' => $payload );
			foreach ( array( $vendor, $this->admin ) as $user ) {
				$this->assertSame( 0, $listed( $search, $user ), "search {$payload}" );
				$this->assertSame( 0, $listed( $search + array( 'gateway' => 'offline' ), $user ), "search {$payload} with a filter" );
				$this->assertSame( 0, $listed( $filter, $user ), "gateway {$payload}" );
				$this->assertSame( 0, $listed( $filter + $today, $user ), "gateway {$payload} today" );
				$this->assertSame( 0, $counted( $search, $user ), "summary of search {$payload}" );
				$this->assertSame( 0, $counted( $search + $today, $user ), "summary of search {$payload} today" );
				$this->assertSame( 0, $counted( $filter, $user ), "summary of gateway {$payload}" );
				$this->assertSame( 0, $counted( $filter + $today, $user ), "summary of gateway {$payload} today" );
			}
		}
		ini_set( 'error_log', $previous );
		$logged = (string) file_get_contents( $log );
		unlink( $log );
		$this->assertSame( '', $logged );
	}
}
