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
				'checkout_rate_limit'       => 10,
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
			),
			$response->get_data()
		);
	}

	public function test_payment_secrets_are_answered_masked_and_kept_when_sent_back_masked(): void {
		$admin = $this->admin();
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
