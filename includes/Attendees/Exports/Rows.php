<?php
namespace Eventin\Attendees\Exports;

use DateTimeImmutable;
use DateTimeZone;
use Eventin\Attendees\AttendeeFilter;
use Eventin\Database\Reader;
use Eventin\Orders\Money;
use Eventin\Orders\Orders;
use Eventin\Orders\Status;
use Eventin\Tickets\Tickets;

/**
 * The exported columns, and the attendees the filters pick, a batch at a time by keyset
 * (`a.id > last ORDER BY a.id`), with their bookings joined and the events' titles, timezones and
 * ticket type names read once per batch: four queries per batch, whatever its size.
 *
 * 'Booked at' is when the attendee was added, in the event's own timezone, written
 * '2026-11-25 14:30 (Europe/Berlin)' (the site's timezone for an event without one).
 */
final class Rows {
	/** Column types for the writers: XLSX writes numbers as numbers, the rest as text. */
	public const TYPES = array( 'number', 'text', 'text', 'text', 'number', 'text', 'text', 'text', 'text', 'text', 'text', 'text', 'decimal', 'text', 'text' );

	/** @return string[] */
	public static function header(): array {
		return array(
			__( 'Attendee ID', 'eventin' ),
			__( 'Name', 'eventin' ),
			__( 'Email', 'eventin' ),
			__( 'Event', 'eventin' ),
			__( 'Event ID', 'eventin' ),
			__( 'Ticket type', 'eventin' ),
			__( 'Ticket code', 'eventin' ),
			__( 'Booking', 'eventin' ),
			__( 'Buyer name', 'eventin' ),
			__( 'Buyer email', 'eventin' ),
			__( 'Payment status', 'eventin' ),
			__( 'Ticket status', 'eventin' ),
			__( 'Price', 'eventin' ),
			__( 'Currency', 'eventin' ),
			__( 'Booked at', 'eventin' ),
		);
	}

	/**
	 * How many attendees the filters pick, and the highest id among them: the export stops there,
	 * so attendees added while it runs do not make it longer than it said.
	 *
	 * @return array{0: int, 1: int}
	 */
	public static function count( array $filters ): array {
		$row = Reader::rows( 'SELECT COUNT(*) AS total, MAX(a.id) AS last_id' . AttendeeFilter::sql( $filters, 'a' ) )[0] ?? array();
		return array( (int) ( $row['total'] ?? 0 ), (int) ( $row['last_id'] ?? 0 ) );
	}

	/**
	 * The next batch after the attendee $after, up to the attendee $until.
	 *
	 * @return array{0: array[], 1: int} The rows (cells as the header says) and the last attendee id read.
	 */
	public static function batch( array $filters, int $after, int $until, int $limit ): array {
		global $wpdb;
		$attendees = Reader::rows(
			'SELECT x.*, o.currency, o.customer_name, o.customer_email FROM (SELECT a.id, a.order_id, a.event_id, a.ticket_id, a.name, a.email, a.price, a.code, a.status, a.ticket_status, a.created_at'
			. AttendeeFilter::sql( $filters, 'a' )
			. $wpdb->prepare( ' AND a.id > %d AND a.id <= %d ORDER BY a.id LIMIT %d', $after, $until, $limit )
			. ') x LEFT JOIN ' . Orders::table() . ' o ON o.id = x.order_id ORDER BY x.id'
		);
		if ( ! $attendees ) {
			return array( array(), $after );
		}
		$events   = self::events( array_values( array_unique( array_map( 'intval', array_column( $attendees, 'event_id' ) ) ) ) );
		$payments = Status::labels();
		$tickets  = array(
			'used'   => __( 'Used', 'eventin' ),
			'unused' => __( 'Unused', 'eventin' ),
		);
		$utc      = new DateTimeZone( 'UTC' );
		$rows     = array();
		foreach ( $attendees as $attendee ) {
			$event    = $events[ (int) $attendee['event_id'] ] ?? array(
				'title'   => '',
				'zone'    => wp_timezone(),
				'tickets' => array(),
			);
			$currency = (string) ( $attendee['currency'] ?? '' );
			$currency = '' === $currency ? Money::currency() : $currency;
			$booked   = ( new DateTimeImmutable( (string) $attendee['created_at'], $utc ) )->setTimezone( $event['zone'] );
			$rows[]   = array(
				(int) $attendee['id'],
				self::text( $attendee['name'] ),
				self::text( $attendee['email'] ),
				self::text( $event['title'] ),
				(int) $attendee['event_id'],
				self::text( $event['tickets'][ (int) $attendee['ticket_id'] ] ?? '' ),
				self::text( $attendee['code'] ),
				'#' . (int) $attendee['order_id'],
				self::text( $attendee['customer_name'] ?? '' ),
				self::text( $attendee['customer_email'] ?? '' ),
				self::text( $payments[ $attendee['status'] ] ?? $attendee['status'] ),
				self::text( $tickets[ $attendee['ticket_status'] ] ?? $attendee['ticket_status'] ),
				Money::to_decimal( (int) $attendee['price'], $currency ),
				self::text( $currency ),
				$booked->format( 'Y-m-d H:i' ) . ' (' . $event['zone']->getName() . ')',
			);
		}
		return array( $rows, (int) end( $attendees )['id'] );
	}

	/**
	 * A text cell as spreadsheets may open it safely: one starting with =, +, -, @, a tab or a
	 * carriage return would be read as a formula (CSV injection), so it gets a leading quote.
	 *
	 * @param mixed $value
	 */
	public static function text( $value ): string {
		$value = (string) $value;
		return '' !== $value && false !== strpos( "=+-@\t\r", $value[0] ) ? "'" . $value : $value;
	}

	/**
	 * The batch's events: title, timezone and ticket type names, in two queries.
	 *
	 * @param int[] $ids
	 * @return array<int, array{title: string, zone: DateTimeZone, tickets: array<int, string>}>
	 */
	private static function events( array $ids ): array {
		global $wpdb;
		$list   = implode( ',', array_map( 'intval', $ids ) );
		$posts  = Reader::rows(
			"SELECT p.ID, p.post_title, m.meta_value AS timezone FROM {$wpdb->posts} p LEFT JOIN {$wpdb->postmeta} m ON m.post_id = p.ID AND m.meta_key = 'event_timezone' WHERE p.ID IN ({$list})"
		);
		$types  = Tickets::for_events( $ids );
		$events = array();
		foreach ( $posts as $post ) {
			$id            = (int) $post['ID'];
			$events[ $id ] = array(
				'title'   => html_entity_decode( (string) $post['post_title'], ENT_QUOTES | ENT_HTML5, 'UTF-8' ),
				'zone'    => self::zone( (string) $post['timezone'] ),
				'tickets' => array_column( $types[ $id ] ?? array(), 'name', 'id' ),
			);
		}
		return $events;
	}

	private static function zone( string $name ): DateTimeZone {
		if ( '' !== $name ) {
			try {
				return new DateTimeZone( $name );
			} catch ( \Exception $error ) {
				unset( $error ); // Not a timezone: the site's.
			}
		}
		return wp_timezone();
	}
}
