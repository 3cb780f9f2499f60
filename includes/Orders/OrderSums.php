<?php
namespace Eventin\Orders;

use Eventin\Attendees\Attendees;
use Eventin\Database\Bulk;
use Eventin\Database\Reader;
use Eventin\Database\Sql;
use Eventin\Database\Transaction;
use Eventin\Events\Index;

/**
 * The purchase report's sums kept per UTC hour and per 10 minutes a booking was made in (and for
 * all time), owner, status, currency and gateway: bookings, tickets, money kept (total minus
 * refunds) and the tickets a partly refunded booking still holds. They move with the bookings
 * (made, moved, refunded, an attendee cancelled), so the report sums hours, not every booking.
 *
 * Each booking is summed twice: for the site (owner 0) and for its event's owner (the author the
 * events index keeps), so a vendor's figures read their own rows as the site's read the site's.
 * A change of author, or an event deleted, moves its bookings' owner rows (move_owner()).
 */
final class OrderSums {
	/** The columns summed, in the order of a row's values after its key. */
	private const SUMS = array( 'bookings', 'tickets', 'kept', 'kept_tickets' );

	private const KEYS = array( 'kind', 'owner', 'slot', 'status', 'currency', 'gateway' );

	/** The owner of the site's rows. */
	public const SITE = 0;

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
			owner bigint(20) unsigned NOT NULL DEFAULT 0,
			slot varchar(15) NOT NULL,
			status varchar(20) NOT NULL,
			currency char(3) NOT NULL,
			gateway varchar(40) NOT NULL,
			bookings bigint(20) NOT NULL DEFAULT 0,
			tickets bigint(20) NOT NULL DEFAULT 0,
			kept bigint(20) NOT NULL DEFAULT 0,
			kept_tickets bigint(20) NOT NULL DEFAULT 0,
			PRIMARY KEY  (kind,owner,slot,status,currency,gateway)
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
		return self::parts( Orders::rows( $ids ) );
	}

	/**
	 * What bookings add to the sums, from their rows as Orders::rows() gives them (their attendees
	 * are read only for partly refunded ones).
	 *
	 * @param array[]          $orders
	 * @param array<int, int>|null $owners event id => owner; null: as the events index has them.
	 */
	public static function parts( array $orders, ?array $owners = null ): array {
		$owners ??= $orders ? Index::owners( array_column( $orders, 'event_id' ) ) : array();
		$partial = array();
		foreach ( $orders as $order ) {
			if ( Status::PARTIALLY_REFUNDED === $order['status'] ) {
				$partial[] = (int) $order['id'];
			}
		}
		$kept = array();
		if ( $partial ) {
			$kept = self::kept_tickets( $partial );
		}
		$parts = array();
		foreach ( $orders as $order ) {
			$parts[ (int) $order['id'] ] = array(
				'slot'         => substr( (string) $order['created_at'], 0, 15 ),
				'owner'        => (int) ( $owners[ (int) $order['event_id'] ] ?? self::SITE ),
				'status'       => (string) $order['status'],
				'currency'     => (string) $order['currency'],
				'gateway'      => (string) $order['gateway'],
				'bookings'     => 1,
				'tickets'      => (int) $order['tickets'],
				'kept'         => (int) $order['total'] - (int) $order['refunded_total'],
				'kept_tickets' => (int) ( $kept[ $order['id'] ] ?? 0 ),
			);
		}
		return $parts;
	}

	/**
	 * How many paid tickets each booking still has: order id => count. The attendees are read by
	 * booking and counted here (SQLite would rather read every paid ticket by its status).
	 *
	 * @param int[] $ids
	 */
	private static function kept_tickets( array $ids ): array {
		$kept = array();
		foreach ( array_chunk( $ids, 1000 ) as $chunk ) {
			foreach ( Reader::rows( Sql::concat( 'SELECT order_id, status FROM ' . Attendees::table() . ' WHERE order_id IN (', Sql::ids( $chunk ), ')' ) ) as $row ) {
				if ( Status::COMPLETED === $row['status'] ) {
					$kept[ $row['order_id'] ] = ( $kept[ $row['order_id'] ] ?? 0 ) + 1;
				}
			}
		}
		return $kept;
	}

	/**
	 * Moves the sums from what bookings added before to what they add now (each as of() gives it;
	 * a booking missing from one side was not there).
	 */
	public static function move( array $before, array $after ): void {
		$deltas = array();
		$put    = static function ( array $part, int $sign ) use ( &$deltas ): void {
			foreach ( self::keys( $part ) as $key ) {
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
	 * The rows a part is summed in (their keys joined by NUL): each kind of slot, for the site and
	 * for its owner.
	 *
	 * @param array $part { slot, owner, status, currency, gateway }
	 * @return string[]
	 */
	private static function keys( array $part ): array {
		$keys = array();
		foreach ( array_unique( array( self::SITE, (int) $part['owner'] ) ) as $owner ) {
			foreach ( self::slots( $part['slot'] ) as $kind => $slot ) {
				$keys[] = implode( "\0", array( $kind, $owner, $slot, $part['status'], $part['currency'], $part['gateway'] ) );
			}
		}
		return $keys;
	}

	/**
	 * An event's bookings move from one owner's rows to another's (its author changed; to none
	 * when it was deleted), a thousand at a time. The site's rows do not move.
	 */
	public static function move_owner( int $event_id, int $from, int $to ): void {
		if ( $from === $to ) {
			return;
		}
		$after = 0;
		do {
			$ids = array_map( 'intval', Reader::column( Sql::of( 'SELECT id FROM ' . Orders::table() . ' WHERE event_id = ? AND id > ? ORDER BY id LIMIT 1000', $event_id, $after ) ) );
			if ( ! $ids ) {
				return;
			}
			$orders = Orders::rows( $ids );
			// Each thousand whole: the owner's rows never hold half of a booking.
			Transaction::run(
				static function () use ( $orders, $event_id, $from, $to ): bool {
					self::move( self::parts( $orders, array( $event_id => $from ) ), self::parts( $orders, array( $event_id => $to ) ) );
					return true;
				},
				new \WP_Error( 'eventin_order_sums', 'The purchase report\'s sums could not follow the event\'s new owner.' )
			);
			$after = max( $ids );
		} while ( count( $ids ) === 1000 );
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
	 * Adds rows of { kind, owner, slot, status, currency, gateway, bookings, tickets, kept, kept_tickets } to the
	 * sums, creating those not there yet, each in one atomic statement.
	 */
	public static function add( array $rows ): void {
		global $wpdb;
		if ( ! $rows ) {
			return;
		}
		if ( method_exists( $wpdb, 'get_driver' ) ) {
			$statement = $wpdb->get_driver()->get_connection()->get_pdo()->prepare( 'INSERT INTO ' . self::table() . ' (kind, owner, slot, status, currency, gateway, bookings, tickets, kept, kept_tickets) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (kind, owner, slot, status, currency, gateway) DO UPDATE SET bookings = bookings + excluded.bookings, tickets = tickets + excluded.tickets, kept = kept + excluded.kept, kept_tickets = kept_tickets + excluded.kept_tickets' );
			foreach ( $rows as $row ) {
				$statement->execute( array_values( $row ) );
			}
			return;
		}
		foreach ( array_chunk( $rows, 1000 ) as $chunk ) {
			$values = Sql::join( ', ', array_map( static fn( $row ) => Sql::of( '(?, ?, ?, ?, ?, ?, ?, ?, ?, ?)', ...array_values( $row ) ), $chunk ) );
			$wpdb->query( Sql::concat( 'INSERT INTO ' . self::table() . ' (kind, owner, slot, status, currency, gateway, bookings, tickets, kept, kept_tickets) VALUES ', $values, ' ON DUPLICATE KEY UPDATE bookings = bookings + VALUES(bookings), tickets = tickets + VALUES(tickets), kept = kept + VALUES(kept), kept_tickets = kept_tickets + VALUES(kept_tickets)' )->prepared() );
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

	/** The sums computed again from every booking. */
	public static function rebuild(): void {
		global $wpdb;
		self::install();
		$orders_table = Orders::table();
		$owned_table  = "{$orders_table} o LEFT JOIN " . Index::table() . ' i ON i.event_id = o.event_id';
		$sums         = array();
		foreach ( Reader::rows( "SELECT SUBSTR(o.created_at, 1, 15) AS slot, COALESCE(i.owner_id, 0) AS owner, o.status, o.currency, o.gateway, COUNT(*) AS bookings, SUM(o.tickets) AS tickets, SUM(o.total - o.refunded_total) AS kept FROM {$owned_table} GROUP BY slot, owner, o.status, o.currency, o.gateway" ) as $row ) {
			$sums[] = $row + array( 'kept_tickets' => 0 );
		}
		$partial = Reader::rows( Sql::of( "SELECT o.id, SUBSTR(o.created_at, 1, 15) AS slot, COALESCE(i.owner_id, 0) AS owner, o.status, o.currency, o.gateway FROM {$owned_table} WHERE o.status = ?", Status::PARTIALLY_REFUNDED ) );
		$kept    = self::kept_tickets( array_map( 'intval', array_column( $partial, 'id' ) ) );
		foreach ( $partial as $row ) {
			$sums[] = array(
				'slot'         => $row['slot'],
				'owner'        => $row['owner'],
				'status'       => $row['status'],
				'currency'     => $row['currency'],
				'gateway'      => $row['gateway'],
				'bookings'     => 0,
				'tickets'      => 0,
				'kept'         => 0,
				'kept_tickets' => (int) ( $kept[ $row['id'] ] ?? 0 ),
			);
		}
		$totals = array();
		foreach ( $sums as $row ) {
			foreach ( self::keys( $row ) as $key ) {
				foreach ( self::SUMS as $sum ) {
					$totals[ $key ][ $sum ] = ( $totals[ $key ][ $sum ] ?? 0 ) + (int) $row[ $sum ];
				}
			}
		}
		$rows = array();
		foreach ( $totals as $key => $values ) {
			$rows[] = array_merge( explode( "\0", $key ), array_values( $values ) );
		}
		// In one transaction: SQLite writes its rows at once, and a list never sees the sums half made.
		Transaction::run(
			static function () use ( $wpdb, $rows ): bool {
				$wpdb->query( 'DELETE FROM ' . self::table() );
				Bulk::insert( self::table(), array_merge( self::KEYS, self::SUMS ), $rows );
				return true;
			},
			new \WP_Error( 'eventin_order_sums', 'The purchase report\'s sums could not be rebuilt.' )
		);
	}
}
