<?php
namespace Eventin\Certificates;

use Eventin\Attendees\Attendees;
use Eventin\Events\Event;
use Eventin\Jobs\Batches;
use Eventin\Mail\Mailer;
use Eventin\Permissions\Capabilities;
use Eventin\Vendors\Ownership;

/**
 * Sending an event's certificates (Send Certificate in the event list): a batch of kind
 * `certificate` (Jobs\Batches), one item per recipient with its own mail job, so every attendee
 * gets one mail per send, each with their own link, even when two share an address; progress,
 * the log, Retry failed and cancel are the batches' own. The recipients come from the
 * `eventin_certificate_recipients` filter, BATCH at a time when the send starts.
 */
final class Sends {
	public const KIND = 'certificate';

	/** Recipients read per page of the filter. */
	public const BATCH = 200;

	public const MESSAGE = 'certificate';

	/** The certificate's mail (on Mailer::MESSAGES_HOOK). */
	public static function define_mail(): void {
		Mailer::define( self::MESSAGE, array( self::class, 'mail' ) );
	}

	/** The certificates' kind of batch (on Batches::KINDS_HOOK). */
	public static function define_kind(): void {
		Batches::define(
			self::KIND,
			array(
				'message' => self::MESSAGE,
				'reach'        => static fn( array $batch, int $user_id ) => Event::exists( (int) $batch['event_id'] ) && user_can( $user_id, Ownership::REACH, (int) $batch['event_id'] ),
				'capabilities' => array( Capabilities::EVENT, Capabilities::OWN_EVENTS ),
				'fill'    => array( self::class, 'fill' ),
				/* translators: %d: the number of a certificate send */
				'label'   => static fn( int $id ) => sprintf( __( 'Certificates: send #%d', 'eventin' ), $id ),
			)
		);
	}

	/**
	 * Sends an event's certificates: to the attendees who checked in, or to all of them.
	 *
	 * @return array{sent: int, send?: array} How many mails it holds, and the send (none when nobody gets one).
	 */
	public static function start( array $event, bool $all, int $user_id ): array {
		$first = self::page( $event, $all, 0 );
		if ( ! $first ) {
			return array( 'sent' => 0 );
		}
		$extra = count( array_filter( $first, static fn( $recipient ) => empty( $recipient['attendee'] ) ) );
		$id    = Batches::create( self::KIND, (int) $event['id'], $user_id, array( 'audience' => $all ? 'all' : 'checked_in' ), self::items( $first, $event ), time() );
		$send  = $id ? Batches::find( $id ) : null;
		if ( ! $send ) {
			return array( 'sent' => 0 );
		}
		return array(
			'sent' => Certificate::count( (int) $event['id'], $all ) + $extra,
			'send' => Batches::item( $send ),
		);
	}

	/** The rest of the recipients, when the send starts (the batch's fill; the first page is there). */
	public static function fill( array $batch ): void {
		$event = Event::read( (int) $batch['event_id'] );
		if ( ! $event ) {
			return;
		}
		$all   = 'all' === ( $batch['details']['audience'] ?? '' );
		$after = 0;
		do {
			$recipients = self::page( $event, $all, $after );
			Batches::add_items( (int) $batch['id'], self::items( $recipients, $event ) );
			$attendees = array_filter( array_map( static fn( $recipient ) => (int) ( $recipient['attendee'] ?? 0 ), $recipients ) );
			$after     = $attendees ? max( $attendees ) : 0;
		} while ( $after && count( $attendees ) >= self::BATCH );
	}

	/** @return array[] Up to BATCH recipients after the attendee id $after (and any the filter adds). */
	private static function page( array $event, bool $all, int $after ): array {
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

	/**
	 * Recipients as batch items: an attendee by their id (each their own mail), anyone else the
	 * filter adds by address, with their link (the event's by default).
	 */
	private static function items( array $recipients, array $event ): array {
		return array_map(
			static function ( array $recipient ) use ( $event ): array {
				$attendee = (int) ( $recipient['attendee'] ?? 0 );
				$email    = (string) $recipient['email'];
				return array(
					// Zero-padded, so the items (handed on by key) go in the attendees' order.
					'key'    => $attendee ? 'attendee:' . str_pad( (string) $attendee, 20, '0', STR_PAD_LEFT ) : 'email:' . md5( strtolower( $email ) ),
					'ref_id' => $attendee,
					'email'  => $email,
					'name'   => (string) ( $recipient['name'] ?? '' ),
					'data'   => $attendee ? null : array( 'url' => (string) ( $recipient['url'] ?? $event['link'] ?? '' ) ),
				);
			},
			$recipients
		);
	}

	/**
	 * The certificate mail, composed when its job runs: nothing when the attendee may not have a
	 * certificate any more (refunded, cancelled, the event trashed or its certificate turned off),
	 * noted as skipped with the reason.
	 */
	public static function mail( array $context ): ?array {
		// A mail queued before sends were batches (migration 23) names its attendee alone.
		$pending = isset( $context['batch'] ) ? Batches::pending( $context ) : null;
		if ( ! $pending && empty( $context['attendee'] ) ) {
			return null;
		}
		[ $batch, $item ] = $pending ?? array( array(), array( 'ref_id' => (int) $context['attendee'] ) );
		if ( (int) $item['ref_id'] ) {
			$attendee = Attendees::get( (int) $item['ref_id'] );
			$event    = $attendee ? Certificate::event_for( $attendee ) : null;
			if ( ! $attendee || ! $event ) {
				Batches::noted( $context, 'skipped', __( 'No certificate any more: the ticket was refunded or cancelled, or the event\'s certificate is off.', 'eventin' ) );
				return null;
			}
			$to   = $attendee['email'];
			$name = $attendee['name'];
			$url  = Certificate::url( $attendee['code'] );
		} else {
			$event = Event::read( (int) $batch['event_id'] );
			if ( ! $event ) {
				Batches::noted( $context, 'skipped', __( 'The event was deleted.', 'eventin' ) );
				return null;
			}
			$to   = (string) $item['email'];
			$name = (string) $item['name'];
			$url  = (string) ( $item['data']['url'] ?? '' );
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
}
