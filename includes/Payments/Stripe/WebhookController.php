<?php
namespace Eventin\Payments\Stripe;

use Eventin\Orders\History;
use Eventin\Orders\Orders;
use Eventin\Orders\Status;
use Eventin\Rest\Controller;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

/**
 * eventin/v2/payments/stripe/webhook: Stripe tells the site what happened to a payment. Only
 * bodies signed with the site's webhook secret count; the same event twice, or events out of
 * order, change a booking at most once, because a booking only moves from the status it is in.
 */
final class WebhookController extends Controller {
	/** @var string */
	protected $rest_base = 'payments/stripe/webhook';

	public function register_routes(): void {
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base,
			array(
				array(
					'methods'             => WP_REST_Server::CREATABLE,
					'callback'            => array( $this, 'receive' ),
					// Stripe signs the body instead of logging in; receive() checks the signature.
					'permission_callback' => '__return_true',
					'args'                => $this->get_item_schema()['properties'],
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
	}

	protected function item_schema(): array {
		return array(
			'properties' => array(
				'id'   => array(
					'description' => __( 'Stripe\'s id of the event, evt_…', 'eventin' ),
					'type'        => 'string',
				),
				'type' => array(
					'description' => __( 'What happened, e.g. payment_intent.succeeded.', 'eventin' ),
					'type'        => 'string',
				),
				'data' => array(
					'description' => __( 'The object it happened to, in `object`.', 'eventin' ),
					'type'        => 'object',
				),
			),
		);
	}

	public function receive( WP_REST_Request $request ) {
		$payload = $request->get_body();
		if ( ! StripeApi::verify_signature( $payload, (string) $request->get_header( 'stripe_signature' ), StripeGateway::keys()['webhook_secret'] ) ) {
			return self::error( 'eventin_stripe_signature', __( 'The webhook signature does not match.', 'eventin' ), 400 );
		}
		$event  = json_decode( $payload, true );
		$intent = (array) ( $event['data']['object'] ?? array() );
		if ( ! is_array( $event ) || 'payment_intent' !== ( $intent['object'] ?? '' ) ) {
			return new WP_REST_Response( array( 'received' => true ) );
		}
		$order = Orders::find_by_gateway_ref( 'stripe', (string) ( $intent['id'] ?? '' ) );
		if ( ! $order ) {
			return new WP_REST_Response( array( 'received' => true ) );
		}
		switch ( $event['type'] ?? '' ) {
			case 'payment_intent.succeeded':
				$this->paid( $order, $intent );
				break;
			case 'payment_intent.payment_failed':
				if ( Status::PENDING === $order['status'] ) {
					$reason = (string) ( $intent['last_payment_error']['message'] ?? '' );
					/* translators: %s: the card issuer's reason */
					History::add( $order['id'], $order['status'], $order['status'], sprintf( __( 'A payment attempt failed: %s', 'eventin' ), $reason ) );
				}
				break;
		}
		return new WP_REST_Response( array( 'received' => true ) );
	}

	private function paid( array $order, array $intent ): void {
		if ( (int) ( $intent['amount_received'] ?? 0 ) < $order['total'] || strtolower( $order['currency'] ) !== ( $intent['currency'] ?? '' ) ) {
			History::add( $order['id'], $order['status'], $order['status'], __( 'Stripe reported a payment that does not match the booking\'s total; it was not accepted.', 'eventin' ) );
			return;
		}
		if ( Status::PENDING === $order['status'] ) {
			$done = Orders::transition( $order['id'], Status::COMPLETED, __( 'Paid with Stripe.', 'eventin' ) );
			if ( ! is_wp_error( $done ) ) {
				return;
			}
			$order = Orders::get( $order['id'] );
		}
		if ( in_array( $order['status'], array( Status::FAILED, Status::CANCELLED ), true ) ) {
			StripeGateway::refund_late_payment( $order, $intent );
		}
	}
}
