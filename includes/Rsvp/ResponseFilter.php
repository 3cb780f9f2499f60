<?php
namespace Eventin\Rsvp;

use Eventin\Database\Reader;
use Eventin\Database\Sql;
use Eventin\Orders\OrderFilter;

/**
 * What the RSVP report and its export filter responses by: one event, a status (or all), words of
 * the name or address, and the days they answered on (in the site's timezone).
 *
 * @phpstan-type Filters array{event_id: int, status: string, search?: string, date_from?: string|null, date_to?: string|null}
 */
final class ResponseFilter {
	/** The condition on the responses table (alias-free), without WHERE. */
	public static function where_sql( array $filters ): Sql {
		$event_id = (int) $filters['event_id'];
		$status   = (string) ( $filters['status'] ?? 'all' );
		$where    = array( Sql::of( 'event_id = ?', $event_id ) );
		if ( 'all' !== $status && '' !== $status ) {
			$where[] = Sql::of( 'status = ?', $status );
		}
		$words = Responses::search_sql( $event_id, (string) ( $filters['search'] ?? '' ) );
		if ( null !== $words ) {
			$where[] = $words;
		}
		list( $from, $to ) = OrderFilter::range( $filters );
		if ( null !== $from ) {
			$where[] = Sql::of( 'created_at >= ?', gmdate( 'Y-m-d H:i:s', $from ) );
		}
		if ( null !== $to ) {
			$where[] = Sql::of( 'created_at < ?', gmdate( 'Y-m-d H:i:s', $to ) );
		}
		return Sql::join( ' AND ', $where );
	}

	/**
	 * One page of the responses the filters pick, newest first, and how many they pick in all: the
	 * event's kept counts per status say it unless words or days narrow the filter.
	 *
	 * @param array $counts The event's kept counts (Responses::counts()).
	 * @return array{0: array[], 1: int} The rows and the total.
	 */
	public static function page( array $filters, array $counts, int $per_page, int $page ): array {
		$where = self::where_sql( $filters );
		$rows  = Reader::rows( Sql::concat( 'SELECT * FROM ' . Responses::table() . ' WHERE ', $where, Sql::of( ' ORDER BY id DESC LIMIT ? OFFSET ?', $per_page, ( $page - 1 ) * $per_page ) ) );
		if ( self::narrows( $filters ) ) {
			return array( $rows, (int) ( Reader::column( Sql::concat( 'SELECT COUNT(*) FROM ' . Responses::table() . ' WHERE ', $where ) )[0] ?? 0 ) );
		}
		$status = (string) ( $filters['status'] ?? 'all' );
		$total  = in_array( $status, Responses::STATUSES, true ) ? $counts[ $status ] : $counts['going'] + $counts['maybe'] + $counts['not_going'] + $counts['waiting'];
		return array( $rows, $total );
	}

	/** The REST args of the days: `date_from`, `date_to`. */
	public static function date_args(): array {
		return array(
			'date_from' => array(
				'description' => __( 'Responses made from this day on, YYYY-MM-DD in the site\'s timezone.', 'eventin' ),
				'type'        => 'string',
				'format'      => 'date',
			),
			'date_to'   => array(
				'description' => __( 'Responses made until the end of this day, YYYY-MM-DD in the site\'s timezone.', 'eventin' ),
				'type'        => 'string',
				'format'      => 'date',
			),
		);
	}

	/** Whether words or days narrow the filter: then the kept counts per status cannot say its total. */
	public static function narrows( array $filters ): bool {
		return '' !== trim( (string) ( $filters['search'] ?? '' ) ) || ! empty( $filters['date_from'] ) || ! empty( $filters['date_to'] );
	}
}
