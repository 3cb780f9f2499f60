<?php
namespace Eventin\Tests\Orders;

use Eventin\Orders\Orders;
use Eventin\Settings\Settings;

require_once __DIR__ . '/OrdersTestCase.php';

final class CheckoutTest extends OrdersTestCase {
	public function test_a_free_booking_completes_at_once_with_one_attendee_and_code_per_ticket(): void {
		$event    = $this->event();
		$response = $this->book( $event, array( 1 => 2 ) );
		$this->assertSame( 201, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$booking = $response->get_data();
		$this->assertSame( 'completed', $booking['status'] );
		$this->assertSame( '0.00', $booking['total'] );
		$this->assertSame( 'USD', $booking['currency'] );
		$this->assertSame( 'free', $booking['gateway'] );
		$this->assertSame( array( 'type' => 'none' ), $booking['next'] );
		$this->assertSame( 2, $booking['ticket_count'] );
		$this->assertStringContainsString( 'eventin-booking=' . $booking['id'], $booking['booking_url'] );
		$this->assertArrayNotHasKey( 'attendees', $booking, 'the public answer holds no codes' );

		$detail = $this->rest( 'GET', "orders/{$booking['id']}", array(), $this->admin )->get_data();
		$this->assertCount( 2, $detail['attendees'] );
		$this->assertSame( array( 'Ada Lovelace', 'Ada Lovelace' ), array_column( $detail['attendees'], 'name' ), 'tickets without names are the buyer\'s' );
		$this->assertMatchesRegularExpression( '/^[0-9a-f]{32}$/', $detail['attendees'][0]['code'] );
		$this->assertNotSame( $detail['attendees'][0]['code'], $detail['attendees'][1]['code'] );
		$this->assertSame( array( 'completed', 'completed' ), array_column( $detail['attendees'], 'status' ) );
		$this->assertSame( array( '', 'pending', 'completed' ), array_merge( array( '' ), array_column( $detail['history'], 'to' ) ) );
		$this->assertSame( 2, $this->sold( $event['tickets'][1]['id'] ) );
		$this->assertSame( 2, $this->event_sold( $event['id'] ) );

		// The buyer's invoice and each attendee's ticket.
		$subjects = array_column( $this->mails(), 'subject' );
		$this->assertCount( 3, $subjects );
		$this->assertStringContainsString( "Your booking #{$booking['id']} for {$event['title']}", $subjects[0] );
		$this->assertStringContainsString( "Your ticket for {$event['title']}", $subjects[1] );
		$this->assertStringContainsString( $detail['attendees'][1]['code'], $this->mails()[2]['message'] );
	}

	public function test_prices_come_from_the_ticket_types_and_named_attendees_hold_the_tickets(): void {
		$event    = $this->event();
		$response = $this->book(
			$event,
			array( 0 => 2 ),
			array(
				'gateway'   => 'offline',
				'total'     => '0.01',
				'attendees' => array(
					array(
						'ticket_id' => $event['tickets'][0]['id'],
						'name'      => 'Grace Hopper',
						'email'     => 'grace@example.com',
					),
					array(
						'ticket_id' => $event['tickets'][0]['id'],
						'name'      => 'Alan Turing',
						'email'     => 'alan@example.com',
					),
				),
			)
		);
		$this->assertSame( 201, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$booking = $response->get_data();
		$this->assertSame( '50.00', $booking['total'] );
		$this->assertSame( 'pending', $booking['status'] );
		$this->assertEqualsWithDelta( time() + 3 * DAY_IN_SECONDS, strtotime( $booking['hold_until'] ), 5, 'offline bookings hold their seats three days by default' );
		$this->assertSame( 'offline', $booking['next']['type'] );
		$this->assertSame( 'Pay to IBAN DE00 1234.', $booking['next']['instructions'] );
		$detail = $this->rest( 'GET', "orders/{$booking['id']}", array(), $this->admin )->get_data();
		$this->assertSame( array( 'Grace Hopper', 'Alan Turing' ), array_column( $detail['attendees'], 'name' ) );
		$this->assertSame( array( 'mark_paid', 'cancel' ), $detail['actions'] );
		$this->assertSame( 2, $this->sold( $event['tickets'][0]['id'] ) );
		$this->assertStringContainsString( 'Pay to IBAN DE00 1234.', $this->mails()[0]['message'], 'the buyer is told how to pay' );
	}

	public function test_capacity_is_never_oversold_and_a_failed_booking_writes_nothing(): void {
		$event = $this->event();
		$this->assertSame( 201, $this->book( $event, array( 0 => 3 ), array( 'gateway' => 'offline' ) )->get_status() );
		$before = $this->counts();

		$this->assertError( $this->book( $event, array( 0 => 3 ), array( 'gateway' => 'offline' ) ), 409, 'Only 2 tickets of “Standard” left.' );
		$this->assertSame( 201, $this->book( $event, array( 0 => 2 ), array( 'gateway' => 'offline' ) )->get_status() );
		$this->assertError( $this->book( $event, array( 0 => 1 ), array( 'gateway' => 'offline' ) ), 409, 'Sold out: “Standard”.' );
		$this->assertSame( 5, $this->sold( $event['tickets'][0]['id'] ) );

		// Two types at once: the second cannot be had, so the first gives its seats back.
		$before = $this->counts();
		$mixed  = $this->book( $event, array( 1 => 2, 0 => 1 ), array( 'gateway' => 'offline' ) );
		$this->assertError( $mixed, 409, 'Sold out: “Standard”.' );
		$this->assertSame( 0, $this->sold( $event['tickets'][1]['id'] ) );
		$this->assertSame( $before, $this->counts() );
		$this->assertSame( 5, $this->event_sold( $event['id'] ) );
	}

	public function test_every_rule_is_checked_on_the_server_with_a_message_and_nothing_written(): void {
		$limited = $this->event(
			array(
				array(
					'name'          => 'Team',
					'price'         => '10',
					'capacity'      => 50,
					'min_per_order' => 2,
					'max_per_order' => 4,
				),
				array(
					'name'       => 'Early bird',
					'price'      => '5',
					'sale_start' => '2001-01-01 00:00',
					'sale_end'   => '2001-02-01 00:00',
				),
			)
		);
		$draft   = $this->event( array(), array( 'status' => 'draft' ) );
		$past    = $this->event(
			array(),
			array(
				'start_date' => gmdate( 'Y-m-d', time() - 10 * DAY_IN_SECONDS ),
				'end_date'   => gmdate( 'Y-m-d', time() - 10 * DAY_IN_SECONDS ),
			)
		);
		$other   = $this->event();
		$before  = $this->counts();
		$cases   = array(
			array( $this->book( $limited, array( 0 => 1 ), array( 'gateway' => 'offline' ) ), 400, 'Choose between 2 and 4 tickets of “Team”.' ),
			array( $this->book( $limited, array( 0 => 5 ), array( 'gateway' => 'offline' ) ), 400, 'Choose between 2 and 4 tickets of “Team”.' ),
			array( $this->book( $limited, array( 1 => 1 ), array( 'gateway' => 'offline' ) ), 400, '“Early bird” is not on sale now.' ),
			array( $this->book( $draft, array( 1 => 1 ) ), 400, 'This event is not open for booking.' ),
			array( $this->book( $past, array( 1 => 1 ) ), 400, 'This event is over; its tickets are no longer sold.' ),
			array( $this->book( $limited, array( 0 => 2 ) ), 400, 'Choose how you would like to pay.' ),
			array( $this->book( $limited, array( 0 => 2 ), array( 'gateway' => 'stripe' ) ), 400, 'Choose how you would like to pay.' ),
			array( $this->book( $limited, array( 0 => 2 ), array( 'gateway' => 'free' ) ), 400, 'Choose how you would like to pay.' ),
			array(
				$this->rest(
					'POST',
					'orders',
					array(
						'event_id' => $limited['id'],
						'tickets'  => array(
							array(
								'ticket_id' => $other['tickets'][0]['id'],
								'quantity'  => 1,
							),
						),
						'customer' => array(
							'name'  => 'Ada',
							'email' => 'ada@example.com',
						),
					)
				),
				400,
				'This ticket type is not sold for this event.',
			),
			array(
				$this->book(
					$other,
					array( 1 => 2 ),
					array(
						'attendees' => array(
							array(
								'ticket_id' => $other['tickets'][1]['id'],
								'name'      => 'Grace',
								'email'     => 'grace@example.com',
							),
						),
					)
				),
				400,
				'Give a name and an e-mail address for each of the 2 tickets of “Free”.',
			),
			array( $this->book( $other, array( 1 => 1 ), array( 'customer' => array( 'name' => ' ', 'email' => 'ada@example.com' ) ) ), 400, 'Enter the name of the buyer.' ),
			array( $this->book( $other, array( 1 => 1 ), array( 'customer' => array( 'name' => 'Ada', 'email' => 'not-mail' ) ) ), 400, 'Enter a valid e-mail address for the buyer.' ),
			array( $this->book( $other, array( 1 => 0 ) ), 400, 'Choose from 1 to 100 tickets of a type.' ),
			array( $this->book( $other, array() ), 400, 'Choose at least one ticket.' ),
			array( $this->book( $other, array( 1 => 1 ), array( 'website' => 'http://spam.example' ) ), 400, 'Your booking could not be taken.' ),
		);
		foreach ( $cases as $index => $case ) {
			$this->assertError( $case[0], $case[1], $case[2] );
			$this->assertSame( $before, $this->counts(), "case {$index} wrote nothing" );
		}
		$this->assertSame( 0, $this->event_sold( $limited['id'] ) + $this->event_sold( $other['id'] ) );
	}

	public function test_amounts_are_kept_in_minor_units_of_the_site_currency_the_booking_keeps(): void {
		Settings::update( array( 'currency' => 'EUR' ) );
		$euros = $this->event(
			array(
				array(
					'name'     => 'Standard',
					'price'    => '19.99',
					'capacity' => 10,
				),
			)
		);
		$paid  = $this->book( $euros, array( 0 => 3 ), array( 'gateway' => 'offline' ) )->get_data();
		$this->assertSame( array( 'EUR', '59.97' ), array( $paid['currency'], $paid['total'] ) );
		$this->assertSame( array( 'EUR', 5997 ), array( Orders::get( $paid['id'] )['currency'], Orders::get( $paid['id'] )['total'] ), 'stored in cents' );

		// A currency without minor units (ISO 4217: yen) is stored as whole yen.
		Settings::update( array( 'currency' => 'JPY' ) );
		$yen    = $this->event(
			array(
				array(
					'name'     => 'Standard',
					'price'    => '1500',
					'capacity' => 10,
				),
			)
		);
		$booked = $this->book( $yen, array( 0 => 2 ), array( 'gateway' => 'offline' ) )->get_data();
		$this->assertSame( array( 'JPY', '3000' ), array( $booked['currency'], $booked['total'] ) );
		$this->assertSame( 3000, Orders::get( $booked['id'] )['total'] );

		// The first booking keeps its own currency when the site's changes.
		$detail = $this->rest( 'GET', "orders/{$paid['id']}", array(), $this->admin )->get_data();
		$this->assertSame( array( 'EUR', '59.97', '19.99' ), array( $detail['currency'], $detail['total'], $detail['attendees'][0]['price'] ) );
	}

	public function test_a_visitor_over_the_rate_limit_waits(): void {
		Settings::update( array( 'checkout_rate_limit' => 2 ) );
		$event = $this->event();
		$_SERVER['REMOTE_ADDR'] = '203.0.113.7';
		$this->assertSame( 201, $this->book( $event, array( 1 => 1 ) )->get_status() );
		$this->assertSame( 201, $this->book( $event, array( 1 => 1 ) )->get_status() );
		$third = $this->book( $event, array( 1 => 1 ) );
		$this->assertError( $third, 429, 'Too many booking attempts. Please wait a minute and try again.' );
		$this->assertGreaterThan( 0, $third->get_data()['data']['retry_after'] );
		$_SERVER['REMOTE_ADDR'] = '203.0.113.8';
		$this->assertSame( 201, $this->book( $event, array( 1 => 1 ) )->get_status(), 'another visitor is not held back' );
		unset( $_SERVER['REMOTE_ADDR'] );
	}

	public function test_an_expired_hold_gives_its_seats_back(): void {
		$event = $this->event();
		// A pending card booking as checkout leaves it, without asking Stripe.
		$id = $this->pending_booking( $event );
		\Eventin\Tickets\Tickets::take( $event['tickets'][0]['id'], $event['id'], 2 );
		$this->assertSame( 0, Orders::release_expired_holds( time() + 899 ) );
		$this->assertSame( 2, $this->sold( $event['tickets'][0]['id'] ) );
		$this->assertSame( 1, Orders::release_expired_holds( time() + 900 ) );
		$this->assertSame( 'failed', Orders::get( $id )['status'] );
		$this->assertSame( 0, $this->sold( $event['tickets'][0]['id'] ) );
		$this->assertSame( 0, $this->event_sold( $event['id'] ) );
		$this->assertSame( 0, Orders::release_expired_holds( time() + 2000 ), 'released once' );
	}
}
