<?php
/**
 * Rebuilds the events index from the event posts. Usage: php reindex-events.php
 */
require __DIR__ . '/load-wordpress.php';

$started = microtime( true );
$count   = Eventin\Events\Index::rebuild(
	static function ( int $done ): void {
		if ( 0 === $done % 10000 ) {
			fwrite( STDOUT, sprintf( "  %d events\n", $done ) );
		}
	}
);
printf( "Indexed %d events in %.1f s.\n", $count, microtime( true ) - $started );
