<?php
/**
 * The PHP half of the translations template (bin/make-pot.mjs): every gettext call of the text
 * domain in the given PHP files, read with PHP's own tokenizer, printed as JSON.
 *
 *   php bin/php/make-pot.php <domain> <root> <file>...
 *
 * Prints [{ msgid, msgctxt?, msgid_plural?, reference: "file:line", extracted?, php_format }, …]
 * with file names relative to <root>. A call whose text or domain is not a literal string is
 * skipped, like WP-CLI's `wp i18n make-pot` skips it; so is a call of another domain.
 *
 * A translator comment (a comment starting 'translators:') belongs to the next gettext call of
 * the same statement, as WordPress writes them:
 *
 *     /* translators: %s: a field name *\/
 *     return sprintf( __( '%s is required.', 'eventin' ), $name );
 *
 * @package Eventin
 */

// Argument roles per function, as WordPress's own tools read them.
const EVENTIN_POT_FUNCTIONS = array(
	'__'              => array( 'msgid', 'domain' ),
	'_e'              => array( 'msgid', 'domain' ),
	'esc_html__'      => array( 'msgid', 'domain' ),
	'esc_html_e'      => array( 'msgid', 'domain' ),
	'esc_attr__'      => array( 'msgid', 'domain' ),
	'esc_attr_e'      => array( 'msgid', 'domain' ),
	'esc_xml__'       => array( 'msgid', 'domain' ),
	'esc_xml_e'       => array( 'msgid', 'domain' ),
	'_x'              => array( 'msgid', 'msgctxt', 'domain' ),
	'_ex'             => array( 'msgid', 'msgctxt', 'domain' ),
	'esc_html_x'      => array( 'msgid', 'msgctxt', 'domain' ),
	'esc_attr_x'      => array( 'msgid', 'msgctxt', 'domain' ),
	'esc_xml_x'       => array( 'msgid', 'msgctxt', 'domain' ),
	'_n'              => array( 'msgid', 'msgid_plural', null, 'domain' ),
	'_n_noop'         => array( 'msgid', 'msgid_plural', 'domain' ),
	'_nx'             => array( 'msgid', 'msgid_plural', null, 'msgctxt', 'domain' ),
	'_nx_noop'        => array( 'msgid', 'msgid_plural', 'msgctxt', 'domain' ),
);

if ( $argc < 4 ) {
	fwrite( STDERR, "Usage: php make-pot.php <domain> <root> <file>...\n" );
	exit( 2 );
}
$eventin_pot_domain  = $argv[1];
$eventin_pot_root    = rtrim( $argv[2], '/' ) . '/';
$eventin_pot_entries = array();
foreach ( array_slice( $argv, 3 ) as $eventin_pot_file ) {
	$eventin_pot_relative = str_starts_with( $eventin_pot_file, $eventin_pot_root ) ? substr( $eventin_pot_file, strlen( $eventin_pot_root ) ) : $eventin_pot_file;
	array_push( $eventin_pot_entries, ...eventin_pot_scan( (string) file_get_contents( $eventin_pot_file ), $eventin_pot_relative, $eventin_pot_domain ) );
}
echo json_encode( $eventin_pot_entries, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_PRETTY_PRINT ), "\n";

/**
 * The gettext calls of one file.
 *
 * @param string $code   PHP source.
 * @param string $file   Name for the references.
 * @param string $domain Text domain to keep.
 * @return array[]
 */
function eventin_pot_scan( string $code, string $file, string $domain ): array {
	$tokens  = array_values(
		array_filter(
			token_get_all( $code ),
			static fn( $token ) => ! is_array( $token ) || T_WHITESPACE !== $token[0]
		)
	);
	$entries = array();
	$comment = null;
	$count   = count( $tokens );
	for ( $i = 0; $i < $count; $i++ ) {
		$token = $tokens[ $i ];
		if ( ! is_array( $token ) ) {
			// A translator comment does not outlive its statement.
			if ( in_array( $token, array( ';', '{', '}' ), true ) ) {
				$comment = null;
			}
			continue;
		}
		if ( in_array( $token[0], array( T_COMMENT, T_DOC_COMMENT ), true ) ) {
			$text = eventin_pot_comment_text( $token[1] );
			if ( preg_match( '/^translators:/i', $text ) ) {
				$comment = $text;
			}
			continue;
		}
		if ( T_STRING !== $token[0] || ! isset( EVENTIN_POT_FUNCTIONS[ $token[1] ] ) || '(' !== ( $tokens[ $i + 1 ] ?? null ) ) {
			continue;
		}
		// A method or a function of another namespace with the same name is not WordPress's.
		$before = $tokens[ $i - 1 ] ?? null;
		if ( is_array( $before ) && in_array( $before[0], array( T_OBJECT_OPERATOR, T_NULLSAFE_OBJECT_OPERATOR, T_DOUBLE_COLON, T_FUNCTION, T_NEW ), true ) ) {
			continue;
		}
		list( $arguments, $end ) = eventin_pot_arguments( $tokens, $i + 2 );
		$roles                   = EVENTIN_POT_FUNCTIONS[ $token[1] ];
		$entry                   = array();
		foreach ( $roles as $position => $role ) {
			if ( null !== $role ) {
				$entry[ $role ] = $arguments[ $position ] ?? null;
			}
		}
		$i = $end;
		if ( ! is_string( $entry['msgid'] ) || '' === $entry['msgid'] || $domain !== $entry['domain'] ) {
			continue;
		}
		if ( array_key_exists( 'msgctxt', $entry ) && ! is_string( $entry['msgctxt'] ) ) {
			continue;
		}
		if ( array_key_exists( 'msgid_plural', $entry ) && ! is_string( $entry['msgid_plural'] ) ) {
			continue;
		}
		unset( $entry['domain'] );
		$entry['reference']  = $file . ':' . $token[2];
		$entry['php_format'] = (bool) preg_match( '/%(\d+\$)?[-+ 0#]*\d*(\.\d+)?[bcdeEfFgGosuxX]/', $entry['msgid'] . ( $entry['msgid_plural'] ?? '' ) );
		if ( null !== $comment ) {
			$entry['extracted'] = $comment;
			$comment            = null;
		}
		$entries[] = $entry;
	}
	return $entries;
}

/**
 * A call's arguments from the token after its '(': each the value of a literal string (or literal
 * strings joined with '.'), null for anything else, and the index of the closing ')'.
 *
 * @param array $tokens Tokens without whitespace.
 * @param int   $start  Index of the first token inside the parentheses.
 * @return array{0: array<int, string|null>, 1: int}
 */
function eventin_pot_arguments( array $tokens, int $start ): array {
	$arguments = array();
	$parts     = array();
	$literal   = true;
	$depth     = 0;
	$count     = count( $tokens );
	for ( $i = $start; $i < $count; $i++ ) {
		$token = $tokens[ $i ];
		$text  = is_array( $token ) ? $token[1] : $token;
		if ( 0 === $depth && ( ',' === $text || ')' === $text ) ) {
			if ( $parts || ! $literal ) {
				$arguments[] = $literal && $parts ? implode( '', $parts ) : null;
			}
			$parts   = array();
			$literal = true;
			if ( ')' === $text ) {
				return array( $arguments, $i );
			}
			continue;
		}
		if ( in_array( $text, array( '(', '[', '{' ), true ) || ( is_array( $token ) && in_array( $token[0], array( T_CURLY_OPEN, T_DOLLAR_OPEN_CURLY_BRACES ), true ) ) ) {
			++$depth;
		} elseif ( in_array( $text, array( ')', ']', '}' ), true ) ) {
			--$depth;
		}
		if ( is_array( $token ) && in_array( $token[0], array( T_COMMENT, T_DOC_COMMENT ), true ) ) {
			continue;
		}
		if ( 0 === $depth && is_array( $token ) && T_CONSTANT_ENCAPSED_STRING === $token[0] ) {
			$parts[] = eventin_pot_string( $token[1] );
		} elseif ( 0 !== $depth || '.' !== $text ) {
			$literal = false;
		}
	}
	return array( $arguments, $count - 1 );
}

/**
 * The value of a single- or double-quoted PHP string without variables.
 *
 * @param string $literal The string as written, quotes included.
 */
function eventin_pot_string( string $literal ): string {
	$body = substr( $literal, 1, -1 );
	if ( "'" === $literal[0] ) {
		return strtr( $body, array( '\\\\' => '\\', "\\'" => "'" ) );
	}
	return stripcslashes( str_replace( '\\$', '$', $body ) );
}

/**
 * A comment's text without its delimiters and leading asterisks, on one line.
 *
 * @param string $comment The comment as written.
 */
function eventin_pot_comment_text( string $comment ): string {
	$text  = preg_replace( '~^(//|#|/\*\*?)|\*/$~', '', $comment );
	$lines = array_map( static fn( $line ) => trim( preg_replace( '/^\s*\*/', '', $line ) ), explode( "\n", (string) $text ) );
	return trim( implode( ' ', array_filter( $lines, 'strlen' ) ) );
}
