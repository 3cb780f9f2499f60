<?php
namespace Eventin\Jobs;

use Eventin\Database\Reader;
use Eventin\Database\Sql;

/**
 * What the Background jobs panel reads of the queue: a page of jobs by status and hook, and the
 * jobs per status. A page costs at most three queries whatever its size: the counts, the
 * rows, and the total of a search.
 */
final class JobsQuery {
	/** Every status a job has, in the order the panel offers them. */
	public const STATUSES = array( 'queued', 'running', 'failed', 'done' );

	/** What the panel shows unless asked for more: what is still to run, and what failed. */
	public const UNFINISHED = array( 'queued', 'running', 'failed' );

	/**
	 * Jobs per status, every status present (0 for none).
	 *
	 * @return array<string, int>
	 */
	public static function counts(): array {
		global $wpdb;
		$rows   = $wpdb->get_results( 'SELECT status, COUNT(*) AS n FROM ' . Jobs::table() . ' GROUP BY status', ARRAY_A );
		$counts = array_fill_keys( self::STATUSES, 0 );
		foreach ( (array) $rows as $row ) {
			if ( isset( $counts[ $row['status'] ] ) ) {
				$counts[ $row['status'] ] = (int) $row['n'];
			}
		}
		return $counts;
	}

	/**
	 * One page of jobs, newest first.
	 *
	 * @param string[] $statuses The statuses listed.
	 * @param string   $search   Text the hook contains ('' for any).
	 * @return array<int, array<string, mixed>> The rows.
	 */
	public static function page( array $statuses, string $search, int $per_page, int $page ): array {
		return Reader::rows(
			Sql::concat(
				'SELECT id, hook, args, status, attempts, max_attempts, run_at, claimed_at, finished_at, last_error FROM ' . Jobs::table() . ' WHERE ',
				self::where( $statuses, $search ),
				Sql::of( ' ORDER BY id DESC LIMIT ? OFFSET ?', $per_page, ( max( 1, $page ) - 1 ) * $per_page )
			)
		);
	}

	/**
	 * How many jobs the list has: the counts' sum, or counted for a search.
	 *
	 * @param string[]           $statuses The statuses listed.
	 * @param array<string, int> $counts   counts().
	 */
	public static function total( array $statuses, string $search, array $counts ): int {
		if ( '' === $search ) {
			return array_sum( array_intersect_key( $counts, array_flip( $statuses ) ) );
		}
		return (int) ( Reader::column( Sql::concat( 'SELECT COUNT(*) FROM ' . Jobs::table() . ' WHERE ', self::where( $statuses, $search ) ) )[0] ?? 0 );
	}

	/**
	 * The list's condition.
	 *
	 * @param string[] $statuses Statuses of STATUSES.
	 */
	private static function where( array $statuses, string $search ): Sql {
		$where = Sql::concat( 'status IN (', Sql::list( $statuses ), ')' );
		return '' === $search ? $where : $where->append( ' AND ', Sql::contains( 'hook', $search ) );
	}
}
