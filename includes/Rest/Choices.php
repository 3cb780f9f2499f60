<?php
namespace Eventin\Rest;

use WP_User_Query;

/**
 * What pickers choose from, as `[{ id, label }]` (at most 100, by name): users of a role, terms
 * of a taxonomy, posts of a type. `search` narrows by name; `include` reads chosen ids back.
 * The event choices and the widget choices routes both answer with it.
 */
final class Choices {
	public const LIMIT = 100;

	/**
	 * @param int[] $include
	 * @return array<int, array{id: int, label: string}>
	 */
	public static function users( string $role, string $search, array $include ): array {
		$args = array(
			'role'    => $role,
			'orderby' => 'display_name',
			'number'  => self::LIMIT,
			'fields'  => array( 'ID', 'display_name' ),
		);
		if ( '' !== $search ) {
			$args['search']         = '*' . $search . '*';
			$args['search_columns'] = array( 'display_name', 'user_login', 'user_email' );
		}
		if ( $include ) {
			$args['include'] = $include;
		}
		$query = new WP_User_Query( $args );
		return array_map(
			static fn( $user ) => self::choice( (int) $user->ID, $user->display_name ),
			$query->get_results()
		);
	}

	/**
	 * @param int[] $include
	 * @return array<int, array{id: int, label: string}>
	 */
	public static function terms( string $taxonomy, string $search, array $include ): array {
		$terms = get_terms(
			array(
				'taxonomy'   => $taxonomy,
				'hide_empty' => false,
				'orderby'    => 'name',
				'number'     => self::LIMIT,
				'search'     => $search,
				'include'    => $include,
			)
		);
		return is_array( $terms ) ? array_map(
			static fn( $term ) => self::choice( (int) $term->term_id, $term->name ),
			$terms
		) : array();
	}

	/**
	 * Posts by title; `$label` may add to a post's title (an event's date).
	 *
	 * @param string[]                      $statuses
	 * @param int[]                         $include
	 * @param null|callable(\WP_Post):string $label
	 * @return array<int, array{id: int, label: string}>
	 */
	public static function posts( string $type, array $statuses, string $search, array $include, ?callable $label = null ): array {
		$posts = get_posts(
			array(
				'post_type'        => $type,
				'post_status'      => $statuses,
				'posts_per_page'   => self::LIMIT,
				'orderby'          => 'title',
				'order'            => 'ASC',
				's'                => $search,
				'post__in'         => $include,
				'suppress_filters' => false,
			)
		);
		return array_map(
			static fn( $post ) => self::choice(
				(int) $post->ID,
				$label ? $label( $post ) : ( '' !== $post->post_title ? $post->post_title : __( '(no title)', 'eventin' ) )
			),
			$posts
		);
	}

	/** @return array{id: int, label: string} */
	private static function choice( int $id, string $label ): array {
		return array(
			'id'    => $id,
			'label' => $label,
		);
	}

	/** The `search` and `include` args of a choices route. */
	public static function query_args(): array {
		return array(
			'search'  => array(
				'description' => __( 'Text to look for in names.', 'eventin' ),
				'type'        => 'string',
				'default'     => '',
			),
			'include' => array(
				'description'       => __( 'Only these ids.', 'eventin' ),
				'type'              => array( 'array', 'string' ),
				'items'             => array( 'type' => 'integer' ),
				'default'           => array(),
				'sanitize_callback' => static fn( $value ) => Controller::parse_ids( $value ),
			),
		);
	}

	/** The schema of one choice. */
	public static function item_schema( string $id_description, string $label_description ): array {
		return array(
			'properties' => array(
				'id'    => Controller::readonly_field( $id_description, 'integer' ),
				'label' => Controller::readonly_field( $label_description, 'string' ),
			),
		);
	}
}
