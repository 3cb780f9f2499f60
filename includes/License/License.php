<?php
namespace Eventin\License;

use Eventin\Jobs\Jobs;
use Eventin\Jobs\Runners;
use Eventin\Problem;

/**
 * The site's license: the key, who it is registered to, and what the license server last said.
 * Stored in one option that is not autoloaded; the full key never leaves the server.
 */
final class License {
	public const OPTION = 'etn_license';
	public const CHECK  = Module::CHECK_HOOK;

	/** Fields of the server's answer worth keeping. */
	private const SERVER_FIELDS = array( 'license', 'expires', 'item_name', 'license_limit', 'site_count', 'activations_left' );

	/** The daily check's name in the Background jobs panel (filter eventin_job_label). */
	public static function label( $label, $hook ) {
		return self::CHECK === $hook ? __( 'Daily license check', 'eventin' ) : $label;
	}

	/** Keeps the daily check queued while there is a license: one at a time, a day after the last. */
	public static function queue_check(): void {
		$stored = get_option( self::OPTION );
		if ( is_array( $stored ) && ! empty( $stored['key'] ) ) {
			Jobs::add(
				self::CHECK,
				array(),
				array(
					'unique' => self::CHECK,
					'delay'  => DAY_IN_SECONDS,
				)
			);
		}
	}

	/** What the License page shows: null without a license. */
	public static function data(): ?array {
		$stored = get_option( self::OPTION );
		if ( ! is_array( $stored ) || empty( $stored['key'] ) ) {
			return null;
		}
		$data = array(
			'license' => 'invalid',
			'name'    => (string) ( $stored['name'] ?? '' ),
			'email'   => (string) ( $stored['email'] ?? '' ),
			'key'     => self::mask( (string) $stored['key'] ),
		);
		foreach ( self::SERVER_FIELDS as $field ) {
			$data[ $field ] = $stored['server'][ $field ] ?? ( 'license' === $field ? 'invalid' : null );
		}
		$data['checked_at'] = $stored['checked_at'] ?? null;
		return $data;
	}

	/**
	 * Activates a key for this site; stores nothing unless the server accepts it.
	 *
	 * @return array|Problem The license data.
	 */
	public static function activate( string $name, string $email, string $key ) {
		$answer = LicenseServer::call( 'activate_license', $key );
		if ( is_wp_error( $answer ) ) {
			return $answer;
		}
		if ( empty( $answer['success'] ) || 'valid' !== $answer['license'] ) {
			return Problem::refused(
				'eventin_license_rejected',
				LicenseServer::refusal( $answer ),
				array( 'reason' => (string) ( $answer['error'] ?? $answer['license'] ) )
			);
		}
		update_option(
			self::OPTION,
			array(
				'key'        => $key,
				'name'       => $name,
				'email'      => $email,
				'server'     => self::server_fields( $answer ),
				'checked_at' => gmdate( 'c' ),
			),
			false
		);
		self::queue_check();
		return self::data();
	}

	/**
	 * Frees this site's activation. When the server says the key was not active here, the site
	 * forgets it all the same: that is the state the user asked for.
	 *
	 * @return true|Problem
	 */
	public static function deactivate() {
		$stored = get_option( self::OPTION );
		if ( ! is_array( $stored ) || empty( $stored['key'] ) ) {
			return Problem::refused( 'eventin_license_not_active', __( 'There is no license to deactivate.', 'eventin' ) );
		}
		$answer = LicenseServer::call( 'deactivate_license', (string) $stored['key'] );
		if ( is_wp_error( $answer ) ) {
			return $answer;
		}
		delete_option( self::OPTION );
		Jobs::cancel( self::CHECK );
		return true;
	}

	/**
	 * The daily check: keeps what the server says (expired, disabled, …) for the License page.
	 * When the server cannot be reached the job fails that attempt, and is tried again later.
	 *
	 * @throws \RuntimeException When the server gave no answer.
	 */
	public static function refresh(): void {
		$stored = get_option( self::OPTION );
		if ( ! is_array( $stored ) || empty( $stored['key'] ) ) {
			return;
		}
		$answer = LicenseServer::call( 'check_license', (string) $stored['key'] );
		if ( is_wp_error( $answer ) ) {
			throw new \RuntimeException( esc_html( $answer->get_error_message() ) );
		}
		$stored['server']     = self::server_fields( $answer ) + (array) ( $stored['server'] ?? array() );
		$stored['checked_at'] = gmdate( 'c' );
		update_option( self::OPTION, $stored, false );
	}

	/** The last four characters of a long key, the rest hidden. */
	public static function mask( string $key ): string {
		return str_repeat( '•', 8 ) . ( strlen( $key ) >= 8 ? substr( $key, -4 ) : '' );
	}

	private static function server_fields( array $answer ): array {
		$fields = array();
		foreach ( self::SERVER_FIELDS as $field ) {
			if ( isset( $answer[ $field ] ) && is_scalar( $answer[ $field ] ) ) {
				$fields[ $field ] = $answer[ $field ];
			}
		}
		return $fields;
	}
}
