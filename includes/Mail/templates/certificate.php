<?php
/**
 * A link to an attendee's certificate of an event.
 *
 * Override it in your theme as eventin/emails/certificate.php.
 *
 * @var string $name The recipient's name.
 * @var string $url  The certificate's address.
 */

defined( 'ABSPATH' ) || exit;

echo '<p>' . esc_html(
	sprintf(
		/* translators: 1: a person's name, 2: an event title */
		__( 'Hello %1$s, thank you for attending %2$s.', 'eventin' ),
		$name,
		$placeholders['{event_title}'] ?? ''
	)
) . '</p>';
echo '<p><a href="' . esc_url( $url ) . '">' . esc_html__( 'Your certificate', 'eventin' ) . '</a></p>';
