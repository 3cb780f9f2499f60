<?php
namespace Eventin\Rsvp;

use Eventin\Events\Event;
use Eventin\Mail\Mailer;
use Eventin\Events\CalendarFile;

/**
 * The mails of a response, through the Mailer: the confirmation of each answer (with the signed
 * link for changing or cancelling it, and the calendar file), the note that a place came free for
 * someone on the waiting list, and the note to an address that answered again that its answer
 * stands and changes through its link. Invitations and reminders are Invitations'.
 */
final class Mails {
	public const CONFIRMATION = 'rsvp-confirmation';
	public const PROMOTED     = 'rsvp-promoted';
	public const INVITATION   = 'rsvp-invitation';
	public const ANSWERED     = 'rsvp-already-answered';

	/** The RSVP mails but the invitation (on Mailer::MESSAGES_HOOK). */
	public static function define(): void {
		Mailer::define( self::CONFIRMATION, array( self::class, 'confirmation' ) );
		Mailer::define( self::PROMOTED, array( self::class, 'promotion' ) );
		Mailer::define( self::ANSWERED, array( self::class, 'answer_kept' ) );
	}

	/** The RSVP mails' names in the Background jobs panel (filter eventin_mail_label). */
	public static function label( string $label, string $message, array $context ): string {
		$labels = array(
			self::CONFIRMATION => __( 'confirmation', 'eventin' ),
			self::PROMOTED     => __( 'moved up from the waiting list', 'eventin' ),
			self::ANSWERED     => __( 'already answered', 'eventin' ),
		);
		/* translators: 1: kind of e-mail, e.g. confirmation, 2: a response number */
		return isset( $labels[ $message ] ) ? sprintf( __( 'RSVP e-mail: %1$s for response #%2$d', 'eventin' ), $labels[ $message ], (int) ( $context['response'] ?? 0 ) ) : $label;
	}

	/** Queues the confirmation of a response's answer; answers given again before it went out send one, as it is then. */
	public static function confirm( array $response ): void {
		Mailer::queue( self::CONFIRMATION, array( 'response' => $response['id'] ), self::CONFIRMATION . ':' . $response['id'] );
	}

	public static function promoted( int $response_id ): void {
		Mailer::queue( self::PROMOTED, array( 'response' => $response_id ), self::PROMOTED . ':' . $response_id );
	}

	/**
	 * Queues the note to an address that answered again: the answer stands, its link changes it.
	 * Answers sent again before it went out send one.
	 */
	public static function already_answered( array $response ): void {
		Mailer::queue( self::ANSWERED, array( 'response' => $response['id'] ), self::ANSWERED . ':' . $response['id'] );
	}

	public static function confirmation( array $context ): ?array {
		$response = Responses::find( (int) ( $context['response'] ?? 0 ) );
		if ( ! $response ) {
			return null;
		}
		$headings = array(
			Responses::GOING     => __( 'You are going', 'eventin' ),
			Responses::MAYBE     => __( 'You might come', 'eventin' ),
			Responses::NOT_GOING => __( 'You are not going', 'eventin' ),
			Responses::WAITING   => __( 'You are on the waiting list', 'eventin' ),
		);
		return self::mail( $response, self::CONFIRMATION, __( '[{site_name}] Your answer for {event_title}', 'eventin' ), $headings[ $response['status'] ] ?? '' );
	}

	public static function promotion( array $context ): ?array {
		$response = Responses::find( (int) ( $context['response'] ?? 0 ) );
		if ( ! $response || Responses::GOING !== $response['status'] ) {
			return null;
		}
		return self::mail( $response, self::PROMOTED, __( '[{site_name}] A place for you at {event_title}', 'eventin' ), __( 'A place came free: you are going', 'eventin' ) );
	}

	/** The response as it stands (nothing of the answer just sent, which anyone may have typed), with its link. */
	public static function answer_kept( array $context ): ?array {
		$response = Responses::find( (int) ( $context['response'] ?? 0 ) );
		if ( ! $response ) {
			return null;
		}
		return self::mail( $response, self::ANSWERED, __( '[{site_name}] You have already answered for {event_title}', 'eventin' ), __( 'You have already answered', 'eventin' ) );
	}

	/** What every RSVP mail shows of a response's event. */
	private static function mail( array $response, string $template, string $subject, string $heading ): ?array {
		$event = Event::read( $response['event_id'] );
		if ( ! $event ) {
			return null;
		}
		$values    = self::placeholders( $event, $response );
		$published = 'publish' === $event['status'];
		return array(
			'to'           => $response['email'],
			'subject'      => $subject,
			'heading'      => $heading,
			'template'     => $template,
			'placeholders' => $values,
			'data'         => array(
				'name'       => $response['name'],
				'status'     => $response['status'],
				'people'     => $response['people'],
				'event_rows' => self::event_rows( $values, $response ),
				'change_url' => Links::change_url( $response ),
				'ics_url'    => $published && Responses::NOT_GOING !== $response['status'] ? CalendarFile::ics_url( $event['id'] ) : '',
				'event_url'  => $published ? $event['link'] : '',
			),
		);
	}

	/**
	 * The placeholders of RSVP mails: the Mailer's ({site_name}, {event_title}, {event_date} with
	 * its times, {event_place}, {event_url}) and {name}, {event_start_date}, {event_start_time}
	 * (the start in the event's timezone, with its abbreviation) and {rsvp_url} (the response's
	 * signed link; without a response, the event's page). {name} without a response is the
	 * name given, else the address.
	 *
	 * @param array      $event    As Event::read() gives it.
	 * @param array|null $response The response, if the address has one.
	 */
	public static function placeholders( array $event, ?array $response, string $name = '', string $email = '' ): array {
		$zone  = new \DateTimeZone( $event['timezone'] );
		$start = (int) strtotime( $event['start_utc'] );
		return array(
			'{name}'             => $response ? $response['name'] : ( '' !== $name ? $name : $email ),
			'{event_start_date}' => wp_date( (string) get_option( 'date_format' ), $start, $zone ),
			'{event_start_time}' => wp_date( (string) get_option( 'time_format' ), $start, $zone ) . ' (' . wp_date( 'T', $start, $zone ) . ')',
			'{rsvp_url}'         => $response ? Links::change_url( $response ) : $event['link'],
		) + Mailer::placeholders( $event );
	}

	/** @return array<string, string> Event, When, Where, and the answer with its people. */
	private static function event_rows( array $values, array $response ): array {
		$answers = array(
			Responses::GOING     => __( 'Going', 'eventin' ),
			Responses::MAYBE     => __( 'Maybe', 'eventin' ),
			Responses::NOT_GOING => __( 'Not going', 'eventin' ),
			Responses::WAITING   => __( 'On the waiting list', 'eventin' ),
		);
		return array(
			__( 'Event', 'eventin' )  => $values['{event_title}'],
			__( 'When', 'eventin' )   => $values['{event_date}'] ?? '',
			__( 'Where', 'eventin' )  => $values['{event_place}'] ?? '',
			__( 'Answer', 'eventin' ) => $answers[ $response['status'] ] ?? '',
			__( 'People', 'eventin' ) => (string) $response['people'],
		);
	}
}
