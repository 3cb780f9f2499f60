<?php
namespace Eventin\License;

use Eventin\Jobs\Runners;
use Eventin\Modules\Module as Base;

/**
 * The license: its daily check as a background job, its routes.
 */
final class Module extends Base {
	/** The daily check's job (License::CHECK), here so declaring it loads no License. */
	public const CHECK_HOOK = 'eventin_license_check';

	public function hooks(): array {
		return array(
			// No arguments: do_action() without any passes '' as the first.
			array( self::CHECK_HOOK, array( License::class, 'refresh' ), 10, 0 ),
			array( Runners::TICK, array( License::class, 'queue_check' ) ),
			array( 'eventin_job_label', array( License::class, 'label' ), 10, 2 ),
		);
	}

	public function controllers(): array {
		return array( LicenseController::class );
	}

	public function data(): array {
		return array( 'options' => array( License::OPTION ) );
	}

	public function uninstall(): void {
		// Nothing would answer the daily license check any more.
		wp_clear_scheduled_hook( License::CHECK );
	}
}
