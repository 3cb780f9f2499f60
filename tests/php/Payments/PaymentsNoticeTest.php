<?php
namespace Eventin\Tests\Payments;

use Eventin\Payments\Gateways;
use Eventin\Admin\PaymentsNotice;
use Eventin\Permissions\Capabilities;
use Eventin\Settings\Settings;
use Eventin\Tests\Orders\OrdersTestCase;

require_once dirname( __DIR__ ) . '/Orders/OrdersTestCase.php';

final class PaymentsNoticeTest extends OrdersTestCase {
	private function notice( int $user ): string {
		wp_set_current_user( $user );
		Gateways::reset();
		ob_start();
		do_action( 'admin_notices' );
		return (string) ob_get_clean();
	}

	private function paid_event( string $status = 'publish' ): array {
		return $this->event(
			array(
				array(
					'name'     => 'Standard',
					'price'    => '30',
					'capacity' => 5,
				),
			),
			array( 'status' => $status )
		);
	}

	public function test_settings_managers_read_when_paid_tickets_cannot_be_bought(): void {
		Settings::update( array( 'payments' => array( 'offline' => 'off' ) ) );
		$admin = $this->admin();
		$this->assertSame( '', $this->notice( $admin ), 'no event with paid tickets yet' );

		$this->paid_event( 'draft' );
		$this->assertSame( '', $this->notice( $admin ), 'a draft sells nothing' );

		$event = $this->paid_event();
		$html  = $this->notice( $admin );
		$this->assertStringContainsString( 'class="notice notice-error inline eventin-payments-notice"', $html );
		$this->assertStringContainsString( 'Visitors cannot buy the paid tickets of “' . esc_html( $event['title'] ) . '”: no way to pay is set up.', $html );
		$this->assertStringContainsString( 'href="' . esc_url( admin_url( 'admin.php?page=eventin#/settings' ) ) . '">Set up payments</a>', $html );

		// Only for those who may change the settings.
		$this->assertSame( '', $this->notice( $this->user( 'event_staff', array( Capabilities::EVENT ) ) ) );
		$this->assertStringContainsString( 'eventin-payments-notice', $this->notice( $this->user( 'settings_staff', array( Capabilities::SETTING ) ) ) );

		// A way to pay: nothing to say.
		Settings::update( array( 'payments' => array( 'offline' => 'on' ) ) );
		$this->assertSame( '', $this->notice( $admin ) );
	}

	public function test_events_that_are_over_or_free_need_no_way_to_pay(): void {
		Settings::update( array( 'payments' => array( 'offline' => 'off' ) ) );
		$admin = $this->admin();
		$this->event(
			array(
				array(
					'name'     => 'Community',
					'price'    => '0',
					'capacity' => 5,
				),
			)
		);
		$past = gmdate( 'Y-m-d', time() - 3 * DAY_IN_SECONDS );
		$this->event(
			array(
				array(
					'name'     => 'Standard',
					'price'    => '30',
					'capacity' => 5,
				),
			),
			array(
				'start_date' => $past,
				'end_date'   => $past,
			)
		);
		$this->assertSame( '', $this->notice( $admin ) );
		$this->assertTrue( has_action( 'admin_notices', array( PaymentsNotice::class, 'render' ) ) > 0 );
	}
}
