<?php
namespace Eventin\License;

use Eventin\Problem;

/**
 * The client of the license server, which speaks the Easy Digital Downloads Software Licensing
 * protocol: POST edd_action (activate_license, deactivate_license, check_license), license,
 * item_name and url; the answer is JSON with success, license and, on failure, error.
 */
final class LicenseServer {
	public const TIMEOUT = 10;

	/** The server's address: the EVENTIN_LICENSE_SERVER constant, filtered by eventin_license_server. */
	public static function url(): string {
		$url = defined( 'EVENTIN_LICENSE_SERVER' ) ? (string) EVENTIN_LICENSE_SERVER : '';
		return (string) apply_filters( 'eventin_license_server', $url );
	}

	/**
	 * The store's page where customers see their keys and activations: the EVENTIN_LICENSE_ACCOUNT_URL
	 * constant, filtered by eventin_license_account_url; '' for none.
	 */
	public static function account_url(): string {
		$url = defined( 'EVENTIN_LICENSE_ACCOUNT_URL' ) ? (string) EVENTIN_LICENSE_ACCOUNT_URL : '';
		return esc_url_raw( (string) apply_filters( 'eventin_license_account_url', $url ) );
	}

	/** The product the license is for, as the store names it. */
	public static function item_name(): string {
		return (string) apply_filters( 'eventin_license_item', 'Eventin Pro' );
	}

	/**
	 * Asks the server.
	 *
	 * @param string $action activate_license, deactivate_license or check_license.
	 * @return array|Problem The server's answer, or why there is none.
	 */
	public static function call( string $action, string $key ) {
		$url = self::url();
		if ( '' === $url ) {
			return Problem::failed( 'eventin_license_server_missing', __( 'No license server is configured for this site.', 'eventin' ) );
		}
		$response = wp_remote_post(
			$url,
			array(
				'timeout' => self::TIMEOUT,
				'body'    => array(
					'edd_action' => $action,
					'license'    => $key,
					'item_name'  => self::item_name(),
					'url'        => home_url(),
				),
			)
		);
		if ( is_wp_error( $response ) ) {
			return Problem::unavailable(
				'eventin_license_server_unreachable',
				__( 'The license server could not be reached. Check the site\'s connection and try again in a few minutes.', 'eventin' ),
				0,
				array( 'reason' => $response->get_error_message() )
			);
		}
		$answer = json_decode( (string) wp_remote_retrieve_body( $response ), true );
		if ( 200 !== wp_remote_retrieve_response_code( $response ) || ! is_array( $answer ) || ! isset( $answer['license'] ) ) {
			return Problem::upstream( 'eventin_license_server_garbled', __( 'The license server gave an answer that could not be read. Try again in a few minutes.', 'eventin' ) );
		}
		return $answer;
	}

	/** Why the server refused a key, in words. */
	public static function refusal( array $answer ): string {
		switch ( $answer['error'] ?? $answer['license'] ?? '' ) {
			case 'expired':
				return __( 'This license key has expired.', 'eventin' );
			case 'disabled':
			case 'revoked':
				return __( 'This license key has been disabled.', 'eventin' );
			case 'no_activations_left':
				return __( 'This license key has reached its activation limit.', 'eventin' );
			case 'item_name_mismatch':
			case 'invalid_item_id':
				return __( 'This license key is for another product.', 'eventin' );
			case 'missing_url':
			case 'license_not_activable':
				return __( 'This license key cannot be activated on this site.', 'eventin' );
			default:
				return __( 'This license key is not valid.', 'eventin' );
		}
	}
}
