<?php
/**
 * Rebuilds every kept table from its sources (Eventin\Database\KeptTables): the events, speakers
 * and schedules indexes, the booking and attendee counts, the word tables, the booking sums and the
 * RSVP counts. Usage: php reindex.php
 */
require __DIR__ . '/load-wordpress.php';

ini_set( 'memory_limit', '-1' );
// The tables first: a site that ran a later migration before this one was added lacks them.
Eventin\Schedules\Index::install();
foreach ( Eventin\Database\KeptTables::all() as $name => $kept ) {
	$started = microtime( true );
	call_user_func( $kept['rebuild'] );
	printf( "Rebuilt the %s in %.1f s.\n", $name, microtime( true ) - $started );
}
