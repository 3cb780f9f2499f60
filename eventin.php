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
// README.md in includes/vendor/) live in their src/, under our prefix Eventin\Vendor\ (written by
// bin/php/prefix-vendor.php), so another plugin's copy of a library never clashes with ours. Their
// roots come first: the first prefix that matches answers.
spl_autoload_register(
	static function ( string $class_name ): void {
		$roots = array(
			'Eventin\\Vendor\\Eluceo\\iCal\\'  => __DIR__ . '/includes/vendor/eluceo-ical/src/',
			'Eventin\\Vendor\\BaconQrCode\\'   => __DIR__ . '/includes/vendor/bacon-qr-code/src/',
			'Eventin\\Vendor\\DASPRiD\\Enum\\' => __DIR__ . '/includes/vendor/dasprid-enum/src/',
			'Eventin\\'                        => __DIR__ . '/includes/',
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
