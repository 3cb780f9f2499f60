<?php
namespace Eventin\Orders;

use Eventin\Database\Bulk;
use Eventin\Database\Reader;
use Eventin\Events\Index;

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
			PRIMARY KEY  (word,order_id),
			KEY order_id (order_id)
		) {$charset_collate};";
	}

	/**
	 * Rows for Bulk::insert(): [ word, order id ] for each word of the buyer's.
	 *
	 * @return array[]
	 */
	public static function rows( int $order_id, string $name, string $email ): array {
		return array_map( static fn( $word ) => array( $word, $order_id ), Index::words( $name . ' ' . $email ) );
	}

	public static function add( int $order_id, string $name, string $email ): void {
		Bulk::insert( self::table(), array( 'word', 'order_id' ), self::rows( $order_id, $name, $email ), true );
	}

	/** Fills the table from the bookings there are, a thousand at a time. */
	public static function rebuild(): void {
		global $wpdb;
		$wpdb->query( 'DELETE FROM ' . self::table() ); // phpcs:ignore WordPress.DB.PreparedSQL
		$after = 0;
		do {
			$orders = Reader::rows( 'SELECT id, customer_name, customer_email FROM ' . Orders::table() . ' WHERE id > ' . (int) $after . ' ORDER BY id LIMIT 1000' );
			$rows   = array();
			foreach ( $orders as $order ) {
				array_push( $rows, ...self::rows( (int) $order['id'], (string) $order['customer_name'], (string) $order['customer_email'] ) );
				$after = (int) $order['id'];
			}
			Bulk::insert( self::table(), array( 'word', 'order_id' ), $rows, true );
		} while ( count( $orders ) === 1000 );
	}

	/**
	 * A query of the ids of the bookings whose buyer has every word of the search (as word
	 * beginnings); null when the search has no words.
	 */
	public static function matching_sql( string $search ): ?string {
		global $wpdb;
		$matches = array();
		foreach ( Index::words( $search ) as $word ) {
			// Words hold only letters and digits: nothing in them is a LIKE wildcard.
			$matches[] = 'SELECT order_id FROM ' . self::table() . ' WHERE ' . $wpdb->prepare( 'word LIKE %s', $word . '%' );
		}
		if ( ! $matches ) {
			return null;
		}
		// One booking may have two words that begin alike: each id once.
		return 1 === count( $matches ) ? str_replace( 'SELECT ', 'SELECT DISTINCT ', $matches[0] ) : implode( ' INTERSECT ', $matches );
	}
}
