<?php
namespace Eventin\Schedules;

use Eventin\Database\KeptIndex;
use Eventin\Database\Reader;
use Eventin\Database\Sql;
use Eventin\Database\WordSearch;
use Eventin\Time\LocalTime;
use WP_Post;

/**
 * The schedules index: one row per listed schedule (published or draft, or in the trash) with its
 * date as a sort key (YYYYMMDD, 0 without a date), the phrases of its title (for search: the
 * title's words from each word to the end) and how many schedules each list has (all, a year; in
 * the trash or not), kept as rows come and go. The posts and their date meta stay the source of truth:
 * the index follows our writes and WordPress's own post and meta hooks, and can be rebuilt from the
 * posts (`npm run reindex`).
 */
final class Index extends KeptIndex {
	protected const TABLE = 'etn_schedules';

	/** The phrases of the titles, with what the list filters and sorts by. */
	protected const WORDS_TABLE = 'etn_schedule_words';

	/** How many schedules each list has: live, trash, live:YYYY, trash:YYYY. */
	protected const COUNTS_TABLE = 'etn_schedule_counts';

	protected const ID_COLUMN = 'schedule_id';

	/** The post statuses listed: publish and draft in the list, trash in the trash. */
	private const STATUSES = array( 'publish', 'draft', 'trash' );

	/** The longest phrase kept (characters), short enough for a key on any MySQL. */
	private const PHRASE_LENGTH = 160;

	/** @return string[] The schema of the index tables, for dbDelta. */
	public static function schema( string $charset_collate ): array {
		$table = self::table();
		$words = self::words_table();
		return array(
			"CREATE TABLE {$table} (
			schedule_id bigint(20) unsigned NOT NULL,
			trashed tinyint(1) NOT NULL DEFAULT 0,
			sort_key int(11) NOT NULL DEFAULT 0,
			PRIMARY KEY  (schedule_id),
			KEY list_order (trashed,sort_key,schedule_id)
		) {$charset_collate};",
			"CREATE TABLE {$words} (
			phrase varchar(160) NOT NULL,
			schedule_id bigint(20) unsigned NOT NULL,
			trashed tinyint(1) NOT NULL DEFAULT 0,
			sort_key int(11) NOT NULL DEFAULT 0,
			PRIMARY KEY  (phrase,schedule_id),
			KEY phrase_list (phrase,trashed,sort_key,schedule_id),
			KEY schedule_id (schedule_id)
		) {$charset_collate};",
			self::counts_schema( $charset_collate, 32 ),
		);
	}

	/** @param int|string $post_id */
	public static function on_change( $post_id ): void {
		if ( ! self::paused() ) {
			self::sync( (int) $post_id );
		}
	}

	/** @param int|string $post_id */
	public static function on_meta( $meta_ids, $post_id, $key ): void {
		if ( ! self::paused() && Schedule::DATE_META === $key && PostType::NAME === get_post_type( (int) $post_id ) ) {
			self::sync( (int) $post_id );
		}
	}

	/** @param int|string $post_id */
	public static function on_delete( $post_id, $post ): void {
		if ( $post instanceof WP_Post && PostType::NAME === $post->post_type ) {
			self::forget( (int) $post_id );
		}
	}

	/**
	 * The phrases of a title: its words from each word to the end, 'day 1 keynotes', '1 keynotes',
	 * 'keynotes' for 'Day 1 — Keynotes' (the first 40 words; each at most PHRASE_LENGTH long).
	 *
	 * @return string[]
	 */
	public static function phrases( string $title ): array {
		$words   = array_slice( WordSearch::split( $title ), 0, 40 );
		$phrases = array();
		foreach ( array_keys( $words ) as $start ) {
			$phrases[] = rtrim( mb_substr( implode( ' ', array_slice( $words, $start ) ), 0, self::PHRASE_LENGTH ) );
		}
		return array_values( array_unique( $phrases ) );
	}

	/** The sort key of a date: 2026-05-01 → 20260501; 0 for anything that is not a date. */
	public static function sort_key( string $date ): int {
		return LocalTime::is_date( $date ) ? (int) str_replace( '-', '', $date ) : 0;
	}

	/**
	 * The lists a schedule is counted in.
	 *
	 * @param array{trashed: int, sort_key: int, title: string} $state
	 * @return string[]
	 */
	protected static function count_keys( array $state ): array {
		$list = $state['trashed'] ? 'trash' : 'live';
		$year = intdiv( $state['sort_key'], 10000 );
		return $year ? array( $list, "{$list}:{$year}" ) : array( $list );
	}

	/**
	 * What the index should hold for posts, read straight from the tables (hooks run before the
	 * caches are brought up to date).
	 *
	 * @param int[] $post_ids
	 * @return array<int, array{trashed: int, sort_key: int, title: string}|null>
	 */
	protected static function states( array $post_ids ): array {
		global $wpdb;
		$ids   = Sql::ids( $post_ids );
		$posts = array_column( Reader::rows( Sql::concat( "SELECT ID, post_status, post_title FROM {$wpdb->posts} WHERE ID IN (", $ids, Sql::of( ') AND post_type = ?', PostType::NAME ) ) ), null, 'ID' );
		$dates = array();
		// The posts' meta rows by post (SQLite would rather read the key's index, which holds every
		// schedule's), the first date of each kept: the one get_post_meta() reads.
		foreach ( Reader::rows( Sql::concat( "SELECT meta_id, post_id, meta_key, meta_value FROM {$wpdb->postmeta} WHERE post_id IN (", $ids, ')' ) ) as $row ) {
			if ( Schedule::DATE_META === $row['meta_key'] && (int) $row['meta_id'] < ( $dates[ (int) $row['post_id'] ][0] ?? PHP_INT_MAX ) ) {
				$dates[ (int) $row['post_id'] ] = array( (int) $row['meta_id'], (string) $row['meta_value'] );
			}
		}
		$states = array();
		foreach ( $post_ids as $id ) {
			$post           = $posts[ $id ] ?? null;
			$states[ $id ] = $post && in_array( $post['post_status'], self::STATUSES, true )
				? array(
					'trashed'  => 'trash' === $post['post_status'] ? 1 : 0,
					'sort_key' => self::sort_key( $dates[ $id ][1] ?? '' ),
					'title'    => (string) $post['post_title'],
				)
				: null;
		}
		return $states;
	}

	/**
	 * What the index holds for posts now (without the title, which counts nothing).
	 *
	 * @param int[] $post_ids
	 * @return array<int, array|null>
	 */
	protected static function indexed( array $post_ids ): array {
		$states = array_fill_keys( $post_ids, null );
		foreach ( Reader::rows( Sql::concat( 'SELECT schedule_id, trashed, sort_key FROM ' . self::table() . ' WHERE schedule_id IN (', Sql::ids( $post_ids ), ')' ) ) as $row ) {
			$states[ (int) $row['schedule_id'] ] = array(
				'trashed'  => (int) $row['trashed'],
				'sort_key' => (int) $row['sort_key'],
				'title'    => '',
			);
		}
		return $states;
	}

	protected static function columns(): array {
		return array(
			self::table()       => array( 'schedule_id', 'trashed', 'sort_key' ),
			self::words_table() => array( 'phrase', 'schedule_id', 'trashed', 'sort_key' ),
		);
	}

	/** A schedule's row and a row per phrase of its title. */
	protected static function rows( int $id, array $state ): array {
		return array(
			self::table()       => array( array( $id, $state['trashed'], $state['sort_key'] ) ),
			self::words_table() => array_map( static fn( $phrase ) => array( $phrase, $id, $state['trashed'], $state['sort_key'] ), self::phrases( $state['title'] ) ),
		);
	}

	protected static function source_ids( int $after, int $limit ): array {
		global $wpdb;
		return array_map( 'intval', Reader::column( Sql::of( "SELECT ID FROM {$wpdb->posts} WHERE post_type = ? AND ID > ? ORDER BY ID LIMIT ?", PostType::NAME, $after, $limit ) ) );
	}

	/**
	 * One page of schedule ids, newest date first (then newest id), and how many there are in all.
	 * The page is a range of an index, the total a kept count; a search reads a range of the
	 * phrases' index.
	 *
	 * @param array{search?: string, year?: ?int, trash?: bool} $filters
	 * @return array{0: int[], 1: int}
	 */
	public static function query( array $filters, int $page, int $per_page ): array {
		$trashed = empty( $filters['trash'] ) ? 0 : 1;
		$year    = (int) ( $filters['year'] ?? 0 );
		$search  = trim( (string) ( $filters['search'] ?? '' ) );
		$offset  = ( max( 1, $page ) - 1 ) * $per_page;
		$order   = Sql::of( ' ORDER BY sort_key DESC, schedule_id DESC LIMIT ? OFFSET ?', $per_page, $offset );
		$where   = Sql::of( 'trashed = ?', $trashed );
		if ( $year ) {
			$where = $where->append( Sql::of( ' AND sort_key BETWEEN ? AND ?', $year * 10000 + 101, $year * 10000 + 1231 ) );
		}
		if ( '' === $search ) {
			$ids = Reader::column( Sql::concat( 'SELECT schedule_id FROM ' . self::table() . ' WHERE ', $where, $order ) );
			$key = ( $trashed ? 'trash' : 'live' ) . ( $year ? ":{$year}" : '' );
			return array( array_map( 'intval', $ids ), self::total( $key ) );
		}
		// The words searched, in that order, from the start of a word of the title; the last may
		// be the beginning of a word ('day 1' finds 'Day 1 — Keynotes' and 'Day 12', not 'Day 2').
		$phrase = rtrim( mb_substr( implode( ' ', WordSearch::split( $search ) ), 0, self::PHRASE_LENGTH ) );
		if ( '' === $phrase ) {
			// Nothing to look for (only punctuation): nothing is found.
			return array( array(), 0 );
		}
		// One pass over the phrases' index finds the page and counts; past the last page the
		// window counts nothing.
		$from  = Sql::concat( ' FROM (SELECT DISTINCT schedule_id, sort_key FROM ' . self::words_table() . ' WHERE ', WordSearch::prefix_sql( $phrase, 'phrase' ), ' AND ', $where, ') m' );
		$rows  = Reader::rows( Sql::concat( 'SELECT schedule_id, COUNT(*) OVER () AS total', $from, $order ) );
		$total = $rows || 0 === $offset ? (int) ( $rows[0]['total'] ?? 0 ) : (int) ( Reader::column( Sql::concat( 'SELECT COUNT(*)', $from ) )[0] ?? 0 );
		return array( array_map( 'intval', array_column( $rows, 'schedule_id' ) ), $total );
	}
}
