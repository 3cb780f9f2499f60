<?php
namespace Eventin\Embed;

use Eventin\Permissions\Capabilities;
use Eventin\Rest\Controller;
use Eventin\Widgets\Catalogue;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

/**
 * eventin/v2/shortcodes/script: the embeddable script of a widget shortcode (POST: stored once,
 * the same kind and shortcode give the same id; DELETE: withdrawn, its script answers 404), for
 * etn_manage_event. eventin/v2/shortcodes/{id}/embed: what that script shows, to pages of
 * registered domains only (Origins; CORS headers in ExternalScript::cors_headers()).
 */
final class ShortcodesController extends Controller {
	/** @var string */
	protected $rest_base = 'shortcodes';

	public function register_routes(): void {
		$manage = $this->require_capability( Capabilities::EVENT );
		$schema = array( $this, 'get_public_item_schema' );
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/script',
			array(
				$this->endpoint( WP_REST_Server::CREATABLE, 'create_item', $manage, $this->write_args( WP_REST_Server::CREATABLE ) ),
				'schema' => $schema,
			)
		);
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/script/(?P<id>\d+)',
			array(
				$this->endpoint( WP_REST_Server::DELETABLE, 'delete_item', $manage, $this->id_arg() ),
				'schema' => $schema,
			)
		);
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/(?P<id>\d+)/embed',
			array(
				$this->endpoint( WP_REST_Server::READABLE, 'get_embed', array( $this, 'can_embed' ), $this->id_arg() + $this->context_arg() ),
				'schema' => array( $this, 'embed_schema' ),
			)
		);
	}

	/** @param WP_REST_Request $request */
	public function create_item( $request ) {
		$kind      = (string) $request['post_name'];
		$shortcode = trim( (string) $request['shortcode'] );
		$atts      = Embed::parse( $kind, $shortcode );
		if ( is_wp_error( $atts ) ) {
			return $atts;
		}
		// The ticket and RSVP forms' default is the event of the page: a page on another site has none.
		if ( in_array( $kind, array( 'ticket-form', 'rsvp-form' ), true ) && ! absint( is_array( $atts ) ? ( $atts['event_id'] ?? 0 ) : 0 ) ) {
			return self::invalid( 'shortcode', __( 'Choose an event to get a script: a page on another site has no event of its own.', 'eventin' ) );
		}
		$saved = Embed::save( $kind, $shortcode );
		if ( is_wp_error( $saved ) ) {
			return $saved;
		}
		$response = rest_ensure_response( $this->view( (int) $saved['id'] ) );
		$response->set_status( $saved['created'] ? 201 : 200 );
		return $response;
	}

	/** @param WP_REST_Request $request */
	public function delete_item( $request ) {
		$previous = $this->view( (int) $request['id'] );
		if ( ! $previous ) {
			return $this->not_found();
		}
		if ( ! Embed::delete( (int) $request['id'] ) ) {
			return self::error( 'eventin_embed_not_deleted', __( 'The script could not be deleted.', 'eventin' ), 500 );
		}
		return rest_ensure_response(
			array(
				'deleted'  => true,
				'previous' => $previous,
			)
		);
	}

	/**
	 * Only pages of registered domains (or of this site) read embedded widgets.
	 *
	 * @param WP_REST_Request $request
	 */
	public function can_embed( $request ) {
		return Origins::allows( $request->get_header( 'origin' ), $request->get_header( 'sec_fetch_site' ) )
			? true
			: self::error( 'eventin_embed_not_allowed', __( 'This site is not registered to show the widget.', 'eventin' ), 403 );
	}

	/** @param WP_REST_Request $request */
	public function get_embed( $request ) {
		$embed = Embed::render( (int) $request['id'] );
		return $embed ? new WP_REST_Response( $embed ) : $this->not_found();
	}

	private function not_found() {
		return self::error( 'eventin_embed_not_found', __( 'This script does not exist.', 'eventin' ), 404 );
	}

	/** @return array{id: int, post_name: string, shortcode: string, script: string}|null */
	private function view( int $id ): ?array {
		$embed = Embed::get( $id );
		return $embed ? $embed + array( 'script' => Embed::script_tag( $id ) ) : null;
	}

	protected function item_schema(): array {
		$kinds = array_keys( Catalogue::kinds() );
		return array(
			'title'      => 'eventin-shortcode-script',
			'properties' => array(
				'id'        => self::readonly_field( __( 'The id of the script.', 'eventin' ), 'integer' ),
				'post_name' => array(
					'description'  => __( 'The widget kind of the shortcode (a name of the widget catalogue).', 'eventin' ),
					'type'         => 'string',
					'enum'         => $kinds,
					'required'     => true,
					'errorMessage' => array(
						'required' => __( 'Choose the widget kind (post_name).', 'eventin' ),
						/* translators: ${0}: what was sent; keep ${0} as it is */
						'enum'     => __( 'There is no widget kind “${0}”.', 'eventin' ),
						'type'     => __( 'The widget kind (post_name) is a name like “events”.', 'eventin' ),
					),
				),
				'shortcode' => array(
					'description'  => __( 'One shortcode of that kind, e.g. [events limit="5"].', 'eventin' ),
					'type'         => 'string',
					'minLength'    => 1,
					'maxLength'    => Embed::MAX_LENGTH,
					'required'     => true,
					'errorMessage' => array(
						'required'  => __( 'Give the shortcode to embed.', 'eventin' ),
						'minLength' => __( 'Give the shortcode to embed.', 'eventin' ),
						'type'      => __( 'Give the shortcode to embed.', 'eventin' ),
						/* translators: %d: a number of characters */
						'maxLength' => sprintf( __( 'The shortcode is longer than %d characters.', 'eventin' ), Embed::MAX_LENGTH ),
					),
				),
				'script'    => self::readonly_field( __( 'The script tag to paste into a page of a registered domain.', 'eventin' ), 'string' ),
			),
		);
	}

	/** The answer of shortcodes/{id}/embed. */
	public function embed_schema(): array {
		$urls = array(
			'type'   => 'array',
			'items'  => array(
				'type'   => 'string',
				'format' => 'uri',
			),
			'readonly' => true,
		);
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'eventin-shortcode-embed',
			'type'       => 'object',
			'properties' => array(
				'html'    => self::readonly_field( __( 'The widget, as the shortcode renders it.', 'eventin' ), 'string' ),
				'styles'  => $urls + array( 'description' => __( 'The stylesheets the widget needs.', 'eventin' ) ),
				'scripts' => $urls + array( 'description' => __( 'The scripts the widget needs, dependencies first.', 'eventin' ) ),
			),
		);
	}
}
