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
		$permission = $this->require_user( static fn() => Capabilities::is_super_admin( get_current_user_id() ), __( 'Only administrators may change who has access.', 'eventin' ) );
		$read       = fn( callable $callback, array $answer ) => array(
			array(
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => $callback,
				'permission_callback' => $permission,
				'args'                => self::args( $this->context_arg() ),
			),
			'schema' => fn() => $this->answer_schema( $answer ),
		);
		$catalogue  = array();
		foreach ( Capabilities::catalogue() as $key => $label ) {
			$catalogue[ $key ] = array(
				'description' => $label,
				'type'        => 'string',
				'readonly'    => true,
			);
		}
		$role = array(
			'role' => array(
				'description' => __( 'The role name, e.g. editor.', 'eventin' ),
				'type'        => 'string',
			),
		);
		register_rest_route( $this->namespace, '/' . $this->rest_base, $read(
				static fn() => rest_ensure_response( Capabilities::catalogue() ),
				array(
					'title'      => 'eventin-permissions',
					'properties' => $catalogue,
				)
			)
		);
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/roles',
			$read(
				static fn() => rest_ensure_response( (object) RoleSettings::roles() ),
				array(
					'title'                => 'eventin-roles',
					'description'          => __( 'Every role of the site, by name.', 'eventin' ),
					'additionalProperties' => array(
						'type'       => 'object',
						'properties' => array_intersect_key( $this->get_item_schema()['properties'], array_flip( array( 'name', 'label' ) ) ),
					),
				)
			)
		);
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/settings',
			$read(
				static fn() => rest_ensure_response( (object) RoleSettings::settings() ),
				array(
					'title'                => 'eventin-role-settings',
					'description'          => __( 'The configured roles, by name, administrator first.', 'eventin' ),
					'additionalProperties' => array(
						'type'       => 'object',
						'properties' => $this->get_item_schema()['properties'],
					),
				)
			)
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
				'args'   => self::args( $role + $this->write_args( WP_REST_Server::CREATABLE ) ),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/roles/(?P<role>[^/]+)',
			array(
				array(
					'methods'             => WP_REST_Server::DELETABLE,
					'callback'            => array( $this, 'delete_role' ),
					'permission_callback' => $permission,
					'args'                => self::args( $role ),
				),
				'schema' => fn() => $this->answer_schema(
					array(
						'title'      => 'eventin-role-deleted',
						'properties' => array(
							'deleted'  => self::readonly_field( __( 'true: the role lost its permissions.', 'eventin' ), 'boolean' ),
							'previous' => self::readonly_field( __( 'The role entry as it was.', 'eventin' ), 'object', array( 'properties' => $this->get_item_schema()['properties'] ) ),
						),
					)
				),
			)
		);
	}

	/** A role's entry: its key and name, its label and the permission keys it holds. */
	protected function item_schema(): array {
		$readonly = static fn( string $description ) => array(
			'description' => $description,
			'type'        => 'string',
			'readonly'    => true,
		);
		$required = __( 'Please select at least one permission!', 'eventin' );
		return array(
			'title'      => 'eventin-role-permissions',
			'properties' => array(
				'key'         => $readonly( __( 'The role name.', 'eventin' ) ),
				'name'        => $readonly( __( 'The role name.', 'eventin' ) ),
				'label'       => $readonly( __( 'The role as people read it.', 'eventin' ) ),
				'permissions' => array(
					'description'  => __( 'The permission keys the role holds.', 'eventin' ),
					'type'         => 'array',
					'items'        => array(
						'type'         => 'string',
						'enum'         => Capabilities::keys(),
						/* translators: %s: permission keys */
						'errorMessage' => array( 'enum' => sprintf( __( 'Unknown permission: %s.', 'eventin' ), '${0}' ) ),
					),
					'minItems'     => 1,
					'required'     => true,
					'errorMessage' => array_fill_keys( array( 'required', 'type', 'minItems' ), $required ),
				),
			),
		);
	}

	/** The schema of an answer other than a role entry. */
	private function answer_schema( array $schema ): array {
		return $schema + array(
			'$schema' => 'http://json-schema.org/draft-04/schema#',
			'type'    => 'object',
		);
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
		return $this->answer( RoleSettings::save( $role, $request['permissions'] ), 201 );
	}

	public function save_role( \WP_REST_Request $request ) {
		return $this->answer( RoleSettings::save( (string) $request['role'], $request['permissions'] ) );
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
