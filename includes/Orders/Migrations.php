<?php
namespace Eventin\Orders;

use Eventin\Attendees\Attendees;

/**
 * Ticket sales' migrations (Install\Migrations runs them at their global numbers: 4, 5, 22).
 */
final class Migrations {
	/** Bookings, their attendees, history and refunds. */
	public static function add_order_tables(): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		$charset_collate = $wpdb->get_charset_collate();
		dbDelta( array( Orders::schema( $charset_collate ), Attendees::schema( $charset_collate ), History::schema( $charset_collate ), Refunds::schema( $charset_collate ) ) );
	}

	/** The purchase report's buyer words and counts per status, filled from the bookings there are. */
	public static function add_report_indexes(): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		$charset_collate = $wpdb->get_charset_collate();
		dbDelta( array( BuyerWords::schema( $charset_collate ), OrderCounts::schema( $charset_collate ) ) );
		BuyerWords::rebuild();
		OrderCounts::rebuild();
	}

	/**
	 * The purchase report's sums per owner too, so a vendor's figures read their own rows: the
	 * table takes a new key, so it is made again and summed from the bookings.
	 */
	public static function add_owners_to_order_sums(): void {
		global $wpdb;
		$wpdb->query( 'DROP TABLE IF EXISTS ' . OrderSums::table() );
		OrderSums::rebuild();
	}
}
