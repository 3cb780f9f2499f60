<?php
namespace Eventin\Jobs;

/**
 * What runs the queue, three ways:
 * - a loopback kick: a request that queued a job, when it ends, sends a signed non-blocking POST
 *   to admin-ajax.php, whose request runs the jobs (never the visitor's own request), so a site
 *   with few visits finishes its work in seconds; it kicks again while due jobs are left. One
 *   kicked runner at a time, for about RUNNER_SECONDS: a kick first takes the runner's mark (a
 *   conditional UPDATE), and a request that finds it taken leaves its jobs to that runner, which
 *   lets the mark go and then looks for due jobs once more. The runner beats (writes the time in
 *   its mark) before each job and each mail; a mark whose beat is older than MARK_SECONDS is a
 *   runner that died or hangs, and the next kick takes it. So neither a rush of bookings nor a mail
 *   server that never answers turns the PHP workers the buyers need into job runners;
 * - wp-cron: an event every minute (the tick), whose jobs run on a web worker too, so only while
 *   it can take the same mark (else the runner holding it has them);
 * - a system cron: includes/Jobs/cron.php runs the tick from the command line, for hosts that set
 *   DISABLE_WP_CRON. While it runs (it ran within CRON_SEEN_SECONDS), no request kicks: the work
 *   stays off the web workers altogether.
 * The tick queues what recurs (hooked on `eventin_jobs_tick`), deletes old finished jobs and runs
 * what is due.
 */
final class Runners {
	public const CRON_HOOK = 'eventin_run_jobs';
	public const TICK      = 'eventin_jobs_tick';
	public const AJAX      = 'eventin_run_jobs';

	/** A kick's signature is accepted this many seconds after it was made. */
	private const KICK_SECONDS = 60;

	/**
	 * The option holding the kicked runner's last beat (0: none runs). A beat older than
	 * MARK_SECONDS is a loopback that never arrived, a runner that was killed or one that hangs:
	 * the next kick takes the mark. (A runner lets go of it when it ends, even on a fatal error.)
	 */
	public const MARK = 'eventin_jobs_runner';

	/** Longer than a runner's longest step: one mail, whose every SMTP read is bounded (Mailer). */
	private const MARK_SECONDS = 30;

	/** A kicked runner's time on a web worker: then it kicks the next and ends. */
	public const RUNNER_SECONDS = 10.0;

	/** The option holding when includes/Jobs/cron.php last ran. */
	public const CRON_SEEN = 'eventin_jobs_cron_seen';

	/** A system cron seen this recently is running: it runs the jobs, not the web workers. */
	private const CRON_SEEN_SECONDS = 150;

	/** @var bool Whether this request holds the runner's mark. */
	private static $holding = false;

	/** @var bool Whether this request kicks the runner when it ends. */
	private static $kick = false;

	/** wp-cron's schedule of the tick (filter cron_schedules). */
	public static function schedules( $schedules ) {
		$schedules['eventin_every_minute'] = array(
			'interval' => MINUTE_IN_SECONDS,
			'display'  => __( 'Every minute', 'eventin' ),
		);
		return $schedules;
	}

	/** Puts the tick on wp-cron unless it is there (on every load: a cleared cron comes back). */
	public static function schedule(): void {
		if ( ! wp_next_scheduled( self::CRON_HOOK ) ) {
			wp_schedule_event( time() + MINUTE_IN_SECONDS, 'eventin_every_minute', self::CRON_HOOK );
		}
	}

	/**
	 * Queues what recurs, deletes old finished jobs, runs what is due.
	 *
	 * @return int How many jobs ran.
	 */
	public static function tick( float $seconds = 20.0 ): int {
		/** Fires each minute (wp-cron or the system cron): queue recurring jobs here, with a unique key. */
		do_action( self::TICK );
		Jobs::cleanup();
		return Jobs::run( 100, $seconds );
	}

	/**
	 * wp-cron's tick: what recurs is queued and old jobs deleted; the due jobs run only when no
	 * system cron is running and this request can take the runner's mark, for about
	 * RUNNER_SECONDS, as a kicked runner would.
	 *
	 * @return int How many jobs ran.
	 */
	public static function wp_cron_tick(): int {
		if ( self::cron_running() || ! self::take_mark() ) {
			do_action( self::TICK );
			Jobs::cleanup();
			return 0;
		}
		return self::holding_mark( static fn() => self::tick( self::RUNNER_SECONDS ) );
	}

	/**
	 * Runs $run as the runner holding the mark (taken already): it beats before each job and each
	 * mail, and lets the mark go at the end, even on a fatal error.
	 *
	 * @param callable(): int $run
	 * @return int What $run answered.
	 */
	private static function holding_mark( callable $run ): int {
		self::$holding = true;
		register_shutdown_function( array( self::class, 'let_go_of_mark' ) );
		add_action( 'eventin_job_starting', array( self::class, 'beat' ) );
		add_action( 'phpmailer_init', array( self::class, 'beat' ) );
		try {
			return $run();
		} finally {
			self::let_go_of_mark();
			remove_action( 'eventin_job_starting', array( self::class, 'beat' ) );
			remove_action( 'phpmailer_init', array( self::class, 'beat' ) );
		}
	}

	/**
	 * The system cron's run (includes/Jobs/cron.php): the tick, then due jobs as they come, for
	 * $seconds. Requests leave the jobs to it meanwhile and for CRON_SEEN_SECONDS after.
	 *
	 * @return int How many jobs ran.
	 */
	public static function serve( float $seconds ): int {
		$deadline = microtime( true ) + $seconds;
		self::cron_ran();
		$ran = self::tick( $seconds );
		$noted    = time();
		while ( ( $left = $deadline - microtime( true ) ) > 0 ) {
			if ( time() - $noted >= 10 ) {
				self::cron_ran();
				$noted = time();
			}
			if ( Jobs::due() ) {
				$ran += Jobs::run( 100, $left );
			} else {
				usleep( (int) min( 1e6, $left * 1e6 ) );
			}
		}
		self::cron_ran();
		return $ran;
	}

	/** The runner is kicked when this request ends (once, however many jobs it queued). */
	public static function kick_after_request(): void {
		if ( self::$kick ) {
			return;
		}
		self::$kick = true;
		add_action( 'shutdown', array( self::class, 'kick' ), 100 );
	}

	/**
	 * Sends the signed loopback request without waiting for its answer. Filter `eventin_jobs_kick`
	 * to false to leave the jobs to the crons.
	 */
	public static function kick(): void {
		self::$kick = false;
		if ( ! apply_filters( 'eventin_jobs_kick', ! self::cron_running() ) || ! self::take_mark() ) {
			return;
		}
		// Where the server allows it, the visitor has the whole answer before the loopback is sent.
		self::finish_request();
		$time = (string) time();
		// WordPress's cURL waits at least until the loopback answers, which it does at once.
		wp_remote_post(
			admin_url( 'admin-ajax.php' ),
			array(
				'timeout'   => 0.01,
				'blocking'  => false,
				/** This filter is documented in wp-includes/cron.php. */
				'sslverify' => apply_filters( 'https_local_ssl_verify', false ),
				'body'      => array(
					'action'    => self::AJAX,
					'time'      => $time,
					'signature' => self::signature( $time ),
				),
			)
		);
	}

	/**
	 * admin-ajax.php?action=eventin_run_jobs: a kick signed by this site runs due jobs and kicks
	 * again when more are due; anything else is refused and runs nothing.
	 */
	public static function answer_kick(): void {
		// No nonce: a loopback has no session. The kick is signed with the site's salt instead.
		$time      = isset( $_POST['time'] ) ? sanitize_text_field( wp_unslash( $_POST['time'] ) ) : '';
		$signature = isset( $_POST['signature'] ) ? sanitize_text_field( wp_unslash( $_POST['signature'] ) ) : '';
		if ( ! self::valid( $time, $signature ) ) {
			wp_die( esc_html__( 'This request is not signed by this site.', 'eventin' ), '', array( 'response' => 403 ) );
		}
		ignore_user_abort( true );
		self::answer_empty_now();
		// The mark goes before the last look: a job queued while a request found the mark taken
		// is due by then, so this runner kicks the next one for it.
		self::holding_mark( static fn() => Jobs::run( 20, self::RUNNER_SECONDS ) );
		if ( Jobs::due() ) {
			self::kick();
		}
		wp_die();
	}

	/** Takes the runner's mark unless a runner was kicked less than MARK_SECONDS ago. */
	private static function take_mark(): bool {
		global $wpdb;
		$now = time();
		// Unix times have ten digits (until 2286), so as text they compare as numbers do; '0' is below them all.
		$take = $wpdb->prepare( "UPDATE {$wpdb->options} SET option_value = %s WHERE option_name = %s AND option_value < %s", (string) $now, self::MARK, (string) ( $now - self::MARK_SECONDS ) );
		if ( 1 === (int) $wpdb->query( $take ) ) {
			return true;
		}
		// The first kick of the site makes the mark.
		return 1 === (int) $wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, %s, 'off')", self::MARK, (string) $now ) );
	}

	/**
	 * The runner is alive: its mark gets the time now (only while this request holds it: a
	 * runner whose mark another took hands it back to no one). Public for the actions only.
	 */
	public static function beat(): void {
		global $wpdb;
		if ( self::$holding && self::connected() ) {
			$wpdb->update( $wpdb->options, array( 'option_value' => (string) time() ), array( 'option_name' => self::MARK ) );
		}
	}

	/** Public for register_shutdown_function() only. */
	public static function let_go_of_mark(): void {
		global $wpdb;
		if ( self::$holding && self::connected() ) {
			self::$holding = false;
			$wpdb->update( $wpdb->options, array( 'option_value' => '0' ), array( 'option_name' => self::MARK ) );
		}
	}

	/**
	 * Whether the database connection is there: a runner whose database went away (and could not
	 * reconnect) leaves its mark to expire rather than write through a connection that is gone.
	 */
	private static function connected(): bool {
		global $wpdb;
		return (bool) $wpdb->dbh;
	}

	/** includes/Jobs/cron.php notes each run: while it runs, requests leave the jobs to it. */
	public static function cron_ran(): void {
		update_option( self::CRON_SEEN, time(), false );
	}

	/** Whether a system cron ran within CRON_SEEN_SECONDS. */
	public static function cron_running(): bool {
		return time() - (int) get_option( self::CRON_SEEN, 0 ) < self::CRON_SEEN_SECONDS;
	}

	/** The kick's answer (empty) is sent and the connection closed while PHP goes on, as wp-cron.php does. */
	private static function answer_empty_now(): void {
		if ( self::finish_request() ) {
			return;
		}
		while ( ob_get_level() > 0 ) {
			ob_end_clean();
		}
		if ( ! headers_sent() ) {
			header( 'Connection: close' );
			header( 'Content-Length: 0' );
		}
		flush();
	}

	/** Ends the answer on PHP-FPM or LiteSpeed, which have a call for it; false elsewhere. */
	private static function finish_request(): bool {
		if ( function_exists( 'fastcgi_finish_request' ) ) {
			return fastcgi_finish_request();
		}
		if ( function_exists( 'litespeed_finish_request' ) ) {
			return litespeed_finish_request();
		}
		return false;
	}

	/** Whether $signature is this site's for $time, made less than KICK_SECONDS ago. */
	public static function valid( string $time, string $signature ): bool {
		return ctype_digit( $time )
			&& abs( time() - (int) $time ) <= self::KICK_SECONDS
			&& hash_equals( self::signature( $time ), $signature );
	}

	public static function signature( string $time ): string {
		return hash_hmac( 'sha256', self::AJAX . '|' . $time, wp_salt( 'nonce' ) );
	}
}
