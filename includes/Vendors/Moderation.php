<?php
namespace Eventin\Vendors;

/** Placeholder until the moderation branch lands: vendors' events wait for review. */
final class Moderation {
	public static function status_for_new(): string {
		return 'pending';
	}

	public static function status_after_edit( string $current ): string {
		return $current;
	}

	public static function submitted( int $event_id ): void {
	}
}
