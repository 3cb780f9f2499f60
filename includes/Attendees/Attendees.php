<?php
namespace Eventin\Attendees;

use Eventin\Database\Bulk;
use Eventin\Database\Reader;
use Eventin\Database\Sql;
use Eventin\Orders\Status;

/**
 * One row per ticket bought: who holds it, its ticket type and price, a code nobody can guess,
 * its payment status (the booking's, per ticket: a partial refund refunds some) and whether it was
 * used at the door (Checkin\Checkins keeps that: `ticket_status` used once admitted, the first
 * admission's time in ms, and the entry in force while inside).
 *
 * Every move of a payment status fires `eventin_attendees_moved` ( booking id, from, to ): the
 * door follows it (a refunded ticket's holder is no longer inside).
 */
final class Attendees {
	public static function table(): string {
		global $wpdb;
		return $wpdb->prefix . 'etn_attendees';
	}

	public static function schema( string $charset_collate ): string {
		$table = self::table();
		// ticket_use: the list's ticket status filter (used / unused) reads an index, not every attendee.
		return "CREATE TABLE {$table} (
			id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
			order_id bigint(20) unsigned NOT NULL,
			event_id bigint(20) unsigned NOT NULL,
			ticket_id bigint(20) unsigned NOT NULL,
			name varchar(200) NOT NULL DEFAULT '',
			email varchar(191) NOT NULL DEFAULT '',
			price bigint(20) NOT NULL DEFAULT 0,
			code char(32) NOT NULL,
			status varchar(20) NOT NULL DEFAULT 'pending',
			ticket_status varchar(10) NOT NULL DEFAULT 'unused',
			checked_in_at bigint(20) NOT NULL DEFAULT 0,
			entry_id bigint(20) unsigned NOT NULL DEFAULT 0,
			listed tinyint(1) NOT NULL DEFAULT 0,
			show_avatar tinyint(1) NOT NULL DEFAULT 0,
			created_at datetime NOT NULL,
			PRIMARY KEY  (id),
			UNIQUE KEY code (code),
			KEY order_id (order_id),
			KEY event_id (event_id),
			KEY event_status (event_id,status,id),
			KEY event_listed (event_id,listed,status),
			KEY ticket_status (ticket_id,status),
			KEY status (status),
			KEY ticket_use (ticket_status),
			KEY email (email)
		) {$charset_collate};";
	}

	/** A ticket code: 128 random bits in hex. */
	public static function new_code(): string {
		return bin2hex( random_bytes( 16 ) );
	}

	/**
	 * Adds the attendees of a new booking.
	 *
	 * @param array[] $attendees Each { ticket_id, name, email, price (minor units), listed?, show_avatar? }
	 *                           (listed: named on the public attendee list; show_avatar: with their
	 *                           avatar, only when listed).
	 */
	public static function add( int $order_id, int $event_id, array $attendees, string $status, string $created_at ): void {
		$rows = array();
		foreach ( $attendees as $attendee ) {
			$listed = ! empty( $attendee['listed'] );
			$rows[] = array( $order_id, $event_id, $attendee['ticket_id'], $attendee['name'], $attendee['email'], $attendee['price'], self::new_code(), $status, $created_at, $listed ? 1 : 0, $listed && ! empty( $attendee['show_avatar'] ) ? 1 : 0 );
		}
		$ids   = Bulk::insert( self::table(), array( 'order_id', 'event_id', 'ticket_id', 'name', 'email', 'price', 'code', 'status', 'created_at', 'listed', 'show_avatar' ), $rows );
		$words = array();
		foreach ( array_values( $ids ) as $i => $id ) {
			array_push( $words, ...AttendeeWords::rows( (int) $id, $rows[ $i ][3], $rows[ $i ][4] ) );
		}
		AttendeeWords::add( $words );
		AttendeeCounts::add( $status, count( $rows ) );
	}

	/**
	 * The attendees of many bookings in one query.
	 *
	 * @param int[] $order_ids
	 * @return array<int, array[]> booking id => its attendees in order
	 */
	public static function for_orders( array $order_ids ): array {
		$by_order = array_fill_keys( $order_ids, array() );
		if ( ! $order_ids ) {
			return $by_order;
		}
		$rows = Reader::rows( Sql::concat( 'SELECT * FROM ' . self::table() . ' WHERE order_id IN (', Sql::ids( $order_ids ), ') ORDER BY id' ) );
		foreach ( $rows as $row ) {
			$by_order[ (int) $row['order_id'] ][] = self::shape( $row );
		}
		return $by_order;
	}

	/** One attendee as stored, typed; null when there is none. */
	public static function get( int $id ): ?array {
		$rows = Reader::rows( Sql::of( 'SELECT * FROM ' . self::table() . ' WHERE id = ?', $id ) );
		return $rows ? self::shape( $rows[0] ) : null;
	}

	/** The attendee row of a ticket code as stored (every column, as the database answers it), or null. */
	public static function by_code( string $code ): ?array {
		$rows = Reader::rows( Sql::of( 'SELECT * FROM ' . self::table() . ' WHERE code = ?', $code ) );
		return $rows[0] ?? null;
	}

	/**
	 * Many attendees in one query, in the order of the ids.
	 *
	 * @param int[] $ids
	 * @return array[]
	 */
	public static function many( array $ids ): array {
		if ( ! $ids ) {
			return array();
		}
		$rows = Reader::rows( Sql::concat( 'SELECT * FROM ' . self::table() . ' WHERE id IN (', Sql::ids( $ids ), ')' ) );
		$byid = array_column( array_map( array( self::class, 'shape' ), $rows ), null, 'id' );
		return array_values( array_filter( array_map( static fn( $id ) => $byid[ $id ] ?? null, $ids ) ) );
	}

	/**
	 * The attendees of paid tickets of an event who agreed to be named on its public list, first
	 * booked first, at most $limit: on the index event_listed (event_id, listed, status), whose
	 * rows come in id order within the event, so nothing is sorted.
	 *
	 * @return array<int, array{name: string, email: string, show_avatar: string}>
	 */
	public static function listed( int $event_id, int $limit ): array {
		global $wpdb;
		return (array) $wpdb->get_results(
			$wpdb->prepare( 'SELECT name, email, show_avatar FROM ' . self::table() . ' WHERE event_id = %d AND listed = 1 AND status = %s ORDER BY id LIMIT %d', $event_id, Status::COMPLETED, $limit ),
			ARRAY_A
		);
	}

	/**
	 * The titles of the attendees' events, as stored.
	 *
	 * @param int[] $event_ids
	 * @return array<int, string> event id => title
	 */
	public static function event_titles( array $event_ids ): array {
		global $wpdb;
		if ( ! $event_ids ) {
			return array();
		}
		$rows = Reader::rows( Sql::concat( "SELECT ID, post_title FROM {$wpdb->posts} WHERE ID IN (", Sql::ids( $event_ids ), ')' ) );
		return array_map( 'strval', array_column( $rows, 'post_title', 'ID' ) );
	}

	private static function shape( array $row ): array {
		return array(
			'id'            => (int) $row['id'],
			'order_id'      => (int) $row['order_id'],
			'event_id'      => (int) $row['event_id'],
			'ticket_id'     => (int) $row['ticket_id'],
			'name'          => $row['name'],
			'email'         => $row['email'],
			'price'         => (int) $row['price'],
			'code'          => $row['code'],
			'status'        => $row['status'],
			'ticket_status' => $row['ticket_status'],
			'checked_in_at' => (int) ( $row['checked_in_at'] ?? 0 ),
			'inside'        => (int) ( $row['entry_id'] ?? 0 ) > 0,
			'listed'        => (bool) (int) ( $row['listed'] ?? 0 ),
			'show_avatar'   => (bool) (int) ( $row['show_avatar'] ?? 0 ),
			'created_at'    => $row['created_at'],
		);
	}

	/**
	 * Changes who holds a ticket (name, address, public listing consent).
	 *
	 * @param array $changes Any of { name, email, listed, show_avatar }.
	 */
	public static function update( int $id, array $changes ): void {
		global $wpdb;
		$set = array_intersect_key( $changes, array_flip( array( 'name', 'email', 'listed', 'show_avatar' ) ) );
		foreach ( array( 'listed', 'show_avatar' ) as $flag ) {
			if ( isset( $set[ $flag ] ) ) {
				$set[ $flag ] = $set[ $flag ] ? 1 : 0;
			}
		}
		if ( ! $set ) {
			return;
		}
		$wpdb->update( self::table(), $set, array( 'id' => $id ) );
		if ( isset( $set['name'] ) || isset( $set['email'] ) ) {
			$attendee = self::get( $id );
			AttendeeWords::set( $id, $attendee['name'], $attendee['email'] );
		}
	}

	/** Erases an attendee that holds no seat, with its words; false when it was gone already. */
	public static function erase( array $attendee ): bool {
		global $wpdb;
		$gone = 1 === $wpdb->delete(
			self::table(),
			array(
				'id'     => $attendee['id'],
				'status' => $attendee['status'],
			)
		);
		if ( $gone ) {
			AttendeeWords::remove( array( $attendee['id'] ) );
			AttendeeCounts::add( $attendee['status'], -1 );
		}
		return $gone;
	}

	/**
	 * Sets the status of a booking's attendees: those in $from (a status), or those given (ids).
	 * One conditional UPDATE per status they had, so the counts move by what each changed.
	 *
	 * @param string|int[] $which
	 */
	public static function set_status( int $order_id, string $status, $which ): void {
		global $wpdb;
		if ( is_array( $which ) ) {
			if ( ! $which ) {
				return;
			}
			$ids  = Sql::concat( ' AND id IN (', Sql::ids( $which ), ')' );
			$from = Reader::column( Sql::of( 'SELECT DISTINCT status FROM ' . self::table() . ' WHERE order_id = ? AND status <> ?', $order_id, $status )->append( $ids ) );
		} else {
			$ids  = Sql::text( '' );
			$from = $which === $status ? array() : array( $which );
		}
		foreach ( $from as $old ) {
			$moved = (int) $wpdb->query( Sql::of( 'UPDATE ' . self::table() . ' SET status = ? WHERE order_id = ? AND status = ?', $status, $order_id, $old )->append( $ids )->prepared() );
			AttendeeCounts::add( $old, -$moved );
			AttendeeCounts::add( $status, $moved );
			if ( $moved ) {
				do_action( 'eventin_attendees_moved', $order_id, $old, $status );
			}
		}
	}

	/** Moves one attendee from a status to another; false when it did not have that status. */
	public static function move( int $order_id, int $id, string $from, string $to ): bool {
		global $wpdb;
		$moved = 1 === $wpdb->update(
			self::table(),
			array( 'status' => $to ),
			array(
				'id'       => $id,
				'order_id' => $order_id,
				'status'   => $from,
			)
		);
		if ( $moved ) {
			AttendeeCounts::add( $from, -1 );
			AttendeeCounts::add( $to, 1 );
			do_action( 'eventin_attendees_moved', $order_id, $from, $to );
		}
		return $moved;
	}
}
