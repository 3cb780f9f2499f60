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
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => array( $this, 'get_item' ),
				'permission_callback' => $this->require_login(),
			)
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
