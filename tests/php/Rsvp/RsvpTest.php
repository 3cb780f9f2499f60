<?php
namespace Eventin\Tests\Rsvp;

use Eventin\Jobs\Jobs;
use Eventin\Jobs\Batches;
use Eventin\Rsvp\Invitations;
use Eventin\Rsvp\Links;
use Eventin\Rsvp\Responses;
use Eventin\Rsvp\Rsvp;
use Eventin\Settings\Settings;
use Eventin\Tests\TestCase;

require_once __DIR__ . '/RsvpFixture.php';

/**
 * The RSVP service and its routes: answers and their rules, capacity, the waiting list, the signed
 * link, the report and invitations.
 */
final class RsvpTest extends TestCase {
	use RsvpFixture;

	/** @var array[] Each { to, subject, message } */
	private array $mails = array();

	protected function setUp(): void {
		parent::setUp();
		$this->set_up_rsvp();
		add_filter( 'pre_wp_mail', array( $this, 'catch_mail' ), 10, 2 );
	}

	protected function tearDown(): void {
		remove_filter( 'pre_wp_mail', array( $this, 'catch_mail' ), 10 );
		parent::tearDown();
	}

	public function catch_mail( $short_circuit, array $mail ) {
		if ( false === $short_circuit ) {
			return false;
		}
		$this->mails[] = $mail;
		return true;
	}

	/** The mails sent so far, once the jobs due have run. */
	private function mails(): array {
		while ( Jobs::run( 200, 30.0 ) > 0 ) {
			continue;
		}
		return $this->mails;
	}

	private function forget_mails(): void {
		$this->mails();
		$this->mails = array();
	}

	/** A published event ten days ahead with RSVP on, in Berlin's time. */
	private function event( array $rsvp = array(), array $fields = array() ): array {
		return $this->rsvp_event(
			$rsvp + array(
				'enabled' => true,
				'limit'   => 5,
			),
			$fields + array( 'timezone' => 'Europe/Berlin' )
		);
	}

	private function answer( array $event, string $email, array $more = array() ): \WP_REST_Response {
		return $this->rest(
			'POST',
			'rsvp-registration',
			$more + array(
				'event_id' => $event['id'],
				'name'     => 'Ada ' . strtok( $email, '@' ),
				'email'    => $email,
			)
		);
	}

	private function counts( array $event ): array {
		return Responses::counts( array( $event['id'] ) )[ $event['id'] ];
	}

	public function test_an_answer_is_stored_counted_and_confirmed_with_its_signed_link_and_calendar(): void {
		$event    = $this->event();
		$response = $this->answer(
			$event,
			'ada@example.com',
			array(
				'people'  => 2,
				'guests'  => array( 'Charles Babbage', ' ' ),
				'message' => 'See you there',
			)
		);
		$this->assertSame( 201, $response->get_status(), wp_json_encode( $response->get_data() ) );
		$this->assertSame(
			array(
				'status'  => 'received',
				'message' => 'Thanks! Check your inbox: we sent you the details.',
				'ics_url' => home_url( '/?eventin-ics=' . $event['id'] ),
			),
			$response->get_data()
		);
		$stored = Responses::find_by_email( $event['id'], 'ada@example.com' );
		$this->assertSame(
			array( 'Ada ada', 2, 'going', array( 'Charles Babbage' ), '', 'See you there' ),
			array( $stored['name'], $stored['people'], $stored['status'], $stored['guests'], $stored['reason'], $stored['message'] )
		);
		$this->assertSame( 2, $this->counts( $event )['going_people'] );
		$this->assertSame( 1, $this->counts( $event )['going'] );

		$mails = $this->mails();
		$this->assertCount( 1, $mails );
		$this->assertSame( 'ada@example.com', $mails[0]['to'] );
		$this->assertStringContainsString( "Your answer for {$event['title']}", $mails[0]['subject'] );
		$this->assertStringContainsString( esc_url( Links::change_url( $stored ) ), $mails[0]['message'] );
		$this->assertStringContainsString( esc_url( home_url( '/?eventin-ics=' . $event['id'] ) ), $mails[0]['message'] );
		$this->assertStringContainsString( 'You are going', $mails[0]['message'] );
	}

	public function test_an_address_that_answered_changes_nothing_and_is_mailed_its_link_whatever_its_case(): void {
		$event = $this->event();
		$first = $this->answer( $event, 'Grace@Example.com', array( 'message' => 'Count me in' ) );
		$this->assertSame( 201, $first->get_status() );
		$stored = Responses::find_by_email( $event['id'], 'grace@example.com' );
		$counts = $this->counts( $event );
		$this->forget_mails();

		// Anyone may type the address: the same answer as a new address gets, and nothing changes.
		$mallory = array(
			'name'    => 'Mallory',
			'status'  => 'not going',
			'reason'  => 'Travelling',
			'message' => 'Take my place',
		);
		$again = $this->answer( $event, 'grace@EXAMPLE.COM', $mallory );
		$this->assertSame( $stored, Responses::find_by_email( $event['id'], 'grace@example.com' ) );
		$this->assertSame( $counts, $this->counts( $event ), 'the place is kept' );
		$new = $this->answer( $event, 'newcomer@example.com', $mallory );
		$this->assertSame( array( 201, $new->get_data() ), array( $again->get_status(), $again->get_data() ) );
		$this->assertSame( array( 'received', '' ), array( $again->get_data()['status'], $again->get_data()['ics_url'] ) );
		$mails = array_values( array_filter( $this->mails(), static fn( $mail ) => 'newcomer@example.com' !== $mail['to'] ) );
		$this->assertCount( 1, $mails );
		$this->assertSame( 'Grace@Example.com', $mails[0]['to'], 'to the address as it answered' );
		$this->assertSame( "[{$this->site()}] You have already answered for {$event['title']}", $mails[0]['subject'] );
		$this->assertStringContainsString( 'Hello Ada Grace,', $mails[0]['message'], 'the name it answered with, not the one just typed' );
		$this->assertStringContainsString( 'You have already answered; change it here:', $mails[0]['message'] );
		$this->assertStringContainsString( esc_url( Links::change_url( $stored ) ), $mails[0]['message'] );
		$this->assertStringNotContainsString( 'Mallory', $mails[0]['message'] );
		$this->assertStringNotContainsString( 'Take my place', $mails[0]['message'] );
		$this->assertSame( 2, $this->rest( 'GET', "rsvp-report/{$event['id']}", array( 'status' => 'all' ), $this->admin )->get_data()['total_items'] );

		// A signed-in user's own address too: changes go through the link only.
		$user = $this->user( 'subscriber' );
		$mine = fn( string $status ) => $this->rest(
			'POST',
			'rsvp-registration',
			array(
				'event_id' => $event['id'],
				'name'     => 'Member',
				'email'    => 'member@example.com',
				'status'   => $status,
			),
			$user
		);
		$this->assertSame( 201, $mine( 'going' )->get_status() );
		$this->assertSame( 201, $mine( 'not-going' )->get_status() );
		$this->assertSame( array( 'going', $user ), array( Responses::find_by_email( $event['id'], 'member@example.com' )['status'], Responses::find_by_email( $event['id'], 'member@example.com' )['user_id'] ) );

		$this->assertSame( 201, $this->answer( $event, 'nat@example.com', array( 'status' => 'not-going' ) )->get_status() );
		$this->assertSame( 'not_going', Responses::find_by_email( $event['id'], 'nat@example.com' )['status'], 'not-going and not going are not_going' );
		$this->assertError( $this->answer( $event, 'x@example.com', array( 'status' => 'waiting' ) ), 400, 'Answer going, maybe or not going.' );
	}

	private function site(): string {
		return wp_specialchars_decode( get_bloginfo( 'name' ), ENT_QUOTES );
	}

	public function test_capacity_waiting_list_and_promotion_in_order(): void {
		$event = $this->event(
			array(
				'limit'         => 3,
				'max_attendees' => 3,
				'waiting_list'  => true,
			)
		);
		$status = function ( string $email, array $more = array() ) use ( $event ): string {
			$this->assertSame( 201, $this->answer( $event, $email, $more )->get_status() );
			return Responses::find_by_email( $event['id'], $email )['status'];
		};
		$this->assertSame( 'going', $status( 'a@example.com', array( 'people' => 2 ) ) );
		$this->assertSame( 'going', $status( 'b@example.com' ) );
		$this->assertSame( 'maybe', $status( 'm@example.com', array( 'status' => 'maybe' ) ), 'maybe takes no place' );
		$this->assertSame( 'waiting', $status( 'c@example.com', array( 'people' => 2 ) ) );
		$this->assertSame( 'waiting', $status( 'd@example.com' ) );
		$this->assertSame( 'waiting', $status( 'e@example.com' ) );
		$this->assertSame( array( 3, 2, 1, 3 ), array_values( array_intersect_key( $this->counts( $event ), array_flip( array( 'going_people', 'going', 'maybe', 'waiting' ) ) ) ) );
		$kept = $this->counts( $event );
		Responses::recount();
		$this->assertSame( $kept, $this->counts( $event ), 'the kept counts are what counting the responses again gives' );
		$this->forget_mails();

		// b leaves: one place; c (2 people) does not fit, so d, the next that fits, moves up.
		$b = Responses::find_by_email( $event['id'], 'b@example.com' );
		$this->assertSame( 200, $this->rest( 'DELETE', "rsvp-report/{$b['id']}", array(), $this->admin )->get_status() );
		$this->assertSame( 'waiting', Responses::find_by_email( $event['id'], 'c@example.com' )['status'] );
		$this->assertSame( 'going', Responses::find_by_email( $event['id'], 'd@example.com' )['status'] );
		$this->assertSame( 'waiting', Responses::find_by_email( $event['id'], 'e@example.com' )['status'] );
		$mails = $this->mails();
		$this->assertSame( array( 'd@example.com' ), array_column( $mails, 'to' ) );
		$this->assertStringContainsString( "A place for you at {$event['title']}", $mails[0]['subject'] );
		$this->mails = array();

		// a (2 people) answers maybe through their link: c moves up first, in order, and takes both places.
		$a = Responses::find_by_email( $event['id'], 'a@example.com' );
		$this->assertSame( 'maybe', $this->rest( 'PATCH', 'rsvp-response/' . Links::token( $a ), array( 'status' => 'maybe' ) )->get_data()['status'] );
		$this->assertSame( 'going', Responses::find_by_email( $event['id'], 'c@example.com' )['status'] );
		$this->assertSame( 'waiting', Responses::find_by_email( $event['id'], 'e@example.com' )['status'] );
		$this->assertSame( 3, $this->counts( $event )['going_people'] );
		$this->assertContains( 'c@example.com', array_column( $this->mails(), 'to' ) );

		// Without a waiting list: refused, nothing written.
		$full = $this->event( array( 'limit' => 1 ) );
		$this->assertSame( 201, $this->answer( $full, 'f@example.com' )->get_status() );
		$this->assertError( $this->answer( $full, 'g@example.com' ), 409, 'Fully booked.' );
		$this->assertNull( Responses::find_by_email( $full['id'], 'g@example.com' ) );
		$this->assertSame( 201, $this->answer( $full, 'g@example.com', array( 'status' => 'maybe' ) )->get_status() );
		// An address that answered, going again: what a new one is told, and nothing changes.
		$this->assertError( $this->answer( $full, 'F@example.com', array( 'people' => 2 ) ), 409, 'Fully booked.' );
		$this->assertError( $this->answer( $full, 'G@example.com' ), 409, 'Fully booked.' );
		$this->assertSame( 201, $this->answer( $full, 'G@example.com', array( 'status' => 'not_going' ) )->get_status() );
		$this->assertSame( array( 'going', 1 ), array( Responses::find_by_email( $full['id'], 'f@example.com' )['status'], Responses::find_by_email( $full['id'], 'f@example.com' )['people'] ) );
		$this->assertSame( 'maybe', Responses::find_by_email( $full['id'], 'g@example.com' )['status'] );
		// Through its link, a going response asking more places is told how many are missing.
		$f = Responses::find_by_email( $full['id'], 'f@example.com' );
		$this->assertError( $this->rest( 'PATCH', 'rsvp-response/' . Links::token( $f ), array( 'people' => 2 ) ), 409, 'Fully booked: there is no place left for 1 more person.' );
		$this->assertSame( 1, Responses::find_by_email( $full['id'], 'f@example.com' )['people'], 'a refused change keeps the answer' );

		// The limit raised in the editor moves waiting people up.
		$this->assertSame( 200, $this->rest( 'PATCH', "events/{$event['id']}", array( 'rsvp' => array( 'limit' => -1 ) ), $this->admin )->get_status() );
		$this->assertSame( 'going', Responses::find_by_email( $event['id'], 'e@example.com' )['status'] );
	}

	public function test_refusals_say_why(): void {
		$event = $this->event( array( 'min_attendees' => 2, 'max_attendees' => 4 ) );
		$this->assertError( $this->answer( $event, 'p@example.com', array( 'people' => 5 ) ), 400, 'Choose from 2 to 4 people.' );
		$this->assertError( $this->answer( $event, 'p@example.com', array( 'people' => 1 ) ), 400, 'Choose from 2 to 4 people.' );
		$this->assertSame( 201, $this->answer( $event, 'p@example.com', array( 'people' => 1, 'status' => 'not_going' ) )->get_status(), 'not going takes any number' );
		$this->assertError( $this->answer( $event, 'q@example.com', array( 'website' => 'spam.example' ) ), 400, 'Your answer could not be taken.' );

		$off = $this->event( array( 'enabled' => false ) );
		$this->assertError( $this->answer( $off, 'a@example.com' ), 400, 'This event does not take RSVPs.' );
		$past_day = gmdate( 'Y-m-d', time() - 3 * DAY_IN_SECONDS );
		$past     = $this->event(
			array(),
			array(
				'start_date' => $past_day,
				'end_date'   => $past_day,
			)
		);
		$this->assertError( $this->answer( $past, 'a@example.com' ), 400, 'This event is over; it no longer takes responses.' );
		$draft = $this->event( array(), array( 'status' => 'draft' ) );
		$this->assertError( $this->answer( $draft, 'a@example.com' ), 400, 'This event does not exist.' );
		$trashed = $this->event();
		$this->rest( 'DELETE', "events/{$trashed['id']}", array(), $this->admin );
		$this->assertError( $this->answer( $trashed, 'a@example.com' ), 400, 'This event was deleted; it no longer takes responses.' );
		$this->assertError( $this->answer( array( 'id' => 99999999 ), 'a@example.com' ), 400, 'This event does not exist.' );

		$members = $this->event( array( 'signed_in_only' => true ) );
		$this->assertError( $this->answer( $members, 'a@example.com' ), 401, 'Only signed-in users can respond to this event. Please sign in first.' );
		$user = $this->user( 'subscriber' );
		wp_set_current_user( $user );
		$signed = $this->rest(
			'POST',
			'rsvp-registration',
			array(
				'event_id' => $members['id'],
				'name'     => 'Member',
				'email'    => 'member@example.com',
			),
			$user
		);
		$this->assertSame( 201, $signed->get_status(), wp_json_encode( $signed->get_data() ) );
		$this->assertSame( $user, Responses::find_by_email( $members['id'], 'member@example.com' )['user_id'] );

		Settings::update( array( 'modules' => array( 'rsvp' => 'off' ) ) );
		$this->assertError( $this->answer( $event, 'z@example.com' ), 403, 'RSVP is turned off on this site. Turn the RSVP module on in Settings to use it.' );
		$this->assertError( $this->rest( 'GET', 'rsvp-report', array(), $this->admin ), 403, 'RSVP is turned off on this site. Turn the RSVP module on in Settings to use it.' );
		$this->assertNull( Responses::find_by_email( $event['id'], 'z@example.com' ) );
	}

	public function test_the_signed_link_opens_its_own_response_only_and_dies_with_it(): void {
		$event = $this->event( array( 'max_attendees' => 3 ) );
		$this->answer( $event, 'own@example.com' );
		$this->answer( $event, 'other@example.com' );
		$own   = Responses::find_by_email( $event['id'], 'own@example.com' );
		$other = Responses::find_by_email( $event['id'], 'other@example.com' );
		$token = Links::token( $own );
		$this->assertSame( home_url( '/?eventin-rsvp=' . $token ), Links::change_url( $own ) );

		$read = $this->rest( 'GET', "rsvp-response/{$token}" );
		$this->assertSame( 200, $read->get_status() );
		$this->assertSame( 'own@example.com', $read->get_data()['email'] );
		$this->assertSame( $event['title'], $read->get_data()['event']['title'] );
		$this->assertTrue( $read->get_data()['event']['open'] );

		// Another response's id with this signature, or a signature changed by one character.
		$forged = $other['id'] . '-' . substr( $token, strpos( $token, '-' ) + 1 );
		$this->assertError( $this->rest( 'GET', "rsvp-response/{$forged}" ), 404, 'This response does not exist; it may have been deleted.' );
		$this->assertError( $this->rest( 'POST', "rsvp-response/{$forged}", array( 'status' => 'maybe' ) ), 404 );
		$this->assertError( $this->rest( 'DELETE', "rsvp-response/{$forged}" ), 404 );
		$this->assertSame( 'going', Responses::find( $other['id'] )['status'] );

		$changed = $this->rest(
			'PATCH',
			"rsvp-response/{$token}",
			array(
				'status' => 'maybe',
				'people' => 3,
			)
		);
		$this->assertSame( 200, $changed->get_status(), wp_json_encode( $changed->get_data() ) );
		$this->assertSame( array( 'maybe', 3 ), array( $changed->get_data()['status'], $changed->get_data()['people'] ) );
		$this->assertSame( 1, $this->counts( $event )['going_people'] );
		$this->rest( 'PATCH', "rsvp-response/{$token}", array( 'name' => 'Grace Hopper' ) );
		$found = $this->rest( 'GET', "rsvp-report/{$event['id']}", array( 'attendee_name' => 'hopper', 'status' => 'all' ), $this->admin )->get_data();
		$this->assertSame( array( 'own@example.com' ), array_column( $found['items'], 'email' ), 'a new name is found by its words' );

		$this->assertSame( 200, $this->rest( 'DELETE', "rsvp-response/{$token}" )->get_status() );
		global $wpdb;
		$this->assertSame( '0', $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . Responses::words_table() . ' WHERE response_id = %d', $own['id'] ) ), 'a deleted response leaves no words' );
		$this->assertError( $this->rest( 'GET', "rsvp-response/{$token}" ), 404 );
		$this->assertError( $this->rest( 'DELETE', "rsvp-response/{$token}" ), 404 );
		// The address answers again: a new response, which the old link does not open.
		$this->answer( $event, 'own@example.com' );
		$this->assertError( $this->rest( 'GET', "rsvp-response/{$token}" ), 404 );
	}

	public function test_the_report_lists_filters_counts_edits_and_deletes(): void {
		$event = $this->event( array( 'limit' => 2 ) );
		$this->answer( $event, 'ann@example.com', array( 'name' => 'Ann Lee' ) );
		$this->answer( $event, 'bob@example.com', array( 'name' => 'Bob Stone' ) );
		$this->answer( $event, 'cy@example.com', array( 'name' => 'Cy Young', 'status' => 'maybe' ) );
		$this->answer( $event, 'di@example.com', array( 'name' => 'Di Fox', 'status' => 'not_going' ) );

		$report = $this->rest( 'GET', "rsvp-report/{$event['id']}", array(), $this->admin );
		$this->assertSame( 200, $report->get_status() );
		$data = $report->get_data();
		$this->assertSame( array( 'Bob Stone', 'Ann Lee' ), array_column( $data['items'], 'name' ), 'going by default, newest first' );
		$this->assertSame( array( 2, 2, 1, 1, 0, 2, 2 ), array( $data['total_items'], $data['going'], $data['maybe'], $data['not_going'], $data['waiting'], $data['people_going'], $data['limit'] ) );
		$this->assertSame( '2', $report->get_headers()['X-WP-Total'] );
		$search = fn( string $text, string $status = 'going' ) => array_column( $this->rest( 'GET', "rsvp-report/{$event['id']}", array( 'attendee_name' => $text, 'status' => $status ), $this->admin )->get_data()['items'], 'name' );
		$this->assertSame( array( 'Ann Lee' ), $search( 'ann' ) );
		$this->assertSame( array( 'Ann Lee' ), $search( 'LE' ), 'any word of the name, in any case' );
		$this->assertSame( array( 'Bob Stone' ), $search( 'bob@exam' ), 'the address\'s beginning' );
		$this->assertSame( array(), $search( 'tone' ), 'words are found by their beginning' );
		$this->assertSame( array( 'Di Fox', 'Cy Young', 'Bob Stone', 'Ann Lee' ), $search( 'example.com', 'all' ) );
		$this->assertSame( 1, $this->rest( 'GET', "rsvp-report/{$event['id']}", array( 'search' => 'fox', 'status' => 'all' ), $this->admin )->get_data()['total_items'] );
		$this->assertSame( array( 'Cy Young' ), array_column( $this->rest( 'GET', "rsvp-report/{$event['id']}", array( 'status' => 'maybe' ), $this->admin )->get_data()['items'], 'name' ) );
		$this->assertSame( 4, $this->rest( 'GET', "rsvp-report/{$event['id']}", array( 'status' => 'all', 'per_page' => 1 ), $this->admin )->get_data()['total_items'] );
		$tomorrow = wp_date( 'Y-m-d', time() + DAY_IN_SECONDS );
		$this->assertSame( 0, $this->rest( 'GET', "rsvp-report/{$event['id']}", array( 'status' => 'all', 'date_from' => $tomorrow ), $this->admin )->get_data()['total_items'] );

		$list = $this->rest( 'GET', 'rsvp-report', array( 'search' => $event['title'] ), $this->admin )->get_data();
		$this->assertSame( 1, $list['total_items'] );
		$this->assertSame( array( $event['id'], 2, 2, 1, 1, 0, 2 ), array( $list['items'][0]['id'], $list['items'][0]['people_going'], $list['items'][0]['going'], $list['items'][0]['maybe'], $list['items'][0]['not_going'], $list['items'][0]['waiting'], $list['items'][0]['limit'] ) );

		// Edit status: maybe to going is refused when full; going to not going frees a place.
		$cy = Responses::find_by_email( $event['id'], 'cy@example.com' );
		$this->assertError( $this->rest( 'PATCH', "rsvp-report/{$cy['id']}", array( 'status' => 'going' ), $this->admin ), 409, 'Fully booked.' );
		$ann     = Responses::find_by_email( $event['id'], 'ann@example.com' );
		$patched = $this->rest( 'PATCH', "rsvp-report/{$ann['id']}", array( 'status' => 'not going' ), $this->admin );
		$this->assertSame( 'not_going', $patched->get_data()['status'] );
		$this->assertSame( 'going', $this->rest( 'PATCH', "rsvp-report/{$cy['id']}", array( 'status' => 'going' ), $this->admin )->get_data()['status'] );

		// Bulk delete: all or nothing.
		$bob = Responses::find_by_email( $event['id'], 'bob@example.com' );
		$this->assertError( $this->rest( 'DELETE', 'rsvp-report', array( 'ids' => array( $bob['id'], 99999999 ) ), $this->admin ), 404, 'These responses do not exist: 99999999.' );
		$this->assertNotNull( Responses::find( $bob['id'] ) );
		$this->assertSame( array( 'deleted' => 2 ), $this->rest( 'DELETE', 'rsvp-report', array( 'ids' => array( $bob['id'], $cy['id'] ) ), $this->admin )->get_data() );
		$counts = $this->counts( $event );
		$this->assertSame( array( 0, 0, 0, 2 ), array( $counts['going_people'], $counts['going'], $counts['maybe'], $counts['not_going'] ) );

		$this->assertGuarded( 'GET', "rsvp-report/{$event['id']}" );
		$this->assertError( $this->rest( 'GET', 'rsvp-report', array(), $this->user( 'editor' ) ), 403 );
	}

	public function test_invitations_reach_exactly_the_chosen_people_once_in_batches_with_a_log(): void {
		$event = $this->event( array( 'limit' => -1 ) );
		for ( $i = 1; $i <= Batches::FEED + 2; $i++ ) {
			$this->answer( $event, "going{$i}@example.com", array( 'name' => "Going {$i}" ) );
		}
		$this->answer( $event, 'maybe@example.com', array( 'name' => 'May Be', 'status' => 'maybe' ) );
		$this->forget_mails();

		$send = $this->rest(
			'POST',
			"rsvp-report/{$event['id']}/invitations",
			array(
				'subject' => 'Reminder: {event_title}',
				'body'    => "Hello {name},\nsee you on {event_start_date} at {event_start_time} at {event_place}. Change: {rsvp_url}",
				'status'  => 'going',
			),
			$this->admin
		);
		$this->assertSame( 201, $send->get_status(), wp_json_encode( $send->get_data() ) );
		$this->assertSame( array( 'rsvp-invitation', 'going', 'scheduled' ), array( $send->get_data()['kind'], $send->get_data()['details']['audience'], $send->get_data()['status'] ) );
		$mails = $this->mails();
		$to    = array_column( $mails, 'to' );
		sort( $to );
		$expected = array_map( static fn( $i ) => "going{$i}@example.com", range( 1, Batches::FEED + 2 ) );
		sort( $expected );
		$this->assertSame( $expected, $to );
		$first = array_values( array_filter( $mails, static fn( $mail ) => 'going1@example.com' === $mail['to'] ) )[0];
		$this->assertSame( "Reminder: {$event['title']}", $first['subject'] );
		$this->assertStringContainsString( 'Hello Going 1,', $first['message'] );
		$this->assertStringContainsString( '6:00 pm (', $first['message'] );
		$this->assertStringContainsString( esc_html( Links::change_url( Responses::find_by_email( $event['id'], 'going1@example.com' ) ) ), $first['message'] );

		$log = $this->rest( 'GET', "rsvp-report/{$event['id']}/invitations", array(), $this->admin )->get_data();
		$this->assertSame( 1, $log['total_items'] );
		$this->assertSame( array( 'done', Batches::FEED + 2, Batches::FEED + 2, 0 ), array( $log['items'][0]['status'], $log['items'][0]['total'], $log['items'][0]['sent'], $log['items'][0]['failed'] ) );
		$detail = $this->rest( 'GET', "batches/{$log['items'][0]['id']}/items", array( 'per_page' => 5 ), $this->admin )->get_data();
		$this->assertSame( Batches::FEED + 2, $detail['total_items'] );
		$this->assertSame( array( 'sent' ), array_values( array_unique( array_column( $detail['items'], 'status' ) ) ) );

		// Pasted addresses: each once whatever its case; a failed mail is logged with its reason.
		$this->mails = array();
		add_filter( 'pre_wp_mail', array( $this, 'refuse_bad' ), 5, 2 );
		$pasted = $this->rest(
			'POST',
			"rsvp-report/{$event['id']}/invitations",
			array(
				'subject'   => 'Join us',
				'body'      => 'Dear {name}, answer at {rsvp_url}',
				'addresses' => array( 'New@example.com', 'new@EXAMPLE.com', 'maybe@example.com', 'bad@example.com' ),
			),
			$this->admin
		)->get_data();
		$this->assertSame( 3, $pasted['total'] );
		$this->assertSame( array( 'maybe@example.com', 'New@example.com' ), array_column( $this->mails(), 'to' ) );
		// The refused mail is tried again later, its reason in the log meanwhile.
		$trying = $this->rest( 'GET', "batches/{$pasted['id']}", array(), $this->admin )->get_data();
		$this->assertSame( array( 'sending', 3, 2, 0 ), array( $trying['status'], $trying['total'], $trying['sent'], $trying['failed'] ) );
		$trying = $this->rest( 'GET', "batches/{$pasted['id']}/items", array( 'status' => 'sending' ), $this->admin )->get_data()['items'];
		$this->assertSame( array( array( 'bad@example.com', 'Mailbox unavailable' ) ), array_map( null, array_column( $trying, 'email' ), array_column( $trying, 'error' ) ) );
		// Its two further attempts fail too: then it has failed for good.
		for ( $attempt = 2; $attempt <= 3; $attempt++ ) {
			$this->jobs_due_now();
			$this->mails();
		}
		remove_filter( 'pre_wp_mail', array( $this, 'refuse_bad' ), 5 );
		$this->assertStringContainsString( 'Dear May Be,', $this->mails[0]['message'] );
		$this->assertStringContainsString( esc_html( Links::change_url( Responses::find_by_email( $event['id'], 'maybe@example.com' ) ) ), $this->mails[0]['message'] );
		$this->assertStringContainsString( 'Dear <a href="mailto:New@example.com">New@example.com</a>,', $this->mails[1]['message'] );
		$this->assertStringContainsString( esc_html( $event['link'] ), $this->mails[1]['message'], 'an address without a response is sent to the event' );
		$done = $this->rest( 'GET', "batches/{$pasted['id']}", array(), $this->admin )->get_data();
		$this->assertSame( array( 3, 2, 1 ), array( $done['total'], $done['sent'], $done['failed'] ) );
		$this->assertSame( 'done', $done['status'] );
		$failed = $this->rest( 'GET', "batches/{$pasted['id']}/items", array( 'status' => 'failed' ), $this->admin )->get_data()['items'];
		$this->assertSame( array( 'bad@example.com' ), array_column( $failed, 'email' ) );
		$this->assertSame( 'Mailbox unavailable', $failed[0]['error'] );

		// Retry failed, the mailbox working again: it goes, and the send is done with none failed.
		$this->mails = array();
		$retried     = $this->rest( 'POST', "batches/{$pasted['id']}/retry", array(), $this->admin );
		$this->assertSame( 200, $retried->get_status(), wp_json_encode( $retried->get_data() ) );
		$this->assertSame( array( 'sending', 2, 0 ), array( $retried->get_data()['status'], $retried->get_data()['sent'], $retried->get_data()['failed'] ) );
		$this->assertSame( array( 'bad@example.com' ), array_column( $this->mails(), 'to' ) );
		$again = $this->rest( 'GET', "batches/{$pasted['id']}", array(), $this->admin )->get_data();
		$this->assertSame( array( 'done', 3, 0 ), array( $again['status'], $again['sent'], $again['failed'] ) );
		$this->assertError( $this->rest( 'POST', "batches/{$pasted['id']}/retry", array(), $this->admin ), 409, 'Nothing in this send failed: there is nothing to retry.' );
		$this->assertError( $this->rest( 'POST', "batches/{$pasted['id']}/retry", array(), $this->user( 'subscriber' ) ), 403 );
		$this->assertError( $this->rest( 'POST', "batches/{$pasted['id']}/cancel", array(), $this->admin ), 409, 'This send is over: there is nothing to cancel.' );

		$this->assertError( $this->rest( 'POST', "rsvp-report/{$event['id']}/invitations", array( 'subject' => 'x', 'body' => 'y' ), $this->admin ), 400, 'Choose who gets it: everyone of a status, or a list of addresses (not both).' );
		$this->assertError( $this->rest( 'POST', "rsvp-report/{$event['id']}/invitations", array( 'subject' => 'x', 'body' => 'y', 'addresses' => array( 'nope' ) ), $this->admin ), 400, '"nope" is not an e-mail address.' );

		// Later: queued for its time, sent to who is going then.
		$later = $this->rest(
			'POST',
			"rsvp-report/{$event['id']}/invitations",
			array(
				'subject' => 'Later',
				'body'    => 'Soon',
				'status'  => 'maybe',
				'send_at' => gmdate( 'Y-m-d\TH:i:s\Z', time() + HOUR_IN_SECONDS ),
			),
			$this->admin
		)->get_data();
		$this->mails = array();
		$this->assertSame( array(), $this->mails() );
		$this->assertSame( 'scheduled', Batches::find( $later['id'] )['status'] );

		// Cancelled before their time: nobody gets them, and the log says who would have.
		$listed = $this->rest( 'POST', "rsvp-report/{$event['id']}/invitations", array( 'subject' => 'Later', 'body' => 'Soon', 'addresses' => array( 'late@example.com' ), 'send_at' => $later['run_at'] ), $this->admin )->get_data();
		foreach ( array( $later['id'] => 0, $listed['id'] => 1 ) as $id => $recipients ) {
			$cancelled = $this->rest( 'POST', "batches/{$id}/cancel", array(), $this->admin );
			$this->assertSame( 200, $cancelled->get_status(), wp_json_encode( $cancelled->get_data() ) );
			$this->assertSame( array( 'cancelled', $recipients, $recipients ), array( $cancelled->get_data()['status'], $cancelled->get_data()['total'], $cancelled->get_data()['cancelled'] ) );
		}
		$this->jobs_due_now();
		$this->assertSame( array(), $this->mails() );
		$this->assertSame( array( 'late@example.com' ), array_column( $this->rest( 'GET', "batches/{$listed['id']}/items", array( 'status' => 'cancelled' ), $this->admin )->get_data()['items'], 'email' ) );
	}

	/** A mail server that refuses bad@example.com. */
	/** Jobs waiting for their backoff are due now, as if the minutes had passed. */
	private function jobs_due_now(): void {
		global $wpdb;
		$wpdb->query( $wpdb->prepare( 'UPDATE ' . Jobs::table() . " SET run_at = %s WHERE status = 'queued'", gmdate( 'Y-m-d H:i:s', time() - 1 ) ) );
	}

	public function refuse_bad( $short_circuit, array $mail ) {
		if ( 'bad@example.com' === $mail['to'] ) {
			do_action( 'wp_mail_failed', new \WP_Error( 'wp_mail_failed', 'Mailbox unavailable' ) );
			return false;
		}
		return $short_circuit;
	}

	public function test_deleting_an_event_for_good_takes_its_responses(): void {
		$event = $this->event();
		$this->answer( $event, 'gone@example.com' );
		$send = Invitations::create(
			$event['id'],
			array(
				'subject' => 'x',
				'body'    => 'y',
				'status'  => 'going',
			),
			$this->admin
		);
		$this->mails();
		wp_delete_post( $event['id'], true );
		$this->assertNull( Responses::find_by_email( $event['id'], 'gone@example.com' ) );
		$this->assertNull( Batches::find( $send['id'] ) );
		$this->assertFalse( $this->counts( $event )['enabled'] );
		$this->assertSame( array(), Rsvp::promote( $event['id'] ) );
	}

	public function test_the_report_exports_its_filter_as_csv_for_its_own_people_only(): void {
		$zone = get_option( 'timezone_string' );
		update_option( 'timezone_string', 'Europe/Berlin' );
		$event = $this->event( array( 'limit' => -1 ) );
		$this->answer(
			$event,
			'ada@example.com',
			array(
				'name'   => '=Ada',
				'people' => 2,
				'guests' => array( 'Bob' ),
			)
		);
		$this->answer( $event, 'cy@example.com', array( 'status' => 'not going' ) );
		$this->answer( $this->event(), 'other@example.com' );
		global $wpdb;
		$wpdb->query( $wpdb->prepare( 'UPDATE ' . Responses::table() . " SET created_at = '2026-11-25 13:30:00' WHERE event_id = %d", $event['id'] ) );

		$started = $this->rest(
			'POST',
			'rsvp-report/exports',
			array(
				'format'   => 'csv',
				'event_id' => $event['id'],
				'status'   => 'going',
			),
			$this->admin
		);
		$this->assertSame( 201, $started->get_status(), wp_json_encode( $started->get_data() ) );
		$job = $started->get_data();
		$this->assertSame( array( 'done', 'export-rsvp', 1, 1 ), array( $job['status'], $job['kind'], $job['details']['written'], $job['details']['rows'] ) );
		$this->assertStringContainsString( '/eventin/v2/rsvp-report/exports/' . $job['id'] . '/file', rawurldecode( $job['details']['download_url'] ) );
		$stored  = \Eventin\Jobs\Batches::find( $job['id'] );
		$content = (string) file_get_contents( \Eventin\Exports\Export::file( $stored ) );
		$rows    = array_map( static fn( $line ) => str_getcsv( $line, ',', '"', '' ), explode( "\r\n", rtrim( substr( $content, 3 ), "\r\n" ) ) );
		$this->assertSame( array( 'Response ID', 'Name', 'Email', 'People', 'Status', 'Guests', 'Reason', 'Message', 'Event', 'Answered at (Europe/Berlin)' ), $rows[0] );
		$this->assertCount( 2, $rows, 'only the going response of this event' );
		$this->assertSame( array( "'=Ada", 'ada@example.com', '2', 'Going', 'Bob', '', '', $event['title'], '2026-11-25 14:30' ), array_slice( $rows[1], 1 ) );
		$this->assertMatchesRegularExpression( '/^rsvp-picnic-[a-z0-9]+-\d{4}-\d{2}-\d{2}\.csv$/', $stored['details']['name'] );

		$all = $this->rest(
			'POST',
			'rsvp-report/exports',
			array(
				'format'   => 'xlsx',
				'event_id' => $event['id'],
			),
			$this->admin
		)->get_data();
		$this->assertSame( 2, $all['details']['rows'], 'all statuses by default' );

		// Another list's route does not know this export, nor the attendee export's this one.
		$this->assertSame( 404, $this->rest( 'GET', 'attendees/exports/' . $job['id'] . '/file', array(), $this->admin )->get_status() );
		$this->assertSame( 200, $this->rest( 'GET', 'rsvp-report/exports/' . $job['id'] . '/file', array(), $this->admin )->get_status() );
		$this->assertError( $this->rest( 'POST', 'rsvp-report/exports', array( 'format' => 'csv', 'event_id' => 999999 ), $this->admin ), 400, 'This event does not exist.' );
		$this->assertSame( 403, $this->rest( 'POST', 'rsvp-report/exports', array( 'format' => 'csv', 'event_id' => $event['id'] ), $this->user( 'subscriber' ) )->get_status() );
		Settings::update( array( 'modules' => array( 'rsvp' => 'off' ) ) );
		$this->assertError( $this->rest( 'POST', 'rsvp-report/exports', array( 'format' => 'csv', 'event_id' => $event['id'] ), $this->admin ), 403, 'RSVP is turned off on this site. Turn the RSVP module on in Settings to use it.' );
		\Eventin\Exports\Export::remove_all();
		update_option( 'timezone_string', $zone );
	}

	public function test_an_event_refuses_rsvp_settings_nobody_could_answer_going_with(): void {
		$event = $this->event( array( 'limit' => 5 ) );
		$limit = $this->rest( 'PUT', 'events/' . $event['id'], array( 'rsvp' => array( 'min_attendees' => 6 ) ), $this->admin );
		$this->assertError( $limit, 400, 'The limit cannot be below the minimum per response.' );
		$this->assertSame( array( 'rsvp.limit' ), array_keys( $limit->get_data()['data']['params'] ) );
		$zero = $this->rest( 'PUT', 'events/' . $event['id'], array( 'rsvp' => array( 'limit' => 0 ) ), $this->admin );
		$this->assertError( $zero, 400, 'The limit cannot be below the minimum per response.' );
		$most = $this->rest( 'PUT', 'events/' . $event['id'], array( 'rsvp' => array( 'max_attendees' => 1, 'min_attendees' => 2 ) ), $this->admin );
		$this->assertError( $most, 400, 'The maximum cannot be below the minimum.' );
		$this->assertSame( 1, Rsvp::settings( $event['id'] )['min_attendees'], 'nothing changed' );
		$this->assertSame( 200, $this->rest( 'PUT', 'events/' . $event['id'], array( 'rsvp' => array( 'limit' => -1, 'min_attendees' => 6 ) ), $this->admin )->get_status(), 'no limit takes any minimum' );
	}
}
