<?php
/**
 * Plugin Name:       Eventin
 * Description:       Event management: events, speakers, schedules, attendees, bookings and RSVP, with public widgets.
 * Version:           0.1.0
 * Requires at least: 6.8
 * Requires PHP:      8.2
 * Author:            Eventin
 * License:           GPL-2.0-or-later
 * Text Domain:       eventin
 * Domain Path:       /languages
 *
 * @package Eventin
 */

defined( 'ABSPATH' ) || exit;

define( 'EVENTIN_VERSION', '0.1.0' );
define( 'EVENTIN_FILE', __FILE__ );
define( 'EVENTIN_DIR', __DIR__ );

// PSR-4: Eventin\Foo\Bar lives in includes/Foo/Bar.php.
spl_autoload_register(
	static function ( string $class_name ): void {
		if ( str_starts_with( $class_name, 'Eventin\\' ) ) {
			$file = __DIR__ . '/includes/' . str_replace( '\\', '/', substr( $class_name, 8 ) ) . '.php';
			if ( is_file( $file ) ) {
				require $file;
			}
		} elseif ( str_starts_with( $class_name, 'Eluceo\\iCal\\' ) ) {
			// The vendored iCalendar library (includes/vendor/eluceo-ical/README.md).
			$file = __DIR__ . '/includes/vendor/eluceo-ical/src/' . str_replace( '\\', '/', substr( $class_name, 12 ) ) . '.php';
			if ( is_file( $file ) ) {
				require $file;
			}
		}
	}
);

register_activation_hook( __FILE__, array( Eventin\Install\Migrations::class, 'activate' ) );
register_deactivation_hook( __FILE__, array( Eventin\Install\Migrations::class, 'deactivate' ) );

Eventin\Plugin::boot();
