<?php
namespace Eventin\Tests\Orders;

use Eventin\Orders\BuyerWords;
use Eventin\Orders\OrderCounts;
use Eventin\Jobs\Jobs;
use Eventin\Orders\Orders;
use Eventin\Orders\Status;
use Eventin\Permissions\Capabilities;

require_once __DIR__ . '/OrdersTestCase.php';

final class OrdersControllerTest extends OrdersTestCase {
	private function offline( array $event, int $quantity = 2 ): array {
		$response = $this->book( $event, array( 0 => $quantity ), array( 'gateway' => 'offline' ) );
		$this->assertSame( 201, $response->get_status(), wp_json_encode( $response->get_data() ) );
		return $response->get_data();
	}

	private function paid( array $event, int $quantity = 2 ): array {
		$booking = $this->offline( $event, $quantity );
		$paid    = $this->rest( 'POST', "orders/{$booking['id']}/mark-paid", array(), $this->admin );
		$this->assertSame( 200, $paid->get_status(), wp_json_encode( $paid->get_data() ) );
		return $paid->get_data();
	}

	public function test_bookings_are_for_people_who_manage_orders_only(): void {
		$event   = $this->event();
		$booking = $this->offline( $event );
		$routes  = array(
			array( 'GET', 'orders' ),
			array( 'GET', "orders/{$booking['id']}" ),
			array( 'POST', "orders/{$booking['id']}/mark-paid" ),
			array( 'POST', "orders/{$booking['id']}/cancel" ),
			array( 'POST', "orders/{$booking['id']}/resend-invoice" ),
			array( 'GET', "orders/{$booking['id']}/refunds" ),
			array( 'POST', "orders/{$booking['id']}/refunds", array( 'type' => 'bogus' ) ),
		);
		$attendee_manager = $this->user( 'attendee_manager', array( Capabilities::ATTENDEE ) );
		$order_manager    = $this->user( 'order_manager', array( Capabilities::ORDER ) );
		foreach ( $routes as $route ) {
			$this->assertGuarded( ...$route );
			$this->assertError( $this->rest( $route[0], $route[1], $route[2] ?? array(), $attendee_manager ), 403 );
		}
		$this->assertSame( 'pending', Orders::get( $booking['id'] )['status'], 'nothing changed' );
		$this->assertSame( 200, $this->rest( 'GET', 'orders', array(), $order_manager )->get_status() );
		$this->assertSame( 200, $this->rest( 'POST', "orders/{$booking['id']}/mark-paid", array(), $order_manager )->get_status() );
	}

	public function test_the_list_filters_searches_and_pages(): void {
		$jazz  = $this->event();
		$rock  = $this->event();
		$first = $this->offline( $jazz, 1 );
		$this->book( $jazz, array( 1 => 1 ) );
		$this->rest(
			'POST',
			'orders',
			array(
				'event_id' => $rock['id'],
				'tickets'  => array(
					array(
						'ticket_id' => $rock['tickets'][1]['id'],
						'quantity'  => 3,
					),
				),
				'customer' => array(
					'name'  => 'Grace Hopper',
					'email' => 'grace@navy.example',
				),
			)
		);
		$list = fn( array $query ) => $this->rest( 'GET', 'orders', $query, $this->admin );

		$all = $list( array() );
		$this->assertSame( 3, $all->get_data()['total_items'] );
		$this->assertSame( '3', $all->get_headers()['X-WP-Total'] );
		$this->assertSame( 'Grace Hopper', $all->get_data()['items'][0]['customer']['name'], 'newest first' );
		$this->assertSame( array( 'resend_invoice', 'refund' ), $all->get_data()['items'][0]['actions'] );

		$this->assertSame( 2, $list( array( 'event_id' => $jazz['id'] ) )->get_data()['total_items'] );
		$this->assertSame( 1, $list( array( 'status' => 'pending' ) )->get_data()['total_items'] );
		$this->assertSame( 2, $list( array( 'gateway' => 'free' ) )->get_data()['total_items'] );
		$this->assertSame( 1, $list( array( 'search' => 'navy' ) )->get_data()['total_items'] );
		$this->assertSame( 1, $list( array( 'search' => 'grace hop' ) )->get_data()['total_items'] );
		$this->assertSame( 1, $list( array( 'search' => 'HOPPER, Grace' ) )->get_data()['total_items'], 'every word, in any order and case' );
		$this->assertSame( 0, $list( array( 'search' => 'opper' ) )->get_data()['total_items'], 'words are found by their beginning' );
		$this->assertSame( 0, $list( array( 'search' => 'grace lovelace' ) )->get_data()['total_items'] );
		$this->assertSame( 1, $list( array( 'search' => 'GRACE@navy' ) )->get_data()['total_items'], 'an address by its beginning' );
		$this->assertSame( 0, $list( array( 'search' => '@navy' ) )->get_data()['total_items'] );
		$this->assertSame( 0, $list( array( 'search' => '%' ) )->get_data()['total_items'], 'no words, no number: nothing' );
		$this->assertSame( array(), $list( array( 'search' => 'navy', 'paged' => 2 ) )->get_data()['items'] );
		$this->assertSame( 1, $list( array( 'search' => 'navy', 'paged' => 2 ) )->get_data()['total_items'], 'past the last page the total still counts' );
		// A search with other filters joins them.
		$this->assertSame( 1, $list( array( 'search' => 'navy', 'gateway' => 'free' ) )->get_data()['total_items'] );
		$this->assertSame( 0, $list( array( 'search' => 'navy', 'gateway' => 'offline' ) )->get_data()['total_items'] );
		$this->assertSame( 1, $list( array( 'search' => 'navy', 'event_id' => $rock['id'], 'paged' => 2 ) )->get_data()['total_items'] );
		// The buyers' words come back from the bookings when the index is rebuilt.
		global $wpdb;
		$wpdb->query( 'DELETE FROM ' . BuyerWords::table() );
		$this->assertSame( 0, $list( array( 'search' => 'navy' ) )->get_data()['total_items'] );
		BuyerWords::rebuild();
		$this->assertSame( 1, $list( array( 'search' => 'navy' ) )->get_data()['total_items'] );
		$this->assertSame( $first['id'], $list( array( 'search' => '#' . $first['id'] ) )->get_data()['items'][0]['id'] );
		$today = wp_date( 'Y-m-d' );
		$this->assertSame( 3, $list( array( 'date_from' => $today, 'date_to' => $today ) )->get_data()['total_items'] );
		$this->assertSame( 0, $list( array( 'date_to' => '2001-01-01' ) )->get_data()['total_items'] );
		$page = $list( array( 'per_page' => 2, 'paged' => 2 ) );
		$this->assertCount( 1, $page->get_data()['items'] );
		$this->assertSame( '2', $page->get_headers()['X-WP-TotalPages'] );
		$this->assertError( $list( array( 'status' => 'sold' ) ), 400 );
		$this->assertError( $list( array( 'date_from' => '2026-02-30' ) ), 400 );

		// A buyer whose words begin alike is found once, and paged.
		$ann = array(
			'customer' => array(
				'name'  => 'Ann Annabel',
				'email' => 'ann@annex.example',
			),
		);
		$this->book( $jazz, array( 1 => 1 ), $ann );
		$this->book( $rock, array( 1 => 1 ), $ann );
		$found = $list( array( 'search' => 'ann' ) );
		$this->assertSame( 2, $found->get_data()['total_items'] );
		$this->assertCount( 2, array_unique( array_column( $found->get_data()['items'], 'id' ) ) );
		$this->assertSame( 2, $list( array( 'search' => 'annab ann' ) )->get_data()['total_items'] );
		$this->assertCount( 1, $list( array( 'search' => 'ann', 'per_page' => 1, 'paged' => 2 ) )->get_data()['items'] );
	}

	public function test_the_list_takes_the_same_queries_for_any_page_size_under_every_filter(): void {
		global $wpdb;
		$events = array( $this->event(), $this->event(), $this->event() );
		foreach ( range( 0, 11 ) as $i ) {
			$event = $events[ $i % 3 ];
			$more  = array(
				'customer' => array(
					'name'  => "Grace Hopper {$i}",
					'email' => "grace{$i}@navy.example",
				),
			);
			if ( $i % 2 ) {
				$this->book( $event, array( 1 => 1 + $i % 3 ), $more );
			} else {
				$this->book( $event, array( 0 => 1 ), $more + array( 'gateway' => 'offline' ) );
			}
		}
		$count   = function ( array $query, int $per_page ): int {
			global $wpdb;
			wp_cache_flush();
			$before   = $wpdb->num_queries;
			$response = $this->rest( 'GET', 'orders', $query + array( 'per_page' => $per_page ), $this->admin );
			$this->assertSame( 200, $response->get_status() );
			$this->assertCount( min( $per_page, $response->get_data()['total_items'] ), $response->get_data()['items'] );
			return $wpdb->num_queries - $before;
		};
		$today   = wp_date( 'Y-m-d' );
		$filters = array(
			'all'        => array(),
			'status'     => array( 'status' => 'completed' ),
			'event'      => array( 'event_id' => $events[0]['id'] ),
			'gateway'    => array( 'gateway' => 'offline' ),
			'days'       => array(
				'date_from' => $today,
				'date_to'   => $today,
			),
			'search'     => array( 'search' => 'grace' ),
			'search+all' => array(
				'search'   => 'navy',
				'gateway'  => 'free',
				'event_id' => $events[1]['id'],
			),
		);
		foreach ( $filters as $name => $query ) {
			$this->assertSame( $count( $query, 2 ), $count( $query, 12 ), "{$name}: the same queries for 2 or 12 bookings a page" );
		}
	}

	public function test_an_offline_booking_is_marked_paid_once_and_a_pending_one_cancelled_gives_seats_back(): void {
		$event   = $this->event();
		$booking = $this->offline( $event );
		$this->forget_mails();
		$paid    = $this->rest( 'POST', "orders/{$booking['id']}/mark-paid", array( 'note' => 'Transfer received 12 May' ), $this->admin )->get_data();
		$this->assertSame( 'completed', $paid['status'] );
		$this->assertSame( array( 'completed', 'completed' ), array_column( $paid['attendees'], 'status' ) );
		$last = end( $paid['history'] );
		$this->assertSame( array( 'pending', 'completed', 'Transfer received 12 May' ), array( $last['from'], $last['to'], $last['note'] ) );
		$this->assertSame( $this->admin, $last['user_id'] );
		$this->assertCount( 3, $this->mails(), 'the invoice and two tickets' );
		$this->assertError( $this->rest( 'POST', "orders/{$booking['id']}/mark-paid", array(), $this->admin ), 409, 'Only pending offline bookings can be marked as paid.' );
		$this->assertError( $this->rest( 'POST', "orders/{$booking['id']}/cancel", array(), $this->admin ), 409, 'Only pending bookings can be cancelled; refund a completed one instead.' );

		$other     = $this->offline( $event, 3 );
		$this->assertSame( 5, $this->sold( $event['tickets'][0]['id'] ) );
		$cancelled = $this->rest( 'POST', "orders/{$other['id']}/cancel", array(), $this->admin )->get_data();
		$this->assertSame( 'cancelled', $cancelled['status'] );
		$this->assertSame( array( 'cancelled', 'cancelled', 'cancelled' ), array_column( $cancelled['attendees'], 'status' ) );
		$this->assertSame( 2, $this->sold( $event['tickets'][0]['id'] ) );
		$this->assertSame( 2, $this->event_sold( $event['id'] ) );
		$this->assertSame( array(), $cancelled['actions'] );
		$this->assertError( $this->rest( 'POST', 'orders/999999/cancel', array(), $this->admin ), 404, 'This booking does not exist.' );
	}

	public function test_statuses_move_only_as_eventin_allows(): void {
		$this->assertTrue( Status::can_move( 'pending', 'completed' ) );
		$this->assertTrue( Status::can_move( 'completed', 'refunded' ) );
		$this->assertTrue( Status::can_move( 'partially_refunded', 'refunded' ) );
		$this->assertTrue( Status::can_move( 'partially_refunded', 'completed' ) );
		$this->assertFalse( Status::can_move( 'failed', 'refunded' ), 'a failed booking cannot be refunded' );
		$this->assertFalse( Status::can_move( 'refunded', 'failed' ), 'a refunded one cannot fail' );
		$this->assertFalse( Status::can_move( 'partially_refunded', 'failed' ) );
		$this->assertFalse( Status::can_move( 'partially_refunded', 'pending' ) );
		$event   = $this->event();
		$booking = $this->paid( $event );
		$moved   = Orders::transition( $booking['id'], 'failed' );
		$this->assertSame( 'A booking that is completed cannot become failed.', $moved->get_error_message() );
		$this->assertSame( 'completed', Orders::get( $booking['id'] )['status'] );
	}

	public function test_refunds_whole_partial_and_by_amount(): void {
		$event   = $this->event();
		$booking = $this->paid( $event, 3 );
		$ids     = array_column( $booking['attendees'], 'id' );
		$names   = array_column( $booking['attendees'], 'name' );
		$this->forget_mails();

		// One ticket: its seat comes back and it stops being valid.
		$one = $this->rest( 'POST', "orders/{$booking['id']}/refunds", array( 'attendee_ids' => array( $ids[0] ), 'reason' => 'Cannot come' ), $this->admin );
		$this->assertSame( 201, $one->get_status(), wp_json_encode( $one->get_data() ) );
		$this->assertSame( '25.00', $one->get_data()['refunded_total'] );
		$this->assertSame( '50.00', $one->get_data()['refundable_total'] );
		$this->assertSame( 'partially_refunded', $one->get_data()['order_status'] );
		$this->assertSame( array( $ids[0] ), $one->get_data()['refunds'][0]['attendee_ids'] );
		$this->assertSame( 2, $this->sold( $event['tickets'][0]['id'] ) );
		$this->assertStringContainsString( "Refund of booking #{$booking['id']}", $this->mails()[0]['subject'] );

		// The same ticket again, or one of another booking, is refused.
		$this->assertError( $this->rest( 'POST', "orders/{$booking['id']}/refunds", array( 'attendee_ids' => array( $ids[0] ) ), $this->admin ), 400, 'This ticket is not part of the booking or was refunded already.' );
		$this->assertError( $this->rest( 'POST', "orders/{$booking['id']}/refunds", array( 'type' => 'amount', 'amount' => '50.01' ), $this->admin ), 400, 'At most $50.00 can be refunded.' );
		$this->assertError( $this->rest( 'POST', "orders/{$booking['id']}/refunds", array( 'type' => 'amount', 'amount' => '0' ), $this->admin ), 400, 'Give an amount to refund, more than 0.' );

		// An amount: money only, the seats stay taken.
		$some = $this->rest( 'POST', "orders/{$booking['id']}/refunds", array( 'type' => 'amount', 'amount' => '10.50' ), $this->admin )->get_data();
		$this->assertSame( '35.50', $some['refunded_total'] );
		$this->assertSame( 'partially_refunded', $some['order_status'] );
		$this->assertSame( 2, $this->sold( $event['tickets'][0]['id'] ) );

		// The rest: every ticket left, the booking refunded, every seat back.
		$rest = $this->rest( 'POST', "orders/{$booking['id']}/refunds", array(), $this->admin )->get_data();
		$this->assertSame( '75.00', $rest['refunded_total'] );
		$this->assertSame( '0.00', $rest['refundable_total'] );
		$this->assertSame( 'refunded', $rest['order_status'] );
		$this->assertSame( 0, $this->sold( $event['tickets'][0]['id'] ) );
		$this->assertSame( 0, $this->event_sold( $event['id'] ) );
		$detail = $this->rest( 'GET', "orders/{$booking['id']}", array(), $this->admin )->get_data();
		$this->assertSame( array( 'refunded', 'refunded', 'refunded' ), array_column( $detail['attendees'], 'status' ) );
		$this->assertCount( 3, $this->rest( 'GET', "orders/{$booking['id']}/refunds", array(), $this->admin )->get_data()['refunds'] );
		// The history names the money, whose tickets, and the reason apart from them.
		$this->assertSame(
			array( "Refunded $25.00 for {$names[0]} — reason: Cannot come", 'Refunded $10.50', "Refunded $39.50 for 2 tickets ({$names[1]})" ),
			array_slice( array_column( $detail['history'], 'note' ), -3 )
		);
		$this->assertError( $this->rest( 'POST', "orders/{$booking['id']}/refunds", array(), $this->admin ), 409, 'Only completed bookings can be refunded.' );

		// A freed seat can be sold again.
		$this->assertSame( 201, $this->book( $event, array( 0 => 5 ), array( 'gateway' => 'offline' ) )->get_status() );
	}

	public function test_a_refund_note_names_the_holders_up_to_three_then_counts_the_tickets(): void {
		$event   = $this->event(
			array(
				array(
					'name'     => 'Standard',
					'price'    => '25.00',
					'capacity' => 10,
				),
			)
		);
		$booking = $this->paid( $event, 8 );
		$ids     = array_column( $booking['attendees'], 'id' );
		foreach ( array( 'Hugo', 'Ann', 'Ann', 'Li', 'Mo', 'Kai', 'Jo', 'Bo' ) as $i => $name ) {
			\Eventin\Attendees\Attendees::update( $ids[ $i ], array( 'name' => $name ) );
		}
		$refund = function ( array $chosen, string $reason = '' ) use ( $booking ): string {
			$answer = $this->rest( 'POST', "orders/{$booking['id']}/refunds", array( 'attendee_ids' => $chosen, 'reason' => $reason ), $this->admin );
			$this->assertSame( 201, $answer->get_status(), wp_json_encode( $answer->get_data() ) );
			$detail = $this->rest( 'GET', "orders/{$booking['id']}", array(), $this->admin )->get_data();
			return end( $detail['history'] )['note'];
		};
		$this->assertSame( 'Refunded $25.00 for Hugo — reason: cannot attend', $refund( array( $ids[0] ), 'cannot attend' ) );
		$this->assertSame( 'Refunded $75.00 for 3 tickets (Ann and Li)', $refund( array( $ids[1], $ids[2], $ids[3] ) ) );
		$this->assertSame( 'Refunded $100.00 for 4 tickets — reason: moved abroad', $refund( array( $ids[4], $ids[5], $ids[6], $ids[7] ), 'moved abroad' ) );
	}

	public function test_free_tickets_are_refunded_one_by_one_and_give_their_seats_back_once(): void {
		$event   = $this->event();
		$booking = $this->book( $event, array( 1 => 2 ) )->get_data();
		$this->assertSame( 'completed', $booking['status'] );
		$ids = array_column( $this->rest( 'GET', "orders/{$booking['id']}", array(), $this->admin )->get_data()['attendees'], 'id' );
		$one = $this->rest( 'POST', "orders/{$booking['id']}/refunds", array( 'attendee_ids' => array( $ids[0] ) ), $this->admin );
		$this->assertSame( 201, $one->get_status(), wp_json_encode( $one->get_data() ) );
		$this->assertSame( 'partially_refunded', $one->get_data()['order_status'] );
		$this->assertSame( '0.00', $one->get_data()['refunded_total'] );
		$this->assertSame( 1, $this->sold( $event['tickets'][1]['id'] ) );
		$this->assertError( $this->rest( 'POST', "orders/{$booking['id']}/refunds", array( 'attendee_ids' => array( $ids[0] ) ), $this->admin ), 400, 'This ticket is not part of the booking or was refunded already.' );
		$this->assertSame( 1, $this->sold( $event['tickets'][1]['id'] ), 'the seat came back once' );
		$rest = $this->rest( 'POST', "orders/{$booking['id']}/refunds", array(), $this->admin );
		$this->assertSame( 'refunded', $rest->get_data()['order_status'] );
		$this->assertSame( 0, $this->sold( $event['tickets'][1]['id'] ) );

		// The totals per status follow the moves, and counting again finds the same.
		$total = fn( string $status ) => $this->rest( 'GET', 'orders', array( 'status' => $status ), $this->admin )->get_data()['total_items'];
		$this->assertSame( array( 1, 0, 0 ), array( $total( 'refunded' ), $total( 'partially_refunded' ), $total( 'completed' ) ) );
		OrderCounts::rebuild();
		$this->assertSame( array( 1, 0, 0 ), array( $total( 'refunded' ), $total( 'partially_refunded' ), $total( 'completed' ) ) );
		$this->assertSame( 1, $this->rest( 'GET', 'orders', array(), $this->admin )->get_data()['total_items'] );
	}

	public function test_a_pending_or_failed_booking_cannot_be_refunded_or_resent(): void {
		$event   = $this->event();
		$booking = $this->offline( $event );
		$this->assertError( $this->rest( 'POST', "orders/{$booking['id']}/refunds", array(), $this->admin ), 409, 'Only completed bookings can be refunded.' );
		$this->assertError( $this->rest( 'POST', "orders/{$booking['id']}/resend-invoice", array(), $this->admin ), 409, 'Invoices are resent for completed bookings only.' );
		$this->assertError( $this->rest( 'POST', "orders/{$booking['id']}/refunds", array( 'type' => 'coins' ), $this->admin ), 400 );
		$this->assertSame( 2, $this->sold( $event['tickets'][0]['id'] ) );
	}

	public function test_resend_invoice_mails_the_buyer_again_and_notes_it(): void {
		$event       = $this->event();
		$booking     = $this->paid( $event, 1 );
		$this->forget_mails();
		$resent      = $this->rest( 'POST', "orders/{$booking['id']}/resend-invoice", array(), $this->admin );
		$this->assertSame( 200, $resent->get_status() );
		$this->assertSame( 'ada@example.com', $this->mails()[0]['to'] );
		$this->assertStringContainsString( "Invoice for booking #{$booking['id']}", $this->mails()[0]['message'] );
		$this->assertStringContainsString( '$25.00', $this->mails()[0]['message'] );
		$this->assertSame( 'Invoice resent.', end( $resent->get_data()['history'] )['note'] );
	}

	public function test_a_mail_that_cannot_be_sent_is_noted_and_retried_and_the_booking_stands(): void {
		global $wpdb;
		$response = $this->with_mail_server_down(
			function () {
				$response = $this->book( $this->event(), array( 1 => 1 ) );
				$this->assertSame( 201, $response->get_status() );
				$this->assertSame( '', Orders::get( $response->get_data()['id'] )['mail_status'], 'the answer did not wait for the mail server' );
				Jobs::run( 100, 30.0 );
				return $response;
			}
		);
		$booking = Orders::get( $response->get_data()['id'] );
		$this->assertSame( 'completed', $booking['status'] );
		$this->assertSame( 'failed', $booking['mail_status'] );
		$detail = $this->rest( 'GET', "orders/{$booking['id']}", array(), $this->admin )->get_data();
		$notes  = array_column( $detail['history'], 'note' );
		$this->assertSame( 'The e-mails could not be sent (SMTP connect() failed.); they will be tried again in a few minutes.', end( $notes ) );
		$this->assertCount( 1, preg_grep( '/could not be sent/', $notes ), 'noted once for the invoice and the ticket' );
		// Both mails wait for their next attempt, with the reason.
		$jobs = $wpdb->get_results( $wpdb->prepare( 'SELECT status, attempts, last_error, run_at FROM ' . Jobs::table() . ' WHERE unique_key IN (%s, %s)', 'mail:booking-confirmation:' . $booking['id'], 'mail:ticket:' . $detail['attendees'][0]['id'] ), ARRAY_A );
		$this->assertCount( 2, $jobs );
		foreach ( $jobs as $job ) {
			$this->assertSame( array( 'queued', '1', 'SMTP connect() failed.' ), array( $job['status'], $job['attempts'], $job['last_error'] ) );
			$this->assertGreaterThan( gmdate( 'Y-m-d H:i:s' ), $job['run_at'] );
		}
		// Once due and the server is back, they go out and the failure is over.
		$wpdb->query( $wpdb->prepare( 'UPDATE ' . Jobs::table() . ' SET run_at = %s WHERE unique_key LIKE %s', gmdate( 'Y-m-d H:i:s', time() - 1 ), 'mail:%' ) );
		$this->assertCount( 2, $this->mails() );
		$booking = Orders::get( $booking['id'] );
		$this->assertSame( 'sent', $booking['mail_status'] );
		$detail = $this->rest( 'GET', "orders/{$booking['id']}", array(), $this->admin )->get_data();
		$this->assertSame( 'The e-mails were sent.', end( $detail['history'] )['note'] );
	}
}
