<?php
namespace Eventin\Exports;

use Eventin\Attendees\AttendeeRows;
use Eventin\Events\PostType;
use Eventin\Jobs\Jobs;
use Eventin\Jobs\Runners;
use Eventin\Rsvp\ResponseRows;

/**
 * An export: a job that writes the rows a filter picks (attendees, RSVP responses: a Rows
 * source) to a CSV or XLSX file, a batch at a time, so it streams to disk with flat memory
 * however many there are.
 *
 * Its batches are background jobs (Eventin\Jobs): each writes for a while, saves its place, and
 * queues the next under a key naming that place, so one export has one batch queued or running
 * at a time, and the queue's claim keeps two runners off it. The first batch runs in the request
 * that starts the export and each progress read runs the queued one when no runner has it (a
 * small export is done in the answer); the queue's runners do the rest. Each batch starts from
 * where the last one saved its place (the last row id and the file's length, so the rows of a
 * batch that died before saving are cut off and written again).
 *
 * The export itself is an option row (JSON, not autoloaded) read and written with plain SQL, never
 * cached. Exports and files older than a day are deleted by a daily job.
 */
final class Export {
	public const BATCH_HOOK   = 'eventin_export_batch';
	public const CLEANUP_HOOK = 'eventin_export_cleanup';

	private const JOB     = 'eventin_export_job_';
	private const MAX_AGE = DAY_IN_SECONDS;

	/**
	 * Seconds a batch job writes in a runner before it saves its place and queues the next (which
	 * the same runner goes on with): the progress its owner reads moves every few seconds.
	 */
	private const RUNNER_SECONDS = 2.0;

	/** @var float|null Seconds the batch run in this request may write (a request's own budget). */
	private static $seconds = null;

	public static function register(): void {
		add_action( self::BATCH_HOOK, array( self::class, 'batch' ), 10, 3 );
		// No arguments: do_action() without any passes '' as the first, which is no age.
		add_action( self::CLEANUP_HOOK, array( self::class, 'cleanup' ), 10, 0 );
		add_action( 'eventin_job_failed', array( self::class, 'job_failed' ) );
		add_action( Runners::TICK, array( self::class, 'queue_cleanup' ) );
		add_filter( 'eventin_job_label', array( self::class, 'label' ), 10, 3 );
	}

	/** The name of an export's jobs in the Background jobs panel. */
	public static function label( $label, $hook, $args ) {
		if ( self::CLEANUP_HOOK === $hook ) {
			return __( 'Delete exports older than a day', 'eventin' );
		}
		if ( self::BATCH_HOOK !== $hook ) {
			return $label;
		}
		// From the arguments alone: the panel names a page of jobs without a query each.
		return self::rows( (string) ( $args[2] ?? AttendeeRows::name() ) )::batch_label( (string) ( $args[0] ?? '' ), (int) ( $args[1] ?? 0 ) );
	}

	/**
	 * The sources of rows, by name; filtered by `eventin_export_sources` (name => class-string of Rows).
	 *
	 * @return array<string, class-string<Rows>>
	 */
	public static function sources(): array {
		return (array) apply_filters(
			'eventin_export_sources',
			array(
				AttendeeRows::name() => AttendeeRows::class,
				ResponseRows::name() => ResponseRows::class,
			)
		);
	}

	/** @return class-string<Rows> The source of this name (attendees when unknown: exports made before sources). */
	private static function rows( string $name ): string {
		$sources = self::sources();
		$class   = $sources[ $name ] ?? AttendeeRows::class;
		return is_subclass_of( $class, Rows::class ) ? $class : AttendeeRows::class;
	}

	/** Keeps the daily cleanup queued: one at a time (its key), due a day after the last. */
	public static function queue_cleanup(): void {
		Jobs::add(
			self::CLEANUP_HOOK,
			array(),
			array(
				'unique' => self::CLEANUP_HOOK,
				'delay'  => DAY_IN_SECONDS,
			)
		);
	}

	/** Rows per query; filtered by `eventin_export_batch_size`. */
	public static function batch_size(): int {
		return max( 1, (int) apply_filters( 'eventin_export_batch_size', 1000 ) );
	}

	/**
	 * Starts an export: counts the rows and writes the file's header.
	 *
	 * @param string $source  A name of sources(): 'attendees', 'rsvp'.
	 * @param array  $filters As the route checked them; `event_id` names the download.
	 * @return array|null The job; null when the file cannot be written.
	 */
	public static function start( int $user_id, string $format, array $filters, string $source = 'attendees' ): ?array {
		if ( ! Files::prepare() ) {
			return null;
		}
		$rows                    = self::rows( $source );
		list( $total, $last_id ) = $rows::count( $filters );
		$job                     = array(
			'id'      => bin2hex( random_bytes( 8 ) ),
			'source'  => $rows::name(),
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
			'name'    => self::download_name( $rows::file_prefix(), $format, (int) ( $filters['event_id'] ?? 0 ) ),
			'created' => time(),
		);
		$handle                  = fopen( Files::part( $job['file'] ), 'xb' ); // phpcs:ignore WordPress.WP.AlternativeFunctions
		if ( ! $handle ) {
			return null;
		}
		self::writer( $format )::start( $handle, $rows::header(), $rows::types() );
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

	/** The job's source's name. */
	public static function source( array $job ): string {
		return (string) ( $job['source'] ?? AttendeeRows::name() );
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
	 * Runs the export's queued batch here for about $seconds (at least one batch) unless a runner
	 * has it; queues it first if it is not queued (an export started before the jobs queue).
	 *
	 * @return array|null The job after it; null when it does not exist.
	 */
	public static function run( string $id, float $seconds ): ?array {
		$job = self::find( $id );
		if ( ! $job || 'running' !== $job['status'] ) {
			return $job;
		}
		/**
		 * How long a request writes an export before it answers; at least one batch is written.
		 *
		 * @param float $seconds
		 */
		self::$seconds = (float) apply_filters( 'eventin_export_seconds', $seconds );
		try {
			Jobs::run_one( self::queue( $job ) );
		} finally {
			self::$seconds = null;
		}
		return self::find( $id );
	}

	/**
	 * The batch job: writes from where the export stopped for a while, saves its place and queues
	 * the next batch while rows are left. A failed export retried from the Background jobs
	 * panel goes on from its place.
	 *
	 * @param string $id     The export.
	 * @param int    $after  The place this batch starts from.
	 * @param string $source Its source, for the panel's label only.
	 */
	public static function batch( $id, $after = -1, $source = '' ): void {
		unset( $source );
		$job = self::find( (string) $id );
		if ( ! $job || 'done' === $job['status'] || (int) $after !== (int) $job['after'] ) {
			return; // Deleted, finished, or this place was written already (a late duplicate).
		}
		$job['status'] = 'running';
		$job           = self::batches( $job, microtime( true ) + ( self::$seconds ?? self::RUNNER_SECONDS ) );
		self::save( $job );
		if ( 'running' === $job['status'] ) {
			self::queue( $job );
		}
	}

	/** A batch job that failed for good fails its export. */
	public static function job_failed( $job_id ): void {
		$row  = Jobs::find( (int) $job_id );
		$args = $row && self::BATCH_HOOK === $row['hook'] ? json_decode( (string) $row['args'], true ) : null;
		$job  = is_array( $args ) ? self::find( (string) ( $args[0] ?? '' ) ) : null;
		if ( $job && 'running' === $job['status'] ) {
			error_log( 'Eventin export ' . $job['id'] . ' failed: ' . $row['last_error'] ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions, Squiz.PHP.DiscouragedFunctions.Discouraged
			$job['status'] = 'failed';
			self::save( $job );
		}
	}

	/**
	 * Queues the export's next batch, keyed by the place it starts from: the batch of a place is
	 * queued once, and only the batch of the place the export is at writes (so a batch queued late
	 * for a place already written runs beside no other).
	 *
	 * @return int The batch job.
	 */
	private static function queue( array $job ): int {
		return Jobs::add(
			self::BATCH_HOOK,
			array( $job['id'], (int) $job['after'], self::source( $job ) ),
			array(
				'unique'   => 'export:' . $job['id'] . ':' . $job['after'],
				// A batch that throws fails the export at once, as before; Retry in the panel resumes it.
				'attempts' => 1,
			)
		);
	}

	/**
	 * Writes batches until the time is up or the rows run out, then finishes the file.
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
		$source = self::rows( self::source( $job ) );
		$limit  = self::batch_size();
		do {
			list( $rows, $last ) = $source::batch( $job['filters'], $job['after'], $job['until'], $limit );
			$writer::write( $handle, $rows, $job['done'] + 2, $source::types() );
			$job['done']        += count( $rows );
			$job['after']        = $last;
			$more                = count( $rows ) === $limit;
		} while ( $more && microtime( true ) < $deadline );
		fflush( $handle );
		$job['bytes'] = (int) ftell( $handle );
		fclose( $handle ); // phpcs:ignore WordPress.WP.AlternativeFunctions
		if ( ! $more ) {
			// Rows deleted while it ran were counted at the start.
			$job['total']  = $job['done'];
			// Zipping a big XLSX outlasts the time a web request is usually given.
			if ( function_exists( 'set_time_limit' ) ) {
				set_time_limit( 0 ); // phpcs:ignore Squiz.PHP.DiscouragedFunctions
			}
			$finished      = 'xlsx' === $job['format']
				? XlsxFile::finish( $part, Files::done( $job['file'], 'xlsx' ), $source::title() )
				: CsvFile::finish( $part, Files::done( $job['file'], 'csv' ) );
			$job['status'] = $finished ? 'done' : 'failed';
		}
		return $job;
	}

	/** @return class-string<CsvFile|XlsxFile> */
	private static function writer( string $format ): string {
		return 'xlsx' === $format ? XlsxFile::class : CsvFile::class;
	}

	/** '<prefix>-<event slug or all>-<date>.csv', ASCII only for every browser's download bar. */
	private static function download_name( string $prefix, string $format, int $event_id ): string {
		$slug = 'all';
		if ( $event_id ) {
			$post = get_post( $event_id );
			$name = $post ? (string) $post->post_name : '';
			$slug = '' !== $name && ! str_contains( $name, '%' ) ? preg_replace( '/[^a-z0-9-]+/', '', strtolower( $name ) ) : '';
			$slug = '' !== $slug ? substr( $slug, 0, 80 ) : 'event-' . $event_id;
		}
		return $prefix . '-' . $slug . '-' . wp_date( 'Y-m-d' ) . '.' . ( 'xlsx' === $format ? 'xlsx' : 'csv' );
	}

	/** Whether an event of this id exists. */
	public static function event_exists( int $event_id ): bool {
		return PostType::NAME === get_post_type( $event_id );
	}

	private static function save( array $job ): void {
		global $wpdb;
		$wpdb->update( $wpdb->options, array( 'option_value' => wp_json_encode( $job ) ), array( 'option_name' => self::JOB . $job['id'] ) );
	}

	/** Deletes an export and its file; a batch still queued finds nothing to do. */
	public static function delete( array $job ): void {
		global $wpdb;
		Files::delete( $job['file'] );
		$wpdb->delete( $wpdb->options, array( 'option_name' => self::JOB . $job['id'] ) );
	}

	/**
	 * Deletes the exports and files older than $max_age seconds (the daily job).
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

	/** Deletes every export and file (uninstall). */
	public static function remove_all(): void {
		global $wpdb;
		foreach ( self::all() as $job ) {
			self::delete( $job );
		}
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name LIKE %s", $wpdb->esc_like( self::JOB ) . '%' ) );
		Files::delete_all();
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
