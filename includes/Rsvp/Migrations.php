<?php
namespace Eventin\Rsvp;

use Eventin\Database\Reader;
use Eventin\Database\Sql;
use Eventin\Install\Migrations as Install;
use Eventin\Jobs\Batches;

/**
 * RSVP's migrations (Install\Migrations runs them at their global numbers: 16, 23).
 */
final class Migrations {
	/**
	 * RSVP: the responses, and the kept counts and capacity per event (a row for each event with
	 * RSVP on, from the events' settings). Its invitation sends are batches since migration 23.
	 */
	public static function add_rsvp_tables(): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		$charset_collate = $wpdb->get_charset_collate();
		dbDelta( Responses::schema( $charset_collate ) );
		$ids = $wpdb->get_col( $wpdb->prepare( "SELECT DISTINCT post_id FROM {$wpdb->postmeta} WHERE meta_key = %s", 'etn_rsvp_settings' ) );
		foreach ( array_map( 'intval', $ids ) as $id ) {
			Responses::set_enabled( $id, Rsvp::settings( $id )['enabled'] );
		}
		Responses::recount();
	}

	/**
	 * Migration 23 (after Jobs' tables): the RSVP invitations' sends move into the batches with
	 * their logs, and their own tables go. A send still going has its unsent recipients handed on
	 * again by its batch.
	 */
	public static function move_sends_to_batches(): void {
		global $wpdb;
		if ( Install::table_exists( Install::old_table( 'etn_rsvp_sends' ) ) && Install::table_exists( Install::old_table( 'etn_rsvp_send_items' ) ) ) {
			foreach ( Reader::rows( 'SELECT * FROM ' . Install::old_table( 'etn_rsvp_sends' ) . ' ORDER BY id' ) as $send ) {
				$going = in_array( $send['status'], array( 'scheduled', 'sending' ), true );
				$wpdb->insert(
					Batches::table(),
					array(
						'kind'        => Invitations::KIND,
						'event_id'    => (int) $send['event_id'],
						'status'      => $send['status'],
						'total'       => (int) $send['total'],
						'sent'        => (int) $send['sent'],
						'failed'      => (int) $send['failed'],
						'details'     => (string) wp_json_encode( array( 'subject' => $send['subject'], 'body' => $send['body'], 'audience' => $send['audience'] ) ),
						'run_at'      => $send['send_at'],
						'created_by'  => (int) $send['created_by'],
						'created_at'  => $send['created_at'],
						'finished_at' => $send['finished_at'],
					)
				);
				$batch = (int) $wpdb->insert_id;
				// A recipient handed to the old queue is handed on again by the batch.
				$wpdb->query( Sql::of( 'INSERT INTO ' . Batches::items_table() . " (batch_id, item_key, ref_id, email, name, data, status, error, updated_at) SELECT ?, email_key, response_id, email, name, '', CASE WHEN status = 'sending' THEN 'queued' ELSE status END, error, sent_at FROM " . Install::old_table( 'etn_rsvp_send_items' ) . ' WHERE send_id = ?', $batch, (int) $send['id'] )->prepared() );
				if ( $going ) {
					Batches::queue_feed( $batch, 0, Invitations::KIND, max( 0, (int) strtotime( $send['send_at'] . ' UTC' ) - time() ) );
				}
			}
		}
		foreach ( array( 'etn_rsvp_send_items', 'etn_rsvp_sends' ) as $name ) {
			$wpdb->query( 'DROP TABLE IF EXISTS ' . Install::old_table( $name ) );
		}
	}
}
