<?php
namespace Eventin\Orders;

use Eventin\Database\Reader;
use Eventin\Database\Sql;

/**
 * Every status change of a booking, and notes such as a mail that could not be sent: who, when,
 * from, to and why.
 */
final class History {
	public static function table(): string {
		global $wpdb;
		return $wpdb->prefix . 'etn_order_history';
	}

	public static function schema( string $charset_collate ): string {
		$table = self::table();
		return "CREATE TABLE {$table} (
			id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
			order_id bigint(20) unsigned NOT NULL,
			user_id bigint(20) unsigned NOT NULL DEFAULT 0,
			from_status varchar(20) NOT NULL DEFAULT '',
			to_status varchar(20) NOT NULL DEFAULT '',
			note text NOT NULL,
			created_at datetime NOT NULL,
			PRIMARY KEY  (id),
			KEY order_id (order_id,id)
		) {$charset_collate};";
	}

	public static function add( int $order_id, string $from, string $to, string $note = '' ): void {
		global $wpdb;
		$wpdb->insert(
			self::table(),
			array(
				'order_id'    => $order_id,
				'user_id'     => get_current_user_id(),
				'from_status' => $from,
				'to_status'   => $to,
				'note'        => $note,
				'created_at'  => gmdate( 'Y-m-d H:i:s' ),
			)
		);
	}

	/** @return array[] oldest first: { user_id, user, from, to, note, date (ISO 8601 UTC) } */
	public static function for_order( int $order_id ): array {
		$rows  = Reader::rows( Sql::of( 'SELECT * FROM ' . self::table() . ' WHERE order_id = ? ORDER BY id', $order_id ) );
		$names = array();
		foreach ( $rows as $row ) {
			$user_id = (int) $row['user_id'];
			if ( $user_id && ! isset( $names[ $user_id ] ) ) {
				$user              = get_userdata( $user_id );
				$names[ $user_id ] = $user ? $user->display_name : '';
			}
		}
		return array_map(
			static fn( $row ) => array(
				'user_id' => (int) $row['user_id'],
				'user'    => (int) $row['user_id'] ? $names[ (int) $row['user_id'] ] : '',
				'from'    => $row['from_status'],
				'to'      => $row['to_status'],
				'note'    => $row['note'],
				'date'    => str_replace( ' ', 'T', $row['created_at'] ) . 'Z',
			),
			$rows
		);
	}
}
