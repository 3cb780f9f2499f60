<?php
namespace Eventin;

use Eventin\Modules\Modules;

/**
 * The plugin's modules, one a line: each declares its hooks, REST controllers, content types,
 * migrations, kept tables and settings (Modules\Module), and loads its classes only when one of
 * its hooks fires. Their order is the order of their hooks at the same priority and of their
 * steps within a migration.
 */
final class Plugin {
	public const MODULES = array(
		Install\Module::class,
		Permissions\Module::class,
		Vendors\Module::class,
		Rest\Module::class,
		Admin\Module::class,
		Events\Module::class,
		Tickets\Module::class,
		Embed\Module::class,
		Widgets\Module::class,
		Blocks\Module::class,
		Speakers\Module::class,
		Schedules\Module::class,
		Jobs\Module::class,
		Http\Module::class,
		License\Module::class,
		Orders\Module::class,
		Attendees\Module::class,
		Mail\Module::class,
		Rsvp\Module::class,
		Certificates\Module::class,
		Checkin\Module::class,
		Exports\Module::class,
		Payments\Module::class,
		Settings\Module::class,
	);

	public static function boot(): void {
		// Before the modules' content types, whose labels are translated.
		add_action( 'init', array( self::class, 'load_textdomain' ) );
		Modules::boot( self::MODULES );
	}

	public static function load_textdomain(): void {
		load_plugin_textdomain( 'eventin', false, dirname( plugin_basename( EVENTIN_FILE ) ) . '/languages' );
	}
}
