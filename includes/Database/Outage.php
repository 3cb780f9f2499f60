<?php
namespace Eventin\Database;

use Eventin\Problem;
use WP_Error;

/**
 * The database going away in the middle of one of our REST requests (its server stopped or
 * restarted, the connection lost, the SQLite file locked by another process) is answered with a
 * JSON 503 that says to try again: never WordPress's HTML page, a PHP error, or a 200 or 404 made
 * from queries that failed (an empty list, 'not found').
 *
 * Two ways it shows: WordPress cannot reconnect and calls dead_db(), whose wp_die() this answers
 * instead; or a query fails and the request goes on, which the answer is checked for afterwards.
 */
final class Outage {
	/**
	 * What MySQL, MariaDB and SQLite say when the database, not the query, is at fault. (A deadlock
	 * is Transaction's to try again.)
	 */
	private const UNAVAILABLE = '/gone away|lost connection|can\'t connect|connection refused|no such file or directory|server shutdown|connection was killed|query execution was interrupted|error reconnecting|too many connections|database is locked|database table is locked|unable to open database|disk i\/o error|readonly database/i';

	/** @var int|null How many failed queries $EZSQL_ERROR held when our request was dispatched. */
	private static $mark = null;

	/** @var string The REST namespace whose routes this answers for. */
	private static $namespace = '';

	/** @var callable|null Turns the problem into the REST response sent (the REST layer's). */
	private static $respond = null;

	/**
	 * @param string   $namespace Our routes' REST namespace.
	 * @param callable $respond   A problem → its WP_REST_Response (status, headers, body).
	 */
	public static function register( string $namespace, callable $respond ): void {
		self::$namespace = $namespace;
		self::$respond   = $respond;
		add_filter( 'rest_pre_dispatch', array( self::class, 'mark' ), 0, 3 );
		add_filter( 'rest_post_dispatch', array( self::class, 'check' ), PHP_INT_MAX, 3 );
		$handler = static function ( $fallback ) {
			return static function ( $message, $title = '', $args = array() ) use ( $fallback ) {
				if ( self::serving_ours() && self::dead( (string) $title ) ) {
					self::send();
				}
				call_user_func( $fallback, $message, $title, $args );
			};
		};
		add_filter( 'wp_die_handler', $handler, PHP_INT_MAX );
		add_filter( 'wp_die_json_handler', $handler, PHP_INT_MAX );
	}

	/** The problem: unavailable, with a message a person can act on and a minute to wait. */
	public static function error(): Problem {
		return Problem::unavailable( 'eventin_database_unavailable', __( 'The database is not available right now. Try again in a minute.', 'eventin' ), MINUTE_IN_SECONDS );
	}

	/** Whether a query failed because the database was not there, since our request began. */
	public static function failed_since( int $mark ): bool {
		foreach ( array_slice( (array) ( $GLOBALS['EZSQL_ERROR'] ?? array() ), $mark ) as $failure ) {
			if ( preg_match( self::UNAVAILABLE, (string) ( $failure['error_str'] ?? '' ) ) ) {
				return true;
			}
		}
		return false;
	}

	/** How many queries have failed in this PHP process so far. */
	public static function failures(): int {
		return count( (array) ( $GLOBALS['EZSQL_ERROR'] ?? array() ) );
	}

	/**
	 * Notes a failed query the way $wpdb does (Reader's queries on SQLite go to PDO directly).
	 */
	public static function note( string $query, string $error ): void {
		$GLOBALS['EZSQL_ERROR'][] = array(
			'query'     => $query,
			'error_str' => $error,
		);
	}

	/**
	 * A request over HTTP counts every query that failed since it began (a user that could not be
	 * read makes a wrong 401 too); one dispatched inside PHP (rest_do_request) only its own.
	 *
	 * @param mixed $result
	 */
	public static function mark( $result, $server, $request ) {
		if ( self::ours( $request->get_route() ) ) {
			self::$mark = defined( 'REST_REQUEST' ) && REST_REQUEST ? 0 : self::failures();
		}
		return $result;
	}

	/** @param \WP_REST_Response $response */
	public static function check( $response, $server, $request ) {
		if ( null === self::$mark || ! self::ours( $request->get_route() ) ) {
			return $response;
		}
		$failed     = self::failed_since( self::$mark );
		self::$mark = null;
		if ( ! $failed ) {
			return $response;
		}
		return call_user_func( self::$respond, self::error() );
	}

	private static function ours( string $route ): bool {
		return '' !== self::$namespace && ( str_starts_with( $route, '/' . self::$namespace . '/' ) || '/' . self::$namespace === $route );
	}

	/** Whether this request is one of our REST routes (rest_route is parsed before it is served). */
	private static function serving_ours(): bool {
		global $wp;
		return defined( 'REST_REQUEST' ) && REST_REQUEST && isset( $wp->query_vars['rest_route'] )
			&& self::ours( '/' . ltrim( (string) $wp->query_vars['rest_route'], '/' ) );
	}

	/** Whether wp_die() was called because WordPress lost the database (dead_db()). */
	private static function dead( string $title ): bool {
		global $wpdb;
		return ( $wpdb->error instanceof WP_Error && 'db_connect_fail' === $wpdb->error->get_error_code() )
			|| __( 'Database Error' ) === $title; // phpcs:ignore Eventin.I18n.TextDomain -- WordPress's own string (dead_db()'s title), in WordPress's domain.
	}

	/** Sends the problem's REST answer as JSON and ends the request; nothing here may need the database. */
	private static function send(): void {
		$response = call_user_func( self::$respond, self::error() );
		if ( ! headers_sent() ) {
			status_header( $response->get_status() );
			nocache_headers();
			header( 'Content-Type: application/json; charset=UTF-8' );
			foreach ( $response->get_headers() as $name => $value ) {
				header( $name . ': ' . $value );
			}
		}
		echo wp_json_encode( $response->get_data() ); // phpcs:ignore Eventin.Security.EscapedOutput -- JSON, sent as application/json.
		die();
	}
}
