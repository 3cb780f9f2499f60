<?php
namespace Eventin\Orders;

/**
 * wp-cron releases the seats of unpaid bookings whose hold ran out, every five minutes. Sales,
 * the report and the booking page also release them when they read, so a site whose cron
 * seldom runs keeps no seat held too long either.
 */
final class Holds {
	public const HOOK = 'eventin_release_holds';

	public static function register(): void {
		add_filter(
			'cron_schedules',
			static function ( $schedules ) {
				$schedules['eventin_five_minutes'] = array(
					'interval' => 5 * MINUTE_IN_SECONDS,
					'display'  => __( 'Every five minutes', 'eventin' ),
				);
				return $schedules;
			}
		);
		// No arguments: do_action() without any passes '' as the first, which is no time.
		add_action( self::HOOK, array( Orders::class, 'release_expired_holds' ), 10, 0 );
		add_action( 'init', array( self::class, 'schedule' ) );
	}

	/** Puts the release on wp-cron unless it is there (on every load: a cleared cron comes back). */
	public static function schedule(): void {
		if ( ! wp_next_scheduled( self::HOOK ) ) {
			wp_schedule_event( time() + 5 * MINUTE_IN_SECONDS, 'eventin_five_minutes', self::HOOK );
		}
	}
}
