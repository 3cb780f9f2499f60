<?php
namespace Eventin\Orders;

use Eventin\Attendees\Attendees;
use Eventin\Database\Reader;
use Eventin\Database\Sql;
use Eventin\Vendors\Ownership;

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
		$by_status = array_fill_keys( Status::all(), 0 );
		$revenue   = 0;
		[ $rows, $tickets ] = self::grouped( $filters, true );
		foreach ( $rows as $row ) {
			$by_status[ $row['status'] ] = ( $by_status[ $row['status'] ] ?? 0 ) + (int) $row['bookings'];
			if ( Status::COMPLETED === $row['status'] ) {
				$tickets += (int) $row['tickets'];
			}
			$tickets += (int) $row['kept_tickets'];
			// Bookings made before the site's currency changed are not added to another currency.
			if ( in_array( $row['status'], self::PAID, true ) && $row['currency'] === $currency ) {
				$revenue += (int) $row['kept'];
			}
		}
		return array(
			'currency'     => $currency,
			'revenue'      => $revenue,
			'tickets_sold' => $tickets,
			'bookings'     => array_sum( $by_status ),
			'by_status'    => $by_status,
			'days'         => self::days( $filters, $currency ),
			'events'       => self::events( $filters['owner'] ?? null ),
		);
	}

	/**
	 * The paid bookings and the money kept of the bookings made in the filter's days, per currency
	 * (the sales at a glance): [ currency => { bookings, revenue (minor units) } ], by currency.
	 *
	 * @param array $filters As OrderFilter::sql() takes them.
	 */
	public static function paid_by_currency( array $filters ): array {
		$totals = array();
		foreach ( self::grouped( $filters, false )[0] as $row ) {
			if ( ! in_array( $row['status'], self::PAID, true ) ) {
				continue;
			}
			$totals[ $row['currency'] ]['bookings'] = ( $totals[ $row['currency'] ]['bookings'] ?? 0 ) + (int) $row['bookings'];
			$totals[ $row['currency'] ]['revenue']  = ( $totals[ $row['currency'] ]['revenue'] ?? 0 ) + (int) $row['kept'];
		}
		ksort( $totals );
		return $totals;
	}

	/**
	 * The bookings a filter picks, grouped by status and currency { status, currency, bookings,
	 * tickets, kept, kept_tickets }: whole hours from the kept sums, the rest from the bookings.
	 * With $tickets, also the tickets partly refunded bookings read from the bookings still hold
	 * (else 0).
	 *
	 * @return array{0: array[], 1: int}
	 */
	private static function grouped( array $filters, bool $tickets ): array {
		[ $hours, $ranges ] = self::pieces( $filters, OrderFilter::range( $filters ) );
		$rows               = array();
		$kept               = 0;
		if ( null !== $hours ) {
			$rows = Reader::rows( Sql::concat( 'SELECT status, currency, SUM(bookings) AS bookings, SUM(tickets) AS tickets, SUM(kept) AS kept, SUM(kept_tickets) AS kept_tickets FROM ' . OrderSums::table() . ' WHERE ', $hours, self::sums_where( $filters ), ' GROUP BY status, currency' ) );
		}
		if ( $ranges ) {
			$bookings = OrderFilter::sql( self::undated( $filters ) )->append( ' AND ', self::within( $ranges, 'created_at' ) );
			$rows     = array_merge( $rows, Reader::rows( Sql::concat( 'SELECT status, currency, COUNT(*) AS bookings, SUM(tickets) AS tickets, SUM(total - refunded_total) AS kept, 0 AS kept_tickets', $bookings, ' GROUP BY status, currency' ) ) );
			if ( $tickets ) {
				// A partly refunded booking still holds some of its tickets: count those one by one.
				$kept = (int) ( Reader::column( self::kept_tickets_sql( $filters, $ranges ) )[0] ?? 0 );
			}
		}
		return array( $rows, $kept );
	}

	/**
	 * How a filter's instants [from, to) are read: the whole UTC hours and 10 minutes in them from
	 * the kept sums (a condition on them; null when none are read: a search or an event read the
	 * bookings themselves; a vendor's events read their owner's sums), and the rest, ranges [from, to) of instants (null for no bound), from
	 * the bookings.
	 *
	 * @param array{0: ?int, 1: ?int} $range
	 * @return array{0: ?Sql, 1: array[]}
	 */
	private static function pieces( array $filters, array $range ): array {
		[ $from, $to ] = $range;
		if ( '' !== trim( (string) ( $filters['search'] ?? '' ) ) || ! empty( $filters['event_id'] ) ) {
			return array( null, array( array( $from, $to ) ) );
		}
		if ( null === $from && null === $to ) {
			return array( Sql::of( 'kind = ?', OrderSums::ALL ), array() );
		}
		$first = null === $from ? null : (int) ceil( $from / HOUR_IN_SECONDS ) * HOUR_IN_SECONDS;
		$end   = null === $to ? null : (int) floor( $to / HOUR_IN_SECONDS ) * HOUR_IN_SECONDS;
		$parts = array();
		$tens  = array();
		$rest  = array();
		if ( null !== $first && null !== $end && $first >= $end ) {
			$edges = $from < $to ? array( array( $from, $to ) ) : array();
		} else {
			$hours   = array( Sql::of( 'kind = ?', OrderSums::HOUR ), null === $first ? Sql::of( 'slot > ?', '' ) : Sql::of( 'slot >= ?', gmdate( 'Y-m-d H', $first ) ) );
			$edges   = array();
			if ( null !== $end ) {
				$hours[] = Sql::of( 'slot < ?', gmdate( 'Y-m-d H', $end ) );
			}
			$parts[] = Sql::concat( '(', Sql::join( ' AND ', $hours ), ')' );
			if ( null !== $from && $from < $first ) {
				$edges[] = array( $from, $first );
			}
			if ( null !== $to && $end < $to ) {
				$edges[] = array( $end, $to );
			}
		}
		// What is left of an hour, from the 10 minutes' sums where it starts and ends on them.
		foreach ( $edges as [ $start, $stop ] ) {
			if ( 0 === $start % 600 && 0 === $stop % 600 ) {
				for ( $at = $start; $at < $stop; $at += 600 ) {
					$tens[] = substr( gmdate( 'Y-m-d H:i', $at ), 0, 15 );
				}
			} else {
				$rest[] = array( $start, $stop );
			}
		}
		if ( $tens ) {
			$parts[] = self::tens( $tens );
		}
		return array( $parts ? Sql::concat( '(', Sql::join( ' OR ', $parts ), ')' ) : null, $rest );
	}

	/** The kept sums of 10-minute slots. */
	private static function tens( array $slots ): Sql {
		return Sql::concat( Sql::of( '(kind = ? AND slot IN (', OrderSums::TEN ), Sql::list( $slots ), '))' );
	}

	/** The filter's owner (the site's sums without one), status and gateway on the kept sums. */
	private static function sums_where( array $filters ): Sql {
		$where = array( Sql::of( ' AND owner = ?', (int) ( $filters['owner'] ?? OrderSums::SITE ) ) );
		foreach ( array( 'status', 'gateway' ) as $column ) {
			if ( '' !== (string) ( $filters[ $column ] ?? '' ) ) {
				$where[] = Sql::of( " AND {$column} = ?", (string) $filters[ $column ] );
			}
		}
		return Sql::join( '', $where );
	}

	/** The filters without their days (read as ranges of instants instead). */
	private static function undated( array $filters ): array {
		unset( $filters['date_from'], $filters['date_to'] );
		return $filters;
	}

	/** Instants in any of the ranges [from, to) (null for no bound), on a datetime column in UTC. */
	private static function within( array $ranges, string $column ): Sql {
		$any = array();
		foreach ( $ranges as [ $from, $to ] ) {
			$both = array( '1=1' );
			if ( null !== $from ) {
				$both[] = Sql::of( "{$column} >= ?", gmdate( 'Y-m-d H:i:s', $from ) );
			}
			if ( null !== $to ) {
				$both[] = Sql::of( "{$column} < ?", gmdate( 'Y-m-d H:i:s', $to ) );
			}
			$any[] = Sql::concat( '(', Sql::join( ' AND ', $both ), ')' );
		}
		return $any ? Sql::concat( '(', Sql::join( ' OR ', $any ), ')' ) : Sql::text( '1=0' );
	}

	/**
	 * The most recent events that have bookings, for the report's and the attendee list's event
	 * filters: { id, title }, by title; a vendor's (owner) among their own events.
	 */
	public static function events( ?int $owner = null ): array {
		global $wpdb;
		$table  = Orders::table();
		$newest = (int) ( Reader::column( "SELECT MAX(id) FROM {$table}" )[0] ?? 0 );
		// Which events have bookings changes only with a new booking (the newest id is the key); the
		// titles are read each time, so a renamed event shows its new one.
		$cached = null === $owner ? get_transient( self::EVENTS_TRANSIENT ) : null;
		if ( null !== $owner ) {
			$ids = array_map( 'intval', Reader::column( Sql::concat( "SELECT event_id FROM {$table} WHERE event_id IN (", Ownership::events_sql( $owner ), ') GROUP BY event_id ORDER BY MAX(id) DESC LIMIT 200' ) ) );
		} elseif ( is_array( $cached ) && ( $cached['newest'] ?? -1 ) === $newest ) {
			$ids = $cached['ids'];
		} else {
			$ids = array_map( 'intval', Reader::column( "SELECT event_id FROM {$table} GROUP BY event_id ORDER BY MAX(id) DESC LIMIT 200" ) );
			set_transient( self::EVENTS_TRANSIENT, compact( 'newest', 'ids' ), DAY_IN_SECONDS );
		}
		$titles = array();
		if ( $ids ) {
			$titles = array_column( Reader::rows( Sql::concat( "SELECT ID, post_title FROM {$wpdb->posts} WHERE ID IN (", Sql::ids( $ids ), ')' ) ), 'post_title', 'ID' );
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
		$window = array(
			'date_from' => $first->format( 'Y-m-d' ),
			'date_to'   => $last->format( 'Y-m-d' ),
		) + $filters;
		$length = 0 === $zone->getOffset( new \DateTime() ) % HOUR_IN_SECONDS ? 13 : 15;
		$utc    = new \DateTimeZone( 'UTC' );
		$seen   = array();
		$day_of = static function ( string $slot_text ) use ( $length, $zone, $utc, &$seen ): string {
			if ( ! isset( $seen[ $slot_text ] ) ) {
				$start               = 13 === $length || 13 === strlen( $slot_text ) ? substr( $slot_text, 0, 13 ) . ':00:00' : $slot_text . '0:00';
				$seen[ $slot_text ] = ( new \DateTimeImmutable( $start, $utc ) )->setTimezone( $zone )->format( 'Y-m-d' );
			}
			return $seen[ $slot_text ];
		};
		$add    = static function ( string $slot_text, string $field, int $amount ) use ( &$days, $day_of ): void {
			$day = $day_of( $slot_text );
			if ( isset( $days[ $day ] ) ) {
				$days[ $day ][ $field ] += $amount;
			}
		};
		$range              = OrderFilter::range( $window );
		[ $hours, $ranges ] = self::pieces( $window, $range );
		if ( null !== $hours ) {
			// Per slot: the money and the tickets of bookings in the site's currency, and the tickets
			// partly refunded bookings kept in any.
			$sums = Sql::of( 'SELECT slot, SUM(CASE WHEN currency = ? THEN kept ELSE 0 END) AS kept, SUM(CASE WHEN currency = ? AND status = ? THEN tickets ELSE 0 END) + SUM(kept_tickets) AS tickets FROM ' . OrderSums::table() . ' WHERE ', $currency, $currency, Status::COMPLETED );
			$tail = Sql::concat( ' AND status IN (', Sql::list( self::PAID ), ')', self::sums_where( $window ), ' GROUP BY slot' );
			$rows = Reader::rows( Sql::concat( $sums, $hours, $tail ) );
			// Where the site's days do not start on whole hours, the bookings are put on days by
			// 10 minutes: an hour whose 10 minutes fall on two days (or with a clock change) is
			// read from its 10 minutes' sums.
			$split = array();
			if ( 15 === $length ) {
				$changes = array_column( array_slice( $zone->getTransitions( $range[0], $range[1] ), 1 ), 'ts' );
				$tens    = array();
				foreach ( array_unique( array_column( $rows, 'slot' ) ) as $slot_text ) {
					$start = strtotime( $slot_text . ':00:00 UTC' );
					if ( 13 === strlen( $slot_text ) && ( $day_of( $slot_text ) !== $day_of( substr( gmdate( 'Y-m-d H:i', $start + 50 * MINUTE_IN_SECONDS ), 0, 15 ) ) || array_filter( $changes, static fn( $at ) => $at > $start && $at < $start + HOUR_IN_SECONDS ) ) ) {
						$split[ $slot_text ] = true;
						for ( $at = $start; $at < $start + HOUR_IN_SECONDS; $at += 600 ) {
							$tens[] = substr( gmdate( 'Y-m-d H:i', $at ), 0, 15 );
						}
					}
				}
				if ( $tens ) {
					$rows = array_merge( $rows, Reader::rows( Sql::concat( $sums, self::tens( $tens ), $tail ) ) );
				}
			}
			foreach ( $rows as $row ) {
				if ( isset( $split[ $row['slot'] ] ) ) {
					continue;
				}
				$add( $row['slot'], 'revenue', (int) $row['kept'] );
				$add( $row['slot'], 'tickets', (int) $row['tickets'] );
			}
		}
		if ( ! $ranges ) {
			return array_values( $days );
		}
		// The slot's text is what groups the bookings (a slot is not a column of theirs).
		$bookings = OrderFilter::sql( self::undated( $window ) )->append( ' AND ', self::within( $ranges, 'created_at' ) );
		$rows     = Reader::rows( Sql::concat( Sql::of( 'SELECT SUBSTR(created_at, 1, ?) AS slot, status, SUM(total - refunded_total) AS kept, SUM(tickets) AS tickets', $length ), $bookings, ' AND status IN (', Sql::list( self::PAID ), Sql::of( ') AND currency = ? GROUP BY slot, status', $currency ) ) );
		foreach ( $rows as $row ) {
			$add( $row['slot'], 'revenue', (int) $row['kept'] );
			if ( Status::COMPLETED === $row['status'] ) {
				$add( $row['slot'], 'tickets', (int) $row['tickets'] );
			}
		}
		foreach ( Reader::rows( self::kept_tickets_sql( $window, $ranges, $length ) ) as $row ) {
			$add( $row['slot'], 'tickets', (int) $row['tickets'] );
		}
		return array_values( $days );
	}

	/**
	 * A query of the number of tickets kept by partly refunded bookings the filter picks, made in
	 * the ranges of instants; with $slot_length, per slot (the first characters of when they were
	 * made). The bookings are read first, and their attendees by booking (SQLite would rather read
	 * every paid ticket by its status).
	 */
	private static function kept_tickets_sql( array $filters, array $ranges, ?int $slot_length = null ): Sql {
		$attendees_table = Attendees::table();
		$bookings        = OrderFilter::sql( self::undated( $filters ), 'o', Sql::text( Reader::join_in_order() . " {$attendees_table} a ON a.order_id = o.id" ) );
		return Sql::concat(
			null === $slot_length ? 'SELECT ' : Sql::of( 'SELECT SUBSTR(o.created_at, 1, ?) AS slot, ', $slot_length ),
			Sql::of( 'SUM(CASE WHEN a.status = ? THEN 1 ELSE 0 END) AS tickets', Status::COMPLETED ),
			$bookings,
			' AND ',
			self::within( $ranges, 'o.created_at' ),
			Sql::of( ' AND o.status = ?', Status::PARTIALLY_REFUNDED ),
			null === $slot_length ? '' : ' GROUP BY slot'
		);
	}
}
