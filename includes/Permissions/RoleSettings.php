<?php
namespace Eventin\Permissions;

use Eventin\Problem;

/**
 * Manage Access: which site roles hold which etn_manage_* permissions (the option Capabilities maps
 * from). The administrator role always holds every permission and cannot be removed.
 */
final class RoleSettings {
	public const ADMINISTRATOR = 'administrator';

	/**
	 * Every role of the site: role => { name, label }.
	 *
	 * @return array<string, array{name: string, label: string}>
	 */
	public static function roles(): array {
		$roles = array();
		foreach ( wp_roles()->get_names() as $role => $label ) {
			$roles[ $role ] = array(
				'name'  => $role,
				'label' => translate_user_role( $label ),
			);
		}
		return $roles;
	}

	/**
	 * The configured roles, administrator first: role => { key, name, label, permissions }.
	 * Roles removed from the site since they were configured are left out.
	 *
	 * @return array<string, array{key: string, name: string, label: string, permissions: string[]}>
	 */
	public static function settings(): array {
		$roles      = self::roles();
		$configured = array( self::ADMINISTRATOR => Capabilities::keys() ) + Capabilities::role_permissions();
		$settings   = array();
		foreach ( $configured as $role => $keys ) {
			if ( ! isset( $roles[ $role ] ) ) {
				continue;
			}
			$settings[ $role ] = self::entry( $role, self::ADMINISTRATOR === $role ? Capabilities::keys() : (array) $keys );
		}
		return $settings;
	}

	public static function entry( string $role, array $keys ): array {
		$label = self::roles()[ $role ]['label'] ?? $role;
		return array(
			'key'         => $role,
			'name'        => $role,
			'label'       => $label,
			'permissions' => array_values( array_intersect( Capabilities::keys(), $keys ) ),
		);
	}

	public static function is_configured( string $role ): bool {
		return isset( self::settings()[ $role ] );
	}

	/**
	 * Gives a role exactly these permissions.
	 *
	 * @param string[] $keys The permission keys asked for: catalogue keys, at least one (the REST
	 *                       schema makes sure).
	 * @return array|Problem The role entry, or why nothing changed.
	 */
	public static function save( string $role, array $keys ) {
		if ( ! isset( self::roles()[ $role ] ) ) {
			return Problem::refused(
				'eventin_unknown_role',
				/* translators: %s: a role name */
				sprintf( __( 'There is no role "%s" on this site.', 'eventin' ), $role )
			);
		}
		$keys = array_values( array_unique( $keys ) );
		if ( self::ADMINISTRATOR === $role ) {
			if ( array_diff( Capabilities::keys(), $keys ) ) {
				return self::protected_error( __( 'The administrator role always keeps every permission.', 'eventin' ) );
			}
			return self::entry( $role, $keys );
		}
		$all          = Capabilities::role_permissions();
		$all[ $role ] = array_values( array_intersect( Capabilities::keys(), $keys ) );
		update_option( Capabilities::OPTION, $all );
		return self::entry( $role, $all[ $role ] );
	}

	/**
	 * Takes every permission away from a role (the WordPress role itself stays).
	 *
	 * @return array|Problem The entry the role had.
	 */
	public static function delete( string $role ) {
		if ( self::ADMINISTRATOR === $role ) {
			return self::protected_error( __( 'The administrator role cannot be deleted.', 'eventin' ) );
		}
		$all = Capabilities::role_permissions();
		if ( ! isset( $all[ $role ] ) ) {
			return Problem::not_found( 'eventin_role_not_configured', __( 'This role has no access settings.', 'eventin' ) );
		}
		$previous = self::entry( $role, (array) $all[ $role ] );
		unset( $all[ $role ] );
		update_option( Capabilities::OPTION, $all );
		return $previous;
	}

	private static function protected_error( string $message ): Problem {
		return Problem::refused( 'eventin_administrator_protected', $message );
	}
}
