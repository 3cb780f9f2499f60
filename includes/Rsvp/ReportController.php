<?php
namespace Eventin\Rsvp;

use Eventin\Events\Event;
use Eventin\Jobs\Batches;
use Eventin\Permissions\Capabilities;
use Eventin\Rest\Controller;
use Eventin\Time\LocalTime;
use Eventin\Vendors\Ownership;
use WP_REST_Response;
use WP_REST_Server;

/**
 * The organizer's RSVP routes (`etn_manage_event`, or a vendor's own events with
 * `etn_manage_own_events`; and the RSVP module on), with Eventin's names:
 *
 * - `GET rsvp-report`: the events with RSVP on, their responses per status and capacity used;
 * - `GET rsvp-report/{id}` (an event): its responses of a status, searched, in a date range,
 *   paged, with the counts per status;
 * - `PUT|PATCH rsvp-report/{id}` (a response): its status; `DELETE rsvp-report/{id}` and
 *   `DELETE rsvp-report` with `ids`: responses deleted, places given back, the waiting list moved up;
 * - `POST|GET rsvp-report/{id}/invitations` (an event): invitations and reminders, sent in the
 *   background as batches (their progress, log, retry and cancel at `batches/{id}`).
 */
final class ReportController extends Controller {
	/** @var string */
	protected $rest_base = 'rsvp-report';

	public function register_routes(): void {
		$allowed = Rsvp::organizer_permission( $this->require_capability( Capabilities::EVENT, Capabilities::OWN_EVENTS ) );
		$schema  = array( $this, 'get_public_item_schema' );
		$status  = array(
			'description' => __( 'The new status: going, maybe, not_going or waiting ("not going" and "not-going" too).', 'eventin' ),
			'type'        => 'string',
			'enum'        => array( 'going', 'maybe', 'not_going', 'waiting', 'not going', 'not-going' ),
		);
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base,
			array(
				$this->endpoint(
					WP_REST_Server::READABLE,
					'get_events',
					$allowed,
					$this->list_args()
				),
				$this->endpoint( WP_REST_Server::DELETABLE, 'delete_items', $allowed, array( 'ids' => $this->ids_arg() ) ),
				'schema' => $schema,
			)
		);
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/(?P<id>\d+)',
			array(
				$this->endpoint(
					WP_REST_Server::READABLE,
					'get_items',
					$allowed,
					array(
						'id' => array(
							'description' => __( 'The event.', 'eventin' ),
							'type'        => 'integer',
						),
					) + $this->list_args() + array(
						'status'        => array(
							'description' => __( 'Responses of this status: going (the default), maybe, not_going, waiting, or all.', 'eventin' ),
							'type'        => 'string',
							'enum'        => array( 'going', 'maybe', 'not_going', 'waiting', 'all', 'not going', 'not-going' ),
							'default'     => 'going',
						),
						'attendee_name' => array(
							'description' => __( 'Words that begin words of the name or the e-mail address, each of them (Eventin\'s name; search does the same).', 'eventin' ),
							'type'        => 'string',
							'maxLength'   => 200,
							'default'     => '',
						),
					) + ResponseFilter::date_args()
				),
				$this->endpoint(
					WP_REST_Server::EDITABLE,
					'update_item',
					$allowed,
					array(
						'id'     => array(
							'description' => __( 'The response.', 'eventin' ),
							'type'        => 'integer',
						),
						'status' => $status + array(
							'required'     => true,
							'errorMessage' => __( 'The status must be going, maybe, not going or waiting.', 'eventin' ),
						),
					)
				),
				$this->endpoint(
					WP_REST_Server::DELETABLE,
					'delete_item',
					$allowed,
					array(
						'id' => array(
							'description' => __( 'The response.', 'eventin' ),
							'type'        => 'integer',
						),
					)
				),
				'schema' => $schema,
			)
		);
		$event_id = array(
			'id' => array(
				'description' => __( 'The event.', 'eventin' ),
				'type'        => 'integer',
			),
		);
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/(?P<id>\d+)/invitations',
			array(
				$this->endpoint(
					WP_REST_Server::READABLE,
					'get_sends',
					$allowed,
					$event_id + array_intersect_key( $this->list_args(), array_flip( array( 'context', 'paged', 'per_page' ) ) )
				),
				$this->endpoint(
					WP_REST_Server::CREATABLE,
					'create_send',
					$allowed,
					$event_id + array(
						'subject'   => array(
							'description'  => __( 'The subject; placeholders are filled.', 'eventin' ),
							'type'         => 'string',
							'format'       => 'text-field',
							'minLength'    => 1,
							'maxLength'    => 200,
							'required'     => true,
							'errorMessage' => __( 'Enter a subject of at most 200 characters.', 'eventin' ),
						),
						'body'      => array(
							'description'  => __( 'The message, plain text; placeholders: {name}, {event_title}, {event_date} (start and end in the event\'s timezone), {event_start_date}, {event_start_time}, {event_place}, {event_url}, {rsvp_url}, {site_name}.', 'eventin' ),
							'type'         => 'string',
							'format'       => 'textarea-field',
							'minLength'    => 1,
							'maxLength'    => 20000,
							'required'     => true,
							'errorMessage' => __( 'Enter a message of at most 20000 characters.', 'eventin' ),
						),
						'status'    => array(
							'description'  => __( 'Send to everyone of this status: going, maybe, not_going or waiting (or give addresses).', 'eventin' ),
							'type'         => 'string',
							'enum'         => array( 'going', 'maybe', 'not_going', 'waiting', 'not going', 'not-going' ),
							'errorMessage' => __( 'The status must be going, maybe, not going or waiting.', 'eventin' ),
						),
						'addresses' => array(
							'description'  => __( 'Send to these e-mail addresses (or give a status); each gets one mail.', 'eventin' ),
							'type'         => 'array',
							'maxItems'     => Invitations::MAX_ADDRESSES,
							'items'        => array(
								'type'      => 'string',
								'maxLength' => 191,
							),
							'errorMessage' => array(
								'type'     => __( 'The addresses must be a list of e-mail addresses.', 'eventin' ),
								'maxItems' => __( 'Give at most 1000 addresses at once.', 'eventin' ),
							),
						),
						'send_at'   => array(
							'description'  => __( 'When to send, an ISO 8601 instant (2027-05-04T09:00:00Z); now when left out or past.', 'eventin' ),
							'type'         => 'string',
							'pattern'      => '^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?(\.\d+)?(Z|[+-]\d{2}:\d{2}))?$',
							'errorMessage' => __( 'The time to send must be a date and time such as 2027-05-04T09:00:00Z.', 'eventin' ),
						),
					)
				),
				'schema' => $schema,
			)
		);
	}

	protected function item_schema(): array {
		$field = static fn( string $description, $type ) => array(
			'description' => $description,
			'type'        => $type,
			'readonly'    => true,
		);
		return array(
			'properties' => array(
				'id'         => $field( __( 'The response.', 'eventin' ), 'integer' ),
				'event_id'   => $field( __( 'The event.', 'eventin' ), 'integer' ),
				'name'       => $field( __( 'The name.', 'eventin' ), 'string' ),
				'email'      => $field( __( 'The e-mail address.', 'eventin' ), 'string' ),
				'people'     => $field( __( 'How many people.', 'eventin' ), 'integer' ),
				'status'     => $field( __( 'going, maybe, not_going or waiting.', 'eventin' ), 'string' ),
				'guests'     => $field( __( 'The guests\' names.', 'eventin' ), 'array' ),
				'reason'     => $field( __( 'Why not going.', 'eventin' ), 'string' ),
				'message'    => $field( __( 'The message to the organizer.', 'eventin' ), 'string' ),
				'user_id'    => $field( __( 'The signed-in user who answered; 0 for a visitor.', 'eventin' ), 'integer' ),
				'created_at' => $field( __( 'When the response was made, a UTC instant.', 'eventin' ), 'string' ),
				'updated_at' => $field( __( 'When it last changed, a UTC instant.', 'eventin' ), 'string' ),
			),
		);
	}

	/** The events with RSVP on (not in the trash), newest start first, with their counts. */
	public function get_events( $request ) {
		$per_page = (int) $request['per_page'];
		$filters  = Ownership::narrow( array( 'search' => (string) $request['search'] ) );
		list( $rows, $total ) = ReportEvents::page( $filters, $per_page, (int) $request['paged'] );
		update_meta_cache( 'post', array_map( 'intval', array_column( $rows, 'event_id' ) ) );
		$items = array();
		foreach ( $rows as $row ) {
			$id       = (int) $row['event_id'];
			$settings = Rsvp::settings( $id );
			$items[]  = array(
				'id'           => $id,
				'title'        => $row['title'],
				'status'       => $row['post_status'],
				'start_utc'    => LocalTime::iso( (int) $row['start_utc'] ),
				'end_utc'      => LocalTime::iso( (int) $row['end_utc'] ),
				'timezone'     => $row['timezone'],
				'limit'        => $settings['limit'],
				'waiting_list' => $settings['waiting_list'],
				'people_going' => (int) $row['going_people'],
				'going'        => (int) $row['going'],
				'maybe'        => (int) $row['maybe'],
				'not_going'    => (int) $row['not_going'],
				'waiting'      => (int) $row['waiting'],
			);
		}
		return $this->list_response( $items, $total, $per_page );
	}

	/** An event's responses, with its counts per status (whatever the filters) and capacity. */
	public function get_items( $request ) {
		$event_id = (int) $request['id'];
		if ( ! self::reaches( $event_id ) ) {
			return self::event_not_found();
		}
		$status   = 'all' === $request['status'] ? 'all' : Responses::normalise( (string) $request['status'] );
		$per_page = (int) $request['per_page'];
		$filters  = array(
			'event_id'  => $event_id,
			'status'    => $status,
			'search'    => trim( (string) ( '' !== trim( (string) $request['attendee_name'] ) ? $request['attendee_name'] : $request['search'] ) ),
			'date_from' => $request['date_from'],
			'date_to'   => $request['date_to'],
		);
		$counts   = Responses::counts( array( $event_id ) )[ $event_id ];
		list( $rows, $total ) = ResponseFilter::page( $filters, $counts, $per_page, (int) $request['paged'] );
		$settings = Rsvp::settings( $event_id );
		$response = new WP_REST_Response(
			array(
				'items'        => array_map( static fn( $row ) => self::item( Responses::typed( $row ) ), $rows ),
				'total_items'  => $total,
				'going'        => $counts['going'],
				'not_going'    => $counts['not_going'],
				'maybe'        => $counts['maybe'],
				'waiting'      => $counts['waiting'],
				'people_going' => $counts['going_people'],
				'limit'        => $settings['limit'],
				'event'        => array(
					'id'      => $event_id,
					'title'   => get_the_title( $event_id ),
					'enabled' => $settings['enabled'],
				),
			)
		);
		return $this->with_pagination_headers( $response, $total, $per_page );
	}

	public function update_item( $request ) {
		$response = Responses::find( (int) $request['id'] );
		if ( ! $response || ! Ownership::can_reach( (int) $response['event_id'] ) ) {
			return Rsvp::not_found();
		}
		$changed = Rsvp::change( $response, array( 'status' => $request['status'] ), true );
		return is_wp_error( $changed ) ? $changed : new WP_REST_Response( self::item( $changed ) );
	}

	public function delete_item( $request ) {
		$response = Responses::find( (int) $request['id'] );
		if ( ! $response || ! Ownership::can_reach( (int) $response['event_id'] ) ) {
			return Rsvp::not_found();
		}
		$removed = Rsvp::remove( $response );
		if ( is_wp_error( $removed ) ) {
			return $removed;
		}
		return new WP_REST_Response(
			array(
				'deleted'  => true,
				'previous' => self::item( $removed ),
			)
		);
	}

	/** Deletes responses, all of them or none when any does not exist. */
	public function delete_items( $request ) {
		$ids     = (array) $request['ids'];
		$found   = array_filter( Responses::find_many( $ids ), static fn( $response ) => Ownership::can_reach( (int) $response['event_id'] ) );
		$missing = array_values( array_diff( $ids, array_keys( $found ) ) );
		if ( $missing ) {
			/* translators: %s: response ids */
			return self::error( 'eventin_rsvp_not_found', sprintf( __( 'These responses do not exist: %s.', 'eventin' ), implode( ', ', $missing ) ), 404 );
		}
		$deleted = 0;
		foreach ( $found as $response ) {
			if ( ! is_wp_error( Rsvp::remove( $response ) ) ) {
				++$deleted;
			}
		}
		return new WP_REST_Response( array( 'deleted' => $deleted ) );
	}

	public function create_send( $request ) {
		if ( ! self::reaches( (int) $request['id'] ) ) {
			return self::event_not_found();
		}
		$send = Invitations::create(
			(int) $request['id'],
			array(
				'subject'   => $request['subject'],
				'body'      => $request['body'],
				'status'    => $request['status'],
				'addresses' => $request['addresses'],
				'send_at'   => $request['send_at'],
			),
			get_current_user_id()
		);
		return is_wp_error( $send ) ? $send : new WP_REST_Response( $send, 201 );
	}

	public function get_sends( $request ) {
		if ( ! self::reaches( (int) $request['id'] ) ) {
			return self::event_not_found();
		}
		list( $items, $total ) = Batches::for_event( Invitations::KIND, (int) $request['id'], (int) $request['paged'], (int) $request['per_page'] );
		return $this->list_response( $items, $total, (int) $request['per_page'] );
	}

	/** Whether an event exists and the caller reaches it (a vendor, their own only). */
	private static function reaches( int $event_id ): bool {
		return Event::exists( $event_id ) && Ownership::can_reach( $event_id );
	}

	private static function event_not_found(): \WP_Error {
		return self::error( 'eventin_event_not_found', __( 'This event does not exist.', 'eventin' ), 404 );
	}

	/** A response as the report shows it. */
	public static function item( array $response ): array {
		$instant = static fn( string $datetime ) => LocalTime::iso( (int) strtotime( $datetime . ' UTC' ) );
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
			'user_id'    => $response['user_id'],
			'created_at' => $instant( $response['created_at'] ),
			'updated_at' => $instant( $response['updated_at'] ),
		);
	}
}
