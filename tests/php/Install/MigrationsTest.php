<?php
namespace Eventin\Tests\Install;

use Eventin\Database\Reader;
use Eventin\Embed\Embed;
use Eventin\Install\Migrations;
use Eventin\Install\Uninstall;
use Eventin\Permissions\Capabilities;
use Eventin\Settings\Settings;
use Eventin\Tests\TestCase;
use Eventin\Tickets\Tickets;

final class MigrationsTest extends TestCase {
	public function test_activation_left_roles_options_and_version(): void {
		$this->assertSame( Migrations::latest(), (int) get_option( Migrations::OPTION ) );
		$this->assertNotNull( get_role( 'etn-speaker' ) );
		$this->assertNotNull( get_role( 'etn-organizer' ) );
		$this->assertSame( Capabilities::keys(), Capabilities::role_permissions()['administrator'] );
	}

	public function test_running_again_changes_nothing(): void {
		update_option( Capabilities::OPTION, array( 'editor' => array( Capabilities::EVENT ) ) );
		update_option( Settings::OPTION, array( 'disable_category_and_tags' => 'on' ) );
		delete_option( Migrations::OPTION );
		Migrations::run();
		Migrations::run();
		$this->assertSame( array( 'editor' => array( Capabilities::EVENT ) ), get_option( Capabilities::OPTION ), 'configured permissions are kept' );
		$this->assertSame( 'on', Settings::get()['disable_category_and_tags'] );
		$this->assertSame( Migrations::latest(), (int) get_option( Migrations::OPTION ) );
	}

	public function test_one_request_migrates_at_a_time_and_none_runs_what_another_did(): void {
		global $wpdb;
		$lock   = 'eventin_lock_migrations';
		$before = Migrations::latest() - 1;
		update_option( Migrations::OPTION, $before );
		// Another request is migrating: it holds the lock, so this one goes on without migrating.
		$wpdb->insert(
			$wpdb->options,
			array(
				'option_name'  => $lock,
				'option_value' => (string) ( time() + 600 ),
				'autoload'     => 'off',
			)
		);
		Migrations::maybe_run();
		$this->assertSame( $before, (int) get_option( Migrations::OPTION ) );
		$wpdb->delete( $wpdb->options, array( 'option_name' => $lock ) );

		// It finished while this request ran: what this request read of the version is stale, and
		// nothing runs again (the last migration rebuilds the events index: hundreds of queries).
		$wpdb->update( $wpdb->options, array( 'option_value' => (string) Migrations::latest() ), array( 'option_name' => Migrations::OPTION ) );
		$queries = $wpdb->num_queries;
		Migrations::maybe_run();
		$this->assertLessThan( 8, $wpdb->num_queries - $queries );
		$this->assertNull( $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", $lock ) ), 'the lock is given back' );
		wp_cache_delete( 'alloptions', 'options' );
		$this->assertSame( Migrations::latest(), (int) get_option( Migrations::OPTION ) );
	}

	public function test_activation_and_deactivation_have_the_rewrite_rules_written_again(): void {
		global $wp_rewrite;
		update_option( 'permalink_structure', '/%postname%/' );
		$wp_rewrite->init();
		// Rules written while the plugin was not loaded: no event pages.
		update_option( 'rewrite_rules', array( '(.?.+?)/?$' => 'index.php?pagename=$matches[1]' ) );
		Migrations::activate();
		$this->assertFalse( get_option( 'rewrite_rules' ) );
		$rules = $wp_rewrite->wp_rewrite_rules();
		$this->assertSame( 'index.php?etn=$matches[1]&page=$matches[2]', $rules['event/(.+?)(?:/([0-9]+))?/?$'] ?? null, 'the event pages have their rule' );
		$this->assertNotFalse( get_option( 'rewrite_rules' ), 'written again by the request after' );
		Migrations::deactivate();
		$this->assertFalse( get_option( 'rewrite_rules' ) );
		update_option( 'permalink_structure', '' );
		$wp_rewrite->init();
	}

	public function test_uninstall_keeps_data_unless_the_site_opted_in(): void {
		$term  = wp_insert_term( 'Keep Me', 'etn_category' )['term_id'];
		$embed = Embed::save( 'events', '[events limit="9"]' )['id'];
		Uninstall::run();
		$this->assertNotNull( get_term( $term ), 'kept by default' );
		$this->assertNotNull( get_post( $embed ) );
		$this->assertNotFalse( get_option( Capabilities::OPTION ) );

		Settings::update( array( 'delete_data_on_uninstall' => 'on' ) );
		try {
			Uninstall::run();
			$this->assertNull( get_term( $term ) );
			$this->assertNull( get_post( $embed ), 'embedded widgets go too' );
			$this->assertFalse( get_option( Capabilities::OPTION ) );
			$this->assertNull( get_role( 'etn-speaker' ) );
		} finally {
			// On MariaDB, DROP TABLE commits the test's transaction: what came after it stays done
			// unless the plugin is installed again for the tests that follow.
			Migrations::run();
			wp_roles()->for_site();
		}
		$this->assertNotNull( get_role( 'etn-speaker' ) );
	}

	public function test_ticket_prices_move_to_minor_units_once(): void {
		global $wpdb;
		if ( ! Reader::is_sqlite() ) {
			// MariaDB commits on ALTER TABLE, which would keep this test's rows; SQLite's DDL rolls back.
			$this->markTestSkipped( 'A site made before migration 20 is set up on SQLite only.' );
		}
		$wpdb->query( 'ALTER TABLE ' . Tickets::table() . ' ADD COLUMN price decimal(12,2) NOT NULL DEFAULT 0' );
		$wpdb->insert( Tickets::table(), array( 'event_id' => 1, 'name' => 'Old', 'price' => '12.34' ) );
		$id = (int) $wpdb->insert_id;
		Migrations::add_ticket_minor_prices();
		$minor = static fn() => (int) $wpdb->get_var( $wpdb->prepare( 'SELECT price_minor FROM ' . Tickets::table() . ' WHERE id = %d', $id ) );
		$this->assertSame( 1234, $minor() );
		// Made free since: a second run leaves it so.
		$wpdb->update( Tickets::table(), array( 'price_minor' => 0 ), array( 'id' => $id ) );
		Migrations::add_ticket_minor_prices();
		$this->assertSame( 0, $minor() );
	}
}
