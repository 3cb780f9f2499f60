<?php
namespace Eventin\Certificates;

use Eventin\Database\Reader;
use Eventin\Install\Migrations as Install;
use Eventin\Jobs\Batches;

/**
 * Certificates' migrations (Install\Migrations runs them at their global numbers: 23). Migration 18
 * made a table of sends that 23 replaced; it did nothing else.
 */
final class Migrations {
	/**
	 * Migration 23 (after Jobs' tables): the certificates' sends move into the batches, and their
	 * table goes. A send still going keeps the counts it had (its mails already queued are sent as
	 * before).
	 */
	public static function move_sends_to_batches(): void {
		global $wpdb;
		if ( Install::table_exists( Install::old_table( 'etn_certificate_sends' ) ) ) {
			foreach ( Reader::rows( 'SELECT * FROM ' . Install::old_table( 'etn_certificate_sends' ) . ' ORDER BY id' ) as $send ) {
				$wpdb->insert(
					Batches::table(),
					array(
						'kind'        => Sends::KIND,
						'event_id'    => (int) $send['event_id'],
						'status'      => 'done',
						'total'       => (int) $send['total'],
						'sent'        => (int) $send['sent'],
						'failed'      => (int) $send['failed'],
						'skipped'     => (int) $send['skipped'],
						'details'     => (string) wp_json_encode( array( 'audience' => $send['audience'] ) ),
						'run_at'      => $send['created_at'],
						'created_by'  => (int) $send['created_by'],
						'created_at'  => $send['created_at'],
						'finished_at' => $send['created_at'],
					)
				);
			}
		}
		$wpdb->query( 'DROP TABLE IF EXISTS ' . Install::old_table( 'etn_certificate_sends' ) );
	}
}
