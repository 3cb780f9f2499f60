<?php
namespace Eventin\Widgets\Render;

use Eventin\Events\Event;
use Eventin\Events\PostType;
use Eventin\Orders\CheckoutPage;
use Eventin\Orders\Money;
use Eventin\Orders\Orders;
use Eventin\Payments\Gateways;
use Eventin\Tickets\Tickets;
use Eventin\Front\Assets;
use Eventin\Widgets\EventQuery;
use Eventin\Widgets\Widgets;

/**
 * The ticket form of an event: its ticket types with price, seats left and a quantity within the
 * order limits, the buyer's name and e-mail, how to pay, and the button. It works as a plain HTML
 * form (posted to CheckoutPage, which books and redirects to the booking's page);
 * src/widgets/front/ticket-form.ts adds steppers, the total, a name per ticket and card payment.
 */
final class TicketForm {
	/** An event's own page shows its ticket form after the content, unless the content has one. */
	public static function append_to_event( $content ) {
		if ( ! is_singular( PostType::NAME ) || ! in_the_loop() || ! is_main_query() || str_contains( (string) $content, 'eventin-ticket-form' ) ) {
			return $content;
		}
		$event = Event::published( (int) get_the_ID() );
		return $event && $event['tickets'] ? $content . Widgets::render( 'ticket-form', array() ) : $content;
	}

	public static function render( array $atts ): string {
		$event = Event::published( EventQuery::event_of( $atts ) );
		if ( ! $event ) {
			return self::message( __( 'No event to book.', 'eventin' ) );
		}
		if ( (int) strtotime( $event['end_utc'] ) <= time() ) {
			return self::message( __( 'This event is over; its tickets are no longer sold.', 'eventin' ) );
		}
		if ( ! $event['tickets'] ) {
			return self::message( __( 'There are no tickets to book for this event.', 'eventin' ) );
		}
		if ( Orders::release_expired_holds() ) {
			$event['tickets'] = Tickets::for_event( $event['id'] );
		}
		Assets::enqueue_script( 'ticket-form' );

		$currency  = Money::currency();
		$now       = time();
		$id        = 'eventin-tickets-' . $event['id'] . '-' . wp_unique_id();
		$show_left = 'yes' !== ( $atts['hide_remaining'] ?? 'no' );
		$rows      = '';
		$on_sale   = 0;
		$paid      = false;
		$free      = false;
		foreach ( $event['tickets'] as $ticket ) {
			$left       = Tickets::remaining( $ticket );
			$available  = Tickets::on_sale( $ticket, $event['timezone'], $now ) && 0 !== $left;
			$on_sale   += $available ? 1 : 0;
			$paid       = $paid || ( $available && (float) $ticket['price'] > 0 );
			$free       = $free || ( $available && 0.0 === (float) $ticket['price'] );
			$max        = min( 100, $ticket['max_per_order'] > 0 ? $ticket['max_per_order'] : 100, null === $left ? 100 : $left );
			$min        = max( 1, $ticket['min_per_order'] );
			$name_id    = $id . '-name-' . $ticket['id'];
			$minor      = Money::to_minor( $ticket['price'], $currency );
			$price_text = 0 === $minor ? __( 'Free', 'eventin' ) : Money::format( $minor, $currency );
			$state      = self::state( $ticket, $left, $available, $event['timezone'], $show_left );
			$rows      .= '<li class="eventin-ticket-form__type" data-ticket="' . (int) $ticket['id'] . '" data-price="' . (int) $minor . '" data-min="' . (int) $min . '">'
				. '<span class="eventin-ticket-form__name" id="' . esc_attr( $name_id ) . '">' . esc_html( $ticket['name'] ) . '</span>'
				. '<span class="eventin-ticket-form__price">' . esc_html( $price_text ) . '</span>'
				. ( '' !== $state ? '<span class="eventin-ticket-form__left" id="' . esc_attr( $name_id ) . '-left">' . esc_html( $state ) . '</span>' : '' );
			if ( $available ) {
				// The field says the most it takes just below it, and to screen readers with the limits.
				$has_limits = $min > 1 || $ticket['max_per_order'] > 0;
				$described  = $name_id . '-max' . ( $has_limits ? ' ' . $name_id . '-limits' : '' );
				$rows      .= '<span class="eventin-ticket-form__quantity">'
					. '<label class="eventin-visually-hidden" for="' . esc_attr( $name_id ) . '-qty">' . esc_html(
						/* translators: %s: a ticket name */
						sprintf( __( 'Number of “%s” tickets', 'eventin' ), $ticket['name'] )
					) . '</label>'
					. '<input type="number" inputmode="numeric" id="' . esc_attr( $name_id ) . '-qty" name="tickets[' . (int) $ticket['id'] . ']" value="0" min="0" max="' . (int) $max . '" step="1" aria-describedby="' . esc_attr( $described ) . '">'
					. '</span>'
					. '<span class="eventin-ticket-form__max" id="' . esc_attr( $name_id ) . '-max">' . esc_html(
						/* translators: %d: the most tickets of this type the quantity field takes */
						sprintf( __( 'max %d', 'eventin' ), $max )
					) . '</span>';
				if ( $has_limits ) {
					$rows .= '<span class="eventin-ticket-form__limits" id="' . esc_attr( $name_id ) . '-limits">' . esc_html( Tickets::limits_message( $ticket ) ) . '</span>';
				}
			}
			$rows .= '</li>';
		}
		if ( ! $on_sale ) {
			return self::message( __( 'No tickets are on sale for this event right now.', 'eventin' ), '<ul class="eventin-ticket-form__types" role="list">' . $rows . '</ul>' );
		}

		$gateways = $paid ? Gateways::for_paid() : array();
		$config   = array(
			'restUrl'  => rest_url( 'eventin/v2/orders' ),
			'eventId'  => $event['id'],
			'currency' => $currency,
			'locale'   => str_replace( '_', '-', determine_locale() ),
			'decimals' => Money::decimals( $currency ),
			'messages' => self::messages(),
		);
		$field    = static fn( string $name, string $label, string $type, string $autocomplete ) => '<p class="eventin-ticket-form__field"><label for="' . esc_attr( $id . '-' . $name ) . '">' . esc_html( $label ) . '</label>'
			. '<input id="' . esc_attr( $id . '-' . $name ) . '" name="customer[' . $name . ']" type="' . $type . '" autocomplete="' . $autocomplete . '" required maxlength="' . ( 'email' === $type ? 191 : 200 ) . '"></p>';

		$html  = '<form class="eventin-widget eventin-ticket-form eventin-ticket-form--' . esc_attr( $atts['style'] ?? 'style-1' ) . '" method="post" action="' . esc_url( CheckoutPage::url() ) . '" data-eventin-checkout="' . esc_attr( (string) wp_json_encode( $config ) ) . '" aria-labelledby="' . esc_attr( $id ) . '-title">';
		$html .= '<h2 class="eventin-ticket-form__title" id="' . esc_attr( $id ) . '-title">' . esc_html(
			/* translators: %s: an event title */
			sprintf( __( 'Tickets for %s', 'eventin' ), $event['title'] )
		) . '</h2>';
		$html .= '<input type="hidden" name="event_id" value="' . (int) $event['id'] . '">';
		$html .= '<fieldset class="eventin-ticket-form__tickets"><legend>' . esc_html__( 'Choose your tickets', 'eventin' ) . '</legend><ul class="eventin-ticket-form__types" role="list">' . $rows . '</ul></fieldset>';
		$html .= '<fieldset class="eventin-ticket-form__buyer"><legend>' . esc_html__( 'Your details', 'eventin' ) . '</legend>'
			. $field( 'name', __( 'Name', 'eventin' ), 'text', 'name' )
			. $field( 'email', __( 'E-mail', 'eventin' ), 'email', 'email' )
			. self::consent( $id, 'customer' )
			. '</fieldset>';
		$html .= '<div class="eventin-ticket-form__attendees" hidden></div>';
		// A field people never see: robots fill it in, and their bookings are refused.
		$html .= '<p class="eventin-ticket-form__website" aria-hidden="true"><label for="' . esc_attr( $id ) . '-website">' . esc_html__( 'Leave this field empty', 'eventin' ) . '</label><input id="' . esc_attr( $id ) . '-website" name="website" type="text" tabindex="-1" autocomplete="off"></p>';
		if ( $paid ) {
			$html .= self::gateways( $gateways, $id );
		}
		$html .= '<p class="eventin-ticket-form__total" aria-live="polite" hidden></p>';
		$html .= '<div class="eventin-ticket-form__payment" hidden></div>';
		$html .= '<p class="eventin-ticket-form__error" role="alert" hidden></p>';
		// With no way to pay, free tickets still book: the button stays on (the script stops it while a
		// paid ticket is chosen; without the script the site answers why).
		$register = ! $paid || ( ! $gateways && $free );
		$html    .= '<p><button type="submit" class="eventin-button eventin-ticket-form__submit"' . ( $paid && ! $gateways && ! $free ? ' disabled' : '' ) . '>' . esc_html( $register ? __( 'Register', 'eventin' ) : __( 'Book and pay', 'eventin' ) ) . '</button></p>';
		$html .= '</form>';
		return $html;
	}

	/**
	 * The buyer's consent to the event's public attendee list (for the tickets that are theirs):
	 * their name, and their profile picture too, which counts only with the name (the script
	 * keeps the second box off until the first is ticked; without it the server ignores it).
	 * The script gives each ticket's holder the same two boxes.
	 */
	private static function consent( string $id, string $name ): string {
		$listed = $id . '-listed';
		$avatar = $id . '-show-avatar';
		return '<div class="eventin-ticket-form__consent">'
			. '<p class="eventin-ticket-form__check"><input type="checkbox" id="' . esc_attr( $listed ) . '" name="' . esc_attr( $name ) . '[listed]" value="1" data-consent="listed">'
			. ' <label for="' . esc_attr( $listed ) . '">' . esc_html__( 'Show my name on the public attendee list', 'eventin' ) . '</label></p>'
			. '<p class="eventin-ticket-form__check eventin-ticket-form__check--avatar"><input type="checkbox" id="' . esc_attr( $avatar ) . '" name="' . esc_attr( $name ) . '[show_avatar]" value="1" data-consent="show_avatar" aria-describedby="' . esc_attr( $avatar ) . '-note">'
			. ' <label for="' . esc_attr( $avatar ) . '">' . esc_html__( 'Also show my profile picture', 'eventin' ) . '</label>'
			. ' <span class="eventin-ticket-form__note" id="' . esc_attr( $avatar ) . '-note">' . esc_html__( 'Only with your name on the list.', 'eventin' ) . '</span></p>'
			. '</div>';
	}

	/** 'Sold out', '3 left', 'On sale from …', 'Sale ended', or ''. */
	private static function state( array $ticket, ?int $left, bool $available, string $timezone, bool $show_left ): string {
		if ( 0 === $left ) {
			return __( 'Sold out', 'eventin' );
		}
		if ( ! $available ) {
			$local = wp_date( 'Y-m-d H:i', time(), new \DateTimeZone( $timezone ) );
			if ( '' !== $ticket['sale_start'] && $local < $ticket['sale_start'] ) {
				$start = date_create_immutable( $ticket['sale_start'], new \DateTimeZone( $timezone ) );
				/* translators: %s: a date and time */
				return sprintf( __( 'On sale from %s', 'eventin' ), wp_date( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ), $start ? $start->getTimestamp() : time(), new \DateTimeZone( $timezone ) ) );
			}
			return __( 'Sale ended', 'eventin' );
		}
		/* translators: %d: tickets left */
		return $show_left && null !== $left ? sprintf( _n( '%d left', '%d left', $left, 'eventin' ), $left ) : '';
	}

	/** @param \Eventin\Payments\Gateway[] $gateways */
	private static function gateways( array $gateways, string $id ): string {
		if ( ! $gateways ) {
			return '<p class="eventin-ticket-form__notice">' . esc_html__( 'Paid tickets cannot be booked here yet: no way to pay is set up.', 'eventin' ) . '</p>';
		}
		$html  = '<fieldset class="eventin-ticket-form__gateways"><legend>' . esc_html__( 'How would you like to pay?', 'eventin' ) . '</legend>';
		$first = true;
		foreach ( $gateways as $gateway ) {
			$html .= '<p><input type="radio" name="gateway" id="' . esc_attr( $id . '-gateway-' . $gateway->id() ) . '" value="' . esc_attr( $gateway->id() ) . '"' . ( $first ? ' checked' : '' ) . ( 'stripe' === $gateway->id() ? ' data-needs-script' : '' ) . '>'
				. ' <label for="' . esc_attr( $id . '-gateway-' . $gateway->id() ) . '">' . esc_html( $gateway->title() ) . '</label></p>';
			$first = false;
		}
		return $html . '</fieldset>';
	}

	/** The texts the script shows, translated here so the script needs no translation files. */
	private static function messages(): array {
		return array(
			/* translators: %s: an amount of money */
			'total'         => __( 'Total: %s', 'eventin' ),
			'register'      => __( 'Register', 'eventin' ),
			'bookAndPay'    => __( 'Book and pay', 'eventin' ),
			'free'          => __( 'Free', 'eventin' ),
			'fewer'         => __( 'One ticket fewer', 'eventin' ),
			'more'          => __( 'One ticket more', 'eventin' ),
			/* translators: 1: the ticket's number, 2: a ticket name */
			'attendee'      => __( 'Ticket %1$d: %2$s', 'eventin' ),
			'name'          => __( 'Name', 'eventin' ),
			'email'         => __( 'E-mail', 'eventin' ),
			'sameAsBuyer'   => __( 'Same as my details', 'eventin' ),
			'listed'        => __( 'Show my name on the public attendee list', 'eventin' ),
			'showAvatar'    => __( 'Also show my profile picture', 'eventin' ),
			'avatarNote'    => __( 'Only with your name on the list.', 'eventin' ),
			'attendees'     => __( 'Who are the tickets for?', 'eventin' ),
			'chooseTickets' => __( 'Choose at least one ticket.', 'eventin' ),
			'working'       => __( 'Booking…', 'eventin' ),
			/* translators: %s: an amount of money */
			'pay'           => __( 'Pay %s', 'eventin' ),
			'paying'        => __( 'Paying…', 'eventin' ),
			'cardDetails'   => __( 'Card details', 'eventin' ),
			'done'          => __( 'Thank you! Your booking is confirmed. Each attendee gets their ticket by e-mail.', 'eventin' ),
			'pending'       => __( 'Thank you! Your seats are held until your payment arrives.', 'eventin' ),
			'viewBooking'   => __( 'View your booking', 'eventin' ),
			'failed'        => __( 'The booking could not be made. Please try again.', 'eventin' ),
			'expired'       => __( 'This booking was not paid in time; its seats were released. Reload the page to book again.', 'eventin' ),
			'stripeMissing' => __( 'Card payment could not be loaded. Reload the page and try again.', 'eventin' ),
		);
	}

	private static function message( string $text, string $more = '' ): string {
		return '<div class="eventin-widget eventin-ticket-form"><p class="eventin-empty">' . esc_html( $text ) . '</p>' . $more . '</div>';
	}
}
