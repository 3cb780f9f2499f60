<?php
/**
 * Exports every attendee of the site in EVENTIN_SITE_DIR as one format (argv[1]: csv or xlsx),
 * part after part as a runner would (Batches::work with its time box, in this one process), and
 * prints one JSON line: rows, seconds, rows per second, the file's size, the SQL queries per
 * batch of rows and the peak PHP memory (memory_get_peak_usage(true)) of the whole run. The export and
 * its file are deleted afterwards. Run by bin/bench-export.mjs.
 */
require __DIR__ . '/load-wordpress.php';

use Eventin\Exports\Export;
use Eventin\Jobs\Batches;

$format  = in_array( $argv[1] ?? 'csv', array( 'csv', 'xlsx' ), true ) ? ( $argv[1] ?? 'csv' ) : 'csv';
$seconds = (float) ( $argv[2] ?? 20 );
$admins  = get_users(
	array(
		'role'   => 'administrator',
		'number' => 1,
		'fields' => 'ID',
	)
);
wp_set_current_user( (int) ( $admins[0] ?? 1 ) );

global $wpdb;
$started = microtime( true );
$id      = Export::start( get_current_user_id(), $format, array() );
if ( ! $id ) {
	fwrite( STDERR, "The uploads folder is not writable.\n" );
	exit( 1 );
}
$runs    = 0;
$queries = $wpdb->num_queries;
$finish  = 0.0;
$over    = static fn( array $batch ) => in_array( $batch['status'], array( 'done', 'cancelled' ), true );
do {
	$before = microtime( true );
	Batches::work( $id, $seconds );
	$batch = (array) Batches::find( $id );
	++$runs;
	if ( $over( $batch ) ) {
		$finish = microtime( true ) - $before;
	}
} while ( ! $over( $batch ) );
$elapsed = microtime( true ) - $started;
$path    = Export::file( $batch );
$view    = Batches::item( $batch )['details'];
$batches = (int) ceil( max( 1, $view['written'] ) / Export::batch_size() );
echo wp_json_encode(
	array(
		'format'            => $format,
		'status'            => $batch['failed'] ? 'failed' : $batch['status'],
		'rows'              => $view['written'],
		'seconds'           => round( $elapsed, 1 ),
		'rows_per_second'   => (int) round( $view['written'] / max( $elapsed, 0.001 ) ),
		'last_run_seconds'  => round( $finish, 1 ),
		'runs'              => $runs,
		'parts'             => (int) $batch['total'],
		'batches'           => $batches,
		'queries_per_batch' => round( ( $wpdb->num_queries - $queries ) / $batches, 1 ),
		'file_mb'           => $path ? round( filesize( $path ) / 1048576, 1 ) : 0,
		'peak_memory_mb'    => round( memory_get_peak_usage( true ) / 1048576, 1 ),
		'memory_limit'      => ini_get( 'memory_limit' ),
	)
) . "\n";
Export::delete( $batch );
