<?php
namespace Eventin\Database;

use Eventin\Attendees\AttendeeCounts;
use Eventin\Attendees\AttendeeWords;
use Eventin\Events\Days;
use Eventin\Events\Index as EventIndex;
use Eventin\Events\WordPairs;
use Eventin\Orders\BuyerWords;
use Eventin\Orders\OrderCounts;
use Eventin\Orders\OrderSums;
use Eventin\Rsvp\Responses;
use Eventin\Schedules\Index as ScheduleIndex;
use Eventin\Speakers\Index as SpeakerIndex;

/**
 * Every table the plugin keeps from others (counts, sums, indexes, word tables), with the rebuild
 * that recomputes it from its sources. `npm run verify` recomputes them inside a transaction it
 * rolls back and lists what differs (drift()); `npm run reindex` rebuilds them (rebuild()).
 */
final class KeptTables {
	/**
	 * @return array<string, array{tables: string[], rebuild: callable, keys?: string[]}> name => its
	 *         tables and rebuild, and the columns of numbers in its keys (an owner's id is no count)
	 */
	public static function all(): array {
		return array(
			'events index'       => array(
				'tables'  => array( EventIndex::table(), EventIndex::words_table(), EventIndex::counts_table(), Days::table(), WordPairs::table() ),
				'rebuild' => array( EventIndex::class, 'rebuild' ),
			),
			'speakers index'     => array(
				'tables'  => SpeakerIndex::tables(),
				'rebuild' => array( SpeakerIndex::class, 'rebuild' ),
			),
			'schedules index'    => array(
				'tables'  => ScheduleIndex::tables(),
				'rebuild' => array( ScheduleIndex::class, 'rebuild' ),
			),
			'booking counts'     => array(
				'tables'  => array( OrderCounts::table() ),
				'rebuild' => array( OrderCounts::class, 'rebuild' ),
			),
			'attendee counts'    => array(
				'tables'  => array( AttendeeCounts::table() ),
				'rebuild' => array( AttendeeCounts::class, 'rebuild' ),
			),
			'attendee words'     => array(
				'tables'  => array( AttendeeWords::table(), AttendeeWords::counts_table() ),
				'rebuild' => array( AttendeeWords::class, 'rebuild' ),
			),
			'buyer words'        => array(
				'tables'  => array( BuyerWords::table() ),
				'rebuild' => array( BuyerWords::class, 'rebuild' ),
			),
			'booking sums'       => array(
				'tables'  => array( OrderSums::table() ),
				'rebuild' => array( OrderSums::class, 'rebuild' ),
				'keys'    => array( 'owner' ),
			),
			'RSVP counts'        => array(
				'tables'  => array( Responses::events_table() ),
				'rebuild' => array( Responses::class, 'recount' ),
			),
		);
	}

	/** Rebuilds every kept table from its sources. */
	public static function rebuild(): void {
		foreach ( self::all() as $kept ) {
			call_user_func( $kept['rebuild'] );
		}
	}

	/**
	 * What the kept tables hold that their sources do not give, and the other way round: each
	 * rebuild runs inside a transaction that is rolled back, so nothing changes.
	 *
	 * @return array<int, array{table: string, key: string, kept: ?string, true: ?string}> A row
	 *         each: its table, its first column's value, the row as kept and as recomputed
	 *         (JSON; null where there is none).
	 */
	public static function drift(): array {
		$drift = array();
		foreach ( self::all() as $kept ) {
			$rows   = static fn() => array_map( static fn( string $table ) => self::rows( $table, $kept['keys'] ?? array() ), $kept['tables'] );
			$before = $rows();
			$after  = Transaction::rolled_back(
				static function () use ( $kept, $rows ) {
					call_user_func( $kept['rebuild'] );
					return $rows();
				}
			);
			foreach ( $kept['tables'] as $i => $table ) {
				array_push( $drift, ...self::differences( $table, $before[ $i ], $after[ $i ] ) );
			}
		}
		return $drift;
	}

	/**
	 * A table's rows as JSON, each with how many times it is there. A row whose numbers (but those
	 * of its keys) are all 0 is left out: a count or sum gone back to nothing says what no row says
	 * (kept tables keep such rows, rebuilds write them or not).
	 *
	 * @param string   $table One of all()'s tables (names from their classes, never input).
	 * @param string[] $keys  Its key columns that hold numbers.
	 * @return array<string, int>
	 */
	private static function rows( string $table, array $keys = array() ): array {
		$rows = array();
		foreach ( Reader::rows( Sql::text( 'SELECT * FROM ' . $table ) ) as $row ) {
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
