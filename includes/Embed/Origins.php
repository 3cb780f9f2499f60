<?php
namespace Eventin\Embed;

use Eventin\Settings\Settings;

/**
 * Which web pages may read embedded widgets: those whose origin's host is a registered domain
 * (Settings → Registered domains; `*.example.com` stands for every subdomain of example.com, not
 * example.com itself) or the site's own host. Only the Origin header counts, which browsers set
 * themselves; the Referer is never read.
 */
final class Origins {
	/**
	 * Whether the page that asked may read the widget.
	 *
	 * @param string|null $origin     The request's Origin header (null when it has none).
	 * @param string|null $fetch_site The Sec-Fetch-Site header: a browser sends no Origin with a
	 *                                GET to its own site, and says `same-origin` instead.
	 */
	public static function allows( ?string $origin, ?string $fetch_site = null ): bool {
		if ( null === $origin || '' === $origin ) {
			return 'same-origin' === $fetch_site;
		}
		$host = self::host( $origin );
		if ( null === $host ) {
			return false;
		}
		if ( self::host( home_url() ) === $host ) {
			return true;
		}
		return self::registered( $host, (array) Settings::get()['registered_domains'] );
	}

	/**
	 * Whether a host is one of the domains (as Settings::domain() stores them).
	 *
	 * @param string   $host    A lowercase host name.
	 * @param string[] $domains The registered domains.
	 */
	public static function registered( string $host, array $domains ): bool {
		foreach ( $domains as $domain ) {
			$domain = strtolower( (string) $domain );
			if ( str_starts_with( $domain, '*.' ) ) {
				$parent = substr( $domain, 1 ); // '.example.com'.
				if ( strlen( $host ) > strlen( $parent ) && str_ends_with( $host, $parent ) ) {
					return true;
				}
			} elseif ( '' !== $domain && $host === $domain ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * The host of an origin or URL (`https://a.example.com:8443` → `a.example.com`), lowercase, or
	 * null when it is not an http(s) one ('null' for files and sandboxed frames).
	 */
	public static function host( string $origin ): ?string {
		$parts  = wp_parse_url( trim( $origin ) );
		$scheme = strtolower( (string) ( $parts['scheme'] ?? '' ) );
		$host   = strtolower( rtrim( (string) ( $parts['host'] ?? '' ), '.' ) );
		return in_array( $scheme, array( 'http', 'https' ), true ) && '' !== $host ? $host : null;
	}
}
