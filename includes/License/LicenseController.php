<?php
namespace Eventin\License;

use Eventin\Permissions\Capabilities;
use Eventin\Rest\Controller;
use WP_REST_Request;
use WP_REST_Server;

/**
 * eventin/v2/license: read, activate, deactivate. Super admins only: the license is the site's.
 */
final class LicenseController extends Controller {
	/** @var string */
	protected $rest_base = 'license';

	public function register_routes(): void {
		$permission = $this->require_user( static fn() => Capabilities::is_super_admin( get_current_user_id() ), __( 'Only administrators may manage the license.', 'eventin' ) );
		$route = fn( string $path, string $methods, string $callback, array $args, array $answer ) => register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . $path,
			array(
				$this->endpoint( $methods, $callback, $permission, $args ),
				'schema' => fn() => array(
					'$schema'    => 'http://json-schema.org/draft-04/schema#',
					'title'      => 'eventin-license' . str_replace( '/', '-', $path ),
					'type'       => 'object',
					'properties' => $answer,
				),
			)
		);
		$data    = $this->get_item_schema()['properties'];
		$message = array(
			'message' => self::readonly_field( __( 'What happened, for people.', 'eventin' ), 'string' ),
		);
		$route( '', WP_REST_Server::READABLE, 'read', $this->context_arg(), $data );
		$route( '/activate', WP_REST_Server::CREATABLE, 'activate', $this->activation_args(), $data + $message );
		$route( '/deactivate', WP_REST_Server::CREATABLE, 'deactivate', $this->context_arg(), $data + $message );
	}

	/** The answers: { data } with the license, null without one. */
	protected function item_schema(): array {
		$field = static fn( string $description, $type ) => array(
			'description' => $description,
			'type'        => $type,
		);
		return array(
			'properties' => array(
				'data' => array(
					'description' => __( 'The license; null without one.', 'eventin' ),
					'type'        => array( 'object', 'null' ),
					'readonly'    => true,
					'properties'  => array(
						'license'          => $field( __( 'What the license server says: valid, expired, disabled, invalid, site_inactive, …', 'eventin' ), 'string' ),
						'name'             => $field( __( 'Who the license is registered to.', 'eventin' ), 'string' ),
						'email'            => $field( __( 'Their e-mail address.', 'eventin' ), 'string' ),
						'key'              => $field( __( 'The key, masked but for its last 4 characters.', 'eventin' ), 'string' ),
						'expires'          => $field( __( 'When it expires, as the server says (or lifetime).', 'eventin' ), array( 'string', 'null' ) ),
						'item_name'        => $field( __( 'The product.', 'eventin' ), array( 'string', 'null' ) ),
						'license_limit'    => $field( __( 'How many sites it may be active on.', 'eventin' ), array( 'integer', 'string', 'null' ) ),
						'site_count'       => $field( __( 'How many sites it is active on.', 'eventin' ), array( 'integer', 'null' ) ),
						'activations_left' => $field( __( 'How many activations are left.', 'eventin' ), array( 'integer', 'string', 'null' ) ),
						'checked_at'       => $field( __( 'When the server was last asked.', 'eventin' ), array( 'string', 'null' ) ),
					),
				),
			),
		);
	}

	/** What activating takes; everything is needed. */
	private function activation_args(): array {
		$key = __( 'Please input your license key!', 'eventin' );
		return array(
			'name'        => array(
				'description'  => __( 'Who the license is registered to.', 'eventin' ),
				'type'         => 'string',
				'format'       => 'text-field',
				'minLength'    => 1,
				'required'     => true,
				'errorMessage' => __( 'Please input your name!', 'eventin' ),
			),
			'email'       => array(
				'description'  => __( 'Their e-mail address.', 'eventin' ),
				'type'         => 'string',
				'format'       => 'email',
				'required'     => true,
				'errorMessage' => __( 'Enter Valid Email!', 'eventin' ),
			),
			'license_key' => array(
				'description'  => __( 'The license key from the purchase receipt.', 'eventin' ),
				'type'         => 'string',
				'minLength'    => 1,
				'pattern'      => '^\s*[\x21-\x7e]{1,200}\s*$',
				'required'     => true,
				'errorMessage' => array_fill_keys( array( 'required', 'type', 'minLength' ), $key )
					+ array( 'pattern' => __( 'A license key is letters and digits without spaces, as your purchase receipt shows it.', 'eventin' ) ),
			),
		);
	}

	public function read() {
		return rest_ensure_response( array( 'data' => License::data() ) );
	}

	public function activate( WP_REST_Request $request ) {
		$data = License::activate( sanitize_text_field( $request['name'] ), sanitize_email( $request['email'] ), trim( $request['license_key'] ) );
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
