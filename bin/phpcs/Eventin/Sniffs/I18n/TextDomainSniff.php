<?php
/**
 * Eventin.I18n.TextDomain: every call of a WordPress translation function passes the literal text
 * domain 'eventin' in its domain's place, and its texts (the text, the plural, the context) as
 * literal strings (or literals joined with `.`), passed by position. That is what `npm run pot`
 * (bin/php/make-pot.php) extracts: a call it cannot read is a text no translator ever sees, and a
 * call of another domain is never translated with ours.
 */

namespace Eventin\Sniffs\I18n;

use PHP_CodeSniffer\Files\File;
use PHP_CodeSniffer\Sniffs\Sniff;
use PHP_CodeSniffer\Util\Tokens;

final class TextDomainSniff implements Sniff {
	/** The plugin's text domain. */
	private const DOMAIN = 'eventin';

	/** Each function's arguments by position, as make-pot.php reads them: 'text' must be literal, null is any value. */
	private const FUNCTIONS = array(
		'__'         => array( 'text', 'domain' ),
		'_e'         => array( 'text', 'domain' ),
		'esc_html__' => array( 'text', 'domain' ),
		'esc_html_e' => array( 'text', 'domain' ),
		'esc_attr__' => array( 'text', 'domain' ),
		'esc_attr_e' => array( 'text', 'domain' ),
		'esc_xml__'  => array( 'text', 'domain' ),
		'esc_xml_e'  => array( 'text', 'domain' ),
		'_x'         => array( 'text', 'text', 'domain' ),
		'_ex'        => array( 'text', 'text', 'domain' ),
		'esc_html_x' => array( 'text', 'text', 'domain' ),
		'esc_attr_x' => array( 'text', 'text', 'domain' ),
		'esc_xml_x'  => array( 'text', 'text', 'domain' ),
		'_n'         => array( 'text', 'text', null, 'domain' ),
		'_n_noop'    => array( 'text', 'text', 'domain' ),
		'_nx'        => array( 'text', 'text', null, 'text', 'domain' ),
		'_nx_noop'   => array( 'text', 'text', 'text', 'domain' ),
	);

	public function register() {
		return array( T_STRING );
	}

	public function process( File $file, $pointer ) {
		$tokens = $file->getTokens();
		$name   = $tokens[ $pointer ]['content'];
		if ( ! isset( self::FUNCTIONS[ $name ] ) ) {
			return;
		}
		$opener = $file->findNext( Tokens::$emptyTokens, $pointer + 1, null, true );
		if ( false === $opener || T_OPEN_PARENTHESIS !== $tokens[ $opener ]['code'] || ! isset( $tokens[ $opener ]['parenthesis_closer'] ) ) {
			return;
		}
		$before = $file->findPrevious( Tokens::$emptyTokens, $pointer - 1, null, true );
		if ( false !== $before && in_array( $tokens[ $before ]['code'], array( T_OBJECT_OPERATOR, T_NULLSAFE_OBJECT_OPERATOR, T_DOUBLE_COLON, T_FUNCTION, T_NEW, T_NS_SEPARATOR ), true )
			&& ! ( T_NS_SEPARATOR === $tokens[ $before ]['code'] && $this->global_prefix( $file, $before ) ) ) {
			return; // A method, or another namespace's function of that name.
		}
		$arguments = $this->arguments( $file, $opener );
		foreach ( self::FUNCTIONS[ $name ] as $position => $role ) {
			$argument = $arguments[ $position ] ?? null;
			if ( null !== $argument && T_PARAM_NAME === $tokens[ $argument[0] ]['code'] ) {
				$file->addError( '%s() names its arguments: pass them by position, as `npm run pot` reads them.', $argument[0], 'NamedArgument', array( $name ) );
				return;
			}
			if ( 'domain' === $role ) {
				$this->check_domain( $file, $pointer, $name, $argument );
			} elseif ( 'text' === $role && ! $this->literal( $file, $argument ) ) {
				$file->addError(
					'%s() is given a text that is not a literal string (argument %d): `npm run pot` cannot extract it, so no translator sees it.',
					null === $argument ? $pointer : $argument[0],
					'NonLiteralText',
					array( $name, $position + 1 )
				);
			}
		}
	}

	/** Whether the `\` at $pointer makes a global name (nothing of a namespace before it). */
	private function global_prefix( File $file, int $pointer ): bool {
		$before = $file->findPrevious( Tokens::$emptyTokens, $pointer - 1, null, true );
		return false === $before || T_STRING !== $file->getTokens()[ $before ]['code'];
	}

	/** @param array{0: int, 1: int}|null $argument */
	private function check_domain( File $file, int $pointer, string $name, ?array $argument ): void {
		if ( null === $argument ) {
			$file->addError( "%s() passes no text domain: add '%s'.", $pointer, 'MissingDomain', array( $name, self::DOMAIN ) );
			return;
		}
		$tokens = $file->getTokens();
		$token  = $tokens[ $argument[0] ];
		if ( $argument[0] !== $argument[1] || T_CONSTANT_ENCAPSED_STRING !== $token['code'] || self::DOMAIN !== substr( $token['content'], 1, -1 ) ) {
			$file->addError(
				"%s() is given the text domain %s: pass the literal '%s'.",
				$argument[0],
				'WrongDomain',
				array( $name, $file->getTokensAsString( $argument[0], $argument[1] - $argument[0] + 1 ), self::DOMAIN )
			);
		}
	}

	/**
	 * Whether an argument is literal strings joined with `.`, of at least one character.
	 *
	 * @param array{0: int, 1: int}|null $argument
	 */
	private function literal( File $file, ?array $argument ): bool {
		if ( null === $argument ) {
			return false;
		}
		$tokens = $file->getTokens();
		$string = true; // A string is expected next, then a `.`.
		$text   = '';
		for ( $i = $argument[0]; $i <= $argument[1]; $i++ ) {
			$code = $tokens[ $i ]['code'];
			if ( isset( Tokens::$emptyTokens[ $code ] ) ) {
				continue;
			}
			if ( $string && T_CONSTANT_ENCAPSED_STRING === $code ) {
				$text .= substr( $tokens[ $i ]['content'], 1, -1 );
			} elseif ( $string || T_STRING_CONCAT !== $code ) {
				return false;
			}
			$string = ! $string;
		}
		return ! $string && '' !== $text;
	}

	/**
	 * The call's arguments: [first, last] non-empty tokens of each.
	 *
	 * @return array<int, array{0: int, 1: int}>
	 */
	private function arguments( File $file, int $opener ): array {
		$tokens    = $file->getTokens();
		$closer    = $tokens[ $opener ]['parenthesis_closer'];
		$arguments = array();
		$from      = $opener + 1;
		for ( $i = $opener + 1; $i <= $closer; $i++ ) {
			if ( $i < $closer && isset( $tokens[ $i ]['parenthesis_opener'] ) && $tokens[ $i ]['parenthesis_opener'] === $i ) {
				$i = $tokens[ $i ]['parenthesis_closer'];
				continue;
			}
			if ( $i < $closer && isset( $tokens[ $i ]['bracket_opener'] ) && $tokens[ $i ]['bracket_opener'] === $i ) {
				$i = $tokens[ $i ]['bracket_closer'];
				continue;
			}
			if ( $i === $closer || T_COMMA === $tokens[ $i ]['code'] ) {
				$first = $file->findNext( Tokens::$emptyTokens, $from, $i, true );
				$last  = $file->findPrevious( Tokens::$emptyTokens, $i - 1, $from - 1, true );
				if ( false !== $first && false !== $last && $first <= $last ) {
					$arguments[] = array( $first, $last );
				}
				$from = $i + 1;
			}
		}
		return $arguments;
	}
}
