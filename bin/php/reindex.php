<?php
/**
 * Rebuilds every index from its source: the events index from the event posts, the speakers index
 * from the users, the schedules index from the schedule posts. Usage: php reindex.php
 */
require __DIR__ . '/load-wordpress.php';

$started = microtime( true );
$events  = Eventin\Events\Index::rebuild(
	static function ( int $done ): void {
		if ( 0 === $done % 10000 ) {
			fwrite( STDOUT, sprintf( "  %d events\n", $done ) );
		}
	}
);
printf( "Indexed %d events in %.1f s.\n", $events, microtime( true ) - $started );

$started  = microtime( true );
$speakers = Eventin\Speakers\Index::rebuild(
	static function ( int $done ): void {
		if ( 0 === $done % 10000 ) {
			fwrite( STDOUT, sprintf( "  %d speakers and organizers\n", $done ) );
		}
	}
);
printf( "Indexed %d speakers and organizers in %.1f s.\n", $speakers, microtime( true ) - $started );

// The tables first: a site that ran a later migration before this one was added lacks them.
Eventin\Schedules\Index::install();
$started   = microtime( true );
$schedules = Eventin\Schedules\Index::rebuild();
printf( "Indexed %d schedules in %.1f s.\n", $schedules, microtime( true ) - $started );

$started = microtime( true );
Eventin\Orders\OrderSums::rebuild();
printf( "Summed the bookings per hour for the purchase report in %.1f s.\n", microtime( true ) - $started );

$started = microtime( true );
Eventin\Rsvp\Responses::recount();
printf( "Counted the RSVP responses and people going per event in %.1f s.\n", microtime( true ) - $started );
