<?php
namespace Eventin\Payments;

use Eventin\Settings\Settings;

/**
 * The gateways of the site: free (a total of 0), offline and Stripe, plus any an extension adds.
 */
final class Gateways {
	/** @var array<string, Gateway>|null */
	private static $gateways = null;

	/** @return array<string, Gateway> id => gateway */
	public static function all(): array {
		if ( null === self::$gateways ) {
			$gateways = array( new FreeGateway(), new OfflineGateway(), new Stripe\StripeGateway() );
			/**
			 * The payment gateways buyers can choose from.
			 *
			 * @param Gateway[] $gateways
			 */
			$gateways       = (array) apply_filters( 'eventin_payment_gateways', $gateways );
			self::$gateways = array();
			foreach ( $gateways as $gateway ) {
				if ( $gateway instanceof Gateway ) {
					self::$gateways[ $gateway->id() ] = $gateway;
				}
			}
		}
		return self::$gateways;
	}

	public static function get( string $id ): ?Gateway {
		return self::all()[ $id ] ?? null;
	}

	/** @return array<string, Gateway> the gateways a buyer of a paid ticket may choose */
	public static function for_paid(): array {
		return array_filter( self::all(), static fn( Gateway $gateway ) => 'free' !== $gateway->id() && $gateway->available() );
	}

	/** Forget the list (tests change settings and filters between requests). */
	public static function reset(): void {
		self::$gateways = null;
	}

	/** How long an unpaid booking holds its seats by default (setting `hold_minutes`), in seconds. */
	public static function default_hold(): int {
		return 60 * (int) Settings::get()['hold_minutes'];
	}
}
