<?php
/**
 * Installs WordPress (once), sets pretty permalinks and activates the plugin (not with
 * --without-eventin). Idempotent.
 */
$eventin_installing = true;
require __DIR__ . '/load-wordpress.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

if ( ! is_blog_installed() ) {
	wp_install( 'Eventin', 'admin', 'admin@example.com', true, '', 'password' );
	echo "WordPress installed.\n";
}
/*
 * The site's mail comes from an address of its own domain: Eventin's sender defaults to the
 * administration address. The site's host when it is a domain with a dot; localhost has none, so
 * eventin@localhost (accepted by mu-plugins/eventin-dev-mail.php). It replaces the address of the
 * install (admin@example.com) only, without WordPress's "Admin Email Changed" mail: one set by hand
 * stays.
 */
$eventin_host = strtolower( (string) wp_parse_url( home_url(), PHP_URL_HOST ) );
if ( false === strpos( $eventin_host, '.' ) || filter_var( $eventin_host, FILTER_VALIDATE_IP ) ) {
	$eventin_host = 'localhost';
}
if ( 'admin@example.com' === get_option( 'admin_email' ) ) {
	remove_action( 'update_option_admin_email', 'wp_site_admin_email_change_notification', 10 );
	update_option( 'admin_email', 'eventin@' . $eventin_host );
}
update_option( 'permalink_structure', '/%postname%/' );
update_option( 'timezone_string', 'UTC' );
if ( 'twentytwentyfive' !== get_option( 'stylesheet' ) && wp_get_theme( 'twentytwentyfive' )->exists() ) {
	switch_theme( 'twentytwentyfive' );
}
// --without-eventin: a bare WordPress, for installing the plugin from its zip.
$plugins = in_array( '--without-eventin', $argv, true ) ? array() : array( 'eventin/eventin.php' );
if ( defined( 'DB_ENGINE' ) && 'sqlite' === DB_ENGINE ) {
	array_unshift( $plugins, 'sqlite-database-integration/load.php' );
}
foreach ( $plugins as $plugin ) {
	if ( ! is_plugin_active( $plugin ) ) {
		$result = activate_plugin( $plugin );
		if ( is_wp_error( $result ) ) {
			fwrite( STDERR, $plugin . ': ' . $result->get_error_message() . "\n" );
			exit( 1 );
		}
	}
}
// Written again by the next request, with every post type registered (as on activation).
delete_option( 'rewrite_rules' );
