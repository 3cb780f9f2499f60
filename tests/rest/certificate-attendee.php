<?php
/**
 * Sets a column of an attendee, as the check-in (ticket_status 'used') or a refund or cancel
 * (status) leaves it: php certificate-attendee.php CODE COLUMN VALUE (COLUMN: ticket_status or status).
 */
putenv( 'EVENTIN_SITE_DIR=' . getenv( 'EVENTIN_TEST_SITE_DIR' ) );
putenv( 'EVENTIN_SITE_URL=' . getenv( 'EVENTIN_TEST_URL' ) );
require dirname( __DIR__, 2 ) . '/bin/php/load-wordpress.php';

global $wpdb;
list( , $code, $column, $value ) = $argv;
if ( ! in_array( $column, array( 'ticket_status', 'status' ), true ) ) {
	fwrite( STDERR, "Only ticket_status or status.\n" );
	exit( 1 );
}
echo (int) $wpdb->update( \Eventin\Attendees\Attendees::table(), array( $column => $value ), array( 'code' => $code ) );
