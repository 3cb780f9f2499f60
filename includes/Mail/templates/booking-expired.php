<?php
/**
 * The notice that an offline booking was cancelled because it was not paid by its deadline.
 *
 * Override it in your theme as eventin/emails/booking-expired.php.
 *
 * @var string $deadline   When the payment was due.
 * @var string $event_url  The event's page ('' when it is no longer published).
 * @var array  $event_rows Label → value.
 */

defined( 'ABSPATH' ) || exit;

/* translators: %s: date and time the payment was due by */
echo '<p>' . esc_html( sprintf( __( 'Your payment had not arrived by %s, so your booking was cancelled and its seats went back on sale.', 'eventin' ), $deadline ) ) . '</p>';
echo \Eventin\Mail\Mailer::template( 'event-details', array( 'rows' => $event_rows ) );
if ( '' !== $event_url ) {
	echo '<p>' . esc_html__( 'Still want to go? Book again while seats are left:', 'eventin' ) . ' <a href="' . esc_url( $event_url ) . '">' . esc_html__( 'the event\'s page', 'eventin' ) . '</a></p>';
}
