<?php
/**
 * Lets a booking's seat hold run out now, as if its hold time had passed: the next sale, read or
 * cron run ends it. Usage: php expire-hold.php ORDER_ID. Prints how many bookings changed.
 */
putenv( 'EVENTIN_SITE_DIR=' . getenv( 'EVENTIN_TEST_SITE_DIR' ) );
putenv( 'EVENTIN_SITE_URL=' . getenv( 'EVENTIN_TEST_URL' ) );
require dirname( __DIR__, 2 ) . '/bin/php/load-wordpress.php';

global $wpdb;
echo (int) $wpdb->query(
	$wpdb->prepare(
		'UPDATE ' . Eventin\Orders\Orders::table() . " SET hold_until = %d WHERE id = %d AND status = 'pending' AND hold_until > 0",
		time() - 1,
		(int) $argv[1]
	)
);
