<?php
namespace Eventin\Rsvp;

/**
 * The signed link of a response, for changing or cancelling it without an account.
 *
 * The token is `<id>-<signature>`: the response's id and an HMAC (the site's salt) of the id and
 * the response's own random secret. It opens that response only, and dies with it: a response
 * made later, even under the same id, has another secret.
 */
final class Links {
	/** The query argument of the public page the link opens (the page itself is the widget's). */
	public const ARG = 'eventin-rsvp';

	public static function token( array $response ): string {
		return $response['id'] . '-' . self::signature( (int) $response['id'], (string) $response['secret'] );
	}

	/**
	 * The address a response's mails link to: the public page where its answer is changed or
	 * cancelled, which reads and writes it through `rsvp-response/<token>`.
	 */
	public static function change_url( array $response ): string {
		return add_query_arg( self::ARG, self::token( $response ), home_url( '/' ) );
	}

	/** The response a token opens, or null (unknown, deleted, or a signature that does not match). */
	public static function response( string $token ): ?array {
		if ( ! preg_match( '/^(\d{1,19})-([0-9a-f]{32})$/', $token, $parts ) ) {
			return null;
		}
		$response = Responses::find( (int) $parts[1] );
		if ( ! $response || '' === $response['secret'] ) {
			return null;
		}
		return hash_equals( self::signature( $response['id'], $response['secret'] ), $parts[2] ) ? $response : null;
	}

	public static function secret(): string {
		return bin2hex( random_bytes( 16 ) );
	}

	private static function signature( int $id, string $secret ): string {
		return substr( hash_hmac( 'sha256', 'rsvp|' . $id . '|' . $secret, wp_salt( 'auth' ) ), 0, 32 );
	}
}
