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
		$verb        = $replace ? 'REPLACE' : 'INSERT';
		$column_list = '`' . implode( '`, `', $columns ) . '`';
		if ( method_exists( $wpdb, 'get_driver' ) ) {
			$pdo       = $wpdb->get_driver()->get_connection()->get_pdo();
			$verb      = $replace ? 'INSERT OR REPLACE' : 'INSERT';
			$statement = $pdo->prepare( "{$verb} INTO `{$table}` ({$column_list}) VALUES (" . implode( ', ', array_fill( 0, count( $columns ), '?' ) ) . ')' );
			$ids       = array();
			foreach ( $rows as $row ) {
				$statement->execute( array_values( $row ) );
				$ids[] = (int) $pdo->lastInsertId();
			}
			return $ids;
		}
		$placeholders = '(' . implode( ', ', array_fill( 0, count( $columns ), '%s' ) ) . ')';
		$ids          = array();
		foreach ( array_chunk( $rows, 1000 ) as $chunk ) {
			$values = array_map( static fn( $row ) => $wpdb->prepare( $placeholders, array_values( $row ) ), $chunk );
			$wpdb->query( "{$verb} INTO `{$table}` ({$column_list}) VALUES " . implode( ', ', $values ) ); // phpcs:ignore WordPress.DB.PreparedSQL
			$first = (int) $wpdb->insert_id;
			$ids   = array_merge( $ids, range( $first, $first + count( $chunk ) - 1 ) );
		}
		return $ids;
	}

	/**
	 * Adds to counters kept by key, creating those not there yet, each in one atomic statement.
	 *
	 * @param string           $table  Table with a primary key column `$key` and a number column `$column`.
	 * @param array<string,int> $deltas key => what to add (negative to take away).
	 */
	public static function add_to( string $table, string $key, string $column, array $deltas ): void {
		global $wpdb;
		$deltas = array_filter( $deltas );
		if ( ! $deltas ) {
			return;
		}
		if ( method_exists( $wpdb, 'get_driver' ) ) {
			$statement = $wpdb->get_driver()->get_connection()->get_pdo()->prepare(
				"INSERT INTO `{$table}` (`{$key}`, `{$column}`) VALUES (?, ?) ON CONFLICT(`{$key}`) DO UPDATE SET `{$column}` = `{$column}` + excluded.`{$column}`"
			);
			foreach ( $deltas as $name => $delta ) {
				$statement->execute( array( (string) $name, (int) $delta ) );
			}
			return;
		}
		foreach ( array_chunk( $deltas, 1000, true ) as $chunk ) {
			$values = array();
			foreach ( $chunk as $name => $delta ) {
				$values[] = $wpdb->prepare( '(%s, %d)', (string) $name, $delta );
			}
			$wpdb->query( "INSERT INTO `{$table}` (`{$key}`, `{$column}`) VALUES " . implode( ', ', $values ) . " ON DUPLICATE KEY UPDATE `{$column}` = `{$column}` + VALUES(`{$column}`)" ); // phpcs:ignore WordPress.DB.PreparedSQL
		}
	}
}
