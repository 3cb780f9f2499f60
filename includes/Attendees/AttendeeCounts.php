<?php
namespace Eventin\Attendees;

use Eventin\Database\KeptCounts;
use Eventin\Orders\Status;

/** How many attendees have each payment status, kept as they are added and moved (the attendee list's totals). */
final class AttendeeCounts extends KeptCounts {
	public static function table(): string {
		global $wpdb;
		return $wpdb->prefix . 'etn_attendee_counts';
	}

	protected static function counted_table(): string {
		return Attendees::table();
	}

	protected static function statuses(): array {
		return Status::all();
	}
}
