<?php
namespace Eventin\Certificates;

use Eventin\Http\RateLimit;
use Eventin\Rest\Controller;
use Eventin\Settings\Settings;
use WP_REST_Request;
use WP_REST_Server;

/**
 * Certificates over REST (a send's progress is at `batches/{id}`, Jobs\BatchesController):
 *
 * - `POST certificates/lookup` `{ code, email }`: an attendee's own certificate link, for anyone who
 *   knows both (the catalogue kind 'certificate'), with the checkout's rate limit per visitor and
 *   minute. A wrong pair says nothing about which half was wrong.
 */
final class CertificatesController extends Controller {
	/** @var string */
	protected $rest_base = 'certificates';

	public function register_routes(): void {
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . '/lookup',
			array(
				$this->endpoint(
					WP_REST_Server::CREATABLE,
					'lookup',
					'__return_true',
					array(
						'code'  => array(
							'description' => __( 'The ticket code.', 'eventin' ),
							'type'        => 'string',
							'maxLength'   => 100,
							'required'    => true,
						),
						'email' => array(
							'description' => __( 'The attendee\'s e-mail address.', 'eventin' ),
							'type'        => 'string',
							'maxLength'   => 191,
							'required'    => true,
						),
					)
				),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
	}

	/** What a lookup answers. */
	protected function item_schema(): array {
		return array(
			'properties' => array(
				'url' => self::readonly_field( __( 'The certificate\'s address.', 'eventin' ), 'string', array( 'format' => 'uri' ) ),
			),
		);
	}

	/** @param WP_REST_Request $request */
	public function lookup( $request ) {
		$wait = RateLimit::attempt( 'certificate', (int) Settings::get()['checkout_rate_limit'], MINUTE_IN_SECONDS );
		if ( $wait ) {
			return RateLimit::refusal( 'eventin_too_many_lookups', __( 'Too many attempts. Please wait a minute and try again.', 'eventin' ), $wait );
		}
		$found = self::find( (string) $request['code'], (string) $request['email'] );
		return is_wp_error( $found ) ? $found : rest_ensure_response( array( 'url' => $found ) );
	}

	/**
	 * The certificate link of a ticket code and e-mail address.
	 *
	 * @return string|\WP_Error The link; 404 for a pair that does not match a certificate, 409 for an
	 *                          attendee who has not checked in.
	 */
	public static function find( string $code, string $email ) {
		$attendee = Certificate::attendee_by_code( strtolower( trim( $code ) ) );
		$given    = strtolower( trim( $email ) );
		$event    = $attendee && '' !== $given && hash_equals( strtolower( (string) $attendee['email'] ), $given ) ? Certificate::event_for( $attendee ) : null;
		if ( ! $event ) {
			return self::error( 'eventin_certificate_not_found', __( 'We could not find a certificate for that ticket code and e-mail.', 'eventin' ), 404 );
		}
		if ( 'used' !== $attendee['ticket_status'] ) {
			return self::error( 'eventin_certificate_not_yet', __( 'Your certificate will be available after you check in at the event.', 'eventin' ), 409 );
		}
		return Certificate::url( $attendee['code'] );
	}
}
