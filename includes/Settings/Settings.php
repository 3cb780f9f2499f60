<?php
namespace Eventin\Settings;

/**
 * General settings, stored in one option.
 */
final class Settings {
	public const OPTION = 'etn_event_options';

	public const MAX_DOMAINS = 50;

	/** @return array{disable_category_and_tags: string, modules: array{rsvp: string}, registered_domains: string[], delete_data_on_uninstall: string, currency: string, hold_minutes: int, offline_days: int, checkout_rate_limit: int, checkin_window_hours: int, payments: array<string, string>, emails: array<string, string>, vendor_new_events: string, vendor_edit_review: string, vendor_invite_quota: int} */
	public static function defaults(): array {
		return array(
			'disable_category_and_tags' => 'off',
			'modules'                   => array( 'rsvp' => 'off' ),
			'registered_domains'        => array(),
			'delete_data_on_uninstall'  => 'off',
			'currency'                  => 'USD',
			'hold_minutes'              => 15,
			// Days an offline booking has to be paid (0: no deadline).
			'offline_days'              => 3,
			'checkout_rate_limit'       => 10,
			// How long before an event starts its door opens: a scan dated earlier counts as when it arrived.
			'checkin_window_hours'      => 24,
			'payments'                  => array(
				'offline'                => 'off',
				'offline_instructions'   => '',
				'stripe'                 => 'off',
				'stripe_publishable_key' => '',
				'stripe_secret_key'      => '',
				'stripe_webhook_secret'  => '',
			),
			// What the mails look like and who they are from ('' sender: the site's name, WordPress's address).
			'emails'                    => array(
				'sender_name'    => '',
				'sender_address' => '',
				'logo_url'       => '',
				'brand_color'    => '#2271b1',
			),
			// Vendors' events: new ones wait for review ('pending') or go out at once ('publish');
			// edits of published ones go back to review only when 'on'.
			'vendor_new_events'         => 'pending',
			'vendor_edit_review'        => 'off',
			// Addresses that have not answered the event a vendor may send RSVP invitations to per
			// day (0: none; the event's respondents always).
			'vendor_invite_quota'       => 100,
		);
	}

	/**
	 * A host name as stored (lowercase; a URL is reduced to its host), or null when the text is not
	 * one. `*.example.com` stands for every subdomain of example.com.
	 */
	public static function domain( string $text ): ?string {
		$text = strtolower( trim( $text ) );
		if ( preg_match( '#^[a-z][a-z0-9+.-]*://#', $text ) ) {
			$text = (string) wp_parse_url( $text, PHP_URL_HOST );
		}
		$label = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
		return preg_match( "/^(\*\.)?(?:{$label}\.)+[a-z]{2,63}$/", $text ) || 'localhost' === $text ? $text : null;
	}

	public static function get(): array {
		$stored = get_option( self::OPTION, array() );
		$stored = is_array( $stored ) ? $stored : array();
		$merged = array_replace_recursive( self::defaults(), $stored );
		return array_intersect_key( $merged, self::defaults() );
	}

	/**
	 * Merges validated changes into the stored settings.
	 *
	 * @param array $changes Partial settings, already validated against the schema.
	 */
	public static function update( array $changes ): array {
		$settings = array_replace_recursive( self::get(), $changes );
		// Lists are replaced whole, not merged index by index.
		if ( isset( $changes['registered_domains'] ) ) {
			$settings['registered_domains'] = $changes['registered_domains'];
		}
		update_option( self::OPTION, $settings );
		return self::get();
	}
}
