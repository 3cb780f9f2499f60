<?php
namespace Eventin\Database;

/**
 * A piece of SQL and the values it takes: the text holds a `?` where each value goes, and the
 * values travel beside it until the database binds them. Pieces join into larger ones, so a query
 * built from parts (filters, a search, a page) never has a value written into its text.
 *
 * Text comes from the code only: literals, table names and identifiers from a whitelist. Anything
 * a request brings is a value.
 */
final class Sql {
	/**
	 * @param string $text   SQL with a `?` for each value.
	 * @param array  $values int, float, string or null, in the order of the `?`s.
	 */
	private function __construct( public readonly string $text, public readonly array $values ) {}

	/**
	 * SQL with a `?` for each of $values.
	 *
	 * @param int|float|string|bool|null ...$values
	 */
	public static function of( string $text, ...$values ): self {
		if ( substr_count( $text, '?' ) !== count( $values ) ) {
			throw new \InvalidArgumentException( 'SQL placeholders and values differ in number: ' . $text );
		}
		return new self( $text, array_map( array( self::class, 'value' ), $values ) );
	}

	/**
	 * SQL text that holds no values (its `?`s, if any, are inside literals). Reader takes such
	 * text as it is.
	 */
	public static function text( string $text ): self {
		return new self( $text, array() );
	}

	/** A list of values for `IN (…)`: `?, ?, …`, or NULL (which matches nothing) when empty. */
	public static function list( array $values ): self {
		return $values
			? new self( implode( ', ', array_fill( 0, count( $values ), '?' ) ), array_map( array( self::class, 'value' ), array_values( $values ) ) )
			: new self( 'NULL', array() );
	}

	/** A list of ids for `IN (…)`, each a whole number. */
	public static function ids( array $ids ): self {
		return self::list( array_map( 'intval', $ids ) );
	}

	/**
	 * `$column LIKE ?` for values that begin with $text, whose `%` and `_` match only themselves.
	 * For Reader only: the SQLite integration's translator adds an ESCAPE of its own.
	 */
	public static function starts_with( string $column, string $text ): self {
		return self::of( "{$column} LIKE ? ESCAPE '!'", self::like_text( $text ) . '%' );
	}

	/** `$column LIKE ?` for values that hold $text, whose `%` and `_` match only themselves (for Reader). */
	public static function contains( string $column, string $text ): self {
		return self::of( "{$column} LIKE ? ESCAPE '!'", '%' . self::like_text( $text ) . '%' );
	}

	/**
	 * Text for LIKE with its wildcards taken literally. The escape is `!`, which both databases
	 * read alike (a backslash is MySQL's default and nothing to SQLite).
	 */
	private static function like_text( string $text ): string {
		return strtr( $text, array( '!' => '!!', '%' => '!%', '_' => '!_' ) );
	}

	/**
	 * A table or column name of our code, quoted: letters, digits and underscores only, anything
	 * else is a programming error (never a value: those are bound).
	 */
	public static function name( string $identifier ): string {
		if ( ! preg_match( '/^[A-Za-z0-9_]+$/', $identifier ) ) {
			throw new \InvalidArgumentException( 'Not an SQL name: ' . $identifier );
		}
		return '`' . $identifier . '`';
	}

	/** Names quoted and joined by ', '. */
	public static function names( array $identifiers ): string {
		return implode( ', ', array_map( array( self::class, 'name' ), $identifiers ) );
	}

	/**
	 * Pieces joined by $glue (' AND ', ', ', ' UNION ', …).
	 *
	 * @param array<Sql|string> $pieces Strings are SQL text without values.
	 */
	public static function join( string $glue, array $pieces ): self {
		$text   = array();
		$values = array();
		foreach ( $pieces as $piece ) {
			$piece    = self::piece( $piece );
			$text[]   = $piece->text;
			$values[] = $piece->values;
		}
		return new self( implode( $glue, $text ), array_merge( ...$values ) );
	}

	/**
	 * Pieces one after another.
	 *
	 * @param Sql|string ...$pieces Strings are SQL text without values.
	 */
	public static function concat( ...$pieces ): self {
		return self::join( '', $pieces );
	}

	/**
	 * This piece followed by others.
	 *
	 * @param Sql|string ...$pieces Strings are SQL text without values.
	 */
	public function append( ...$pieces ): self {
		return self::join( '', array( $this, ...$pieces ) );
	}

	/** The text with each value in MySQL's own quoting, through $wpdb->prepare (for MySQL and the SQLite integration's translator). */
	public function prepared(): string {
		global $wpdb;
		if ( ! $this->values ) {
			return $this->text;
		}
		$formats = array();
		foreach ( $this->values as $value ) {
			$formats[] = null === $value ? 'NULL' : ( is_int( $value ) ? '%d' : ( is_float( $value ) ? '%F' : '%s' ) );
		}
		$parts  = explode( '?', str_replace( '%', '%%', $this->text ) );
		$format = array_shift( $parts );
		foreach ( $parts as $i => $part ) {
			$format .= $formats[ $i ] . $part;
		}
		$values = array_values( array_filter( $this->values, static fn( $value ) => null !== $value ) );
		return $values ? $wpdb->prepare( $format, ...$values ) : $format;
	}

	private static function piece( $piece ): self {
		if ( $piece instanceof self ) {
			return $piece;
		}
		if ( str_contains( (string) $piece, '?' ) ) {
			throw new \InvalidArgumentException( 'SQL text with a placeholder but no value: ' . $piece );
		}
		return new self( (string) $piece, array() );
	}

	/** @return int|float|string|null */
	private static function value( $value ) {
		if ( is_bool( $value ) ) {
			return (int) $value;
		}
		if ( is_int( $value ) || is_float( $value ) || null === $value ) {
			return $value;
		}
		if ( is_scalar( $value ) || $value instanceof \Stringable ) {
			// A NUL byte ends a string early in some drivers: it is never part of what anyone typed.
			return str_replace( "\0", '', (string) $value );
		}
		throw new \InvalidArgumentException( 'An SQL value must be a number, text or null.' );
	}
}
