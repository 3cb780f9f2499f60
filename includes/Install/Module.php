<?php
namespace Eventin\Install;

use Eventin\Modules\Module as Base;

/**
 * Installing: the migrations run on the first request after an update (Install\Migrations).
 */
final class Module extends Base {
	public function hooks(): array {
		return array(
			array( 'plugins_loaded', array( Migrations::class, 'maybe_run' ) ),
		);
	}

	public function data(): array {
		return array( 'options' => array( Migrations::OPTION ) );
	}
}
