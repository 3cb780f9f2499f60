<?php
namespace Eventin\Schedules;

use Eventin\Database\Projection;
use Eventin\Modules\Module as Base;

/**
 * Schedules: the post type, the schedules index and routes.
 */
final class Module extends Base {
	public function hooks(): array {
		return array(
			array( 'eventin_speaker_unlinked', array( Schedule::class, 'on_speaker_unlinked' ), 10, 2 ),
			array( 'save_post_' . PostType::NAME, array( Index::class, 'on_change' ), 20 ),
			array( 'deleted_post', array( Index::class, 'on_delete' ), 10, 2 ),
			array( 'added_post_meta', array( Index::class, 'on_meta' ), 10, 3 ),
			array( 'updated_post_meta', array( Index::class, 'on_meta' ), 10, 3 ),
			array( 'deleted_post_meta', array( Index::class, 'on_meta' ), 10, 3 ),
		);
	}

	public function content(): array {
		return array( array( PostType::class, 'register' ) );
	}

	public function controllers(): array {
		return array( SchedulesController::class );
	}

	public function migrations(): array {
		return array(
			3 => array( Schedule::class, 'fill_sort_keys' ),
			9 => array( Migrations::class, 'add_schedule_index' ),
		);
	}

	public function projections(): array {
		return array( 'schedules index' => new Projection( array( Index::class, 'tables' ), array( Index::class, 'rebuild' ) ) );
	}

	public function data(): array {
		return array(
			'tables'     => Index::tables(),
			'post_types' => array( PostType::NAME ),
		);
	}
}
