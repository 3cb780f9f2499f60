<?php
namespace Eventin\Tests\Checkin;

use Eventin\Attendees\Attendees;
use Eventin\Checkin\Checkins;
use Eventin\Permissions\Capabilities;
use Eventin\Settings\Settings;
use Eventin\Tests\Orders\OrdersTestCase;

require_once dirname( __DIR__ ) . '/Orders/OrdersTestCase.php';

/**
 * The door against what a device or a caller claims: a scan time counts only between the booking
 * or the door's opening and the server's now (else the scan is timed on arrival and flagged
 * `clock_off`); a refund or cancel ends the holder's entry, and exits are always taken; another
 * owner's ticket code answers exactly what a code that does not exist answers.
 */
final class DoorTest extends OrdersTestCase {
	private const ISO = '/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/';

	/** A published event starting in $hours (UTC), with one ticket type (25.00 × 50). */
	private function event_in( int $hours, int $author = 0 ): array {
		$start = time() + $hours * HOUR_IN_SECONDS;
		$event = $this->event(
			array(
				array(
					'name'     => 'Standard',
					'price'    => '25.00',
					'capacity' => 50,
				),
			),
			array(
				'start_date' => gmdate( 'Y-m-d', $start ),
				'start_time' => gmdate( 'H:i', $start ),
				'end_date'   => gmdate( 'Y-m-d', $start + 6 * HOUR_IN_SECONDS ),
				'end_time'   => gmdate( 'H:i', $start + 6 * HOUR_IN_SECONDS ),
				'timezone'   => 'UTC',
			)
		);
		if ( $author ) {
			wp_update_post(
				array(
					'ID'          => $event['id'],
					'post_author' => $author,
				)
			);
		}
		return $event;
	}

	/** Paid attendees of the event's Standard tickets (a booking marked paid). */
	private function paid( array $event, int $quantity ): array {
		$booking = $this->book( $event, array( 0 => $quantity ), array( 'gateway' => 'offline' ) )->get_data();
		$this->assertSame( 200, $this->rest( 'POST', "orders/{$booking['id']}/mark-paid", array(), $this->admin )->get_status() );
		return Attendees::for_orders( array( $booking['id'] ) )[ $booking['id'] ];
	}

	/** Moves an attendee's booking time back. */
	private function booked_ago( array $attendee, int $seconds ): void {
		global $wpdb;
		$wpdb->update( Attendees::table(), array( 'created_at' => gmdate( 'Y-m-d H:i:s', time() - $seconds ) ), array( 'id' => $attendee['id'] ) );
	}

	/**
	 * One scan as answered.
	 *
	 * @param int|null $at Ms since 1970 the device says (null: none).
	 */
	private function scan( array $event, string $code, string $direction = 'in', ?int $at = null, int $user_id = 0 ): array {
		$body   = array(
			'event_id'  => $event['id'],
			'code'      => $code,
			'direction' => $direction,
			'device'    => 'Door',
			'nonce'     => wp_generate_password( 20, false ),
		);
		$body  += null === $at ? array() : array( 'scanned_at' => gmdate( 'Y-m-d\TH:i:s', intdiv( $at, 1000 ) ) . 'Z' );
		$answer = $this->rest( 'POST', 'attendees/check-in', $body, $user_id ? $user_id : $this->admin );
		$this->assertSame( 200, $answer->get_status(), wp_json_encode( $answer->get_data() ) );
		return $answer->get_data();
	}

	private static function ms_ago( int $seconds ): int {
		return ( time() - $seconds ) * 1000;
	}

	private function door_counts( array $event ): array {
		return array_diff_key( Checkins::counts( $event['id'] ), array( 'seq' => 0 ) );
	}

	public function test_a_device_time_out_of_the_window_is_timed_on_arrival_and_flagged(): void {
		$event  = $this->event_in( 2 );
		$people = $this->paid( $event, 5 );
		foreach ( $people as $person ) {
			$this->booked_ago( $person, 10 * DAY_IN_SECONDS );
		}
		$before = time();

		// In the window: the device's time counts.
		$fine = $this->scan( $event, $people[0]['code'], 'in', self::ms_ago( 600 ) );
		$this->assertSame( array( 'ok', false ), array( $fine['result'], $fine['clock_off'] ) );
		$this->assertEqualsWithDelta( self::ms_ago( 600 ), strtotime( $fine['scanned_at'] ) * 1000, 2000, 'give or take the seconds the test takes' );

		// A year back (the wrong clock that used to win the earliest entry), 1970, before it, and
		// an hour ahead: timed on arrival.
		foreach ( array( self::ms_ago( YEAR_IN_SECONDS ), 0, -500, ( time() + HOUR_IN_SECONDS ) * 1000 ) as $i => $at ) {
			$off = $this->scan( $event, $people[ $i + 1 ]['code'], 'in', $at );
			$this->assertTrue( $off['clock_off'], (string) $at );
			$this->assertSame( 'ok', $off['result'] );
			$this->assertMatchesRegularExpression( self::ISO, $off['scanned_at'] );
			$this->assertMatchesRegularExpression( self::ISO, $off['attendee']['checked_in_at'] );
			$this->assertGreaterThanOrEqual( $before, strtotime( $off['scanned_at'] ) );
		}
		// Two minutes ahead is a clock a little fast: now, not flagged.
		$this->assertFalse( $this->scan( $event, $people[0]['code'], 'out', ( time() + 120 ) * 1000 )['clock_off'] );

		// Before the door opens (24 hours before the start by default; here 26 hours ago): timed on
		// arrival. A longer window takes it.
		$early = $this->paid( $event, 2 );
		$this->booked_ago( $early[0], 10 * DAY_IN_SECONDS );
		$this->booked_ago( $early[1], 10 * DAY_IN_SECONDS );
		$this->assertTrue( $this->scan( $event, $early[0]['code'], 'in', self::ms_ago( 26 * HOUR_IN_SECONDS ) )['clock_off'] );
		Settings::update( array( 'checkin_window_hours' => 48 ) );
		$this->assertFalse( $this->scan( $event, $early[1]['code'], 'in', self::ms_ago( 26 * HOUR_IN_SECONDS ) )['clock_off'] );

		// Before the booking: timed on arrival, so it cannot win the earliest entry either.
		$late = $this->paid( $event, 1 )[0];
		$first = $this->scan( $event, $late['code'], 'in', self::ms_ago( 5 ) );
		$this->assertFalse( $first['clock_off'] );
		$back = $this->scan( $event, $late['code'], 'in', self::ms_ago( 3600 ) );
		$this->assertSame( array( 'rejected', 'already_redeemed', true ), array( $back['result'], $back['reason'], $back['clock_off'] ) );
		$this->assertSame( $first['scanned_at'], $back['redeemed']['scanned_at'] );
	}

	public function test_the_window_setting_is_checked(): void {
		$this->assertSame( 24, Settings::get()['checkin_window_hours'] );
		foreach ( array( 0, 721, 'soon' ) as $wrong ) {
			$answer = $this->rest( 'PUT', 'settings', array( 'checkin_window_hours' => $wrong ), $this->admin );
			$this->assertSame( 400, $answer->get_status(), (string) $wrong );
			$this->assertArrayHasKey( 'checkin_window_hours', $answer->get_data()['data']['params'] );
		}
		$this->assertSame( 72, $this->rest( 'PUT', 'settings', array( 'checkin_window_hours' => 72 ), $this->admin )->get_data()['checkin_window_hours'] );
	}

	public function test_well_formed_instants_before_1970(): void {
		$this->assertSame( '1969-12-31T23:59:59.500Z', \Eventin\Time\LocalTime::iso_ms( -500 ) );
		$this->assertSame( '1970-01-01T00:00:00.000Z', \Eventin\Time\LocalTime::iso_ms( 0 ) );
		$this->assertSame( '2026-11-25T14:30:00.250Z', \Eventin\Time\LocalTime::iso_ms( 1795617000250 ) );
	}

	public function test_a_refund_or_cancel_ends_the_entry_and_exits_are_always_taken(): void {
		$event  = $this->event_in( 2 );
		$people = $this->paid( $event, 4 );
		foreach ( $people as $person ) {
			$this->assertSame( 'ok', $this->scan( $event, $person['code'] )['result'] );
		}
		$this->assertSame( array( 'inside' => 4, 'checked_in' => 4, 'total' => 4 ), $this->door_counts( $event ) );
		$seq = Checkins::counts( $event['id'] )['seq'];

		// A ticket refunded while its holder is inside: no longer inside, nor counted.
		$order = $people[0]['order_id'];
		$this->assertSame( 201, $this->rest( 'POST', "orders/{$order}/refunds", array( 'type' => 'ticket', 'attendee_ids' => array( $people[0]['id'] ) ), $this->admin )->get_status() );
		$this->assertFalse( Attendees::get( $people[0]['id'] )['inside'] );
		$this->assertSame( array( 'inside' => 3, 'checked_in' => 4, 'total' => 3 ), $this->door_counts( $event ) );
		// The other devices learn it from their next pull.
		$pulled = $this->rest( 'GET', 'attendees/check-in', array( 'event_id' => $event['id'], 'since' => $seq ), $this->admin )->get_data();
		$this->assertSame( array( $people[0]['id'] ), array_column( $pulled['tickets'], 'id' ) );
		$this->assertSame( array( false, 'refunded' ), array( $pulled['tickets'][0]['inside'], $pulled['tickets'][0]['status'] ) );
		$this->assertSame( 3, $pulled['counts']['inside'] );

		// Its holder leaves: taken. They cannot come back in.
		$this->assertSame( array( 'ok', null ), array_values( array_intersect_key( $this->scan( $event, $people[0]['code'], 'out' ), array_flip( array( 'result', 'reason' ) ) ) ) );
		$again = $this->scan( $event, $people[0]['code'] );
		$this->assertSame( array( 'rejected', 'refunded' ), array( $again['result'], $again['reason'] ) );
		$this->assertSame( 3, $this->door_counts( $event )['inside'] );

		// A ticket cancelled while inside, and the rest refunded by amount: nobody is left inside.
		$this->assertSame( 200, $this->rest( 'DELETE', 'attendees/' . $people[1]['id'], array(), $this->admin )->get_status() );
		$this->assertSame( array( 'inside' => 2, 'checked_in' => 4, 'total' => 2 ), $this->door_counts( $event ) );
		$left = $this->rest( 'GET', "orders/{$order}", array(), $this->admin )->get_data()['refundable_total'];
		$this->assertSame( 201, $this->rest( 'POST', "orders/{$order}/refunds", array( 'type' => 'amount', 'amount' => $left ), $this->admin )->get_status() );
		$this->assertSame( 'refunded', Attendees::get( $people[2]['id'] )['status'] );
		$this->assertSame( array( 'inside' => 0, 'checked_in' => 4, 'total' => 0 ), $this->door_counts( $event ) );
		foreach ( array_slice( $people, 1 ) as $person ) {
			$this->assertFalse( Attendees::get( $person['id'] )['inside'] );
			$this->assertSame( 'ok', $this->scan( $event, $person['code'], 'out' )['result'], 'exits are always taken' );
		}
		$this->assertSame( 0, $this->door_counts( $event )['inside'] );
	}

	public function test_another_owners_code_answers_like_one_that_does_not_exist(): void {
		$vendor  = $this->user( 'vendor', array( Capabilities::OWN_EVENTS, Capabilities::QR_SCAN ) );
		$mine    = $this->event_in( 2, $vendor );
		$also    = $this->event_in( 3, $vendor );
		$theirs  = $this->event_in( 2, $this->user( 'vendor' ) );
		$stamp   = static fn( array $scan ) => array_diff_key( $scan, array_flip( array( 'nonce', 'code', 'scanned_at' ) ) );
		$random  = $stamp( $this->scan( $mine, bin2hex( random_bytes( 16 ) ), 'in', null, $vendor ) );
		$foreign = $this->paid( $theirs, 1 )[0];
		$this->assertSame( 'invalid', $random['reason'] );
		foreach ( array( 'in', 'out' ) as $direction ) {
			$answer = $stamp( $this->scan( $mine, $foreign['code'], $direction, null, $vendor ) );
			$this->assertSame( array_replace( $random, array( 'direction' => $direction ) ), $answer );
		}
		// A ticket of another event the scanner reaches says so; to the administrator, every event's.
		$this->assertSame( 'other_event', $this->scan( $mine, $this->paid( $also, 1 )[0]['code'], 'in', null, $vendor )['reason'] );
		$this->assertSame( 'other_event', $this->scan( $mine, $foreign['code'] )['reason'] );
		$this->assertSame( 'unused', Attendees::get( $foreign['id'] )['ticket_status'] );
	}
}
