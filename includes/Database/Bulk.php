<?php
namespace Eventin\Database;

/**
 * Writes many rows at once. On SQLite it talks to PDO directly (translating huge MySQL statements
 * is the slow part there); on MySQL/MariaDB it sends multi-row statements.
 */
final class Bulk {
	/**
	 * Inserts (or, with $replace, replaces by primary key) rows and returns their auto-increment
	 * ids in order (meaningful for plain inserts into tables with one).
	 *
	 * @param string  $table   Table name.
	 * @param array   $columns Column names.
	 * @param array[] $rows    Rows of values, in column order.
	 * @return int[]
	 */
	public static function insert( string $table, array $columns, array $rows, bool $replace = false ): array {
		global $wpdb;
		if ( ! $rows ) {
			return array();
		}
		$into = ' INTO ' . Sql::name( $table ) . ' (' . Sql::names( $columns ) . ') VALUES ';
		if ( method_exists( $wpdb, 'get_driver' ) ) {
			$pdo       = $wpdb->get_driver()->get_connection()->get_pdo();
			$statement = $pdo->prepare( ( $replace ? 'INSERT OR REPLACE' : 'INSERT' ) . $into . '(' . implode( ', ', array_fill( 0, count( $columns ), '?' ) ) . ')' );
			$ids       = array();
			foreach ( $rows as $row ) {
				$statement->execute( array_values( $row ) );
				$ids[] = (int) $pdo->lastInsertId();
			}
			return $ids;
		}
		$row_placeholders = '(' . implode( ', ', array_fill( 0, count( $columns ), '?' ) ) . ')';
		$ids              = array();
		foreach ( array_chunk( $rows, 1000 ) as $chunk ) {
			$values = Sql::join( ', ', array_map( static fn( $row ) => Sql::of( $row_placeholders, ...array_values( $row ) ), $chunk ) );
			$wpdb->query( Sql::concat( ( $replace ? 'REPLACE' : 'INSERT' ) . $into, $values )->prepared() );
			$first = (int) $wpdb->insert_id;
			$ids   = array_merge( $ids, range( $first, $first + count( $chunk ) - 1 ) );
		}
		return $ids;
	}

	/**
	 * Sets columns of many rows, each to its own values, by primary key: on MySQL one statement
	 * (`CASE id WHEN … THEN …`), on SQLite one prepared statement run per row.
	 *
	 * @param string  $key_column The primary key column.
	 * @param array[] $changes    key value => { column => value }, every row the same columns.
	 */
	public static function update( string $table, string $key_column, array $changes ): void {
		global $wpdb;
		if ( ! $changes ) {
			return;
		}
		$columns = array_keys( reset( $changes ) );
		if ( method_exists( $wpdb, 'get_driver' ) ) {
			$set_placeholders = implode( ', ', array_map( static fn( $column ) => Sql::name( $column ) . ' = ?', $columns ) );
			$statement        = $wpdb->get_driver()->get_connection()->get_pdo()->prepare( 'UPDATE ' . Sql::name( $table ) . ' SET ' . $set_placeholders . ' WHERE ' . Sql::name( $key_column ) . ' = ?' );
			foreach ( $changes as $id => $values ) {
				$statement->execute( array_merge( array_values( $values ), array( $id ) ) );
			}
			return;
		}
		foreach ( array_chunk( $changes, 500, true ) as $chunk ) {
			$set = array();
			foreach ( $columns as $column ) {
				$cases = array();
				foreach ( $chunk as $id => $values ) {
					$cases[] = Sql::of( ' WHEN ? THEN ?', (string) $id, (string) $values[ $column ] );
				}
				$set[] = Sql::concat( Sql::name( $column ) . ' = CASE ' . Sql::name( $key_column ), Sql::join( '', $cases ), ' END' );
			}
			$ids = Sql::list( array_map( 'strval', array_keys( $chunk ) ) );
			$wpdb->query( Sql::concat( 'UPDATE ' . Sql::name( $table ) . ' SET ', Sql::join( ', ', $set ), ' WHERE ' . Sql::name( $key_column ) . ' IN (', $ids, ')' )->prepared() );
		}
	}

	/**
	 * Adds to counters kept by key, creating those not there yet, each in one atomic statement.
	 *
	 * @param string           $table  Table with a primary key column `$key` and a number column `$column`.
	 * @param array<string,int> $deltas key => what to add (negative to take away).
	 */
	public static function add_to( string $table, string $key, string $column, array $deltas ): void {
		$rows = array();
		foreach ( $deltas as $name => $delta ) {
			$rows[] = array( (string) $name, (int) $delta );
		}
		self::add_to_rows( $table, array( $key ), $column, $rows );
	}

	/**
	 * Moves counters from what rows were to what they are: each row counts once under every key
	 * $keys_of gives it (the key columns' values), taken away for $before and added for $after.
	 *
	 * @param string[] $keys    The key's columns.
	 * @param array[]  $before  Rows (of any shape $keys_of reads) before the change.
	 * @param array[]  $after   The same after it.
	 * @param callable $keys_of A row => the keys it counts under, each a list of the key's values.
	 */
	public static function move_counts( string $table, array $keys, string $column, array $before, array $after, callable $keys_of, bool $drop_zero = false ): void {
		$deltas = array();
		foreach ( array( -1 => $before, 1 => $after ) as $sign => $rows ) {
			foreach ( $rows as $row ) {
				foreach ( $keys_of( $row ) as $key ) {
					$name            = implode( "\0", $key );
					$deltas[ $name ] = ( $deltas[ $name ] ?? 0 ) + $sign;
				}
			}
		}
		$rows = array();
		foreach ( $deltas as $name => $delta ) {
			$rows[] = array_merge( explode( "\0", (string) $name ), array( $delta ) );
		}
		self::add_to_rows( $table, $keys, $column, $rows, $drop_zero );
	}

	/**
	 * Adds to counters kept by a key of several columns (the primary key), creating those not
	 * there yet, each in one atomic statement.
	 *
	 * @param string[] $keys      The key's columns.
	 * @param array[]  $rows      Rows of the key's values then what to add (negative to take away).
	 * @param bool     $drop_zero Whether counters taken down to 0 go (tables of many keys that
	 *                            come and go, such as days and word pairs).
	 */
	public static function add_to_rows( string $table, array $keys, string $column, array $rows, bool $drop_zero = false ): void {
		global $wpdb;
		$rows = array_values( array_filter( $rows, static fn( $row ) => 0 !== (int) end( $row ) ) );
		if ( ! $rows ) {
			return;
		}
		if ( $drop_zero ) {
			self::add_to_rows( $table, $keys, $column, $rows );
			$match_placeholders = '(' . implode( ' AND ', array_map( static fn( $key ) => Sql::name( $key ) . ' = ?', $keys ) ) . ')';
			$taken              = array_filter( $rows, static fn( $row ) => (int) end( $row ) < 0 );
			foreach ( array_chunk( $taken, 200 ) as $chunk ) {
				$which = Sql::join( ' OR ', array_map( static fn( $row ) => Sql::of( $match_placeholders, ...array_map( 'strval', array_slice( array_values( $row ), 0, count( $keys ) ) ) ), $chunk ) );
				$wpdb->query( Sql::concat( 'DELETE FROM ' . Sql::name( $table ) . ' WHERE ' . Sql::name( $column ) . ' = 0 AND (', $which, ')' )->prepared() );
			}
			return;
		}
		$key_list = Sql::names( $keys );
		if ( method_exists( $wpdb, 'get_driver' ) ) {
			$statement = $wpdb->get_driver()->get_connection()->get_pdo()->prepare(
				'INSERT INTO ' . Sql::name( $table ) . ' (' . $key_list . ', ' . Sql::name( $column ) . ') VALUES (' . str_repeat( '?, ', count( $keys ) ) . '?) ON CONFLICT(' . $key_list . ') DO UPDATE SET ' . Sql::name( $column ) . ' = ' . Sql::name( $column ) . ' + excluded.' . Sql::name( $column )
			);
			foreach ( $rows as $row ) {
				$statement->execute( array_values( $row ) );
			}
			return;
		}
		$row_placeholders = '(' . str_repeat( '?, ', count( $keys ) ) . '?)';
		foreach ( array_chunk( $rows, 1000 ) as $chunk ) {
			$values = Sql::join(
				', ',
				array_map(
					static function ( $row ) use ( $row_placeholders ) {
						$row = array_values( $row );
						$add = (int) array_pop( $row );
						return Sql::of( $row_placeholders, ...array_merge( array_map( 'strval', $row ), array( $add ) ) );
					},
					$chunk
				)
			);
			$wpdb->query( Sql::concat( 'INSERT INTO ' . Sql::name( $table ) . ' (' . Sql::names( $keys ) . ', ' . Sql::name( $column ) . ') VALUES ', $values, ' ON DUPLICATE KEY UPDATE ' . Sql::name( $column ) . ' = ' . Sql::name( $column ) . ' + VALUES(' . Sql::name( $column ) . ')' )->prepared() );
		}
	}
}
