<?php
namespace Eventin\Tests\Orders;

use Eventin\Orders\Orders;
use Eventin\Payments\Stripe\StripeApi;
use Eventin\Settings\Settings;
use WP_REST_Request;

require_once __DIR__ . '/OrdersTestCase.php';

final class StripeWebhookTest extends OrdersTestCase {
	private const SECRET = 'whsec_phpunit';

	protected function setUp(): void {
		parent::setUp();
		Settings::update( array( 'payments' => array( 'stripe_webhook_secret' => self::SECRET ) ) );
	}

	/** A pending card booking of two Standard tickets (50.00) paid through payment intent $intent. */
	private function pending( string $intent ): array {
		$event = $this->event();
		$id    = $this->pending_booking( $event, 'stripe' );
		Orders::set_gateway_ref( $id, $intent );
		return Orders::get( $id );
	}

	private function deliver( array $event, ?string $signature = null ): \WP_REST_Response {
		$body    = wp_json_encode( $event );
		$time    = time();
		$request = new WP_REST_Request( 'POST', '/eventin/v2/payments/stripe/webhook' );
		$request->set_header( 'content-type', 'application/json' );
		$request->set_header( 'stripe-signature', $signature ?? 't=' . $time . ',v1=' . hash_hmac( 'sha256', $time . '.' . $body, self::SECRET ) );
		$request->set_body( $body );
		wp_set_current_user( 0 );
		return rest_get_server()->dispatch( $request );
	}

	private static function event_of( string $type, string $intent, int $amount = 5000 ): array {
		return array(
			'id'     => 'evt_' . wp_generate_password( 12, false ),
			'object' => 'event',
			'type'   => $type,
			'data'   => array(
				'object' => array(
					'id'              => $intent,
					'object'          => 'payment_intent',
					'amount'          => $amount,
					'amount_received' => 'payment_intent.succeeded' === $type ? $amount : 0,
					'currency'        => 'usd',
					'status'          => 'payment_intent.succeeded' === $type ? 'succeeded' : 'requires_payment_method',
				),
			),
		);
	}

	public function test_signatures_are_checked_as_stripe_signs(): void {
		$body = '{"id":"evt_1"}';
		$time = 1700000000;
		$good = hash_hmac( 'sha256', $time . '.' . $body, 'whsec_a' );
		$this->assertTrue( StripeApi::verify_signature( $body, "t={$time},v1={$good}", 'whsec_a', $time + 10 ) );
		$this->assertTrue( StripeApi::verify_signature( $body, "t={$time},v1=deadbeef,v1={$good}", 'whsec_a', $time ), 'any v1 may match (secret rolling)' );
		$this->assertFalse( StripeApi::verify_signature( $body, "t={$time},v1={$good}", 'whsec_b', $time ), 'another secret' );
		$this->assertFalse( StripeApi::verify_signature( $body . ' ', "t={$time},v1={$good}", 'whsec_a', $time ), 'another body' );
		$this->assertFalse( StripeApi::verify_signature( $body, "t={$time},v1={$good}", 'whsec_a', $time + 301 ), 'too old: a replay of a captured request' );
		$this->assertFalse( StripeApi::verify_signature( $body, '', 'whsec_a', $time ) );
		$this->assertFalse( StripeApi::verify_signature( $body, "t={$time},v1={$good}", '', $time ), 'no secret set' );
	}

	public function test_a_bad_signature_changes_nothing(): void {
		$order  = $this->pending( 'pi_bad' );
		$before = $this->counts();
		$answer = $this->deliver( self::event_of( 'payment_intent.succeeded', 'pi_bad' ), 't=' . time() . ',v1=0000' );
		$this->assertError( $answer, 400, 'The webhook signature does not match.' );
		$this->assertSame( 'pending', Orders::get( $order['id'] )['status'] );
		$this->assertSame( $before, $this->counts() );
	}

	public function test_success_completes_the_booking_once_whatever_the_replays_and_order(): void {
		$order     = $this->pending( 'pi_ok' );
		$succeeded = self::event_of( 'payment_intent.succeeded', 'pi_ok' );
		$this->assertSame( 200, $this->deliver( $succeeded )->get_status() );
		$this->assertSame( 'completed', Orders::get( $order['id'] )['status'] );
		$this->assertCount( 3, $this->mails(), 'invoice and two tickets' );
		$history = count( $this->rest( 'GET', "orders/{$order['id']}", array(), $this->admin )->get_data()['history'] );

		// The same event again, and a failure that arrives late, change nothing.
		$this->assertSame( 200, $this->deliver( $succeeded )->get_status() );
		$this->assertSame( 200, $this->deliver( self::event_of( 'payment_intent.payment_failed', 'pi_ok' ) )->get_status() );
		$this->assertSame( 'completed', Orders::get( $order['id'] )['status'] );
		$this->assertCount( 3, $this->mails(), 'no second mail' );
		$this->assertCount( $history, $this->rest( 'GET', "orders/{$order['id']}", array(), $this->admin )->get_data()['history'] );
	}

	public function test_a_failed_attempt_keeps_the_booking_pending_and_a_wrong_amount_is_not_accepted(): void {
		$order = $this->pending( 'pi_retry' );
		$this->deliver( self::event_of( 'payment_intent.payment_failed', 'pi_retry' ) );
		$this->assertSame( 'pending', Orders::get( $order['id'] )['status'], 'the buyer may try another card' );
		$this->deliver( self::event_of( 'payment_intent.succeeded', 'pi_retry', 100 ) );
		$this->assertSame( 'pending', Orders::get( $order['id'] )['status'] );
		$history = $this->rest( 'GET', "orders/{$order['id']}", array(), $this->admin )->get_data()['history'];
		$this->assertSame( 'Stripe reported a payment that does not match the booking\'s total; it was not accepted.', end( $history )['note'] );
	}

	public function test_events_of_unknown_payments_are_acknowledged_and_ignored(): void {
		$before = $this->counts();
		$answer = $this->deliver( self::event_of( 'payment_intent.succeeded', 'pi_elsewhere' ) );
		$this->assertSame( 200, $answer->get_status() );
		$this->assertSame( array( 'received' => true ), $answer->get_data() );
		$this->assertSame( $before, $this->counts() );
	}
}
