<?php
/**
 * Gives an event of the site in EVENTIN_SITE_DIR N RSVP responses (argv[1]: the event, argv[2]:
 * how many), in multi-row INSERTs of 1,000: three in five going, one maybe, one not going, made
 * over the last 30 days; then the kept counts are counted again. Prints one JSON line: rows and
 * seconds. Run by bin/bench-rsvp.mjs.
 */
require __DIR__ . '/load-wordpress.php';

use Eventin\Rsvp\Responses;

global $wpdb;
$event   = (int) ( $argv[1] ?? 0 );
$rows    = max( 1, (int) ( $argv[2] ?? 100000 ) );
$started = microtime( true );
$now     = time();
$columns = 'event_id, name, email, email_key, people, status, guests, reason, message, user_id, secret, waiting_since, created_at, updated_at';
for ( $from = 0; $from < $rows; $from += 1000 ) {
	$values = array();
	for ( $i = $from; $i < min( $rows, $from + 1000 ); $i++ ) {
		$status   = array( 'going', 'going', 'going', 'maybe', 'not_going' )[ $i % 5 ];
		$email    = "guest{$i}@bench.example";
		$time     = gmdate( 'Y-m-d H:i:s', $now - ( $rows - $i ) * 26 );
		$values[] = $wpdb->prepare( "(%d, %s, %s, %s, %d, %s, '[]', '', '', 0, %s, 0, %s, %s)", $event, "Bench Guest {$i}", $email, $email, 1 + $i % 3, $status, md5( (string) $i ), $time, $time );
	}
	$wpdb->query( 'INSERT INTO ' . Responses::table() . " ({$columns}) VALUES " . implode( ', ', $values ) );
}
// The words of each name and address, for the report's search.
$last = 0;
do {
	$batch = $wpdb->get_results( $wpdb->prepare( 'SELECT id, name, email FROM ' . Responses::table() . ' WHERE event_id = %d AND id > %d ORDER BY id LIMIT 1000', $event, $last ), ARRAY_A );
	$values = array();
	foreach ( $batch as $row ) {
		$last = (int) $row['id'];
		foreach ( Eventin\Database\WordSearch::words( $row['name'] . ' ' . $row['email'] ) as $word ) {
			$values[] = $wpdb->prepare( '(%d, %s, %d)', $event, $word, $last );
		}
	}
	if ( $values ) {
		$wpdb->query( 'INSERT INTO ' . Responses::words_table() . ' (event_id, word, response_id) VALUES ' . implode( ', ', $values ) );
	}
} while ( count( $batch ) === 1000 );
Responses::recount();
echo wp_json_encode(
	array(
		'rows'    => $rows,
		'seconds' => round( microtime( true ) - $started, 1 ),
	)
), "\n";
