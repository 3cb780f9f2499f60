<?php
namespace Eventin\Payments\Stripe;

use Eventin\Orders\History;
use Eventin\Orders\Orders;
use Eventin\Orders\Status;
use Eventin\Payments\Gateway;
use Eventin\Payments\Gateways;
use Eventin\Settings\Settings;

/**
 * Card payments through Stripe: a payment intent per booking, paid in the browser with Stripe
 * Elements; the booking completes when Stripe's signed `payment_intent.succeeded` webhook arrives
 * (WebhookController), never on the browser's word.
 */
final class StripeGateway implements Gateway {
	public function id(): string {
		return 'stripe';
	}

	public function title(): string {
		return __( 'Card (Stripe)', 'eventin' );
	}

	/** @return array{publishable_key: string, secret_key: string, webhook_secret: string} */
	public static function keys(): array {
		$payments = Settings::get()['payments'];
		return array(
			'publishable_key' => $payments['stripe_publishable_key'],
			'secret_key'      => $payments['stripe_secret_key'],
			'webhook_secret'  => $payments['stripe_webhook_secret'],
		);
	}

	public function available(): bool {
		$keys = self::keys();
		return 'on' === Settings::get()['payments']['stripe'] && '' !== $keys['publishable_key'] && '' !== $keys['secret_key'] && '' !== $keys['webhook_secret'];
	}

	public function hold_seconds(): int {
		return Gateways::default_hold();
	}

	private static function api(): StripeApi {
		return new StripeApi( self::keys()['secret_key'] );
	}

	public function start( array $order ) {
		$intent = self::api()->request(
			'POST',
			'/v1/payment_intents',
			array(
				'amount'                    => $order['total'],
				'currency'                  => strtolower( $order['currency'] ),
				// Plain text, as Stripe shows it on its dashboard and receipts: the title as written, not get_the_title()'s HTML.
				/* translators: 1: a booking number, 2: an event title */
				'description'               => sprintf( __( 'Booking #%1$d: %2$s', 'eventin' ), $order['id'], (string) get_post_field( 'post_title', $order['event_id'], 'raw' ) ),
				'receipt_email'             => $order['customer_email'],
				'metadata'                  => array(
					'order_id' => $order['id'],
					'site'     => home_url(),
				),
				'automatic_payment_methods' => array( 'enabled' => 'true' ),
			),
			'eventin-order-' . $order['order_key']
		);
		if ( is_wp_error( $intent ) ) {
			return $intent;
		}
		Orders::set_gateway_ref( $order['id'], (string) $intent['id'] );
		return array(
			'type'            => 'stripe',
			'client_secret'   => (string) $intent['client_secret'],
			'publishable_key' => self::keys()['publishable_key'],
			'js_url'          => StripeApi::js_url(),
		);
	}

	public function refund( array $order, int $amount, string $reason ) {
		$refund = self::api()->request(
			'POST',
			'/v1/refunds',
			array(
				'payment_intent' => $order['gateway_ref'],
				'amount'         => $amount,
				'reason'         => 'requested_by_customer',
				'metadata'       => array(
					'order_id' => $order['id'],
					'note'     => mb_substr( $reason, 0, 500 ),
				),
			),
			'eventin-refund-' . $order['order_key'] . '-' . $order['refunded_total'] . '-' . $amount
		);
		return is_wp_error( $refund ) ? $refund : (string) $refund['id'];
	}

	/**
	 * A payment that arrives for a booking that is no longer pending (its hold ran out, or it was
	 * cancelled) is paid back, so nobody pays for seats they do not have.
	 */
	public static function refund_late_payment( array $order, array $intent ): void {
		$refund = self::api()->request(
			'POST',
			'/v1/refunds',
			array(
				'payment_intent' => (string) $intent['id'],
				'reason'         => 'requested_by_customer',
			),
			'eventin-late-' . $intent['id']
		);
		History::add(
			$order['id'],
			$order['status'],
			$order['status'],
			is_wp_error( $refund )
				? $refund->get_error_message()
				: __( 'The payment arrived after the booking had ended; it was paid back.', 'eventin' )
		);
	}

	/**
	 * A booking that stops waiting for its payment cancels the payment intent, so it cannot be paid
	 * later; settings that would sell nothing by card are refused (StripeCheck).
	 */
	/** A card payment left pending and then failed or cancelled: its payment intent is cancelled too. */
	public static function cancel_left_intent( array $order, string $from ): void {
		if ( 'stripe' === $order['gateway'] && Status::PENDING === $from && '' !== $order['gateway_ref'] && in_array( $order['status'], array( Status::FAILED, Status::CANCELLED ), true ) ) {
			self::api()->request( 'POST', '/v1/payment_intents/' . rawurlencode( $order['gateway_ref'] ) . '/cancel' );
		}
	}
}
