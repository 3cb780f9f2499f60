<?php
namespace Eventin\Tests\Events;

use Eventin\Database\Outage;
use Eventin\Events\Event;
use Eventin\Permissions\Capabilities;
use Eventin\Tests\TestCase;
use WP_REST_Response;

/**
 * What a search or a filter is given reaches SQL only as a bound value: quotes, comments, UNION
 * and LIKE's wildcards are text to look for, never SQL, on either database. Each answer is the
 * answer for the same words without the punctuation (or, when nothing but punctuation is left,
 * for a word that matches nothing), a vendor sees none of another owner's events, and no query
 * fails on the way.
 */
final class SearchInjectionTest extends TestCase {
	private const PAYLOADS = array( "' OR 1=1 --", "@') OR 1=1 --", "\\' OR 1=1 -- ", "') UNION SELECT 1 --", '%', '_' );

	/** A word no title or name holds. */
	private const NOTHING = 'qzxjvw';

	/** The plain search a payload must answer like: its words alone, or a word that matches nothing. */
	private static function plain( string $payload ): string {
		$words = trim( (string) preg_replace( '/[^\p{L}\p{N}]+/u', ' ', $payload ) );
		return '' === $words ? self::NOTHING : $words;
	}

	/** A REST answer, checked to have made no query fail. */
	private function clean( string $route, array $query, int $user ): WP_REST_Response {
		$failures = Outage::failures();
		$response = $this->rest( 'GET', $route, $query, $user );
		$failed   = array_slice( (array) ( $GLOBALS['EZSQL_ERROR'] ?? array() ), $failures );
		$this->assertSame( array(), $failed, "{$route} " . wp_json_encode( $query ) . ': no query fails' );
		return $response;
	}

	/** [ ids, total ] of a list answer: items with total_items, or an array with X-WP-Total. */
	private static function found( WP_REST_Response $response ): array {
		$data  = $response->get_data();
		$items = $data['items'] ?? $data;
		return array( array_column( $items, 'id' ), (int) ( $data['total_items'] ?? $response->get_headers()['X-WP-Total'] ) );
	}

	private function event( string $title, int $author, string $status = 'publish' ): int {
		wp_set_current_user( $author );
		$id = Event::save(
			0,
			array(
				'title'      => $title,
				'status'     => $status,
				'start_date' => '2031-12-10',
				'start_time' => '10:00',
				'end_date'   => '2031-12-10',
				'end_time'   => '11:00',
				'timezone'   => 'UTC',
			)
		);
		$this->assertIsInt( $id );
		return $id;
	}

	public function test_the_events_list_search_is_text(): void {
		$vendor = $this->user( 'vendor', array( Capabilities::OWN_EVENTS ) );
		$other  = $this->user( 'vendor' );
		$admin  = $this->admin();
		$mine   = array( $this->event( 'Alpha fair', $vendor ), $this->event( 'Alpha rehearsal', $vendor, 'draft' ) );
		// Bait: other owners' events whose titles hold every word of the payloads.
		$theirs = array(
			$this->event( 'Union select or 1 fair', $other ),
			$this->event( 'Union select or 1 draft', $other, 'draft' ),
			$this->event( 'Union select or 1 keynote', $admin ),
		);
		$search = fn( string $text, int $user ) => self::found( $this->clean( 'events', array( 'search_keyword' => $text, 'per_page' => 100 ), $user ) );

		$this->assertEqualsCanonicalizing( $mine, $search( 'alpha', $vendor )[0], 'a vendor finds their own events' );
		$this->assertSame( array( array(), 0 ), $search( 'union', $vendor ), 'and none of the others' );
		foreach ( self::PAYLOADS as $payload ) {
			$this->assertSame( array( array(), 0 ), $search( $payload, $vendor ), "vendor: {$payload}" );
			$found = $search( $payload, $admin );
			$this->assertSame( $search( self::plain( $payload ), $admin ), $found, "manager: {$payload}" );
			if ( self::NOTHING !== self::plain( $payload ) ) {
				$this->assertSame( array(), array_diff( $theirs, $found[0] ), "manager: {$payload} finds the titles with its words" );
			}
		}
	}

	public function test_the_speakers_search_is_text(): void {
		$manager = $this->user( 'organizer_staff', array( Capabilities::ORGANIZER ) );
		foreach ( array( 'Union Select', 'Or Onealdo' ) as $name ) {
			$response = $this->rest( 'POST', 'speakers', array( 'name' => $name, 'email' => wp_generate_password( 10, false ) . '@example.com', 'category' => array( 'speaker' ) ), $manager );
			$this->assertSame( 201, $response->get_status(), wp_json_encode( $response->get_data() ) );
		}
		$search = fn( string $text ) => self::found( $this->clean( 'speakers', array( 'search' => $text ), $manager ) );
		$this->assertSame( 1, $search( 'union select' )[1] );
		foreach ( self::PAYLOADS as $payload ) {
			$this->assertSame( $search( self::plain( $payload ) ), $search( $payload ), $payload );
		}
		$this->assertSame( array( array(), 0 ), $search( '%' ) );
	}

	public function test_the_schedules_search_is_text(): void {
		$manager = $this->user( 'schedule_staff', array( Capabilities::SCHEDULE ) );
		foreach ( array( 'Union select 1', 'Or 1 1 morning' ) as $title ) {
			$response = $this->rest( 'POST', 'schedules', array( 'program_title' => $title, 'date' => '2031-12-10', 'slots' => array() ), $manager );
			$this->assertSame( 201, $response->get_status(), wp_json_encode( $response->get_data() ) );
		}
		$search = fn( string $text ) => self::found( $this->clean( 'schedules', array( 'search' => $text ), $manager ) );
		$this->assertSame( 1, $search( 'union select 1' )[1] );
		foreach ( self::PAYLOADS as $payload ) {
			$this->assertSame( $search( self::plain( $payload ) ), $search( $payload ), $payload );
		}
		$this->assertSame( array( array(), 0 ), $search( '_' ) );
	}

	public function test_the_calendar_filters_take_ids_and_dates_only(): void {
		$event = $this->event( 'Calendar fair', $this->admin() );
		$term  = (int) wp_insert_term( 'Calendar category', 'etn_category' )['term_id'];
		wp_set_object_terms( $event, array( $term ), 'etn_category' );
		$range = array(
			'start' => '2031-12-01T00:00:00Z',
			'end'   => '2032-01-01T00:00:00Z',
		);
		$ids   = fn( array $query ) => array_column( $this->clean( 'calendar/events', $query + $range, 0 )->get_data(), 'id' );
		$this->assertContains( (string) $event, $ids( array( 'categories' => (string) $term ) ) );
		foreach ( self::PAYLOADS as $payload ) {
			foreach ( array( 'categories', 'tags', 'start', 'end' ) as $param ) {
				$this->assertSame( 400, $this->clean( 'calendar/events', array( $param => $payload ) + $range, 0 )->get_status(), "{$param}: {$payload}" );
			}
			$this->assertSame( 400, $this->clean( 'calendar/events', array( 'categories' => array( $term, $payload ) ) + $range, 0 )->get_status(), "a list: {$payload}" );
			$this->assertSame( 400, $this->clean( 'calendar/events', array( 'tags' => "{$term},{$payload}" ) + $range, 0 )->get_status(), "in a list: {$payload}" );
		}
	}
}
