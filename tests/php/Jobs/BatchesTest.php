<?php
namespace Eventin\Tests\Jobs;

use Eventin\Jobs\Batches;
use Eventin\Jobs\Jobs;
use Eventin\Mail\Mailer;
use Eventin\Tests\TestCase;

/**
 * One batch pipeline: items handed to the Mailer a feed at a time, each once however often a feed
 * runs; a mail server down delays them with the reason in the log and sends them when it is back;
 * failed ones go again on retry; cancel stops what is not sent; the kind decides who reaches it.
 */
final class BatchesTest extends TestCase {
	private const KIND = 'test-batch';

	/** @var string[] Addresses mailed, in order. */
	private array $mailed = array();

	/** @var string[] Addresses the mail server refuses. */
	private array $refused = array();

	protected function setUp(): void {
		parent::setUp();
		global $wpdb;
		$wpdb->query( 'DELETE FROM ' . Jobs::table() );
		add_filter( 'eventin_jobs_kick', '__return_false' );
		add_filter( 'pre_wp_mail', array( $this, 'catch_mail' ), 10, 2 );
		Mailer::define(
			self::KIND,
			static function ( array $context ): ?array {
				$pending = Batches::pending( $context );
				if ( ! $pending ) {
					return null;
				}
				[ $batch, $item ] = $pending;
				if ( 'skip@example.com' === $item['email'] ) {
					Batches::noted( $context, 'skipped', 'Not for this one.' );
					return null;
				}
				return array(
					'to'       => $item['email'],
					'subject'  => (string) $batch['details']['subject'],
					'heading'  => (string) $batch['details']['subject'],
					'template' => 'rsvp-invitation',
					'data'     => array(
						'body'       => 'Hello',
						'event_rows' => array(),
						'rsvp_url'   => home_url( '/' ),
					),
				);
			}
		);
		Batches::define(
			self::KIND,
			array(
				'message' => self::KIND,
				'reach'   => static fn( array $batch, int $user_id ) => (int) $batch['created_by'] === $user_id,
				'label'   => static fn( int $id ) => 'Test batch #' . $id,
			)
		);
	}

	protected function tearDown(): void {
		remove_filter( 'eventin_jobs_kick', '__return_false' );
		remove_filter( 'pre_wp_mail', array( $this, 'catch_mail' ), 10 );
		parent::tearDown();
	}

	public function catch_mail( $short_circuit, array $mail ) {
		if ( in_array( $mail['to'], $this->refused, true ) ) {
			do_action( 'wp_mail_failed', new \WP_Error( 'wp_mail_failed', 'Mailbox unavailable' ) );
			return false;
		}
		$this->mailed[] = $mail['to'];
		return true;
	}

	/** A batch to these addresses, made by $user. */
	private function batch( array $addresses, int $user, int $run_at = 0 ): int {
		$items = array_map(
			static fn( $email ) => array(
				'key'   => strtolower( $email ),
				'email' => $email,
			),
			$addresses
		);
		$id    = Batches::create( self::KIND, 0, $user, array( 'subject' => 'Batch' ), $items, $run_at ? $run_at : time() );
		$this->assertGreaterThan( 0, $id );
		return $id;
	}

	/** Runs every due job, as the runners would. */
	private function run_jobs(): void {
		while ( Jobs::run( 500, 60.0 ) > 0 ) {
			continue;
		}
	}

	/** Jobs waiting for their backoff are due now, as if the minutes had passed. */
	private function jobs_due_now(): void {
		global $wpdb;
		$wpdb->query( $wpdb->prepare( 'UPDATE ' . Jobs::table() . " SET run_at = %s WHERE status = 'queued'", gmdate( 'Y-m-d H:i:s', time() - 1 ) ) );
	}

	/** [ status, total, sent, failed, skipped, cancelled ] of a batch. */
	private function counts( int $id ): array {
		$item = Batches::item( (array) Batches::find( $id ) );
		return array( $item['status'], $item['total'], $item['sent'], $item['failed'], $item['skipped'], $item['cancelled'] );
	}

	public function test_each_recipient_gets_one_mail_a_feed_at_a_time_however_often_a_feed_runs(): void {
		$admin     = $this->admin();
		$addresses = array_map( static fn( $i ) => "guest{$i}@example.com", range( 1, Batches::FEED + 3 ) );
		$id        = $this->batch( array_merge( $addresses, array( 'GUEST1@example.com', 'skip@example.com' ) ), $admin );
		$this->assertSame( array( 'scheduled', Batches::FEED + 4, 0, 0, 0, 0 ), $this->counts( $id ), 'one item per key, counted' );
		// A feed run twice (a duplicate job, a second runner) hands nobody twice.
		Batches::feed( $id );
		Batches::feed( $id );
		$this->run_jobs();
		sort( $this->mailed );
		$expected = $addresses;
		sort( $expected );
		$this->assertSame( $expected, $this->mailed );
		$this->assertSame( array( 'done', Batches::FEED + 4, Batches::FEED + 3, 0, 1, 0 ), $this->counts( $id ) );
		$this->assertSame( array( array( 'skip@example.com', 'skipped', 'Not for this one.' ) ), array_map( static fn( $item ) => array( $item['email'], $item['status'], $item['error'] ), Batches::items( $id, 'skipped', 1, 10 )[0] ) );
		$this->assertSame( 'Test batch #' . $id, apply_filters( 'eventin_job_label', '', Batches::HOOK, array( $id, 0, self::KIND ) ) );
	}

	public function test_a_mail_server_down_delays_the_batch_with_the_reason_then_retry_sends_what_failed(): void {
		$admin         = $this->admin();
		$this->refused = array( 'ann@example.com', 'bob@example.com' );
		$id            = $this->batch( array( 'ann@example.com', 'bob@example.com', 'cy@example.com' ), $admin );
		$this->run_jobs();
		$this->assertSame( array( 'cy@example.com' ), $this->mailed );
		$this->assertSame( array( 'sending', 3, 1, 0, 0, 0 ), $this->counts( $id ) );
		$this->assertSame( array( 'Mailbox unavailable', 'Mailbox unavailable' ), array_column( Batches::items( $id, 'sending', 1, 10 )[0], 'error' ), 'waiting, with the reason' );

		// Back for Bob before his next attempt; Ann's attempts are all spent.
		$this->refused = array( 'ann@example.com' );
		for ( $attempt = 2; $attempt <= 3; $attempt++ ) {
			$this->jobs_due_now();
			$this->run_jobs();
		}
		$this->assertSame( array( 'cy@example.com', 'bob@example.com' ), $this->mailed );
		$this->assertSame( array( 'done', 3, 2, 1, 0, 0 ), $this->counts( $id ) );

		$this->refused = array();
		$this->assertSame( 1, Batches::retry( $id ) );
		$this->assertSame( 0, Batches::retry( $id ), 'a failed item is queued again once' );
		$this->assertSame( array( 'sending', 3, 2, 0, 0, 0 ), $this->counts( $id ) );
		$this->run_jobs();
		$this->assertSame( array( 'cy@example.com', 'bob@example.com', 'ann@example.com' ), $this->mailed );
		$this->assertSame( array( 'done', 3, 3, 0, 0, 0 ), $this->counts( $id ) );
		$this->assertSame( 0, Batches::retry( $id ) );
	}

	public function test_cancel_stops_what_is_not_sent_and_only_its_maker_reaches_it(): void {
		$maker = $this->admin();
		$id    = $this->batch( array_map( static fn( $i ) => "late{$i}@example.com", range( 1, Batches::FEED + 2 ) ), $maker );
		// The first feed hands FEED mails to the queue; none has gone yet.
		Batches::feed( $id );
		$this->assertTrue( Batches::cancel( $id ) );
		$this->assertFalse( Batches::cancel( $id ), 'over once cancelled' );
		$this->run_jobs();
		$this->assertSame( array(), $this->mailed );
		$this->assertSame( array( 'cancelled', Batches::FEED + 2, 0, 0, 0, Batches::FEED + 2 ), $this->counts( $id ) );
		$this->assertSame( 0, Batches::retry( $id ), 'a cancelled batch is not retried' );

		$batch = (array) Batches::find( $id );
		$this->assertTrue( Batches::reaches( $batch, $maker ) );
		$this->assertFalse( Batches::reaches( $batch, $this->user( 'editor' ) ) );
		$this->assertFalse( Batches::reaches( $batch, 0 ) );
		$this->assertFalse( Batches::reaches( array( 'kind' => 'unknown' ) + $batch, $maker ), 'a kind nothing defines is reached by nobody' );
	}
}
