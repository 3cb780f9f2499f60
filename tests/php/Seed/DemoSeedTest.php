<?php
namespace Eventin\Tests\Seed;

use Eventin\Attendees\AttendeeCounts;
use Eventin\Attendees\Attendees;
use Eventin\Database\Reader;
use Eventin\Events\Index;
use Eventin\Orders\OrderCounts;
use Eventin\Orders\Orders;
use Eventin\Orders\Report;
use Eventin\Seed\OrderSeeder;
use Eventin\Seed\Seeder;
use Eventin\Tests\TestCase;

/**
 * The demo npm start seeds tells one story: each demo event's sold count (the events list) is its
 * attendees holding a seat (the attendee list), paid ones are the purchase report's tickets and the
 * rest are pending offline bookings, and no title names a year its event is not in.
 */
final class DemoSeedTest extends TestCase {
	public function test_the_demo_events_sales_are_their_bookings(): void {
		$admin           = $this->admin();
		$report_before   = Report::summary( array() )['tickets_sold'];
		$paid_before     = AttendeeCounts::total( 'completed' );
		$bookings_before = OrderCounts::total();

		$this->assertSame( 60 - Seeder::seeded_events(), Seeder::events( 60, Seeder::terms(), null, false, true ) );
		$added = OrderSeeder::orders( 120, null, true, false );
		$this->assertSame( 120, $added );
		$this->assertSame( 0, OrderSeeder::orders( 120, null, true, false ), 'the bookings are added once' );
		// The demo's certificates: a past demo event that sold, four of its attendees checked in.
		wp_delete_post( (int) get_page_by_path( \Eventin\Seed\CertificateSeeder::PAGE )?->ID, true );
		$this->assertSame( \Eventin\Seed\CertificateSeeder::CHECKED_IN, \Eventin\Seed\CertificateSeeder::demo() );

		global $wpdb;
		$ids = array_map( 'intval', $wpdb->get_col( $wpdb->prepare( "SELECT post_id FROM {$wpdb->postmeta} WHERE meta_key = %s", Seeder::MARKER ) ) );
		$this->assertCount( 60, $ids );
		$attendees = Attendees::table();
		$totals    = array(
			'sold'    => 0,
			'report'  => 0,
			'pending' => 0,
			'sold_in' => 0,
		);
		$years     = 0;
		foreach ( $ids as $id ) {
			$title = get_the_title( $id );
			$start = (string) get_post_meta( $id, 'etn_start_date', true );
			preg_match_all( '/\b(?:19|20)\d\d\b/', $title, $found );
			foreach ( $found[0] as $year ) {
				$this->assertSame( substr( $start, 0, 4 ), $year, "\"{$title}\" starts on {$start}" );
				++$years;
			}

			$index  = Reader::rows( 'SELECT sold_tickets, start_utc, post_status FROM ' . Index::table() . " WHERE event_id = {$id}" )[0];
			$sold   = (int) $index['sold_tickets'];
			$event  = $this->rest( 'GET', "events/{$id}", array( 'context' => 'edit' ), $admin );
			$list   = fn( string $status ) => (int) $this->rest( 'GET', 'attendees', array( 'event_id' => $id, 'payment_status' => $status, 'per_page' => 1 ), $admin )->get_headers()['X-WP-Total'];
			$paid   = $list( 'completed' );
			$unpaid = $list( 'pending' );
			$report = $this->rest( 'GET', 'orders/summary', array( 'event_id' => $id ), $admin );
			$this->assertSame( 200, $report->get_status() );
			$report = $report->get_data()['tickets_sold'];
			$held   = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$attendees} WHERE event_id = {$id} AND status IN ('pending', 'completed')" );

			$this->assertSame( $sold, $event->get_data()['sold_tickets'], "{$title}: the event says what the events list does" );
			$this->assertSame( $held, $sold, "{$title}: sold is the attendees holding a seat" );
			$this->assertSame( $paid + $unpaid, $sold, "{$title}: sold is the attendee list's paid and pending" );
			$this->assertSame( $paid, $report, "{$title}: the purchase report's tickets are the paid attendees" );
			$this->assertSame( Report::summary( array( 'event_id' => $id ) )['tickets_sold'], $report );
			if ( 'publish' !== $index['post_status'] ) {
				$this->assertSame( 0, $sold, "{$title} is a draft: nothing sold" );
			}
			$started = (int) $index['start_utc'] <= time();
			foreach ( Reader::rows( $wpdb->prepare( 'SELECT status, created_at FROM ' . Orders::table() . ' WHERE event_id = %d', $id ) ) as $booking ) {
				$this->assertLessThan( (int) $index['start_utc'], strtotime( $booking['created_at'] . ' UTC' ), "{$title}: booked before it starts" );
				if ( $started ) {
					$this->assertNotSame( 'pending', $booking['status'], "{$title} began: no booking waits for payment" );
				}
			}
			$totals['sold']    += $sold;
			$totals['report']  += $report;
			$totals['pending'] += $unpaid;
			$totals['sold_in'] += $sold > 0 ? 1 : 0;
		}
		$this->assertGreaterThan( 30, $years, 'titles name the year they start in' );

		// The kept counts and sums say what the bookings do.
		$this->assertSame( $totals['report'], Report::summary( array() )['tickets_sold'] - $report_before );
		$this->assertSame( $totals['report'], AttendeeCounts::total( 'completed' ) - $paid_before );
		$this->assertSame( 120, OrderCounts::total() - $bookings_before );
		$this->assertSame( $totals['sold'], $totals['report'] + $totals['pending'] );

		// What the purchase report's demo needs: paid, pending offline, refunded, partly refunded.
		$statuses = array_count_values( $wpdb->get_col( 'SELECT status FROM ' . Orders::table() . " WHERE customer_email LIKE '%@seed.example'" ) );
		foreach ( array( 'completed', 'pending', 'refunded', 'partially_refunded', 'failed', 'cancelled' ) as $status ) {
			$this->assertArrayHasKey( $status, $statuses, "a {$status} booking" );
		}
		$this->assertGreaterThan( 0, $totals['pending'] );
		$this->assertGreaterThan( 25, $totals['sold_in'], 'most published events sold tickets' );
	}
}
