<?php
/**
 * Eventin.SQL.BoundValues: SQL text is written by the code alone. A string that reads as SQL may
 * be joined (by `.` or `{$…}`) only with other literals, constants, numbers, identifiers from a
 * whitelist (table and column names, aliases) and placeholder lists; every value goes beside the
 * text as a bound parameter (Eventin\Database\Sql, $wpdb->prepare()), never into it.
 *
 * It reads each string literal that holds an SQL keyword, the whole `.` chain around it, and the
 * variables inside double quotes.
 */

namespace Eventin\Sniffs\SQL;

use PHP_CodeSniffer\Files\File;
use PHP_CodeSniffer\Sniffs\Sniff;
use PHP_CodeSniffer\Util\Tokens;

final class BoundValuesSniff implements Sniff {
	/** Words that make a literal SQL (upper case, as our SQL is written). */
	private const SQL = '/\b(SELECT|INSERT INTO|UPDATE|DELETE FROM|REPLACE INTO|WHERE|FROM|JOIN|LIMIT|OFFSET|ORDER BY|GROUP BY|HAVING|VALUES|UNION|AND|OR|IN \(|EXISTS|SET)\b/';

	/** Variables (and properties, calls) that hold identifiers or placeholders, never values. */
	private const NAMES = '/^(name|names|table|tables|[a-z_]+_table|table_[a-z_]+|column|columns|[a-z_]+_column|[a-z_]+_columns|column_list|key_list|alias|[a-z_]+_alias|placeholders|[a-z_]+_placeholders|verb|direction|force_index|join_in_order)$/';

	/** Tokens that end an expression on its left. */
	private const STARTS = array( T_OPEN_PARENTHESIS, T_OPEN_SHORT_ARRAY, T_OPEN_SQUARE_BRACKET, T_COMMA, T_SEMICOLON, T_EQUAL, T_CONCAT_EQUAL, T_DOUBLE_ARROW, T_RETURN, T_INLINE_THEN, T_INLINE_ELSE, T_OPEN_CURLY_BRACKET, T_ECHO, T_COALESCE, T_FN_ARROW, T_OPEN_TAG );

	/** Tokens that end an expression on its right. */
	private const ENDS = array( T_CLOSE_PARENTHESIS, T_CLOSE_SHORT_ARRAY, T_CLOSE_SQUARE_BRACKET, T_COMMA, T_SEMICOLON, T_DOUBLE_ARROW, T_INLINE_THEN, T_INLINE_ELSE, T_CLOSE_CURLY_BRACKET, T_COALESCE );

	/** @var array<string, true> Expressions checked and errors reported, by file and token. */
	private array $seen = array();

	public function register() {
		return array( T_CONSTANT_ENCAPSED_STRING, T_DOUBLE_QUOTED_STRING, T_HEREDOC );
	}

	public function process( File $file, $pointer ) {
		$tokens = $file->getTokens();
		$text   = $tokens[ $pointer ]['content'];
		if ( ! preg_match( self::SQL, $text ) ) {
			return;
		}
		if ( T_CONSTANT_ENCAPSED_STRING !== $tokens[ $pointer ]['code'] ) {
			$this->check_interpolation( $file, $pointer, $text );
		}
		$start = $this->edge( $file, $pointer, -1 );
		$end   = $this->edge( $file, $pointer, 1 );
		$key   = $file->getFilename() . ':' . $start;
		if ( isset( $this->seen[ $key ] ) ) {
			return;
		}
		$this->seen[ $key ] = true;
		$this->check_expression( $file, $start, $end );
	}

	/** The first (-1) or last (1) token of the expression around $pointer. */
	private function edge( File $file, int $pointer, int $step ): int {
		$tokens = $file->getTokens();
		$stops  = -1 === $step ? self::STARTS : self::ENDS;
		$last   = $pointer;
		for ( $i = $pointer + $step; isset( $tokens[ $i ] ); $i += $step ) {
			$code = $tokens[ $i ]['code'];
			if ( -1 === $step && isset( $tokens[ $i ]['parenthesis_opener'] ) && $tokens[ $i ]['parenthesis_closer'] === $i ) {
				$i = $tokens[ $i ]['parenthesis_opener'];
			} elseif ( 1 === $step && isset( $tokens[ $i ]['parenthesis_closer'] ) && $tokens[ $i ]['parenthesis_opener'] === $i ) {
				$i = $tokens[ $i ]['parenthesis_closer'];
			} elseif ( -1 === $step && T_CLOSE_SQUARE_BRACKET === $code && isset( $tokens[ $i ]['bracket_opener'] ) ) {
				$i = $tokens[ $i ]['bracket_opener'];
			} elseif ( 1 === $step && T_OPEN_SQUARE_BRACKET === $code && isset( $tokens[ $i ]['bracket_closer'] ) ) {
				$i = $tokens[ $i ]['bracket_closer'];
			} elseif ( in_array( $code, $stops, true ) ) {
				break;
			}
			if ( ! isset( Tokens::$emptyTokens[ $code ] ) ) {
				$last = $i;
			}
		}
		return $last;
	}

	/** Checks each operand of the `.` chain from $start to $end. */
	private function check_expression( File $file, int $start, int $end ): void {
		$tokens  = $file->getTokens();
		$operand = array();
		for ( $i = $start; $i <= $end + 1; $i++ ) {
			if ( $i > $end || T_STRING_CONCAT === $tokens[ $i ]['code'] ) {
				if ( $operand ) {
					$this->check_operand( $file, $operand );
				}
				$operand = array();
				continue;
			}
			if ( isset( $tokens[ $i ]['parenthesis_closer'] ) && $tokens[ $i ]['parenthesis_opener'] === $i ) {
				$operand[] = $i;
				$i         = $tokens[ $i ]['parenthesis_closer'];
				continue;
			}
			if ( ! isset( Tokens::$emptyTokens[ $tokens[ $i ]['code'] ] ) ) {
				$operand[] = $i;
			}
		}
	}

	/** @param int[] $operand The operand's tokens (a parenthesis stands for all it holds). */
	private function check_operand( File $file, array $operand ): void {
		$tokens = $file->getTokens();
		$first  = $tokens[ $operand[0] ];
		// Literals (a double-quoted string over several lines is a token a line; each is checked
		// for its variables on its own).
		$literals = array( T_CONSTANT_ENCAPSED_STRING, T_DOUBLE_QUOTED_STRING, T_HEREDOC, T_LNUMBER, T_DNUMBER );
		if ( ! array_diff( array_map( static fn( $i ) => $tokens[ $i ]['code'], $operand ), $literals ) ) {
			return;
		}
		if ( T_OPEN_PARENTHESIS === $first['code'] && 1 === count( $operand ) ) {
			$this->check_parenthesis( $file, $operand[0] );
			return;
		}
		$last = $tokens[ end( $operand ) ];
		$name = $this->name( $file, $operand );
		if ( null !== $name && preg_match( self::NAMES, $name ) ) {
			return;
		}
		// A class constant: Foo::BAR, self::BAR, static::BAR.
		if ( 3 === count( $operand ) && T_DOUBLE_COLON === $tokens[ $operand[1] ]['code'] && T_STRING === $last['code'] ) {
			return;
		}
		// $wpdb's table names.
		if ( 3 === count( $operand ) && '$wpdb' === $first['content'] && T_OBJECT_OPERATOR === $tokens[ $operand[1] ]['code'] ) {
			return;
		}
		if ( $this->placeholder_list( $file, $operand ) ) {
			return;
		}
		$end = $last['parenthesis_closer'] ?? end( $operand );
		$this->report( $file, $operand[0], $file->getTokensAsString( $operand[0], $end - $operand[0] + 1 ) );
	}

	/** A parenthesized operand: a ternary's two branches, or an expression, each checked. */
	private function check_parenthesis( File $file, int $opener ): void {
		$tokens = $file->getTokens();
		$closer = $tokens[ $opener ]['parenthesis_closer'];
		$then   = null;
		$else   = null;
		for ( $i = $opener + 1; $i < $closer; $i++ ) {
			if ( isset( $tokens[ $i ]['parenthesis_closer'] ) && $tokens[ $i ]['parenthesis_opener'] === $i ) {
				$i = $tokens[ $i ]['parenthesis_closer'];
			} elseif ( T_INLINE_THEN === $tokens[ $i ]['code'] && null === $then ) {
				$then = $i;
			} elseif ( T_INLINE_ELSE === $tokens[ $i ]['code'] && null !== $then ) {
				$else = $i;
			}
		}
		if ( null !== $then && null !== $else ) {
			$this->check_range( $file, $then + 1, $else - 1 );
			$this->check_range( $file, $else + 1, $closer - 1 );
			return;
		}
		$this->check_range( $file, $opener + 1, $closer - 1 );
	}

	private function check_range( File $file, int $start, int $end ): void {
		$first = $file->findNext( Tokens::$emptyTokens, $start, $end + 1, true );
		$last  = $file->findPrevious( Tokens::$emptyTokens, $end, $start - 1, true );
		if ( false !== $first && false !== $last ) {
			$this->check_expression( $file, $first, $last );
		}
	}

	/**
	 * The name an operand reads: a variable's ($table), a property's ($this->table, $wpdb->posts
	 * gives 'posts') or a call's (self::table(), Reader::force_index( 'PRIMARY' )).
	 *
	 * @param int[] $operand
	 */
	private function name( File $file, array $operand ): ?string {
		$tokens = $file->getTokens();
		$last   = count( $operand ) - 1;
		if ( T_OPEN_PARENTHESIS === $tokens[ $operand[ $last ] ]['code'] && $last > 0 ) {
			--$last;
		}
		$token = $tokens[ $operand[ $last ] ];
		foreach ( array_slice( $operand, 0, $last ) as $i ) {
			if ( ! in_array( $tokens[ $i ]['code'], array( T_VARIABLE, T_STRING, T_SELF, T_STATIC, T_DOUBLE_COLON, T_OBJECT_OPERATOR, T_NULLSAFE_OBJECT_OPERATOR, T_NS_SEPARATOR, T_NAME_QUALIFIED, T_NAME_FULLY_QUALIFIED ), true ) ) {
				return null;
			}
		}
		if ( T_VARIABLE === $token['code'] ) {
			return ltrim( $token['content'], '$' );
		}
		return T_STRING === $token['code'] ? $token['content'] : null;
	}

	/** `implode( ', ', array_fill( 0, $n, '?' ) )`, `str_repeat( '?, ', $n )` and the like. */
	private function placeholder_list( File $file, array $operand ): bool {
		$tokens = $file->getTokens();
		if ( ! in_array( $tokens[ $operand[0] ]['content'], array( 'implode', 'str_repeat', 'rtrim' ), true ) ) {
			return false;
		}
		$opener = $operand[1] ?? null;
		if ( null === $opener || ! isset( $tokens[ $opener ]['parenthesis_closer'] ) ) {
			return false;
		}
		for ( $i = $opener; $i <= $tokens[ $opener ]['parenthesis_closer']; $i++ ) {
			if ( T_CONSTANT_ENCAPSED_STRING === $tokens[ $i ]['code'] && preg_match( '/^[\'"][\s(,]*(\?|%[sdf])[\s,)]*[\'"]$/', $tokens[ $i ]['content'] ) ) {
				return true;
			}
		}
		return false;
	}

	/** Variables inside a double-quoted SQL string. */
	private function check_interpolation( File $file, int $pointer, string $text ): void {
		preg_match_all( '/\{?\$(\w+)((?:->|::)\w+)*(\([^)]*\))?\}?/', $text, $matches, PREG_SET_ORDER );
		foreach ( $matches as $match ) {
			$parts = preg_split( '/->|::/', ltrim( rtrim( preg_replace( '/\(.*$/', '', $match[0] ), '}' ), '{$' ) );
			$name  = (string) end( $parts );
			if ( preg_match( self::NAMES, $name ) || ( 'wpdb' === $parts[0] && 2 === count( $parts ) && ! isset( $match[3] ) ) ) {
				continue;
			}
			$this->report( $file, $pointer, $match[0] );
		}
	}

	private function report( File $file, int $pointer, string $what ): void {
		$key = $file->getFilename() . ':' . $pointer . ':' . $what;
		if ( isset( $this->seen[ $key ] ) ) {
			return;
		}
		$this->seen[ $key ] = true;
		$file->addError(
			'SQL built from %s: pass values as bound parameters (Eventin\Database\Sql, $wpdb->prepare()) and identifiers from a whitelist.',
			$pointer,
			'Found',
			array( trim( preg_replace( '/\s+/', ' ', $what ) ) )
		);
	}
}
