<?php
namespace Eventin\Rsvp;

use Eventin\Orders\OrderFilter;

/**
 * What the RSVP report and its export filter responses by: one event, a status (or all), words of
 * the name or address, and the days they answered on (in the site's timezone).
 *
 * @phpstan-type Filters array{event_id: int, status: string, search?: string, date_from?: string|null, date_to?: string|null}
 */
final class ResponseFilter {
	/** The condition on the responses table (alias-free), without WHERE. */
	public static function where( array $filters ): string {
		global $wpdb;
		$event_id = (int) $filters['event_id'];
		$status   = (string) ( $filters['status'] ?? 'all' );
		$where    = array( $wpdb->prepare( 'event_id = %d', $event_id ) );
		if ( 'all' !== $status && '' !== $status ) {
			$where[] = $wpdb->prepare( 'status = %s', $status );
		}
		$words = Responses::search_sql( $event_id, (string) ( $filters['search'] ?? '' ) );
		if ( '' !== $words ) {
			$where[] = $words;
		}
		list( $from, $to ) = OrderFilter::range( $filters );
		if ( null !== $from ) {
			$where[] = $wpdb->prepare( 'created_at >= %s', gmdate( 'Y-m-d H:i:s', $from ) );
		}
		if ( null !== $to ) {
			$where[] = $wpdb->prepare( 'created_at < %s', gmdate( 'Y-m-d H:i:s', $to ) );
		}
		return implode( ' AND ', $where );
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
