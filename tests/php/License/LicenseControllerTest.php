<?php
namespace Eventin\Tests\License;

use Eventin\License\License;
use Eventin\Permissions\Capabilities;
use Eventin\Tests\TestCase;

/**
 * Against the local license server bin/test.mjs starts (bin/lib/license-server.mjs).
 */
final class LicenseControllerTest extends TestCase {
	private function form( string $key ): array {
		return array(
			'name'        => 'Ada Admin',
			'email'       => 'ada@example.com',
			'license_key' => $key,
		);
	}

	private function key( string $kind ): string {
		return $kind . '-' . wp_generate_password( 16, false );
	}

	public function test_only_super_admins_reach_the_license(): void {
		$settings_manager = $this->user( 'settings_keeper', array( Capabilities::SETTING ) );
		foreach ( array( array( 'GET', 'license' ), array( 'POST', 'license/activate' ), array( 'POST', 'license/deactivate' ) ) as list( $method, $route ) ) {
			$this->assertGuarded( $method, $route );
			$this->assertError( $this->rest( $method, $route, array(), $settings_manager ), 403, 'Only administrators may manage the license.' );
		}
	}

	public function test_activate_read_and_deactivate(): void {
		$admin = $this->admin();
		$this->assertSame( array( 'data' => null ), $this->rest( 'GET', 'license', array(), $admin )->get_data() );

		$key       = $this->key( 'valid' );
		$activated = $this->rest( 'POST', 'license/activate', $this->form( $key ), $admin );
		$this->assertSame( 200, $activated->get_status(), wp_json_encode( $activated->get_data() ) );
		$this->assertSame( 'License activated successfully', $activated->get_data()['message'] );
		$data = $activated->get_data()['data'];
		$this->assertSame( 'valid', $data['license'] );
		$this->assertSame( 'Ada Admin', $data['name'] );
		$this->assertSame( 'ada@example.com', $data['email'] );
		$this->assertSame( '••••••••' . substr( $key, -4 ), $data['key'] );
		$this->assertSame( 'Eventin Pro', $data['item_name'] );
		$this->assertSame( 0, $data['activations_left'] );
		$this->assertMatchesRegularExpression( '/^\d{4}-\d\d-\d\d 23:59:59$/', $data['expires'] );
		$this->assertStringNotContainsString( $key, wp_json_encode( $this->rest( 'GET', 'license', array(), $admin )->get_data() ) );
		$this->assertSame( $data, $this->rest( 'GET', 'license', array(), $admin )->get_data()['data'] );
		$check = $this->queued_check();
		$this->assertNotNull( $check, 'the daily check is a queued job' );
		$this->assertEqualsWithDelta( time() + DAY_IN_SECONDS, strtotime( $check['run_at'] . ' UTC' ), 5 );

		$deactivated = $this->rest( 'POST', 'license/deactivate', array(), $admin );
		$this->assertSame(
			array(
				'data'    => null,
				'message' => 'License deactivated',
			),
			$deactivated->get_data()
		);
		$this->assertNull( License::data() );
		$this->assertNull( $this->queued_check(), 'taken back' );
		$this->assertError( $this->rest( 'POST', 'license/deactivate', array(), $admin ), 400, 'There is no license to deactivate.' );
	}

	public function test_the_server_refusals_store_nothing(): void {
		$admin = $this->admin();
		$taken = $this->key( 'valid' );
		$this->assertSame( 200, $this->rest( 'POST', 'license/activate', $this->form( $taken ), $admin )->get_status() );
		delete_option( License::OPTION );
		// The same key is now used up by "another site" (this one, forgotten locally); a second
		// site URL gets no activation.
		add_filter( 'home_url', $other_site = static fn() => 'http://other.example' );
		try {
			$cases = array(
				array( $this->key( 'nope' ), 'This license key is not valid.' ),
				array( $this->key( 'expired' ), 'This license key has expired.' ),
				array( $this->key( 'disabled' ), 'This license key has been disabled.' ),
				array( $this->key( 'limit' ), 'This license key has reached its activation limit.' ),
				array( $taken, 'This license key has reached its activation limit.' ),
			);
			foreach ( $cases as list( $key, $message ) ) {
				$this->assertError( $this->rest( 'POST', 'license/activate', $this->form( $key ), $admin ), 400, $message );
				$this->assertFalse( get_option( License::OPTION ) );
			}
		} finally {
			remove_filter( 'home_url', $other_site );
		}
	}

	public function test_bad_input_names_each_field(): void {
		$response = $this->rest(
			'POST',
			'license/activate',
			array(
				'name'  => ' ',
				'email' => 'not-an-email',
			),
			$this->admin()
		);
		$this->assertError( $response, 400, 'Please input your name!' );
		$this->assertSame(
			array(
				'name'        => 'Please input your name!',
				'email'       => 'Enter Valid Email!',
				'license_key' => 'Please input your license key!',
			),
			$response->get_data()['data']['params']
		);
		$this->assertError( $this->rest( 'POST', 'license/activate', $this->form( 'valid-with space' ), $this->admin() ), 400 );
		$this->assertFalse( get_option( License::OPTION ) );
	}

	public function test_an_unreachable_or_missing_server_is_a_clear_error(): void {
		$admin = $this->admin();
		add_filter( 'eventin_license_server', $closed = static fn() => 'http://localhost:9/' );
		try {
			$this->assertError(
				$this->rest( 'POST', 'license/activate', $this->form( $this->key( 'valid' ) ), $admin ),
				503,
				'The license server could not be reached. Check the site\'s connection and try again in a few minutes.'
			);
		} finally {
			remove_filter( 'eventin_license_server', $closed );
		}
		add_filter( 'eventin_license_server', '__return_empty_string' );
		try {
			$this->assertError( $this->rest( 'POST', 'license/activate', $this->form( $this->key( 'valid' ) ), $admin ), 500, 'No license server is configured for this site.' );
		} finally {
			remove_filter( 'eventin_license_server', '__return_empty_string' );
		}
		$this->assertFalse( get_option( License::OPTION ) );
	}

	public function test_the_daily_check_keeps_what_the_server_says(): void {
		$admin = $this->admin();
		$this->rest( 'POST', 'license/activate', $this->form( $this->key( 'valid' ) ), $admin );
		// The server no longer knows this site: its answer is kept, and the page no longer says valid.
		add_filter( 'home_url', $moved = static fn() => 'http://moved.example' );
		try {
			License::refresh();
		} finally {
			remove_filter( 'home_url', $moved );
		}
		$this->assertSame( 'site_inactive', License::data()['license'] );
		// No answer: the job fails this attempt with the reason, and is tried again later.
		add_filter( 'eventin_license_server', '__return_empty_string' );
		try {
			License::refresh();
			$this->fail( 'a check without an answer fails' );
		} catch ( \RuntimeException $error ) {
			$this->assertSame( 'No license server is configured for this site.', $error->getMessage() );
		} finally {
			remove_filter( 'eventin_license_server', '__return_empty_string' );
		}
		$this->assertSame( 'site_inactive', License::data()['license'] );
		$this->rest( 'POST', 'license/deactivate', array(), $admin );
	}

	/** The queued license check, or null. */
	private function queued_check(): ?array {
		global $wpdb;
		$row = $wpdb->get_row( $wpdb->prepare( 'SELECT * FROM ' . \Eventin\Jobs\Jobs::table() . " WHERE hook = %s AND status = 'queued'", License::CHECK ), ARRAY_A );
		return $row ? $row : null;
	}
}
