<?php
namespace Eventin\Events;

use DateTimeZone;

/** How an event's date reads on a page (the widgets' cards, countdown and event page, the sales glance). */
final class EventDate {
	/**
	 * The date of an event in the site's date and time formats, in the event's own timezone,
	 * with the timezone's abbreviation, e.g. 'December 5, 2030 10:00 am – 12:00 pm JST'; each
	 * end in a <time> with its instant.
	 *
	 * @param array $event As Event::read_many() gives it.
	 */
	public static function html( array $event, bool $with_end ): string {
		$zone  = new DateTimeZone( $event['timezone'] );
		$start = (int) strtotime( $event['start_utc'] );
		$end   = (int) strtotime( $event['end_utc'] );
		$date  = (string) get_option( 'date_format' );
		$time  = (string) get_option( 'time_format' );
		// Whole days (00:00 to 23:59, as the editor saves them): the dates, without times or zone.
		if ( $end > $start && '00:00' === wp_date( 'H:i', $start, $zone ) && '23:59' === wp_date( 'H:i', $end, $zone ) ) {
			$html = self::time( $event['start_utc'], wp_date( $date, $start, $zone ) );
			if ( $with_end && wp_date( 'Y-m-d', $start, $zone ) !== wp_date( 'Y-m-d', $end, $zone ) ) {
				$html .= ' <span aria-hidden="true">–</span><span class="eventin-visually-hidden">' . esc_html__( 'to', 'eventin' ) . '</span> ' . self::time( $event['end_utc'], wp_date( $date, $end, $zone ) );
			}
			return $html . ' <span aria-hidden="true">·</span> <span class="eventin-card__all-day">' . esc_html__( 'All day', 'eventin' ) . '</span>';
		}
		$html = self::time( $event['start_utc'], wp_date( "{$date} {$time}", $start, $zone ) );
		if ( $with_end && $end > $start ) {
			$same  = wp_date( 'Y-m-d', $start, $zone ) === wp_date( 'Y-m-d', $end, $zone );
			$html .= ' <span aria-hidden="true">–</span><span class="eventin-visually-hidden">' . esc_html__( 'to', 'eventin' ) . '</span> ' . self::time( $event['end_utc'], wp_date( $same ? $time : "{$date} {$time}", $end, $zone ) );
		}
		return $html . ' <abbr class="eventin-card__zone" title="' . esc_attr( $event['timezone'] ) . '">' . esc_html( self::zone_name( $start, $zone ) ) . '</abbr>';
	}

	/** The timezone's abbreviation at an instant ('JST', 'CET'; 'UTC+14' where it has none). */
	private static function zone_name( int $instant, DateTimeZone $zone ): string {
		$name = wp_date( 'T', $instant, $zone );
		return preg_match( '/^[+-]/', $name ) ? 'UTC' . $name : $name;
	}

	private static function time( string $iso, string $text ): string {
		return '<time datetime="' . esc_attr( $iso ) . '">' . esc_html( $text ) . '</time>';
	}
}
