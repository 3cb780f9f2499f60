<?php
namespace Eventin\Tests\Jobs;

use Eventin\Jobs\Jobs;
use Eventin\Jobs\Runners;
use Eventin\Tests\TestCase;

/**
 * What runs the queue: the wp-cron tick, and the loopback kick's signature. (The kick itself, the
 * system-cron entry and runners in parallel are in tests/rest/jobs-runners.test.mjs.)
 */
final class RunnersTest extends TestCase {
	protected function setUp(): void {
		parent::setUp();
		global $wpdb;
		$wpdb->query( 'DELETE FROM ' . Jobs::table() );
		add_filter( 'eventin_jobs_kick', '__return_false' );
	}

	protected function tearDown(): void {
		remove_all_actions( 'eventin_test_tick_job' );
		remove_filter( 'eventin_jobs_kick', '__return_false' );
		parent::tearDown();
	}

	public function test_wp_cron_ticks_every_minute_queuing_what_recurs_and_running_what_is_due(): void {
		wp_clear_scheduled_hook( Runners::CRON_HOOK );
		Runners::schedule();
		$event = wp_get_scheduled_event( Runners::CRON_HOOK );
		$this->assertNotFalse( $event, 'the tick is on wp-cron' );
		$this->assertSame( 'eventin_every_minute', $event->schedule );
		$this->assertSame( MINUTE_IN_SECONDS, wp_get_schedules()['eventin_every_minute']['interval'] );
		$this->assertGreaterThan( 0, has_action( 'init', array( Runners::class, 'schedule' ) ), 'put back on every load' );

		$ran = array();
		add_action(
			'eventin_test_tick_job',
			static function ( $name ) use ( &$ran ) {
				$ran[] = $name;
			}
		);
		$due   = Jobs::add( 'eventin_test_tick_job', array( 'due' ) );
		$later = Jobs::add( 'eventin_test_tick_job', array( 'later' ), array( 'delay' => 60 ) );
		do_action( Runners::CRON_HOOK );
		$this->assertSame( array( 'due' ), $ran );
		$this->assertSame( 'done', Jobs::find( $due )['status'] );
		$this->assertSame( 'queued', Jobs::find( $later )['status'] );
		global $wpdb;
		$this->assertSame( '1', (string) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . Jobs::table() . " WHERE hook = %s AND status = 'queued'", \Eventin\Orders\Holds::HOOK ) ), 'the tick queued the hold release' );
	}

	public function test_a_kick_is_valid_signed_by_the_site_for_a_minute(): void {
		$now = (string) time();
		$this->assertTrue( Runners::valid( $now, Runners::signature( $now ) ) );
		$this->assertMatchesRegularExpression( '/^[a-f0-9]{64}$/', Runners::signature( $now ) );
		$old = (string) ( time() - 61 );
		$this->assertFalse( Runners::valid( $old, Runners::signature( $old ) ), 'older than a minute' );
		$this->assertFalse( Runners::valid( $now, Runners::signature( (string) ( time() - 1 ) ) ), 'signed for another time' );
		$this->assertFalse( Runners::valid( $now, '' ) );
		$this->assertFalse( Runners::valid( '', Runners::signature( '' ) ), 'no time' );
		$this->assertFalse( Runners::valid( $now . 'x', Runners::signature( $now . 'x' ) ), 'not a time' );
	}

	public function test_queuing_a_due_job_kicks_the_runner_when_the_request_ends(): void {
		// As at the start of a request: no kick due (the kick is off in these tests).
		Runners::kick();
		remove_action( 'shutdown', array( Runners::class, 'kick' ), 100 );
		Jobs::add( 'eventin_test_tick_job', array( 'later' ), array( 'delay' => 60 ) );
		$this->assertFalse( has_action( 'shutdown', array( Runners::class, 'kick' ) ), 'not for a delayed job' );
		Jobs::add( 'eventin_test_tick_job', array( 'now' ) );
		$this->assertSame( 100, has_action( 'shutdown', array( Runners::class, 'kick' ) ) );
		Runners::kick();
		remove_action( 'shutdown', array( Runners::class, 'kick' ), 100 );
	}

	public function test_one_kicked_runner_at_a_time_until_it_lets_go_or_half_a_minute_passes(): void {
		remove_filter( 'eventin_jobs_kick', '__return_false' );
		$sent    = 0;
		$capture = static function ( $answer, $args, $url ) use ( &$sent ) {
			if ( str_contains( $url, 'admin-ajax.php' ) && Runners::AJAX === ( $args['body']['action'] ?? '' ) ) {
				++$sent;
				return array(
					'headers'  => array(),
					'body'     => '',
					'response' => array( 'code' => 200 ),
				);
			}
			return $answer;
		};
		add_filter( 'pre_http_request', $capture, 10, 3 );
		delete_option( Runners::MARK );
		try {
			Runners::kick();
			Runners::kick();
			Runners::kick();
			$this->assertSame( 1, $sent, 'a rush of requests kicks one runner' );
			$this->assertEqualsWithDelta( time(), (int) get_option( Runners::MARK ), 2 );

			// The runner lets go of its mark when it is done: the next kick goes.
			update_option( Runners::MARK, '0', false );
			Runners::kick();
			$this->assertSame( 2, $sent );

			// A runner kicked more than 30 s ago was killed, or its loopback never arrived.
			update_option( Runners::MARK, (string) ( time() - 31 ), false );
			Runners::kick();
			$this->assertSame( 3, $sent );
			Runners::kick();
			$this->assertSame( 3, $sent );
			update_option( Runners::MARK, (string) ( time() - 29 ), false );
			Runners::kick();
			$this->assertSame( 3, $sent, 'one kicked 29 s ago may still be running' );
		} finally {
			remove_filter( 'pre_http_request', $capture, 10 );
			add_filter( 'eventin_jobs_kick', '__return_false' );
			delete_option( Runners::MARK );
		}
	}

	public function test_the_kicked_runner_beats_in_its_mark_before_each_job_until_it_lets_go(): void {
		$holding = new \ReflectionProperty( Runners::class, 'holding' );
		$holding->setAccessible( true );
		$starting = 0;
		$count    = static function () use ( &$starting ) {
			++$starting;
		};
		add_action( 'eventin_job_starting', $count );
		add_action( 'eventin_test_tick_job', '__return_null' );
		try {
			Jobs::add( 'eventin_test_tick_job', array( 'a' ) );
			Jobs::add( 'eventin_test_tick_job', array( 'b' ) );
			Jobs::run();
			$this->assertSame( 2, $starting, 'eventin_job_starting fires before each job' );

			update_option( Runners::MARK, (string) ( time() - 25 ), false );
			Runners::beat();
			$this->assertSame( (string) ( time() - 25 ), self::mark(), 'a request that holds no mark writes none' );
			$holding->setValue( null, true );
			Runners::beat();
			$this->assertEqualsWithDelta( time(), (int) self::mark(), 1, 'the runner is alive now' );
			Runners::let_go_of_mark();
			$this->assertSame( '0', self::mark() );
			Runners::beat();
			$this->assertSame( '0', self::mark(), 'no beat once it let go' );
		} finally {
			$holding->setValue( null, false );
			remove_action( 'eventin_job_starting', $count );
			delete_option( Runners::MARK );
		}
	}

	public function test_while_a_system_cron_runs_requests_leave_the_jobs_to_it(): void {
		remove_filter( 'eventin_jobs_kick', '__return_false' );
		$sent    = 0;
		$capture = static function ( $answer, $args, $url ) use ( &$sent ) {
			if ( str_contains( $url, 'admin-ajax.php' ) ) {
				++$sent;
				return array(
					'headers'  => array(),
					'body'     => '',
					'response' => array( 'code' => 200 ),
				);
			}
			return $answer;
		};
		add_filter( 'pre_http_request', $capture, 10, 3 );
		delete_option( Runners::MARK );
		try {
			Runners::cron_ran();
			$this->assertTrue( Runners::cron_running() );
			Runners::kick();
			$this->assertSame( 0, $sent, 'no kick while the system cron runs' );
			update_option( Runners::CRON_SEEN, time() - 151, false );
			$this->assertFalse( Runners::cron_running(), 'a cron not seen for 150 s has stopped' );
			Runners::kick();
			$this->assertSame( 1, $sent );
		} finally {
			remove_filter( 'pre_http_request', $capture, 10 );
			add_filter( 'eventin_jobs_kick', '__return_false' );
			delete_option( Runners::MARK );
			delete_option( Runners::CRON_SEEN );
		}
	}

	public function test_the_system_cron_runs_jobs_as_they_come_due_for_its_seconds(): void {
		$ran = array();
		add_action(
			'eventin_test_tick_job',
			static function ( $name ) use ( &$ran ) {
				$ran[] = $name;
			}
		);
		try {
			Jobs::add( 'eventin_test_tick_job', array( 'now' ) );
			$later   = Jobs::add( 'eventin_test_tick_job', array( 'in a second' ), array( 'delay' => 1 ) );
			$started = microtime( true );
			$this->assertSame( 2, Runners::serve( 2.5 ) );
			$this->assertSame( array( 'now', 'in a second' ), $ran );
			$this->assertSame( 'done', Jobs::find( $later )['status'] );
			$this->assertGreaterThanOrEqual( 2.5, microtime( true ) - $started, 'it waits for more until its time is up' );
			$this->assertTrue( Runners::cron_running() );
		} finally {
			delete_option( Runners::CRON_SEEN );
		}
	}

	/** The mark as the database holds it (the runner writes it past the options cache). */
	private static function mark(): string {
		global $wpdb;
		return (string) $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", Runners::MARK ) );
	}
}
