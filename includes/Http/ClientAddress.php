<?php
namespace Eventin\Http;

/**
 * Who a visitor is, by address. The address the web server saw (REMOTE_ADDR) unless it is a
 * trusted proxy (`EVENTIN_TRUSTED_PROXIES`: addresses and CIDR ranges, IPv4 and IPv6); then
 * X-Forwarded-For is read from the right, where each trusted proxy appended what it saw, and the
 * first address that is no trusted proxy is the visitor. What a visitor writes into the header
 * stays on the left of that address, so a forged header never makes a visitor someone else.
 */
final class ClientAddress {
	/**
	 * The visitor's address as rate limits count it: an IPv4 address, or the /64 network of an
	 * IPv6 one (one subscriber's line, whose every device may pick new addresses at will).
	 * Empty when the server saw no address (a command line).
	 */
	public static function visitor(): string {
		$remote = self::normalize( self::server( 'REMOTE_ADDR' ) );
		if ( null === $remote ) {
			return '';
		}
		$trusted = self::trusted_proxies();
		$visitor = $remote;
		if ( self::in_ranges( $remote, $trusted ) ) {
			foreach ( array_reverse( explode( ',', self::server( 'HTTP_X_FORWARDED_FOR' ) ) ) as $hop ) {
				$hop = self::normalize( $hop );
				if ( null === $hop ) {
					// Not an address: the proxy that passed it on is the last one known.
					break;
				}
				$visitor = $hop;
				if ( ! self::in_ranges( $hop, $trusted ) ) {
					break;
				}
			}
		}
		return self::network( $visitor );
	}

	/**
	 * The trusted proxies: `EVENTIN_TRUSTED_PROXIES`, then the `eventin_trusted_proxies` filter.
	 *
	 * @return string[]
	 */
	public static function trusted_proxies(): array {
		/**
		 * The proxies whose X-Forwarded-For is believed: addresses and CIDR ranges ('10.0.0.0/8',
		 * '2001:db8::/32'), such as a host's load balancer or a CDN's published ranges.
		 *
		 * @param string[] $ranges From EVENTIN_TRUSTED_PROXIES.
		 */
		return self::ranges( apply_filters( 'eventin_trusted_proxies', self::ranges( defined( 'EVENTIN_TRUSTED_PROXIES' ) ? EVENTIN_TRUSTED_PROXIES : '' ) ) );
	}

	/**
	 * Ranges as configured: a list, or a string of them separated by commas or spaces.
	 *
	 * @param mixed $configured
	 * @return string[]
	 */
	public static function ranges( $configured ): array {
		$ranges = is_array( $configured ) ? array_map( 'strval', $configured ) : explode( ',', (string) $configured );
		return array_values( array_filter( preg_split( '/[\s,]+/', implode( ',', $ranges ), -1, PREG_SPLIT_NO_EMPTY ) ) );
	}

	/** @param string[] $ranges */
	public static function in_ranges( string $address, array $ranges ): bool {
		foreach ( $ranges as $range ) {
			if ( self::in_range( $address, $range ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Whether an address is in a range: 'a.b.c.d/n', 'x:y::/n' or one address. An IPv4 address
	 * written as IPv6 ('::ffff:a.b.c.d') is the IPv4 address. A range that is not one matches
	 * nothing.
	 */
	public static function in_range( string $address, string $range ): bool {
		$parts   = explode( '/', trim( $range ), 2 );
		$network = self::normalize( $parts[0] );
		$address = self::normalize( $address );
		if ( null === $network || null === $address ) {
			return false;
		}
		$network = inet_pton( $network );
		$address = inet_pton( $address );
		$bits    = strlen( $network ) * 8;
		if ( isset( $parts[1] ) ) {
			if ( ! preg_match( '/^\d{1,3}$/', $parts[1] ) || (int) $parts[1] > $bits ) {
				return false;
			}
			$bits = (int) $parts[1];
		}
		if ( strlen( $network ) !== strlen( $address ) ) {
			return false;
		}
		$bytes = intdiv( $bits, 8 );
		if ( substr( $network, 0, $bytes ) !== substr( $address, 0, $bytes ) ) {
			return false;
		}
		$rest = $bits % 8;
		if ( 0 === $rest ) {
			return true;
		}
		$mask = ( 0xff << ( 8 - $rest ) ) & 0xff;
		return ( ord( $network[ $bytes ] ) & $mask ) === ( ord( $address[ $bytes ] ) & $mask );
	}

	/**
	 * An address in one spelling ('2001:db8::1', never '2001:DB8:0::1'; '::ffff:192.0.2.1' as
	 * '192.0.2.1'), from what proxies write: with a port ('192.0.2.1:443', '[2001:db8::1]:443')
	 * or spaces. Null when it is no address.
	 */
	public static function normalize( string $written ): ?string {
		$written = trim( $written );
		if ( preg_match( '/^\[([^\]]+)\](?::\d+)?$/', $written, $m ) ) {
			$written = $m[1];
		} elseif ( preg_match( '/^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/', $written, $m ) ) {
			$written = $m[1];
		}
		$packed = filter_var( $written, FILTER_VALIDATE_IP ) ? inet_pton( $written ) : false;
		if ( false === $packed ) {
			return null;
		}
		if ( 16 === strlen( $packed ) && str_starts_with( $packed, str_repeat( "\0", 10 ) . "\xff\xff" ) ) {
			$packed = substr( $packed, 12 );
		}
		return inet_ntop( $packed );
	}

	/** An IPv4 address as it is; an IPv6 address as its /64 network ('2001:db8:1:2::/64'). */
	private static function network( string $address ): string {
		$packed = inet_pton( $address );
		if ( 16 !== strlen( $packed ) ) {
			return $address;
		}
		return inet_ntop( substr( $packed, 0, 8 ) . str_repeat( "\0", 8 ) ) . '/64';
	}

	private static function server( string $key ): string {
		return isset( $_SERVER[ $key ] ) && is_string( $_SERVER[ $key ] ) ? wp_unslash( $_SERVER[ $key ] ) : ''; // Unsanitized: only addresses are taken from it (normalize()).
	}
}
