<?php
namespace Eventin\Tests\Permissions;

use Eventin\Permissions\Capabilities;
use Eventin\Tests\TestCase;

final class CapabilitiesTest extends TestCase {
	public function test_administrators_hold_every_key_even_when_the_option_forgets_them(): void {
		update_option( Capabilities::OPTION, array( 'administrator' => array() ) );
		$admin = $this->admin();
		foreach ( Capabilities::keys() as $key ) {
			$this->assertTrue( user_can( $admin, $key ), $key );
		}
	}

	public function test_a_subscriber_holds_no_key(): void {
		$subscriber = $this->user( 'subscriber' );
		foreach ( Capabilities::keys() as $key ) {
			$this->assertFalse( user_can( $subscriber, $key ), $key );
		}
		$this->assertSame( array(), Capabilities::for_user( $subscriber ) );
	}

	public function test_a_granted_role_holds_exactly_its_keys_and_loses_them_when_revoked(): void {
		$user = $this->user( 'event_staff', array( Capabilities::EVENT, Capabilities::ORDER ) );
		$this->assertSame( array( Capabilities::EVENT, Capabilities::ORDER ), Capabilities::for_user( $user ) );
		$this->assertFalse( user_can( $user, Capabilities::SCHEDULE ) );

		update_option( Capabilities::OPTION, array( 'event_staff' => array( Capabilities::SCHEDULE ) ) );
		$this->assertFalse( user_can( $user, Capabilities::EVENT ) );
		$this->assertTrue( user_can( $user, Capabilities::SCHEDULE ) );
	}

	public function test_anonymous_visitors_hold_nothing(): void {
		wp_set_current_user( 0 );
		$this->assertFalse( current_user_can( Capabilities::EVENT ) );
	}

	public function test_other_capabilities_are_left_alone(): void {
		$subscriber = $this->user( 'subscriber' );
		$this->assertTrue( user_can( $subscriber, 'read' ) );
		$this->assertFalse( user_can( $subscriber, 'etn_manage_unknown' ) );
	}
}
