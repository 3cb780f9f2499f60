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
