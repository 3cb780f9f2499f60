<?php
namespace Eventin\Database;

use WP_Error;

/**
 * Writes that belong together (the seats of a sale and its booking) in one transaction: all of
 * them or none, also when the database goes away half-way, since the server rolls back what was
 * not committed. WordPress reconnects a lost connection silently and runs the next query, which
 * inside a transaction would write the rest without its beginning; so within one it may not
 * reconnect, and the request ends with Outage's 503 instead.
 */
final class Transaction {
	/** Tries of a transaction that MySQL chose as a deadlock's victim. */
	private const TRIES = 3;

	/** How many transactions of ours are open around the one starting. */
	private static int $depth = 0;

	/**
	 * @param callable $work    Does the writes; answers its result, or a WP_Error to roll back.
	 * @param WP_Error $failure The answer when a query fails (Outage's when the database is gone).
	 * @return mixed|WP_Error What $work answered, once committed.
	 */
	public static function run( callable $work, WP_Error $failure ) {
		global $wpdb;
		$retries = $wpdb->reconnect_retries;
		// Inside a transaction already (the PHP tests run each test in one): a savepoint of it.
		// Each level its own name: MySQL replaces a savepoint of the same name, so an inner one
		// would take the outer one's place (a booking's move runs the door's transaction inside).
		$nested   = self::in_transaction();
		$point    = 'eventin_transaction_' . self::$depth;
		$begin    = $nested ? "SAVEPOINT {$point}" : 'START TRANSACTION';
		$commit   = $nested ? "RELEASE SAVEPOINT {$point}" : 'COMMIT';
		$rollback = $nested ? "ROLLBACK TO SAVEPOINT {$point}" : 'ROLLBACK';
		for ( $try = 1; ; $try++ ) {
			$mark = Outage::failures();
			if ( false === $wpdb->query( $begin ) ) {
				return Outage::failed_since( $mark ) ? Outage::error() : $failure;
			}
			$wpdb->reconnect_retries = 0;
			++self::$depth;
			try {
				$result = $work();
				if ( ! is_wp_error( $result ) && Outage::failures() === $mark && false !== $wpdb->query( $commit ) ) {
					return $result;
				}
				$wpdb->query( $rollback );
			} catch ( \Throwable $thrown ) {
				$wpdb->query( $rollback );
				throw $thrown;
			} finally {
				--self::$depth;
				$wpdb->reconnect_retries = $retries;
			}
			if ( is_wp_error( $result ) ) {
				return $result;
			}
			$last     = (array) end( $GLOBALS['EZSQL_ERROR'] );
			$deadlock = false !== stripos( (string) ( $last['error_str'] ?? '' ), 'deadlock' );
			if ( ! $deadlock || $try >= self::TRIES ) {
				return Outage::failed_since( $mark ) ? Outage::error() : $failure;
			}
		}
	}

	/**
	 * Runs $work inside a transaction (a savepoint when one is open) and rolls it back, whatever
	 * happens: for what is computed by writing, then read and thrown away.
	 *
	 * @return mixed What $work answered.
	 */
	public static function rolled_back( callable $work ) {
		global $wpdb;
		$nested = self::in_transaction();
		$point  = 'eventin_transaction_' . self::$depth;
		$wpdb->query( $nested ? "SAVEPOINT {$point}" : 'START TRANSACTION' );
		++self::$depth;
		try {
			return $work();
		} finally {
			--self::$depth;
			$wpdb->query( $nested ? "ROLLBACK TO SAVEPOINT {$point}" : 'ROLLBACK' );
		}
	}

	private static function in_transaction(): bool {
		global $wpdb;
		if ( method_exists( $wpdb, 'get_driver' ) ) {
			return $wpdb->get_driver()->inTransaction();
		}
		return '1' === (string) $wpdb->get_var( 'SELECT @@in_transaction' );
	}
}
