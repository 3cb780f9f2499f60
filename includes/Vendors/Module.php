<?php
namespace Eventin\Vendors;

use Eventin\Mail\Module as Mail;
use Eventin\Modules\Module as Base;

/**
 * Vendors: their reach over events, the event post type's own capabilities, review of their events.
 */
final class Module extends Base {
	public function hooks(): array {
		return array(
			array( 'map_meta_cap', array( Ownership::class, 'map_meta_cap' ), 10, 4 ),
			array( 'user_has_cap', array( PostCapabilities::class, 'grant' ), 10, 4 ),
			array( 'wp_insert_post_data', array( PostCapabilities::class, 'review' ), 10, 2 ),
			array( 'transition_post_status', array( PostCapabilities::class, 'submitted' ), 10, 3 ),
			// A vendor's own events in wp-admin's list: other requests load none of it.
			array( 'pre_get_posts', static fn( $query ) => is_admin() ? PostCapabilities::own_list( $query ) : null ),
			array( 'wp_count_posts', array( PostCapabilities::class, 'own_counts' ), 10, 2 ),
			array( Mail::MESSAGES_HOOK, array( Moderation::class, 'define' ) ),
			array( 'eventin_mail_label', array( Moderation::class, 'label' ), 10, 3 ),
		);
	}

	public function settings(): array {
		return array(
			// Vendors' events: new ones wait for review ('pending') or go out at once ('publish');
			// edits of published ones go back to review only when 'on'.
			'vendor_new_events'   => 'pending',
			'vendor_edit_review'  => 'off',
			// Addresses that have not answered the event a vendor may send RSVP invitations to per
			// day (0: none; the event's respondents always).
			'vendor_invite_quota' => 100,
		);
	}
}
