<?php
namespace Eventin\Orders;

use Eventin\Attendees\Attendees;
use Eventin\Database\Reader;
use Eventin\Payments\Gateways;
use Eventin\Rest\Controller;
use Eventin\Tickets\Tickets;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

/**
 * eventin/v2/orders: anyone books (POST, no login); people with etn_manage_order list and read
 * bookings, refund them, resend their invoice, mark offline ones paid and cancel pending ones.
 */
final class OrdersController extends Controller {
	/** @var string */
	protected $rest_base = 'orders';

	public function register_routes(): void {
		$manage = $this->require_capability( 'etn_manage_order' );
		$schema = array( $this, 'get_public_item_schema' );
		$route  = fn( string $methods, string $callback, callable $permission, array $args ) => $this->endpoint( $methods, $callback, $permission, $args );
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base,
			array(
				$route( WP_REST_Server::READABLE, 'get_items', $manage, $this->get_collection_params() ),
				// Visitors book without an account; abuse is met by a honeypot and a rate limit.
				$route( WP_REST_Server::CREATABLE, 'create_item', '__return_true', $this->checkout_args() ),
				'schema' => $schema,
			)
		);
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/summary',
			array(
				$route( WP_REST_Server::READABLE, 'get_summary', $manage, $this->summary_args() ),
				'schema' => array( $this, 'summary_schema' ),
			)
		);
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/(?P<id>\d+)',
			array(
				$route( WP_REST_Server::READABLE, 'get_item', $manage, $this->id_arg() + $this->context_arg() ),
				'schema' => $schema,
			)
		);
		$actions = array(
			'mark-paid'      => 'mark_paid',
			'cancel'         => 'cancel',
			'resend-invoice' => 'resend_invoice',
		);
		foreach ( $actions as $path => $callback ) {
			register_rest_route(
				$this->namespace,
				'/' . $this->rest_base . '/(?P<id>\d+)/' . $path,
				array(
					$route( WP_REST_Server::CREATABLE, $callback, $manage, $this->id_arg() + $this->note_arg() ),
					'schema' => $schema,
				)
			);
		}
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/(?P<id>\d+)/refunds',
			array(
				$route( WP_REST_Server::READABLE, 'get_refunds', $manage, $this->id_arg() + $this->context_arg() ),
				$route( WP_REST_Server::CREATABLE, 'create_refund', $manage, $this->id_arg() + $this->refund_args() ),
				'schema' => array( $this, 'refunds_schema' ),
			)
		);
	}

	private function note_arg(): array {
		return array(
			'note' => array(
				'description' => __( 'Why, for the booking\'s history.', 'eventin' ),
				'type'        => 'string',
				'maxLength'   => 1000,
				'default'     => '',
			),
		);
	}

	/** What a visitor sends to book. */
	private function checkout_args(): array {
		$person = static fn( string $who ) => array(
			'name'  => array(
				'description'  => __( 'The name.', 'eventin' ),
				'type'         => 'string',
				'format'       => 'text-field',
				'minLength'    => 1,
				'maxLength'    => 200,
				'required'     => true,
				/* translators: %s: who (the buyer, an attendee) */
				'errorMessage' => sprintf( __( 'Enter the name of %s.', 'eventin' ), $who ),
			),
			'email' => array(
				'description'  => __( 'The e-mail address.', 'eventin' ),
				'type'         => 'string',
				'format'       => 'email',
				'maxLength'    => 191,
				'required'     => true,
				/* translators: %s: who (the buyer, an attendee) */
				'errorMessage' => sprintf( __( 'Enter a valid e-mail address for %s.', 'eventin' ), $who ),
			),
		);
		// Consent to the event's public attendee list, asked at checkout; both default to no.
		$consent = array(
			'listed'      => array(
				'description' => __( 'Whether the person agrees to be named on the event\'s public attendee list.', 'eventin' ),
				'type'        => 'boolean',
				'default'     => false,
			),
			'show_avatar' => array(
				'description' => __( 'Whether the person also agrees to show their avatar there (only with listed).', 'eventin' ),
				'type'        => 'boolean',
				'default'     => false,
			),
		);
		$ticket  = array(
			'description'  => __( 'A ticket type of the event.', 'eventin' ),
			'type'         => 'integer',
			'minimum'      => 1,
			'required'     => true,
			'errorMessage' => __( 'Choose a ticket type of this event.', 'eventin' ),
		);
		return array(
			'event_id'  => array(
				'description'  => __( 'The event.', 'eventin' ),
				'type'         => 'integer',
				'minimum'      => 1,
				'required'     => true,
				'errorMessage' => __( 'This event is not open for booking.', 'eventin' ),
			),
			'tickets'   => array(
				'description'  => __( 'How many of which ticket types.', 'eventin' ),
				'type'         => 'array',
				'minItems'     => 1,
				'maxItems'     => 50,
				'required'     => true,
				'items'        => array(
					'type'                 => 'object',
					'additionalProperties' => false,
					'properties'           => array(
						'ticket_id' => $ticket,
						'quantity'  => array(
							'description'  => __( 'How many, 1 to 100.', 'eventin' ),
							'type'         => 'integer',
							'minimum'      => 1,
							'maximum'      => 100,
							'required'     => true,
							'errorMessage' => __( 'Choose from 1 to 100 tickets of a type.', 'eventin' ),
						),
					),
				),
				'errorMessage' => array(
					'required' => __( 'Choose at least one ticket.', 'eventin' ),
					'minItems' => __( 'Choose at least one ticket.', 'eventin' ),
					'type'     => __( 'Choose at least one ticket.', 'eventin' ),
					'maxItems' => __( 'Choose at most 50 ticket types at once.', 'eventin' ),
				),
			),
			'customer'  => array(
				'description'          => __( 'Who buys: their name and e-mail address, where the invoice goes; listed and show_avatar for the tickets that are theirs.', 'eventin' ),
				'type'                 => 'object',
				'required'             => true,
				'additionalProperties' => false,
				'properties'           => $person( __( 'the buyer', 'eventin' ) ) + $consent,
				'errorMessage'         => __( 'Enter your name and e-mail address.', 'eventin' ),
			),
			'attendees' => array(
				'description' => __( 'Who holds each ticket; tickets of a type left out are the buyer\'s.', 'eventin' ),
				'type'        => 'array',
				'maxItems'    => 5000,
				'default'     => array(),
				'items'       => array(
					'type'                 => 'object',
					'additionalProperties' => false,
					'properties'           => array( 'ticket_id' => $ticket ) + $person( __( 'each attendee', 'eventin' ) ) + $consent,
				),
			),
			'gateway'   => array(
				'description' => __( 'How the buyer pays: offline, stripe, or another gateway; free bookings need none.', 'eventin' ),
				'type'        => 'string',
				'maxLength'   => 40,
				'default'     => '',
			),
			'website'   => array(
				'description' => __( 'Left empty by people: a field only robots fill in.', 'eventin' ),
				'type'        => 'string',
				'default'     => '',
			),
		);
	}

	private function refund_args(): array {
		return array(
			'type'         => array(
				'description'  => __( 'Refund tickets (their seats are given back) or an amount.', 'eventin' ),
				'type'         => 'string',
				'enum'         => array( 'ticket', 'amount' ),
				'default'      => 'ticket',
				'errorMessage' => __( 'Refund either tickets or an amount.', 'eventin' ),
			),
			'attendee_ids' => array(
				'description' => __( 'For tickets: the attendees refunded; none for every ticket left.', 'eventin' ),
				'type'        => 'array',
				'items'       => array(
					'type'    => 'integer',
					'minimum' => 1,
				),
				'maxItems'    => 5000,
				'default'     => array(),
			),
			'amount'       => array(
				'description'  => __( 'For an amount: how much, in the booking\'s currency (25.50).', 'eventin' ),
				'type'         => array( 'number', 'string' ),
				'pattern'      => '^\d+(\.\d+)?$',
				'minimum'      => 0,
				'errorMessage' => __( 'Give an amount to refund, more than 0.', 'eventin' ),
			),
			'reason'       => array(
				'description' => __( 'Why, for the booking\'s history.', 'eventin' ),
				'type'        => 'string',
				'format'      => 'text-field',
				'maxLength'   => 1000,
				'default'     => '',
			),
		);
	}

	public function get_collection_params() {
		return $this->list_args() + array(
			'status'     => array(
				'description' => __( 'Only bookings with this status.', 'eventin' ),
				'type'        => 'string',
				'enum'        => array_merge( array( '' ), Status::all() ),
				'default'     => '',
			),
			'event_id'   => array(
				'description' => __( 'Only bookings of this event.', 'eventin' ),
				'type'        => 'integer',
				'minimum'     => 0,
				'default'     => 0,
			),
			'gateway'    => array(
				'description' => __( 'Only bookings paid this way.', 'eventin' ),
				'type'        => 'string',
				'maxLength'   => 40,
				'default'     => '',
			),
			'date_from'  => array(
				'description' => __( 'Made on or after this day (YYYY-MM-DD, in the site timezone).', 'eventin' ),
				'type'        => 'string',
				'format'      => 'date',
			),
			'date_to'    => array(
				'description' => __( 'Made on or before this day (YYYY-MM-DD, in the site timezone).', 'eventin' ),
				'type'        => 'string',
				'format'      => 'date',
			),
		);
	}

	/** The list's filters, without its paging. */
	private function summary_args(): array {
		return array_diff_key( $this->get_collection_params(), array_flip( array( 'paged', 'per_page' ) ) );
	}

	public function summary_schema(): array {
		$field = static fn( string $description, string $type, array $more = array() ) => array(
			'description' => $description,
			'type'        => $type,
			'readonly'    => true,
		) + $more;
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'eventin_order_summary',
			'type'       => 'object',
			'properties' => array(
				'currency'     => $field( __( 'The site currency (ISO 4217) the amounts are in.', 'eventin' ), 'string' ),
				'revenue'      => $field( __( 'What the completed and partly refunded bookings kept, as a decimal string.', 'eventin' ), 'string' ),
				'tickets_sold' => $field( __( 'Tickets of completed bookings, and those partly refunded bookings kept.', 'eventin' ), 'integer' ),
				'bookings'     => $field( __( 'Bookings of every status.', 'eventin' ), 'integer' ),
				'by_status'    => $field(
					__( 'Bookings per status.', 'eventin' ),
					'object',
					array(
						'additionalProperties' => array(
							'description' => __( 'How many bookings have this status.', 'eventin' ),
							'type'        => 'integer',
						),
					)
				),
				'days'         => $field(
					__( 'Sales per day in the site timezone: the days filtered by (at most a year), or the last 30.', 'eventin' ),
					'array',
					array(
						'items' => array(
							'description' => __( 'One day.', 'eventin' ),
							'type'        => 'object',
							'properties'  => array(
								'date'    => $field( __( 'The day, YYYY-MM-DD.', 'eventin' ), 'string' ),
								'revenue' => $field( __( 'What the day\'s bookings kept, as a decimal string.', 'eventin' ), 'string' ),
								'tickets' => $field( __( 'Tickets the day\'s bookings kept.', 'eventin' ), 'integer' ),
							),
						),
					)
				),
				'events'       => $field(
					__( 'The most recent events with bookings (at most 200), by title.', 'eventin' ),
					'array',
					array(
						'items' => array(
							'description' => __( 'An event.', 'eventin' ),
							'type'        => 'object',
							'properties'  => array(
								'id'    => $field( __( 'The event id.', 'eventin' ), 'integer' ),
								'title' => $field( __( 'Its title.', 'eventin' ), 'string' ),
							),
						),
					)
				),
			),
		);
	}

	/** A booking as the report shows it; amounts as decimal strings of the currency. */
	protected function item_schema(): array {
		$field = static fn( string $description, $type, array $more = array() ) => array(
			'description' => $description,
			'type'        => $type,
			'readonly'    => true,
		) + $more;
		return array(
			'properties' => array(
				'id'               => $field( __( 'The booking number.', 'eventin' ), 'integer' ),
				'event_id'         => $field( __( 'The event.', 'eventin' ), 'integer' ),
				'event_title'      => $field( __( 'The event\'s title.', 'eventin' ), 'string' ),
				'status'           => $field( __( 'pending, completed, failed, refunded, partially_refunded, waiting or cancelled.', 'eventin' ), 'string' ),
				'customer'         => $field( __( 'The buyer: name and email.', 'eventin' ), 'object' ),
				'currency'         => $field( __( 'ISO 4217 currency code.', 'eventin' ), 'string' ),
				'total'            => $field( __( 'What the booking costs, e.g. 50.00.', 'eventin' ), 'string' ),
				'refunded_total'   => $field( __( 'What was paid back.', 'eventin' ), 'string' ),
				'refundable_total' => $field( __( 'What can still be paid back.', 'eventin' ), 'string' ),
				'ticket_count'     => $field( __( 'How many tickets.', 'eventin' ), 'integer' ),
				'tickets'          => $field( __( 'One line per ticket type: ticket_id, name, quantity, price, subtotal.', 'eventin' ), 'array' ),
				'attendees'        => $field( __( 'Who holds each ticket: id, ticket_id, name, email, code, status, ticket_status.', 'eventin' ), 'array' ),
				'gateway'          => $field( __( 'How it is paid: free, offline, stripe, …', 'eventin' ), 'string' ),
				'gateway_title'    => $field( __( 'The gateway\'s name.', 'eventin' ), 'string' ),
				'gateway_ref'      => $field( __( 'The payment provider\'s reference.', 'eventin' ), 'string' ),
				'hold_until'       => $field( __( 'Until when an unpaid booking holds its seats (ISO 8601 UTC); null without limit.', 'eventin' ), array( 'string', 'null' ) ),
				'mail_status'      => $field( __( 'Whether its e-mails went out: sent, failed, or empty before any.', 'eventin' ), 'string' ),
				'created_at'       => $field( __( 'When it was made (ISO 8601 UTC).', 'eventin' ), 'string' ),
				'history'          => $field( __( 'Its status changes and notes, oldest first (one booking only).', 'eventin' ), 'array' ),
				'actions'          => $field( __( 'What can be done with it now: resend_invoice, refund, mark_paid, cancel, plus actions of extensions.', 'eventin' ), 'array' ),
				'next'             => $field( __( 'After booking: what the gateway needs next.', 'eventin' ), 'object' ),
				'booking_url'      => $field( __( 'After booking: the buyer\'s page of the booking.', 'eventin' ), 'string' ),
			),
		);
	}

	public function refunds_schema(): array {
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'eventin-order-refunds',
			'type'       => 'object',
			'properties' => array(
				'refunds'          => array(
					'description' => __( 'The refunds of the booking, oldest first.', 'eventin' ),
					'type'        => 'array',
					'readonly'    => true,
				),
				'refunded_total'   => array(
					'description' => __( 'What was paid back.', 'eventin' ),
					'type'        => 'string',
					'readonly'    => true,
				),
				'refundable_total' => array(
					'description' => __( 'What can still be paid back.', 'eventin' ),
					'type'        => 'string',
					'readonly'    => true,
				),
				'order_status'     => array(
					'description' => __( 'The booking\'s status now.', 'eventin' ),
					'type'        => 'string',
					'readonly'    => true,
				),
			),
		);
	}

	public function create_item( $request ) {
		if ( '' !== trim( (string) $request['website'] ) ) {
			return self::error( 'eventin_spam', __( 'Your booking could not be taken.', 'eventin' ), 400 );
		}
		$wait = Checkout::rate_limited( self::client_ip() );
		if ( $wait ) {
			$error = self::error( 'eventin_too_many_bookings', __( 'Too many booking attempts. Please wait a minute and try again.', 'eventin' ), 429 );
			$error->add_data(
				array(
					'status'      => 429,
					'retry_after' => $wait,
				)
			);
			$response = rest_convert_error_to_response( $error );
			$response->header( 'Retry-After', (string) $wait );
			return $response;
		}
		$placed = Checkout::place(
			array(
				'event_id'  => $request['event_id'],
				'tickets'   => $request['tickets'],
				'customer'  => $request['customer'],
				'attendees' => $request['attendees'],
				'gateway'   => $request['gateway'],
			)
		);
		if ( is_wp_error( $placed ) ) {
			return $placed;
		}
		$order = $placed['order'];
		$item  = array_intersect_key( $this->prepare( $order, false ), array_flip( array( 'id', 'event_id', 'event_title', 'status', 'currency', 'total', 'ticket_count', 'tickets', 'gateway', 'hold_until' ) ) );
		$item += array(
			'next'        => $placed['next'],
			'booking_url' => TicketPage::booking_url( $order ),
		);
		$response = new WP_REST_Response( $item, 201 );
		return $response;
	}

	/** The visitor's address as the web server saw it; proxies' headers are not trusted. */
	private static function client_ip(): string {
		return isset( $_SERVER['REMOTE_ADDR'] ) ? sanitize_text_field( wp_unslash( $_SERVER['REMOTE_ADDR'] ) ) : '';
	}

	public function get_items( $request ) {
		Orders::release_expired_holds();
		$per_page        = (int) $request['per_page'];
		[ $ids, $total ] = OrderFilter::page( $request->get_params(), $per_page, (int) $request['paged'] );
		$items           = $this->prepare_many( $ids, false );
		return $this->list_response( $items, $total, $per_page );
	}

	public function get_summary( $request ) {
		Orders::release_expired_holds();
		$summary  = Report::summary( $request->get_params() );
		$currency = $summary['currency'];
		$summary['revenue'] = Money::to_decimal( $summary['revenue'], $currency );
		foreach ( $summary['days'] as $index => $day ) {
			$summary['days'][ $index ]['revenue'] = Money::to_decimal( $day['revenue'], $currency );
		}
		return rest_ensure_response( $summary );
	}

	public function get_item( $request ) {
		Orders::release_expired_holds();
		$order = Orders::get( (int) $request['id'] );
		if ( ! $order ) {
			return self::not_found();
		}
		return rest_ensure_response( $this->prepare( $order, true ) );
	}

	public function mark_paid( WP_REST_Request $request ) {
		$order = Orders::get( (int) $request['id'] );
		if ( ! $order ) {
			return self::not_found();
		}
		if ( 'offline' !== $order['gateway'] || Status::PENDING !== $order['status'] ) {
			return self::error( 'eventin_order_not_offline', __( 'Only pending offline bookings can be marked as paid.', 'eventin' ), 409 );
		}
		$note = trim( (string) $request['note'] );
		return $this->answer( Orders::transition( $order['id'], Status::COMPLETED, '' !== $note ? $note : __( 'Marked as paid.', 'eventin' ) ) );
	}

	public function cancel( WP_REST_Request $request ) {
		$order = Orders::get( (int) $request['id'] );
		if ( ! $order ) {
			return self::not_found();
		}
		if ( ! in_array( $order['status'], array( Status::PENDING, Status::WAITING ), true ) ) {
			return self::error( 'eventin_order_not_cancellable', __( 'Only pending bookings can be cancelled; refund a completed one instead.', 'eventin' ), 409 );
		}
		$note = trim( (string) $request['note'] );
		return $this->answer( Orders::transition( $order['id'], Status::CANCELLED, '' !== $note ? $note : __( 'Cancelled.', 'eventin' ) ) );
	}

	public function resend_invoice( WP_REST_Request $request ) {
		$order = Orders::get( (int) $request['id'] );
		if ( ! $order ) {
			return self::not_found();
		}
		if ( Status::COMPLETED !== $order['status'] ) {
			return self::error( 'eventin_order_not_completed', __( 'Invoices are resent for completed bookings only.', 'eventin' ), 409 );
		}
		if ( ! Mails::send( $order['id'], 'confirmation', 3 ) ) {
			return self::error( 'eventin_mail_failed', __( 'The invoice could not be sent; the mail server did not take it. The booking\'s history has the reason.', 'eventin' ), 503 );
		}
		History::add( $order['id'], $order['status'], $order['status'], __( 'Invoice resent.', 'eventin' ) );
		return $this->answer( Orders::get( $order['id'] ) );
	}

	public function get_refunds( WP_REST_Request $request ) {
		$order = Orders::get( (int) $request['id'] );
		return $order ? rest_ensure_response( $this->refunds_answer( $order ) ) : self::not_found();
	}

	public function create_refund( WP_REST_Request $request ) {
		$order = Orders::get( (int) $request['id'] );
		if ( ! $order ) {
			return self::not_found();
		}
		$amount = null;
		if ( 'amount' === $request['type'] ) {
			$amount = null === $request['amount'] ? null : Money::to_minor( (string) $request['amount'], $order['currency'] );
		}
		$refunded = Refunds::refund( $order['id'], (string) $request['type'], Controller::id_list( $request['attendee_ids'] ), $amount, (string) $request['reason'] );
		if ( is_wp_error( $refunded ) ) {
			return $refunded;
		}
		return new WP_REST_Response( $this->refunds_answer( $refunded ), 201 );
	}

	private function refunds_answer( array $order ): array {
		return array(
			'refunds'          => array_map(
				static fn( $refund ) => array( 'amount' => Money::to_decimal( $refund['amount'], $order['currency'] ) ) + $refund,
				Refunds::for_order( $order['id'] )
			),
			'refunded_total'   => Money::to_decimal( $order['refunded_total'], $order['currency'] ),
			'refundable_total' => Money::to_decimal( $order['total'] - $order['refunded_total'], $order['currency'] ),
			'order_status'     => $order['status'],
		);
	}

	private function answer( $order ) {
		return is_wp_error( $order ) ? $order : rest_ensure_response( $this->prepare( $order, true ) );
	}

	private static function not_found() {
		return self::error( 'eventin_order_not_found', __( 'This booking does not exist.', 'eventin' ), 404 );
	}

	/** @param int[] $ids */
	private function prepare_many( array $ids, bool $detail ): array {
		$rows      = Orders::rows( $ids );
		$attendees = Attendees::for_orders( $ids );
		$events    = array_unique( array_column( $rows, 'event_id' ) );
		$tickets   = Tickets::for_events( $events );
		$titles    = array();
		if ( $events ) {
			global $wpdb;
			$list   = implode( ',', array_map( 'intval', $events ) );
			$titles = array_column( Reader::rows( "SELECT ID, post_title FROM {$wpdb->posts} WHERE ID IN ({$list})" ), 'post_title', 'ID' );
		}
		$items = array();
		foreach ( $ids as $id ) {
			if ( isset( $rows[ $id ] ) ) {
				$order   = $rows[ $id ];
				$items[] = $this->shape( $order, $attendees[ $id ], $tickets[ $order['event_id'] ] ?? array(), (string) ( $titles[ $order['event_id'] ] ?? '' ), $detail );
			}
		}
		return $items;
	}

	private function prepare( array $order, bool $detail ): array {
		return $this->prepare_many( array( $order['id'] ), $detail )[0];
	}

	private function shape( array $order, array $attendees, array $types, string $event_title, bool $detail ): array {
		$currency = $order['currency'];
		$money    = static fn( int $minor ) => Money::to_decimal( $minor, $currency );
		$names    = array_column( $types, 'name', 'id' );
		$lines    = array();
		foreach ( $attendees as $attendee ) {
			$id = $attendee['ticket_id'];
			if ( ! isset( $lines[ $id ] ) ) {
				$lines[ $id ] = array(
					'ticket_id' => $id,
					'name'      => $names[ $id ] ?? __( '(removed ticket type)', 'eventin' ),
					'quantity'  => 0,
					'price'     => $money( $attendee['price'] ),
					'subtotal'  => 0,
				);
			}
			++$lines[ $id ]['quantity'];
			$lines[ $id ]['subtotal'] += $attendee['price'];
		}
		foreach ( $lines as $id => $line ) {
			$lines[ $id ]['subtotal'] = $money( $line['subtotal'] );
		}
		$gateway = Gateways::get( $order['gateway'] );
		$item    = array(
			'id'               => $order['id'],
			'event_id'         => $order['event_id'],
			'event_title'      => $event_title,
			'status'           => $order['status'],
			'customer'         => array(
				'name'  => $order['customer_name'],
				'email' => $order['customer_email'],
			),
			'currency'         => $currency,
			'total'            => $money( $order['total'] ),
			'refunded_total'   => $money( $order['refunded_total'] ),
			'refundable_total' => $money( $order['total'] - $order['refunded_total'] ),
			'ticket_count'     => $order['tickets'],
			'tickets'          => array_values( $lines ),
			'attendees'        => array_map(
				static fn( $attendee ) => array(
					'id'            => $attendee['id'],
					'ticket_id'     => $attendee['ticket_id'],
					'ticket_name'   => $names[ $attendee['ticket_id'] ] ?? '',
					'name'          => $attendee['name'],
					'email'         => $attendee['email'],
					'price'         => $money( $attendee['price'] ),
					'code'          => $attendee['code'],
					'status'        => $attendee['status'],
					'ticket_status' => $attendee['ticket_status'],
				),
				$attendees
			),
			'gateway'          => $order['gateway'],
			'gateway_title'    => $gateway ? $gateway->title() : $order['gateway'],
			'gateway_ref'      => $order['gateway_ref'],
			'hold_until'       => Status::PENDING === $order['status'] && $order['hold_until'] ? gmdate( 'Y-m-d\TH:i:s\Z', $order['hold_until'] ) : null,
			'mail_status'      => $order['mail_status'],
			'created_at'       => str_replace( ' ', 'T', $order['created_at'] ) . 'Z',
			'actions'          => self::actions( $order ),
		);
		if ( $detail ) {
			$item['history'] = History::for_order( $order['id'] );
		}
		return $item;
	}

	/** What can be done with a booking now; the report shows these and only these. */
	private static function actions( array $order ): array {
		$actions = array();
		if ( Status::COMPLETED === $order['status'] ) {
			$actions = array( 'resend_invoice', 'refund' );
		} elseif ( Status::PARTIALLY_REFUNDED === $order['status'] ) {
			$actions = array( 'refund' );
		} elseif ( Status::PENDING === $order['status'] ) {
			$actions = 'offline' === $order['gateway'] ? array( 'mark_paid', 'cancel' ) : array( 'cancel' );
		}
		/**
		 * The actions of a booking in the purchase report; an extension adds its own ids here and
		 * its buttons through the `eventin.bookingActions` JavaScript filter.
		 *
		 * @param string[] $actions
		 * @param array    $order   The stored booking.
		 */
		return array_values( (array) apply_filters( 'eventin_booking_actions', $actions, $order ) );
	}
}
