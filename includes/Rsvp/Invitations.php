<?php
namespace Eventin\Rsvp;

use Eventin\Database\Lock;
use Eventin\Database\Reader;
use Eventin\Database\Sql;
use Eventin\Events\Event;
use Eventin\Events\Index;
use Eventin\Jobs\Jobs;
use Eventin\Mail\Mailer;
use Eventin\Rest\Controller;
use Eventin\Settings\Settings;
use Eventin\Time\LocalTime;
use Eventin\Vendors\Ownership;
use WP_Error;

/**
 * Invitations and reminders of an event: one message from the organizer to everyone of a status
 * (going, maybe, not going, waiting) or to a list of addresses, now or at a chosen time.
 *
 * A send is a row of `etn_rsvp_sends` with its recipients in `etn_rsvp_send_items`, one row per
 * address and send (the address in lower case is the key, so each address gets at most one mail
 * per send). A background job hands them to the Mailer BATCH at a time, each recipient claimed
 * with a conditional UPDATE: one mail job each, tried again after 1, 5 and 30 minutes like every
 * mail, so a mail server down for a while delays the send instead of failing it; each batch queues
 * the next. The recipients of a status are read when the send starts, so a reminder set for later
 * reaches who has that status then. The rows are the send's log: what was sent, what failed and
 * why (the last error of a mail still being tried too); Retry failed queues the failed ones again.
 */
final class Invitations {
	public const HOOK = 'eventin_rsvp_send_batch';

	/** Recipients handed to the Mailer per job. */
	public const BATCH = 200;

	/** The most addresses one send may list. */
	public const MAX_ADDRESSES = 1000;

	public static function table(): string {
		global $wpdb;
		return $wpdb->prefix . 'etn_rsvp_sends';
	}

	public static function items_table(): string {
		global $wpdb;
		return $wpdb->prefix . 'etn_rsvp_send_items';
	}

	/** @return string[] */
	public static function schema( string $charset_collate ): array {
		$sends_table = self::table();
		$items_table = self::items_table();
		return array(
			"CREATE TABLE {$sends_table} (
			id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
			event_id bigint(20) unsigned NOT NULL,
			subject text NOT NULL,
			body longtext NOT NULL,
			audience varchar(20) NOT NULL DEFAULT '',
			status varchar(20) NOT NULL DEFAULT 'scheduled',
			total int(11) NOT NULL DEFAULT 0,
			sent int(11) NOT NULL DEFAULT 0,
			failed int(11) NOT NULL DEFAULT 0,
			send_at datetime NOT NULL,
			created_by bigint(20) unsigned NOT NULL DEFAULT 0,
			created_at datetime NOT NULL,
			finished_at datetime DEFAULT NULL,
			PRIMARY KEY  (id),
			KEY event_id (event_id,id)
		) {$charset_collate};",
			"CREATE TABLE {$items_table} (
			send_id bigint(20) unsigned NOT NULL,
			email_key varchar(191) NOT NULL,
			email varchar(191) NOT NULL DEFAULT '',
			name varchar(200) NOT NULL DEFAULT '',
			response_id bigint(20) unsigned NOT NULL DEFAULT 0,
			status varchar(20) NOT NULL DEFAULT 'queued',
			error text NOT NULL,
			sent_at datetime DEFAULT NULL,
			PRIMARY KEY  (send_id,email_key),
			KEY send_status (send_id,status)
		) {$charset_collate};",
		);
	}

	public static function register(): void {
		add_action( self::HOOK, array( self::class, 'run' ), 10, 2 );
		Mailer::define( Mails::INVITATION, array( self::class, 'compose' ) );
		add_action( 'eventin_mail_sent', static fn( $message, $context ) => self::noted( $message, $context, 'sent', '' ), 10, 2 );
		add_action( 'eventin_mail_not_sent', static fn( $message, $context, $reason ) => self::noted( $message, $context, 'sending', $reason ), 10, 3 );
		add_action( 'eventin_mail_given_up', static fn( $message, $context, $reason ) => self::noted( $message, $context, 'failed', $reason ), 10, 3 );
		add_filter(
			'eventin_job_label',
			static function ( string $label, string $hook, array $args ) {
				/* translators: %d: the number of an invitation send */
				return self::HOOK === $hook ? sprintf( __( 'RSVP invitations: send #%d', 'eventin' ), (int) ( $args[0] ?? 0 ) ) : $label;
			},
			10,
			3
		);
	}

	/**
	 * A new send, its first batch queued for its time: only for a published event with RSVP on.
	 * A vendor sends to the event's respondents freely, and to other addresses only within the
	 * daily quota of Settings → Vendors (`vendor_invite_quota`; 0: none); managers and
	 * administrators to anyone.
	 *
	 * @param array $input { subject, body, status?, addresses?, send_at? } as the schema let it through.
	 * @return array|WP_Error The send as item() answers it.
	 */
	public static function create( int $event_id, array $input, int $user_id, ?int $now = null ) {
		$now   = $now ?? time();
		$event = get_post( $event_id );
		if ( ! Event::exists( $event_id ) || ! $event || 'trash' === $event->post_status ) {
			return Controller::error( 'eventin_event_not_found', __( 'This event does not exist.', 'eventin' ), 404 );
		}
		$closed = self::closed( $event_id );
		if ( null !== $closed ) {
			return Controller::invalid( 'id', $closed );
		}
		$status    = '' === (string) ( $input['status'] ?? '' ) ? null : Responses::normalise( (string) $input['status'] );
		$addresses = array();
		foreach ( array_values( (array) ( $input['addresses'] ?? array() ) ) as $position => $address ) {
			$email = sanitize_email( (string) $address );
			if ( '' === $email || ! is_email( $email ) ) {
				/* translators: %s: what was given as an e-mail address */
				return Controller::invalid( "addresses.{$position}", sprintf( __( '"%s" is not an e-mail address.', 'eventin' ), sanitize_text_field( (string) $address ) ) );
			}
			$addresses[ Responses::key( $email ) ] ??= $email;
		}
		if ( ( null === $status ) === ! $addresses ) {
			return Controller::invalid( 'status', __( 'Choose who gets it: everyone of a status, or a list of addresses (not both).', 'eventin' ) );
		}
		$send_at = $now;
		if ( '' !== trim( (string) ( $input['send_at'] ?? '' ) ) ) {
			$send_at = strtotime( (string) $input['send_at'] );
			if ( false === $send_at ) {
				return Controller::invalid( 'send_at', __( 'The time to send must be a date and time such as 2027-05-04T09:00:00Z.', 'eventin' ) );
			}
			$send_at = max( $now, $send_at );
		}
		$send = array(
			'event_id'   => $event_id,
			'subject'    => sanitize_text_field( (string) $input['subject'] ),
			'body'       => sanitize_textarea_field( (string) $input['body'] ),
			'audience'   => $status ?? 'addresses',
			'status'     => 'scheduled',
			'total'      => count( $addresses ),
			'sent'       => 0,
			'failed'     => 0,
			'send_at'    => gmdate( 'Y-m-d H:i:s', $send_at ),
			'created_by' => $user_id,
			'created_at' => gmdate( 'Y-m-d H:i:s', $now ),
		);
		$respondents = $addresses ? self::respondents( $event_id, array_keys( $addresses ) ) : array();
		$others      = count( array_diff_key( $addresses, $respondents ) );
		$vendor      = Ownership::vendor_id( $user_id );
		if ( null === $vendor || 0 === $others ) {
			return self::save( $send, $addresses, $respondents, $send_at - $now );
		}
		// Counted and saved holding the vendor's lock: two sends at once cannot both take what is left.
		return Lock::run(
			'rsvp-invitations-' . $vendor,
			static function () use ( $vendor, $others, $now, $send, $addresses, $respondents, $send_at ) {
				$refusal = self::over_quota( $vendor, $others, $now );
				return $refusal ?? self::save( $send, $addresses, $respondents, $send_at - $now );
			},
			static fn() => Controller::error( 'eventin_rsvp_send_busy', __( 'Another send of yours is being saved. Please try again.', 'eventin' ), 409 )
		);
	}

	/**
	 * Why an event takes no invitations now (not published, or RSVP off); null when it does. Read
	 * from the tables kept in step with the event, not the post: a runner that has been running
	 * jobs for a while holds the posts it read earlier in its memory, as they were then.
	 */
	private static function closed( int $event_id ): ?string {
		if ( 'publish' !== ( Index::rows( array( $event_id ) )[ $event_id ]['post_status'] ?? '' ) ) {
			return __( 'Invitations and reminders go out only for published events. Publish this event first.', 'eventin' );
		}
		if ( ! Responses::counts( array( $event_id ) )[ $event_id ]['enabled'] ) {
			return __( 'Invitations and reminders go out only for events with RSVP on. Turn RSVP on for this event first.', 'eventin' );
		}
		return null;
	}

	/**
	 * The addresses (keys) of these that answered the event, with their responses' id and name.
	 *
	 * @param string[] $keys
	 * @return array<string, array{id: string, email_key: string, name: string}>
	 */
	private static function respondents( int $event_id, array $keys ): array {
		global $wpdb;
		$placeholders = implode( ', ', array_fill( 0, count( $keys ), '%s' ) );
		$rows         = $wpdb->get_results( $wpdb->prepare( 'SELECT id, email_key, name FROM ' . Responses::table() . " WHERE event_id = %d AND email_key IN ({$placeholders})", array_merge( array( $event_id ), $keys ) ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL
		return array_column( (array) $rows, null, 'email_key' );
	}

	/**
	 * The refusal of a vendor's send to $others addresses that did not answer its event, past
	 * what is left of their quota today (the site's day); null within it.
	 */
	private static function over_quota( int $vendor, int $others, int $now ): ?WP_Error {
		$quota = (int) Settings::get()['vendor_invite_quota'];
		if ( $quota <= 0 ) {
			return Controller::invalid( 'addresses', __( 'On this site vendors send only to people who answered the event. Remove the addresses that have not answered it, or send to everyone of a status.', 'eventin' ) );
		}
		$left = max( 0, $quota - self::others_since( $vendor, self::day_start( $now ) ) );
		if ( $others <= $left ) {
			return null;
		}
		return Controller::invalid(
			'addresses',
			sprintf(
				/* translators: 1: addresses left today, 2: the daily quota, 3: the addresses of this send that did not answer the event */
				_n(
					'You can invite %1$s more address that has not answered this event today (vendors may invite %2$s a day); this send has %3$s. Nothing was sent.',
					'You can invite %1$s more addresses that have not answered this event today (vendors may invite %2$s a day); this send has %3$s. Nothing was sent.',
					$left,
					'eventin'
				),
				number_format_i18n( $left ),
				number_format_i18n( $quota ),
				number_format_i18n( $others )
			)
		);
	}

	/** The start of the site's day that holds $now. */
	private static function day_start( int $now ): int {
		return ( new \DateTimeImmutable( '@' . $now ) )->setTimezone( wp_timezone() )->setTime( 0, 0 )->getTimestamp();
	}

	/**
	 * How many addresses that had not answered their event a vendor's sends listed since $since:
	 * read from their own events' sends (the events index's owner rows), so it costs what the
	 * vendor has.
	 */
	public static function others_since( int $vendor, int $since ): int {
		return (int) ( Reader::column(
			Sql::concat(
				'SELECT COUNT(*) FROM ' . self::table() . ' s JOIN ' . self::items_table() . ' i ON i.send_id = s.id WHERE s.event_id IN (',
				Ownership::events_sql( $vendor ),
				Sql::of( ') AND s.created_by = ? AND s.created_at >= ? AND i.response_id = 0', $vendor, gmdate( 'Y-m-d H:i:s', $since ) )
			)
		)[0] ?? 0 );
	}

	/**
	 * Writes a send and its addresses, and queues its first batch.
	 *
	 * @param array $send        The row of the sends table.
	 * @param array $addresses   key => address.
	 * @param array $respondents key => { id, name } of the addresses that answered the event.
	 * @return array|WP_Error
	 */
	private static function save( array $send, array $addresses, array $respondents, int $delay ) {
		global $wpdb;
		if ( 1 !== (int) $wpdb->insert( self::table(), $send ) ) {
			return Controller::error( 'eventin_rsvp_send_not_saved', __( 'The invitations could not be saved. Please try again.', 'eventin' ), 503 );
		}
		$send_id = (int) $wpdb->insert_id;
		foreach ( array_chunk( $addresses, 200, true ) as $chunk ) {
			$values = array();
			foreach ( $chunk as $key => $email ) {
				array_push( $values, $send_id, $key, $email, $respondents[ $key ]['name'] ?? '', (int) ( $respondents[ $key ]['id'] ?? 0 ) );
			}
			$placeholders = implode( ', ', array_fill( 0, count( $chunk ), "(%d, %s, %s, %s, %d, 'queued', '')" ) );
			$wpdb->query( $wpdb->prepare( 'INSERT IGNORE INTO ' . self::items_table() . " (send_id, email_key, email, name, response_id, status, error) VALUES {$placeholders}", $values ) ); // phpcs:ignore WordPress.DB.PreparedSQL
		}
		Jobs::add( self::HOOK, array( $send_id, 1 ), array( 'unique' => 'rsvp-send:' . $send_id . ':1', 'delay' => $delay ) );
		return self::item( self::find( $send_id ) );
	}

	/**
	 * A batch of a send (the job's handler): the first reads the recipients of a status; each sends
	 * to up to BATCH recipients, then queues the next batch, or ends the send.
	 */
	public static function run( $send_id, $batch = 1 ): void {
		global $wpdb;
		$send = self::find( (int) $send_id );
		if ( ! $send || in_array( $send['status'], array( 'done', 'cancelled' ), true ) ) {
			return;
		}
		if ( 'scheduled' === $send['status'] ) {
			if ( 'addresses' !== $send['audience'] ) {
				$wpdb->query( $wpdb->prepare( 'INSERT IGNORE INTO ' . self::items_table() . " (send_id, email_key, email, name, response_id, status, error) SELECT %d, email_key, email, name, id, 'queued', '' FROM " . Responses::table() . ' WHERE event_id = %d AND status = %s', $send['id'], $send['event_id'], $send['audience'] ) ); // phpcs:ignore WordPress.DB.PreparedSQL
			}
			$total = (int) $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . self::items_table() . ' WHERE send_id = %d', $send['id'] ) ); // phpcs:ignore WordPress.DB.PreparedSQL
			$wpdb->query( $wpdb->prepare( 'UPDATE ' . self::table() . " SET status = 'sending', total = %d WHERE id = %d AND status = 'scheduled'", $total, $send['id'] ) ); // phpcs:ignore WordPress.DB.PreparedSQL
		}
		$recipients = $wpdb->get_col( $wpdb->prepare( 'SELECT email_key FROM ' . self::items_table() . " WHERE send_id = %d AND status = 'queued' ORDER BY email_key LIMIT %d", $send['id'], self::BATCH ) ); // phpcs:ignore WordPress.DB.PreparedSQL
		foreach ( $recipients as $key ) {
			$claimed = $wpdb->query( $wpdb->prepare( 'UPDATE ' . self::items_table() . " SET status = 'sending' WHERE send_id = %d AND email_key = %s AND status = 'queued'", $send['id'], $key ) ); // phpcs:ignore WordPress.DB.PreparedSQL
			if ( 1 === (int) $claimed ) {
				self::queue_mail( (int) $send['id'], $key );
			}
		}
		if ( count( $recipients ) >= self::BATCH ) {
			$next = (int) $batch + 1;
			Jobs::add( self::HOOK, array( $send['id'], $next ), array( 'unique' => 'rsvp-send:' . $send['id'] . ':' . $next ) );
			return;
		}
		self::finish_if_done( (int) $send['id'] );
	}

	/** One recipient's mail job (unique per send and address: one mail each). */
	private static function queue_mail( int $send_id, string $key ): void {
		Mailer::queue(
			Mails::INVITATION,
			array(
				'send' => $send_id,
				'key'  => $key,
			),
			'rsvp-send:' . $send_id . ':' . $key
		);
	}

	/**
	 * A recipient's mail, composed when its job runs (the Mailer's composer). A recipient whose
	 * event takes no invitations now (no longer published, RSVP off, deleted) gets none: noted as
	 * failed with the reason.
	 */
	public static function compose( array $context ): ?array {
		global $wpdb;
		$send      = self::find( (int) ( $context['send'] ?? 0 ) );
		$recipient = $send ? $wpdb->get_row( $wpdb->prepare( 'SELECT * FROM ' . self::items_table() . ' WHERE send_id = %d AND email_key = %s', $send['id'], (string) ( $context['key'] ?? '' ) ), ARRAY_A ) : null; // phpcs:ignore WordPress.DB.PreparedSQL
		if ( ! $recipient || 'sending' !== $recipient['status'] || 'cancelled' === $send['status'] ) {
			return null;
		}
		$event  = Event::read( $send['event_id'] );
		$closed = $event ? self::closed( (int) $send['event_id'] ) : __( 'The event was deleted.', 'eventin' );
		if ( null !== $closed ) {
			self::noted( Mails::INVITATION, $context, 'failed', $closed );
			return null;
		}
		$response = (int) $recipient['response_id'] ? ( Responses::find_many( array( (int) $recipient['response_id'] ) )[ (int) $recipient['response_id'] ] ?? null ) : null;
		return self::mail( $send, $event, $recipient, $response );
	}

	/**
	 * What became of a recipient's mail: sent, failed for good, or failed an attempt (still
	 * 'sending', with the reason, until its next). The send's counts move with it, once.
	 */
	public static function noted( string $message, array $context, string $status, string $error ): void {
		global $wpdb;
		if ( Mails::INVITATION !== $message ) {
			return;
		}
		$send_id = (int) ( $context['send'] ?? 0 );
		$key     = (string) ( $context['key'] ?? '' );
		$moved   = (int) $wpdb->query( $wpdb->prepare( 'UPDATE ' . self::items_table() . " SET status = %s, error = %s, sent_at = %s WHERE send_id = %d AND email_key = %s AND status = 'sending'", $status, $error, gmdate( 'Y-m-d H:i:s' ), $send_id, $key ) ); // phpcs:ignore WordPress.DB.PreparedSQL
		if ( 1 === $moved && 'sending' !== $status ) {
			$column = 'sent' === $status ? 'sent' : 'failed';
			$wpdb->query( $wpdb->prepare( 'UPDATE ' . self::table() . " SET {$column} = {$column} + 1 WHERE id = %d", $send_id ) ); // phpcs:ignore WordPress.DB.PreparedSQL
			self::finish_if_done( $send_id );
		}
	}

	/** A send whose every recipient was sent or failed is done. */
	private static function finish_if_done( int $send_id ): void {
		global $wpdb;
		$wpdb->query( $wpdb->prepare( 'UPDATE ' . self::table() . " SET status = 'done', finished_at = %s WHERE id = %d AND status = 'sending' AND sent + failed >= total", gmdate( 'Y-m-d H:i:s' ), $send_id ) ); // phpcs:ignore WordPress.DB.PreparedSQL
	}

	/**
	 * Retry failed: the send's failed recipients get their mail queued again.
	 *
	 * @return int How many.
	 */
	public static function retry( int $send_id ): int {
		global $wpdb;
		$keys = $wpdb->get_col( $wpdb->prepare( 'SELECT email_key FROM ' . self::items_table() . " WHERE send_id = %d AND status = 'failed'", $send_id ) ); // phpcs:ignore WordPress.DB.PreparedSQL
		$again = 0;
		foreach ( $keys as $key ) {
			$moved = (int) $wpdb->query( $wpdb->prepare( 'UPDATE ' . self::items_table() . " SET status = 'sending', error = '', sent_at = NULL WHERE send_id = %d AND email_key = %s AND status = 'failed'", $send_id, $key ) ); // phpcs:ignore WordPress.DB.PreparedSQL
			if ( 1 === $moved ) {
				++$again;
				self::queue_mail( $send_id, $key );
			}
		}
		if ( $again ) {
			$wpdb->query( $wpdb->prepare( 'UPDATE ' . self::table() . " SET status = 'sending', failed = failed - %d, finished_at = NULL WHERE id = %d", $again, $send_id ) ); // phpcs:ignore WordPress.DB.PreparedSQL
		}
		return $again;
	}

	/** One recipient's mail: the organizer's subject and message with the placeholders filled. */
	private static function mail( array $send, array $event, array $recipient, ?array $response ): array {
		$values = Mails::placeholders( $event, $response, $recipient['name'], $recipient['email'] );
		return array(
			'to'           => $recipient['email'],
			'subject'      => $send['subject'],
			'heading'      => $send['subject'],
			'template'     => Mails::INVITATION,
			'placeholders' => $values,
			'data'         => array(
				'body'       => strtr( $send['body'], $values ),
				'event_rows' => array(
					__( 'Event', 'eventin' ) => $values['{event_title}'],
					__( 'When', 'eventin' )  => $values['{event_date}'] ?? '',
					__( 'Where', 'eventin' ) => $values['{event_place}'] ?? '',
				),
				'rsvp_url'   => $values['{rsvp_url}'],
			),
		);
	}

	/** An event's sends and their recipients, gone with the event. */
	public static function forget_event( int $event_id ): void {
		global $wpdb;
		$wpdb->query( $wpdb->prepare( 'DELETE FROM ' . self::items_table() . ' WHERE send_id IN (SELECT id FROM ' . self::table() . ' WHERE event_id = %d)', $event_id ) ); // phpcs:ignore WordPress.DB.PreparedSQL
		$wpdb->query( $wpdb->prepare( 'DELETE FROM ' . self::table() . ' WHERE event_id = %d', $event_id ) ); // phpcs:ignore WordPress.DB.PreparedSQL
	}

	public static function find( int $id ): ?array {
		global $wpdb;
		$row = $wpdb->get_row( $wpdb->prepare( 'SELECT * FROM ' . self::table() . ' WHERE id = %d', $id ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL
		return $row ?: null;
	}

	/**
	 * An event's sends, newest first.
	 *
	 * @return array{0: array[], 1: int} Items and the total.
	 */
	public static function for_event( int $event_id, int $page, int $per_page ): array {
		$rows  = Reader::rows( Sql::of( 'SELECT * FROM ' . self::table() . ' WHERE event_id = ? ORDER BY id DESC LIMIT ? OFFSET ?', $event_id, $per_page, ( $page - 1 ) * $per_page ) );
		$total = (int) ( Reader::column( Sql::of( 'SELECT COUNT(*) FROM ' . self::table() . ' WHERE event_id = ?', $event_id ) )[0] ?? 0 );
		// Who sent them, read at once.
		cache_users( array_unique( array_map( 'intval', array_column( $rows, 'created_by' ) ) ) );
		return array( array_map( array( self::class, 'item' ), $rows ), $total );
	}

	/**
	 * A send's recipients (its log), by address.
	 *
	 * @return array{0: array[], 1: int}
	 */
	public static function recipients( int $send_id, string $status, int $page, int $per_page ): array {
		$where = '' === $status ? Sql::of( ' WHERE send_id = ?', $send_id ) : Sql::of( ' WHERE send_id = ? AND status = ?', $send_id, $status );
		$rows  = Reader::rows( Sql::concat( 'SELECT email, name, status, error, sent_at FROM ' . self::items_table(), $where, Sql::of( ' ORDER BY email_key LIMIT ? OFFSET ?', $per_page, ( $page - 1 ) * $per_page ) ) );
		$total = (int) ( Reader::column( Sql::concat( 'SELECT COUNT(*) FROM ' . self::items_table(), $where ) )[0] ?? 0 );
		$items = array_map(
			static fn( $row ) => array(
				'email'   => $row['email'],
				'name'    => $row['name'],
				'status'  => $row['status'],
				'error'   => $row['error'],
				'sent_at' => self::instant( $row['sent_at'] ),
			),
			$rows
		);
		return array( $items, $total );
	}

	/** A send as the routes answer it. */
	public static function item( array $row ): array {
		$sender = get_userdata( (int) $row['created_by'] );
		return array(
			'id'              => (int) $row['id'],
			'event_id'        => (int) $row['event_id'],
			'subject'         => $row['subject'],
			'body'            => $row['body'],
			'audience'        => $row['audience'],
			'status'          => $row['status'],
			'total'           => (int) $row['total'],
			'sent'            => (int) $row['sent'],
			'failed'          => (int) $row['failed'],
			'send_at'         => self::instant( $row['send_at'] ),
			'created_by'      => (int) $row['created_by'],
			'created_by_name' => $sender ? $sender->display_name : '',
			'created_at'      => self::instant( $row['created_at'] ),
			'finished_at'     => self::instant( $row['finished_at'] ),
		);
	}

	private static function instant( ?string $datetime ): ?string {
		return null === $datetime || '' === $datetime || str_starts_with( $datetime, '0000' ) ? null : LocalTime::iso( (int) strtotime( $datetime . ' UTC' ) );
	}
}
