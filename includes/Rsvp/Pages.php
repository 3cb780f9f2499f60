<?php
namespace Eventin\Rsvp;

use Eventin\Events\Event;
use Eventin\Orders\Mails as OrderMails;
use Eventin\Front\ThemePage;
use Eventin\Front\Assets;
use WP_REST_Request;

/**
 * The visitor's RSVP pages, in the site's theme like the booking pages (Front\ThemePage):
 *
 * - `/?eventin-rsvp=<token>`, the change page the mails link to (Links::change_url()): the event
 *   and the response (name, people, answer, guests), a form that changes the answer, people,
 *   guests, reason and message, and Cancel my response (asked again before it goes). Its forms
 *   post to the page itself, which writes through `rsvp-response/<token>` (the same route, every
 *   rule, the honeypot and rate limit); a bad or deleted token says the link is no longer valid.
 * - `/?eventin-rsvp-answer=1`, where the RSVP form posts when the browser runs no script:
 *   `POST rsvp-registration`, then what happened.
 */
final class Pages {
	public const ANSWER = 'eventin-rsvp-answer';

	public static function answer_url(): string {
		return add_query_arg( self::ANSWER, '1', home_url( '/' ) );
	}

	public static function serve(): void {
		if ( isset( $_GET[ Links::ARG ] ) ) {
			$token = is_string( $_GET[ Links::ARG ] ) ? sanitize_text_field( wp_unslash( $_GET[ Links::ARG ] ) ) : '';
			$post  = 'POST' === ( $_SERVER['REQUEST_METHOD'] ?? '' ) ? wp_unslash( $_POST ) : null;
			ThemePage::send( ...self::change_page( $token, is_array( $post ) ? $post : null, isset( $_GET['saved'] ) ) );
		} elseif ( isset( $_GET[ self::ANSWER ] ) && 'POST' === ( $_SERVER['REQUEST_METHOD'] ?? '' ) ) {
			ThemePage::send( ...self::answer_page( wp_unslash( $_POST ) ) );
		}
	}

	/** A REST request of the RSVP routes, as the script would send it. */
	private static function rest( string $method, string $route, array $body = array() ): array {
		$request = new WP_REST_Request( $method, '/eventin/v2/' . $route );
		if ( $body ) {
			$request->set_header( 'content-type', 'application/json' );
			$request->set_body( (string) wp_json_encode( $body ) );
		}
		$response = rest_do_request( $request );
		$data     = $response->get_data();
		return array( $response->get_status(), is_array( $data ) ? $data : array() );
	}

	/** What a posted form says, as the routes take it (only the fields it had). */
	private static function body( array $post ): array {
		$body = array();
		foreach ( array( 'name', 'email', 'status', 'reason', 'message', 'website' ) as $field ) {
			if ( isset( $post[ $field ] ) && is_string( $post[ $field ] ) ) {
				$body[ $field ] = $post[ $field ];
			}
		}
		if ( isset( $post['people'] ) && is_scalar( $post['people'] ) && is_numeric( $post['people'] ) ) {
			$body['people'] = (int) $post['people'];
		}
		if ( isset( $post['guests'] ) && is_array( $post['guests'] ) ) {
			$body['guests'] = array_values( array_filter( array_map( static fn( $name ) => is_string( $name ) ? trim( $name ) : '', $post['guests'] ), 'strlen' ) );
		}
		// A reason goes with not going only.
		if ( ( $body['status'] ?? '' ) !== Responses::NOT_GOING ) {
			$body['reason'] = '';
		}
		$body['website'] = $body['website'] ?? '';
		return $body;
	}

	/** @return array{0: string, 1: string, 2: int} The title, body and status, as ThemePage::send() takes them. */
	public static function answer_page( $post ): array {
		$post = is_array( $post ) ? $post : array();
		$back = wp_get_referer();
		list( $status, $data ) = self::rest( 'POST', 'rsvp-registration', array( 'event_id' => (int) ( $post['event_id'] ?? 0 ) ) + self::body( $post ) );
		if ( 201 !== $status ) {
			return array(
				__( 'Your answer was not sent', 'eventin' ),
				'<p role="alert">' . esc_html( (string) ( $data['message'] ?? __( 'Your answer could not be sent. Please try again.', 'eventin' ) ) ) . '</p>'
				. ( $back ? '<p><a href="' . esc_url( $back ) . '">' . esc_html__( 'Go back to the form', 'eventin' ) . '</a></p>' : '' ),
				$status >= 400 && $status < 600 ? $status : 400,
			);
		}
		// The same for an address that answered before (then nothing changed): the mail says which.
		$messages = RsvpForm::messages();
		$body     = '<p role="status">' . esc_html( (string) ( $data['message'] ?? '' ) ) . '</p>'
			. '<p>' . esc_html( sprintf( $messages['mailSent'], (string) ( $post['email'] ?? '' ) ) ) . '</p>';
		if ( ! empty( $data['ics_url'] ) ) {
			$body .= '<p><a href="' . esc_url( $data['ics_url'] ) . '">' . esc_html( $messages['addCalendar'] ) . '</a></p>';
		}
		if ( $back ) {
			$body .= '<p><a href="' . esc_url( $back ) . '">' . esc_html__( 'Back to the event', 'eventin' ) . '</a></p>';
		}
		return array( __( 'Thank you', 'eventin' ), $body, 200 );
	}

	/** The answers as a sentence about the visitor. */
	private static function status_text( string $status ): string {
		$texts = array(
			Responses::GOING     => __( 'You are going.', 'eventin' ),
			Responses::MAYBE     => __( 'You might come (maybe).', 'eventin' ),
			Responses::NOT_GOING => __( 'You are not going.', 'eventin' ),
			Responses::WAITING   => __( 'You are on the waiting list. We will write to you as soon as a place is yours.', 'eventin' ),
		);
		return $texts[ $status ] ?? '';
	}

	private static function invalid_link(): array {
		return array(
			__( 'This link is no longer valid', 'eventin' ),
			'<p role="alert">' . esc_html__( 'This link is no longer valid. The response it opened may have been cancelled, or the link is incomplete: copy the whole link from your e-mail.', 'eventin' ) . '</p>'
			. '<p><a href="' . esc_url( home_url( '/' ) ) . '">' . esc_html__( 'Go to the home page', 'eventin' ) . '</a></p>',
			404,
		);
	}

	/**
	 * The change page of a response's link: after a form posted (`$post`), what it asked for.
	 *
	 * @return array{0: string, 1: string, 2: int}
	 */
	public static function change_page( string $token, ?array $post = null, bool $saved = false ): array {
		if ( ! Rsvp::module_on() ) {
			return array( __( 'RSVP is turned off', 'eventin' ), '<p role="alert">' . esc_html__( 'Answers can no longer be changed here: RSVP is turned off on this site.', 'eventin' ) . '</p>', 403 );
		}
		$route = 'rsvp-response/' . rawurlencode( $token );
		if ( ! preg_match( '/^[A-Za-z0-9_-]{1,80}$/', $token ) ) {
			return self::invalid_link();
		}
		$errors = array();
		$notice = '';
		$action = is_string( $post['action'] ?? null ) ? $post['action'] : '';
		if ( null !== $post && 'cancel' === $action ) {
			list( $status, $data ) = self::rest( 'DELETE', $route, array( 'website' => is_string( $post['website'] ?? null ) ? $post['website'] : '' ) );
			if ( 200 === $status ) {
				$event = Event::read( (int) ( $data['previous']['event_id'] ?? 0 ) );
				return array(
					__( 'Your response was cancelled', 'eventin' ),
					'<p role="status">' . esc_html__( 'Your response was cancelled. Nothing more will be sent to you about it.', 'eventin' ) . '</p>'
					. ( $event && 'publish' === $event['status'] ? '<p><a href="' . esc_url( $event['link'] ) . '">' . esc_html( $event['title'] ) . '</a></p>' : '' ),
					200,
				);
			}
			if ( 404 === $status ) {
				return self::invalid_link();
			}
			$notice = (string) ( $data['message'] ?? __( 'Your response could not be cancelled. Please try again.', 'eventin' ) );
		}
		list( $status, $item ) = self::rest( 'GET', $route );
		if ( 200 !== $status ) {
			return self::invalid_link();
		}
		if ( null !== $post && 'cancel-ask' === $action ) {
			return self::cancel_question( $token, $item );
		}
		$values = $item;
		if ( null !== $post && 'save' === $action ) {
			$body                  = self::body( $post );
			$body['guests']        = $body['guests'] ?? array();
			list( $status, $data ) = self::rest( 'PUT', $route, $body );
			if ( 200 === $status ) {
				wp_safe_redirect( add_query_arg( array( Links::ARG => $token, 'saved' => '1' ), home_url( '/' ) ), 303 );
				exit;
			}
			if ( 404 === $status ) {
				return self::invalid_link();
			}
			// The form keeps what was typed; the server's words go above it and beside the field.
			$values = array_merge( $item, $body );
			$notice = (string) ( $data['message'] ?? __( 'Your answer could not be saved. Please try again.', 'eventin' ) );
			$errors = array_map( 'strval', array_filter( (array) ( $data['data']['params'] ?? array() ), 'is_scalar' ) );
		}
		return array( __( 'Your answer', 'eventin' ), self::change_body( $token, $item, $values, $notice, $errors, $saved && null === $post ), 200 );
	}

	/** The event and the response as stored, then the form (while the event takes answers). */
	private static function change_body( string $token, array $item, array $values, string $notice, array $errors, bool $saved ): string {
		Assets::enqueue_style( array( 'rsvp' ) );
		$event = $item['event'];
		$read  = Event::read( (int) $item['event_id'] );
		$when  = $read ? OrderMails::when( $read ) : '';
		$id    = 'eventin-rsvp-change';
		$body  = '<div class="eventin-widget eventin-rsvp-form eventin-rsvp-change">';
		if ( $saved ) {
			$body .= '<p class="eventin-rsvp-form__saved" role="status">' . esc_html__( 'Your changes were saved. A confirmation is on its way to your inbox.', 'eventin' ) . '</p>';
		}
		$body .= '<p class="eventin-rsvp-change__event">' . ( '' !== $event['link'] ? '<a href="' . esc_url( $event['link'] ) . '">' . esc_html( $event['title'] ) . '</a>' : esc_html( $event['title'] ) ) . ( '' !== $when ? '<br>' . esc_html( $when ) : '' ) . '</p>';
		$body .= '<p class="eventin-rsvp-change__status">' . esc_html( self::status_text( (string) $item['status'] ) ) . '</p>';
		$body .= '<dl class="eventin-rsvp-change__response">'
			. '<dt>' . esc_html__( 'Name', 'eventin' ) . '</dt><dd>' . esc_html( $item['name'] ) . '</dd>'
			. '<dt>' . esc_html__( 'E-mail', 'eventin' ) . '</dt><dd>' . esc_html( $item['email'] ) . '</dd>'
			. '<dt>' . esc_html__( 'People', 'eventin' ) . '</dt><dd>' . (int) $item['people'] . '</dd>'
			. '<dt>' . esc_html__( 'Guests', 'eventin' ) . '</dt><dd>' . esc_html( $item['guests'] ? implode( ', ', $item['guests'] ) : __( 'None', 'eventin' ) ) . '</dd>'
			. ( '' !== $item['reason'] ? '<dt>' . esc_html__( 'Reason', 'eventin' ) . '</dt><dd>' . esc_html( $item['reason'] ) . '</dd>' : '' )
			. ( '' !== $item['message'] ? '<dt>' . esc_html__( 'Message', 'eventin' ) . '</dt><dd>' . esc_html( $item['message'] ) . '</dd>' : '' )
			. '</dl>';
		if ( ! empty( $item['ics_url'] ) ) {
			$body .= '<p><a class="eventin-rsvp-change__ics" href="' . esc_url( $item['ics_url'] ) . '">' . esc_html__( 'Add to calendar (.ics)', 'eventin' ) . '</a></p>';
		}
		if ( empty( $event['open'] ) ) {
			return $body . '<p class="eventin-rsvp-form__notice">' . esc_html__( 'This event no longer takes answers, so this one cannot be changed.', 'eventin' ) . '</p></div>';
		}
		Assets::enqueue_script( 'rsvp-form' );
		$url      = add_query_arg( Links::ARG, $token, home_url( '/' ) );
		$settings = array(
			'min_attendees' => (int) $event['min_attendees'],
			'max_attendees' => (int) $event['max_attendees'],
		);
		$body    .= '<form class="eventin-rsvp-form__form" method="post" action="' . esc_url( $url ) . '" data-eventin-rsvp-change="' . esc_attr( (string) wp_json_encode( array( 'messages' => RsvpForm::messages() ) ) ) . '" aria-labelledby="' . esc_attr( $id ) . '-title">'
			. '<h2 class="eventin-rsvp-form__title" id="' . esc_attr( $id ) . '-title">' . esc_html__( 'Change your answer', 'eventin' ) . '</h2>'
			. '<input type="hidden" name="action" value="save">'
			. RsvpForm::fields(
				$id,
				array(
					'name'    => (string) $values['name'],
					'people'  => (int) $values['people'],
					'status'  => (string) $values['status'],
					'guests'  => (array) $values['guests'],
					'reason'  => (string) $values['reason'],
					'message' => (string) $values['message'],
				),
				$settings,
				$errors
			)
			. '<div class="eventin-rsvp-form__error" role="alert" tabindex="-1"' . ( '' === $notice ? ' hidden' : '' ) . '>' . esc_html( $notice ) . '</div>'
			. '<p class="eventin-rsvp-form__actions"><button type="submit" class="eventin-button eventin-rsvp-form__submit">' . esc_html__( 'Save changes', 'eventin' ) . '</button></p>'
			. '</form>';
		$body    .= '<form class="eventin-rsvp-change__cancel" method="post" action="' . esc_url( $url ) . '">'
			. '<input type="hidden" name="action" value="cancel-ask">'
			. '<h2>' . esc_html__( 'Cancel your response', 'eventin' ) . '</h2>'
			. '<p>' . esc_html__( 'Not coming after all, and you do not want to say so? Cancel your response: it is deleted, and any places it held go to others.', 'eventin' ) . '</p>'
			. '<p><button type="submit" class="eventin-button eventin-button--secondary">' . esc_html__( 'Cancel my response', 'eventin' ) . '</button></p>'
			. '</form>';
		return $body . '</div>';
	}

	/** Asked before a response is cancelled (it cannot be undone). */
	private static function cancel_question( string $token, array $item ): array {
		Assets::enqueue_style( array( 'rsvp' ) );
		$url  = add_query_arg( Links::ARG, $token, home_url( '/' ) );
		$body = '<div class="eventin-widget eventin-rsvp-form eventin-rsvp-change">'
			. '<form class="eventin-rsvp-change__cancel" method="post" action="' . esc_url( $url ) . '">'
			. '<p role="alert">' . esc_html(
				/* translators: %s: an event title */
				sprintf( __( 'Cancel your response to %s? It is deleted for good; the link in your e-mail will no longer work.', 'eventin' ), $item['event']['title'] )
			) . '</p>'
			. '<input type="hidden" name="action" value="cancel">'
			. '<p class="eventin-rsvp-form__website" aria-hidden="true"><label for="eventin-rsvp-cancel-website">' . esc_html__( 'Leave this field empty', 'eventin' ) . '</label><input id="eventin-rsvp-cancel-website" name="website" type="text" tabindex="-1" autocomplete="off"></p>'
			. '<p class="eventin-rsvp-form__actions"><button type="submit" class="eventin-button eventin-rsvp-form__submit">' . esc_html__( 'Yes, cancel my response', 'eventin' ) . '</button> '
			. '<a class="eventin-rsvp-change__keep" href="' . esc_url( $url ) . '">' . esc_html__( 'No, keep it', 'eventin' ) . '</a></p>'
			. '</form></div>';
		return array( __( 'Cancel your response?', 'eventin' ), $body, 200 );
	}
}
