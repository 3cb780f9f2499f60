<?php
namespace Eventin\Payments\Stripe;

use Eventin\Problem;

/**
 * The part of Stripe's API the plugin uses: payment intents and refunds (form-encoded requests,
 * JSON answers, the secret key as a bearer token), and the signatures of its webhooks.
 */
final class StripeApi {
	public const TIMEOUT = 20;

	/** How old a webhook's signed time may be, in seconds (Stripe's default tolerance). */
	public const TOLERANCE = 300;

	/** Stripe's address: https://api.stripe.com, or EVENTIN_STRIPE_API_BASE (development), filtered by eventin_stripe_api_base. */
	public static function base(): string {
		$base = defined( 'EVENTIN_STRIPE_API_BASE' ) ? (string) EVENTIN_STRIPE_API_BASE : 'https://api.stripe.com';
		return untrailingslashit( (string) apply_filters( 'eventin_stripe_api_base', $base ) );
	}

	/** Stripe.js: https://js.stripe.com/v3/, or EVENTIN_STRIPE_JS_URL (development), filtered by eventin_stripe_js_url. */
	public static function js_url(): string {
		$url = defined( 'EVENTIN_STRIPE_JS_URL' ) ? (string) EVENTIN_STRIPE_JS_URL : 'https://js.stripe.com/v3/';
		return (string) apply_filters( 'eventin_stripe_js_url', $url );
	}

	/** @var string */
	private $secret_key;

	public function __construct( string $secret_key ) {
		$this->secret_key = $secret_key;
	}

	/**
	 * Calls Stripe.
	 *
	 * @param string $idempotency_key The same key never makes a second object.
	 * @return array|Problem The object Stripe answers, or its error in its words.
	 */
	public function request( string $method, string $path, array $params = array(), string $idempotency_key = '' ) {
		$headers = array( 'Authorization' => 'Bearer ' . $this->secret_key );
		if ( '' !== $idempotency_key ) {
			$headers['Idempotency-Key'] = $idempotency_key;
		}
		$response = wp_remote_request(
			self::base() . $path,
			array(
				'method'  => $method,
				'timeout' => self::TIMEOUT,
				'headers' => $headers,
				'body'    => 'GET' === $method ? null : $params,
			)
		);
		if ( is_wp_error( $response ) ) {
			return Problem::unavailable(
				'eventin_stripe_unreachable',
				__( 'Stripe could not be reached. Try again in a few minutes.', 'eventin' ),
				0,
				array( 'reason' => $response->get_error_message() )
			);
		}
		$status = (int) wp_remote_retrieve_response_code( $response );
		$answer = json_decode( (string) wp_remote_retrieve_body( $response ), true );
		if ( ! is_array( $answer ) ) {
			return Problem::upstream( 'eventin_stripe_garbled', __( 'Stripe gave an answer that could not be read. Try again in a few minutes.', 'eventin' ) );
		}
		if ( $status >= 400 || isset( $answer['error'] ) ) {
			$error = (array) ( $answer['error'] ?? array() );
			$code  = 'eventin_stripe_' . ( $error['code'] ?? $error['type'] ?? 'error' );
			/* translators: %s: Stripe's own message */
			$message = sprintf( __( 'Stripe says: %s', 'eventin' ), (string) ( $error['message'] ?? __( 'the request failed.', 'eventin' ) ) );
			// Stripe refusing our own key is our fault, not the buyer's: nothing they send fixes it.
			return 401 === $status ? Problem::upstream( $code, $message ) : Problem::refused( $code, $message );
		}
		return $answer;
	}

	/**
	 * Whether a webhook's body was signed by Stripe with this secret: the `Stripe-Signature` header
	 * holds `t=<time>` and one or more `v1=<HMAC-SHA256 of "<time>.<body>">`.
	 */
	public static function verify_signature( string $payload, string $header, string $secret, ?int $now = null ): bool {
		if ( '' === $secret ) {
			return false;
		}
		$time       = 0;
		$signatures = array();
		foreach ( explode( ',', $header ) as $part ) {
			$pair = explode( '=', trim( $part ), 2 );
			if ( 2 !== count( $pair ) ) {
				continue;
			}
			if ( 't' === $pair[0] ) {
				$time = (int) $pair[1];
			} elseif ( 'v1' === $pair[0] ) {
				$signatures[] = $pair[1];
			}
		}
		if ( ! $time || abs( ( $now ?? time() ) - $time ) > self::TOLERANCE ) {
			return false;
		}
		$expected = hash_hmac( 'sha256', $time . '.' . $payload, $secret );
		foreach ( $signatures as $signature ) {
			if ( hash_equals( $expected, $signature ) ) {
				return true;
			}
		}
		return false;
	}
}
