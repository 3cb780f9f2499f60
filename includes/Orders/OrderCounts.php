<?php
namespace Eventin\Orders;

use Eventin\Database\Reader;

/**
 * How many bookings have each status, kept as they are made and moved, so the purchase report's
 * totals for all bookings or one status need no count over every booking.
 */
final class OrderCounts {
	public static function table(): string {
		global $wpdb;
		return $wpdb->prefix . 'etn_order_counts';
	}

	public static function schema( string $charset_collate ): string {
		$table = self::table();
		return "CREATE TABLE {$table} (
			status varchar(20) NOT NULL,
			bookings bigint(20) NOT NULL DEFAULT 0,
			PRIMARY KEY  (status)
		) {$charset_collate};";
	}

	/** Adds (or takes away) bookings of a status. */
	public static function add( string $status, int $bookings ): void {
		global $wpdb;
		if ( 0 !== $bookings ) {
			$wpdb->query( $wpdb->prepare( 'UPDATE ' . self::table() . ' SET bookings = bookings + %d WHERE status = %s', $bookings, $status ) ); // phpcs:ignore WordPress.DB.PreparedSQL
		}
	}

	/** Bookings of a status, or of all ('' ). */
	public static function total( string $status = '' ): int {
		global $wpdb;
		$where = '' === $status ? '' : $wpdb->prepare( ' WHERE status = %s', $status );
		return (int) ( Reader::column( 'SELECT SUM(bookings) FROM ' . self::table() . $where )[0] ?? 0 );
	}

	/** Counts every booking again: a row for every status, 0 where there is none. */
	public static function rebuild(): void {
		global $wpdb;
		$counts = array_column( Reader::rows( 'SELECT status, COUNT(*) AS bookings FROM ' . Orders::table() . ' GROUP BY status' ), 'bookings', 'status' );
		$wpdb->query( 'DELETE FROM ' . self::table() ); // phpcs:ignore WordPress.DB.PreparedSQL
		foreach ( Status::all() as $status ) {
			$wpdb->insert(
				self::table(),
				array(
					'status'   => $status,
					'bookings' => (int) ( $counts[ $status ] ?? 0 ),
				)
			);
		}
	}
}
