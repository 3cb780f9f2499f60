<?php
/**
 * The event's own links, each on a line after the mail's own link in the same paragraph: its
 * calendar file and its page, each left out when ''. Used by the ticket and RSVP mails.
 *
 * Override it in your theme as eventin/emails/event-links.php.
 *
 * @var string $ics_url   '' when the event is not published (or the mail does not offer it).
 * @var string $event_url '' when the event is not published.
 */

defined( 'ABSPATH' ) || exit;

if ( '' !== $ics_url ) {
	echo '<br><a href="' . esc_url( $ics_url ) . '">' . esc_html__( 'Add to calendar', 'eventin' ) . '</a>';
}
if ( '' !== $event_url ) {
	echo '<br><a href="' . esc_url( $event_url ) . '">' . esc_html__( 'About the event', 'eventin' ) . '</a>';
}
