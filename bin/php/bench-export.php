<?php
/**
 * Exports every attendee of the site in EVENTIN_SITE_DIR as one format (argv[1]: csv or xlsx),
 * batch after batch as wp-cron would (Export::run with its time box, in this one process), and
 * prints one JSON line: rows, seconds, rows per second, the file's size, the SQL queries per
 * batch and the peak PHP memory (memory_get_peak_usage(true)) of the whole run. The export and
 * its file are deleted afterwards. Run by bin/bench-export.mjs.
 */
require __DIR__ . '/load-wordpress.php';

use Eventin\Exports\Export;

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
$job     = Export::start( get_current_user_id(), $format, array() );
if ( ! $job ) {
	fwrite( STDERR, "The uploads folder is not writable.\n" );
	exit( 1 );
}
$runs    = 0;
$queries = $wpdb->num_queries;
$finish  = 0.0;
do {
	$before = microtime( true );
	$job    = Export::run( $job['id'], $seconds );
	++$runs;
	if ( 'running' !== $job['status'] ) {
		$finish = microtime( true ) - $before;
	}
	wp_clear_scheduled_hook( Export::BATCH_HOOK, array( $job['id'] ) );
} while ( 'running' === $job['status'] );
$elapsed = microtime( true ) - $started;
$path    = Export::file( $job );
$batches = (int) ceil( max( 1, $job['done'] ) / Export::batch_size() );
echo wp_json_encode(
	array(
		'format'            => $format,
		'status'            => $job['status'],
		'rows'              => $job['done'],
		'seconds'           => round( $elapsed, 1 ),
		'rows_per_second'   => (int) round( $job['done'] / max( $elapsed, 0.001 ) ),
		'last_run_seconds'  => round( $finish, 1 ),
		'runs'              => $runs,
		'batches'           => $batches,
		'queries_per_batch' => round( ( $wpdb->num_queries - $queries ) / $batches, 1 ),
		'file_mb'           => $path ? round( filesize( $path ) / 1048576, 1 ) : 0,
		'peak_memory_mb'    => round( memory_get_peak_usage( true ) / 1048576, 1 ),
		'memory_limit'      => ini_get( 'memory_limit' ),
	)
) . "\n";
Export::delete( $job );
