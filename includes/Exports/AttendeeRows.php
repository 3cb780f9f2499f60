<?php
namespace Eventin\Exports;

use Eventin\Attendees\AttendeeFilter;
use Eventin\Attendees\Attendees;
use Eventin\Database\Reader;
use Eventin\Database\Sql;
use Eventin\Orders\Money;
use Eventin\Orders\Orders;
use Eventin\Orders\Status;
use Eventin\Tickets\Tickets;

/**
 * The exported columns, and the attendees the filters pick, a batch at a time by keyset
 * (`a.id > last ORDER BY a.id`), with their bookings joined and the events' titles and
 * ticket type names read once per batch: four queries per batch, whatever its size.
 *
 * 'Booked at' is when the attendee was added, in the site's timezone as the attendee list and the
 * booking details show it, written '2026-11-25 14:30'; its header names the zone,
 * 'Booked at (Europe/Berlin)'. XLSX makes it a date cell. 'Checked in at' (the first entry at the
 * door; empty when never) is written the same way.
 */
final class AttendeeRows implements Rows {
	public static function name(): string {
		return 'attendees';
	}

	public static function types(): array {
		return array( 'number', 'text', 'text', 'text', 'number', 'text', 'text', 'text', 'text', 'text', 'text', 'text', 'decimal', 'text', 'datetime', 'datetime' );
	}

	public static function title(): string {
		return __( 'Attendees', 'eventin' );
	}

	public static function file_prefix(): string {
		return 'attendees';
	}

	public static function batch_label( string $id, int $after ): string {
		/* translators: 1: the export's id (16 hex digits), 2: the attendee id its batch starts after */
		return sprintf( __( 'Attendee export %1$s: the attendees after #%2$d', 'eventin' ), $id, $after );
	}

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
			/* translators: %s: the site's timezone, e.g. Europe/Berlin or UTC+05:30. */
			sprintf( __( 'Booked at (%s)', 'eventin' ), Cells::zone_name() ),
			/* translators: %s: the site's timezone, e.g. Europe/Berlin or UTC+05:30. */
			sprintf( __( 'Checked in at (%s)', 'eventin' ), Cells::zone_name() ),
		);
	}

	/**
	 * How many attendees the filters pick, and the highest id among them: the export stops there,
	 * so attendees added while it runs do not make it longer than it said.
	 *
	 * @return array{0: int, 1: int}
	 */
	public static function count( array $filters ): array {
		$row = Reader::rows( Sql::concat( 'SELECT COUNT(*) AS total, MAX(a.id) AS last_id', AttendeeFilter::sql( $filters, 'a' ) ) )[0] ?? array();
		return array( (int) ( $row['total'] ?? 0 ), (int) ( $row['last_id'] ?? 0 ) );
	}

	/**
	 * The next batch after the attendee $after, up to the attendee $until.
	 *
	 * @return array{0: array[], 1: int} The rows (cells as the header says) and the last attendee id read.
	 */
	public static function batch( array $filters, int $after, int $until, int $limit ): array {
		$attendees = Reader::rows(
			Sql::concat(
				'SELECT x.*, o.currency, o.customer_name, o.customer_email FROM (SELECT a.id, a.order_id, a.event_id, a.ticket_id, a.name, a.email, a.price, a.code, a.status, a.ticket_status, a.checked_in_at, a.created_at',
				AttendeeFilter::sql( $filters, 'a' ),
				Sql::of( ' AND a.id > ? AND a.id <= ? ORDER BY a.id LIMIT ?', $after, $until, $limit ),
				') x LEFT JOIN ' . Orders::table() . ' o ON o.id = x.order_id ORDER BY x.id'
			)
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
		$rows     = array();
		foreach ( $attendees as $attendee ) {
			$event    = $events[ (int) $attendee['event_id'] ] ?? array(
				'title'   => '',
				'tickets' => array(),
			);
			$currency = (string) ( $attendee['currency'] ?? '' );
			$currency = '' === $currency ? Money::currency() : $currency;
			$rows[]   = array(
				(int) $attendee['id'],
				Cells::text( $attendee['name'] ),
				Cells::text( $attendee['email'] ),
				Cells::text( $event['title'] ),
				(int) $attendee['event_id'],
				Cells::text( $event['tickets'][ (int) $attendee['ticket_id'] ] ?? '' ),
				Cells::text( $attendee['code'] ),
				'#' . (int) $attendee['order_id'],
				Cells::text( $attendee['customer_name'] ?? '' ),
				Cells::text( $attendee['customer_email'] ?? '' ),
				Cells::text( $payments[ $attendee['status'] ] ?? $attendee['status'] ),
				Cells::text( $tickets[ $attendee['ticket_status'] ] ?? $attendee['ticket_status'] ),
				Money::to_decimal( (int) $attendee['price'], $currency ),
				Cells::text( $currency ),
				Cells::site_time( (string) $attendee['created_at'] ),
				(int) $attendee['checked_in_at'] ? Cells::site_time( gmdate( 'Y-m-d H:i:s', intdiv( (int) $attendee['checked_in_at'], 1000 ) ) ) : '',
			);
		}
		return array( $rows, (int) end( $attendees )['id'] );
	}

	/**
	 * The batch's events: title and ticket type names, in two queries.
	 *
	 * @param int[] $ids
	 * @return array<int, array{title: string, tickets: array<int, string>}>
	 */
	private static function events( array $ids ): array {
		$types  = Tickets::for_events( $ids );
		$events = array();
		foreach ( Attendees::event_titles( $ids ) as $id => $title ) {
			$events[ $id ] = array(
				'title'   => html_entity_decode( $title, ENT_QUOTES | ENT_HTML5, 'UTF-8' ),
				'tickets' => array_column( $types[ $id ] ?? array(), 'name', 'id' ),
			);
		}
		return $events;
	}
}
