<?php
namespace Eventin\Jobs;

/**
 * What runs the queue, three ways:
 * - a loopback kick: a request that queued a job, when it ends, sends a signed non-blocking POST
 *   to admin-ajax.php, whose request runs the jobs (never the visitor's own request), so a site
 *   with few visits finishes its work in seconds; it kicks again while due jobs are left. One
 *   kicked runner at a time: a kick first takes the runner's mark (a conditional UPDATE), and a
 *   request that finds it taken leaves its jobs to that runner, which lets the mark go and then
 *   looks for due jobs once more. So a rush of bookings does not turn the PHP workers the buyers
 *   need into job runners;
 * - wp-cron: an event every minute (the tick);
 * - a system cron: includes/Jobs/cron.php runs the tick from the command line, for hosts that set
 *   DISABLE_WP_CRON.
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
	 * The option holding when the kicked runner was sent (0: none runs). A mark older than
	 * MARK_SECONDS is a loopback that never arrived or a runner that was killed: the next kick
	 * takes it. (A runner lets go of it when it ends, even on a fatal error.)
	 */
	public const MARK = 'eventin_jobs_runner';

	/** A runner's 20 seconds of jobs and some slack. */
	private const MARK_SECONDS = 30;

	/** @var bool Whether this request kicks the runner when it ends. */
	private static $kick = false;

	public static function register(): void {
		add_filter(
			'cron_schedules',
			static function ( $schedules ) {
				$schedules['eventin_every_minute'] = array(
					'interval' => MINUTE_IN_SECONDS,
					'display'  => __( 'Every minute', 'eventin' ),
				);
				return $schedules;
			}
		);
		// No arguments: do_action() without any passes '' as the first.
		add_action( self::CRON_HOOK, array( self::class, 'tick' ), 10, 0 );
		add_action( 'init', array( self::class, 'schedule' ) );
		add_action( 'wp_ajax_nopriv_' . self::AJAX, array( self::class, 'answer_kick' ) );
		add_action( 'wp_ajax_' . self::AJAX, array( self::class, 'answer_kick' ) );
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
		if ( ! apply_filters( 'eventin_jobs_kick', true ) || ! self::take_mark() ) {
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
		// phpcs:disable WordPress.Security.NonceVerification.Missing -- signed with the site's salt instead: a loopback has no session.
		$time      = isset( $_POST['time'] ) ? sanitize_text_field( wp_unslash( $_POST['time'] ) ) : '';
		$signature = isset( $_POST['signature'] ) ? sanitize_text_field( wp_unslash( $_POST['signature'] ) ) : '';
		// phpcs:enable
		if ( ! self::valid( $time, $signature ) ) {
			wp_die( esc_html__( 'This request is not signed by this site.', 'eventin' ), '', array( 'response' => 403 ) );
		}
		ignore_user_abort( true );
		register_shutdown_function( array( self::class, 'let_go_of_mark' ) );
		self::answer_empty_now();
		Jobs::run();
		// The mark goes before the last look: a job queued while a request found the mark taken
		// is due by then, so this runner kicks the next one for it.
		self::let_go_of_mark();
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
		if ( 1 === (int) $wpdb->query( $take ) ) { // phpcs:ignore WordPress.DB.PreparedSQL
			return true;
		}
		// The first kick of the site makes the mark.
		return 1 === (int) $wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, %s, 'off')", self::MARK, (string) $now ) );
	}

	/** Public for register_shutdown_function() only. */
	public static function let_go_of_mark(): void {
		global $wpdb;
		$wpdb->update( $wpdb->options, array( 'option_value' => '0' ), array( 'option_name' => self::MARK ) );
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
