<?php
namespace Eventin\Orders;

use Eventin\Http\Idempotency;
use Eventin\Http\RateLimit;
use Eventin\Rest\Controller;
use Eventin\Rest\Problems;
use Eventin\Settings\Settings;
use WP_REST_Response;
use WP_REST_Server;

/**
 * POST eventin/v2/orders: the public checkout. Anyone books, without an account; abuse is met by
 * a honeypot and a rate limit per visitor (RateLimit); an Idempotency-Key makes a retried request
 * answer its first answer instead of booking again (Idempotency). POST orders/{id}/release: the buyer, with
 * the booking's key, gives back the seats of a card payment they left (the form starts again).
 * The admin's routes on the same path are OrdersController's.
 */
final class CheckoutController extends Controller {
	/** @var string */
	protected $rest_base = 'orders';

	public function register_routes(): void {
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base,
			array(
				$this->endpoint( WP_REST_Server::CREATABLE, 'create_item', '__return_true', $this->checkout_args() ),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/(?P<id>\d+)/release',
			array(
				$this->endpoint(
					WP_REST_Server::CREATABLE,
					'release',
					'__return_true',
					array(
						'id'  => array(
							'description' => __( 'The booking.', 'eventin' ),
							'type'        => 'integer',
						),
						'key' => array(
							'description' => __( 'The booking\'s key, as its page\'s link has it.', 'eventin' ),
							'type'        => 'string',
							'minLength'   => 1,
							'maxLength'   => 64,
							'required'    => true,
						),
					)
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
	}

	/**
	 * A card payment the buyer left (a reload at the card step): its booking is cancelled and its
	 * seats go back, so starting again does not hold them twice. Paid or offline bookings stay.
	 */
	public function release( $request ) {
		$order = Orders::get( (int) $request['id'] );
		if ( ! $order || ! hash_equals( $order['order_key'], (string) $request['key'] ) ) {
			// The same answer for a wrong key as for no booking: the key stays a secret.
			return self::error( 'eventin_order_not_found', __( 'This booking does not exist.', 'eventin' ), 404 );
		}
		if ( Status::PENDING === $order['status'] && 'offline' !== $order['gateway'] ) {
			$moved = Orders::transition( $order['id'], Status::CANCELLED, __( 'The buyer started again before paying; the seats were given back.', 'eventin' ) );
			if ( is_wp_error( $moved ) ) {
				return $moved;
			}
			$order = $moved;
		}
		return new WP_REST_Response( self::public_item( $order ), 200 );
	}

	/** What a visitor may read of their booking. */
	private static function public_item( array $order ): array {
		return array_intersect_key( BookingItem::one( $order, false ), array_flip( array( 'id', 'event_id', 'event_title', 'status', 'currency', 'total', 'ticket_count', 'tickets', 'gateway', 'hold_until' ) ) );
	}

	protected function item_schema(): array {
		return BookingItem::schema();
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

	public function create_item( $request ) {
		if ( '' !== trim( (string) $request['website'] ) ) {
			return self::error( 'eventin_spam', __( 'Your booking could not be taken.', 'eventin' ), 400 );
		}
		$wait = RateLimit::attempt( 'checkout', (int) Settings::get()['checkout_rate_limit'], MINUTE_IN_SECONDS );
		if ( $wait ) {
			return RateLimit::refusal( 'eventin_too_many_bookings', __( 'Too many booking attempts. Please wait a minute and try again.', 'eventin' ), $wait );
		}
		return Idempotency::run(
			$request,
			'checkout',
			static function () use ( $request ) {
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
					// As it will be answered: Idempotency keeps the answer, status and all.
					return Problems::response( $placed );
				}
				$order = $placed['order'];
				$item  = self::public_item( $order );
				$next = $placed['next'];
				if ( 'offline' === ( $next['type'] ?? '' ) ) {
					$next['pay_by'] = Mails::pay_by( $order );
				}
				$item += array(
					'next'        => $next,
					'booking_url' => TicketPage::booking_url( $order ),
				);
				return new WP_REST_Response( $item, 201 );
			}
		);
	}
}
