<?php
namespace Eventin\Speakers;

use Eventin\Database\Bulk;
use Eventin\Database\Reader;
use Eventin\Database\WordSearch;
use Eventin\Events\Index as EventIndex;

/**
 * The speakers index: one row per user holding the speaker or organizer role (the roles as flags,
 * the display name as the sort key, and what the list's item is made of as JSON: the user's fields
 * and meta as Speaker::sources() reads them), one row per group membership (a group's page is a range of
 * its index in name order), the words of each name (search: every word searched begins a word of
 * the name) and the counts per role and group, kept as rows come and go. The users and their meta
 * stay the source of truth: the index follows our writes and WordPress's own user and term hooks,
 * and can be rebuilt from the users (`npm run reindex`).
 */
final class Index {
	/** While paused (during a speaker write), hooks leave syncing to the writer. */
	private static int $paused = 0;

	/** The group being deleted: its members' term changes are taken care of at once. */
	private static int $deleting_group = 0;

	public static function table(): string {
		global $wpdb;
		return $wpdb->prefix . 'etn_speakers';
	}

	/** Group memberships: group id, the member's name (the sort key) and user id. */
	public static function groups_table(): string {
		global $wpdb;
		return $wpdb->prefix . 'etn_speaker_groups';
	}

	/** The words of the names, with the name to page a search in list order. */
	public static function words_table(): string {
		global $wpdb;
		return $wpdb->prefix . 'etn_speaker_words';
	}

	/** How many speakers each list has: all, speaker, organizer, group:ID, group:ID:speaker… */
	public static function counts_table(): string {
		global $wpdb;
		return $wpdb->prefix . 'etn_speaker_counts';
	}

	/** @return string[] The tables, for dropping on uninstall. */
	public static function tables(): array {
		return array( self::table(), self::groups_table(), self::words_table(), self::counts_table() );
	}

	/** @return string[] The schema of the index tables, for dbDelta. */
	public static function schema( string $charset_collate ): array {
		$table  = self::table();
		$groups = self::groups_table();
		$words  = self::words_table();
		$counts = self::counts_table();
		return array(
			"CREATE TABLE {$table} (
			user_id bigint(20) unsigned NOT NULL,
			is_speaker tinyint(1) NOT NULL DEFAULT 0,
			is_organizer tinyint(1) NOT NULL DEFAULT 0,
			name varchar(191) NOT NULL DEFAULT '',
			card longtext,
			PRIMARY KEY  (user_id),
			KEY name (name,user_id),
			KEY speaker_name (is_speaker,name,user_id),
			KEY organizer_name (is_organizer,name,user_id)
		) {$charset_collate};",
			"CREATE TABLE {$groups} (
			group_id bigint(20) unsigned NOT NULL,
			user_id bigint(20) unsigned NOT NULL,
			name varchar(191) NOT NULL DEFAULT '',
			is_speaker tinyint(1) NOT NULL DEFAULT 0,
			is_organizer tinyint(1) NOT NULL DEFAULT 0,
			PRIMARY KEY  (group_id,user_id),
			KEY group_name (group_id,name,user_id),
			KEY user_id (user_id)
		) {$charset_collate};",
			"CREATE TABLE {$words} (
			word varchar(64) NOT NULL,
			user_id bigint(20) unsigned NOT NULL,
			name varchar(191) NOT NULL DEFAULT '',
			PRIMARY KEY  (word,user_id),
			KEY word_name (word,name,user_id),
			KEY user_id (user_id)
		) {$charset_collate};",
			"CREATE TABLE {$counts} (
			list_key varchar(64) NOT NULL,
			total bigint(20) NOT NULL DEFAULT 0,
			PRIMARY KEY  (list_key)
		) {$charset_collate};",
		);
	}

	public static function register(): void {
		// clean_user_cache follows every write of a user's row by WordPress (insert, update, delete)
		// and by code that writes the row itself and then cleans the cache, as it should.
		foreach ( array( 'clean_user_cache', 'set_user_role', 'add_user_role', 'remove_user_role' ) as $hook ) {
			add_action( $hook, array( self::class, 'on_user' ), 10, 1 );
		}
		foreach ( array( 'added_user_meta', 'updated_user_meta', 'deleted_user_meta' ) as $hook ) {
			add_action( $hook, array( self::class, 'on_meta' ), 10, 3 );
		}
		add_action( 'deleted_user', array( self::class, 'on_deleted' ), 10, 1 );
		add_action( 'remove_user_from_blog', array( self::class, 'on_deleted' ), 10, 1 );
		add_action( 'set_object_terms', array( self::class, 'on_terms' ), 10, 4 );
		add_action( 'deleted_term_relationships', array( self::class, 'on_terms_removed' ), 10, 3 );
		add_action( 'pre_delete_term', array( self::class, 'on_group_deleting' ), 10, 2 );
		add_action( 'delete_term', array( self::class, 'on_group_deleted' ), 10, 3 );
	}

	/**
	 * Runs a write without syncing on every hook; the writer syncs once afterwards.
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

	/** @param int|string $user_id */
	public static function on_user( $user_id ): void {
		if ( ! self::$paused ) {
			self::sync( (int) $user_id );
		}
	}

	/**
	 * A meta value an item is made of (the roles too), changed anywhere.
	 *
	 * @param int|int[]  $meta_id
	 * @param int|string $user_id
	 */
	public static function on_meta( $meta_id, $user_id, $key ): void {
		if ( ! self::$paused && is_string( $key ) && Speaker::is_item_meta( $key ) ) {
			self::sync( (int) $user_id );
		}
	}

	/**
	 * A user deleted, or taken off this site (multisite switches to the site first, and the hook
	 * runs before the user's roles there go).
	 *
	 * @param int|string $user_id
	 */
	public static function on_deleted( $user_id ): void {
		self::index_users( array( (int) $user_id ), array( (int) $user_id => null ) );
	}

	/** @param int|string $object_id */
	public static function on_terms( $object_id, $terms, $tt_ids, $taxonomy ): void {
		if ( SpeakerGroups::TAXONOMY === $taxonomy && ! self::$paused && ! self::$deleting_group ) {
			self::sync( (int) $object_id );
		}
	}

	/** @param int|string $object_id */
	public static function on_terms_removed( $object_id, $tt_ids, $taxonomy ): void {
		self::on_terms( $object_id, array(), $tt_ids, $taxonomy );
	}

	/**
	 * A group about to be deleted: its memberships and counts go at once, so WordPress's pass over
	 * its members (a term change each) has nothing left to do.
	 *
	 * @param int|string $term_id
	 */
	public static function on_group_deleting( $term_id, $taxonomy ): void {
		global $wpdb;
		if ( SpeakerGroups::TAXONOMY !== $taxonomy ) {
			return;
		}
		self::$deleting_group = (int) $term_id;
		$wpdb->delete( self::groups_table(), array( 'group_id' => (int) $term_id ) );
		$keys = array_map( static fn( $key ) => "'" . esc_sql( $key ) . "'", self::group_keys( (int) $term_id ) );
		$wpdb->query( 'DELETE FROM ' . self::counts_table() . ' WHERE list_key IN (' . implode( ',', $keys ) . ')' ); // phpcs:ignore WordPress.DB.PreparedSQL
	}

	public static function on_group_deleted( $term_id, $tt_id, $taxonomy ): void {
		if ( SpeakerGroups::TAXONOMY === $taxonomy ) {
			self::$deleting_group = 0;
		}
	}

	/** Brings one user's rows up to date (removes them when the user is no speaker or gone). */
	public static function sync( int $user_id ): void {
		self::index_users( array( $user_id ) );
	}

	/** @return string[] The count keys of a group: all its members, its speakers, its organizers. */
	private static function group_keys( int $group_id ): array {
		return array( "group:{$group_id}", "group:{$group_id}:speaker", "group:{$group_id}:organizer" );
	}

	/**
	 * The lists a speaker is counted in.
	 *
	 * @param array{name: string, speaker: bool, organizer: bool, groups: int[]}|null $state
	 * @return string[]
	 */
	private static function count_keys( ?array $state ): array {
		if ( ! $state ) {
			return array();
		}
		$roles = array_keys( array_filter( array( 'speaker' => $state['speaker'], 'organizer' => $state['organizer'] ) ) );
		$keys  = array_merge( array( 'all' ), $roles );
		foreach ( $state['groups'] as $group ) {
			$keys[] = "group:{$group}";
			foreach ( $roles as $role ) {
				$keys[] = "group:{$group}:{$role}";
			}
		}
		return $keys;
	}

	/**
	 * What the index should hold for users, from what their items are made of (Speaker::sources()).
	 *
	 * @param int[] $user_ids
	 * @return array<int, array{name: string, speaker: bool, organizer: bool, groups: int[], card: string}|null>
	 */
	private static function states( array $user_ids ): array {
		$sources = Speaker::sources( $user_ids );
		$states  = array();
		foreach ( $user_ids as $id ) {
			$source        = $sources[ $id ] ?? null;
			$states[ $id ] = $source && $source['roles']
				? array(
					'name'      => mb_substr( (string) $source['user']['display_name'], 0, 191 ),
					'speaker'   => in_array( SpeakerGroups::SPEAKER_ROLE, $source['roles'], true ),
					'organizer' => in_array( SpeakerGroups::ORGANIZER_ROLE, $source['roles'], true ),
					'groups'    => array_values( array_unique( array_column( $source['groups'], 'term_id' ) ) ),
					'card'      => (string) wp_json_encode(
						array(
							'user' => $source['user'],
							'meta' => $source['meta'],
						)
					),
				)
				: null;
		}
		return $states;
	}

	/**
	 * What the items of indexed users are made of, in the shape of Speaker::sources(): two reads.
	 *
	 * @param int[] $user_ids
	 * @return array<int, array{user: array, meta: array, roles: string[], groups: array[]}>
	 */
	public static function sources( array $user_ids ): array {
		global $wpdb;
		$ids     = implode( ',', array_map( 'intval', $user_ids ) );
		$sources = array();
		foreach ( Reader::rows( 'SELECT user_id, is_speaker, is_organizer, card FROM ' . self::table() . " WHERE user_id IN ({$ids})" ) as $row ) {
			$card = json_decode( (string) $row['card'], true );
			if ( ! isset( $card['user'], $card['meta'] ) || ! is_array( $card['meta'] ) ) {
				continue;
			}
			$sources[ (int) $row['user_id'] ] = array(
				'user'   => $card['user'],
				'meta'   => $card['meta'],
				'roles'  => array_values( array_filter( array( (int) $row['is_speaker'] ? SpeakerGroups::SPEAKER_ROLE : '', (int) $row['is_organizer'] ? SpeakerGroups::ORGANIZER_ROLE : '' ) ) ),
				'groups' => array(),
			);
		}
		if ( $sources ) {
			$rows = Reader::rows( 'SELECT g.user_id, t.term_id, t.name FROM ' . self::groups_table() . " g JOIN {$wpdb->terms} t ON t.term_id = g.group_id WHERE g.user_id IN ({$ids}) ORDER BY t.name, t.term_id" );
			foreach ( $rows as $row ) {
				if ( isset( $sources[ (int) $row['user_id'] ] ) ) {
					$sources[ (int) $row['user_id'] ]['groups'][] = array(
						'term_id' => (int) $row['term_id'],
						'name'    => (string) $row['name'],
					);
				}
			}
		}
		return $sources;
	}

	/**
	 * What the index holds for users now, in the shape of states().
	 *
	 * @param int[] $user_ids
	 * @return array<int, array|null>
	 */
	private static function indexed( array $user_ids ): array {
		$ids    = implode( ',', array_map( 'intval', $user_ids ) );
		$states = array_fill_keys( $user_ids, null );
		foreach ( Reader::rows( 'SELECT user_id, name, is_speaker, is_organizer FROM ' . self::table() . " WHERE user_id IN ({$ids})" ) as $row ) {
			$states[ (int) $row['user_id'] ] = array(
				'name'      => (string) $row['name'],
				'speaker'   => (bool) (int) $row['is_speaker'],
				'organizer' => (bool) (int) $row['is_organizer'],
				'groups'    => array(),
			);
		}
		foreach ( Reader::rows( 'SELECT user_id, group_id FROM ' . self::groups_table() . " WHERE user_id IN ({$ids})" ) as $row ) {
			if ( isset( $states[ (int) $row['user_id'] ] ) ) {
				$states[ (int) $row['user_id'] ]['groups'][] = (int) $row['group_id'];
			}
		}
		return $states;
	}

	/**
	 * Indexes users as they are (or as $states says), replacing what the index held for them and
	 * moving the counts by the difference.
	 *
	 * @param int[]                   $user_ids
	 * @param array<int, array|null>|null $states What to index instead of reading the users.
	 * @return int How many of them are speakers.
	 */
	public static function index_users( array $user_ids, ?array $states = null ): int {
		global $wpdb;
		$user_ids = array_values( array_unique( array_filter( array_map( 'intval', $user_ids ) ) ) );
		if ( ! $user_ids ) {
			return 0;
		}
		$before = self::indexed( $user_ids );
		$after  = $states ?? self::states( $user_ids );
		$deltas = array();
		foreach ( $user_ids as $id ) {
			foreach ( self::count_keys( $before[ $id ] ?? null ) as $key ) {
				$deltas[ $key ] = ( $deltas[ $key ] ?? 0 ) - 1;
			}
			foreach ( self::count_keys( $after[ $id ] ?? null ) as $key ) {
				$deltas[ $key ] = ( $deltas[ $key ] ?? 0 ) + 1;
			}
		}
		$ids = implode( ',', $user_ids );
		if ( array_filter( $before ) ) {
			foreach ( array( self::table(), self::groups_table(), self::words_table() ) as $table ) {
				$wpdb->query( "DELETE FROM {$table} WHERE user_id IN ({$ids})" ); // phpcs:ignore WordPress.DB.PreparedSQL
			}
		}
		$rows    = array();
		$members = array();
		$words   = array();
		foreach ( $user_ids as $id ) {
			$state = $after[ $id ] ?? null;
			if ( ! $state ) {
				continue;
			}
			$rows[] = array( $id, (int) $state['speaker'], (int) $state['organizer'], $state['name'], $state['card'] ?? null );
			foreach ( $state['groups'] as $group ) {
				$members[] = array( $group, $id, $state['name'], (int) $state['speaker'], (int) $state['organizer'] );
			}
			foreach ( EventIndex::words( $state['name'] ) as $word ) {
				$words[] = array( $word, $id, $state['name'] );
			}
		}
		Bulk::insert( self::table(), array( 'user_id', 'is_speaker', 'is_organizer', 'name', 'card' ), $rows, true );
		Bulk::insert( self::groups_table(), array( 'group_id', 'user_id', 'name', 'is_speaker', 'is_organizer' ), $members, true );
		Bulk::insert( self::words_table(), array( 'word', 'user_id', 'name' ), $words, true );
		Bulk::add_to( self::counts_table(), 'list_key', 'total', $deltas );
		return count( $rows );
	}

	/**
	 * Rebuilds the whole index from the users, a thousand at a time (the repair command).
	 *
	 * @return int Speakers and organizers indexed.
	 */
	public static function rebuild( ?callable $progress = null ): int {
		global $wpdb;
		foreach ( self::tables() as $table ) {
			$wpdb->query( "DELETE FROM {$table}" ); // phpcs:ignore WordPress.DB.PreparedSQL
		}
		$done = 0;
		$last = 0;
		$key  = $wpdb->get_blog_prefix() . 'capabilities';
		do {
			// A first sieve (the roles are read exactly by states()); no quotes, which PDO on
			// SQLite would read with the backslashes prepare() puts before them.
			$ids = array_map(
				'intval',
				Reader::column(
					$wpdb->prepare(
						"SELECT user_id FROM {$wpdb->usermeta} WHERE meta_key = %s AND user_id > %d AND (meta_value LIKE %s OR meta_value LIKE %s) ORDER BY user_id LIMIT 1000",
						$key,
						$last,
						'%' . $wpdb->esc_like( SpeakerGroups::SPEAKER_ROLE ) . '%',
						'%' . $wpdb->esc_like( SpeakerGroups::ORGANIZER_ROLE ) . '%'
					)
				)
			);
			if ( $ids ) {
				$last  = end( $ids );
				$done += self::index_users( $ids );
				if ( $progress ) {
					$progress( $done );
				}
			}
		} while ( count( $ids ) === 1000 );
		return $done;
	}

	/** How many speakers a list has (a key of count_keys()), as kept. */
	private static function total( string $key ): int {
		global $wpdb;
		return (int) ( Reader::column( $wpdb->prepare( 'SELECT total FROM ' . self::counts_table() . ' WHERE list_key = %s', $key ) )[0] ?? 0 ); // phpcs:ignore WordPress.DB.PreparedSQL
	}

	/**
	 * One page of speaker ids by name (then id) and how many there are in all. The page is a range
	 * of an index, the total a kept count (a search's, from the words' index).
	 *
	 * @param array{role?: string, group?: int, search?: string} $filters role: speaker or organizer.
	 * @return array{0: int[], 1: int}
	 */
	public static function query( array $filters, int $page, int $per_page ): array {
		global $wpdb;
		$role   = in_array( $filters['role'] ?? '', array( 'speaker', 'organizer' ), true ) ? $filters['role'] : '';
		$flag   = '' !== $role ? "is_{$role}" : '';
		$group  = (int) ( $filters['group'] ?? 0 );
		$search = trim( (string) ( $filters['search'] ?? '' ) );
		$limit  = $wpdb->prepare( 'LIMIT %d OFFSET %d', $per_page, ( max( 1, $page ) - 1 ) * $per_page );
		if ( '' === $search ) {
			$where = array();
			if ( $group ) {
				$where[] = $wpdb->prepare( 'group_id = %d', $group );
			}
			if ( $flag ) {
				$where[] = "{$flag} = 1";
			}
			$table = $group ? self::groups_table() : self::table();
			$sql   = "SELECT user_id FROM {$table}" . ( $where ? ' WHERE ' . implode( ' AND ', $where ) : '' ) . " ORDER BY name, user_id {$limit}";
			$key   = $group ? "group:{$group}" . ( $role ? ":{$role}" : '' ) : ( $role ? $role : 'all' );
			return array( array_map( 'intval', Reader::column( $sql ) ), self::total( $key ) );
		}
		$found = WordSearch::search( self::words_table(), 'user_id', 'name', $search );
		if ( null === $found ) {
			// Nothing to look for (only punctuation): nothing is found.
			return array( array(), 0 );
		}
		$from = "({$found['rows']}) m";
		if ( $group ) {
			$from .= ' ' . Reader::join_in_order() . ' ' . self::groups_table() . ' g ON g.user_id = m.user_id AND ' . $wpdb->prepare( 'g.group_id = %d', $group ) . ( $flag ? " AND g.{$flag} = 1" : '' );
		} elseif ( $flag ) {
			$from .= ' ' . Reader::join_in_order() . ' ' . self::table() . " s ON s.user_id = m.user_id AND s.{$flag} = 1";
		}
		$ids   = array_map( 'intval', Reader::column( "SELECT m.user_id FROM {$from} ORDER BY m.found_at, m.user_id {$limit}" ) );
		$count = $group || $flag ? "SELECT COUNT(*) FROM {$from}" : $found['count'];
		return array( $ids, (int) ( Reader::column( $count )[0] ?? 0 ) );
	}
}
