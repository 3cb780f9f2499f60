<?php
namespace Eventin\Admin;

use Eventin\Modules\Module as Base;

/**
 * wp-admin: the Eventin page, the media library answer, the sales glance and the payments notice.
 */
final class Module extends Base {
	/** The media library's admin-ajax action (MediaLibrary::ACTION), here so declaring it loads no MediaLibrary. */
	public const MEDIA_ACTION = 'eventin_media_library';

	public function hooks(): array {
		return array(
			array( 'admin_menu', array( Dashboard::class, 'add_menu' ) ),
			array( 'admin_enqueue_scripts', array( Dashboard::class, 'enqueue' ) ),
			array( 'wp_ajax_' . self::MEDIA_ACTION, array( MediaLibrary::class, 'respond' ) ),
			array( 'wp_dashboard_setup', array( SalesGlance::class, 'add' ) ),
			array( 'admin_notices', array( PaymentsNotice::class, 'render' ) ),
		);
	}
}
