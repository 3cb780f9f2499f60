<?php
namespace Eventin\Attendees;

use Eventin\Database\Reader;
use Eventin\Database\Sql;
use Eventin\Vendors\Ownership;

/**
 * The attendee list's filters (event, ticket type, payment status, ticket status, and a search by
 * the words of the name and address, an address's beginning or a ticket code's beginning) as SQL,
 * for the list and the exports alike.
 */
final class AttendeeFilter {
	/** The filters on the attendees' own columns (owner: their event's, a vendor's events). */
	private const COLUMNS = array( 'event_id', 'ticket_id', 'status', 'ticket_status', 'owner' );

	/**
	 * The attendees the filters pick, as the FROM and WHERE of a query: ' FROM … WHERE …'. A search
	 * is a condition: with an event or a ticket type, checked on each of their attendees; otherwise
	 * an IN the database starts from.
	 *
	 * @param array  $filters { event_id, ticket_id, status, ticket_status, owner, search }; empty ones are left out.
	 * @param string $alias   The attendees table's alias.
	 */
	public static function sql( array $filters, string $alias = 'a' ): Sql {
		$search = trim( (string) ( $filters['search'] ?? '' ) );
		$where  = self::where_sql( $filters, $alias );
		if ( '' !== $search ) {
			// An event's 1,700 attendees each checked against the words beat 125,000 found 'barbara's
			// each checked against the event (SQLite always starts from an IN list): 250 ms at 1M.
			$columns = self::columns( $filters );
			$parts   = self::search_parts( $search );
			$where   = isset( $columns['event_id'] ) || isset( $columns['ticket_id'] ) || isset( $columns['owner'] )
				? $where->append( ' AND ', self::matches_sql( $parts, $alias ) )
				: $where->append( " AND {$alias}.id IN (SELECT f.attendee_id FROM (", self::found_sql( $parts ), ') f)' );
		}
		return Sql::concat( ' FROM ' . Attendees::table() . " {$alias} WHERE ", $where );
	}

	/**
	 * One page of the attendees the filters pick, newest first, and how many they pick in all.
	 *
	 * @return array{0: int[], 1: int} The ids and the total.
	 */
	public static function page( array $filters, int $per_page, int $page ): array {
		$limit  = Sql::of( ' LIMIT ? OFFSET ?', $per_page, ( $page - 1 ) * $per_page );
		$search = trim( (string) ( $filters['search'] ?? '' ) );
		$others = self::columns( $filters );
		if ( '' !== $search && ! $others ) {
			// A search alone pages and counts what it found, in the index it found it in.
			$parts = self::search_parts( $search );
			$found = self::found_sql( $parts );
			$ids   = Reader::column( Sql::concat( 'SELECT attendee_id FROM (', $found, ') f ORDER BY found_at DESC', $limit ) );
			// Words alone are counted in their index; with codes, what the union found.
			$count = array( 'words' ) === array_keys( $parts ) ? $parts['words']['count'] : Sql::concat( 'SELECT COUNT(*) FROM (', $found, ') f' );
			return array( array_map( 'intval', $ids ), (int) ( Reader::column( $count )[0] ?? 0 ) );
		}
		$sql = self::sql( $filters );
		if ( '' !== $search ) {
			// A search among an event's, a ticket type's or a vendor's attendees checks each of them
			// once: the page and its count in one pass.
			$rows = Reader::rows( Sql::concat( 'SELECT a.id, COUNT(*) OVER () AS total', $sql, ' ORDER BY a.id DESC', $limit ) );
			if ( $rows || 1 === $page ) {
				return array( array_map( 'intval', array_column( $rows, 'id' ) ), (int) ( $rows[0]['total'] ?? 0 ) );
			}
		}
		$ids = array_map( 'intval', Reader::column( Sql::concat( 'SELECT a.id', $sql, ' ORDER BY a.id DESC', $limit ) ) );
		if ( '' === $search && ! array_diff_key( $others, array( 'status' => true ) ) ) {
			// All attendees, or one payment status: their totals are kept as attendees are added and moved.
			return array( $ids, AttendeeCounts::total( (string) ( $others['status'] ?? '' ) ) );
		}
		if ( $ids && count( $ids ) < $per_page ) {
			// The last page: what came before it and what it holds are the total.
			return array( $ids, ( $page - 1 ) * $per_page + count( $ids ) );
		}
		return array( $ids, (int) ( Reader::column( Sql::concat( 'SELECT COUNT(*)', $sql ) )[0] ?? 0 ) );
	}

	/** @return array<string, mixed> The filters on the attendees' own columns that are set. */
	private static function columns( array $filters ): array {
		return array_filter(
			array_intersect_key( $filters, array_flip( self::COLUMNS ) ),
			static fn( $value ) => '' !== (string) $value && 0 !== $value && '0' !== $value
		);
	}

	/** The attendees a search finds (search_parts()), as a query of attendee_id and found_at (the id). */
	private static function found_sql( array $parts ): Sql {
		$attendees = 'SELECT id AS attendee_id, id AS found_at FROM ' . Attendees::table() . ' WHERE ';
		$queries   = array();
		foreach ( $parts as $column => $part ) {
			$queries[] = 'words' === $column ? $part['rows'] : Sql::concat( $attendees, Sql::starts_with( $column, $part ) );
		}
		// Nothing to look for (only punctuation): nothing is found.
		return $queries ? Sql::join( ' UNION ', $queries ) : Sql::text( $attendees . '1=0' );
	}

	/** Whether the attendee $alias is one a search (search_parts()) finds, as a condition on that attendee. */
	private static function matches_sql( array $parts, string $alias ): Sql {
		$conditions = array();
		foreach ( $parts as $column => $part ) {
			// The words' query ends with its WHERE: one more condition ties it to this attendee.
			$conditions[] = 'words' === $column
				? Sql::concat( 'EXISTS (', $part['rows'], " AND w0.attendee_id = {$alias}.id)" )
				: Sql::starts_with( "{$alias}.{$column}", $part );
		}
		return $conditions ? Sql::concat( '(', Sql::join( ' OR ', $conditions ), ')' ) : Sql::text( '1=0' );
	}

	/**
	 * What a search looks for: 'email' or 'code' (the beginning of that column, as searched) and
	 * 'words' (AttendeeWords' queries: rows of attendee_id and found_at, and their count).
	 *
	 * @return array<string, string|array>
	 */
	private static function search_parts( string $search ): array {
		if ( str_contains( $search, '@' ) ) {
			// An address, or its beginning: the addresses' own index finds it at once.
			return array( 'email' => $search );
		}
		$parts = array();
		$words = AttendeeWords::search( $search );
		if ( null !== $words ) {
			$parts['words'] = $words;
		}
		// A ticket code, whole or its beginning (as the list shortens it).
		$code = strtolower( $search );
		if ( strlen( $code ) >= 4 && strlen( $code ) <= 32 && ctype_xdigit( $code ) ) {
			$parts['code'] = $code;
		}
		return $parts;
	}

	/** The conditions on the attendees' own columns (all but the search). */
	private static function where_sql( array $filters, string $alias ): Sql {
		$where = array( '1=1' );
		foreach ( self::columns( $filters ) as $column => $value ) {
			$where[] = 'owner' === $column
				? Sql::concat( "{$alias}.event_id IN (", Ownership::events_sql( (int) $value ), ')' )
				: Sql::of( "{$alias}.{$column} = ?", in_array( $column, array( 'event_id', 'ticket_id' ), true ) ? (int) $value : (string) $value );
		}
		return Sql::join( ' AND ', $where );
	}
}
