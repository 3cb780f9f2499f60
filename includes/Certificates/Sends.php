<?php
namespace Eventin\Certificates;

use Eventin\Attendees\Attendees;
use Eventin\Events\Event;
use Eventin\Jobs\Jobs;
use Eventin\Mail\Mailer;
use Eventin\Time\LocalTime;

/**
 * Sending an event's certificates (Send Certificate in the event list): one row of
 * `etn_certificate_sends` per send, with how many mails it holds and how many went, failed or were
 * dropped (the attendee refunded meanwhile). The recipients come from the
 * `eventin_certificate_recipients` filter, BATCH at a time: the first batch in the request, each
 * further one in a background job that queues the next. Each recipient's mail is its own Mailer job
 * (message `certificate`, unique per send and attendee), so every attendee gets one mail per send,
 * each with their own link, even when two share an address.
 */
final class Sends {
	public const HOOK = 'eventin_certificate_send_batch';

	/** Recipients read per batch. */
	public const BATCH = 200;

	public const MESSAGE = 'certificate';

	public static function table(): string {
		global $wpdb;
		return $wpdb->prefix . 'etn_certificate_sends';
	}

	public static function schema( string $charset_collate ): string {
		$table = self::table();
		return "CREATE TABLE {$table} (
			id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
			event_id bigint(20) unsigned NOT NULL,
			audience varchar(20) NOT NULL DEFAULT 'checked_in',
			total int(11) NOT NULL DEFAULT 0,
			sent int(11) NOT NULL DEFAULT 0,
			failed int(11) NOT NULL DEFAULT 0,
			skipped int(11) NOT NULL DEFAULT 0,
			queued int(11) NOT NULL DEFAULT 0,
			complete tinyint(1) NOT NULL DEFAULT 0,
			created_by bigint(20) unsigned NOT NULL DEFAULT 0,
			created_at datetime NOT NULL,
			PRIMARY KEY  (id),
			KEY event_id (event_id,id)
		) {$charset_collate};";
	}

	public static function register(): void {
		add_filter( 'eventin_certificate_recipients', array( Certificate::class, 'recipients' ), 10, 3 );
		add_action( self::HOOK, array( self::class, 'run' ), 10, 2 );
		add_action( 'eventin_mail_sent', static fn( $message, $context ) => self::count( $message, $context, 'sent' ), 10, 2 );
		add_action( 'eventin_mail_given_up', static fn( $message, $context ) => self::count( $message, $context, 'failed' ), 10, 2 );
		add_filter(
			'eventin_job_label',
			static function ( string $label, string $hook, array $args ) {
				/* translators: %d: the number of a certificate send */
				return self::HOOK === $hook ? sprintf( __( 'Certificates: send #%d', 'eventin' ), (int) ( $args[0] ?? 0 ) ) : $label;
			},
			10,
			3
		);
	}

	/**
	 * Sends an event's certificates: to the attendees who checked in, or to all of them.
	 *
	 * @return array{sent: int, send?: array} How many mails it holds, and the send (none when nobody gets one).
	 */
	public static function start( array $event, bool $all, int $user_id ): array {
		global $wpdb;
		$first = self::batch( $event, $all, 0 );
		if ( ! $first ) {
			return array( 'sent' => 0 );
		}
		$extra = count( array_filter( $first, static fn( $recipient ) => empty( $recipient['attendee'] ) ) );
		$wpdb->insert(
			self::table(),
			array(
				'event_id'   => $event['id'],
				'audience'   => $all ? 'all' : 'checked_in',
				'total'      => Certificate::count( (int) $event['id'], $all ) + $extra,
				'created_by' => $user_id,
				'created_at' => gmdate( 'Y-m-d H:i:s' ),
			)
		);
		$send = self::find( (int) $wpdb->insert_id );
		if ( ! $send ) {
			return array( 'sent' => 0 );
		}
		self::queue( $send, $event, $first );
		$send = (array) self::find( (int) $send['id'] );
		return array(
			'sent' => (int) $send['total'],
			'send' => self::item( $send ),
		);
	}

	/** A further batch (the job's handler). */
	public static function run( $send_id, $after = 0 ): void {
		$send  = self::find( (int) $send_id );
		$event = $send ? Event::read( (int) $send['event_id'] ) : null;
		if ( ! $send || (int) $send['complete'] ) {
			return;
		}
		$recipients = $event ? self::batch( $event, 'all' === $send['audience'], (int) $after ) : array();
		self::queue( $send, (array) $event, $recipients );
	}

	/** @return array[] Up to BATCH recipients after the attendee id $after. */
	private static function batch( array $event, bool $all, int $after ): array {
		$args = array(
			'all'   => $all,
			'after' => $after,
			'limit' => self::BATCH,
		);
		return array_values(
			array_filter(
				(array) apply_filters( 'eventin_certificate_recipients', array(), $event, $args ),
				static fn( $recipient ) => is_array( $recipient ) && is_email( (string) ( $recipient['email'] ?? '' ) )
			)
		);
	}

	/** Queues a batch's mails, then the next batch, or notes that every mail is queued. */
	private static function queue( array $send, array $event, array $recipients ): void {
		global $wpdb;
		$last = 0;
		foreach ( $recipients as $recipient ) {
			$attendee = (int) ( $recipient['attendee'] ?? 0 );
			if ( $attendee ) {
				$last = max( $last, $attendee );
				Mailer::queue( self::MESSAGE, array( 'send' => (int) $send['id'], 'attendee' => $attendee ), 'certificate:' . $send['id'] . ':' . $attendee );
				continue;
			}
			Mailer::queue(
				self::MESSAGE,
				array(
					'send'  => (int) $send['id'],
					'event' => (int) $event['id'],
					'email' => (string) $recipient['email'],
					'name'  => (string) ( $recipient['name'] ?? '' ),
					'url'   => (string) ( $recipient['url'] ?? $event['link'] ?? '' ),
				),
				'certificate:' . $send['id'] . ':' . md5( strtolower( (string) $recipient['email'] ) )
			);
		}
		$wpdb->query( $wpdb->prepare( 'UPDATE ' . self::table() . ' SET queued = queued + %d WHERE id = %d', count( $recipients ), $send['id'] ) ); // phpcs:ignore WordPress.DB.PreparedSQL
		if ( $last && count( array_filter( $recipients, static fn( $recipient ) => ! empty( $recipient['attendee'] ) ) ) >= self::BATCH ) {
			Jobs::add( self::HOOK, array( (int) $send['id'], $last ), array( 'unique' => 'certificate-send:' . $send['id'] . ':' . $last ) );
			return;
		}
		// Every mail is queued: the total is what went into the queue.
		$wpdb->query( $wpdb->prepare( 'UPDATE ' . self::table() . ' SET complete = 1, total = queued WHERE id = %d', $send['id'] ) ); // phpcs:ignore WordPress.DB.PreparedSQL
	}

	/** Moves a send's counter on for one of its mails. */
	private static function count( $message, $context, string $column ): void {
		global $wpdb;
		if ( self::MESSAGE !== $message || ! is_array( $context ) || empty( $context['send'] ) ) {
			return;
		}
		$wpdb->query( $wpdb->prepare( 'UPDATE ' . self::table() . " SET {$column} = {$column} + 1 WHERE id = %d", (int) $context['send'] ) ); // phpcs:ignore WordPress.DB.PreparedSQL
	}

	/**
	 * The certificate mail, composed when its job runs: nothing when the attendee may not have a
	 * certificate any more (refunded, cancelled, the event trashed or its certificate turned off).
	 */
	public static function mail( array $context ): ?array {
		if ( ! empty( $context['attendee'] ) ) {
			$attendee = Attendees::get( (int) $context['attendee'] );
			$event    = $attendee ? Certificate::event_for( $attendee ) : null;
			if ( ! $attendee || ! $event ) {
				self::count( self::MESSAGE, $context, 'skipped' );
				return null;
			}
			$to   = $attendee['email'];
			$name = $attendee['name'];
			$url  = Certificate::url( $attendee['code'] );
		} else {
			$event = Event::read( (int) ( $context['event'] ?? 0 ) );
			if ( ! $event ) {
				self::count( self::MESSAGE, $context, 'skipped' );
				return null;
			}
			$to   = (string) $context['email'];
			$name = (string) ( $context['name'] ?? '' );
			$url  = (string) ( $context['url'] ?? '' );
		}
		return array(
			'to'           => $to,
			'subject'      => __( 'Your certificate for {event_title}', 'eventin' ),
			'heading'      => __( 'Your certificate', 'eventin' ),
			'template'     => self::MESSAGE,
			'placeholders' => Mailer::placeholders( $event ),
			'data'         => array(
				'name' => $name,
				'url'  => $url,
			),
		);
	}

	public static function find( int $id ): ?array {
		global $wpdb;
		$row = $wpdb->get_row( $wpdb->prepare( 'SELECT * FROM ' . self::table() . ' WHERE id = %d', $id ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL
		return $row ? $row : null;
	}

	/** A send as the routes answer it: `done` once every mail queued went out, failed or was dropped. */
	public static function item( array $row ): array {
		$handled = (int) $row['sent'] + (int) $row['failed'] + (int) $row['skipped'];
		return array(
			'id'         => (int) $row['id'],
			'event_id'   => (int) $row['event_id'],
			'audience'   => $row['audience'],
			'status'     => (int) $row['complete'] && $handled >= (int) $row['total'] ? 'done' : 'sending',
			'total'      => (int) $row['total'],
			'sent'       => (int) $row['sent'],
			'failed'     => (int) $row['failed'],
			'skipped'    => (int) $row['skipped'],
			'created_at' => LocalTime::iso( (int) strtotime( $row['created_at'] . ' UTC' ) ),
		);
	}
}
