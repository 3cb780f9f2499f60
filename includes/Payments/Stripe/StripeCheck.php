<?php
namespace Eventin\Payments\Stripe;

use Eventin\Problem;

/**
 * Whether Stripe settings can take payments, checked when they are saved: every key is there,
 * the two keys are of one mode (test or live), and Stripe itself accepts the secret key
 * (`GET /v1/account`, the call that needs nothing but a valid key). Settings that would sell
 * nothing are refused with what is missing, instead of saved.
 */
final class StripeCheck {
	/** The payment settings that decide whether Stripe sells. */
	private const FIELDS = array( 'stripe', 'stripe_publishable_key', 'stripe_secret_key', 'stripe_webhook_secret' );

	/** PUT settings refuses, with problem(), a change that switches Stripe on or changes its keys. */
	/**
	 * PUT settings' refusal (filter eventin_settings_refusal) when the Stripe keys changed do not work.
	 *
	 * @param mixed $refusal Another check's refusal, or null.
	 */
	public static function refusal( $refusal, $changes, $current ) {
		$payments = (array) ( $changes['payments'] ?? array() );
		if ( $refusal || ! array_intersect_key( $payments, array_flip( self::FIELDS ) ) ) {
			return $refusal;
		}
		return self::problem( array_merge( (array) ( $current['payments'] ?? array() ), $payments ) );
	}

	/**
	 * What stops these payment settings from taking card payments, or null when nothing does
	 * (or Stripe is off).
	 *
	 * @param array $payments The payment settings as they would be saved.
	 */
	public static function problem( array $payments ): ?Problem {
		if ( 'on' !== ( $payments['stripe'] ?? 'off' ) ) {
			return null;
		}
		$names   = array(
			'stripe_publishable_key' => __( 'the publishable key', 'eventin' ),
			'stripe_secret_key'      => __( 'the secret key', 'eventin' ),
			'stripe_webhook_secret'  => __( 'the webhook signing secret', 'eventin' ),
		);
		$missing = array_keys( array_filter( $names, static fn( $name, $field ) => '' === (string) ( $payments[ $field ] ?? '' ), ARRAY_FILTER_USE_BOTH ) );
		if ( $missing ) {
			return self::field_refusal(
				$missing[0],
				/* translators: %s: the missing settings, e.g. "the webhook signing secret" */
				sprintf( _n( 'Stripe cannot take payments without %s. Fill it in, or switch Stripe off.', 'Stripe cannot take payments without %s. Fill them in, or switch Stripe off.', count( $missing ), 'eventin' ), wp_sprintf_l( '%l', array_map( static fn( $field ) => $names[ $field ], $missing ) ) )
			);
		}
		$publishable = (string) $payments['stripe_publishable_key'];
		$secret      = (string) $payments['stripe_secret_key'];
		if ( self::live( $publishable ) !== self::live( $secret ) ) {
			return self::field_refusal(
				'stripe_secret_key',
				self::live( $secret )
					? __( 'The publishable key is a test key and the secret key a live key: use both keys of one mode.', 'eventin' )
					: __( 'The publishable key is a live key and the secret key a test key: use both keys of one mode.', 'eventin' )
			);
		}
		$account = ( new StripeApi( $secret ) )->request( 'GET', '/v1/account' );
		if ( is_wp_error( $account ) ) {
			return 'eventin_stripe_unreachable' === $account->get_error_code()
				? Problem::unavailable( Problem::INVALID_FIELD, __( 'Stripe could not be reached to check the keys, so nothing was saved. Try again in a few minutes.', 'eventin' ) )->at( 'payments.stripe_secret_key' )
				: self::field_refusal(
					'stripe_secret_key',
					/* translators: %s: Stripe's answer, e.g. "Stripe says: Invalid API Key provided: sk_test_****1234" */
					sprintf( __( 'Stripe did not accept the secret key. %s', 'eventin' ), $account->get_error_message() )
				);
		}
		return null;
	}

	private static function live( string $key ): bool {
		return (bool) preg_match( '/^(pk|sk|rk)_live_/', $key );
	}

	private static function field_refusal( string $field, string $message ): Problem {
		return Problem::invalid( 'payments.' . $field, $message );
	}
}
