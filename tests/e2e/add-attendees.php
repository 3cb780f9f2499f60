<?php
/**
 * Many attendees at once for the big export's test: one completed booking holding COUNT tickets of
 * a type with no seat limit. Usage: php add-attendees.php EVENT_ID TICKET_ID COUNT
 */
putenv( 'EVENTIN_SITE_DIR=' . getenv( 'EVENTIN_TEST_SITE_DIR' ) );
putenv( 'EVENTIN_SITE_URL=' . getenv( 'EVENTIN_TEST_URL' ) );
require dirname( __DIR__, 2 ) . '/bin/php/load-wordpress.php';

list( , $event, $ticket, $count ) = $argv;
$attendees = array();
for ( $i = 1; $i <= (int) $count; $i++ ) {
	$attendees[] = array(
		'ticket_id' => (int) $ticket,
		'name'      => "Crowd Member {$i}",
		'email'     => "crowd{$i}@example.com",
		'price'     => 0,
	);
}
echo Eventin\Orders\Orders::insert(
	array(
		'event_id'       => (int) $event,
		'status'         => 'completed',
		'customer_name'  => 'Crowd Buyer',
		'customer_email' => 'crowd@example.com',
		'currency'       => 'USD',
		'total'          => 0,
		'gateway'        => 'free',
		'hold_until'     => 0,
	),
	$attendees
);
