<?php
namespace Eventin\Events;

/**
 * The event post type. Recurrence children are child posts of their parent event. It has its own
 * capabilities (edit_etn_events, publish_etn_events, …), which Vendors\PostCapabilities grants
 * from Eventin's keys, so WordPress's own screens obey ownership and review too.
 */
final class PostType {
	public const NAME = 'etn';

	public static function register(): void {
		register_post_type(
			self::NAME,
			array(
				'labels'          => array(
					'name'          => __( 'Events', 'eventin' ),
					'singular_name' => __( 'Event', 'eventin' ),
				),
				'public'          => true,
				'hierarchical'    => true,
				'capability_type' => array( 'etn_event', 'etn_events' ),
				'map_meta_cap'    => true,
				// WordPress's own editor stays reachable (events/{id}/back-wordpress), without a menu.
				'show_ui'         => true,
				'show_in_menu'    => false,
				'show_in_rest'    => false,
				'has_archive'     => true,
				'rewrite'         => array( 'slug' => 'event' ),
				'supports'        => array( 'title', 'editor', 'thumbnail', 'excerpt', 'author', 'page-attributes' ),
				'taxonomies'      => array( Taxonomies::CATEGORY, Taxonomies::TAG ),
			)
		);
	}
}
