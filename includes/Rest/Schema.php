<?php
namespace Eventin\Rest;

use Eventin\Time\LocalTime;
use WP_Error;
use WP_REST_Request;

/**
 * Checks a value against the JSON schema of a REST argument or item, and says which field is wrong
 * in words a person understands.
 *
 * Each schema node is checked by WordPress (type, enum, minimum/maximum, lengths, pattern, item
 * counts), then its properties and items in turn, so the deepest field at fault is named, dotted:
 * `tickets.0.price`. On top of WordPress:
 * - `format: date` is a real calendar date written YYYY-MM-DD (WordPress leaves it unchecked);
 * - `format: text-field` strings and `format: email` addresses are measured as they will be saved
 *   (tags and surrounding spaces removed), so '   ' is too short for `minLength: 1`; text holding
 *   characters that override its direction is refused;
 * - a scalar is not a list or an object (WordPress would read 'a,b' as a list and '' as {}),
 *   unless the type also allows a string, and a JSON list is not an object;
 * - a number beyond what PHP's integers hold (2^63, 1e999) is out of range;
 * - `required: true` on a property of an object node: it must be there;
 * - `readonly` properties are not checked: clients may send back what they read.
 *
 * `errorMessage` (as ajv-errors names it) gives our wording: one string for any fault of the node
 * and of everything under it, or messages by keyword (`required`, `type`, `minimum`, `format`, …)
 * for the node alone. `${0}` in a message is the value at fault, `${1/name}` the `name` of the
 * object holding it. Without one, WordPress's own message is used.
 */
final class Schema {
	/**
	 * Bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069): a name holding one
	 * shows reversed in lists, mails and exports ('gpj.exe' as 'exe.jpg').
	 */
	private const DIRECTION_OVERRIDES = '/[\x{202A}-\x{202E}\x{2066}-\x{2069}]/u';

	/** Formats we check ourselves rather than through WordPress. */
	private const OUR_FORMATS = array( 'date', 'email', 'text-field', 'textarea-field' );

	/** WordPress error codes → the keyword that failed. */
	private const KEYWORDS = array(
		'rest_invalid_type'        => 'type',
		'rest_not_in_enum'         => 'enum',
		'rest_too_short'           => 'minLength',
		'rest_too_long'            => 'maxLength',
		'rest_invalid_pattern'     => 'pattern',
		'rest_too_few_items'       => 'minItems',
		'rest_too_many_items'      => 'maxItems',
		'rest_duplicate_items'     => 'uniqueItems',
		'rest_invalid_multiple'    => 'multipleOf',
		'rest_too_few_properties'  => 'minProperties',
		'rest_too_many_properties' => 'maxProperties',
	);

	/**
	 * The validate_callback of every argument that has no check of its own.
	 *
	 * @return true|WP_Error
	 */
	public static function validate_arg( $value, WP_REST_Request $request, string $param ) {
		$args = $request->get_attributes()['args'][ $param ] ?? array();
		return self::check( $value, is_array( $args ) ? $args : array(), $param );
	}

	/**
	 * The sanitize_callback of those arguments. WordPress does not validate a null it was sent, so
	 * that is checked here; then WordPress sanitizes from the schema.
	 *
	 * @return mixed|WP_Error
	 */
	public static function sanitize_arg( $value, WP_REST_Request $request, string $param ) {
		$checked = null === $value ? self::validate_arg( $value, $request, $param ) : true;
		return is_wp_error( $checked ) ? $checked : rest_sanitize_request_arg( $value, $request, $param );
	}

	/**
	 * @param mixed  $value  What was sent.
	 * @param array  $schema The schema node.
	 * @param string $path   The field's name ('' for a whole body).
	 * @return true|WP_Error A 400 naming the field (Controller::invalid).
	 */
	public static function check( $value, array $schema, string $path = '' ) {
		$fault = self::fault( $value, $schema, $path, array() );
		if ( null === $fault ) {
			return true;
		}
		list( $field, $message ) = self::explain( $fault );
		return Controller::invalid( $field, $message );
	}

	/**
	 * Our message for a missing argument, or null.
	 */
	public static function missing_message( array $arg ): ?string {
		$messages = $arg['errorMessage'] ?? null;
		return is_string( $messages ) ? $messages : ( $messages['required'] ?? null );
	}

	/**
	 * The first fault under a node: [ trail of [ path, node, value ], keyword, WordPress's message ].
	 */
	private static function fault( $value, array $node, string $path, array $trail ): ?array {
		$trail[] = array( $path, $node, $value );
		$own     = self::own_fault( $value, $node, $path );
		if ( $own ) {
			return array( $trail, $own[0], $own[1] );
		}
		$types = (array) ( $node['type'] ?? array() );
		$type  = rest_get_best_type_for_value( $value, $types );
		if ( 'object' === $type ) {
			$object     = rest_sanitize_object( $value );
			$properties = $node['properties'] ?? array();
			foreach ( $properties as $name => $property ) {
				if ( true === ( $property['required'] ?? false ) && ! array_key_exists( $name, $object ) ) {
					$field = self::join( $path, $name );
					/* translators: %s: a field name */
					return array( array_merge( $trail, array( array( $field, $property, null ) ) ), 'required', sprintf( __( '%s is required.', 'eventin' ), $field ) );
				}
			}
			foreach ( $object as $name => $child ) {
				if ( isset( $properties[ $name ] ) ) {
					$found = empty( $properties[ $name ]['readonly'] ) ? self::fault( $child, $properties[ $name ], self::join( $path, (string) $name ), $trail ) : null;
				} elseif ( false === ( $node['additionalProperties'] ?? null ) ) {
					$field = self::join( $path, (string) $name );
					/* translators: %s: a field name */
					$found = array( array_merge( $trail, array( array( $field, array(), $child ) ) ), 'additionalProperties', sprintf( __( '%s is not a known field.', 'eventin' ), $field ) );
				} else {
					$found = is_array( $node['additionalProperties'] ?? null ) ? self::fault( $child, $node['additionalProperties'], self::join( $path, (string) $name ), $trail ) : null;
				}
				if ( $found ) {
					return $found;
				}
			}
		} elseif ( 'array' === $type && isset( $node['items'] ) ) {
			foreach ( array_values( rest_sanitize_array( $value ) ) as $index => $child ) {
				$found = self::fault( $child, $node['items'], self::join( $path, (string) $index ), $trail );
				if ( $found ) {
					return $found;
				}
			}
		}
		return null;
	}

	/**
	 * What is wrong with the node itself, leaving its properties and items aside.
	 *
	 * @return array{0: string, 1: string}|null The keyword and WordPress's message.
	 */
	private static function own_fault( $value, array $node, string $path ): ?array {
		if ( ! isset( $node['type'] ) ) {
			return null;
		}
		$types = (array) $node['type'];
		if ( is_scalar( $value ) && array_intersect( $types, array( 'array', 'object' ) ) && ! array_intersect( $types, array( 'string', 'number', 'integer', 'boolean' ) ) ) {
			/* translators: 1: a field name, 2: a type such as array or object */
			return array( 'type', sprintf( __( '%1$s is not of type %2$s.', 'eventin' ), $path, implode( ',', $types ) ) );
		}
		if ( is_array( $value ) && $value && array_is_list( $value ) && in_array( 'object', $types, true ) && ! in_array( 'array', $types, true ) ) {
			// WordPress takes any PHP array for an object; a JSON list is none.
			/* translators: 1: a field name, 2: a type such as array or object */
			return array( 'type', sprintf( __( '%1$s is not of type %2$s.', 'eventin' ), $path, implode( ',', $types ) ) );
		}
		if ( array_intersect( $types, array( 'integer', 'number' ) ) && ( is_float( $value ) || ( is_string( $value ) && is_numeric( $value ) ) ) && ( ! is_finite( (float) $value ) || abs( (float) $value ) >= PHP_INT_MAX ) ) {
			// JSON can hold 1e999 and 2^64; PHP turns them into INF and a float that no integer holds.
			/* translators: %s: a field name */
			return array( in_array( 'integer', $types, true ) ? 'type' : 'maximum', sprintf( __( '%s is out of range.', 'eventin' ), $path ) );
		}
		$schema = array_intersect_key( $node, array_flip( rest_get_allowed_schema_keywords() ) );
		unset( $schema['properties'], $schema['items'], $schema['additionalProperties'], $schema['patternProperties'] );
		$format = $schema['format'] ?? '';
		if ( in_array( $format, self::OUR_FORMATS, true ) ) {
			unset( $schema['format'] );
		}
		if ( in_array( $format, array( 'text-field', 'textarea-field' ), true ) && is_string( $value ) && preg_match( self::DIRECTION_OVERRIDES, $value ) ) {
			return array( 'direction', __( 'Remove the characters that reverse the direction of the text.', 'eventin' ) );
		}
		$text  = is_string( $value ) ? self::as_saved( $value, $format ) : $value;
		$error = rest_validate_value_from_schema( $text, $schema, $path );
		if ( is_wp_error( $error ) ) {
			return array( self::keyword( $error, $schema, $text ), $error->get_error_message() );
		}
		if ( 'date' === $format && is_string( $value ) && ! LocalTime::is_date( $value ) ) {
			/* translators: %s: a field name */
			return array( 'format', sprintf( __( '%s must be a date written as YYYY-MM-DD.', 'eventin' ), $path ) );
		}
		if ( 'email' === $format && is_string( $value ) && ! is_email( $text ) ) {
			/* translators: %s: a field name */
			return array( 'format', sprintf( __( '%s must be an email address.', 'eventin' ), $path ) );
		}
		return null;
	}

	/** A string as it will be saved, for the formats that clean it. */
	private static function as_saved( string $value, string $format ): string {
		switch ( $format ) {
			case 'text-field':
				return self::visible( sanitize_text_field( $value ) );
			case 'textarea-field':
				return self::visible( sanitize_textarea_field( $value ) );
			case 'email':
				return trim( $value );
			default:
				return $value;
		}
	}

	/** Text without invisible characters alone (zero-width spaces, direction marks): they are no name. */
	private static function visible( string $text ): string {
		return '' === trim( (string) preg_replace( '/[\p{Cf}\p{Z}]+/u', '', $text ) ) ? '' : $text;
	}

	private static function keyword( WP_Error $error, array $schema, $value ): string {
		if ( 'rest_out_of_bounds' === $error->get_error_code() ) {
			// Above the maximum is above the minimum too.
			return isset( $schema['minimum'] ) && is_numeric( $value ) && $value <= $schema['minimum'] ? 'minimum' : 'maximum';
		}
		return self::KEYWORDS[ $error->get_error_code() ] ?? 'format';
	}

	/**
	 * The field to name and the message: our wording from the faulty node (by keyword or whole), else
	 * from the nearest node above it with one message for everything under it, else WordPress's.
	 *
	 * @return array{0: string, 1: string}
	 */
	private static function explain( array $fault ): array {
		list( $trail, $keyword, $fallback ) = $fault;
		if ( 'direction' === $keyword ) {
			// Not what a field's own words (a name is required…) are about.
			return array( end( $trail )[0], $fallback );
		}
		for ( $depth = count( $trail ) - 1; $depth >= 0; $depth-- ) {
			$messages = $trail[ $depth ][1]['errorMessage'] ?? null;
			$message  = is_string( $messages ) ? $messages : null;
			if ( count( $trail ) - 1 === $depth && is_array( $messages ) ) {
				$message = $messages[ $keyword ] ?? null;
			}
			if ( null !== $message ) {
				return array( $trail[ $depth ][0], self::fill( $message, array_column( array_slice( $trail, 0, $depth + 1 ), 2 ) ) );
			}
		}
		return array( end( $trail )[0], $fallback );
	}

	/**
	 * Fills `${0}` (the value) and `${n/key}` (a property of the value n levels up) into a message.
	 *
	 * @param array $values The values from the top down to the one the message is about.
	 */
	private static function fill( string $message, array $values ): string {
		return preg_replace_callback(
			'#\$\{(\d+)(?:/([^}]+))?\}#',
			static function ( array $match ) use ( $values ) {
				$value = $values[ count( $values ) - 1 - (int) $match[1] ] ?? null;
				if ( isset( $match[2] ) ) {
					$value = is_array( $value ) ? ( $value[ $match[2] ] ?? null ) : null;
				}
				return is_scalar( $value ) ? sanitize_text_field( (string) $value ) : '';
			},
			$message
		);
	}

	private static function join( string $path, string $name ): string {
		return '' === $path ? $name : $path . '.' . $name;
	}
}
