<?php
namespace Eventin\Tests\Jobs;

use Eventin\Database\Sql;
use Eventin\Jobs\Jobs;
use Eventin\Tests\TestCase;

/**
 * The jobs queue: arguments, claims that keep runners apart, stale claims, retries with backoff,
 * the final failure, unique keys and retry().
 */
final class JobsTest extends TestCase {
	private const HOOK = 'eventin_test_job';

	/** @var array[] The arguments of each run of the test job, in order. */
	private $ran = array();

	/** @var \WP_Hook|null The plugin's listeners of eventin_job_failed, as they were before the test. */
	private $failed_listeners = null;

	protected function setUp(): void {
		parent::setUp();
		global $wpdb;
		$wpdb->query( 'DELETE FROM ' . Jobs::table() );
		add_filter( 'eventin_jobs_kick', '__return_false' );
		$this->ran = array();
		// The tests listen to failures beside the plugin's own listeners (exports, mail), kept after.
		$listeners              = $GLOBALS['wp_filter']['eventin_job_failed'] ?? null;
		$this->failed_listeners = $listeners ? clone $listeners : null;
	}

	protected function tearDown(): void {
		remove_all_actions( self::HOOK );
		remove_all_actions( 'eventin_job_failed' );
		if ( $this->failed_listeners ) {
			$GLOBALS['wp_filter']['eventin_job_failed'] = $this->failed_listeners;
		}
		remove_filter( 'eventin_jobs_kick', '__return_false' );
		parent::tearDown();
	}

	/** The test job records its arguments; it throws when the first is 'fail'. */
	private function handle(): void {
		add_action(
			self::HOOK,
			function ( ...$args ) {
				$this->ran[] = $args;
				if ( 'fail' === ( $args[0] ?? null ) ) {
					throw new \RuntimeException( 'SMTP server said 421: try later' );
				}
			},
			10,
			3
		);
	}

	private function job( int $id ): array {
		$job = Jobs::find( $id );
		$this->assertNotNull( $job );
		return $job;
	}

	/** Makes a job due now, as if its time had come. */
	private function due( int $id ): void {
		global $wpdb;
		$wpdb->update( Jobs::table(), array( 'run_at' => gmdate( 'Y-m-d H:i:s', time() - 1 ) ), array( 'id' => $id ) );
	}

	/** Makes a job one a runner (claim 9) took $seconds ago, on its attempt $attempts (0: as it was). */
	private function claimed( int $id, int $seconds, int $attempts = 0 ): void {
		global $wpdb;
		$wpdb->update(
			Jobs::table(),
			array(
				'status'     => 'running',
				'claim_id'   => 9,
				'claimed_at' => gmdate( 'Y-m-d H:i:s', time() - $seconds ),
			) + ( $attempts ? array( 'attempts' => $attempts ) : array() ),
			array( 'id' => $id )
		);
	}

	/** Seconds from now to the job's run_at. */
	private function wait( int $id ): int {
		return strtotime( $this->job( $id )['run_at'] . ' UTC' ) - time();
	}

	/** Calls one of the queue's private steps, as a second runner in another process would. */
	private function call( string $method, ...$args ) {
		$step = new \ReflectionMethod( Jobs::class, $method );
		$step->setAccessible( true );
		return $step->invoke( null, ...$args );
	}

	public function test_a_job_runs_its_hook_with_its_json_arguments_and_is_done(): void {
		$this->handle();
		$id = Jobs::add( self::HOOK, array( 'a' => 'Ada', 'n' => 42, 'list' => array( 1, 2 ) ) );
		$this->assertGreaterThan( 0, $id );
		$job = $this->job( $id );
		$this->assertSame( 'queued', $job['status'] );
		$this->assertSame( '["Ada",42,[1,2]]', $job['args'] );
		$this->assertSame( '0', (string) $job['attempts'] );
		$this->assertSame( '3', (string) $job['max_attempts'] );

		$this->assertSame( 1, Jobs::run() );
		$this->assertSame( array( array( 'Ada', 42, array( 1, 2 ) ) ), $this->ran );
		$job = $this->job( $id );
		$this->assertSame( 'done', $job['status'] );
		$this->assertSame( '1', (string) $job['attempts'] );
		$this->assertNotEmpty( $job['finished_at'] );
		$this->assertSame( 0, Jobs::run(), 'a done job does not run again' );
	}

	public function test_a_delayed_job_waits_for_its_time(): void {
		$this->handle();
		$id = Jobs::add( self::HOOK, array( 'later' ), array( 'delay' => 600 ) );
		$this->assertEqualsWithDelta( 600, $this->wait( $id ), 2 );
		$this->assertSame( 0, Jobs::run() );
		$this->due( $id );
		$this->assertSame( 1, Jobs::run() );
		$this->assertSame( array( array( 'later' ) ), $this->ran );
	}

	public function test_two_runners_claim_disjoint_jobs_and_run_only_their_own(): void {
		$this->handle();
		$ids = array();
		for ( $i = 1; $i <= 5; $i++ ) {
			$ids[] = Jobs::add( self::HOOK, array( $i ) );
		}
		$first  = $this->call( 'claim', Sql::text( 'claim_id = 0' ), 2 );
		$second = $this->call( 'claim', Sql::text( 'claim_id = 0' ), 2 );
		$third  = $this->call( 'claim', Sql::text( 'claim_id = 0' ), 2 );
		$this->assertNotSame( 0, $first );
		$this->assertNotSame( $first, $second );
		$mine   = array_map( 'intval', array_column( $this->call( 'claimed', $first ), 'id' ) );
		$theirs = array_map( 'intval', array_column( $this->call( 'claimed', $second ), 'id' ) );
		$last   = array_map( 'intval', array_column( $this->call( 'claimed', $third ), 'id' ) );
		$this->assertSame( array( $ids[0], $ids[1] ), $mine, 'the oldest first' );
		$this->assertSame( array( $ids[2], $ids[3] ), $theirs );
		$this->assertSame( array( $ids[4] ), $last );
		$this->assertSame( 0, $this->call( 'claim', Sql::text( 'claim_id = 0' ), 2 ), 'nothing left to claim' );

		// A job claimed by one runner is not started by another.
		$this->assertFalse( $this->call( 'execute', $this->call( 'claimed', $first )[0], $second ) );
		$this->assertTrue( $this->call( 'execute', $this->call( 'claimed', $first )[0], $first ) );
		$this->assertSame( array( array( 1 ) ), $this->ran );
		$this->assertSame( 0, Jobs::run(), 'every due job is claimed: a third runner runs none' );
	}

	public function test_a_runner_started_while_another_runs_leaves_the_others_claim_alone(): void {
		$this->handle();
		$nested = null;
		add_action(
			self::HOOK,
			static function ( $n ) use ( &$nested ) {
				if ( 1 === $n ) {
					$nested = Jobs::run();
				}
			}
		);
		for ( $i = 1; $i <= 4; $i++ ) {
			Jobs::add( self::HOOK, array( $i ) );
		}
		$this->assertSame( 4, Jobs::run() );
		$this->assertSame( 0, $nested, 'the second runner found every job claimed' );
		$this->assertSame( array( array( 1 ), array( 2 ), array( 3 ), array( 4 ) ), $this->ran, 'each ran once' );
	}

	public function test_a_stale_claim_is_released_and_a_fresh_one_is_not(): void {
		$this->handle();
		global $wpdb;
		$stale = Jobs::add( self::HOOK, array( 'stale' ) );
		$fresh = Jobs::add( self::HOOK, array( 'fresh' ) );
		$wpdb->update( Jobs::table(), array( 'claim_id' => 7, 'claimed_at' => gmdate( 'Y-m-d H:i:s', time() - 301 ) ), array( 'id' => $stale ) );
		$wpdb->update( Jobs::table(), array( 'claim_id' => 8, 'claimed_at' => gmdate( 'Y-m-d H:i:s', time() - 60 ) ), array( 'id' => $fresh ) );
		$this->assertSame( 1, Jobs::run() );
		$this->assertSame( array( array( 'stale' ) ), $this->ran );
		$this->assertSame( 'queued', $this->job( $fresh )['status'] );
		$this->assertSame( '8', (string) $this->job( $fresh )['claim_id'] );
	}

	public function test_a_job_left_running_by_a_dead_runner_fails_that_attempt(): void {
		$this->handle();
		$again = Jobs::add( self::HOOK, array( 'again' ) );
		$spent = Jobs::add( self::HOOK, array( 'spent' ), array( 'attempts' => 1 ) );
		foreach ( array( $again, $spent ) as $id ) {
			$this->claimed( $id, Jobs::RUNNING_SECONDS + 1, 1 );
		}
		$this->assertSame( 0, Jobs::run(), 'the one with attempts left waits for its backoff' );
		$message = 'The job was still running after 2 minutes: its runner stopped or hangs (a PHP fatal error or time limit, a server restart, or a server it waits on).';
		$job     = $this->job( $again );
		$this->assertSame( array( 'queued', '0', $message ), array( $job['status'], (string) $job['claim_id'], $job['last_error'] ) );
		$this->assertEqualsWithDelta( 60, $this->wait( $again ), 2 );
		$job = $this->job( $spent );
		$this->assertSame( array( 'failed', $message ), array( $job['status'], $job['last_error'] ) );
	}

	public function test_the_panel_shows_a_job_running_for_over_a_minute_stuck(): void {
		$since = array(
			'stuck' => Jobs::STUCK_SECONDS + 5,
			'busy'  => 10,
		);
		foreach ( $since as $name => $seconds ) {
			$this->claimed( Jobs::add( self::HOOK, array( $name ) ), $seconds );
		}
		$listed = $this->rest( 'GET', 'jobs', array( 'status' => 'running' ), $this->admin() )->get_data()['items'];
		$this->assertSame(
			array(
				'busy'  => false,
				'stuck' => true,
			),
			array_column( array_map( static fn( $job ) => array( $job['args'][0], $job['stuck'] ), $listed ), 1, 0 )
		);
	}

	public function test_two_runners_releasing_one_stale_job_fail_it_once(): void {
		global $wpdb;
		$failed = 0;
		add_action(
			'eventin_job_failed',
			static function () use ( &$failed ) {
				++$failed;
			}
		);
		$id = Jobs::add( self::HOOK, array(), array( 'attempts' => 1 ) );
		$this->claimed( $id, Jobs::RUNNING_SECONDS + 1, 1 );
		$stale = $wpdb->get_results( $wpdb->prepare( 'SELECT id, attempts, max_attempts, claim_id FROM ' . Jobs::table() . ' WHERE id = %d', $id ), ARRAY_A );
		// Both read it as stale before either wrote.
		foreach ( array( 1, 2 ) as $runner ) {
			$this->call( 'failed', $stale[0], 9, 'The runner stopped.' );
		}
		$this->assertSame( 1, $failed );
		$this->assertSame( 'failed', $this->job( $id )['status'] );
	}

	public function test_a_failing_job_is_retried_with_backoff_then_fails_keeping_its_error(): void {
		$this->handle();
		$failed = array();
		add_action(
			'eventin_job_failed',
			static function ( $id, $error ) use ( &$failed ) {
				$failed[] = array( $id, $error );
			},
			10,
			2
		);
		$id = Jobs::add( self::HOOK, array( 'fail' ), array( 'unique' => 'mail-7' ) );

		$this->assertSame( 1, Jobs::run() );
		$job = $this->job( $id );
		$this->assertSame( array( 'queued', '1', 'SMTP server said 421: try later', 'mail-7' ), array( $job['status'], (string) $job['attempts'], $job['last_error'], $job['unique_key'] ) );
		$this->assertEqualsWithDelta( 60, $this->wait( $id ), 2, 'a minute after the first failure' );
		$this->assertSame( 0, Jobs::run(), 'not before its time' );

		$this->due( $id );
		$this->assertSame( 1, Jobs::run() );
		$this->assertSame( '2', (string) $this->job( $id )['attempts'] );
		$this->assertEqualsWithDelta( 300, $this->wait( $id ), 2, 'five minutes after the second' );
		$this->assertSame( array(), $failed );

		$this->due( $id );
		$this->assertSame( 1, Jobs::run() );
		$job = $this->job( $id );
		$this->assertSame( array( 'failed', '3', 'SMTP server said 421: try later' ), array( $job['status'], (string) $job['attempts'], $job['last_error'] ) );
		$this->assertNull( $job['unique_key'], 'a failed job holds its key no more' );
		$this->assertNotEmpty( $job['finished_at'] );
		$this->assertSame( array( array( $id, 'SMTP server said 421: try later' ) ), $failed );
		$this->assertCount( 3, $this->ran );
		$this->due( $id );
		$this->assertSame( 0, Jobs::run(), 'a failed job stays failed' );
	}

	public function test_a_job_nothing_handles_fails_its_attempt_saying_so(): void {
		$id = Jobs::add( 'eventin_no_such_job', array(), array( 'attempts' => 1 ) );
		$this->assertSame( 1, Jobs::run() );
		$job = $this->job( $id );
		$this->assertSame( 'failed', $job['status'] );
		$this->assertSame( 'Nothing handles eventin_no_such_job (is the plugin that queued it active?).', $job['last_error'] );
	}

	public function test_a_unique_key_queues_one_unfinished_job(): void {
		$this->handle();
		$id = Jobs::add( self::HOOK, array( 'first' ), array( 'unique' => 'release-holds' ) );
		$this->assertSame( $id, Jobs::add( self::HOOK, array( 'second' ), array( 'unique' => 'release-holds' ) ) );
		$this->assertNotSame( $id, Jobs::add( self::HOOK, array( 'other' ), array( 'unique' => 'other-key' ) ) );
		global $wpdb;
		$this->assertSame( 2, (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . Jobs::table() ) );
		$this->assertSame( 2, Jobs::run() );
		$this->assertSame( array( array( 'first' ), array( 'other' ) ), $this->ran );
		$this->assertNull( $this->job( $id )['unique_key'] );
		$again = Jobs::add( self::HOOK, array( 'third' ), array( 'unique' => 'release-holds' ) );
		$this->assertGreaterThan( $id, $again, 'once done, the key queues a new job' );
	}

	public function test_retry_queues_a_failed_job_again_with_its_attempts_reset(): void {
		$this->handle();
		$id = Jobs::add( self::HOOK, array( 'fail' ), array( 'attempts' => 1 ) );
		$this->assertFalse( Jobs::retry( $id ), 'a queued job is not retried' );
		Jobs::run();
		$this->assertSame( 'failed', $this->job( $id )['status'] );

		$this->assertTrue( Jobs::retry( $id ) );
		$job = $this->job( $id );
		$this->assertSame( array( 'queued', '0', '0' ), array( $job['status'], (string) $job['attempts'], (string) $job['claim_id'] ) );
		$this->assertLessThanOrEqual( 0, $this->wait( $id ), 'due now' );
		$this->assertNull( $job['finished_at'] );
		$this->assertFalse( Jobs::retry( $id ), 'only once' );
		$this->assertFalse( Jobs::retry( 999999 ) );

		remove_all_actions( self::HOOK );
		add_action( self::HOOK, '__return_null' );
		$this->assertSame( 1, Jobs::run() );
		$this->assertSame( 'done', $this->job( $id )['status'] );
		$this->assertFalse( Jobs::retry( $id ), 'a done job is not retried' );
	}

	public function test_run_one_runs_that_job_now_unless_a_runner_has_it(): void {
		$this->handle();
		$other = Jobs::add( self::HOOK, array( 'other' ) );
		$id    = Jobs::add( self::HOOK, array( 'mine' ) );
		$this->assertTrue( Jobs::run_one( $id ) );
		$this->assertSame( array( array( 'mine' ) ), $this->ran );
		$this->assertFalse( Jobs::run_one( $id ), 'done' );
		$this->call( 'claim', Sql::text( 'claim_id = 0' ), 1 );
		$this->assertFalse( Jobs::run_one( $other ), 'claimed by another runner' );
		$this->assertSame( 'queued', $this->job( $other )['status'] );
	}

	public function test_cleanup_deletes_finished_jobs_past_their_time(): void {
		global $wpdb;
		$old_done   = Jobs::add( self::HOOK );
		$new_done   = Jobs::add( self::HOOK );
		$old_failed = Jobs::add( self::HOOK );
		$queued     = Jobs::add( self::HOOK );
		$wpdb->update( Jobs::table(), array( 'status' => 'done', 'finished_at' => gmdate( 'Y-m-d H:i:s', time() - DAY_IN_SECONDS - 10 ) ), array( 'id' => $old_done ) );
		$wpdb->update( Jobs::table(), array( 'status' => 'done', 'finished_at' => gmdate( 'Y-m-d H:i:s', time() - 10 ) ), array( 'id' => $new_done ) );
		$wpdb->update( Jobs::table(), array( 'status' => 'failed', 'finished_at' => gmdate( 'Y-m-d H:i:s', time() - 31 * DAY_IN_SECONDS ) ), array( 'id' => $old_failed ) );
		Jobs::cleanup();
		$this->assertNull( Jobs::find( $old_done ) );
		$this->assertNull( Jobs::find( $old_failed ) );
		$this->assertNotNull( Jobs::find( $new_done ) );
		$this->assertNotNull( Jobs::find( $queued ) );
	}
}
