<?php
namespace Eventin\Tests\Permissions;

use Eventin\Permissions\Capabilities;
use Eventin\Tests\TestCase;

final class CurrentUserControllerTest extends TestCase {
	public function test_anonymous_callers_get_401(): void {
		$this->assertError( $this->rest( 'GET', 'permissions/current-user' ), 401 );
	}

	public function test_an_administrator_is_super_admin_with_every_permission(): void {
		$admin = $this->admin();
		$data  = $this->rest( 'GET', 'permissions/current-user', array(), $admin )->get_data();
		$this->assertSame( $admin, $data['ID'] );
		$this->assertSame( array( 'administrator' ), $data['roles'] );
		$this->assertTrue( $data['is_super_admin'] );
		$this->assertSame( Capabilities::keys(), $data['permissions'] );
	}

	public function test_a_subscriber_sees_no_permission(): void {
		$response = $this->rest( 'GET', 'permissions/current-user', array(), $this->user( 'subscriber' ) );
		$this->assertSame( 200, $response->get_status() );
		$this->assertFalse( $response->get_data()['is_super_admin'] );
		$this->assertSame( array(), $response->get_data()['permissions'] );
	}

	public function test_a_granted_role_sees_its_permissions(): void {
		$user = $this->user( 'scheduler', array( Capabilities::SCHEDULE ) );
		$data = $this->rest( 'GET', 'permissions/current-user', array(), $user )->get_data();
		$this->assertSame( array( Capabilities::SCHEDULE ), $data['permissions'] );
		$this->assertSame( get_userdata( $user )->display_name, $data['display_name'] );
	}
}
