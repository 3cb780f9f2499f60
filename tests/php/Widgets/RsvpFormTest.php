<?php
namespace Eventin\Tests\Widgets;

use Eventin\Events\Event;
use Eventin\Rsvp\Links;
use Eventin\Rsvp\Pages;
use Eventin\Rsvp\Responses;
use Eventin\Settings\Settings;
use Eventin\Tests\Rsvp\RsvpFixture;
use Eventin\Tests\TestCase;
use Eventin\Widgets\Widgets;

require_once dirname( __DIR__ ) . '/Rsvp/RsvpFixture.php';

/**
 * The RSVP form widget (`[etn_rsvp_form]`): when it shows and what it holds, and the pages of
 * the mailed change link and of the form posted without a script (includes/Rsvp/Pages.php).
 */
final class RsvpFormTest extends TestCase {
	use RsvpFixture;

	protected function setUp(): void {
		parent::setUp();
		$this->set_up_rsvp();
		add_filter( 'pre_wp_mail', '__return_true' );
	}

	protected function tearDown(): void {
		remove_filter( 'pre_wp_mail', '__return_true' );
		wp_dequeue_script( 'eventin-widgets-rsvp-form' );
		parent::tearDown();
	}

	/** A published event (ten days ahead unless `$days` says otherwise) with these RSVP settings. */
	private function event( array $rsvp = array( 'enabled' => true ), int $days = 10, array $fields = array() ): array {
		return $this->rsvp_event( $rsvp, $fields + array( 'timezone' => 'UTC' ), $days );
	}

	/** The widget as a visitor (0) or another user sees it. */
	private function form( array $event, int $user = 0 ): string {
		wp_set_current_user( $user );
		return do_shortcode( '[etn_rsvp_form event_id="' . $event['id'] . '"]' );
	}

	private function answer( array $event, string $email, array $more = array() ): array {
		$response = $this->rest(
			'POST',
			'rsvp-registration',
			$more + array(
				'event_id' => $event['id'],
				'name'     => 'Ann Lee',
				'email'    => $email,
			)
		);
		$this->assertSame( 201, $response->get_status(), wp_json_encode( $response->get_data() ) );
		return Responses::find_by_email( $event['id'], $email );
	}

	public function test_the_form_holds_the_answer_the_details_people_guests_reason_message_and_honeypot(): void {
		$event = $this->event(
			array(
				'enabled'       => true,
				'min_attendees' => 2,
				'max_attendees' => 5,
			)
		);
		$html  = $this->form( $event );
		$this->assertStringContainsString( 'RSVP for ' . esc_html( $event['title'] ), $html );
		$this->assertMatchesRegularExpression( '/<fieldset class="eventin-rsvp-form__answer"[^>]*><legend>Will you come\?<\/legend>/', $html );
		$this->assertMatchesRegularExpression( '/name="status" id="[^"]+-status-going" value="going" checked/', $html, 'Going by default' );
		$this->assertStringContainsString( 'value="maybe"', $html );
		$this->assertStringContainsString( 'value="not_going"', $html );
		$this->assertStringContainsString( 'name="name" type="text" autocomplete="name" required', $html );
		$this->assertStringContainsString( 'name="email" type="email"', $html );
		$this->assertMatchesRegularExpression( '/name="people" type="number"[^>]* min="2" max="5" step="1" required value="2"/', $html );
		$this->assertStringContainsString( 'From 2 to 5 people, you included.', $html );
		$this->assertSame( 1, substr_count( $html, 'name="guests[]"' ), 'a guest field per extra person' );
		$this->assertMatchesRegularExpression( '/<p class="eventin-rsvp-form__field eventin-rsvp-form__reason" hidden>/', $html, 'the reason only with Not going' );
		$this->assertStringContainsString( 'name="message"', $html );
		$this->assertStringContainsString( 'name="website"', $html, 'the honeypot' );
		$this->assertStringContainsString( 'role="alert"', $html );
		$this->assertStringContainsString( esc_attr( '"restUrl":' ), $html );
		$this->assertStringContainsString( 'action="' . esc_url( Pages::answer_url() ) . '"', $html );
		$this->assertTrue( wp_script_is( 'eventin-widgets-rsvp-form', 'enqueued' ) );
		$this->assertTrue( wp_style_is( 'eventin-widgets-style-rsvp', 'enqueued' ) );
		// One person per answer: nothing to choose.
		$single = $this->form( $this->event( array( 'enabled' => true, 'max_attendees' => 1 ) ) );
		$this->assertStringContainsString( '<input type="hidden" name="people" value="1">', $single );
	}

	public function test_nothing_shows_while_the_module_or_the_events_rsvp_is_off_or_the_event_is_over_drafted_or_trashed(): void {
		$open    = $this->event();
		$off     = $this->event( array( 'enabled' => false ) );
		$past    = $this->event( array( 'enabled' => true ), -10 );
		$trashed = $this->event();
		wp_trash_post( $trashed['id'] );
		$draft = $this->event( array( 'enabled' => true ), 10, array( 'status' => 'draft' ) );

		$this->assertStringContainsString( '<form', $this->form( $open ) );
		foreach ( array( 'off' => $off, 'past' => $past, 'trashed' => $trashed, 'draft' => $draft ) as $why => $event ) {
			$this->assertSame( '', $this->form( $event ), $why . ': nothing for visitors' );
			$this->assertSame( '', $this->form( $event, $this->user( 'subscriber' ) ), $why . ': nor for subscribers' );
			$note = $this->form( $event, $this->admin );
			$this->assertStringContainsString( 'eventin-empty', $note, $why . ': a note for who places widgets' );
			$this->assertStringNotContainsString( '<form', $note, $why );
		}
		$this->assertStringContainsString( 'this event is over', $this->form( $past, $this->admin ) );
		$this->assertStringContainsString( 'does not take RSVPs', $this->form( $off, $this->admin ) );

		Settings::update( array( 'modules' => array( 'rsvp' => 'off' ) ) );
		$this->assertSame( '', $this->form( $open ), 'module off' );
		$this->assertStringContainsString( 'the RSVP module is turned off', $this->form( $open, $this->admin ) );
		wp_set_current_user( 0 );
		$this->assertSame( '', Widgets::render( 'rsvp-form', array() ), 'no event of the page' );
	}

	public function test_a_full_event_without_a_waiting_list_reads_fully_booked(): void {
		$full = $this->event(
			array(
				'enabled' => true,
				'limit'   => 1,
			)
		);
		$this->answer( $full, 'first@example.com' );
		$html = $this->form( $full );
		$this->assertStringContainsString( 'Fully booked', $html );
		$this->assertStringNotContainsString( '<form', $html );

		$waiting = $this->event(
			array(
				'enabled'      => true,
				'limit'        => 1,
				'waiting_list' => true,
			)
		);
		$this->answer( $waiting, 'first@example.com' );
		$this->assertStringContainsString( '<form', $this->form( $waiting ), 'the waiting list takes answers' );
	}

	public function test_signed_in_only_events_ask_visitors_to_log_in_and_come_back(): void {
		$event = $this->event(
			array(
				'enabled'        => true,
				'signed_in_only' => true,
			)
		);
		$html  = $this->form( $event );
		$this->assertStringNotContainsString( '<form', $html );
		$this->assertStringContainsString( esc_url( wp_login_url( get_permalink( $event['id'] ) ) ), $html );
		$this->assertStringContainsString( 'Log in to respond', $html );
		$user = $this->user( 'subscriber' );
		$mine = $this->form( $event, $user );
		$this->assertStringContainsString( '<form', $mine );
		$this->assertStringContainsString( 'value="' . esc_attr( get_userdata( $user )->user_email ) . '"', $mine, 'the address filled in' );
		$this->assertStringNotContainsString( esc_attr( '"nonce":""' ), $mine, 'signed-in answers carry the user' );
	}

	public function test_the_change_page_shows_the_response_and_a_bad_or_deleted_link_is_no_longer_valid(): void {
		$event    = $this->event(
			array(
				'enabled'       => true,
				'max_attendees' => 4,
			)
		);
		$response = $this->answer(
			$event,
			'ann@example.com',
			array(
				'people' => 2,
				'guests' => array( 'Bob <b>Lee</b>' ),
			)
		);
		$token    = Links::token( $response );
		wp_set_current_user( 0 );
		list( $title, $body, $status ) = Pages::change_page( $token );
		$this->assertSame( array( 'Your answer', 200 ), array( $title, $status ) );
		$this->assertStringContainsString( 'You are going.', $body );
		$this->assertStringContainsString( 'Ann Lee', $body );
		$this->assertStringContainsString( 'Bob Lee', $body, 'tags stripped' );
		$this->assertStringNotContainsString( '<b>', $body );
		$this->assertStringContainsString( 'Change your answer', $body );
		$this->assertStringContainsString( 'Cancel my response', $body );

		// Refused changes keep what was typed, with the server's words above the form and beside the field.
		list( , $body, $status ) = Pages::change_page(
			$token,
			array(
				'action' => 'save',
				'name'   => 'Ann Changed',
				'people' => '9',
				'status' => 'going',
			)
		);
		$this->assertSame( 200, $status );
		$this->assertStringContainsString( 'value="Ann Changed"', $body );
		$this->assertMatchesRegularExpression( '/name="people"[^>]*aria-invalid="true"/', $body );
		$this->assertSame( 'Ann Lee', Responses::find( $response['id'] )['name'], 'nothing written' );

		foreach ( array( 'nonsense', $response['id'] . '-' . str_repeat( '0', 32 ), '../../x', '' ) as $bad ) {
			list( $title, $body, $status ) = Pages::change_page( $bad );
			$this->assertSame( 404, $status, $bad );
			$this->assertStringContainsString( 'This link is no longer valid.', $body, $bad );
		}

		list( $title, $body ) = Pages::change_page( $token, array( 'action' => 'cancel-ask' ) );
		$this->assertSame( 'Cancel your response?', $title );
		$this->assertStringContainsString( 'Yes, cancel my response', $body );
		$this->assertNotNull( Responses::find( $response['id'] ), 'asked, not cancelled yet' );
		list( $title, , $status ) = Pages::change_page( $token, array( 'action' => 'cancel' ) );
		$this->assertSame( array( 'Your response was cancelled', 200 ), array( $title, $status ) );
		$this->assertNull( Responses::find( $response['id'] ) );
		list( , $body, $status ) = Pages::change_page( $token );
		$this->assertSame( 404, $status );
		$this->assertStringContainsString( 'This link is no longer valid.', $body );

		Settings::update( array( 'modules' => array( 'rsvp' => 'off' ) ) );
		$this->assertSame( 403, Pages::change_page( $token )[2] );
	}

	public function test_an_event_no_longer_taking_answers_shows_the_response_without_a_form(): void {
		$event    = $this->event();
		$response = $this->answer( $event, 'late@example.com' );
		update_post_meta( $event['id'], Event::META['rsvp'], array( 'enabled' => false ) );
		list( , $body, $status ) = Pages::change_page( Links::token( $response ) );
		$this->assertSame( 200, $status );
		$this->assertStringContainsString( 'no longer takes answers', $body );
		$this->assertStringNotContainsString( 'Save changes', $body );
	}

	public function test_the_form_posted_without_a_script_answers_through_the_route(): void {
		$event = $this->event();
		wp_set_current_user( 0 );
		list( $title, $body, $status ) = Pages::answer_page(
			array(
				'event_id' => (string) $event['id'],
				'name'     => 'Noscript Ned',
				'email'    => 'ned@example.com',
				'status'   => 'maybe',
				'people'   => '1',
				'reason'   => 'dropped: not with maybe',
				'website'  => '',
			)
		);
		$this->assertSame( array( 'Thank you', 200 ), array( $title, $status ) );
		$this->assertStringContainsString( 'Thanks! Check your inbox: we sent you the details.', $body );
		$this->assertStringContainsString( 'We wrote to ned@example.com. The e-mail has a link to change or cancel your answer.', $body );
		$this->assertStringContainsString( 'Add to calendar (.ics)', $body );
		$stored = Responses::find_by_email( $event['id'], 'ned@example.com' );
		$this->assertSame( array( 'maybe', '' ), array( $stored['status'], $stored['reason'] ) );

		// The address again, in another case: the same page, and the answer as it was.
		$again = Pages::answer_page(
			array(
				'event_id' => (string) $event['id'],
				'name'     => 'Not Ned',
				'email'    => 'NED@example.com',
				'status'   => 'going',
				'people'   => '1',
				'website'  => '',
			)
		);
		$this->assertSame( array( 'Thank you', str_replace( 'ned@', 'NED@', $body ), 200 ), $again );
		$this->assertSame( $stored, Responses::find_by_email( $event['id'], 'ned@example.com' ) );

		list( , $body, $status ) = Pages::answer_page(
			array(
				'event_id' => (string) $event['id'],
				'name'     => 'Robot',
				'email'    => 'robot@example.com',
				'website'  => 'http://spam.example',
			)
		);
		$this->assertSame( 400, $status );
		$this->assertStringContainsString( 'Your answer could not be taken.', $body );
		$this->assertNull( Responses::find_by_email( $event['id'], 'robot@example.com' ) );
	}
}
