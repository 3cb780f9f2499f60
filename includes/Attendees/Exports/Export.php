<?php
namespace Eventin\Attendees\Exports;

use Eventin\Events\PostType;

/**
 * An attendee export: a job that writes the attendees a filter picks to a CSV or XLSX file, a
 * batch at a time, so it streams to disk with flat memory however many there are.
 *
 * Batches run when the export starts (the first), whenever its owner asks how it is going and no
 * batch is running (so it moves on where wp-cron is late), and in wp-cron until done. One batch
 * at a time: a lock (a row in the options table, taken with one INSERT IGNORE, that expires)
 * keeps them apart. Each batch starts from where the last one saved its place (the last
 * attendee id and the file's length, so the rows of a batch that died before saving are cut off
 * and written again).
 *
 * The job is an option row (JSON, not autoloaded) read and written with plain SQL, never cached.
 * Jobs and files older than a day are deleted by a daily wp-cron event.
 */
final class Export {
	public const BATCH_HOOK   = 'eventin_attendee_export_batch';
	public const CLEANUP_HOOK = 'eventin_attendee_export_cleanup';

	private const JOB          = 'eventin_export_job_';
	private const LOCK         = 'eventin_export_lock_';
	private const LOCK_SECONDS = 300;
	private const MAX_AGE      = DAY_IN_SECONDS;

	/** Seconds of work a wp-cron run does before it hands on to the next. */
	private const CRON_SECONDS = 20;

	public static function register(): void {
		add_action( self::BATCH_HOOK, array( self::class, 'run_in_cron' ) );
		add_action( self::CLEANUP_HOOK, array( self::class, 'cleanup' ) );
		add_action(
			'init',
			static function () {
				if ( ! wp_next_scheduled( self::CLEANUP_HOOK ) ) {
					wp_schedule_event( time() + HOUR_IN_SECONDS, 'daily', self::CLEANUP_HOOK );
				}
			}
		);
	}

	/** Attendees per query; filtered by `eventin_attendee_export_batch_size`. */
	public static function batch_size(): int {
		return max( 1, (int) apply_filters( 'eventin_attendee_export_batch_size', 1000 ) );
	}

	/**
	 * Starts an export: counts the attendees and writes the file's header.
	 *
	 * @param array $filters { event_id, ticket_id, status, ticket_status, search } as the route checked them.
	 * @return array|null The job; null when the file cannot be written.
	 */
	public static function start( int $user_id, string $format, array $filters ): ?array {
		if ( ! Files::prepare() ) {
			return null;
		}
		list( $total, $last_id ) = Rows::count( $filters );
		$job                     = array(
			'id'      => bin2hex( random_bytes( 8 ) ),
			'user_id' => $user_id,
			'format'  => $format,
			'filters' => $filters,
			'status'  => 'running',
			'done'    => 0,
			'total'   => $total,
			'after'   => 0,
			'until'   => $last_id,
			'bytes'   => 0,
			'file'    => Files::new_name(),
			'name'    => self::download_name( $format, (int) ( $filters['event_id'] ?? 0 ) ),
			'created' => time(),
		);
		$handle                  = fopen( Files::part( $job['file'] ), 'xb' ); // phpcs:ignore WordPress.WP.AlternativeFunctions
		if ( ! $handle ) {
			return null;
		}
		self::writer( $format )::start( $handle, Rows::header() );
		$job['bytes'] = (int) ftell( $handle );
		fclose( $handle ); // phpcs:ignore WordPress.WP.AlternativeFunctions
		global $wpdb;
		$wpdb->insert(
			$wpdb->options,
			array(
				'option_name'  => self::JOB . $job['id'],
				'option_value' => wp_json_encode( $job ),
				'autoload'     => 'off',
			)
		);
		return $job;
	}

	/** The job, or null. */
	public static function find( string $id ): ?array {
		global $wpdb;
		if ( ! preg_match( '/^[a-f0-9]{16}$/', $id ) ) {
			return null;
		}
		$value = $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", self::JOB . $id ) );
		$job   = is_string( $value ) ? json_decode( $value, true ) : null;
		return is_array( $job ) ? $job : null;
	}

	/** Whether the user may see the job: the one who started it, or a super admin. */
	public static function belongs_to( array $job, int $user_id ): bool {
		return $user_id > 0 && ( (int) $job['user_id'] === $user_id || is_super_admin( $user_id ) );
	}

	/** The finished file's path, or null while it is not done. */
	public static function file( array $job ): ?string {
		$path = Files::done( $job['file'], $job['format'] );
		return 'done' === $job['status'] && is_file( $path ) ? $path : null;
	}

	public static function mime( array $job ): string {
		return 'xlsx' === $job['format'] ? XlsxFile::MIME : CsvFile::MIME;
	}

	/**
	 * Runs batches for about $seconds (at least one) unless another request is running them.
	 *
	 * @return array|null The job after it; null when it does not exist.
	 */
	public static function run( string $id, float $seconds ): ?array {
		/**
		 * How long a request (or a wp-cron turn) writes an export before it answers; at least one
		 * batch is written.
		 *
		 * @param float $seconds
		 */
		$seconds = (float) apply_filters( 'eventin_attendee_export_seconds', $seconds );
		if ( ! self::lock( $id ) ) {
			return self::find( $id );
		}
		try {
			$job = self::find( $id );
			if ( $job && 'running' === $job['status'] ) {
				$job = self::batches( $job, microtime( true ) + $seconds );
				self::save( $job );
			}
		} catch ( \Throwable $error ) {
			error_log( 'Eventin attendee export ' . $id . ' failed: ' . $error->getMessage() ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions
			$job = self::find( $id );
			if ( $job ) {
				$job['status'] = 'failed';
				self::save( $job );
			}
		} finally {
			self::unlock( $id );
		}
		if ( $job && 'running' === $job['status'] && ! wp_next_scheduled( self::BATCH_HOOK, array( $id ) ) ) {
			wp_schedule_single_event( time(), self::BATCH_HOOK, array( $id ) );
		}
		return $job;
	}

	/** wp-cron's turn: batches for a while; run() schedules the next turn if more is left. */
	public static function run_in_cron( $id ): void {
		self::run( (string) $id, self::CRON_SECONDS );
	}

	/**
	 * Writes batches until the time is up or the attendees run out, then finishes the file.
	 */
	private static function batches( array $job, float $deadline ): array {
		$part   = Files::part( $job['file'] );
		$handle = file_exists( $part ) ? fopen( $part, 'r+b' ) : false; // phpcs:ignore WordPress.WP.AlternativeFunctions
		if ( ! $handle ) {
			$job['status'] = 'failed';
			return $job;
		}
		// Rows a batch wrote without saving its place are written again.
		ftruncate( $handle, $job['bytes'] );
		fseek( $handle, $job['bytes'] );
		$writer = self::writer( $job['format'] );
		$limit  = self::batch_size();
		do {
			list( $rows, $last ) = Rows::batch( $job['filters'], $job['after'], $job['until'], $limit );
			$writer::write( $handle, $rows, $job['done'] + 2 );
			$job['done']        += count( $rows );
			$job['after']        = $last;
			$more                = count( $rows ) === $limit;
		} while ( $more && microtime( true ) < $deadline );
		fflush( $handle );
		$job['bytes'] = (int) ftell( $handle );
		fclose( $handle ); // phpcs:ignore WordPress.WP.AlternativeFunctions
		if ( ! $more ) {
			// Attendees deleted while it ran were counted at the start.
			$job['total']  = $job['done'];
			// Zipping a big XLSX outlasts the time a web request is usually given.
			if ( function_exists( 'set_time_limit' ) ) {
				set_time_limit( 0 ); // phpcs:ignore Squiz.PHP.DiscouragedFunctions
			}
			$finished      = 'xlsx' === $job['format']
				? XlsxFile::finish( $part, Files::done( $job['file'], 'xlsx' ), __( 'Attendees', 'eventin' ) )
				: CsvFile::finish( $part, Files::done( $job['file'], 'csv' ) );
			$job['status'] = $finished ? 'done' : 'failed';
		}
		return $job;
	}

	/** @return class-string<CsvFile|XlsxFile> */
	private static function writer( string $format ): string {
		return 'xlsx' === $format ? XlsxFile::class : CsvFile::class;
	}

	/** 'attendees-<event slug or all>-<date>.csv', ASCII only for every browser's download bar. */
	private static function download_name( string $format, int $event_id ): string {
		$slug = 'all';
		if ( $event_id ) {
			$post = get_post( $event_id );
			$name = $post ? (string) $post->post_name : '';
			$slug = '' !== $name && ! str_contains( $name, '%' ) ? preg_replace( '/[^a-z0-9-]+/', '', strtolower( $name ) ) : '';
			$slug = '' !== $slug ? substr( $slug, 0, 80 ) : 'event-' . $event_id;
		}
		return 'attendees-' . $slug . '-' . wp_date( 'Y-m-d' ) . '.' . ( 'xlsx' === $format ? 'xlsx' : 'csv' );
	}

	/** Whether an event of this id exists. */
	public static function event_exists( int $event_id ): bool {
		return PostType::NAME === get_post_type( $event_id );
	}

	private static function save( array $job ): void {
		global $wpdb;
		$wpdb->update( $wpdb->options, array( 'option_value' => wp_json_encode( $job ) ), array( 'option_name' => self::JOB . $job['id'] ) );
	}

	/** Takes the job's lock; false when another request holds it (and it has not expired). */
	private static function lock( string $id ): bool {
		global $wpdb;
		$name = self::LOCK . $id;
		$now  = time();
		// A lock past its expiry was left by a request that died: it goes. Same-length digits compare as text on both databases.
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name = %s AND option_value < %s", $name, (string) $now ) );
		return 1 === (int) $wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, %s, 'off')", $name, (string) ( $now + self::LOCK_SECONDS ) ) );
	}

	private static function unlock( string $id ): void {
		global $wpdb;
		$wpdb->delete( $wpdb->options, array( 'option_name' => self::LOCK . $id ) );
	}

	/** Deletes a job, its lock, its file and its scheduled batch. */
	public static function delete( array $job ): void {
		global $wpdb;
		Files::delete( $job['file'] );
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name IN (%s, %s)", self::JOB . $job['id'], self::LOCK . $job['id'] ) );
		wp_clear_scheduled_hook( self::BATCH_HOOK, array( $job['id'] ) );
	}

	/**
	 * Deletes the jobs and files older than $max_age seconds (the daily wp-cron event).
	 */
	public static function cleanup( $max_age = self::MAX_AGE ): void {
		$max_age = is_numeric( $max_age ) ? (int) $max_age : self::MAX_AGE;
		foreach ( self::all() as $job ) {
			if ( (int) ( $job['created'] ?? 0 ) < time() - $max_age ) {
				self::delete( $job );
			}
		}
		Files::delete_older_than( $max_age );
	}

	/** Deletes every job and file, and the scheduled events (uninstall). */
	public static function remove_all(): void {
		global $wpdb;
		foreach ( self::all() as $job ) {
			self::delete( $job );
		}
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name LIKE %s OR option_name LIKE %s", $wpdb->esc_like( self::JOB ) . '%', $wpdb->esc_like( self::LOCK ) . '%' ) );
		Files::delete_all();
		wp_unschedule_hook( self::BATCH_HOOK );
		wp_unschedule_hook( self::CLEANUP_HOOK );
	}

	/** @return array[] Every job. */
	private static function all(): array {
		global $wpdb;
		$values = $wpdb->get_col( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name LIKE %s", $wpdb->esc_like( self::JOB ) . '%' ) );
		$jobs   = array();
		foreach ( $values as $value ) {
			$job = json_decode( (string) $value, true );
			if ( is_array( $job ) && isset( $job['id'], $job['file'] ) ) {
				$jobs[] = $job;
			}
		}
		return $jobs;
	}
}
