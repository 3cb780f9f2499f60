<?php
namespace Eventin\Events;

use Eventin\Database\Bulk;
use Eventin\Database\Reader;
use Eventin\Database\Sql;
use Eventin\Database\WordSearch;
use Eventin\Tickets\Tickets;
use Eventin\Time\LocalTime;

/**
 * The events index: one row per event with everything lists filter and sort by (post status,
 * parent, title, start and end as UTC instants, ticket total and sold count). Post meta stays the
 * source of truth; the index follows every change to an event and can be rebuilt from the posts.
 */
final class Index {
	/** The meta keys the index is computed from. */
	public const TIMING_KEYS = array( 'etn_start_date', 'etn_end_date', 'etn_start_time', 'etn_end_time', 'event_timezone' );

	/**
	 * The meta keys a list item is made of besides the times, kept with the category and tag ids
	 * in the row's `card` (stored values, unserialized by the reader), so a page of the list reads
	 * neither the meta nor the terms.
	 */
	public const CARD_KEYS = array( Event::META['timezone'], Location::META, Recurrence::META, Event::META['recurring_enabled'], '_thumbnail_id', Event::META['speakers'], Event::META['organizers'], Event::META['schedules'], Event::META['certificate_template'], Event::META['certificate'], Event::META['rsvp'] );

	/** While paused (during an API write), hooks leave syncing to the writer. */
	private static int $paused = 0;

	public static function table(): string {
		global $wpdb;
		return $wpdb->prefix . 'etn_events';
	}

	/**
	 * The words of event titles, for search: every word searched must begin a word of the title.
	 * Each word row carries its event's status and times, so a search pages and counts in the
	 * words' own index, in the list's order.
	 */
	public static function words_table(): string {
		global $wpdb;
		return $wpdb->prefix . 'etn_event_words';
	}

	/** How many events have each post status, so lists count without scanning the index. */
	public static function counts_table(): string {
		global $wpdb;
		return $wpdb->prefix . 'etn_event_counts';
	}

	/** @return string[] The schema of the index tables, for dbDelta. */
	public static function schema( string $charset_collate ): array {
		$words  = self::words_table();
		$counts = self::counts_table();
		return array(
			self::events_schema( $charset_collate ),
			"CREATE TABLE {$words} (
			word varchar(64) NOT NULL,
			event_id bigint(20) unsigned NOT NULL,
			post_status varchar(20) NOT NULL DEFAULT 'draft',
			start_utc bigint(20) NOT NULL DEFAULT 0,
			end_utc bigint(20) NOT NULL DEFAULT 0,
			PRIMARY KEY  (word,event_id),
			KEY event_id (event_id),
			KEY word_start (word,start_utc,event_id,post_status,end_utc)
		) {$charset_collate};",
			"CREATE TABLE {$counts} (
			post_status varchar(20) NOT NULL,
			events bigint(20) NOT NULL DEFAULT 0,
			PRIMARY KEY  (post_status)
		) {$charset_collate};",
			Days::schema( $charset_collate ),
			WordPairs::schema( $charset_collate ),
		);
	}

	private static function events_schema( string $charset_collate ): string {
		$table = self::table();
		return "CREATE TABLE {$table} (
			event_id bigint(20) unsigned NOT NULL,
			parent_id bigint(20) unsigned NOT NULL DEFAULT 0,
			owner_id bigint(20) unsigned NOT NULL DEFAULT 0,
			post_status varchar(20) NOT NULL DEFAULT 'draft',
			title varchar(255) NOT NULL DEFAULT '',
			start_utc bigint(20) NOT NULL DEFAULT 0,
			end_utc bigint(20) NOT NULL DEFAULT 0,
			total_ticket int(11) NOT NULL DEFAULT 0,
			sold_tickets int(11) NOT NULL DEFAULT 0,
			slug varchar(200) NOT NULL DEFAULT '',
			timezone varchar(64) NOT NULL DEFAULT '',
			place varchar(255) NOT NULL DEFAULT '',
			online_only tinyint(1) NOT NULL DEFAULT 0,
			card longtext NULL,
			PRIMARY KEY  (event_id),
			KEY status_start (post_status,start_utc,event_id,end_utc),
			KEY status_end_start (post_status,end_utc,start_utc),
			KEY start_utc (start_utc,event_id),
			KEY parent_id (parent_id),
			KEY owner_start (owner_id,start_utc,event_id)
		) {$charset_collate};";
	}


	/**
	 * Runs a write without syncing on every hook, then syncs the events it names once.
	 *
	 * @template T
	 * @param callable(): T $write
	 * @return T
	 */
	public static function batch( callable $write ) {
		++self::$paused;
		try {
			return $write();
		} finally {
			--self::$paused;
		}
	}

	public static function on_change( int $post_id ): void {
		if ( ! self::$paused ) {
			self::sync( $post_id );
		}
	}

	public static function on_meta( $meta_ids, int $post_id, string $key ): void {
		if ( ! self::$paused && in_array( $key, array_merge( self::TIMING_KEYS, self::CARD_KEYS ), true ) && PostType::NAME === get_post_type( $post_id ) ) {
			self::sync( $post_id );
		}
	}

	/**
	 * An event's categories or tags changed anywhere (set_object_terms: object, terms, term
	 * taxonomy ids, taxonomy; deleted_term_relationships: object, term taxonomy ids, taxonomy).
	 *
	 * @param int|string $object_id
	 */
	public static function on_terms( $object_id, ...$more ): void {
		$taxonomy = 3 === count( $more ) ? $more[2] : ( $more[1] ?? '' );
		if ( ! self::$paused && in_array( $taxonomy, array( Taxonomies::CATEGORY, Taxonomies::TAG ), true ) && PostType::NAME === get_post_type( (int) $object_id ) ) {
			self::sync( (int) $object_id );
		}
	}

	public static function on_delete( int $post_id, $post ): void {
		if ( $post instanceof \WP_Post && PostType::NAME === $post->post_type ) {
			self::remove( $post_id );
			Tickets::delete_for( $post_id );
		}
	}

	/** Takes an event out of the index. */
	private static function remove( int $event_id ): void {
		global $wpdb;
		$old = self::indexed( array( $event_id ) );
		$wpdb->delete( self::table(), array( 'event_id' => $event_id ) );
		$wpdb->delete( self::words_table(), array( 'event_id' => $event_id ) );
		if ( $old ) {
			self::count_changes( $old, array() );
			self::owner_changed( $event_id, (int) $old[0]['owner_id'], 0 );
		}
	}

	/** @return array[] The rows (event_id, owner_id, post_status, title, start_utc, end_utc) as indexed now. */
	private static function indexed( array $event_ids ): array {
		return Reader::rows( Sql::concat( 'SELECT event_id, owner_id, post_status, title, start_utc, end_utc FROM ' . self::table() . ' WHERE event_id IN (', Sql::ids( $event_ids ), ')' ) );
	}

	/**
	 * The owners of events as the index keeps them: event id => owner (0 for an event not indexed).
	 *
	 * @param int[] $event_ids
	 * @return array<int, int>
	 */
	public static function owners( array $event_ids ): array {
		$ids = array_values( array_unique( array_map( 'intval', $event_ids ) ) );
		if ( ! $ids ) {
			return array();
		}
		return array_map( 'intval', array_column( Reader::rows( Sql::concat( 'SELECT event_id, owner_id FROM ' . self::table() . ' WHERE event_id IN (', Sql::ids( $ids ), ')' ) ), 'owner_id', 'event_id' ) );
	}

	/** What is kept per owner follows an event whose owner changed (0: the event is gone). */
	private static function owner_changed( int $event_id, int $from, int $to ): void {
		if ( $from !== $to ) {
			/**
			 * An event's owner (its author) changed in the index, or the event was deleted (to 0).
			 *
			 * @param int $event_id
			 * @param int $from The owner it had.
			 * @param int $to   The owner it has.
			 */
			do_action( 'eventin_event_owner_changed', $event_id, $from, $to );
		}
	}

	/**
	 * Moves the status, day and word pair counts from the rows as they were to the rows as they are.
	 *
	 * @param array[] $before Rows (post_status, title, start_utc, end_utc) before the change.
	 * @param array[] $after  The same after it.
	 */
	private static function count_changes( array $before, array $after ): void {
		Days::move( $before, $after );
		WordPairs::move( $before, $after );
		Bulk::move_counts( self::counts_table(), array( 'post_status' ), 'events', $before, $after, static fn( array $row ) => array( array( $row['post_status'] ) ) );
	}

	/** Counts the statuses again from the index (after a rebuild, or rows written behind its back). */
	public static function recount(): void {
		global $wpdb;
		$wpdb->query( 'DELETE FROM ' . self::counts_table() );
		$wpdb->query( 'INSERT INTO ' . self::counts_table() . ' (post_status, events) SELECT post_status, COUNT(*) FROM ' . self::table() . ' GROUP BY post_status' );
		Days::recount();
	}

	/** Brings one event's row up to date (or removes it when the post is gone). */
	public static function sync( int $post_id ): void {
		global $wpdb;
		$post = get_post( $post_id );
		if ( ! $post || PostType::NAME !== $post->post_type ) {
			self::remove( $post_id );
			return;
		}
		// The stored values (every key's, unserialized only by readers).
		$stored = get_post_meta( $post_id );
		$meta   = array();
		foreach ( array_merge( self::TIMING_KEYS, self::CARD_KEYS ) as $key ) {
			$meta[ $key ] = (string) ( $stored[ $key ][0] ?? '' );
		}
		list( $total, $sold ) = Tickets::totals( Tickets::for_event( $post_id ) );
		$row                  = self::row( $post, $meta, $total, $sold, self::terms_of( array( $post_id ) )[ $post_id ] );
		$before               = self::indexed( array( $post_id ) );
		$wpdb->replace( self::table(), $row );
		self::count_changes( $before, array( $row ) );
		if ( $before ) {
			self::owner_changed( $post_id, (int) $before[0]['owner_id'], (int) $row['owner_id'] );
		}
		$wpdb->delete( self::words_table(), array( 'event_id' => $post_id ) );
		Bulk::insert( self::words_table(), self::WORD_COLUMNS, self::word_rows( $row ), true );
	}

	/** The columns of a word row. */
	private const WORD_COLUMNS = array( 'word', 'event_id', 'post_status', 'start_utc', 'end_utc' );

	/**
	 * The word rows of an index row.
	 *
	 * @return array<int, array>
	 */
	private static function word_rows( array $row ): array {
		return array_map( static fn( $word ) => array( $word, (int) $row['event_id'], $row['post_status'], (int) $row['start_utc'], (int) $row['end_utc'] ), WordSearch::words( $row['title'] ) );
	}

	/**
	 * The index row of an event.
	 *
	 * @param \WP_Post|object           $post  Fields ID, post_parent, post_author, post_status, post_title, post_name.
	 * @param array<string, string>     $meta  The timing meta, and the card's (stored values).
	 * @param array<string, int[]>|null $terms Category and tag ids (taxonomy => ids), for the card.
	 */
	public static function row( $post, array $meta, int $total, int $sold, ?array $terms = null ): array {
		list( $start, $end ) = self::instants( $meta );
		// In the order of CARD_KEYS, however the meta was read: the same event, the same row.
		$meta                = array_merge( array_intersect_key( array_flip( self::CARD_KEYS ), $meta ), $meta );
		$card                = array(
			'meta'  => array_map( static fn( $value ) => array( $value ), array_filter( array_intersect_key( $meta, array_flip( self::CARD_KEYS ) ), static fn( $value ) => '' !== $value ) ),
			'terms' => $terms,
		);
		$timezone            = (string) ( $meta[ Event::META['timezone'] ] ?? '' );
		list( $place, $online ) = Location::place( maybe_unserialize( (string) ( $meta[ Location::META ] ?? '' ) ) );
		return array(
			'event_id'     => (int) $post->ID,
			'parent_id'    => (int) $post->post_parent,
			'owner_id'     => (int) ( $post->post_author ?? 0 ),
			'post_status'  => $post->post_status,
			'title'        => mb_substr( $post->post_title, 0, 255 ),
			'start_utc'    => $start,
			'end_utc'      => $end,
			'total_ticket' => $total,
			'sold_tickets' => $sold,
			// What a calendar entry shows, so the calendar reads neither posts nor meta.
			'slug'         => (string) ( $post->post_name ?? '' ),
			'timezone'     => LocalTime::is_timezone( $timezone ) ? $timezone : 'UTC',
			'place'        => mb_substr( $place, 0, 255 ),
			'online_only'  => (int) $online,
			'card'         => null === $terms ? null : wp_json_encode( $card ),
		);
	}

	/**
	 * The category and tag ids of many events in one query.
	 *
	 * @param int[] $ids
	 * @return array<int, array<string, int[]>> event id => taxonomy => term ids
	 */
	public static function terms_of( array $ids ): array {
		global $wpdb;
		$terms = array_fill_keys(
			$ids,
			array(
				Taxonomies::CATEGORY => array(),
				Taxonomies::TAG      => array(),
			)
		);
		$rows  = Reader::rows(
			Sql::concat(
				"SELECT r.object_id, t.taxonomy, t.term_id FROM {$wpdb->term_relationships} r
				INNER JOIN {$wpdb->term_taxonomy} t ON t.term_taxonomy_id = r.term_taxonomy_id
				WHERE r.object_id IN (",
				Sql::ids( $ids ),
				') AND t.taxonomy IN (',
				Sql::list( array( Taxonomies::CATEGORY, Taxonomies::TAG ) ),
				') ORDER BY r.object_id, t.term_id'
			)
		);
		foreach ( $rows as $row ) {
			$terms[ (int) $row['object_id'] ][ $row['taxonomy'] ][] = (int) $row['term_id'];
		}
		return $terms;
	}

	/**
	 * Start and end instants from the timing meta. A missing start date means 0 (the epoch); a
	 * missing end means the start; an end before the start is read as the start.
	 *
	 * @return array{0: int, 1: int}
	 */
	public static function instants( array $meta ): array {
		$timezone   = $meta['event_timezone'] ?? '';
		$start_date = $meta['etn_start_date'] ?? '';
		if ( ! LocalTime::is_date( $start_date ) ) {
			return array( 0, 0 );
		}
		$end_date = LocalTime::is_date( $meta['etn_end_date'] ?? '' ) ? $meta['etn_end_date'] : $start_date;
		$start    = LocalTime::to_utc( $start_date, LocalTime::parse_time( $meta['etn_start_time'] ?? '' ) ?? '00:00', $timezone );
		$end      = LocalTime::to_utc( $end_date, LocalTime::parse_time( $meta['etn_end_time'] ?? '' ) ?? '23:59', $timezone );
		return array( $start, max( $start, $end ) );
	}

	public static function add_sold( int $event_id, int $quantity ): void {
		global $wpdb;
		$wpdb->query( $wpdb->prepare( 'UPDATE ' . self::table() . ' SET sold_tickets = sold_tickets + %d WHERE event_id = %d', $quantity, $event_id ) );
	}

	/** @return array<int, array> event id => index row, for many events in one query. */
	public static function rows( array $event_ids ): array {
		if ( ! $event_ids ) {
			return array();
		}
		$rows = Reader::rows( Sql::concat( 'SELECT * FROM ' . self::table() . ' WHERE event_id IN (', Sql::ids( $event_ids ), ')' ) );
		return array_column( array_map( array( self::class, 'typed' ), $rows ), null, 'event_id' );
	}

	/**
	 * The next published events to start after $now (an owner's only, when given), soonest first,
	 * at most $limit: the index rows' event_id, title, start_utc, end_utc, timezone, total_ticket
	 * and sold_tickets, as stored.
	 */
	public static function next_published( int $now, ?int $owner, int $limit ): array {
		return Reader::rows(
			Sql::concat(
				Sql::of( 'SELECT event_id, title, start_utc, end_utc, timezone, total_ticket, sold_tickets FROM ' . self::table() . " WHERE post_status = 'publish' AND start_utc > ?", $now ),
				null === $owner ? '' : Sql::of( ' AND owner_id = ?', $owner ),
				Sql::of( ' ORDER BY start_utc ASC, event_id ASC LIMIT ?', $limit )
			)
		);
	}

	/** The title of the first published event not ended at $now that has a paid ticket type, or null (one bounded query). */
	public static function first_paid_title( int $now ): ?string {
		global $wpdb;
		$title = $wpdb->get_var(
			$wpdb->prepare(
				'SELECT e.title FROM ' . self::table() . ' e JOIN ' . Tickets::table() . " t ON t.event_id = e.event_id WHERE e.post_status = 'publish' AND e.end_utc > %d AND t.price_minor > 0 ORDER BY e.start_utc LIMIT 1",
				$now
			)
		);
		return null === $title ? null : (string) $title;
	}

	private static function typed( array $row ): array {
		foreach ( array( 'event_id', 'parent_id', 'owner_id', 'start_utc', 'end_utc', 'total_ticket', 'sold_tickets' ) as $key ) {
			$row[ $key ] = (int) $row[ $key ];
		}
		$row['card'] = isset( $row['card'] ) ? json_decode( $row['card'], true ) : null;
		return $row;
	}

	/**
	 * One page of event ids and the total matching, newest start first, and the page's index rows
	 * when the page was read from the index itself (not from the words).
	 *
	 * @param array{status?: string, from?: int|null, to?: int|null, search?: string, parent?: int|null, owner?: int|null} $filters
	 *        from/to: UTC instants; events overlapping [from, to) match. owner: a vendor's events only,
	 *        counted among their own rows (the kept counts are the site's).
	 * @return array{0: int[], 1: int, 2?: array<int, array>}
	 */
	public static function query( array $filters, int $page, int $per_page, ?int $now = null ): array {
		$now    = $now ?? time();
		$status = $filters['status'] ?? 'all';
		// Conditions on what both the index and the words carry: the status and the times.
		$where = array( Status::where_sql( $status, $now ) );
		if ( isset( $filters['to'] ) ) {
			$where[] = Sql::of( 'start_utc < ?', (int) $filters['to'] );
		}
		if ( isset( $filters['from'] ) ) {
			$where[] = Sql::of( 'end_utc > ?', (int) $filters['from'] );
		}
		// Conditions on what only the index carries.
		$mine = array();
		if ( isset( $filters['parent'] ) ) {
			$mine[] = Sql::of( 'parent_id = ?', (int) $filters['parent'] );
		}
		if ( isset( $filters['owner'] ) ) {
			$mine[] = Sql::of( 'owner_id = ?', (int) $filters['owner'] );
		}
		$offset = ( $page - 1 ) * $per_page;
		$search = trim( (string) ( $filters['search'] ?? '' ) );
		$words  = WordSearch::ranked( self::words_table(), $search );
		if ( '' !== $search && ! $words ) {
			// Nothing to look for (only punctuation): nothing is found.
			return array( array(), 0 );
		}
		if ( $words ) {
			// Two whole words in a list of post statuses only are counted by their pair.
			$pair  = 2 === count( $words ) && $words[0]['exact'] && $words[1]['exact'] && 1 === count( $where ) && ! $mine && in_array( $status, array( 'all', 'draft', 'pending', 'trash' ), true );
			$total = $pair ? WordPairs::count( $words[0]['word'], $words[1]['word'], Days::statuses_sql( $status ) ) : null;
			return self::search( $words, $where, $mine, $per_page, $offset, $total );
		}
		$timed = isset( $filters['from'] ) || isset( $filters['to'] );
		// A deep page starts from the day it reaches (keyset) instead of stepping over every row
		// before; the same read counts.
		$seek = $mine || $timed ? null : Days::seek( $status, $offset, $now );
		if ( $seek ) {
			list( $before, $offset, $total ) = $seek;
			if ( null === $before ) {
				return array( array(), $total );
			}
			$where[] = Sql::of( 'start_utc < ?', $before );
		} else {
			$total = match ( true ) {
				// A parent's occurrences, a vendor's events, or a time filter within a date range: ranges of their own size.
				(bool) $mine, $timed && in_array( $status, array( 'upcoming', 'ongoing', 'past' ), true ) => null,
				$timed => Days::count_overlapping( $status, $filters['from'] ?? null, $filters['to'] ?? null ),
				default => self::count_status( $status, $now ),
			};
		}
		$from    = Sql::concat( ' FROM ' . self::table() . ' WHERE ', Sql::join( ' AND ', array_merge( $where, $mine ) ) );
		$rows    = array_map( array( self::class, 'typed' ), Reader::rows( Sql::concat( 'SELECT *', $from, ' ORDER BY start_utc DESC, event_id DESC', Sql::of( ' LIMIT ? OFFSET ?', $per_page, $offset ) ) ) );
		$total ??= (int) ( Reader::column( Sql::concat( 'SELECT COUNT(*)', $from ) )[0] ?? 0 );
		return array( array_column( $rows, 'event_id' ), $total, array_column( $rows, null, 'event_id' ) );
	}

	/**
	 * A page of the events whose title has every searched word, and how many there are, from the
	 * words' index alone: its rows carry each event's status and times in the list's order. The
	 * rarest word leads the page (each other word looked up among its events' words); several
	 * words are counted as the intersection of their rows, unless the caller knows the total.
	 *
	 * @param array[] $words Ranked words (WordSearch::ranked()).
	 * @param Sql[]   $where Conditions on post_status, start_utc and end_utc.
	 * @param Sql[]   $mine  Conditions on parent_id and owner_id.
	 * @return array{0: int[], 1: int}
	 */
	private static function search( array $words, array $where, array $mine, int $per_page, int $offset, ?int $total ): array {
		$table = self::words_table();
		// The parent and the owner are not in the words: ask the index for them, event by event.
		foreach ( $mine as $condition ) {
			$where[] = Sql::concat( 'event_id IN (SELECT event_id FROM ' . self::table() . ' WHERE ', $condition, ')' );
		}
		$filter = Sql::join( ' AND ', $where );
		$page   = Sql::concat( ( $words[0]['exact'] ? 'SELECT event_id, start_utc' : 'SELECT DISTINCT event_id, start_utc' ) . " FROM {$table} w0 WHERE ", WordSearch::word_sql( $words[0], 'w0' ), ' AND ', $filter );
		foreach ( array_slice( $words, 1 ) as $word ) {
			$page = $page->append( " AND EXISTS (SELECT 1 FROM {$table} w1 WHERE w1.event_id = w0.event_id AND ", WordSearch::word_sql( $word, 'w1' ), ')' );
		}
		$ids = Reader::column( $page->append( ' ORDER BY start_utc DESC, event_id DESC', Sql::of( ' LIMIT ? OFFSET ?', $per_page, $offset ) ) );
		if ( null === $total ) {
			$found   = static fn( Sql $select, array $word ) => Sql::concat( $select, " FROM {$table} w0 WHERE ", WordSearch::word_sql( $word, 'w0' ), ' AND ', $filter );
			$counted = 1 === count( $words ) && $words[0]['exact']
				? $found( Sql::text( 'SELECT COUNT(*)' ), $words[0] )
				: Sql::concat( 'SELECT COUNT(*) FROM (', Sql::join( ' INTERSECT ', array_map( static fn( $word ) => $found( Sql::text( 'SELECT event_id' ), $word ), $words ) ), ') found' );
			$total   = (int) ( Reader::column( $counted )[0] ?? 0 );
		}
		return array( array_map( 'intval', $ids ), $total );
	}

	/**
	 * How many events a status filter selects, without scanning the index: the status counts, and
	 * for the time-bound filters the day counts (Days).
	 */
	private static function count_status( string $filter, int $now ): int {
		if ( in_array( $filter, array( 'upcoming', 'ongoing', 'past' ), true ) ) {
			return Days::count( $filter, $now );
		}
		$counts = array_map( 'intval', array_column( Reader::rows( Sql::text( 'SELECT post_status, events FROM ' . self::counts_table() ) ), 'events', 'post_status' ) );
		return match ( $filter ) {
			'trash'   => $counts['trash'] ?? 0,
			'pending' => $counts['pending'] ?? 0,
			'draft'   => array_sum( array_diff_key( $counts, array_flip( array( 'publish', 'pending', 'trash' ) ) ) ),
			default   => array_sum( array_diff_key( $counts, array( 'trash' => 0 ) ) ),
		};
	}

	/**
	 * Rebuilds the whole index from the posts, in batches (the repair command).
	 *
	 * @return int Events indexed.
	 */
	public static function rebuild( ?callable $progress = null ): int {
		global $wpdb;
		$wpdb->query( 'DELETE FROM ' . self::table() );
		$wpdb->query( 'DELETE FROM ' . self::words_table() );
		$wpdb->query( 'DELETE FROM ' . self::counts_table() );
		$wpdb->query( 'DELETE FROM ' . Days::table() );
		$wpdb->query( 'DELETE FROM ' . WordPairs::table() );
		$done = 0;
		$last = 0;
		do {
			$posts = $wpdb->get_results( $wpdb->prepare( "SELECT ID, post_parent, post_author, post_status, post_title, post_name FROM {$wpdb->posts} WHERE post_type = %s AND ID > %d ORDER BY ID LIMIT 1000", PostType::NAME, $last ) );
			if ( $posts ) {
				$last  = (int) end( $posts )->ID;
				$done += self::index_posts( $posts );
				if ( $progress ) {
					$progress( $done );
				}
			}
		} while ( count( $posts ) === 1000 );
		return $done;
	}

	/**
	 * Indexes posts (rows with ID, post_parent, post_author, post_status, post_title, post_name) with two reads in all.
	 *
	 * @param object[] $posts
	 */
	public static function index_posts( array $posts ): int {
		global $wpdb;
		if ( ! $posts ) {
			return 0;
		}
		$ids  = Sql::ids( array_map( static fn( $post ) => (int) $post->ID, $posts ) );
		$keys = Sql::list( array_merge( self::TIMING_KEYS, self::CARD_KEYS ) );
		$meta = array();
		foreach ( (array) $wpdb->get_results( Sql::concat( "SELECT post_id, meta_key, meta_value FROM {$wpdb->postmeta} WHERE post_id IN (", $ids, ') AND meta_key IN (', $keys, ') ORDER BY meta_id DESC' )->prepared() ) as $row ) {
			// The first value of a key, as get_post_meta( …, true ) reads it.
			$meta[ (int) $row->post_id ][ $row->meta_key ] = $row->meta_value;
		}
		$terms = self::terms_of( array_map( static fn( $post ) => (int) $post->ID, $posts ) );
		$totals = array();
		foreach ( (array) $wpdb->get_results( Sql::concat( 'SELECT event_id, SUM(sold) AS sold, SUM(capacity) AS capacity, MIN(capacity) AS lowest FROM ' . Tickets::table() . ' WHERE event_id IN (', $ids, ') GROUP BY event_id' )->prepared() ) as $row ) {
			$totals[ (int) $row->event_id ] = array( (int) $row->lowest < 0 ? -1 : (int) $row->capacity, (int) $row->sold );
		}
		$rows  = array();
		$words = array();
		foreach ( $posts as $post ) {
			list( $total, $sold ) = $totals[ (int) $post->ID ] ?? array( 0, 0 );
			$rows[]               = self::row( $post, $meta[ (int) $post->ID ] ?? array(), $total, $sold, $terms[ (int) $post->ID ] );
			array_push( $words, ...self::word_rows( end( $rows ) ) );
		}
		$before = self::indexed( array_column( $rows, 'event_id' ) );
		$wpdb->query( Sql::concat( 'DELETE FROM ' . self::words_table() . ' WHERE event_id IN (', $ids, ')' )->prepared() );
		Bulk::insert( self::table(), array_keys( $rows[0] ), $rows, true );
		Bulk::insert( self::words_table(), self::WORD_COLUMNS, $words );
		self::count_changes( $before, $rows );
		return count( $rows );
	}
}
