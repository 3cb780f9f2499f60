<?php
namespace Eventin\Checkin;

use Eventin\Modules\Module as Base;

/**
 * Check-in at the door: the scanner page, scans following payments, the routes.
 */
final class Module extends Base {
	public function hooks(): array {
		return array(
			// Before the admin bar is set up: the page has none.
			array( 'template_redirect', self::on_our_requests( array( ScannerPage::class, 'serve' ) ), -1 ),
			array( 'eventin_attendees_moved', array( Checkins::class, 'follow_payment' ), 10, 3 ),
		);
	}

	public function controllers(): array {
		return array( CheckinController::class );
	}

	public function migrations(): array {
		return array( 17 => array( Migrations::class, 'add_checkin_tables' ) );
	}

	public function settings(): array {
		// How long before an event starts its door opens: a scan dated earlier counts as when it arrived.
		return array( 'checkin_window_hours' => 24 );
	}

	public function data(): array {
		return array( 'tables' => array( Checkins::table(), Checkins::counts_table() ) );
	}
}
