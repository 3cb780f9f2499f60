<?php
namespace Eventin\Database;

use Eventin\Events\Index;

/**
 * Finds rows by the words of their text through a words table (one row per word and row), so a
 * search reads an index instead of every row: each word searched must begin a word of the row's.
 */
final class WordSearch {
	/**
	 * A query of the rows that have every word of the search, as `{$id_column}` and `found_at` (the
	 * words table's `$found_at` column, which orders the rows); null when the search has no words.
	 */
	public static function matching_sql( string $table, string $id_column, string $found_at, string $search ): ?string {
		global $wpdb;
		$words = array();
		foreach ( Index::words( $search ) as $word ) {
			// Words hold only letters and digits: nothing in them is a LIKE wildcard.
			$like  = $wpdb->prepare( 'word LIKE %s', $word . '%' );
			$range = Reader::rows( "SELECT MIN(word) AS first, MAX(word) AS last, COUNT(*) AS found FROM {$table} WHERE {$like}" )[0] ?? array();
			// Most searched words begin one word only: then the index holds its rows once each, in
			// the order of the list.
			$exact   = isset( $range['first'] ) && $range['first'] === $range['last'];
			$words[] = array(
				'where' => $exact ? $wpdb->prepare( 'word = %s', $range['first'] ) : $like,
				'exact' => $exact,
				'found' => (int) ( $range['found'] ?? 0 ),
			);
		}
		if ( ! $words ) {
			return null;
		}
		// The rarest word leads; each other word is looked up among the words of its rows.
		usort( $words, static fn( $a, $b ) => $a['found'] <=> $b['found'] );
		$lead = array_shift( $words );
		$sql  = ( $lead['exact'] ? 'SELECT' : 'SELECT DISTINCT' ) . " w0.{$id_column}, w0.{$found_at} AS found_at FROM {$table} w0 WHERE w0.{$lead['where']}";
		foreach ( $words as $other ) {
			$sql .= " AND EXISTS (SELECT 1 FROM {$table} w1 WHERE w1.{$id_column} = w0.{$id_column} AND w1.{$other['where']})";
		}
		return $sql;
	}
}
