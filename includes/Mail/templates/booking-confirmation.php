<?php
/**
 * The buyer's confirmation of a paid or free booking: the event, the invoice (a list of tickets
 * when free) and the link to the booking's page.
 *
 * Override it in your theme as eventin/emails/booking-confirmation.php. Every template gets
 * $heading and $placeholders ({site_name}, {event_title}, … as Mailer::placeholders() names them).
 *
 * @var array  $event_rows  Label → value (event, when, where).
 * @var array  $invoice     See invoice.php.
 * @var string $booking_url
 */

defined( 'ABSPATH' ) || exit;

echo '<p>' . esc_html__( 'Thank you for your booking. Your tickets are on their way to each attendee.', 'eventin' ) . '</p>';
echo \Eventin\Mail\Mailer::template( 'event-details', array( 'rows' => $event_rows ) );
echo \Eventin\Mail\Mailer::template( 'invoice', array( 'invoice' => $invoice ) );
echo '<p><a href="' . esc_url( $booking_url ) . '">' . esc_html__( 'View your booking', 'eventin' ) . '</a></p>';
