<?php
namespace Eventin\Payments;

use WP_Error;

/**
 * A way to pay for a booking. Gateways are listed by the `eventin_payment_gateways` filter, so an
 * extension can add its own.
 */
interface Gateway {
	/** The id stored on bookings, e.g. 'stripe'. */
	public function id(): string;

	/** Its name for people. */
	public function title(): string;

	/** Whether buyers may choose it now (turned on and set up). */
	public function available(): bool;

	/** How long a pending booking holds its seats, in seconds; 0 for as long as it stays pending. */
	public function hold_seconds(): int;

	/**
	 * Starts paying for a new pending booking. Answers what the buyer's browser needs next (shown
	 * as the booking's `next`), or an error, after which the booking fails.
	 *
	 * @return array|WP_Error
	 */
	public function start( array $order );

	/**
	 * Pays back part of a booking, in minor units. Answers the provider's reference of the refund.
	 *
	 * @return string|WP_Error
	 */
	public function refund( array $order, int $amount, string $reason );
}
