<?php
namespace Eventin\Install;

use Eventin\Attendees\AttendeeCounts;
use Eventin\Attendees\Attendees;
use Eventin\Attendees\AttendeeWords;
use Eventin\Certificates\Sends;
use Eventin\Checkin\Checkins;
use Eventin\Database\Lock;
use Eventin\Database\Reader;
use Eventin\Database\Sql;
use Eventin\Events\Index;
use Eventin\Http\Idempotency;
use Eventin\Http\RateLimit;
use Eventin\Exports\Files;
use Eventin\Jobs\Batches;
use Eventin\Jobs\Jobs;
use Eventin\Orders\BuyerWords;
use Eventin\Orders\History;
use Eventin\Orders\OrderCounts;
use Eventin\Orders\OrderSums;
use Eventin\Orders\Money;
use Eventin\Orders\Orders;
use Eventin\Orders\Refunds;
use Eventin\Permissions\Capabilities;
use Eventin\Rsvp\Invitations;
use Eventin\Rsvp\Responses;
use Eventin\Rsvp\Rsvp;
use Eventin\Schedules\Index as ScheduleIndex;
use Eventin\Schedules\Schedule;
use Eventin\Tickets\Tickets;
use Eventin\Settings\Settings;
use Eventin\Speakers\Index as SpeakerIndex;
use Eventin\Speakers\SpeakerGroups;

/**
 * Versioned, idempotent migrations. Each runs once, in order; running one again changes nothing.
 * They use only dbDelta-compatible SQL so they work on MariaDB and on SQLite (through the integration).
 */
final class Migrations {
	public const OPTION = 'eventin_db_version';

	/** @return array<int, callable> version => migration */
	private static function migrations(): array {
		return array(
			1 => array( self::class, 'add_roles_and_options' ),
			2 => array( self::class, 'add_event_tables' ),
			3 => array( Schedule::class, 'fill_sort_keys' ),
			4 => array( self::class, 'add_order_tables' ),
			5 => array( self::class, 'add_report_indexes' ),
			6 => array( self::class, 'add_attendee_indexes' ),
			7 => array( self::class, 'add_attendee_word_counts' ),
			8 => array( self::class, 'add_speaker_index' ),
			9 => array( self::class, 'add_schedule_index' ),
			10 => array( self::class, 'add_event_days' ),
			11 => array( self::class, 'add_speaker_cards' ),
			12 => array( OrderSums::class, 'rebuild' ),
			13 => array( self::class, 'add_event_calendar_columns' ),
			14 => array( self::class, 'add_jobs_table' ),
			15 => array( self::class, 'add_rate_limits_table' ),
			16 => array( self::class, 'add_rsvp_tables' ),
			17 => array( self::class, 'add_checkin_tables' ),
			18 => array( self::class, 'add_certificate_sends_table' ),
			19 => array( self::class, 'add_event_owners' ),
			20 => array( self::class, 'add_ticket_minor_prices' ),
			21 => array( self::class, 'add_idempotency_table' ),
			22 => array( self::class, 'add_owners_to_order_sums' ),
			23 => array( self::class, 'add_batches' ),
			24 => array( self::class, 'move_exports_to_batches' ),
		);
	}

	public static function latest(): int {
		return max( array_keys( self::migrations() ) );
	}

	/**
	 * Runs what is new, in one request at a time: the others go on meanwhile rather than run the
	 * same migrations (a rebuild of a large index takes minutes) or wait for them.
	 */
	public static function maybe_run(): void {
		if ( (int) get_option( self::OPTION, 0 ) < self::latest() ) {
			Lock::run( 'migrations', array( self::class, 'run' ), '__return_null', 0.0, 30 * MINUTE_IN_SECONDS );
		}
	}

	public static function run(): void {
		global $wpdb;
		// As stored now: another request may have migrated since this one read its options.
		$current = (int) $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", self::OPTION ) );
		foreach ( self::migrations() as $version => $migration ) {
			if ( $version > $current ) {
				$migration();
				update_option( self::OPTION, $version, true );
				// A new version may bring new addresses: the next request writes the rules again.
				delete_option( 'rewrite_rules' );
			}
		}
	}

	/**
	 * On activation. The rewrite rules are dropped rather than flushed: the plugin's post type is
	 * registered on init, which has run before the plugin was loaded, so rules written now would
	 * lack the event pages (/event/<slug>/ answered 404); the next request writes them whole.
	 */
	public static function activate(): void {
		self::run();
		delete_option( 'rewrite_rules' );
	}

	/** On deactivation: the next request writes the rules without the plugin's addresses. */
	public static function deactivate(): void {
		delete_option( 'rewrite_rules' );
	}

	public static function add_roles_and_options(): void {
		SpeakerGroups::add_roles();
		$permissions = Capabilities::role_permissions();
		if ( ! $permissions ) {
			add_option( Capabilities::OPTION, Capabilities::default_role_permissions(), '', true );
		}
		add_option( Settings::OPTION, Settings::defaults(), '', true );
	}

	/** The events index and the ticket types, then the index filled from the events there are. */
	public static function add_event_tables(): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		$charset_collate = $wpdb->get_charset_collate();
		dbDelta( array_merge( Index::schema( $charset_collate ), array( Tickets::schema( $charset_collate ) ) ) );
		Index::rebuild();
	}

	/** Bookings, their attendees, history and refunds. */
	public static function add_order_tables(): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		$charset_collate = $wpdb->get_charset_collate();
		dbDelta( array( Orders::schema( $charset_collate ), Attendees::schema( $charset_collate ), History::schema( $charset_collate ), Refunds::schema( $charset_collate ) ) );
	}

	/** The purchase report's buyer words and counts per status, filled from the bookings there are. */
	public static function add_report_indexes(): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		$charset_collate = $wpdb->get_charset_collate();
		dbDelta( array( BuyerWords::schema( $charset_collate ), OrderCounts::schema( $charset_collate ) ) );
		BuyerWords::rebuild();
		OrderCounts::rebuild();
	}

	/**
	 * The attendee list's columns (public listing consent), indexes, words and counts per status;
	 * the booking counts get the counts' shared shape.
	 */
	public static function add_attendee_indexes(): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		$charset_collate = $wpdb->get_charset_collate();
		$wpdb->query( 'DROP TABLE IF EXISTS ' . OrderCounts::table() );
		dbDelta( array( Attendees::schema( $charset_collate ), AttendeeWords::schema( $charset_collate ), AttendeeCounts::schema( $charset_collate ), OrderCounts::schema( $charset_collate ) ) );
		OrderCounts::rebuild();
		AttendeeCounts::rebuild();
		AttendeeWords::fill();
	}

	/** How many attendees have each word (searches for common names), and the ticket status index. */
	public static function add_attendee_word_counts(): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		$charset_collate = $wpdb->get_charset_collate();
		dbDelta( array( Attendees::schema( $charset_collate ), AttendeeWords::counts_schema( $charset_collate ) ) );
		AttendeeWords::count_all();
	}

	/**
	 * Events counted by status and start and end day, for time-bound totals and deep pages; the
	 * index by end holds the start too, so today's events are counted from it alone; title words
	 * carry their event's status and times, so a search pages in the words' index; pairs of title
	 * words counted; each row keeps its list item's card. The index is built again to fill them.
	 */
	public static function add_event_days(): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		dbDelta( Index::schema( $wpdb->get_charset_collate() ) );
		$old = $wpdb->get_var( $wpdb->prepare( 'SHOW INDEX FROM ' . Index::table() . ' WHERE Key_name = %s', 'status_end' ) );
		if ( $old ) {
			$wpdb->query( 'ALTER TABLE ' . Index::table() . ' DROP INDEX status_end' );
		}
		Index::rebuild();
	}

	/** The speakers index (roles, name order, groups, name words, counts), filled from the users. */
	public static function add_speaker_index(): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		dbDelta( SpeakerIndex::schema( $wpdb->get_charset_collate() ) );
		SpeakerIndex::rebuild();
	}

	/** The schedules index (date order, title words, counts), filled from the schedules. */
	public static function add_schedule_index(): void {
		ScheduleIndex::install();
		ScheduleIndex::rebuild();
	}

	/** What the speakers list's items are made of, kept in the speakers index (one read a page). */
	public static function add_speaker_cards(): void {
		self::add_speaker_index();
	}

	/** The events index keeps what a calendar entry shows (slug, timezone, place), filled again. */
	public static function add_event_calendar_columns(): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		dbDelta( Index::schema( $wpdb->get_charset_collate() ) );
		Index::rebuild();
	}

	/**
	 * The background jobs queue. Hold expiry, the license check and exports' batches and cleanup
	 * move from their own wp-cron events onto it (the runners' tick queues what recurs; an export
	 * that was running queues its batch when it is next read); exports' locks are no longer used.
	 */
	public static function add_jobs_table(): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		dbDelta( Jobs::schema( $wpdb->get_charset_collate() ) );
		foreach ( array( 'eventin_release_holds', 'eventin_license_check', 'eventin_attendee_export_batch', 'eventin_attendee_export_cleanup' ) as $hook ) {
			wp_unschedule_hook( $hook );
		}
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name LIKE %s", $wpdb->esc_like( 'eventin_export_lock_' ) . '%' ) );
	}

	/** Visitors' attempts per action and window; checkout's counts were transients per address. */
	public static function add_rate_limits_table(): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		dbDelta( RateLimit::schema( $wpdb->get_charset_collate() ) );
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name LIKE %s OR option_name LIKE %s", $wpdb->esc_like( '_transient_eventin_checkout_' ) . '%', $wpdb->esc_like( '_transient_timeout_eventin_checkout_' ) . '%' ) );
	}

	/**
	 * RSVP: the responses, and the kept counts and capacity per event (a row for each event with
	 * RSVP on, from the events' settings). Its invitation sends are batches since migration 23.
	 */
	public static function add_rsvp_tables(): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		$charset_collate = $wpdb->get_charset_collate();
		dbDelta( Responses::schema( $charset_collate ) );
		$ids = $wpdb->get_col( $wpdb->prepare( "SELECT DISTINCT post_id FROM {$wpdb->postmeta} WHERE meta_key = %s", 'etn_rsvp_settings' ) );
		foreach ( array_map( 'intval', $ids ) as $id ) {
			Responses::set_enabled( $id, Rsvp::settings( $id )['enabled'] );
		}
		Responses::recount();
	}

	/**
	 * The scans at the door and each event's check-in numbers; attendees get their first check-in
	 * and the entry in force. Tickets marked used before count as checked in.
	 */
	public static function add_checkin_tables(): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		$charset_collate = $wpdb->get_charset_collate();
		dbDelta( array_merge( Checkins::schema( $charset_collate ), array( Attendees::schema( $charset_collate ) ) ) );
		$wpdb->query( 'DELETE FROM ' . Checkins::counts_table() );
		$wpdb->query( 'INSERT INTO ' . Checkins::counts_table() . " (event_id, seq, inside, checked_in) SELECT event_id, 1, 0, COUNT(*) FROM " . Attendees::table() . " WHERE ticket_status = 'used' GROUP BY event_id" );
	}

	/** Certificates' sends had a table of their own here; they are batches since migration 23. */
	public static function add_certificate_sends_table(): void {
	}

	/**
	 * Vendors: the events index keeps each event's owner (its author), so a vendor's lists read
	 * their own rows only; filled from the posts in one statement.
	 */
	public static function add_event_owners(): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		dbDelta( Index::schema( $wpdb->get_charset_collate() ) );
		$wpdb->query( 'UPDATE ' . Index::table() . " SET owner_id = COALESCE((SELECT post_author FROM {$wpdb->posts} WHERE ID = event_id), 0)" );
	}

	/**
	 * Ticket prices in minor units of the site's currency (price_minor), from the decimal column of
	 * sites made before it (which stays, unused: SQLite has no DROP COLUMN that dbDelta knows).
	 */
	public static function add_ticket_minor_prices(): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		dbDelta( Tickets::schema( $wpdb->get_charset_collate() ) );
		if ( in_array( 'price', $wpdb->get_col( 'DESCRIBE ' . Tickets::table(), 0 ), true ) ) {
			$factor = 10 ** Money::decimals( Money::currency() );
			// The old column is emptied as it is read, so running this again changes nothing.
			$wpdb->query( $wpdb->prepare( 'UPDATE ' . Tickets::table() . ' SET price_minor = ROUND(price * %d), price = 0 WHERE price <> 0', $factor ) );
		}
	}

	/** The answers of POST orders per Idempotency-Key, replayed for a day. */
	public static function add_idempotency_table(): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		dbDelta( Idempotency::schema( $wpdb->get_charset_collate() ) );
	}

	/**
	 * The purchase report's sums per owner too, so a vendor's figures read their own rows: the
	 * table takes a new key, so it is made again and summed from the bookings.
	 */
	public static function add_owners_to_order_sums(): void {
		global $wpdb;
		$wpdb->query( 'DROP TABLE IF EXISTS ' . OrderSums::table() );
		OrderSums::rebuild();
	}

	/**
	 * One pipeline for sends of many mails (Jobs\Batches): the RSVP invitations' and the
	 * certificates' sends move into it with their logs, and their own tables go. An invitation
	 * send still going has its unsent recipients handed on again by the batch; a certificate send
	 * still going keeps the counts it had (its mails already queued are sent as before).
	 */
	public static function add_batches(): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		dbDelta( Batches::schema( $wpdb->get_charset_collate() ) );
		$exists      = static fn( string $table ) => $table === $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $table ) ) );
		if ( $exists( self::old_table( 'etn_rsvp_sends' ) ) && $exists( self::old_table( 'etn_rsvp_send_items' ) ) ) {
			foreach ( Reader::rows( 'SELECT * FROM ' . self::old_table( 'etn_rsvp_sends' ) . ' ORDER BY id' ) as $send ) {
				$going = in_array( $send['status'], array( 'scheduled', 'sending' ), true );
				$wpdb->insert(
					Batches::table(),
					array(
						'kind'        => Invitations::KIND,
						'event_id'    => (int) $send['event_id'],
						'status'      => $send['status'],
						'total'       => (int) $send['total'],
						'sent'        => (int) $send['sent'],
						'failed'      => (int) $send['failed'],
						'details'     => (string) wp_json_encode( array( 'subject' => $send['subject'], 'body' => $send['body'], 'audience' => $send['audience'] ) ),
						'run_at'      => $send['send_at'],
						'created_by'  => (int) $send['created_by'],
						'created_at'  => $send['created_at'],
						'finished_at' => $send['finished_at'],
					)
				);
				$batch = (int) $wpdb->insert_id;
				// A recipient handed to the old queue is handed on again by the batch.
				$wpdb->query( Sql::of( 'INSERT INTO ' . Batches::items_table() . " (batch_id, item_key, ref_id, email, name, data, status, error, updated_at) SELECT ?, email_key, response_id, email, name, '', CASE WHEN status = 'sending' THEN 'queued' ELSE status END, error, sent_at FROM " . self::old_table( 'etn_rsvp_send_items' ) . ' WHERE send_id = ?', $batch, (int) $send['id'] )->prepared() );
				if ( $going ) {
					Batches::queue_feed( $batch, 0, Invitations::KIND, max( 0, (int) strtotime( $send['send_at'] . ' UTC' ) - time() ) );
				}
			}
		}
		if ( $exists( self::old_table( 'etn_certificate_sends' ) ) ) {
			foreach ( Reader::rows( 'SELECT * FROM ' . self::old_table( 'etn_certificate_sends' ) . ' ORDER BY id' ) as $send ) {
				$wpdb->insert(
					Batches::table(),
					array(
						'kind'        => Sends::KIND,
						'event_id'    => (int) $send['event_id'],
						'status'      => 'done',
						'total'       => (int) $send['total'],
						'sent'        => (int) $send['sent'],
						'failed'      => (int) $send['failed'],
						'skipped'     => (int) $send['skipped'],
						'details'     => (string) wp_json_encode( array( 'audience' => $send['audience'] ) ),
						'run_at'      => $send['created_at'],
						'created_by'  => (int) $send['created_by'],
						'created_at'  => $send['created_at'],
						'finished_at' => $send['created_at'],
					)
				);
			}
		}
		foreach ( array( 'etn_rsvp_send_items', 'etn_rsvp_sends', 'etn_certificate_sends' ) as $name ) {
			$wpdb->query( 'DROP TABLE IF EXISTS ' . self::old_table( $name ) );
		}
	}

	/** A table of ours that a later migration replaced, by its name without the site's prefix. */
	private static function old_table( string $name ): string {
		global $wpdb;
		return $wpdb->prefix . $name;
	}

	/**
	 * Exports are batches now: the exports kept as option rows (a day at most) and their queued
	 * jobs go, with their files; an export that was running is started again by whoever waits for it.
	 */
	public static function move_exports_to_batches(): void {
		global $wpdb;
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name LIKE %s", $wpdb->esc_like( 'eventin_export_job_' ) . '%' ) );
		$wpdb->query( Sql::of( 'DELETE FROM ' . Jobs::table() . " WHERE hook = ? AND status IN ('queued', 'failed')", 'eventin_export_batch' )->prepared() );
		Files::delete_older_than( 0 );
	}
}
