<?php
namespace Eventin\Tests\Rsvp;

use Eventin\Tests\TestCase;

require_once __DIR__ . '/RsvpFixture.php';

/**
 * The RSVP report's searches take what a vendor types as a value, never as SQL: an injection finds
 * nothing of another vendor's events (on SQLite a backslash escapes no quote, so MySQL's quoting
 * sent to it would have closed the string) and no query fails.
 */
final class ReportSearchTest extends TestCase {
	private const PAYLOADS = array( "' OR 1=1 --", "@') OR 1=1 --", "\\' OR 1=1 -- ", '%', '_' );

	use RsvpFixture;

	protected function setUp(): void {
		parent::setUp();
		$this->set_up_rsvp();
	}

	/** A published event with RSVP on, owned by $owner, answered by each of $names. */
	private function event( int $owner, array $names ): array {
		$event = $this->rsvp_event(
			array(
				'enabled' => true,
				'limit'   => -1,
			),
			array(
				'title'    => 'Orchard 1 ' . wp_generate_password( 4, false ),
				'timezone' => 'Europe/Berlin',
			)
		);
		wp_update_post(
			array(
				'ID'          => $event['id'],
				'post_author' => $owner,
			)
		);
		foreach ( $names as $name ) {
			$answer = $this->rest(
				'POST',
				'rsvp-registration',
				array(
					'event_id' => $event['id'],
					'name'     => $name,
					'email'    => strtolower( str_replace( ' ', '.', $name ) ) . '@example.com',
				)
			);
			$this->assertSame( 201, $answer->get_status(), wp_json_encode( $answer->get_data() ) );
		}
		return $event;
	}

	public function test_injections_in_the_reports_searches_find_nothing_of_another_vendor_and_fail_no_query(): void {
		global $wpdb, $EZSQL_ERROR;
		$grant  = array( 'etn_manage_own_events' );
		$vendor = $this->user( 'etn_vendor', $grant );
		$other  = $this->user( 'etn_vendor', $grant );
		$own    = $this->event( $vendor, array( 'Orla One', 'Ian Fox' ) );
		$theirs = $this->event( $other, array( 'Oren Other', 'Ida Else' ) );

		$log      = tempnam( sys_get_temp_dir(), 'eventin-sql-errors' );
		$previous = ini_set( 'error_log', $log );
		$failed   = count( (array) $EZSQL_ERROR );
		try {
			foreach ( self::PAYLOADS as $payload ) {
				$events = $this->rest( 'GET', 'rsvp-report', array( 'search' => $payload ), $vendor );
				$this->assertSame( 200, $events->get_status(), $payload );
				// Titles hold none of these, quoted or not: nothing, as a plain search for a missing word.
				$this->assertSame( array(), $events->get_data()['items'], $payload );
				$this->assertSame( 0, $events->get_data()['total_items'], $payload );

				foreach ( array( 'search', 'attendee_name' ) as $param ) {
					$responses = $this->rest( 'GET', "rsvp-report/{$own['id']}", array( $param => $payload, 'status' => 'all' ), $vendor );
					$this->assertSame( 200, $responses->get_status(), $payload );
					$data = $responses->get_data();
					$this->assertSame( array(), array_diff( array_column( $data['items'], 'event_id' ), array( $own['id'] ) ), "{$param}={$payload}: the vendor's own event's responses only" );
					$this->assertSame( count( $data['items'] ), $data['total_items'], $payload );
					$this->assertEmpty( array_intersect( array( 'Oren Other', 'Ida Else' ), array_column( $data['items'], 'name' ) ), $payload );

					$this->assertSame( 404, $this->rest( 'GET', "rsvp-report/{$theirs['id']}", array( $param => $payload ), $vendor )->get_status(), $payload );
				}
			}
			// Words of the payloads are searched as words: 'or' and '1' begin no name or address.
			$this->assertSame( 0, $this->rest( 'GET', "rsvp-report/{$own['id']}", array( 'search' => "' OR 1=1 --", 'status' => 'all' ), $vendor )->get_data()['total_items'] );
			// The same searches still find what they should.
			$this->assertSame( array( 'Orla One' ), array_column( $this->rest( 'GET', "rsvp-report/{$own['id']}", array( 'search' => 'orla' ), $vendor )->get_data()['items'], 'name' ) );
			$this->assertSame( array( $own['id'] ), array_column( $this->rest( 'GET', 'rsvp-report', array( 'search' => 'orchard 1' ), $vendor )->get_data()['items'], 'id' ) );
			$this->assertSame( 2, $this->rest( 'GET', 'rsvp-report', array( 'search' => 'ORCHARD' ), $this->admin )->get_data()['total_items'] );
		} finally {
			ini_set( 'error_log', $previous );
		}
		$this->assertSame( '', (string) file_get_contents( $log ), 'no query failed' );
		$this->assertCount( $failed, (array) $EZSQL_ERROR, 'no query failed' );
		$this->assertSame( '', $wpdb->last_error );
		unlink( $log );
	}
}
