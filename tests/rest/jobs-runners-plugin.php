<?php
/**
 * Plugin Name: Eventin test job runners
 * Description: For tests/rest/jobs-runners.test.mjs only, which copies it into the test site's wp-content/mu-plugins and removes it after. GET /?eventin_test_queue=TOKEN queues the job eventin_test_runner_job (TOKEN, sleep ms) as a visitor's request would (&sleep=MS; &nokick=1 leaves it to the crons); the job writes down which request ran it; GET /?eventin_test_ran=TOKEN&job=ID answers those runs and the job's row as JSON. A request with the header X-Eventin-Test-Pace writes attendee exports one attendee at a time and no longer than a batch; GET /?eventin_test_export=ID answers the export's batch as batches/{id} would, without writing.
 */

add_action(
	'eventin_test_runner_job',
	static function ( $token, $sleep = 0 ) {
		global $wpdb;
		usleep( 1000 * (int) $sleep );
		$wpdb->insert(
			$wpdb->options,
			array(
				'option_name'  => 'eventin_test_ran_' . $token . '_' . bin2hex( random_bytes( 6 ) ),
				'option_value' => wp_json_encode(
					array(
						'uri'  => $_SERVER['REQUEST_URI'] ?? '',
						'ajax' => wp_doing_ajax(),
						'cli'  => 'cli' === PHP_SAPI,
						// The cluster's PHP node (tests/cluster), if any.
						'node' => (string) getenv( 'EVENTIN_NODE' ),
					)
				),
				'autoload'     => 'off',
			)
		);
	},
	10,
	2
);

if ( isset( $_SERVER['HTTP_X_EVENTIN_TEST_PACE'] ) ) {
	add_filter( 'eventin_export_seconds', static fn() => 0.0 );
	add_filter( 'eventin_export_batch_size', static fn() => 1 );
}

add_action(
	'init',
	static function () {
		if ( isset( $_GET['eventin_test_queue'] ) ) {
			if ( ! empty( $_GET['nokick'] ) ) {
				add_filter( 'eventin_jobs_kick', '__return_false' );
			}
			$id = Eventin\Jobs\Jobs::add( 'eventin_test_runner_job', array( sanitize_key( $_GET['eventin_test_queue'] ), (int) ( $_GET['sleep'] ?? 0 ) ) );
			wp_send_json( array( 'id' => $id ) );
		}
		if ( isset( $_GET['eventin_test_export'] ) ) {
			wp_send_json( Eventin\Jobs\Batches::item( (array) Eventin\Jobs\Batches::find( (int) $_GET['eventin_test_export'] ) ) );
		}
		if ( isset( $_GET['eventin_test_ran'] ) ) {
			global $wpdb;
			$runs = $wpdb->get_col( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name LIKE %s", $wpdb->esc_like( 'eventin_test_ran_' . sanitize_key( $_GET['eventin_test_ran'] ) . '_' ) . '%' ) );
			wp_send_json(
				array(
					'runs' => array_map( static fn( $run ) => json_decode( $run, true ), $runs ),
					'job'  => Eventin\Jobs\Jobs::find( (int) ( $_GET['job'] ?? 0 ) ),
				)
			);
		}
	}
);
