<?php
/**
 * Prints, as JSON, how many mail jobs each booking given has queued, running or done:
 * php mail-jobs-of.php BOOKING_ID…
 */
putenv( 'EVENTIN_SITE_DIR=' . getenv( 'EVENTIN_TEST_SITE_DIR' ) );
putenv( 'EVENTIN_SITE_URL=' . getenv( 'EVENTIN_TEST_URL' ) );
require dirname( __DIR__, 2 ) . '/bin/php/load-wordpress.php';

global $wpdb;
$counts = array();
foreach ( array_slice( $argv, 1 ) as $order ) {
	$order            = (int) $order;
	$counts[ $order ] = (int) $wpdb->get_var(
		$wpdb->prepare(
			'SELECT COUNT(*) FROM ' . \Eventin\Jobs\Jobs::table() . ' WHERE hook = %s AND ( args LIKE %s OR args LIKE %s )',
			\Eventin\Mail\Mailer::HOOK,
			'%' . $wpdb->esc_like( '"order":' . $order . '}' ) . '%',
			'%' . $wpdb->esc_like( '"order":' . $order . ',' ) . '%'
		)
	);
}
echo wp_json_encode( $counts );
