<?php
namespace Eventin\Tests\Widgets;

use Eventin\Database\Reader;
use Eventin\Database\Sql;
use Eventin\Events\Event;
use Eventin\Tests\TestCase;
use Eventin\Widgets\Catalogue;
use Eventin\Widgets\EventQuery;

require_once __DIR__ . '/EventsFixture.php';

final class EventQueryTest extends TestCase {
	use EventsFixture;

	/** The ids of an events widget with these shortcode attributes. */
	private function ids( $given ): array {
		return EventQuery::ids( Catalogue::attributes( 'events', $given ) );
	}

	public function test_only_published_events_with_each_status_filter(): void {
		$past     = $this->event( 'Past', -3 * DAY_IN_SECONDS );
		$ongoing  = $this->event( 'Ongoing', -HOUR_IN_SECONDS, 3 * HOUR_IN_SECONDS );
		$upcoming = $this->event( 'Upcoming', 2 * DAY_IN_SECONDS );
		$this->event( 'Draft', DAY_IN_SECONDS, HOUR_IN_SECONDS, array( 'status' => 'draft' ) );
		$this->event( 'Pending', DAY_IN_SECONDS, HOUR_IN_SECONDS, array( 'status' => 'pending' ) );
		$this->event( 'Private', DAY_IN_SECONDS, HOUR_IN_SECONDS, array( 'status' => 'private' ) );
		wp_trash_post( $this->event( 'Trashed', DAY_IN_SECONDS ) );

		$this->assertSame( array( $upcoming, $ongoing, $past ), $this->ids( '' ) );
		$this->assertSame( array( $upcoming, $ongoing, $past ), $this->ids( array( 'filter_with_status' => 'all' ) ) );
		$this->assertSame( array( $upcoming ), $this->ids( array( 'filter_with_status' => 'upcoming' ) ) );
		$this->assertSame( array( $ongoing ), $this->ids( array( 'filter_with_status' => 'ongoing' ) ) );
		$this->assertSame( array( $past ), $this->ids( array( 'filter_with_status' => 'expire' ) ) );
		// An unknown filter falls back to all.
		$this->assertSame( array( $upcoming, $ongoing, $past ), $this->ids( array( 'filter_with_status' => 'draft' ) ) );
	}

	public function test_every_orderby_in_both_orders(): void {
		// Ids ascend a, b, c; every other key puts them in another order.
		$a = $this->event( 'banana split', 3 * DAY_IN_SECONDS, 5 * HOUR_IN_SECONDS );
		$b = $this->event( 'Apple pie', 1 * DAY_IN_SECONDS, 1 * HOUR_IN_SECONDS );
		$c = $this->event( 'cherry tart', 2 * DAY_IN_SECONDS, 30 * DAY_IN_SECONDS );
		wp_update_post( array( 'ID' => $a, 'post_name' => 'zeta' ) );
		wp_update_post( array( 'ID' => $b, 'post_name' => 'alpha' ) );
		wp_update_post( array( 'ID' => $c, 'post_name' => 'mu' ) );
		$this->posted( $a, '2024-05-01 10:00:00' );
		$this->posted( $b, '2024-03-01 10:00:00' );
		$this->posted( $c, '2024-01-01 10:00:00' );

		$ascending = array(
			'ID'             => array( $a, $b, $c ),
			'title'          => array( $b, $a, $c ), // Case-insensitive: Apple, banana, cherry.
			'name'           => array( $b, $c, $a ),
			'post_date'      => array( $c, $b, $a ),
			'etn_start_date' => array( $b, $c, $a ),
			'etn_end_date'   => array( $b, $a, $c ),
		);
		foreach ( $ascending as $orderby => $ids ) {
			$this->assertSame( $ids, $this->ids( array( 'orderby' => $orderby, 'order' => 'ASC' ) ), "{$orderby} ASC" );
			$this->assertSame( array_reverse( $ids ), $this->ids( array( 'orderby' => $orderby, 'order' => 'desc' ) ), "{$orderby} DESC" );
		}
		// Ties go by id, in the same direction.
		$d = $this->event( 'Apple pie', 4 * DAY_IN_SECONDS );
		$this->assertSame( array( $b, $d ), array_slice( $this->ids( array( 'orderby' => 'title', 'order' => 'ASC' ) ), 0, 2 ) );
		$this->assertSame( array( $d, $b ), array_slice( $this->ids( array( 'orderby' => 'title', 'order' => 'DESC' ) ), 2, 2 ) );
	}

	public function test_the_limit(): void {
		$ids = array();
		for ( $i = 0; $i < 4; $i++ ) {
			$ids[] = $this->event( "Event {$i}", ( $i + 1 ) * DAY_IN_SECONDS );
		}
		$this->assertSame( array( $ids[3], $ids[2] ), $this->ids( array( 'limit' => '2' ) ) );
		$this->assertCount( 4, $this->ids( array( 'limit' => '0' ) ), 'an invalid limit is the default, 20' );
		$this->assertStringEndsWith( ' LIMIT 100', EventQuery::sql( Catalogue::attributes( 'events', array( 'limit' => '5000' ) ), time() )->prepared(), 'at most 100' );
	}

	public function test_categories_and_tags_match_any_chosen_term(): void {
		$music = $this->term( 'Music' );
		$food  = $this->term( 'Food' );
		$art   = $this->term( 'Art' );
		$free  = $this->term( 'Free', 'etn_tags' );
		$kids  = $this->term( 'Kids', 'etn_tags' );

		$concert = $this->event( 'Concert', DAY_IN_SECONDS, HOUR_IN_SECONDS, array( 'categories' => array( $music ), 'tags' => array( $free ) ) );
		$dinner  = $this->event( 'Dinner', DAY_IN_SECONDS, HOUR_IN_SECONDS, array( 'categories' => array( $food, $music ) ) );
		$show    = $this->event( 'Show', DAY_IN_SECONDS, HOUR_IN_SECONDS, array( 'categories' => array( $art ), 'tags' => array( $kids, $free ) ) );
		$this->event( 'Plain', DAY_IN_SECONDS );

		$this->assertSame( array( $dinner, $concert ), $this->ids( array( 'event_cat_ids' => (string) $music ) ) );
		$this->assertSame( array( $show, $dinner ), $this->ids( array( 'event_cat_ids' => "{$food}, {$art}" ) ) );
		$this->assertSame( array( $show, $concert ), $this->ids( array( 'event_tag_ids' => (string) $free ) ) );
		$this->assertSame( array( $show ), $this->ids( array( 'event_tag_ids' => "{$kids}" ) ) );
		// Both: in any chosen category and with any chosen tag.
		$this->assertSame( array( $concert ), $this->ids( array( 'event_cat_ids' => "{$music},{$food}", 'event_tag_ids' => (string) $free ) ) );
		// A category id given as a tag matches nothing.
		$this->assertSame( array(), $this->ids( array( 'event_tag_ids' => (string) $music ) ) );
		// Related events: any term of either taxonomy.
		$this->assertSame(
			array( $show, $dinner ),
			EventQuery::ids( array( 'event_cat_ids' => array( $food ), 'event_tag_ids' => array( $kids ), 'any_term' => true ) )
		);
	}

	public function test_recurring_series_show_once_unless_children_are_asked_for(): void {
		$single = $this->event( 'Single', DAY_IN_SECONDS );
		$first  = gmdate( 'Y-m-d', time() + 3 * DAY_IN_SECONDS );
		$parent = $this->weekly_series( $first, 3 );
		$children = Event::children( $parent, array( 'publish' ) );
		sort( $children );
		$this->assertCount( 2, $children );
		$newest_first = array_reverse( $children );

		$this->assertSame( array( $parent, $single ), $this->ids( '' ), 'by default each series once, by its parent' );
		$this->assertSame( array( $parent, $single ), $this->ids( array( 'show_parent_event' => 'yes' ) ) );
		$this->assertSame( array_merge( $newest_first, array( $single ) ), $this->ids( array( 'show_child_event' => 'yes' ) ), 'every date instead of the parent' );
		$this->assertSame( array_merge( $newest_first, array( $parent, $single ) ), $this->ids( array( 'show_child_event' => 'yes', 'show_parent_event' => 'yes' ) ) );

		// A series: the parent and its children whatever the flags, here by start.
		$this->assertSame( array_merge( array( $parent ), $children ), EventQuery::ids( array( 'series' => $parent, 'orderby' => 'etn_start_date', 'order' => 'ASC' ) ) );
	}

	public function test_one_query_for_the_ids_and_a_bounded_read(): void {
		for ( $i = 0; $i < 5; $i++ ) {
			$this->event( "Event {$i}", ( $i + 1 ) * DAY_IN_SECONDS, HOUR_IN_SECONDS, array( 'categories' => array( $this->term( "Cat {$i}" ) ) ) );
		}
		global $wpdb;
		wp_cache_flush();
		$before = $wpdb->num_queries;
		$this->assertCount( 5, EventQuery::ids( Catalogue::attributes( 'events', '' ) ) );
		$this->assertSame( 1, $wpdb->num_queries - $before );

		wp_cache_flush();
		$before = $wpdb->num_queries;
		$this->assertCount( 2, EventQuery::events( Catalogue::attributes( 'events', array( 'limit' => 2 ) ) ) );
		$two = $wpdb->num_queries - $before;
		wp_cache_flush();
		$before = $wpdb->num_queries;
		$this->assertCount( 5, EventQuery::events( Catalogue::attributes( 'events', '' ) ) );
		$this->assertSame( $two, $wpdb->num_queries - $before, 'the same queries for 2 or 5 events' );
	}

	public function test_the_default_query_walks_the_primary_key_on_sqlite(): void {
		global $wpdb;
		if ( ! method_exists( $wpdb, 'get_driver' ) ) {
			// MariaDB's plan depends on its statistics; bench:widgets measures it at 100k events.
			$this->assertStringContainsString( 'ORDER BY e.event_id DESC LIMIT 20', EventQuery::sql( Catalogue::attributes( 'events', '' ), time() )->prepared() );
			return;
		}
		$plan = static fn( array $given ) => implode( "\n", array_column( Reader::rows( Sql::concat( 'EXPLAIN QUERY PLAN ', EventQuery::sql( Catalogue::attributes( 'events', $given ), time() ) ) ), 'detail' ) );
		$default = $plan( array() );
		$this->assertStringNotContainsString( 'TEMP B-TREE', $default, $default );
		$this->assertStringContainsString( 'autoindex', $default, $default );
		$by_date = $plan( array( 'orderby' => 'post_date' ) );
		$this->assertStringContainsString( 'type_status_date', $by_date, $by_date );
		$this->assertStringNotContainsString( 'TEMP B-TREE FOR ORDER BY', $by_date, $by_date );
		$upcoming = $plan( array( 'filter_with_status' => 'upcoming', 'orderby' => 'etn_start_date', 'order' => 'ASC' ) );
		$this->assertStringContainsString( 'status_start', $upcoming, $upcoming );
		$this->assertStringNotContainsString( 'TEMP B-TREE', $upcoming, $upcoming );
	}
}
