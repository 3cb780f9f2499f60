<?php
namespace Eventin\License;

use Eventin\Permissions\Capabilities;
use Eventin\Rest\Controller;
use WP_Error;
use WP_REST_Request;
use WP_REST_Server;

/**
 * eventin/v2/license: read, activate, deactivate. Super admins only: the license is the site's.
 */
final class LicenseController extends Controller {
	/** @var string */
	protected $rest_base = 'license';

	public function register_routes(): void {
		$permission = static function () {
			if ( ! is_user_logged_in() ) {
				return self::error( 'rest_not_logged_in', __( 'You must be logged in to do that.', 'eventin' ), 401 );
			}
			return Capabilities::is_super_admin( get_current_user_id() )
				? true
				: self::error( 'rest_forbidden', __( 'Only administrators may manage the license.', 'eventin' ), 403 );
		};
		$route = fn( string $path, string $methods, string $callback ) => register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . $path,
			array(
				'methods'             => $methods,
				'callback'            => array( $this, $callback ),
				'permission_callback' => $permission,
			)
		);
		$route( '', WP_REST_Server::READABLE, 'read' );
		$route( '/activate', WP_REST_Server::CREATABLE, 'activate' );
		$route( '/deactivate', WP_REST_Server::CREATABLE, 'deactivate' );
	}

	public function read() {
		return rest_ensure_response( array( 'data' => License::data() ) );
	}

	public function activate( WP_REST_Request $request ) {
		$body   = $this->body( $request );
		$fields = array();
		foreach ( array( 'name', 'email', 'license_key' ) as $field ) {
			$fields[ $field ] = is_string( $body[ $field ] ?? null ) ? trim( $body[ $field ] ) : '';
		}
		$errors = array();
		if ( '' === $fields['name'] ) {
			$errors['name'] = __( 'Please input your name!', 'eventin' );
		}
		if ( ! is_email( $fields['email'] ) ) {
			$errors['email'] = __( 'Enter Valid Email!', 'eventin' );
		}
		if ( '' === $fields['license_key'] ) {
			$errors['license_key'] = __( 'Please input your license key!', 'eventin' );
		} elseif ( ! preg_match( '/^[\x21-\x7e]{1,200}$/', $fields['license_key'] ) ) {
			$errors['license_key'] = __( 'A license key is letters and digits without spaces, as your purchase receipt shows it.', 'eventin' );
		}
		if ( $errors ) {
			return new WP_Error(
				'rest_invalid_param',
				reset( $errors ),
				array(
					'status' => 400,
					'params' => $errors,
				)
			);
		}
		$data = License::activate( sanitize_text_field( $fields['name'] ), sanitize_email( $fields['email'] ), $fields['license_key'] );
		if ( is_wp_error( $data ) ) {
			return $data;
		}
		return rest_ensure_response(
			array(
				'data'    => $data,
				'message' => __( 'License activated successfully', 'eventin' ),
			)
		);
	}

	public function deactivate() {
		$done = License::deactivate();
		if ( is_wp_error( $done ) ) {
			return $done;
		}
		return rest_ensure_response(
			array(
				'data'    => null,
				'message' => __( 'License deactivated', 'eventin' ),
			)
		);
	}
}
