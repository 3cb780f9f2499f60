<?php
namespace Eventin\Tickets;

use Eventin\Orders\Money;

/**
 * The ticket types' migrations (Install\Migrations runs them at their global numbers: 20).
 */
final class Migrations {
	/**
	 * Ticket prices in minor units of the site's currency (price_minor), from the decimal column of
	 * sites made before it (which stays, unused: SQLite has no DROP COLUMN that dbDelta knows).
	 */
	public static function add_ticket_minor_prices(): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		dbDelta( Tickets::schema( $wpdb->get_charset_collate() ) );
		if ( in_array( 'price', $wpdb->get_col( 'DESCRIBE ' . Tickets::table(), 0 ), true ) ) {
			$factor = 10 ** Money::decimals( Money::currency() );
			// The old column is emptied as it is read, so running this again changes nothing.
			$wpdb->query( $wpdb->prepare( 'UPDATE ' . Tickets::table() . ' SET price_minor = ROUND(price * %d), price = 0 WHERE price <> 0', $factor ) );
		}
	}
}
