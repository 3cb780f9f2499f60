<?php
namespace Eventin\Rsvp;

use Eventin\Database\Lock;
use Eventin\Database\Reader;
use Eventin\Database\Sql;
use Eventin\Events\Event;
use Eventin\Events\Index;
use Eventin\Jobs\Batches;
use Eventin\Mail\Mailer;
use Eventin\Permissions\Capabilities;
use Eventin\Problem;
use Eventin\Settings\Settings;
use Eventin\Vendors\Ownership;

/**
 * Invitations and reminders of an event: one message from the organizer to everyone of a status
 * (going, maybe, not going, waiting) or to a list of addresses, now or at a chosen time.
 *
 * A send is a batch of kind `rsvp-invitation` (Jobs\Batches): one item per address (the address
 * in lower case is the key, so each address gets at most one mail per send), each its own mail
 * job, tried again like every mail; Retry failed and cancel are the batches' own. The recipients
 * of a status are read when the send starts, so a reminder set for later reaches who has that
 * status then. Here: who may send what, and each recipient's mail.
 */
final class Invitations {
	public const KIND = 'rsvp-invitation';

	/** The most addresses one send may list. */
	public const MAX_ADDRESSES = 1000;

	/** The invitation's mail (on Mailer::MESSAGES_HOOK). */
	public static function define_mail(): void {
		Mailer::define( Mails::INVITATION, array( self::class, 'compose' ) );
	}

	/** The invitations' kind of batch (on Batches::KINDS_HOOK). */
	public static function define_kind(): void {
		Batches::define(
			self::KIND,
			array(
				'message' => Mails::INVITATION,
				'reach'        => static fn( array $batch, int $user_id ) => Event::exists( (int) $batch['event_id'] ) && user_can( $user_id, Ownership::REACH, (int) $batch['event_id'] ),
				'capabilities' => array( Capabilities::EVENT, Capabilities::OWN_EVENTS ),
				'fill'    => array( self::class, 'fill' ),
				/* translators: %d: the number of an invitation send */
				'label'   => static fn( int $id ) => sprintf( __( 'RSVP invitations: send #%d', 'eventin' ), $id ),
			)
		);
	}

	/**
	 * A new send, its first batch queued for its time: only for a published event with RSVP on.
	 * A vendor sends to the event's respondents freely, and to other addresses only within the
	 * daily quota of Settings → Vendors (`vendor_invite_quota`; 0: none); managers and
	 * administrators to anyone.
	 *
	 * @param array $input { subject, body, status?, addresses?, send_at? } as the schema let it through.
	 * @return array|Problem The send as item() answers it.
	 */
	public static function create( int $event_id, array $input, int $user_id, ?int $now = null ) {
		$now   = $now ?? time();
		$event = get_post( $event_id );
		if ( ! Event::exists( $event_id ) || ! $event || 'trash' === $event->post_status ) {
			return Problem::not_found( 'eventin_event_not_found', __( 'This event does not exist.', 'eventin' ) );
		}
		$closed = self::closed( $event_id );
		if ( null !== $closed ) {
			return Problem::invalid( 'id', $closed );
		}
		$status    = '' === (string) ( $input['status'] ?? '' ) ? null : Responses::normalise( (string) $input['status'] );
		$addresses = array();
		foreach ( array_values( (array) ( $input['addresses'] ?? array() ) ) as $position => $address ) {
			$email = sanitize_email( (string) $address );
			if ( '' === $email || ! is_email( $email ) ) {
				/* translators: %s: what was given as an e-mail address */
				return Problem::invalid( "addresses.{$position}", sprintf( __( '"%s" is not an e-mail address.', 'eventin' ), sanitize_text_field( (string) $address ) ) );
			}
			$addresses[ Responses::key( $email ) ] ??= $email;
		}
		if ( ( null === $status ) === ! $addresses ) {
			return Problem::invalid( 'status', __( 'Choose who gets it: everyone of a status, or a list of addresses (not both).', 'eventin' ) );
		}
		$send_at = $now;
		if ( '' !== trim( (string) ( $input['send_at'] ?? '' ) ) ) {
			$send_at = strtotime( (string) $input['send_at'] );
			if ( false === $send_at ) {
				return Problem::invalid( 'send_at', __( 'The time to send must be a date and time such as 2027-05-04T09:00:00Z.', 'eventin' ) );
			}
			$send_at = max( $now, $send_at );
		}
		$send = array(
			'event_id'   => $event_id,
			'details'    => array(
				'subject'  => sanitize_text_field( (string) $input['subject'] ),
				'body'     => sanitize_textarea_field( (string) $input['body'] ),
				'audience' => $status ?? 'addresses',
			),
			'created_by' => $user_id,
			'send_at'    => $send_at,
			'now'        => $now,
		);
		$respondents = $addresses ? self::respondents( $event_id, array_keys( $addresses ) ) : array();
		$others      = count( array_diff_key( $addresses, $respondents ) );
		$vendor      = Ownership::vendor_id( $user_id );
		if ( null === $vendor || 0 === $others ) {
			return self::save( $send, $addresses, $respondents );
		}
		// Counted and saved holding the vendor's lock: two sends at once cannot both take what is left.
		return Lock::run(
			'rsvp-invitations-' . $vendor,
			static function () use ( $vendor, $others, $now, $send, $addresses, $respondents ) {
				$refusal = self::over_quota( $vendor, $others, $now );
				return $refusal ?? self::save( $send, $addresses, $respondents );
			},
			static fn() => Problem::conflict( 'eventin_rsvp_send_busy', __( 'Another send of yours is being saved. Please try again.', 'eventin' ) )
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
		$rows = Reader::rows( Sql::concat( Sql::of( 'SELECT id, email_key, name FROM ' . Responses::table() . ' WHERE event_id = ? AND email_key IN (', $event_id ), Sql::list( $keys ), ')' ) );
		return array_column( $rows, null, 'email_key' );
	}

	/**
	 * The refusal of a vendor's send to $others addresses that did not answer its event, past
	 * what is left of their quota today (the site's day); null within it.
	 */
	private static function over_quota( int $vendor, int $others, int $now ): ?Problem {
		$quota = (int) Settings::get()['vendor_invite_quota'];
		if ( $quota <= 0 ) {
			return Problem::invalid( 'addresses', __( 'On this site vendors send only to people who answered the event. Remove the addresses that have not answered it, or send to everyone of a status.', 'eventin' ) );
		}
		$left = max( 0, $quota - self::others_since( $vendor, self::day_start( $now ) ) );
		if ( $others <= $left ) {
			return null;
		}
		return Problem::invalid(
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
				Sql::of( 'SELECT COUNT(*) FROM ' . Batches::table() . ' s JOIN ' . Batches::items_table() . ' i ON i.batch_id = s.id WHERE s.kind = ? AND s.event_id IN (', self::KIND ),
				Ownership::events_sql( $vendor ),
				Sql::of( ') AND s.created_by = ? AND s.created_at >= ? AND i.ref_id = 0', $vendor, gmdate( 'Y-m-d H:i:s', $since ) )
			)
		)[0] ?? 0 );
	}

	/**
	 * Writes a send and its addresses, its start queued for its time.
	 *
	 * @param array $send        { event_id, details, created_by, send_at, now }.
	 * @param array $addresses   key => address.
	 * @param array $respondents key => { id, name } of the addresses that answered the event.
	 * @return array|Problem The batch as the routes answer it.
	 */
	private static function save( array $send, array $addresses, array $respondents ) {
		$items = array();
		foreach ( $addresses as $key => $email ) {
			$items[] = array(
				'key'    => $key,
				'email'  => $email,
				'name'   => $respondents[ $key ]['name'] ?? '',
				'ref_id' => (int) ( $respondents[ $key ]['id'] ?? 0 ),
			);
		}
		$id = Batches::create( self::KIND, $send['event_id'], $send['created_by'], $send['details'], $items, $send['send_at'], $send['now'] );
		if ( ! $id ) {
			return Problem::unavailable( 'eventin_rsvp_send_not_saved', __( 'The invitations could not be saved. Please try again.', 'eventin' ) );
		}
		return Batches::item( (array) Batches::find( $id ) );
	}

	/** A send to everyone of a status reads them when it starts (the batch's fill). */
	public static function fill( array $batch ): void {
		$audience = (string) ( $batch['details']['audience'] ?? '' );
		if ( 'addresses' === $audience || '' === $audience ) {
			return;
		}
		$after = 0;
		do {
			$rows = Reader::rows( Sql::of( 'SELECT id, email_key, email, name FROM ' . Responses::table() . ' WHERE event_id = ? AND status = ? AND id > ? ORDER BY id LIMIT 500', $batch['event_id'], $audience, $after ) );
			Batches::add_items(
				(int) $batch['id'],
				array_map(
					static fn( $row ) => array(
						'key'    => $row['email_key'],
						'email'  => $row['email'],
						'name'   => $row['name'],
						'ref_id' => (int) $row['id'],
					),
					$rows
				)
			);
			$after = (int) ( end( $rows )['id'] ?? 0 );
		} while ( count( $rows ) === 500 );
	}

	/**
	 * A recipient's mail, composed when its job runs (the Mailer's composer). A recipient whose
	 * event takes no invitations now (no longer published, RSVP off, deleted) gets none: skipped,
	 * with the reason.
	 */
	public static function compose( array $context ): ?array {
		$pending = Batches::pending( $context );
		if ( ! $pending ) {
			return null;
		}
		[ $batch, $recipient ] = $pending;
		$event                 = Event::read( (int) $batch['event_id'] );
		$closed                = $event ? self::closed( (int) $batch['event_id'] ) : __( 'The event was deleted.', 'eventin' );
		if ( null !== $closed ) {
			Batches::noted( $context, 'skipped', $closed );
			return null;
		}
		$response = (int) $recipient['ref_id'] ? ( Responses::find_many( array( (int) $recipient['ref_id'] ) )[ (int) $recipient['ref_id'] ] ?? null ) : null;
		return self::mail( $batch, $event, $recipient, $response );
	}

	/** One recipient's mail: the organizer's subject and message with the placeholders filled. */
	private static function mail( array $batch, array $event, array $recipient, ?array $response ): array {
		$values  = Mails::placeholders( $event, $response, $recipient['name'], $recipient['email'] );
		$subject = (string) ( $batch['details']['subject'] ?? '' );
		return array(
			'to'           => $recipient['email'],
			'subject'      => $subject,
			'heading'      => $subject,
			'template'     => Mails::INVITATION,
			'placeholders' => $values,
			'data'         => array(
				'body'       => strtr( (string) ( $batch['details']['body'] ?? '' ), $values ),
				'event_rows' => array(
					__( 'Event', 'eventin' ) => $values['{event_title}'],
					__( 'When', 'eventin' )  => $values['{event_date}'] ?? '',
					__( 'Where', 'eventin' ) => $values['{event_place}'] ?? '',
				),
				'rsvp_url'   => $values['{rsvp_url}'],
			),
		);
	}
}
