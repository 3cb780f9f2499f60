<?php
/**
 * Gives an event of the site in EVENTIN_SITE_DIR N paid attendees of one ticket type (argv[1]: the
 * event, argv[2]: the ticket type, argv[3]: how many), in one completed booking, through the same
 * model a checkout uses. Prints one JSON line: the codes, and seconds. Run by bin/bench-checkin.mjs.
 */
require __DIR__ . '/load-wordpress.php';

use Eventin\Attendees\Attendees;
use Eventin\Orders\Orders;

$event   = (int) ( $argv[1] ?? 0 );
$ticket  = (int) ( $argv[2] ?? 0 );
$count   = max( 1, (int) ( $argv[3] ?? 10000 ) );
$started = microtime( true );
$people  = array();
for ( $i = 1; $i <= $count; $i++ ) {
	$people[] = array(
		'ticket_id' => $ticket,
		'name'      => "Door Guest {$i}",
		'email'     => "door{$i}@bench.example",
		'price'     => 0,
	);
}
$order = Orders::insert(
	array(
		'event_id'       => $event,
		'status'         => 'completed',
		'customer_name'  => 'Bench Buyer',
		'customer_email' => 'buyer@bench.example',
		'currency'       => 'USD',
		'total'          => 0,
		'gateway'        => 'free',
		'hold_until'     => 0,
	),
	$people
);
echo wp_json_encode(
	array(
		'codes'   => array_column( Attendees::for_orders( array( (int) $order ) )[ (int) $order ], 'code' ),
		'seconds' => round( microtime( true ) - $started, 1 ),
	)
), "\n";
