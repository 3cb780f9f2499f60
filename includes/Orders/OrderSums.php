<?php
namespace Eventin\Orders;

use Eventin\Attendees\Attendees;
use Eventin\Database\Bulk;
use Eventin\Database\Reader;

/**
 * The purchase report's sums kept per UTC hour and per 10 minutes a booking was made in (and for
 * all time), status, currency and gateway: bookings, tickets, money kept (total minus refunds) and the tickets
 * a partly refunded booking still holds. They move with the bookings (made, moved, refunded, an
 * attendee cancelled), so the report sums hours, not every booking.
 */
final class OrderSums {
	/** The columns summed, in the order of a row's values after its key. */
	private const SUMS = array( 'bookings', 'tickets', 'kept', 'kept_tickets' );

	private const KEYS = array( 'kind', 'slot', 'status', 'currency', 'gateway' );

	/** Kinds of slot: all time (slot ''), a UTC hour ('Y-m-d H'), 10 minutes ('Y-m-d H:i' less its last digit). */
	public const ALL = 'a';
	public const HOUR = 'h';
	public const TEN = 't';

	public static function table(): string {
		global $wpdb;
		return $wpdb->prefix . 'etn_order_sums';
	}

	public static function schema( string $charset_collate ): string {
		$table = self::table();
		return "CREATE TABLE {$table} (
			kind char(1) NOT NULL,
			slot varchar(15) NOT NULL,
			status varchar(20) NOT NULL,
			currency char(3) NOT NULL,
			gateway varchar(40) NOT NULL,
			bookings bigint(20) NOT NULL DEFAULT 0,
			tickets bigint(20) NOT NULL DEFAULT 0,
			kept bigint(20) NOT NULL DEFAULT 0,
			kept_tickets bigint(20) NOT NULL DEFAULT 0,
			PRIMARY KEY  (kind,slot,status,currency,gateway)
		) {$charset_collate};";
	}

	public static function install(): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		dbDelta( self::schema( $wpdb->get_charset_collate() ) );
	}

	/**
	 * What bookings add to the sums as they are now: id => { slot, status, currency, gateway,
	 * bookings, tickets, kept, kept_tickets }.
	 *
	 * @param int[] $ids
	 */
	public static function of( array $ids ): array {
		$ids = array_filter( array_map( 'intval', $ids ) );
		if ( ! $ids ) {
			return array();
		}
		$list      = implode( ',', $ids );
		$attendees = Attendees::table();
		$rows      = Reader::rows(
			'SELECT o.id, SUBSTR(o.created_at, 1, 15) AS slot, o.status, o.currency, o.gateway, o.tickets, o.total - o.refunded_total AS kept, '
			. "(SELECT COUNT(*) FROM {$attendees} a WHERE a.order_id = o.id AND a.status = '" . Status::COMPLETED . "') AS completed "
			. 'FROM ' . Orders::table() . " o WHERE o.id IN ({$list})"
		);
		$of = array();
		foreach ( $rows as $row ) {
			$of[ (int) $row['id'] ] = array(
				'slot'         => $row['slot'],
				'status'       => $row['status'],
				'currency'     => $row['currency'],
				'gateway'      => $row['gateway'],
				'bookings'     => 1,
				'tickets'      => (int) $row['tickets'],
				'kept'         => (int) $row['kept'],
				'kept_tickets' => Status::PARTIALLY_REFUNDED === $row['status'] ? (int) $row['completed'] : 0,
			);
		}
		return $of;
	}

	/**
	 * Moves the sums from what bookings added before to what they add now (each as of() gives it;
	 * a booking missing from one side was not there).
	 */
	public static function move( array $before, array $after ): void {
		$deltas = array();
		$put    = static function ( array $part, int $sign ) use ( &$deltas ): void {
			foreach ( self::slots( $part['slot'] ) as $kind => $slot ) {
				$key = implode( "\0", array( $kind, $slot, $part['status'], $part['currency'], $part['gateway'] ) );
				foreach ( self::SUMS as $sum ) {
					$deltas[ $key ][ $sum ] = ( $deltas[ $key ][ $sum ] ?? 0 ) + $sign * (int) $part[ $sum ];
				}
			}
		};
		foreach ( $before as $part ) {
			$put( $part, -1 );
		}
		foreach ( $after as $part ) {
			$put( $part, 1 );
		}
		$rows = array();
		foreach ( $deltas as $key => $sums ) {
			if ( array_filter( $sums ) ) {
				$rows[] = array_merge( explode( "\0", $key ), array_values( $sums ) );
			}
		}
		self::add( $rows );
	}

	/**
	 * Runs a change of one booking and moves the sums by what it changed, when it did ($change
	 * returns false or a WP_Error when nothing changed).
	 *
	 * @return mixed What $change returned.
	 */
	public static function track( int $id, callable $change ) {
		$before = self::of( array( $id ) );
		$result = $change();
		if ( false !== $result && ! is_wp_error( $result ) ) {
			self::move( $before, self::of( array( $id ) ) );
		}
		return $result;
	}

	/**
	 * Adds rows of { kind, slot, status, currency, gateway, bookings, tickets, kept, kept_tickets } to the
	 * sums, creating those not there yet, each in one atomic statement.
	 */
	public static function add( array $rows ): void {
		global $wpdb;
		if ( ! $rows ) {
			return;
		}
		$table   = self::table();
		$columns = '`' . implode( '`, `', array_merge( self::KEYS, self::SUMS ) ) . '`';
		$keys    = '`' . implode( '`, `', self::KEYS ) . '`';
		if ( method_exists( $wpdb, 'get_driver' ) ) {
			$set       = implode( ', ', array_map( static fn( $sum ) => "`{$sum}` = `{$sum}` + excluded.`{$sum}`", self::SUMS ) );
			$statement = $wpdb->get_driver()->get_connection()->get_pdo()->prepare( "INSERT INTO `{$table}` ({$columns}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT({$keys}) DO UPDATE SET {$set}" );
			foreach ( $rows as $row ) {
				$statement->execute( array_values( $row ) );
			}
			return;
		}
		$set = implode( ', ', array_map( static fn( $sum ) => "`{$sum}` = `{$sum}` + VALUES(`{$sum}`)", self::SUMS ) );
		foreach ( array_chunk( $rows, 1000 ) as $chunk ) {
			$values = array_map( static fn( $row ) => $wpdb->prepare( '(%s, %s, %s, %s, %s, %d, %d, %d, %d)', array_values( $row ) ), $chunk );
			$wpdb->query( "INSERT INTO `{$table}` ({$columns}) VALUES " . implode( ', ', $values ) . " ON DUPLICATE KEY UPDATE {$set}" ); // phpcs:ignore WordPress.DB.PreparedSQL
		}
	}

	/**
	 * The slots a booking made in a 10-minute slot is summed in, by kind.
	 *
	 * @param string $ten 'Y-m-d H:i' less its last digit.
	 */
	private static function slots( string $ten ): array {
		return array(
			self::ALL  => '',
			self::HOUR => substr( $ten, 0, 13 ),
			self::TEN  => $ten,
		);
	}

	/** The sums computed again from every booking (the table made again, in its latest shape). */
	public static function rebuild(): void {
		global $wpdb;
		$wpdb->query( 'DROP TABLE IF EXISTS ' . self::table() ); // phpcs:ignore WordPress.DB.PreparedSQL
		self::install();
		$orders    = Orders::table();
		$attendees = Attendees::table();
		$slot      = 'SUBSTR(o.created_at, 1, 15)';
		$sums      = array();
		foreach ( Reader::rows( "SELECT {$slot} AS slot, o.status, o.currency, o.gateway, COUNT(*) AS bookings, SUM(o.tickets) AS tickets, SUM(o.total - o.refunded_total) AS kept FROM {$orders} o GROUP BY {$slot}, o.status, o.currency, o.gateway" ) as $row ) {
			$sums[] = $row + array( 'kept_tickets' => 0 );
		}
		$kept = Reader::rows( "SELECT {$slot} AS slot, o.status, o.currency, o.gateway, COUNT(*) AS kept_tickets FROM {$orders} o " . Reader::join_in_order() . " {$attendees} a ON a.order_id = o.id WHERE o.status = '" . Status::PARTIALLY_REFUNDED . "' AND a.status = '" . Status::COMPLETED . "' GROUP BY {$slot}, o.status, o.currency, o.gateway" );
		foreach ( $kept as $row ) {
			$sums[] = $row + array(
				'bookings' => 0,
				'tickets'  => 0,
				'kept'     => 0,
			);
		}
		$totals = array();
		foreach ( $sums as $row ) {
			foreach ( self::slots( $row['slot'] ) as $kind => $slot_text ) {
				$key = implode( "\0", array( $kind, $slot_text, $row['status'], $row['currency'], $row['gateway'] ) );
				foreach ( self::SUMS as $sum ) {
					$totals[ $key ][ $sum ] = ( $totals[ $key ][ $sum ] ?? 0 ) + (int) $row[ $sum ];
				}
			}
		}
		$rows = array();
		foreach ( $totals as $key => $values ) {
			$rows[] = array_merge( explode( "\0", $key ), array_values( $values ) );
		}
		Bulk::insert( self::table(), array_merge( self::KEYS, self::SUMS ), $rows );
	}
}
