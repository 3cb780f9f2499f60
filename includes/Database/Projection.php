<?php
namespace Eventin\Database;

/**
 * A table (or tables) the plugin keeps from others (counts, sums, indexes, word tables), with the
 * rebuild that recomputes it from its sources. A module declares it with callables, so neither its
 * tables' class nor its rebuild's loads before it is asked for.
 */
final class Projection {
	/** @var callable(): string[] */
	private $tables;

	/** @var callable(): void */
	private $rebuild;

	/** @var string[] */
	private array $keys;

	/**
	 * @param callable(): string[] $tables  Its tables' names (from their classes, never input).
	 * @param callable             $rebuild Recomputes them from their sources.
	 * @param string[]             $keys    Its key columns that hold numbers (an owner's id is no count).
	 */
	public function __construct( callable $tables, callable $rebuild, array $keys = array() ) {
		$this->tables  = $tables;
		$this->rebuild = $rebuild;
		$this->keys    = $keys;
	}

	/** @return string[] */
	public function tables(): array {
		return (array) call_user_func( $this->tables );
	}

	public function rebuild(): void {
		call_user_func( $this->rebuild );
	}

	/**
	 * What its tables hold that their sources do not give, and the other way round: the rebuild
	 * runs inside a transaction that is rolled back, so nothing changes.
	 *
	 * @return array<int, array{table: string, key: string, kept: ?string, true: ?string}> A row
	 *         each: its table, its first column's value, the row as kept and as recomputed
	 *         (JSON; null where there is none).
	 */
	public function drift(): array {
		$tables = $this->tables();
		$rows   = fn() => array_map( fn( string $table ) => self::rows( $table, $this->keys ), $tables );
		$before = $rows();
		$after  = Transaction::rolled_back(
			function () use ( $rows ) {
				$this->rebuild();
				return $rows();
			}
		);
		$drift = array();
		foreach ( $tables as $i => $table ) {
			array_push( $drift, ...self::differences( $table, $before[ $i ], $after[ $i ] ) );
		}
		return $drift;
	}

	/**
	 * A table's rows as JSON, each with how many times it is there. A row whose numbers (but those
	 * of its keys) are all 0 is left out: a count or sum gone back to nothing says what no row says
	 * (kept tables keep such rows, rebuilds write them or not).
	 *
	 * @param string   $table One of tables() (names from their classes, never input).
	 * @param string[] $keys  Its key columns that hold numbers.
	 * @return array<string, int>
	 */
	private static function rows( string $table, array $keys ): array {
		$rows = array();
		foreach ( Reader::rows( Sql::text( 'SELECT * FROM ' . Sql::name( $table ) ) ) as $row ) {
			$numbers = array_filter( array_diff_key( $row, array_flip( $keys ) ), 'is_numeric' );
			if ( ! $numbers || array_filter( $numbers, static fn( $value ) => 0.0 !== (float) $value ) ) {
				$rows[] = (string) wp_json_encode( array_map( 'strval', $row ) );
			}
		}
		return array_count_values( $rows );
	}

	/** The rows only one side has, paired by their first column where both have one. */
	private static function differences( string $table, array $kept, array $true ): array {
		$only = static function ( array $one, array $other ): array {
			$rows = array();
			foreach ( $one as $row => $times ) {
				$rows = array_merge( $rows, array_fill( 0, max( 0, $times - ( $other[ $row ] ?? 0 ) ), $row ) );
			}
			return $rows;
		};
		$key     = static fn( string $row ) => (string) ( array_values( (array) json_decode( $row, true ) )[0] ?? '' );
		$missing = array();
		foreach ( $only( $true, $kept ) as $row ) {
			$missing[ $key( $row ) ][] = $row;
		}
		$found = array();
		foreach ( $only( $kept, $true ) as $row ) {
			$found[] = array(
				'table' => $table,
				'key'   => $key( $row ),
				'kept'  => $row,
				'true'  => isset( $missing[ $key( $row ) ] ) ? array_shift( $missing[ $key( $row ) ] ) : null,
			);
		}
		foreach ( $missing as $name => $rows ) {
			foreach ( $rows as $row ) {
				$found[] = array(
					'table' => $table,
					'key'   => (string) $name,
					'kept'  => null,
					'true'  => $row,
				);
			}
		}
		return $found;
	}
}
