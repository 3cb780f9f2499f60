<?php
/**
 * An RSVP invitation or reminder: the organizer's message (plain text; its placeholders filled,
 * web addresses made links), then the event's details and the link for answering.
 *
 * Override it in your theme as eventin/emails/rsvp-invitation.php.
 *
 * @var string $body       The message, placeholders filled, as plain text.
 * @var array  $event_rows Label → value (event, when, where).
 * @var string $rsvp_url   Where to answer: the response's signed link, or the event's page.
 */

defined( 'ABSPATH' ) || exit;

echo wp_kses_post( make_clickable( wpautop( esc_html( $body ) ) ) );
echo \Eventin\Mail\Mailer::template( 'event-details', array( 'rows' => $event_rows ) );
if ( '' !== $rsvp_url ) {
	echo '<p><a href="' . esc_url( $rsvp_url ) . '">' . esc_html__( 'Answer or change my answer', 'eventin' ) . '</a></p>';
}
