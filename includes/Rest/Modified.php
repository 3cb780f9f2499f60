<?php
namespace Eventin\Rest;

use WP_Post;

/**
 * When a post (an event, a schedule) last changed, as the REST API answers it (`modified`, a UTC
 * instant) and takes it back with a change: a change sent with a `modified` that is no longer the
 * stored one was made on an older copy, and is refused instead of overwriting someone else's.
 * Every write through the REST API moves the time on by at least a second (the column holds
 * seconds), so two writes never leave the same time behind.
 */
final class Modified {
	public static function of( WP_Post $post ): string {
		// A draft never saved again has only the local time (WordPress leaves its GMT dates empty).
		$gmt  = '0000-00-00 00:00:00' === $post->post_modified_gmt ? get_gmt_from_date( $post->post_modified ) : $post->post_modified_gmt;
		$time = strtotime( $gmt . ' UTC' );
		return gmdate( 'Y-m-d\TH:i:s\Z', false === $time ? 0 : $time );
	}

	/** The answered field. */
	public static function schema( string $description ): array {
		return array(
			'description' => $description,
			'type'        => 'string',
			'format'      => 'date-time',
			'readonly'    => true,
		);
	}

	/** The argument of an update. */
	public static function arg( string $description ): array {
		return array(
			'description'  => $description,
			'type'         => 'string',
			'format'       => 'date-time',
			'errorMessage' => __( 'modified must be the time the item was last changed, as it was read (e.g. 2026-03-29T01:00:00Z).', 'eventin' ),
		);
	}

	/** Whether a sent time is the stored one (an instant without an offset is UTC). */
	public static function same( string $sent, string $stored ): bool {
		$time = rest_parse_date( $sent, true );
		return false !== $time && strtotime( $stored ) === $time;
	}

	/**
	 * After a write: the post's modified time is later than it was before ($before, as of()
	 * answered it), even when the write changed only meta, or came within the same second.
	 */
	public static function moved( int $id, string $before ): void {
		global $wpdb;
		clean_post_cache( $id );
		$post  = get_post( $id );
		$floor = strtotime( $before ) + 1;
		if ( ! $post || strtotime( self::of( $post ) ) >= $floor ) {
			return;
		}
		$gmt = gmdate( 'Y-m-d H:i:s', max( time(), $floor ) );
		$wpdb->update(
			$wpdb->posts,
			array(
				'post_modified_gmt' => $gmt,
				'post_modified'     => get_date_from_gmt( $gmt ),
			),
			array( 'ID' => $id )
		);
		clean_post_cache( $id );
	}
}
