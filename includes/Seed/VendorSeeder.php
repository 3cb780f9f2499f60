<?php
namespace Eventin\Seed;

use Eventin\Database\Reader;
use Eventin\Database\Sql;
use Eventin\Events\Index;
use Eventin\Permissions\Capabilities;

/**
 * The demo's vendor: a role 'etn-vendor' granted their own events and the ticket scanner, a user
 * `vendor` (password `password`) owning two upcoming demo events, and the page "Organizer
 * dashboard" (`/organizer-dashboard/`) holding `[etn_pro_dashboard]`. Added once: while the page
 * exists nothing is added.
 */
final class VendorSeeder {
	public const PAGE  = 'organizer-dashboard';
	public const ROLE  = 'etn-vendor';
	public const LOGIN = 'vendor';

	/** @return int The events the vendor owns (0 when the demo has its vendor already). */
	public static function demo(): int {
		if ( get_page_by_path( self::PAGE ) ) {
			return 0;
		}
		if ( ! get_role( self::ROLE ) ) {
			add_role( self::ROLE, 'Vendor', array( 'read' => true ) );
		}
		$permissions               = Capabilities::role_permissions();
		$permissions[ self::ROLE ] = array( Capabilities::OWN_EVENTS, Capabilities::QR_SCAN );
		update_option( Capabilities::OPTION, $permissions );

		$user    = get_user_by( 'login', self::LOGIN );
		$user_id = $user ? $user->ID : wp_insert_user(
			array(
				'user_login'   => self::LOGIN,
				'user_pass'    => 'password',
				'user_email'   => 'vendor@example.com',
				'role'         => self::ROLE,
				'display_name' => 'Vera Vendor',
			)
		);
		if ( is_wp_error( $user_id ) ) {
			return 0;
		}

		// The two next upcoming events that stand alone (no recurrence), with their bookings.
		$event_ids = Reader::column(
			Sql::of( 'SELECT event_id FROM ' . Index::table() . " WHERE post_status = 'publish' AND parent_id = 0 AND start_utc > ? ORDER BY start_utc, event_id LIMIT 2", time() )
		);
		foreach ( $event_ids as $event_id ) {
			wp_update_post(
				array(
					'ID'          => (int) $event_id,
					'post_author' => (int) $user_id,
				)
			);
		}

		wp_insert_post(
			array(
				'post_type'    => 'page',
				'post_status'  => 'publish',
				'post_title'   => 'Organizer dashboard',
				'post_name'    => self::PAGE,
				'post_content' => "<!-- wp:shortcode -->\n[etn_pro_dashboard]\n<!-- /wp:shortcode -->",
				'meta_input'   => array( PageSeeder::MARKER => 1 ),
			)
		);
		return count( $event_ids );
	}
}
