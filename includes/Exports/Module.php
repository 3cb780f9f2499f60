<?php
namespace Eventin\Exports;

use Eventin\Jobs\Module as Jobs;
use Eventin\Jobs\Runners;
use Eventin\Modules\Module as Base;

/**
 * Exports: their kinds of batch, their daily cleanup, their routes.
 */
final class Module extends Base {
	/** The daily cleanup's job (Export::CLEANUP_HOOK), here so declaring it loads no Export. */
	public const CLEANUP_HOOK = 'eventin_export_cleanup';

	public function hooks(): array {
		return array(
			// No arguments: do_action() without any passes '' as the first, which is no age.
			array( self::CLEANUP_HOOK, array( Export::class, 'cleanup' ), 10, 0 ),
			array( Runners::TICK, array( Export::class, 'queue_cleanup' ) ),
			array( 'eventin_job_label', array( Export::class, 'label' ), 10, 3 ),
			array( Jobs::KINDS_HOOK, array( Export::class, 'define_kinds' ) ),
		);
	}

	public function controllers(): array {
		return array( AttendeeExportsController::class, ResponseExportsController::class );
	}

	public function migrations(): array {
		return array( 24 => array( Migrations::class, 'move_exports_to_batches' ) );
	}

	public function uninstall(): void {
		// Exports are temporary files: they go whatever the setting says.
		Export::remove_all();
	}
}
