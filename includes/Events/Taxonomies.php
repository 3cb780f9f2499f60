<?php
namespace Eventin\Events;

/**
 * Event categories (hierarchical) and tags.
 */
final class Taxonomies {
	public const CATEGORY = 'etn_category';
	public const TAG      = 'etn_tags';

	public static function register(): void {
		register_taxonomy(
			self::CATEGORY,
			PostType::NAME,
			array(
				'labels'            => array(
					'name'          => __( 'Event Categories', 'eventin' ),
					'singular_name' => __( 'Event Category', 'eventin' ),
				),
				'hierarchical'      => true,
				'public'            => true,
				'show_ui'           => false,
				'show_in_rest'      => false,
				'show_admin_column' => false,
				'rewrite'           => array( 'slug' => 'event-category' ),
			)
		);
		register_taxonomy(
			self::TAG,
			PostType::NAME,
			array(
				'labels'       => array(
					'name'          => __( 'Event Tags', 'eventin' ),
					'singular_name' => __( 'Event Tag', 'eventin' ),
				),
				'hierarchical' => false,
				'public'       => true,
				'show_ui'      => false,
				'show_in_rest' => false,
				'rewrite'      => array( 'slug' => 'event-tag' ),
			)
		);
	}
}
