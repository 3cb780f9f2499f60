<?php
namespace Eventin\Jobs;

use Eventin\Database\Sql;

/**
 * One background queue for slow or retried work (exports, mail, hold expiry): rows of the table
 * etn_jobs, each an action to run with its JSON arguments.
 *
 * A runner claims due jobs with one conditional UPDATE (claim_id = its random id where claim_id
 * is 0), then runs only the rows that carry its id, so two runners, or two PHP nodes, never run the
 * same job. Claims left by a runner that died are released; a job left running by one counts as a
 * failed attempt. A handler that throws fails its attempt: the job is queued again later (1, 5,
 * then 30 minutes) until its attempts are spent, then stays `failed` with its last error.
 * A unique key keeps at most one unfinished (queued or running) job per key.
 */
final class Jobs {
	/** Seconds to wait after the n-th failed attempt (the last one repeats). */
	private const BACKOFF = array( 60, 300, 1800 );

	/** A claim whose job has not started after this long was left by a runner that died. */
	private const CLAIM_SECONDS = 300;

	/**
	 * A job running this long was left by a runner that died or hangs (a fatal error, a node gone):
	 * its attempt fails and it is tried again after its backoff. Far over a job's time: one mail,
	 * or one batch of an export, each bounded.
	 */
	public const RUNNING_SECONDS = 120;

	/** A job running this long is shown stuck in the Background jobs panel. */
	public const STUCK_SECONDS = 60;

	/** Finished jobs are kept this long for the Background jobs panel: done a day, failed a month. */
	private const KEEP_DONE_SECONDS   = DAY_IN_SECONDS;
	private const KEEP_FAILED_SECONDS = 30 * DAY_IN_SECONDS;

	/** @var array|null The job this request runs now, failed by the shutdown handler if PHP dies in it. */
	private static $running = null;

	public static function table(): string {
		global $wpdb;
		return $wpdb->prefix . 'etn_jobs';
	}

	public static function schema( string $charset_collate ): string {
		$table = self::table();
		return "CREATE TABLE {$table} (
			id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
			hook varchar(191) NOT NULL,
			args longtext NOT NULL,
			unique_key varchar(191) DEFAULT NULL,
			status varchar(20) NOT NULL DEFAULT 'queued',
			attempts int(10) unsigned NOT NULL DEFAULT 0,
			max_attempts int(10) unsigned NOT NULL DEFAULT 3,
			run_at datetime NOT NULL,
			claim_id bigint(20) unsigned NOT NULL DEFAULT 0,
			claimed_at datetime DEFAULT NULL,
			last_error text,
			created_at datetime NOT NULL,
			finished_at datetime DEFAULT NULL,
			PRIMARY KEY  (id),
			UNIQUE KEY unique_key (unique_key),
			KEY claim (claim_id,status,run_at),
			KEY status (status,id),
			KEY finished (status,finished_at)
		) {$charset_collate};";
	}

	/**
	 * Queues a job: `do_action_ref_array( $hook, $args )` when it is due.
	 *
	 * @param array $args    JSON-encodable; the handler receives them as its arguments, in order.
	 * @param array $options 'unique' => key (at most one unfinished job per key), 'delay' => seconds
	 *                       (default 0), 'attempts' => how many times it is tried (default 3).
	 * @return int The job's id, or the id of the unfinished job already holding the unique key.
	 */
	public static function add( string $hook, array $args = array(), array $options = array() ): int {
		global $wpdb;
		$unique = isset( $options['unique'] ) && '' !== (string) $options['unique'] ? substr( (string) $options['unique'], 0, 191 ) : null;
		$delay  = max( 0, (int) ( $options['delay'] ?? 0 ) );
		$tries  = max( 1, (int) ( $options['attempts'] ?? 3 ) );
		$values = array( substr( $hook, 0, 191 ), (string) wp_json_encode( array_values( $args ) ), $tries, self::time( $delay ), self::time() );
		array_splice( $values, 2, 0, array( $unique ) );
		// The unique key's owner may finish between the insert and the read: then insert again.
		for ( $try = 0; $try < 3; ++$try ) {
			$inserted = $wpdb->query(
				Sql::of( 'INSERT IGNORE INTO ' . self::table() . " (hook, args, unique_key, status, attempts, max_attempts, run_at, claim_id, created_at) VALUES (?, ?, ?, 'queued', 0, ?, ?, 0, ?)", ...$values )->prepared()
			);
			if ( 1 === (int) $inserted ) {
				if ( 0 === $delay ) {
					Runners::kick_after_request();
				}
				return (int) $wpdb->insert_id;
			}
			if ( null === $unique ) {
				break;
			}
			$id = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT id FROM ' . self::table() . ' WHERE unique_key = %s', $unique ) );
			if ( $id ) {
				return $id;
			}
		}
		return 0;
	}

	/**
	 * Runs due jobs, oldest first, for about $seconds (at least one job when one is due).
	 *
	 * @param int $limit How many jobs at most.
	 * @return int How many ran.
	 */
	public static function run( int $limit = 20, float $seconds = 20.0 ): int {
		return self::run_where( Sql::text( 'claim_id = 0' ), $limit, $seconds );
	}

	/**
	 * Runs the due jobs of one key and the keys under it (`$key`, `$key:…`: a batch's feed and
	 * items) that no runner has, for about $seconds (at least one when one is due).
	 *
	 * @return int How many ran.
	 */
	public static function run_keyed( string $key, float $seconds ): int {
		return self::run_where( Sql::of( '(unique_key = ? OR unique_key LIKE ?) AND claim_id = 0', $key, $key . ':%' ), 100, $seconds );
	}

	/** Runs due jobs matching $where, oldest first, for about $seconds. */
	private static function run_where( Sql $where, int $limit, float $seconds ): int {
		$deadline = microtime( true ) + $seconds;
		self::release_stale();
		$ran = 0;
		do {
			$claim = self::claim( $where, min( 10, $limit - $ran ) );
			if ( ! $claim ) {
				break;
			}
			foreach ( self::claimed( $claim ) as $job ) {
				if ( $ran > 0 && microtime( true ) >= $deadline ) {
					break;
				}
				$ran += self::execute( $job, $claim ) ? 1 : 0;
			}
			self::release( $claim );
		} while ( $ran < $limit && microtime( true ) < $deadline );
		return $ran;
	}

	/**
	 * Runs one job now, in this request, if it is due and no runner has it (a feature that wants
	 * its first step in the answer, as an export's first batch).
	 *
	 * @return bool Whether it ran.
	 */
	public static function run_one( int $id ): bool {
		global $wpdb;
		$claim = self::claim( Sql::of( 'id = ? AND claim_id = 0', $id ), 1 );
		if ( ! $claim ) {
			return false;
		}
		$ran = false;
		foreach ( self::claimed( $claim ) as $job ) {
			$ran = self::execute( $job, $claim );
		}
		self::release( $claim );
		return $ran;
	}

	/** A failed job queued again now with its attempts reset; false when it is not failed. */
	public static function retry( int $id ): bool {
		global $wpdb;
		$now     = self::time();
		$changed = $wpdb->query( $wpdb->prepare( 'UPDATE ' . self::table() . " SET status = 'queued', attempts = 0, run_at = %s, claim_id = 0, claimed_at = NULL, finished_at = NULL WHERE id = %d AND status = 'failed'", $now, $id ) );
		if ( 1 !== (int) $changed ) {
			return false;
		}
		Runners::kick_after_request();
		return true;
	}

	/**
	 * Takes back the queued job holding $unique, unless a runner has started it.
	 *
	 * @return bool Whether one was taken back.
	 */
	public static function cancel( string $unique ): bool {
		global $wpdb;
		return 1 === (int) $wpdb->query( $wpdb->prepare( 'DELETE FROM ' . self::table() . " WHERE unique_key = %s AND status = 'queued'", $unique ) );
	}

	/**
	 * The job's row (status, attempts, last_error…), or null.
	 *
	 * @return array<string, string|null>|null
	 */
	public static function find( int $id ): ?array {
		global $wpdb;
		$row = $wpdb->get_row( $wpdb->prepare( 'SELECT * FROM ' . self::table() . ' WHERE id = %d', $id ), ARRAY_A );
		return $row ? $row : null;
	}

	/** Whether a job is due that no runner has claimed. */
	public static function due(): bool {
		global $wpdb;
		return (bool) $wpdb->get_var( $wpdb->prepare( 'SELECT id FROM ' . self::table() . " WHERE claim_id = 0 AND status = 'queued' AND run_at <= %s LIMIT 1", self::time() ) );
	}

	/** Deletes finished jobs past their keeping time, a bounded number at a time. */
	public static function cleanup(): void {
		global $wpdb;
		foreach ( array( 'done' => self::KEEP_DONE_SECONDS, 'failed' => self::KEEP_FAILED_SECONDS ) as $status => $keep ) {
			$wpdb->query( $wpdb->prepare( 'DELETE FROM ' . self::table() . ' WHERE status = %s AND finished_at < %s LIMIT 1000', $status, self::time( -$keep ) ) );
		}
	}

	/**
	 * Claims due queued jobs matching $where for a new runner id: one UPDATE, so of two runners each
	 * gets its own rows or none (MariaDB locks the rows it changes; SQLite writes one statement at a
	 * time; the integration turns UPDATE … LIMIT into `WHERE rowid IN (SELECT … LIMIT n)`).
	 *
	 * @return int The claim id, or 0 when nothing was claimed.
	 */
	private static function claim( Sql $where, int $limit ): int {
		global $wpdb;
		$claim   = random_int( 1, PHP_INT_MAX );
		$now     = self::time();
		$claimed = $wpdb->query(
			Sql::concat(
				Sql::of( 'UPDATE ' . self::table() . ' SET claim_id = ?, claimed_at = ? WHERE ', $claim, $now ),
				$where,
				Sql::of( " AND status = 'queued' AND run_at <= ? ORDER BY run_at, id LIMIT ?", $now, $limit )
			)->prepared()
		);
		return (int) $claimed > 0 ? $claim : 0;
	}

	/** @return array[] The claim's jobs not yet started, in order. */
	private static function claimed( int $claim ): array {
		global $wpdb;
		return (array) $wpdb->get_results( $wpdb->prepare( 'SELECT id, hook, args, attempts, max_attempts FROM ' . self::table() . " WHERE claim_id = %d AND status = 'queued' ORDER BY run_at, id", $claim ), ARRAY_A );
	}

	/** Gives back the claim's jobs that did not start (time ran out). */
	private static function release( int $claim ): void {
		global $wpdb;
		$wpdb->query( $wpdb->prepare( 'UPDATE ' . self::table() . " SET claim_id = 0, claimed_at = NULL WHERE claim_id = %d AND status = 'queued'", $claim ) );
	}

	/**
	 * Frees what runners that died left: claims not started after CLAIM_SECONDS go back to the
	 * queue; a job running longer than RUNNING_SECONDS has failed that attempt.
	 */
	private static function release_stale(): void {
		global $wpdb;
		$table = self::table();
		$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET claim_id = 0, claimed_at = NULL WHERE claim_id <> 0 AND status = 'queued' AND claimed_at < %s", self::time( -self::CLAIM_SECONDS ) ) );
		$stale = $wpdb->get_results( $wpdb->prepare( "SELECT id, attempts, max_attempts, claim_id FROM {$table} WHERE status = 'running' AND claimed_at < %s LIMIT 100", self::time( -self::RUNNING_SECONDS ) ), ARRAY_A );
		foreach ( (array) $stale as $job ) {
			/* translators: %d: minutes */
			self::failed( $job, (int) $job['claim_id'], sprintf( __( 'The job was still running after %d minutes: its runner stopped or hangs (a PHP fatal error or time limit, a server restart, or a server it waits on).', 'eventin' ), self::RUNNING_SECONDS / 60 ) );
		}
	}

	/**
	 * Starts a claimed job (unless another runner took it meanwhile) and runs its handler.
	 *
	 * @return bool Whether it ran.
	 */
	private static function execute( array $job, int $claim ): bool {
		global $wpdb;
		$started = $wpdb->query( $wpdb->prepare( 'UPDATE ' . self::table() . " SET status = 'running', attempts = attempts + 1, claimed_at = %s WHERE id = %d AND claim_id = %d AND status = 'queued'", self::time(), $job['id'], $claim ) );
		if ( 1 !== (int) $started ) {
			return false;
		}
		$job['attempts'] = (int) $job['attempts'] + 1;
		$args            = json_decode( (string) $job['args'], true );
		self::$running   = array( $job, $claim );
		self::on_fatal_error();
		try {
			if ( ! has_action( $job['hook'] ) ) {
				/* translators: %s: the job's hook */
				throw new \RuntimeException( sprintf( __( 'Nothing handles %s (is the plugin that queued it active?).', 'eventin' ), $job['hook'] ) );
			}
			/**
			 * A job starts (the kicked runner beats here).
			 *
			 * @param array $job Its row: id, hook, args, attempts, max_attempts.
			 */
			do_action( 'eventin_job_starting', $job );
			do_action_ref_array( $job['hook'], is_array( $args ) ? array_values( $args ) : array() );
			$wpdb->query( $wpdb->prepare( 'UPDATE ' . self::table() . " SET status = 'done', unique_key = NULL, finished_at = %s WHERE id = %d AND claim_id = %d AND status = 'running'", self::time(), $job['id'], $claim ) );
		} catch ( \Throwable $error ) {
			self::failed( $job, $claim, $error->getMessage() );
		} finally {
			self::$running = null;
		}
		return true;
	}

	/**
	 * An attempt failed: queued again after its backoff, or `failed` for good when its attempts are
	 * spent. Only while the claim still holds it (a stale release may have taken it meanwhile).
	 */
	private static function failed( array $job, int $claim, string $error ): void {
		global $wpdb;
		$table    = self::table();
		$attempts = (int) $job['attempts'];
		$error    = '' !== $error ? $error : __( 'The job failed without a message.', 'eventin' );
		if ( $attempts >= (int) $job['max_attempts'] ) {
			$failed = $wpdb->query( $wpdb->prepare( "UPDATE {$table} SET status = 'failed', unique_key = NULL, last_error = %s, finished_at = %s WHERE id = %d AND claim_id = %d AND status = 'running'", $error, self::time(), $job['id'], $claim ) );
			if ( 1 !== (int) $failed ) {
				return; // Another runner released it first.
			}
			/**
			 * A job failed for good (its attempts are spent).
			 *
			 * @param int    $id    The job.
			 * @param string $error Its last error.
			 */
			do_action( 'eventin_job_failed', (int) $job['id'], $error );
			return;
		}
		$wait = self::BACKOFF[ min( $attempts, count( self::BACKOFF ) ) - 1 ];
		$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET status = 'queued', claim_id = 0, claimed_at = NULL, last_error = %s, run_at = %s WHERE id = %d AND claim_id = %d AND status = 'running'", $error, self::time( $wait ), $job['id'], $claim ) );
	}

	/** A PHP fatal error in a handler fails its attempt, rather than leave it running until stale. */
	private static function on_fatal_error(): void {
		static $registered = false;
		if ( $registered ) {
			return;
		}
		$registered = true;
		register_shutdown_function(
			static function () {
				$error = error_get_last();
				if ( self::$running && $error && in_array( $error['type'], array( E_ERROR, E_PARSE, E_CORE_ERROR, E_COMPILE_ERROR, E_USER_ERROR ), true ) ) {
					list( $job, $claim ) = self::$running;
					self::$running       = null;
					self::failed( $job, $claim, $error['message'] );
				}
			}
		);
	}

	/** UTC now plus $offset seconds, as the table keeps times. */
	private static function time( int $offset = 0 ): string {
		return gmdate( 'Y-m-d H:i:s', time() + $offset );
	}
}
