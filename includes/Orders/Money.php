<?php
namespace Eventin\Orders;

use Eventin\Settings\Settings;

/**
 * Amounts are kept in minor units (cents) of an ISO 4217 currency, so sums never round.
 */
final class Money {
	/** Currencies without minor units, as payment providers treat them. */
	private const ZERO_DECIMAL = array( 'BIF', 'CLP', 'DJF', 'GNF', 'JPY', 'KMF', 'KRW', 'MGA', 'PYG', 'RWF', 'UGX', 'VND', 'VUV', 'XAF', 'XOF', 'XPF' );

	/** The site's currency (setting `currency`). */
	public static function currency(): string {
		return Settings::get()['currency'];
	}

	public static function decimals( string $currency ): int {
		return in_array( strtoupper( $currency ), self::ZERO_DECIMAL, true ) ? 0 : 2;
	}

	/** A decimal price such as '25.00' in minor units of the currency. */
	public static function to_minor( string $price, string $currency ): int {
		return (int) round( (float) $price * ( 10 ** self::decimals( $currency ) ) );
	}

	/** Minor units as a decimal string, '2500' → '25.00'. */
	public static function to_decimal( int $minor, string $currency ): string {
		$decimals = self::decimals( $currency );
		return number_format( $minor / ( 10 ** $decimals ), $decimals, '.', '' );
	}

	/** An amount for people: '$25.00', '€25.00', '¥2,500', in the site's locale for the number. */
	public static function format( int $minor, string $currency ): string {
		$decimals = self::decimals( $currency );
		$number   = number_format_i18n( $minor / ( 10 ** $decimals ), $decimals );
		$symbols  = array(
			'USD' => '$',
			'EUR' => '€',
			'GBP' => '£',
			'JPY' => '¥',
			'INR' => '₹',
			'AUD' => 'A$',
			'CAD' => 'C$',
		);
		$currency = strtoupper( $currency );
		return isset( $symbols[ $currency ] ) ? $symbols[ $currency ] . $number : $number . ' ' . $currency;
	}
}
