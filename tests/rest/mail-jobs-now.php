<?php
/**
 * Makes the queued mail jobs of a booking due now, as if their backoff had passed, and runs the
 * due jobs as a host's system cron would: php mail-jobs-now.php BOOKING_ID [BOOKING_ID…]; --all for
 * every queued mail.
 * Prints how many mail jobs it moved.
 */
putenv( 'EVENTIN_SITE_DIR=' . getenv( 'EVENTIN_TEST_SITE_DIR' ) );
putenv( 'EVENTIN_SITE_URL=' . getenv( 'EVENTIN_TEST_URL' ) );
require dirname( __DIR__, 2 ) . '/bin/php/load-wordpress.php';

global $wpdb;
$moved = 0;
if ( in_array( '--all', $argv, true ) ) {
	$moved = (int) $wpdb->query( $wpdb->prepare( 'UPDATE ' . \Eventin\Jobs\Jobs::table() . " SET run_at = %s WHERE hook = %s AND status = 'queued'", gmdate( 'Y-m-d H:i:s', time() - 1 ), \Eventin\Mail\Mailer::HOOK ) );
}
foreach ( array_diff( array_slice( $argv, 1 ), array( '--all' ) ) as $order ) {
	$moved += (int) $wpdb->query(
		$wpdb->prepare(
			'UPDATE ' . \Eventin\Jobs\Jobs::table() . " SET run_at = %s WHERE hook = %s AND status = 'queued' AND ( args LIKE %s OR args LIKE %s )",
			gmdate( 'Y-m-d H:i:s', time() - 1 ),
			\Eventin\Mail\Mailer::HOOK,
			'%' . $wpdb->esc_like( '"order":' . (int) $order . '}' ) . '%',
			'%' . $wpdb->esc_like( '"order":' . (int) $order . ',' ) . '%'
		)
	);
}
while ( \Eventin\Jobs\Jobs::run( 100, 30.0 ) > 0 ) {
	continue;
}
echo (int) $moved;
