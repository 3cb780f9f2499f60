<?php
namespace Eventin\Exports;

use DateTimeImmutable;
use DateTimeZone;

/** Cells as every export writes them: text spreadsheets open safely, times in the site's timezone. */
final class Cells {
	/**
	 * A text cell as spreadsheets may open it safely: one starting with =, +, -, @, a tab or a
	 * carriage return would be read as a formula (CSV injection), and so would a part of it after a
	 * separator some spreadsheet splits on (`,`, `;`, a tab, a line break: a file opened with
	 * another separator than ours) starting with =, +, - or @. Each gets a quote before it.
	 *
	 * @param mixed $value
	 */
	public static function text( $value ): string {
		return (string) preg_replace( '/^(?=[=+\-@\t\r])|(?<=[,;\t\r\n])( *)(?=[=+\-@])/', "\$1'", (string) $value );
	}

	/** The site's timezone as an export's header names it: 'Europe/Berlin', 'UTC', or 'UTC+05:30' for an offset. */
	public static function zone_name(): string {
		$name = wp_timezone_string();
		return '' !== $name && false !== strpos( '+-', $name[0] ) ? 'UTC' . $name : $name;
	}

	/** A stored UTC 'Y-m-d H:i:s' as the site's wall clock, '2026-11-25 14:30' (a 'datetime' cell). */
	public static function site_time( string $utc ): string {
		return ( new DateTimeImmutable( $utc, new DateTimeZone( 'UTC' ) ) )->setTimezone( wp_timezone() )->format( 'Y-m-d H:i' );
	}
}
