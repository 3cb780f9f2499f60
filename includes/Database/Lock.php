<?php
namespace Eventin\Database;

/**
 * A named lock shared by every request of the site, on MySQL/MariaDB and SQLite alike (GET_LOCK
 * does not exist on SQLite): a row in the options table, taken with one INSERT IGNORE, so only
 * one request holds it. A lock left by a request that died expires after a while.
 */
final class Lock {
	private const PREFIX = 'eventin_lock_';

	/** A request that dies holding a lock keeps it this long, unless run() is told otherwise. */
	private const EXPIRES_SECONDS = 60;

	/**
	 * Runs $work holding the lock $name, waiting up to $wait seconds for it.
	 *
	 * @param callable $work    Answers what run() answers.
	 * @param callable $busy    Answers instead when the lock stayed taken.
	 * @param int      $expires Seconds the lock outlives a request that died holding it.
	 * @return mixed
	 */
	public static function run( string $name, callable $work, callable $busy, float $wait = 15.0, int $expires = self::EXPIRES_SECONDS ) {
		$deadline = microtime( true ) + $wait;
		while ( ! self::take( $name, $expires ) ) {
			if ( microtime( true ) >= $deadline ) {
				return $busy();
			}
			usleep( 20000 );
		}
		try {
			return $work();
		} finally {
			self::release( $name );
		}
	}

	/** Takes the lock; false when another request holds it (and it has not expired). */
	private static function take( string $name, int $expires ): bool {
		global $wpdb;
		$option = self::PREFIX . $name;
		$now    = time();
		// Same-length digits compare as text on both databases.
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name = %s AND option_value < %s", $option, (string) $now ) );
		return 1 === (int) $wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, %s, 'off')", $option, (string) ( $now + $expires ) ) );
	}

	private static function release( string $name ): void {
		global $wpdb;
		$wpdb->delete( $wpdb->options, array( 'option_name' => self::PREFIX . $name ) );
	}
}
