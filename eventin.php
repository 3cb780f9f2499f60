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

// PSR-4: Eventin\Foo\Bar lives in includes/Foo/Bar.php; the vendored libraries (each with a
// README.md in includes/vendor/) live in their src/.
spl_autoload_register(
	static function ( string $class_name ): void {
		$roots = array(
			'Eventin\\'      => __DIR__ . '/includes/',
			'Eluceo\\iCal\\'  => __DIR__ . '/includes/vendor/eluceo-ical/src/',
			'BaconQrCode\\'  => __DIR__ . '/includes/vendor/bacon-qr-code/src/',
			'DASPRiD\\Enum\\' => __DIR__ . '/includes/vendor/dasprid-enum/src/',
		);
		foreach ( $roots as $prefix => $dir ) {
			if ( str_starts_with( $class_name, $prefix ) ) {
				$file = $dir . str_replace( '\\', '/', substr( $class_name, strlen( $prefix ) ) ) . '.php';
				if ( is_file( $file ) ) {
					require $file;
				}
				return;
			}
		}
	}
);

register_activation_hook( __FILE__, array( Eventin\Install\Migrations::class, 'activate' ) );
register_deactivation_hook( __FILE__, array( Eventin\Install\Migrations::class, 'deactivate' ) );

Eventin\Plugin::boot();
