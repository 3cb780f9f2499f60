<?php
namespace Eventin\Tests\Orders;

use Eventin\Jobs\Jobs;
use Eventin\Jobs\Runners;
use Eventin\Orders\Holds;
use Eventin\Orders\Orders;
use Eventin\Payments\Gateway;
use Eventin\Payments\Gateways;
use Eventin\Settings\Settings;
use WP_Error;

require_once __DIR__ . '/OrdersTestCase.php';

/**
 * What an extension hooks into (a gateway through `eventin_payment_gateways`, booking actions
 * through `eventin_booking_actions`), and wp-cron's release of expired seat holds.
 */
final class ExtensionsTest extends OrdersTestCase {
	/** @var Gateway&object{refusal: ?string, refunds: array} */
	private $gateway;

	protected function setUp(): void {
		parent::setUp();
		$this->gateway = new class() implements Gateway {
			/** @var string|null A reason to refuse refunds with. */
			public $refusal = null;

			/** @var array[] The refunds asked for: { order, amount, reason }. */
			public $refunds = array();

			public function id(): string {
				return 'voucher-pay';
			}

			public function title(): string {
				return 'Voucher Pay';
			}

			public function available(): bool {
				return true;
			}

			public function hold_seconds(): int {
				return Gateways::default_hold();
			}

			public function start( array $order ) {
				return array(
					'type' => 'redirect',
					'url'  => 'https://pay.example/checkout/' . $order['id'],
				);
			}

			public function refund( array $order, int $amount, string $reason ) {
				if ( null !== $this->refusal ) {
					return new WP_Error( 'voucher_refused', $this->refusal );
				}
				$this->refunds[] = compact( 'order', 'amount', 'reason' );
				return 'vr_' . count( $this->refunds );
			}
		};
		add_filter( 'eventin_payment_gateways', array( $this, 'add_gateway' ) );
		Gateways::reset();
	}

	protected function tearDown(): void {
		remove_filter( 'eventin_payment_gateways', array( $this, 'add_gateway' ) );
		parent::tearDown();
	}

	/** The filter as an extension uses it; something that is no gateway is left out. */
	public function add_gateway( array $gateways ): array {
		$gateways[] = $this->gateway;
		$gateways[] = new \stdClass();
		return $gateways;
	}

	public function test_an_extension_adds_a_gateway_that_buyers_pay_with_and_refunds_go_through(): void {
		$this->assertSame( array( 'free', 'offline', 'stripe', 'voucher-pay' ), array_keys( Gateways::all() ), 'only Gateway objects are kept' );
		Settings::update( array( 'hold_minutes' => 7 ) );
		$event = $this->event();

		$before   = time();
		$response = $this->book( $event, array( 0 => 2 ), array( 'gateway' => 'voucher-pay' ) );
		$this->assertSame( 201, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$booking = $response->get_data();
		$this->assertSame( 'pending', $booking['status'] );
		$this->assertSame( 'voucher-pay', $booking['gateway'] );
		$this->assertSame( '50.00', $booking['total'] );
		$this->assertSame(
			array(
				'type' => 'redirect',
				'url'  => 'https://pay.example/checkout/' . $booking['id'],
			),
			$booking['next'],
			'the answer carries what the gateway needs next'
		);
		$hold = strtotime( $booking['hold_until'] ) - $before;
		$this->assertGreaterThanOrEqual( 7 * MINUTE_IN_SECONDS, $hold, 'the seats are held for the hold_minutes setting' );
		$this->assertLessThanOrEqual( 7 * MINUTE_IN_SECONDS + 5, $hold );
		$this->assertSame( 2, $this->sold( $event['tickets'][0]['id'] ) );

		$listed = $this->rest( 'GET', 'orders', array( 'gateway' => 'voucher-pay' ), $this->admin )->get_data();
		$this->assertSame( array( $booking['id'] ), array_column( $listed['items'], 'id' ), 'the report filters by the new gateway' );
		$this->assertSame( 'Voucher Pay', $listed['items'][0]['gateway_title'] );

		// The extension completes the booking when its provider says so.
		$this->assertSame( 'completed', Orders::transition( $booking['id'], 'completed', 'Paid with a voucher.' )['status'] );

		// A refund the provider refuses says its reason and changes nothing.
		$detail                 = $this->rest( 'GET', "orders/{$booking['id']}", array(), $this->admin )->get_data();
		$first                  = $detail['attendees'][0]['id'];
		$this->gateway->refusal = 'The voucher was already spent.';
		$refused                = $this->rest(
			'POST',
			"orders/{$booking['id']}/refunds",
			array(
				'type'         => 'ticket',
				'attendee_ids' => array( $first ),
			),
			$this->admin
		);
		$this->assertError( $refused, 502, 'The voucher was already spent.' );
		$this->assertSame( 'completed', Orders::get( $booking['id'] )['status'] );
		$this->assertSame( 0, Orders::get( $booking['id'] )['refunded_total'] );
		$this->assertSame( 2, $this->sold( $event['tickets'][0]['id'] ) );
		$this->assertSame( array(), $this->gateway->refunds );

		// Accepted, the refund is the provider's and the ticket's seat goes back.
		$this->gateway->refusal = null;
		$refunded               = $this->rest(
			'POST',
			"orders/{$booking['id']}/refunds",
			array(
				'type'         => 'ticket',
				'attendee_ids' => array( $first ),
				'reason'       => 'Cannot come.',
			),
			$this->admin
		);
		$this->assertSame( 201, $refunded->get_status(), wp_json_encode( $refunded->get_data() ) );
		$this->assertSame( 'partially_refunded', $refunded->get_data()['order_status'] );
		$this->assertSame( '25.00', $refunded->get_data()['refunded_total'] );
		$this->assertSame( 'vr_1', $refunded->get_data()['refunds'][0]['gateway_ref'] );
		$this->assertSame( array( 2500, 'Cannot come.' ), array( $this->gateway->refunds[0]['amount'], $this->gateway->refunds[0]['reason'] ) );
		$this->assertSame( 1, $this->sold( $event['tickets'][0]['id'] ) );
	}

	public function test_a_gateway_that_is_not_available_cannot_be_chosen(): void {
		$event = $this->event();
		remove_filter( 'eventin_payment_gateways', array( $this, 'add_gateway' ) );
		Gateways::reset();
		$before = $this->counts();
		$this->assertError( $this->book( $event, array( 0 => 1 ), array( 'gateway' => 'voucher-pay' ) ), 400, 'Choose how you would like to pay.' );
		$this->assertSame( $before, $this->counts() );
	}

	public function test_an_extension_adds_booking_actions(): void {
		$add = static function ( array $actions, array $order ): array {
			if ( 'completed' === $order['status'] ) {
				$actions[] = 'print_badges';
			}
			return $actions;
		};
		add_filter( 'eventin_booking_actions', $add, 10, 2 );
		$event   = $this->event();
		$pending = $this->book( $event, array( 0 => 1 ), array( 'gateway' => 'offline' ) )->get_data();
		$free    = $this->book( $event, array( 1 => 1 ) )->get_data();
		$list    = array_column( $this->rest( 'GET', 'orders', array( 'event_id' => $event['id'] ), $this->admin )->get_data()['items'], 'actions', 'id' );
		remove_filter( 'eventin_booking_actions', $add, 10 );

		$this->assertSame( array( 'resend_invoice', 'refund', 'print_badges' ), $list[ $free['id'] ] );
		$this->assertSame( array( 'mark_paid', 'cancel' ), $list[ $pending['id'] ] );
	}

	public function test_a_background_job_releases_the_seats_of_expired_holds(): void {
		global $wpdb;
		$wpdb->delete( Jobs::table(), array( 'hook' => Holds::HOOK ) );
		do_action( Runners::TICK );
		do_action( Runners::TICK );
		$queued = $wpdb->get_results( $wpdb->prepare( 'SELECT id, run_at FROM ' . Jobs::table() . " WHERE hook = %s AND status = 'queued'", Holds::HOOK ), ARRAY_A );
		$this->assertCount( 1, $queued, 'each tick of the runners keeps one release queued' );
		$this->assertEqualsWithDelta( time() + 5 * MINUTE_IN_SECONDS, strtotime( $queued[0]['run_at'] . ' UTC' ), 5, 'five minutes on' );
		$this->assertSame( 'Release the seats of unpaid bookings whose hold ran out', apply_filters( 'eventin_job_label', '', Holds::HOOK, array() ) );

		$event   = $this->event();
		$booking = $this->book( $event, array( 0 => 2 ), array( 'gateway' => 'voucher-pay' ) )->get_data();
		$this->assertSame( 2, $this->sold( $event['tickets'][0]['id'] ) );
		do_action( Holds::HOOK );
		$this->assertSame( 'pending', Orders::get( $booking['id'] )['status'], 'a hold that has not run out stays' );

		$wpdb->update( Orders::table(), array( 'hold_until' => time() - 1 ), array( 'id' => $booking['id'] ) );
		// Its five minutes have passed.
		$wpdb->update( Jobs::table(), array( 'run_at' => gmdate( 'Y-m-d H:i:s', time() - 1 ) ), array( 'id' => $queued[0]['id'] ) );
		$this->assertTrue( Jobs::run_one( (int) $queued[0]['id'] ) );
		$this->assertSame( 'done', Jobs::find( (int) $queued[0]['id'] )['status'] );
		$this->assertSame( 'failed', Orders::get( $booking['id'] )['status'] );
		$this->assertSame( 0, $this->sold( $event['tickets'][0]['id'] ) );
		$this->assertSame( 0, $this->event_sold( $event['id'] ) );
	}
}
