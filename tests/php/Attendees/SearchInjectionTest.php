<?php
namespace Eventin\Tests\Attendees;

use Eventin\Attendees\Attendees;
use Eventin\Permissions\Capabilities;
use Eventin\Tests\Orders\OrdersTestCase;

require_once dirname( __DIR__ ) . '/Orders/OrdersTestCase.php';

/**
 * Searches and scanned codes that try to break out of their SQL string (MySQL's `\'` escapes
 * nothing on SQLite): each is a value bound beside the query, so it finds what a plain string
 * that matches nothing finds, never another vendor's or another event's attendees, and the
 * database logs no error.
 */
final class SearchInjectionTest extends OrdersTestCase {
	private const PAYLOADS = array( "@') OR 1=1 --", "' OR 1=1 --", "\\' OR 1=1 -- ", "') UNION SELECT id FROM wp_users --", '"', '\\', '%', '_' );

	private int $vendor;

	/** @var array The vendor's event. */
	private array $mine;

	/** @var array[] The attendees of another vendor's event. */
	private array $theirs;

	/** @var string Where error_log() wrote before the test. */
	private string $error_log;

	private string $log_file;

	protected function setUp(): void {
		global $EZSQL_ERROR;
		parent::setUp();
		$this->vendor    = $this->user( 'vendor', array( Capabilities::OWN_EVENTS, Capabilities::QR_SCAN ) );
		$this->mine      = $this->event_of( $this->vendor, 'Vera Vendor', 'vera@example.com' );
		$other           = $this->event_of( $this->user( 'vendor' ), 'Otto Other', 'otto@example.com' );
		$this->theirs    = Attendees::for_orders( array( $other['order'] ) )[ $other['order'] ];
		$EZSQL_ERROR     = array();
		$this->log_file  = (string) tempnam( sys_get_temp_dir(), 'eventin-sql-errors' );
		$this->error_log = (string) ini_get( 'error_log' );
		ini_set( 'error_log', $this->log_file );
	}

	protected function tearDown(): void {
		ini_set( 'error_log', $this->error_log );
		wp_delete_file( $this->log_file );
		parent::tearDown();
	}

	/** A published event of $owner with a booking of two free tickets for $name. */
	private function event_of( int $owner, string $name, string $email ): array {
		$event = $this->event();
		wp_update_post(
			array(
				'ID'          => $event['id'],
				'post_author' => $owner,
			)
		);
		$booking = $this->book(
			$event,
			array( 1 => 2 ),
			array(
				'customer' => array(
					'name'  => $name,
					'email' => $email,
				),
			)
		);
		$this->assertSame( 201, $booking->get_status(), wp_json_encode( $booking->get_data() ) );
		return $event + array( 'order' => (int) $booking->get_data()['id'] );
	}

	/** @return array{0: int, 1: int[]} The total and the event ids of the attendees a search answers. */
	private function search( array $params, int $user_id ): array {
		$answer = $this->rest( 'GET', 'attendees', $params, $user_id );
		$this->assertSame( 200, $answer->get_status(), wp_json_encode( $answer->get_data() ) );
		return array( $answer->get_data()['total_items'], array_values( array_unique( array_column( $answer->get_data()['items'], 'event_id' ) ) ) );
	}

	private function assertNoSqlError(): void {
		global $wpdb, $EZSQL_ERROR;
		$this->assertSame( '', (string) file_get_contents( $this->log_file ), 'the error log' );
		$this->assertSame( array(), (array) $EZSQL_ERROR, 'the database errors of $wpdb' );
		$this->assertSame( '', $wpdb->last_error );
	}

	public function test_a_search_that_breaks_out_of_its_string_finds_nothing_of_another_vendor(): void {
		$code     = $this->theirs[0]['code'];
		$payloads = array_merge( self::PAYLOADS, array( $code . "' OR 1=1 --", substr( $code, 0, 8 ) . "') OR 1=1 --" ) );
		$nothing  = array( 0, array() );
		$this->assertSame( $nothing, $this->search( array( 'search' => 'zzqqxx' ), $this->vendor ), 'a plain string that matches nothing' );
		$this->assertSame( array( 2, array( $this->mine['id'] ) ), $this->search( array( 'search' => 'vera' ), $this->vendor ) );
		$this->assertSame( array( 0, array() ), $this->search( array( 'search' => 'otto' ), $this->vendor ) );
		foreach ( $payloads as $payload ) {
			$this->assertSame( $nothing, $this->search( array( 'search' => $payload ), $this->vendor ), "as the vendor: {$payload}" );
			$this->assertSame( $nothing, $this->search( array( 'search' => $payload, 'event_id' => $this->mine['id'] ), $this->vendor ), "in the vendor's event: {$payload}" );
			$this->assertSame( $nothing, $this->search( array( 'search' => $payload, 'event_id' => $this->mine['id'] ), $this->admin ), "in one event: {$payload}" );
			$this->assertSame( $nothing, $this->search( array( 'search' => $payload ), $this->admin ), "the whole site: {$payload}" );
			$export = $this->rest( 'POST', 'attendees/exports', array( 'format' => 'csv', 'search' => $payload ), $this->vendor );
			$this->assertSame( 0, $export->get_data()['details']['rows'], "the vendor's export: {$payload}" );
		}
		$this->assertNoSqlError();
	}

	public function test_a_scanned_code_that_breaks_out_of_its_string_is_invalid(): void {
		$codes = array( "x' OR '1'='1", "\\' OR 1=1 -- ", $this->theirs[0]['code'] . "'", "') OR code LIKE '%" );
		foreach ( $codes as $i => $code ) {
			$scan = $this->rest(
				'POST',
				'attendees/check-in',
				array(
					'event_id' => $this->mine['id'],
					'code'     => $code,
					'nonce'    => 'injected-' . $i,
				),
				$this->vendor
			);
			$this->assertSame( 200, $scan->get_status(), wp_json_encode( $scan->get_data() ) );
			$this->assertSame( array( 'rejected', 'invalid', null ), array( $scan->get_data()['result'], $scan->get_data()['reason'], $scan->get_data()['attendee'] ), $code );
		}
		$this->assertSame( 'unused', Attendees::get( $this->theirs[0]['id'] )['ticket_status'] );
		$this->assertNoSqlError();
	}
}
