<?php
namespace Eventin\Orders;

use Eventin\Events\Timing;

/**
 * The purchase report's filters (status, event, gateway, days made in the site's timezone, a search
 * by the words of the buyer's name and address, or by booking number) as one SQL condition on the bookings table, for its list and its
 * summary alike.
 */
final class OrderFilter {
	/**
	 * @param array  $filters { status, event_id, gateway, date_from, date_to, search } as the routes
	 *                        validated them; empty ones are left out.
	 * @param string $alias   The bookings table's alias in the query ('' for none).
	 */
	public static function where( array $filters, string $alias = '' ): string {
		global $wpdb;
		$column = static fn( string $name ) => '' === $alias ? $name : "{$alias}.{$name}";
		$where  = array( '1=1' );
		foreach ( array( 'status', 'gateway' ) as $field ) {
			if ( '' !== (string) ( $filters[ $field ] ?? '' ) ) {
				$where[] = $wpdb->prepare( $column( $field ) . ' = %s', $filters[ $field ] ); // phpcs:ignore WordPress.DB.PreparedSQL
			}
		}
		if ( ! empty( $filters['event_id'] ) ) {
			$where[] = $wpdb->prepare( $column( 'event_id' ) . ' = %d', $filters['event_id'] ); // phpcs:ignore WordPress.DB.PreparedSQL
		}
		$range = self::range( $filters );
		if ( null !== $range[0] ) {
			$where[] = $wpdb->prepare( $column( 'created_at' ) . ' >= %s', gmdate( 'Y-m-d H:i:s', $range[0] ) ); // phpcs:ignore WordPress.DB.PreparedSQL
		}
		if ( null !== $range[1] ) {
			$where[] = $wpdb->prepare( $column( 'created_at' ) . ' < %s', gmdate( 'Y-m-d H:i:s', $range[1] ) ); // phpcs:ignore WordPress.DB.PreparedSQL
		}
		$search = trim( (string) ( $filters['search'] ?? '' ) );
		if ( '' !== $search ) {
			// '#12' or '12' is also a booking number.
			$number  = ltrim( $search, '#' );
			$found   = array();
			$found[] = ctype_digit( $number ) ? $wpdb->prepare( $column( 'id' ) . ' = %d', $number ) : ''; // phpcs:ignore WordPress.DB.PreparedSQL
			$buyers  = BuyerWords::matching_sql( $search );
			$found[] = null === $buyers ? '' : $column( 'id' ) . " IN ({$buyers})";
			$found   = array_filter( $found );
			$where[] = $found ? '(' . implode( ' OR ', $found ) . ')' : '1=0';
		}
		return implode( ' AND ', $where );
	}

	/**
	 * The filter's days as instants: the start of date_from and the end of date_to in the site's
	 * timezone (null where not given).
	 *
	 * @return array{0: ?int, 1: ?int}
	 */
	public static function range( array $filters ): array {
		$zone = wp_timezone_string();
		$from = empty( $filters['date_from'] ) ? null : Timing::to_utc( $filters['date_from'], '00:00', $zone );
		// The next day's midnight, not 24 hours later: a day with a clock change has 23 or 25.
		$to = empty( $filters['date_to'] ) ? null : Timing::to_utc( gmdate( 'Y-m-d', strtotime( $filters['date_to'] . ' +1 day' ) ), '00:00', $zone );
		return array( $from, $to );
	}
}
