<?php
namespace Eventin\Orders;

use Eventin\Permissions\Capabilities;
use Eventin\Rest\Controller;
use Eventin\Vendors\Ownership;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

/**
 * eventin/v2/orders for people with etn_manage_order: they list and read bookings, refund them,
 * resend their invoice, mark offline ones paid and cancel pending ones. Vendors
 * (etn_manage_own_events) do the same with the bookings of their own events; others' answer 404.
 * Visitors' booking (POST orders) is CheckoutController's.
 */
final class OrdersController extends Controller {
	/** @var string */
	protected $rest_base = 'orders';

	public function register_routes(): void {
		$manage = $this->require_capability( Capabilities::ORDER, Capabilities::OWN_EVENTS );
		$schema = array( $this, 'get_public_item_schema' );
		$route  = fn( string $methods, string $callback, callable $permission, array $args ) => $this->endpoint( $methods, $callback, $permission, $args );
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base,
			array(
				$route( WP_REST_Server::READABLE, 'get_items', $manage, $this->get_collection_params() ),
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

	protected function item_schema(): array {
		return BookingItem::schema();
	}

	public function refunds_schema(): array {
		return array(
			'$schema'    => 'http://json-schema.org/draft-04/schema#',
			'title'      => 'eventin-order-refunds',
			'type'       => 'object',
			'properties' => array(
				'refunds'          => self::readonly_field( __( 'The refunds of the booking, oldest first.', 'eventin' ), 'array' ),
				'refunded_total'   => self::readonly_field( __( 'What was paid back.', 'eventin' ), 'string' ),
				'refundable_total' => self::readonly_field( __( 'What can still be paid back.', 'eventin' ), 'string' ),
				'order_status'     => self::readonly_field( __( 'The booking\'s status now.', 'eventin' ), 'string' ),
			),
		);
	}

	public function get_items( $request ) {
		Orders::release_expired_holds();
		$per_page        = (int) $request['per_page'];
		[ $ids, $total ] = OrderFilter::page( Ownership::narrow( $request->get_params() ), $per_page, (int) $request['paged'] );
		$items           = BookingItem::many( $ids, false );
		return $this->list_response( $items, $total, $per_page );
	}

	public function get_summary( $request ) {
		Orders::release_expired_holds();
		$summary  = Report::summary( Ownership::narrow( $request->get_params() ) );
		$currency = $summary['currency'];
		$summary['revenue'] = Money::to_decimal( $summary['revenue'], $currency );
		foreach ( $summary['days'] as $index => $day ) {
			$summary['days'][ $index ]['revenue'] = Money::to_decimal( $day['revenue'], $currency );
		}
		return rest_ensure_response( $summary );
	}

	public function get_item( $request ) {
		Orders::release_expired_holds();
		$order = $this->find( $request );
		if ( ! $order ) {
			return self::not_found();
		}
		return rest_ensure_response( BookingItem::one( $order, true ) );
	}

	public function mark_paid( WP_REST_Request $request ) {
		$order = $this->find( $request );
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
		$order = $this->find( $request );
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
		$order = $this->find( $request );
		if ( ! $order ) {
			return self::not_found();
		}
		if ( Status::COMPLETED !== $order['status'] ) {
			return self::error( 'eventin_order_not_completed', __( 'Invoices are resent for completed bookings only.', 'eventin' ), 409 );
		}
		// The invoice alone, in the background (tickets have their own resend, on the attendee).
		Mails::send_invoice( $order['id'] );
		History::add( $order['id'], $order['status'], $order['status'], __( 'Invoice resent.', 'eventin' ) );
		return $this->answer( Orders::get( $order['id'] ) );
	}

	public function get_refunds( WP_REST_Request $request ) {
		$order = $this->find( $request );
		return $order ? rest_ensure_response( $this->refunds_answer( $order ) ) : self::not_found();
	}

	public function create_refund( WP_REST_Request $request ) {
		$order = $this->find( $request );
		if ( ! $order ) {
			return self::not_found();
		}
		$amount = null;
		if ( 'amount' === $request['type'] && null !== $request['amount'] ) {
			if ( 'decimals' === Money::fault( $request['amount'], $order['currency'] ) ) {
				$decimals = Money::decimals( $order['currency'] );
				/* translators: %d: how many decimals the booking's currency has, 2 for dollars */
				return self::invalid( 'amount', sprintf( _n( 'The amount can have at most %d decimal.', 'The amount can have at most %d decimals.', $decimals, 'eventin' ), $decimals ) );
			}
			$amount = Money::to_minor( $request['amount'], $order['currency'] );
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
		return is_wp_error( $order ) ? $order : rest_ensure_response( BookingItem::one( $order, true ) );
	}

	/** The booking of the request; null when unknown or of an event the caller cannot reach (a vendor's). */
	private function find( WP_REST_Request $request ): ?array {
		$order = Orders::get( (int) $request['id'] );
		return $order && Ownership::can_reach( (int) $order['event_id'] ) ? $order : null;
	}

	private static function not_found() {
		return self::error( 'eventin_order_not_found', __( 'This booking does not exist.', 'eventin' ), 404 );
	}
}
