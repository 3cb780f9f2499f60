<?php
/**
 * Plugin Name: Eventin test trusted proxies
 * Description: For tests/rest/rate-limit.test.mjs only, which copies it into the test site's wp-content/mu-plugins and removes it after: defines EVENTIN_TRUSTED_PROXIES as wp-content/eventin-test-proxies.txt says, as a host would in wp-config.php.
 */

$eventin_test_proxies = WP_CONTENT_DIR . '/eventin-test-proxies.txt';
if ( is_readable( $eventin_test_proxies ) && ! defined( 'EVENTIN_TRUSTED_PROXIES' ) ) {
	define( 'EVENTIN_TRUSTED_PROXIES', trim( (string) file_get_contents( $eventin_test_proxies ) ) );
}
