<?php
namespace Eventin\Events;

use Eventin\Database\Bulk;
use Eventin\Database\Reader;
use Eventin\Database\Sql;

/**
 * Events counted by post status, start day and end day (UTC days), kept as the index changes. A
 * time-bound filter (upcoming, ongoing, past, a date range) or a deep page then reads a few
 * thousand day rows and the events of one day at most, never an index range over every event.
 *
 * Only the day of "now" (or of a range's edge) is undecided by days alone: its events are read
 * exactly, every other day is decided by its counts.
 */
final class Days {
	private const DAY = 86400;

	/** Pages that start this far in are found from the day counts instead of by OFFSET. */
	public const SEEK_FROM = 1000;

	/** Days with events read at a time while seeking a deep page. */
	private const BATCH_DAYS = 500;

	public static function table(): string {
		global $wpdb;
		return $wpdb->prefix . 'etn_event_days';
	}

	public static function schema( string $charset_collate ): string {
		$table = self::table();
		return "CREATE TABLE {$table} (
			post_status varchar(20) NOT NULL,
			start_day int(11) NOT NULL,
			end_day int(11) NOT NULL,
			events bigint(20) NOT NULL DEFAULT 0,
			PRIMARY KEY  (post_status,start_day,end_day),
			KEY status_end (post_status,end_day,events)
		) {$charset_collate};";
	}

	/** The UTC day of an instant (days since 1970-01-01, earlier days negative). */
	public static function day( int $instant ): int {
		return intdiv( $instant - ( ( $instant % self::DAY ) + self::DAY ) % self::DAY, self::DAY );
	}

	/**
	 * Moves the counts from index rows as they were to the rows as they are.
	 *
	 * @param array[] $before Rows (post_status, start_utc, end_utc) before the change.
	 * @param array[] $after  The same rows after it.
	 */
	public static function move( array $before, array $after ): void {
		Bulk::move_counts( self::table(), array( 'post_status', 'start_day', 'end_day' ), 'events', $before, $after, static fn( array $row ) => array( array( $row['post_status'], self::day( (int) $row['start_utc'] ), self::day( (int) $row['end_utc'] ) ) ), true );
	}

	/** Counts every day again from the index. */
	public static function recount(): void {
		global $wpdb;
		$wpdb->query( 'DELETE FROM ' . Sql::name( self::table() ) );
		$wpdb->query( Sql::concat( 'INSERT INTO ' . Sql::name( self::table() ) . ' (post_status, start_day, end_day, events) SELECT post_status, ', self::day_sql( 'start_utc' ), ', ', self::day_sql( 'end_utc' ), ', COUNT(*) FROM ' . Index::table() . ' GROUP BY 1, 2, 3' )->prepared() );
		$wpdb->query( 'DELETE FROM ' . Sql::name( self::table() ) . ' WHERE events = 0' );
	}

	/** The SQL condition of the post statuses a list filter shows. */
	public static function statuses_sql( string $filter ): Sql {
		return Sql::text(
			match ( $filter ) {
				'draft'                        => "post_status NOT IN ('publish', 'pending', 'trash')",
				'pending'                      => "post_status = 'pending'",
				'trash'                        => "post_status = 'trash'",
				'upcoming', 'ongoing', 'past' => "post_status = 'publish'",
				default                        => "post_status <> 'trash'",
			}
		);
	}

	/** Whether a filter depends on the time (then the day of "now" is read event by event). */
	private static function timed( string $filter ): bool {
		return in_array( $filter, array( 'upcoming', 'ongoing', 'past' ), true );
	}

	/**
	 * The day pairs a time filter selects whatever the hour, excluding every pair that touches
	 * today (read exactly instead); an end is never before its start.
	 */
	private static function decided_sql( string $filter, int $today ): Sql {
		$clear = Sql::of( 'start_day <> ? AND end_day <> ?', $today, $today );
		return match ( $filter ) {
			'upcoming' => $clear->append( Sql::of( ' AND start_day > ?', $today ) ),
			'ongoing'  => $clear->append( Sql::of( ' AND start_day < ? AND end_day > ?', $today, $today ) ),
			'past'     => $clear->append( Sql::of( ' AND end_day < ?', $today ) ),
			default    => Sql::text( '1 = 1' ),
		};
	}

	/**
	 * The events a time filter selects now among those that start or end today, as two
	 * `FROM … WHERE` of the index (each a range of today's events) that never select one event twice.
	 *
	 * @return Sql[]
	 */
	private static function today_sql( string $filter, int $now ): array {
		$from  = self::day( $now ) * self::DAY;
		$to    = $from + self::DAY;
		$where = Status::where_sql( $filter, $now );
		$table = Index::table();
		return array(
			Sql::concat( $table . Reader::force_index( 'status_start' ) . ' WHERE ', $where, Sql::of( ' AND start_utc >= ? AND start_utc < ?', $from, $to ) ),
			Sql::concat( $table . Reader::force_index( 'status_end_start' ) . ' WHERE ', $where, Sql::of( ' AND end_utc >= ? AND end_utc < ? AND start_utc < ?', $from, $to, $from ) ),
		);
	}

	/** The UTC day of an instant column, in SQL. */
	private static function day_sql( string $column ): Sql {
		// SQLite divides whole numbers into a whole number; MySQL's / would give a decimal.
		return Sql::text( "(({$column} - ((({$column} % 86400) + 86400) % 86400))" . ( Reader::is_sqlite() ? ' / ' : ' DIV ' ) . '86400)' );
	}

	/** How many events a status filter (all, draft, pending, trash, upcoming, ongoing, past) selects now. */
	public static function count( string $filter, int $now ): int {
		return (int) ( Reader::column( Sql::concat( 'SELECT ', self::count_sql( $filter, $now ) ) )[0] ?? 0 );
	}

	/** The count of count() as an SQL expression. */
	private static function count_sql( string $filter, int $now ): Sql {
		$sql = Sql::concat( '(SELECT COALESCE(SUM(events), 0) FROM ' . self::table() . ' WHERE ', self::statuses_sql( $filter ), ' AND ', self::decided_sql( $filter, self::day( $now ) ), ')' );
		if ( self::timed( $filter ) ) {
			foreach ( self::today_sql( $filter, $now ) as $today ) {
				$sql = $sql->append( ' + (SELECT COUNT(*) FROM ', $today, ')' );
			}
		}
		return $sql;
	}

	/**
	 * How many events of a status filter (all, draft, pending, trash) overlap [from, to): those starting
	 * before `to` less those ending at or before `from` (which start before `to` too).
	 */
	public static function count_overlapping( string $filter, ?int $from, ?int $to ): int {
		$statuses = self::statuses_sql( $filter );
		$starting = null === $to ? self::count( $filter, 0 ) : self::count_before( $statuses, 'start', $to, false );
		return $starting - ( null === $from ? 0 : self::count_before( $statuses, 'end', $from, true ) );
	}

	/** Events of the statuses whose start (or end) is before $instant, or at it with $inclusive. */
	private static function count_before( Sql $statuses, string $edge, int $instant, bool $inclusive ): int {
		$day    = self::day( $instant );
		$column = 'end' === $edge ? 'end_utc' : 'start_utc';
		$whole  = (int) ( Reader::column( Sql::concat( 'SELECT SUM(events) FROM ' . self::table() . ' WHERE ', $statuses, Sql::of( 'end' === $edge ? ' AND end_day < ?' : ' AND start_day < ?', $day ) ) )[0] ?? 0 );
		$part   = (int) ( Reader::column( Sql::concat( 'SELECT COUNT(*) FROM ' . Index::table() . ' WHERE ', $statuses, Sql::of( " AND {$column} >= ? AND {$column} " . ( $inclusive ? '<=' : '<' ) . ' ?', $day * self::DAY, $instant ) ) )[0] ?? 0 );
		return $whole + $part;
	}

	/**
	 * Where a deep page of a status filter begins, in the list's order (newest start first): the
	 * first day the page reaches, as an instant the page's events start before (null past the
	 * last event), how many of that day's events come before the page, and the filter's total.
	 * One read for the first 500 days with events, one more for each 500 after. Null while the
	 * page is not deep.
	 *
	 * @return array{0: int|null, 1: int, 2: int}|null [ start before, offset left, total ]
	 */
	public static function seek( string $filter, int $offset, int $now ): ?array {
		if ( $offset < self::SEEK_FROM ) {
			return null;
		}
		$where = Sql::concat( self::statuses_sql( $filter ), ' AND ', self::decided_sql( $filter, self::day( $now ) ) );
		$batch = static fn( int $below ) => Sql::concat( 'SELECT 2 AS kind, start_day AS day, events FROM (SELECT start_day, SUM(events) AS events FROM ' . self::table() . ' WHERE ', $where, Sql::of( ' AND start_day < ? GROUP BY start_day ORDER BY start_day DESC LIMIT ?) days', $below, self::BATCH_DAYS ) );
		// The first read also answers the total and today's events by the day they start on.
		$parts = array( Sql::concat( 'SELECT 0 AS kind, 0 AS day, ', self::count_sql( $filter, $now ), ' AS events' ) );
		if ( self::timed( $filter ) ) {
			foreach ( self::today_sql( $filter, $now ) as $today ) {
				$parts[] = Sql::concat( 'SELECT 1, ', self::day_sql( 'start_utc' ), ', COUNT(*) FROM ', $today, ' GROUP BY 2' );
			}
		}
		$parts[] = $batch( PHP_INT_MAX );
		$rows    = Reader::rows( Sql::join( ' UNION ALL ', $parts ) );
		$total   = 0;
		$by_day  = array();
		$days    = array();
		foreach ( $rows as $row ) {
			match ( (int) $row['kind'] ) {
				0       => $total = (int) $row['events'],
				1       => $by_day[ (int) $row['day'] ] = ( $by_day[ (int) $row['day'] ] ?? 0 ) + (int) $row['events'],
				default => $days[ (int) $row['day'] ] = (int) $row['events'],
			};
		}
		$skipped = 0;
		// The days newest first, a batch at a time, until the offset is inside one.
		while ( true ) {
			$below = $days ? min( array_keys( $days ) ) : PHP_INT_MIN;
			// Today's exact events join the days they start on (which the batch covers, or not yet).
			foreach ( $by_day as $day => $events ) {
				if ( $day >= $below ) {
					$days[ $day ] = ( $days[ $day ] ?? 0 ) + $events;
					unset( $by_day[ $day ] );
				}
			}
			krsort( $days );
			foreach ( $days as $day => $events ) {
				if ( $skipped + $events > $offset ) {
					return array( ( $day + 1 ) * self::DAY, $offset - $skipped, $total );
				}
				$skipped += $events;
			}
			if ( PHP_INT_MIN === $below || $skipped >= $total ) {
				return array( null, 0, $total );
			}
			$days = array_map( 'intval', array_column( Reader::rows( $batch( $below ) ), 'events', 'day' ) );
		}
	}
}
