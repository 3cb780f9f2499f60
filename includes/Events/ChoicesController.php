<?php
namespace Eventin\Events;

use Eventin\Permissions\Capabilities;
use Eventin\Rest\Controller;
use Eventin\Schedules\PostType as Schedules;
use Eventin\Speakers\SpeakerGroups;
use WP_REST_Request;
use WP_REST_Server;
use WP_User_Query;

/**
 * GET eventin/v2/event/choices?kind=speaker|organizer|schedule|speaker_group: what an event (or a
 * widget of events, speakers and schedules) can link to, as [{ id, label }], for people who edit
 * events but may not list users, manage schedules or manage speaker groups.
 * At most 100 per call; `search` narrows by name, `include` reads chosen ids back.
 */
final class ChoicesController extends Controller {
	/** @var string */
	protected $rest_base = 'event/choices';

	private const ROLES = array(
		'speaker'   => 'etn-speaker',
		'organizer' => 'etn-organizer',
	);

	public function register_routes(): void {
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base,
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_items' ),
					'permission_callback' => $this->require_capability( Capabilities::EVENT ),
					'args'                => self::args( $this->context_arg() + $this->query_args() ),
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
	}

	/** One choice: what an event links to and how people read it. */
	protected function item_schema(): array {
		return array(
			'properties' => array(
				'id'    => array(
					'description' => __( 'The user or schedule id.', 'eventin' ),
					'type'        => 'integer',
					'readonly'    => true,
				),
				'label' => array(
					'description' => __( 'The name, or the program title.', 'eventin' ),
					'type'        => 'string',
					'readonly'    => true,
				),
			),
		);
	}

	private function query_args(): array {
		return array(
			'kind'    => array(
				'description' => __( 'What to choose from.', 'eventin' ),
				'type'        => 'string',
				'enum'        => array( 'speaker', 'organizer', 'schedule', 'speaker_group' ),
				'required'    => true,
			),
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
				'sanitize_callback' => static fn( $value ) => self::parse_ids( $value ),
			),
		);
	}

	/**
	 * @param WP_REST_Request $request
	 */
	public function get_items( $request ) {
		$kind    = $request['kind'];
		$search  = trim( (string) $request['search'] );
		$include = (array) $request['include'];
		switch ( $kind ) {
			case 'schedule':
				$items = $this->schedules( $search, $include );
				break;
			case 'speaker_group':
				$items = $this->speaker_groups( $search, $include );
				break;
			default:
				$items = $this->users( self::ROLES[ $kind ], $search, $include );
		}
		return rest_ensure_response( $items );
	}

	/** @return array<int, array{id: int, label: string}> */
	private function users( string $role, string $search, array $include ): array {
		$args = array(
			'role'    => $role,
			'orderby' => 'display_name',
			'number'  => 100,
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
			static fn( $user ) => array(
				'id'    => (int) $user->ID,
				'label' => $user->display_name,
			),
			$query->get_results()
		);
	}

	/** @return array<int, array{id: int, label: string}> */
	private function speaker_groups( string $search, array $include ): array {
		$terms = get_terms(
			array(
				'taxonomy'   => SpeakerGroups::TAXONOMY,
				'hide_empty' => false,
				'orderby'    => 'name',
				'number'     => 100,
				'search'     => $search,
				'include'    => $include,
			)
		);
		return is_array( $terms ) ? array_map(
			static fn( $term ) => array(
				'id'    => (int) $term->term_id,
				'label' => $term->name,
			),
			$terms
		) : array();
	}

	/** @return array<int, array{id: int, label: string}> */
	private function schedules( string $search, array $include ): array {
		$posts = get_posts(
			array(
				'post_type'        => Schedules::NAME,
				'post_status'      => array( 'publish', 'draft' ),
				'posts_per_page'   => 100,
				'orderby'          => 'title',
				'order'            => 'ASC',
				's'                => $search,
				'post__in'         => $include,
				'suppress_filters' => false,
			)
		);
		return array_map(
			static fn( $post ) => array(
				'id'    => (int) $post->ID,
				'label' => '' !== $post->post_title ? $post->post_title : __( '(no title)', 'eventin' ),
			),
			$posts
		);
	}
}
