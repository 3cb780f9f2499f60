<?php
namespace Eventin\Install;

use Eventin\Embed\PostType as EmbedPostType;
use Eventin\Events\PostType as EventPostType;
use Eventin\Events\Taxonomies;
use Eventin\License\License;
use Eventin\Permissions\Capabilities;
use Eventin\Schedules\PostType as SchedulePostType;
use Eventin\Settings\Settings;
use Eventin\Speakers\SpeakerGroups;

final class Uninstall {
	public static function wants_data_removed(): bool {
		return ( defined( 'EVENTIN_REMOVE_ALL_DATA' ) && EVENTIN_REMOVE_ALL_DATA )
			|| 'on' === Settings::get()['delete_data_on_uninstall'];
	}

	public static function run(): void {
		// Nothing would answer the daily license check any more.
		wp_clear_scheduled_hook( License::CHECK );
		wp_clear_scheduled_hook( \Eventin\Orders\Holds::HOOK );
		wp_clear_scheduled_hook( \Eventin\Jobs\Runners::CRON_HOOK );
		wp_clear_scheduled_hook( \Eventin\Orders\Mails::RETRY_HOOK );
		// Exports are temporary files: they go whatever the setting says.
		\Eventin\Exports\Export::remove_all();
		if ( ! self::wants_data_removed() ) {
			return;
		}
		\Eventin\Plugin::register_content();
		foreach ( array( EventPostType::NAME, SchedulePostType::NAME, EmbedPostType::NAME ) as $post_type ) {
			$ids = get_posts(
				array(
					'post_type'   => $post_type,
					'post_status' => 'any',
					'numberposts' => -1,
					'fields'      => 'ids',
				)
			);
			foreach ( $ids as $id ) {
				wp_delete_post( $id, true );
			}
		}
		foreach ( array( Taxonomies::CATEGORY, Taxonomies::TAG, SpeakerGroups::TAXONOMY ) as $taxonomy ) {
			$terms = get_terms(
				array(
					'taxonomy'   => $taxonomy,
					'hide_empty' => false,
					'fields'     => 'ids',
				)
			);
			foreach ( is_array( $terms ) ? $terms : array() as $term_id ) {
				wp_delete_term( $term_id, $taxonomy );
			}
		}
		global $wpdb;
		foreach ( array( \Eventin\Events\Index::table(), \Eventin\Events\Index::words_table(), \Eventin\Events\Index::counts_table(), \Eventin\Events\Days::table(), \Eventin\Events\WordPairs::table(), \Eventin\Tickets\Tickets::table(), \Eventin\Orders\Orders::table(), \Eventin\Attendees\Attendees::table(), \Eventin\Orders\History::table(), \Eventin\Orders\Refunds::table(), \Eventin\Orders\BuyerWords::table(), \Eventin\Orders\OrderCounts::table(), \Eventin\Orders\OrderSums::table(), \Eventin\Attendees\AttendeeWords::table(), \Eventin\Attendees\AttendeeWords::counts_table(), \Eventin\Attendees\AttendeeCounts::table(), \Eventin\Http\RateLimit::table(), \Eventin\Http\Idempotency::table(), \Eventin\Jobs\Jobs::table(), \Eventin\Rsvp\Responses::table(), \Eventin\Rsvp\Responses::events_table(), \Eventin\Rsvp\Responses::words_table(), \Eventin\Jobs\Batches::table(), \Eventin\Jobs\Batches::items_table(), \Eventin\Checkin\Checkins::table(), \Eventin\Checkin\Checkins::counts_table(), ...\Eventin\Speakers\Index::tables(), ...\Eventin\Schedules\Index::tables() ) as $table ) {
			$wpdb->query( "DROP TABLE IF EXISTS {$table}" );
		}
		remove_role( SpeakerGroups::SPEAKER_ROLE );
		remove_role( SpeakerGroups::ORGANIZER_ROLE );
		foreach ( array( Capabilities::OPTION, Settings::OPTION, Migrations::OPTION, License::OPTION, \Eventin\Jobs\Runners::MARK ) as $option ) {
			delete_option( $option );
		}
		delete_transient( \Eventin\Orders\Report::EVENTS_TRANSIENT );
	}
}
