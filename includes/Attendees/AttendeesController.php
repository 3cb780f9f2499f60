<?php
namespace Eventin\Attendees;

use Eventin\Orders\Checkout;
use Eventin\Permissions\Capabilities;
use Eventin\Orders\History;
use Eventin\Orders\Mails;
use Eventin\Orders\Money;
use Eventin\Orders\Orders;
use Eventin\Orders\OrderSums;
use Eventin\Orders\Report;
use Eventin\Orders\Status;
use Eventin\Rest\Controller;
use Eventin\Tickets\Tickets;
use Eventin\Time\LocalTime;
use Eventin\Vendors\Ownership;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

/**
 * eventin/v2/attendees, for people with etn_manage_attendee: the attendees of every event or one,
 * filtered and searched; one attendee read, corrected and sent their ticket again; complimentary
 * tickets added by hand; attendees removed (one holding a seat is cancelled and its seat freed).
 * Vendors (etn_manage_own_events) do the same with their own events' attendees; others' answer 404.
 */
final class AttendeesController extends Controller {
	/** @var string */
	protected $rest_base = 'attendees';

	public function register_routes(): void {
		$manage = $this->require_capability( Capabilities::ATTENDEE, Capabilities::OWN_EVENTS );
		$this->register_crud_routes( $manage );
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/events',
			array(
				$this->endpoint(
					WP_REST_Server::READABLE,
					'get_events',
					$manage,
					$this->context_arg() + array(
						'include' => array(
							'description' => __( 'An event to list too, booked or not (the one whose attendees are shown).', 'eventin' ),
							'type'        => 'integer',
							'minimum'     => 0,
							'default'     => 0,
						),
					)
				),
				'schema' => array( $this, 'events_schema' ),
			)
		);
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/(?P<id>\d+)/resend-ticket',
			array(
				$this->endpoint( WP_REST_Server::CREATABLE, 'resend_ticket', $manage, $this->id_arg() ),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
	}

	public function get_collection_params() {
		$list           = $this->list_args();
		$list['search'] = array(
			'description' => __( 'Words of the name or e-mail address, the beginning of an address, or of a ticket code.', 'eventin' ),
			'type'        => 'string',
			'maxLength'   => 200,
			'default'     => '',
		);
		return $list + array(
			'event_id'       => array(
				'description' => __( 'Only attendees of this event.', 'eventin' ),
				'type'        => 'integer',
				'minimum'     => 0,
				'default'     => 0,
			),
			'ticket_id'      => array(
				'description' => __( 'Only attendees of this ticket type.', 'eventin' ),
				'type'        => 'integer',
				'minimum'     => 0,
				'default'     => 0,
			),
			'payment_status' => array(
				'description' => __( 'Only attendees whose ticket has this payment status.', 'eventin' ),
				'type'        => 'string',
				'enum'        => array_merge( array( '' ), Status::all() ),
				'default'     => '',
			),
			'ticket_status'  => array(
				'description' => __( 'Only unused or used tickets.', 'eventin' ),
				'type'        => 'string',
				'enum'        => array( '', 'unused', 'used' ),
				'default'     => '',
			),
		);
	}

	protected function item_schema(): array {
		$flag  = static fn( string $description ) => array(
			'description' => $description,
			'type'        => 'boolean',
			'default'     => false,
		);
		$added = static fn( string $description, string $message ) => array(
			'description'  => $description,
			'type'         => 'integer',
			'minimum'      => 1,
			'required'     => true,
			'errorMessage' => $message,
		);
		return array(
			'properties' => array(
				'id'             => self::readonly_field( __( 'The attendee.', 'eventin' ), 'integer' ),
				'name'           => array(
					'description'  => __( 'Who holds the ticket.', 'eventin' ),
					'type'         => 'string',
					'format'       => 'text-field',
					'minLength'    => 1,
					'maxLength'    => 200,
					'required'     => true,
					'errorMessage' => __( 'Enter the attendee’s name.', 'eventin' ),
				),
				'email'          => array(
					'description'  => __( 'Where the ticket goes.', 'eventin' ),
					'type'         => 'string',
					'format'       => 'email',
					'maxLength'    => 191,
					'required'     => true,
					'errorMessage' => __( 'Enter a valid e-mail address.', 'eventin' ),
				),
				'listed'         => $flag( __( 'Whether the attendee agreed to be named on the event\'s public attendee list.', 'eventin' ) ),
				'show_avatar'    => $flag( __( 'Whether the public attendee list may show their avatar.', 'eventin' ) ),
				'event_id'       => $added( __( 'The event; set when the attendee is added, never changed.', 'eventin' ), __( 'Choose an event.', 'eventin' ) ),
				'ticket_id'      => $added( __( 'The ticket type; set when the attendee is added, never changed.', 'eventin' ), __( 'Choose a ticket type.', 'eventin' ) ),
				'event_title'    => self::readonly_field( __( 'The event\'s title.', 'eventin' ), 'string' ),
				'ticket_name'    => self::readonly_field( __( 'The ticket type\'s name.', 'eventin' ), 'string' ),
				'code'           => self::readonly_field( __( 'The ticket code.', 'eventin' ), 'string' ),
				'order_id'       => self::readonly_field( __( 'The booking.', 'eventin' ), 'integer' ),
				'booking_status' => self::readonly_field( __( 'The booking\'s status.', 'eventin' ), 'string' ),
				'payment_status' => self::readonly_field( __( 'The ticket\'s payment status: pending, completed, refunded, cancelled or failed.', 'eventin' ), 'string' ),
				'ticket_status'  => self::readonly_field( __( 'unused, or used once checked in.', 'eventin' ), 'string' ),
				'checked_in_at'  => self::readonly_field( __( 'The first entry at the door (ISO 8601 UTC), or null.', 'eventin' ), array( 'string', 'null' ) ),
				'inside'         => self::readonly_field( __( 'Whether they are inside now (entered and not left).', 'eventin' ), 'boolean' ),
				'price'          => self::readonly_field( __( 'What the ticket cost, e.g. 25.00.', 'eventin' ), 'string' ),
				'currency'       => self::readonly_field( __( 'ISO 4217 currency code.', 'eventin' ), 'string' ),
				'created_at'     => self::readonly_field( __( 'When the ticket was booked (ISO 8601 UTC).', 'eventin' ), 'string' ),
			),
		);
	}

	public function events_schema(): array {
		// The answer is a list of these.
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'eventin-attendee-event',
			'type'       => 'object',
			'properties' => array(
				'id'      => self::readonly_field( __( 'The event.', 'eventin' ), 'integer' ),
				'title'   => self::readonly_field( __( 'Its title.', 'eventin' ), 'string' ),
				'tickets' => self::readonly_field( __( 'Its ticket types: id and name.', 'eventin' ), 'array' ),
			),
		);
	}

	/** What the list's event and ticket type filters offer: the most recent events with bookings. */
	public function get_events( WP_REST_Request $request ) {
		$events  = Report::events( Ownership::vendor_id() );
		$include = get_post( (int) $request['include'] );
		if ( $include && \Eventin\Events\PostType::NAME === $include->post_type && Ownership::can_reach( $include->ID ) && ! in_array( $include->ID, array_column( $events, 'id' ), true ) ) {
			$events[] = array(
				'id'    => $include->ID,
				'title' => $include->post_title,
			);
		}
		$types  = Tickets::for_events( array_column( $events, 'id' ) );
		foreach ( $events as $index => $event ) {
			$events[ $index ]['tickets'] = array_map(
				static fn( $type ) => array(
					'id'   => (int) $type['id'],
					'name' => (string) $type['name'],
				),
				$types[ $event['id'] ] ?? array()
			);
		}
		return rest_ensure_response( $events );
	}

	public function get_items( $request ) {
		$per_page        = (int) $request['per_page'];
		[ $ids, $total ] = AttendeeFilter::page( self::filters( $request ), $per_page, (int) $request['paged'] );
		return $this->list_response( $this->prepare_many( Attendees::many( $ids ) ), $total, $per_page );
	}

	/** The list's filters as AttendeeFilter takes them. */
	private static function filters( WP_REST_Request $request ): array {
		return Ownership::narrow(
			array(
			'event_id'      => (int) $request['event_id'],
			'ticket_id'     => (int) $request['ticket_id'],
			'status'        => (string) $request['payment_status'],
			'ticket_status' => (string) $request['ticket_status'],
			'search'        => (string) $request['search'],
			)
		);
	}

	public function get_item( $request ) {
		$attendee = $this->find( $request );
		return $attendee ? rest_ensure_response( $this->prepare( $attendee ) ) : self::not_found();
	}

	/** A complimentary ticket: a completed booking of 0 through the sale's own seat check. */
	public function create_item( $request ) {
		if ( ! Ownership::can_reach( (int) $request['event_id'] ) ) {
			return self::invalid( 'event_id', __( 'Choose an event that exists.', 'eventin' ) );
		}
		$order = Checkout::comp( $request->get_params() );
		if ( is_wp_error( $order ) ) {
			return $order;
		}
		$attendee = Attendees::for_orders( array( $order['id'] ) )[ $order['id'] ][0];
		return new WP_REST_Response( $this->prepare( Attendees::get( $attendee['id'] ) ), 201 );
	}

	public function update_item( $request ) {
		$attendee = $this->find( $request );
		if ( ! $attendee ) {
			return self::not_found();
		}
		foreach ( array( 'event_id', 'ticket_id' ) as $fixed ) {
			if ( null !== $request[ $fixed ] && (int) $request[ $fixed ] !== $attendee[ $fixed ] ) {
				return self::invalid( $fixed, __( 'An attendee\'s event and ticket type cannot be changed; add a new attendee instead.', 'eventin' ) );
			}
		}
		$changes = array();
		foreach ( array( 'name', 'email', 'listed', 'show_avatar' ) as $field ) {
			if ( null !== $request[ $field ] ) {
				$changes[ $field ] = $request[ $field ];
			}
		}
		Attendees::update( $attendee['id'], $changes );
		return rest_ensure_response( $this->prepare( Attendees::get( $attendee['id'] ) ) );
	}

	public function delete_item( $request ) {
		$attendee = $this->find( $request );
		if ( ! $attendee ) {
			return self::not_found();
		}
		$previous = $this->prepare( $attendee );
		$outcome  = self::remove( $attendee );
		if ( null === $outcome ) {
			return self::changed();
		}
		return rest_ensure_response(
			array(
				'deleted'   => true,
				'cancelled' => 'cancelled' === $outcome,
				'previous'  => $previous,
			)
		);
	}

	/** Bulk removal: every id must exist; each is removed as delete_item removes one. */
	public function delete_items( $request ) {
		$ids       = (array) $request['ids'];
		$attendees = array_filter( Attendees::many( $ids ), static fn( $attendee ) => Ownership::can_reach( $attendee['event_id'] ) );
		$missing   = array_diff( $ids, array_column( $attendees, 'id' ) );
		if ( $missing ) {
			/* translators: %s: attendee ids */
			return self::error( 'eventin_attendee_not_found', sprintf( __( 'These attendees do not exist: %s.', 'eventin' ), implode( ', ', $missing ) ), 404 );
		}
		$deleted   = array();
		$cancelled = array();
		foreach ( $attendees as $attendee ) {
			$outcome = self::remove( $attendee );
			if ( null !== $outcome ) {
				$deleted[] = $attendee['id'];
			}
			if ( 'cancelled' === $outcome ) {
				$cancelled[] = $attendee['id'];
			}
		}
		return rest_ensure_response(
			array(
				'deleted'   => $deleted,
				'cancelled' => $cancelled,
			)
		);
	}

	/**
	 * Removes an attendee. One holding a seat (pending or paid) is cancelled, not erased: its
	 * booking keeps the record and the seat is given back, once, by whoever moved it first. One
	 * holding none is erased.
	 *
	 * @return string|null 'cancelled', 'erased', or null when someone else changed it first.
	 */
	private static function remove( array $attendee ): ?string {
		if ( in_array( $attendee['status'], array( Status::PENDING, Status::COMPLETED ), true ) ) {
			$moved = OrderSums::track( $attendee['order_id'], static fn() => Attendees::move( $attendee['order_id'], $attendee['id'], $attendee['status'], Status::CANCELLED ) );
			if ( ! $moved ) {
				return null;
			}
			Tickets::release( $attendee['ticket_id'], $attendee['event_id'], 1 );
			$order = Orders::get( $attendee['order_id'] );
			if ( $order ) {
				/* translators: 1: attendee name, 2: the user who removed them */
				History::add( $order['id'], $order['status'], $order['status'], sprintf( __( 'Attendee “%1$s” cancelled by %2$s; the seat is free again.', 'eventin' ), $attendee['name'], wp_get_current_user()->display_name ) );
			}
			return 'cancelled';
		}
		return Attendees::erase( $attendee ) ? 'erased' : null;
	}

	public function resend_ticket( WP_REST_Request $request ) {
		$attendee = $this->find( $request );
		if ( ! $attendee ) {
			return self::not_found();
		}
		if ( Status::COMPLETED !== $attendee['status'] ) {
			return self::error( 'eventin_attendee_not_paid', __( 'Tickets are sent only for paid attendees.', 'eventin' ), 409 );
		}
		// Sent in the background; a failure shows on the booking and is tried again.
		Mails::send_ticket( $attendee );
		$status = Orders::get( $attendee['order_id'] )['status'] ?? '';
		/* translators: %s: attendee name */
		History::add( $attendee['order_id'], $status, $status, sprintf( __( 'Ticket resent to “%s”.', 'eventin' ), $attendee['name'] ) );
		return rest_ensure_response( $this->prepare( $attendee ) );
	}

	/** The attendee of the request; null when unknown or of an event the caller cannot reach (a vendor's). */
	private function find( WP_REST_Request $request ): ?array {
		$attendee = Attendees::get( (int) $request['id'] );
		return $attendee && Ownership::can_reach( $attendee['event_id'] ) ? $attendee : null;
	}

	private static function not_found() {
		return self::error( 'eventin_attendee_not_found', __( 'This attendee does not exist.', 'eventin' ), 404 );
	}

	private static function changed() {
		return self::error( 'eventin_attendee_changed', __( 'This attendee was changed at the same time; reload and try again.', 'eventin' ), 409 );
	}

	private function prepare( array $attendee ): array {
		return $this->prepare_many( array( $attendee ) )[0];
	}

	/**
	 * Attendees as the list shows them, with their bookings, events and ticket types read once
	 * for all of them.
	 *
	 * @param array[] $attendees
	 */
	private function prepare_many( array $attendees ): array {
		$orders = Orders::rows( array_unique( array_column( $attendees, 'order_id' ) ) );
		$events = array_values( array_unique( array_column( $attendees, 'event_id' ) ) );
		$types  = Tickets::for_events( $events );
		$titles = Attendees::event_titles( $events );
		$items  = array();
		foreach ( $attendees as $attendee ) {
			$order    = $orders[ $attendee['order_id'] ] ?? null;
			$currency = $order ? $order['currency'] : Money::currency();
			$names    = array_column( $types[ $attendee['event_id'] ] ?? array(), 'name', 'id' );
			$items[]  = array(
				'id'             => $attendee['id'],
				'name'           => $attendee['name'],
				'email'          => $attendee['email'],
				'listed'         => $attendee['listed'],
				'show_avatar'    => $attendee['show_avatar'],
				'event_id'       => $attendee['event_id'],
				'ticket_id'      => $attendee['ticket_id'],
				'event_title'    => $titles[ $attendee['event_id'] ] ?? '',
				'ticket_name'    => $names[ $attendee['ticket_id'] ] ?? __( '(removed ticket type)', 'eventin' ),
				'code'           => $attendee['code'],
				'order_id'       => $attendee['order_id'],
				'booking_status' => $order ? $order['status'] : '',
				'payment_status' => $attendee['status'],
				'ticket_status'  => $attendee['ticket_status'],
				'checked_in_at'  => $attendee['checked_in_at'] ? LocalTime::iso_ms( $attendee['checked_in_at'] ) : null,
				'inside'         => $attendee['inside'],
				'price'          => Money::to_decimal( $attendee['price'], $currency ),
				'currency'       => $currency,
				'created_at'     => str_replace( ' ', 'T', $attendee['created_at'] ) . 'Z',
			);
		}
		return $items;
	}
}
