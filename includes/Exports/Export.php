<?php
namespace Eventin\Exports;

use Eventin\Events\PostType;
use Eventin\Jobs\Batches;
use Eventin\Jobs\Jobs;
use Eventin\Permissions\Capabilities;

/**
 * An export: a batch (Jobs\Batches) that writes the rows a filter picks (attendees, RSVP
 * responses: a Rows source) to a CSV or XLSX file, a part at a time, so it streams to disk with
 * flat memory however many there are.
 *
 * Its items are the file's parts, one after another: a part writes rows for a while from where
 * the last stopped (the last row id, the sheet's row number and the file's length, kept in its
 * data) and answers the next part, or the last item, which finishes the file. A part tried again
 * cuts the file back to where it began, so rows of an attempt that died are written once. The
 * first part runs in the request that starts the export, and each progress read (`batches/{id}`)
 * runs the queued one when no runner has it (a small export is done in the answer); the queue's
 * runners do the rest. A part that fails fails the export at once (one attempt): Retry failed
 * goes on from that part.
 *
 * Exports and files older than a day are deleted by a daily job.
 */
final class Export {
	public const CLEANUP_HOOK = Module::CLEANUP_HOOK;

	/** A source's kind of batch: 'export-attendees', 'export-rsvp'. */
	private const KIND = 'export-';

	/** The item that finishes the file: its key sorts after every part's ('part:…'). */
	private const WHOLE = 'whole';

	private const MAX_AGE = DAY_IN_SECONDS;

	/**
	 * Seconds a part writes in a runner before it hands on to the next (which the same runner goes
	 * on with): the progress its owner reads moves every few seconds.
	 */
	private const RUNNER_SECONDS = 2.0;

	/** @var array<string, string> Each source's exports route (its file's download), by source. */
	private static $routes = array();

	/** A kind of batch per source (on Batches::KINDS_HOOK: when kinds are first needed, after the sources filter is added). */
	public static function define_kinds(): void {
		foreach ( self::sources() as $name => $rows ) {
			Batches::define(
				self::KIND . $name,
				array(
					'run'          => array( self::class, 'write' ),
					'reach'        => array( self::class, 'belongs_to' ),
					'view'         => array( self::class, 'view' ),
					'capabilities' => array( Capabilities::ATTENDEE, Capabilities::EVENT, Capabilities::OWN_EVENTS ),
					'attempts'     => 1,
					'seconds'      => array( self::class, 'seconds' ),
					'label'        => static function ( int $id, string $key ) use ( $rows ): string {
						if ( self::WHOLE === $key ) {
							/* translators: 1: what is exported (Attendees), 2: the export's number */
							return sprintf( __( '%1$s export #%2$d: finishing the file', 'eventin' ), $rows::title(), $id );
						}
						return $rows::batch_label( (string) $id, (int) substr( $key, 5 ) );
					},
				)
			);
		}
	}

	/** The daily cleanup's name in the Background jobs panel. */
	public static function label( $label, $hook, $args ) {
		unset( $args );
		return self::CLEANUP_HOOK === $hook ? __( 'Delete exports older than a day', 'eventin' ) : $label;
	}

	/**
	 * The sources of rows, by name; filtered by `eventin_export_sources` (name => class-string of Rows).
	 *
	 * @return array<string, class-string<Rows>>
	 */
	public static function sources(): array {
		$sources = (array) apply_filters(
			'eventin_export_sources',
			array(
				AttendeeRows::name() => AttendeeRows::class,
				ResponseRows::name() => ResponseRows::class,
			)
		);
		return array_filter( $sources, static fn( $class ) => is_string( $class ) && is_subclass_of( $class, Rows::class ) );
	}

	/** @return class-string<Rows>|null The source of this name. */
	private static function rows( string $name ): ?string {
		return self::sources()[ $name ] ?? null;
	}

	/** The kind of batch of a source's exports. */
	public static function kind( string $source ): string {
		return self::KIND . $source;
	}

	/** The export's source's name ('' for a batch that is no export). */
	public static function source( array $batch ): string {
		return str_starts_with( (string) $batch['kind'], self::KIND ) ? substr( (string) $batch['kind'], strlen( self::KIND ) ) : '';
	}

	/** Where a source's exports are (its controller says), for the download's URL. */
	public static function route( string $source, string $route ): void {
		self::$routes[ $source ] = $route;
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
	 * Starts an export: counts the rows, writes the file's header and queues its first part.
	 *
	 * @param string $source  A name of sources(): 'attendees', 'rsvp'.
	 * @param array  $filters As the route checked them; `event_id` names the download.
	 * @return int The export's batch; 0 when the file cannot be written.
	 */
	public static function start( int $user_id, string $format, array $filters, string $source = 'attendees' ): int {
		$rows = self::rows( $source );
		if ( ! $rows || ! Files::prepare() ) {
			return 0;
		}
		list( $total, $last_id ) = $rows::count( $filters );
		$file                    = Files::new_name();
		// PHP's own file functions: each part appends to the file, or truncates it, which WP_Filesystem cannot.
		$handle                  = fopen( Files::part( $file ), 'xb' );
		if ( ! $handle ) {
			return 0;
		}
		self::writer( $format )::start( $handle, $rows::header(), $rows::types() );
		$bytes = (int) ftell( $handle );
		fclose( $handle );
		$event_id = (int) ( $filters['event_id'] ?? 0 );
		return Batches::create(
			self::kind( $source ),
			$event_id,
			$user_id,
			array(
				'format'  => $format,
				'filters' => $filters,
				'rows'    => $total,
				'until'   => $last_id,
				'file'    => $file,
				'name'    => self::download_name( $rows::file_prefix(), $format, $event_id ),
			),
			array( self::part( 0, 2, $bytes ) ),
			time()
		);
	}

	/** A part of the file: the rows after the id $after, from the sheet's row $row, at the file's byte $bytes. */
	private static function part( int $after, int $row, int $bytes ): array {
		return array(
			'key'    => 'part:' . str_pad( (string) $after, 20, '0', STR_PAD_LEFT ),
			'ref_id' => $after,
			'email'  => '',
			/* translators: %s: a row number of the file, e.g. 1,002 */
			'name'   => sprintf( __( 'Rows from %s', 'eventin' ), number_format_i18n( $row ) ),
			'data'   => array(
				'after' => $after,
				'row'   => $row,
				'bytes' => $bytes,
			),
		);
	}

	/**
	 * How long a request writes an export before it answers (the start, a progress read); at
	 * least one batch of rows is written. Filtered by `eventin_export_seconds`.
	 */
	public static function seconds( float $seconds ): float {
		return (float) apply_filters( 'eventin_export_seconds', $seconds );
	}

	/**
	 * An item of an export (the batch kind's run): a part writes rows from where the last stopped
	 * for a while and answers the next part, or the item that finishes the file; that one
	 * finishes it. Throws when the file cannot be written.
	 *
	 * @return array[] The item that follows.
	 */
	public static function write( array $batch, array $item ): array {
		$details = $batch['details'];
		$part    = Files::part( (string) $details['file'] );
		$data    = (array) $item['data'];
		$format  = (string) $details['format'];
		$rows    = self::rows( self::source( $batch ) );
		if ( ! $rows ) {
			/* translators: %s: the name of a source of rows */
			throw new \RuntimeException( sprintf( __( 'Nothing exports %s any more (is the plugin that added it active?).', 'eventin' ), self::source( $batch ) ) );
		}
		if ( self::WHOLE === $item['item_key'] ) {
			self::finish( $part, Files::done( (string) $details['file'], $format ), $format, (int) $data['bytes'], $rows::title() );
			return array();
		}
		$handle = file_exists( $part ) ? fopen( $part, 'r+b' ) : false;
		if ( ! $handle ) {
			throw new \RuntimeException( __( 'The export\'s file is gone (deleted after a day, or by hand).', 'eventin' ) );
		}
		// What an attempt that died wrote of this part is written again.
		ftruncate( $handle, (int) $data['bytes'] );
		fseek( $handle, (int) $data['bytes'] );
		$writer   = self::writer( $format );
		$limit    = self::batch_size();
		$after    = (int) $data['after'];
		$row      = (int) $data['row'];
		$deadline = Batches::deadline() ?? microtime( true ) + self::RUNNER_SECONDS;
		do {
			list( $batch_rows, $after ) = $rows::batch( (array) $details['filters'], $after, (int) $details['until'], $limit );
			$writer::write( $handle, $batch_rows, $row, $rows::types() );
			$row += count( $batch_rows );
			$more = count( $batch_rows ) === $limit;
		} while ( $more && microtime( true ) < $deadline );
		fflush( $handle );
		$bytes = (int) ftell( $handle );
		fclose( $handle );
		if ( $more ) {
			return array( self::part( $after, $row, $bytes ) );
		}
		return array(
			array(
				'key'   => self::WHOLE,
				'email' => '',
				'name'  => __( 'The finished file', 'eventin' ),
				'data'  => array(
					// Rows deleted while it ran were counted at the start.
					'rows'  => $row - 2,
					'bytes' => $bytes,
				),
			),
		);
	}

	/** Closes the file and names it done (XLSX: zips it); an attempt again starts from its length then. */
	private static function finish( string $part, string $target, string $format, int $bytes, string $title ): void {
		if ( ! file_exists( $part ) && file_exists( $target ) ) {
			return; // Finished by an attempt that died before it said so.
		}
		// Zipping a big XLSX outlasts the time a web request is usually given.
		if ( function_exists( 'set_time_limit' ) ) {
			set_time_limit( 0 );
		}
		$handle = file_exists( $part ) ? fopen( $part, 'r+b' ) : false;
		if ( $handle ) {
			ftruncate( $handle, $bytes );
			fclose( $handle );
		}
		$finished = $handle && ( 'xlsx' === $format ? XlsxFile::finish( $part, $target, $title ) : CsvFile::finish( $part, $target ) );
		if ( ! $finished ) {
			throw new \RuntimeException( __( 'The export\'s file could not be finished: the uploads folder is full or not writable.', 'eventin' ) );
		}
	}

	/**
	 * What the routes show of an export (the batch kind's view): its format, the rows picked and
	 * written so far, and the download's URL once the file is done. Not the file's name.
	 */
	public static function view( array $batch ): array {
		$details = (array) $batch['details'];
		$last    = Batches::last_item( (int) $batch['id'] );
		$data    = $last ? (array) $last['data'] : array();
		$whole   = $last && self::WHOLE === $last['item_key'];
		$written = $whole ? (int) $data['rows'] : max( 0, (int) ( $data['row'] ?? 2 ) - 2 );
		$view    = array(
			'source'  => self::source( $batch ),
			'format'  => (string) ( $details['format'] ?? 'csv' ),
			'rows'    => $whole ? $written : (int) ( $details['rows'] ?? 0 ),
			'written' => $written,
		);
		$route   = self::$routes[ $view['source'] ] ?? null;
		if ( $route && self::file( $batch ) ) {
			$view['download_url'] = add_query_arg( '_wpnonce', wp_create_nonce( 'wp_rest' ), rest_url( $route . '/' . (int) $batch['id'] . '/file' ) );
		}
		return $view;
	}

	/** Whether the user may see the export: the one who started it, or a super admin. */
	public static function belongs_to( array $batch, int $user_id ): bool {
		return $user_id > 0 && ( (int) $batch['created_by'] === $user_id || is_super_admin( $user_id ) );
	}

	/** The finished file's path, or null while it is not done. */
	public static function file( array $batch ): ?string {
		$details = (array) $batch['details'];
		if ( 'done' !== $batch['status'] || (int) $batch['failed'] > 0 || empty( $details['file'] ) ) {
			return null;
		}
		$path = Files::done( (string) $details['file'], (string) $details['format'] );
		return is_file( $path ) ? $path : null;
	}

	public static function mime( array $batch ): string {
		return 'xlsx' === ( $batch['details']['format'] ?? '' ) ? XlsxFile::MIME : CsvFile::MIME;
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

	/** Deletes an export and its file; a part still queued finds nothing to do. */
	public static function delete( array $batch ): void {
		Files::delete( (string) ( $batch['details']['file'] ?? '' ) );
		Batches::delete( (int) $batch['id'] );
	}

	/**
	 * Deletes the exports and files older than $max_age seconds (the daily job).
	 */
	public static function cleanup( $max_age = self::MAX_AGE ): void {
		$max_age = is_numeric( $max_age ) ? (int) $max_age : self::MAX_AGE;
		foreach ( array_keys( self::sources() ) as $source ) {
			do {
				$batches = Batches::older_than( self::kind( $source ), $max_age );
				array_map( array( self::class, 'delete' ), $batches );
			} while ( $batches );
		}
		Files::delete_older_than( $max_age );
	}

	/** Deletes every export and file (uninstall). */
	public static function remove_all(): void {
		if ( Batches::installed() ) {
			foreach ( array_keys( self::sources() ) as $source ) {
				do {
					$batches = Batches::older_than( self::kind( $source ), -DAY_IN_SECONDS );
					array_map( array( self::class, 'delete' ), $batches );
				} while ( $batches );
			}
		}
		Files::delete_all();
	}
}
