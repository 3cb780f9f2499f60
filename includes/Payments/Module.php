<?php
namespace Eventin\Payments;

use Eventin\Modules\Module as Base;
use Eventin\Payments\Stripe\StripeCheck;
use Eventin\Payments\Stripe\StripeGateway;
use Eventin\Payments\Stripe\WebhookController;

/**
 * Payments: Stripe's intents left, its keys checked on save, its webhook.
 */
final class Module extends Base {
	public function hooks(): array {
		return array(
			array( 'eventin_settings_refusal', array( StripeCheck::class, 'refusal' ), 10, 3 ),
			array( 'eventin_order_status_committed', array( StripeGateway::class, 'cancel_left_intent' ), 10, 2 ),
		);
	}

	public function controllers(): array {
		return array( WebhookController::class );
	}

	public function settings(): array {
		return array(
			'payments' => array(
				'offline'                => 'off',
				'offline_instructions'   => '',
				'stripe'                 => 'off',
				'stripe_publishable_key' => '',
				'stripe_secret_key'      => '',
				'stripe_webhook_secret'  => '',
			),
		);
	}
}
