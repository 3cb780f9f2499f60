<?php
namespace Eventin\Tests;

use Eventin\Permissions\Capabilities;
use WP_REST_Request;
use WP_REST_Response;

/**
 * Each test runs inside a database transaction that is rolled back afterwards, on a real site.
 */
abstract class TestCase extends \PHPUnit\Framework\TestCase {
	protected function setUp(): void {
		parent::setUp();
		global $wpdb;
		$wpdb->query( 'START TRANSACTION' );
		// A PHP notice or warning anywhere fails the test.
		set_error_handler(
			static function ( int $errno, string $message, string $file, int $line ): bool {
				throw new \ErrorException( $message, 0, $errno, $file, $line );
			},
			E_ALL & ~E_DEPRECATED & ~E_USER_DEPRECATED
		);
		$this->reset_request_state();
	}

	protected function tearDown(): void {
		global $wpdb;
		restore_error_handler();
		$wpdb->query( 'ROLLBACK' );
		wp_set_current_user( 0 );
		wp_cache_flush();
		wp_roles()->for_site();
		$this->reset_request_state();
		parent::tearDown();
	}

	private function reset_request_state(): void {
		global $wp_rest_server;
		$wp_rest_server = null;
		wp_cache_flush();
	}

	/** Creates a user with a role; for a custom role the role is added and granted the keys. */
	protected function user( string $role, array $grant = array() ): int {
		if ( ! get_role( $role ) ) {
			add_role( $role, ucfirst( str_replace( '_', ' ', $role ) ), array( 'read' => true ) );
		}
		if ( $grant ) {
			$permissions          = Capabilities::role_permissions();
			$permissions[ $role ] = $grant;
			update_option( Capabilities::OPTION, $permissions );
		}
		return wp_insert_user(
			array(
				'user_login' => $role . '_' . wp_generate_password( 6, false ),
				'user_pass'  => 'password',
				'user_email' => wp_generate_password( 8, false ) . '@example.com',
				'role'       => $role,
			)
		);
	}

	protected function admin(): int {
		return $this->user( 'administrator' );
	}

	/**
	 * Dispatches a REST request as a user (0 = anonymous).
	 *
	 * @param array $params Query parameters for GET and DELETE, JSON body otherwise.
	 */
	protected function rest( string $method, string $route, array $params = array(), int $user_id = 0 ): WP_REST_Response {
		wp_set_current_user( $user_id );
		$request = new WP_REST_Request( $method, '/eventin/v2/' . ltrim( $route, '/' ) );
		if ( in_array( $method, array( 'GET', 'DELETE' ), true ) ) {
			$request->set_query_params( $params );
		} else {
			$request->set_header( 'content-type', 'application/json' );
			$request->set_body( wp_json_encode( $params ) );
		}
		return rest_get_server()->dispatch( $request );
	}

	/**
	 * How many database queries a list read takes from cold caches; the answer must be a list
	 * with items, so that a count of a refusal or of nothing never passes.
	 */
	protected function list_queries( string $route, array $params, int $user_id ): int {
		global $wpdb;
		wp_cache_flush();
		$before   = $wpdb->num_queries;
		$response = $this->rest( 'GET', $route, $params, $user_id );
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$this->assertNotEmpty( $response->get_data() );
		return $wpdb->num_queries - $before;
	}

	protected function assertError( WP_REST_Response $response, int $status, ?string $message = null ): void {
		$this->assertSame( $status, $response->get_status(), wp_json_encode( $response->get_data() ) );
		if ( null !== $message ) {
			$this->assertSame( $message, $response->get_data()['message'] );
		}
	}

	/** Anonymous gets 401, a subscriber 403, whatever the route. */
	protected function assertGuarded( string $method, string $route, array $params = array() ): void {
		$this->assertError( $this->rest( $method, $route, $params ), 401 );
		$this->assertError( $this->rest( $method, $route, $params, $this->user( 'subscriber' ) ), 403 );
	}
}
