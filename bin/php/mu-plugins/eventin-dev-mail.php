<?php
/**
 * Plugin Name: Eventin development mail
 * Description: Sends this development site's mail to the local SMTP server (maildev) that `npm start` and the tests run. Copied into the generated site's wp-content/mu-plugins by bin/lib/wordpress.mjs; no part of the Eventin plugin, and idle unless wp-config.php defines EVENTIN_DEV_SMTP_HOST and EVENTIN_DEV_SMTP_PORT.
 */

if ( ! defined( 'EVENTIN_DEV_SMTP_HOST' ) || ! defined( 'EVENTIN_DEV_SMTP_PORT' ) ) {
	return;
}

/**
 * Every message goes over plain SMTP to the local server: no login, no TLS. Last of all, so a
 * development site's mail never leaves the machine whatever else hooks the mailer.
 */
add_action(
	'phpmailer_init',
	static function ( $phpmailer ) {
		$phpmailer->isSMTP();
		$phpmailer->Host        = EVENTIN_DEV_SMTP_HOST;
		$phpmailer->Port        = (int) EVENTIN_DEV_SMTP_PORT;
		$phpmailer->SMTPAuth    = false;
		$phpmailer->SMTPSecure  = '';
		$phpmailer->SMTPAutoTLS = false;
		$phpmailer->Timeout     = 10;
		// One connection for all the mails of a request (a booking sends several): maildev's SMTP
		// server waits 100 ms before it greets each new one.
		$phpmailer->SMTPKeepAlive = true;
	},
	PHP_INT_MAX
);

/*
 * WordPress sends as wordpress@<the site's host>: wordpress@localhost here. Its own is_email(),
 * which is also PHPMailer's validator in wp_mail(), refuses that address (the domain has no dot),
 * so wp_mail() would fail on setFrom() before sending anything. A sender that is valid is left
 * alone; one that is not becomes wordpress@localhost, and only that exact address is accepted.
 */
const EVENTIN_DEV_MAIL_FROM = 'wordpress@localhost';

add_filter(
	'wp_mail_from',
	static function ( $from ) {
		return is_email( $from ) ? $from : EVENTIN_DEV_MAIL_FROM;
	},
	PHP_INT_MAX
);

add_filter(
	'is_email',
	static function ( $result, $email, $context = null ) {
		if ( false === $result && 'domain_no_periods' === $context && EVENTIN_DEV_MAIL_FROM === strtolower( (string) $email ) ) {
			return $email;
		}
		return $result;
	},
	10,
	3
);
