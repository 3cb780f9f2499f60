<?php
/**
 * Tells a ticket's holder that it was refunded and is no longer valid.
 *
 * Override it in your theme as eventin/emails/ticket-refunded.php.
 *
 * @var string $name       The attendee's name.
 * @var array  $event_rows Label → value (event, when, where, ticket, ticket code).
 */

defined( 'ABSPATH' ) || exit;

echo '<p>' . esc_html(
	sprintf(
		/* translators: 1: attendee name, 2: event title */
		__( 'Hello %1$s, your ticket for %2$s was refunded and is no longer valid.', 'eventin' ),
		$name,
		$placeholders['{event_title}'] ?? ''
	)
) . '</p>';
echo \Eventin\Mail\Mailer::template( 'event-details', array( 'rows' => $event_rows ) );
echo '<p>' . esc_html__( 'If you did not expect this, please contact the person who booked it for you.', 'eventin' ) . '</p>';
