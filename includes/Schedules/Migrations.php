<?php
namespace Eventin\Schedules;

/**
 * The schedules' migrations (Install\Migrations runs them at their global numbers: 9).
 */
final class Migrations {
	/** The schedules index (date order, title words, counts), filled from the schedules. */
	public static function add_schedule_index(): void {
		Index::install();
		Index::rebuild();
	}
}
