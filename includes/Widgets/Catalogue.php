<?php
namespace Eventin\Widgets;

/**
 * The widget catalogue as the build writes it from src/widgets/catalogue.ts (build/widgets.json):
 * every kind's shortcode tags and its fields' types, defaults and limits. PHP keeps no copy of
 * any of them.
 */
final class Catalogue {
	private static ?array $kinds = null;

	/** @return array<string, array{tag: string, aliases: string[], family: string, fields: array<string, array>}> */
	public static function kinds(): array {
		if ( null === self::$kinds ) {
			$file        = dirname( EVENTIN_FILE ) . '/build/widgets.json';
			$json        = is_readable( $file ) ? json_decode( (string) file_get_contents( $file ), true ) : null;
			self::$kinds = is_array( $json ) ? $json : array();
		}
		return self::$kinds;
	}

	public static function kind( string $name ): ?array {
		return self::kinds()[ $name ] ?? null;
	}

	/** @return array<string, mixed> A kind's attributes at their defaults. */
	public static function defaults( string $name ): array {
		return array_map( static fn( array $field ) => $field['default'], self::kind( $name )['fields'] ?? array() );
	}

	/**
	 * A kind's attributes from what a shortcode, block or embed gave: every field of the kind,
	 * each its default unless the given value is valid. Invalid values fall back silently (a page
	 * must never show a warning); attributes the kind does not have are dropped.
	 *
	 * Numbers are ints within their limits; selects one of their choices; toggles 'yes' or 'no';
	 * ids a list of positive ints (one at most when not `multiple`).
	 *
	 * @param array|string $given Shortcode attributes ('' when the shortcode has none).
	 * @return array<string, int|string|int[]>
	 */
	public static function attributes( string $name, $given ): array {
		$given = is_array( $given ) ? array_change_key_case( $given, CASE_LOWER ) : array();
		$atts  = array();
		foreach ( self::kind( $name )['fields'] ?? array() as $field_name => $field ) {
			$value               = $given[ strtolower( $field_name ) ] ?? null;
			$atts[ $field_name ] = null === $value ? self::fallback( $field ) : self::value( $field, $value );
		}
		return $atts;
	}

	/** A field's default in its PHP type (ids: none chosen). */
	private static function fallback( array $field ) {
		return 'ids' === $field['type'] ? array() : $field['default'];
	}

	private static function value( array $field, $value ) {
		if ( ! is_scalar( $value ) ) {
			return self::fallback( $field );
		}
		$value = trim( (string) $value );
		switch ( $field['type'] ) {
			case 'number':
				$number = filter_var( $value, FILTER_VALIDATE_INT );
				$fits   = false !== $number && $number >= $field['min'] && ( ! isset( $field['max'] ) || $number <= $field['max'] );
				return $fits ? $number : $field['default'];
			case 'select':
				// Choices match as the catalogue spells them ('DESC'), whatever the case given.
				foreach ( $field['choices'] as $choice ) {
					if ( 0 === strcasecmp( (string) $choice, $value ) ) {
						return (string) $choice;
					}
				}
				return $field['default'];
			case 'toggle':
				$value = strtolower( $value );
				return in_array( $value, array( 'yes', 'no' ), true ) ? $value : $field['default'];
			case 'ids':
				// Only whole positive numbers are ids ('-2' or '2x' is no id, not id 2).
				$ids = array_values( array_unique( array_map( 'intval', preg_grep( '/^[1-9]\d{0,18}$/', preg_split( '/[\s,]+/', $value ) ) ) ) );
				return $field['multiple'] ? $ids : array_slice( $ids, 0, 1 );
		}
		return self::fallback( $field );
	}
}
