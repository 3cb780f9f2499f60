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

	/**
	 * The most a price or an amount may be, in minor units: what payment providers take in one
	 * charge ($999,999.99; Stripe's limit).
	 */
	public const MAX_MINOR = 99999999;

	/**
	 * An amount as sent ('25.5', 25.5, 25) as plain decimal text, digits exactly as given: a JSON
	 * number is written out in full (1e-9 has nine decimals, not none). Null when it is no
	 * amount (negative, a word, an exponent in text).
	 *
	 * @param mixed $amount
	 */
	private static function decimal_text( $amount ): ?string {
		if ( is_float( $amount ) ) {
			$text = sprintf( '%.15g', $amount );
			$amount = false === stripos( $text, 'e' ) ? $text : rtrim( rtrim( sprintf( '%.20F', $amount ), '0' ), '.' );
		}
		$text = is_int( $amount ) || is_string( $amount ) ? trim( (string) $amount ) : '';
		return preg_match( '/^\d+(\.\d+)?$/', $text ) ? $text : null;
	}

	/**
	 * What is wrong with an amount in a currency, or null: 'format' (no amount), 'decimals' (more
	 * than the currency has: 0.001 dollars, 1.5 yen) or 'maximum' (over MAX_MINOR).
	 *
	 * @param mixed $amount
	 */
	public static function fault( $amount, string $currency ): ?string {
		$text = self::decimal_text( $amount );
		if ( null === $text ) {
			return 'format';
		}
		list( $whole, $fraction ) = explode( '.', $text . '.' );
		if ( strlen( rtrim( $fraction, '0' ) ) > self::decimals( $currency ) ) {
			return 'decimals';
		}
		return strlen( ltrim( $whole, '0' ) ) > 15 || self::to_minor( $text, $currency ) > self::MAX_MINOR ? 'maximum' : null;
	}

	/**
	 * An amount such as '25.00' in minor units of the currency, exactly (no float on the way):
	 * decimals beyond the currency's are dropped, so check fault() first.
	 *
	 * @param string|int|float $amount
	 */
	public static function to_minor( $amount, string $currency ): int {
		$text = self::decimal_text( $amount ) ?? '0';
		list( $whole, $fraction ) = explode( '.', $text . '.' );
		$decimals = self::decimals( $currency );
		$whole    = ltrim( $whole, '0' );
		if ( strlen( $whole ) > 15 ) {
			return PHP_INT_MAX;
		}
		return (int) $whole * ( 10 ** $decimals ) + (int) substr( str_pad( $fraction, $decimals, '0' ), 0, $decimals );
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
