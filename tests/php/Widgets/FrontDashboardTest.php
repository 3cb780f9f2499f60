<?php
namespace Eventin\Tests\Widgets;

use Eventin\Admin\Dashboard;
use Eventin\Permissions\Capabilities;
use Eventin\Tests\TestCase;
use Eventin\Widgets\Render\FrontDashboard;

/**
 * `[etn_pro_dashboard]` and its parts (issue 30): visitors get a sign-in prompt that comes back to
 * the page, accounts that manage no events a polite no, vendors and event managers the container
 * the front-end bundle mounts into, one per page.
 */
final class FrontDashboardTest extends TestCase {
	protected function tearDown(): void {
		wp_dequeue_script( Dashboard::HANDLE );
		parent::tearDown();
	}

	public function test_a_visitor_gets_a_sign_in_prompt_to_wordpress_login_that_comes_back(): void {
		$page = wp_insert_post(
			array(
				'post_type'    => 'page',
				'post_status'  => 'publish',
				'post_title'   => 'Organizer dashboard',
				'post_content' => '[etn_pro_dashboard]',
			)
		);
		// The page as the main query, as when a visitor opens it.
		$GLOBALS['wp_the_query'] = new \WP_Query( array( 'page_id' => $page ) );
		$GLOBALS['wp_query']     = $GLOBALS['wp_the_query'];
		$html                    = do_shortcode( '[etn_pro_dashboard]' );
		$GLOBALS['wp_the_query'] = new \WP_Query();
		$GLOBALS['wp_query']     = $GLOBALS['wp_the_query'];
		$this->assertStringContainsString( 'Sign in to your dashboard', $html );
		$this->assertStringContainsString( esc_url( wp_login_url( (string) get_permalink( $page ) ) ), $html );
		$this->assertStringNotContainsString( 'data-config', $html );
		$this->assertFalse( wp_script_is( Dashboard::HANDLE, 'enqueued' ), 'no bundle for visitors' );
	}

	public function test_an_account_without_events_is_told_it_may_not_use_the_dashboard(): void {
		wp_set_current_user( $this->user( 'subscriber' ) );
		$html = do_shortcode( '[etn_pro_dashboard]' );
		$this->assertStringContainsString( 'This dashboard is not for your account', $html );
		$this->assertStringNotContainsString( 'data-config', $html );
		wp_set_current_user( $this->user( 'door_staff', array( Capabilities::QR_SCAN, Capabilities::ATTENDEE ) ) );
		$this->assertStringContainsString( 'This dashboard is not for your account', do_shortcode( '[etn_multivendor_form]' ) );
	}

	public function test_a_vendor_gets_the_container_of_the_part_with_its_route_and_the_bundle(): void {
		wp_set_current_user( $this->user( 'event_vendor', array( Capabilities::OWN_EVENTS ) ) );
		$html = do_shortcode( '[etn_multivendor_form]' );
		$this->assertMatchesRegularExpression( '/<div id="etn_multivendor_form" class="eventin-front-dashboard alignwide" data-route="\/events\/create" data-config="[^"]+">/', $html );
		$this->assertTrue( wp_script_is( Dashboard::HANDLE, 'enqueued' ) );
		$this->assertTrue( wp_style_is( 'wp-components', 'enqueued' ) );
		// One app and one router per page: a second container is left out.
		$this->assertSame( '', do_shortcode( '[etn_frontend_attendee_list]' ) );
	}

	public function test_the_parts_open_on_their_routes_and_an_event_manager_may_use_them(): void {
		wp_set_current_user( $this->user( 'event_manager', array( Capabilities::EVENT ) ) );
		foreach ( array(
			'[etn_pro_dashboard]'                        => array( 'eventin-frontend-dashboard', '/events' ),
			'[etn_pro_dashboard part="attendee-list"]'   => array( 'etn_multivendor_attendee_list', '/attendees' ),
			'[etn_multivendor_attendee_list]'            => array( 'etn_multivendor_attendee_list', '/attendees' ),
			'[etn_frontend_attendee_list]'               => array( 'etn_frontend_attendee_list', '/attendees' ),
			'[etn_pro_dashboard part="no-such-part"]'    => array( 'eventin-frontend-dashboard', '/events' ),
		) as $shortcode => list( $id, $route ) ) {
			wp_dequeue_script( Dashboard::HANDLE );
			$html = do_shortcode( $shortcode );
			$this->assertStringContainsString( '<div id="' . $id . '" class="eventin-front-dashboard alignwide" data-route="' . $route . '"', $html, $shortcode );
		}
	}
}
