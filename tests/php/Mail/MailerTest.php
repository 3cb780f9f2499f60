<?php
namespace Eventin\Tests\Mail;

use Eventin\Mail\Mailer;
use Eventin\Orders\Mails;
use Eventin\Settings\Settings;
use Eventin\Tickets\QrCode;
use Eventin\Tests\Orders\OrdersTestCase;

/**
 * The Mailer: a theme's template wins over ours, the subject, heading and body filters, the shared
 * placeholders, the layout's brand and the sender from Settings → E-mails (default: the site's
 * administration address), and our plain-text part.
 */
final class MailerTest extends OrdersTestCase {
	/** @var string[] Files this test wrote into the theme. */
	private array $written = array();

	protected function tearDown(): void {
		foreach ( $this->written as $file ) {
			wp_delete_file( $file );
		}
		foreach ( array( '/eventin/emails', '/eventin' ) as $folder ) {
			if ( is_dir( get_stylesheet_directory() . $folder ) ) {
				rmdir( get_stylesheet_directory() . $folder );
			}
		}
		parent::tearDown();
	}

	/** A free booking of one ticket; its ticket mail as composed. */
	private function ticket_mail(): array {
		$event   = $this->event( array(), array( 'title' => 'Summit & Co' ) );
		$booking = $this->book( $event, array( 1 => 1 ) )->get_data();
		$detail  = $this->rest( 'GET', "orders/{$booking['id']}", array(), $this->admin )->get_data();
		$mail    = Mails::ticket(
			array(
				'order'    => $booking['id'],
				'attendee' => $detail['attendees'][0]['id'],
			)
		);
		$this->assertIsArray( $mail );
		return $mail + array( 'booking' => $booking );
	}

	public function test_the_ticket_mail_carries_its_code_as_an_inline_qr_image(): void {
		$mail = $this->ticket_mail();
		$this->assertCount( 1, $mail['inline'] );
		$image = $mail['inline'][0];
		$this->assertSame( array( 'eventin-ticket-qr', 'ticket-qr.png', 'image/png' ), array( $image['cid'], $image['name'], $image['type'] ) );
		$size = getimagesizefromstring( $image['data'] );
		$this->assertSame( array( 222, 222, 'image/png' ), array( $size[0], $size[1], $size['mime'] ), 'a 32-character code is a version-3 symbol: 29 modules and the quiet zone, 6 px each' );
		parse_str( (string) wp_parse_url( $mail['data']['ticket_url'], PHP_URL_QUERY ), $query );
		$code = (string) $query['eventin-ticket'];
		$this->assertMatchesRegularExpression( '/^[0-9a-f]{32}$/', $code, '128 random bits' );
		$modules = QrCode::modules( $code );
		$this->assertCount( 29, $modules );
		$this->assertSame( array( 1, 1, 1, 1, 1, 1, 1, 0 ), array_slice( $modules[0], 0, 8 ), 'the top-left finder pattern' );
		$this->assertSame( array( 0, 1, 1, 1, 1, 1, 1, 1 ), array_slice( $modules[0], -8 ), 'the top-right one' );
		$rendered = Mailer::render( Mails::TICKET, $mail );
		$this->assertStringContainsString( '<img src="cid:eventin-ticket-qr" width="222" height="222" alt="Ticket QR code"', $rendered['html'] );

		// PHPMailer gets the image inside the mail (multipart/related), not as a remote address.
		$embedded = array();
		$look     = static function ( $phpmailer ) use ( &$embedded ) {
			$embedded = array_map( static fn( $attachment ) => array( $attachment[7], $attachment[6], $attachment[4] ), $phpmailer->getAttachments() );
		};
		remove_filter( 'pre_wp_mail', array( $this, 'catch_mail' ), 10 );
		add_action( 'phpmailer_init', $look, 1000 );
		Mailer::send( Mails::TICKET, $mail );
		remove_action( 'phpmailer_init', $look, 1000 );
		add_filter( 'pre_wp_mail', array( $this, 'catch_mail' ), 10, 2 );
		$this->assertSame( array( array( 'eventin-ticket-qr', 'inline', 'image/png' ) ), $embedded );
	}

	public function test_a_theme_template_wins_over_ours(): void {
		$mail   = $this->ticket_mail();
		$before = Mailer::render( Mails::TICKET, $mail );
		$this->assertStringContainsString( '<p>Hello Ada Lovelace, here is your ticket.</p>', $before['html'] );
		$this->assertSame( dirname( __DIR__, 3 ) . '/includes/Mail/templates/ticket.php', Mailer::locate( 'ticket' ) );

		$file = get_stylesheet_directory() . '/eventin/emails/ticket.php';
		wp_mkdir_p( dirname( $file ) );
		file_put_contents( $file, '<p>Our own ticket for <?php echo esc_html( $name ); ?> at <?php echo esc_html( $placeholders[\'{event_title}\'] ); ?>.</p>' );
		$this->written[] = $file;

		$this->assertSame( $file, Mailer::locate( 'ticket' ) );
		$after = Mailer::render( Mails::TICKET, $mail );
		$this->assertStringContainsString( '<p>Our own ticket for Ada Lovelace at Summit &amp; Co.</p>', $after['html'] );
		$this->assertStringNotContainsString( 'here is your ticket', $after['html'] );
		// The layout and the other templates stay ours.
		$this->assertStringContainsString( '<p>— Eventin</p>', $after['html'] );
		$this->assertSame( "Your ticket\n===========\n\nOur own ticket for Ada Lovelace at Summit & Co.\n\n— Eventin\n", $after['text'] );
	}

	public function test_filters_change_the_subject_heading_and_body_with_the_placeholders(): void {
		$mail = $this->ticket_mail();
		$seen = array();
		add_filter(
			'eventin_mail_subject',
			static function ( string $subject, string $message ) use ( &$seen ) {
				$seen[] = $message;
				return 'Ticket #{booking_number} for {buyer_name}: {event_title}';
			},
			10,
			2
		);
		add_filter( 'eventin_mail_heading', static fn( string $heading ) => $heading . ' – {site_name}' );
		add_filter( 'eventin_mail_body', static fn( string $body ) => $body . '<p>See you soon.</p>' );
		$rendered = Mailer::render( Mails::TICKET, $mail );
		remove_all_filters( 'eventin_mail_subject' );
		remove_all_filters( 'eventin_mail_heading' );
		remove_all_filters( 'eventin_mail_body' );

		$this->assertSame( array( 'ticket' ), $seen );
		$this->assertSame( "Ticket #{$mail['booking']['id']} for Ada Lovelace: Summit & Co", $rendered['subject'] );
		$this->assertSame( 'Your ticket – Eventin', $rendered['heading'] );
		$this->assertStringContainsString( '>Your ticket – Eventin</h1>', $rendered['html'] );
		$this->assertStringContainsString( '<p>See you soon.</p>', $rendered['html'] );
		$this->assertStringContainsString( "\n\nSee you soon.\n\n— Eventin\n", $rendered['text'] );
		$this->assertStringStartsWith( "Your ticket – Eventin\n=====================\n\nHello Ada Lovelace, here is your ticket.\n", $rendered['text'] );
	}

	public function test_the_placeholders_name_the_event_in_its_timezone_and_where_it_is(): void {
		$event  = $this->event(
			array(),
			array(
				'title'    => 'Webinar',
				'location' => array(
					'type'        => 'online',
					'online_link' => 'https://meet.example.com/x',
				),
			)
		);
		$values = Mailer::placeholders( \Eventin\Events\Event::read( $event['id'] ) );
		// The event's day is the UTC date ten days ahead (OrdersTestCase::event()), in Berlin at 9:00.
		$date   = gmdate( 'Y-m-d', time() + 10 * DAY_IN_SECONDS );
		$start  = new \DateTimeImmutable( $date . ' 09:00', new \DateTimeZone( 'Europe/Berlin' ) );
		$day    = wp_date( 'F j, Y', $start->getTimestamp(), $start->getTimezone() );
		$zone   = wp_date( 'T', $start->getTimestamp(), $start->getTimezone() );
		$this->assertSame(
			array(
				'{site_name}'   => 'Eventin',
				'{event_title}' => 'Webinar',
				'{event_date}'  => "{$day} 9:00 am – 5:00 pm ({$zone})",
				'{event_place}' => 'Online',
				'{event_url}'   => $event['link'],
			),
			$values
		);
	}

	public function test_the_layout_carries_the_logo_or_the_name_in_the_brand_colour(): void {
		$mail = $this->ticket_mail();
		Settings::update(
			array(
				'emails' => array(
					'sender_name' => 'Box Office',
					'brand_color' => '#aa3300',
				),
			)
		);
		$html = Mailer::render( Mails::TICKET, $mail )['html'];
		$this->assertStringContainsString( 'border-top:4px solid #aa3300', $html );
		$this->assertStringContainsString( 'font-weight:600;text-decoration:none">Eventin</a>', $html );
		$this->assertSame( 'Box Office', Mailer::sender()['name'] );

		Settings::update( array( 'emails' => array( 'logo_url' => 'https://cdn.example.com/logo.png' ) ) );
		$html = Mailer::render( Mails::TICKET, $mail )['html'];
		$this->assertStringContainsString( '<img src="https://cdn.example.com/logo.png" alt="Eventin"', $html );
	}

	public function test_our_mails_come_from_the_admin_address_unless_settings_name_another(): void {
		$mail = $this->ticket_mail();
		update_option( 'admin_email', 'office@example.org' );
		$this->assertSame( array( 'name' => 'Eventin', 'address' => 'office@example.org' ), Mailer::sender() );
		$this->assertSame( array( 'office@example.org', 'Eventin' ), $this->sent_from( static fn() => Mailer::send( Mails::TICKET, $mail ) ) );
		// Other plugins' mails keep WordPress's sender.
		$this->assertNotSame( 'office@example.org', $this->sent_from( static fn() => wp_mail( 'ada@example.com', 'Hello', 'Hi' ) )[0] );

		Settings::update(
			array(
				'emails' => array(
					'sender_name'    => 'Box Office',
					'sender_address' => 'tickets@example.org',
				),
			)
		);
		$this->assertSame( array( 'name' => 'Box Office', 'address' => 'tickets@example.org' ), Mailer::sender() );
		$this->assertSame( array( 'tickets@example.org', 'Box Office' ), $this->sent_from( static fn() => Mailer::send( Mails::TICKET, $mail ) ) );

		// No valid administration address either: WordPress's.
		Settings::update( array( 'emails' => array( 'sender_address' => '' ) ) );
		$broken = static fn() => 'not an address';
		add_filter( 'option_admin_email', $broken );
		$sender = Mailer::sender();
		remove_filter( 'option_admin_email', $broken );
		$this->assertSame( array( 'name' => 'Box Office', 'address' => '' ), $sender );
	}

	/**
	 * The From address and name wp_mail() gave PHPMailer during $send, which sends nothing.
	 *
	 * @return array{0: string, 1: string}
	 */
	private function sent_from( callable $send ): array {
		global $phpmailer;
		require_once ABSPATH . WPINC . '/PHPMailer/PHPMailer.php';
		require_once ABSPATH . WPINC . '/PHPMailer/SMTP.php';
		require_once ABSPATH . WPINC . '/PHPMailer/Exception.php';
		$kept      = $phpmailer;
		$phpmailer = new class() extends \PHPMailer\PHPMailer\PHPMailer {
			/** @var array{0: string, 1: string}|null */
			public $from;

			public function send() {
				$this->from = array( $this->From, $this->FromName );
				return true;
			}
		};
		$mock = $phpmailer;
		remove_filter( 'pre_wp_mail', array( $this, 'catch_mail' ), 10 );
		try {
			$send();
		} finally {
			add_filter( 'pre_wp_mail', array( $this, 'catch_mail' ), 10, 2 );
			$phpmailer = $kept;
		}
		$this->assertNotNull( $mock->from, 'wp_mail() reached PHPMailer' );
		return $mock->from;
	}

	public function test_mail_jobs_are_named_in_the_background_jobs_panel(): void {
		$label = static fn( string $message, array $context ) => apply_filters( 'eventin_job_label', 'eventin_send_mail', Mailer::HOOK, array( $message, $context ) );
		$this->assertSame( 'Booking e-mail: ticket for #12', $label( 'ticket', array( 'order' => 12, 'attendee' => 3 ) ) );
		$this->assertSame( 'Booking e-mail: confirmation for #7', $label( 'booking-confirmation', array( 'order' => 7 ) ) );
		$this->assertSame( 'E-mail: newsletter', $label( 'newsletter', array() ) );
		$this->assertSame( 'eventin_other', apply_filters( 'eventin_job_label', 'eventin_other', 'eventin_other', array() ) );
	}

	public function test_a_mail_whose_attempts_are_spent_is_noted_with_what_to_do(): void {
		global $wpdb;
		$booking = $this->with_mail_server_down(
			function () use ( $wpdb ) {
				$booking = $this->book( $this->event(), array( 1 => 1 ) )->get_data();
				for ( $attempt = 1; $attempt <= 3; $attempt++ ) {
					$wpdb->query( $wpdb->prepare( 'UPDATE ' . \Eventin\Jobs\Jobs::table() . " SET run_at = %s WHERE status = 'queued'", gmdate( 'Y-m-d H:i:s', time() - 1 ) ) );
					\Eventin\Jobs\Jobs::run( 100, 30.0 );
				}
				return $booking;
			}
		);
		$this->assertSame( 'failed', $wpdb->get_var( $wpdb->prepare( 'SELECT status FROM ' . \Eventin\Jobs\Jobs::table() . ' WHERE hook = %s AND args = %s', Mailer::HOOK, wp_json_encode( array( 'booking-confirmation', array( 'order' => $booking['id'] ) ) ) ) ) );
		$notes = array_column( $this->rest( 'GET', "orders/{$booking['id']}", array(), $this->admin )->get_data()['history'], 'note' );
		$this->assertSame(
			array(
				'The e-mails could not be sent (SMTP connect() failed.); they will be tried again in a few minutes.',
				'The e-mails could not be sent (SMTP connect() failed.); use Resend Invoice once the mail server works.',
				'A ticket could not be sent (SMTP connect() failed.); resend it from the attendee list once the mail server works.',
			),
			array_values( preg_grep( '/could not be sent/', $notes ) )
		);
		$this->assertSame( 'failed', \Eventin\Orders\Orders::get( $booking['id'] )['mail_status'] );
	}

	public function test_certificates_go_through_the_mailer_in_the_background(): void {
		$event = $this->event( array(), array( 'title' => 'Workshop' ) );
		update_post_meta( $event['id'], 'etn_certificate_template', 42 );
		$recipients = static fn() => array(
			array(
				'email' => 'grace@example.com',
				'name'  => 'Grace',
				'url'   => 'https://example.com/certificate/1',
			),
			array( 'email' => 'not an address' ),
		);
		add_filter( 'eventin_certificate_recipients', $recipients );
		$this->forget_mails();
		$answer = $this->rest( 'POST', "events/{$event['id']}/send_certificate", array(), $this->admin );
		remove_filter( 'eventin_certificate_recipients', $recipients );
		$this->assertSame( 1, $answer->get_data()['sent'] );
		$this->assertSame( array(), $this->mails, 'nothing sent in the request' );
		$mails = $this->mails();
		$this->assertCount( 1, $mails );
		$this->assertSame( array( 'grace@example.com', 'Your certificate for Workshop' ), array( $mails[0]['to'], $mails[0]['subject'] ) );
		$this->assertStringContainsString( '<p>Hello Grace, thank you for attending Workshop.</p><p><a href="https://example.com/certificate/1">Your certificate</a></p>', $mails[0]['message'] );
	}
}
