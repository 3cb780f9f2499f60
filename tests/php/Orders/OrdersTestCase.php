<?php
namespace Eventin\Tests\Orders;

use Eventin\Jobs\Jobs;
use Eventin\Payments\Gateways;
use Eventin\Settings\Settings;
use Eventin\Tests\TestCase;

/**
 * Events with ticket types to book, a booking helper, and the mails wp_mail was given.
 */
abstract class OrdersTestCase extends TestCase {
	protected int $admin;

	/** @var array[] Each { to, subject, message } */
	protected array $mails = array();

	protected function setUp(): void {
		parent::setUp();
		$this->admin = $this->admin();
		$this->mails = array();
		add_filter( 'pre_wp_mail', array( $this, 'catch_mail' ), 10, 2 );
		Settings::update(
			array(
				'checkout_rate_limit' => 10000,
				'payments'            => array(
					'offline'              => 'on',
					'offline_instructions' => 'Pay to IBAN DE00 1234.',
				),
			)
		);
		Gateways::reset();
	}

	protected function tearDown(): void {
		remove_filter( 'pre_wp_mail', array( $this, 'catch_mail' ), 10 );
		Gateways::reset();
		parent::tearDown();
	}

	/** The mails sent so far, once the mail jobs due have run (mails go out in the background). */
	protected function mails(): array {
		Jobs::run( 100, 30.0 );
		return $this->mails;
	}

	/** Sends the mails queued so far and forgets them. */
	/**
	 * Runs $run while the mail server refuses every mail ('SMTP connect() failed.'); mails are
	 * caught again after it. Answers what $run answers.
	 */
	protected function with_mail_server_down( callable $run ) {
		remove_filter( 'pre_wp_mail', array( $this, 'catch_mail' ), 10 );
		$refuse = static function () {
			do_action( 'wp_mail_failed', new \WP_Error( 'wp_mail_failed', 'SMTP connect() failed.' ) );
			return false;
		};
		add_filter( 'pre_wp_mail', $refuse );
		try {
			return $run();
		} finally {
			remove_filter( 'pre_wp_mail', $refuse );
			add_filter( 'pre_wp_mail', array( $this, 'catch_mail' ), 10, 2 );
		}
	}

	protected function forget_mails(): void {
		$this->mails();
		$this->mails = array();
	}

	/** Keeps what wp_mail would send instead of sending it (the rest suite reads a real inbox). */
	public function catch_mail( $short_circuit, array $mail ) {
		$this->mails[] = $mail;
		return true;
	}

	/**
	 * A published event ten days ahead with ticket types (default: 'Standard' 25.00 × 5, 'Free' 0 × 100).
	 *
	 * @return array The event as the REST API answers it.
	 */
	protected function event( array $tickets = array(), array $fields = array() ): array {
		$day      = gmdate( 'Y-m-d', time() + 10 * DAY_IN_SECONDS );
		$response = $this->rest(
			'POST',
			'events',
			$fields + array(
				'title'      => 'Summit ' . wp_generate_password( 4, false ),
				'status'     => 'publish',
				'start_date' => $day,
				'start_time' => '09:00',
				'end_date'   => $day,
				'end_time'   => '17:00',
				'timezone'   => 'Europe/Berlin',
				'tickets'    => $tickets ? $tickets : array(
					array(
						'name'     => 'Standard',
						'price'    => '25.00',
						'capacity' => 5,
					),
					array(
						'name'     => 'Free',
						'price'    => '0',
						'capacity' => 100,
					),
				),
			),
			$this->admin
		);
		$this->assertSame( 201, $response->get_status(), wp_json_encode( $response->get_data() ) );
		return $response->get_data();
	}

	/** Books as an anonymous visitor; answers the response. */
	protected function book( array $event, array $lines, array $more = array() ): \WP_REST_Response {
		$tickets = array();
		foreach ( $lines as $index => $quantity ) {
			$tickets[] = array(
				'ticket_id' => $event['tickets'][ $index ]['id'],
				'quantity'  => $quantity,
			);
		}
		return $this->rest(
			'POST',
			'orders',
			$more + array(
				'event_id' => $event['id'],
				'tickets'  => $tickets,
				'customer' => array(
					'name'  => 'Ada Lovelace',
					'email' => 'ada@example.com',
				),
			)
		);
	}

	/** A completed booking of $quantity tickets of the event's ticket type $index, paid offline and marked paid when not free. */
	protected function paid_booking( array $event, int $index, int $quantity ): array {
		$booking = $this->book( $event, array( $index => $quantity ), array( 'gateway' => 'offline' ) )->get_data();
		if ( 'pending' === $booking['status'] ) {
			$booking = $this->rest( 'POST', "orders/{$booking['id']}/mark-paid", array(), $this->admin )->get_data();
		}
		$this->assertSame( 'completed', $booking['status'], wp_json_encode( $booking ) );
		return $booking;
	}

	/**
	 * A pending card booking of two Standard tickets (50.00) written as checkout leaves it before the gateway
	 * answers, its seats held for $hold seconds (no seats are taken: callers take them where they need to).
	 *
	 * @return int The booking's id.
	 */
	protected function pending_booking( array $event, string $gateway = 'card-test', int $hold = 900 ): int {
		return \Eventin\Orders\Orders::insert(
			array(
				'event_id'       => $event['id'],
				'status'         => 'pending',
				'customer_name'  => 'Ada',
				'customer_email' => 'ada@example.com',
				'currency'       => 'USD',
				'total'          => 5000,
				'gateway'        => $gateway,
				'hold_until'     => time() + $hold,
			),
			array_fill(
				0,
				2,
				array(
					'ticket_id' => $event['tickets'][0]['id'],
					'name'      => 'Ada',
					'email'     => 'ada@example.com',
					'price'     => 2500,
				)
			)
		);
	}

	protected function sold( int $ticket_id ): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT sold FROM ' . \Eventin\Tickets\Tickets::table() . ' WHERE id = %d', $ticket_id ) );
	}

	protected function event_sold( int $event_id ): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT sold_tickets FROM ' . \Eventin\Events\Index::table() . ' WHERE event_id = %d', $event_id ) );
	}

	protected function count_rows( string $table ): int {
		global $wpdb;
		return (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$table}" );
	}

	/** @return int[] rows in the bookings, attendees, history and refunds tables */
	protected function counts(): array {
		return array_map(
			array( $this, 'count_rows' ),
			array( \Eventin\Orders\Orders::table(), \Eventin\Attendees\Attendees::table(), \Eventin\Orders\History::table(), \Eventin\Orders\Refunds::table() )
		);
	}
}
