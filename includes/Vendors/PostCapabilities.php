<?php
namespace Eventin\Vendors;

use Eventin\Events\PostType;
use Eventin\Permissions\Capabilities;
use WP_Post;
use WP_Query;
use WP_User;

/**
 * WordPress's own screens for events (post.php, Quick Edit, the Events list of edit.php, trash)
 * obey Eventin's keys, whatever post rights a role has besides. The event post type has its own
 * primitive capabilities, which are granted here: event managers (etn_manage_event) hold them all;
 * a vendor edits and deletes their own events and publishes only when their new events are
 * published at once; everyone else holds none. A vendor's publish there goes through review as
 * it does through the dashboard, and their Events list holds only their own events.
 */
final class PostCapabilities {
	/** The capabilities a vendor holds for their own events. */
	private const OWN = array( 'edit_posts', 'delete_posts', 'edit_published_posts', 'delete_published_posts', 'create_posts' );

	/**
	 * The event post type's primitive capabilities, as a user's keys give them.
	 *
	 * @param array   $allcaps The user's capabilities.
	 * @param array   $caps    The primitive capabilities asked for.
	 * @param array   $args    The capability asked and its arguments.
	 * @param WP_User $user
	 */
	public static function grant( $allcaps, $caps, $args, $user ): array {
		$type = get_post_type_object( PostType::NAME );
		if ( ! $type || ! $user instanceof WP_User ) {
			return (array) $allcaps;
		}
		$names = array_flip( array_diff_key( (array) $type->cap, array_flip( array( 'read', 'edit_post', 'read_post', 'delete_post' ) ) ) );
		foreach ( (array) $caps as $cap ) {
			if ( isset( $names[ $cap ] ) ) {
				$allcaps[ $cap ] = self::holds( (int) $user->ID, $names[ $cap ] );
			}
		}
		return (array) $allcaps;
	}

	/** Whether a user holds one of the post type's capabilities, by its generic name (publish_posts…). */
	private static function holds( int $user_id, string $generic ): bool {
		if ( Capabilities::user_has( $user_id, Capabilities::EVENT ) ) {
			return true;
		}
		if ( null === Ownership::vendor_id( $user_id ) ) {
			return false;
		}
		return in_array( $generic, self::OWN, true ) || ( 'publish_posts' === $generic && 'publish' === Moderation::status_for_new() );
	}

	/**
	 * A vendor's write of an event through any WordPress path: a publish waits for review as the
	 * settings say.
	 *
	 * @param array $data    The post as it is about to be saved.
	 * @param array $postarr What was asked, with its ID.
	 */
	public static function review( $data, $postarr ): array {
		$data = (array) $data;
		if ( PostType::NAME !== ( $data['post_type'] ?? '' ) || null === Ownership::vendor_id() ) {
			return $data;
		}
		$id                  = (int) ( $postarr['ID'] ?? 0 );
		$current             = $id > 0 ? get_post_status( $id ) : null;
		$data['post_status'] = Moderation::status_for_write( false === $current ? null : $current, (string) $data['post_status'] );
		return $data;
	}

	/**
	 * Administrators hear of a vendor's event that came to wait for review, whichever screen sent it.
	 *
	 * @param string  $new_status
	 * @param string  $old_status
	 * @param WP_Post $post
	 */
	public static function submitted( $new_status, $old_status, $post ): void {
		if ( Moderation::PENDING === $new_status && $old_status !== $new_status && $post instanceof WP_Post && PostType::NAME === $post->post_type && null !== Ownership::vendor_id() ) {
			Moderation::submitted( (int) $post->ID );
		}
	}

	/**
	 * A vendor's Events list in wp-admin holds their own events only (WordPress lists every
	 * author's drafts to anyone who may edit posts of the type).
	 *
	 * @param WP_Query $query
	 */
	public static function own_list( $query ): void {
		$vendor = Ownership::vendor_id();
		if ( null !== $vendor && is_admin() && $query->is_main_query() && PostType::NAME === $query->get( 'post_type' ) ) {
			$query->set( 'author', $vendor );
		}
	}

	/**
	 * The counts of the list's views (All, Drafts…) for a vendor: their own events'.
	 *
	 * @param object $counts
	 * @param string $type
	 */
	public static function own_counts( $counts, $type ) {
		$vendor = Ownership::vendor_id();
		if ( null === $vendor || PostType::NAME !== $type || ! is_object( $counts ) ) {
			return $counts;
		}
		$own    = Ownership::post_counts( $vendor );
		$counts = clone $counts;
		foreach ( array_keys( get_object_vars( $counts ) ) as $status ) {
			$counts->$status = $own[ $status ] ?? 0;
		}
		return $counts;
	}
}
