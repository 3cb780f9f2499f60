<?php
namespace Eventin\Http;

use Eventin\Problem;

/**
 * How often a visitor tried an action, in fixed windows of the action's own length: public
 * writes (a booking now) refuse a visitor past their limit until the window ends. Each attempt
 * is one atomic upsert of a row in a small table, which answers the attempt's place in its
 * window: two PHP nodes or workers never lose a count or share a place, and the rows are
 * shared by every node. Visitors are who ClientAddress says, kept as a keyed hash, never the
 * address; windows that ended are deleted a few at a time by the attempts that open new ones.
 */
final class RateLimit {
	/** Ended windows deleted by an attempt that opens a window: bounded, and ahead of new ones. */
	private const CLEAN_BATCH = 50;

	public static function table(): string {
		global $wpdb;
		return $wpdb->prefix . 'etn_rate_limits';
	}

	public static function schema( string $charset_collate ): string {
		$table = self::table();
		return "CREATE TABLE {$table} (
			action varchar(40) NOT NULL,
			visitor char(32) NOT NULL,
			window_start bigint(20) NOT NULL,
			attempts int(10) unsigned NOT NULL DEFAULT 0,
			expires_at bigint(20) NOT NULL,
			PRIMARY KEY  (action,visitor,window_start),
			KEY expires_at (expires_at)
		) {$charset_collate};";
	}

	/**
	 * Counts an attempt of $action by the visitor (ClientAddress::visitor() unless given).
	 *
	 * @param int $limit  Attempts allowed in a window.
	 * @param int $window The window's length in seconds; windows start at multiples of it.
	 * @return int 0 within the limit; else the seconds until the window ends (Retry-After).
	 */
	public static function attempt( string $action, int $limit, int $window, ?string $visitor = null, ?int $now = null ): int {
		$now     = $now ?? time();
		$window  = max( 1, $window );
		$start   = $now - $now % $window;
		$visitor = wp_hash( $action . '|' . ( $visitor ?? ClientAddress::visitor() ) );
		$place   = self::count( $action, $visitor, $start, $start + $window );
		if ( 1 === $place ) {
			self::clean( $now );
		}
		return $place > $limit ? $start + $window - $now : 0;
	}

	/**
	 * The refusal of an attempt over the limit: too many, to try again after $wait seconds (the
	 * REST answer is a 429 with `data.retry_after` and Retry-After).
	 */
	public static function refusal( string $code, string $message, int $wait ): Problem {
		return Problem::too_many( $code, $message, $wait );
	}

	/**
	 * Adds the attempt and answers the window's count with it, in one statement on SQLite
	 * (RETURNING) and on MySQL (LAST_INSERT_ID(expr) keeps the updated count for this
	 * connection). 0 when the database did not take it: a visitor is then let through.
	 */
	private static function count( string $action, string $visitor, int $start, int $expires ): int {
		global $wpdb;
		$table = self::table();
		$pdo   = self::sqlite();
		if ( $pdo ) {
			try {
				$statement = $pdo->prepare( "INSERT INTO `{$table}` (action, visitor, window_start, attempts, expires_at) VALUES (?, ?, ?, 1, ?) ON CONFLICT(action, visitor, window_start) DO UPDATE SET attempts = attempts + 1 RETURNING attempts" );
				$statement->execute( array( $action, $visitor, $start, $expires ) );
				return (int) $statement->fetchColumn();
			} catch ( \PDOException $error ) {
				return 0;
			}
		}
		$added = $wpdb->query( $wpdb->prepare( "INSERT INTO `{$table}` (action, visitor, window_start, attempts, expires_at) VALUES (%s, %s, %d, 1, %d) ON DUPLICATE KEY UPDATE attempts = LAST_INSERT_ID(attempts + 1)", $action, $visitor, $start, $expires ) );
		if ( 1 === $added ) {
			return 1;
		}
		return 2 === $added ? (int) $wpdb->get_var( 'SELECT LAST_INSERT_ID()' ) : 0;
	}

	/** Deletes up to CLEAN_BATCH rows of windows that ended. */
	private static function clean( int $now ): void {
		global $wpdb;
		$table = self::table();
		$pdo   = self::sqlite();
		if ( $pdo ) {
			// SQLite's DELETE takes no LIMIT (unless so compiled).
			$pdo->prepare( "DELETE FROM `{$table}` WHERE rowid IN (SELECT rowid FROM `{$table}` WHERE expires_at <= ? LIMIT " . self::CLEAN_BATCH . ')' )->execute( array( $now ) );
			return;
		}
		$wpdb->query( $wpdb->prepare( "DELETE FROM `{$table}` WHERE expires_at <= %d LIMIT " . self::CLEAN_BATCH, $now ) );
	}

	/** SQLite's connection (through the integration), for what its translator cannot say. */
	private static function sqlite(): ?\PDO {
		global $wpdb;
		return method_exists( $wpdb, 'get_driver' ) ? $wpdb->get_driver()->get_connection()->get_pdo() : null;
	}
}
