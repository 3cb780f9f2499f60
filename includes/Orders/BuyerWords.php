<?php
namespace Eventin\Orders;

use Eventin\Database\Bulk;
use Eventin\Database\Reader;
use Eventin\Database\Sql;
use Eventin\Database\WordSearch;

/**
 * The words of each booking's buyer (name and e-mail address), so the purchase report finds
 * bookings by any of them through an index instead of reading every booking: each word searched
 * must begin a word of the buyer's.
 */
final class BuyerWords {
	public static function table(): string {
		global $wpdb;
		return $wpdb->prefix . 'etn_order_words';
	}

	public static function schema( string $charset_collate ): string {
		$table = self::table();
		return "CREATE TABLE {$table} (
			word varchar(64) NOT NULL,
			order_id bigint(20) unsigned NOT NULL,
			created_at datetime NOT NULL,
			PRIMARY KEY  (word,order_id),
			KEY word_created (word,created_at,order_id),
			KEY order_id (order_id)
		) {$charset_collate};";
	}

	/** The columns of rows(). */
	public const COLUMNS = array( 'word', 'order_id', 'created_at' );

	/**
	 * Rows for Bulk::insert(): [ word, order id, when the booking was made ] for each word of the
	 * buyer's. The time lets a search page through its bookings from this table alone.
	 *
	 * @return array[]
	 */
	public static function rows( int $order_id, string $name, string $email, string $created_at ): array {
		return array_map( static fn( $word ) => array( $word, $order_id, $created_at ), WordSearch::words( $name . ' ' . $email ) );
	}

	public static function add( int $order_id, string $name, string $email, string $created_at ): void {
		Bulk::insert( self::table(), self::COLUMNS, self::rows( $order_id, $name, $email, $created_at ), true );
	}

	/** Fills the table from the bookings there are, a thousand at a time. */
	public static function rebuild(): void {
		global $wpdb;
		$wpdb->query( 'DELETE FROM ' . self::table() );
		$after = 0;
		do {
			$orders = Reader::rows( Sql::of( 'SELECT id, customer_name, customer_email, created_at FROM ' . Orders::table() . ' WHERE id > ? ORDER BY id LIMIT 1000', $after ) );
			$rows   = array();
			foreach ( $orders as $order ) {
				array_push( $rows, ...self::rows( (int) $order['id'], (string) $order['customer_name'], (string) $order['customer_email'], (string) $order['created_at'] ) );
				$after = (int) $order['id'];
			}
			Bulk::insert( self::table(), self::COLUMNS, $rows, true );
		} while ( count( $orders ) === 1000 );
	}

	/**
	 * A query of the bookings whose buyer has every word of the search (as word beginnings), as
	 * order_id and found_at (when it was made); null when the search has no words.
	 */
	public static function matching_sql( string $search ): ?Sql {
		return WordSearch::search( self::table(), 'order_id', 'created_at', $search )['rows'] ?? null;
	}
}
