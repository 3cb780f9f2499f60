<?php
namespace Eventin\Orders;

use Eventin\Front\ThemePage;
use Eventin\Tickets\Tickets;
use WP_REST_Request;

/**
 * Where the ticket form posts when the browser runs no script: the form's fields become the same
 * `POST eventin/v2/orders` a script sends (every check, message, honeypot and rate limit are that
 * route's), then the buyer goes to the booking's page, or reads what was wrong.
 */
final class CheckoutPage {
	public const ARG = 'eventin-checkout';

	public static function url(): string {
		return add_query_arg( self::ARG, '1', home_url( '/' ) );
	}

	public static function serve(): void {
		if ( ! isset( $_GET[ self::ARG ] ) || 'POST' !== ( $_SERVER['REQUEST_METHOD'] ?? '' ) ) {
			return;
		}
		$post    = wp_unslash( $_POST );
		$tickets = array();
		foreach ( (array) ( $post['tickets'] ?? array() ) as $ticket_id => $quantity ) {
			if ( is_scalar( $quantity ) && (int) $quantity > 0 ) {
				$tickets[] = array(
					'ticket_id' => (int) $ticket_id,
					'quantity'  => (int) $quantity,
				);
			}
		}
		$customer = (array) ( $post['customer'] ?? array() );
		$gateway  = is_string( $post['gateway'] ?? null ) ? $post['gateway'] : '';
		// A free booking needs no way to pay (the orders route ignores the gateway then).
		if ( 'stripe' === $gateway && self::costs_something( (int) ( $post['event_id'] ?? 0 ), $tickets ) ) {
			self::problem( __( 'Paying by card needs JavaScript in your browser. Turn it on, or choose another way to pay.', 'eventin' ) );
		}
		$request = new WP_REST_Request( 'POST', '/eventin/v2/orders' );
		$request->set_header( 'content-type', 'application/json' );
		$request->set_body(
			(string) wp_json_encode(
				array(
					'event_id' => (int) ( $post['event_id'] ?? 0 ),
					'tickets'  => $tickets,
					'customer' => array(
						'name'        => is_string( $customer['name'] ?? null ) ? $customer['name'] : '',
						'email'       => is_string( $customer['email'] ?? null ) ? $customer['email'] : '',
						// Ticked boxes are sent, unticked ones are not.
						'listed'      => isset( $customer['listed'] ),
						'show_avatar' => isset( $customer['listed'], $customer['show_avatar'] ),
					),
					'gateway'  => $gateway,
					'website'  => is_string( $post['website'] ?? null ) ? $post['website'] : '',
				)
			)
		);
		$response = rest_do_request( $request );
		$data     = $response->get_data();
		if ( 201 !== $response->get_status() || empty( $data['booking_url'] ) ) {
			self::problem( (string) ( $data['message'] ?? __( 'The booking could not be made. Please try again.', 'eventin' ) ), $response->get_status() );
		}
		wp_safe_redirect( $data['booking_url'], 303 );
		exit;
	}

	/** Whether a ticket chosen has a price (unknown ones are the orders route's to refuse). */
	private static function costs_something( int $event_id, array $tickets ): bool {
		$prices = array_column( Tickets::for_event( $event_id ), 'price', 'id' );
		foreach ( $tickets as $line ) {
			if ( (float) ( $prices[ $line['ticket_id'] ] ?? 0 ) > 0 ) {
				return true;
			}
		}
		return false;
	}

	private static function problem( string $message, int $status = 400 ): void {
		$back = wp_get_referer();
		ThemePage::send(
			__( 'Your booking was not made', 'eventin' ),
			'<p role="alert">' . esc_html( $message ) . '</p>' . ( $back ? '<p><a href="' . esc_url( $back ) . '">' . esc_html__( 'Go back to the tickets', 'eventin' ) . '</a></p>' : '' ),
			$status >= 400 && $status < 600 ? $status : 400
		);
	}
}
