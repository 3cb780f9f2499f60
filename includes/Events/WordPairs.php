<?php
namespace Eventin\Events;

use Eventin\Database\Bulk;
use Eventin\Database\Reader;
use Eventin\Database\Sql;
use Eventin\Database\WordSearch;

/**
 * How many events of each post status have two words in their title, kept as titles and statuses
 * change: a search for two words counts its events in one read, where intersecting two common
 * words' rows would read every event that has either.
 */
final class WordPairs {
	public static function table(): string {
		global $wpdb;
		return $wpdb->prefix . 'etn_event_word_pairs';
	}

	public static function schema( string $charset_collate ): string {
		$table = self::table();
		return "CREATE TABLE {$table} (
			first varchar(64) NOT NULL,
			second varchar(64) NOT NULL,
			post_status varchar(20) NOT NULL,
			events bigint(20) NOT NULL DEFAULT 0,
			PRIMARY KEY  (first,second,post_status)
		) {$charset_collate};";
	}

	/**
	 * The pairs of a title's words, each in one order.
	 *
	 * @return array<int, array{0: string, 1: string}>
	 */
	private static function pairs( string $title ): array {
		$words = WordSearch::words( $title );
		sort( $words, SORT_STRING );
		$pairs = array();
		$count = count( $words );
		for ( $i = 0; $i < $count; $i++ ) {
			for ( $j = $i + 1; $j < $count; $j++ ) {
				$pairs[] = array( $words[ $i ], $words[ $j ] );
			}
		}
		return $pairs;
	}

	/**
	 * Moves the counts from index rows as they were to the rows as they are.
	 *
	 * @param array[] $before Rows (post_status, title) before the change.
	 * @param array[] $after  The same rows after it.
	 */
	public static function move( array $before, array $after ): void {
		Bulk::move_counts( self::table(), array( 'first', 'second', 'post_status' ), 'events', $before, $after, static fn( array $row ) => array_map( static fn( array $pair ) => array( $pair[0], $pair[1], $row['post_status'] ), self::pairs( (string) $row['title'] ) ), true );
	}

	/**
	 * How many events of the statuses have both words, or null when the words are one word.
	 *
	 * @param Sql $statuses A condition on post_status (Days::statuses_sql()).
	 */
	public static function count( string $one, string $other, Sql $statuses ): ?int {
		if ( $one === $other ) {
			return null;
		}
		list( $first, $second ) = strcmp( $one, $other ) < 0 ? array( $one, $other ) : array( $other, $one );
		return (int) ( Reader::column( Sql::concat( 'SELECT COALESCE(SUM(events), 0) FROM ' . self::table(), Sql::of( ' WHERE first = ? AND second = ? AND ', $first, $second ), $statuses ) )[0] ?? 0 );
	}
}
