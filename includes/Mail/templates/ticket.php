<?php
/**
 * One attendee's ticket: the event, when (in its timezone) and where, the ticket type and code, and
 * links to the ticket, the calendar file and the event's page.
 *
 * Override it in your theme as eventin/emails/ticket.php.
 *
 * @var string $name       The attendee's name.
 * @var array  $event_rows Label → value (event, when, where, ticket, ticket code).
 * @var string $ticket_url
 * @var string $ics_url    '' when the event is gone.
 * @var string $event_url  '' when the event is gone.
 * @var string $qr_cid     The Content-ID of the code's QR image in the mail ('' without one).
 * @var int    $qr_size    Its width and height in pixels.
 */

defined( 'ABSPATH' ) || exit;

echo '<p>' . esc_html(
	/* translators: %s: attendee name */
	sprintf( __( 'Hello %s, here is your ticket.', 'eventin' ), $name )
) . '</p>';
if ( ! empty( $qr_cid ) ) {
	// Shown at the door: large, on white (the code itself is in the rows below, for typing it in).
	$size = (int) ( $qr_size ?? 0 );
	echo '<p style="text-align:center;margin:16px 0"><img src="cid:' . esc_attr( $qr_cid ) . '" width="' . esc_attr( (string) $size ) . '" height="' . esc_attr( (string) $size ) . '" alt="' . esc_attr__( 'Ticket QR code', 'eventin' ) . '" style="display:inline-block;background:#fff"></p>';
}
echo \Eventin\Mail\Mailer::template( 'event-details', array( 'rows' => $event_rows ) );
echo '<p><a href="' . esc_url( $ticket_url ) . '">' . esc_html__( 'Show my ticket', 'eventin' ) . '</a>';
echo \Eventin\Mail\Mailer::template( 'event-links', compact( 'ics_url', 'event_url' ) );
echo '</p>';
