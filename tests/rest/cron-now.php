<?php
/**
 * Makes the wp-cron events of a hook whose first argument is this id due now, as if their time
 * had come: php cron-now.php HOOK ID. Prints how many it moved; the next run of wp-cron.php runs them.
 * It also lifts the lock of a cron run another visit spawned, which would hold that next run back.
 */
putenv( 'EVENTIN_SITE_DIR=' . getenv( 'EVENTIN_TEST_SITE_DIR' ) );
putenv( 'EVENTIN_SITE_URL=' . getenv( 'EVENTIN_TEST_URL' ) );
require dirname( __DIR__, 2 ) . '/bin/php/load-wordpress.php';

$moved = 0;
foreach ( _get_cron_array() as $timestamp => $hooks ) {
	foreach ( $hooks[ $argv[1] ] ?? array() as $event ) {
		if ( (int) ( $event['args'][0] ?? 0 ) === (int) $argv[2] ) {
			wp_unschedule_event( $timestamp, $argv[1], $event['args'] );
			wp_schedule_single_event( time() - 1, $argv[1], $event['args'] );
			++$moved;
		}
	}
}
delete_transient( 'doing_cron' );
echo (int) $moved;
