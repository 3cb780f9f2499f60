<?php
namespace Eventin\Permissions;

use Eventin\Rest\Controller;
use WP_REST_Server;

/**
 * eventin/v2/permissions/current-user: who is signed in and which etn_manage_* keys they hold.
 */
final class CurrentUserController extends Controller {
	/** @var string */
	protected $rest_base = 'permissions/current-user';

	public function register_routes(): void {
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base,
			array(
				$this->endpoint( WP_REST_Server::READABLE, 'get_item', $this->require_login(), $this->context_arg() ),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
	}

	protected function item_schema(): array {
		$keys  = array( 'items' => array( 'type' => 'string' ) );
		return array(
			'properties' => array(
				'ID'             => self::readonly_field( __( 'The user id.', 'eventin' ), 'integer' ),
				'display_name'   => self::readonly_field( __( 'The name people see.', 'eventin' ), 'string' ),
				'roles'          => self::readonly_field( __( 'The user\'s roles.', 'eventin' ), 'array', $keys ),
				'is_super_admin' => self::readonly_field( __( 'Whether the user manages access and the license.', 'eventin' ), 'boolean' ),
				'permissions'    => self::readonly_field( __( 'The etn_manage_* keys the user holds.', 'eventin' ), 'array', $keys ),
			),
		);
	}

	public function get_item( $request ) {
		$user = wp_get_current_user();
		return rest_ensure_response(
			array(
				'ID'             => $user->ID,
				'display_name'   => $user->display_name,
				'roles'          => array_values( (array) $user->roles ),
				'is_super_admin' => Capabilities::is_super_admin( $user->ID ),
				'permissions'    => Capabilities::for_user( $user->ID ),
			)
		);
	}
}
