<?php
namespace Eventin\Attendees;

use Eventin\Database\Bulk;
use Eventin\Database\Reader;
use Eventin\Database\Sql;
use Eventin\Database\WordSearch;

/**
 * The words of each attendee's name and e-mail address, so the attendee list finds attendees by any
 * of them through an index instead of reading every attendee; and how many attendees have each
 * word, kept as words come and go, so a search for a common name needs no count of its rows.
 */
final class AttendeeWords {
	public static function table(): string {
		global $wpdb;
		return $wpdb->prefix . 'etn_attendee_words';
	}

	public static function counts_table(): string {
		global $wpdb;
		return $wpdb->prefix . 'etn_attendee_word_counts';
	}

	public static function counts_schema( string $charset_collate ): string {
		$table = self::counts_table();
		return "CREATE TABLE {$table} (
			word varchar(64) NOT NULL,
			total bigint(20) NOT NULL DEFAULT 0,
			PRIMARY KEY  (word)
		) {$charset_collate};";
	}

	public static function schema( string $charset_collate ): string {
		$table = self::table();
		return "CREATE TABLE {$table} (
			word varchar(64) NOT NULL,
			attendee_id bigint(20) unsigned NOT NULL,
			PRIMARY KEY  (word,attendee_id),
			KEY attendee_id (attendee_id)
		) {$charset_collate};";
	}

	/** The columns of rows(). */
	public const COLUMNS = array( 'word', 'attendee_id' );

	/**
	 * Rows for Bulk::insert(): [ word, attendee id ] for each word of the name and address.
	 *
	 * @return array[]
	 */
	public static function rows( int $attendee_id, string $name, string $email ): array {
		return array_map( static fn( $word ) => array( $word, $attendee_id ), WordSearch::words( $name . ' ' . $email ) );
	}

	/**
	 * Adds words of new attendees (rows() of each), and counts them.
	 *
	 * @param array[] $rows
	 */
	public static function add( array $rows ): void {
		Bulk::insert( self::table(), self::COLUMNS, $rows );
		Bulk::add_to( self::counts_table(), 'word', 'total', array_count_values( array_column( $rows, 0 ) ) );
	}

	/** The words of one attendee, as they are now. */
	public static function set( int $attendee_id, string $name, string $email ): void {
		self::remove( array( $attendee_id ) );
		self::add( self::rows( $attendee_id, $name, $email ) );
	}

	/** @param int[] $attendee_ids */
	public static function remove( array $attendee_ids ): void {
		global $wpdb;
		if ( ! $attendee_ids ) {
			return;
		}
		$where = Sql::concat( ' WHERE attendee_id IN (', Sql::ids( $attendee_ids ), ')' );
		$words = Reader::column( Sql::concat( 'SELECT word FROM ' . self::table(), $where ) );
		$wpdb->query( Sql::concat( 'DELETE FROM ' . self::table(), $where )->prepared() );
		Bulk::add_to( self::counts_table(), 'word', 'total', array_map( static fn( $count ) => -$count, array_count_values( $words ) ) );
	}

	/** Fills the words and their counts from the attendees there are. */
	public static function rebuild(): void {
		self::fill();
		self::count_all();
	}

	/** Fills the table from the attendees there are, a thousand at a time. */
	public static function fill(): void {
		global $wpdb;
		$wpdb->query( 'DELETE FROM ' . self::table() );
		$after = 0;
		do {
			$attendees = Reader::rows( Sql::of( 'SELECT id, name, email FROM ' . Attendees::table() . ' WHERE id > ? ORDER BY id LIMIT ?', $after, 1000 ) );
			$rows      = array();
			foreach ( $attendees as $attendee ) {
				array_push( $rows, ...self::rows( (int) $attendee['id'], (string) $attendee['name'], (string) $attendee['email'] ) );
				$after = (int) $attendee['id'];
			}
			Bulk::insert( self::table(), self::COLUMNS, $rows, true );
		} while ( count( $attendees ) === 1000 );
	}

	/** Counts every word there is again. */
	public static function count_all(): void {
		global $wpdb;
		$wpdb->query( 'DELETE FROM ' . self::counts_table() );
		$wpdb->query( 'INSERT INTO ' . self::counts_table() . ' (word, total) SELECT word, COUNT(*) FROM ' . self::table() . ' GROUP BY word' );
	}

	/**
	 * The attendees with every word of the search: queries of their attendee_id and found_at (the
	 * id), and of how many; null without words.
	 *
	 * @return array{rows: Sql, count: Sql}|null
	 */
	public static function search( string $search ): ?array {
		return WordSearch::search( self::table(), 'attendee_id', 'attendee_id', $search, self::counts_table() );
	}
}
