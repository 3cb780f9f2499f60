<?php
namespace Eventin\Tests\Settings;

use Eventin\Permissions\Capabilities;
use Eventin\Settings\Settings;
use Eventin\Tests\TestCase;

final class SettingsControllerTest extends TestCase {
	public function test_reading_needs_a_dashboard_permission(): void {
		$this->assertGuarded( 'GET', 'settings' );
		$response = $this->rest( 'GET', 'settings', array(), $this->user( 'scheduler', array( Capabilities::SCHEDULE ) ) );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame(
			array(
				'disable_category_and_tags' => 'off',
				'modules'                   => array( 'rsvp' => 'off' ),
				'registered_domains'        => array(),
				'currency'                  => 'USD',
				'hold_minutes'              => 15,
				'offline_days'              => 3,
				'checkout_rate_limit'       => 10,
				'checkin_window_hours'      => 24,
				'payments'                  => array(
					'offline'                => 'off',
					'offline_instructions'   => '',
					'stripe'                 => 'off',
					'stripe_publishable_key' => '',
					'stripe_secret_key'      => '',
					'stripe_webhook_secret'  => '',
				),
				'emails'                    => array(
					'sender_name'    => '',
					'sender_address' => '',
					'logo_url'       => '',
					'brand_color'    => '#2271b1',
				),
				'vendor_new_events'         => 'pending',
				'vendor_edit_review'        => 'off',
				'vendor_invite_quota'       => 100,
			),
			$response->get_data()
		);
	}

	/**
	 * Stripe's `GET /v1/account` as Stripe answers it: the account for a secret key it knows
	 * (sk_test_…), 401 'Invalid API Key provided' for another; null: Stripe cannot be reached.
	 */
	private function stripe_answers( ?array $known = array( 'sk_test_secret1234' ) ): void {
		add_filter(
			'pre_http_request',
			static function ( $answer, $args, $url ) use ( $known ) {
				if ( ! str_ends_with( (string) $url, '/v1/account' ) ) {
					return $answer;
				}
				if ( null === $known ) {
					return new \WP_Error( 'http_request_failed', 'cURL error 7: Failed to connect' );
				}
				$key = substr( (string) ( $args['headers']['Authorization'] ?? '' ), 7 );
				$ok  = in_array( $key, $known, true );
				return array(
					'response' => array( 'code' => $ok ? 200 : 401 ),
					'headers'  => array(),
					'body'     => (string) wp_json_encode(
						$ok ? array(
							'id'     => 'acct_1',
							'object' => 'account',
						) : array(
							'error' => array(
								'type'    => 'invalid_request_error',
								'message' => 'Invalid API Key provided: ' . substr( $key, 0, 8 ) . '****' . substr( $key, -4 ),
							),
						)
					),
				);
			},
			10,
			3
		);
	}

	public function test_stripe_is_switched_on_only_with_every_key_and_a_secret_key_stripe_accepts(): void {
		$admin = $this->admin();
		$this->stripe_answers();
		$keys  = array(
			'stripe'                 => 'on',
			'stripe_publishable_key' => 'pk_test_abc',
			'stripe_secret_key'      => 'sk_test_secret1234',
			'stripe_webhook_secret'  => 'whsec_hook5678',
		);
		$cases = array(
			array(
				array( 'stripe_webhook_secret' => '' ) + $keys,
				400,
				'payments.stripe_webhook_secret',
				'Stripe cannot take payments without the webhook signing secret. Fill it in, or switch Stripe off.',
			),
			array(
				array( 'stripe' => 'on' ),
				400,
				'payments.stripe_publishable_key',
				'Stripe cannot take payments without the publishable key, the secret key, and the webhook signing secret. Fill them in, or switch Stripe off.',
			),
			array(
				array( 'stripe_publishable_key' => 'pk_live_abc' ) + $keys,
				400,
				'payments.stripe_secret_key',
				'The publishable key is a live key and the secret key a test key: use both keys of one mode.',
			),
			array(
				array( 'stripe_secret_key' => 'sk_test_revoked9876' ) + $keys,
				400,
				'payments.stripe_secret_key',
				'Stripe did not accept the secret key. Stripe says: Invalid API Key provided: sk_test_****9876',
			),
		);
		foreach ( $cases as list( $payments, $status, $field, $message ) ) {
			$response = $this->rest( 'PUT', 'settings', array( 'payments' => $payments ), $admin );
			$this->assertError( $response, $status, $message );
			$this->assertSame( array( $field ), array_keys( $response->get_data()['data']['params'] ), $message );
			$this->assertSame( 'off', Settings::get()['payments']['stripe'], 'nothing saved' );
			$this->assertSame( '', Settings::get()['payments']['stripe_secret_key'], 'nothing saved' );
		}

		$this->assertSame( 200, $this->rest( 'PUT', 'settings', array( 'payments' => $keys ), $admin )->get_status() );
		$this->assertSame( 'on', Settings::get()['payments']['stripe'] );
		// Off again: nothing to check.
		$this->assertSame( 200, $this->rest( 'PUT', 'settings', array( 'payments' => array( 'stripe' => 'off', 'stripe_webhook_secret' => '' ) ), $admin )->get_status() );

		// Stripe out of reach: nothing is saved, and the message says so.
		remove_all_filters( 'pre_http_request' );
		$this->stripe_answers( null );
		$this->assertError(
			$this->rest( 'PUT', 'settings', array( 'payments' => $keys ), $admin ),
			503,
			'Stripe could not be reached to check the keys, so nothing was saved. Try again in a few minutes.'
		);
		$this->assertSame( 'off', Settings::get()['payments']['stripe'] );
	}

	public function test_payment_secrets_are_answered_masked_and_kept_when_sent_back_masked(): void {
		$admin = $this->admin();
		$this->stripe_answers();
		$data  = $this->rest(
			'PUT',
			'settings',
			array(
				'currency' => 'eur',
				'payments' => array(
					'stripe'                 => 'on',
					'stripe_publishable_key' => 'pk_test_abc',
					'stripe_secret_key'      => 'sk_test_secret1234',
					'stripe_webhook_secret'  => 'whsec_hook5678',
				),
			),
			$admin
		)->get_data();
		$this->assertSame( 'EUR', $data['currency'] );
		$this->assertSame( '••••1234', $data['payments']['stripe_secret_key'] );
		$this->assertSame( '••••5678', $data['payments']['stripe_webhook_secret'] );
		$this->assertSame( 'pk_test_abc', $data['payments']['stripe_publishable_key'] );

		$this->rest( 'PUT', 'settings', array( 'payments' => $data['payments'] ), $admin );
		$this->assertSame( 'sk_test_secret1234', Settings::get()['payments']['stripe_secret_key'], 'the masked value keeps the secret' );
		$this->assertSame( 'whsec_hook5678', Settings::get()['payments']['stripe_webhook_secret'] );

		$cases = array(
			array( array( 'currency' => 'EURO' ), 'The currency must be a three-letter ISO 4217 code, such as USD or EUR.' ),
			array( array( 'hold_minutes' => 0 ), 'Seats can be held from 1 to 1440 minutes.' ),
			array( array( 'payments' => array( 'stripe_secret_key' => 'pk_test_oops' ) ), 'The secret key starts with sk_test_, sk_live_, rk_test_ or rk_live_.' ),
			array( array( 'payments' => array( 'stripe_webhook_secret' => 'secret' ) ), 'The webhook signing secret starts with whsec_.' ),
		);
		foreach ( $cases as $case ) {
			$this->assertError( $this->rest( 'PUT', 'settings', $case[0], $admin ), 400, $case[1] );
		}
		$this->assertSame( 'EUR', Settings::get()['currency'] );
		$this->assertSame( 'sk_test_secret1234', Settings::get()['payments']['stripe_secret_key'] );
	}

	public function test_changing_needs_the_settings_permission(): void {
		$this->assertGuarded( 'PUT', 'settings', array( 'disable_category_and_tags' => 'on' ) );
		$events_only = $this->user( 'event_staff', array( Capabilities::EVENT ) );
		$this->assertError( $this->rest( 'PUT', 'settings', array( 'disable_category_and_tags' => 'on' ), $events_only ), 403 );
		$this->assertSame( 'off', Settings::get()['disable_category_and_tags'] );

		$manager  = $this->user( 'settings_staff', array( Capabilities::SETTING ) );
		$response = $this->rest( 'PUT', 'settings', array( 'disable_category_and_tags' => 'on' ), $manager );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( 'on', $response->get_data()['disable_category_and_tags'] );
		$this->assertSame( 'off', $response->get_data()['modules']['rsvp'], 'other settings are kept' );
	}

	public function test_a_partial_module_change_keeps_the_rest(): void {
		$admin = $this->admin();
		$this->rest( 'PUT', 'settings', array( 'disable_category_and_tags' => 'on' ), $admin );
		$data = $this->rest( 'PUT', 'settings', array( 'modules' => array( 'rsvp' => 'on' ) ), $admin )->get_data();
		$this->assertSame( 'on', $data['modules']['rsvp'] );
		$this->assertSame( 'on', $data['disable_category_and_tags'] );
	}

	public function test_registered_domains_are_host_names_stored_lowercase_and_replaced_whole(): void {
		$admin = $this->admin();
		$data  = $this->rest(
			'PUT',
			'settings',
			array( 'registered_domains' => array( 'Example.COM', 'https://Shop.Example.com/events?x=1', '*.partner.org', 'example.com', 'localhost' ) ),
			$admin
		)->get_data();
		$this->assertSame( array( 'example.com', 'shop.example.com', '*.partner.org', 'localhost' ), $data['registered_domains'] );
		$data = $this->rest( 'PUT', 'settings', array( 'registered_domains' => array( 'other.net' ) ), $admin )->get_data();
		$this->assertSame( array( 'other.net' ), $data['registered_domains'] );
		$this->assertSame( 'off', $data['modules']['rsvp'] );

		$response = $this->rest( 'PUT', 'settings', array( 'registered_domains' => array( 'fine.org', 'not a domain' ) ), $admin );
		$this->assertError( $response, 400, '“not a domain” is not a domain name, like example.com.' );
		$this->assertSame( array( 'registered_domains.1' ), array_keys( $response->get_data()['data']['params'] ) );
		$this->assertSame( array( 'other.net' ), Settings::get()['registered_domains'] );
	}

	/** @dataProvider invalid_bodies */
	public function test_invalid_bodies_get_400_and_change_nothing( array $body ): void {
		$before   = get_option( Settings::OPTION );
		$response = $this->rest( 'PUT', 'settings', $body, $this->admin() );
		$this->assertSame( 400, $response->get_status() );
		$this->assertNotEmpty( $response->get_data()['message'] );
		$this->assertSame( $before, get_option( Settings::OPTION ) );
	}

	public static function invalid_bodies(): array {
		return array(
			'not on or off'  => array( array( 'disable_category_and_tags' => 'yes' ) ),
			'bad module'     => array( array( 'modules' => array( 'rsvp' => 1 ) ) ),
			'unknown module' => array( array( 'modules' => array( 'tickets' => 'on' ) ) ),
			'nothing known'  => array( array( 'colour' => 'blue' ) ),
			'empty'          => array( array() ),
			'domain list'    => array( array( 'registered_domains' => array( array( 'example.com' ) ) ) ),
			'bad domain'     => array( array( 'registered_domains' => array( 'example' ) ) ),
			'path only'      => array( array( 'registered_domains' => array( '/events' ) ) ),
			'too many'       => array( array( 'registered_domains' => array_map( static fn( $i ) => "site{$i}.example.com", range( 1, 51 ) ) ) ),
		);
	}
}
