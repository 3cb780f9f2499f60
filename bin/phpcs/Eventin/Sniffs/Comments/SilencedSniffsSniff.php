<?php
/**
 * Eventin.Comments.SilencedSniffs: a phpcs:ignore or phpcs:disable silences a sniff that runs. It
 * names its sniffs (no bare `phpcs:ignore`, which silences everything), each one loaded by the
 * ruleset and run on this file (not left out by an exclude-pattern), and gives its reason after
 * ` -- `. A phpcs:enable names only loaded sniffs. An ignore of a sniff the ruleset does not load
 * (the WordPress Coding Standards' WordPress.*, which need Composer) guards nothing.
 *
 * The comment it checks cannot silence it: phpcs ignores every message on a line that holds only
 * a phpcs:ignore or phpcs:disable, so the message is added with that line's ignore lifted.
 */

namespace Eventin\Sniffs\Comments;

use PHP_CodeSniffer\Files\File;
use PHP_CodeSniffer\Sniffs\Sniff;

final class SilencedSniffsSniff implements Sniff {
	public function register() {
		return array( T_PHPCS_IGNORE, T_PHPCS_DISABLE, T_PHPCS_ENABLE );
	}

	public function process( File $file, $pointer ) {
		$tokens = $file->getTokens();
		// As phpcs reads it (Tokenizer::createPositionMap()): `phpcs:<kind> Code, Code -- reason`.
		$text = ltrim( $tokens[ $pointer ]['content'], " \t/*#@" );
		$text = rtrim( $text, " \t\r\n*/" );
		if ( ! preg_match( '/^phpcs:(ignore|disable|enable)\b(.*)$/is', $text, $match ) ) {
			return;
		}
		$kind   = strtolower( $match[1] );
		$parts  = preg_split( '/\s--(?:\s|$)/', $match[2], 2 );
		$codes  = array_values( array_filter( array_map( 'trim', explode( ',', $parts[0] ) ), 'strlen' ) );
		$reason = trim( $parts[1] ?? '' );

		if ( 'enable' !== $kind && ! $codes ) {
			$this->error( $file, $pointer, "phpcs:{$kind} names no sniff, so it silences every one: name the sniffs it is for", 'NoCode' );
		}
		if ( 'enable' !== $kind && '' === $reason ) {
			$this->error( $file, $pointer, "phpcs:{$kind} gives no reason: say after ` -- ` why the line is safe", 'NoReason' );
		}
		$config = $file->config;
		if ( ! empty( $config->sniffs ) || ! empty( $config->exclude ) ) {
			// --sniffs or --exclude: the ruleset's own list is not what this run loaded.
			return;
		}
		foreach ( $codes as $code ) {
			$loaded = $this->loaded( $file, $code );
			if ( ! $loaded ) {
				$this->error( $file, $pointer, "phpcs:{$kind} names {$code}, which the ruleset (phpcs.xml.dist) does not load, so it silences nothing: remove it", 'NotLoaded' );
			} elseif ( 'enable' !== $kind && ! array_filter( $loaded, fn( string $sniff ) => $this->runs_on( $file, $sniff, $code ) ) ) {
				$this->error( $file, $pointer, "phpcs:{$kind} names {$code}, which the ruleset does not run on this file (an exclude-pattern), so it silences nothing: remove it", 'NotRun' );
			}
		}
	}

	/** @return string[] The loaded sniffs (Standard.Category.Sniff) that $code names or is a message of. */
	private function loaded( File $file, string $code ): array {
		$names = array();
		foreach ( array_keys( $file->ruleset->sniffCodes ) as $sniff ) {
			if ( 0 === strcasecmp( $sniff, $code )
				|| 0 === stripos( $sniff, $code . '.' )
				|| 0 === stripos( $code, $sniff . '.' )
			) {
				$names[] = $sniff;
			}
		}
		return $names;
	}

	/** Whether $sniff runs on this file: as File::process() applies a rule's exclude- and include-patterns. */
	private function runs_on( File $file, string $sniff, string $code ): bool {
		$path     = $file->getFilename();
		$matches  = static fn( string $pattern ) => 1 === preg_match( '`' . strtr( $pattern, array( '\\,' => ',', '*' => '.*' ) ) . '`i', $path );
		$patterns = array_keys( $file->ruleset->getIgnorePatterns( $sniff ) + ( strlen( $code ) > strlen( $sniff ) ? $file->ruleset->getIgnorePatterns( $code ) : array() ) );
		if ( array_filter( $patterns, $matches ) ) {
			return false;
		}
		$includes = array_keys( $file->ruleset->getIncludePatterns( $sniff ) );
		return ! $includes || array_filter( $includes, $matches );
	}

	private function error( File $file, int $pointer, string $message, string $code ): void {
		$line    = $file->getTokens()[ $pointer ]['line'];
		$ignored = $file->tokenizer->ignoredLines[ $line ] ?? null;
		unset( $file->tokenizer->ignoredLines[ $line ] );
		$file->addError( $message, $pointer, $code );
		if ( null !== $ignored ) {
			$file->tokenizer->ignoredLines[ $line ] = $ignored;
		}
	}
}
