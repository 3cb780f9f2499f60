<?php
/**
 * A reminder that an offline booking is still unpaid, a day before its deadline: when it is due,
 * the payment instructions (Settings → Payments), the event and the invoice.
 *
 * Override it in your theme as eventin/emails/booking-reminder.php.
 *
 * @var string $deadline     When the seats are held until.
 * @var string $instructions '' when none are set.
 * @var array  $event_rows   Label → value.
 * @var array  $invoice      See invoice.php.
 * @var string $booking_url
 */

defined( 'ABSPATH' ) || exit;

/* translators: %s: date and time the payment is due by */
echo '<p>' . esc_html( sprintf( __( 'We have not received your payment yet. Your seats are held until %s; after that, the booking is cancelled and its seats go to others.', 'eventin' ), $deadline ) ) . '</p>';
if ( '' !== $instructions ) {
	echo '<p>' . nl2br( esc_html( $instructions ) ) . '</p>';
}
echo '<p>' . esc_html__( 'Already paid? Then there is nothing to do: we mark it as soon as it arrives.', 'eventin' ) . '</p>';
echo \Eventin\Mail\Mailer::template( 'event-details', array( 'rows' => $event_rows ) );
echo \Eventin\Mail\Mailer::template( 'invoice', array( 'invoice' => $invoice ) );
echo '<p><a href="' . esc_url( $booking_url ) . '">' . esc_html__( 'View your booking', 'eventin' ) . '</a></p>';
