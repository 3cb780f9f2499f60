<?php
namespace Eventin\Settings;

use Eventin\Permissions\Capabilities;
use Eventin\Rest\Controller;
use WP_Error;
use WP_REST_Request;
use WP_REST_Server;

/**
 * eventin/v2/settings. Anyone who may use the dashboard reads them (the screens depend on them);
 * only etn_manage_setting changes them.
 */
final class SettingsController extends Controller {
	/** @var string */
	protected $rest_base = 'settings';

	public function register_routes(): void {
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base,
			array(
				$this->endpoint( WP_REST_Server::READABLE, 'get_item', array( $this, 'can_read' ), $this->context_arg() ),
				$this->endpoint( WP_REST_Server::EDITABLE, 'update_item', $this->require_capability( Capabilities::SETTING ), $this->write_args( WP_REST_Server::EDITABLE ) ),
				'schema' => array( $this, 'get_public_item_schema' ),
			)
		);
	}

	/** Any dashboard permission lets a user read the settings. */
	public function can_read() {
		$check = $this->require_login()();
		if ( true !== $check ) {
			return $check;
		}
		if ( ! Capabilities::for_user( get_current_user_id() ) ) {
			return self::error( 'rest_forbidden', __( 'Sorry, you are not allowed to do that.', 'eventin' ), 403 );
		}
		return true;
	}

	public function get_item( $request ) {
		return rest_ensure_response( $this->public_view( Settings::get() ) );
	}

	public function update_item( $request ) {
		$changes = array_intersect_key( $request->get_json_params() ?: $request->get_body_params(), $this->get_item_schema()['properties'] );
		if ( ! $changes ) {
			return self::error( 'eventin_no_settings', __( 'Send at least one setting to change.', 'eventin' ) );
		}
		// Types and allowed values were checked by the schema; keep only what it knows.
		if ( isset( $changes['modules'] ) ) {
			$changes['modules'] = array_intersect_key( (array) $changes['modules'], array( 'rsvp' => true ) );
		}
		if ( isset( $changes['registered_domains'] ) ) {
			$domains = array();
			foreach ( array_values( (array) $changes['registered_domains'] ) as $index => $text ) {
				$domain = Settings::domain( (string) $text );
				if ( null === $domain ) {
					return self::invalid(
						'registered_domains.' . $index,
						/* translators: %s: what was entered */
						sprintf( __( '“%s” is not a domain name, like example.com.', 'eventin' ), (string) $text )
					);
				}
				$domains[] = $domain;
			}
			$changes['registered_domains'] = array_values( array_unique( $domains ) );
		}
		if ( isset( $changes['payments'] ) ) {
			$changes['payments'] = array_intersect_key( (array) $changes['payments'], Settings::defaults()['payments'] );
			foreach ( self::SECRETS as $secret ) {
				// The masked value a form sends back unchanged keeps the stored secret.
				if ( isset( $changes['payments'][ $secret ] ) && str_starts_with( $changes['payments'][ $secret ], self::MASK ) ) {
					unset( $changes['payments'][ $secret ] );
				}
			}
		}
		/**
		 * Whether these changes may be saved: a feature refuses settings it cannot work with (the
		 * payments: a Stripe without its keys) with its field error, a WP_Error, else leaves null.
		 *
		 * @param WP_Error|null $refusal
		 * @param array         $changes The changes, of known fields, the masked secrets taken out.
		 * @param array         $current The settings as saved now.
		 */
		$refusal = apply_filters( 'eventin_settings_refusal', null, $changes, Settings::get() );
		if ( $refusal instanceof WP_Error ) {
			return $refusal;
		}
		if ( isset( $changes['emails'] ) ) {
			$changes['emails'] = array_intersect_key( (array) $changes['emails'], Settings::defaults()['emails'] );
			$address           = trim( (string) ( $changes['emails']['sender_address'] ?? '' ) );
			if ( '' !== $address && ! is_email( $address ) ) {
				return self::invalid( 'emails.sender_address', __( 'The sender address must be an e-mail address, like tickets@example.com.', 'eventin' ) );
			}
			$logo = trim( (string) ( $changes['emails']['logo_url'] ?? '' ) );
			if ( '' !== $logo && ! self::is_web_link( $logo ) ) {
				return self::invalid( 'emails.logo_url', __( 'The logo must be the web address of an image, starting with https:// or http://.', 'eventin' ) );
			}
			foreach ( array( 'sender_name', 'sender_address', 'logo_url' ) as $field ) {
				if ( isset( $changes['emails'][ $field ] ) ) {
					$changes['emails'][ $field ] = trim( (string) $changes['emails'][ $field ] );
				}
			}
			if ( isset( $changes['emails']['brand_color'] ) ) {
				$changes['emails']['brand_color'] = strtolower( $changes['emails']['brand_color'] );
			}
		}
		if ( isset( $changes['currency'] ) ) {
			$changes['currency'] = strtoupper( $changes['currency'] );
		}
		return rest_ensure_response( $this->public_view( Settings::update( $changes ) ) );
	}

	/** Payment secrets are never answered whole: only their last 4 characters show. */
	private const SECRETS = array( 'stripe_secret_key', 'stripe_webhook_secret' );

	private const MASK = '••••';

	private function public_view( array $settings ): array {
		foreach ( self::SECRETS as $secret ) {
			$value = $settings['payments'][ $secret ];
			if ( '' !== $value ) {
				$settings['payments'][ $secret ] = self::MASK . substr( $value, -4 );
			}
		}
		// In the schema's order, whatever order the modules declare their defaults in.
		$properties = $this->get_item_schema()['properties'];
		return array_intersect_key( array_replace( $properties, $settings ), $properties );
	}

	protected function item_schema(): array {
		$switch = array(
			'type' => 'string',
			'enum' => array( 'on', 'off' ),
		);
		return array(
			'properties' => array(
				'disable_category_and_tags' => $switch + array( 'description' => __( 'Hide event categories and tags.', 'eventin' ) ),
				'modules'                   => array(
					'description'          => __( 'Modules that can be turned on and off.', 'eventin' ),
					'type'                 => 'object',
					'properties'           => array(
						'rsvp' => $switch + array( 'description' => __( 'The RSVP module.', 'eventin' ) ),
					),
					'additionalProperties' => false,
				),
				'registered_domains'        => array(
					'description' => __( 'Host names embeddable scripts may run on.', 'eventin' ),
					'type'        => 'array',
					'items'       => array(
						'type'      => 'string',
						'maxLength' => 253,
					),
					'maxItems'    => Settings::MAX_DOMAINS,
				),
				'currency'                  => array(
					'description'  => __( 'The currency of ticket prices, an ISO 4217 code such as USD or EUR.', 'eventin' ),
					'type'         => 'string',
					'pattern'      => '^[A-Za-z]{3}$',
					'errorMessage' => __( 'The currency must be a three-letter ISO 4217 code, such as USD or EUR.', 'eventin' ),
				),
				'hold_minutes'              => array(
					'description'  => __( 'How long an unpaid booking holds its seats, in minutes.', 'eventin' ),
					'type'         => 'integer',
					'minimum'      => 1,
					'maximum'      => 1440,
					'errorMessage' => __( 'Seats can be held from 1 to 1440 minutes.', 'eventin' ),
				),
				'offline_days'              => array(
					'description'  => __( 'How many days a booking paid offline holds its seats: not marked paid by then (nor by the end of its event), it is cancelled and its seats go back. A reminder goes out a day before. 0: until someone cancels it.', 'eventin' ),
					'type'         => 'integer',
					'minimum'      => 0,
					'maximum'      => 90,
					'errorMessage' => __( 'Days to pay are from 0 to 90.', 'eventin' ),
				),
				'checkout_rate_limit'       => array(
					'description'  => __( 'How many bookings one visitor (IP address) may try per minute.', 'eventin' ),
					'type'         => 'integer',
					'minimum'      => 1,
					'maximum'      => 10000,
					'errorMessage' => __( 'Bookings per visitor per minute must be from 1 to 10000.', 'eventin' ),
				),
				'checkin_window_hours'      => array(
					'description'  => __( 'How many hours before an event starts its check-in opens: a scanner\'s time earlier than that (or before the booking, or ahead of the server) is a clock that is off, and the scan counts as when it arrived.', 'eventin' ),
					'type'         => 'integer',
					'minimum'      => 1,
					'maximum'      => 720,
					'errorMessage' => __( 'Check-in opens from 1 to 720 hours before the event starts.', 'eventin' ),
				),
				'payments'                  => array(
					'description'          => __( 'The ways to pay: offline (bank transfer, at the door) and Stripe. Secrets are answered masked.', 'eventin' ),
					'type'                 => 'object',
					'properties'           => array(
						'offline'                => $switch + array( 'description' => __( 'Offline payment.', 'eventin' ) ),
						'offline_instructions'   => array(
							'description' => __( 'What buyers paying offline are told to do.', 'eventin' ),
							'type'        => 'string',
							'maxLength'   => 2000,
						),
						'stripe'                 => $switch + array( 'description' => __( 'Card payments with Stripe.', 'eventin' ) ),
						'stripe_publishable_key' => array(
							'description'  => __( 'Stripe\'s publishable key, pk_…', 'eventin' ),
							'type'         => 'string',
							'pattern'      => '^(pk_(test|live)_[A-Za-z0-9_]+)?$',
							'errorMessage' => __( 'The publishable key starts with pk_test_ or pk_live_.', 'eventin' ),
						),
						'stripe_secret_key'      => array(
							'description'  => __( 'Stripe\'s secret key, sk_… or rk_…', 'eventin' ),
							'type'         => 'string',
							'pattern'      => '^((sk|rk)_(test|live)_[A-Za-z0-9_]+|••••.*)?$',
							'errorMessage' => __( 'The secret key starts with sk_test_, sk_live_, rk_test_ or rk_live_.', 'eventin' ),
						),
						'stripe_webhook_secret'  => array(
							'description'  => __( 'The signing secret of the site\'s Stripe webhook, whsec_…', 'eventin' ),
							'type'         => 'string',
							'pattern'      => '^(whsec_[A-Za-z0-9_]+|••••.*)?$',
							'errorMessage' => __( 'The webhook signing secret starts with whsec_.', 'eventin' ),
						),
					),
					'additionalProperties' => false,
				),
				'emails'                    => array(
					'description'          => __( 'Who the mails are from and how they look.', 'eventin' ),
					'type'                 => 'object',
					'properties'           => array(
						'sender_name'    => array(
							'description'  => __( 'The sender\'s name; empty: the site\'s name.', 'eventin' ),
							'type'         => 'string',
							'maxLength'    => 100,
							'pattern'      => '^[^\\r\\n<>"]*$',
							'errorMessage' => __( 'The sender name must be one line of at most 100 characters, without <, > or ".', 'eventin' ),
						),
						'sender_address' => array(
							'description'  => __( 'The sender\'s e-mail address; empty: the site\'s administration e-mail address.', 'eventin' ),
							'type'         => 'string',
							'maxLength'    => 191,
							'errorMessage' => __( 'The sender address must be an e-mail address, like tickets@example.com.', 'eventin' ),
						),
						'logo_url'       => array(
							'description'  => __( 'The web address of a logo shown at the top of each mail; empty: the site\'s name.', 'eventin' ),
							'type'         => 'string',
							'maxLength'    => 2000,
							'errorMessage' => __( 'The logo must be the web address of an image, starting with https:// or http://.', 'eventin' ),
						),
						'brand_color'    => array(
							'description'  => __( 'The colour of the mails\' top border, heading and site name, #rrggbb.', 'eventin' ),
							'type'         => 'string',
							'pattern'      => '^#[0-9A-Fa-f]{6}$',
							'errorMessage' => __( 'The brand colour must be a colour like #2271b1.', 'eventin' ),
						),
					),
					'additionalProperties' => false,
				),
				'vendor_new_events'         => array(
					'description'  => __( 'What a vendor\'s new event becomes: pending (an administrator publishes it) or publish (published at once).', 'eventin' ),
					'type'         => 'string',
					'enum'         => array( 'pending', 'publish' ),
					'errorMessage' => __( 'Vendors\' new events are either pending or publish.', 'eventin' ),
				),
				'vendor_edit_review'        => $switch + array(
					'description'  => __( 'Whether a vendor\'s edit of a published event sends it back to review.', 'eventin' ),
					'errorMessage' => __( 'Sending vendors\' edits back to review is either on or off.', 'eventin' ),
				),
				'vendor_invite_quota'       => array(
					'description'  => __( 'How many addresses that have not answered an event each vendor may send RSVP invitations to per day; 0 allows the event\'s respondents only.', 'eventin' ),
					'type'         => 'integer',
					'minimum'      => 0,
					'maximum'      => 100000,
					'errorMessage' => __( 'Invitations per vendor per day must be a whole number from 0 to 100000.', 'eventin' ),
				),
			),
		);
	}
}
