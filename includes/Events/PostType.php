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
				// WordPress's own screens (events/{id}/back-wordpress) otherwise say Page.
				'labels'          => array(
					'name'               => __( 'Events', 'eventin' ),
					'singular_name'      => __( 'Event', 'eventin' ),
					'add_new'            => __( 'Add Event', 'eventin' ),
					'add_new_item'       => __( 'Add Event', 'eventin' ),
					'edit_item'          => __( 'Edit Event', 'eventin' ),
					'new_item'           => __( 'New Event', 'eventin' ),
					'view_item'          => __( 'View Event', 'eventin' ),
					'view_items'         => __( 'View Events', 'eventin' ),
					'search_items'       => __( 'Search Events', 'eventin' ),
					'not_found'          => __( 'No events found.', 'eventin' ),
					'not_found_in_trash' => __( 'No events found in Trash.', 'eventin' ),
					'parent_item_colon'  => __( 'Parent Event:', 'eventin' ),
					'all_items'          => __( 'All Events', 'eventin' ),
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
