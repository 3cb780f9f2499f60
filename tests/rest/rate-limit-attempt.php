<?php
/**
 * One visitor's attempts for the rate limit's race: waits until a shared start instant, then
 * counts ATTEMPTS attempts of ACTION by VISITOR in one window (at the instant NOW), each allowed
 * or not under LIMIT. Usage: php rate-limit-attempt.php ACTION VISITOR LIMIT ATTEMPTS NOW START_MICROTIME
 * Prints one line per attempt: "ok" or "wait".
 */
putenv( 'EVENTIN_SITE_DIR=' . getenv( 'EVENTIN_TEST_SITE_DIR' ) );
putenv( 'EVENTIN_SITE_URL=' . getenv( 'EVENTIN_TEST_URL' ) );
require dirname( __DIR__, 2 ) . '/bin/php/load-wordpress.php';

list( , $action, $visitor, $limit, $attempts, $now, $start ) = $argv;
$wait = (float) $start - microtime( true );
if ( $wait > 0 ) {
	usleep( (int) ( $wait * 1e6 ) );
}
for ( $i = 0; $i < (int) $attempts; $i++ ) {
	echo 0 === Eventin\Http\RateLimit::attempt( $action, (int) $limit, 3600, $visitor, (int) $now ) ? "ok\n" : "wait\n";
}
