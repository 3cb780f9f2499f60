<?php
namespace Eventin\Tests\Schedules;

use Eventin\Permissions\Capabilities;
use Eventin\Schedules\Index;
use Eventin\Schedules\PostType;
use Eventin\Schedules\Schedule;
use Eventin\Tests\TestCase;

/**
 * The schedules index follows every change to schedules: through our model and through
 * WordPress's own post and meta functions; a rebuild gives the same rows and counts.
 */
final class IndexTest extends TestCase {
	private function schedule( string $title, string $date ): int {
		$id = Schedule::save(
			0,
			array(
				'program_title' => $title,
				'date'          => $date,
				'slots'         => array(),
			)
		);
		$this->assertIsInt( $id );
		return $id;
	}

	/** Everything the index holds, in a comparable shape. */
	private function snapshot(): array {
		global $wpdb;
		$rows = static fn( string $sql ) => array_map( static fn( $row ) => implode( '|', $row ), $wpdb->get_results( $sql, ARRAY_N ) );
		return array(
			'schedules' => $rows( 'SELECT schedule_id, trashed, sort_key FROM ' . Index::table() . ' ORDER BY schedule_id' ),
			'phrases'   => $rows( 'SELECT phrase, schedule_id, trashed, sort_key FROM ' . Index::words_table() . ' ORDER BY phrase, schedule_id' ),
			'counts'    => $rows( 'SELECT list_key, total FROM ' . Index::counts_table() . ' WHERE total <> 0 ORDER BY list_key' ),
		);
	}

	/** The row of a schedule in the index (trashed, sort key), or null. */
	private function row( int $id ): ?array {
		global $wpdb;
		$row = $wpdb->get_row( $wpdb->prepare( 'SELECT trashed, sort_key FROM ' . Index::table() . ' WHERE schedule_id = %d', $id ), ARRAY_A );
		return $row ? array( (int) $row['trashed'], (int) $row['sort_key'] ) : null;
	}

	/** @return array{0: string[], 1: int} Titles of a page and the total. */
	private function page( array $filters, int $page = 1, int $per_page = 100 ): array {
		list( $ids, $total ) = Index::query( $filters, $page, $per_page );
		return array( array_map( static fn( $id ) => get_post( $id )->post_title, $ids ), $total );
	}

	public function test_our_model_creates_updates_trashes_restores_and_deletes_rows(): void {
		$all  = Index::query( array(), 1, 1 )[1];
		$year = Index::query( array( 'year' => 2051 ), 1, 1 )[1];
		$id   = $this->schedule( 'Qsx Day 1 — Keynotes', '2051-03-04' );
		$this->assertSame( array( 0, 20510304 ), $this->row( $id ) );
		$this->assertSame( $all + 1, Index::query( array(), 1, 1 )[1] );
		$this->assertSame( array( array( 'Qsx Day 1 — Keynotes' ), 1 ), $this->page( array( 'year' => 2051, 'search' => 'qsx' ) ) );
		$this->assertSame( $year + 1, Index::query( array( 'year' => 2051 ), 1, 1 )[1] );
		$other = $this->schedule( 'Qsx Day 2 (2051-01-10)', '2051-01-10' );
		$this->assertSame( array( array( 'Qsx Day 1 — Keynotes' ), 1 ), $this->page( array( 'search' => 'qsx day 1' ) ), '"day 1" finds "Day 1 — Keynotes", not "Day 2 (2051-01-10)"' );
		$this->assertSame( array( array( 'Qsx Day 1 — Keynotes', 'Qsx Day 2 (2051-01-10)' ), 2 ), $this->page( array( 'search' => 'Qsx  DAY' ) ) );
		$this->assertSame( array( array( 'Qsx Day 1 — Keynotes' ), 1 ), $this->page( array( 'search' => 'DAY 1 – key' ) ), 'words in order from the start of a word, the last by its beginning, in any case, whatever the punctuation' );
		$this->assertSame( array( array(), 0 ), $this->page( array( 'search' => 'qsx keynotes' ) ), 'words not next to each other' );
		$this->assertSame( array( array(), 0 ), $this->page( array( 'search' => 'sx day' ) ), 'not from the middle of a word' );
		$this->assertSame( array( array( 'Qsx Day 2 (2051-01-10)' ), 1 ), $this->page( array( 'search' => '2051-01' ) ) );
		Schedule::destroy( $other );

		Schedule::save( $id, array( 'program_title' => 'Qsx Closing', 'date' => '2052-01-02' ) );
		$this->assertSame( array( 0, 20520102 ), $this->row( $id ) );
		$this->assertSame( $year, Index::query( array( 'year' => 2051 ), 1, 1 )[1] );
		$this->assertSame( array( array(), 0 ), $this->page( array( 'search' => 'qsx day' ) ), 'the old title is gone' );
		$this->assertSame( array( array( 'Qsx Closing' ), 1 ), $this->page( array( 'search' => 'qsx', 'year' => 2052 ) ) );
		$this->assertSame( array( array(), 0 ), $this->page( array( 'search' => 'qsx', 'year' => 2051 ) ) );

		Schedule::trash( $id );
		$this->assertSame( array( 1, 20520102 ), $this->row( $id ) );
		$this->assertSame( $all, Index::query( array(), 1, 1 )[1] );
		$this->assertSame( array( array(), 0 ), $this->page( array( 'search' => 'qsx' ) ) );
		$this->assertSame( array( array( 'Qsx Closing' ), 1 ), $this->page( array( 'search' => 'qsx', 'trash' => true ) ) );

		Schedule::restore( $id );
		$this->assertSame( array( 0, 20520102 ), $this->row( $id ) );
		$copy = Schedule::duplicate( $id );
		$this->assertSame( array( array( 'Qsx Closing (Copy)', 'Qsx Closing' ), 2 ), $this->page( array( 'search' => 'qsx' ) ), 'newest id first on one date' );

		Schedule::trash( $id );
		Schedule::destroy( $id );
		$this->assertNull( $this->row( $id ) );
		$this->assertSame( array( array( 'Qsx Closing (Copy)' ), 1 ), $this->page( array( 'search' => 'qsx closing' ) ) );
		Schedule::destroy( $copy );
		$this->assertSame( $all, Index::query( array(), 1, 1 )[1] );
		$this->assertSame( $year, Index::query( array( 'year' => 2051 ), 1, 1 )[1] );
	}

	public function test_changes_made_through_wordpress_follow(): void {
		$all = Index::query( array(), 1, 1 )[1];
		$id  = $this->schedule( 'Wpz Original', '2053-05-06' );

		wp_update_post( array( 'ID' => $id, 'post_title' => 'Wpz Renamed Elsewhere' ) );
		$this->assertSame( array( array( 'Wpz Renamed Elsewhere' ), 1 ), $this->page( array( 'search' => 'wpz renamed' ) ) );
		$this->assertSame( array( array(), 0 ), $this->page( array( 'search' => 'wpz original' ) ) );

		update_post_meta( $id, Schedule::DATE_META, '2054-07-08' );
		$this->assertSame( array( 0, 20540708 ), $this->row( $id ) );
		$this->assertSame( array( array( 'Wpz Renamed Elsewhere' ), 1 ), $this->page( array( 'search' => 'wpz', 'year' => 2054 ) ) );
		delete_post_meta( $id, Schedule::DATE_META );
		$this->assertSame( array( 0, 0 ), $this->row( $id ), 'without a date it sorts last' );
		add_post_meta( $id, Schedule::DATE_META, '2053-01-01' );
		$this->assertSame( array( 0, 20530101 ), $this->row( $id ) );

		wp_trash_post( $id );
		$this->assertSame( array( 1, 20530101 ), $this->row( $id ) );
		$this->assertSame( $all, Index::query( array(), 1, 1 )[1] );
		wp_untrash_post( $id );
		$this->assertSame( array( 0, 20530101 ), $this->row( $id ), 'back as a draft, which the list shows' );
		$this->assertSame( $all + 1, Index::query( array(), 1, 1 )[1] );

		wp_update_post( array( 'ID' => $id, 'post_status' => 'private' ) );
		$this->assertNull( $this->row( $id ), 'statuses the list never shows are not indexed' );
		$this->assertSame( $all, Index::query( array(), 1, 1 )[1] );
		wp_update_post( array( 'ID' => $id, 'post_status' => 'publish' ) );
		$this->assertSame( array( 0, 20530101 ), $this->row( $id ) );

		$other = wp_insert_post(
			array(
				'post_type'   => PostType::NAME,
				'post_status' => 'publish',
				'post_title'  => 'Wpz Inserted Elsewhere',
				'meta_input'  => array( Schedule::DATE_META => '2053-02-01' ),
			)
		);
		$this->assertSame( array( 0, 20530201 ), $this->row( $other ), 'schedules added by other code are indexed' );
		$this->assertSame( array( array( 'Wpz Inserted Elsewhere', 'Wpz Renamed Elsewhere' ), 2 ), $this->page( array( 'search' => 'wpz', 'year' => 2053 ) ) );

		wp_delete_post( $id, true );
		wp_delete_post( $other, true );
		$this->assertNull( $this->row( $id ) );
		$this->assertNull( $this->row( $other ) );
		$this->assertSame( array( array(), 0 ), $this->page( array( 'search' => 'wpz' ) ) );
		$this->assertSame( $all, Index::query( array(), 1, 1 )[1] );
	}

	public function test_pages_search_and_totals_in_list_order(): void {
		$titles = array();
		foreach ( array( '2055-01-03', '2055-06-01', '2055-06-01', '2056-02-02', '2055-12-31' ) as $n => $date ) {
			$titles[ $this->schedule( "Pgq Day {$n} Talk", $date ) ] = "Pgq Day {$n} Talk";
			$this->schedule( "Pgq Elsewhere {$n}", $date );
		}
		$this->assertSame( array( array( 'Pgq Day 3 Talk', 'Pgq Day 4 Talk', 'Pgq Day 2 Talk', 'Pgq Day 1 Talk', 'Pgq Day 0 Talk' ), 5 ), $this->page( array( 'search' => 'pgq d' ) ) );
		$this->assertSame( array( array( 'Pgq Day 2 Talk', 'Pgq Day 1 Talk' ), 5 ), $this->page( array( 'search' => 'pgq day' ), 2, 2 ) );
		$this->assertSame( array( array(), 5 ), $this->page( array( 'search' => 'pgq day' ), 4, 2 ), 'past the last page the total stays' );
		$this->assertSame( array( array( 'Pgq Day 1 Talk', 'Pgq Day 0 Talk' ), 4 ), $this->page( array( 'search' => 'pgq day', 'year' => 2055 ), 2, 2 ) );
		$this->assertSame( 10, Index::query( array( 'search' => 'pgq' ), 1, 1 )[1] );
		$this->assertSame( array( array(), 0 ), $this->page( array( 'search' => '— !' ) ), 'only punctuation finds nothing' );

		$year   = Index::query( array( 'year' => 2055 ), 1, 100 );
		$titled = array_values( array_filter( array_map( static fn( $id ) => $titles[ $id ] ?? null, $year[0] ) ) );
		$this->assertSame( 8, $year[1] );
		$this->assertSame( array( 'Pgq Day 4 Talk', 'Pgq Day 2 Talk', 'Pgq Day 1 Talk', 'Pgq Day 0 Talk' ), $titled );
		$deep = Index::query( array( 'year' => 2055 ), 3, 3 );
		$this->assertSame( array_slice( $year[0], 6 ), $deep[0] );
	}

	public function test_rebuild_gives_the_state_kept_as_things_changed(): void {
		$a = $this->schedule( 'Rbq One', '2057-01-01' );
		$b = $this->schedule( 'Rbq Two', '2057-02-02' );
		$c = $this->schedule( 'Rbq Three', '2058-03-03' );
		wp_update_post( array( 'ID' => $b, 'post_title' => 'Rbq Renamed' ) );
		wp_trash_post( $c );
		update_post_meta( $a, Schedule::DATE_META, '2058-01-01' );
		$kept = $this->snapshot();

		Index::rebuild();
		$this->assertSame( $kept, $this->snapshot() );

		// Rows changed behind the index's back are repaired by a rebuild.
		global $wpdb;
		$wpdb->update( $wpdb->posts, array( 'post_title' => 'Rbq Behind' ), array( 'ID' => $a ) );
		clean_post_cache( $a );
		$wpdb->query( 'DELETE FROM ' . Index::counts_table() );
		Index::rebuild();
		$this->assertSame( array( array( 'Rbq Behind', 'Rbq Renamed' ), 2 ), $this->page( array( 'search' => 'rbq' ) ) );
		$this->assertSame( array( array( 'Rbq Three' ), 1 ), $this->page( array( 'search' => 'rbq', 'trash' => true ) ) );
		$this->assertSame( $kept['counts'], $this->snapshot()['counts'] );
	}

	public function test_the_list_takes_the_same_queries_for_any_page_size_and_depth(): void {
		$manager = $this->user( 'schedule_staff', array( Capabilities::SCHEDULE ) );
		for ( $i = 0; $i < 12; $i++ ) {
			$this->schedule( "Cnz Counted Day {$i}", sprintf( '2059-%02d-01', 1 + $i ) );
		}
		$queries = fn( array $query ): int => $this->list_queries( 'schedules', $query, $manager );
		foreach ( array( array(), array( 'year' => 2059 ), array( 'search' => 'cnz' ), array( 'search' => 'cnz counted day 1', 'year' => 2059 ) ) as $filters ) {
			$few = $queries( $filters + array( 'per_page' => 2 ) );
			$this->assertSame( $few, $queries( $filters + array( 'per_page' => 5 ) ), wp_json_encode( $filters ) );
			$this->assertSame( $few, $queries( $filters + array( 'per_page' => 2, 'paged' => 2 ) ), wp_json_encode( $filters ) );
		}
	}
}
