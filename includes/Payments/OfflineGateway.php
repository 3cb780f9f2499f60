<?php
namespace Eventin\Payments;

use Eventin\Settings\Settings;

/**
 * Bank transfer or paying at the door: the booking stays pending, holding its seats, until someone
 * who manages bookings marks it paid, or until its days to pay (setting `offline_days`) run out:
 * then it is cancelled and the seats go back. Refunds are paid back by hand.
 */
final class OfflineGateway implements Gateway {
	public function id(): string {
		return 'offline';
	}

	public function title(): string {
		return __( 'Bank transfer or pay at the door', 'eventin' );
	}

	public function available(): bool {
		return 'on' === Settings::get()['payments']['offline'];
	}

	public function hold_seconds(): int {
		return DAY_IN_SECONDS * (int) Settings::get()['offline_days'];
	}

	public function start( array $order ) {
		return array(
			'type'         => 'offline',
			'instructions' => Settings::get()['payments']['offline_instructions'],
		);
	}

	public function refund( array $order, int $amount, string $reason ) {
		return '';
	}
}
