<?php
namespace Eventin\Admin;

use Eventin\Events\CategoriesController;
use Eventin\License\LicenseServer;
use Eventin\Permissions\Capabilities;
use Eventin\Rest\Controller;

/**
 * The wp-admin → Eventin page that mounts the admin app.
 *
 * The page itself only needs `read`: the app checks the etn_manage_* permissions and sends users
 * without any of them away with 'Access Denied! Redirecting...'. The menu entry is shown only to
 * users who hold at least one permission.
 */
final class Dashboard {
	public const SLUG   = 'eventin';
	public const HANDLE = 'eventin-admin';

	/** REST paths the app reads before its first screen (src/stores/global/constants.ts). */
	private const PRELOAD = array( '/eventin/v2/permissions/current-user', '/eventin/v2/settings' );

	public static function add_menu(): void {
		add_menu_page(
			__( 'Eventin', 'eventin' ),
			__( 'Eventin', 'eventin' ),
			'read',
			self::SLUG,
			array( self::class, 'render' ),
			'dashicons-calendar-alt',
			26
		);
		// A vendor's key alone opens no screen here: vendors use the front-end dashboard
		// (Widgets\Render\FrontDashboard).
		if ( ! array_diff( Capabilities::for_user( get_current_user_id() ), array( Capabilities::OWN_EVENTS ) ) ) {
			// Keep the page reachable (the app redirects) but out of the menu.
			remove_menu_page( self::SLUG );
		}
	}

	/**
	 * The parts of wp-admin's stylesheet made for other screens (the Dashboard's widgets, the post
	 * editor, revisions, themes, About, menus, widgets, Site Icon). The app draws its screens with
	 * its own and the components' CSS (as on the front-end dashboard, which has none of wp-admin's);
	 * the menu, the admin bar, common, forms, list tables and media stay.
	 */
	private const OTHER_SCREENS_STYLES = array( 'dashboard', 'edit', 'revisions', 'themes', 'about', 'nav-menus', 'widgets', 'site-icon' );

	public static function enqueue( string $hook_suffix ): void {
		if ( 'toplevel_page_' . self::SLUG === $hook_suffix ) {
			self::enqueue_app();
			self::leave_out_other_screens_assets();
		}
	}

	/**
	 * On the Eventin page only: wp-admin's stylesheet without the other screens' parts, and no emoji
	 * script, which swaps emoji for images inside the DOM React renders and owns.
	 */
	public static function leave_out_other_screens_assets(): void {
		$admin_style = wp_styles()->query( 'wp-admin', 'registered' );
		if ( $admin_style ) {
			$admin_style->deps = array_values( array_diff( $admin_style->deps, self::OTHER_SCREENS_STYLES ) );
		}
		remove_action( 'admin_print_scripts', 'print_emoji_detection_script' );
		wp_dequeue_style( 'wp-emoji-styles' );
	}

	/**
	 * The app's script, styles and preloaded answers: on wp-admin → Eventin, and on a public page
	 * holding the front-end dashboard (Widgets\Render\FrontDashboard), which the same bundle mounts.
	 *
	 * @return bool False when the scripts are not built.
	 */
	public static function enqueue_app(): bool {
		$asset_file = EVENTIN_DIR . '/build/admin.asset.php';
		if ( ! is_file( $asset_file ) ) {
			return false;
		}
		$asset = require $asset_file;
		wp_enqueue_script( self::HANDLE, plugins_url( 'build/admin.js', EVENTIN_FILE ), $asset['dependencies'], $asset['version'], true );
		wp_set_script_translations( self::HANDLE, 'eventin', EVENTIN_DIR . '/languages' );
		self::preload();
		// The event banner and speaker photo pickers load the media library when they show
		// (MediaLibrary, config.mediaLibrary): the other screens do without it.
		wp_enqueue_style( 'wp-components' );
		if ( is_file( EVENTIN_DIR . '/build/admin.css' ) ) {
			wp_enqueue_style( self::HANDLE, plugins_url( 'build/admin.css', EVENTIN_FILE ), array( 'wp-components' ), $asset['version'] );
			// Right-to-left languages load the mirrored build (admin-rtl.css).
			wp_style_add_data( self::HANDLE, 'rtl', 'replace' );
		}
		return true;
	}

	/**
	 * Answers every screen asks for first, in the page (as the block editor does): the app starts
	 * without waiting for them. Only answers with status 200 are kept. The front-end dashboard
	 * (Widgets\Render\FrontDashboard) preloads the same.
	 */
	public static function preload(): void {
		$preloaded = array_reduce( self::PRELOAD, 'rest_preload_api_request', array() );
		wp_add_inline_script(
			'wp-api-fetch',
			sprintf( 'wp.apiFetch.use( wp.apiFetch.createPreloadingMiddleware( %s ) );', wp_json_encode( $preloaded ) ),
			'after'
		);
	}

	/** What the app needs before its first request, as JSON on its root element. */
	public static function config(): array {
		$meta_fields = array();
		foreach ( CategoriesController::registered_meta_fields() as $key => $field ) {
			$meta_fields[] = array( 'key' => $key ) + $field;
		}
		return array(
			'homeUrl'            => home_url( '/' ),
			'adminUrl'           => admin_url(),
			'restNamespace'      => Controller::NAMESPACE,
			'categoryMetaFields' => $meta_fields,
			'licenseAccountUrl'  => LicenseServer::account_url(),
			// What src/admin/utils/site-date.ts writes dates with (Settings → General).
			'date'               => array(
				'dateFormat'  => (string) get_option( 'date_format', 'F j, Y' ),
				'timeFormat'  => (string) get_option( 'time_format', 'g:i a' ),
				'timezone'    => (string) get_option( 'timezone_string', '' ),
				'gmtOffset'   => (float) get_option( 'gmt_offset', 0 ),
				'startOfWeek' => (int) get_option( 'start_of_week', 0 ),
				'locale'      => str_replace( '_', '-', get_user_locale() ),
			),
			'mediaLibrary'       => MediaLibrary::config(),
		);
	}

	public static function render(): void {
		if ( ! is_file( EVENTIN_DIR . '/build/admin.asset.php' ) ) {
			echo '<div class="wrap"><div class="notice notice-error"><p>' . esc_html__( 'The Eventin dashboard has not been built: run "npm run build" in the plugin folder.', 'eventin' ) . '</p></div></div>';
			return;
		}
		printf(
			'<div id="eventin-dashboard" class="eventin-dashboard" data-config="%s"></div>',
			esc_attr( wp_json_encode( self::config() ) )
		);
	}
}
