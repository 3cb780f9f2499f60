<?php
namespace Eventin\Tests\Events;

use Eventin\Database\Bulk;
use Eventin\Events\Days;
use Eventin\Events\Index;
use Eventin\Events\Status;
use Eventin\Tests\TestCase;

/** The day counts give the same totals and pages as counting and stepping over the index. */
final class DaysTest extends TestCase {
	private const NOW = 2_000_000_000;

	/** Index rows around NOW: many on its own day and the days beside it, some long, some old. */
	private function seed_index( int $events ): void {
		global $wpdb;
		mt_srand( 18 );
		$statuses = array( 'publish', 'publish', 'publish', 'publish', 'draft', 'pending', 'trash' );
		$rows     = array();
		for ( $i = 1; $i <= $events; $i++ ) {
			$start  = match ( $i % 4 ) {
				0       => self::NOW + mt_rand( -40, 40 ) * 3600,
				1       => self::NOW + mt_rand( -400, 400 ) * DAY_IN_SECONDS + mt_rand( 0, 86399 ),
				2       => self::NOW - mt_rand( 0, 3 ) * DAY_IN_SECONDS,
				default => self::NOW + mt_rand( -30, 30 ) * DAY_IN_SECONDS,
			};
			$length = 0 === $i % 9 ? mt_rand( 2, 120 ) * DAY_IN_SECONDS : mt_rand( 0, 10 ) * 1800;
			$rows[] = array( $i, $statuses[ $i % count( $statuses ) ], "Event {$i}", $start, $start + $length );
		}
		// An event on NOW's edges exactly.
		$rows[] = array( $events + 1, 'publish', 'Edge', self::NOW, self::NOW + 60 );
		$rows[] = array( $events + 2, 'publish', 'Edge', self::NOW - 60, self::NOW );
		$wpdb->query( 'DELETE FROM ' . Index::table() );
		Bulk::insert( Index::table(), array( 'event_id', 'post_status', 'title', 'start_utc', 'end_utc' ), $rows );
		Index::recount();
	}

	private function scanned( string $where ): array {
		global $wpdb;
		return array_map( 'intval', $wpdb->get_col( 'SELECT event_id FROM ' . Index::table() . " WHERE {$where} ORDER BY start_utc DESC, event_id DESC" ) );
	}

	public function test_days_count_like_a_scan_and_deep_pages_are_the_same_pages(): void {
		$this->seed_index( 6000 );
		foreach ( array( 'all', 'draft', 'pending', 'trash', 'upcoming', 'ongoing', 'past' ) as $filter ) {
			$expected = $this->scanned( Status::where_sql( $filter, self::NOW )->prepared() );
			$this->assertSame( count( $expected ), Days::count( $filter, self::NOW ), "{$filter} count" );
			foreach ( array( 50, 7 ) as $per_page ) {
				$pages = array_unique( array( 1, 20, 21, 22, 29, 40, intdiv( count( $expected ), $per_page ) + 1, intdiv( count( $expected ), $per_page ) + 2 ) );
				foreach ( $pages as $page ) {
					list( $ids, $total ) = Index::query( array( 'status' => $filter ), $page, $per_page, self::NOW );
					$this->assertSame( array_slice( $expected, ( $page - 1 ) * $per_page, $per_page ), $ids, "{$filter}, {$per_page} per page, page {$page}" );
					$this->assertSame( count( $expected ), $total, "{$filter} total" );
				}
			}
		}
		global $wpdb;
		foreach ( array( 'all', 'upcoming', 'past' ) as $filter ) {
			$this->assertNotNull( Days::seek( $filter, Days::SEEK_FROM, self::NOW ), "deep pages of {$filter} are found from the days" );
			$queries = array();
			foreach ( array( 1, 30 ) as $page ) {
				$before = $wpdb->num_queries;
				Index::query( array( 'status' => $filter ), $page, 50, self::NOW );
				$queries[] = $wpdb->num_queries - $before;
			}
			$this->assertSame( $queries[0], $queries[1], "{$filter}: a deep page reads as often as the first" );
		}
	}

	public function test_date_ranges_count_like_a_scan(): void {
		$this->seed_index( 1500 );
		$edges = array( null, self::NOW, self::NOW - 1, self::NOW + 3600, self::NOW - 10 * DAY_IN_SECONDS, self::NOW + 45 * DAY_IN_SECONDS, strtotime( 'midnight', self::NOW ) );
		foreach ( array( 'all', 'draft', 'pending', 'trash', 'upcoming', 'past' ) as $filter ) {
			foreach ( $edges as $from ) {
				foreach ( $edges as $to ) {
					if ( null !== $from && null !== $to && $to <= $from ) {
						continue;
					}
					$where = Status::where_sql( $filter, self::NOW )->prepared() . ( null === $to ? '' : " AND start_utc < {$to}" ) . ( null === $from ? '' : " AND end_utc > {$from}" );
					list( , $total ) = Index::query(
						array(
							'status' => $filter,
							'from'   => $from,
							'to'     => $to,
						),
						1,
						10,
						self::NOW
					);
					$this->assertSame( count( $this->scanned( $where ) ), $total, "{$filter} from {$from} to {$to}" );
				}
			}
		}
	}

	public function test_kept_days_equal_days_counted_again(): void {
		global $wpdb;
		$now  = time();
		$day  = static fn( int $n ) => gmdate( 'Y-m-d', $now + $n * DAY_IN_SECONDS );
		$user = $this->admin();
		$ids = array();
		foreach ( array( -3, 0, 2 ) as $n ) {
			$ids[] = $this->rest( 'POST', 'events', array( 'title' => "Day {$n}", 'start_date' => $day( $n ), 'end_date' => $day( $n + 1 ), 'timezone' => 'UTC', 'status' => 'publish' ), $user )->get_data()['id'];
		}
		update_post_meta( $ids[0], 'etn_end_date', $day( 9 ) );
		wp_update_post( array( 'ID' => $ids[1], 'post_status' => 'draft' ) );
		wp_trash_post( $ids[2] );
		wp_delete_post( $ids[1], true );
		$kept = $wpdb->get_results( 'SELECT post_status, start_day, end_day, events FROM ' . Days::table() . ' WHERE events <> 0 ORDER BY 1, 2, 3', ARRAY_A );
		Days::recount();
		$this->assertSame( $wpdb->get_results( 'SELECT post_status, start_day, end_day, events FROM ' . Days::table() . ' ORDER BY 1, 2, 3', ARRAY_A ), $kept );
		$this->assertNotEmpty( $kept );
	}

	public function test_days_of_instants_before_and_after_1970(): void {
		$this->assertSame( 0, Days::day( 0 ) );
		$this->assertSame( 0, Days::day( 86399 ) );
		$this->assertSame( 1, Days::day( 86400 ) );
		$this->assertSame( -1, Days::day( -1 ) );
		$this->assertSame( -1, Days::day( -86400 ) );
		$this->assertSame( -2, Days::day( -86401 ) );
	}
}
