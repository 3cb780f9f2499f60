<?php
/**
 * Plugin Name: Eventin cluster node (development only)
 * Description: Says which PHP node answered and whether it used Redis: `X-Eventin-Node: a; object-cache=redis`.
 *
 * Written into the cluster's site by bin/lib/cluster.mjs (`npm run cluster`); never in the plugin.
 * Each PHP-FPM pool sets EVENTIN_NODE in its environment.
 */

defined( 'ABSPATH' ) || exit;

add_action(
	'plugins_loaded',
	static function () {
		if ( headers_sent() ) {
			return;
		}
		$cache = wp_using_ext_object_cache() && method_exists( $GLOBALS['wp_object_cache'], 'connected' ) && $GLOBALS['wp_object_cache']->connected() ? 'redis' : 'none';
		header( 'X-Eventin-Node: ' . preg_replace( '/[^a-z0-9-]/', '', (string) getenv( 'EVENTIN_NODE' ) ) . '; object-cache=' . $cache );
	},
	0
);
