<?php
/**
 * An offline booking's payment instructions (Settings → Payments), the event and the invoice.
 *
 * Override it in your theme as eventin/emails/booking-instructions.php.
 *
 * @var string $instructions '' when none are set.
 * @var string $pay_by       When to pay by, and what follows if not ('' for no deadline).
 * @var array  $event_rows   Label → value.
 * @var array  $invoice      See invoice.php.
 * @var string $booking_url
 */

defined( 'ABSPATH' ) || exit;

echo '<p>' . esc_html__( 'Thank you! Your seats are held until your payment arrives.', 'eventin' ) . '</p>';
if ( '' !== $pay_by ) {
	echo '<p><strong>' . esc_html( $pay_by ) . '</strong></p>';
}
if ( '' !== $instructions ) {
	echo '<p>' . nl2br( esc_html( $instructions ) ) . '</p>';
}
echo \Eventin\Mail\Mailer::template( 'event-details', array( 'rows' => $event_rows ) );
echo \Eventin\Mail\Mailer::template( 'invoice', array( 'invoice' => $invoice ) );
echo '<p><a href="' . esc_url( $booking_url ) . '">' . esc_html__( 'View your booking', 'eventin' ) . '</a></p>';
