<?php
namespace Eventin\Database;

/**
 * Reads for hot paths (the event list). On SQLite the integration translates every MySQL query
 * with a parser written in PHP, which costs several times the query itself (measured: 6.6 ms
 * against 1.6 ms for 800 meta rows); the plain SQL used here means the same to both databases, so
 * on SQLite it goes to PDO directly, on the same connection (and transaction) as $wpdb, its values
 * bound by PDO. On MySQL the values are quoted by $wpdb->prepare().
 *
 * A query is an Sql (text with `?`s and its values) or a string of SQL text without values:
 * MySQL's quoting of a value means nothing to SQLite (a backslash escapes nothing there), so a
 * value pasted into the text is an injection on SQLite.
 */
final class Reader {
	/** @return array<int, array<string, string|null>> */
	public static function rows( Sql|string $sql ): array {
		global $wpdb;
		$sql = $sql instanceof Sql ? $sql : Sql::text( $wpdb->remove_placeholder_escape( $sql ) );
		$pdo = self::pdo();
		if ( $pdo && ! self::mysql_quoted( $sql ) ) {
			return self::fetch( $pdo, $sql, \PDO::FETCH_ASSOC );
		}
		return (array) $wpdb->get_results( $sql->prepared(), ARRAY_A );
	}

	/** @return array<int, string> The first column. */
	public static function column( Sql|string $sql ): array {
		global $wpdb;
		$sql = $sql instanceof Sql ? $sql : Sql::text( $wpdb->remove_placeholder_escape( $sql ) );
		$pdo = self::pdo();
		if ( $pdo && ! self::mysql_quoted( $sql ) ) {
			return self::fetch( $pdo, $sql, \PDO::FETCH_COLUMN );
		}
		return (array) $wpdb->get_col( $sql->prepared() );
	}

	/** Whether the site's database is SQLite (through the integration). */
	public static function is_sqlite(): bool {
		return null !== self::pdo();
	}

	/** The inner join that keeps the order written: STRAIGHT_JOIN on MySQL, CROSS JOIN on SQLite. */
	public static function join_in_order(): string {
		return self::pdo() ? 'CROSS JOIN' : 'STRAIGHT_JOIN';
	}

	/**
	 * Makes MySQL read a table through one index (after the table's name), where its estimate
	 * would pick a longer range; SQLite's planner picks right and has no such hint.
	 */
	public static function force_index( string $index ): string {
		return self::pdo() ? '' : " FORCE INDEX ({$index})";
	}

	/**
	 * Runs a query on PDO the way $wpdb would: a failure is logged and answers no rows, instead
	 * of an exception reaching the visitor.
	 */
	private static function fetch( \PDO $pdo, Sql $sql, int $mode ): array {
		global $wpdb;
		++$wpdb->num_queries;
		try {
			if ( ! $sql->values ) {
				return $pdo->query( $sql->text )->fetchAll( $mode );
			}
			$statement = $pdo->prepare( $sql->text );
			foreach ( $sql->values as $i => $value ) {
				$statement->bindValue( $i + 1, $value, self::type( $value ) );
			}
			$statement->execute();
			return $statement->fetchAll( $mode );
		} catch ( \PDOException $error ) {
			$wpdb->last_error = $error->getMessage();
			Outage::note( $sql->text, $error->getMessage() );
			error_log( 'Eventin query failed: ' . $error->getMessage() . ' in ' . $sql->text ); // phpcs:ignore Squiz.PHP.DiscouragedFunctions -- logged as $wpdb logs a failed MySQL query.
			return array();
		}
	}

	/**
	 * Whether text holds a value quoted the MySQL way (by $wpdb->prepare() or esc_sql()), which
	 * only the integration's translator reads right on SQLite: MySQL's quoting puts a backslash
	 * before every quote, backslash, NUL and line break, and SQL text of ours holds none.
	 */
	private static function mysql_quoted( Sql $sql ): bool {
		return ! $sql->values && str_contains( $sql->text, '\\' );
	}

	/** PDO's type for a value: whole numbers bind as integers (LIMIT takes no text). */
	private static function type( $value ): int {
		return null === $value ? \PDO::PARAM_NULL : ( is_int( $value ) ? \PDO::PARAM_INT : \PDO::PARAM_STR );
	}

	private static function pdo(): ?\PDO {
		global $wpdb;
		return method_exists( $wpdb, 'get_driver' ) ? $wpdb->get_driver()->get_connection()->get_pdo() : null;
	}
}
