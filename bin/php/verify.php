<?php
/**
 * Lists where the kept tables (each module's projections, Eventin\Database\KeptTables) differ
 * from what their sources give, changing nothing: a line per drift, then 'N drift'; exit status 1
 * on any. Usage: php verify.php
 */
require __DIR__ . '/load-wordpress.php';

ini_set( 'memory_limit', '-1' );
$drift = Eventin\Database\KeptTables::drift( Eventin\Modules\Modules::projections() );
foreach ( $drift as $row ) {
	printf( "%s %s: kept %s, true %s\n", $row['table'], $row['key'], $row['kept'] ?? '(none)', $row['true'] ?? '(none)' );
}
printf( "%d drift\n", count( $drift ) );
exit( $drift ? 1 : 0 );
