<?php
namespace Eventin\Schedules;

use Eventin\Permissions\Capabilities;
use Eventin\Rest\PostsController;
use WP_REST_Request;

/**
 * eventin/v2/schedules: list, read, create, update, trash, restore, delete and clone. Everything
 * needs etn_manage_schedule. The contract is in includes/README.md.
 */
final class SchedulesController extends PostsController {
	/** @var string */
	protected $rest_base = 'schedules';

	protected function model(): string {
		return Schedule::class;
	}

	protected function entity(): string {
		return 'schedule';
	}

	protected function capability(): string {
		return Capabilities::SCHEDULE;
	}

	protected function messages(): array {
		return array(
			'not_found'       => __( 'This schedule does not exist.', 'eventin' ),
			/* translators: %s: schedule ids */
			'missing_ids'     => __( 'These schedules do not exist: %s.', 'eventin' ),
			'trashed'         => __( 'Restore the schedule from the trash before changing it.', 'eventin' ),
			'already_trashed' => __( 'The schedule is already in the trash.', 'eventin' ),
			'not_trashed'     => __( 'The schedule is not in the trash.', 'eventin' ),
			'trash_first'     => __( 'Move the schedule to the trash before deleting it for good.', 'eventin' ),
			'changed'         => __( 'This schedule was changed by someone else', 'eventin' ),
			'busy'            => __( 'Someone else is saving this schedule; try again in a moment.', 'eventin' ),
		);
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
		$per_page            = (int) $request['per_page'];
		list( $ids, $total ) = Schedule::query(
			array(
				'search' => trim( (string) $request['search'] ),
				'year'   => $request['year'] ? (int) $request['year'] : null,
				'trash'  => 'trash' === $request['status'],
			),
			(int) $request['paged'],
			$per_page
		);
		return $this->list_response( Schedule::read_many( $ids ), $total, $per_page );
	}
}
