<?php
namespace Eventin\Tests\Orders;

use Eventin\Permissions\Capabilities;

require_once __DIR__ . '/OrdersTestCase.php';

final class ReportTest extends OrdersTestCase {
	private function paid( array $event, int $index, int $quantity ): array {
		$booking = $this->book( $event, array( $index => $quantity ), array( 'gateway' => 'offline' ) )->get_data();
		if ( 'pending' === $booking['status'] ) {
			$booking = $this->rest( 'POST', "orders/{$booking['id']}/mark-paid", array(), $this->admin )->get_data();
		}
		$this->assertSame( 'completed', $booking['status'], wp_json_encode( $booking ) );
		return $booking;
	}

	private function summary( array $query ): array {
		$response = $this->rest( 'GET', 'orders/summary', $query, $this->admin );
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		return $response->get_data();
	}

	public function test_the_summary_counts_what_was_kept_per_status_and_per_day_in_the_site_timezone(): void {
		// Half an hour off whole hours: the bookings are summed in 10-minute slots.
		update_option( 'timezone_string', 'Asia/Kolkata' );
		$event   = $this->event( array(), array( 'title' => 'Report Summit' ) );
		$partial = $this->paid( $event, 0, 3 );
		$this->assertSame( 201, $this->rest( 'POST', "orders/{$partial['id']}/refunds", array( 'attendee_ids' => array( $partial['attendees'][0]['id'] ) ), $this->admin )->get_status() );
		$this->paid( $event, 0, 2 );
		$this->paid( $event, 1, 2 );
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
}
