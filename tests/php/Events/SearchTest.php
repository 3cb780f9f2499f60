<?php
namespace Eventin\Tests\Events;

use Eventin\Database\Bulk;
use Eventin\Database\WordSearch;
use Eventin\Events\Index;
use Eventin\Events\Status;
use Eventin\Events\WordPairs;
use Eventin\Tests\TestCase;

/**
 * A title search pages and counts in the words' index exactly as filtering every event would,
 * with a parent's occurrences or a vendor's (owner's) events too.
 */
final class SearchTest extends TestCase {
	private const NOW = 2_000_000_000;

	public function test_searches_with_every_filter_find_what_a_scan_finds(): void {
		global $wpdb;
		mt_srand( 7 );
		$titles   = array( 'Jazz Summit', 'Summit of Jazz', 'Jazzy Night', 'Rock Summer', 'Summer Night Jazz', 'Rock Summit' );
		$statuses = array( 'publish', 'publish', 'publish', 'draft', 'trash' );
		$rows     = array();
		for ( $i = 1; $i <= 600; $i++ ) {
			$start  = self::NOW + mt_rand( -30, 30 ) * DAY_IN_SECONDS + mt_rand( -7200, 7200 );
			$rows[] = array( $i, $i % 50, $statuses[ $i % count( $statuses ) ], $titles[ $i % count( $titles ) ] . " {$i}", $start, $start + mt_rand( 0, 3 ) * DAY_IN_SECONDS, $i % 3 );
		}
		$wpdb->query( 'DELETE FROM ' . Index::table() );
		Bulk::insert( Index::table(), array( 'event_id', 'parent_id', 'post_status', 'title', 'start_utc', 'end_utc', 'owner_id' ), $rows );
		Index::recount();
		// The index's words and word pairs, as syncing an event writes them.
		$wpdb->query( 'DELETE FROM ' . Index::words_table() );
		$wpdb->query( 'DELETE FROM ' . WordPairs::table() );
		$words = array();
		foreach ( $rows as list( $id, , $status, $title, $start, $end ) ) {
			foreach ( WordSearch::words( $title ) as $word ) {
				$words[] = array( $word, $id, $status, $start, $end );
			}
		}
		Bulk::insert( Index::words_table(), array( 'word', 'event_id', 'post_status', 'start_utc', 'end_utc' ), $words );
		WordPairs::move(
			array(),
			array_map(
				static fn( $row ) => array(
					'post_status' => $row[2],
					'title'       => $row[3],
				),
				$rows
			)
		);

		$ranges = array( array( null, null ), array( self::NOW - 5 * DAY_IN_SECONDS, self::NOW + 5 * DAY_IN_SECONDS ), array( null, self::NOW ) );
		foreach ( array( '', 'jazz summit', 'summit JAZZ', 'jaz', 'summ night', 'rock 12', 'nothing' ) as $search ) {
			foreach ( array( 'all', 'draft', 'trash', 'upcoming', 'ongoing', 'past' ) as $filter ) {
				foreach ( $ranges as list( $from, $to ) ) {
					foreach ( array( array( null, null ), array( 7, null ), array( null, 2 ) ) as list( $parent, $owner ) ) {
						$where    = Status::where_sql( $filter, self::NOW )->prepared() . ( null === $to ? '' : " AND start_utc < {$to}" ) . ( null === $from ? '' : " AND end_utc > {$from}" ) . ( null === $parent ? '' : " AND parent_id = {$parent}" ) . ( null === $owner ? '' : " AND owner_id = {$owner}" );
						$expected = array();
						foreach ( $wpdb->get_results( 'SELECT event_id, title FROM ' . Index::table() . " WHERE {$where} ORDER BY start_utc DESC, event_id DESC", ARRAY_A ) as $row ) {
							$title_words = WordSearch::words( $row['title'] );
							$has_all     = array() === array_filter( WordSearch::words( $search ), static fn( $word ) => ! array_filter( $title_words, static fn( $title_word ) => str_starts_with( $title_word, $word ) ) );
							if ( $has_all ) {
								$expected[] = (int) $row['event_id'];
							}
						}
						$filters = array(
							'status' => $filter,
							'search' => $search,
							'from'   => $from,
							'to'     => $to,
							'parent' => $parent,
							'owner'  => $owner,
						);
						$label   = "{$search}, {$filter}, {$from}-{$to}, parent {$parent}, owner {$owner}";
						foreach ( array( 1, 2, 4 ) as $page ) {
							list( $ids, $total ) = Index::query( $filters, $page, 10, self::NOW );
							$this->assertSame( array_slice( $expected, ( $page - 1 ) * 10, 10 ), $ids, "{$label}, page {$page}" );
							$this->assertSame( count( $expected ), $total, "{$label} total" );
						}
					}
				}
			}
		}
	}

	public function test_the_words_follow_an_event_status_and_dates(): void {
		global $wpdb;
		$admin = $this->admin();
		$id    = $this->rest(
			'POST',
			'events',
			array(
				'title'      => 'Harbour Lights',
				'start_date' => '2031-05-05',
				'end_date'   => '2031-05-05',
				'timezone'   => 'UTC',
				'status'     => 'publish',
			),
			$admin
		)->get_data()['id'];
		$found = fn( string $status ) => $this->rest( 'GET', 'events', array( 'search_keyword' => 'harb', 'status' => $status ), $admin )->get_data()['total_items'];
		$this->assertSame( array( 1, 0 ), array( $found( 'upcoming' ), $found( 'past' ) ) );
		update_post_meta( $id, 'etn_start_date', '2001-05-05' );
		update_post_meta( $id, 'etn_end_date', '2001-05-05' );
		$this->assertSame( array( 0, 1 ), array( $found( 'upcoming' ), $found( 'past' ) ) );
		$pair = fn( string $status ) => $this->rest( 'GET', 'events', array( 'search_keyword' => 'lights harbour', 'status' => $status ), $admin )->get_data()['total_items'];
		$this->assertSame( array( 1, 0 ), array( $pair( 'all' ), $pair( 'trash' ) ) );
		wp_trash_post( $id );
		$this->assertSame( array( 0, 1 ), array( $found( 'past' ), $found( 'trash' ) ) );
		$this->assertSame( array( 0, 1 ), array( $pair( 'all' ), $pair( 'trash' ) ) );
		wp_update_post( array( 'ID' => $id, 'post_title' => 'Harbour Nights' ) );
		$this->assertSame( array( 0, 0 ), array( $pair( 'all' ), $pair( 'trash' ) ) );
		$kept = $wpdb->get_results( 'SELECT first, second, post_status, events FROM ' . WordPairs::table() . ' WHERE events <> 0 ORDER BY 1, 2, 3', ARRAY_A );
		// Kept as the event moved, they are what a rebuild from the posts writes.
		Index::rebuild();
		$this->assertSame( $wpdb->get_results( 'SELECT first, second, post_status, events FROM ' . WordPairs::table() . ' ORDER BY 1, 2, 3', ARRAY_A ), $kept );
		$this->assertContains( array( 'first' => 'harbour', 'second' => 'nights', 'post_status' => 'trash', 'events' => '1' ), $kept );
		$this->assertSame( array( 'trash' ), $wpdb->get_col( $wpdb->prepare( 'SELECT DISTINCT post_status FROM ' . Index::words_table() . ' WHERE event_id = %d', $id ) ) );
	}
}
