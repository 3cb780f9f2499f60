<?php
/**
 * For npm run bench:widgets: once per site, 1,000 published events in one month (MONTH, three
 * years ahead, clear of the seeded events) across timezones, written in one batch as the seeder
 * writes; public pages holding the widgets measured; then prints JSON: the month, the pages' URLs
 * and the plan of the calendar query for that month.
 *
 * Usage: php bench-widgets.php <events in the month>
 */
require __DIR__ . '/load-wordpress.php';

use Eventin\Database\Bulk;
use Eventin\Database\Reader;
use Eventin\Database\Sql;
use Eventin\Events\Index;
use Eventin\Events\PostType;
use Eventin\Widgets\CalendarQuery;

const BENCH_MARKER = '_eventin_bench_month';

global $wpdb;
$count = max( 1, (int) ( $argv[1] ?? 1000 ) );
$month = sprintf( '%d-03', (int) gmdate( 'Y' ) + 3 );
$zones = array( 'UTC', 'Europe/Berlin', 'America/New_York', 'Asia/Tokyo', 'Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Australia/Sydney' );

$have = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->postmeta} WHERE meta_key = %s", BENCH_MARKER ) );
if ( $have < $count ) {
	$wpdb->query( 'START TRANSACTION' );
	$posts = array();
	$now   = gmdate( 'Y-m-d H:i:s' );
	for ( $n = $have; $n < $count; $n++ ) {
		$title   = sprintf( 'Calendar bench %d', $n );
		$posts[] = array( 1, $now, $now, '', $title, '', 'publish', 'calendar-bench-' . $n, '', '', $now, $now, '', PostType::NAME );
	}
	$ids     = array();
	foreach ( array_chunk( $posts, 500 ) as $chunk ) {
		array_push(
			$ids,
			...Bulk::insert(
				$wpdb->posts,
				array( 'post_author', 'post_date', 'post_date_gmt', 'post_content', 'post_title', 'post_excerpt', 'post_status', 'post_name', 'to_ping', 'pinged', 'post_modified', 'post_modified_gmt', 'post_content_filtered', 'post_type' ),
				$chunk
			)
		);
	}
	$meta    = array();
	$indexed = array();
	foreach ( $ids as $i => $id ) {
		$n    = $have + $i;
		$day  = 1 + $n % 31;
		$hour = 8 + $n % 12;
		$values = array(
			BENCH_MARKER         => 1,
			'etn_start_date'     => sprintf( '%s-%02d', $month, $day ),
			'etn_end_date'       => sprintf( '%s-%02d', $month, $day ),
			'etn_start_time'     => sprintf( '%02d:00', $hour ),
			'etn_end_time'       => sprintf( '%02d:30', $hour + 1 ),
			'event_timezone'     => $zones[ $n % count( $zones ) ],
			'etn_event_location' => maybe_serialize(
				array(
					'type'        => 'venue',
					'venue'       => 'Hall ' . ( $n % 20 ),
					'address'     => array( 'address' => 'Main Street ' . $n ),
					'online_link' => '',
				)
			),
		);
		foreach ( $values as $key => $value ) {
			$meta[] = array( $id, $key, $value );
		}
		$indexed[] = (object) array(
			'ID'          => $id,
			'post_parent' => 0,
			'post_author' => 1,
			'post_status' => 'publish',
			'post_title'  => $posts[ $i ][4],
			'post_name'   => $posts[ $i ][7],
		);
	}
	foreach ( array_chunk( $meta, 2000 ) as $chunk ) {
		Bulk::insert( $wpdb->postmeta, array( 'post_id', 'meta_key', 'meta_value' ), $chunk );
	}
	foreach ( array_chunk( $indexed, 500 ) as $chunk ) {
		Index::index_posts( $chunk );
	}
	$wpdb->query( 'COMMIT' );
	wp_cache_flush();
}

/** A published page with this content (once), its URL. */
function bench_page( string $slug, string $content ): string {
	$page = get_page_by_path( $slug );
	if ( ! $page ) {
		$id   = wp_insert_post(
			array(
				'post_type'    => 'page',
				'post_status'  => 'publish',
				'post_title'   => $slug,
				'post_name'    => $slug,
				'post_content' => $content,
			)
		);
		$page = get_post( $id );
	}
	return get_permalink( $page );
}

$start = strtotime( $month . '-01T00:00:00Z' );
$end   = strtotime( '+1 month', $start );
$sql   = CalendarQuery::sql( $start, $end, array(), array(), 2 * DAY_IN_SECONDS );
if ( Reader::is_sqlite() ) {
	$plan = array_column( Reader::rows( Sql::concat( 'EXPLAIN QUERY PLAN ', $sql ) ), 'detail' );
} else {
	$plan = array_map( static fn( $row ) => "{$row['table']}: key {$row['key']}, rows {$row['rows']}, {$row['Extra']}", $wpdb->get_results( 'EXPLAIN ' . $sql->prepared(), ARRAY_A ) );
}

echo wp_json_encode(
	array(
		'month'    => $month,
		'in_month' => (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . Index::table() . " WHERE post_status = 'publish' AND start_utc < %d AND end_utc > %d", $end, $start ) ),
		'events'   => (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . Index::table() . " WHERE post_status = 'publish'" ),
		'pages'    => array(
			'empty'    => bench_page( 'bench-empty', '<!-- wp:paragraph --><p>Nothing but this line.</p><!-- /wp:paragraph -->' ),
			'events'   => bench_page( 'bench-events', "<!-- wp:shortcode -->\n[events]\n<!-- /wp:shortcode -->" ),
			'calendar' => bench_page( 'bench-calendar', "<!-- wp:shortcode -->\n[events_calendar]\n<!-- /wp:shortcode -->" ),
		),
		'plan'     => $plan,
	)
) . "\n";
