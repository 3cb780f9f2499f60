<?php
namespace Eventin\Install;

use Eventin\Database\Lock;
use Eventin\Modules\Modules;

/**
 * Versioned, idempotent migrations, as the modules declare them (Module::migrations()): each
 * version runs once, in order, every module's step of it in the order of Plugin's list; running
 * one again changes nothing. They use only dbDelta-compatible SQL so they work on MariaDB and on
 * SQLite (through the integration).
 */
final class Migrations {
	public const OPTION = 'eventin_db_version';

	public static function latest(): int {
		return (int) max( array_keys( Modules::migrations() ) );
	}

	/**
	 * Runs what is new, in one request at a time: the others go on meanwhile rather than run the
	 * same migrations (a rebuild of a large index takes minutes) or wait for them.
	 */
	public static function maybe_run(): void {
		if ( (int) get_option( self::OPTION, 0 ) < self::latest() ) {
			Lock::run( 'migrations', array( self::class, 'run' ), '__return_null', 0.0, 30 * MINUTE_IN_SECONDS );
		}
	}

	public static function run(): void {
		global $wpdb;
		// As stored now: another request may have migrated since this one read its options.
		$current = (int) $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", self::OPTION ) );
		foreach ( Modules::migrations() as $version => $steps ) {
			if ( $version > $current ) {
				foreach ( $steps as $step ) {
					call_user_func( $step );
				}
				update_option( self::OPTION, $version, true );
				// A new version may bring new addresses: the next request writes the rules again.
				delete_option( 'rewrite_rules' );
			}
		}
	}

	/**
	 * On activation. The rewrite rules are dropped rather than flushed: the plugin's post type is
	 * registered on init, which has run before the plugin was loaded, so rules written now would
	 * lack the event pages (/event/<slug>/ answered 404); the next request writes them whole.
	 */
	public static function activate(): void {
		self::run();
		delete_option( 'rewrite_rules' );
	}

	/** On deactivation: the next request writes the rules without the plugin's addresses. */
	public static function deactivate(): void {
		delete_option( 'rewrite_rules' );
	}

	/** A table of ours that a later migration replaced, by its name without the site's prefix. */
	public static function old_table( string $name ): string {
		global $wpdb;
		return $wpdb->prefix . $name;
	}

	/** Whether a table is there (a migration moving an old table's rows). */
	public static function table_exists( string $table ): bool {
		global $wpdb;
		return $table === $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $table ) ) );
	}
}
