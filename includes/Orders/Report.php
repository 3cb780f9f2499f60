<?php
namespace Eventin\Orders;

use Eventin\Attendees\Attendees;
use Eventin\Database\Reader;

/**
 * The purchase report's figures for the bookings a filter picks: revenue, tickets sold, bookings
 * per status, and sales per day in the site's timezone. A handful of grouped queries whatever the
 * number of bookings.
 */
final class Report {
	/** Days the chart shows when the filter names no days. */
	public const DEFAULT_DAYS = 30;

	/** The longest chart, in days. */
	public const MAX_DAYS = 366;

	/** Which events have bookings, for the event filter. */
	public const EVENTS_TRANSIENT = 'eventin_report_events';

	/** Statuses whose money was taken (minus what was paid back). */
	private const PAID = array( Status::COMPLETED, Status::PARTIALLY_REFUNDED );

	/**
	 * @param array $filters As OrderFilter::sql() takes them.
	 * @return array { currency, revenue (minor units, in the site's currency), tickets_sold, bookings,
	 *               by_status: { status: count }, days: [ { date, revenue, tickets } ], events: [ { id, title } ] }
	 */
	public static function summary( array $filters ): array {
		$currency  = Money::currency();
		$bookings  = OrderFilter::sql( $filters );
		$by_status = array_fill_keys( Status::all(), 0 );
		$revenue   = 0;
		$tickets   = 0;
		foreach ( Reader::rows( "SELECT status, currency, COUNT(*) AS bookings, SUM(tickets) AS tickets, SUM(total - refunded_total) AS kept{$bookings} GROUP BY status, currency" ) as $row ) {
			$by_status[ $row['status'] ] = ( $by_status[ $row['status'] ] ?? 0 ) + (int) $row['bookings'];
			if ( Status::COMPLETED === $row['status'] ) {
				$tickets += (int) $row['tickets'];
			}
			// Bookings made before the site's currency changed are not added to another currency.
			if ( in_array( $row['status'], self::PAID, true ) && $row['currency'] === $currency ) {
				$revenue += (int) $row['kept'];
			}
		}
		// A partly refunded booking still holds some of its tickets: count those one by one.
		$tickets += (int) ( Reader::column( self::kept_tickets_sql( 'COUNT(*)', $filters, '' ) )[0] ?? 0 );
		return array(
			'currency'     => $currency,
			'revenue'      => $revenue,
			'tickets_sold' => $tickets,
			'bookings'     => array_sum( $by_status ),
			'by_status'    => $by_status,
			'days'         => self::days( $filters, $currency ),
			'events'       => self::events(),
		);
	}

	/**
	 * The most recent events that have bookings, for the report's and the attendee list's event
	 * filters: { id, title }, by title.
	 */
	public static function events(): array {
		global $wpdb;
		$table  = Orders::table();
		$newest = (int) ( Reader::column( "SELECT MAX(id) FROM {$table}" )[0] ?? 0 );
		// Which events have bookings changes only with a new booking (the newest id is the key); the
		// titles are read each time, so a renamed event shows its new one.
		$cached = get_transient( self::EVENTS_TRANSIENT );
		if ( is_array( $cached ) && ( $cached['newest'] ?? -1 ) === $newest ) {
			$ids = $cached['ids'];
		} else {
			$ids = array_map( 'intval', Reader::column( "SELECT event_id FROM {$table} GROUP BY event_id ORDER BY MAX(id) DESC LIMIT 200" ) );
			set_transient( self::EVENTS_TRANSIENT, compact( 'newest', 'ids' ), DAY_IN_SECONDS );
		}
		$titles = array();
		if ( $ids ) {
			$list   = implode( ',', $ids );
			$titles = array_column( Reader::rows( "SELECT ID, post_title FROM {$wpdb->posts} WHERE ID IN ({$list})" ), 'post_title', 'ID' );
		}
		$events = array();
		foreach ( $ids as $id ) {
			$events[] = array(
				'id'    => $id,
				'title' => (string) ( $titles[ $id ] ?? '' ),
			);
		}
		usort( $events, static fn( $a, $b ) => strnatcasecmp( $a['title'], $b['title'] ) );
		return $events;
	}

	/**
	 * Sales per day over the filter's days (or the last DEFAULT_DAYS), every day listed. Bookings are
	 * summed per hour in SQL (10 minutes where the site's offset is not whole hours) and the hours
	 * put on the site's days here, so the database needs no timezone.
	 */
	private static function days( array $filters, string $currency ): array {
		$zone        = wp_timezone();
		[ $from, $to ] = OrderFilter::range( $filters );
		$today       = new \DateTimeImmutable( 'today', $zone );
		$last        = null === $to ? $today : ( new \DateTimeImmutable( '@' . ( $to - 1 ) ) )->setTimezone( $zone )->setTime( 0, 0 );
		$first       = null === $from ? $last->modify( '-' . ( self::DEFAULT_DAYS - 1 ) . ' days' ) : ( new \DateTimeImmutable( '@' . $from ) )->setTimezone( $zone )->setTime( 0, 0 );
		if ( $first > $last ) {
			return array();
		}
		if ( $first->diff( $last )->days >= self::MAX_DAYS ) {
			$first = $last->modify( '-' . ( self::MAX_DAYS - 1 ) . ' days' );
		}
		$days = array();
		for ( $day = $first; $day <= $last; $day = $day->modify( '+1 day' ) ) {
			$days[ $day->format( 'Y-m-d' ) ] = array(
				'date'    => $day->format( 'Y-m-d' ),
				'revenue' => 0,
				'tickets' => 0,
			);
		}
		$window              = array(
			'date_from' => $first->format( 'Y-m-d' ),
			'date_to'   => $last->format( 'Y-m-d' ),
		) + $filters;
		$length              = 0 === $zone->getOffset( new \DateTime() ) % HOUR_IN_SECONDS ? 13 : 15;
		$slot                = "SUBSTR(created_at, 1, {$length})";
		$paid                = "'" . implode( "','", self::PAID ) . "'";
		$bookings            = OrderFilter::sql( $window );
		$add                 = static function ( string $slot_text, string $field, int $amount ) use ( &$days, $length, $zone ): void {
			$utc = $slot_text . ( 13 === $length ? ':00:00' : '0:00' );
			$day = ( new \DateTimeImmutable( $utc, new \DateTimeZone( 'UTC' ) ) )->setTimezone( $zone )->format( 'Y-m-d' );
			if ( isset( $days[ $day ] ) ) {
				$days[ $day ][ $field ] += $amount;
			}
		};
		$rows = Reader::rows( "SELECT {$slot} AS slot, status, SUM(total - refunded_total) AS kept, SUM(tickets) AS tickets{$bookings} AND status IN ({$paid}) AND currency = '" . esc_sql( $currency ) . "' GROUP BY {$slot}, status" );
		foreach ( $rows as $row ) {
			$add( $row['slot'], 'revenue', (int) $row['kept'] );
			if ( Status::COMPLETED === $row['status'] ) {
				$add( $row['slot'], 'tickets', (int) $row['tickets'] );
			}
		}
		foreach ( Reader::rows( self::kept_tickets_sql( "SUBSTR(o.created_at, 1, {$length}) AS slot, COUNT(*) AS tickets", $window, "GROUP BY SUBSTR(o.created_at, 1, {$length})" ) ) as $row ) {
			$add( $row['slot'], 'tickets', (int) $row['tickets'] );
		}
		return array_values( $days );
	}

	/** A query over the tickets kept by partly refunded bookings the filter picks. */
	private static function kept_tickets_sql( string $select, array $filters, string $tail ): string {
		$attendees = Attendees::table();
		$bookings  = OrderFilter::sql( $filters, 'o', "JOIN {$attendees} a ON a.order_id = o.id" );
		return "SELECT {$select}{$bookings} AND o.status = '" . Status::PARTIALLY_REFUNDED . "' AND a.status = '" . Status::COMPLETED . "' {$tail}";
	}
}
