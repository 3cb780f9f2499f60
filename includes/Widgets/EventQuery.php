<?php
namespace Eventin\Widgets;

use Eventin\Database\Reader;
use Eventin\Database\Sql;
use Eventin\Events\Event;
use Eventin\Events\Index;
use Eventin\Events\PostType;
use Eventin\Events\Status;
use Eventin\Events\Taxonomies;

/**
 * The one query of the event widgets: published events from the events index, as ids (one query)
 * and then as events (Event::read_many, a fixed number of queries). Drafts, pending, private and
 * trashed events never show.
 *
 * What it understands (the widget attributes, already checked by Catalogue::attributes()):
 *
 * - `filter_with_status`: all | upcoming | ongoing | expire (Status's 'past'), the one status rule.
 * - `event_cat_ids`, `event_tag_ids`: an event shows when it is in ANY of the chosen categories;
 *   when tags are chosen too it must also carry ANY of the chosen tags. (`any_term`: categories
 *   OR tags, which related events use.)
 * - Recurring events: a series is a parent event (its first date) and a child event per further
 *   date. A list shows each series once, by its parent, unless the visitor should see every date:
 *     show_child_event = no  (the default): single events and parents; no children.
 *     show_child_event = yes: single events and every child; a parent only with
 *                             show_parent_event = yes (or when none of its children is published).
 *   So show_parent_event only matters together with show_child_event = yes.
 * - `orderby`: ID | title | post_date | name (the slug) | etn_start_date | etn_end_date, with
 *   `order` ASC | DESC; ties go by id in the same direction.
 * - `limit`: how many (the catalogue keeps it ≥ 1); at most MAX_LIMIT, as a REST page, so a
 *   shortcode cannot make a page read every event of the site.
 *
 * And for particular widgets: `series` (a parent id: the parent and its children, whatever the
 * recurrence flags), `exclude` (ids), `exclude_series` (a parent id whose events stay out).
 *
 * The default shape (every published event, newest id first) walks the primary key backwards and
 * stops at the limit; a term filter is a semi-join on term_relationships' primary key.
 */
final class EventQuery {
	/** The most events one widget shows. */
	public const MAX_LIMIT = 100;

	/** Status filter of a widget => Status::where_sql() filter. */
	private const STATUSES = array(
		'all'      => 'all',
		'upcoming' => 'upcoming',
		'ongoing'  => 'ongoing',
		'expire'   => 'past',
	);

	/**
	 * Event ids in display order.
	 *
	 * @param array $args Widget attributes and the extras above.
	 * @return int[]
	 */
	public static function ids( array $args, ?int $now = null ): array {
		return array_map( 'intval', Reader::column( self::sql( $args, $now ?? time() ) ) );
	}

	/**
	 * Events as Event::read_many() gives them, in display order.
	 *
	 * @return array[]
	 */
	public static function events( array $args, ?int $now = null ): array {
		$now = $now ?? time();
		return Event::read_many( self::ids( $args, $now ), $now );
	}

	/** The SELECT of the ids (exposed for EXPLAIN in tests and benchmarks). */
	public static function sql( array $args, int $now ): Sql {
		list( $from, $where, $order ) = self::parts( $args, $now );
		return Sql::concat( 'SELECT e.event_id FROM ', $from, ' WHERE ', $where, ' ORDER BY ', $order, Sql::of( ' LIMIT ?', self::limit( $args ) ) );
	}

	/**
	 * Event ids per category, one query for all of them (the category tabs): each category's
	 * first `limit` events of the query restricted to that category.
	 *
	 * @param int[] $category_ids
	 * @return array<int, int[]> category id => event ids in display order (every category given).
	 */
	public static function ids_by_category( array $args, array $category_ids, ?int $now = null ): array {
		$category_ids = self::int_list( $category_ids );
		if ( ! $category_ids ) {
			return array();
		}
		list( $from, $where, $order, $column, $direction ) = self::parts( $args, $now ?? time() );
		$parts = array();
		foreach ( $category_ids as $i => $category ) {
			$alias   = "t{$i}";
			$parts[] = Sql::concat(
				Sql::of( 'SELECT * FROM (SELECT ? AS tab, ', $category ),
				"e.event_id, {$column} AS sort_key FROM ",
				$from,
				' WHERE ',
				$where,
				' AND ',
				self::term_sql( array( Taxonomies::CATEGORY ), array( $category ) ),
				' ORDER BY ',
				$order,
				Sql::of( ' LIMIT ?', self::limit( $args ) ),
				") {$alias}"
			);
		}
		$rows = Reader::rows( Sql::join( ' UNION ALL ', $parts )->append( ' ORDER BY tab, ', self::order_sql( 'sort_key', $direction ), ', ', self::order_sql( 'event_id', $direction ) ) );
		$ids  = array_fill_keys( $category_ids, array() );
		foreach ( $rows as $row ) {
			$ids[ (int) $row['tab'] ][] = (int) $row['event_id'];
		}
		return $ids;
	}

	/** The event a widget is about: its event_id, else the event the page shows (0: none). */
	public static function event_of( array $atts ): int {
		$id = (int) ( $atts['event_id'][0] ?? 0 );
		if ( $id ) {
			return $id;
		}
		$post = get_post();
		return $post && PostType::NAME === $post->post_type ? (int) $post->ID : 0;
	}

	/**
	 * The FROM, WHERE and ORDER BY of a query, and its sort column and direction.
	 *
	 * @return array{0: Sql, 1: Sql, 2: Sql, 3: string, 4: string}
	 */
	private static function parts( array $args, int $now ): array {
		global $wpdb;
		$table = Index::table();
		$where = array( self::status_sql( (string) ( $args['filter_with_status'] ?? 'all' ), $now ) );

		$series = (int) ( $args['series'] ?? 0 );
		if ( $series > 0 ) {
			$where[] = Sql::of( '(e.parent_id = ? OR e.event_id = ?)', $series, $series );
		} else {
			$where[] = self::recurrence_sql( $args, $table );
		}

		$categories = self::int_list( $args['event_cat_ids'] ?? array() );
		$tags       = self::int_list( $args['event_tag_ids'] ?? array() );
		if ( ! empty( $args['any_term'] ) ) {
			if ( $categories || $tags ) {
				$where[] = self::term_sql( array( Taxonomies::CATEGORY, Taxonomies::TAG ), array_merge( $categories, $tags ) );
			}
		} else {
			if ( $categories ) {
				$where[] = self::term_sql( array( Taxonomies::CATEGORY ), $categories );
			}
			if ( $tags ) {
				$where[] = self::term_sql( array( Taxonomies::TAG ), $tags );
			}
		}

		$exclude = self::int_list( $args['exclude'] ?? array() );
		if ( $exclude ) {
			$where[] = Sql::concat( 'e.event_id NOT IN (', Sql::ids( $exclude ), ')' );
		}
		$exclude_series = (int) ( $args['exclude_series'] ?? 0 );
		if ( $exclude_series > 0 ) {
			$where[] = Sql::of( 'e.parent_id <> ? AND e.event_id <> ?', $exclude_series, $exclude_series );
		}

		$direction = 'ASC' === strtoupper( (string) ( $args['order'] ?? 'DESC' ) ) ? 'ASC' : 'DESC';
		$from      = Sql::text( "{$table} e" );
		switch ( (string) ( $args['orderby'] ?? 'ID' ) ) {
			case 'etn_start_date':
				$column = 'e.start_utc';
				break;
			case 'etn_end_date':
				$column = 'e.end_utc';
				break;
			case 'title':
				// Case-insensitive on both databases (the column is NOCASE on SQLite).
				$column = 'e.title';
				break;
			case 'post_date':
			case 'name':
				// From the posts' (post_type, post_status, post_date) key, in that order (the
				// planners would rather read the events and sort them all), only the columns
				// needed, so the status rule's post_status stays the index's.
				$from   = Sql::of( "(SELECT ID, post_date, post_name FROM {$wpdb->posts} WHERE post_type = ? AND post_status = 'publish') p ", PostType::NAME )
					->append( Reader::join_in_order() . " {$table} e ON e.event_id = p.ID" );
				$column = 'name' === $args['orderby'] ? 'p.post_name' : 'p.post_date';
				break;
			default:
				$column = 'e.event_id';
		}
		// Ties go by id, in the same direction.
		$order = 'e.event_id' === $column ? self::order_sql( $column, $direction ) : Sql::join( ', ', array( self::order_sql( $column, $direction ), self::order_sql( 'e.event_id', $direction ) ) );
		return array( $from, Sql::join( ' AND ', $where ), $order, $column, $direction );
	}

	/** A column of an ORDER BY in a direction (ASC or DESC). */
	private static function order_sql( string $column, string $direction ): Sql {
		return Sql::text( $column . ( 'ASC' === $direction ? ' ASC' : ' DESC' ) );
	}

	private static function limit( array $args ): int {
		return min( self::MAX_LIMIT, max( 1, (int) ( $args['limit'] ?? 20 ) ) );
	}

	/**
	 * Published events only, whatever the filter. Without a time bound, the unary plus (a no-op
	 * to both databases) keeps SQLite, which has no statistics, from reading every published
	 * event through the status key and sorting them: it walks the sort order and stops at the
	 * limit instead.
	 */
	private static function status_sql( string $filter, int $now ): Sql {
		$filter = self::STATUSES[ $filter ] ?? 'all';
		return 'all' === $filter ? Sql::text( "+post_status = 'publish'" ) : Status::where_sql( $filter, $now );
	}

	/** Which events of recurring series show (see the class comment). */
	private static function recurrence_sql( array $args, string $table ): Sql {
		if ( 'yes' !== ( $args['show_child_event'] ?? 'no' ) ) {
			// Most events are top-level: a filter, not a key to search (see status_sql()).
			return Sql::text( '+e.parent_id = 0' );
		}
		if ( 'yes' === ( $args['show_parent_event'] ?? 'no' ) ) {
			return Sql::text( '1 = 1' );
		}
		// The parents with a published child: a short list from the parent_id key.
		return Sql::text( "(e.parent_id <> 0 OR e.event_id NOT IN (SELECT c.parent_id FROM {$table} c WHERE c.parent_id > 0 AND +c.post_status = 'publish'))" );
	}

	/**
	 * Events carrying any of the terms.
	 *
	 * @param string[] $taxonomies
	 * @param int[]    $term_ids
	 */
	private static function term_sql( array $taxonomies, array $term_ids ): Sql {
		global $wpdb;
		return Sql::concat(
			"e.event_id IN (SELECT r.object_id FROM {$wpdb->term_relationships} r INNER JOIN {$wpdb->term_taxonomy} tt ON tt.term_taxonomy_id = r.term_taxonomy_id WHERE tt.taxonomy IN (",
			Sql::list( $taxonomies ),
			') AND tt.term_id IN (',
			Sql::ids( $term_ids ),
			'))'
		);
	}

	/** @return int[] Positive ints, each once. */
	private static function int_list( $value ): array {
		return is_array( $value ) ? array_values( array_unique( array_filter( array_map( 'intval', $value ), static fn( int $id ) => $id > 0 ) ) ) : array();
	}
}
