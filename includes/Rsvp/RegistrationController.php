<?php
namespace Eventin\Rsvp;

use Eventin\Events\Index;
use Eventin\Http\RateLimit;
use Eventin\Rest\Controller;
use Eventin\Settings\Settings;
use Eventin\Time\LocalTime;
use Eventin\Events\CalendarFile;
use WP_REST_Response;
use WP_REST_Server;

/**
 * The visitor's RSVP routes, without an account:
 *
 * - `POST rsvp-registration`: answer (one response per address and event: an address that answered
 *   before changes nothing and is mailed its link; the answer is the same either way);
 * - `GET|POST|DELETE rsvp-response/<token>`: read, change or cancel a response through the signed
 *   link its mails carry (Links).
 *
 * While the RSVP module is off they all answer 403. Writes have a honeypot (`website`) and the
 * checkout's rate limit per visitor and minute.
 */
final class RegistrationController extends Controller {
	/** @var string */
	protected $rest_base = 'rsvp-registration';

	public function register_routes(): void {
		$public = static fn() => Rsvp::module_on() ? true : Rsvp::module_off();
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base,
			array(
				$this->endpoint( WP_REST_Server::CREATABLE, 'create_item', $public, $this->answer_args( true ) ),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
		$token = array(
			'token' => array(
				'description' => __( 'The response\'s signed token, from the link in its mails.', 'eventin' ),
				'type'        => 'string',
			),
		);
		register_rest_route(
			$this->namespace,
			'/rsvp-response/(?P<token>[A-Za-z0-9_-]{1,80})',
			array(
				$this->endpoint( WP_REST_Server::READABLE, 'get_item', $public, $token + $this->context_arg() ),
				$this->endpoint( WP_REST_Server::EDITABLE, 'update_item', $public, $token + $this->answer_args( false ) ),
				$this->endpoint( WP_REST_Server::DELETABLE, 'delete_item', $public, $token ),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
	}

	protected function item_schema(): array {
		return array(
			'properties' => array(
				'id'         => self::readonly_field( __( 'The response.', 'eventin' ), 'integer' ),
				'event_id'   => self::readonly_field( __( 'The event.', 'eventin' ), 'integer' ),
				'name'       => self::readonly_field( __( 'The name.', 'eventin' ), 'string' ),
				'email'      => self::readonly_field( __( 'The e-mail address (answered through the signed link only).', 'eventin' ), 'string' ),
				'people'     => self::readonly_field( __( 'How many people, the responder included.', 'eventin' ), 'integer' ),
				'status'     => self::readonly_field( __( 'going, maybe, not_going or waiting (going when fully booked on an event with a waiting list); `received` in the answer of POST rsvp-registration.', 'eventin' ), 'string' ),
				'guests'     => self::readonly_field( __( 'The guests\' names.', 'eventin' ), 'array', array( 'items' => array( 'type' => 'string' ) ) ),
				'reason'     => self::readonly_field( __( 'Why not going.', 'eventin' ), 'string' ),
				'message'    => self::readonly_field( __( 'A message to the organizer; in the answer of POST rsvp-registration, what to tell the visitor.', 'eventin' ), 'string' ),
				'ics_url'    => self::readonly_field( __( 'The event\'s calendar file, for those going, maybe going or waiting.', 'eventin' ), 'string' ),
				'event'      => self::readonly_field( __( 'The event: id, title, link, start and end (UTC instants), timezone and its RSVP limits per response (through the signed link).', 'eventin' ), 'object' ),
				'updated_at' => self::readonly_field( __( 'When the response last changed, a UTC instant.', 'eventin' ), 'string' ),
			),
		);
	}

	/** What a visitor sends: all of it for a new answer; any of it (no event, no address) through the link. */
	private function answer_args( bool $create ): array {
		$args = array(
			'event_id' => array(
				'description'  => __( 'The event.', 'eventin' ),
				'type'         => 'integer',
				'minimum'      => 1,
				'required'     => true,
				'errorMessage' => __( 'This event does not exist.', 'eventin' ),
			),
			'name'     => array(
				'description'  => __( 'The name of who answers.', 'eventin' ),
				'type'         => 'string',
				'format'       => 'text-field',
				'minLength'    => 1,
				'maxLength'    => 200,
				'required'     => true,
				'errorMessage' => __( 'Enter your name.', 'eventin' ),
			),
			'email'    => array(
				'description'  => __( 'The e-mail address; one response per address and event, whatever its letter case.', 'eventin' ),
				'type'         => 'string',
				'format'       => 'email',
				'maxLength'    => 191,
				'required'     => true,
				'errorMessage' => __( 'Enter a valid e-mail address.', 'eventin' ),
			),
			'people'   => array(
				'description'  => __( 'How many people, the responder included, within the event\'s least and most per response; the least by default.', 'eventin' ),
				'type'         => 'integer',
				'minimum'      => 1,
				'maximum'      => 1000,
				'errorMessage' => __( 'The number of people must be a whole number from 1 to 1000.', 'eventin' ),
			),
			'status'   => array(
				'description'  => __( 'The answer: going (the default), maybe or not_going ("not going" and "not-going" too).', 'eventin' ),
				'type'         => 'string',
				'enum'         => array( 'going', 'maybe', 'not_going', 'not going', 'not-going' ),
				'default'      => 'going',
				'errorMessage' => __( 'Answer going, maybe or not going.', 'eventin' ),
			),
			'guests'   => array(
				'description'  => __( 'The names of the guests coming along.', 'eventin' ),
				'type'         => 'array',
				'maxItems'     => 100,
				'default'      => array(),
				'items'        => array(
					'type'      => 'string',
					'maxLength' => 200,
				),
				'errorMessage' => __( 'Guests must be a list of at most 100 names of up to 200 characters.', 'eventin' ),
			),
			'reason'   => array(
				'description'  => __( 'Why not going. A change through the link that leaves it out keeps it only with not_going.', 'eventin' ),
				'type'         => 'string',
				'format'       => 'textarea-field',
				'maxLength'    => 2000,
				'default'      => '',
				'errorMessage' => __( 'The reason can be at most 2000 characters long.', 'eventin' ),
			),
			'message'  => array(
				'description'  => __( 'A message to the organizer.', 'eventin' ),
				'type'         => 'string',
				'format'       => 'textarea-field',
				'maxLength'    => 2000,
				'default'      => '',
				'errorMessage' => __( 'The message can be at most 2000 characters long.', 'eventin' ),
			),
			'website'  => array(
				'description' => __( 'Left empty by people: a field only robots fill in.', 'eventin' ),
				'type'        => 'string',
				'default'     => '',
			),
		);
		if ( $create ) {
			return $args;
		}
		unset( $args['event_id'], $args['email'] );
		foreach ( $args as $name => $arg ) {
			unset( $args[ $name ]['required'] );
			if ( 'website' !== $name ) {
				unset( $args[ $name ]['default'] );
			}
		}
		return $args;
	}

	/** The honeypot and the rate limit of public writes; null when the visitor may go on. */
	private static function refusal( $request ) {
		if ( '' !== trim( (string) $request['website'] ) ) {
			return self::error( 'eventin_spam', __( 'Your answer could not be taken.', 'eventin' ), 400 );
		}
		$wait = RateLimit::attempt( 'rsvp', (int) Settings::get()['checkout_rate_limit'], MINUTE_IN_SECONDS );
		return $wait ? RateLimit::refusal( 'eventin_too_many_answers', __( 'Too many answers. Please wait a minute and try again.', 'eventin' ), $wait ) : null;
	}

	public function create_item( $request ) {
		$refusal = self::refusal( $request );
		if ( $refusal ) {
			return $refusal;
		}
		$result = Rsvp::respond(
			array(
				'event_id' => $request['event_id'],
				'name'     => $request['name'],
				'email'    => $request['email'],
				'people'   => $request['people'],
				'status'   => $request['status'],
				'guests'   => $request['guests'],
				'reason'   => $request['reason'],
				'message'  => $request['message'],
			),
			get_current_user_id()
		);
		if ( is_wp_error( $result ) ) {
			return $result;
		}
		// Anyone may send any address: a new one and one that answered before (left as it was, its
		// link mailed to it) get the same answer, which tells nothing of what the address answered.
		return new WP_REST_Response(
			array(
				'status'  => 'received',
				'message' => __( 'Thanks! Check your inbox: we sent you the details.', 'eventin' ),
				'ics_url' => Responses::NOT_GOING !== Responses::normalise( (string) $request['status'] ) ? CalendarFile::ics_url( (int) $request['event_id'] ) : '',
			),
			201
		);
	}

	public function get_item( $request ) {
		$response = Links::response( (string) $request['token'] );
		if ( ! $response ) {
			return Rsvp::not_found();
		}
		return new WP_REST_Response( self::link_item( $response ) );
	}

	/** The response a link's token names, to change or remove: 404 without one, then the refusal of public writes. */
	private static function response_to_change( $request ) {
		$response = Links::response( (string) $request['token'] );
		if ( ! $response ) {
			return Rsvp::not_found();
		}
		return self::refusal( $request ) ?? $response;
	}

	public function update_item( $request ) {
		$response = self::response_to_change( $request );
		if ( is_wp_error( $response ) ) {
			return $response;
		}
		$changes = array();
		foreach ( array( 'name', 'people', 'status', 'guests', 'reason', 'message' ) as $field ) {
			if ( null !== $request->get_param( $field ) ) {
				$changes[ $field ] = $request[ $field ];
			}
		}
		$changed = Rsvp::change( $response, $changes );
		return is_wp_error( $changed ) ? $changed : new WP_REST_Response( self::link_item( $changed ) );
	}

	public function delete_item( $request ) {
		$response = self::response_to_change( $request );
		if ( is_wp_error( $response ) ) {
			return $response;
		}
		$removed = Rsvp::remove( $response );
		if ( is_wp_error( $removed ) ) {
			return $removed;
		}
		return new WP_REST_Response(
			array(
				'deleted'  => true,
				'previous' => self::link_item( $removed, false ),
			)
		);
	}

	/** A response as its own link shows it: everything the visitor gave, and the event's limits. */
	private static function link_item( array $response, bool $with_event = true ): array {
		$item = self::public_item( $response );
		if ( $with_event ) {
			$post     = get_post( $response['event_id'] );
			$settings = Rsvp::settings( $response['event_id'] );
			$index    = Index::rows( array( $response['event_id'] ) )[ $response['event_id'] ] ?? null;
			$item    += array(
				'event' => array(
					'id'            => $response['event_id'],
					'title'         => $post ? $post->post_title : '',
					'link'          => $post && 'publish' === $post->post_status ? (string) get_permalink( $post ) : '',
					'start_utc'     => $index ? LocalTime::iso( $index['start_utc'] ) : null,
					'end_utc'       => $index ? LocalTime::iso( $index['end_utc'] ) : null,
					'timezone'      => $index ? $index['timezone'] : '',
					'open'          => ! is_wp_error( Rsvp::open_event( $response['event_id'] ) ),
					'min_attendees' => $settings['min_attendees'],
					'max_attendees' => $settings['max_attendees'],
				),
			);
		}
		return $item;
	}

	private static function public_item( array $response ): array {
		$published = 'publish' === get_post_status( $response['event_id'] );
		return array(
			'id'         => $response['id'],
			'event_id'   => $response['event_id'],
			'name'       => $response['name'],
			'email'      => $response['email'],
			'people'     => $response['people'],
			'status'     => $response['status'],
			'guests'     => $response['guests'],
			'reason'     => $response['reason'],
			'message'    => $response['message'],
			'ics_url'    => $published && Responses::NOT_GOING !== $response['status'] ? CalendarFile::ics_url( $response['event_id'] ) : '',
			'updated_at' => LocalTime::iso( (int) strtotime( $response['updated_at'] . ' UTC' ) ),
		);
	}
}
