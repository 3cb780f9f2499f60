<?php
namespace Eventin\Exports;

use Eventin\Database\Sql;
use Eventin\Jobs\Jobs;

/**
 * The exports' migrations (Install\Migrations runs them at their global numbers: 24).
 */
final class Migrations {
	/**
	 * Exports are batches now: the exports kept as option rows (a day at most) and their queued
	 * jobs go, with their files; an export that was running is started again by whoever waits for it.
	 */
	public static function move_exports_to_batches(): void {
		global $wpdb;
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name LIKE %s", $wpdb->esc_like( 'eventin_export_job_' ) . '%' ) );
		$wpdb->query( Sql::of( 'DELETE FROM ' . Jobs::table() . " WHERE hook = ? AND status IN ('queued', 'failed')", 'eventin_export_batch' )->prepared() );
		Files::delete_older_than( 0 );
	}
}
