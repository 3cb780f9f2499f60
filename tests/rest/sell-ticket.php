<?php
/**
 * One buyer for the concurrency test: waits until a shared start instant, then tries to buy
 * tickets of one type. Usage: php sell-ticket.php TICKET_ID QUANTITY START_MICROTIME
 * Prints "sold" or the refusal's error code.
 */
putenv( 'EVENTIN_SITE_DIR=' . getenv( 'EVENTIN_TEST_SITE_DIR' ) );
putenv( 'EVENTIN_SITE_URL=' . getenv( 'EVENTIN_TEST_URL' ) );
require dirname( __DIR__, 2 ) . '/bin/php/load-wordpress.php';

list( , $ticket, $quantity, $start ) = $argv;
$wait = (float) $start - microtime( true );
if ( $wait > 0 ) {
	usleep( (int) ( $wait * 1e6 ) );
}
$result = Eventin\Tickets\Tickets::sell( (int) $ticket, (int) $quantity );
echo true === $result ? 'sold' : $result->get_error_code();
