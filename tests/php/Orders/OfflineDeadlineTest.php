<?php
namespace Eventin\Tests\Orders;

use Eventin\Jobs\Jobs;
use Eventin\Orders\Mails;
use Eventin\Orders\Orders;
use Eventin\Settings\Settings;

/**
 * An offline booking has its days to pay (setting offline_days, never past the event's end): its
 * buyer is told the deadline, reminded a day before, and once it passes unpaid the booking is
 * cancelled, its seats go back and the buyer is told. 0 days: it holds until someone cancels it.
 */
final class OfflineDeadlineTest extends OrdersTestCase {
	/** Books two Standard tickets offline; the booking as the route answers it. */
	private function offline( array $event ): array {
		$response = $this->book( $event, array( 0 => 2 ), array( 'gateway' => 'offline' ) );
		$this->assertSame( 201, $response->get_status(), wp_json_encode( $response->get_data() ) );
		return $response->get_data();
	}

	/** The queued mail jobs of a message for a booking: [ run_at (Unix time) ]. */
	private function queued( string $message, int $order ): array {
		global $wpdb;
		$rows = $wpdb->get_col( $wpdb->prepare( 'SELECT run_at FROM ' . Jobs::table() . " WHERE status = 'queued' AND unique_key = %s", 'mail:' . $message . ':' . $order ) );
		return array_map( static fn( $time ) => strtotime( $time . ' UTC' ), $rows );
	}

	public function test_the_buyer_is_told_the_deadline_and_reminded_a_day_before(): void {
		Settings::update( array( 'offline_days' => 5 ) );
		$booking = $this->offline( $this->event() );
		$until   = strtotime( $booking['hold_until'] );
		$this->assertEqualsWithDelta( time() + 5 * DAY_IN_SECONDS, $until, 5 );
		$pay_by = sprintf( 'Please pay by %s: after that, the booking is cancelled and its seats go to others.', wp_date( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ), $until ) );
		$this->assertSame( $pay_by, $booking['next']['pay_by'] );
		$this->assertStringContainsString( esc_html( $pay_by ), $this->mails()[0]['message'], 'the instructions say it' );

		$reminder = $this->queued( Mails::REMINDER, $booking['id'] );
		$this->assertCount( 1, $reminder );
		$this->assertEqualsWithDelta( $until - DAY_IN_SECONDS, $reminder[0], 5, 'a day before the deadline' );
		$mail = Mails::reminder( array( 'order' => $booking['id'] ) );
		$this->assertSame( 'ada@example.com', $mail['to'] );
		$this->assertStringStartsWith( '[{site_name}] Reminder: pay for booking #{booking_number} by ', $mail['subject'] );

		// Paid meanwhile: the reminder has nothing to say.
		$this->assertSame( 200, $this->rest( 'POST', "orders/{$booking['id']}/mark-paid", array(), $this->admin )->get_status() );
		$this->assertNull( Mails::reminder( array( 'order' => $booking['id'] ) ) );
	}

	public function test_unpaid_by_the_deadline_it_is_cancelled_its_seats_go_back_and_the_buyer_is_told(): void {
		$event   = $this->event();
		$booking = $this->offline( $event );
		$card    = $this->pending_booking( $event, 'card-test', 60 );
		$this->assertSame( 2, $this->sold( $event['tickets'][0]['id'] ) );
		$this->forget_mails();

		global $wpdb;
		$wpdb->update( Orders::table(), array( 'hold_until' => time() - 1 ), array( 'id' => $booking['id'] ) );
		$this->assertSame( 1, Orders::release_expired_holds(), 'only the offline booking ran out' );
		$detail = $this->rest( 'GET', "orders/{$booking['id']}", array(), $this->admin )->get_data();
		$this->assertSame( 'cancelled', $detail['status'] );
		$this->assertSame( 'Not paid by its deadline: the booking was cancelled and its seats went back.', end( $detail['history'] )['note'] );
		$this->assertSame( array( 'cancelled' ), array_unique( array_column( $detail['attendees'], 'status' ) ) );
		$this->assertSame( 0, $this->sold( $event['tickets'][0]['id'] ) );
		$this->assertSame( 'pending', Orders::get( $card )['status'] );

		$mails = $this->mails();
		$this->assertCount( 1, $mails );
		$this->assertSame( 'ada@example.com', $mails[0]['to'] );
		$this->assertStringContainsString( "Your booking #{$booking['id']} for {$event['title']} was cancelled", $mails[0]['subject'] );
		$this->assertStringContainsString( 'so your booking was cancelled and its seats went back on sale.', $mails[0]['message'] );
		$this->assertNull( Mails::reminder( array( 'order' => $booking['id'] ) ), 'no reminder after it' );
	}

	public function test_the_hold_ends_with_the_event_and_zero_days_hold_until_someone_cancels(): void {
		$tomorrow = gmdate( 'Y-m-d', time() + DAY_IN_SECONDS );
		$soon     = $this->event(
			array(),
			array(
				'start_date' => $tomorrow,
				'end_date'   => $tomorrow,
				'timezone'   => 'UTC',
			)
		);
		$booking  = $this->offline( $soon );
		$this->assertSame( $tomorrow . 'T17:00:00Z', $booking['hold_until'], 'never past the event\'s end' );
		$reminder = $this->queued( Mails::REMINDER, $booking['id'] );
		$this->assertEqualsWithDelta( time() + intdiv( strtotime( $booking['hold_until'] ) - time(), 2 ), $reminder[0], 5, 'half-way with two days or less to pay' );

		Settings::update( array( 'offline_days' => 0 ) );
		$open = $this->offline( $this->event() );
		$this->assertNull( $open['hold_until'] );
		$this->assertSame( '', $open['next']['pay_by'] );
		$this->assertSame( array(), $this->queued( Mails::REMINDER, $open['id'] ) );
	}

	public function test_days_to_pay_are_from_0_to_90(): void {
		foreach ( array( -1, 91, 'three' ) as $days ) {
			$this->assertError( $this->rest( 'PUT', 'settings', array( 'offline_days' => $days ), $this->admin ), 400 );
		}
		$this->assertSame( 3, Settings::get()['offline_days'] );
		$this->assertSame( 90, $this->rest( 'PUT', 'settings', array( 'offline_days' => 90 ), $this->admin )->get_data()['offline_days'] );
	}
}
