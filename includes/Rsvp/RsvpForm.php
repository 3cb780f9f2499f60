<?php
namespace Eventin\Rsvp;

use Eventin\Events\Event;
use Eventin\Front\Assets;

/**
 * The RSVP form of the widget kind 'rsvp-form' (Widgets\Render\RsvpForm, Eventin Pro's
 * `[etn_rsvp_form event_id="…"]`) and of the change page (Pages): visitors answer going, maybe or
 * not going for an event, with how many people come (within the event's least and most per
 * response), their guests' names, a reason when not going and a message. The script
 * (src/widgets/front/rsvp-form.ts) sends it to `POST eventin/v2/rsvp-registration` and shows the
 * confirmation in place; without the script it posts to Pages (the same route, then a page). The
 * confirmation is the same for an address that answered before (which changes nothing: its
 * answer changes through the link mailed to it).
 *
 * Nothing shows while the RSVP module is off, the event takes no RSVPs, is over, a draft or in the
 * trash (people who manage events read a short note where they placed it). A full event without a
 * waiting list says 'Fully booked'; an event for signed-in users only asks visitors to log in.
 */
final class RsvpForm {
	/**
	 * Why the form shows nothing for an event, or null when it shows: the module off, no such
	 * published event, RSVP off for it, or the event over.
	 */
	public static function hidden_because( int $event_id ): ?string {
		if ( ! Rsvp::module_on() ) {
			return __( 'RSVP form: the RSVP module is turned off in Settings, so visitors see nothing here.', 'eventin' );
		}
		$event = Event::published( $event_id );
		if ( ! $event ) {
			return __( 'RSVP form: choose a published event; visitors see nothing here.', 'eventin' );
		}
		if ( ! Rsvp::settings( $event_id )['enabled'] ) {
			return __( 'RSVP form: this event does not take RSVPs (turn RSVP on in the event’s settings); visitors see nothing here.', 'eventin' );
		}
		if ( (int) strtotime( $event['end_utc'] ) <= time() ) {
			return __( 'RSVP form: this event is over, so visitors see nothing here.', 'eventin' );
		}
		return null;
	}

	/** The form for an event (the widget's, Widgets\Render\RsvpForm, with the event it names or shows). */
	public static function render( int $event_id ): string {
		$hidden = self::hidden_because( $event_id );
		if ( null !== $hidden ) {
			// Only people who placed it (or may) learn why; visitors get nothing at all.
			return current_user_can( 'etn_manage_event' ) ? '<div class="eventin-widget eventin-rsvp-form eventin-rsvp-form--note"><p class="eventin-empty">' . esc_html( $hidden ) . '</p></div>' : '';
		}
		$event    = Event::published( $event_id );
		$settings = Rsvp::settings( $event_id );
		$id       = 'eventin-rsvp-' . $event_id . '-' . wp_unique_id();
		$title    = '<h2 class="eventin-rsvp-form__title" id="' . esc_attr( $id ) . '-title">' . esc_html(
			/* translators: %s: an event title */
			sprintf( __( 'RSVP for %s', 'eventin' ), $event['title'] )
		) . '</h2>';
		$box      = static fn( string $inner ) => '<section class="eventin-widget eventin-rsvp-form" aria-labelledby="' . esc_attr( $id ) . '-title">' . $title . $inner . '</section>';

		if ( $settings['signed_in_only'] && ! is_user_logged_in() ) {
			$back = (string) ( get_permalink( $event_id ) ? get_permalink( $event_id ) : home_url( '/' ) );
			return $box(
				'<p class="eventin-rsvp-form__notice">' . esc_html__( 'Only signed-in users can respond to this event.', 'eventin' ) . '</p>'
				. '<p><a class="eventin-button eventin-rsvp-form__login" href="' . esc_url( wp_login_url( $back ) ) . '">' . esc_html__( 'Log in to respond', 'eventin' ) . '</a></p>'
			);
		}
		if ( self::full( $event_id, $settings ) ) {
			return $box( '<p class="eventin-rsvp-form__full" role="status">' . esc_html__( 'Fully booked', 'eventin' ) . '</p><p class="eventin-rsvp-form__notice">' . esc_html__( 'There are no places left for this event.', 'eventin' ) . '</p>' );
		}

		Assets::enqueue_script( 'rsvp-form' );
		$user   = wp_get_current_user();
		$values = array(
			'name'   => $user->exists() ? $user->display_name : '',
			'email'  => $user->exists() ? $user->user_email : '',
			'people' => max( 1, $settings['min_attendees'] ),
			'status' => Responses::GOING,
		);
		$config = array(
			'restUrl'  => rest_url( 'eventin/v2/rsvp-registration' ),
			'eventId'  => $event_id,
			// Signed-in answers carry the user (cookie and nonce); everyone else's go without cookies.
			'nonce'    => $user->exists() ? wp_create_nonce( 'wp_rest' ) : '',
			'messages' => self::messages(),
		);
		$html  = '<form class="eventin-rsvp-form__form" method="post" action="' . esc_url( Pages::answer_url() ) . '" data-eventin-rsvp="' . esc_attr( (string) wp_json_encode( $config ) ) . '" aria-labelledby="' . esc_attr( $id ) . '-title" novalidate>';
		$html .= '<input type="hidden" name="event_id" value="' . (int) $event_id . '">';
		$html .= self::fields( $id, $values, $settings );
		$html .= '<div class="eventin-rsvp-form__error" role="alert" tabindex="-1" hidden></div>';
		$html .= '<p class="eventin-rsvp-form__actions"><button type="submit" class="eventin-button eventin-rsvp-form__submit">' . esc_html__( 'Send my answer', 'eventin' ) . '</button></p>';
		$html .= '</form>';
		return $box( $html );
	}

	/** Whether nobody more can go: a limit reached (less than the least party left) and no waiting list. */
	public static function full( int $event_id, array $settings ): bool {
		if ( $settings['limit'] < 0 || $settings['waiting_list'] ) {
			return false;
		}
		$used = (int) ( Responses::counts( array( $event_id ) )[ $event_id ]['going_people'] ?? 0 );
		return $settings['limit'] - $used < max( 1, $settings['min_attendees'] );
	}

	/**
	 * The answer's fields, shared by the widget and the change page: the answer (a radio group),
	 * name, e-mail (not on the change page: `email` left out of $values), people, guests, the
	 * reason (only while not going), a message and the honeypot. Each field has its error's place
	 * beside it; $errors fills them (field => message) and marks the fields invalid.
	 *
	 * @param array{name?: string, email?: string, people?: int, status?: string, guests?: string[], reason?: string, message?: string} $values
	 * @param array<string, string>                                                                                               $errors
	 */
	public static function fields( string $id, array $values, array $settings, array $errors = array() ): string {
		$least  = max( 1, (int) $settings['min_attendees'] );
		$most   = (int) $settings['max_attendees'] > 0 ? max( $least, (int) $settings['max_attendees'] ) : 1000;
		$status = (string) ( $values['status'] ?? Responses::GOING );
		$status = Responses::WAITING === $status ? Responses::GOING : $status;
		$error  = static function ( string $field ) use ( $id, $errors ): string {
			$text = $errors[ $field ] ?? '';
			return '<span class="eventin-rsvp-form__field-error" id="' . esc_attr( $id . '-' . $field ) . '-error" data-error-for="' . esc_attr( $field ) . '"' . ( '' === $text ? ' hidden' : '' ) . '>' . esc_html( $text ) . '</span>';
		};
		$invalid = static fn( string $field ) => isset( $errors[ $field ] ) ? ' aria-invalid="true"' : '';

		$answers = array(
			Responses::GOING     => __( 'Going', 'eventin' ),
			Responses::MAYBE     => __( 'Maybe', 'eventin' ),
			Responses::NOT_GOING => __( 'Not going', 'eventin' ),
		);
		$html    = '<fieldset class="eventin-rsvp-form__answer" aria-describedby="' . esc_attr( $id ) . '-status-error"><legend>' . esc_html__( 'Will you come?', 'eventin' ) . '</legend><div class="eventin-rsvp-form__choices">';
		foreach ( $answers as $value => $label ) {
			$html .= '<span class="eventin-rsvp-form__choice"><input type="radio" name="status" id="' . esc_attr( $id . '-status-' . $value ) . '" value="' . esc_attr( $value ) . '"' . checked( $status, $value, false ) . '>'
				. ' <label for="' . esc_attr( $id . '-status-' . $value ) . '">' . esc_html( $label ) . '</label></span>';
		}
		$html .= '</div>' . $error( 'status' ) . '</fieldset>';

		$text = static function ( string $field, string $label, string $type, string $autocomplete, int $max ) use ( $id, $values, $error, $invalid ): string {
			return '<p class="eventin-rsvp-form__field"><label for="' . esc_attr( $id . '-' . $field ) . '">' . esc_html( $label ) . '</label>'
				. '<input id="' . esc_attr( $id . '-' . $field ) . '" name="' . esc_attr( $field ) . '" type="' . esc_attr( $type ) . '" autocomplete="' . esc_attr( $autocomplete ) . '" required maxlength="' . (int) $max . '" value="' . esc_attr( (string) ( $values[ $field ] ?? '' ) ) . '" aria-describedby="' . esc_attr( $id . '-' . $field ) . '-error"' . $invalid( $field ) . '>'
				. $error( $field ) . '</p>';
		};
		$html .= '<div class="eventin-rsvp-form__details">';
		$html .= $text( 'name', __( 'Name', 'eventin' ), 'text', 'name', 200 );
		if ( array_key_exists( 'email', $values ) ) {
			$html .= $text( 'email', __( 'E-mail', 'eventin' ), 'email', 'email', 191 );
		}
		$people = max( 1, (int) ( $values['people'] ?? $least ) );
		if ( $least === $most ) {
			$html .= '<input type="hidden" name="people" value="' . (int) $least . '">';
		} else {
			$hint  = 1000 === $most
				/* translators: %d: the least people per answer */
				? sprintf( _n( 'At least %d person, you included.', 'At least %d people, you included.', $least, 'eventin' ), $least )
				/* translators: 1: the least people per answer, 2: the most */
				: sprintf( __( 'From %1$d to %2$d people, you included.', 'eventin' ), $least, $most );
			$html .= '<p class="eventin-rsvp-form__field eventin-rsvp-form__people"><label for="' . esc_attr( $id ) . '-people">' . esc_html__( 'Number of people', 'eventin' ) . '</label>'
				. '<input id="' . esc_attr( $id ) . '-people" name="people" type="number" inputmode="numeric" min="' . (int) $least . '" max="' . (int) $most . '" step="1" required value="' . (int) $people . '" aria-describedby="' . esc_attr( $id ) . '-people-hint ' . esc_attr( $id ) . '-people-error"' . $invalid( 'people' ) . '>'
				. '<span class="eventin-rsvp-form__hint" id="' . esc_attr( $id ) . '-people-hint">' . esc_html( $hint ) . '</span>'
				. $error( 'people' ) . '</p>';
		}
		$html .= '</div>';

		// One name per person beside the one answering (the script keeps the count with the people).
		$guests = array_values( (array) ( $values['guests'] ?? array() ) );
		$count  = min( 99, max( $people - 1, count( $guests ) ) );
		$html  .= '<fieldset class="eventin-rsvp-form__guests"' . ( $count < 1 ? ' hidden' : '' ) . ' aria-describedby="' . esc_attr( $id ) . '-guests-error"><legend>' . esc_html__( 'Your guests’ names (optional)', 'eventin' ) . '</legend><div class="eventin-rsvp-form__guest-list">';
		for ( $i = 0; $i < $count; $i++ ) {
			$html .= self::guest_field( $id, $i, (string) ( $guests[ $i ] ?? '' ) );
		}
		$html .= '</div>' . $error( 'guests' ) . '</fieldset>';

		$area  = static function ( string $field, string $label, bool $hidden = false ) use ( $id, $values, $error, $invalid ): string {
			return '<p class="eventin-rsvp-form__field eventin-rsvp-form__' . esc_attr( $field ) . '"' . ( $hidden ? ' hidden' : '' ) . '><label for="' . esc_attr( $id . '-' . $field ) . '">' . esc_html( $label ) . '</label>'
				. '<textarea id="' . esc_attr( $id . '-' . $field ) . '" name="' . esc_attr( $field ) . '" rows="3" maxlength="2000" aria-describedby="' . esc_attr( $id . '-' . $field ) . '-error"' . $invalid( $field ) . '>' . esc_textarea( (string) ( $values[ $field ] ?? '' ) ) . '</textarea>'
				. $error( $field ) . '</p>';
		};
		$html .= $area( 'reason', __( 'Why can’t you come? (optional)', 'eventin' ), Responses::NOT_GOING !== $status );
		$html .= $area( 'message', __( 'A message to the organizer (optional)', 'eventin' ) );
		// A field people never see: robots fill it in, and their answers are refused.
		$html .= '<p class="eventin-rsvp-form__website" aria-hidden="true"><label for="' . esc_attr( $id ) . '-website">' . esc_html__( 'Leave this field empty', 'eventin' ) . '</label><input id="' . esc_attr( $id ) . '-website" name="website" type="text" tabindex="-1" autocomplete="off"></p>';
		return $html;
	}

	/** One guest's name field (the script makes the same ones from `messages.guest`). */
	private static function guest_field( string $id, int $index, string $value ): string {
		$field = $id . '-guest-' . ( $index + 1 );
		return '<p class="eventin-rsvp-form__field eventin-rsvp-form__guest"><label for="' . esc_attr( $field ) . '">' . esc_html(
			/* translators: %d: a guest's number (1 for the first guest) */
			sprintf( __( 'Guest %d', 'eventin' ), $index + 1 )
		) . '</label><input id="' . esc_attr( $field ) . '" name="guests[]" type="text" maxlength="200" autocomplete="off" value="' . esc_attr( $value ) . '"></p>';
	}

	/** The texts the script shows, translated here so the script needs no translation files. */
	public static function messages(): array {
		return array(
			/* translators: %d: a guest's number (1 for the first guest) */
			'guest'       => __( 'Guest %d', 'eventin' ),
			'sending'     => __( 'Sending…', 'eventin' ),
			'failed'      => __( 'Your answer could not be sent. Please try again.', 'eventin' ),
			'fixFields'   => __( 'Please correct the marked fields.', 'eventin' ),
			'required'    => __( 'Please fill in this field.', 'eventin' ),
			// After sending: the same whether the address answered before or not (the mail says which).
			/* translators: %s: an e-mail address */
			'mailSent'    => __( 'We wrote to %s. The e-mail has a link to change or cancel your answer.', 'eventin' ),
			'addCalendar' => __( 'Add to calendar (.ics)', 'eventin' ),
		);
	}
}
