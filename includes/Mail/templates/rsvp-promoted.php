<?php
/**
 * A place came free for someone on the waiting list: they are going now.
 *
 * Override it in your theme as eventin/emails/rsvp-promoted.php.
 *
 * @var string $name       The person's name.
 * @var array  $event_rows Label → value (event, when, where, answer, people).
 * @var string $change_url The signed link of the response.
 * @var string $ics_url    '' when the event is not published.
 * @var string $event_url  '' when the event is not published.
 */

defined( 'ABSPATH' ) || exit;

echo '<p>' . esc_html(
	/* translators: %s: a person's name */
	sprintf( __( 'Hello %s, a place came free and it is yours: you are going. If you cannot come any more, please cancel your answer so that the next person gets the place.', 'eventin' ), $name )
) . '</p>';
echo \Eventin\Mail\Mailer::template( 'event-details', array( 'rows' => $event_rows ) );
echo '<p><a href="' . esc_url( $change_url ) . '">' . esc_html__( 'Change or cancel my answer', 'eventin' ) . '</a>';
echo \Eventin\Mail\Mailer::template( 'event-links', compact( 'ics_url', 'event_url' ) );
echo '</p>';
