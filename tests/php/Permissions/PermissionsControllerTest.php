<?php
namespace Eventin\Tests\Permissions;

use Eventin\Permissions\Capabilities;
use Eventin\Tests\TestCase;

final class PermissionsControllerTest extends TestCase {
	public function test_every_route_is_for_super_admins_alone(): void {
		$settings_manager = $this->user( 'settings_keeper', array( Capabilities::SETTING, Capabilities::EVENT ) );
		$routes           = array(
			array( 'GET', 'permissions' ),
			array( 'GET', 'permissions/roles' ),
			array( 'GET', 'permissions/settings' ),
			array( 'POST', 'permissions/editor', array( 'permissions' => array( Capabilities::EVENT ) ) ),
			array( 'PUT', 'permissions/editor', array( 'permissions' => array( Capabilities::EVENT ) ) ),
			array( 'DELETE', 'permissions/roles/settings_keeper' ),
		);
		foreach ( $routes as $route ) {
			$this->assertGuarded( $route[0], $route[1], $route[2] ?? array() );
			$this->assertError( $this->rest( $route[0], $route[1], $route[2] ?? array(), $settings_manager ), 403, 'Only administrators may change who has access.' );
		}
		$this->assertSame( array( Capabilities::SETTING, Capabilities::EVENT ), Capabilities::role_permissions()['settings_keeper'] );
	}

	public function test_the_catalogue_roles_and_settings(): void {
		$admin = $this->admin();
		$this->assertSame( Capabilities::catalogue(), $this->rest( 'GET', 'permissions', array(), $admin )->get_data() );

		$roles = (array) $this->rest( 'GET', 'permissions/roles', array(), $admin )->get_data();
		$this->assertSame(
			array(
				'name'  => 'editor',
				'label' => 'Editor',
			),
			$roles['editor']
		);
		$this->assertArrayHasKey( 'subscriber', $roles );

		$settings = (array) $this->rest( 'GET', 'permissions/settings', array(), $admin )->get_data();
		$this->assertSame( 'administrator', array_key_first( $settings ) );
		$this->assertSame(
			array(
				'key'         => 'administrator',
				'name'        => 'administrator',
				'label'       => 'Administrator',
				'permissions' => Capabilities::keys(),
			),
			$settings['administrator']
		);
	}

	public function test_adding_a_role_takes_effect_at_once_and_delete_takes_it_back(): void {
		$admin  = $this->admin();
		$editor = $this->user( 'editor' );
		$this->assertFalse( user_can( $editor, Capabilities::SCHEDULE ) );
		$this->assertError( $this->rest( 'GET', 'schedules', array(), $editor ), 403 );

		$added = $this->rest( 'POST', 'permissions/editor', array( 'permissions' => array( Capabilities::SCHEDULE ) ), $admin );
		$this->assertSame( 201, $added->get_status() );
		$this->assertSame(
			array(
				'key'         => 'editor',
				'name'        => 'editor',
				'label'       => 'Editor',
				'permissions' => array( Capabilities::SCHEDULE ),
			),
			$added->get_data()
		);
		$this->assertSame( 200, $this->rest( 'GET', 'schedules', array(), $editor )->get_status() );
		$this->assertArrayHasKey( 'editor', (array) $this->rest( 'GET', 'permissions/settings', array(), $admin )->get_data() );

		$this->assertError(
			$this->rest( 'POST', 'permissions/editor', array( 'permissions' => array( Capabilities::EVENT ) ), $admin ),
			409,
			'The role "editor" already has access settings: edit them instead.'
		);

		$updated = $this->rest( 'PUT', 'permissions/editor', array( 'permissions' => array( Capabilities::EVENT, Capabilities::EVENT ) ), $admin );
		$this->assertSame( array( Capabilities::EVENT ), $updated->get_data()['permissions'] );
		$this->assertError( $this->rest( 'GET', 'schedules', array(), $editor ), 403 );
		$this->assertSame( 200, $this->rest( 'GET', 'events', array(), $editor )->get_status() );

		$deleted = $this->rest( 'DELETE', 'permissions/roles/editor', array(), $admin );
		$this->assertSame( 200, $deleted->get_status() );
		$this->assertTrue( $deleted->get_data()['deleted'] );
		$this->assertSame( array( Capabilities::EVENT ), $deleted->get_data()['previous']['permissions'] );
		$this->assertError( $this->rest( 'GET', 'events', array(), $editor ), 403 );
		$this->assertNotNull( get_role( 'editor' ), 'the WordPress role itself stays' );
		$this->assertError( $this->rest( 'DELETE', 'permissions/roles/editor', array(), $admin ), 404, 'This role has no access settings.' );
	}

	public function test_bad_input_changes_nothing(): void {
		$admin  = $this->admin();
		$before = Capabilities::role_permissions();
		$cases  = array(
			array( 'POST', 'permissions/nobody', array( 'permissions' => array( Capabilities::EVENT ) ), 'There is no role "nobody" on this site.' ),
			array( 'PUT', 'permissions/editor', array(), 'Please select at least one permission!' ),
			array( 'POST', 'permissions/editor', array( 'permissions' => array() ), 'Please select at least one permission!' ),
			array( 'PUT', 'permissions/editor', array( 'permissions' => array( Capabilities::EVENT, 'manage_options' ) ), 'Unknown permission: manage_options.' ),
			array( 'PUT', 'permissions/editor', array( 'permissions' => array( array( 'etn_manage_event' ) ) ), null ),
		);
		foreach ( $cases as list( $method, $route, $body, $message ) ) {
			$this->assertError( $this->rest( $method, $route, $body, $admin ), 400, $message );
		}
		$this->assertSame( $before, Capabilities::role_permissions() );
	}

	public function test_the_administrator_role_keeps_every_permission(): void {
		$admin = $this->admin();
		$this->assertError(
			$this->rest( 'PUT', 'permissions/administrator', array( 'permissions' => array( Capabilities::EVENT ) ), $admin ),
			400,
			'The administrator role always keeps every permission.'
		);
		$this->assertError( $this->rest( 'DELETE', 'permissions/roles/administrator', array(), $admin ), 400, 'The administrator role cannot be deleted.' );
		$this->assertSame( 200, $this->rest( 'PUT', 'permissions/administrator', array( 'permissions' => Capabilities::keys() ), $admin )->get_status() );
		$this->assertSame( Capabilities::keys(), Capabilities::for_user( $admin ) );
	}
}
