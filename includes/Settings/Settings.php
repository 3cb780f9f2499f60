<?php
namespace Eventin\Settings;

use Eventin\Modules\Modules;

/**
 * General settings, stored in one option.
 */
final class Settings {
	public const OPTION = 'etn_event_options';

	public const MAX_DOMAINS = 50;

	/** @var array|null Every module's defaults, once asked for. */
	private static $defaults = null;

	/**
	 * Every setting at its default, as the modules declare them (Module::settings()): the RSVP
	 * module's switch, payments, e-mails, vendors' review, …
	 *
	 * @return array<string, mixed>
	 */
	public static function defaults(): array {
		return self::$defaults ??= Modules::settings();
	}

	/** Migration 1: the settings start at their defaults. */
	public static function add_defaults(): void {
		add_option( self::OPTION, self::defaults(), '', true );
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
