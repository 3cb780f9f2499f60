<?php
/**
 * Rows per table of the site: every table of the plugin and WordPress's own (options without
 * transients, which come and go with any request). Loads WordPress once, then answers one JSON line
 * `{ table: rows }` for each line read from stdin, so a test can count before and after a batch
 * of requests without booting PHP each time. Usage: php table-counts.php (EVENTIN_TEST_SITE_DIR,
 * EVENTIN_TEST_URL).
 */
putenv( 'EVENTIN_SITE_DIR=' . getenv( 'EVENTIN_TEST_SITE_DIR' ) );
putenv( 'EVENTIN_SITE_URL=' . getenv( 'EVENTIN_TEST_URL' ) );
require dirname( __DIR__, 2 ) . '/bin/php/load-wordpress.php';

global $wpdb;
$tables = $wpdb->get_col( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $wpdb->prefix ) . '%' ) );
sort( $tables );
while ( false !== fgets( STDIN ) ) {
	$counts = array();
	foreach ( $tables as $table ) {
		$where            = $wpdb->options === $table ? " WHERE option_name NOT LIKE '\\_transient\\_%' AND option_name NOT LIKE '\\_site\\_transient\\_%'" : '';
		$counts[ $table ] = (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$table}{$where}" ); // phpcs:ignore WordPress.DB.PreparedSQL
	}
	echo wp_json_encode( $counts ), "\n";
}
