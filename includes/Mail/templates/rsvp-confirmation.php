<?php
/**
 * The confirmation of an RSVP answer: the event, when (in its timezone) and where, the answer and
 * its people, the signed link for changing or cancelling it, and the calendar file.
 *
 * Override it in your theme as eventin/emails/rsvp-confirmation.php.
 *
 * @var string $name       The person's name.
 * @var string $status     going, maybe, not_going or waiting.
 * @var array  $event_rows Label → value (event, when, where, answer, people).
 * @var string $change_url The signed link of the response.
 * @var string $ics_url    '' when the event is not published or the person is not going.
 * @var string $event_url  '' when the event is not published.
 */

defined( 'ABSPATH' ) || exit;

$eventin_lines = array(
	/* translators: %s: a person's name */
	'going'     => __( 'Hello %s, thank you for your answer: we are looking forward to seeing you.', 'eventin' ),
	/* translators: %s: a person's name */
	'maybe'     => __( 'Hello %s, thank you for your answer: we hope you can come.', 'eventin' ),
	/* translators: %s: a person's name */
	'not_going' => __( 'Hello %s, thank you for letting us know that you cannot come.', 'eventin' ),
	/* translators: %s: a person's name */
	'waiting'   => __( 'Hello %s, the event is fully booked, so you are on the waiting list. We will write to you as soon as a place is yours.', 'eventin' ),
);
echo '<p>' . esc_html( sprintf( $eventin_lines[ $status ] ?? $eventin_lines['going'], $name ) ) . '</p>';
echo \Eventin\Mail\Mailer::template( 'event-details', array( 'rows' => $event_rows ) );
echo '<p><a href="' . esc_url( $change_url ) . '">' . esc_html__( 'Change or cancel my answer', 'eventin' ) . '</a>';
echo \Eventin\Mail\Mailer::template( 'event-links', compact( 'ics_url', 'event_url' ) );
echo '</p>';
