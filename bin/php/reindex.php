<?php
/**
 * Rebuilds every kept table from its sources: each module's projections (Eventin\Modules\Modules::projections()),
 * the events, speakers and schedules indexes, the booking and attendee counts, the word tables, the
 * booking sums and the RSVP counts. Usage: php reindex.php
 */
require __DIR__ . '/load-wordpress.php';

ini_set( 'memory_limit', '-1' );
// The tables first: a site that ran a later migration before this one was added lacks them.
Eventin\Schedules\Index::install();
foreach ( Eventin\Modules\Modules::projections() as $name => $projection ) {
	$started = microtime( true );
	$projection->rebuild();
	printf( "Rebuilt the %s in %.1f s.\n", $name, microtime( true ) - $started );
}
