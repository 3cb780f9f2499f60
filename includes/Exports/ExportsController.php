<?php
namespace Eventin\Exports;

use Eventin\Rest\Controller;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

/**
 * A list's exports (`<list>/exports`): people who may manage the list export its current filter as
 * CSV or XLSX. POST starts the export and runs its first batch (a small one is done in the answer);
 * GET <list>/exports/{id} says how far it is (running a batch itself when none runs) and, when
 * done, gives the download URL: <list>/exports/{id}/file, which streams the file to the one who
 * started the export (or a super admin) and answers 404 to anyone else, and to another list's export.
 *
 * A list's controller says who may export, what it filters by, and its source of rows.
 */
abstract class ExportsController extends Controller {
	/** The name of the Rows source (Export::sources()). */
	abstract protected function source(): string;

	/** Who may export: a permission callback (Controller::require_capability() and more). */
	abstract protected function permission(): callable;

	/** The REST args of the list's filter. */
	abstract protected function filter_args(): array;

	/**
	 * The filter the request asks for, checked: what Export::start() gets.
	 *
	 * @param WP_REST_Request $request
	 * @return array|\WP_Error
	 */
	abstract protected function filters( $request );

	/** Seconds of batches the start and each progress read may spend. */
	protected const START_SECONDS = 1.0;
	protected const READ_SECONDS  = 1.5;

	private const ID_PATTERN = '(?P<id>[a-f0-9]{16})';

	public function register_routes(): void {
		$manage = $this->permission();
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
			'title'      => 'eventin-export',
			'properties' => array(
				'id'           => $field( __( 'The export.', 'eventin' ), 'string' ),
				'status'       => $field( __( 'running until the file is written, then done (or failed).', 'eventin' ), 'string', array( 'enum' => array( 'running', 'done', 'failed' ) ) ),
				'done'         => $field( __( 'Rows written so far.', 'eventin' ), 'integer' ),
				'total'        => $field( __( 'Rows the filter picked.', 'eventin' ), 'integer' ),
				'format'       => $field( __( 'csv or xlsx.', 'eventin' ), 'string', array( 'enum' => array( 'csv', 'xlsx' ) ) ),
				'download_url' => $field( __( 'Where to download the file (when done): a REST URL with a nonce, for the one who started the export.', 'eventin' ), 'string', array( 'format' => 'uri' ) ),
			),
		);
	}

	public function file_schema(): array {
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'eventin-export-file',
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

	/** The format, and what the list is filtered by (filter_args()). */
	private function start_args(): array {
		return array(
			'format' => array(
				'description'  => __( 'The file format: csv or xlsx.', 'eventin' ),
				'type'         => 'string',
				'enum'         => array( 'csv', 'xlsx' ),
				'required'     => true,
				'errorMessage' => __( 'Choose CSV or XLSX.', 'eventin' ),
			),
		) + $this->filter_args();
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
	 * POST <list>/exports.
	 *
	 * @param WP_REST_Request $request
	 */
	public function create_item( $request ) {
		$filters = $this->filters( $request );
		if ( is_wp_error( $filters ) ) {
			return $filters;
		}
		$job = Export::start( get_current_user_id(), (string) $request['format'], $filters, $this->source() );
		if ( ! $job ) {
			return self::error( 'eventin_export_not_writable', __( 'The export file could not be written: the uploads folder is not writable.', 'eventin' ), 500 );
		}
		$job      = Export::run( $job['id'], self::START_SECONDS ) ?? $job;
		$response = new WP_REST_Response( $this->view( $job ), 201 );
		$response->header( 'Location', rest_url( $this->namespace . '/' . $this->rest_base . '/' . $job['id'] ) );
		return $response;
	}

	/**
	 * GET <list>/exports/{id}: runs a batch when none runs, then says how far it is.
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
	 * GET <list>/exports/{id}/file: the file, streamed by serve_file() once WordPress sends the answer.
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

	/** The job if it exists, is this list's, and the current user started it (or is a super admin); 404 otherwise. */
	private function owned( string $id ) {
		$job = Export::find( $id );
		if ( ! $job || Export::source( $job ) !== $this->source() || ! Export::belongs_to( $job, get_current_user_id() ) ) {
			return self::error( 'eventin_export_not_found', __( 'This export does not exist.', 'eventin' ), 404 );
		}
		return $job;
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
