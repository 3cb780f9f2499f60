<?php
/**
 * What, when and where: a table of the event's title, date and time in its timezone, and its venue
 * or "Online"; ticket mails add the ticket type and code. Used by the booking and ticket mails.
 *
 * Override it in your theme as eventin/emails/event-details.php.
 *
 * @var array<string, string> $rows Label → value; empty values are left out.
 */

defined( 'ABSPATH' ) || exit;

echo '<table role="presentation">';
foreach ( $rows as $label => $value ) {
	if ( '' !== (string) $value ) {
		echo '<tr><th scope="row" style="text-align:left">' . esc_html( $label ) . '</th><td>' . esc_html( $value ) . '</td></tr>';
	}
}
echo '</table>';
