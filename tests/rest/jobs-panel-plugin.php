<?php
/**
 * Plugin Name: Eventin test jobs
 * Description: For tests/rest/jobs-panel.test.mjs and tests/e2e/jobs-panel.spec.ts only, which copy it into the test site's wp-content/mu-plugins and remove it after: the jobs eventin_test_rest_job and eventin_test_e2e_job ('send the report named by my argument'), which do nothing and succeed, and their label 'Test report: <name>'. tests/rest/jobs-panel.php makes them fail once, from the command line.
 */

foreach ( array( 'eventin_test_rest_job', 'eventin_test_e2e_job' ) as $eventin_test_hook ) {
	add_action( $eventin_test_hook, '__return_null' );
}
add_filter(
	'eventin_job_label',
	static fn( $label, $hook, $args ) => in_array( $hook, array( 'eventin_test_rest_job', 'eventin_test_e2e_job' ), true )
		? 'Test report: ' . ( $args[0] ?? '' )
		: $label,
	10,
	3
);
