<?php
/**
 * Loads WordPress from the command line for the site in EVENTIN_SITE_DIR.
 */
$site_dir = getenv( 'EVENTIN_SITE_DIR' );
$site_url = getenv( 'EVENTIN_SITE_URL' );
if ( ! $site_dir || ! is_file( $site_dir . '/wp-load.php' ) ) {
	fwrite( STDERR, "EVENTIN_SITE_DIR does not point at a WordPress site.\n" );
	exit( 1 );
}
$parts                  = parse_url( $site_url );
$_SERVER['HTTP_HOST']   = $parts['host'] . ( isset( $parts['port'] ) ? ':' . $parts['port'] : '' );
$_SERVER['SERVER_NAME'] = $parts['host'];
$_SERVER['REQUEST_URI'] = '/';
$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';
$_SERVER['REQUEST_METHOD']  = 'GET';

if ( ! empty( $eventin_installing ) ) {
	define( 'WP_INSTALLING', true );
}
require $site_dir . '/wp-load.php';
