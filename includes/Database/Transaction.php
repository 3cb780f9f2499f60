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

	/**
	 * @param callable $work    Does the writes; answers its result, or a WP_Error to roll back.
	 * @param WP_Error $failure The answer when a query fails (Outage's when the database is gone).
	 * @return mixed|WP_Error What $work answered, once committed.
	 */
	public static function run( callable $work, WP_Error $failure ) {
		global $wpdb;
		$retries = $wpdb->reconnect_retries;
		// Inside a transaction already (the PHP tests run each test in one): a savepoint of it.
		$nested   = self::in_transaction();
		$begin    = $nested ? 'SAVEPOINT eventin_transaction' : 'START TRANSACTION';
		$commit   = $nested ? 'RELEASE SAVEPOINT eventin_transaction' : 'COMMIT';
		$rollback = $nested ? 'ROLLBACK TO SAVEPOINT eventin_transaction' : 'ROLLBACK';
		for ( $try = 1; ; $try++ ) {
			$mark = Outage::failures();
			if ( false === $wpdb->query( $begin ) ) {
				return Outage::failed_since( $mark ) ? Outage::error() : $failure;
			}
			$wpdb->reconnect_retries = 0;
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

	private static function in_transaction(): bool {
		global $wpdb;
		if ( method_exists( $wpdb, 'get_driver' ) ) {
			return $wpdb->get_driver()->inTransaction();
		}
		return '1' === (string) $wpdb->get_var( 'SELECT @@in_transaction' );
	}
}
