<?php
namespace Eventin\Permissions;

/**
 * The etn_manage_* capabilities. They are meta capabilities: a user has one when one of their roles
 * is granted it in the role-permission option. Administrators (super admins) always have them all.
 */
final class Capabilities {
	public const OPTION = 'etn_role_permissions';

	public const EVENT     = 'etn_manage_event';
	public const ORGANIZER = 'etn_manage_organizer';
	public const SCHEDULE  = 'etn_manage_schedule';
	public const ATTENDEE  = 'etn_manage_attendee';
	public const ORDER     = 'etn_manage_order';
	public const QR_SCAN   = 'etn_manage_qr_scan';
	/** Vendors: their own events and what follows from them (Vendors\Ownership). */
	public const OWN_EVENTS = 'etn_manage_own_events';
	public const SETTING   = 'etn_manage_setting';

	/**
	 * The permission catalogue: key => label.
	 *
	 * @return array<string, string>
	 */
	public static function catalogue(): array {
		return array(
			self::EVENT     => __( 'Events, categories, tags and RSVP', 'eventin' ),
			self::ORGANIZER => __( 'Speakers, organizers and groups', 'eventin' ),
			self::SCHEDULE  => __( 'Schedules', 'eventin' ),
			self::ATTENDEE  => __( 'Attendees', 'eventin' ),
			self::ORDER     => __( 'Bookings and purchase reports', 'eventin' ),
			self::QR_SCAN   => __( 'Ticket scanner', 'eventin' ),
			self::OWN_EVENTS => __( 'Their own events, bookings and attendees (vendors)', 'eventin' ),
			self::SETTING   => __( 'Settings', 'eventin' ),
		);
	}

	/** @return string[] */
	public static function keys(): array {
		return array_keys( self::catalogue() );
	}

	/**
	 * Role => permission keys, as configured.
	 *
	 * @return array<string, string[]>
	 */
	/** Migration 1: the roles' permissions start at their defaults (a site that has some keeps them). */
	public static function add_default_permissions(): void {
		if ( ! self::role_permissions() ) {
			add_option( self::OPTION, self::default_role_permissions(), '', true );
		}
	}

	public static function role_permissions(): array {
		$value = get_option( self::OPTION, array() );
		return is_array( $value ) ? $value : array();
	}

	/** Administrators always hold every key, whatever the option says. */
	public static function default_role_permissions(): array {
		return array( 'administrator' => self::keys() );
	}

	public static function is_super_admin( int $user_id ): bool {
		return $user_id > 0 && is_super_admin( $user_id );
	}

	/**
	 * @param string[] $caps    Primitive caps WordPress would check.
	 * @param string   $cap     The capability asked for.
	 * @param int      $user_id User.
	 * @return string[]
	 */
	public static function map_meta_cap( $caps, $cap, $user_id, $args ): array {
		if ( ! str_starts_with( (string) $cap, 'etn_manage_' ) || ! in_array( $cap, self::keys(), true ) ) {
			return $caps;
		}
		return self::user_has( (int) $user_id, $cap ) ? array( 'exist' ) : array( 'do_not_allow' );
	}

	public static function user_has( int $user_id, string $key ): bool {
		if ( $user_id <= 0 ) {
			return false;
		}
		if ( self::is_super_admin( $user_id ) ) {
			return true;
		}
		$user = get_userdata( $user_id );
		if ( ! $user ) {
			return false;
		}
		$granted = self::role_permissions();
		foreach ( (array) $user->roles as $role ) {
			if ( 'administrator' === $role || in_array( $key, $granted[ $role ] ?? array(), true ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * The keys a user holds.
	 *
	 * @return string[]
	 */
	public static function for_user( int $user_id ): array {
		return array_values( array_filter( self::keys(), fn( $key ) => self::user_has( $user_id, $key ) ) );
	}
}
