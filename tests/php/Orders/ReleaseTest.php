<?php
namespace Eventin\Tests\Orders;

use Eventin\Orders\Orders;
use Eventin\Payments\Gateway;
use Eventin\Payments\Gateways;

require_once __DIR__ . '/OrdersTestCase.php';

/**
 * POST orders/{id}/release: a buyer who left the card step (a reload) gives back the seats of
 * that booking when the form starts again, so the next try does not hold them twice.
 */
final class ReleaseTest extends OrdersTestCase {
	protected function setUp(): void {
		parent::setUp();
		add_filter( 'eventin_payment_gateways', array( $this, 'card_gateway' ) );
		Gateways::reset();
	}

	protected function tearDown(): void {
		remove_filter( 'eventin_payment_gateways', array( $this, 'card_gateway' ) );
		parent::tearDown();
	}

	/** A card gateway that leaves the booking pending, as Stripe does until its webhook. */
	public function card_gateway( array $gateways ): array {
		$gateways[] = new class() implements Gateway {
			public function id(): string {
				return 'card-test';
			}
			public function title(): string {
				return 'Card';
			}
			public function available(): bool {
				return true;
			}
			public function hold_seconds(): int {
				return 900;
			}
			public function start( array $order ) {
				return array( 'type' => 'card' );
			}
			public function refund( array $order, int $amount, string $reason ) {
				return 're_test';
			}
		};
		return $gateways;
	}

	private function release( int $id, string $key ): \WP_REST_Response {
		return $this->rest( 'POST', "orders/{$id}/release", array( 'key' => $key ) );
	}

	public function test_a_card_booking_left_gives_its_seats_back_once(): void {
		$event   = $this->event();
		$ticket  = $event['tickets'][0]['id'];
		$booking = $this->book( $event, array( 0 => 3 ), array( 'gateway' => 'card-test' ) )->get_data();
		$this->assertSame( 'pending', $booking['status'] );
		$this->assertSame( 3, $this->sold( $ticket ) );
		$key = Orders::get( $booking['id'] )['order_key'];

		$response = $this->release( $booking['id'], $key );
		$this->assertSame( 200, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$this->assertSame( 'cancelled', $response->get_data()['status'] );
		$this->assertArrayNotHasKey( 'attendees', $response->get_data() );
		$this->assertSame( 0, $this->sold( $ticket ) );
		$this->assertSame( 0, $this->event_sold( $event['id'] ) );
		$history = $this->rest( 'GET', "orders/{$booking['id']}", array(), $this->admin )->get_data()['history'];
		$this->assertSame( 'The buyer started again before paying; the seats were given back.', end( $history )['note'] );

		// Again: nothing more goes back.
		$this->assertSame( 'cancelled', $this->release( $booking['id'], $key )->get_data()['status'] );
		$this->assertSame( 0, $this->sold( $ticket ) );
	}

	public function test_a_wrong_key_paid_or_offline_bookings_keep_their_seats(): void {
		$event   = $this->event();
		$ticket  = $event['tickets'][0]['id'];
		$card    = $this->book( $event, array( 0 => 1 ), array( 'gateway' => 'card-test' ) )->get_data();
		$offline = $this->book( $event, array( 0 => 1 ), array( 'gateway' => 'offline' ) )->get_data();
		$free    = $this->book( $event, array( 1 => 1 ) )->get_data();
		$this->assertSame( 2, $this->sold( $ticket ) );

		$this->assertError( $this->release( $card['id'], 'wrong' ), 404, 'This booking does not exist.' );
		$this->assertError( $this->release( 999999, 'wrong' ), 404, 'This booking does not exist.' );
		$this->assertSame( 400, $this->release( $card['id'], '' )->get_status() );
		$this->assertSame( 'pending', Orders::get( $card['id'] )['status'] );

		$this->assertSame( 'pending', $this->release( $offline['id'], Orders::get( $offline['id'] )['order_key'] )->get_data()['status'] );
		$this->assertSame( 'completed', $this->release( $free['id'], Orders::get( $free['id'] )['order_key'] )->get_data()['status'] );
		$this->assertSame( 2, $this->sold( $ticket ) );
		$this->assertSame( 1, $this->sold( $event['tickets'][1]['id'] ) );
	}
}
