<?php
namespace Eventin\Exports;

use Eventin\Jobs\Batches;
use Eventin\Jobs\BatchesController;
use Eventin\Rest\Controller;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

/**
 * A list's exports (`<list>/exports`): people who may manage the list export its current filter as
 * CSV or XLSX. POST starts the export (a batch: Export) and writes its first part (a small one
 * is done in the answer), answering the batch; `batches/{id}` says how far it is (writing a part
 * itself when no runner does) and, when done, gives the download URL: <list>/exports/{id}/file,
 * which streams the file to the one who started the export (or a super admin) and answers 404 to
 * anyone else, and to another list's export.
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

	/** Seconds of writing the start may spend. */
	protected const START_SECONDS = 1.0;

	private const ID_PATTERN = '(?P<id>\d+)';

	public function register_routes(): void {
		Export::route( $this->source(), $this->namespace . '/' . $this->rest_base );
		$manage = $this->permission();
		$route  = fn( string $methods, string $callback, array $args ) => $this->endpoint( $methods, $callback, $manage, $args );
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base,
			array(
				$route( WP_REST_Server::CREATABLE, 'create_item', $this->start_args() ),
				'schema' => array( $this, 'get_public_item_schema' ),
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

	/** The answer is the export's batch, as `batches/{id}` answers it. */
	protected function item_schema(): array {
		return array( 'title' => 'eventin-export' ) + BatchesController::batch_schema();
	}

	public function file_schema(): array {
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'eventin-export-file',
			'type'       => 'object',
			'properties' => array(
				'file' => self::readonly_field( __( 'The exported file itself (CSV or XLSX) as an attachment, not JSON.', 'eventin' ), 'string' ),
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
				'description' => __( 'The export (its batch).', 'eventin' ),
				'type'        => 'integer',
				'minimum'     => 1,
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
		$id = Export::start( get_current_user_id(), (string) $request['format'], $filters, $this->source() );
		if ( ! $id ) {
			return self::error( 'eventin_export_not_writable', __( 'The export file could not be written: the uploads folder is not writable.', 'eventin' ), 500 );
		}
		Batches::work( $id, self::START_SECONDS );
		$response = new WP_REST_Response( Batches::item( (array) Batches::find( $id ) ), 201 );
		$response->header( 'Location', rest_url( $this->namespace . '/batches/' . $id ) );
		return $response;
	}

	/**
	 * GET <list>/exports/{id}/file: the file, streamed by serve_file() once WordPress sends the answer.
	 *
	 * @param WP_REST_Request $request
	 */
	public function get_file( $request ) {
		$batch = Batches::find( (int) $request['id'] );
		if ( ! $batch || Export::source( $batch ) !== $this->source() || ! Export::belongs_to( $batch, get_current_user_id() ) ) {
			return self::error( 'eventin_export_not_found', __( 'This export does not exist.', 'eventin' ), 404 );
		}
		$path = Export::file( $batch );
		if ( ! $path ) {
			return self::error( 'eventin_export_not_ready', __( 'This export is not finished yet.', 'eventin' ), 409 );
		}
		$name           = (string) $batch['details']['name'];
		$response       = new FileResponse( array( 'file' => $name ), 200 );
		$response->path = $path;
		$response->set_headers(
			array(
				'Content-Type'           => Export::mime( $batch ),
				'Content-Disposition'    => 'attachment; filename="' . $name . '"',
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
		readfile( $result->path );
		return true;
	}
}
