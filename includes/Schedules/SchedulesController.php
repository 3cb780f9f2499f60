<?php
namespace Eventin\Schedules;

use Eventin\Permissions\Capabilities;
use Eventin\Rest\Controller;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

/**
 * eventin/v2/schedules: list, read, create, update, trash, restore, delete and clone. Everything
 * needs etn_manage_schedule. The contract is in includes/README.md.
 */
final class SchedulesController extends Controller {
	/** @var string */
	protected $rest_base = 'schedules';

	public function register_routes(): void {
		$permission = $this->require_capability( Capabilities::SCHEDULE );
		$this->register_crud_routes(
			$permission,
			array(
				'force' => array(
					'description' => __( 'Delete a trashed schedule for good instead of moving it to the trash.', 'eventin' ),
					'type'        => 'boolean',
					'default'     => false,
				),
			)
		);
		$actions = array(
			'restore' => array( WP_REST_Server::CREATABLE ),
			// SPEC names a GET for cloning; our client POSTs.
			'clone'   => array( WP_REST_Server::READABLE, WP_REST_Server::CREATABLE ),
		);
		foreach ( $actions as $action => $methods ) {
			register_rest_route(
				$this->namespace,
				'/' . $this->rest_base . '/(?P<id>\d+)/' . $action,
				array(
					'methods'             => $methods,
					'callback'            => array( $this, $action . '_item' ),
					'permission_callback' => $permission,
				)
			);
		}
	}

	public function get_collection_params(): array {
		return $this->list_args() + array(
			'year'   => array(
				'description' => __( 'Only the schedules of this year.', 'eventin' ),
				'type'        => 'integer',
				'minimum'     => 1,
				'maximum'     => 9999,
			),
			'status' => array(
				'description' => __( 'publish, or trash for the schedules in the trash.', 'eventin' ),
				'type'        => 'string',
				'enum'        => array( 'publish', 'trash' ),
				'default'     => 'publish',
			),
		);
	}

	/** @param WP_REST_Request $request */
	public function get_items( $request ) {
		$per_page              = (int) $request['per_page'];
		list( $ids, $total ) = Schedule::query(
			array(
				'search' => trim( (string) $request['search'] ),
				'year'   => $request['year'] ? (int) $request['year'] : null,
				'status' => 'trash' === $request['status'] ? 'trash' : array( 'publish', 'draft' ),
			),
			(int) $request['paged'],
			$per_page
		);
		return $this->list_response( Schedule::read_many( $ids ), $total, $per_page );
	}

	/** @param WP_REST_Request $request */
	public function get_item( $request ) {
		$schedule = $this->find( $request );
		return is_wp_error( $schedule ) ? $schedule : rest_ensure_response( $schedule );
	}

	/** @param WP_REST_Request $request */
	public function create_item( $request ) {
		$changes = Schedule::validate( $this->body( $request ), null );
		if ( is_wp_error( $changes ) ) {
			return $changes;
		}
		return $this->saved( Schedule::save( 0, $changes ), 201 );
	}

	/** @param WP_REST_Request $request */
	public function update_item( $request ) {
		$schedule = $this->find( $request );
		if ( is_wp_error( $schedule ) ) {
			return $schedule;
		}
		if ( 'trash' === $schedule['status'] ) {
			return self::error( 'eventin_schedule_trashed', __( 'Restore the schedule from the trash before changing it.', 'eventin' ) );
		}
		$changes = Schedule::validate( $this->body( $request ), $schedule );
		if ( is_wp_error( $changes ) ) {
			return $changes;
		}
		return $this->saved( Schedule::save( $schedule['id'], $changes ) );
	}

	/** @param WP_REST_Request $request */
	public function delete_item( $request ) {
		$schedule = $this->find( $request );
		if ( is_wp_error( $schedule ) ) {
			return $schedule;
		}
		if ( $request['force'] ) {
			if ( 'trash' !== $schedule['status'] ) {
				return self::error( 'eventin_schedule_not_trashed', __( 'Move the schedule to the trash before deleting it for good.', 'eventin' ) );
			}
			wp_delete_post( $schedule['id'], true );
			return rest_ensure_response(
				array(
					'deleted' => array( $schedule['id'] ),
					'trashed' => false,
				)
			);
		}
		if ( 'trash' === $schedule['status'] ) {
			return self::error( 'eventin_schedule_trashed', __( 'The schedule is already in the trash.', 'eventin' ) );
		}
		wp_trash_post( $schedule['id'] );
		return rest_ensure_response(
			array(
				'deleted' => array( $schedule['id'] ),
				'trashed' => true,
			)
		);
	}

	/** Moves every id to the trash or, when one is not a schedule, none of them. */
	public function delete_items( WP_REST_Request $request ) {
		$ids     = $request['ids'];
		$missing = array_values( array_filter( $ids, static fn( $id ) => ! Schedule::exists( $id ) ) );
		if ( $missing ) {
			/* translators: %s: schedule ids */
			return self::error( 'eventin_schedule_not_found', sprintf( __( 'These schedules do not exist: %s.', 'eventin' ), implode( ', ', $missing ) ), 404 );
		}
		foreach ( $ids as $id ) {
			if ( 'trash' !== get_post_status( $id ) ) {
				wp_trash_post( $id );
			}
		}
		return rest_ensure_response(
			array(
				'deleted' => $ids,
				'trashed' => true,
			)
		);
	}

	/** @param WP_REST_Request $request */
	public function restore_item( $request ) {
		$schedule = $this->find( $request );
		if ( is_wp_error( $schedule ) ) {
			return $schedule;
		}
		if ( 'trash' !== $schedule['status'] ) {
			return self::error( 'eventin_schedule_not_trashed', __( 'The schedule is not in the trash.', 'eventin' ) );
		}
		wp_untrash_post( $schedule['id'] );
		wp_update_post(
			array(
				'ID'          => $schedule['id'],
				'post_status' => 'publish',
			)
		);
		return rest_ensure_response( Schedule::read( $schedule['id'] ) );
	}

	/** @param WP_REST_Request $request */
	public function clone_item( $request ) {
		$schedule = $this->find( $request );
		return is_wp_error( $schedule ) ? $schedule : $this->saved( Schedule::duplicate( $schedule['id'] ), 201 );
	}

	/** @return array|\WP_Error The schedule as read(), or 404. */
	private function find( WP_REST_Request $request ) {
		$id = (int) $request['id'];
		return Schedule::exists( $id ) ? Schedule::read( $id ) : self::error( 'eventin_schedule_not_found', __( 'This schedule does not exist.', 'eventin' ), 404 );
	}

	/** @param int|\WP_Error $id */
	private function saved( $id, int $status = 200 ) {
		if ( is_wp_error( $id ) ) {
			return self::error( 'eventin_schedule_not_saved', $id->get_error_message(), 500 );
		}
		$response = new WP_REST_Response( Schedule::read( $id ) );
		$response->set_status( $status );
		return $response;
	}
}
