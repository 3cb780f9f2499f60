<?php
/**
 * The cluster's object cache (bin/php/cluster/object-cache.php) through the wp_cache_* API, in a
 * PHP process of its own (as another node would be): what a second process reads after the first
 * wrote. Usage: php object-cache-check.php write|read TOKEN. Prints one JSON object of findings.
 */
putenv( 'EVENTIN_SITE_DIR=' . getenv( 'EVENTIN_TEST_SITE_DIR' ) );
putenv( 'EVENTIN_SITE_URL=' . getenv( 'EVENTIN_TEST_URL' ) );
require dirname( __DIR__, 2 ) . '/bin/php/load-wordpress.php';

list( , $step, $token ) = $argv;
$group                  = 'eventin_check_' . $token;
$found                  = array();
if ( 'write' === $step ) {
	$found['external']       = wp_using_ext_object_cache();
	$found['set']            = wp_cache_set( 'object', (object) array( 'a' => 1 ), $group );
	$found['add_new']        = wp_cache_add( 'added', 'first', $group );
	$found['add_again']      = wp_cache_add( 'added', 'second', $group );
	$found['replace_absent'] = wp_cache_replace( 'absent', 'x', $group );
	$found['counter']        = wp_cache_set( 'counter', 5, $group );
	$found['incr']           = wp_cache_incr( 'counter', 3, $group );
	$found['decr_below_0']   = wp_cache_decr( 'counter', 100, $group );
	$found['incr_absent']    = wp_cache_incr( 'absent', 1, $group );
	$found['expiring']       = wp_cache_set( 'expiring', 'soon', $group, 1 );
	wp_cache_add_non_persistent_groups( array( $group . '_local' ) );
	$found['local']          = wp_cache_set( 'here', 'only', $group . '_local' );
	$found['flush_group']    = wp_cache_set( 'gone', 1, $group . '_flushed' ) && wp_cache_flush_group( $group . '_flushed' );
	$found['multiple']       = wp_cache_set_multiple( array( 'm1' => 1, 'm2' => 2 ), $group );
} else {
	sleep( 2 );
	$found['object']   = wp_cache_get( 'object', $group );
	$found['added']    = wp_cache_get( 'added', $group );
	$found['counter']  = wp_cache_get( 'counter', $group );
	$found['expiring'] = wp_cache_get( 'expiring', $group, false, $was_found );
	$found['expired']  = ! $was_found;
	$found['local']    = wp_cache_get( 'here', $group . '_local' );
	$found['flushed']  = wp_cache_get( 'gone', $group . '_flushed' );
	$found['multiple'] = wp_cache_get_multiple( array( 'm1', 'm2', 'm3' ), $group );
	$found['deleted']  = wp_cache_delete( 'object', $group ) && false === wp_cache_get( 'object', $group, true );
}
echo wp_json_encode( $found ), "\n";
