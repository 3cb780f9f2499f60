<?php
namespace Eventin\Settings;

/**
 * General settings, stored in one option.
 */
final class Settings {
	public const OPTION = 'etn_event_options';

	/** @return array{disable_category_and_tags: string, modules: array{rsvp: string}, delete_data_on_uninstall: string} */
	public static function defaults(): array {
		return array(
			'disable_category_and_tags' => 'off',
			'modules'                   => array( 'rsvp' => 'off' ),
			'delete_data_on_uninstall'  => 'off',
		);
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
		update_option( self::OPTION, $settings );
		return self::get();
	}
}
