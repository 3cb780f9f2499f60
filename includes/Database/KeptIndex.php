<?php
namespace Eventin\Database;

/**
 * An index of a list kept in step with its source (posts, users): rows per id in tables of its own
 * and how many ids each list has, moved by the difference whenever ids are indexed again, so a
 * page is a range of an index and its total a kept count. The source stays the truth; the index
 * follows writes through hooks and can be rebuilt from it. A subclass names its tables and id
 * column, reads states (what an id should be indexed as) from its source and from the index, and
 * says which lists a state is counted in and which rows it becomes.
 */
abstract class KeptIndex {
	/** The table of one row per indexed id, without the prefix. */
	protected const TABLE = '';

	/** The table of the words (or phrases) of the ids' names, for search, without the prefix. */
	protected const WORDS_TABLE = '';

	/** The table of how many ids each list has (list_key, total), without the prefix. */
	protected const COUNTS_TABLE = '';

	/** The id column of every row table. */
	protected const ID_COLUMN = '';

	/** @var array<string, int> By index class: writes running without syncing on every hook. */
	private static array $paused = array();

	public static function table(): string {
		global $wpdb;
		return $wpdb->prefix . static::TABLE;
	}

	public static function words_table(): string {
		global $wpdb;
		return $wpdb->prefix . static::WORDS_TABLE;
	}

	public static function counts_table(): string {
		global $wpdb;
		return $wpdb->prefix . static::COUNTS_TABLE;
	}

	/** @return string[] The tables, for dropping on uninstall. */
	public static function tables(): array {
		return array_merge( array_keys( static::columns() ), array( static::counts_table() ) );
	}

	/** @return string[] The schema of the index tables, for dbDelta. */
	abstract public static function schema( string $charset_collate ): array;

	/** Creates the tables (or brings them to the schema); changes no rows. */
	public static function install(): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		dbDelta( static::schema( $wpdb->get_charset_collate() ) );
	}

	/** The counts table's schema: the same for every index but for how long a list key may be. */
	protected static function counts_schema( string $charset_collate, int $key_length ): string {
		$counts = static::counts_table();
		return "CREATE TABLE {$counts} (
			list_key varchar({$key_length}) NOT NULL,
			total bigint(20) NOT NULL DEFAULT 0,
			PRIMARY KEY  (list_key)
		) {$charset_collate};";
	}

	/**
	 * The tables an id's rows are in (all keyed by ID_COLUMN), with their columns in the order of
	 * rows() values.
	 *
	 * @return array<string, string[]>
	 */
	abstract protected static function columns(): array;

	/**
	 * What the index should hold for ids, read from the source: null for an id not listed.
	 *
	 * @param int[] $ids
	 * @return array<int, array|null>
	 */
	abstract protected static function states( array $ids ): array;

	/**
	 * What the index holds for ids now, as much of states() as count_keys() reads.
	 *
	 * @param int[] $ids
	 * @return array<int, array|null>
	 */
	abstract protected static function indexed( array $ids ): array;

	/**
	 * The lists a state is counted in.
	 *
	 * @return string[]
	 */
	abstract protected static function count_keys( array $state ): array;

	/**
	 * The rows a state becomes, by table of columns().
	 *
	 * @return array<string, array[]>
	 */
	abstract protected static function rows( int $id, array $state ): array;

	/**
	 * The next ids of the source that may be listed, after $after in id order (states() decides):
	 * what rebuild() walks.
	 *
	 * @return int[]
	 */
	abstract protected static function source_ids( int $after, int $limit ): array;

	/**
	 * Runs a write without syncing on every hook; the writer syncs once afterwards.
	 *
	 * @template T
	 * @param callable(): T $write
	 * @return T
	 */
	public static function batch( callable $write ) {
		self::$paused[ static::class ] = ( self::$paused[ static::class ] ?? 0 ) + 1;
		try {
			return $write();
		} finally {
			--self::$paused[ static::class ];
		}
	}

	/** Whether a write is running in batch(): hooks then leave syncing to the writer. */
	protected static function paused(): bool {
		return ! empty( self::$paused[ static::class ] );
	}

	/** Brings one id's rows up to date (removes them when it is gone or not listed). */
	public static function sync( int $id ): void {
		static::index( array( $id ) );
	}

	/** Removes an id's rows whatever the source says (it is being deleted). */
	protected static function forget( int $id ): void {
		static::index( array( $id ), array( $id => null ) );
	}

	/**
	 * Indexes ids as they are (or as $states says), replacing what the index held for them and
	 * moving the counts by the difference.
	 *
	 * @param int[]                       $ids
	 * @param array<int, array|null>|null $states What to index instead of reading the source.
	 * @return int How many of them are listed.
	 */
	public static function index( array $ids, ?array $states = null ): int {
		global $wpdb;
		$ids = array_values( array_unique( array_filter( array_map( 'intval', $ids ) ) ) );
		if ( ! $ids ) {
			return 0;
		}
		$before = static::indexed( $ids );
		$after  = $states ?? static::states( $ids );
		$columns = static::columns();
		if ( array_filter( $before ) ) {
			foreach ( array_keys( $columns ) as $table ) {
				$wpdb->query( Sql::concat( 'DELETE FROM ' . Sql::name( $table ) . ' WHERE ' . Sql::name( static::ID_COLUMN ) . ' IN (', Sql::ids( $ids ), ')' )->prepared() );
			}
		}
		$rows   = array_fill_keys( array_keys( $columns ), array() );
		$listed = 0;
		foreach ( $ids as $id ) {
			if ( ! empty( $after[ $id ] ) ) {
				++$listed;
				foreach ( static::rows( $id, $after[ $id ] ) as $table => $table_rows ) {
					array_push( $rows[ $table ], ...$table_rows );
				}
			}
		}
		foreach ( $columns as $table => $names ) {
			Bulk::insert( $table, $names, $rows[ $table ], true );
		}
		$listed_of = static fn( array $states ) => array_values( array_filter( array_intersect_key( $states, array_flip( $ids ) ) ) );
		Bulk::move_counts( static::counts_table(), array( 'list_key' ), 'total', $listed_of( $before ), $listed_of( $after ), static fn( array $state ) => array_map( static fn( $key ) => array( $key ), static::count_keys( $state ) ) );
		return $listed;
	}

	/**
	 * Rebuilds the whole index from the source, a thousand ids at a time (the repair command).
	 *
	 * @param callable(int): void|null $progress Told how many are indexed after each thousand.
	 * @return int Ids indexed.
	 */
	public static function rebuild( ?callable $progress = null ): int {
		global $wpdb;
		foreach ( static::tables() as $table ) {
			$wpdb->query( 'DELETE FROM ' . Sql::name( $table ) );
		}
		$done = 0;
		$last = 0;
		do {
			$ids = static::source_ids( $last, 1000 );
			if ( $ids ) {
				$last  = end( $ids );
				$done += static::index( $ids );
				if ( $progress ) {
					$progress( $done );
				}
			}
		} while ( count( $ids ) === 1000 );
		return $done;
	}

	/** How many ids a list has (a key of count_keys()), as kept. */
	protected static function total( string $key ): int {
		return (int) ( Reader::column( Sql::of( 'SELECT total FROM ' . static::counts_table() . ' WHERE list_key = ?', $key ) )[0] ?? 0 );
	}
}
