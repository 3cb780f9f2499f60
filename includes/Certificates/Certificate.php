<?php
namespace Eventin\Certificates;

use DateTimeZone;
use Eventin\Attendees\Attendees;
use Eventin\Database\Reader;
use Eventin\Database\Sql;
use Eventin\Events\Event;
use Eventin\Events\PostType;
use Eventin\Orders\Status;
use Eventin\Problem;
use Eventin\Rest\Controller;
use WP_Error;

/**
 * An event's certificate: its template (on or off, a title, a text with placeholders, an optional
 * background image; post meta `etn_certificate`, on/off in `etn_certificate_template`, which the
 * events API also answers as `certificate_template`), who may have one (an attendee of a paid or
 * free ticket, not refunded, cancelled or failed, of an event not in the trash) and the signed link
 * to an attendee's certificate, `/?eventin-certificate=<code>&key=<HMAC of the code>`.
 */
final class Certificate {
	public const META = 'etn_certificate';

	public const ARG = 'eventin-certificate';

	/** The placeholders of a certificate's title and text (SPEC 9's options). */
	public const PLACEHOLDERS = array( '{attendee_name}', '{event_title}', '{event_date}', '{event_time}', '{ticket_id}' );

	public const TITLE_MAX = 200;

	public const BODY_MAX = 5000;

	/** @return array{title: string, body: string, background: int} */
	public static function defaults(): array {
		return array(
			'title'      => __( 'Certificate of Attendance', 'eventin' ),
			'body'       => __( 'This certifies that {attendee_name} attended {event_title} on {event_date}, {event_time}.', 'eventin' ),
			'background' => 0,
		);
	}

	/**
	 * The certificate as the events API answers it.
	 *
	 * @param mixed $stored   The `etn_certificate` meta.
	 * @param mixed $template The `etn_certificate_template` meta (not 0: on).
	 */
	public static function read( $stored, $template ): array {
		$stored     = is_array( $stored ) ? $stored : array();
		$defaults   = self::defaults();
		$background = (int) ( $stored['background'] ?? 0 );
		return array(
			'enabled'        => 0 !== (int) $template,
			'title'          => is_string( $stored['title'] ?? null ) ? $stored['title'] : $defaults['title'],
			'body'           => is_string( $stored['body'] ?? null ) ? $stored['body'] : $defaults['body'],
			'background'     => $background,
			'background_url' => $background ? (string) wp_get_attachment_image_url( $background, 'full' ) : '',
		);
	}

	/** The `certificate` field of the events API. */
	public static function schema(): array {
		return array(
			'description'  => __( 'The certificate attendees get: on or off, a title and a text with placeholders, and a background image; fields left out keep their value.', 'eventin' ),
			'type'         => 'object',
			'properties'   => array(
				'enabled'        => array(
					'description' => __( 'Whether the event gives certificates.', 'eventin' ),
					'type'        => 'boolean',
				),
				'title'          => array(
					'description' => __( 'The certificate\'s title; placeholders are filled in.', 'eventin' ),
					'type'        => 'string',
					'maxLength'   => self::TITLE_MAX,
				),
				'body'           => array(
					/* translators: %s: the placeholders, e.g. {attendee_name} */
					'description' => sprintf( __( 'The certificate\'s text, with the placeholders %s.', 'eventin' ), implode( ', ', self::PLACEHOLDERS ) ),
					'type'        => 'string',
					'maxLength'   => self::BODY_MAX,
				),
				'background'     => array(
					'description' => __( 'A background image from the media library; 0 for none.', 'eventin' ),
					'type'        => 'integer',
					'minimum'     => 0,
				),
				'background_url' => Controller::readonly_field( __( 'The background image\'s address.', 'eventin' ), 'string' ),
			),
			'errorMessage' => __( 'The certificate must be on or off, with a title and a text.', 'eventin' ),
		);
	}

	/**
	 * Checks the certificate sent (merged over the current one).
	 *
	 * @return array|WP_Error { enabled, stored: { title, body, background } }, or a 400 naming its field.
	 */
	public static function validate( array $given, ?array $current ) {
		$now     = $current ?? array_merge( self::defaults(), array( 'enabled' => false ) );
		$enabled = array_key_exists( 'enabled', $given ) ? (bool) $given['enabled'] : (bool) ( $now['enabled'] ?? false );
		$title   = array_key_exists( 'title', $given ) ? sanitize_text_field( (string) $given['title'] ) : (string) $now['title'];
		$body    = array_key_exists( 'body', $given ) ? sanitize_textarea_field( (string) $given['body'] ) : (string) $now['body'];
		$image   = array_key_exists( 'background', $given ) ? (int) $given['background'] : (int) ( $now['background'] ?? 0 );
		if ( $enabled && '' === trim( $title ) ) {
			return Problem::invalid( 'certificate.title', __( 'Give the certificate a title.', 'eventin' ) );
		}
		if ( $enabled && '' === trim( $body ) ) {
			return Problem::invalid( 'certificate.body', __( 'Write the certificate\'s text.', 'eventin' ) );
		}
		foreach ( array( 'title' => $title, 'body' => $body ) as $field => $text ) {
			$unknown = self::unknown_placeholder( $text );
			if ( null !== $unknown ) {
				return Problem::invalid(
					"certificate.{$field}",
					/* translators: 1: a placeholder as written, e.g. {name}; 2: the placeholders there are */
					sprintf( __( '%1$s is not a placeholder. Use %2$s.', 'eventin' ), $unknown, implode( ', ', self::PLACEHOLDERS ) )
				);
			}
		}
		if ( $image && ! wp_attachment_is_image( $image ) ) {
			return Problem::invalid( 'certificate.background', __( 'The background must be an image from the media library.', 'eventin' ) );
		}
		return array(
			'enabled' => $enabled,
			'stored'  => array(
				'title'      => $title,
				'body'       => $body,
				'background' => $image,
			),
		);
	}

	/** The first {word} of a text that is not one of PLACEHOLDERS, or null. */
	public static function unknown_placeholder( string $text ): ?string {
		preg_match_all( '/\{[^{}\s]*\}/', $text, $found );
		foreach ( $found[0] as $token ) {
			if ( ! in_array( $token, self::PLACEHOLDERS, true ) ) {
				return $token;
			}
		}
		return null;
	}

	/**
	 * The values of the placeholders for an attendee of an event, dates and times in the event's
	 * timezone.
	 *
	 * @return array<string, string>
	 */
	public static function placeholders( array $event, array $attendee ): array {
		$zone     = new DateTimeZone( $event['timezone'] );
		$start    = (int) strtotime( $event['start_utc'] );
		$end      = (int) strtotime( $event['end_utc'] );
		$date     = (string) get_option( 'date_format' );
		$time     = (string) get_option( 'time_format' );
		$same_day = wp_date( 'Y-m-d', $start, $zone ) === wp_date( 'Y-m-d', $end, $zone );
		return array(
			'{attendee_name}' => (string) $attendee['name'],
			'{event_title}'   => (string) $event['title'],
			'{event_date}'    => wp_date( $date, $start, $zone ) . ( $same_day ? '' : ' – ' . wp_date( $date, $end, $zone ) ),
			// The zone by its name: abbreviations differ between PHP and browsers (CEST, GMT+2).
			'{event_time}'    => wp_date( $time, $start, $zone ) . ' – ' . wp_date( $time, $end, $zone ) . ' (' . str_replace( '_', ' ', $event['timezone'] ) . ')',
			'{ticket_id}'     => (string) $attendee['code'],
		);
	}

	/** The key of an attendee's link: an HMAC of the code with the site's secret, never the code alone. */
	public static function key( string $code ): string {
		return substr( hash_hmac( 'sha256', 'certificate|' . $code, wp_salt( 'auth' ) ), 0, 32 );
	}

	public static function url( string $code ): string {
		return add_query_arg(
			array(
				self::ARG => rawurlencode( $code ),
				'key'     => self::key( $code ),
			),
			home_url( '/' )
		);
	}

	/** The attendee row of a ticket code, or null. */
	public static function attendee_by_code( string $code ): ?array {
		if ( ! preg_match( '/^[a-f0-9]{32}$/', $code ) ) {
			return null;
		}
		return Attendees::by_code( $code );
	}

	/**
	 * The event of an attendee who may have a certificate (paid or free, not refunded, cancelled or
	 * failed; the event published or past, not in the trash, with its certificate on), or null.
	 */
	public static function event_for( array $attendee ): ?array {
		if ( Status::COMPLETED !== $attendee['status'] ) {
			return null;
		}
		$post = get_post( (int) $attendee['event_id'] );
		if ( ! $post || PostType::NAME !== $post->post_type || 'trash' === $post->post_status ) {
			return null;
		}
		$event = Event::read( (int) $attendee['event_id'] );
		return $event && ! empty( $event['certificate']['enabled'] ) ? $event : null;
	}

	/** The SQL condition of the attendees who get a certificate of an event (checked in only, or all). */
	private static function where_sql( int $event_id, bool $all ): Sql {
		return Sql::of( 'event_id = ? AND status = ?', $event_id, Status::COMPLETED )->append( $all ? '' : " AND ticket_status = 'used'" );
	}

	/** How many attendees get a certificate of an event. */
	public static function count( int $event_id, bool $all ): int {
		return (int) ( Reader::column( Sql::concat( 'SELECT COUNT(*) FROM ' . Attendees::table() . ' WHERE ', self::where_sql( $event_id, $all ) ) )[0] ?? 0 );
	}

	/**
	 * The `eventin_certificate_recipients` filter: the event's checked-in attendees (or all of them
	 * with `all`), by id after `after`, at most `limit` (0: every one), each with their own link.
	 *
	 * @param array $recipients What other filters gave.
	 * @param array $event      The event.
	 * @param array $args       { all: bool, after: int, limit: int }.
	 * @return array[] Each { attendee, email, name, url }.
	 */
	public static function recipients( $recipients, $event, $args = array() ): array {
		$recipients = is_array( $recipients ) ? $recipients : array();
		if ( ! is_array( $event ) || empty( $event['id'] ) ) {
			return $recipients;
		}
		$post = get_post( (int) $event['id'] );
		if ( ! $post || 'trash' === $post->post_status ) {
			return $recipients;
		}
		$args  = is_array( $args ) ? $args : array();
		$limit = (int) ( $args['limit'] ?? 0 );
		$sql   = Sql::concat(
			'SELECT id, name, email, code FROM ' . Attendees::table() . ' WHERE ',
			self::where_sql( (int) $event['id'], ! empty( $args['all'] ) ),
			Sql::of( ' AND id > ? ORDER BY id', (int) ( $args['after'] ?? 0 ) ),
			$limit > 0 ? Sql::of( ' LIMIT ?', $limit ) : ''
		);
		foreach ( Reader::rows( $sql ) as $row ) {
			$recipients[] = array(
				'attendee' => (int) $row['id'],
				'email'    => $row['email'],
				'name'     => $row['name'],
				'url'      => self::url( $row['code'] ),
			);
		}
		return $recipients;
	}
}
