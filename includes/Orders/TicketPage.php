<?php
namespace Eventin\Orders;

use Eventin\Attendees\Attendees;
use Eventin\Events\Event;
use Eventin\Settings\Settings;
use Eventin\Tickets\QrCode;
use Eventin\Tickets\Tickets;
use Eventin\Front\ThemePage;

/**
 * The pages buyers and attendees reach from the checkout and their e-mails, each behind a secret
 * nobody can guess: `/?eventin-booking=<id>&key=<order key>` (where the booking stands, its
 * tickets once paid) and `/?eventin-ticket=<code>` (one ticket).
 */
final class TicketPage {
	public const BOOKING = 'eventin-booking';
	public const TICKET  = 'eventin-ticket';

	public static function url( string $code ): string {
		return add_query_arg( self::TICKET, rawurlencode( $code ), home_url( '/' ) );
	}

	public static function booking_url( array $order ): string {
		return add_query_arg(
			array(
				self::BOOKING => $order['id'],
				'key'         => $order['order_key'],
			),
			home_url( '/' )
		);
	}

	public static function serve(): void {
		if ( isset( $_GET[ self::TICKET ] ) ) {
			ThemePage::send( ...self::ticket( sanitize_key( wp_unslash( $_GET[ self::TICKET ] ) ) ) );
		} elseif ( isset( $_GET[ self::BOOKING ] ) ) {
			ThemePage::send( ...self::booking( absint( $_GET[ self::BOOKING ] ), sanitize_key( wp_unslash( $_GET['key'] ?? '' ) ) ) );
		}
	}

	/**
	 * A booking's page, for the holder of its key.
	 *
	 * @return array{0: string, 1: string, 2: int, 3: int} The title, body, HTTP status and refresh, as page() takes them.
	 */
	public static function booking( int $id, string $key ): array {
		$order = Orders::get( $id );
		if ( ! $order || '' === $key || ! hash_equals( $order['order_key'], $key ) ) {
			return array( __( 'Booking not found', 'eventin' ), '<p>' . esc_html__( 'This booking link is not valid.', 'eventin' ) . '</p>', 404, 0 );
		}
		Orders::release_expired_holds();
		$order   = Orders::get( $id );
		$event   = Event::read( $order['event_id'] );
		$waiting = Status::PENDING === $order['status'] && 'offline' !== $order['gateway'];
		$body    = '<p class="eventin-booking__status" role="status">' . esc_html( self::status_text( $order ) ) . '</p>';
		if ( Status::PENDING === $order['status'] && 'offline' === $order['gateway'] ) {
			$body .= '<p>' . nl2br( esc_html( Settings::get()['payments']['offline_instructions'] ) ) . '</p>';
			if ( $order['hold_until'] > 0 ) {
				$body .= '<p><strong>' . esc_html( Mails::pay_by( $order ) ) . '</strong></p>';
			}
		}
		if ( $event ) {
			$body .= '<p><a href="' . esc_url( $event['link'] ) . '">' . esc_html( $event['title'] ) . '</a><br>' . esc_html( Mails::when( $event ) ) . '</p>';
		}
		$body .= '<p>' . esc_html(
			sprintf(
				/* translators: 1: booking number, 2: an amount of money, or 'Free' */
				__( 'Booking #%1$d · Total: %2$s', 'eventin' ),
				$order['id'],
				// As the ticket form says it.
				0 === (int) $order['total'] ? __( 'Free', 'eventin' ) : Money::format( $order['total'], $order['currency'] )
			)
		) . '</p>';
		$types = array_column( Tickets::for_event( $order['event_id'] ), 'name', 'id' );
		$items = '';
		foreach ( Attendees::for_orders( array( $id ) )[ $id ] as $attendee ) {
			$link   = Status::COMPLETED === $attendee['status']
				? ' · <a href="' . esc_url( self::url( $attendee['code'] ) ) . '">' . esc_html__( 'Show ticket', 'eventin' ) . '</a>'
				: ' · ' . esc_html( Status::labels()[ $attendee['status'] ] ?? $attendee['status'] );
			$items .= '<li>' . esc_html( $attendee['name'] ) . ' — ' . esc_html( $types[ $attendee['ticket_id'] ] ?? '' ) . $link . '</li>';
		}
		$body .= '<h2>' . esc_html__( 'Tickets', 'eventin' ) . '</h2><ul>' . $items . '</ul>';
		// While a card payment is being confirmed, the page looks again every few seconds.
		return array( __( 'Your booking', 'eventin' ), $body, 200, $waiting ? 3 : 0 );
	}

	private static function status_text( array $order ): string {
		switch ( $order['status'] ) {
			case Status::COMPLETED:
				return __( 'Your booking is confirmed. Each attendee gets their ticket by e-mail.', 'eventin' );
			case Status::PENDING:
				return 'offline' === $order['gateway']
					? __( 'Your seats are held until your payment arrives.', 'eventin' )
					: __( 'Your payment is being confirmed…', 'eventin' );
			case Status::FAILED:
				return __( 'This booking was not paid in time; its seats were released.', 'eventin' );
			default:
				/* translators: %s: a booking status */
				return sprintf( __( 'This booking is %s.', 'eventin' ), mb_strtolower( Status::labels()[ $order['status'] ] ?? $order['status'] ) );
		}
	}

	/**
	 * One ticket's page, for the holder of its code.
	 *
	 * @return array{0: string, 1: string, 2: int, 3: int} As booking().
	 */
	public static function ticket( string $code ): array {
		$attendee = '' === $code ? null : Attendees::by_code( $code );
		if ( ! $attendee ) {
			return array( __( 'Ticket not found', 'eventin' ), '<p>' . esc_html__( 'This ticket link is not valid.', 'eventin' ) . '</p>', 404, 0 );
		}
		$event = Event::read( (int) $attendee['event_id'] );
		$types = array_column( Tickets::for_event( (int) $attendee['event_id'] ), 'name', 'id' );
		$valid = Status::COMPLETED === $attendee['status'];
		// The code to show at the door, only while the ticket admits.
		$qr    = $valid
			? '<figure class="eventin-ticket__qr" style="margin:0 0 1em"><div role="img" aria-label="' . esc_attr__( 'Ticket QR code', 'eventin' ) . '" style="display:inline-block;background:#fff;line-height:0">' . QrCode::svg( $attendee['code'] ) . '</div></figure>'
			: '';
		$body  = $qr . '<dl class="eventin-ticket">'
			. '<dt>' . esc_html__( 'Event', 'eventin' ) . '</dt><dd>' . esc_html( $event ? $event['title'] : '' ) . '</dd>'
			. '<dt>' . esc_html__( 'When', 'eventin' ) . '</dt><dd>' . esc_html( $event ? Mails::when( $event ) : '' ) . '</dd>'
			. '<dt>' . esc_html__( 'Attendee', 'eventin' ) . '</dt><dd>' . esc_html( $attendee['name'] ) . '</dd>'
			. '<dt>' . esc_html__( 'Ticket', 'eventin' ) . '</dt><dd>' . esc_html( $types[ (int) $attendee['ticket_id'] ] ?? '' ) . '</dd>'
			. '<dt>' . esc_html__( 'Ticket code', 'eventin' ) . '</dt><dd><code>' . esc_html( $attendee['code'] ) . '</code></dd>'
			. '<dt>' . esc_html__( 'Status', 'eventin' ) . '</dt><dd>' . esc_html( $valid ? __( 'Valid', 'eventin' ) : ( Status::labels()[ $attendee['status'] ] ?? $attendee['status'] ) ) . '</dd>'
			. '</dl>';
		if ( $valid ) {
			$body .= '<p class="eventin-page__print"><button type="button" onclick="window.print()">' . esc_html__( 'Print ticket', 'eventin' ) . '</button></p>';
		}
		return array( __( 'Your ticket', 'eventin' ), $body, 200, 0 );
	}
}
