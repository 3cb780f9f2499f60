<?php
namespace Eventin\Vendors;

use Eventin\Database\Reader;
use Eventin\Database\Sql;
use Eventin\Events\Index;
use Eventin\Events\PostType;
use Eventin\Permissions\Capabilities;

/**
 * Who owns what. An event belongs to its author; its bookings, attendees, RSVP responses and
 * check-ins follow it. A vendor (a role granted etn_manage_own_events and not etn_manage_event)
 * reaches only their own events; everyone else is decided by the etn_manage_* keys alone.
 *
 * Per object, through map_meta_cap: current_user_can( 'etn_reach_event', $event_id ). Routes answer
 * 404 for what a vendor cannot reach, so ids of other vendors' items don't leak. Lists narrow with
 * the owner column of the events index (events_sql()).
 */
final class Ownership {
	/** The meta capability of reaching one event (and what follows from it), with its id. */
	public const REACH = 'etn_reach_event';

	/** A user's id when they are a vendor, else null (the current user by default). */
	public static function vendor_id( ?int $user_id = null ): ?int {
		$user_id = $user_id ?? get_current_user_id();
		return $user_id > 0 && Capabilities::user_has( $user_id, Capabilities::OWN_EVENTS ) && ! Capabilities::user_has( $user_id, Capabilities::EVENT )
			? $user_id
			: null;
	}

	/**
	 * @param string[] $caps
	 * @param string   $cap
	 * @param int      $user_id
	 * @param array    $args    [ event id ].
	 * @return string[]
	 */
	public static function map_meta_cap( $caps, $cap, $user_id, $args ): array {
		if ( self::REACH !== $cap ) {
			return (array) $caps;
		}
		if ( (int) $user_id <= 0 ) {
			return array( 'do_not_allow' );
		}
		$vendor = self::vendor_id( (int) $user_id );
		return null === $vendor || self::owner_of( (int) ( $args[0] ?? 0 ) ) === $vendor ? array( 'exist' ) : array( 'do_not_allow' );
	}

	/** Whether the current user may reach an event and what follows from it. */
	public static function can_reach( int $event_id ): bool {
		return current_user_can( self::REACH, $event_id );
	}

	/** The author of an event; 0 when it is not one. */
	public static function owner_of( int $event_id ): int {
		$post = $event_id > 0 ? get_post( $event_id ) : null;
		return $post && PostType::NAME === $post->post_type ? (int) $post->post_author : 0;
	}

	/**
	 * The events of an owner, as a subquery for `event_id IN (…)`: read from the owner's rows of
	 * the events index, so it costs what the vendor has, not what the site has.
	 */
	public static function events_sql( int $owner ): Sql {
		return Sql::of( 'SELECT event_id FROM ' . Index::table() . ' WHERE owner_id = ?', $owner );
	}

	/**
	 * How many events an owner has per post status (wp-admin's views above the Events list).
	 *
	 * @return array<string, int> status => count
	 */
	public static function post_counts( int $owner ): array {
		global $wpdb;
		$rows = Reader::rows( Sql::of( 'SELECT post_status, COUNT(*) AS n FROM ' . $wpdb->posts . ' WHERE post_type = ? AND post_author = ? GROUP BY post_status', PostType::NAME, $owner ) );
		return array_map( 'intval', array_column( $rows, 'n', 'post_status' ) );
	}

	/**
	 * The filters of a list, narrowed to the current vendor's events (`owner`); unchanged for
	 * everyone else.
	 */
	public static function narrow( array $filters ): array {
		$vendor = self::vendor_id();
		return null === $vendor ? $filters : array( 'owner' => $vendor ) + $filters;
	}
}
