<?php
/**
 * Eventin.Layers.NoSqlOutsideStorage: a module's SQL lives in its storage classes (`Orders\Orders`,
 * `Events\Index`, `*Query`, `*Filter`…); controllers and renderers call their named methods. It
 * flags, in the files it runs on, any use of `$wpdb` (`global $wpdb` alone is let be),
 * `$GLOBALS['wpdb']`, a call of `Eventin\Database\Sql` or `Reader` (through any alias; reading
 * `Reader::is_sqlite()` builds no query) and a string that reads as SQL: a statement (`SELECT …
 * FROM`, `INSERT INTO`, `UPDATE … SET`, `DELETE FROM`) or a piece of one that starts with a
 * clause (`' WHERE code = ?'`, `' ORDER BY …'`). Keywords count in upper case only, as our SQL
 * is written, so an HTML `<select>` or a sentence with "from" is no SQL.
 *
 * phpcs.xml.dist runs it on the controllers (*Controller.php), the pages (*Page.php, *Pages.php),
 * the mails (*Mails.php, Mail/templates/) and the presentation folders (Admin/, Blocks/, Front/,
 * Widgets/ but its *Query classes).
 */

namespace Eventin\Sniffs\Layers;

use PHP_CodeSniffer\Files\File;
use PHP_CodeSniffer\Sniffs\Sniff;
use PHP_CodeSniffer\Util\Tokens;

final class NoSqlOutsideStorageSniff implements Sniff {
	/** A whole statement, or a piece that begins with a clause keyword (case-sensitive). */
	private const SQL = '/\bSELECT\b[\s\S]*\bFROM\b|\b(INSERT|REPLACE)\s+(IGNORE\s+)?INTO\b|\bUPDATE\b[\s\S]*\bSET\b|\bDELETE\s+FROM\b|^\s*(SELECT|FROM|WHERE|AND|OR|SET|VALUES|ORDER\s+BY|GROUP\s+BY|HAVING|LIMIT|OFFSET|UNION|(INNER\s+|LEFT\s+|RIGHT\s+)?JOIN)\b/';

	/** The query builders of includes/Database. */
	private const BUILDERS = array( 'Eventin\\Database\\Sql', 'Eventin\\Database\\Reader' );

	/** Reader's methods that build or run no query. */
	private const NOT_QUERIES = array( 'is_sqlite' );

	/** @var array<string, array<string, true>> Per file, the lower-case names it imports the builders as. */
	private array $names = array();

	public function register() {
		return array( T_VARIABLE, T_DOUBLE_COLON, T_CONSTANT_ENCAPSED_STRING, T_DOUBLE_QUOTED_STRING, T_HEREDOC, T_NOWDOC );
	}

	public function process( File $file, $pointer ) {
		$tokens = $file->getTokens();
		switch ( $tokens[ $pointer ]['code'] ) {
			case T_VARIABLE:
				$this->check_variable( $file, $pointer );
				return;
			case T_DOUBLE_COLON:
				$this->check_call( $file, $pointer );
				return;
			default:
				$this->check_string( $file, $pointer );
		}
	}

	private function check_variable( File $file, int $pointer ): void {
		$tokens = $file->getTokens();
		$name   = $tokens[ $pointer ]['content'];
		if ( '$wpdb' === $name ) {
			// `global $wpdb;` names it; its uses are what count.
			if ( T_GLOBAL === $tokens[ $file->findStartOfStatement( $pointer ) ]['code'] ) {
				return;
			}
			$file->addError( '$wpdb in a controller or renderer: put the query in the module\'s storage class and call its named method', $pointer, 'Wpdb' );
			return;
		}
		if ( '$GLOBALS' !== $name ) {
			return;
		}
		$open = $file->findNext( Tokens::$emptyTokens, $pointer + 1, null, true );
		$key  = false === $open ? false : $file->findNext( Tokens::$emptyTokens, $open + 1, null, true );
		if ( false !== $key && T_OPEN_SQUARE_BRACKET === $tokens[ $open ]['code'] && 'wpdb' === trim( $tokens[ $key ]['content'], '\'"' ) ) {
			$file->addError( '$GLOBALS[\'wpdb\'] in a controller or renderer: put the query in the module\'s storage class and call its named method', $pointer, 'Wpdb' );
		}
	}

	private function check_call( File $file, int $pointer ): void {
		$tokens = $file->getTokens();
		$class  = $file->findPrevious( Tokens::$emptyTokens, $pointer - 1, null, true );
		$method = $file->findNext( Tokens::$emptyTokens, $pointer + 1, null, true );
		$open   = false === $method ? false : $file->findNext( Tokens::$emptyTokens, $method + 1, null, true );
		if ( false === $class || false === $open || T_STRING !== $tokens[ $class ]['code'] || T_STRING !== $tokens[ $method ]['code'] || T_OPEN_PARENTHESIS !== $tokens[ $open ]['code'] ) {
			return;
		}
		// A name written in full (\Eventin\Database\Sql) is the builder; a bare one when the file
		// imports the builder under it.
		$qualified = $this->qualified_name( $file, $class );
		$builder   = null === $qualified
			? isset( $this->imported_names( $file )[ strtolower( $tokens[ $class ]['content'] ) ] )
			: in_array( strtolower( ltrim( $qualified, '\\' ) ), array_map( 'strtolower', self::BUILDERS ), true );
		if ( ! $builder ) {
			return;
		}
		if ( in_array( strtolower( $tokens[ $method ]['content'] ), self::NOT_QUERIES, true ) ) {
			return;
		}
		$file->addError( '%s::%s() builds or runs SQL in a controller or renderer: put the query in the module\'s storage class and call its named method', $pointer, 'Builder', array( $tokens[ $class ]['content'], $tokens[ $method ]['content'] ) );
	}

	/** The name written before `::` with its namespace (\Eventin\Database\Sql), or null for a bare name. */
	private function qualified_name( File $file, int $last ): ?string {
		$tokens = $file->getTokens();
		$name   = $tokens[ $last ]['content'];
		$i      = $last - 1;
		while ( $i > 0 && in_array( $tokens[ $i ]['code'], array( T_NS_SEPARATOR, T_STRING ), true ) ) {
			$name = $tokens[ $i ]['content'] . $name;
			--$i;
		}
		return str_contains( $name, '\\' ) ? $name : null;
	}

	/**
	 * The lower-case names the builders go by in this file, as its `use` statements import them.
	 *
	 * @return array<string, true>
	 */
	private function imported_names( File $file ): array {
		$key = $file->getFilename();
		if ( isset( $this->names[ $key ] ) ) {
			return $this->names[ $key ];
		}
		$tokens = $file->getTokens();
		$names  = array();
		for ( $i = 0; isset( $tokens[ $i ] ); $i++ ) {
			// Imports at the top level only: a `use` inside a class or a closure imports no class.
			if ( T_USE !== $tokens[ $i ]['code'] || ! empty( $tokens[ $i ]['conditions'] ) || isset( $tokens[ $i ]['nested_parenthesis'] ) ) {
				continue;
			}
			$end = $file->findNext( T_SEMICOLON, $i + 1 );
			if ( false === $end ) {
				break;
			}
			$statement = trim( $file->getTokensAsString( $i + 1, $end - $i - 1 ) );
			// A group, `use Eventin\Database\{ Sql, Reader as Query }`, is its names with the prefix.
			$prefix = '';
			if ( preg_match( '/^([\w\\\\]*)\{(.*)\}$/s', $statement, $group ) ) {
				$prefix    = $group[1];
				$statement = $group[2];
			}
			foreach ( explode( ',', $statement ) as $clause ) {
				if ( preg_match( '/^\s*\\\\?([\w\\\\]+)(?:\s+as\s+(\w+))?\s*$/i', $clause, $match )
					&& in_array( strtolower( ltrim( $prefix . $match[1], '\\' ) ), array_map( 'strtolower', self::BUILDERS ), true )
				) {
					$alias                         = $match[2] ?? substr( strrchr( '\\' . $match[1], '\\' ), 1 );
					$names[ strtolower( $alias ) ] = true;
				}
			}
			$i = $end;
		}
		$this->names[ $key ] = $names;
		return $names;
	}

	private function check_string( File $file, int $pointer ): void {
		$tokens = $file->getTokens();
		if ( ! $this->reads_as_sql( $tokens[ $pointer ]['content'] ) ) {
			return;
		}
		// A string over several lines is a token a line: it is flagged once, on its first line of SQL.
		for ( $i = $pointer - 1; isset( $tokens[ $i ] ) && $tokens[ $i ]['code'] === $tokens[ $pointer ]['code']; $i-- ) {
			if ( $this->reads_as_sql( $tokens[ $i ]['content'] ) ) {
				return;
			}
		}
		$file->addError( 'SQL text in a controller or renderer: put the query in the module\'s storage class and call its named method', $pointer, 'Text' );
	}

	/** Whether a string's token (or one line of it) reads as SQL, its quotes left out. */
	private function reads_as_sql( string $content ): bool {
		return (bool) preg_match( self::SQL, preg_replace( '/^[\'"]|[\'"]$/', '', $content ) );
	}
}
