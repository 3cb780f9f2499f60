<?php
namespace Eventin\Events;

use Eventin\Tickets\Tickets;

/**
 * The events' migrations (run by Install\Migrations at their global numbers: 2, 10, 13, 19).
 */
final class Migrations {
	/** The events index and the ticket types, then the index filled from the events there are. */
	public static function add_event_tables(): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		$charset_collate = $wpdb->get_charset_collate();
		dbDelta( array_merge( Index::schema( $charset_collate ), array( Tickets::schema( $charset_collate ) ) ) );
		Index::rebuild();
	}

	/**
	 * Events counted by status and start and end day, for time-bound totals and deep pages; the
	 * index by end holds the start too, so today's events are counted from it alone; title words
	 * carry their event's status and times, so a search pages in the words' index; pairs of title
	 * words counted; each row keeps its list item's card. The index is built again to fill them.
	 */
	public static function add_event_days(): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		dbDelta( Index::schema( $wpdb->get_charset_collate() ) );
		$old = $wpdb->get_var( $wpdb->prepare( 'SHOW INDEX FROM ' . Index::table() . ' WHERE Key_name = %s', 'status_end' ) );
		if ( $old ) {
			$wpdb->query( 'ALTER TABLE ' . Index::table() . ' DROP INDEX status_end' );
		}
		Index::rebuild();
	}

	/** The events index keeps what a calendar entry shows (slug, timezone, place), filled again. */
	public static function add_event_calendar_columns(): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		dbDelta( Index::schema( $wpdb->get_charset_collate() ) );
		Index::rebuild();
	}

	/**
	 * Vendors: the events index keeps each event's owner (its author), so a vendor's lists read
	 * their own rows only; filled from the posts in one statement.
	 */
	public static function add_event_owners(): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		dbDelta( Index::schema( $wpdb->get_charset_collate() ) );
		$wpdb->query( 'UPDATE ' . Index::table() . " SET owner_id = COALESCE((SELECT post_author FROM {$wpdb->posts} WHERE ID = event_id), 0)" );
	}
}
