<?php
namespace Eventin\Attendees;

use Eventin\Database\Bulk;
use Eventin\Database\Reader;

/**
 * One row per ticket bought: who holds it, its ticket type and price, a code nobody can guess,
 * its payment status (the booking's, per ticket: a partial refund refunds some) and whether it was
 * used at the door.
 */
final class Attendees {
	public static function table(): string {
		global $wpdb;
		return $wpdb->prefix . 'etn_attendees';
	}

	public static function schema( string $charset_collate ): string {
		$table = self::table();
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
			created_at datetime NOT NULL,
			PRIMARY KEY  (id),
			UNIQUE KEY code (code),
			KEY order_id (order_id),
			KEY event_status (event_id,status,id),
			KEY ticket_id (ticket_id),
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
	 * @param array[] $attendees Each { ticket_id, name, email, price (minor units) }.
	 */
	public static function add( int $order_id, int $event_id, array $attendees, string $status, string $created_at ): void {
		$rows = array();
		foreach ( $attendees as $attendee ) {
			$rows[] = array( $order_id, $event_id, $attendee['ticket_id'], $attendee['name'], $attendee['email'], $attendee['price'], self::new_code(), $status, $created_at );
		}
		Bulk::insert( self::table(), array( 'order_id', 'event_id', 'ticket_id', 'name', 'email', 'price', 'code', 'status', 'created_at' ), $rows );
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
		$ids  = implode( ',', array_map( 'intval', $order_ids ) );
		$rows = Reader::rows( 'SELECT * FROM ' . self::table() . " WHERE order_id IN ({$ids}) ORDER BY id" );
		foreach ( $rows as $row ) {
			$by_order[ (int) $row['order_id'] ][] = self::shape( $row );
		}
		return $by_order;
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
		);
	}

	/**
	 * Sets the status of a booking's attendees: those in $from (a status), or those given (ids).
	 *
	 * @param string|int[] $which
	 */
	public static function set_status( int $order_id, string $status, $which ): void {
		global $wpdb;
		$only = is_array( $which )
			? ' AND id IN (' . implode( ',', array_map( 'intval', $which ?: array( 0 ) ) ) . ')'
			: $wpdb->prepare( ' AND status = %s', $which );
		$wpdb->query( $wpdb->prepare( 'UPDATE ' . self::table() . ' SET status = %s WHERE order_id = %d', $status, $order_id ) . $only ); // phpcs:ignore WordPress.DB.PreparedSQL
	}

	/** Moves one attendee from a status to another; false when it did not have that status. */
	public static function move( int $order_id, int $id, string $from, string $to ): bool {
		global $wpdb;
		return 1 === $wpdb->update(
			self::table(),
			array( 'status' => $to ),
			array(
				'id'       => $id,
				'order_id' => $order_id,
				'status'   => $from,
			)
		);
	}
}
