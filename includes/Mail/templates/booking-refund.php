<?php
/**
 * A refund notice to the buyer: the amount, the tickets refunded (none for an amount alone), the
 * invoice with what was refunded so far and the new total.
 *
 * Override it in your theme as eventin/emails/booking-refund.php.
 *
 * @var string   $amount      This refund, formatted.
 * @var string[] $tickets     The refunded tickets, "Name (Ticket type)".
 * @var array    $invoice     See invoice.php.
 * @var string   $booking_url
 */

defined( 'ABSPATH' ) || exit;

echo '<p>' . esc_html(
	sprintf(
		/* translators: 1: an amount of money, 2: booking number, 3: event title */
		__( '%1$s of your booking #%2$d for %3$s has been refunded.', 'eventin' ),
		$amount,
		$invoice['number'],
		$placeholders['{event_title}'] ?? ''
	)
) . '</p>';
if ( $tickets ) {
	echo '<p>' . esc_html__( 'Tickets refunded:', 'eventin' ) . '</p><ul>';
	foreach ( $tickets as $eventin_ticket ) {
		echo '<li>' . esc_html( $eventin_ticket ) . '</li>';
	}
	echo '</ul>';
}
echo \Eventin\Mail\Mailer::template( 'invoice', array( 'invoice' => $invoice ) );
echo '<p><a href="' . esc_url( $booking_url ) . '">' . esc_html__( 'View your booking', 'eventin' ) . '</a></p>';
