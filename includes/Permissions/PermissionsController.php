<?php
namespace Eventin\Permissions;

use Eventin\Rest\Controller;
use WP_REST_Response;
use WP_REST_Server;

/**
 * eventin/v2/permissions: the Manage Access screen. Super admins only, so nobody grants themselves
 * more through the screen that grants permissions.
 */
final class PermissionsController extends Controller {
	/** @var string */
	protected $rest_base = 'permissions';

	public function register_routes(): void {
		$permission = $this->require_super_admin();
		$read       = fn( callable $callback ) => array(
			'methods'             => WP_REST_Server::READABLE,
			'callback'            => $callback,
			'permission_callback' => $permission,
		);
		register_rest_route( $this->namespace, '/' . $this->rest_base, $read( static fn() => rest_ensure_response( Capabilities::catalogue() ) ) );
		register_rest_route( $this->namespace, '/' . $this->rest_base . '/roles', $read( static fn() => rest_ensure_response( (object) RoleSettings::roles() ) ) );
		register_rest_route( $this->namespace, '/' . $this->rest_base . '/settings', $read( static fn() => rest_ensure_response( (object) RoleSettings::settings() ) ) );

		$write_args = array(
			'permissions' => array(
				'description' => __( 'The permission keys the role holds.', 'eventin' ),
				'type'        => 'array',
				'items'       => array( 'type' => 'string' ),
			),
		);
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/(?P<role>[^/]+)',
			array(
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'add_role' ),
					'permission_callback' => $permission,
				),
				array(
					'methods'             => 'PUT, PATCH',
					'callback'            => array( $this, 'save_role' ),
					'permission_callback' => $permission,
				),
				'args' => array(
					'role' => array(
						'description' => __( 'The role name, e.g. editor.', 'eventin' ),
						'type'        => 'string',
					),
				) + $write_args,
			)
		);
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/roles/(?P<role>[^/]+)',
			array(
				'methods'             => WP_REST_Server::DELETABLE,
				'callback'            => array( $this, 'delete_role' ),
				'permission_callback' => $permission,
			)
		);
	}

	/** A permission callback for super admins alone. */
	private function require_super_admin(): callable {
		return static function () {
			if ( ! is_user_logged_in() ) {
				return self::error( 'rest_not_logged_in', __( 'You must be logged in to do that.', 'eventin' ), 401 );
			}
			return Capabilities::is_super_admin( get_current_user_id() )
				? true
				: self::error( 'rest_forbidden', __( 'Only administrators may change who has access.', 'eventin' ), 403 );
		};
	}

	public function add_role( \WP_REST_Request $request ) {
		$role = (string) $request['role'];
		if ( RoleSettings::is_configured( $role ) ) {
			return self::error(
				'eventin_role_configured',
				/* translators: %s: a role name */
				sprintf( __( 'The role "%s" already has access settings: edit them instead.', 'eventin' ), $role ),
				409
			);
		}
		return $this->answer( RoleSettings::save( $role, $this->body( $request )['permissions'] ?? null ), 201 );
	}

	public function save_role( \WP_REST_Request $request ) {
		return $this->answer( RoleSettings::save( (string) $request['role'], $this->body( $request )['permissions'] ?? null ) );
	}

	public function delete_role( \WP_REST_Request $request ) {
		$previous = RoleSettings::delete( (string) $request['role'] );
		return $this->answer(
			is_wp_error( $previous ) ? $previous : array(
				'deleted'  => true,
				'previous' => $previous,
			)
		);
	}

	private function answer( $result, int $status = 200 ) {
		if ( is_wp_error( $result ) ) {
			return $result;
		}
		return new WP_REST_Response( $result, $status );
	}
}
