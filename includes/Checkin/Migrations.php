<?php
namespace Eventin\Checkin;

use Eventin\Attendees\Attendees;

/**
 * Check-in's migrations (Install\Migrations runs them at their global numbers: 17).
 */
final class Migrations {
	/**
	 * The scans at the door and each event's check-in numbers; attendees get their first check-in
	 * and the entry in force. Tickets marked used before count as checked in.
	 */
	public static function add_checkin_tables(): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		$charset_collate = $wpdb->get_charset_collate();
		dbDelta( array_merge( Checkins::schema( $charset_collate ), array( Attendees::schema( $charset_collate ) ) ) );
		$wpdb->query( 'DELETE FROM ' . Checkins::counts_table() );
		$wpdb->query( 'INSERT INTO ' . Checkins::counts_table() . " (event_id, seq, inside, checked_in) SELECT event_id, 1, 0, COUNT(*) FROM " . Attendees::table() . " WHERE ticket_status = 'used' GROUP BY event_id" );
	}
}
