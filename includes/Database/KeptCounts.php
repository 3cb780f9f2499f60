<?php
namespace Eventin\Database;

/**
 * Rows of a big table counted per status, kept as rows are added and moved, so a list's total for
 * all rows or one status needs no count over every row. A subclass names its table, the table it
 * counts and the statuses there are.
 */
abstract class KeptCounts {
	/** The table of the counts. */
	abstract public static function table(): string;

	/** The table whose rows are counted (by its `status` column). */
	abstract protected static function counted_table(): string;

	/** @return string[] Every status a row can have. */
	abstract protected static function statuses(): array;

	public static function schema( string $charset_collate ): string {
		$table = static::table();
		return "CREATE TABLE {$table} (
			status varchar(20) NOT NULL,
			total bigint(20) NOT NULL DEFAULT 0,
			PRIMARY KEY  (status)
		) {$charset_collate};";
	}

	/** Adds (or takes away) rows of a status. */
	public static function add( string $status, int $rows ): void {
		global $wpdb;
		if ( 0 !== $rows ) {
			$wpdb->query( $wpdb->prepare( 'UPDATE ' . static::table() . ' SET total = total + %d WHERE status = %s', $rows, $status ) );
		}
	}

	/** Rows of a status, or of all (''). */
	public static function total( string $status = '' ): int {
		$sum = Sql::text( 'SELECT SUM(total) FROM ' . static::table() );
		return (int) ( Reader::column( '' === $status ? $sum : $sum->append( Sql::of( ' WHERE status = ?', $status ) ) )[0] ?? 0 );
	}

	/** Counts every row again: a count for every status, 0 where there is none. */
	public static function rebuild(): void {
		global $wpdb;
		$counts = array_column( Reader::rows( 'SELECT status, COUNT(*) AS total FROM ' . static::counted_table() . ' GROUP BY status' ), 'total', 'status' );
		$wpdb->query( 'DELETE FROM ' . static::table() );
		foreach ( static::statuses() as $status ) {
			$wpdb->insert(
				static::table(),
				array(
					'status' => $status,
					'total'  => (int) ( $counts[ $status ] ?? 0 ),
				)
			);
		}
	}
}
