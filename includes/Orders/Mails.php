<?php
namespace Eventin\Orders;

use DateTimeZone;
use DOMDocument;
use DOMElement;
use DOMNode;
use Eventin\Attendees\Attendees;
use Eventin\Events\Event;
use Eventin\Settings\Settings;
use Eventin\Tickets\Tickets;

/**
 * The e-mails of a booking, through wp_mail: the buyer's confirmation with the invoice, each
 * attendee's ticket, payment instructions for offline bookings, and the refund notice. A mail
 * that cannot be sent is noted on the booking and tried again by wp-cron; the booking never fails
 * for it.
 */
final class Mails {
	public const RETRY_HOOK = 'eventin_retry_order_mail';

	private const RETRIES = 3;

	/**
	 * Table cells aligned inline (mail clients drop stylesheets): names and labels to the left,
	 * numbers and amounts to the right, each column's head like its cells.
	 */
	private const LEFT  = ' style="text-align:left"';
	private const RIGHT = ' style="text-align:right"';

	public static function register(): void {
		add_action(
			'eventin_order_status_changed',
			static function ( array $order, string $from ) {
				if ( Status::COMPLETED === $order['status'] && Status::PENDING === $from ) {
					self::send( $order['id'], 'confirmation' );
				}
			},
			10,
			2
		);
		add_action(
			'eventin_order_placed',
			static function ( array $order ) {
				if ( Status::PENDING === $order['status'] && 'offline' === $order['gateway'] ) {
					self::send( $order['id'], 'instructions' );
				}
			}
		);
		add_action(
			'eventin_order_refunded',
			static fn( array $order ) => self::send( $order['id'], 'refund' )
		);
		add_action( self::RETRY_HOOK, array( self::class, 'send' ), 10, 3 );
	}

	/**
	 * Sends one kind of mail of a booking.
	 *
	 * @param string $kind confirmation (the invoice and every ticket), instructions, refund.
	 */
	public static function send( int $order_id, string $kind, int $attempt = 1 ): bool {
		$order = Orders::get( $order_id );
		if ( ! $order ) {
			return false;
		}
		$mails = self::compose( $order, $kind );
		$error = '';
		$catch = static function ( $wp_error ) use ( &$error ) {
			$error = $wp_error->get_error_message();
		};
		add_action( 'wp_mail_failed', $catch );
		$sent = true;
		foreach ( $mails as $mail ) {
			$sent = self::mail( $mail ) && $sent;
		}
		remove_action( 'wp_mail_failed', $catch );
		if ( $sent ) {
			Orders::set_mail_status( $order_id, 'sent' );
			if ( 'failed' === $order['mail_status'] ) {
				// The failure noted before is over.
				History::add( $order_id, $order['status'], $order['status'], __( 'The e-mails were sent.', 'eventin' ) );
			}
			return true;
		}
		Orders::set_mail_status( $order_id, 'failed' );
		$retry = $attempt < self::RETRIES;
		History::add(
			$order_id,
			$order['status'],
			$order['status'],
			$retry
				/* translators: %s: the mail server's reason */
				? sprintf( __( 'The e-mails could not be sent (%s); they will be tried again in a few minutes.', 'eventin' ), $error )
				/* translators: %s: the mail server's reason */
				: sprintf( __( 'The e-mails could not be sent (%s); use Resend Invoice once the mail server works.', 'eventin' ), $error )
		);
		if ( $retry ) {
			wp_schedule_single_event( time() + 300 * $attempt, self::RETRY_HOOK, array( $order_id, $kind, $attempt + 1 ) );
		}
		return false;
	}

	/**
	 * @return array[] Each { to, subject, body (HTML) }.
	 */
	private static function compose( array $order, string $kind ): array {
		$event     = Event::read( $order['event_id'] );
		$title     = $event ? $event['title'] : __( '(deleted event)', 'eventin' );
		$site      = wp_specialchars_decode( get_bloginfo( 'name' ), ENT_QUOTES );
		$attendees = Attendees::for_orders( array( $order['id'] ) )[ $order['id'] ];
		$buyer     = array(
			'to'      => $order['customer_email'],
			/* translators: 1: site name, 2: booking number, 3: event title */
			'subject' => sprintf( __( '[%1$s] Your booking #%2$d for %3$s', 'eventin' ), $site, $order['id'], $title ),
		);
		switch ( $kind ) {
			case 'instructions':
				$instructions = Settings::get()['payments']['offline_instructions'];
				return array(
					$buyer + array(
						'body' => '<p>' . esc_html__( 'Thank you! Your seats are held until your payment arrives.', 'eventin' ) . '</p>'
							. ( '' !== $instructions ? '<p>' . nl2br( esc_html( $instructions ) ) . '</p>' : '' )
							. self::invoice( $order, $attendees ),
					),
				);
			case 'refund':
				return array(
					array(
						'to'      => $order['customer_email'],
						/* translators: 1: site name, 2: booking number */
						'subject' => sprintf( __( '[%1$s] Refund of booking #%2$d', 'eventin' ), $site, $order['id'] ),
						'body'    => '<p>' . esc_html(
							sprintf(
								/* translators: 1: an amount of money, 2: booking number, 3: event title */
								__( '%1$s of your booking #%2$d for %3$s has been refunded.', 'eventin' ),
								Money::format( $order['refunded_total'], $order['currency'] ),
								$order['id'],
								$title
							)
						) . '</p>' . self::invoice( $order, $attendees ),
					),
				);
		}
		$mails = array(
			$buyer + array( 'body' => '<p>' . esc_html__( 'Thank you for your booking. Your tickets are on their way to each attendee.', 'eventin' ) . '</p>' . self::invoice( $order, $attendees ) ),
		);
		$types = array_column( Tickets::for_event( $order['event_id'] ), 'name', 'id' );
		foreach ( $attendees as $attendee ) {
			if ( Status::COMPLETED === $attendee['status'] ) {
				$mails[] = self::ticket( $attendee, $event, $types, $site );
			}
		}
		return $mails;
	}

	/** One attendee's ticket: event, time, ticket type, code and a link to the ticket page. */
	private static function ticket( array $attendee, ?array $event, array $types, string $site ): array {
		$title = $event ? $event['title'] : __( '(deleted event)', 'eventin' );
		return array(
			'to'      => $attendee['email'],
			/* translators: 1: site name, 2: event title */
			'subject' => sprintf( __( '[%1$s] Your ticket for %2$s', 'eventin' ), $site, $title ),
			'body'    => '<p>' . esc_html(
				/* translators: %s: attendee name */
				sprintf( __( 'Hello %s, here is your ticket.', 'eventin' ), $attendee['name'] )
			) . '</p><table role="presentation">'
				. self::row( __( 'Event', 'eventin' ), $title )
				. self::row( __( 'When', 'eventin' ), $event ? self::when( $event ) : '' )
				. self::row( __( 'Ticket', 'eventin' ), $types[ $attendee['ticket_id'] ] ?? '' )
				. self::row( __( 'Ticket code', 'eventin' ), $attendee['code'] )
				. '</table><p><a href="' . esc_url( TicketPage::url( $attendee['code'] ) ) . '">' . esc_html__( 'Show my ticket', 'eventin' ) . '</a></p>',
		);
	}

	/**
	 * Sends one attendee their ticket again.
	 *
	 * @return string '' when the mail server took it, else its reason.
	 */
	public static function send_ticket( array $attendee ): string {
		$event = Event::read( $attendee['event_id'] );
		$types = array_column( Tickets::for_event( $attendee['event_id'] ), 'name', 'id' );
		$mail  = self::ticket( $attendee, $event, $types, wp_specialchars_decode( get_bloginfo( 'name' ), ENT_QUOTES ) );
		$error = __( 'The mail server did not take it.', 'eventin' );
		$catch = static function ( $wp_error ) use ( &$error ) {
			$error = $wp_error->get_error_message();
		};
		add_action( 'wp_mail_failed', $catch );
		$sent = self::mail( $mail );
		remove_action( 'wp_mail_failed', $catch );
		return $sent ? '' : $error;
	}

	/** The start and end of an event in its own timezone, e.g. 'May 4, 2027 9:00 am – 5:00 pm (CEST)'. */
	public static function when( array $event ): string {
		$zone  = new DateTimeZone( $event['timezone'] );
		$start = (int) strtotime( $event['start_utc'] );
		$end   = (int) strtotime( $event['end_utc'] );
		$date  = (string) get_option( 'date_format' );
		$time  = (string) get_option( 'time_format' );
		$same  = wp_date( 'Y-m-d', $start, $zone ) === wp_date( 'Y-m-d', $end, $zone );
		return wp_date( "{$date} {$time}", $start, $zone ) . ' – ' . wp_date( $same ? $time : "{$date} {$time}", $end, $zone ) . ' (' . wp_date( 'T', $start, $zone ) . ')';
	}

	/** The invoice: booking number, date, one line per ticket type, refunds and the total. */
	private static function invoice( array $order, array $attendees ): string {
		$types = array_column( Tickets::for_event( $order['event_id'] ), 'name', 'id' );
		$lines = array();
		foreach ( $attendees as $attendee ) {
			$key = $attendee['ticket_id'] . ':' . $attendee['price'];
			if ( ! isset( $lines[ $key ] ) ) {
				$lines[ $key ] = array(
					'name'     => $types[ $attendee['ticket_id'] ] ?? __( '(removed ticket type)', 'eventin' ),
					'price'    => $attendee['price'],
					'quantity' => 0,
				);
			}
			++$lines[ $key ]['quantity'];
		}
		$money = static fn( int $minor ) => Money::format( $minor, $order['currency'] );
		$html  = '<h2>' . esc_html(
			/* translators: %d: booking number */
			sprintf( __( 'Invoice for booking #%d', 'eventin' ), $order['id'] )
		) . '</h2><p>' . esc_html( wp_date( (string) get_option( 'date_format' ), (int) strtotime( $order['created_at'] . ' UTC' ) ) ) . ' · ' . esc_html( $order['customer_name'] ) . ' &lt;' . esc_html( $order['customer_email'] ) . '&gt;</p>'
			. '<table><thead><tr><th scope="col"' . self::LEFT . '>' . esc_html__( 'Ticket', 'eventin' ) . '</th><th scope="col"' . self::RIGHT . '>' . esc_html__( 'Quantity', 'eventin' ) . '</th><th scope="col"' . self::RIGHT . '>' . esc_html__( 'Price', 'eventin' ) . '</th><th scope="col"' . self::RIGHT . '>' . esc_html__( 'Subtotal', 'eventin' ) . '</th></tr></thead><tbody>';
		foreach ( $lines as $line ) {
			$html .= '<tr><td>' . esc_html( $line['name'] ) . '</td><td' . self::RIGHT . '>' . (int) $line['quantity'] . '</td><td' . self::RIGHT . '>' . esc_html( $money( $line['price'] ) ) . '</td><td' . self::RIGHT . '>' . esc_html( $money( $line['price'] * $line['quantity'] ) ) . '</td></tr>';
		}
		$html .= '</tbody><tfoot><tr><th scope="row" colspan="3"' . self::RIGHT . '>' . esc_html__( 'Total', 'eventin' ) . '</th><td' . self::RIGHT . '>' . esc_html( $money( $order['total'] ) ) . '</td></tr>';
		if ( $order['refunded_total'] > 0 ) {
			$html .= '<tr><th scope="row" colspan="3"' . self::RIGHT . '>' . esc_html__( 'Refunded', 'eventin' ) . '</th><td' . self::RIGHT . '>−' . esc_html( $money( $order['refunded_total'] ) ) . '</td></tr>';
		}
		return $html . '</tfoot></table>';
	}

	private static function row( string $label, string $value ): string {
		return '<tr><th scope="row"' . self::LEFT . '>' . esc_html( $label ) . '</th><td>' . esc_html( $value ) . '</td></tr>';
	}

	/**
	 * Sends one mail as HTML with its plain-text alternative (multipart/alternative), the text set on
	 * PHPMailer for this mail only.
	 *
	 * @param array $mail { to, subject, body (HTML) }.
	 */
	private static function mail( array $mail ): bool {
		$page = self::page( $mail['subject'], $mail['body'] );
		$text = self::text( $page );
		$alt  = static function ( $phpmailer ) use ( $text ) {
			$phpmailer->AltBody = $text; // phpcs:ignore WordPress.NamingConventions.ValidVariableName -- PHPMailer's name.
		};
		add_action( 'phpmailer_init', $alt );
		$sent = wp_mail( $mail['to'], $mail['subject'], $page, array( 'Content-Type: text/html; charset=UTF-8' ) );
		remove_action( 'phpmailer_init', $alt );
		return $sent;
	}

	/**
	 * A mail's HTML as plain text: a paragraph a block, headings underlined, tables in aligned
	 * columns (right-aligned cells to the right), links followed by their address.
	 */
	public static function text( string $html ): string {
		$document = new DOMDocument();
		$errors   = libxml_use_internal_errors( true );
		$document->loadHTML( '<?xml encoding="utf-8"?>' . $html );
		libxml_clear_errors();
		libxml_use_internal_errors( $errors );
		$body   = $document->getElementsByTagName( 'body' )->item( 0 );
		$blocks = array();
		foreach ( $body ? $body->childNodes : array() as $node ) {
			$name = strtolower( $node->nodeName );
			if ( 'table' === $name ) {
				$block = self::text_table( $node );
			} elseif ( in_array( $name, array( 'h1', 'h2', 'h3' ), true ) ) {
				$block = self::inline( $node );
				$block = '' === $block ? '' : $block . "\n" . str_repeat( '=', mb_strlen( $block ) );
			} else {
				$block = self::inline( $node );
			}
			if ( '' !== $block ) {
				$blocks[] = $block;
			}
		}
		return implode( "\n\n", $blocks ) . "\n";
	}

	/** A node's text on its lines: spaces collapsed, <br> a new line, a link's address after it. */
	private static function inline( DOMNode $node ): string {
		$text = self::inline_raw( $node );
		return trim( implode( "\n", array_map( 'trim', explode( "\n", $text ) ) ) );
	}

	private static function inline_raw( DOMNode $node ): string {
		if ( XML_TEXT_NODE === $node->nodeType ) {
			return (string) preg_replace( '/[ \t\r\n]+/', ' ', (string) $node->nodeValue );
		}
		$name = strtolower( $node->nodeName );
		if ( 'br' === $name ) {
			return "\n";
		}
		$text = '';
		foreach ( $node->childNodes as $child ) {
			$text .= self::inline_raw( $child );
		}
		if ( 'a' === $name && $node instanceof DOMElement ) {
			$href = $node->getAttribute( 'href' );
			if ( '' !== $href && trim( $text ) !== $href ) {
				$text .= ': ' . $href;
			}
		}
		return $text;
	}

	/** A table as columns three spaces apart, each as wide as its widest cell. */
	private static function text_table( DOMNode $table ): string {
		$gap  = 3;
		$rows = array();
		foreach ( $table instanceof DOMElement ? $table->getElementsByTagName( 'tr' ) : array() as $tr ) {
			$cells = array();
			foreach ( $tr->childNodes as $cell ) {
				if ( ! $cell instanceof DOMElement || ! in_array( strtolower( $cell->nodeName ), array( 'th', 'td' ), true ) ) {
					continue;
				}
				$cells[] = array(
					'text'  => str_replace( "\n", ' ', self::inline( $cell ) ),
					'span'  => max( 1, (int) $cell->getAttribute( 'colspan' ) ),
					'right' => false !== strpos( str_replace( ' ', '', $cell->getAttribute( 'style' ) ), 'text-align:right' ),
				);
			}
			$rows[] = $cells;
		}
		$widths = array();
		foreach ( $rows as $cells ) {
			$column = 0;
			foreach ( $cells as $cell ) {
				if ( 1 === $cell['span'] ) {
					$widths[ $column ] = max( $widths[ $column ] ?? 0, mb_strlen( $cell['text'] ) );
				}
				$column += $cell['span'];
			}
		}
		$lines = array();
		foreach ( $rows as $cells ) {
			$column = 0;
			$line   = '';
			foreach ( $cells as $cell ) {
				$width = 0;
				for ( $i = $column; $i < $column + $cell['span']; $i++ ) {
					$width += ( $widths[ $i ] ?? 0 ) + ( $i > $column ? $gap : 0 );
				}
				$pad     = str_repeat( ' ', max( 0, $width - mb_strlen( $cell['text'] ) ) );
				$line   .= ( 0 === $column ? '' : str_repeat( ' ', $gap ) ) . ( $cell['right'] ? $pad . $cell['text'] : $cell['text'] . $pad );
				$column += $cell['span'];
			}
			$lines[] = rtrim( $line );
		}
		return implode( "\n", $lines );
	}

	private static function page( string $title, string $body ): string {
		return '<!doctype html><html><head><meta charset="utf-8"><title>' . esc_html( $title ) . '</title></head><body>' . $body . '<p>— ' . esc_html( wp_specialchars_decode( get_bloginfo( 'name' ), ENT_QUOTES ) ) . '</p></body></html>';
	}
}
