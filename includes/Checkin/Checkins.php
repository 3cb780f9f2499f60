<?php
namespace Eventin\Checkin;

use Eventin\Attendees\Attendees;
use Eventin\Database\Bulk;
use Eventin\Database\Reader;
use Eventin\Database\Sql;
use Eventin\Database\Transaction;
use Eventin\Orders\Status;
use WP_Error;

/**
 * Every scan at the door, kept: which ticket, entry or exit, when it was scanned (the device's
 * clock, in ms), on which device, by whom, and the client's nonce (a retry answers what the first
 * try did). Where a ticket stands is Replay's, from all its scans; the attendee row keeps the
 * outcome (`entry_id`: the entry in force, 0 when outside; `checked_in_at`; `ticket_status` used).
 *
 * Writes to one event are serialized by its row in the counts table (`seq` goes up once per
 * batch, under that row's lock), so its scans get their sequence numbers in commit order and a
 * device that pulls `since` its last number misses nothing. Numbers start at 1 (a pull since 0 is
 * the whole download), so scans have 2 and up.
 */
final class Checkins {
	/** Refusals that come from the ticket itself, decided when scanned; these scans never count. */
	public const TICKET_REASONS = array( 'invalid', 'other_event', 'refunded', 'canceled', 'unpaid' );

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
	 * Why a ticket cannot pass whatever its scans say, or '' when it may.
	 *
	 * @param array|null $attendee The code's attendee, if any.
	 */
	public static function ticket_reason( ?array $attendee, int $event_id ): string {
		if ( ! $attendee ) {
			return 'invalid';
		}
		if ( (int) $attendee['event_id'] !== $event_id ) {
			return 'other_event';
		}
		switch ( $attendee['status'] ) {
			case Status::COMPLETED:
			case Status::PARTIALLY_REFUNDED:
				return '';
			case Status::REFUNDED:
				return 'refunded';
			case Status::CANCELLED:
			case Status::FAILED:
				return 'canceled';
			default:
				return 'unpaid';
		}
	}

	/**
	 * Records scans and undos, all in one transaction, and replays the tickets they touch.
	 *
	 * @param array[] $items   Each a scan { event_id, code, direction, scanned_at (ms, or null for now), device, nonce }
	 *                         or an undo { event_id, undo: the nonce of the scan to undo }.
	 * @param int     $user_id Who scanned.
	 * @return array|WP_Error One stored scan row per item, in order (null for an undo of a scan
	 *                        not found), or the database's error.
	 */
	public static function record( array $items, int $user_id ) {
		global $wpdb;
		$events = array_values( array_unique( array_map( static fn( $item ) => (int) $item['event_id'], $items ) ) );
		sort( $events );
		$new_rows = Sql::join( ', ', array_map( static fn( $id ) => Sql::of( '(?, 1, 0, 0)', $id ), $events ) );
		$wpdb->query( Sql::concat( 'INSERT IGNORE INTO ' . self::counts_table() . ' (event_id, seq, inside, checked_in) VALUES ', $new_rows )->prepared() );
		$in_events = Sql::concat( ' WHERE event_id IN (', Sql::ids( $events ), ')' );
		return Transaction::run(
			static function () use ( $items, $user_id, $in_events ) {
				global $wpdb;
				// First (before any read): the events' rows, locked until the commit.
				$wpdb->query( Sql::concat( 'UPDATE ' . self::counts_table() . ' SET seq = seq + 1', $in_events )->prepared() );
				$seqs = array();
				foreach ( Reader::rows( Sql::concat( 'SELECT event_id, seq FROM ' . self::counts_table(), $in_events ) ) as $row ) {
					$seqs[ (int) $row['event_id'] ] = (int) $row['seq'];
				}
				return self::record_locked( $items, $user_id, $seqs );
			},
			new WP_Error( 'eventin_checkin_failed', __( 'The scans could not be saved. Try again.', 'eventin' ), array( 'status' => 500 ) )
		);
	}

	/** record()'s work, once the events' rows are locked; $seqs: event id => this batch's number. */
	private static function record_locked( array $items, int $user_id, array $seqs ): array {
		global $wpdb;
		$table = self::table();
		$known = self::by_nonce( $items );
		$codes = array();
		foreach ( $items as $item ) {
			if ( ! isset( $item['undo'] ) && ! isset( $known[ self::key( $item ) ] ) ) {
				$codes[] = $item['code'];
			}
		}
		$holders = self::attendees_by_code( $codes );

		// New scans, the first of each nonce (a nonce twice in one batch is one scan).
		$rows    = array();
		$pending = array();
		$now     = current_time( 'mysql', true );
		// Scans without a time, and times ahead of the server's, are now: taken under the lock, so
		// of two such scans the one that got here first is also the earlier.
		$now_ms = (int) floor( microtime( true ) * 1000 );
		foreach ( $items as $item ) {
			$key = self::key( $item );
			if ( isset( $item['undo'] ) || isset( $known[ $key ] ) || isset( $pending[ $key ] ) ) {
				continue;
			}
			$event_id       = (int) $item['event_id'];
			$attendee       = $holders[ $item['code'] ] ?? null;
			$reason         = self::ticket_reason( $attendee, $event_id );
			$held_by        = in_array( $reason, array( 'invalid', 'other_event' ), true ) ? 0 : (int) $attendee['id'];
			$pending[ $key ] = count( $rows );
			$rows[]         = array(
				'event_id'    => $event_id,
				'attendee_id' => $held_by,
				'code'        => (string) $item['code'],
				'direction'   => 'out' === $item['direction'] ? 'out' : 'in',
				'scanned_at'  => min( $item['scanned_at'] ?? $now_ms, $now_ms ),
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
			$scan     = $known[ self::key( $item ) ] ?? null;
			$answer[] = $scan ? $by_id[ (int) $scan['id'] ] : null;
		}
		return $answer;
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
		$attendees = Reader::rows( Sql::concat( 'SELECT id, event_id, entry_id, checked_in_at FROM ' . Attendees::table() . ' WHERE id IN (', $ids, ')' ) );
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
			$outcome = Replay::run( $counted );
			foreach ( $counted as $scan ) {
				$now = $outcome['scans'][ (int) $scan['id'] ];
				if ( $scan['result'] !== $now['result'] || $scan['reason'] !== $now['reason'] || (int) $scan['redeemed_by'] !== $now['redeemed_by'] ) {
					$scan_changes[ (int) $scan['id'] ] = $now + array( 'seq' => $seq );
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

	/** @return array<string, array> code => attendee (id, event_id, status) */
	private static function attendees_by_code( array $codes ): array {
		$codes = array_values( array_unique( array_filter( $codes, static fn( $code ) => '' !== $code ) ) );
		if ( ! $codes ) {
			return array();
		}
		$rows = Reader::rows( Sql::concat( 'SELECT id, event_id, status, code FROM ' . Attendees::table() . ' WHERE code IN (', Sql::list( $codes ), ')' ) );
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
		$total = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . Attendees::table() . ' WHERE event_id = %d AND status IN (%s, %s)', $event_id, Status::COMPLETED, Status::PARTIALLY_REFUNDED ) ); // phpcs:ignore WordPress.DB.PreparedSQL
		return array(
			'seq'        => max( 1, (int) ( $row['seq'] ?? 1 ) ),
			'inside'     => (int) ( $row['inside'] ?? 0 ),
			'checked_in' => (int) ( $row['checked_in'] ?? 0 ),
			'total'      => $total,
		);
	}
}
