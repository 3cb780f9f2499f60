<?php
namespace Eventin\Tests\Rsvp;

use Eventin\Jobs\Batches;
use Eventin\Jobs\Jobs;
use Eventin\Rsvp\Invitations;
use Eventin\Settings\Settings;
use Eventin\Tests\TestCase;

require_once __DIR__ . '/RsvpFixture.php';

/**
 * Who may send invitations, and when they still go: a reminder set for later goes out only while
 * its event is published with RSVP on, and a vendor's daily quota of addresses that have not
 * answered is counted on the site's day.
 */
final class InvitationRulesTest extends TestCase {
	use RsvpFixture;

	/** @var string[] The addresses mailed. */
	private array $mailed = array();

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
		$this->mailed[] = $mail['to'];
		return true;
	}

	/** A published event ten days ahead with RSVP on, answered by $going (going), owned by $owner. */
	private function event( array $going = array(), int $owner = 0 ): array {
		$event = $this->rsvp_event(
			array(
				'enabled' => true,
				'limit'   => -1,
			)
		);
		if ( $owner ) {
			wp_update_post(
				array(
					'ID'          => $event['id'],
					'post_author' => $owner,
				)
			);
		}
		foreach ( $going as $email ) {
			$this->assertSame( 201, $this->rest( 'POST', 'rsvp-registration', array( 'event_id' => $event['id'], 'name' => 'Guest', 'email' => $email ) )->get_status() );
		}
		Jobs::run( 200, 30.0 );
		$this->mailed = array();
		return $event;
	}

	private function reminder_later( array $event ): int {
		$send = Invitations::create(
			$event['id'],
			array(
				'subject' => 'Tomorrow',
				'body'    => 'See you',
				'status'  => 'going',
				'send_at' => gmdate( 'Y-m-d\TH:i:s\Z', time() + HOUR_IN_SECONDS ),
			),
			$this->admin
		);
		$this->assertIsArray( $send );
		return $send['id'];
	}

	public function test_a_reminder_set_for_later_goes_out_only_while_its_event_is_published_with_rsvp_on(): void {
		$unpublished = $this->event( array( 'ann@example.com', 'bob@example.com' ) );
		$send        = $this->reminder_later( $unpublished );
		wp_update_post(
			array(
				'ID'          => $unpublished['id'],
				'post_status' => 'draft',
			)
		);
		$this->run_send( $send );
		$this->assertSame( array(), $this->mailed );
		$done = Batches::find( $send );
		$this->assertSame( array( 'done', '2', '0', '0', '2' ), array( $done['status'], $done['total'], $done['sent'], $done['failed'], $done['skipped'] ) );
		$log = Batches::items( $send, 'skipped', 1, 10 )[0];
		$this->assertSame( array( 'Invitations and reminders go out only for published events. Publish this event first.' ), array_values( array_unique( array_column( $log, 'error' ) ) ) );

		$closed = $this->event( array( 'cy@example.com' ) );
		$send   = $this->reminder_later( $closed );
		$this->rest( 'PATCH', "events/{$closed['id']}", array( 'rsvp' => array( 'enabled' => false ) ), $this->admin );
		$this->run_send( $send );
		$this->assertSame( array(), $this->mailed );
		$this->assertSame( 'Invitations and reminders go out only for events with RSVP on. Turn RSVP on for this event first.', Batches::items( $send, 'skipped', 1, 10 )[0][0]['error'] );

		// Still open at its time: it goes.
		$open = $this->event( array( 'di@example.com' ) );
		$this->run_send( $this->reminder_later( $open ) );
		$this->assertSame( array( 'di@example.com' ), $this->mailed );
	}

	public function test_a_vendors_quota_counts_addresses_that_did_not_answer_on_the_sites_day(): void {
		update_option( 'timezone_string', 'Pacific/Auckland' );
		Settings::update( array( 'vendor_invite_quota' => 2 ) );
		$vendor = $this->user( 'etn_vendor', array( 'etn_manage_own_events' ) );
		$event  = $this->event( array( 'known@example.com' ), $vendor );
		$now    = time();
		$today  = ( new \DateTimeImmutable( '@' . $now ) )->setTimezone( wp_timezone() )->setTime( 0, 0 )->getTimestamp();
		$send   = fn( array $addresses, int $at ) => Invitations::create(
			$event['id'],
			array(
				'subject'   => 'Join us',
				'body'      => 'Answer here',
				'addresses' => $addresses,
			),
			$vendor,
			$at
		);

		// A second before the site's day began: yesterday's, which today's quota does not count.
		$this->assertIsArray( $send( array( 'a@example.com', 'b@example.com' ), $today - 1 ) );
		$this->assertSame( 0, Invitations::others_since( $vendor, $today ) );
		$this->assertIsArray( $send( array( 'c@example.com', 'Known@Example.com' ), $now ) );
		$this->assertSame( 1, Invitations::others_since( $vendor, $today ) );
		$refused = $send( array( 'd@example.com', 'e@example.com' ), $now );
		$this->assertWPError( $refused );
		$this->assertSame( 'You can invite 1 more address that has not answered this event today (vendors may invite 2 a day); this send has 2. Nothing was sent.', $refused->get_error_message() );
		$this->assertSame( 'addresses', $refused->field() );
		$this->assertSame( 2, Batches::for_event( Invitations::KIND, $event['id'], 1, 10 )[1], 'the refused send was not saved' );

		// Managers are not counted against any quota.
		Settings::update( array( 'vendor_invite_quota' => 0 ) );
		$this->assertIsArray( Invitations::create( $event['id'], array( 'subject' => 'x', 'body' => 'y', 'addresses' => array( 'f@example.com', 'g@example.com' ) ), $this->admin, $now ) );
		$this->assertWPError( $send( array( 'h@example.com' ), $now ) );
		$this->assertIsArray( $send( array( 'known@example.com' ), $now ), 'respondents need no quota' );
	}

	private function assertWPError( $value ): void {
		$this->assertInstanceOf( \WP_Error::class, $value );
	}

	/** A send's time came: its job runs, then the mail jobs it queued (as the runners would). */
	private function run_send( int $send ): void {
		Batches::feed( $send );
		while ( \Eventin\Jobs\Jobs::run( 100, 30.0 ) > 0 ) {
			continue;
		}
	}
}
