<?php
namespace Eventin\Settings;

use Eventin\Modules\Module as Base;

/**
 * General settings: the option, its defaults (each module's), its routes.
 */
final class Module extends Base {
	public function controllers(): array {
		return array( SettingsController::class );
	}

	public function migrations(): array {
		return array( 1 => array( Settings::class, 'add_defaults' ) );
	}

	public function settings(): array {
		return array( 'delete_data_on_uninstall' => 'off' );
	}

	public function data(): array {
		return array( 'options' => array( Settings::OPTION ) );
	}
}
