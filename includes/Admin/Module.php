<?php
namespace Eventin\Admin;

use Eventin\Modules\Module as Base;

/**
 * wp-admin: the Eventin page, the media library answer, the sales glance and the payments notice.
 */
final class Module extends Base {
	public function hooks(): array {
		return array(
			array( 'admin_menu', array( Dashboard::class, 'add_menu' ) ),
			array( 'admin_enqueue_scripts', array( Dashboard::class, 'enqueue' ) ),
			array( 'wp_ajax_' . MediaLibrary::ACTION, array( MediaLibrary::class, 'respond' ) ),
			array( 'wp_dashboard_setup', array( SalesGlance::class, 'add' ) ),
			array( 'admin_notices', array( PaymentsNotice::class, 'render' ) ),
		);
	}
}
