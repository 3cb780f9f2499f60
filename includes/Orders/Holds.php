<?php
namespace Eventin\Orders;

use Eventin\Jobs\Jobs;

/**
 * A background job releases the seats of unpaid bookings whose hold ran out, every five minutes:
 * each tick of the jobs' runners keeps one queued (its unique key), due five minutes after the
 * last. Sales, the report and the booking page also release them when they read, so a site whose
 * runners seldom run keeps no seat held too long either.
 */
final class Holds {
	public const HOOK = Module::HOLDS_HOOK;

	private const EVERY = 5 * MINUTE_IN_SECONDS;

	/** Keeps the next release queued. */
	public static function queue(): void {
		Jobs::add(
			self::HOOK,
			array(),
			array(
				'unique' => self::HOOK,
				'delay'  => self::EVERY,
			)
		);
	}

	/** The release's name in the Background jobs panel. */
	public static function label( $label, $hook ) {
		return self::HOOK === $hook ? __( 'Release the seats of unpaid bookings whose hold ran out', 'eventin' ) : $label;
	}
}
