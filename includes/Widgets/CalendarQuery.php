<?php
namespace Eventin\Widgets;

use Eventin\Database\Reader;
use Eventin\Database\Sql;
use Eventin\Events\Index;
use Eventin\Events\Taxonomies;

/**
 * The calendar's reads of the events index (CalendarController answers with them): the candidates
 * of a range, the longest published event, how many are published, and the slugs of parents for
 * the links.
 */
final class CalendarQuery {
	/** The furthest wall times lie from UTC: UTC−12 and UTC+14. */
	private const WEST = 12 * HOUR_IN_SECONDS;
	private const EAST = 14 * HOUR_IN_SECONDS;

	/** How many events are published (the kept count), as stored; null when none ever were. */
	public static function published(): ?string {
		return Reader::column( Sql::text( 'SELECT events FROM ' . Index::counts_table() . " WHERE post_status = 'publish'" ) )[0] ?? null;
	}

	/** The longest published event, in seconds. */
	public static function longest(): int {
		return (int) ( Reader::column( Sql::text( 'SELECT MAX(end_utc - start_utc) FROM ' . Index::table() . " WHERE post_status = 'publish'" ) )[0] ?? 0 );
	}

	/**
	 * The published events whose instants may be in the range [$start, $end) of wall times at
	 * some offset, by start: a range of the status_start key from ($start − $longest).
	 *
	 * @param int[] $categories Any of these categories (positive ids).
	 * @param int[] $tags       Any of these tags (positive ids).
	 * @return array[] Rows of event_id, parent_id, title, slug, start_utc, end_utc, timezone, place, online_only.
	 */
	public static function candidates( int $start, int $end, array $categories, array $tags, int $longest ): array {
		return Reader::rows( self::sql( $start, $end, $categories, $tags, $longest ) );
	}

	/** The SELECT of candidates() (exposed for EXPLAIN in tests and the benchmark). */
	public static function sql( int $start, int $end, array $categories, array $tags, int $longest ): Sql {
		global $wpdb;
		$from  = $start - self::EAST;
		$to    = $end + self::WEST;
		$where = array(
			Sql::text( "e.post_status = 'publish'" ),
			Sql::of( 'e.start_utc >= ? AND e.start_utc < ? AND e.end_utc >= ?', $from - $longest, $to, $from ),
		);
		foreach ( array(
			Taxonomies::CATEGORY => $categories,
			Taxonomies::TAG      => $tags,
		) as $taxonomy => $ids ) {
			if ( $ids ) {
				$where[] = Sql::concat(
					Sql::of( "e.event_id IN (SELECT r.object_id FROM {$wpdb->term_relationships} r INNER JOIN {$wpdb->term_taxonomy} tt ON tt.term_taxonomy_id = r.term_taxonomy_id WHERE tt.taxonomy = ? AND tt.term_id IN (", $taxonomy ),
					Sql::ids( $ids ),
					'))'
				);
			}
		}
		return Sql::concat( 'SELECT e.event_id, e.parent_id, e.title, e.slug, e.start_utc, e.end_utc, e.timezone, e.place, e.online_only FROM ' . Index::table() . ' e WHERE ', Sql::join( ' AND ', $where ), ' ORDER BY e.start_utc, e.event_id' );
	}

	/**
	 * Posts for permalinks: ID, post_name and post_parent, or with $whole what a filter of links
	 * is given (type, status, dates and title too).
	 *
	 * @param int[] $ids
	 * @return array[]
	 */
	public static function posts( array $ids, bool $whole ): array {
		global $wpdb;
		return Reader::rows( Sql::concat( 'SELECT ' . ( $whole ? 'ID, post_name, post_parent, post_type, post_status, post_date, post_date_gmt, post_title' : 'ID, post_name, post_parent' ) . " FROM {$wpdb->posts} WHERE ID IN (", Sql::ids( $ids ), ')' ) );
	}
}
