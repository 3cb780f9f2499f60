<?php
namespace Eventin\Http;

use Eventin\Database\Sql;
use Eventin\Problem;
use WP_REST_Request;
use WP_REST_Response;

/**
 * The Idempotency-Key header of a public write (POST orders), as Stripe has it: the first request
 * with a key runs, and its answer is kept for a day; a retry with the same key and the same body
 * gets that answer again (with `Idempotent-Replayed: true`) and changes nothing; the same key with
 * another body is a 422. A request that comes while the first still runs waits for its answer, so
 * a double click, a retried request or three sent at once make one booking. Answers of 5xx and 429
 * are not kept: the retry runs anew.
 *
 * The key's row is taken with one INSERT IGNORE on its primary key, so two PHP workers or nodes
 * never both run the first request.
 */
final class Idempotency {
	public const HEADER = 'Idempotency-Key';

	/** A key's answer is replayed this long. */
	private const KEEP_SECONDS = DAY_IN_SECONDS;

	/** A retry waits this long for the first request's answer. */
	private const WAIT_SECONDS = 15;

	/** A first request without an answer after this long died with its PHP: a retry runs anew. */
	private const ABANDONED_SECONDS = 60;

	/** Rows of keys older than a day, deleted by each request that makes one. */
	private const CLEAN_BATCH = 20;

	public static function table(): string {
		global $wpdb;
		return $wpdb->prefix . 'etn_idempotency';
	}

	public static function schema( string $charset_collate ): string {
		$table = self::table();
		return "CREATE TABLE {$table} (
			key_hash char(64) NOT NULL,
			body_hash char(64) NOT NULL,
			status smallint(5) unsigned NOT NULL DEFAULT 0,
			answer longtext NOT NULL,
			created_at bigint(20) NOT NULL,
			PRIMARY KEY  (key_hash),
			KEY created_at (created_at)
		) {$charset_collate};";
	}

	/**
	 * Runs $handler once per key and body; without the header, every time.
	 *
	 * @param string   $scope   What the key is for ('checkout'): one key may serve each scope once.
	 * @param callable $handler Answers the request: a WP_REST_Response (a Problem as the REST layer
	 *                          answers it, Rest\Problems::response(), since its status is that layer's).
	 * @return WP_REST_Response|Problem
	 */
	public static function run( WP_REST_Request $request, string $scope, callable $handler ) {
		$key = $request->get_header( 'idempotency_key' );
		if ( null === $key ) {
			return $handler();
		}
		if ( ! preg_match( '/^[\x21-\x7e]{1,255}$/', $key ) ) {
			return Problem::refused( 'eventin_idempotency_key_invalid', __( 'The Idempotency-Key header holds 1 to 255 visible characters, such as a UUID.', 'eventin' ) );
		}
		$key_hash  = hash( 'sha256', $scope . "\n" . $key );
		$body_hash = hash( 'sha256', (string) $request->get_body() );
		$now       = time();
		if ( self::take( $key_hash, $body_hash, $now ) ) {
			return self::first( $key_hash, $handler );
		}
		$until = microtime( true ) + self::WAIT_SECONDS;
		do {
			$row = self::row( $key_hash );
			if ( ! $row ) {
				// The first answered with a 5xx or 429, which is not kept: this one runs anew.
				return self::take( $key_hash, $body_hash, time() ) ? self::first( $key_hash, $handler ) : self::busy();
			}
			if ( ! hash_equals( $row['body_hash'], $body_hash ) ) {
				return Problem::mismatch( 'eventin_idempotency_key_reused', __( 'This Idempotency-Key was sent with another request. Send each new request with a new key.', 'eventin' ) );
			}
			if ( 0 !== (int) $row['status'] ) {
				$replay = new WP_REST_Response( json_decode( $row['answer'], true ), (int) $row['status'] );
				$replay->header( 'Idempotent-Replayed', 'true' );
				return $replay;
			}
			usleep( 100000 );
		} while ( microtime( true ) < $until );
		return self::busy();
	}

	/** Takes the key for a first request: a new row, or one whose first request died or was a day ago. */
	private static function take( string $key_hash, string $body_hash, int $now ): bool {
		global $wpdb;
		$table = self::table();
		$wpdb->query( Sql::of( "DELETE FROM {$table} WHERE key_hash = ? AND ( created_at < ? OR ( status = 0 AND created_at < ? ) )", $key_hash, $now - self::KEEP_SECONDS, $now - self::ABANDONED_SECONDS )->prepared() );
		$taken = 1 === (int) $wpdb->query( Sql::of( "INSERT IGNORE INTO {$table} (key_hash, body_hash, status, answer, created_at) VALUES (?, ?, 0, '', ?)", $key_hash, $body_hash, $now )->prepared() );
		if ( $taken ) {
			self::clean( $now );
		}
		return $taken;
	}

	/** Runs the first request with a key and keeps its answer (not a 5xx or 429: those run again). */
	private static function first( string $key_hash, callable $handler ) {
		global $wpdb;
		$table = self::table();
		try {
			$answer = $handler();
		} catch ( \Throwable $error ) {
			$wpdb->query( Sql::of( "DELETE FROM {$table} WHERE key_hash = ?", $key_hash )->prepared() );
			throw $error;
		}
		$response = is_wp_error( $answer ) ? rest_convert_error_to_response( $answer ) : rest_ensure_response( $answer );
		$status   = $response->get_status();
		if ( $status >= 500 || 429 === $status ) {
			$wpdb->query( Sql::of( "DELETE FROM {$table} WHERE key_hash = ?", $key_hash )->prepared() );
		} else {
			$wpdb->query( Sql::of( "UPDATE {$table} SET status = ?, answer = ? WHERE key_hash = ?", $status, (string) wp_json_encode( $response->get_data() ), $key_hash )->prepared() );
		}
		return $answer;
	}

	/** @return array{body_hash: string, status: string, answer: string}|null */
	private static function row( string $key_hash ): ?array {
		global $wpdb;
		$row = $wpdb->get_row( Sql::of( 'SELECT body_hash, status, answer FROM ' . self::table() . ' WHERE key_hash = ?', $key_hash )->prepared(), ARRAY_A );
		return $row ? $row : null;
	}

	private static function busy(): Problem {
		return Problem::conflict( 'eventin_idempotency_key_in_use', __( 'A request with this Idempotency-Key is still being answered. Try again in a moment.', 'eventin' ) );
	}

	/** Deletes a few rows of keys older than a day. */
	private static function clean( int $now ): void {
		global $wpdb;
		$table = self::table();
		$old   = $wpdb->get_col( Sql::of( "SELECT key_hash FROM {$table} WHERE created_at < ? LIMIT " . self::CLEAN_BATCH, $now - self::KEEP_SECONDS )->prepared() );
		if ( $old ) {
			$wpdb->query( Sql::concat( "DELETE FROM {$table} WHERE key_hash IN (", Sql::list( $old ), ')' )->prepared() );
		}
	}
}
