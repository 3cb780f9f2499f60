<?php
namespace Eventin\Permissions;

use Eventin\Modules\Module as Base;

/**
 * Role permissions: the `etn_manage_*` meta capabilities and their routes.
 */
final class Module extends Base {
	public function hooks(): array {
		return array(
			array( 'map_meta_cap', array( Capabilities::class, 'map_meta_cap' ), 10, 4 ),
		);
	}

	public function controllers(): array {
		return array( CurrentUserController::class, PermissionsController::class );
	}

	public function migrations(): array {
		return array( 1 => array( Capabilities::class, 'add_default_permissions' ) );
	}

	public function data(): array {
		return array( 'options' => array( Capabilities::OPTION ) );
	}
}
