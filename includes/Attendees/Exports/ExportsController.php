<?php
namespace Eventin\Attendees\Exports;

use Eventin\Rest\Controller;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

/**
 * eventin/v2/attendees/exports: people with etn_manage_attendee export the attendee list's current
 * filter as CSV or XLSX. POST starts the export and runs its first batch (a small one is done in
 * the answer); GET attendees/exports/{id} says how far it is (running a batch itself when none
 * runs) and, when done, gives the download URL: attendees/exports/{id}/file, which streams the
 * file to the one who started the export (or a super admin) and answers 404 to anyone else.
 */
final class ExportsController extends Controller {
	/** @var string */
	protected $rest_base = 'attendees/exports';

	/** Seconds of batches the start and each progress read may spend. */
	private const START_SECONDS = 1.0;
	private const READ_SECONDS  = 1.5;

	private const ID_PATTERN = '(?P<id>[a-f0-9]{16})';

	public function register_routes(): void {
		$manage = $this->require_capability( 'etn_manage_attendee' );
		$route  = fn( string $methods, string $callback, array $args ) => $this->endpoint( $methods, $callback, $manage, $args );
		$schema = array( $this, 'get_public_item_schema' );
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base,
			array(
				$route( WP_REST_Server::CREATABLE, 'create_item', $this->start_args() ),
				'schema' => $schema,
			)
		);
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/' . self::ID_PATTERN,
			array(
				$route( WP_REST_Server::READABLE, 'get_item', $this->export_id_arg() + $this->context_arg() ),
				'schema' => $schema,
			)
		);
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/' . self::ID_PATTERN . '/file',
			array(
				$route( WP_REST_Server::READABLE, 'get_file', $this->export_id_arg() + $this->context_arg() ),
				'schema' => array( $this, 'file_schema' ),
			)
		);
		add_filter( 'rest_pre_serve_request', array( self::class, 'serve_file' ), 10, 3 );
	}

	protected function item_schema(): array {
		$field = static fn( string $description, string $type, array $more = array() ) => array(
			'description' => $description,
			'type'        => $type,
			'readonly'    => true,
		) + $more;
		return array(
			'title'      => 'eventin-attendee-export',
			'properties' => array(
				'id'           => $field( __( 'The export.', 'eventin' ), 'string' ),
				'status'       => $field( __( 'running until the file is written, then done (or failed).', 'eventin' ), 'string', array( 'enum' => array( 'running', 'done', 'failed' ) ) ),
				'done'         => $field( __( 'Attendees written so far.', 'eventin' ), 'integer' ),
				'total'        => $field( __( 'Attendees the filter picked.', 'eventin' ), 'integer' ),
				'format'       => $field( __( 'csv or xlsx.', 'eventin' ), 'string', array( 'enum' => array( 'csv', 'xlsx' ) ) ),
				'download_url' => $field( __( 'Where to download the file (when done): a REST URL with a nonce, for the one who started the export.', 'eventin' ), 'string', array( 'format' => 'uri' ) ),
			),
		);
	}

	public function file_schema(): array {
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'eventin-attendee-export-file',
			'type'       => 'object',
			'properties' => array(
				'file' => array(
					'description' => __( 'The exported file itself (CSV or XLSX) as an attachment, not JSON.', 'eventin' ),
					'type'        => 'string',
					'readonly'    => true,
				),
			),
		);
	}

	/** What the attendee list is filtered by, and the format. */
	private function start_args(): array {
		return array(
			'format'        => array(
				'description'  => __( 'The file format: csv or xlsx.', 'eventin' ),
				'type'         => 'string',
				'enum'         => array( 'csv', 'xlsx' ),
				'required'     => true,
				'errorMessage' => __( 'Choose CSV or XLSX.', 'eventin' ),
			),
			'event_id'      => array(
				'description'  => __( 'Only the attendees of this event (0: all events).', 'eventin' ),
				'type'         => 'integer',
				'minimum'      => 0,
				'default'      => 0,
				'errorMessage' => __( 'This event does not exist.', 'eventin' ),
			),
			'ticket_id'     => array(
				'description'  => __( 'Only the attendees of this ticket type (0: all types).', 'eventin' ),
				'type'         => 'integer',
				'minimum'      => 0,
				'default'      => 0,
				'errorMessage' => __( 'This ticket type does not exist.', 'eventin' ),
			),
			'status'        => array(
				'description'  => __( 'Only attendees of this payment status (empty: all).', 'eventin' ),
				'type'         => 'string',
				'enum'         => array( '', 'pending', 'completed', 'refunded', 'cancelled', 'failed' ),
				'default'      => '',
				'errorMessage' => __( 'Choose a payment status: pending, completed, refunded, cancelled or failed.', 'eventin' ),
			),
			'ticket_status' => array(
				'description'  => __( 'Only used or unused tickets (empty: both).', 'eventin' ),
				'type'         => 'string',
				'enum'         => array( '', 'unused', 'used' ),
				'default'      => '',
				'errorMessage' => __( 'Choose a ticket status: used or unused.', 'eventin' ),
			),
			'search'        => array(
				'description' => __( 'Words of the name or e-mail address, or the beginning of a ticket code.', 'eventin' ),
				'type'        => 'string',
				'maxLength'   => 200,
				'default'     => '',
			),
		);
	}

	private function export_id_arg(): array {
		return array(
			'id' => array(
				'description' => __( 'The export.', 'eventin' ),
				'type'        => 'string',
				'pattern'     => '^[a-f0-9]{16}$',
			),
		);
	}

	/**
	 * POST attendees/exports.
	 *
	 * @param WP_REST_Request $request
	 */
	public function create_item( $request ) {
		$filters = array(
			'event_id'      => (int) $request['event_id'],
			'ticket_id'     => (int) $request['ticket_id'],
			'status'        => (string) $request['status'],
			'ticket_status' => (string) $request['ticket_status'],
			'search'        => trim( (string) $request['search'] ),
		);
		if ( $filters['event_id'] && ! Export::event_exists( $filters['event_id'] ) ) {
			return self::invalid( 'event_id', __( 'This event does not exist.', 'eventin' ) );
		}
		if ( $filters['ticket_id'] && ! $this->ticket_exists( $filters['ticket_id'], $filters['event_id'] ) ) {
			return self::invalid( 'ticket_id', __( 'This ticket type does not exist.', 'eventin' ) );
		}
		$job = Export::start( get_current_user_id(), (string) $request['format'], $filters );
		if ( ! $job ) {
			return self::error( 'eventin_export_not_writable', __( 'The export file could not be written: the uploads folder is not writable.', 'eventin' ), 500 );
		}
		$job      = Export::run( $job['id'], self::START_SECONDS ) ?? $job;
		$response = new WP_REST_Response( $this->view( $job ), 201 );
		$response->header( 'Location', rest_url( $this->namespace . '/' . $this->rest_base . '/' . $job['id'] ) );
		return $response;
	}

	/**
	 * GET attendees/exports/{id}: runs a batch when none runs, then says how far it is.
	 *
	 * @param WP_REST_Request $request
	 */
	public function get_item( $request ) {
		$job = $this->owned( (string) $request['id'] );
		if ( is_wp_error( $job ) ) {
			return $job;
		}
		if ( 'running' === $job['status'] ) {
			$job = Export::run( $job['id'], self::READ_SECONDS ) ?? $job;
		}
		return new WP_REST_Response( $this->view( $job ) );
	}

	/**
	 * GET attendees/exports/{id}/file: the file, streamed by serve_file() once WordPress sends the answer.
	 *
	 * @param WP_REST_Request $request
	 */
	public function get_file( $request ) {
		$job = $this->owned( (string) $request['id'] );
		if ( is_wp_error( $job ) ) {
			return $job;
		}
		$path = Export::file( $job );
		if ( ! $path ) {
			return self::error( 'eventin_export_not_ready', __( 'This export is not finished yet.', 'eventin' ), 409 );
		}
		$response       = new FileResponse( array( 'file' => $job['name'] ), 200 );
		$response->path = $path;
		$response->set_headers(
			array(
				'Content-Type'           => Export::mime( $job ),
				'Content-Disposition'    => 'attachment; filename="' . $job['name'] . '"',
				'Content-Length'         => (string) filesize( $path ),
				'Cache-Control'          => 'private, no-store, max-age=0',
				'X-Content-Type-Options' => 'nosniff',
				'X-Robots-Tag'           => 'noindex, nofollow',
			)
		);
		return $response;
	}

	/**
	 * Sends the file instead of JSON (rest_pre_serve_request): WordPress has sent the headers.
	 *
	 * @param bool             $served
	 * @param WP_REST_Response $result
	 * @param WP_REST_Request  $request
	 */
	public static function serve_file( $served, $result, $request = null ) {
		if ( $served || ! $result instanceof FileResponse || 200 !== $result->get_status() || ! is_file( $result->path ) ) {
			return $served;
		}
		if ( $request instanceof WP_REST_Request && 'HEAD' === $request->get_method() ) {
			return true;
		}
		while ( ob_get_level() > 0 ) {
			ob_end_clean();
		}
		readfile( $result->path ); // phpcs:ignore WordPress.WP.AlternativeFunctions
		return true;
	}

	/** The job if it exists and the current user started it (or is a super admin); 404 otherwise. */
	private function owned( string $id ) {
		$job = Export::find( $id );
		if ( ! $job || ! Export::belongs_to( $job, get_current_user_id() ) ) {
			return self::error( 'eventin_export_not_found', __( 'This export does not exist.', 'eventin' ), 404 );
		}
		return $job;
	}

	private function ticket_exists( int $ticket_id, int $event_id ): bool {
		global $wpdb;
		$sql = $wpdb->prepare( 'SELECT event_id FROM ' . \Eventin\Tickets\Tickets::table() . ' WHERE id = %d', $ticket_id ); // phpcs:ignore WordPress.DB.PreparedSQL
		$of  = $wpdb->get_var( $sql ); // phpcs:ignore WordPress.DB.PreparedSQL
		return null !== $of && ( ! $event_id || (int) $of === $event_id );
	}

	/** The job as the routes answer it. */
	private function view( array $job ): array {
		$view = array(
			'id'     => $job['id'],
			'status' => $job['status'],
			'done'   => (int) $job['done'],
			'total'  => (int) $job['total'],
			'format' => $job['format'],
		);
		if ( Export::file( $job ) ) {
			$view['download_url'] = add_query_arg( '_wpnonce', wp_create_nonce( 'wp_rest' ), rest_url( $this->namespace . '/' . $this->rest_base . '/' . $job['id'] . '/file' ) );
		}
		return $view;
	}
}
