<?php
/**
 * Waits until no kicked job runner is running (the runner's mark is let go or stale), at most 30 s:
 * php runner-idle.php. For a test that changes what the next runner sees (a fault) and must not
 * hand its jobs to a runner that started before the change. Prints the seconds waited.
 */
putenv( 'EVENTIN_SITE_DIR=' . getenv( 'EVENTIN_TEST_SITE_DIR' ) );
putenv( 'EVENTIN_SITE_URL=' . getenv( 'EVENTIN_TEST_URL' ) );
require dirname( __DIR__, 2 ) . '/bin/php/load-wordpress.php';

global $wpdb;
$started = microtime( true );
do {
	$mark = (int) $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", \Eventin\Jobs\Runners::MARK ) );
	if ( $mark < time() - 30 ) {
		break;
	}
	usleep( 100000 );
} while ( microtime( true ) - $started < 30 );
echo esc_html( (string) round( microtime( true ) - $started, 1 ) );
