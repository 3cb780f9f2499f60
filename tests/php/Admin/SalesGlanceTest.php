<?php
namespace Eventin\Tests\Admin;

use Eventin\Admin\SalesGlance;
use Eventin\Orders\Orders;
use Eventin\Orders\OrderSums;
use Eventin\Settings\Settings;
use Eventin\Tests\Orders\OrdersTestCase;

require_once dirname( __DIR__ ) . '/Orders/OrdersTestCase.php';

/**
 * Sales at a glance on wp-admin's Dashboard: today's and this month's paid bookings and revenue on
 * the site's days, per currency; the next events with their seats left and report links; only for
 * users who may see bookings.
 */
final class SalesGlanceTest extends OrdersTestCase {
	protected function tearDown(): void {
		// set_current_screen( 'dashboard' ) makes is_admin() true for every test after this one.
		unset( $GLOBALS['wp_meta_boxes'], $GLOBALS['current_screen'] );
		parent::tearDown();
	}

	/** Moves bookings to instants (UTC 'Y-m-d H:i:s') and rebuilds the kept sums from them. */
	private function made_at( array $when ): void {
		global $wpdb;
		foreach ( $when as $id => $at ) {
			$wpdb->update( Orders::table(), array( 'created_at' => $at ), array( 'id' => $id ) );
		}
		OrderSums::rebuild();
	}

	public function test_today_and_this_month_on_the_site_days_per_currency(): void {
		update_option( 'timezone_string', 'America/New_York' );
		// 15 March 2030, 8:00 in New York (EDT, UTC-4).
		$now   = strtotime( '2030-03-15 12:00:00 UTC' );
		$event = $this->event(
			array(
				array(
					'name'     => 'Standard',
					'price'    => '25.00',
					'capacity' => 50,
				),
				array(
					'name'     => 'Free',
					'price'    => '0',
					'capacity' => 50,
				),
			)
		);

		$today_late   = $this->paid_booking( $event, 0, 2 );
		$today_early  = $this->paid_booking( $event, 0, 1 );
		$yesterday    = $this->paid_booking( $event, 0, 1 );
		$first_of     = $this->paid_booking( $event, 0, 1 );
		$last_month   = $this->paid_booking( $event, 0, 1 );
		$free         = $this->paid_booking( $event, 1, 3 );
		$partial      = $this->paid_booking( $event, 0, 2 );
		$pending      = $this->book( $event, array( 0 => 1 ), array( 'gateway' => 'offline' ) )->get_data();
		$this->assertSame( 201, $this->rest( 'POST', "orders/{$partial['id']}/refunds", array( 'attendee_ids' => array( $partial['attendees'][0]['id'] ) ), $this->admin )->get_status() );
		Settings::update( array( 'currency' => 'EUR' ) );
		$euro = $this->paid_booking( $this->event(), 0, 2 );
		$this->assertSame( 'EUR', $euro['currency'] );

		$this->made_at(
			array(
				$today_late['id']  => '2030-03-15 11:59:00',
				// 00:30 in New York: today there, not in UTC's day before.
				$today_early['id'] => '2030-03-15 04:30:00',
				// 23:00 on the 14th in New York.
				$yesterday['id']   => '2030-03-15 03:00:00',
				// 00:30 on 1 March in New York (EST, UTC-5).
				$first_of['id']    => '2030-03-01 05:30:00',
				// 23:30 on 28 February in New York.
				$last_month['id']  => '2030-03-01 04:30:00',
				$free['id']        => '2030-03-15 10:00:00',
				$partial['id']     => '2030-03-15 10:10:00',
				$pending['id']     => '2030-03-15 10:20:00',
				$euro['id']        => '2030-03-02 15:00:00',
			)
		);

		$sales = SalesGlance::sales( $now );
		$this->assertSame(
			array(
				'USD' => array(
					'bookings' => 4,
					'revenue'  => 5000 + 2500 + 0 + 2500,
				),
			),
			$sales['today'],
			'paid bookings made on the 15th in New York; the partly refunded one with what it kept, the pending one not'
		);
		$this->assertSame(
			array(
				'EUR' => array(
					'bookings' => 1,
					'revenue'  => 5000,
				),
				'USD' => array(
					'bookings' => 6,
					'revenue'  => 10000 + 2500 + 2500,
				),
			),
			$sales['month'],
			'each currency on its own, from 1 March in New York'
		);

		// What the widget shows of it.
		wp_set_current_user( $this->admin );
		ob_start();
		SalesGlance::render();
		$html = ob_get_clean();
		$this->assertStringContainsString( '<th scope="col">Bookings</th><th scope="col">Revenue</th>', $html );
		// Rendered now, not in 2030: nothing paid today, in the site's currency.
		$this->assertStringContainsString( '<tr class="eventin-glance__today"><th scope="row">Today</th><td class="eventin-glance__bookings">0</td><td class="eventin-glance__revenue">€0.00</td></tr>', $html );
	}

	public function test_the_next_events_with_their_seats_left_and_report_links(): void {
		$now   = strtotime( '2031-01-09 00:00:00 UTC' );
		$event = function ( string $day, array $tickets, array $more = array() ): array {
			return $this->event(
				$tickets,
				$more + array(
					'title'      => 'Glance ' . $day,
					'start_date' => $day,
					'end_date'   => $day,
					'timezone'   => 'America/New_York',
				)
			);
		};
		$seats = array(
			array(
				'name'     => 'Standard',
				'price'    => '25.00',
				'capacity' => 5,
			),
			array(
				'name'     => 'Free',
				'price'    => '0',
				'capacity' => 10,
			),
		);
		$third  = $event( '2031-01-12', $seats );
		$first  = $event( '2031-01-10', array( array( 'name' => 'Open', 'price' => '0', 'capacity' => -1 ) ) );
		$second = $event(
			'2031-01-11',
			array(
				array(
					'name'     => 'Few',
					'price'    => '0',
					'capacity' => 2,
				),
			)
		);
		$event( '2031-01-10', $seats, array( 'status' => 'draft' ) );
		$this->paid_booking( $third, 0, 3 );
		$this->book( $third, array( 0 => 1 ), array( 'gateway' => 'offline' ) );
		$this->paid_booking( $second, 0, 2 );

		$next = SalesGlance::next_events( $now );
		$this->assertSame( array( $first['id'], $second['id'], $third['id'] ), array_slice( array_column( $next, 'id' ), 0, 3 ), 'soonest first, no draft' );
		$this->assertSame( 'Unlimited seats', SalesGlance::seats_left( $next[0]['total'], $next[0]['sold'] ) );
		$this->assertSame( 'Sold out', SalesGlance::seats_left( $next[1]['total'], $next[1]['sold'] ) );
		$this->assertSame( '11 seats left', SalesGlance::seats_left( $next[2]['total'], $next[2]['sold'] ), '15 less 3 paid and 1 held' );
		$this->assertSame( '1 seat left', SalesGlance::seats_left( 2, 1 ) );
		$this->assertSame( 'No tickets', SalesGlance::seats_left( 0, 0 ) );
		$this->assertCount( 0, array_filter( SalesGlance::next_events( strtotime( '2031-01-13 00:00:00 UTC' ) ), static fn( $row ) => in_array( $row['id'], array( $first['id'], $second['id'], $third['id'] ), true ) ), 'started events are not next' );
		$this->assertLessThanOrEqual( SalesGlance::EVENTS, count( SalesGlance::next_events( 0 ) ) );
		$this->assertSame( admin_url( "admin.php?page=eventin#/purchase-report/{$third['id']}" ), SalesGlance::report_url( $third['id'] ) );
	}

	public function test_only_users_who_may_see_bookings_get_it(): void {
		require_once ABSPATH . 'wp-admin/includes/class-wp-screen.php';
		require_once ABSPATH . 'wp-admin/includes/screen.php';
		require_once ABSPATH . 'wp-admin/includes/template.php';
		require_once ABSPATH . 'wp-admin/includes/dashboard.php';
		set_current_screen( 'dashboard' );
		$users = array(
			'administrator' => $this->admin,
			'orders'        => $this->user( 'glance_orders', array( 'etn_manage_order' ) ),
			'events'        => $this->user( 'glance_events', array( 'etn_manage_event', 'etn_manage_attendee' ) ),
			'subscriber'    => $this->user( 'subscriber' ),
		);
		$shown = array();
		foreach ( $users as $name => $id ) {
			wp_set_current_user( $id );
			unset( $GLOBALS['wp_meta_boxes'] );
			SalesGlance::add();
			$shown[ $name ] = $GLOBALS['wp_meta_boxes']['dashboard']['normal']['high'][ SalesGlance::ID ]['title'] ?? false;
		}
		$this->assertSame(
			array(
				'administrator' => 'Eventin sales at a glance',
				'orders'        => 'Eventin sales at a glance',
				'events'        => false,
				'subscriber'    => false,
			),
			$shown
		);
	}
}
