<?php
/**
 * An RSVP answer came for an address that had already answered the event: nothing was changed.
 * The answer as it stands and the signed link that changes it (answers change only through it,
 * since anyone may type anyone's address into the form).
 *
 * Override it in your theme as eventin/emails/rsvp-already-answered.php.
 *
 * @var string $name       The person's name, as they answered.
 * @var string $status     going, maybe, not_going or waiting.
 * @var array  $event_rows Label → value (event, when, where, answer, people).
 * @var string $change_url The signed link of the response.
 * @var string $ics_url    '' when the event is not published or the person is not going.
 * @var string $event_url  '' when the event is not published.
 */

defined( 'ABSPATH' ) || exit;

echo '<p>' . esc_html(
	/* translators: %s: a person's name */
	sprintf( __( 'Hello %s, we received another answer for this event with your e-mail address. You have already answered, so nothing was changed: your answer is still the one below.', 'eventin' ), $name )
) . '</p>';
echo \Eventin\Mail\Mailer::template( 'event-details', array( 'rows' => $event_rows ) );
echo '<p>' . esc_html__( 'You have already answered; change it here:', 'eventin' ) . '<br><a href="' . esc_url( $change_url ) . '">' . esc_html__( 'Change or cancel my answer', 'eventin' ) . '</a>';
if ( '' !== $event_url ) {
	echo '<br><a href="' . esc_url( $event_url ) . '">' . esc_html__( 'About the event', 'eventin' ) . '</a>';
}
echo '</p>';
echo '<p>' . esc_html__( 'If you did not send it, you need not do anything.', 'eventin' ) . '</p>';
