<?php
/**
 * Eventin.Security.EscapedOutput: what a page prints is escaped where it is printed. Each value an
 * `echo`, `print`, `<?=`, `printf()` or `vprintf()` outputs (each operand of a `.` chain, each branch
 * of a `?:` or `??`) is one of:
 *
 * - a literal string without variables, a number, a constant, or arithmetic (its result is a number);
 * - an `(int)`, `(float)` or `(bool)` cast;
 * - a call of an escaping function (ESCAPING: WordPress's esc_*() and wp_kses*(), absint(), intval(),
 *   number_format_i18n(), wp_get_document_title());
 * - sprintf() or nl2br() of such values (TRANSPARENT: they add nothing of their own but the format);
 * - a call of one of our functions that return markup they escaped themselves (RENDERERS, each
 *   named with its class; the list says why each one is safe).
 *
 * `_e()` and `_ex()` print a translation unescaped and always fail: use esc_html_e() or esc_attr_e().
 * Anything else (a variable, `__()`, a method's answer) fails: escape it where it is printed. A
 * body that is no HTML (JSON, JavaScript, an image), sent with its own Content-Type, is what a
 * `phpcs:ignore Eventin.Security.EscapedOutput -- <why>` is for.
 */

namespace Eventin\Sniffs\Security;

use PHP_CodeSniffer\Files\File;
use PHP_CodeSniffer\Sniffs\Sniff;
use PHP_CodeSniffer\Util\Tokens;

final class EscapedOutputSniff implements Sniff {
	/** Functions whose answer is safe to print: escaped for HTML, or a number. */
	private const ESCAPING = array(
		'esc_html',
		'esc_attr',
		'esc_url',
		'esc_textarea',
		'esc_js',
		'esc_xml',
		'esc_html__',
		'esc_attr__',
		'esc_html_x',
		'esc_attr_x',
		'wp_kses',
		'wp_kses_post',
		'wp_kses_data',
		'absint',
		'intval',
		'number_format_i18n',
		'wp_get_document_title', // WordPress escapes the title it answers.
	);

	/** Functions whose answer is safe when every argument is: they only join or format them. */
	private const TRANSPARENT = array( 'sprintf', 'nl2br' );

	/**
	 * Our functions that answer markup escaped where it is built (class::method, as called; `self::`
	 * and `static::` are read as the class they are in). Each is the one door of its kind of output:
	 *
	 * - Mailer::template(): a mail template (includes/Mail/templates), which escapes what it prints.
	 * - Widgets::render(), WidgetBlock::render(): a widget's renderer (includes/Widgets/Render).
	 * - EventDate::html(): an event's dates in <time> elements, escaped.
	 * - ThemePage::document(): the theme's frame around a body its page built escaped.
	 * - Page::document() (Certificates\Page): a certificate's page, escaped where it is built.
	 */
	private const RENDERERS = array(
		'Mailer::template',
		'Widgets::render',
		'WidgetBlock::render',
		'EventDate::html',
		'ThemePage::document',
		'Page::document',
	);

	/** Functions that print: their arguments are checked as an echo's are. */
	private const PRINTING = array( 'printf', 'vprintf' );

	/** Functions that print a translation as it is, unescaped. */
	private const UNESCAPED_PRINTING = array( '_e', '_ex' );

	/** Casts whose value is a number or a boolean. */
	private const NUMERIC_CASTS = array( T_INT_CAST, T_DOUBLE_CAST, T_BOOL_CAST );

	/** Operators whose result is a number. */
	private const ARITHMETIC = array( T_PLUS, T_MINUS, T_MULTIPLY, T_DIVIDE, T_MODULUS, T_POW );

	public function register() {
		return array( T_ECHO, T_PRINT, T_OPEN_TAG_WITH_ECHO, T_STRING );
	}

	public function process( File $file, $pointer ) {
		$tokens = $file->getTokens();
		if ( T_STRING !== $tokens[ $pointer ]['code'] ) {
			$this->check_arguments( $file, $pointer + 1, $this->statement_end( $file, $pointer ) );
			return;
		}
		$name   = strtolower( $tokens[ $pointer ]['content'] );
		$opener = $this->call_opener( $file, $pointer );
		if ( null === $opener ) {
			return;
		}
		if ( in_array( $name, self::UNESCAPED_PRINTING, true ) ) {
			$file->addError( '%s() prints the translation unescaped: use esc_html_e() (or esc_attr_e() in an attribute).', $pointer, 'UnescapedTranslation', array( $tokens[ $pointer ]['content'] ) );
		} elseif ( in_array( $name, self::PRINTING, true ) ) {
			$this->check_arguments( $file, $opener + 1, $tokens[ $opener ]['parenthesis_closer'] - 1 );
		}
	}

	/** The `(` of a call of the global function at $pointer, or null when it is none. */
	private function call_opener( File $file, int $pointer ): ?int {
		$tokens = $file->getTokens();
		$next   = $file->findNext( Tokens::$emptyTokens, $pointer + 1, null, true );
		if ( false === $next || T_OPEN_PARENTHESIS !== $tokens[ $next ]['code'] || ! isset( $tokens[ $next ]['parenthesis_closer'] ) ) {
			return null;
		}
		$before = $file->findPrevious( Tokens::$emptyTokens, $pointer - 1, null, true );
		if ( false !== $before && in_array( $tokens[ $before ]['code'], array( T_OBJECT_OPERATOR, T_NULLSAFE_OBJECT_OPERATOR, T_DOUBLE_COLON, T_FUNCTION, T_NEW ), true ) ) {
			return null;
		}
		if ( false !== $before && T_NS_SEPARATOR === $tokens[ $before ]['code'] ) {
			$name = $file->findPrevious( Tokens::$emptyTokens, $before - 1, null, true );
			if ( false !== $name && T_STRING === $tokens[ $name ]['code'] ) {
				return null; // Another namespace's function of that name.
			}
		}
		return $next;
	}

	/** The last token of the echo, print or <?= statement that starts at $pointer: before its `;` or `?>`. */
	private function statement_end( File $file, int $pointer ): int {
		$tokens = $file->getTokens();
		$last   = $pointer;
		for ( $i = $pointer + 1; isset( $tokens[ $i ] ); $i++ ) {
			$closer = $this->closer( $tokens, $i );
			if ( null !== $closer ) {
				$last = $closer;
				$i    = $closer;
				continue;
			}
			if ( in_array( $tokens[ $i ]['code'], array( T_SEMICOLON, T_CLOSE_TAG ), true ) ) {
				break;
			}
			if ( ! isset( Tokens::$emptyTokens[ $tokens[ $i ]['code'] ] ) ) {
				$last = $i;
			}
		}
		return $last;
	}

	/** Checks each comma-separated argument between $start and $end (inclusive). */
	private function check_arguments( File $file, int $start, int $end ): void {
		foreach ( $this->split( $file, $start, $end, array( T_COMMA ) ) as $argument ) {
			$this->check_expression( $file, $argument[0], $argument[1] );
		}
	}

	/**
	 * The parts of $start…$end between the top-level tokens of $codes (not inside parentheses,
	 * brackets or braces), each as [first, last] without surrounding whitespace and comments.
	 *
	 * @param int[] $codes
	 * @return array<int, array{0: int, 1: int}>
	 */
	private function split( File $file, int $start, int $end, array $codes ): array {
		$tokens = $file->getTokens();
		$parts  = array();
		$from   = $start;
		for ( $i = $start; $i <= $end; $i++ ) {
			$closer = $this->closer( $tokens, $i );
			if ( null !== $closer ) {
				$i = $closer;
				continue;
			}
			if ( in_array( $tokens[ $i ]['code'], $codes, true ) ) {
				$parts[] = array( $from, $i - 1 );
				$from    = $i + 1;
			}
		}
		$parts[] = array( $from, $end );
		$trimmed = array();
		foreach ( $parts as list( $first, $last ) ) {
			$first = $file->findNext( Tokens::$emptyTokens, $first, $last + 1, true );
			$last  = $file->findPrevious( Tokens::$emptyTokens, $last, $first - 1, true );
			if ( false !== $first && false !== $last ) {
				$trimmed[] = array( $first, $last );
			}
		}
		return $trimmed;
	}

	/** The token that closes the parenthesis, bracket or brace opened at $i, or null. */
	private function closer( array $tokens, int $i ): ?int {
		$token = $tokens[ $i ];
		if ( isset( $token['parenthesis_opener'], $token['parenthesis_closer'] ) && $token['parenthesis_opener'] === $i ) {
			return $token['parenthesis_closer'];
		}
		if ( isset( $token['bracket_opener'], $token['bracket_closer'] ) && $token['bracket_opener'] === $i ) {
			return $token['bracket_closer'];
		}
		if ( isset( $token['scope_opener'], $token['scope_closer'] ) && $token['scope_opener'] === $i ) {
			return $token['scope_closer'];
		}
		return null;
	}

	/** Checks the value of one expression that is printed. */
	private function check_expression( File $file, int $start, int $end ): void {
		$tokens = $file->getTokens();
		// `a ? b : c` prints b or c; `a ?: c` prints a or c; `a ?? c` prints a or c.
		$ternary = $this->split( $file, $start, $end, array( T_INLINE_THEN, T_INLINE_ELSE ) );
		if ( 3 === count( $ternary ) ) {
			$this->check_expression( $file, $ternary[1][0], $ternary[1][1] );
			$this->check_expression( $file, $ternary[2][0], $ternary[2][1] );
			return;
		}
		if ( 2 === count( $ternary ) ) {
			$this->check_expression( $file, $ternary[0][0], $ternary[0][1] );
			$this->check_expression( $file, $ternary[1][0], $ternary[1][1] );
			return;
		}
		$coalesced = $this->split( $file, $start, $end, array( T_COALESCE ) );
		if ( count( $coalesced ) > 1 ) {
			foreach ( $coalesced as $part ) {
				$this->check_expression( $file, $part[0], $part[1] );
			}
			return;
		}
		foreach ( $this->split( $file, $start, $end, array( T_STRING_CONCAT ) ) as list( $first, $last ) ) {
			if ( ! $this->safe( $file, $first, $last ) ) {
				$file->addError(
					'Output of %s is not escaped: print it through esc_html(), esc_attr(), esc_url() or another escaping function.',
					$first,
					'NotEscaped',
					array( $this->describe( $file, $first, $last ) )
				);
			}
		}
	}

	/** Whether the operand $first…$last is safe to print as it is. */
	private function safe( File $file, int $first, int $last ): bool {
		$tokens = $file->getTokens();
		$code   = $tokens[ $first ]['code'];
		if ( $first === $last && in_array( $code, array( T_CONSTANT_ENCAPSED_STRING, T_LNUMBER, T_DNUMBER, T_TRUE, T_FALSE, T_NULL ), true ) ) {
			return true;
		}
		if ( in_array( $code, array( T_START_NOWDOC, T_START_HEREDOC ), true ) ) {
			return T_START_NOWDOC === $code || ! $this->interpolates( $file, $first, $last );
		}
		if ( in_array( $code, self::NUMERIC_CASTS, true ) || T_BOOLEAN_NOT === $code ) {
			return true;
		}
		if ( T_OPEN_PARENTHESIS === $code && $this->closer( $tokens, $first ) === $last ) {
			$this->check_expression( $file, $first + 1, $last - 1 );
			return true; // Reported inside, if at all.
		}
		if ( $this->arithmetic( $file, $first, $last ) ) {
			return true;
		}
		$call = $this->call( $file, $first, $last );
		if ( null !== $call ) {
			list( $name, $opener ) = $call;
			if ( in_array( strtolower( $name ), self::TRANSPARENT, true ) ) {
				$this->check_arguments( $file, $opener + 1, $last - 1 );
				return true;
			}
			return in_array( strtolower( $name ), self::ESCAPING, true ) || in_array( $name, self::RENDERERS, true );
		}
		return $this->constant( $file, $first, $last );
	}

	/** Whether a heredoc between $first and $last holds a variable. */
	private function interpolates( File $file, int $first, int $last ): bool {
		$tokens = $file->getTokens();
		for ( $i = $first; $i <= $last; $i++ ) {
			if ( T_HEREDOC === $tokens[ $i ]['code'] && preg_match( '/(?<!\\\\)(\$\w|\{\$)/', $tokens[ $i ]['content'] ) ) {
				return true;
			}
		}
		return false;
	}

	/** Whether the operand holds a top-level arithmetic operator or starts with a unary minus. */
	private function arithmetic( File $file, int $first, int $last ): bool {
		return count( $this->split( $file, $first, $last, self::ARITHMETIC ) ) > 1
			|| in_array( $file->getTokens()[ $first ]['code'], array( T_MINUS, T_PLUS ), true );
	}

	/**
	 * The operand as one call: [name, `(`] with name 'function' or 'Class::method' (the last part of
	 * the class's name; self and static as the class they are in), or null when it is not one call.
	 *
	 * @return array{0: string, 1: int}|null
	 */
	private function call( File $file, int $first, int $last ): ?array {
		$tokens = $file->getTokens();
		if ( T_CLOSE_PARENTHESIS !== $tokens[ $last ]['code'] || ! isset( $tokens[ $last ]['parenthesis_opener'] ) ) {
			return null;
		}
		$opener = $tokens[ $last ]['parenthesis_opener'];
		$parts  = array();
		for ( $i = $first; $i < $opener; $i++ ) {
			$code = $tokens[ $i ]['code'];
			if ( isset( Tokens::$emptyTokens[ $code ] ) || T_NS_SEPARATOR === $code ) {
				continue;
			}
			if ( ! in_array( $code, array( T_STRING, T_SELF, T_STATIC, T_DOUBLE_COLON ), true ) ) {
				return null;
			}
			$parts[] = $i;
		}
		if ( ! $parts || T_STRING !== $tokens[ end( $parts ) ]['code'] ) {
			return null;
		}
		$method = $tokens[ end( $parts ) ]['content'];
		$colon  = count( $parts ) >= 3 ? $parts[ count( $parts ) - 2 ] : null;
		if ( null === $colon || T_DOUBLE_COLON !== $tokens[ $colon ]['code'] ) {
			return 1 === count( $parts ) ? array( $method, $opener ) : null;
		}
		$class = $tokens[ $parts[ count( $parts ) - 3 ] ];
		$name  = $class['content'];
		if ( in_array( $class['code'], array( T_SELF, T_STATIC ), true ) ) {
			$scope = $file->getCondition( $first, T_CLASS );
			$name  = false === $scope ? '' : (string) $file->getDeclarationName( $scope );
		}
		return array( $name . '::' . $method, $opener );
	}

	/** Whether the operand is a constant: NAME, \NAME, Class::NAME or Class::class. */
	private function constant( File $file, int $first, int $last ): bool {
		$tokens = $file->getTokens();
		if ( T_STRING !== $tokens[ $last ]['code'] ) {
			return false;
		}
		for ( $i = $first; $i < $last; $i++ ) {
			if ( ! in_array( $tokens[ $i ]['code'], array( T_STRING, T_NS_SEPARATOR, T_SELF, T_STATIC, T_DOUBLE_COLON ), true ) ) {
				return false;
			}
		}
		return true;
	}

	private function describe( File $file, int $first, int $last ): string {
		$text = trim( preg_replace( '/\s+/', ' ', $file->getTokensAsString( $first, $last - $first + 1 ) ) );
		return strlen( $text ) > 60 ? substr( $text, 0, 57 ) . '...' : $text;
	}
}
