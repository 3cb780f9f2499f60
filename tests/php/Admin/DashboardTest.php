<?php
namespace Eventin\Tests\Admin;

use Eventin\Admin\Dashboard;
use Eventin\Tests\TestCase;

/**
 * What the Eventin page loads of WordPress's own assets: wp-admin's stylesheet without the other
 * screens' parts, and no emoji script; other admin pages keep them.
 */
final class DashboardTest extends TestCase {
	/** @var array The scripts and styles before the test, given back after it. */
	private array $saved = array();

	protected function setUp(): void {
		parent::setUp();
		$this->saved           = array( $GLOBALS['wp_scripts'] ?? null, $GLOBALS['wp_styles'] ?? null );
		$GLOBALS['wp_scripts'] = null;
		$GLOBALS['wp_styles']  = null;
		add_action( 'admin_print_scripts', 'print_emoji_detection_script' );
		wp_set_current_user( $this->admin() );
	}

	protected function tearDown(): void {
		list( $GLOBALS['wp_scripts'], $GLOBALS['wp_styles'] ) = $this->saved;
		add_action( 'admin_print_scripts', 'print_emoji_detection_script' );
		parent::tearDown();
	}

	/**
	 * The stylesheets a page with wp-admin's styles would print, in order.
	 */
	private function admin_styles(): array {
		$styles        = wp_styles();
		$styles->to_do = array();
		$styles->all_deps( array( 'colors' ) );
		return $styles->to_do;
	}

	public function test_the_eventin_page_leaves_out_the_other_screens_styles_and_emoji(): void {
		$everywhere = $this->admin_styles();
		$this->assertContains( 'edit', $everywhere );

		Dashboard::enqueue( 'toplevel_page_' . Dashboard::SLUG );
		$ours = $this->admin_styles();

		foreach ( array( 'dashboard', 'edit', 'revisions', 'themes', 'about', 'nav-menus', 'widgets', 'site-icon' ) as $handle ) {
			$this->assertNotContains( $handle, $ours );
		}
		// The frame the app sits in keeps its styles.
		foreach ( array( 'dashicons', 'common', 'forms', 'admin-menu', 'list-tables', 'media', 'l10n', 'buttons' ) as $handle ) {
			$this->assertContains( $handle, $ours );
		}
		$this->assertFalse( has_action( 'admin_print_scripts', 'print_emoji_detection_script' ) );
		$this->assertFalse( wp_style_is( 'wp-emoji-styles', 'enqueued' ) );
	}

	public function test_other_admin_pages_keep_them(): void {
		$before = $this->admin_styles();

		Dashboard::enqueue( 'index.php' );

		$this->assertSame( $before, $this->admin_styles() );
		$this->assertNotFalse( has_action( 'admin_print_scripts', 'print_emoji_detection_script' ) );
	}
}
