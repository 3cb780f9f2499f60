<?php
/**
 * Plugin Name: Eventin test faults
 * Description: For tests/rest/faults.test.mjs and tests/e2e/faults.spec.ts only, which copy it into the test site's wp-content/mu-plugins and remove it after. Points the mail, Stripe and the license server at a closed port as wp-content/eventin-test-faults.json says, and holds a request that sends X-Eventin-Pause (a name) and X-Eventin-Pause-At (a regular expression) at its first query that matches, until the test lets it go on: the test brings the database down meanwhile.
 */

$eventin_test_faults = json_decode( (string) @file_get_contents( WP_CONTENT_DIR . '/eventin-test-faults.json' ), true ); // phpcs:ignore Generic.PHP.NoSilencedErrors -- no file: no faults.
$eventin_test_faults = is_array( $eventin_test_faults ) ? $eventin_test_faults : array();

if ( ! empty( $eventin_test_faults['smtp_port'] ) ) {
	add_action(
		'phpmailer_init',
		static function ( $phpmailer ) use ( $eventin_test_faults ) {
			$phpmailer->Port          = (int) $eventin_test_faults['smtp_port'];
			$phpmailer->SMTPKeepAlive = false;
		},
		PHP_INT_MAX
	);
}
if ( ! empty( $eventin_test_faults['stripe_api_base'] ) ) {
	add_filter( 'eventin_stripe_api_base', static fn() => $eventin_test_faults['stripe_api_base'], PHP_INT_MAX );
}
if ( ! empty( $eventin_test_faults['license_server'] ) ) {
	add_filter( 'eventin_license_server', static fn() => $eventin_test_faults['license_server'], PHP_INT_MAX );
}

$eventin_test_pause = preg_replace( '/[^a-z0-9-]/', '', (string) ( $_SERVER['HTTP_X_EVENTIN_PAUSE'] ?? '' ) );
if ( '' !== $eventin_test_pause && isset( $_SERVER['HTTP_X_EVENTIN_PAUSE_AT'] ) ) {
	$eventin_test_pause_at = '/' . str_replace( '/', '\/', (string) $_SERVER['HTTP_X_EVENTIN_PAUSE_AT'] ) . '/i';
	$eventin_test_pause_file = WP_CONTENT_DIR . '/eventin-test-faults/' . $eventin_test_pause;
	add_filter(
		'query',
		static function ( $query ) use ( $eventin_test_pause_at, $eventin_test_pause_file ) {
			static $paused = false;
			if ( ! $paused && preg_match( $eventin_test_pause_at, $query ) ) {
				$paused = true;
				global $wpdb;
				// The MySQL connection's id, for a test that kills it.
				$thread = $wpdb->dbh instanceof mysqli ? $wpdb->dbh->thread_id : 0;
				file_put_contents( $eventin_test_pause_file . '.reached', wp_json_encode( array( 'query' => $query, 'thread' => $thread ) ) );
				for ( $waited = 0; $waited < 600 && ! file_exists( $eventin_test_pause_file . '.go' ); $waited++ ) {
					usleep( 50000 );
				}
			}
			return $query;
		}
	);
}
