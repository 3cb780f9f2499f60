<?php
/**
 * The vendors bench's owner: gives vendor1 (bin/php/test-fixtures.php) the N events with the
 * newest bookings, as if they had written them, and answers what its lists hold, as JSON:
 * { event, name, events, attendees, vendor_events, vendor_attendees }.
 *
 * Usage: php bench-vendor.php [N=20]
 */
require __DIR__ . '/load-wordpress.php';

use Eventin\Attendees\Attendees;
use Eventin\Events\Index;
use Eventin\Orders\Orders;

global $wpdb;
$vendor = get_user_by( 'login', 'vendor1' );
if ( ! $vendor ) {
	fwrite( STDERR, "vendor1 is missing: run test-fixtures.php first.\n" );
	exit( 1 );
}
$count = max( 1, (int) ( $argv[1] ?? 20 ) );
$ids   = array_map( 'intval', $wpdb->get_col( 'SELECT event_id FROM ' . Orders::table() . ' GROUP BY event_id ORDER BY event_id DESC LIMIT ' . $count ) );
if ( ! $ids ) {
	fwrite( STDERR, "No bookings: seed some first.\n" );
	exit( 1 );
}
$list = implode( ',', $ids );
$wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->posts} SET post_author = %d WHERE ID IN ({$list})", $vendor->ID ) );
foreach ( $ids as $id ) {
	clean_post_cache( $id );
	Index::sync( $id );
}
$attendees = Attendees::table();
$newest    = (string) $wpdb->get_var( "SELECT name FROM {$attendees} WHERE event_id IN ({$list}) ORDER BY id DESC LIMIT 1" );
echo wp_json_encode(
	array(
		'event'            => $ids[0],
		'name'             => strtolower( strtok( $newest, ' ' ) ),
		'events'           => (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . Index::table() ),
		'attendees'        => (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$attendees}" ),
		'vendor_events'    => (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . Index::table() . ' WHERE owner_id = %d', $vendor->ID ) ),
		'vendor_attendees' => (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$attendees} WHERE event_id IN ({$list})" ),
	)
);
