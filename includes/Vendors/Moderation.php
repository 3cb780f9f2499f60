<?php
namespace Eventin\Vendors;

use Eventin\Events\Event;
use Eventin\Mail\Mailer;
use Eventin\Settings\Settings;

/**
 * Review of vendors' events: the status a vendor's new event gets and the one an edit leaves
 * (Settings → Vendors), and the mail telling the site's administrators that an event waits for
 * review. The events REST controller asks it; it never changes a post itself.
 */
final class Moderation {
	public const SUBMITTED = 'event-submitted';

	/** The post status of an event waiting for review. */
	public const PENDING = 'pending';

	/** The review mail (on Mailer::MESSAGES_HOOK). */
	public static function define(): void {
		Mailer::define( self::SUBMITTED, array( self::class, 'submission' ) );
	}

	/** The review mail's name in the Background jobs panel (filter eventin_mail_label). */
	public static function label( string $label, string $message, array $context ): string {
		/* translators: %d: an event's id */
		return self::SUBMITTED === $message ? sprintf( __( 'Review e-mail: event #%d submitted', 'eventin' ), (int) ( $context['event'] ?? 0 ) ) : $label;
	}

	/** The post status of a vendor's new event: 'pending' (an administrator publishes it) or 'publish'. */
	public static function status_for_new(): string {
		return 'publish' === Settings::get()['vendor_new_events'] ? 'publish' : self::PENDING;
	}

	/** The post status a vendor's edit leaves: a published event goes back to review when the setting says so. */
	public static function status_after_edit( string $current ): string {
		return 'on' === Settings::get()['vendor_edit_review'] && 'publish' === $current ? self::PENDING : $current;
	}

	/**
	 * The status a vendor's write of an event leaves, given the one stored ($current, null for a
	 * new event) and the one asked: a publish waits for review unless the settings say otherwise.
	 * Anything but a publish (a draft, pending, the trash) is as asked.
	 */
	public static function status_for_write( ?string $current, string $asked ): string {
		if ( ! in_array( $asked, array( 'publish', 'future' ), true ) ) {
			return $asked;
		}
		$status = 'publish' === $current ? self::status_after_edit( $current ) : self::status_for_new();
		return self::PENDING === $status ? self::PENDING : $asked;
	}

	/** Queues the mail to the site's administrators, when the event waits for review. */
	public static function submitted( int $event_id ): void {
		if ( self::PENDING !== get_post_status( $event_id ) ) {
			return;
		}
		Mailer::queue( self::SUBMITTED, array( 'event' => $event_id ), self::SUBMITTED . ':' . $event_id );
	}

	/** The mail, as the event is when the job runs: nothing once it was published, trashed or deleted. */
	public static function submission( array $context ): ?array {
		$event = Event::read( (int) ( $context['event'] ?? 0 ) );
		$to    = (string) get_option( 'admin_email' );
		if ( ! $event || self::PENDING !== $event['status'] || ! is_email( $to ) ) {
			return null;
		}
		$author = get_userdata( (int) get_post_field( 'post_author', $event['id'] ) );
		$values = Mailer::placeholders( $event );
		return array(
			'to'           => $to,
			/* translators: {event_title} is replaced by the event's title */
			'subject'      => __( '[{site_name}] New event awaiting review: {event_title}', 'eventin' ),
			'heading'      => __( 'A new event is awaiting review', 'eventin' ),
			'template'     => self::SUBMITTED,
			'placeholders' => $values,
			'data'         => array(
				'vendor'      => $author ? $author->display_name : __( 'A vendor', 'eventin' ),
				'event_rows'  => array(
					__( 'Event', 'eventin' ) => $values['{event_title}'],
					__( 'When', 'eventin' )  => $values['{event_date}'],
					__( 'Where', 'eventin' ) => $values['{event_place}'],
				),
				'review_url'  => self::review_url( $event['id'] ),
				'pending_url' => self::pending_url(),
			),
		);
	}

	/** The event in the dashboard's editor (src/admin/paths.ts: eventEditPath). */
	public static function review_url( int $event_id ): string {
		return admin_url( 'admin.php?page=eventin#/events/create/' . $event_id . '/basic' );
	}

	/** The dashboard's event list showing the events awaiting review. */
	public static function pending_url(): string {
		return admin_url( 'admin.php?page=eventin#/events?status=' . self::PENDING );
	}
}
