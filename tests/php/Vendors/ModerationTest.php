<?php
namespace Eventin\Tests\Vendors;

use Eventin\Events\Event;
use Eventin\Jobs\Jobs;
use Eventin\Mail\Mailer;
use Eventin\Settings\Settings;
use Eventin\Tests\Orders\OrdersTestCase;
use Eventin\Vendors\Moderation;

/**
 * Review of vendors' events: the statuses the two settings give, and the mail to the site's
 * administrators when an event waits for review (none when it was published).
 */
final class ModerationTest extends OrdersTestCase {
	private int $vendor;

	protected function setUp(): void {
		parent::setUp();
		update_option( 'admin_email', 'reviews@example.com' );
		$this->vendor = $this->user( 'etn_vendor', array( 'etn_manage_own_events' ) );
		wp_update_user(
			array(
				'ID'           => $this->vendor,
				'display_name' => 'Grace & Co',
			)
		);
	}

	/** A vendor's event, ten days ahead, with the status given. */
	private function vendor_event( string $status ): array {
		$event = $this->event( array(), array( 'title' => 'Jazz & Blues', 'status' => $status ) );
		wp_update_post(
			array(
				'ID'          => $event['id'],
				'post_author' => $this->vendor,
			)
		);
		return $event;
	}

	public function test_new_events_wait_for_review_unless_the_setting_publishes_them(): void {
		$this->assertSame( 'pending', Settings::get()['vendor_new_events'] );
		$this->assertSame( 'pending', Moderation::status_for_new() );
		Settings::update( array( 'vendor_new_events' => 'publish' ) );
		$this->assertSame( 'publish', Moderation::status_for_new() );
		Settings::update( array( 'vendor_new_events' => 'pending' ) );
		$this->assertSame( 'pending', Moderation::status_for_new() );
	}

	public function test_edits_of_published_events_go_back_to_review_only_when_the_setting_is_on(): void {
		$this->assertSame( 'off', Settings::get()['vendor_edit_review'] );
		foreach ( array( 'publish', 'draft', 'pending' ) as $status ) {
			$this->assertSame( $status, Moderation::status_after_edit( $status ), "off: {$status} stays" );
		}
		Settings::update( array( 'vendor_edit_review' => 'on' ) );
		$this->assertSame( 'pending', Moderation::status_after_edit( 'publish' ) );
		$this->assertSame( 'draft', Moderation::status_after_edit( 'draft' ) );
		$this->assertSame( 'pending', Moderation::status_after_edit( 'pending' ) );
	}

	public function test_a_pending_event_mails_the_site_administrators_once_with_links_to_review_it(): void {
		$event = $this->vendor_event( 'pending' );
		$this->assertSame( 'pending', $event['display_status'] );
		$this->forget_mails();
		Moderation::submitted( $event['id'] );
		// Submitted again before the mail went out (an edit at once): one mail.
		Moderation::submitted( $event['id'] );
		$mails = $this->mails();
		$this->assertCount( 1, $mails );
		$this->assertSame( 'reviews@example.com', $mails[0]['to'] );
		$this->assertSame( '[Eventin] New event awaiting review: Jazz & Blues', $mails[0]['subject'] );

		$review  = admin_url( 'admin.php?page=eventin#/events/create/' . $event['id'] . '/basic' );
		$pending = admin_url( 'admin.php?page=eventin#/events?status=pending' );
		$this->assertSame( $review, Moderation::review_url( $event['id'] ) );
		$this->assertSame( $pending, Moderation::pending_url() );
		$when = Mailer::when( Event::read( $event['id'] ) );
		$html = $mails[0]['message'];
		$this->assertStringContainsString( '<p>Grace &amp; Co submitted an event. It is not public until an administrator publishes it.</p>', $html );
		$this->assertStringContainsString( '<th scope="row" style="text-align:left">Event</th><td>Jazz &amp; Blues</td>', $html );
		$this->assertStringContainsString( '<th scope="row" style="text-align:left">When</th><td>' . esc_html( $when ) . '</td>', $html );
		$this->assertStringContainsString( '<a href="' . esc_url( $review ) . '">Review the event</a>', $html );
		$this->assertStringContainsString( '<a href="' . esc_url( $pending ) . '">All events awaiting review</a>', $html );

		$text = Mailer::render( Moderation::SUBMITTED, Moderation::submission( array( 'event' => $event['id'] ) ) )['text'];
		$this->assertSame(
			"A new event is awaiting review\n==============================\n\n"
			. "Grace & Co submitted an event. It is not public until an administrator publishes it.\n\n"
			. "Event   Jazz & Blues\nWhen    {$when}\n\n"
			. "Review the event: {$review}\nAll events awaiting review: {$pending}\n\n"
			. "— Eventin\n",
			$text
		);
	}

	public function test_a_published_event_mails_nobody(): void {
		$event = $this->vendor_event( 'publish' );
		$this->forget_mails();
		Moderation::submitted( $event['id'] );
		$this->assertSame( array(), $this->mails() );
		$this->assertSame( 0, $this->queued_mails() );
	}

	public function test_an_event_published_or_trashed_before_the_mail_went_out_mails_nobody(): void {
		$published = $this->vendor_event( 'pending' );
		$trashed   = $this->vendor_event( 'pending' );
		$this->forget_mails();
		Moderation::submitted( $published['id'] );
		Moderation::submitted( $trashed['id'] );
		$this->assertSame( 2, $this->queued_mails() );
		wp_update_post(
			array(
				'ID'          => $published['id'],
				'post_status' => 'publish',
			)
		);
		wp_trash_post( $trashed['id'] );
		$this->assertSame( array(), $this->mails() );
		$this->assertNull( Moderation::submission( array( 'event' => 999999 ) ) );
	}

	public function test_the_mail_job_is_named_in_the_background_jobs_panel(): void {
		$this->assertSame( 'Review e-mail: event #12 submitted', apply_filters( 'eventin_job_label', Mailer::HOOK, Mailer::HOOK, array( Moderation::SUBMITTED, array( 'event' => 12 ) ) ) );
	}

	/** Review mails waiting in the jobs queue. */
	private function queued_mails(): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . Jobs::table() . " WHERE hook = %s AND status = 'queued' AND args LIKE %s", Mailer::HOOK, '%' . $wpdb->esc_like( Moderation::SUBMITTED ) . '%' ) );
	}
}
