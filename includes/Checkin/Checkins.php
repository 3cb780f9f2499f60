<?php
namespace Eventin\Checkin;

use Eventin\Attendees\Attendees;
use Eventin\Database\Bulk;
use Eventin\Database\Reader;
use Eventin\Database\Sql;
use Eventin\Database\Transaction;
use Eventin\Events\Index;
use Eventin\Orders\Status;
use Eventin\Problem;
use Eventin\Settings\Settings;
use Eventin\Vendors\Ownership;
use WP_Error;

/**
 * Every scan at the door, kept: which ticket, entry or exit, when it was scanned (the device's
 * clock, in ms), on which device, by whom, and the client's nonce (a retry answers what the first
 * try did). Where a ticket stands is Replay's, from all its scans; the attendee row keeps the
 * outcome (`entry_id`: the entry in force, 0 when outside; `checked_in_at`; `ticket_status` used).
 *
 * A device's clock is a claim: its scan time counts only from the booking and from the door's
 * opening (`checkin_window_hours` before the event starts) up to the server's now, each give or
 * take SKEW_MS; outside that the scan is timed when it arrived, and its answer says `clock_off`.
 * A ticket that stops admitting (refunded, cancelled) ends its holder's entry.
 *
 * Writes to one event are serialized by its row in the counts table (`seq` goes up once per
 * batch, under that row's lock), so its scans get their sequence numbers in commit order and a
 * device that pulls `since` its last number misses nothing. Numbers start at 1 (a pull since 0 is
 * the whole download), so scans have 2 and up.
 */
final class Checkins {
	/** Refusals that come from the ticket itself, decided when scanned; these scans never count. */
	public const TICKET_REASONS = array( 'invalid', 'other_event', 'refunded', 'canceled', 'unpaid' );

	/** The payment statuses whose tickets admit. */
	public const ADMITTING = array( Status::COMPLETED, Status::PARTIALLY_REFUNDED );

	/** How far a device's clock may be from the server's and its scan time still count (ms). */
	public const SKEW_MS = 300000;

	public static function table(): string {
		global $wpdb;
		return $wpdb->prefix . 'etn_checkins';
	}

	public static function counts_table(): string {
		global $wpdb;
		return $wpdb->prefix . 'etn_checkin_counts';
	}

	/** @return string[] */
	public static function schema( string $charset_collate ): array {
		$table  = self::table();
		$counts = self::counts_table();
		return array(
			"CREATE TABLE {$table} (
			id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
			event_id bigint(20) unsigned NOT NULL,
			attendee_id bigint(20) unsigned NOT NULL DEFAULT 0,
			code varchar(64) NOT NULL DEFAULT '',
			direction varchar(3) NOT NULL DEFAULT 'in',
			scanned_at bigint(20) NOT NULL,
			device varchar(100) NOT NULL DEFAULT '',
			user_id bigint(20) unsigned NOT NULL DEFAULT 0,
			nonce varchar(64) NOT NULL,
			result varchar(10) NOT NULL DEFAULT '',
			reason varchar(20) NOT NULL DEFAULT '',
			redeemed_by bigint(20) unsigned NOT NULL DEFAULT 0,
			undone tinyint(1) NOT NULL DEFAULT 0,
			seq bigint(20) unsigned NOT NULL DEFAULT 0,
			created_at datetime NOT NULL,
			PRIMARY KEY  (id),
			UNIQUE KEY event_nonce (event_id,nonce),
			KEY event_seq (event_id,seq),
			KEY attendee_id (attendee_id)
		) {$charset_collate};",
			"CREATE TABLE {$counts} (
			event_id bigint(20) unsigned NOT NULL,
			seq bigint(20) unsigned NOT NULL DEFAULT 0,
			inside int(11) NOT NULL DEFAULT 0,
			checked_in int(11) NOT NULL DEFAULT 0,
			PRIMARY KEY  (event_id)
		) {$charset_collate};",
		);
	}

	/**
	 * Why a scan cannot count whatever the ticket's other scans say, or '' when it may. A ticket of
	 * another event is `other_event` only to someone who reaches that event: to anyone else it is
	 * `invalid`, like a code that does not exist. Exits are always taken from the event's tickets.
	 *
	 * @param array|null $attendee  The code's attendee, if any.
	 * @param int        $event_id  The event at whose door it was scanned.
	 * @param string     $direction 'in' or 'out'.
	 * @param int        $user_id   Who scanned.
	 */
	public static function ticket_reason( ?array $attendee, int $event_id, string $direction, int $user_id ): string {
		if ( ! $attendee ) {
			return 'invalid';
		}
		if ( (int) $attendee['event_id'] !== $event_id ) {
			return user_can( $user_id, Ownership::REACH, (int) $attendee['event_id'] ) ? 'other_event' : 'invalid';
		}
		if ( 'out' === $direction || self::admits( $attendee['status'] ) ) {
			return '';
		}
		switch ( $attendee['status'] ) {
			case Status::REFUNDED:
				return 'refunded';
			case Status::CANCELLED:
			case Status::FAILED:
				return 'canceled';
			default:
				return 'unpaid';
		}
	}

	/** Whether tickets of this payment status admit. */
	public static function admits( string $status ): bool {
		return in_array( $status, self::ADMITTING, true );
	}

	/**
	 * Records scans and undos, all in one transaction, and replays the tickets they touch.
	 *
	 * @param array[] $items   Each a scan { event_id, code, direction, scanned_at (ms, or null for now), device, nonce }
	 *                         or an undo { event_id, undo: the nonce of the scan to undo }.
	 * @param int     $user_id Who scanned.
	 * @return array|WP_Error One stored scan row per item, in order (null for an undo of a scan
	 *                        not found), with `clock_off` (scan_time()), or the database's error.
	 */
	public static function record( array $items, int $user_id ) {
		return self::locked(
			array_map( static fn( $item ) => (int) $item['event_id'], $items ),
			static fn( array $seqs ) => self::record_locked( $items, $user_id, $seqs ),
			self::not_saved()
		);
	}

	/**
	 * Runs $work in one transaction holding the events' rows of the counts table, with each
	 * event's next sequence number.
	 *
	 * @param int[]                   $events
	 * @param callable(array): mixed $work    Given event id => this batch's number.
	 * @return mixed|WP_Error What $work answered, or $failure.
	 */
	private static function locked( array $events, callable $work, WP_Error $failure ) {
		global $wpdb;
		$events = array_values( array_unique( $events ) );
		sort( $events );
		$new_rows = Sql::join( ', ', array_map( static fn( $id ) => Sql::of( '(?, 1, 0, 0)', $id ), $events ) );
		$wpdb->query( Sql::concat( 'INSERT IGNORE INTO ' . self::counts_table() . ' (event_id, seq, inside, checked_in) VALUES ', $new_rows )->prepared() );
		$in_events = Sql::concat( ' WHERE event_id IN (', Sql::ids( $events ), ')' );
		return Transaction::run(
			static function () use ( $work, $in_events ) {
				global $wpdb;
				// First (before any read): the events' rows, locked until the commit.
				$wpdb->query( Sql::concat( 'UPDATE ' . self::counts_table() . ' SET seq = seq + 1', $in_events )->prepared() );
				$seqs = array();
				foreach ( Reader::rows( Sql::concat( 'SELECT event_id, seq FROM ' . self::counts_table(), $in_events ) ) as $row ) {
					$seqs[ (int) $row['event_id'] ] = (int) $row['seq'];
				}
				return $work( $seqs );
			},
			$failure
		);
	}

	/**
	 * Follows a booking's tickets that stopped admitting (refunded, cancelled) or admit again (a
	 * refund given back): the entries of their holders end or come back, in their events' counts
	 * (the action `eventin_attendees_moved` of Attendees).
	 *
	 * @param int    $order_id
	 * @param string $from     The status the tickets had.
	 * @param string $to       The status they have.
	 */
	public static function follow_payment( $order_id, $from, $to ): void {
		if ( self::admits( (string) $from ) === self::admits( (string) $to ) ) {
			return;
		}
		// Only tickets that were ever admitted have entries to follow.
		$tickets = Reader::rows( Sql::of( 'SELECT id, event_id FROM ' . Attendees::table() . ' WHERE order_id = ? AND checked_in_at <> 0', (int) $order_id ) );
		if ( ! $tickets ) {
			return;
		}
		self::locked(
			array_map( 'intval', array_column( $tickets, 'event_id' ) ),
			static function ( array $seqs ) use ( $tickets ) {
				$touched = array();
				foreach ( $tickets as $ticket ) {
					$touched[ (int) $ticket['id'] ] = $seqs[ (int) $ticket['event_id'] ];
				}
				self::replay( $touched );
				return true;
			},
			self::not_saved()
		);
	}

	/** record()'s work, once the events' rows are locked; $seqs: event id => this batch's number. */
	private static function record_locked( array $items, int $user_id, array $seqs ): array {
		$table   = self::table();
		$known   = self::by_nonce( $items );
		$scans   = array_filter( $items, static fn( $item ) => ! isset( $item['undo'] ) );
		$holders = self::attendees_by_code( array_column( $scans, 'code' ) );
		$opens   = self::doors_open( array_keys( $seqs ) );

		// New scans, the first of each nonce (a nonce twice in one batch is one scan).
		$rows      = array();
		$pending   = array();
		$clock_off = array();
		$now       = current_time( 'mysql', true );
		// Taken under the lock, so of two scans timed on arrival the one that got here first is
		// also the earlier.
		$now_ms = (int) floor( microtime( true ) * 1000 );
		foreach ( $scans as $item ) {
			$key      = self::key( $item );
			$event_id = (int) $item['event_id'];
			$attendee = $holders[ $item['code'] ] ?? null;
			$at       = self::scan_time( $item['scanned_at'] ?? null, $attendee, $opens[ $event_id ], $now_ms );
			// Every try of a scan says so (a retry's answer is the first's).
			$clock_off[ $key ] = ( $clock_off[ $key ] ?? false ) || null === $at;
			if ( isset( $known[ $key ] ) || isset( $pending[ $key ] ) ) {
				continue;
			}
			$reason          = self::ticket_reason( $attendee, $event_id, (string) $item['direction'], $user_id );
			$held_by         = in_array( $reason, array( 'invalid', 'other_event' ), true ) ? 0 : (int) $attendee['id'];
			$pending[ $key ] = count( $rows );
			$rows[]          = array(
				'event_id'    => $event_id,
				'attendee_id' => $held_by,
				'code'        => (string) $item['code'],
				'direction'   => 'out' === $item['direction'] ? 'out' : 'in',
				'scanned_at'  => $at ?? $now_ms,
				'device'      => (string) $item['device'],
				'user_id'     => $user_id,
				'nonce'       => (string) $item['nonce'],
				'result'      => '' === $reason ? '' : Replay::REJECTED,
				'reason'      => $reason,
				'seq'         => $seqs[ $event_id ],
				'created_at'  => $now,
			);
		}
		$ids = Bulk::insert( $table, array_keys( $rows ? $rows[0] : array() ), array_map( 'array_values', $rows ) );
		foreach ( $pending as $key => $index ) {
			$known[ $key ] = array( 'id' => $ids[ $index ] ) + $rows[ $index ] + array(
				'redeemed_by' => 0,
				'undone'      => 0,
			);
		}

		// Undos: of scans stored before or in this batch.
		$touched = array();
		$undone  = array();
		foreach ( $items as $item ) {
			$scan = isset( $item['undo'] ) ? ( $known[ self::key( $item ) ] ?? null ) : null;
			if ( $scan && ! (int) $scan['undone'] ) {
				$undone[ (int) $scan['id'] ] = array(
					'undone' => 1,
					'seq'    => $seqs[ (int) $scan['event_id'] ],
				);
			}
		}
		Bulk::update( $table, 'id', $undone );
		foreach ( $known as $scan ) {
			if ( (int) $scan['attendee_id'] && ( isset( $undone[ (int) $scan['id'] ] ) || '' === $scan['result'] ) ) {
				$touched[ (int) $scan['attendee_id'] ] = $seqs[ (int) $scan['event_id'] ];
			}
		}
		self::replay( $touched );

		$answer = array();
		$stored = self::rows( Sql::concat( 'id IN (', Sql::ids( array_column( $known, 'id' ) ), ')' ) );
		$by_id  = array_column( $stored, null, 'id' );
		foreach ( $items as $item ) {
			$key      = self::key( $item );
			$scan     = $known[ $key ] ?? null;
			$answer[] = $scan ? $by_id[ (int) $scan['id'] ] + array( 'clock_off' => ! isset( $item['undo'] ) && $clock_off[ $key ] ) : null;
		}
		return $answer;
	}

	/**
	 * The time a scan counts at: the device's, when it falls between the ticket's booking or the
	 * door's opening, whichever is later (or now, before the door opens), and the server's now,
	 * each give or take SKEW_MS (a time ahead of the server's, within it, is now); the server's now
	 * when the device sent none; null when the device's clock is off (the scan is then timed on
	 * arrival).
	 *
	 * @param int|null   $claimed  The device's scan time (ms), if any.
	 * @param array|null $attendee The code's attendee, if any.
	 * @param int        $opens    When the door opens (ms).
	 */
	private static function scan_time( ?int $claimed, ?array $attendee, int $opens, int $now_ms ): ?int {
		if ( null === $claimed ) {
			return $now_ms;
		}
		$booked = $attendee ? (int) strtotime( $attendee['created_at'] . ' UTC' ) * 1000 : 0;
		$from   = min( max( $booked, $opens ), $now_ms ) - self::SKEW_MS;
		if ( $claimed < max( $from, 0 ) || $claimed > $now_ms + self::SKEW_MS ) {
			return null;
		}
		return min( $claimed, $now_ms );
	}

	/**
	 * When each event's door opens: `checkin_window_hours` before it starts (ms).
	 *
	 * @param int[] $events
	 * @return array<int, int> event id => ms
	 */
	private static function doors_open( array $events ): array {
		$window = (int) Settings::get()['checkin_window_hours'] * HOUR_IN_SECONDS * 1000;
		$starts = array_fill_keys( $events, 0 );
		foreach ( Reader::rows( Sql::concat( 'SELECT event_id, start_utc FROM ' . Index::table() . ' WHERE event_id IN (', Sql::ids( $events ), ')' ) ) as $row ) {
			$starts[ (int) $row['event_id'] ] = (int) $row['start_utc'] * 1000;
		}
		return array_map( static fn( $start ) => $start - $window, $starts );
	}

	/**
	 * Replays the tickets given and writes what changed: their scans' results (with the batch's
	 * sequence number), the attendees' entry and first check-in, and the events' counts.
	 *
	 * @param array<int, int> $seqs attendee id => the sequence number of this batch for its event.
	 */
	private static function replay( array $seqs ): void {
		global $wpdb;
		if ( ! $seqs ) {
			return;
		}
		$ids       = Sql::ids( array_keys( $seqs ) );
		$scans     = Reader::rows( Sql::concat( 'SELECT id, attendee_id, direction, scanned_at, result, reason, redeemed_by, undone FROM ' . self::table() . ' WHERE attendee_id IN (', $ids, ')' ) );
		$attendees = Reader::rows( Sql::concat( 'SELECT id, event_id, status, entry_id, checked_in_at FROM ' . Attendees::table() . ' WHERE id IN (', $ids, ')' ) );
		$by_ticket = array();
		foreach ( $scans as $scan ) {
			$by_ticket[ (int) $scan['attendee_id'] ][] = $scan;
		}
		$scan_changes     = array();
		$attendee_changes = array();
		$counts           = array();
		foreach ( $attendees as $attendee ) {
			$id      = (int) $attendee['id'];
			$seq     = $seqs[ $id ];
			$counted = array_filter( $by_ticket[ $id ] ?? array(), static fn( $scan ) => ! (int) $scan['undone'] && ! in_array( $scan['reason'], self::TICKET_REASONS, true ) );
			$outcome = Replay::run( $counted, self::admits( $attendee['status'] ) );
			$moved   = false;
			foreach ( $counted as $scan ) {
				$now = $outcome['scans'][ (int) $scan['id'] ];
				if ( $scan['result'] !== $now['result'] || $scan['reason'] !== $now['reason'] || (int) $scan['redeemed_by'] !== $now['redeemed_by'] ) {
					$scan_changes[ (int) $scan['id'] ] = $now + array( 'seq' => $seq );
					$moved                             = true;
				}
			}
			$was_inside = (int) $attendee['entry_id'] > 0;
			$was_in     = (int) $attendee['checked_in_at'] > 0;
			if ( (int) $attendee['entry_id'] !== $outcome['entry_id'] || (int) $attendee['checked_in_at'] !== $outcome['checked_in_at'] ) {
				$attendee_changes[ $id ] = array(
					'entry_id'      => $outcome['entry_id'],
					'checked_in_at' => $outcome['checked_in_at'],
					'ticket_status' => $outcome['checked_in_at'] ? 'used' : 'unused',
				);
				// A ticket that moved without its scans (its payment did) is found by a pull through
				// the entry it left or got back.
				$entry = max( (int) $attendee['entry_id'], $outcome['entry_id'] );
				if ( ! $moved && isset( $outcome['scans'][ $entry ] ) ) {
					$scan_changes[ $entry ] = $outcome['scans'][ $entry ] + array( 'seq' => $seq );
				}
			}
			$event                        = (int) $attendee['event_id'];
			$counts[ $event ]['inside']     = ( $counts[ $event ]['inside'] ?? 0 ) + ( $outcome['entry_id'] > 0 ) - $was_inside;
			$counts[ $event ]['checked_in'] = ( $counts[ $event ]['checked_in'] ?? 0 ) + ( $outcome['checked_in_at'] > 0 ) - $was_in;
		}
		Bulk::update( self::table(), 'id', $scan_changes );
		Bulk::update( Attendees::table(), 'id', $attendee_changes );
		foreach ( $counts as $event => $delta ) {
			if ( $delta['inside'] || $delta['checked_in'] ) {
				$wpdb->query( Sql::of( 'UPDATE ' . self::counts_table() . ' SET inside = inside + ?, checked_in = checked_in + ? WHERE event_id = ?', $delta['inside'], $delta['checked_in'], $event )->prepared() );
			}
		}
	}

	/** An item's scan, by event and nonce (an undo's: the scan it undoes). */
	private static function key( array $item ): string {
		return (int) $item['event_id'] . ':' . ( $item['undo'] ?? $item['nonce'] );
	}

	/** @return array<string, array> key() => the stored scan, for the nonces the items name. */
	private static function by_nonce( array $items ): array {
		$which = array();
		foreach ( $items as $item ) {
			$which[ self::key( $item ) ] = Sql::of( '(event_id = ? AND nonce = ?)', (int) $item['event_id'], (string) ( $item['undo'] ?? $item['nonce'] ) );
		}
		$known = array();
		foreach ( array_chunk( $which, 200 ) as $chunk ) {
			foreach ( self::rows( Sql::join( ' OR ', $chunk ) ) as $row ) {
				$known[ $row['event_id'] . ':' . $row['nonce'] ] = $row;
			}
		}
		return $known;
	}

	/** @return array<string, array> code => attendee (id, event_id, status, created_at) */
	private static function attendees_by_code( array $codes ): array {
		$codes = array_values( array_unique( array_filter( $codes, static fn( $code ) => '' !== $code ) ) );
		if ( ! $codes ) {
			return array();
		}
		$rows = Reader::rows( Sql::concat( 'SELECT id, event_id, status, code, created_at FROM ' . Attendees::table() . ' WHERE code IN (', Sql::list( $codes ), ')' ) );
		return array_column( $rows, null, 'code' );
	}

	/**
	 * Stored scans matching a condition, typed.
	 *
	 * @return array[]
	 */
	private static function rows( Sql $where ): array {
		$rows = Reader::rows( Sql::concat( 'SELECT * FROM ' . self::table() . ' WHERE ', $where, ' ORDER BY id' ) );
		foreach ( $rows as &$row ) {
			foreach ( array( 'id', 'event_id', 'attendee_id', 'scanned_at', 'user_id', 'redeemed_by', 'undone', 'seq' ) as $int ) {
				$row[ $int ] = (int) $row[ $int ];
			}
		}
		return $rows;
	}

	/** The scans of an event stored or changed after a sequence number. */
	public static function since( int $event_id, int $seq ): array {
		return self::rows( Sql::of( 'event_id = ? AND seq > ?', $event_id, $seq ) );
	}

	/** Whether the event has a scan of this nonce. */
	public static function has_scan( int $event_id, string $nonce ): bool {
		return (bool) self::rows( Sql::of( 'event_id = ? AND nonce = ?', $event_id, $nonce ) );
	}

	/**
	 * Tickets as the scanner reads them (attendee rows): all of an event's, the offline download.
	 *
	 * @return array[]
	 */
	public static function event_tickets( int $event_id ): array {
		return Reader::rows( Sql::of( 'SELECT * FROM ' . Attendees::table() . ' WHERE event_id = ? ORDER BY id', $event_id ) );
	}

	/**
	 * Tickets as the scanner reads them (attendee rows), by id.
	 *
	 * @param int[] $ids
	 * @return array[]
	 */
	public static function tickets( array $ids ): array {
		return $ids ? Reader::rows( Sql::concat( 'SELECT * FROM ' . Attendees::table() . ' WHERE id IN (', Sql::ids( $ids ), ')' ) ) : array();
	}

	/**
	 * The event's numbers: its last sequence number, who is inside, who came in, and the tickets
	 * that may pass (paid).
	 *
	 * @return array{seq: int, inside: int, checked_in: int, total: int}
	 */
	public static function counts( int $event_id ): array {
		global $wpdb;
		$row   = Reader::rows( Sql::of( 'SELECT seq, inside, checked_in FROM ' . self::counts_table() . ' WHERE event_id = ?', $event_id ) )[0] ?? array();
		$total = (int) $wpdb->get_var( Sql::concat( Sql::of( 'SELECT COUNT(*) FROM ' . Attendees::table() . ' WHERE event_id = ? AND status IN (', $event_id ), Sql::list( self::ADMITTING ), ')' )->prepared() );
		return array(
			'seq'        => max( 1, (int) ( $row['seq'] ?? 1 ) ),
			'inside'     => (int) ( $row['inside'] ?? 0 ),
			'checked_in' => (int) ( $row['checked_in'] ?? 0 ),
			'total'      => $total,
		);
	}

	/** The answer when the scans' transaction could not be written. */
	private static function not_saved(): Problem {
		return Problem::failed( 'eventin_checkin_failed', __( 'The scans could not be saved. Try again.', 'eventin' ) );
	}
}
