<?php
namespace Eventin\Tests\Events;

use Eventin\Events\Index;
use Eventin\Permissions\Capabilities;
use Eventin\Tests\TestCase;
use Eventin\Settings\Settings;
use Eventin\Tickets\Tickets;

final class EventsControllerTest extends TestCase {
	private int $admin;

	protected function setUp(): void {
		parent::setUp();
		$this->admin = $this->admin();
	}

	private function create( array $fields = array() ): array {
		$response = $this->rest(
			'POST',
			'events',
			$fields + array(
				'title'      => 'Jazz Night',
				'status'     => 'publish',
				'start_date' => gmdate( 'Y-m-d', time() + 10 * DAY_IN_SECONDS ),
				'start_time' => '19:00',
				'end_date'   => gmdate( 'Y-m-d', time() + 10 * DAY_IN_SECONDS ),
				'end_time'   => '23:00',
				'timezone'   => 'Europe/Berlin',
			),
			$this->admin
		);
		$this->assertSame( 201, $response->get_status(), wp_json_encode( $response->get_data() ) );
		return $response->get_data();
	}

	private function count_events(): int {
		global $wpdb;
		return (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type = 'etn'" );
	}

	public function test_every_route_needs_the_event_permission(): void {
		$event = $this->create();
		$routes = array(
			array( 'GET', 'events' ),
			array( 'POST', 'events', array( 'title' => 'x' ) ),
			array( 'DELETE', 'events', array( 'ids' => (string) $event['id'] ) ),
			array( 'GET', "events/{$event['id']}" ),
			array( 'PUT', "events/{$event['id']}", array( 'title' => 'x' ) ),
			array( 'DELETE', "events/{$event['id']}" ),
			array( 'POST', "events/{$event['id']}/restore" ),
			array( 'POST', "events/{$event['id']}/clone" ),
			array( 'GET', "events/{$event['id']}/clone" ),
			array( 'POST', "events/{$event['id']}/send_certificate" ),
			array( 'GET', "events/{$event['id']}/back-wordpress" ),
		);
		$scheduler = $this->user( 'schedule_manager', array( Capabilities::SCHEDULE ) );
		foreach ( $routes as $route ) {
			$this->assertGuarded( ...$route );
			$this->assertError( $this->rest( $route[0], $route[1], $route[2] ?? array(), $scheduler ), 403 );
		}
		$this->assertSame( 1, $this->count_events(), 'nothing was written' );
		$manager = $this->user( 'event_manager', array( Capabilities::EVENT ) );
		$this->assertSame( 200, $this->rest( 'GET', 'events', array(), $manager )->get_status() );
		$this->assertSame( 201, $this->rest( 'POST', "events/{$event['id']}/clone", array(), $manager )->get_status() );
	}

	public function test_create_answers_the_whole_event_with_utc_instants_and_status(): void {
		$event = $this->create(
			array(
				'start_date'  => '2030-03-31',
				'start_time'  => '07:30 PM',
				'end_date'    => '2030-04-01',
				'end_time'    => '01:00',
				'description' => '<p>Bring <strong>friends</strong></p><script>x</script>',
				'location'    => array(
					'type'    => 'venue',
					'venue'   => 'Town Hall',
					'address' => array( 'address' => 'Main Street 1, Berlin' ),
				),
				'tickets'     => array(
					array( 'name' => 'Standard', 'price' => '25', 'capacity' => 100 ),
					array( 'name' => 'Guest list', 'price' => 0, 'capacity' => -1, 'max_per_order' => 2 ),
				),
			)
		);
		$this->assertSame( 'Jazz Night', $event['title'] );
		$this->assertSame( 'publish', $event['status'] );
		$this->assertSame( 'upcoming', $event['display_status'] );
		$this->assertSame( '19:30', $event['start_time'] );
		$this->assertSame( '2030-03-31T17:30:00Z', $event['start_utc'] );
		$this->assertSame( '2030-03-31T23:00:00Z', $event['end_utc'] );
		$this->assertSame( '+02:00', $event['utc_offset'] );
		$this->assertSame( '<p>Bring <strong>friends</strong></p>x', $event['description'] );
		$this->assertSame( 'Main Street 1, Berlin', $event['location']['address']['address'] );
		$this->assertFalse( $event['location_problem'] );
		$this->assertSame( -1, $event['total_ticket'] );
		$this->assertSame( 0, $event['sold_tickets'] );
		$this->assertSame( array( 'Standard', 'Guest list' ), array_column( $event['tickets'], 'name' ) );
		$this->assertSame( '25.00', $event['tickets'][0]['price'] );
		$this->assertSame( 0, $event['parent'] );
		$this->assertSame( 'no', $event['recurring_enabled'] );
		$this->assertStringContainsString( '/event/', $event['link'] );
		$this->assertSame( $event, $this->rest( 'GET', "events/{$event['id']}", array(), $this->admin )->get_data() );
	}

	public function test_bad_input_gets_a_clear_400_and_writes_nothing(): void {
		$event  = $this->create();
		$before = $this->count_events();
		$base   = array(
			'title'      => 'Ok',
			'start_date' => '2030-01-01',
			'end_date'   => '2030-01-01',
			'start_time' => '10:00',
			'end_time'   => '11:00',
		);
		$cases  = array(
			array( array( 'title' => '  ' ), 'title', 'The event title is required.' ),
			array( array( 'start_date' => '2030-02-30' ), 'start_date', 'The start date must be a date written as YYYY-MM-DD.' ),
			array( array( 'end_time' => '25:00' ), 'end_time', 'The end time must be a time such as 16:00 or 4:00 PM.' ),
			array( array( 'end_time' => '09:00' ), 'end_date', 'The event must end after it starts.' ),
			array( array( 'end_time' => '10:00' ), 'end_date', 'The event must end after it starts.' ),
			array( array( 'timezone' => 'Mars/Olympus' ), 'timezone', '"Mars/Olympus" is not a timezone; use a name such as Europe/Berlin or America/New_York.' ),
			array( array( 'tickets' => array( array( 'name' => 'A', 'price' => -1 ) ) ), 'tickets.0.price', 'The price of "A" must be a number, 0 or more.' ),
			array( array( 'tickets' => array( array( 'name' => 'A', 'price' => 0.001 ) ) ), 'tickets.0.price', 'The price of "A" can have at most 2 decimals.' ),
			array( array( 'tickets' => array( array( 'name' => 'A', 'price' => '0.001' ) ) ), 'tickets.0.price', 'The price of "A" can have at most 2 decimals.' ),
			array( array( 'tickets' => array( array( 'name' => 'A', 'price' => 1e-9 ) ) ), 'tickets.0.price', 'The price of "A" can have at most 2 decimals.' ),
			array( array( 'tickets' => array( array( 'name' => 'A', 'price' => 99999999999999.99 ) ) ), 'tickets.0.price', 'The price of "A" cannot be over $999,999.99.' ),
			array( array( 'tickets' => array( array( 'name' => 'A', 'price' => '1000000' ) ) ), 'tickets.0.price', 'The price of "A" cannot be over $999,999.99.' ),
			array( array( 'tickets' => array( array( 'name' => 'A', 'capacity' => -5 ) ) ), 'tickets.0.capacity', 'The capacity of "A" cannot be negative (leave it unlimited instead).' ),
			array( array( 'tickets' => array( array( 'name' => 'B' ), array( 'price' => 5 ) ) ), 'tickets.1.name', 'Every ticket type needs a name.' ),
			array( array( 'tickets' => array( array( 'name' => 'A', 'min_per_order' => 3, 'max_per_order' => 2 ) ) ), 'tickets.0.max_per_order', 'The most tickets of "A" per order cannot be below the least (0 means no limit).' ),
			array( array( 'location' => array( 'type' => 'online', 'online_link' => 'javascript:alert(1)' ) ), 'location.online_link', 'The online link must be a web address starting with http:// or https://.' ),
			array( array( 'categories' => array( 999999 ) ), 'categories', 'One of the chosen categories does not exist.' ),
			array( array( 'speakers' => array( $this->admin ) ), 'speakers', 'One of the chosen speakers is not a speaker.' ),
			array( array( 'recurring_enabled' => 'yes' ), 'recurrence', 'Choose how the event repeats.' ),
		);
		foreach ( $cases as list( $fields, $field, $message ) ) {
			$response = $this->rest( 'POST', 'events', array_merge( $base, $fields ), $this->admin );
			$this->assertError( $response, 400, $message );
			$this->assertSame( array( $field => $message ), $response->get_data()['data']['params'] );
			$this->assertError( $this->rest( 'PUT', "events/{$event['id']}", array_merge( $base, $fields ), $this->admin ), 400, $message );
		}
		$this->assertError( $this->rest( 'POST', 'events', array( 'title' => 'No date' ), $this->admin ), 400, 'Choose the date the event starts.' );
		$interval = $this->rest( 'POST', 'events', $base + array( 'recurring_enabled' => 'yes', 'recurrence' => array( 'frequency' => 'daily', 'interval' => 400 ) ), $this->admin );
		$this->assertSame( array( 'recurrence.interval' ), array_keys( $interval->get_data()['data']['params'] ) );
		$this->assertError( $this->rest( 'POST', 'events', $base + array( 'status' => 'future' ), $this->admin ), 400 );
		$this->assertSame( $before, $this->count_events() );
		$this->assertSame( $event, $this->rest( 'GET', "events/{$event['id']}", array(), $this->admin )->get_data() );
		$this->assertError( $this->rest( 'GET', 'events/999999', array(), $this->admin ), 404, 'This event does not exist.' );
		$this->assertError( $this->rest( 'GET', 'events', array( 'per_page' => 101 ), $this->admin ), 400 );
		$this->assertError( $this->rest( 'GET', 'events', array( 'status' => 'soon' ), $this->admin ), 400 );
		$this->assertError( $this->rest( 'GET', 'events', array( 'start_date' => '01/02/2030' ), $this->admin ), 400, 'start_date must be a date written as YYYY-MM-DD.' );
	}

	public function test_prices_are_kept_exactly_in_minor_units_of_the_currency(): void {
		global $wpdb;
		$base  = array(
			'title'      => 'Prices',
			'start_date' => '2030-01-01',
			'end_date'   => '2030-01-01',
			'start_time' => '10:00',
			'end_time'   => '11:00',
		);
		$event = $this->rest(
			'POST',
			'events',
			$base + array(
				'tickets' => array(
					array( 'name' => 'Top', 'price' => '999999.99' ),
					array( 'name' => 'Float', 'price' => 0.1 ),
					array( 'name' => 'Trailing', 'price' => '7.500' ),
				),
			),
			$this->admin
		)->get_data();
		$this->assertSame( array( '999999.99', '0.10', '7.50' ), array_column( $event['tickets'], 'price' ) );
		$stored = array_map( 'intval', $wpdb->get_col( $wpdb->prepare( 'SELECT price_minor FROM ' . Tickets::table() . ' WHERE event_id = %d ORDER BY position', $event['id'] ) ) );
		$this->assertSame( array( 99999999, 10, 750 ), $stored );
		// A currency without cents takes whole amounts only.
		Settings::update( array( 'currency' => 'JPY' ) );
		$response = $this->rest( 'POST', 'events', $base + array( 'tickets' => array( array( 'name' => 'Yen', 'price' => '1.5' ) ) ), $this->admin );
		$this->assertError( $response, 400, 'The price of "Yen" must be a whole amount of JPY.' );
		$yen = $this->rest( 'POST', 'events', $base + array( 'tickets' => array( array( 'name' => 'Yen', 'price' => '2500' ) ) ), $this->admin )->get_data();
		$this->assertSame( '2500', $yen['tickets'][0]['price'] );
	}

	public function test_update_is_partial(): void {
		$event   = $this->create( array( 'tickets' => array( array( 'name' => 'Standard', 'capacity' => 10 ) ) ) );
		$updated = $this->rest( 'PUT', "events/{$event['id']}", array( 'title' => 'Jazz Night II', 'status' => 'draft' ), $this->admin )->get_data();
		$this->assertSame( 'Jazz Night II', $updated['title'] );
		$this->assertSame( 'draft', $updated['display_status'] );
		$this->assertSame( $event['start_utc'], $updated['start_utc'] );
		$this->assertSame( $event['tickets'], $updated['tickets'] );
		$moved = $this->rest( 'PUT', "events/{$event['id']}", array( 'timezone' => 'America/New_York' ), $this->admin )->get_data();
		$this->assertSame( $event['start_time'], $moved['start_time'] );
		$this->assertNotSame( $event['start_utc'], $moved['start_utc'] );
	}

	public function test_list_filters_search_dates_and_pagination(): void {
		$now  = time();
		$days = static fn( int $n ) => gmdate( 'Y-m-d', $now + $n * DAY_IN_SECONDS );
		$ids  = array(
			'past'     => $this->create( array( 'title' => 'Zeta Past', 'start_date' => $days( -10 ), 'end_date' => $days( -9 ), 'timezone' => 'UTC' ) )['id'],
			'ongoing'  => $this->create( array( 'title' => 'Zeta Now', 'start_date' => $days( -1 ), 'end_date' => $days( 1 ), 'timezone' => 'UTC' ) )['id'],
			'upcoming' => $this->create( array( 'title' => 'Zeta Soon', 'start_date' => $days( 5 ), 'end_date' => $days( 5 ), 'timezone' => 'UTC' ) )['id'],
			'draft'    => $this->create( array( 'title' => 'Zeta Draft', 'status' => 'draft', 'start_date' => $days( 5 ), 'end_date' => $days( 5 ), 'timezone' => 'UTC' ) )['id'],
		);
		$list = fn( array $query ) => $this->rest( 'GET', 'events', $query + array( 'search_keyword' => 'zeta' ), $this->admin );
		foreach ( array( 'past', 'ongoing', 'upcoming', 'draft' ) as $status ) {
			$data = $list( array( 'status' => $status ) )->get_data();
			$this->assertSame( array( $ids[ $status ] ), array_column( $data['items'], 'id' ), $status );
			$this->assertSame( 1, $data['total_items'] );
		}
		$this->assertSame( array( 'expired', 'ongoing', 'upcoming', 'draft' ), array_map( fn( $id ) => $this->rest( 'GET', "events/{$id}", array(), $this->admin )->get_data()['display_status'], array_values( $ids ) ) );
		$all = $list( array() )->get_data();
		$this->assertSame( 4, $all['total_items'] );
		$this->assertSame( 'Zeta Soon', $list( array( 'search_keyword' => 'ZETA SOON' ) )->get_data()['items'][0]['title'] );
		$this->assertSame( 0, $list( array( 'search_keyword' => 'nothing like it' ) )->get_data()['total_items'] );
		// Events overlapping a range: the ongoing one spans today.
		$range = $list( array( 'start_date' => $days( 0 ), 'end_date' => $days( 0 ) ) )->get_data();
		$this->assertSame( array( $ids['ongoing'] ), array_column( $range['items'], 'id' ) );
		$range = $list( array( 'start_date' => $days( -10 ), 'end_date' => $days( 0 ) ) )->get_data();
		$this->assertEqualsCanonicalizing( array( $ids['past'], $ids['ongoing'] ), array_column( $range['items'], 'id' ) );
		$this->assertError( $list( array( 'start_date' => $days( 2 ), 'end_date' => $days( 1 ) ) ), 400, 'The end of the date range must not be before its start.' );
		// Pages: newest start first, totals on every page.
		$page1 = $list( array( 'per_page' => 3, 'paged' => 1 ) );
		$page2 = $list( array( 'per_page' => 3, 'paged' => 2 ) );
		$this->assertSame( '4', (string) $page1->get_headers()['X-WP-Total'] );
		$this->assertSame( '2', (string) $page1->get_headers()['X-WP-TotalPages'] );
		$this->assertCount( 3, $page1->get_data()['items'] );
		$this->assertSame( array( $ids['past'] ), array_column( $page2->get_data()['items'], 'id' ) );
		$this->assertSame( 4, $page2->get_data()['total_items'] );
		$this->assertSame( array(), $list( array( 'per_page' => 3, 'paged' => 9 ) )->get_data()['items'] );
	}

	public function test_a_change_made_on_an_older_copy_is_refused(): void {
		global $wpdb;
		$event = $this->create( array( 'tickets' => array( array( 'name' => 'Standard', 'capacity' => 10 ) ) ) );
		$this->assertMatchesRegularExpression( '/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/', $event['modified'] );
		$read = $this->rest( 'GET', "events/{$event['id']}", array(), $this->admin )->get_data();
		$this->assertSame( $event['modified'], $read['modified'] );
		// A draft (its GMT dates empty in WordPress until it is saved again) has a real time too.
		$draft = $this->create( array( 'status' => 'draft' ) );
		$this->assertEqualsWithDelta( time(), strtotime( $draft['modified'] ), 5 );
		$this->assertSame( 200, $this->rest( 'PUT', "events/{$draft['id']}", array( 'title' => 'Draft', 'modified' => $draft['modified'] ), $this->admin )->get_status() );

		// The first save with the time read goes through and moves the time on, even within the same second.
		$first = $this->rest( 'PUT', "events/{$event['id']}", array( 'title' => 'First', 'modified' => $read['modified'] ), $this->admin );
		$this->assertSame( 200, $first->get_status(), wp_json_encode( $first->get_data() ) );
		$this->assertGreaterThan( strtotime( $read['modified'] ), strtotime( $first->get_data()['modified'] ) );

		// The second, made on the same copy, is refused and writes nothing.
		$tables = array( $wpdb->posts, $wpdb->postmeta, $wpdb->options, $wpdb->prefix . 'etn_tickets' );
		$counts = array_map( static fn( $table ) => (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$table}" ), $tables );
		$second = $this->rest( 'PUT', "events/{$event['id']}", array( 'title' => 'Second', 'tickets' => array(), 'modified' => $read['modified'] ), $this->admin );
		$this->assertError( $second, 409, 'This event was changed by someone else' );
		$this->assertSame( 'eventin_event_changed', $second->get_data()['code'] );
		$this->assertSame( $counts, array_map( static fn( $table ) => (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$table}" ), $tables ) );
		$now = $this->rest( 'GET', "events/{$event['id']}", array(), $this->admin )->get_data();
		$this->assertSame( 'First', $now['title'] );
		$this->assertCount( 1, $now['tickets'] );
		$this->assertSame( $first->get_data()['modified'], $now['modified'] );

		// With the current time it goes through; a change of meta only moves the time on too.
		$third = $this->rest( 'PUT', "events/{$event['id']}", array( 'rsvp' => array( 'limit' => 5 ), 'modified' => $now['modified'] ), $this->admin );
		$this->assertSame( 200, $third->get_status(), wp_json_encode( $third->get_data() ) );
		$this->assertGreaterThan( strtotime( $now['modified'] ), strtotime( $third->get_data()['modified'] ) );
		// The same instant written with an offset is the same time.
		$offset = gmdate( 'Y-m-d\TH:i:s+00:00', strtotime( $third->get_data()['modified'] ) );
		$this->assertSame( 200, $this->rest( 'PUT', "events/{$event['id']}", array( 'title' => 'Fourth', 'modified' => $offset ), $this->admin )->get_status() );
		// Without it, a change is written whatever changed since (API clients of before).
		$this->assertSame( 'Fifth', $this->rest( 'PUT', "events/{$event['id']}", array( 'title' => 'Fifth' ), $this->admin )->get_data()['title'] );

		$bad = $this->rest( 'PUT', "events/{$event['id']}", array( 'title' => 'x', 'modified' => 'yesterday' ), $this->admin );
		$this->assertError( $bad, 400 );
		$this->assertArrayHasKey( 'modified', $bad->get_data()['data']['params'] );
		$this->assertSame( 'Fifth', get_post( $event['id'] )->post_title );
		$this->assertSame( 0, (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->options} WHERE option_name LIKE 'eventin_lock_%'" ), 'no lock left behind' );
	}

	public function test_trash_restore_delete_and_bulk(): void {
		$a = $this->create( array( 'title' => 'Trash A' ) )['id'];
		$b = $this->create( array( 'title' => 'Trash B' ) )['id'];
		$this->assertError( $this->rest( 'DELETE', "events/{$a}", array( 'force' => true ), $this->admin ), 400, 'Move the event to the trash before deleting it for good.' );
		$this->assertSame( array( 'deleted' => array( $a ), 'trashed' => true ), $this->rest( 'DELETE', "events/{$a}", array(), $this->admin )->get_data() );
		$this->assertSame( 'trash', get_post_status( $a ) );
		$trash = $this->rest( 'GET', 'events', array( 'status' => 'trash', 'search_keyword' => 'Trash' ), $this->admin )->get_data();
		$this->assertSame( array( $a ), array_column( $trash['items'], 'id' ) );
		$this->assertSame( 1, $this->rest( 'GET', 'events', array( 'search_keyword' => 'Trash' ), $this->admin )->get_data()['total_items'] );
		$this->assertError( $this->rest( 'PUT', "events/{$a}", array( 'title' => 'x' ), $this->admin ), 409, 'Restore the event from the trash before changing it.' );
		$restored = $this->rest( 'POST', "events/{$a}/restore", array(), $this->admin )->get_data();
		$this->assertSame( 'draft', $restored['status'] );
		$this->assertError( $this->rest( 'POST', "events/{$a}/restore", array(), $this->admin ), 400, 'The event is not in the trash.' );

		$this->assertError( $this->rest( 'DELETE', 'events', array( 'ids' => "{$a},{$b},999999" ), $this->admin ), 404, 'These events do not exist: 999999.' );
		$this->assertSame( 'draft', get_post_status( $a ), 'all or nothing' );
		$this->assertError( $this->rest( 'DELETE', 'events', array( 'ids' => 'a,b' ), $this->admin ), 400 );
		$this->assertSame( array( $a, $b ), $this->rest( 'DELETE', 'events', array( 'ids' => "{$a},{$b}" ), $this->admin )->get_data()['deleted'] );
		$this->assertSame( array( 'trash', 'trash' ), array( get_post_status( $a ), get_post_status( $b ) ) );

		$this->assertSame( array( 'deleted' => array( $a ), 'trashed' => false ), $this->rest( 'DELETE', "events/{$a}", array( 'force' => true ), $this->admin )->get_data() );
		$this->assertNull( get_post( $a ) );
		$this->assertSame( array(), Index::rows( array( $a ) ) );
	}

	public function test_clone_makes_a_draft_copy_with_tickets_but_no_sales(): void {
		$event  = $this->create( array( 'tickets' => array( array( 'name' => 'Standard', 'capacity' => 10 ) ), 'location' => array( 'type' => 'online', 'online_link' => 'https://example.com/live' ) ) );
		$ticket = $event['tickets'][0]['id'];
		$this->assertTrue( \Eventin\Tickets\Tickets::sell( $ticket, 3 ) );
		$copy = $this->rest( 'GET', "events/{$event['id']}/clone", array(), $this->admin );
		$this->assertSame( 201, $copy->get_status() );
		$copy = $copy->get_data();
		$this->assertNotSame( $event['id'], $copy['id'] );
		$this->assertSame( 'Jazz Night (Copy)', $copy['title'] );
		$this->assertSame( 'draft', $copy['status'] );
		$this->assertSame( $event['start_utc'], $copy['start_utc'] );
		$this->assertSame( $event['location'], $copy['location'] );
		$this->assertSame( 0, $copy['sold_tickets'] );
		$this->assertSame( 10, $copy['total_ticket'] );
		$this->assertSame( 0, $copy['tickets'][0]['sold'] );
		$this->assertNotSame( $ticket, $copy['tickets'][0]['id'] );
		$this->assertSame( 3, $this->rest( 'GET', "events/{$event['id']}", array(), $this->admin )->get_data()['sold_tickets'] );
	}

	public function test_tickets_with_sales_are_protected(): void {
		$event  = $this->create( array( 'tickets' => array( array( 'name' => 'Standard', 'capacity' => 10 ), array( 'name' => 'VIP', 'capacity' => 2 ) ) ) );
		$tickets = $event['tickets'];
		\Eventin\Tickets\Tickets::sell( $tickets[0]['id'], 4 );
		$this->assertError( $this->rest( 'PUT', "events/{$event['id']}", array( 'tickets' => array( $tickets[1] ) ), $this->admin ), 400, 'The ticket type "Standard" has sales and cannot be removed.' );
		$this->assertError( $this->rest( 'PUT', "events/{$event['id']}", array( 'tickets' => array( array( 'capacity' => 3 ) + $tickets[0], $tickets[1] ) ), $this->admin ), 400, 'The capacity of "Standard" cannot be below the 4 already sold.' );
		$updated = $this->rest( 'PUT', "events/{$event['id']}", array( 'tickets' => array( array( 'capacity' => 4, 'name' => 'Regular' ) + $tickets[0] ) ), $this->admin )->get_data();
		$this->assertSame( array( 'Regular' ), array_column( $updated['tickets'], 'name' ) );
		$this->assertSame( array( 4, 4 ), array( $updated['total_ticket'], $updated['sold_tickets'] ) );
	}

	public function test_location_problems_are_flagged(): void {
		$ok     = $this->create( array( 'location' => array( 'type' => 'hybrid', 'address' => 'Main St 1', 'online_link' => 'https://example.com' ) ) );
		$no_url = $this->create( array( 'location' => array( 'type' => 'online', 'online_link' => '' ) ) );
		$no_adr = $this->create( array( 'location' => array( 'type' => 'venue', 'venue' => 'Hall' ) ) );
		$none   = $this->create( array( 'categories' => array(), 'tags' => array() ) );
		$under  = $this->create( array( 'location' => array( 'type' => 'online', 'online_link' => 'https://my_room.example.com/x' ) ) );
		$this->assertFalse( $under['location_problem'], 'hosts may hold underscores' );
		$this->assertSame( array( false, true, true, false ), array( $ok['location_problem'], $no_url['location_problem'], $no_adr['location_problem'], $none['location_problem'] ) );
		$this->assertNull( $none['location'] );
		update_post_meta( $none['id'], 'etn_event_location', array( 'city' => 'Berlin' ) );
		$this->assertTrue( $this->rest( 'GET', "events/{$none['id']}", array(), $this->admin )->get_data()['location_problem'] );
		$cleared = $this->rest( 'PUT', "events/{$none['id']}", array( 'location' => null ), $this->admin )->get_data();
		$this->assertNull( $cleared['location'] );
		$this->assertFalse( $cleared['location_problem'] );
	}

	public function test_the_index_follows_changes_made_outside_the_api_and_rebuilds(): void {
		$event = $this->create( array( 'start_date' => '2031-05-05', 'end_date' => '2031-05-05', 'timezone' => 'UTC' ) );
		update_post_meta( $event['id'], 'etn_start_date', '2031-05-04' );
		wp_update_post( array( 'ID' => $event['id'], 'post_title' => 'Renamed outside' ) );
		$row = Index::rows( array( $event['id'] ) )[ $event['id'] ];
		$this->assertSame( gmmktime( 19, 0, 0, 5, 4, 2031 ), $row['start_utc'] );
		$this->assertSame( 'Renamed outside', $row['title'] );
		global $wpdb;
		$wpdb->update( Index::table(), array( 'title' => 'Stale' ), array( 'event_id' => $event['id'] ) );
		Index::rebuild();
		$this->assertSame( 'Renamed outside', Index::rows( array( $event['id'] ) )[ $event['id'] ]['title'] );
	}

	public function test_list_queries_do_not_grow_with_the_page_size(): void {
		for ( $i = 0; $i < 12; $i++ ) {
			$this->create( array( 'title' => "Count {$i}", 'tickets' => array( array( 'name' => 'T', 'capacity' => 5 ) ) ) );
		}
		$queries = fn( int $per_page ): int => $this->list_queries( 'events', array( 'per_page' => $per_page, 'search_keyword' => 'Count' ), $this->admin );
		$queries( 1 );
		$this->assertSame( $queries( 2 ), $queries( 12 ) );
	}

	public function test_search_finds_titles_whose_words_begin_with_every_word_searched(): void {
		$sale  = $this->create( array( 'title' => 'Sale 100% off_now' ) )['id'];
		$other = $this->create( array( 'title' => 'Sale 1000 offXnow' ) )['id'];
		$cases = array(
			'off_now'   => array( $sale ),
			'NOW sale'  => array( $sale ),
			'100%'      => array( $other, $sale ),
			' 1000 '    => array( $other ),
			'offx'      => array( $other ),
			'ale'       => array(),
			'sale 2000' => array(),
		);
		foreach ( $cases as $search => $expected ) {
			$found = $this->rest( 'GET', 'events', array( 'search_keyword' => $search ), $this->admin )->get_data();
			$this->assertArrayHasKey( "items", $found, wp_json_encode( $found ) );
			$ids   = array_column( $found["items"], "id" );
			sort( $ids );
			sort( $expected );
			$this->assertSame( $expected, $ids, $search );
		}
	}

	public function test_empty_category_and_tag_lists_are_fine_when_the_site_has_some(): void {
		wp_insert_term( 'Concerts', 'etn_category' );
		wp_insert_term( 'Free', 'etn_tags' );
		$event = $this->create( array( 'categories' => array(), 'tags' => array() ) );
		$this->assertSame( array( array(), array() ), array( $event['categories'], $event['tags'] ) );
	}

	public function test_list_totals_follow_every_change_without_scanning(): void {
		global $wpdb;
		$now   = time();
		$day   = static fn( int $n ) => gmdate( 'Y-m-d', $now + $n * DAY_IN_SECONDS );
		$check = function () use ( $wpdb ) {
			foreach ( array( 'all', 'draft', 'pending', 'ongoing', 'upcoming', 'past', 'trash' ) as $filter ) {
				$scanned = (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . Index::table() . ' WHERE ' . \Eventin\Events\Status::where_sql( $filter, time() )->prepared() );
				$this->assertSame( $scanned, $this->rest( 'GET', 'events', array( 'status' => $filter ), $this->admin )->get_data()['total_items'], $filter );
			}
		};
		$past    = $this->create( array( 'start_date' => $day( -3 ), 'end_date' => $day( -2 ), 'timezone' => 'UTC' ) )['id'];
		$ongoing = $this->create( array( 'start_date' => $day( -1 ), 'end_date' => $day( 1 ), 'timezone' => 'UTC' ) )['id'];
		$draft   = $this->create( array( 'status' => 'draft' ) )['id'];
		$pending = $this->create( array( 'status' => 'pending' ) )['id'];
		$this->assertSame( 1, $this->rest( 'GET', 'events', array( 'status' => 'pending' ), $this->admin )->get_data()['total_items'] );
		$check();
		$this->rest( 'PUT', "events/{$draft}", array( 'status' => 'publish' ), $this->admin );
		$this->rest( 'PUT', "events/{$pending}", array( 'status' => 'publish' ), $this->admin );
		$this->assertSame( 0, $this->rest( 'GET', 'events', array( 'status' => 'pending' ), $this->admin )->get_data()['total_items'] );
		$this->rest( 'DELETE', "events/{$past}", array(), $this->admin );
		$check();
		$this->rest( 'POST', "events/{$past}/restore", array(), $this->admin );
		$this->rest( 'POST', "events/{$ongoing}/clone", array(), $this->admin );
		$check();
		$this->rest( 'DELETE', "events/{$ongoing}", array(), $this->admin );
		$this->rest( 'DELETE', "events/{$ongoing}", array( 'force' => true ), $this->admin );
		wp_delete_post( $draft, true );
		$check();
	}
}
