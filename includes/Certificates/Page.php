<?php
namespace Eventin\Certificates;

use Eventin\Front\ThemePage;
use Eventin\Front\Assets;
use WP_REST_Request;

/**
 * The certificate's own page, `/?eventin-certificate=<code>&key=<key>` (Certificate::url()): a
 * standalone printable page, the certificate as its event designed it with the attendee's and
 * event's values, a Print / Save as PDF button, and a print stylesheet (A4 landscape, nothing
 * else on the sheet). A bad or forged link, or one of an attendee refunded or cancelled since,
 * is a 404 in the site's theme.
 *
 * Also `/?eventin-certificate-lookup=1`, where the certificate widget's form posts without
 * JavaScript: `POST certificates/lookup`, then the certificate, or the form again with why not.
 */
final class Page {
	public const LOOKUP = 'eventin-certificate-lookup';

	public static function lookup_url(): string {
		return add_query_arg( self::LOOKUP, '1', home_url( '/' ) );
	}

	public static function serve(): void {
		if ( isset( $_GET[ Certificate::ARG ] ) ) {
			$code = is_string( $_GET[ Certificate::ARG ] ) ? sanitize_key( wp_unslash( $_GET[ Certificate::ARG ] ) ) : '';
			$key  = isset( $_GET['key'] ) && is_string( $_GET['key'] ) ? sanitize_key( wp_unslash( $_GET['key'] ) ) : '';
			self::certificate( $code, $key );
		} elseif ( isset( $_GET[ self::LOOKUP ] ) && 'POST' === ( $_SERVER['REQUEST_METHOD'] ?? '' ) ) {
			$code  = isset( $_POST['code'] ) && is_string( $_POST['code'] ) ? sanitize_text_field( wp_unslash( $_POST['code'] ) ) : '';
			$email = isset( $_POST['email'] ) && is_string( $_POST['email'] ) ? sanitize_text_field( wp_unslash( $_POST['email'] ) ) : '';
			self::lookup( $code, $email );
		}
	}

	/** The certificate of a signed link, or the 404 page. */
	private static function certificate( string $code, string $key ): void {
		$certified = self::certified( $code, $key );
		if ( null === $certified ) {
			ThemePage::send( __( 'Certificate not found', 'eventin' ), '<p>' . esc_html__( 'This certificate link is not valid.', 'eventin' ) . '</p>', 404 );
			return;
		}
		status_header( 200 );
		nocache_headers();
		header( 'X-Robots-Tag: noindex' );
		header( 'Referrer-Policy: no-referrer' );
		echo self::document( ...$certified );
		exit;
	}

	/**
	 * The certificate page of a ticket code and its link's key, or null when the link is not
	 * valid (a wrong key, an unknown code, an attendee refunded or cancelled, the event trashed or
	 * its certificate off).
	 */
	public static function document_for( string $code, string $key ): ?string {
		$certified = self::certified( $code, $key );
		return null === $certified ? null : self::document( ...$certified );
	}

	/** @return array{0: array, 1: array}|null The event and attendee of a valid link (as document_for()), or null. */
	private static function certified( string $code, string $key ): ?array {
		$attendee = '' === $key ? null : Certificate::attendee_by_code( $code );
		$event    = $attendee && hash_equals( Certificate::key( $attendee['code'] ), $key ) ? Certificate::event_for( $attendee ) : null;
		return $attendee && $event ? array( $event, $attendee ) : null;
	}

	/** The certificate's HTML: its title and text with the placeholders filled in, its background. */
	public static function render( array $event, array $attendee ): string {
		$certificate = $event['certificate'];
		$values      = Certificate::placeholders( $event, $attendee );
		$style       = $certificate['background_url'] ? ' style="background-image:url(' . esc_url( $certificate['background_url'] ) . ')"' : '';
		return '<article class="eventin-certificate' . ( $certificate['background_url'] ? ' eventin-certificate--image' : '' ) . '"' . $style . '>'
			. '<div class="eventin-certificate__inner">'
			. '<h1 class="eventin-certificate__title">' . esc_html( strtr( $certificate['title'], $values ) ) . '</h1>'
			. '<p class="eventin-certificate__body">' . esc_html( strtr( $certificate['body'], $values ) ) . '</p>'
			. '</div></article>';
	}

	/** The whole page, on its own: no theme, so the sheet holds the certificate only. */
	private static function document( array $event, array $attendee ): string {
		$title = strtr( $event['certificate']['title'], Certificate::placeholders( $event, $attendee ) );
		$css   = '@page{size:A4 landscape;margin:0}'
			. 'html,body{margin:0;background:#e5e7eb}'
			. '.eventin-certificate-page__bar{display:flex;justify-content:center;gap:1em;padding:16px}'
			. '.eventin-certificate-page__print{font:600 16px/1.2 system-ui,sans-serif;padding:12px 20px;border:0;border-radius:6px;background:#1d4ed8;color:#fff;cursor:pointer}'
			. '.eventin-certificate-page__print:focus-visible{outline:3px solid #111827;outline-offset:2px}'
			. '.eventin-certificate-page__sheet{max-width:1100px;margin:0 auto 32px;padding:0 16px;box-shadow:none}'
			. '@media print{html,body{background:#fff}.eventin-certificate-page__bar{display:none}.eventin-certificate-page__sheet{max-width:none;margin:0;padding:0}'
			. '.eventin-certificate{width:297mm;height:210mm;max-width:none;box-shadow:none;-webkit-print-color-adjust:exact;print-color-adjust:exact}}';
		return '<!DOCTYPE html><html ' . get_language_attributes() . '><head><meta charset="' . esc_attr( get_bloginfo( 'charset' ) ) . '">'
			. '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow">'
			. '<title>' . esc_html( $title . ' – ' . get_bloginfo( 'name', 'display' ) ) . '</title>'
			. '<link rel="stylesheet" href="' . esc_url( Assets::style_url( 'widgets-style-certificate.css' ) ) . '">'
			. '<style>' . $css . '</style></head>'
			. '<body class="eventin-certificate-page">'
			. '<div class="eventin-certificate-page__bar"><button type="button" class="eventin-certificate-page__print" onclick="window.print()">' . esc_html__( 'Print / Save as PDF', 'eventin' ) . '</button></div>'
			. '<main class="eventin-certificate-page__sheet">' . self::render( $event, $attendee ) . '</main>'
			. '</body></html>';
	}

	/** The widget's form posted without JavaScript: the certificate, or the form again with the reason. */
	private static function lookup( string $code, string $email ): void {
		$status  = 400;
		$message = __( 'Enter your ticket code and the e-mail address of your ticket.', 'eventin' );
		if ( '' !== trim( $code ) && '' !== trim( $email ) ) {
			$request = new WP_REST_Request( 'POST', '/eventin/v2/certificates/lookup' );
			$request->set_header( 'content-type', 'application/json' );
			$request->set_body(
				(string) wp_json_encode(
					array(
						'code'  => $code,
						'email' => $email,
					)
				)
			);
			$response = rest_do_request( $request );
			$data     = (array) $response->get_data();
			if ( 200 === $response->get_status() && ! empty( $data['url'] ) ) {
				wp_safe_redirect( (string) $data['url'], 303 );
				exit;
			}
			$status  = $response->get_status();
			$message = (string) ( $data['message'] ?? __( 'Something went wrong. Please try again.', 'eventin' ) );
			if ( 429 === $status ) {
				header( 'Retry-After: ' . (int) ( $data['data']['retry_after'] ?? 60 ) );
			}
		}
		Assets::enqueue_style( array( 'certificate' ) );
		ThemePage::send( __( 'Your certificate', 'eventin' ), CertificateLookup::form( $code, $email, $message ), $status );
	}
}
