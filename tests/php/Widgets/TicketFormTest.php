<?php
namespace Eventin\Tests\Widgets;

use Eventin\Settings\Settings;
use Eventin\Tests\Orders\OrdersTestCase;
use Eventin\Widgets\Widgets;

require_once dirname( __DIR__ ) . '/Orders/OrdersTestCase.php';

final class TicketFormTest extends OrdersTestCase {
	private function form( array $atts ): string {
		$html = Widgets::render( 'ticket-form', $atts );
		wp_dequeue_script( 'eventin-widgets-ticket-form' );
		wp_dequeue_style( 'eventin-widgets-style' );
		return $html;
	}

	public function test_the_form_lists_what_can_be_booked_with_prices_seats_and_limits(): void {
		$event = $this->event(
			array(
				array(
					'name'          => 'Standard',
					'price'         => '49',
					'capacity'      => 3,
					'max_per_order' => 2,
				),
				array(
					'name'     => 'Gone',
					'price'    => '10',
					'capacity' => 1,
				),
				array(
					'name'       => 'Later',
					'price'      => '0',
					'sale_start' => gmdate( 'Y-m-d', time() + 5 * DAY_IN_SECONDS ) . ' 10:00',
				),
			)
		);
		$this->book( $event, array( 1 => 1 ), array( 'gateway' => 'offline' ) );
		$html = $this->form( array( 'event_id' => (string) $event['id'] ) );
		$this->assertStringContainsString( 'Tickets for ' . esc_html( $event['title'] ), $html );
		$this->assertStringContainsString( '$49.00', $html );
		$this->assertStringContainsString( '3 left', $html );
		$this->assertStringContainsString( 'Choose between 1 and 2 tickets of “Standard”.', $html );
		$this->assertStringContainsString( 'name="tickets[' . $event['tickets'][0]['id'] . ']" value="0" min="0" max="2"', $html );
		// The most the field takes, beside it and in its description with the limits.
		$qty = 'eventin-tickets-' . $event['id'] . '-\\d+-name-' . $event['tickets'][0]['id'];
		$this->assertMatchesRegularExpression( '/<input [^>]*id="' . $qty . '-qty"[^>]* aria-describedby="' . $qty . '-max ' . $qty . '-limits">/', $html );
		$this->assertMatchesRegularExpression( '/<span class="eventin-ticket-form__max" id="' . $qty . '-max">max 2<\\/span>/', $html );
		$this->assertStringContainsString( 'Sold out', $html );
		$this->assertStringNotContainsString( 'name="tickets[' . $event['tickets'][1]['id'] . ']"', $html, 'nothing to choose of a sold-out type' );
		$this->assertStringContainsString( 'On sale from', $html );
		$this->assertStringContainsString( 'Bank transfer or pay at the door', $html );
		$this->assertStringContainsString( 'Book and pay', $html );
		$this->assertStringContainsString( 'name="website"', $html, 'the honeypot' );
		$this->assertStringContainsString( 'eventin-ticket-form--style-1', $html );
		$this->assertStringNotContainsString( '3 left', $this->form( array( 'event_id' => (string) $event['id'], 'hide_remaining' => 'yes' ) ) );
	}

	public function test_paid_tickets_without_a_way_to_pay_say_so(): void {
		Settings::update( array( 'payments' => array( 'offline' => 'off' ) ) );
		\Eventin\Payments\Gateways::reset();
		$event = $this->event(
			array(
				array(
					'name'     => 'Standard',
					'price'    => '25',
					'capacity' => 5,
				),
			)
		);
		$html  = $this->form( array( 'event_id' => (string) $event['id'] ) );
		$this->assertStringContainsString( 'Paid tickets cannot be booked here yet: no way to pay is set up.', $html );
		$this->assertStringContainsString( '<button type="submit" class="eventin-button eventin-ticket-form__submit" disabled>Book and pay</button>', $html );
	}

	public function test_a_free_ticket_beside_a_paid_one_books_without_a_way_to_pay(): void {
		Settings::update( array( 'payments' => array( 'offline' => 'off' ) ) );
		\Eventin\Payments\Gateways::reset();
		$event = $this->event(
			array(
				array(
					'name'     => 'Community',
					'price'    => '0',
					'capacity' => 5,
				),
				array(
					'name'     => 'Standard',
					'price'    => '30',
					'capacity' => 5,
				),
			)
		);
		$html  = $this->form( array( 'event_id' => (string) $event['id'] ) );
		$this->assertStringContainsString( 'Paid tickets cannot be booked here yet: no way to pay is set up.', $html );
		$this->assertStringContainsString( '<button type="submit" class="eventin-button eventin-ticket-form__submit">Register</button>', $html );
		$this->assertStringNotContainsString( 'How would you like to pay?', $html );
	}

	public function test_what_cannot_be_booked_says_why(): void {
		$past = $this->event(
			array(),
			array(
				'start_date' => gmdate( 'Y-m-d', time() - 3 * DAY_IN_SECONDS ),
				'end_date'   => gmdate( 'Y-m-d', time() - 3 * DAY_IN_SECONDS ),
			)
		);
		$this->assertStringContainsString( 'This event is over; its tickets are no longer sold.', $this->form( array( 'event_id' => (string) $past['id'] ) ) );
		$draft = $this->event( array(), array( 'status' => 'draft' ) );
		$this->assertStringContainsString( 'No event to book.', $this->form( array( 'event_id' => (string) $draft['id'] ) ) );
		$this->assertStringContainsString( 'No event to book.', $this->form( array() ) );
		$ended = $this->event(
			array(
				array(
					'name'     => 'Early',
					'price'    => '5',
					'sale_end' => '2001-01-01 00:00',
				),
			)
		);
		$html  = $this->form( array( 'event_id' => (string) $ended['id'] ) );
		$this->assertStringContainsString( 'No tickets are on sale for this event right now.', $html );
		$this->assertStringContainsString( 'Sale ended', $html );
	}
}
