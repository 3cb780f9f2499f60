<?php
namespace Eventin\Attendees;

use Eventin\Orders\OrderCounts;

/**
 * The attendees' migrations (Install\Migrations runs them at their global numbers: 6, 7).
 */
final class Migrations {
	/**
	 * The attendee list's columns (public listing consent), indexes, words and counts per status;
	 * the booking counts get the counts' shared shape.
	 */
	public static function add_attendee_indexes(): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		$charset_collate = $wpdb->get_charset_collate();
		$wpdb->query( 'DROP TABLE IF EXISTS ' . OrderCounts::table() );
		dbDelta( array( Attendees::schema( $charset_collate ), AttendeeWords::schema( $charset_collate ), AttendeeCounts::schema( $charset_collate ), OrderCounts::schema( $charset_collate ) ) );
		OrderCounts::rebuild();
		AttendeeCounts::rebuild();
		AttendeeWords::fill();
	}

	/** How many attendees have each word (searches for common names), and the ticket status index. */
	public static function add_attendee_word_counts(): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		$charset_collate = $wpdb->get_charset_collate();
		dbDelta( array( Attendees::schema( $charset_collate ), AttendeeWords::counts_schema( $charset_collate ) ) );
		AttendeeWords::count_all();
	}
}
