<?php
namespace Eventin\Checkin;

use Eventin\Attendees\Attendees;
use Eventin\Database\Reader;
use Eventin\Database\Sql;
use Eventin\Tickets\Tickets;
use Eventin\Time\LocalTime;

/**
 * Scans and tickets as the check-in routes answer them. What they name (holders, ticket types,
 * the entries in force, the people who scanned) is read once for all of them: a few queries
 * however many scans a sync or a pull holds.
 */
final class ScanShape {
	/** @var array<int, array> attendee id => row */
	private $attendees = array();

	/** @var array<int, string> ticket type id => name */
	private $ticket_names = array();

	/** @var array<int, array> scan id => { scanned_at, device, user_id }, of entries named */
	private $entries = array();

	/** @var array<int, string> user id => display name */
	private $users = array();

	/**
	 * @param array[] $scans     Stored scans (Checkins::record(), Checkins::since()).
	 * @param array[] $attendees Attendee rows already read (more are read for the scans).
	 */
	public function __construct( array $scans, array $attendees ) {
		foreach ( $attendees as $row ) {
			$this->attendees[ (int) $row['id'] ] = $row;
		}
		$missing = array_diff( array_filter( array_column( $scans, 'attendee_id' ) ), array_keys( $this->attendees ) );
		foreach ( self::read( Attendees::table(), '*', $missing ) as $row ) {
			$this->attendees[ (int) $row['id'] ] = $row;
		}
		$tickets = array_unique( array_map( 'intval', array_column( $this->attendees, 'ticket_id' ) ) );
		foreach ( self::read( Tickets::table(), 'id, name', $tickets ) as $row ) {
			$this->ticket_names[ (int) $row['id'] ] = $row['name'];
		}
		$entries = array_merge( array_column( $this->attendees, 'entry_id' ), array_column( $scans, 'redeemed_by' ) );
		foreach ( self::read( Checkins::table(), 'id, scanned_at, device, user_id', array_filter( array_map( 'intval', $entries ) ) ) as $row ) {
			$this->entries[ (int) $row['id'] ] = $row;
		}
		$users = array_merge( array_column( $scans, 'user_id' ), array_column( $this->entries, 'user_id' ) );
		global $wpdb;
		foreach ( self::read( $wpdb->users, 'ID AS id, display_name', array_filter( array_map( 'intval', $users ) ) ) as $row ) {
			$this->users[ (int) $row['id'] ] = $row['display_name'];
		}
	}

	/**
	 * Stored scans as answered, in order (null stays null: an undo of an unknown scan).
	 *
	 * @param array<int, array|null> $rows
	 */
	public static function of( array $rows ): array {
		$shape = new self( array_values( array_filter( $rows ) ), array() );
		return array_map( static fn( $row ) => $row ? $shape->scan( $row ) : null, $rows );
	}

	public function scan( array $row ): array {
		$attendee = $this->attendees[ (int) $row['attendee_id'] ] ?? null;
		return array(
			'nonce'      => $row['nonce'],
			'code'       => $row['code'],
			'event_id'   => (int) $row['event_id'],
			'direction'  => $row['direction'],
			'scanned_at' => LocalTime::iso_ms( (int) $row['scanned_at'] ),
			'device'     => $row['device'],
			'user'       => $this->users[ (int) $row['user_id'] ] ?? '',
			'result'     => $row['result'],
			'reason'     => '' === $row['reason'] ? null : $row['reason'],
			'undone'     => (bool) $row['undone'],
			'attendee'   => $attendee ? $this->ticket( $attendee ) : null,
			'redeemed'   => $this->entry( (int) $row['redeemed_by'] ),
			'clock_off'  => ! empty( $row['clock_off'] ),
		);
	}

	/** An attendee row as the scanner keeps it. */
	public function ticket( array $row ): array {
		$checked_in = (int) $row['checked_in_at'];
		return array(
			'id'            => (int) $row['id'],
			'code'          => $row['code'],
			'name'          => $row['name'],
			'ticket_name'   => $this->ticket_names[ (int) $row['ticket_id'] ] ?? '',
			'status'        => $row['status'],
			'inside'        => (int) $row['entry_id'] > 0,
			'checked_in_at' => $checked_in ? LocalTime::iso_ms( $checked_in ) : null,
			'entry'         => $this->entry( (int) $row['entry_id'] ),
		);
	}

	private function entry( int $id ): ?array {
		$entry = $this->entries[ $id ] ?? null;
		return $entry ? array(
			'scanned_at' => LocalTime::iso_ms( (int) $entry['scanned_at'] ),
			'device'     => $entry['device'],
			'user'       => $this->users[ (int) $entry['user_id'] ] ?? '',
		) : null;
	}

	/** @param int[] $ids */
	private static function read( string $table, string $columns, array $ids ): array {
		$ids = array_values( array_unique( array_map( 'intval', $ids ) ) );
		if ( ! $ids ) {
			return array();
		}
		$key_column = 0 === strpos( $columns, 'ID' ) ? 'ID' : 'id';
		return Reader::rows( Sql::concat( "SELECT {$columns} FROM {$table} WHERE {$key_column} IN (", Sql::ids( $ids ), ')' ) );
	}
}
