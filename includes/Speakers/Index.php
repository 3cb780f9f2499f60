<?php
namespace Eventin\Speakers;

use Eventin\Database\KeptIndex;
use Eventin\Database\Reader;
use Eventin\Database\Sql;
use Eventin\Database\WordSearch;

/**
 * The speakers index: one row per user holding the speaker or organizer role (the roles as flags,
 * the display name as the sort key, and what the list's item is made of as JSON: the user's fields
 * and meta as Speaker::sources() reads them), one row per group membership (a group's page is a range of
 * its index in name order), the words of each name (search: every word searched begins a word of
 * the name) and the counts per role and group, kept as rows come and go. The users and their meta
 * stay the source of truth: the index follows our writes and WordPress's own user and term hooks,
 * and can be rebuilt from the users (`npm run reindex`).
 */
final class Index extends KeptIndex {
	protected const TABLE = 'etn_speakers';

	/** The words of the names, with the name to page a search in list order. */
	protected const WORDS_TABLE = 'etn_speaker_words';

	/** How many speakers each list has: all, speaker, organizer, group:ID, group:ID:speaker… */
	protected const COUNTS_TABLE = 'etn_speaker_counts';

	protected const ID_COLUMN = 'user_id';

	/** The group being deleted: its members' term changes are taken care of at once. */
	private static int $deleting_group = 0;

	/** Group memberships: group id, the member's name (the sort key) and user id. */
	public static function groups_table(): string {
		global $wpdb;
		return $wpdb->prefix . 'etn_speaker_groups';
	}

	/** @return string[] The schema of the index tables, for dbDelta. */
	public static function schema( string $charset_collate ): array {
		$table  = self::table();
		$groups = self::groups_table();
		$words  = self::words_table();
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
			self::counts_schema( $charset_collate, 64 ),
		);
	}

	/** @param int|string $user_id */
	public static function on_user( $user_id ): void {
		if ( ! self::paused() ) {
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
		if ( ! self::paused() && is_string( $key ) && Speaker::is_item_meta( $key ) ) {
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
		self::forget( (int) $user_id );
	}

	/** @param int|string $object_id */
	public static function on_terms( $object_id, $terms, $tt_ids, $taxonomy ): void {
		if ( SpeakerGroups::TAXONOMY === $taxonomy && ! self::paused() && ! self::$deleting_group ) {
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
		$wpdb->query( Sql::concat( 'DELETE FROM ' . self::counts_table() . ' WHERE list_key IN (', Sql::list( self::group_keys( (int) $term_id ) ), ')' )->prepared() );
	}

	public static function on_group_deleted( $term_id, $tt_id, $taxonomy ): void {
		if ( SpeakerGroups::TAXONOMY === $taxonomy ) {
			self::$deleting_group = 0;
		}
	}

	/** @return string[] The count keys of a group: all its members, its speakers, its organizers. */
	private static function group_keys( int $group_id ): array {
		return array( "group:{$group_id}", "group:{$group_id}:speaker", "group:{$group_id}:organizer" );
	}

	/**
	 * The lists a speaker is counted in.
	 *
	 * @param array{name: string, speaker: bool, organizer: bool, groups: int[]} $state
	 * @return string[]
	 */
	protected static function count_keys( array $state ): array {
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
	protected static function states( array $user_ids ): array {
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
		$ids     = Sql::ids( $user_ids );
		$sources = array();
		foreach ( Reader::rows( Sql::concat( 'SELECT user_id, is_speaker, is_organizer, card FROM ' . self::table() . ' WHERE user_id IN (', $ids, ')' ) ) as $row ) {
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
			$rows = Reader::rows( Sql::concat( 'SELECT g.user_id, t.term_id, t.name FROM ' . self::groups_table() . " g JOIN {$wpdb->terms} t ON t.term_id = g.group_id WHERE g.user_id IN (", $ids, ') ORDER BY t.name, t.term_id' ) );
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
	protected static function indexed( array $user_ids ): array {
		$ids    = Sql::ids( $user_ids );
		$states = array_fill_keys( $user_ids, null );
		foreach ( Reader::rows( Sql::concat( 'SELECT user_id, name, is_speaker, is_organizer FROM ' . self::table() . ' WHERE user_id IN (', $ids, ')' ) ) as $row ) {
			$states[ (int) $row['user_id'] ] = array(
				'name'      => (string) $row['name'],
				'speaker'   => (bool) (int) $row['is_speaker'],
				'organizer' => (bool) (int) $row['is_organizer'],
				'groups'    => array(),
			);
		}
		foreach ( Reader::rows( Sql::concat( 'SELECT user_id, group_id FROM ' . self::groups_table() . ' WHERE user_id IN (', $ids, ')' ) ) as $row ) {
			if ( isset( $states[ (int) $row['user_id'] ] ) ) {
				$states[ (int) $row['user_id'] ]['groups'][] = (int) $row['group_id'];
			}
		}
		return $states;
	}

	protected static function columns(): array {
		return array(
			self::table()        => array( 'user_id', 'is_speaker', 'is_organizer', 'name', 'card' ),
			self::groups_table() => array( 'group_id', 'user_id', 'name', 'is_speaker', 'is_organizer' ),
			self::words_table()  => array( 'word', 'user_id', 'name' ),
		);
	}

	/** A speaker's row, a row per group it is in and a row per word of its name. */
	protected static function rows( int $id, array $state ): array {
		return array(
			self::table()        => array( array( $id, (int) $state['speaker'], (int) $state['organizer'], $state['name'], $state['card'] ?? null ) ),
			self::groups_table() => array_map( static fn( $group ) => array( $group, $id, $state['name'], (int) $state['speaker'], (int) $state['organizer'] ), $state['groups'] ),
			self::words_table()  => array_map( static fn( $word ) => array( $word, $id, $state['name'] ), WordSearch::words( $state['name'] ) ),
		);
	}

	/** Users that may be speakers or organizers: a first sieve (the roles are read exactly by states()). */
	protected static function source_ids( int $after, int $limit ): array {
		global $wpdb;
		return array_map(
			'intval',
			Reader::column(
				Sql::of(
					"SELECT user_id FROM {$wpdb->usermeta} WHERE meta_key = ? AND user_id > ? AND (meta_value LIKE ? OR meta_value LIKE ?) ORDER BY user_id LIMIT ?",
					$wpdb->get_blog_prefix() . 'capabilities',
					$after,
					'%' . $wpdb->esc_like( SpeakerGroups::SPEAKER_ROLE ) . '%',
					'%' . $wpdb->esc_like( SpeakerGroups::ORGANIZER_ROLE ) . '%',
					$limit
				)
			)
		);
	}

	/**
	 * One page of speaker ids by name (then id) and how many there are in all. The page is a range
	 * of an index, the total a kept count (a search's, from the words' index).
	 *
	 * @param array{role?: string, group?: int, search?: string} $filters role: speaker or organizer.
	 * @return array{0: int[], 1: int}
	 */
	public static function query( array $filters, int $page, int $per_page ): array {
		$role   = in_array( $filters['role'] ?? '', array( 'speaker', 'organizer' ), true ) ? $filters['role'] : '';
		$column = 'organizer' === $role ? 'is_organizer' : 'is_speaker';
		$group  = (int) ( $filters['group'] ?? 0 );
		$search = trim( (string) ( $filters['search'] ?? '' ) );
		$limit  = Sql::of( ' LIMIT ? OFFSET ?', $per_page, ( max( 1, $page ) - 1 ) * $per_page );
		if ( '' === $search ) {
			$where = array();
			if ( $group ) {
				$where[] = Sql::of( 'group_id = ?', $group );
			}
			if ( $role ) {
				$where[] = "{$column} = 1";
			}
			$table = $group ? self::groups_table() : self::table();
			$sql   = Sql::concat( "SELECT user_id FROM {$table}", $where ? Sql::concat( ' WHERE ', Sql::join( ' AND ', $where ) ) : '', ' ORDER BY name, user_id', $limit );
			$key   = $group ? "group:{$group}" . ( $role ? ":{$role}" : '' ) : ( $role ? $role : 'all' );
			return array( array_map( 'intval', Reader::column( $sql ) ), self::total( $key ) );
		}
		$found = WordSearch::search( self::words_table(), 'user_id', 'name', $search );
		if ( null === $found ) {
			// Nothing to look for (only punctuation): nothing is found.
			return array( array(), 0 );
		}
		$from = Sql::concat( '(', $found['rows'], ') m' );
		if ( $group ) {
			$from = $from->append( ' ' . Reader::join_in_order() . ' ' . self::groups_table() . ' g ON g.user_id = m.user_id AND ', Sql::of( 'g.group_id = ?', $group ), $role ? " AND g.{$column} = 1" : '' );
		} elseif ( $role ) {
			$from = $from->append( ' ' . Reader::join_in_order() . ' ' . self::table() . " s ON s.user_id = m.user_id AND s.{$column} = 1" );
		}
		$ids   = array_map( 'intval', Reader::column( Sql::concat( 'SELECT m.user_id FROM ', $from, ' ORDER BY m.found_at, m.user_id', $limit ) ) );
		$count = $group || $role ? Sql::concat( 'SELECT COUNT(*) FROM ', $from ) : $found['count'];
		return array( $ids, (int) ( Reader::column( $count )[0] ?? 0 ) );
	}
}
