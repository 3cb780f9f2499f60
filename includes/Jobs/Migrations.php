<?php
namespace Eventin\Jobs;

/**
 * The background jobs' migrations (Install\Migrations runs them at their global numbers: 14, 23).
 */
final class Migrations {
	/**
	 * The background jobs queue. Hold expiry, the license check and exports' batches and cleanup
	 * move from their own wp-cron events onto it (the runners' tick queues what recurs; an export
	 * that was running queues its batch when it is next read); exports' locks are no longer used.
	 */
	public static function add_jobs_table(): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		dbDelta( Jobs::schema( $wpdb->get_charset_collate() ) );
		foreach ( array( 'eventin_release_holds', 'eventin_license_check', 'eventin_attendee_export_batch', 'eventin_attendee_export_cleanup' ) as $hook ) {
			wp_unschedule_hook( $hook );
		}
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name LIKE %s", $wpdb->esc_like( 'eventin_export_lock_' ) . '%' ) );
	}

	/**
	 * One pipeline for sends of many mails (Batches): its tables. The RSVP invitations' and the
	 * certificates' sends move into it in their own steps of the same migration (23).
	 */
	public static function add_batches(): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		dbDelta( Batches::schema( $wpdb->get_charset_collate() ) );
	}
}
