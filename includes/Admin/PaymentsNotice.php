<?php
namespace Eventin\Admin;

use Eventin\Events\Index;
use Eventin\Payments\Gateways;
use Eventin\Permissions\Capabilities;

/**
 * When a published event to come sells paid tickets and no way to pay is set up, every admin
 * screen says so to those who may change the settings: the site never stops selling silently.
 */
final class PaymentsNotice {
	public static function render(): void {
		if ( ! current_user_can( Capabilities::SETTING ) || Gateways::for_paid() ) {
			return;
		}
		$event = Index::first_paid_title( time() );
		if ( ! $event ) {
			return;
		}
		// `inline`: WordPress's script leaves it where it is (moved into the dashboard's app, the app
		// would wipe it).
		printf(
			'<div class="notice notice-error inline eventin-payments-notice"><p>%s <a href="%s">%s</a></p></div>',
			esc_html(
				sprintf(
					/* translators: %s: an event title */
					__( 'Visitors cannot buy the paid tickets of “%s”: no way to pay is set up.', 'eventin' ),
					$event
				)
			),
			esc_url( admin_url( 'admin.php?page=' . Dashboard::SLUG . '#/settings' ) ),
			esc_html__( 'Set up payments', 'eventin' )
		);
	}
}
