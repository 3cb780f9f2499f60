<?php
namespace Eventin\Orders;

use Eventin\Attendees\Attendees;
use Eventin\Events\Event;
use Eventin\Mail\Mailer;
use Eventin\Settings\Settings;
use Eventin\Tickets\QrCode;
use Eventin\Tickets\Tickets;
use Eventin\Events\CalendarFile;

/**
 * The e-mails of a booking, through the Mailer: the buyer's confirmation with the invoice (a list of
 * tickets when free), each attendee's ticket, payment instructions for offline bookings, a
 * reminder before their deadline and a notice when it passed unpaid, the refund notice, and a note
 * to each holder whose ticket was refunded. They are queued when the
 * booking changes and sent in the background; the booking's mail status and history say how that
 * went, and a mail that fails is tried again. The booking never fails for it.
 */
final class Mails {
	/** Our messages (Mailer names, the templates' names too). */
	public const CONFIRMATION    = 'booking-confirmation';
	public const INSTRUCTIONS    = 'booking-instructions';
	public const REMINDER        = 'booking-reminder';
	public const EXPIRED         = 'booking-expired';
	public const REFUND          = 'booking-refund';
	public const TICKET          = 'ticket';
	public const TICKET_REFUNDED = 'ticket-refunded';

	/** The Content-ID of the ticket mail's QR code. */
	private const QR_CID = 'eventin-ticket-qr';

	/** The wp-cron retry of versions before the Mailer, cleared on uninstall. */
	public const RETRY_HOOK = 'eventin_retry_order_mail';

	/** The booking mails (on Mailer::MESSAGES_HOOK). */
	public static function define(): void {
		Mailer::define( self::CONFIRMATION, array( self::class, 'confirmation' ) );
		Mailer::define( self::INSTRUCTIONS, array( self::class, 'instructions' ) );
		Mailer::define( self::REMINDER, array( self::class, 'reminder' ) );
		Mailer::define( self::EXPIRED, array( self::class, 'expired' ) );
		Mailer::define( self::REFUND, array( self::class, 'refund' ) );
		Mailer::define( self::TICKET, array( self::class, 'ticket' ) );
		Mailer::define( self::TICKET_REFUNDED, array( self::class, 'ticket_refunded' ) );
	}

	/** A booking paid or left unpaid (action eventin_order_status_changed): its mails. */
	public static function status_changed( array $order, string $from ): void {
		if ( Status::COMPLETED === $order['status'] && Status::PENDING === $from ) {
			self::send_booking( $order['id'] );
		}
		if ( Status::CANCELLED === $order['status'] && Status::PENDING === $from && 'offline' === $order['gateway'] && $order['hold_until'] > 0 && $order['hold_until'] <= time() ) {
			Mailer::queue( self::EXPIRED, array( 'order' => $order['id'] ), self::EXPIRED . ':' . $order['id'] );
		}
	}

	/** An offline booking placed (action eventin_order_placed): its payment instructions and reminder. */
	public static function placed( array $order ): void {
		if ( Status::PENDING === $order['status'] && 'offline' === $order['gateway'] ) {
			Mailer::queue( self::INSTRUCTIONS, array( 'order' => $order['id'] ), self::INSTRUCTIONS . ':' . $order['id'] );
			if ( $order['hold_until'] > 0 ) {
				Mailer::queue( self::REMINDER, array( 'order' => $order['id'] ), self::REMINDER . ':' . $order['id'], self::reminder_delay( $order['hold_until'] - time() ) );
			}
		}
	}

	/** The booking mails' names in the Background jobs panel (filter eventin_mail_label). */
	public static function label( string $label, string $message, array $context ): string {
		$labels = array(
			self::CONFIRMATION    => __( 'confirmation', 'eventin' ),
			self::INSTRUCTIONS    => __( 'payment instructions', 'eventin' ),
			self::REMINDER        => __( 'payment reminder', 'eventin' ),
			self::EXPIRED         => __( 'cancelled unpaid', 'eventin' ),
			self::REFUND          => __( 'refund', 'eventin' ),
			self::TICKET          => __( 'ticket', 'eventin' ),
			self::TICKET_REFUNDED => __( 'ticket refunded', 'eventin' ),
		);
		/* translators: 1: kind of e-mail, e.g. confirmation, 2: booking number */
		return isset( $labels[ $message ] ) ? sprintf( __( 'Booking e-mail: %1$s for #%2$d', 'eventin' ), $labels[ $message ], (int) ( $context['order'] ?? 0 ) ) : $label;
	}

	/** Queues a booking's confirmation (the invoice) and the ticket of every paid attendee. */
	public static function send_booking( int $order_id ): void {
		self::send_invoice( $order_id );
		foreach ( Attendees::for_orders( array( $order_id ) )[ $order_id ] as $attendee ) {
			if ( Status::COMPLETED === $attendee['status'] ) {
				self::send_ticket( $attendee );
			}
		}
	}

	/** Queues the buyer's confirmation with the invoice, alone (Resend Invoice: tickets are resent on each attendee). */
	public static function send_invoice( int $order_id ): void {
		Mailer::queue( self::CONFIRMATION, array( 'order' => $order_id ), self::CONFIRMATION . ':' . $order_id );
	}

	/** Queues one attendee's ticket. */
	public static function send_ticket( array $attendee ): void {
		Mailer::queue(
			self::TICKET,
			array(
				'order'    => (int) $attendee['order_id'],
				'attendee' => (int) $attendee['id'],
			),
			self::TICKET . ':' . $attendee['id']
		);
	}

	/** Queues the refund notice of a booking's latest refund, and a note to each other holder refunded. */
	public static function send_refund( array $order ): void {
		$refund = current( array_slice( Refunds::for_order( $order['id'] ), -1 ) );
		if ( ! $refund ) {
			return;
		}
		Mailer::queue(
			self::REFUND,
			array(
				'order'  => $order['id'],
				'refund' => $refund['id'],
			),
			self::REFUND . ':' . $refund['id']
		);
		$attendees = array_column( Attendees::for_orders( array( $order['id'] ) )[ $order['id'] ], null, 'id' );
		foreach ( $refund['attendee_ids'] as $id ) {
			// The buyer reads it in the refund notice.
			if ( isset( $attendees[ $id ] ) && strtolower( $attendees[ $id ]['email'] ) !== strtolower( $order['customer_email'] ) ) {
				Mailer::queue(
					self::TICKET_REFUNDED,
					array(
						'order'    => $order['id'],
						'attendee' => $id,
					),
					self::TICKET_REFUNDED . ':' . $id
				);
			}
		}
	}

	public static function confirmation( array $context ): ?array {
		$booking = self::booking( (int) $context['order'] );
		if ( ! $booking ) {
			return null;
		}
		return self::buyer_mail( $booking, self::CONFIRMATION, __( 'Your booking is confirmed', 'eventin' ) );
	}

	public static function instructions( array $context ): ?array {
		$booking = self::booking( (int) $context['order'] );
		if ( ! $booking || Status::PENDING !== $booking['order']['status'] ) {
			return null;
		}
		$mail                         = self::buyer_mail( $booking, self::INSTRUCTIONS, __( 'Your seats are held', 'eventin' ) );
		$mail['data']['instructions'] = Settings::get()['payments']['offline_instructions'];
		$mail['data']['pay_by']       = self::pay_by( $booking['order'] );
		return $mail;
	}

	/**
	 * Seconds from now until an offline booking's reminder: a day before its deadline, or half-way
	 * when it has two days or less to pay.
	 *
	 * @param int $left Seconds until the deadline.
	 */
	public static function reminder_delay( int $left ): int {
		return max( 0, $left > 2 * DAY_IN_SECONDS ? $left - DAY_IN_SECONDS : intdiv( $left, 2 ) );
	}

	/** The reminder before an offline booking's deadline; nothing once it is paid or cancelled. */
	public static function reminder( array $context ): ?array {
		$booking = self::booking( (int) $context['order'] );
		if ( ! $booking || Status::PENDING !== $booking['order']['status'] || $booking['order']['hold_until'] <= time() ) {
			return null;
		}
		$deadline                     = self::deadline( $booking['order'] );
		$mail                         = self::buyer_mail( $booking, self::REMINDER, __( 'Your payment is due soon', 'eventin' ) );
		/* translators: %s: date and time the payment is due by */
		$mail['subject']              = sprintf( __( '[{site_name}] Reminder: pay for booking #{booking_number} by %s', 'eventin' ), $deadline );
		$mail['data']['deadline']     = $deadline;
		$mail['data']['instructions'] = Settings::get()['payments']['offline_instructions'];
		return $mail;
	}

	/** The notice that an offline booking was cancelled for want of payment. */
	public static function expired( array $context ): ?array {
		$booking = self::booking( (int) $context['order'] );
		if ( ! $booking || Status::CANCELLED !== $booking['order']['status'] ) {
			return null;
		}
		$mail                      = self::buyer_mail( $booking, self::EXPIRED, __( 'Your booking was cancelled', 'eventin' ) );
		$mail['subject']           = __( '[{site_name}] Your booking #{booking_number} for {event_title} was cancelled', 'eventin' );
		$mail['data']['deadline']  = self::deadline( $booking['order'] );
		$mail['data']['event_url'] = self::published_event( $booking )['link'] ?? '';
		return $mail;
	}

	/** What an unpaid offline booking's buyer is told of its deadline; '' when it has none. */
	public static function pay_by( array $order ): string {
		/* translators: %s: date and time the payment is due by */
		return $order['hold_until'] > 0 ? sprintf( __( 'Please pay by %s: after that, the booking is cancelled and its seats go to others.', 'eventin' ), self::deadline( $order ) ) : '';
	}

	/** When an unpaid booking's seats are held until, in the site's timezone and formats. */
	public static function deadline( array $order ): string {
		return wp_date( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ), (int) $order['hold_until'] );
	}

	public static function refund( array $context ): ?array {
		$booking = self::booking( (int) $context['order'] );
		$refunds = $booking ? array_column( Refunds::for_order( $booking['order']['id'] ), null, 'id' ) : array();
		$refund  = $refunds[ (int) ( $context['refund'] ?? 0 ) ] ?? null;
		if ( ! $refund ) {
			return null;
		}
		$order   = $booking['order'];
		$tickets = array();
		foreach ( $booking['attendees'] as $attendee ) {
			if ( in_array( (int) $attendee['id'], $refund['attendee_ids'], true ) ) {
				$tickets[] = $attendee['name'] . ' (' . ( $booking['types'][ $attendee['ticket_id'] ] ?? __( '(removed ticket type)', 'eventin' ) ) . ')';
			}
		}
		$mail            = self::buyer_mail( $booking, self::REFUND, __( 'Your refund', 'eventin' ) );
		$mail['subject'] = __( '[{site_name}] Refund of booking #{booking_number}', 'eventin' );
		$mail['data']   += array(
			'amount'  => Money::format( $refund['amount'], $order['currency'] ),
			'tickets' => $tickets,
		);
		return $mail;
	}

	public static function ticket( array $context ): ?array {
		list( $booking, $attendee ) = self::holder( $context, Status::COMPLETED );
		if ( ! $attendee ) {
			return null;
		}
		$published = self::published_event( $booking );
		$qr        = QrCode::png( $attendee['code'] );
		$mail      = self::attendee_mail( $booking, $attendee, self::TICKET, __( 'Your ticket', 'eventin' ), __( '[{site_name}] Your ticket for {event_title}', 'eventin' ) );
		$mail['data'] += array(
			'ticket_url' => TicketPage::url( $attendee['code'] ),
			'ics_url'    => $published ? CalendarFile::ics_url( $published['id'] ) : '',
			'event_url'  => $published ? $published['link'] : '',
			'qr_cid'     => null === $qr ? '' : self::QR_CID,
			'qr_size'    => null === $qr ? 0 : (int) getimagesizefromstring( $qr )[0],
		);
		$mail['inline'] = null === $qr ? array() : array(
			array(
				'cid'  => self::QR_CID,
				'data' => $qr,
				'name' => 'ticket-qr.png',
				'type' => 'image/png',
			),
		);
		return $mail;
	}

	public static function ticket_refunded( array $context ): ?array {
		list( $booking, $attendee ) = self::holder( $context, Status::REFUNDED );
		return $attendee
			? self::attendee_mail( $booking, $attendee, self::TICKET_REFUNDED, __( 'Your ticket was refunded', 'eventin' ), __( '[{site_name}] Your ticket for {event_title} was refunded', 'eventin' ) )
			: null;
	}

	/** The mail log: a booking's mails went out (a failure noted before is over). */
	public static function sent( string $message, array $context ): void {
		$order = self::mailed_order( $context );
		if ( $order ) {
			self::log_mail( $order, 'sent', 'failed' === $order['mail_status'] ? __( 'The e-mails were sent.', 'eventin' ) : '' );
		}
	}

	/** The mail log: a booking's mail did not go out; noted once until one goes out again. */
	public static function not_sent( string $message, array $context, string $reason ): void {
		$order = self::mailed_order( $context );
		if ( $order && 'failed' !== $order['mail_status'] ) {
			/* translators: %s: the mail server's reason */
			self::log_mail( $order, 'failed', sprintf( __( 'The e-mails could not be sent (%s); they will be tried again in a few minutes.', 'eventin' ), $reason ) );
		}
	}

	/** The mail log: a booking's mail was tried its last time. */
	public static function given_up( string $message, array $context, string $reason ): void {
		$order = self::mailed_order( $context );
		if ( ! $order ) {
			return;
		}
		self::log_mail(
			$order,
			'failed',
			self::TICKET === $message
				/* translators: %s: the mail server's reason */
				? sprintf( __( 'A ticket could not be sent (%s); resend it from the attendee list once the mail server works.', 'eventin' ), $reason )
				/* translators: %s: the mail server's reason */
				: sprintf( __( 'The e-mails could not be sent (%s); use Resend Invoice once the mail server works.', 'eventin' ), $reason )
		);
	}

	/** The booking a mail's context names, or null. */
	private static function mailed_order( array $context ): ?array {
		return isset( $context['order'] ) ? Orders::get( (int) $context['order'] ) : null;
	}

	/** Keeps a booking's mail status and, unless $note is '', notes it in its history (its status unchanged). */
	private static function log_mail( array $order, string $mail_status, string $note ): void {
		Orders::set_mail_status( $order['id'], $mail_status );
		if ( '' !== $note ) {
			History::add( $order['id'], $order['status'], $order['status'], $note );
		}
	}

	/** The start and end of an event in its own timezone (see Mailer::when()). */
	public static function when( array $event ): string {
		return Mailer::when( $event );
	}

	/**
	 * A booking with what its mails show.
	 *
	 * @return array{order: array, event: ?array, attendees: array[], types: array<int, string>, placeholders: array}|null
	 */
	private static function booking( int $order_id ): ?array {
		$order = Orders::get( $order_id );
		if ( ! $order ) {
			return null;
		}
		$order['booking_url'] = TicketPage::booking_url( $order );
		$event                = Event::read( $order['event_id'] );
		$placeholders         = Mailer::placeholders( $event, $order );
		if ( ! $event ) {
			$placeholders['{event_title}'] = __( '(deleted event)', 'eventin' );
		}
		return array(
			'order'        => $order,
			'event'        => $event,
			'attendees'    => Attendees::for_orders( array( $order_id ) )[ $order_id ],
			'types'        => array_column( Tickets::for_event( $order['event_id'] ), 'name', 'id' ),
			'placeholders' => $placeholders,
		);
	}

	private static function attendee( array $booking, int $id ): ?array {
		return array_column( $booking['attendees'], null, 'id' )[ $id ] ?? null;
	}

	/**
	 * The booking and the attendee a ticket mail is about, the attendee only while their ticket
	 * is in $status.
	 *
	 * @return array{0: ?array, 1: ?array}
	 */
	private static function holder( array $context, string $status ): array {
		$booking  = self::booking( (int) $context['order'] );
		$attendee = $booking ? self::attendee( $booking, (int) $context['attendee'] ) : null;
		return array( $booking, $attendee && $status === $attendee['status'] ? $attendee : null );
	}

	/** The booking's event while it is published (its page and calendar file are public), or null. */
	private static function published_event( array $booking ): ?array {
		return $booking['event'] && 'publish' === get_post_status( $booking['event']['id'] ) ? $booking['event'] : null;
	}

	/** A mail to an attendee about their ticket: the event and the ticket. */
	private static function attendee_mail( array $booking, array $attendee, string $template, string $heading, string $subject ): array {
		return array(
			'to'           => $attendee['email'],
			'subject'      => $subject,
			'heading'      => $heading,
			'template'     => $template,
			'placeholders' => $booking['placeholders'],
			'data'         => array(
				'name'       => $attendee['name'],
				'event_rows' => self::event_rows( $booking ) + self::ticket_rows( $booking, $attendee ),
			),
		);
	}

	/** A mail to the buyer about the booking: the event, the invoice and the booking's link. */
	private static function buyer_mail( array $booking, string $template, string $heading ): array {
		return array(
			'to'           => $booking['order']['customer_email'],
			'subject'      => __( '[{site_name}] Your booking #{booking_number} for {event_title}', 'eventin' ),
			'heading'      => $heading,
			'template'     => $template,
			'placeholders' => $booking['placeholders'],
			'data'         => array(
				'event_rows'  => self::event_rows( $booking ),
				'invoice'     => self::invoice( $booking ),
				'booking_url' => $booking['order']['booking_url'],
			),
		);
	}

	/** @return array<string, string> Event, When (in the event's timezone), Where (venue or Online). */
	private static function event_rows( array $booking ): array {
		return array(
			__( 'Event', 'eventin' ) => $booking['placeholders']['{event_title}'],
			__( 'When', 'eventin' )  => $booking['placeholders']['{event_date}'] ?? '',
			__( 'Where', 'eventin' ) => $booking['placeholders']['{event_place}'] ?? '',
		);
	}

	/** @return array<string, string> Ticket (type) and Ticket code. */
	private static function ticket_rows( array $booking, array $attendee ): array {
		return array(
			__( 'Ticket', 'eventin' )      => $booking['types'][ $attendee['ticket_id'] ] ?? '',
			__( 'Ticket code', 'eventin' ) => $attendee['code'],
		);
	}

	/** The invoice as invoice.php shows it: one line per ticket type and price, amounts formatted. */
	private static function invoice( array $booking ): array {
		$order = $booking['order'];
		$lines = array();
		foreach ( $booking['attendees'] as $attendee ) {
			$key = $attendee['ticket_id'] . ':' . $attendee['price'];
			if ( ! isset( $lines[ $key ] ) ) {
				$lines[ $key ] = array(
					'name'     => $booking['types'][ $attendee['ticket_id'] ] ?? __( '(removed ticket type)', 'eventin' ),
					'price'    => $attendee['price'],
					'quantity' => 0,
				);
			}
			++$lines[ $key ]['quantity'];
		}
		$money = static fn( int $minor ) => Money::format( $minor, $order['currency'] );
		return array(
			'number'    => $order['id'],
			'date'      => wp_date( (string) get_option( 'date_format' ), (int) strtotime( $order['created_at'] . ' UTC' ) ),
			'buyer'     => $order['customer_name'],
			'email'     => $order['customer_email'],
			'free'      => 0 === (int) $order['total'],
			'lines'     => array_map(
				static fn( $line ) => array(
					'name'     => $line['name'],
					'quantity' => $line['quantity'],
					'price'    => $money( $line['price'] ),
					'subtotal' => $money( $line['price'] * $line['quantity'] ),
				),
				array_values( $lines )
			),
			'total'     => $money( $order['total'] ),
			'refunded'  => $order['refunded_total'] > 0 ? $money( $order['refunded_total'] ) : '',
			'new_total' => $money( $order['total'] - $order['refunded_total'] ),
		);
	}
}
