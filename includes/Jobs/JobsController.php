<?php
namespace Eventin\Jobs;

use Eventin\Permissions\Capabilities;
use Eventin\Rest\Controller;
use WP_REST_Request;
use WP_REST_Server;

/**
 * eventin/v2/jobs: the Background jobs panel. The queue's jobs by status and hook, with the jobs
 * per status; a failed job queued again. Super admins only, as the license and Manage Access:
 * jobs carry every feature's arguments (addresses, booking ids).
 */
final class JobsController extends Controller {
	/** @var string */
	protected $rest_base = 'jobs';

	public function register_routes(): void {
		$permission = $this->require_user( static fn() => Capabilities::is_super_admin( get_current_user_id() ), __( 'Only administrators may see background jobs.', 'eventin' ) );
		$schema     = array( $this, 'get_public_item_schema' );
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base,
			array(
				$this->endpoint( WP_REST_Server::READABLE, 'get_items', $permission, $this->get_collection_params() ),
				'schema' => array( $this, 'list_schema' ),
			)
		);
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/(?P<id>\d+)/retry',
			array(
				$this->endpoint( WP_REST_Server::CREATABLE, 'retry', $permission, $this->id_arg() ),
				'schema' => $schema,
			)
		);
	}

	public function get_collection_params() {
		$list           = $this->list_args();
		$list['search'] = array(
			'description' => __( 'Text the job\'s hook contains.', 'eventin' ),
			'type'        => 'string',
			'maxLength'   => 191,
			'default'     => '',
		);
		return $list + array(
			'status' => array(
				'description'  => __( 'Only jobs with this status; all for every job. By default what is queued, running or failed.', 'eventin' ),
				'type'         => 'string',
				'enum'         => array_merge( array( '', 'all' ), JobsQuery::STATUSES ),
				'default'      => '',
				'errorMessage' => __( 'The status is queued, running, failed, done or all.', 'eventin' ),
			),
		);
	}

	protected function item_schema(): array {
		return array(
			'properties' => array(
				'id'           => self::readonly_field( __( 'The job.', 'eventin' ), 'integer' ),
				'hook'         => self::readonly_field( __( 'The action it runs.', 'eventin' ), 'string' ),
				'label'        => self::readonly_field( __( 'What it does, for people (the eventin_job_label filter; the hook without one).', 'eventin' ), 'string' ),
				'args'         => self::readonly_field( __( 'The arguments the action receives.', 'eventin' ), 'array' ),
				'status'       => array( 'enum' => JobsQuery::STATUSES ) + self::readonly_field( __( 'queued, running, failed or done.', 'eventin' ), 'string' ),
				'attempts'     => self::readonly_field( __( 'Attempts made so far.', 'eventin' ), 'integer' ),
				'max_attempts' => self::readonly_field( __( 'Attempts it gets before it fails for good.', 'eventin' ), 'integer' ),
				'run_at'       => self::readonly_field( __( 'When it is due (ISO 8601 UTC).', 'eventin' ), 'string' ),
				'finished_at'  => self::readonly_field( __( 'When it was done or failed for good (ISO 8601 UTC); null before.', 'eventin' ), array( 'string', 'null' ) ),
				'stuck'        => self::readonly_field( __( 'Whether it has been running for over a minute: its runner may hang. After two minutes its attempt fails and it is tried again.', 'eventin' ), 'boolean' ),
				'last_error'   => self::readonly_field( __( 'Why its last attempt failed; empty when none did.', 'eventin' ), 'string' ),
			),
		);
	}

	/** The list's answer: a page of jobs and the jobs per status. */
	public function list_schema(): array {
		$schema = $this->get_public_item_schema();
		return array(
			'$schema'    => $schema['$schema'],
			'title'      => 'eventin-jobs-list',
			'type'       => 'object',
			'properties' => array(
				'items'       => array(
					'description' => __( 'The page of jobs, newest first.', 'eventin' ),
					'type'        => 'array',
					'items'       => array(
						'type'       => 'object',
						'properties' => $schema['properties'],
					),
					'readonly'    => true,
				),
				'total_items' => self::readonly_field( __( 'How many jobs the list has.', 'eventin' ), 'integer' ),
				'counts'      => array(
					'description' => __( 'Jobs per status, whatever the filters: queued, running, failed, done.', 'eventin' ),
					'type'        => 'object',
					'properties'  => array_map(
						static fn( $status ) => array(
							/* translators: %s: a job status */
							'description' => sprintf( __( 'How many jobs are %s.', 'eventin' ), $status ),
							'type'        => 'integer',
						),
						array_combine( JobsQuery::STATUSES, JobsQuery::STATUSES )
					),
					'readonly'    => true,
				),
			),
		);
	}

	public function get_items( $request ) {
		$status   = (string) $request['status'];
		$statuses = '' === $status ? JobsQuery::UNFINISHED : ( 'all' === $status ? JobsQuery::STATUSES : array( $status ) );
		$search   = trim( (string) $request['search'] );
		$per_page = (int) $request['per_page'];
		$counts   = JobsQuery::counts();
		$total    = JobsQuery::total( $statuses, $search, $counts );
		$rows     = $total > 0 ? JobsQuery::page( $statuses, $search, $per_page, (int) $request['paged'] ) : array();
		$response = $this->list_response( array_map( array( self::class, 'item' ), $rows ), $total, $per_page );
		$response->set_data( $response->get_data() + array( 'counts' => $counts ) );
		return $response;
	}

	/** A failed job queued again now, with its attempts reset. */
	public function retry( WP_REST_Request $request ) {
		$job = Jobs::find( (int) $request['id'] );
		if ( ! $job ) {
			return self::error( 'eventin_job_not_found', __( 'There is no such job.', 'eventin' ), 404 );
		}
		if ( 'failed' !== $job['status'] || ! Jobs::retry( (int) $job['id'] ) ) {
			return self::error( 'eventin_job_not_failed', __( 'Only a failed job can be retried; this one has not failed.', 'eventin' ), 409 );
		}
		return rest_ensure_response( self::item( (array) Jobs::find( (int) $job['id'] ) ) );
	}

	/**
	 * A job as the panel shows it.
	 *
	 * @param array<string, mixed> $row Its row.
	 */
	private static function item( array $row ): array {
		$args = json_decode( (string) $row['args'], true );
		$args = is_array( $args ) ? $args : array();
		$hook = (string) $row['hook'];
		return array(
			'id'           => (int) $row['id'],
			'hook'         => $hook,
			'label'        => (string) apply_filters( 'eventin_job_label', $hook, $hook, $args ),
			'args'         => $args,
			'status'       => (string) $row['status'],
			'attempts'     => (int) $row['attempts'],
			'max_attempts' => (int) $row['max_attempts'],
			'run_at'       => self::instant( $row['run_at'] ),
			'finished_at'  => self::instant( $row['finished_at'] ),
			'stuck'        => 'running' === $row['status'] && ! empty( $row['claimed_at'] ) && strtotime( $row['claimed_at'] . ' UTC' ) < time() - Jobs::STUCK_SECONDS,
			'last_error'   => (string) $row['last_error'],
		);
	}

	/** A UTC DATETIME as ISO 8601, null for none. */
	private static function instant( $datetime ): ?string {
		$time = $datetime && '0000-00-00 00:00:00' !== $datetime ? strtotime( $datetime . ' UTC' ) : false;
		return false === $time ? null : gmdate( 'Y-m-d\TH:i:s\Z', $time );
	}
}
