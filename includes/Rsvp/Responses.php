<?php
namespace Eventin\Rsvp;

use Eventin\Database\Reader;
use Eventin\Database\Sql;
use Eventin\Database\WordSearch;

/**
 * The RSVP responses and what is kept per event, in two tables:
 *
 * - `etn_rsvp_responses`: one row per e-mail address and event (`email_key`, the address in lower
 *   case, is unique per event), its people, status (going, maybe, not_going, waiting), guests,
 *   reason, message, user, the secret its change link is signed with, and when it joined the
 *   waiting list (`waiting_since`, microseconds: the order of promotion).
 * - `etn_rsvp_events`: one row per event with RSVP on or responses: whether RSVP is on, the
 *   people going (the capacity used, moved by conditional UPDATEs only, so N concurrent answers for
 *   M places accept exactly M people) and the responses per status (moved with every response).
 */
final class Responses {
	public const GOING     = 'going';
	public const MAYBE     = 'maybe';
	public const NOT_GOING = 'not_going';
	public const WAITING   = 'waiting';
	public const STATUSES  = array( self::GOING, self::MAYBE, self::NOT_GOING, self::WAITING );

	public static function table(): string {
		global $wpdb;
		return $wpdb->prefix . 'etn_rsvp_responses';
	}

	public static function events_table(): string {
		global $wpdb;
		return $wpdb->prefix . 'etn_rsvp_events';
	}

	/** The words of each response's name and address, for the report's search (Database\WordSearch). */
	public static function words_table(): string {
		global $wpdb;
		return $wpdb->prefix . 'etn_rsvp_words';
	}

	/** @return string[] */
	public static function schema( string $charset_collate ): array {
		$responses_table = self::table();
		$events_table    = self::events_table();
		$words_table     = self::words_table();
		return array(
			"CREATE TABLE {$responses_table} (
			id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
			event_id bigint(20) unsigned NOT NULL,
			name varchar(200) NOT NULL DEFAULT '',
			email varchar(191) NOT NULL DEFAULT '',
			email_key varchar(191) NOT NULL DEFAULT '',
			people int(11) NOT NULL DEFAULT 1,
			status varchar(20) NOT NULL DEFAULT 'going',
			guests text NOT NULL,
			reason text NOT NULL,
			message text NOT NULL,
			user_id bigint(20) unsigned NOT NULL DEFAULT 0,
			secret char(32) NOT NULL DEFAULT '',
			waiting_since bigint(20) NOT NULL DEFAULT 0,
			created_at datetime NOT NULL,
			updated_at datetime NOT NULL,
			PRIMARY KEY  (id),
			UNIQUE KEY event_email (event_id,email_key),
			KEY event_status (event_id,status,id),
			KEY event_id (event_id,id),
			KEY waiting (event_id,status,waiting_since)
		) {$charset_collate};",
			"CREATE TABLE {$events_table} (
			event_id bigint(20) unsigned NOT NULL,
			enabled tinyint(1) NOT NULL DEFAULT 0,
			going_people bigint(20) NOT NULL DEFAULT 0,
			going bigint(20) NOT NULL DEFAULT 0,
			maybe bigint(20) NOT NULL DEFAULT 0,
			not_going bigint(20) NOT NULL DEFAULT 0,
			waiting bigint(20) NOT NULL DEFAULT 0,
			PRIMARY KEY  (event_id),
			KEY enabled (enabled,event_id)
		) {$charset_collate};",
			"CREATE TABLE {$words_table} (
			event_id bigint(20) unsigned NOT NULL,
			word varchar(64) NOT NULL,
			response_id bigint(20) unsigned NOT NULL,
			PRIMARY KEY  (event_id,word,response_id),
			KEY response_id (response_id)
		) {$charset_collate};",
		);
	}

	/** The status a visitor means: 'not going' and 'not-going' are not_going; null for none of them. */
	public static function normalise( string $status ): ?string {
		$status = str_replace( array( ' ', '-' ), '_', strtolower( trim( $status ) ) );
		return in_array( $status, self::STATUSES, true ) ? $status : null;
	}

	/** An address as its key: one response per key and event, whatever the letter case. */
	public static function key( string $email ): string {
		return strtolower( trim( $email ) );
	}

	public static function find( int $id ): ?array {
		global $wpdb;
		$row = $wpdb->get_row( $wpdb->prepare( 'SELECT * FROM ' . self::table() . ' WHERE id = %d', $id ), ARRAY_A );
		return $row ? self::typed( $row ) : null;
	}

	public static function find_by_email( int $event_id, string $email ): ?array {
		global $wpdb;
		$row = $wpdb->get_row( $wpdb->prepare( 'SELECT * FROM ' . self::table() . ' WHERE event_id = %d AND email_key = %s', $event_id, self::key( $email ) ), ARRAY_A );
		return $row ? self::typed( $row ) : null;
	}

	/**
	 * @param int[] $ids
	 * @return array<int, array> id => response, for those that exist.
	 */
	public static function find_many( array $ids ): array {
		if ( ! $ids ) {
			return array();
		}
		$rows = Reader::rows( Sql::concat( 'SELECT * FROM ' . self::table() . ' WHERE id IN (', Sql::ids( $ids ), ')' ) );
		return array_column( array_map( array( self::class, 'typed' ), $rows ), null, 'id' );
	}

	/**
	 * A new response, with its own secret for its link; its id, or 0 when its address answered the
	 * event at the same moment.
	 *
	 * @param array $values { name, email, people, status, guests (JSON), reason, message, user_id, waiting_since, updated_at }.
	 */
	public static function insert( int $event_id, array $values ): int {
		global $wpdb;
		$inserted = $wpdb->query( $wpdb->prepare( 'INSERT IGNORE INTO ' . self::table() . ' (event_id, email_key, secret, created_at, name, email, people, status, guests, reason, message, user_id, waiting_since, updated_at) VALUES (%d, %s, %s, %s, %s, %s, %d, %s, %s, %s, %s, %d, %d, %s)', $event_id, self::key( $values['email'] ), Links::secret(), $values['updated_at'], ...self::answer( $values ) ) );
		return 1 === (int) $inserted ? (int) $wpdb->insert_id : 0;
	}

	/**
	 * Writes a response's answer only while it is as it was read (status, people, last change):
	 * whether it did. MySQL counts changed rows, so the same answer again counts none.
	 *
	 * @param array $values As insert() takes them.
	 */
	public static function update_as_read( array $old, array $values ): bool {
		global $wpdb;
		return 1 === (int) $wpdb->query( $wpdb->prepare( 'UPDATE ' . self::table() . ' SET name = %s, email = %s, people = %d, status = %s, guests = %s, reason = %s, message = %s, user_id = %d, waiting_since = %d, updated_at = %s WHERE id = %d AND status = %s AND people = %d AND updated_at = %s', ...array_merge( self::answer( $values ), array( $old['id'], $old['status'], $old['people'], $old['updated_at'] ) ) ) );
	}

	/** Deletes a response only while it is as it was read (status, people): whether it did. */
	public static function delete_as_read( array $old ): bool {
		global $wpdb;
		return 1 === (int) $wpdb->query( $wpdb->prepare( 'DELETE FROM ' . self::table() . ' WHERE id = %d AND status = %s AND people = %d', $old['id'], $old['status'], $old['people'] ) );
	}

	/**
	 * The first waiting responses of an event, in the order they joined the list.
	 *
	 * @return array<int, array{id: string, people: string}>
	 */
	public static function waiting( int $event_id, int $limit ): array {
		global $wpdb;
		return (array) $wpdb->get_results( $wpdb->prepare( 'SELECT id, people FROM ' . self::table() . ' WHERE event_id = %d AND status = %s ORDER BY waiting_since, id LIMIT %d', $event_id, self::WAITING, $limit ), ARRAY_A );
	}

	/** Moves a waiting response to going, only while it waits with these people: whether it did. */
	public static function move_up( int $id, int $people, int $now ): bool {
		global $wpdb;
		return 1 === (int) $wpdb->query( $wpdb->prepare( 'UPDATE ' . self::table() . ' SET status = %s, waiting_since = 0, updated_at = %s WHERE id = %d AND status = %s AND people = %d', self::GOING, gmdate( 'Y-m-d H:i:s', $now ), $id, self::WAITING, $people ) );
	}

	/** An event's responses, their words and its kept counts, gone with the event. */
	public static function forget_event( int $event_id ): void {
		global $wpdb;
		$wpdb->query( $wpdb->prepare( 'DELETE FROM ' . self::table() . ' WHERE event_id = %d', $event_id ) );
		$wpdb->query( $wpdb->prepare( 'DELETE FROM ' . self::words_table() . ' WHERE event_id = %d', $event_id ) );
		$wpdb->query( $wpdb->prepare( 'DELETE FROM ' . self::events_table() . ' WHERE event_id = %d', $event_id ) );
	}

	/** An answer's values in the order insert() and update_as_read() write them. */
	private static function answer( array $values ): array {
		return array( $values['name'], $values['email'], (int) $values['people'], $values['status'], $values['guests'], $values['reason'], $values['message'], (int) $values['user_id'], (int) $values['waiting_since'], $values['updated_at'] );
	}

	public static function typed( array $row ): array {
		foreach ( array( 'id', 'event_id', 'people', 'user_id', 'waiting_since' ) as $key ) {
			$row[ $key ] = (int) $row[ $key ];
		}
		$guests        = json_decode( (string) $row['guests'], true );
		$row['guests'] = is_array( $guests ) ? array_values( array_map( 'strval', $guests ) ) : array();
		return $row;
	}

	/** Writes a response's words again (its name or address is new or changed). */
	public static function index_words( int $event_id, int $response_id, string $name, string $email ): void {
		global $wpdb;
		$wpdb->query( $wpdb->prepare( 'DELETE FROM ' . self::words_table() . ' WHERE response_id = %d', $response_id ) );
		$words = WordSearch::words( $name . ' ' . $email );
		if ( ! $words ) {
			return;
		}
		$values = array();
		foreach ( $words as $word ) {
			array_push( $values, $event_id, $word, $response_id );
		}
		$placeholders = implode( ', ', array_fill( 0, count( $words ), '(%d, %s, %d)' ) );
		$wpdb->query( $wpdb->prepare( 'INSERT IGNORE INTO ' . self::words_table() . " (event_id, word, response_id) VALUES {$placeholders}", $values ) );
	}

	public static function forget_words( int $response_id ): void {
		global $wpdb;
		$wpdb->query( $wpdb->prepare( 'DELETE FROM ' . self::words_table() . ' WHERE response_id = %d', $response_id ) );
	}

	/**
	 * The condition of a search on the responses (alias-free `id`): every word searched begins a
	 * word of the name or the address ('ada' finds Ada Lovelace and ada@example.com, 'love' too),
	 * read from the words' index; null when the search has no words.
	 */
	public static function search_sql( int $event_id, string $search ): ?Sql {
		$conditions = array();
		foreach ( WordSearch::words( $search ) as $word ) {
			$conditions[] = Sql::concat( 'id IN (SELECT response_id FROM ' . self::words_table() . ' WHERE ', Sql::of( 'event_id = ? AND ', $event_id ), WordSearch::prefix_sql( $word ), ')' );
		}
		return $conditions ? Sql::join( ' AND ', $conditions ) : null;
	}

	/** Makes sure the event has its row of kept counts (RSVP on or off as its settings say). */
	public static function ensure_event( int $event_id, bool $enabled ): void {
		global $wpdb;
		$wpdb->query( $wpdb->prepare( 'INSERT IGNORE INTO ' . self::events_table() . ' (event_id, enabled, going_people, going, maybe, not_going, waiting) VALUES (%d, %d, 0, 0, 0, 0, 0)', $event_id, $enabled ? 1 : 0 ) );
	}

	public static function set_enabled( int $event_id, bool $enabled ): void {
		global $wpdb;
		self::ensure_event( $event_id, $enabled );
		$wpdb->query( $wpdb->prepare( 'UPDATE ' . self::events_table() . ' SET enabled = %d WHERE event_id = %d AND enabled <> %d', $enabled ? 1 : 0, $event_id, $enabled ? 1 : 0 ) );
	}

	/**
	 * Takes places for people going, in one conditional UPDATE: only while they fit the limit.
	 *
	 * @param int $limit -1 for no limit.
	 */
	public static function take( int $event_id, int $people, int $limit ): bool {
		global $wpdb;
		if ( $people <= 0 ) {
			return true;
		}
		$take  = static fn() => 1 === (int) $wpdb->query( $wpdb->prepare( 'UPDATE ' . self::events_table() . ' SET going_people = going_people + %d WHERE event_id = %d AND (%d < 0 OR going_people + %d <= %d)', $people, $event_id, $limit, $people, $limit ) );
		$taken = $take();
		// Every event with RSVP on has its row (kept from its settings); one without gets it now.
		if ( ! $taken && ! self::has_row( $event_id ) ) {
			self::ensure_event( $event_id, false );
			$taken = $take();
		}
		return $taken;
	}

	private static function has_row( int $event_id ): bool {
		global $wpdb;
		return null !== $wpdb->get_var( $wpdb->prepare( 'SELECT event_id FROM ' . self::events_table() . ' WHERE event_id = %d', $event_id ) );
	}

	/** Gives places back. */
	public static function release( int $event_id, int $people ): void {
		global $wpdb;
		if ( $people > 0 ) {
			$wpdb->query( $wpdb->prepare( 'UPDATE ' . self::events_table() . ' SET going_people = going_people - %d WHERE event_id = %d', $people, $event_id ) );
		}
	}

	/** Moves a response from one status to another in the kept counts ('' for none: added or deleted). */
	public static function count_move( int $event_id, string $from, string $to ): void {
		global $wpdb;
		if ( $from === $to || ( ! in_array( $from, self::STATUSES, true ) && ! in_array( $to, self::STATUSES, true ) ) ) {
			return;
		}
		// Each count moves by -1, 0 or +1.
		$by   = static fn( string $status ) => ( $status === $to ? 1 : 0 ) - ( $status === $from ? 1 : 0 );
		$move = static fn() => 1 === (int) $wpdb->query( $wpdb->prepare( 'UPDATE ' . self::events_table() . ' SET going = going + %d, maybe = maybe + %d, not_going = not_going + %d, waiting = waiting + %d WHERE event_id = %d', $by( self::GOING ), $by( self::MAYBE ), $by( self::NOT_GOING ), $by( self::WAITING ), $event_id ) );
		if ( ! $move() && ! self::has_row( $event_id ) ) {
			self::ensure_event( $event_id, false );
			$move();
		}
	}

	/**
	 * The kept counts of events.
	 *
	 * @param int[] $event_ids
	 * @return array<int, array{enabled: bool, going_people: int, going: int, maybe: int, not_going: int, waiting: int}>
	 */
	public static function counts( array $event_ids ): array {
		$counts = array();
		foreach ( $event_ids as $id ) {
			$counts[ (int) $id ] = array(
				'enabled'      => false,
				'going_people' => 0,
				'going'        => 0,
				'maybe'        => 0,
				'not_going'    => 0,
				'waiting'      => 0,
			);
		}
		if ( ! $event_ids ) {
			return $counts;
		}
		foreach ( Reader::rows( Sql::concat( 'SELECT * FROM ' . self::events_table() . ' WHERE event_id IN (', Sql::ids( $event_ids ), ')' ) ) as $row ) {
			$counts[ (int) $row['event_id'] ] = array(
				'enabled'      => (bool) (int) $row['enabled'],
				'going_people' => (int) $row['going_people'],
				'going'        => (int) $row['going'],
				'maybe'        => (int) $row['maybe'],
				'not_going'    => (int) $row['not_going'],
				'waiting'      => (int) $row['waiting'],
			);
		}
		return $counts;
	}

	/** Counts every event's responses and people going again from the responses (npm run reindex, the migration). */
	public static function recount(): void {
		global $wpdb;
		$table        = self::table();
		$events_table = self::events_table();
		$wpdb->query( "UPDATE {$events_table} SET going_people = 0, going = 0, maybe = 0, not_going = 0, waiting = 0" );
		$rows = Reader::rows( "SELECT event_id, status, COUNT(*) AS responses, SUM(people) AS people FROM {$table} GROUP BY event_id, status" );
		foreach ( $rows as $row ) {
			if ( ! in_array( $row['status'], self::STATUSES, true ) ) {
				continue;
			}
			$event_id = (int) $row['event_id'];
			self::ensure_event( $event_id, false );
			$column = $row['status'];
			$people = self::GOING === $column ? (int) $row['people'] : 0;
			$wpdb->query( $wpdb->prepare( "UPDATE {$events_table} SET {$column} = %d, going_people = going_people + %d WHERE event_id = %d", (int) $row['responses'], $people, $event_id ) );
		}
	}
}
