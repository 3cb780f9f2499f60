<?php
namespace Eventin\Rest;

use Eventin\Problem;
use WP_Error;
use WP_REST_Response;

/**
 * The one place a Problem becomes an HTTP answer: its kind gives the status, its field
 * `data.params`, its wait `Retry-After`. Every REST answer passes through it (after the callbacks,
 * which also carry what a permission callback refused), so the domains name no status.
 */
final class Problems {
	private const STATUS = array(
		Problem::INVALID         => 400,
		Problem::UNAUTHENTICATED => 401,
		Problem::FORBIDDEN       => 403,
		Problem::NOT_FOUND       => 404,
		Problem::CONFLICT        => 409,
		Problem::MISMATCH        => 422,
		Problem::TOO_MANY        => 429,
		Problem::FAILED          => 500,
		Problem::UPSTREAM        => 502,
		Problem::UNAVAILABLE     => 503,
	);

	/**
	 * @param mixed $response What the callback (or the permission callback) answered.
	 * @return mixed
	 */
	public static function after_callbacks( $response ) {
		return $response instanceof Problem ? self::answer( $response ) : $response;
	}

	public static function status( Problem $problem ): int {
		return self::STATUS[ $problem->kind() ];
	}

	/** The REST error of a problem: `{ code, message, data: { status, params?, retry_after?, …details } }`. */
	public static function error( Problem $problem ): WP_Error {
		$data = array( 'status' => self::status( $problem ) );
		if ( '' !== $problem->field() ) {
			$data['params'] = array( $problem->field() => $problem->get_error_message() );
		}
		if ( Problem::TOO_MANY === $problem->kind() ) {
			$data['retry_after'] = $problem->retry_after();
		}
		return new WP_Error( $problem->get_error_code(), $problem->get_error_message(), $data + $problem->details() );
	}

	/**
	 * The answer WordPress sends for a problem: its error, or a response carrying Retry-After when
	 * the problem says how long to wait.
	 *
	 * @return WP_Error|WP_REST_Response
	 */
	public static function answer( Problem $problem ) {
		return $problem->retry_after() > 0 ? self::response( $problem ) : self::error( $problem );
	}

	/**
	 * Any answer of a route as the response it becomes (what Idempotency keeps and the outage
	 * answer sends): a problem through error(), another WP_Error as WordPress shapes it.
	 *
	 * @param mixed $answer
	 */
	public static function response( $answer ): WP_REST_Response {
		if ( ! is_wp_error( $answer ) ) {
			return rest_ensure_response( $answer );
		}
		$response = rest_convert_error_to_response( $answer instanceof Problem ? self::error( $answer ) : $answer );
		if ( $answer instanceof Problem && $answer->retry_after() > 0 ) {
			$response->header( 'Retry-After', (string) $answer->retry_after() );
		}
		return $response;
	}
}
