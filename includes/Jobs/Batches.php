<?php
namespace Eventin\Jobs;

use Eventin\Database\Reader;
use Eventin\Database\Sql;
use Eventin\Time\LocalTime;

/**
 * One pipeline for background work of many items: sends of many mails (RSVP invitations,
 * certificates) and exports. A batch is a row of `etn_batches`, its items rows of
 * `etn_batch_items`, one per key (each recipient gets at most one mail per batch; each part of an
 * export is written once).
 *
 * A feed job hands the queued items out FEED at a time, each claimed with a conditional UPDATE
 * (queued → sending), so two runners never hand one twice; each feed queues the next. Every item
 * is its own job: a mail kind's is a Mailer job, tried again after 1, 5 and 30 minutes like every
 * mail, so a mail server down for a while delays a batch instead of failing it; a work kind's
 * (an export's) runs the kind's `run` and may add the items that follow it (the next part of a
 * file is known once the last is written). The outcome moves the item (sent, failed, or still
 * sending with the last attempt's reason) and the batch's counts, once. Retry failed queues the
 * failed items again; cancel stops what is not done yet.
 *
 * A kind (define()) names its mail or its work, who may reach its batches, and optionally how its
 * items are read when the batch starts (a reminder for later reaches who has a status then).
 */
final class Batches {
	public const HOOK = Module::FEED_HOOK;

	/** A work kind's item job: the kind's run() for one item. */
	public const ITEM_HOOK = Module::ITEM_HOOK;

	/**
	 * The action a mail kind's item is handed out on, ( $message, $context, $unique ): the Mailer
	 * queues it (Mail\Mailer::queue()), so the queue names no mailer.
	 */
	public const MAIL_HOOK = Module::MAIL_HOOK;

	/** Items handed to the Mailer per feed job. */
	public const FEED = 200;

	/** Statuses of an item that end it, in the order of the batch's columns that count them. */
	private const ENDS = array(
		'sent'      => true,
		'failed'    => true,
		'skipped'   => true,
		'cancelled' => true,
	);

	/**
	 * @var array<string, array> kind => its definition:
	 *      - either `message`: its mail's message name (a mail kind), or `run( array $batch, array
	 *        $item ): array` (a work kind): does one item, throws when it fails, and answers the
	 *        items that follow it (add_items()' shape; none: array());
	 *      - `reach( array $batch, int $user_id ): bool`: who may see and steer it;
	 *      - `capabilities`: string[], one of which a user needs to reach any batch of it;
	 *      - `fill( array $batch ): void` (optional): adds the items when the batch starts;
	 *      - `view( array $batch ): array` (optional): what the routes add to its `details`;
	 *      - `attempts` (optional, work kinds): tries of an item's job (default 3);
	 *      - `seconds( float $seconds ): float` (optional, work kinds): how long a request that
	 *        waits for it (work()) may spend on its items;
	 *      - `label( int $batch, string $key ): string`: its jobs' name in the Background jobs panel
	 *        (a callable: kinds are defined before translations load).
	 */
	private static $kinds = array();

	/**
	 * Fired once, before the kinds are first needed: features define their kinds of batch on it
	 * (define()), so none of them loads on a request without batches.
	 */
	public const KINDS_HOOK = Module::KINDS_HOOK;

	/** @var bool Whether KINDS_HOOK has fired. */
	private static $defined = false;

	/** @var float|null Until when the items work() runs may go on. */
	private static $deadline = null;

	public static function table(): string {
		global $wpdb;
		return $wpdb->prefix . 'etn_batches';
	}

	public static function items_table(): string {
		global $wpdb;
		return $wpdb->prefix . 'etn_batch_items';
	}

	/** @return string[] */
	public static function schema( string $charset_collate ): array {
		$batches_table = self::table();
		$items_table   = self::items_table();
		return array(
			"CREATE TABLE {$batches_table} (
			id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
			kind varchar(40) NOT NULL,
			event_id bigint(20) unsigned NOT NULL DEFAULT 0,
			status varchar(20) NOT NULL DEFAULT 'scheduled',
			total int(11) NOT NULL DEFAULT 0,
			sent int(11) NOT NULL DEFAULT 0,
			failed int(11) NOT NULL DEFAULT 0,
			skipped int(11) NOT NULL DEFAULT 0,
			cancelled int(11) NOT NULL DEFAULT 0,
			details longtext NOT NULL,
			run_at datetime NOT NULL,
			created_by bigint(20) unsigned NOT NULL DEFAULT 0,
			created_at datetime NOT NULL,
			finished_at datetime DEFAULT NULL,
			PRIMARY KEY  (id),
			KEY kind_event (kind,event_id,id)
		) {$charset_collate};",
			"CREATE TABLE {$items_table} (
			batch_id bigint(20) unsigned NOT NULL,
			item_key varchar(191) NOT NULL,
			ref_id bigint(20) unsigned NOT NULL DEFAULT 0,
			email varchar(191) NOT NULL DEFAULT '',
			name varchar(200) NOT NULL DEFAULT '',
			data text NOT NULL,
			status varchar(20) NOT NULL DEFAULT 'queued',
			error text NOT NULL,
			updated_at datetime DEFAULT NULL,
			PRIMARY KEY  (batch_id,item_key),
			KEY batch_status (batch_id,status)
		) {$charset_collate};",
		);
	}

	/** A mail of a batch went (action eventin_mail_sent): its item is sent. */
	public static function mail_sent( $message, $context ): void {
		self::noted( (array) $context, 'sent', '' );
	}

	/** A mail of a batch failed an attempt (action eventin_mail_not_sent): its item is tried again. */
	public static function mail_not_sent( $message, $context, $reason ): void {
		self::noted( (array) $context, 'sending', (string) $reason );
	}

	/** A mail of a batch was given up (action eventin_mail_given_up): its item failed. */
	public static function mail_given_up( $message, $context, $reason ): void {
		self::noted( (array) $context, 'failed', (string) $reason );
	}

	/** A batch's jobs' names in the Background jobs panel (filter eventin_job_label). */
	public static function job_label( string $label, string $hook, array $args ): string {
		// From the arguments alone: the panel names a page of jobs without a query each.
		if ( self::HOOK === $hook ) {
			$kind = self::kinds()[ (string) ( $args[2] ?? '' ) ] ?? null;
			return $kind ? (string) call_user_func( $kind['label'], (int) ( $args[0] ?? 0 ), '' ) : $label;
		}
		if ( self::ITEM_HOOK === $hook ) {
			$kind = self::kinds()[ (string) ( $args[2] ?? '' ) ] ?? null;
			return $kind ? (string) call_user_func( $kind['label'], (int) ( $args[0] ?? 0 ), (string) ( $args[1] ?? '' ) ) : $label;
		}
		return $label;
	}

	/**
	 * A kind of batch.
	 *
	 * @param array $kind See $kinds.
	 */
	public static function define( string $name, array $kind ): void {
		self::$kinds[ $name ] = $kind;
	}

	/** @return array<string, array> The kinds, defined by their features on KINDS_HOOK the first time they are asked for. */
	private static function kinds(): array {
		if ( ! self::$defined ) {
			self::$defined = true;
			/** Features define their kinds of batch here (Batches::define()). */
			do_action( self::KINDS_HOOK );
		}
		return self::$kinds;
	}

	/** @return string[] The capabilities that reach some kind's batches. */
	public static function capabilities(): array {
		$capabilities = array();
		foreach ( self::kinds() as $kind ) {
			$capabilities = array_merge( $capabilities, (array) ( $kind['capabilities'] ?? array() ) );
		}
		return array_values( array_unique( $capabilities ) );
	}

	/** Whether the batch's kind does work of its own (not mails), which a reader may run: an export. */
	public static function works( array $batch ): bool {
		return isset( self::kinds()[ $batch['kind'] ]['run'] );
	}

	/**
	 * A new batch, its feed queued for $run_at.
	 *
	 * @param array $details What the kind keeps (JSON): a subject, an audience…
	 * @param array $items   Its recipients as add_items() takes them (a kind with fill() may add them when it starts).
	 * @param int   $now     When it is made.
	 * @return int The batch, 0 when it could not be written.
	 */
	public static function create( string $kind, int $event_id, int $user_id, array $details, array $items, int $run_at, ?int $now = null ): int {
		global $wpdb;
		$now    ??= time();
		$inserted = $wpdb->insert(
			self::table(),
			array(
				'kind'       => $kind,
				'event_id'   => $event_id,
				'status'     => 'scheduled',
				'details'    => (string) wp_json_encode( $details ),
				'run_at'     => gmdate( 'Y-m-d H:i:s', max( $now, $run_at ) ),
				'created_by' => $user_id,
				'created_at' => gmdate( 'Y-m-d H:i:s', $now ),
			)
		);
		if ( 1 !== (int) $inserted ) {
			return 0;
		}
		$id = (int) $wpdb->insert_id;
		self::add_items( $id, $items );
		if ( $items ) {
			// Its items so far (a kind that reads them at the start counts them then).
			self::recount( $id );
		}
		self::queue_feed( $id, 0, $kind, max( 0, $run_at - time() ) );
		return $id;
	}

	/** The batch's total: its items. */
	private static function recount( int $batch_id ): void {
		global $wpdb;
		$wpdb->query( Sql::of( 'UPDATE ' . self::table() . ' SET total = (SELECT COUNT(*) FROM ' . self::items_table() . ' WHERE batch_id = ?) WHERE id = ?', $batch_id, $batch_id )->prepared() );
	}

	/**
	 * Adds recipients to a batch; a key already there is kept as it is.
	 *
	 * @param array[] $items Each { key, email, name?, ref_id?, data? (JSON-safe, for the kind's mail) }.
	 */
	public static function add_items( int $batch_id, array $items ): void {
		global $wpdb;
		foreach ( array_chunk( $items, 200 ) as $chunk ) {
			$rows = array();
			foreach ( $chunk as $item ) {
				$rows[] = Sql::of( "(?, ?, ?, ?, ?, ?, 'queued', '')", $batch_id, substr( (string) $item['key'], 0, 191 ), (int) ( $item['ref_id'] ?? 0 ), substr( (string) $item['email'], 0, 191 ), mb_substr( (string) ( $item['name'] ?? '' ), 0, 200 ), isset( $item['data'] ) ? (string) wp_json_encode( $item['data'] ) : '' );
			}
			$wpdb->query( Sql::concat( 'INSERT IGNORE INTO ' . self::items_table() . ' (batch_id, item_key, ref_id, email, name, data, status, error) VALUES ', Sql::join( ', ', $rows ) )->prepared() );
		}
	}

	/**
	 * The feed job: starts the batch (its kind reads the recipients then), hands up to FEED queued
	 * items out, then queues the next feed, or ends the batch.
	 */
	public static function feed( $batch_id, $round = 0, $kind = '' ): void {
		unset( $kind );
		global $wpdb;
		$batch = self::find( (int) $batch_id );
		if ( ! $batch || ! in_array( $batch['status'], array( 'scheduled', 'sending' ), true ) ) {
			return;
		}
		$kind = self::kinds()[ $batch['kind'] ] ?? null;
		if ( ! $kind ) {
			/* translators: %s: a kind of send */
			throw new \RuntimeException( sprintf( __( 'Nothing sends batches of the kind %s (is the plugin that made it active?).', 'eventin' ), $batch['kind'] ) );
		}
		if ( 'scheduled' === $batch['status'] ) {
			if ( isset( $kind['fill'] ) ) {
				call_user_func( $kind['fill'], $batch );
			}
			$total = (int) ( Reader::column( Sql::of( 'SELECT COUNT(*) FROM ' . self::items_table() . ' WHERE batch_id = ?', $batch['id'] ) )[0] ?? 0 );
			$wpdb->query( Sql::of( 'UPDATE ' . self::table() . " SET status = 'sending', total = ? WHERE id = ? AND status = 'scheduled'", $total, $batch['id'] )->prepared() );
		}
		if ( self::hand_out( $batch ) >= self::FEED ) {
			self::queue_feed( (int) $batch['id'], (int) $round + 1, $batch['kind'], 0 );
			return;
		}
		self::finish_if_done( (int) $batch['id'] );
	}

	/**
	 * Claims up to FEED queued items and queues each one's job.
	 *
	 * @return int How many were queued items when it looked.
	 */
	private static function hand_out( array $batch ): int {
		$keys = Reader::column( Sql::of( 'SELECT item_key FROM ' . self::items_table() . " WHERE batch_id = ? AND status = 'queued' ORDER BY item_key LIMIT ?", $batch['id'], self::FEED ) );
		foreach ( $keys as $key ) {
			if ( self::move( (int) $batch['id'], (string) $key, 'queued', 'sending', '' ) ) {
				self::queue_item( $batch, (string) $key );
			}
		}
		return count( $keys );
	}

	/**
	 * Queues a feed of a batch: the first (round 0) under the batch's own key, which cancel takes
	 * back; each next under its round's. The kind is there for the Background jobs panel's label.
	 */
	public static function queue_feed( int $batch_id, int $round, string $kind, int $delay ): void {
		Jobs::add( self::HOOK, array( $batch_id, $round, $kind ), array( 'unique' => 'batch:' . $batch_id . ( $round ? ':' . $round : '' ), 'delay' => $delay ) );
	}

	/**
	 * One item's job, unique per batch and key: a mail kind's mail (each recipient gets one), a
	 * work kind's run.
	 */
	private static function queue_item( array $batch, string $key ): void {
		$kind = self::kinds()[ $batch['kind'] ] ?? array();
		if ( isset( $kind['run'] ) ) {
			Jobs::add(
				self::ITEM_HOOK,
				array( (int) $batch['id'], $key, $batch['kind'] ),
				array(
					'unique'   => 'batch:' . $batch['id'] . ':' . $key,
					'attempts' => (int) ( $kind['attempts'] ?? 3 ),
				)
			);
			return;
		}
		if ( ! has_action( self::MAIL_HOOK ) ) {
			throw new \RuntimeException( 'Nothing sends the mails of batches: Mail\Mailer::queue() handles ' . self::MAIL_HOOK . '.' );
		}
		do_action(
			self::MAIL_HOOK,
			self::kinds()[ $batch['kind'] ]['message'],
			array(
				'batch' => (int) $batch['id'],
				'key'   => $key,
			),
			'batch:' . $batch['id'] . ':' . $key
		);
	}

	/**
	 * A work kind's item job: runs the item unless it has nothing to do any more. The items that
	 * follow it are added (and handed out) before it counts as done, so the batch cannot end
	 * between. A failed attempt keeps its reason on the item and is tried again by the queue;
	 * the last fails the item (item_job_failed()).
	 *
	 * @param int    $batch_id
	 * @param string $key
	 * @param string $kind For the Background jobs panel's label only.
	 */
	public static function run_item( $batch_id, $key = '', $kind = '' ): void {
		unset( $kind );
		$context = array(
			'batch' => (int) $batch_id,
			'key'   => (string) $key,
		);
		$pending = self::pending( $context );
		$run     = $pending ? ( self::kinds()[ $pending[0]['kind'] ]['run'] ?? null ) : null;
		if ( ! $run ) {
			return;
		}
		list( $batch, $item ) = $pending;
		try {
			$next = (array) call_user_func( $run, $batch, $item );
		} catch ( \Throwable $failure ) {
			self::noted( $context, 'sending', $failure->getMessage() );
			throw $failure;
		}
		if ( $next ) {
			self::add_items( (int) $batch['id'], $next );
			self::recount( (int) $batch['id'] );
			self::hand_out( $batch );
		}
		self::noted( $context, 'sent', '' );
	}

	/**
	 * A work item's job failed for good: so did the item.
	 *
	 * @param int    $job_id
	 * @param string $error
	 */
	public static function item_job_failed( $job_id, $error = '' ): void {
		$job  = Jobs::find( (int) $job_id );
		$args = $job && self::ITEM_HOOK === $job['hook'] ? json_decode( (string) $job['args'], true ) : null;
		if ( is_array( $args ) ) {
			self::noted(
				array(
					'batch' => (int) ( $args[0] ?? 0 ),
					'key'   => (string) ( $args[1] ?? '' ),
				),
				'failed',
				(string) $error
			);
		}
	}

	/**
	 * Runs the batch's due jobs (its feed and items) here for about $seconds, those no runner
	 * has: a work kind's reader moves it on when no runner does (a site whose runners are slow
	 * or off still finishes an export someone waits for).
	 *
	 * @return int How many ran.
	 */
	public static function work( int $batch_id, float $seconds ): int {
		$batch   = self::find( $batch_id );
		$kind    = $batch ? ( self::kinds()[ $batch['kind'] ] ?? array() ) : array();
		$seconds = isset( $kind['seconds'] ) ? (float) call_user_func( $kind['seconds'], $seconds ) : $seconds;
		self::$deadline = microtime( true ) + $seconds;
		try {
			return Jobs::run_keyed( 'batch:' . $batch_id, $seconds );
		} finally {
			self::$deadline = null;
		}
	}

	/** Until when an item run by work() may go on (its caller's budget); null in a runner. */
	public static function deadline(): ?float {
		return self::$deadline;
	}

	/**
	 * The batch and item a job's context names, while the item waits for its job: null when it
	 * has nothing to do any more (a cancelled batch's item is noted cancelled).
	 *
	 * @return array{0: array, 1: array}|null
	 */
	public static function pending( array $context ): ?array {
		$batch = self::find( (int) ( $context['batch'] ?? 0 ) );
		$item  = $batch ? ( Reader::rows( Sql::of( 'SELECT * FROM ' . self::items_table() . ' WHERE batch_id = ? AND item_key = ?', $batch['id'], (string) ( $context['key'] ?? '' ) ) )[0] ?? null ) : null;
		if ( ! $item || 'sending' !== $item['status'] ) {
			return null;
		}
		if ( 'cancelled' === $batch['status'] ) {
			self::noted( $context, 'cancelled', '' );
			return null;
		}
		$item['data'] = '' === (string) $item['data'] ? array() : (array) json_decode( (string) $item['data'], true );
		return array( $batch, $item );
	}

	/**
	 * What became of an item's mail: sent, failed for good, skipped or cancelled (not sent on
	 * purpose, with the reason), or failed an attempt (still 'sending', with the reason, until its
	 * next). The batch's counts move with it, once. Contexts of other mails are left alone.
	 */
	public static function noted( array $context, string $status, string $error ): void {
		global $wpdb;
		$batch_id = (int) ( $context['batch'] ?? 0 );
		$key      = (string) ( $context['key'] ?? '' );
		if ( ! $batch_id || '' === $key ) {
			return;
		}
		if ( self::move( $batch_id, $key, 'sending', $status, $error ) && isset( self::ENDS[ $status ] ) ) {
			// One count moves by one: each column's step bound, 1 for the item's end and 0 for the rest.
			$steps = array_map( static fn( $end ) => (int) ( $end === $status ), array_keys( self::ENDS ) );
			$wpdb->query( Sql::of( 'UPDATE ' . self::table() . ' SET sent = sent + ?, failed = failed + ?, skipped = skipped + ?, cancelled = cancelled + ? WHERE id = ?', ...array_merge( $steps, array( $batch_id ) ) )->prepared() );
			self::finish_if_done( $batch_id );
		}
	}

	/** Moves one item from a status to another: whether it was there to move (the claim). */
	private static function move( int $batch_id, string $key, string $from, string $to, string $error ): bool {
		global $wpdb;
		return 1 === (int) $wpdb->query( Sql::of( 'UPDATE ' . self::items_table() . ' SET status = ?, error = ?, updated_at = ? WHERE batch_id = ? AND item_key = ? AND status = ?', $to, $error, gmdate( 'Y-m-d H:i:s' ), $batch_id, $key, $from )->prepared() );
	}

	/** A batch whose every item ended is done. */
	private static function finish_if_done( int $batch_id ): void {
		global $wpdb;
		$wpdb->query( Sql::of( 'UPDATE ' . self::table() . " SET status = 'done', finished_at = ? WHERE id = ? AND status = 'sending' AND sent + failed + skipped + cancelled >= total", gmdate( 'Y-m-d H:i:s' ), $batch_id )->prepared() );
	}

	/**
	 * Retry failed: the batch's failed items get their mail queued again.
	 *
	 * @return int How many.
	 */
	public static function retry( int $batch_id ): int {
		global $wpdb;
		$batch = self::find( $batch_id );
		if ( ! $batch || 'cancelled' === $batch['status'] ) {
			return 0;
		}
		$again = 0;
		foreach ( Reader::column( Sql::of( 'SELECT item_key FROM ' . self::items_table() . " WHERE batch_id = ? AND status = 'failed'", $batch_id ) ) as $key ) {
			if ( self::move( $batch_id, (string) $key, 'failed', 'sending', '' ) ) {
				++$again;
				self::queue_item( $batch, (string) $key );
			}
		}
		if ( $again ) {
			$wpdb->query( Sql::of( 'UPDATE ' . self::table() . " SET status = 'sending', failed = failed - ?, finished_at = NULL WHERE id = ?", $again, $batch_id )->prepared() );
		}
		return $again;
	}

	/**
	 * Cancels a batch still scheduled or sending: its queued items end cancelled now, and the
	 * mails handed to the Mailer but not sent find the batch cancelled when they run.
	 *
	 * @return bool Whether it was cancelled (false: it had ended).
	 */
	public static function cancel( int $batch_id ): bool {
		global $wpdb;
		$now = gmdate( 'Y-m-d H:i:s' );
		if ( 1 !== (int) $wpdb->query( Sql::of( 'UPDATE ' . self::table() . " SET status = 'cancelled', finished_at = ? WHERE id = ? AND status IN ('scheduled', 'sending')", $now, $batch_id )->prepared() ) ) {
			return false;
		}
		$moved = (int) $wpdb->query( Sql::of( 'UPDATE ' . self::items_table() . " SET status = 'cancelled', updated_at = ? WHERE batch_id = ? AND status = 'queued'", $now, $batch_id )->prepared() );
		// A batch cancelled before it started counts its items now.
		$total = (int) ( Reader::column( Sql::of( 'SELECT COUNT(*) FROM ' . self::items_table() . ' WHERE batch_id = ?', $batch_id ) )[0] ?? 0 );
		$wpdb->query( Sql::of( 'UPDATE ' . self::table() . ' SET cancelled = cancelled + ?, total = ? WHERE id = ?', $moved, $total, $batch_id )->prepared() );
		Jobs::cancel( 'batch:' . $batch_id );
		return true;
	}

	/** The batch's row with its details decoded, or null. */
	public static function find( int $id ): ?array {
		$row = $id > 0 ? ( Reader::rows( Sql::of( 'SELECT * FROM ' . self::table() . ' WHERE id = ?', $id ) )[0] ?? null ) : null;
		if ( ! $row ) {
			return null;
		}
		$row['details'] = (array) json_decode( (string) $row['details'], true );
		return $row;
	}

	/** Whether the user may reach the batch: its kind says (through its event). */
	public static function reaches( array $batch, int $user_id ): bool {
		$kind = self::kinds()[ $batch['kind'] ] ?? null;
		return $kind && $user_id > 0 && (bool) call_user_func( $kind['reach'], $batch, $user_id );
	}

	/**
	 * An event's batches of a kind, newest first.
	 *
	 * @return array{0: array[], 1: int} Items as item() answers them, and the total.
	 */
	public static function for_event( string $kind, int $event_id, int $page, int $per_page ): array {
		$rows  = Reader::rows( Sql::of( 'SELECT * FROM ' . self::table() . ' WHERE kind = ? AND event_id = ? ORDER BY id DESC LIMIT ? OFFSET ?', $kind, $event_id, $per_page, ( $page - 1 ) * $per_page ) );
		$total = (int) ( Reader::column( Sql::of( 'SELECT COUNT(*) FROM ' . self::table() . ' WHERE kind = ? AND event_id = ?', $kind, $event_id ) )[0] ?? 0 );
		// Who sent them, read at once.
		cache_users( array_unique( array_map( 'intval', array_column( $rows, 'created_by' ) ) ) );
		return array(
			array_map(
				static function ( array $row ): array {
					$row['details'] = (array) json_decode( (string) $row['details'], true );
					return self::item( $row );
				},
				$rows
			),
			$total,
		);
	}

	/**
	 * A batch's items (its log), by key.
	 *
	 * @param string $status One status, or '' for all.
	 * @return array{0: array[], 1: int}
	 */
	public static function items( int $batch_id, string $status, int $page, int $per_page ): array {
		$where = '' === $status ? Sql::of( ' WHERE batch_id = ?', $batch_id ) : Sql::of( ' WHERE batch_id = ? AND status = ?', $batch_id, $status );
		$rows  = Reader::rows( Sql::concat( 'SELECT email, name, status, error, updated_at FROM ' . self::items_table(), $where, Sql::of( ' ORDER BY email, item_key LIMIT ? OFFSET ?', $per_page, ( $page - 1 ) * $per_page ) ) );
		$total = (int) ( Reader::column( Sql::concat( 'SELECT COUNT(*) FROM ' . self::items_table(), $where ) )[0] ?? 0 );
		$items = array_map(
			static fn( $row ) => array(
				'email'      => (string) $row['email'],
				'name'       => (string) $row['name'],
				'status'     => (string) $row['status'],
				'error'      => (string) $row['error'],
				'updated_at' => self::instant( $row['updated_at'] ),
			),
			$rows
		);
		return array( $items, $total );
	}

	/** A batch as the routes answer it; a kind with a view() shows what it says of its details. */
	public static function item( array $row ): array {
		$sender = get_userdata( (int) $row['created_by'] );
		$view   = self::kinds()[ $row['kind'] ]['view'] ?? null;
		if ( $view ) {
			$row['details'] = (array) call_user_func( $view, $row );
		}
		return array(
			'id'              => (int) $row['id'],
			'kind'            => (string) $row['kind'],
			'event_id'        => (int) $row['event_id'],
			'status'          => (string) $row['status'],
			'total'           => (int) $row['total'],
			'sent'            => (int) $row['sent'],
			'failed'          => (int) $row['failed'],
			'skipped'         => (int) $row['skipped'],
			'cancelled'       => (int) $row['cancelled'],
			'run_at'          => self::instant( $row['run_at'] ),
			'created_by'      => (int) $row['created_by'],
			'created_by_name' => $sender ? $sender->display_name : '',
			'created_at'      => self::instant( $row['created_at'] ),
			'finished_at'     => self::instant( $row['finished_at'] ),
			'details'         => $row['details'],
		);
	}

	/**
	 * A kind's batches made more than $age seconds ago (a daily cleanup).
	 *
	 * @return array[] Their rows, details decoded.
	 */
	public static function older_than( string $kind, int $age ): array {
		$rows = Reader::rows( Sql::of( 'SELECT * FROM ' . self::table() . ' WHERE kind = ? AND created_at < ? ORDER BY id LIMIT 500', $kind, gmdate( 'Y-m-d H:i:s', time() - $age ) ) );
		return array_map(
			static function ( array $row ): array {
				$row['details'] = (array) json_decode( (string) $row['details'], true );
				return $row;
			},
			$rows
		);
	}

	/** The item added last (by key), with its data decoded; null for a batch without items. */
	public static function last_item( int $batch_id ): ?array {
		$item = Reader::rows( Sql::of( 'SELECT item_key, status, data FROM ' . self::items_table() . ' WHERE batch_id = ? ORDER BY item_key DESC LIMIT 1', $batch_id ) )[0] ?? null;
		if ( $item ) {
			$item['data'] = '' === (string) $item['data'] ? array() : (array) json_decode( (string) $item['data'], true );
		}
		return $item;
	}

	/** Whether the tables are there (an uninstall before the migration made them finds none). */
	public static function installed(): bool {
		global $wpdb;
		return self::table() === $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( self::table() ) ) );
	}

	/** A batch and its items, gone; jobs still queued for it find nothing to do. */
	public static function delete( int $batch_id ): void {
		global $wpdb;
		$wpdb->query( Sql::of( 'DELETE FROM ' . self::items_table() . ' WHERE batch_id = ?', $batch_id )->prepared() );
		$wpdb->query( Sql::of( 'DELETE FROM ' . self::table() . ' WHERE id = ?', $batch_id )->prepared() );
	}

	/** An event's batches of a kind and their items, gone with the event. */
	public static function forget_event( string $kind, int $event_id ): void {
		global $wpdb;
		$wpdb->query( Sql::of( 'DELETE FROM ' . self::items_table() . ' WHERE batch_id IN (SELECT id FROM ' . self::table() . ' WHERE kind = ? AND event_id = ?)', $kind, $event_id )->prepared() );
		$wpdb->query( Sql::of( 'DELETE FROM ' . self::table() . ' WHERE kind = ? AND event_id = ?', $kind, $event_id )->prepared() );
	}

	private static function instant( ?string $datetime ): ?string {
		return null === $datetime || '' === $datetime || str_starts_with( $datetime, '0000' ) ? null : LocalTime::iso( (int) strtotime( $datetime . ' UTC' ) );
	}
}
