<?php
namespace Eventin\Rsvp;

use Eventin\Database\Reader;
use Eventin\Database\Sql;
use Eventin\Events\Index;

/**
 * The RSVP report's list of events: those with RSVP on (not in the trash), newest start first,
 * each with its kept counts, read from the events index and `etn_rsvp_events`.
 */
final class ReportEvents {
	/**
	 * One page of the events, and how many there are in all.
	 *
	 * @param array $filters { owner?: int (a vendor's events only), search?: string (in the title) }.
	 * @return array{0: array[], 1: int} Rows of the index's event_id, title, post_status, start_utc,
	 *                                   end_utc and timezone with the kept counts; the total.
	 */
	public static function page( array $filters, int $per_page, int $page ): array {
		$where = array( "r.enabled = 1 AND i.post_status <> 'trash'" );
		if ( isset( $filters['owner'] ) ) {
			$where[] = Sql::of( 'i.owner_id = ?', (int) $filters['owner'] );
		}
		$search = trim( (string) ( $filters['search'] ?? '' ) );
		if ( '' !== $search ) {
			$where[] = Sql::contains( 'i.title', $search );
		}
		$from  = Sql::concat( ' FROM ' . Responses::events_table() . ' r JOIN ' . Index::table() . ' i ON i.event_id = r.event_id WHERE ', Sql::join( ' AND ', $where ) );
		$rows  = Reader::rows(
			Sql::concat(
				'SELECT i.event_id, i.title, i.post_status, i.start_utc, i.end_utc, i.timezone, r.going_people, r.going, r.maybe, r.not_going, r.waiting',
				$from,
				Sql::of( ' ORDER BY i.start_utc DESC, i.event_id DESC LIMIT ? OFFSET ?', $per_page, ( $page - 1 ) * $per_page )
			)
		);
		$total = (int) ( Reader::column( Sql::concat( 'SELECT COUNT(*)', $from ) )[0] ?? 0 );
		return array( $rows, $total );
	}
}
