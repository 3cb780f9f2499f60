<?php
namespace Eventin\Install;

use Eventin\Permissions\Capabilities;
use Eventin\Settings\Settings;
use Eventin\Speakers\SpeakerGroups;

/**
 * Versioned, idempotent migrations. Each runs once, in order; running one again changes nothing.
 * They use only dbDelta-compatible SQL so they work on MariaDB and on SQLite (through the integration).
 */
final class Migrations {
	public const OPTION = 'eventin_db_version';

	/** @return array<int, callable> version => migration */
	private static function migrations(): array {
		return array(
			1 => array( self::class, 'add_roles_and_options' ),
		);
	}

	public static function latest(): int {
		return max( array_keys( self::migrations() ) );
	}

	public static function maybe_run(): void {
		if ( (int) get_option( self::OPTION, 0 ) < self::latest() ) {
			self::run();
		}
	}

	public static function run(): void {
		$current = (int) get_option( self::OPTION, 0 );
		foreach ( self::migrations() as $version => $migration ) {
			if ( $version > $current ) {
				$migration();
				update_option( self::OPTION, $version, true );
			}
		}
	}

	public static function add_roles_and_options(): void {
		SpeakerGroups::add_roles();
		$permissions = Capabilities::role_permissions();
		if ( ! $permissions ) {
			add_option( Capabilities::OPTION, Capabilities::default_role_permissions(), '', true );
		}
		add_option( Settings::OPTION, Settings::defaults(), '', true );
	}
}
