<?php
namespace Eventin\Orders;

use Eventin\Database\Reader;
use Eventin\Database\Sql;
use Eventin\Time\LocalTime;
use Eventin\Vendors\Ownership;

/**
 * The purchase report's filters (status, event, gateway, days made in the site's timezone, a search
 * by the words of the buyer's name and address, or by booking number) as SQL, for its list and its
 * summary alike.
 */
final class OrderFilter {
	/**
	 * The bookings the filters pick, as the FROM and WHERE of a query: ' FROM … WHERE …'. A search
	 * starts from the bookings it finds (the buyers' words, or the number) and joins the bookings
	 * in that order; the planners would rather read every booking.
	 *
	 * @param array    $filters { status, event_id, owner, gateway, date_from, date_to, search } as the
	 *                          routes validated them; empty ones are left out. owner: a vendor's events.
	 * @param string   $alias   The bookings table's alias.
	 * @param Sql|null $join    A JOIN to add after the bookings.
	 */
	public static function sql( array $filters, string $alias = 'o', ?Sql $join = null ): Sql {
		$table = Orders::table() . " {$alias}";
		$found = self::found_sql( trim( (string) ( $filters['search'] ?? '' ) ) );
		$from  = null === $found ? Sql::text( $table ) : Sql::concat( '(', $found, ') m ' . Reader::join_in_order() . " {$table} ON {$alias}.id = m.order_id" );
		return Sql::concat( ' FROM ', $from, ' ', $join ?? '', ' WHERE ', self::where_sql( $filters, $alias ) );
	}

	/**
	 * One page of the bookings the filters pick, newest first, and how many they pick in all.
	 *
	 * @return array{0: int[], 1: int} The ids and the total.
	 */
	public static function page( array $filters, int $per_page, int $page ): array {
		$limit  = Sql::of( ' LIMIT ? OFFSET ?', $per_page, ( $page - 1 ) * $per_page );
		$search = trim( (string) ( $filters['search'] ?? '' ) );
		$others = array_filter( array_intersect_key( $filters, array_flip( array( 'status', 'gateway', 'event_id', 'owner', 'date_from', 'date_to' ) ) ) );
		if ( '' !== $search && ! $others ) {
			// A search alone pages and counts what it found, in the index it found it in.
			$found = self::found_sql( $search );
			$ids   = Reader::column( Sql::concat( 'SELECT order_id FROM (', $found, ') f ORDER BY found_at DESC, order_id DESC', $limit ) );
			return array( array_map( 'intval', $ids ), (int) ( Reader::column( Sql::concat( 'SELECT COUNT(*) FROM (', $found, ') f' ) )[0] ?? 0 ) );
		}
		$sql   = self::sql( $filters );
		$order = Sql::concat( ' ORDER BY created_at DESC, id DESC', $limit );
		if ( '' === $search && ! array_diff_key( $others, array( 'status' => true ) ) ) {
			// All bookings, or one status: their totals are kept as bookings are made and moved.
			$ids = Reader::column( Sql::concat( 'SELECT id', $sql, $order ) );
			return array( array_map( 'intval', $ids ), OrderCounts::total( (string) ( $filters['status'] ?? '' ) ) );
		}
		if ( '' !== $search ) {
			// What a search found is read once: the page and its count in one pass.
			$rows = Reader::rows( Sql::concat( 'SELECT id, COUNT(*) OVER () AS total', $sql, $order ) );
			if ( $rows || 1 === $page ) {
				return array( array_map( 'intval', array_column( $rows, 'id' ) ), (int) ( $rows[0]['total'] ?? 0 ) );
			}
			// Past the last page the window counts nothing: count on its own.
			return array( array(), (int) ( Reader::column( Sql::concat( 'SELECT COUNT(*)', $sql ) )[0] ?? 0 ) );
		}
		$ids = Reader::column( Sql::concat( 'SELECT id', $sql, $order ) );
		return array( array_map( 'intval', $ids ), (int) ( Reader::column( Sql::concat( 'SELECT COUNT(*)', $sql ) )[0] ?? 0 ) );
	}

	/**
	 * The bookings a search finds, as a query of order_id and found_at (when each was made); null
	 * without a search.
	 */
	private static function found_sql( string $search ): ?Sql {
		if ( '' === $search ) {
			return null;
		}
		$bookings = 'SELECT id AS order_id, created_at AS found_at FROM ' . Orders::table() . ' WHERE ';
		if ( str_contains( $search, '@' ) ) {
			// An address, or its beginning: the addresses' own index finds it at once, where its
			// words ('example', 'com') would each find half the bookings. The escape character is
			// one both databases read alike (a backslash is MySQL's own, and nothing to SQLite).
			$prefix = str_replace( array( '!', '%', '_' ), array( '!!', '!%', '!_' ), $search ) . '%';
			return Sql::of( $bookings . "customer_email LIKE ? ESCAPE '!'", $prefix );
		}
		$queries = array();
		$buyers  = BuyerWords::matching_sql( $search );
		if ( null !== $buyers ) {
			$queries[] = $buyers;
		}
		// '#12' or '12' is also a booking number.
		$number = ltrim( $search, '#' );
		if ( ctype_digit( $number ) ) {
			$queries[] = Sql::of( $bookings . 'id = ?', (int) $number );
		}
		// Nothing to look for (only punctuation): nothing is found.
		return $queries ? Sql::join( ' UNION ', $queries ) : Sql::text( $bookings . '1=0' );
	}

	/** The conditions on the bookings' own columns (all but the search). */
	private static function where_sql( array $filters, string $alias ): Sql {
		$where = array( '1=1' );
		foreach ( array( 'status', 'gateway' ) as $column ) {
			if ( '' !== (string) ( $filters[ $column ] ?? '' ) ) {
				$where[] = Sql::of( "{$alias}.{$column} = ?", (string) $filters[ $column ] );
			}
		}
		if ( ! empty( $filters['event_id'] ) ) {
			$where[] = Sql::of( "{$alias}.event_id = ?", (int) $filters['event_id'] );
		}
		if ( ! empty( $filters['owner'] ) ) {
			$where[] = Sql::concat( "{$alias}.event_id IN (", Ownership::events_sql( (int) $filters['owner'] ), ')' );
		}
		$range = self::range( $filters );
		if ( null !== $range[0] ) {
			$where[] = Sql::of( "{$alias}.created_at >= ?", gmdate( 'Y-m-d H:i:s', $range[0] ) );
		}
		if ( null !== $range[1] ) {
			$where[] = Sql::of( "{$alias}.created_at < ?", gmdate( 'Y-m-d H:i:s', $range[1] ) );
		}
		return Sql::join( ' AND ', $where );
	}

	/**
	 * The filter's days as instants: the start of date_from and the end of date_to in the site's
	 * timezone (null where not given).
	 *
	 * @return array{0: ?int, 1: ?int}
	 */
	public static function range( array $filters ): array {
		$zone = wp_timezone_string();
		$from = empty( $filters['date_from'] ) ? null : LocalTime::to_utc( $filters['date_from'], '00:00', $zone );
		// The next day's midnight, not 24 hours later: a day with a clock change has 23 or 25.
		$to = empty( $filters['date_to'] ) ? null : LocalTime::to_utc( gmdate( 'Y-m-d', strtotime( $filters['date_to'] . ' +1 day' ) ), '00:00', $zone );
		return array( $from, $to );
	}
}
