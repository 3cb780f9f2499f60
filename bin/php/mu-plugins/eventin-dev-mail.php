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
 * WordPress sends as wordpress@<the site's host>: wordpress@localhost here; Eventin sends as the
 * site's administration address, eventin@localhost on these sites (bin/php/install.php). WordPress's
 * is_email(), which is also PHPMailer's validator in wp_mail(), refuses every address at localhost
 * (the domain has no dot), so wp_mail() would fail on setFrom() before sending anything, and
 * sanitize_email() would not let the option take one. Here an address at localhost with a plain
 * local part is accepted; a sender that is still not valid becomes wordpress@localhost.
 */
const EVENTIN_DEV_MAIL_HOST = 'localhost';

add_filter(
	'wp_mail_from',
	static function ( $from ) {
		return is_email( $from ) ? $from : 'wordpress@' . EVENTIN_DEV_MAIL_HOST;
	},
	PHP_INT_MAX
);

$eventin_dev_mail_local = static function ( $result, $email, $context = null ) {
	if ( 'domain_no_periods' === $context && 1 === preg_match( '/^[a-z0-9._%+-]+@' . EVENTIN_DEV_MAIL_HOST . '$/i', (string) $email ) ) {
		return $email;
	}
	return $result;
};
add_filter( 'is_email', $eventin_dev_mail_local, 10, 3 );
add_filter( 'sanitize_email', $eventin_dev_mail_local, 10, 3 );
