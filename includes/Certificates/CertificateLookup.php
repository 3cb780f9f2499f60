<?php
namespace Eventin\Certificates;

use Eventin\Front\Assets;

/**
 * Kind 'certificate' (`[etn_certificate]`): an attendee enters their ticket code and e-mail
 * address and gets their certificate. The script (src/widgets/front/certificate-lookup.ts) asks
 * `POST eventin/v2/certificates/lookup` and shows the link in place; without the script the form
 * posts to Page, which opens the certificate or shows the form again with the reason.
 */
final class CertificateLookup {
	public static function render( array $atts ): string {
		unset( $atts );
		Assets::enqueue_script( 'certificate-lookup' );
		return self::form( '', '', '' );
	}

	/** The form, with values and a message when shown again (escaped HTML). */
	public static function form( string $code, string $email, string $message ): string {
		$id     = 'eventin-certificate-' . wp_unique_id();
		$config = array(
			'restUrl'  => rest_url( 'eventin/v2/certificates/lookup' ),
			'messages' => array(
				'empty'   => __( 'Enter your ticket code and the e-mail address of your ticket.', 'eventin' ),
				'failed'  => __( 'Something went wrong. Please try again.', 'eventin' ),
				'ready'   => __( 'Your certificate is ready.', 'eventin' ),
				'open'    => __( 'Open your certificate', 'eventin' ),
				'working' => __( 'Looking for your certificate…', 'eventin' ),
			),
		);
		$field  = static function ( string $name, string $label, string $type, string $autocomplete, int $max, string $value ) use ( $id ): string {
			return '<p class="eventin-certificate-lookup__field"><label for="' . esc_attr( $id . '-' . $name ) . '">' . esc_html( $label ) . '</label>'
				. '<input id="' . esc_attr( $id . '-' . $name ) . '" name="' . esc_attr( $name ) . '" type="' . esc_attr( $type ) . '" autocomplete="' . esc_attr( $autocomplete ) . '" required maxlength="' . (int) $max . '" value="' . esc_attr( $value ) . '" spellcheck="false"></p>';
		};
		return '<section class="eventin-widget eventin-certificate-lookup" aria-labelledby="' . esc_attr( $id ) . '-title">'
			. '<h2 class="eventin-certificate-lookup__title" id="' . esc_attr( $id ) . '-title">' . esc_html__( 'Get your certificate', 'eventin' ) . '</h2>'
			. '<p class="eventin-certificate-lookup__intro">' . esc_html__( 'Enter the code of your ticket and the e-mail address it was sent to.', 'eventin' ) . '</p>'
			. '<form class="eventin-certificate-lookup__form" method="post" action="' . esc_url( Page::lookup_url() ) . '" data-eventin-certificate="' . esc_attr( (string) wp_json_encode( $config ) ) . '" novalidate>'
			. $field( 'code', __( 'Ticket code', 'eventin' ), 'text', 'off', 100, $code )
			. $field( 'email', __( 'E-mail', 'eventin' ), 'email', 'email', 191, $email )
			. '<div class="eventin-certificate-lookup__message" role="alert" tabindex="-1"' . ( '' === $message ? ' hidden' : '' ) . '>' . esc_html( $message ) . '</div>'
			. '<div class="eventin-certificate-lookup__result" role="status"></div>'
			. '<p class="eventin-certificate-lookup__actions"><button type="submit" class="eventin-button eventin-certificate-lookup__submit">' . esc_html__( 'Get my certificate', 'eventin' ) . '</button></p>'
			. '</form></section>';
	}
}
