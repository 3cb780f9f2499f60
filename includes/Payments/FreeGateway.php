<?php
namespace Eventin\Payments;

use Eventin\Orders\Orders;
use Eventin\Orders\Status;

/** Bookings that cost nothing complete at once. */
final class FreeGateway implements Gateway {
	public function id(): string {
		return 'free';
	}

	public function title(): string {
		return __( 'Free', 'eventin' );
	}

	public function available(): bool {
		return true;
	}

	public function hold_seconds(): int {
		return Gateways::default_hold();
	}

	public function start( array $order ) {
		$done = Orders::transition( $order['id'], Status::COMPLETED, __( 'Nothing to pay.', 'eventin' ) );
		return is_wp_error( $done ) ? $done : array( 'type' => 'none' );
	}

	public function refund( array $order, int $amount, string $reason ) {
		return '';
	}
}
