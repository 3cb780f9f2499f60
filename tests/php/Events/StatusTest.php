<?php
namespace Eventin\Tests\Events;

use Eventin\Events\Index;
use Eventin\Events\Status;
use Eventin\Tests\TestCase;
use Eventin\Time\LocalTime;

final class StatusTest extends TestCase {
	public function test_the_rule_at_its_boundaries(): void {
		$start = 1_000_000;
		$end   = 1_003_600;
		$this->assertSame( 'draft', Status::of( 'draft', $start, $end, $start ) );
		$this->assertSame( 'draft', Status::of( 'future', $start, $end, $end + 10 ) );
		// Awaiting review is its own status, whatever the time.
		$this->assertSame( 'pending', Status::of( 'pending', $start, $end, $start - 1 ) );
		$this->assertSame( 'pending', Status::of( 'pending', $start, $end, $end + 10 ) );
		$this->assertSame( 'upcoming', Status::of( 'publish', $start, $end, $start - 1 ) );
		$this->assertSame( 'ongoing', Status::of( 'publish', $start, $end, $start ) );
		$this->assertSame( 'ongoing', Status::of( 'publish', $start, $end, $end - 1 ) );
		$this->assertSame( 'expired', Status::of( 'publish', $start, $end, $end ) );
	}

	public function test_local_times_become_utc_instants_in_their_timezone(): void {
		$this->assertSame( '2026-07-01T07:00:00Z', LocalTime::iso( LocalTime::to_utc( '2026-07-01', '09:00', 'Europe/Berlin' ) ) );
		$this->assertSame( '2026-01-01T08:00:00Z', LocalTime::iso( LocalTime::to_utc( '2026-01-01', '09:00', 'Europe/Berlin' ) ) );
		$this->assertSame( '2026-07-01T04:00:00Z', LocalTime::iso( LocalTime::to_utc( '2026-07-01', '09:30', 'Asia/Kolkata' ) ) );
		$this->assertSame( '+05:30', LocalTime::utc_offset( LocalTime::to_utc( '2026-07-01', '09:30', 'Asia/Kolkata' ), 'Asia/Kolkata' ) );
	}

	public function test_daylight_saving_gaps_and_overlaps(): void {
		// Berlin skips 02:00-03:00 on 29 March 2026: 02:30 does not exist and moves on by the gap.
		$this->assertSame( '2026-03-29T01:30:00Z', LocalTime::iso( LocalTime::to_utc( '2026-03-29', '02:30', 'Europe/Berlin' ) ) );
		$this->assertSame( '2026-03-29T00:59:00Z', LocalTime::iso( LocalTime::to_utc( '2026-03-29', '01:59', 'Europe/Berlin' ) ) );
		// 25 October 2026 has 02:30 twice: the first (summer time) is meant.
		$this->assertSame( '2026-10-25T00:30:00Z', LocalTime::iso( LocalTime::to_utc( '2026-10-25', '02:30', 'Europe/Berlin' ) ) );
		// New York: an event across the spring change lasts an hour less than the wall clock says.
		$start = LocalTime::to_utc( '2026-03-08', '00:00', 'America/New_York' );
		$end   = LocalTime::to_utc( '2026-03-08', '06:00', 'America/New_York' );
		$this->assertSame( 5 * 3600, $end - $start );
		$this->assertSame( '-05:00', LocalTime::utc_offset( $start, 'America/New_York' ) );
		$this->assertSame( '-04:00', LocalTime::utc_offset( $end, 'America/New_York' ) );
	}

	public function test_the_date_line(): void {
		// The same local date on both sides of the date line is 25 hours apart.
		$kiritimati = LocalTime::to_utc( '2026-11-23', '10:00', 'Pacific/Kiritimati' );
		$pago_pago  = LocalTime::to_utc( '2026-11-23', '10:00', 'Pacific/Pago_Pago' );
		$this->assertSame( 25 * 3600, $pago_pago - $kiritimati );
		$this->assertSame( '+14:00', LocalTime::utc_offset( $kiritimati, 'Pacific/Kiritimati' ) );
		// At one instant, an event of that date has ended in Kiritimati but not begun in Pago Pago.
		$now = $kiritimati + 12 * 3600;
		$this->assertSame( 'expired', Status::of( 'publish', $kiritimati, $kiritimati + 3600, $now ) );
		$this->assertSame( 'upcoming', Status::of( 'publish', $pago_pago, $pago_pago + 3600, $now ) );
	}

	public function test_times_in_24_hour_and_12_hour_forms(): void {
		$this->assertSame( '14:30', LocalTime::parse_time( '14:30' ) );
		$this->assertSame( '09:05', LocalTime::parse_time( '9:05' ) );
		$this->assertSame( '14:30', LocalTime::parse_time( '02:30 PM' ) );
		$this->assertSame( '00:15', LocalTime::parse_time( '12:15 am' ) );
		$this->assertSame( '12:00', LocalTime::parse_time( '12:00 PM' ) );
		$this->assertNull( LocalTime::parse_time( '24:00' ) );
		$this->assertNull( LocalTime::parse_time( '13:00 PM' ) );
		$this->assertNull( LocalTime::parse_time( 'noon' ) );
	}

	public function test_the_sql_filters_agree_with_the_rule(): void {
		global $wpdb;
		$now    = 2_000_000_000;
		$cases  = array(
			array( 'publish', $now - 7200, $now - 3600 ),
			array( 'publish', $now - 3600, $now ),
			array( 'publish', $now - 3600, $now + 1 ),
			array( 'publish', $now, $now + 3600 ),
			array( 'publish', $now + 1, $now + 3600 ),
			array( 'draft', $now - 3600, $now + 3600 ),
			array( 'pending', $now + 3600, $now + 7200 ),
		);
		$wpdb->query( 'DELETE FROM ' . Index::table() );
		foreach ( $cases as $i => list( $status, $start, $end ) ) {
			$wpdb->insert(
				Index::table(),
				array(
					'event_id'    => 900000 + $i,
					'post_status' => $status,
					'title'       => "Case {$i}",
					'start_utc'   => $start,
					'end_utc'     => $end,
				)
			);
		}
		Index::recount();
		$expected = array(
			'draft'    => 'draft',
			'upcoming' => 'upcoming',
			'ongoing'  => 'ongoing',
			'past'     => 'expired',
		);
		foreach ( $expected as $filter => $status ) {
			list( $ids, $total ) = Index::query( array( 'status' => $filter ), 1, 100, $now );
			$want = array();
			foreach ( $cases as $i => list( $post_status, $start, $end ) ) {
				if ( Status::of( $post_status, $start, $end, $now ) === $status ) {
					$want[] = 900000 + $i;
				}
			}
			sort( $ids );
			$this->assertSame( $want, $ids, $filter );
			$this->assertSame( count( $want ), $total, $filter );
		}
		list( , $all ) = Index::query( array( 'status' => 'all' ), 1, 100, $now );
		$this->assertSame( count( $cases ), $all );
	}
}
