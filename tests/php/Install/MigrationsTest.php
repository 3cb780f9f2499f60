<?php
namespace Eventin\Tests\Install;

use Eventin\Database\Reader;
use Eventin\Embed\Embed;
use Eventin\Install\Migrations;
use Eventin\Install\Uninstall;
use Eventin\Modules\Modules;
use Eventin\Permissions\Capabilities;
use Eventin\Settings\Settings;
use Eventin\Tests\TestCase;
use Eventin\Tickets\Tickets;

final class MigrationsTest extends TestCase {
	/** Runs one version's steps, each module's as declared, as Migrations::run() does. */
	private static function migrate( int $version ): void {
		foreach ( Modules::migrations()[ $version ] as $step ) {
			call_user_func( $step );
		}
	}

	public function test_the_modules_steps_run_in_version_order_and_the_batches_tables_come_first_in_23(): void {
		$migrations = Modules::migrations();
		$versions   = array_keys( $migrations );
		$sorted     = $versions;
		sort( $sorted );
		$this->assertSame( $sorted, $versions );
		$this->assertSame( Migrations::latest(), end( $versions ) );
		foreach ( $migrations as $steps ) {
			foreach ( $steps as $step ) {
				$this->assertTrue( is_callable( $step ) );
			}
		}
		// Rows of the old sends move into the batches' tables: the step that makes them is first.
		$this->assertSame( array( \Eventin\Jobs\Migrations::class, 'add_batches' ), $migrations[23][0] );
		$this->assertCount( 3, $migrations[23] );
	}

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
		self::migrate( 20 );
		$minor = static fn() => (int) $wpdb->get_var( $wpdb->prepare( 'SELECT price_minor FROM ' . Tickets::table() . ' WHERE id = %d', $id ) );
		$this->assertSame( 1234, $minor() );
		// Made free since: a second run leaves it so.
		$wpdb->update( Tickets::table(), array( 'price_minor' => 0 ), array( 'id' => $id ) );
		self::migrate( 20 );
		$this->assertSame( 0, $minor() );
	}

	public function test_the_batches_migration_moves_the_old_sends_and_their_logs_and_drops_their_tables(): void {
		global $wpdb;
		if ( ! Reader::is_sqlite() ) {
			// MySQL commits the test's transaction on CREATE and DROP TABLE.
			$this->markTestSkipped( 'The old tables are made and dropped here: SQLite only.' );
		}
		$sends = $wpdb->prefix . 'etn_rsvp_sends';
		$items = $wpdb->prefix . 'etn_rsvp_send_items';
		$certs = $wpdb->prefix . 'etn_certificate_sends';
		$wpdb->query( "CREATE TABLE {$sends} (id bigint(20) unsigned NOT NULL AUTO_INCREMENT, event_id bigint(20) unsigned NOT NULL, subject text NOT NULL, body longtext NOT NULL, audience varchar(20) NOT NULL DEFAULT '', status varchar(20) NOT NULL DEFAULT 'scheduled', total int(11) NOT NULL DEFAULT 0, sent int(11) NOT NULL DEFAULT 0, failed int(11) NOT NULL DEFAULT 0, send_at datetime NOT NULL, created_by bigint(20) unsigned NOT NULL DEFAULT 0, created_at datetime NOT NULL, finished_at datetime DEFAULT NULL, PRIMARY KEY (id))" );
		$wpdb->query( "CREATE TABLE {$items} (send_id bigint(20) unsigned NOT NULL, email_key varchar(191) NOT NULL, email varchar(191) NOT NULL DEFAULT '', name varchar(200) NOT NULL DEFAULT '', response_id bigint(20) unsigned NOT NULL DEFAULT 0, status varchar(20) NOT NULL DEFAULT 'queued', error text NOT NULL, sent_at datetime DEFAULT NULL, PRIMARY KEY (send_id,email_key))" );
		$wpdb->query( "CREATE TABLE {$certs} (id bigint(20) unsigned NOT NULL AUTO_INCREMENT, event_id bigint(20) unsigned NOT NULL, audience varchar(20) NOT NULL DEFAULT 'checked_in', total int(11) NOT NULL DEFAULT 0, sent int(11) NOT NULL DEFAULT 0, failed int(11) NOT NULL DEFAULT 0, skipped int(11) NOT NULL DEFAULT 0, queued int(11) NOT NULL DEFAULT 0, complete tinyint(1) NOT NULL DEFAULT 0, created_by bigint(20) unsigned NOT NULL DEFAULT 0, created_at datetime NOT NULL, PRIMARY KEY (id))" );
		$now = gmdate( 'Y-m-d H:i:s' );
		$wpdb->insert( $sends, array( 'event_id' => 7, 'subject' => 'Done', 'body' => 'Hi', 'audience' => 'going', 'status' => 'done', 'total' => 1, 'sent' => 1, 'send_at' => $now, 'created_by' => 3, 'created_at' => $now, 'finished_at' => $now ) );
		$wpdb->insert( $items, array( 'send_id' => $wpdb->insert_id, 'email_key' => 'ann@example.com', 'email' => 'Ann@example.com', 'name' => 'Ann', 'response_id' => 5, 'status' => 'sent', 'error' => '', 'sent_at' => $now ) );
		$wpdb->insert( $sends, array( 'event_id' => 7, 'subject' => 'Going', 'body' => 'Hey', 'audience' => 'addresses', 'status' => 'sending', 'total' => 2, 'sent' => 1, 'send_at' => $now, 'created_by' => 3, 'created_at' => $now ) );
		$going = $wpdb->insert_id;
		$wpdb->insert( $items, array( 'send_id' => $going, 'email_key' => 'bo@example.com', 'email' => 'bo@example.com', 'status' => 'sent', 'error' => '', 'sent_at' => $now ) );
		$wpdb->insert( $items, array( 'send_id' => $going, 'email_key' => 'cy@example.com', 'email' => 'cy@example.com', 'status' => 'sending', 'error' => 'Mailbox unavailable' ) );
		$wpdb->insert( $certs, array( 'event_id' => 8, 'audience' => 'all', 'total' => 4, 'sent' => 3, 'failed' => 1, 'complete' => 1, 'created_by' => 3, 'created_at' => $now ) );

		self::migrate( 23 );

		$moved = Reader::rows( 'SELECT * FROM ' . \Eventin\Jobs\Batches::table() . ' ORDER BY id' );
		$this->assertSame(
			array(
				array( 'rsvp-invitation', '7', 'done', '1', '1', '0', '{"subject":"Done","body":"Hi","audience":"going"}' ),
				array( 'rsvp-invitation', '7', 'sending', '2', '1', '0', '{"subject":"Going","body":"Hey","audience":"addresses"}' ),
				array( 'certificate', '8', 'done', '4', '3', '1', '{"audience":"all"}' ),
			),
			array_map( static fn( $row ) => array( $row['kind'], (string) $row['event_id'], $row['status'], (string) $row['total'], (string) $row['sent'], (string) $row['failed'], $row['details'] ), $moved )
		);
		$log = \Eventin\Jobs\Batches::items( (int) $moved[1]['id'], '', 1, 10 )[0];
		$this->assertSame( array( array( 'bo@example.com', 'sent' ), array( 'cy@example.com', 'queued' ) ), array_map( static fn( $item ) => array( $item['email'], $item['status'] ), $log ), 'a recipient handed to the old queue is handed on again' );
		$this->assertSame( 'Ann', \Eventin\Jobs\Batches::items( (int) $moved[0]['id'], '', 1, 10 )[0][0]['name'] );
		$this->assertNotNull( \Eventin\Jobs\Jobs::find( (int) Reader::column( \Eventin\Database\Sql::of( 'SELECT id FROM ' . \Eventin\Jobs\Jobs::table() . ' WHERE unique_key = ?', 'batch:' . $moved[1]['id'] ) )[0] ), 'the send still going is fed again' );
		foreach ( array( $sends, $items, $certs ) as $table ) {
			$this->assertNull( $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $table ) ), "{$table} is gone" );
		}
	}

	public function test_the_exports_migration_drops_the_old_exports_their_jobs_and_files(): void {
		global $wpdb;
		$wpdb->insert(
			$wpdb->options,
			array(
				'option_name'  => 'eventin_export_job_0123456789abcdef',
				'option_value' => '{"id":"0123456789abcdef"}',
				'autoload'     => 'off',
			)
		);
		$queued = \Eventin\Jobs\Jobs::add( 'eventin_export_batch', array( '0123456789abcdef', 0, 'attendees' ) );
		$other  = \Eventin\Jobs\Jobs::add( 'eventin_test_other_job', array() );
		\Eventin\Exports\Files::prepare();
		$left = \Eventin\Exports\Files::part( \Eventin\Exports\Files::new_name() );
		file_put_contents( $left, 'half an old export' );
		touch( $left, time() - 60 );

		self::migrate( 24 );

		$this->assertNull( $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", 'eventin_export_job_0123456789abcdef' ) ) );
		$this->assertNull( \Eventin\Jobs\Jobs::find( $queued ), 'nothing handles its job any more' );
		$this->assertNotNull( \Eventin\Jobs\Jobs::find( $other ), 'other jobs stay' );
		$this->assertFileDoesNotExist( $left );
		$wpdb->delete( \Eventin\Jobs\Jobs::table(), array( 'id' => $other ) );
	}
}
