<?php
namespace Eventin\Http;

/**
 * The rate limits' and idempotency keys' migrations (Install\Migrations runs them at their global numbers: 15, 21).
 */
final class Migrations {
	/** Visitors' attempts per action and window; checkout's counts were transients per address. */
	public static function add_rate_limits_table(): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		dbDelta( RateLimit::schema( $wpdb->get_charset_collate() ) );
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name LIKE %s OR option_name LIKE %s", $wpdb->esc_like( '_transient_eventin_checkout_' ) . '%', $wpdb->esc_like( '_transient_timeout_eventin_checkout_' ) . '%' ) );
	}

	/** The answers of POST orders per Idempotency-Key, replayed for a day. */
	public static function add_idempotency_table(): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		dbDelta( Idempotency::schema( $wpdb->get_charset_collate() ) );
	}
}
