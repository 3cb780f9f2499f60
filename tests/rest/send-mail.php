<?php
/**
 * Sends one message with wp_mail() from the test site, as the plugin would.
 * Usage: php send-mail.php '{"to": "…", "subject": "…", "message": "…", "headers": [], "attachments": ["/path"]}'
 * Prints JSON: { "sent": true } or { "sent": false, "error": "why" }.
 */
putenv( 'EVENTIN_SITE_DIR=' . getenv( 'EVENTIN_TEST_SITE_DIR' ) );
putenv( 'EVENTIN_SITE_URL=' . getenv( 'EVENTIN_TEST_URL' ) );
require dirname( __DIR__, 2 ) . '/bin/php/load-wordpress.php';

$mail  = json_decode( $argv[1], true );
$error = '';
add_action(
	'wp_mail_failed',
	static function ( WP_Error $failure ) use ( &$error ) {
		$error = $failure->get_error_message();
	}
);
$sent = wp_mail( $mail['to'], $mail['subject'], $mail['message'], $mail['headers'] ?? array(), $mail['attachments'] ?? array() );
echo wp_json_encode( $sent ? array( 'sent' => true ) : array( 'sent' => false, 'error' => $error ) );
