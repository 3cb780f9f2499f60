<?php
namespace Eventin\Events;

use DateTimeImmutable;
use DateTimeZone;
use Eventin\Vendor\Eluceo\iCal\Domain\Entity\Calendar;
use Eventin\Vendor\Eluceo\iCal\Domain\Entity\Event as CalendarEvent;
use Eventin\Vendor\Eluceo\iCal\Domain\ValueObject\DateTime as CalendarDateTime;
use Eventin\Vendor\Eluceo\iCal\Domain\ValueObject\Location as CalendarLocation;
use Eventin\Vendor\Eluceo\iCal\Domain\ValueObject\TimeSpan;
use Eventin\Vendor\Eluceo\iCal\Domain\ValueObject\Timestamp;
use Eventin\Vendor\Eluceo\iCal\Domain\ValueObject\UniqueIdentifier;
use Eventin\Vendor\Eluceo\iCal\Domain\ValueObject\Uri;
use Eventin\Vendor\Eluceo\iCal\Presentation\Factory\CalendarFactory;

/**
 * An event in people's calendars: its .ics file and Google Calendar's new-event form filled in
 * (linked by the Add to calendar widget, the booking and RSVP mails and the RSVP answers).
 *
 * The .ics is public for published events at `/?eventin-ics=<id>` (serve(), on
 * template_redirect), written with the vendored eluceo/iCal library: one VEVENT with a stable
 * UID (`event-<id>@<host>`), DTSTART/DTEND in UTC, SUMMARY, DESCRIPTION (plain text), LOCATION
 * and URL. Anything else answers 404.
 */
final class CalendarFile {
	/** The query argument of the .ics address. */
	public const ARG = 'eventin-ics';

	/** The most characters of the description a Google Calendar link carries (URLs stay short). */
	private const GOOGLE_DETAILS = 1000;

	/** The public address of a published event's .ics file. */
	public static function ics_url( int $event_id ): string {
		return add_query_arg( self::ARG, $event_id, home_url( '/' ) );
	}

	/**
	 * Google Calendar's new-event form for the event: title, start/end in UTC
	 * (YYYYMMDDTHHMMSSZ), a plain-text description with the event's address, and the location.
	 *
	 * @param array $event As Event::read() gives it.
	 */
	public static function google_url( array $event ): string {
		$details = self::plain( (string) $event['description'] );
		if ( mb_strlen( $details ) > self::GOOGLE_DETAILS ) {
			$details = rtrim( mb_substr( $details, 0, self::GOOGLE_DETAILS - 1 ) ) . '…';
		}
		$details = trim( $details . "\n\n" . $event['link'] );
		$query   = array(
			'action'   => 'TEMPLATE',
			'text'     => $event['title'],
			'dates'    => self::utc( $event['start_utc'] ) . '/' . self::utc( $event['end_utc'] ),
			'details'  => $details,
			'location' => self::where( $event['location'] ),
		);
		$pairs   = array();
		foreach ( array_filter( $query, 'strlen' ) as $name => $value ) {
			// The dates keep their slash as Google documents them; the rest is percent-encoded.
			$pairs[] = $name . '=' . ( 'dates' === $name ? $value : rawurlencode( $value ) );
		}
		return 'https://calendar.google.com/calendar/render?' . implode( '&', $pairs );
	}

	/**
	 * The event as an iCalendar file (RFC 5545).
	 *
	 * @param array $event As Event::read() gives it.
	 */
	public static function ics( array $event ): string {
		$utc      = new DateTimeZone( 'UTC' );
		$instant  = static fn( string $iso ) => new CalendarDateTime( ( new DateTimeImmutable( $iso ) )->setTimezone( $utc ), true );
		$modified = get_post_field( 'post_modified_gmt', $event['id'] );
		$entry    = new CalendarEvent( new UniqueIdentifier( 'event-' . $event['id'] . '@' . self::host() ) );
		$entry->setSummary( (string) $event['title'] )
			->setOccurrence( new TimeSpan( $instant( $event['start_utc'] ), $instant( $event['end_utc'] ) ) )
			->setUrl( new Uri( (string) $event['link'] ) );
		if ( is_string( $modified ) && '' !== $modified && '0000-00-00 00:00:00' !== $modified ) {
			$entry->touch( new Timestamp( new DateTimeImmutable( $modified, $utc ) ) );
		}
		$description = self::plain( (string) $event['description'] );
		if ( '' !== $description ) {
			$entry->setDescription( $description );
		}
		$where = self::where( $event['location'] );
		if ( '' !== $where ) {
			$entry->setLocation( new CalendarLocation( $where ) );
		}
		$calendar = new Calendar( array( $entry ) );
		$calendar->setProductIdentifier( '-//Eventin//Eventin ' . EVENTIN_VERSION . '//EN' );
		return (string) ( new CalendarFactory() )->createCalendar( $calendar );
	}

	/**
	 * Answers `/?eventin-ics=<id>`: the .ics of a published event as a download, or a 404.
	 */
	public static function serve(): void {
		if ( ! isset( $_GET[ self::ARG ] ) ) {
			return;
		}
		$answer = self::answer( wp_unslash( $_GET[ self::ARG ] ) );
		status_header( $answer['status'] );
		foreach ( $answer['headers'] as $name => $value ) {
			header( $name . ': ' . $value );
		}
		echo $answer['body']; // phpcs:ignore Eventin.Security.EscapedOutput -- an .ics file (text/calendar) or a text/plain message, as the answer's Content-Type says.
		exit;
	}

	/**
	 * The answer to an .ics request.
	 *
	 * @param mixed $id The query argument.
	 * @return array{status: int, headers: array<string, string>, body: string}
	 */
	public static function answer( $id ): array {
		$event = is_scalar( $id ) && ctype_digit( (string) $id ) ? Event::published( (int) $id ) : null;
		if ( ! $event ) {
			return array(
				'status'  => 404, // phpcs:ignore Eventin.Errors.HttpStatus -- the .ics download's own HTTP answer, not a REST error.
				'headers' => array(
					'Content-Type'  => 'text/plain; charset=utf-8',
					'Cache-Control' => 'no-cache, must-revalidate, max-age=0',
					'X-Robots-Tag'  => 'noindex, nofollow',
				),
				'body'    => __( 'This event does not exist.', 'eventin' ),
			);
		}
		return array(
			'status'  => 200,
			'headers' => array(
				'Content-Type'        => 'text/calendar; charset=utf-8',
				'Content-Disposition' => 'attachment; filename="' . self::file_name( $event ) . '"',
				'Cache-Control'       => 'no-cache, must-revalidate, max-age=0',
				'X-Robots-Tag'        => 'noindex, nofollow',
			),
			'body'    => self::ics( $event ),
		);
	}

	/** 'my-event.ics' from the event's slug (ASCII only, for every browser's download bar). */
	public static function file_name( array $event ): string {
		$slug = preg_replace( '/[^a-z0-9-]+/', '', strtolower( (string) ( $event['slug'] ?? '' ) ) );
		return ( '' !== $slug ? substr( $slug, 0, 80 ) : 'event-' . $event['id'] ) . '.ics';
	}

	/** '2030-12-05T01:00:00+00:00' → '20301205T010000Z'. */
	private static function utc( string $iso ): string {
		return ( new DateTimeImmutable( $iso ) )->setTimezone( new DateTimeZone( 'UTC' ) )->format( 'Ymd\THis\Z' );
	}

	/** Where the event happens, on one line: venue and address, or its online link. */
	private static function where( ?array $location ): string {
		if ( ! $location ) {
			return '';
		}
		$parts = array();
		if ( 'online' !== $location['type'] ) {
			$parts = array_values( array_unique( array_filter( array_map( 'trim', array( (string) $location['venue'], (string) $location['address']['address'] ) ), 'strlen' ) ) );
		}
		if ( ! $parts && 'venue' !== $location['type'] ) {
			$parts[] = __( 'Online', 'eventin' );
		}
		return implode( ', ', $parts );
	}

	/** Post content as plain text: no tags, shortcodes or entities, blank lines kept short. */
	private static function plain( string $html ): string {
		$text = wp_strip_all_tags( strip_shortcodes( preg_replace( '~<br\s*/?>|</p>~i', "\n", $html ) ) );
		$text = html_entity_decode( $text, ENT_QUOTES | ENT_HTML5, 'UTF-8' );
		return trim( (string) preg_replace( "/\n{3,}/", "\n\n", preg_replace( "/[ \t]+\n/", "\n", $text ) ) );
	}

	private static function host(): string {
		$host = wp_parse_url( home_url(), PHP_URL_HOST );
		return is_string( $host ) && '' !== $host ? $host : 'localhost';
	}
}
