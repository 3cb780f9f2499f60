<?php
namespace Eventin\Speakers;

/**
 * The speakers' migrations (Install\Migrations runs them at their global numbers: 8, 11).
 */
final class Migrations {
	/** The speakers index (roles, name order, groups, name words, counts), filled from the users. */
	public static function add_speaker_index(): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		dbDelta( Index::schema( $wpdb->get_charset_collate() ) );
		Index::rebuild();
	}

	/** What the speakers list's items are made of, kept in the speakers index (one read a page). */
	public static function add_speaker_cards(): void {
		self::add_speaker_index();
	}
}
