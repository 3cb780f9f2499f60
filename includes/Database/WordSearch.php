<?php
namespace Eventin\Database;

/**
 * Finds rows by the words of their text through a words table (one row per word and row), so a
 * search reads an index instead of every row: each word searched must begin a word of the row's.
 */
final class WordSearch {
	/** Rows counted to tell a rare word from a common one; past it, words are equally common. */
	private const RARITY_CAP = 1000;

	/**
	 * The words of a text, as words tables hold them and searches look for them: lower case, split
	 * at anything but letters and digits, each once, the first 40, each at most 64 characters.
	 *
	 * @return string[]
	 */
	public static function words( string $text ): array {
		return array_slice( array_values( array_unique( array_map( static fn( $word ) => mb_substr( $word, 0, 64 ), self::split( $text ) ) ) ), 0, 40 );
	}

	/**
	 * A text's words in order, each as often as it stands there: lower case, split at anything but
	 * letters and digits (what words() and the schedules' title phrases are made of).
	 *
	 * @return string[]
	 */
	public static function split( string $text ): array {
		return (array) preg_split( '/[^\p{L}\p{N}]+/u', mb_strtolower( $text ), -1, PREG_SPLIT_NO_EMPTY );
	}

	/**
	 * The words that begin with $word, as a condition an index answers: a range of the binary
	 * order on SQLite (whose LIKE reads every row), LIKE on MySQL (whose collation it follows).
	 * Words hold only letters and digits (and spaces between them): nothing in them is a LIKE
	 * wildcard.
	 */
	public static function prefix_sql( string $word, string $column = 'word' ): Sql {
		if ( ! Reader::is_sqlite() ) {
			return Sql::of( "{$column} LIKE ?", $word . '%' );
		}
		$last = mb_ord( mb_substr( $word, -1 ) );
		$next = mb_substr( $word, 0, -1 ) . mb_chr( $last + 1 );
		return Sql::of( "{$column} >= ? AND {$column} < ?", $word, $next );
	}

	/** The condition of one searched word (of ranked()) on the words table $alias. */
	public static function word_sql( array $word, string $alias ): Sql {
		return $word['exact']
			? Sql::of( "{$alias}.word = ?", $word['word'] )
			: self::prefix_sql( $word['word'], "{$alias}.word" );
	}

	/**
	 * The searched words, rarest first, each { word, exact, found (up to RARITY_CAP) }: `exact`
	 * when the word begins one word of the table only (then it is that word).
	 *
	 * @return array[]
	 */
	public static function ranked( string $table, string $search ): array {
		$words = array();
		foreach ( self::words( $search ) as $word ) {
			$prefix = self::prefix_sql( $word );
			// The first and last word it begins, and how many rows it finds up to RARITY_CAP: each
			// an index seek, where a MIN/MAX/COUNT would read every word it begins. (Every words
			// table's primary key begins with the word: MariaDB would rather walk the id index
			// until it met RARITY_CAP matches, 3.5 ms for 900 speakers called Grace.)
			$range = Reader::rows(
				Sql::concat(
					"SELECT (SELECT word FROM {$table} WHERE ",
					$prefix,
					" ORDER BY word LIMIT 1) AS first, (SELECT word FROM {$table} WHERE ",
					$prefix,
					" ORDER BY word DESC LIMIT 1) AS last, (SELECT COUNT(*) FROM (SELECT 1 FROM {$table}" . Reader::force_index( 'PRIMARY' ) . ' WHERE ',
					$prefix,
					' LIMIT ' . self::RARITY_CAP . ') c) AS found'
				)
			)[0] ?? array();
			// Most searched words begin one word only: then the index holds its rows once each, in
			// the order of the list.
			$exact   = isset( $range['first'] ) && $range['first'] === $range['last'];
			$words[] = array(
				'word'  => $exact ? $range['first'] : $word,
				'exact' => $exact,
				'found' => (int) ( $range['found'] ?? 0 ),
			);
		}
		usort( $words, static fn( $a, $b ) => $a['found'] <=> $b['found'] );
		return $words;
	}

	/** The rows with the lead word that have every other word too, as the FROM … WHERE of a query. */
	private static function from_sql( string $table, string $id_column, array $words ): Sql {
		$lead = array_shift( $words );
		$sql  = Sql::concat( " FROM {$table} w0 WHERE ", self::word_sql( $lead, 'w0' ) );
		foreach ( $words as $other ) {
			$sql = $sql->append( " AND EXISTS (SELECT 1 FROM {$table} w1 WHERE w1.{$id_column} = w0.{$id_column} AND ", self::word_sql( $other, 'w1' ), ')' );
		}
		return $sql;
	}

	/**
	 * What a search finds, as two queries: `rows` of `{$id_column}` and `found_at` (the words
	 * table's `$found_at` column, which orders them) and `count`, how many, counted in the words'
	 * index; null when the search has no words. The rarest word leads; each other word is looked
	 * up among the words of its rows.
	 *
	 * @param string $counts_table A table of how many rows have each word (word, total), kept as
	 *                             words come and go; '' for none.
	 * @return array{rows: Sql, count: Sql}|null
	 */
	public static function search( string $table, string $id_column, string $found_at, string $search, string $counts_table = '' ): ?array {
		$words = self::ranked( $table, $search );
		if ( ! $words ) {
			return null;
		}
		$from  = self::from_sql( $table, $id_column, $words );
		$exact = $words[0]['exact'];
		$count = Sql::concat( 'SELECT ' . ( $exact ? 'COUNT(*)' : "COUNT(DISTINCT w0.{$id_column})" ), $from );
		if ( 1 === count( $words ) && $exact ) {
			// One word found fewer than RARITY_CAP times was counted whole while its rarity was
			// measured; a commoner one has its count kept.
			if ( $words[0]['found'] < self::RARITY_CAP ) {
				$count = Sql::of( 'SELECT ?', $words[0]['found'] );
			} elseif ( '' !== $counts_table ) {
				$count = Sql::of( "SELECT total FROM {$counts_table} WHERE word = ?", $words[0]['word'] );
			}
		}
		return array(
			'rows'  => Sql::concat( ( $exact ? 'SELECT' : 'SELECT DISTINCT' ) . " w0.{$id_column}, w0.{$found_at} AS found_at", $from ),
			'count' => $count,
		);
	}
}
