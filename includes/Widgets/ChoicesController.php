<?php
namespace Eventin\Widgets;

use Eventin\Events\PostType as Events;
use Eventin\Events\Taxonomies;
use Eventin\Permissions\Capabilities;
use Eventin\Rest\Choices;
use Eventin\Rest\Controller;
use Eventin\Schedules\PostType as Schedules;
use Eventin\Speakers\SpeakerGroups;
use WP_REST_Request;
use WP_REST_Server;

/**
 * GET eventin/v2/widgets/choices?kind=event|event_category|event_tag|speaker_group|schedule:
 * what a widget's form (the shortcode screens, the block inspector) chooses from, as
 * [{ id, label }], to people who may write posts (they place widgets as blocks) and to event
 * managers (they make shortcodes). They only name what the site already shows (published events and schedules,
 * their categories, tags and speaker groups).
 */
final class ChoicesController extends Controller {
	/** @var string */
	protected $rest_base = 'widgets/choices';

	/** Where each source's ids come from: a taxonomy or a post type. */
	private const SOURCES = array(
		'event'          => array( 'post', Events::NAME ),
		'event_category' => array( 'term', Taxonomies::CATEGORY ),
		'event_tag'      => array( 'term', Taxonomies::TAG ),
		'speaker_group'  => array( 'term', SpeakerGroups::TAXONOMY ),
		'schedule'       => array( 'post', Schedules::NAME ),
	);

	public function register_routes(): void {
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base,
			array(
				$this->endpoint(
					WP_REST_Server::READABLE,
					'get_items',
					array( $this, 'can_place_widgets' ),
					$this->context_arg() + array(
						'kind' => array(
							'description' => __( 'What to choose from.', 'eventin' ),
							'type'        => 'string',
							'enum'        => array_keys( self::SOURCES ),
							'required'    => true,
						),
					) + Choices::query_args()
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
	}

	/** People who write posts place widgets as blocks; event managers make shortcodes of them. */
	public function can_place_widgets() {
		return current_user_can( 'edit_posts' ) ? true : $this->require_capability( Capabilities::EVENT )();
	}

	protected function item_schema(): array {
		return Choices::item_schema( __( 'The id of the event, term or schedule.', 'eventin' ), __( 'Its name; an event’s also has its start date.', 'eventin' ) );
	}

	/**
	 * @param WP_REST_Request $request
	 */
	public function get_items( $request ) {
		[ $type, $name ] = self::SOURCES[ $request['kind'] ];
		$search          = trim( (string) $request['search'] );
		$include         = (array) $request['include'];
		if ( 'term' === $type ) {
			return rest_ensure_response( Choices::terms( $name, $search, $include ) );
		}
		$label = Events::NAME === $name ? array( self::class, 'event_label' ) : null;
		return rest_ensure_response( Choices::posts( $name, array( 'publish' ), $search, $include, $label ) );
	}

	/** An event's title and start date: 'Launch party (2026-12-01)'. */
	public static function event_label( \WP_Post $post ): string {
		$title = '' !== $post->post_title ? $post->post_title : __( '(no title)', 'eventin' );
		$date  = (string) get_post_meta( $post->ID, 'etn_start_date', true );
		return '' !== $date ? $title . ' (' . $date . ')' : $title;
	}
}
