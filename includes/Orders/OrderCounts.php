<?php
namespace Eventin\Orders;

use Eventin\Database\KeptCounts;

/** How many bookings have each status, kept as they are made and moved (the purchase report's totals). */
final class OrderCounts extends KeptCounts {
	public static function table(): string {
		global $wpdb;
		return $wpdb->prefix . 'etn_order_counts';
	}

	protected static function counted_table(): string {
		return Orders::table();
	}

	protected static function statuses(): array {
		return Status::all();
	}
}
