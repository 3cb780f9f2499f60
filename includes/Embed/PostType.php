<?php
namespace Eventin\Embed;

use Eventin\Database\Sql;

/**
 * Embeddable scripts (`etn-embed`): one private post per widget shortcode that has a script, the
 * widget kind in `post_name` and the shortcode in `post_content`. Nobody reads them as posts: no
 * screen, no query, no URL of their own. Its SQL lives here (find()); Embed renders.
 */
final class PostType {
	public const NAME = 'etn-embed';

	public static function register(): void {
		register_post_type(
			self::NAME,
			array(
				'labels'              => array(
					'name'          => __( 'Embedded widgets', 'eventin' ),
					'singular_name' => __( 'Embedded widget', 'eventin' ),
				),
				'public'              => false,
				'publicly_queryable'  => false,
				'exclude_from_search' => true,
				'show_ui'             => false,
				'show_in_nav_menus'   => false,
				'show_in_rest'        => false,
				'query_var'           => false,
				'rewrite'             => false,
				'can_export'          => true,
				'supports'            => array( 'author' ),
			)
		);
		add_filter( 'pre_wp_unique_post_slug', array( self::class, 'keep_slug' ), 10, 5 );
	}

	/** The id of the stored shortcode of a kind, or 0. */
	public static function find( string $kind, string $shortcode ): int {
		global $wpdb;
		$rows = $wpdb->get_results(
			$wpdb->prepare(
				"SELECT ID, post_content FROM " . Sql::name( $wpdb->posts ) . " WHERE post_type = %s AND post_status = 'publish' AND post_name = %s AND post_content = %s ORDER BY ID",
				self::NAME,
				$kind,
				$shortcode
			)
		);
		// Databases may compare text without case; the shortcode must be the same, byte for byte.
		foreach ( $rows as $row ) {
			if ( $row->post_content === $shortcode ) {
				return (int) $row->ID;
			}
		}
		return 0;
	}

	/**
	 * Many embeds share a kind, so their `post_name` (the kind) is not made unique as WordPress
	 * does for slugs.
	 *
	 * @param string|null $slug      Null to let WordPress decide.
	 * @param string      $original  The slug asked for.
	 * @param int         $post_id   The post.
	 * @param string      $status    Its status.
	 * @param string      $post_type Its type.
	 */
	public static function keep_slug( $slug, $original, $post_id, $status, $post_type ) {
		return self::NAME === $post_type ? $original : $slug;
	}
}
