<?php
namespace Eventin\Tests\Widgets;

use Eventin\Attendees\Attendees;
use Eventin\Tests\Orders\OrdersTestCase;

require_once dirname( __DIR__ ) . '/Orders/OrdersTestCase.php';

/**
 * Consent to the public attendee list at checkout, and the list itself (`[etn_pro_attendee_list]`):
 * opted-in attendees of paid tickets only, pictures only for those who agreed, never an address.
 */
final class AttendeeListTest extends OrdersTestCase {
	use WidgetTesting;

	protected function setUp(): void {
		parent::setUp();
		update_option( 'show_avatars', '1' );
	}

	/** @return array<string, array{listed: int, show_avatar: int}> email => consent stored */
	private function consent( int $event_id ): array {
		global $wpdb;
		$rows = $wpdb->get_results( $wpdb->prepare( 'SELECT email, listed, show_avatar FROM ' . Attendees::table() . ' WHERE event_id = %d ORDER BY id', $event_id ), ARRAY_A );
		$out  = array();
		foreach ( $rows as $row ) {
			$out[ $row['email'] ][] = array(
				'listed'      => (int) $row['listed'],
				'show_avatar' => (int) $row['show_avatar'],
			);
		}
		return $out;
	}

	/** Books free tickets (index 1) for the given holders, each { name, email, listed?, show_avatar? }. */
	private function book_free( array $event, array $holders, array $customer = array() ): void {
		$ticket    = $event['tickets'][1]['id'];
		$attendees = array_map( static fn( array $holder ) => array( 'ticket_id' => $ticket ) + $holder, $holders );
		$response  = $this->book(
			$event,
			array( 1 => count( $holders ) ),
			array(
				'attendees' => $attendees,
				'customer'  => $customer + array(
					'name'  => 'Ada Lovelace',
					'email' => 'ada@example.com',
				),
			)
		);
		$this->assertSame( 201, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$this->assertSame( 'completed', $response->get_data()['status'] );
	}

	private function list_html( array $event, string $more = '' ): string {
		$html = $this->shortcode( '[etn_pro_attendee_list id="' . $event['id'] . '"' . $more . ']' );
		wp_dequeue_style( 'eventin-widgets-style' );
		return $html;
	}

	public function test_checkout_stores_each_attendees_consent_and_the_buyers_for_their_own_tickets(): void {
		$event    = $this->event();
		$response = $this->book(
			$event,
			array( 1 => 4 ),
			array(
				'customer'  => array(
					'name'        => 'Ada Lovelace',
					'email'       => 'ada@example.com',
					'listed'      => true,
					'show_avatar' => true,
				),
				'attendees' => array(
					array(
						'ticket_id'   => $event['tickets'][1]['id'],
						'name'        => 'Bob Both',
						'email'       => 'bob@example.com',
						'listed'      => true,
						'show_avatar' => true,
					),
					array(
						'ticket_id' => $event['tickets'][1]['id'],
						'name'      => 'Cy Silent',
						'email'     => 'cy@example.com',
					),
					array(
						'ticket_id'   => $event['tickets'][1]['id'],
						'name'        => 'Di Picture',
						'email'       => 'di@example.com',
						'listed'      => false,
						'show_avatar' => true,
					),
					array(
						'ticket_id' => $event['tickets'][1]['id'],
						'name'      => 'Ed Named',
						'email'     => 'ed@example.com',
						'listed'    => true,
					),
				),
			)
		);
		$this->assertSame( 201, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$this->assertSame(
			array(
				'bob@example.com' => array( array( 'listed' => 1, 'show_avatar' => 1 ) ),
				'cy@example.com'  => array( array( 'listed' => 0, 'show_avatar' => 0 ) ),
				// The picture counts only with the name.
				'di@example.com'  => array( array( 'listed' => 0, 'show_avatar' => 0 ) ),
				'ed@example.com'  => array( array( 'listed' => 1, 'show_avatar' => 0 ) ),
			),
			$this->consent( $event['id'] )
		);

		// Tickets left to the buyer carry the buyer's consent; none sent is no.
		$other = $this->event();
		$this->assertSame(
			201,
			$this->book(
				$other,
				array( 1 => 2 ),
				array(
					'customer' => array(
						'name'   => 'Ada Lovelace',
						'email'  => 'ada@example.com',
						'listed' => true,
					),
				)
			)->get_status()
		);
		$this->assertSame( 201, $this->book( $other, array( 1 => 1 ) )->get_status() );
		$this->assertSame(
			array(
				'ada@example.com' => array(
					array( 'listed' => 1, 'show_avatar' => 0 ),
					array( 'listed' => 1, 'show_avatar' => 0 ),
					array( 'listed' => 0, 'show_avatar' => 0 ),
				),
			),
			$this->consent( $other['id'] )
		);
	}

	public function test_consent_that_is_not_a_yes_or_no_is_refused_with_nothing_written(): void {
		$event  = $this->event();
		$before = $this->counts();
		$answer = $this->book(
			$event,
			array( 1 => 1 ),
			array(
				'customer' => array(
					'name'   => 'Ada Lovelace',
					'email'  => 'ada@example.com',
					'listed' => 'perhaps',
				),
			)
		);
		$this->assertSame( 400, $answer->get_status() );
		$this->assertSame( $before, $this->counts() );
	}

	public function test_the_list_names_only_attendees_who_opted_in_of_completed_bookings_first_booked_first(): void {
		$event = $this->event();
		$this->book_free(
			$event,
			array(
				array(
					'name'   => 'Zoe Listed',
					'email'  => 'zoe@example.com',
					'listed' => true,
				),
				array(
					'name'  => 'Hidden Harry',
					'email' => 'harry@example.com',
				),
			)
		);
		$this->book_free(
			$event,
			array(
				array(
					'name'   => 'Adam Later',
					'email'  => 'adam@example.com',
					'listed' => true,
				),
			)
		);
		// A pending (unpaid) booking of someone who opted in stays off the list.
		$pending = $this->book(
			$event,
			array( 0 => 1 ),
			array(
				'gateway'  => 'offline',
				'customer' => array(
					'name'   => 'Pending Pete',
					'email'  => 'pete@example.com',
					'listed' => true,
				),
			)
		);
		$this->assertSame( 'pending', $pending->get_data()['status'] );
		// Another event's attendees are not this event's.
		$this->book_free(
			$this->event(),
			array(
				array(
					'name'   => 'Elsewhere Ellen',
					'email'  => 'ellen@example.com',
					'listed' => true,
				),
			)
		);

		$html = $this->list_html( $event );
		preg_match_all( '/<span class="eventin-attendee-list__name">([^<]*)<\/span>/', $html, $names );
		$this->assertSame( array( 'Zoe Listed', 'Adam Later' ), $names[1] );
		$this->assertStringContainsString( '>2 attendees</h3>', $html );
		foreach ( array( 'Hidden Harry', 'Pending Pete', 'Elsewhere Ellen', 'Ada Lovelace' ) as $absent ) {
			$this->assertStringNotContainsString( $absent, $html );
		}
	}

	public function test_pictures_only_for_attendees_who_agreed_and_never_an_address(): void {
		$event = $this->event();
		$this->book_free(
			$event,
			array(
				array(
					'name'        => 'Pia Picture',
					'email'       => 'pia@example.com',
					'listed'      => true,
					'show_avatar' => true,
				),
				array(
					'name'   => 'Nina Noface',
					'email'  => 'nina@example.com',
					'listed' => true,
				),
				array(
					// An address typed as the name is cut short of it.
					'name'   => 'sam@example.com',
					'email'  => 'sam@example.com',
					'listed' => true,
				),
			)
		);
		$html = $this->list_html( $event );
		$this->assertSame( 1, substr_count( $html, '<img' ) );
		$this->assertStringContainsString( (string) get_avatar_url( 'pia@example.com', array( 'size' => 96 ) ), str_replace( '&#038;', '&', $html ) );
		$this->assertStringContainsString( '<span class="eventin-attendee-list__initials" aria-hidden="true">NN</span>', $html );
		$this->assertStringContainsString( '<span class="eventin-attendee-list__name">sam</span>', $html );
		$this->assertStringContainsString( 'alt=""', $html );
		$this->assertStringNotContainsString( '@', $html );
		foreach ( array( 'pia', 'nina', 'sam' ) as $who ) {
			$this->assertStringNotContainsString( $who . '@example.com', $html );
			if ( 'pia' !== $who ) {
				// Not even the hash an avatar service would look them up by.
				$this->assertStringNotContainsString( md5( $who . '@example.com' ), $html );
				$this->assertStringNotContainsString( hash( 'sha256', $who . '@example.com' ), $html );
			}
		}

		// The widget without pictures, or a site without avatars: initials for all.
		foreach ( array( ' show_avatar="no"', '' ) as $more ) {
			if ( '' === $more ) {
				update_option( 'show_avatars', '' );
			}
			$plain = $this->list_html( $event, $more );
			$this->assertSame( 0, substr_count( $plain, '<img' ) );
			$this->assertStringContainsString( '>PP</span>', $plain );
		}
	}

	public function test_the_limit_shows_the_first_booked_and_says_there_are_more_in_one_query(): void {
		$event   = $this->event();
		$holders = array();
		foreach ( array( 'Alpha', 'Bravo', 'Charlie' ) as $name ) {
			$holders[] = array(
				'name'   => $name . ' One',
				'email'  => strtolower( $name ) . '@example.com',
				'listed' => true,
			);
		}
		$this->book_free( $event, $holders );

		$html = $this->list_html( $event, ' limit="2"' );
		$this->assertStringContainsString( 'Alpha One', $html );
		$this->assertStringContainsString( 'Bravo One', $html );
		$this->assertStringNotContainsString( 'Charlie One', $html );
		$this->assertStringContainsString( '>More than 2 attendees</h3>', $html );
		$this->assertStringContainsString( '>3 attendees</h3>', $this->list_html( $event ) );
		// Out of bounds: the default (50).
		$this->assertStringContainsString( 'Charlie One', $this->list_html( $event, ' limit="0"' ) );

		global $wpdb;
		$sql = array();
		$log = static function ( $query ) use ( &$sql ) {
			if ( str_contains( $query, Attendees::table() ) ) {
				$sql[] = $query;
			}
			return $query;
		};
		add_filter( 'query', $log );
		get_post( $event['id'] );
		$this->list_html( $event, ' limit="2"' );
		remove_filter( 'query', $log );
		$this->assertCount( 1, $sql, implode( "\n", $sql ) );
		$this->assertMatchesRegularExpression( '/LIMIT 3$/', trim( $sql[0] ) );
		unset( $wpdb );
	}

	public function test_no_event_or_no_attendees_says_so(): void {
		$event = $this->event();
		$this->assertStringContainsString( 'No attendees to show yet.', $this->list_html( $event ) );
		$this->assertStringContainsString( 'No event to list the attendees of.', $this->shortcode( '[etn_pro_attendee_list]' ) );
		$draft = $this->event( array(), array( 'status' => 'draft' ) );
		$this->assertStringContainsString( 'No event to list the attendees of.', $this->list_html( $draft ) );
	}
}
