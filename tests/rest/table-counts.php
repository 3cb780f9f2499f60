<?php
/**
 * Rows per table of the site: every table of the plugin and WordPress's own (options without
 * transients, which come and go with any request). Loads WordPress once, then answers one JSON line
 * `{ table: rows }` for each line read from stdin, so a test can count before and after a batch
 * of requests without booting PHP each time. Usage: php table-counts.php (EVENTIN_TEST_SITE_DIR,
 * EVENTIN_TEST_URL).
 *
 * Jobs due or running (the mails of bookings made just before) write rows of their own a moment
 * later: each count first runs the due jobs and waits, up to 10 s, for the running ones to end.
 */
putenv( 'EVENTIN_SITE_DIR=' . getenv( 'EVENTIN_TEST_SITE_DIR' ) );
putenv( 'EVENTIN_SITE_URL=' . getenv( 'EVENTIN_TEST_URL' ) );
require dirname( __DIR__, 2 ) . '/bin/php/load-wordpress.php';

global $wpdb;
$tables = $wpdb->get_col( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $wpdb->prefix ) . '%' ) );
sort( $tables );
$jobs = \Eventin\Jobs\Jobs::table();
while ( false !== fgets( STDIN ) ) {
	while ( \Eventin\Jobs\Jobs::run( 50, 10.0 ) > 0 ) {
		continue;
	}
	for ( $waited = 0; $waited < 50 && $wpdb->get_var( "SELECT id FROM {$jobs} WHERE status = 'running' LIMIT 1" ); $waited++ ) {
		usleep( 200000 );
	}
	$counts = array();
	foreach ( $tables as $table ) {
		$where            = $wpdb->options === $table ? " WHERE option_name NOT LIKE '\\_transient\\_%' AND option_name NOT LIKE '\\_site\\_transient\\_%'" : '';
		$counts[ $table ] = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$table}{$where}" );
	}
	echo wp_json_encode( $counts ), "\n";
}
