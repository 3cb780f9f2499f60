<?php
namespace Eventin\Tests\Admin;

use Eventin\Admin\MediaLibrary;
use Eventin\Tests\TestCase;

/**
 * The media library on demand: what the dashboard passes, and what admin-ajax answers.
 */
final class MediaLibraryTest extends TestCase {
	/** @var array The scripts and styles before the test, given back after it (blocks registered theirs at init). */
	private array $saved = array();

	protected function setUp(): void {
		parent::setUp();
		$this->saved = array( $GLOBALS['wp_scripts'] ?? null, $GLOBALS['wp_styles'] ?? null );
		$this->fresh_dependencies();
	}

	protected function tearDown(): void {
		list( $GLOBALS['wp_scripts'], $GLOBALS['wp_styles'] ) = $this->saved;
		unset( $GLOBALS['wp_actions']['wp_enqueue_media'] );
		unset( $_GET['scripts'], $_GET['styles'], $_REQUEST['_ajax_nonce'] );
		remove_all_filters( 'wp_doing_ajax' );
		remove_all_filters( 'wp_die_ajax_handler' );
		parent::tearDown();
	}

	/** Scripts and styles as a new page has them (wp_enqueue_media() runs once per request). */
	private function fresh_dependencies(): void {
		$GLOBALS['wp_scripts'] = null;
		$GLOBALS['wp_styles']  = null;
		unset( $GLOBALS['wp_actions']['wp_enqueue_media'] );
	}

	public function test_only_users_who_may_upload_files_get_it(): void {
		wp_set_current_user( $this->user( 'subscriber' ) );
		$this->assertNull( MediaLibrary::config() );

		wp_set_current_user( $this->admin() );
		wp_enqueue_script( 'wp-util' );
		wp_enqueue_style( 'buttons' );
		$config = MediaLibrary::config();
		$this->assertIsArray( $config );
		$this->assertStringContainsString( 'admin-ajax.php?action=eventin_media_library&_ajax_nonce=', $config['url'] );
		// The queue with its dependencies.
		$this->assertContains( 'wp-util', $config['scripts'] );
		$this->assertContains( 'jquery', $config['scripts'] );
		$this->assertContains( 'underscore', $config['scripts'] );
		$this->assertContains( 'buttons', $config['styles'] );
		// Resolving them does not print anything or change what the page will print.
		$this->assertSame( array(), wp_scripts()->done );
		$this->assertSame( array( 'wp-util' ), wp_scripts()->queue );
	}

	/**
	 * admin-ajax's answer, as JSON.
	 *
	 * @param array $query The request's scripts and styles.
	 */
	private function respond( array $query ): array {
		add_filter( 'wp_doing_ajax', '__return_true' );
		add_filter(
			'wp_die_ajax_handler',
			static fn() => static function ( $message ) {
				throw new \RuntimeException( is_scalar( $message ) ? (string) $message : 'died' );
			}
		);
		$_REQUEST['_ajax_nonce'] = wp_create_nonce( MediaLibrary::ACTION );
		$_GET                    = array_merge( $_GET, $query );
		ob_start();
		try {
			MediaLibrary::respond();
		} catch ( \RuntimeException $done ) {
			unset( $done );
		}
		return json_decode( (string) ob_get_clean(), true );
	}

	public function test_it_answers_what_the_page_lacks_with_the_templates(): void {
		wp_set_current_user( $this->admin() );
		$answer = $this->respond(
			array(
				'scripts' => 'jquery-core,jquery-migrate,jquery,underscore,wp-util,wp-i18n,wp-hooks',
				'styles'  => 'buttons,dashicons',
			)
		);
		$this->assertTrue( $answer['success'] );
		$html = $answer['data']['html'];
		// The media library's scripts with their settings and translations, its styles, its templates.
		$this->assertStringContainsString( "id='media-views-js'", str_replace( '"', "'", $html ) );
		$this->assertStringContainsString( '_wpMediaViewsL10n', $html );
		$this->assertStringContainsString( '_wpPluploadSettings', $html );
		$this->assertStringContainsString( "id='media-views-css'", str_replace( '"', "'", $html ) );
		$this->assertStringContainsString( 'id="tmpl-media-modal"', $html );
		// Not what the page has.
		$this->assertStringNotContainsString( 'jquery-core-js', $html );
		$this->assertStringNotContainsString( 'wp-util-js', $html );
		$this->assertStringNotContainsString( 'buttons-css', $html );
		// Each script once, dependencies first.
		$this->assertSame( 1, preg_match_all( '/id=[\'"]backbone-js[\'"]/', $html ) );
		$this->assertLessThan( strpos( $html, 'media-views-js' ), strpos( $html, 'media-models-js' ) );
	}

	public function test_it_refuses_users_who_may_not_upload_files(): void {
		wp_set_current_user( $this->user( 'subscriber' ) );
		$answer = $this->respond( array() );
		$this->assertFalse( $answer['success'] );
		$this->assertStringNotContainsString( 'media-views', wp_json_encode( $answer ) );
	}
}
