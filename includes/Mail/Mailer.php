<?php
namespace Eventin\Mail;

use DateTimeZone;
use Eventin\Jobs\Jobs;
use Eventin\Settings\Settings;
use Throwable;

/**
 * Every e-mail of the plugin, made and sent one way.
 *
 * A feature defines a message once (define(): a name and how to compose it from a small context of
 * ids) and queues it (queue()); a background job (hook `eventin_send_mail`) composes it when it
 * runs, with the data as it is then, and sends it, so no visitor's request waits on the mail
 * server. A send that fails throws, and Jobs tries it again with backoff.
 *
 * A mail is a template (a PHP file: the theme's `eventin/emails/<name>.php` when it has one, else
 * ours in includes/Mail/templates/) inside the layout template (`layout.php`: the site's name, logo
 * and brand colour from Settings → E-mails), with our own plain-text part made from the same HTML.
 * Subject, heading and body pass through filters, and share one set of placeholders ({site_name},
 * {event_title}, …, see placeholders()).
 */
final class Mailer {
	public const HOOK = Module::SEND_HOOK;

	/** Seconds an SMTP send waits for the connection, then for each of the server's answers. */
	public const SMTP_CONNECT_SECONDS = 5;
	public const SMTP_ANSWER_SECONDS  = 10;

	/**
	 * Fired once, before the first mail is composed: features define their messages on it
	 * (define()), so none of them loads on a request that sends no mail.
	 */
	public const MESSAGES_HOOK = Module::MESSAGES_HOOK;

	/** @var array<string, callable> Message name → compose( array $context ): ?array. */
	private static $messages = array();

	/** @var bool Whether MESSAGES_HOOK has fired. */
	private static $defined = false;

	/** A mail job failed for good (action eventin_job_failed): its mail is given up. */
	public static function job_failed( int $id, string $error ): void {
		$job  = Jobs::find( $id );
		$args = $job && self::HOOK === $job['hook'] ? json_decode( (string) $job['args'], true ) : null;
		if ( is_array( $args ) && isset( $args[0], $args[1] ) ) {
			/**
			 * A mail's attempts are spent: it stays unsent.
			 *
			 * @param string $message The message's name.
			 * @param array  $context Its context.
			 * @param string $error   The last reason.
			 */
			do_action( 'eventin_mail_given_up', (string) $args[0], (array) $args[1], $error );
		}
	}

	/** A mail job's name in the Background jobs panel (filter eventin_job_label). */
	public static function job_label( string $label, string $hook, array $args ): string {
		if ( self::HOOK !== $hook ) {
			return $label;
		}
		/**
		 * The human name of a queued mail in the Background jobs panel.
		 *
		 * @param string $label   'E-mail: <message name>' by default.
		 * @param string $message The message's name.
		 * @param array  $context Its context.
		 */
		return (string) apply_filters(
			'eventin_mail_label',
			/* translators: %s: the name of a kind of e-mail */
			sprintf( __( 'E-mail: %s', 'eventin' ), (string) ( $args[0] ?? '' ) ),
			(string) ( $args[0] ?? '' ),
			(array) ( $args[1] ?? array() )
		);
	}

	/**
	 * Defines a message.
	 *
	 * @param callable $compose ( array $context ): ?array, the mail to send now, or null when there is
	 *                          nothing to send any more. The mail: { to, subject, heading, template,
	 *                          data (the template's variables), placeholders (see placeholders()),
	 *                          inline? (images the HTML shows as cid:<cid>: [{ cid, data, name, type }]) }.
	 */
	public static function define( string $message, callable $compose ): void {
		self::$messages[ $message ] = $compose;
	}

	/**
	 * Queues a message to be composed and sent in the background. A message queued again under the
	 * same key before it went out is sent once.
	 *
	 * @param array $context Small, JSON-safe: ids, not records.
	 * @param int   $delay   Seconds from now until it is sent (its composer decides then whether
	 *                       it still has reason to go).
	 */
	public static function queue( string $message, array $context, string $unique = '', int $delay = 0 ): void {
		$args = array( $message, $context );
		if ( class_exists( Jobs::class ) ) {
			Jobs::add( self::HOOK, $args, ( '' === $unique ? array() : array( 'unique' => 'mail:' . $unique ) ) + array( 'delay' => $delay ) );
			return;
		}
		try {
			self::deliver( ...$args );
		} catch ( Throwable $failure ) { // phpcs:ignore Generic.CodeAnalysis.EmptyStatement.DetectedCatch -- noted by eventin_mail_not_sent.
		}
	}

	/**
	 * Composes and sends one message now (the job's handler). Throws when the mail server does not
	 * take it, after `eventin_mail_not_sent` ( $message, $context, $reason ); `eventin_mail_sent`
	 * ( $message, $context ) when it did.
	 */
	public static function deliver( string $message, array $context ): void {
		if ( ! self::$defined ) {
			self::$defined = true;
			/** Features define their messages here (Mailer::define()). */
			do_action( self::MESSAGES_HOOK );
		}
		$compose = self::$messages[ $message ] ?? null;
		$mail    = $compose ? $compose( $context ) : null;
		if ( ! $mail ) {
			return;
		}
		$error = self::send( $message, $mail );
		if ( '' !== $error ) {
			do_action( 'eventin_mail_not_sent', $message, $context, $error );
			throw new MailNotSent( $error );
		}
		do_action( 'eventin_mail_sent', $message, $context );
	}

	/**
	 * Renders and sends a composed mail now.
	 *
	 * @return string '' when the mail server took it, else its reason.
	 */
	public static function send( string $message, array $mail ): string {
		$rendered = self::render( $message, $mail );
		$error    = __( 'The mail server did not take it.', 'eventin' );
		$catch    = static function ( $wp_error ) use ( &$error ) {
			$error = $wp_error->get_error_message();
		};
		$sender   = self::sender();
		$name     = static fn() => $sender['name'];
		$address  = static fn( string $default ) => '' !== $sender['address'] ? $sender['address'] : $default;
		$inline   = $mail['inline'] ?? array();
		$alt      = static function ( $phpmailer ) use ( $rendered, $inline ) {
			$phpmailer->AltBody = $rendered['text'];
			// Images the HTML shows as cid:<id>, inside the mail: no remote image to block.
			foreach ( $inline as $image ) {
				$phpmailer->addStringEmbeddedImage( $image['data'], $image['cid'], $image['name'], 'base64', $image['type'] );
			}
		};
		// For our mails only: other plugins' mails keep WordPress's sender and no text part.
		add_action( 'wp_mail_failed', $catch );
		add_action( 'phpmailer_init', $alt );
		add_action( 'phpmailer_init', array( self::class, 'bound_smtp' ), PHP_INT_MAX );
		add_filter( 'wp_mail_from_name', $name, 99 );
		add_filter( 'wp_mail_from', $address, 99 );
		$sent = wp_mail( $mail['to'], $rendered['subject'], $rendered['html'], array( 'Content-Type: text/html; charset=UTF-8' ) );
		remove_filter( 'wp_mail_from', $address, 99 );
		remove_filter( 'wp_mail_from_name', $name, 99 );
		remove_action( 'phpmailer_init', array( self::class, 'bound_smtp' ), PHP_INT_MAX );
		remove_action( 'phpmailer_init', $alt );
		remove_action( 'wp_mail_failed', $catch );
		return $sent ? '' : $error;
	}

	/**
	 * An SMTP server that takes the connection and never answers holds a send for minutes with
	 * PHPMailer's own limits (each answer may take 300 s). Ours wait at most SMTP_CONNECT_SECONDS
	 * for the connection and SMTP_ANSWER_SECONDS for each answer, then the send fails and its job
	 * is tried again later. Last on phpmailer_init, after whatever set the server up; public for
	 * the action only.
	 *
	 * @param \PHPMailer\PHPMailer\PHPMailer $phpmailer
	 */
	public static function bound_smtp( $phpmailer ): void {
		$phpmailer->Timeout = min( (int) $phpmailer->Timeout, self::SMTP_CONNECT_SECONDS );
		$smtp               = $phpmailer->getSMTPInstance();
		$smtp->Timelimit    = min( (int) $smtp->Timelimit, self::SMTP_ANSWER_SECONDS );
	}

	/**
	 * The sender from Settings → E-mails. Without an address there, the site's administration
	 * e-mail address (Settings → General), as WooCommerce does: WordPress's own, wordpress@<host>,
	 * is seldom a real mailbox. '' address (no valid one): WordPress's.
	 *
	 * @return array{name: string, address: string}
	 */
	public static function sender(): array {
		$settings = Settings::get()['emails'];
		$address  = $settings['sender_address'];
		if ( '' === $address ) {
			$admin   = (string) get_option( 'admin_email' );
			$address = is_email( $admin ) ? $admin : '';
		}
		return array(
			'name'    => '' !== $settings['sender_name'] ? $settings['sender_name'] : self::site_name(),
			'address' => $address,
		);
	}

	/**
	 * A composed mail as it goes out: subject, heading, the HTML page and its plain text.
	 *
	 * @return array{subject: string, heading: string, html: string, text: string}
	 */
	public static function render( string $message, array $mail ): array {
		$values  = $mail['placeholders'] ?? array();
		$values += self::placeholders();
		$fill    = static fn( string $text ) => strtr( $text, $values );
		/**
		 * A mail's subject, before its placeholders are filled.
		 *
		 * @param string $subject
		 * @param string $message The message's name (booking-confirmation, ticket, …).
		 * @param array  $mail    The composed mail.
		 */
		$subject = $fill( (string) apply_filters( 'eventin_mail_subject', $mail['subject'], $message, $mail ) );
		/** A mail's heading, before its placeholders are filled (arguments as eventin_mail_subject). */
		$heading = $fill( (string) apply_filters( 'eventin_mail_heading', $mail['heading'], $message, $mail ) );
		$data    = ( $mail['data'] ?? array() ) + array(
			'heading'      => $heading,
			'placeholders' => $values,
		);
		/**
		 * A mail's body (the HTML inside the layout), its placeholders filled.
		 *
		 * @param string $body
		 * @param string $message
		 * @param array  $mail
		 */
		$body     = (string) apply_filters( 'eventin_mail_body', self::template( $mail['template'], $data ), $message, $mail );
		$settings = Settings::get()['emails'];
		$html     = self::template(
			'layout',
			array(
				'subject'   => $subject,
				'heading'   => $heading,
				'body'      => $body,
				'site_name' => self::site_name(),
				'site_url'  => home_url( '/' ),
				'logo_url'  => $settings['logo_url'],
				'colour'    => $settings['brand_color'],
			)
		);
		return array(
			'subject' => $subject,
			'heading' => $heading,
			'html'    => $html,
			'text'    => Text::from_html( ( '' !== $heading ? '<h1>' . esc_html( $heading ) . '</h1>' : '' ) . $body . '<p>— ' . esc_html( self::site_name() ) . '</p>' ),
		);
	}

	/**
	 * A template's output. The theme's `eventin/emails/<name>.php` (child theme first) wins over ours.
	 *
	 * @param array $data The template's variables.
	 */
	public static function template( string $name, array $data ): string {
		$file = self::locate( $name );
		if ( '' === $file ) {
			return '';
		}
		ob_start();
		( static function ( string $eventin_file, array $data ) {
			extract( $data, EXTR_SKIP ); // phpcs:ignore Generic.PHP.ForbiddenFunctions.Found -- a template's variables, as WordPress's load_template() gives them.
			include $eventin_file;
		} )( $file, $data );
		return (string) ob_get_clean();
	}

	/** The file of a template: the theme's override or ours ('' for an unknown name). */
	public static function locate( string $name ): string {
		$name = sanitize_file_name( $name );
		$file = locate_template( 'eventin/emails/' . $name . '.php' );
		if ( '' === $file ) {
			$file = __DIR__ . '/templates/' . $name . '.php';
		}
		/**
		 * The file of an e-mail template.
		 *
		 * @param string $file
		 * @param string $name Its name, e.g. ticket.
		 */
		$file = (string) apply_filters( 'eventin_mail_template', $file, $name );
		return is_readable( $file ) ? $file : '';
	}

	/**
	 * The placeholders every mail shares, filled from what it is about.
	 *
	 * @param array|null $event As Event::read() gives it.
	 * @param array|null $order As Orders::get() gives it, with `booking_url`.
	 * @return array<string, string> '{site_name}', '{event_title}', '{event_date}' (in the event's
	 *                               timezone), '{event_place}' (the venue or 'Online', which the
	 *                               events' side fills), '{event_url}', '{booking_number}',
	 *                               '{buyer_name}', '{booking_url}'.
	 */
	public static function placeholders( ?array $event = null, ?array $order = null ): array {
		$values = array( '{site_name}' => self::site_name() );
		if ( $event ) {
			$values += array(
				'{event_title}' => $event['title'],
				'{event_date}'  => self::when( $event ),
				'{event_place}' => '',
				'{event_url}'   => $event['link'],
			);
		}
		if ( $order ) {
			$values += array(
				'{booking_number}' => (string) $order['id'],
				'{buyer_name}'     => $order['customer_name'],
				'{booking_url}'    => $order['booking_url'] ?? '',
			);
		}
		/**
		 * The placeholders of a mail about this event and booking (Events fills `{event_place}`).
		 *
		 * @param array<string, string> $values
		 * @param array|null            $event As Event::read() gives it.
		 * @param array|null            $order As Orders::get() gives it.
		 */
		return (array) apply_filters( 'eventin_mail_placeholders', $values, $event, $order );
	}

	public static function site_name(): string {
		return wp_specialchars_decode( (string) get_bloginfo( 'name' ), ENT_QUOTES );
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
}
