<?php
namespace Eventin\Schedules;

/**
 * Schedules: the title is the program title; a date and time slots live in post meta.
 */
final class PostType {
	public const NAME = 'etn-schedule';

	public static function register(): void {
		register_post_type(
			self::NAME,
			array(
				'labels'       => array(
					'name'          => __( 'Schedules', 'eventin' ),
					'singular_name' => __( 'Schedule', 'eventin' ),
				),
				'public'       => false,
				'show_ui'      => false,
				'show_in_rest' => false,
				'supports'     => array( 'title', 'author' ),
			)
		);
	}
}
