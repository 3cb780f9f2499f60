<?php
/**
 * To the site's administrators: a vendor submitted an event, which waits for review.
 *
 * Override it in your theme as eventin/emails/event-submitted.php.
 *
 * @var string $vendor      The vendor's display name.
 * @var array  $event_rows  Label → value (event, when, where).
 * @var string $review_url  The event in the dashboard's editor.
 * @var string $pending_url The dashboard's list of events awaiting review.
 */

defined( 'ABSPATH' ) || exit;

echo '<p>' . esc_html(
	/* translators: %s: a vendor's name */
	sprintf( __( '%s submitted an event. It is not public until an administrator publishes it.', 'eventin' ), $vendor )
) . '</p>';
echo \Eventin\Mail\Mailer::template( 'event-details', array( 'rows' => $event_rows ) );
echo '<p><a href="' . esc_url( $review_url ) . '">' . esc_html__( 'Review the event', 'eventin' ) . '</a>';
echo '<br><a href="' . esc_url( $pending_url ) . '">' . esc_html__( 'All events awaiting review', 'eventin' ) . '</a></p>';
