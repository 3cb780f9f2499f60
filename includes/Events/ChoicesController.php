<?php
namespace Eventin\Events;

use Eventin\Permissions\Capabilities;
use Eventin\Rest\Choices;
use Eventin\Rest\Controller;
use Eventin\Schedules\PostType as Schedules;
use Eventin\Speakers\SpeakerGroups;
use WP_REST_Request;
use WP_REST_Server;

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
				$this->endpoint( WP_REST_Server::READABLE, 'get_items', $this->require_capability( Capabilities::EVENT, Capabilities::OWN_EVENTS ), $this->context_arg() + $this->query_args() ),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
	}

	/** One choice: what an event links to and how people read it. */
	protected function item_schema(): array {
		return Choices::item_schema( __( 'The user or schedule id.', 'eventin' ), __( 'The name, or the program title.', 'eventin' ) );
	}

	private function query_args(): array {
		return array(
			'kind' => array(
				'description' => __( 'What to choose from.', 'eventin' ),
				'type'        => 'string',
				'enum'        => array( 'speaker', 'organizer', 'schedule', 'speaker_group' ),
				'required'    => true,
			),
		) + Choices::query_args();
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
				$items = Choices::posts( Schedules::NAME, array( 'publish', 'draft' ), $search, $include );
				break;
			case 'speaker_group':
				$items = Choices::terms( SpeakerGroups::TAXONOMY, $search, $include );
				break;
			default:
				$items = Choices::users( self::ROLES[ $kind ], $search, $include );
		}
		return rest_ensure_response( $items );
	}
}
