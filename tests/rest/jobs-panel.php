<?php
/**
 * Background jobs for the jobs panel's tests (tests/rest/jobs-panel-plugin.php must be in mu-plugins):
 *   php jobs-panel.php fail HOOK NAME ERROR  a job HOOK( NAME ) with one attempt, run here where it throws
 *                                      ERROR: it is failed for good. Prints its id.
 *   php jobs-panel.php queue HOOK COUNT      COUNT jobs HOOK( 'Report N' ) due in an hour. Prints their ids.
 *   php jobs-panel.php delete HOOK           removes every job of HOOK. Prints how many.
 */
putenv( 'EVENTIN_SITE_DIR=' . getenv( 'EVENTIN_TEST_SITE_DIR' ) );
putenv( 'EVENTIN_SITE_URL=' . getenv( 'EVENTIN_TEST_URL' ) );
require dirname( __DIR__, 2 ) . '/bin/php/load-wordpress.php';

use Eventin\Jobs\Jobs;

// This run does the work itself; no loopback kick when it ends.
add_filter( 'eventin_jobs_kick', '__return_false' );

list( , $command, $hook ) = $argv;
switch ( $command ) {
	case 'fail':
		add_action(
			$hook,
			static function () use ( $argv ) {
				throw new RuntimeException( $argv[4] );
			},
			1
		);
		$id = Jobs::add( $hook, array( $argv[3] ), array( 'attempts' => 1 ) );
		if ( ! Jobs::run_one( $id ) || 'failed' !== Jobs::find( $id )['status'] ) {
			fwrite( STDERR, "Job {$id} did not fail here: another runner took it.\n" );
			exit( 1 );
		}
		echo (int) $id;
		break;
	case 'queue':
		$ids = array();
		for ( $i = 1; $i <= (int) $argv[3]; $i++ ) {
			$ids[] = Jobs::add( $hook, array( "Report {$i}" ), array( 'delay' => HOUR_IN_SECONDS ) );
		}
		echo implode( ',', $ids );
		break;
	case 'delete':
		global $wpdb;
		echo (int) $wpdb->delete( Jobs::table(), array( 'hook' => $hook ) );
		break;
}
