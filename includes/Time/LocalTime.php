<?php
namespace Eventin\Time;

use DateTimeImmutable;
use DateTimeZone;

/**
 * Local date, time and IANA timezone ↔ UTC instants (Unix seconds).
 *
 * A local time that does not exist (skipped by a daylight-saving change) moves forward by the
 * gap; one that exists twice (repeated by the change back) means its first, daylight-saving
 * occurrence. Both are what PHP's timezone database does.
 */
final class LocalTime {
	/** What parse_time() reads, for schemas: 24-hour 'H:mm' or 'HH:mm(:ss)', or 12-hour 'h:mm AM'. */
	public const TIME_PATTERN = '^\\s*(?:(?:[01]?\\d|2[0-3]):[0-5]\\d(?::\\d{2})?|(?:0?[1-9]|1[0-2]):[0-5]\\d\\s*[AaPp]\\.?[Mm]\\.?)\\s*$';

	public static function is_timezone( string $name ): bool {
		static $known = null;
		$known ??= array_flip( DateTimeZone::listIdentifiers( DateTimeZone::ALL_WITH_BC ) );
		return isset( $known[ $name ] );
	}

	/** The site's timezone when it is an IANA name, else UTC (a bare offset is no timezone). */
	public static function default_timezone(): string {
		$name = wp_timezone_string();
		return self::is_timezone( $name ) ? $name : 'UTC';
	}

	public static function is_date( string $value ): bool {
		return (bool) preg_match( '/^(\d{4})-(\d{2})-(\d{2})$/', $value, $m ) && checkdate( (int) $m[2], (int) $m[3], (int) $m[1] );
	}

	/**
	 * A 24-hour 'HH:mm' from 'HH:mm' (or 'H:mm', 'HH:mm:ss') or a 12-hour 'hh:mm AM'; null when neither.
	 */
	public static function parse_time( string $value ): ?string {
		$value = strtoupper( trim( $value ) );
		if ( preg_match( '/^(\d{1,2}):(\d{2})(?::\d{2})?$/', $value, $m ) && (int) $m[1] < 24 && (int) $m[2] < 60 ) {
			return sprintf( '%02d:%02d', $m[1], $m[2] );
		}
		if ( preg_match( '/^(\d{1,2}):(\d{2})\s*([AP])\.?M\.?$/', $value, $m ) && (int) $m[1] >= 1 && (int) $m[1] <= 12 && (int) $m[2] < 60 ) {
			$hour = (int) $m[1] % 12 + ( 'P' === $m[3] ? 12 : 0 );
			return sprintf( '%02d:%02d', $hour, $m[2] );
		}
		return null;
	}

	/** The UTC instant of a local date ('Y-m-d') and time ('H:i') in a timezone. */
	public static function to_utc( string $date, string $time, string $timezone ): int {
		$zone    = new DateTimeZone( self::is_timezone( $timezone ) ? $timezone : 'UTC' );
		$instant = ( new DateTimeImmutable( $date . ' ' . $time, $zone ) )->getTimestamp();
		// PHP picks the later of two equal wall times; clock changes are 30 minutes to 2 hours.
		$wall = $date . ' ' . $time;
		foreach ( array( 7200, 3600, 1800 ) as $shift ) {
			if ( self::local( $instant - $shift, $timezone )->format( 'Y-m-d H:i' ) === $wall ) {
				return $instant - $shift;
			}
		}
		return $instant;
	}

	/** The local date-time of an instant in a timezone. */
	public static function local( int $instant, string $timezone ): DateTimeImmutable {
		$zone = new DateTimeZone( self::is_timezone( $timezone ) ? $timezone : 'UTC' );
		return ( new DateTimeImmutable( '@' . $instant ) )->setTimezone( $zone );
	}

	/** The timezone's offset at an instant, e.g. '+01:00', '-05:30', '+14:00'. */
	public static function utc_offset( int $instant, string $timezone ): string {
		return self::local( $instant, $timezone )->format( 'P' );
	}

	/** ISO 8601 in UTC, e.g. '2026-03-29T01:00:00Z'. */
	public static function iso( int $instant ): string {
		return gmdate( 'Y-m-d\TH:i:s\Z', $instant );
	}

	/** Milliseconds since 1970 as ISO 8601 UTC with milliseconds (before 1970 too: -500 is 1969-12-31T23:59:59.500Z). */
	public static function iso_ms( int $ms ): string {
		$seconds = (int) floor( $ms / 1000 );
		return gmdate( 'Y-m-d\TH:i:s', $seconds ) . sprintf( '.%03dZ', $ms - $seconds * 1000 );
	}

	/** An ISO 8601 time (WordPress checked its form) in milliseconds since 1970; without a zone, UTC. */
	public static function ms( string $time ): int {
		try {
			$date = new DateTimeImmutable( $time, new DateTimeZone( 'UTC' ) );
		} catch ( \Exception $error ) {
			return (int) floor( microtime( true ) * 1000 );
		}
		return $date->getTimestamp() * 1000 + (int) $date->format( 'v' );
	}

	/** The whole days from one 'Y-m-d' date to another (negative when before). */
	public static function days_between( string $from, string $to ): int {
		return (int) ( new DateTimeImmutable( $from, new DateTimeZone( 'UTC' ) ) )
			->diff( new DateTimeImmutable( $to, new DateTimeZone( 'UTC' ) ) )
			->format( '%r%a' );
	}

	/** A 'Y-m-d' date moved by whole days. */
	public static function add_days( string $date, int $days ): string {
		return ( new DateTimeImmutable( $date, new DateTimeZone( 'UTC' ) ) )->modify( sprintf( '%+d days', $days ) )->format( 'Y-m-d' );
	}
}
