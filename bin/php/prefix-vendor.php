<?php
/**
 * Moves the vendored PHP libraries (includes/vendor/) under Eventin's own namespace, so another
 * plugin shipping another copy of the same library can neither clash with ours ("Cannot declare
 * class …, because the name is already in use") nor lend us its version:
 *
 *     BaconQrCode\…   → Eventin\Vendor\BaconQrCode\…   (includes/vendor/bacon-qr-code)
 *     DASPRiD\Enum\…  → Eventin\Vendor\DASPRiD\Enum\…  (includes/vendor/dasprid-enum)
 *     Eluceo\iCal\…   → Eventin\Vendor\Eluceo\iCal\…   (includes/vendor/eluceo-ical)
 *
 *   php bin/php/prefix-vendor.php            rewrites every .php file under includes/vendor/
 *   php bin/php/prefix-vendor.php --check    changes nothing; lists what is not prefixed yet and
 *                                            exits 1 when anything is
 *   php bin/php/prefix-vendor.php [--check] <dir or file>...   the same for those paths
 *
 * Re-runnable: names already under Eventin\Vendor\ are left as they are, so running it twice
 * changes nothing the second time. To update a library: replace its src/ with upstream's (keep its
 * LICENSE and README.md beside it), run this, then `node bin/lint-php.mjs` and the PHP tests.
 * A new library: add its namespace to EVENTIN_PREFIX_NAMESPACES and its root to the autoloader in
 * eventin.php (the prefixed namespace, listed before Eventin\).
 *
 * What it rewrites, read with PHP's own tokenizer (nothing else in a file changes):
 * - names in code: `namespace` declarations, `use` statements (group uses too), qualified and
 *   fully qualified references (`BaconQrCode\Writer`, `\BaconQrCode\Writer`);
 * - class names inside strings and comments ('BaconQrCode\\Writer', "DASPRiD\\Enum\\…",
 *   `@param \Eluceo\iCal\…` in docblocks): a library's namespace followed by a separator and a
 *   capitalised name, so prose ("%%Creator: BaconQrCode\n", "Ben 'DASPRiD' Scholzen") stays.
 * Every file it writes must still parse (PhpToken::tokenize with TOKEN_PARSE), or it stops.
 *
 * @package Eventin
 */

// The vendored libraries' root namespaces, and the prefix they move under.
const EVENTIN_PREFIX_NAMESPACES = array( 'BaconQrCode', 'DASPRiD\\Enum', 'Eluceo\\iCal' );
const EVENTIN_PREFIX            = 'Eventin\\Vendor';

$eventin_prefix_args  = array_slice( $argv, 1 );
$eventin_prefix_check = in_array( '--check', $eventin_prefix_args, true );
$eventin_prefix_paths = array_values( array_diff( $eventin_prefix_args, array( '--check' ) ) );
if ( ! $eventin_prefix_paths ) {
	$eventin_prefix_paths = array( dirname( __DIR__, 2 ) . '/includes/vendor' );
}

$eventin_prefix_pending = 0;
foreach ( eventin_prefix_files( $eventin_prefix_paths ) as $eventin_prefix_file ) {
	$eventin_prefix_code  = (string) file_get_contents( $eventin_prefix_file );
	$eventin_prefix_count = 0;
	$eventin_prefix_new   = eventin_prefix_code( $eventin_prefix_code, $eventin_prefix_count );
	if ( $eventin_prefix_new === $eventin_prefix_code ) {
		continue;
	}
	++$eventin_prefix_pending;
	if ( $eventin_prefix_check ) {
		echo "not prefixed: {$eventin_prefix_file} ({$eventin_prefix_count} names)\n";
		continue;
	}
	try {
		PhpToken::tokenize( $eventin_prefix_new, TOKEN_PARSE );
	} catch ( ParseError $error ) {
		fwrite( STDERR, "{$eventin_prefix_file} would not parse after prefixing: {$error->getMessage()}\n" );
		exit( 1 );
	}
	file_put_contents( $eventin_prefix_file, $eventin_prefix_new );
	echo "prefixed: {$eventin_prefix_file} ({$eventin_prefix_count} names)\n";
}
if ( $eventin_prefix_check ) {
	echo $eventin_prefix_pending ? "{$eventin_prefix_pending} files to prefix: run php bin/php/prefix-vendor.php\n" : "Every vendored name is under " . EVENTIN_PREFIX . "\\.\n";
	exit( $eventin_prefix_pending ? 1 : 0 );
}
echo "{$eventin_prefix_pending} files rewritten.\n";

/**
 * The .php files of these paths (files as given, folders walked), sorted.
 *
 * @param string[] $paths Files or folders.
 * @return string[]
 */
function eventin_prefix_files( array $paths ): array {
	$files = array();
	foreach ( $paths as $path ) {
		if ( is_file( $path ) ) {
			$files[] = $path;
			continue;
		}
		if ( ! is_dir( $path ) ) {
			fwrite( STDERR, "No such file or folder: {$path}\n" );
			exit( 2 );
		}
		$iterator = new RecursiveIteratorIterator( new RecursiveDirectoryIterator( $path, FilesystemIterator::SKIP_DOTS ) );
		foreach ( $iterator as $file ) {
			if ( $file->isFile() && str_ends_with( $file->getFilename(), '.php' ) ) {
				$files[] = $file->getPathname();
			}
		}
	}
	sort( $files );
	return $files;
}

/**
 * A file's source with every vendored name prefixed.
 *
 * @param string $code  PHP source.
 * @param int    $count Set to how many names were prefixed.
 */
function eventin_prefix_code( string $code, int &$count ): string {
	$tokens = PhpToken::tokenize( $code );
	$out    = '';
	foreach ( $tokens as $i => $token ) {
		$text = $token->text;
		if ( $token->is( array( T_NAME_QUALIFIED, T_NAME_FULLY_QUALIFIED ) ) ) {
			$leading = str_starts_with( $text, '\\' ) ? '\\' : '';
			$name    = ltrim( $text, '\\' );
			if ( eventin_prefix_is_vendored( $name ) ) {
				$text = $leading . EVENTIN_PREFIX . '\\' . $name;
				++$count;
			}
		} elseif ( $token->is( T_STRING ) && in_array( $text, EVENTIN_PREFIX_NAMESPACES, true ) ) {
			// A one-part root namespace: `namespace BaconQrCode;` or `use BaconQrCode\{…}`.
			$before = eventin_prefix_neighbour( $tokens, $i, -1 );
			$after  = eventin_prefix_neighbour( $tokens, $i, 1 );
			if ( ( $before && $before->is( T_NAMESPACE ) ) || ( $after && $after->is( T_NS_SEPARATOR ) ) ) {
				$text = EVENTIN_PREFIX . '\\' . $text;
				++$count;
			}
		} elseif ( $token->is( array( T_CONSTANT_ENCAPSED_STRING, T_ENCAPSED_AND_WHITESPACE, T_COMMENT, T_DOC_COMMENT ) ) ) {
			$text = eventin_prefix_text( $text, $count );
		}
		$out .= $text;
	}
	return $out;
}

/**
 * Whether a name (without a leading backslash) is one of a vendored library's.
 *
 * @param string $name A namespace or class name.
 */
function eventin_prefix_is_vendored( string $name ): bool {
	foreach ( EVENTIN_PREFIX_NAMESPACES as $root ) {
		if ( $name === $root || str_starts_with( $name, $root . '\\' ) ) {
			return true;
		}
	}
	return false;
}

/**
 * The nearest token before ($step -1) or after ($step 1) that is not white space.
 *
 * @param PhpToken[] $tokens All tokens.
 * @param int        $i      From this one.
 * @param int        $step   -1 or 1.
 */
function eventin_prefix_neighbour( array $tokens, int $i, int $step ): ?PhpToken {
	for ( $j = $i + $step; isset( $tokens[ $j ] ); $j += $step ) {
		if ( ! $tokens[ $j ]->is( T_WHITESPACE ) ) {
			return $tokens[ $j ];
		}
	}
	return null;
}

/**
 * Class names in a string's or comment's text prefixed: a library's namespace, written with
 * single or doubled backslashes, followed by one more and a capitalised name; the prefix takes the
 * same backslashes. Names already prefixed are preceded by a backslash, so they never match.
 *
 * @param string $text  A token's text.
 * @param int    $count Increased by how many names were prefixed.
 */
function eventin_prefix_text( string $text, int &$count ): string {
	$roots = array();
	foreach ( EVENTIN_PREFIX_NAMESPACES as $root ) {
		$roots[] = implode( '\\\\{1,2}', array_map( 'preg_quote', explode( '\\', $root ) ) );
	}
	$pattern = '~(?<![\w\\\\])(\\\\{0,2})(' . implode( '|', $roots ) . ')(?=(\\\\{1,2})[A-Z])~';
	return (string) preg_replace_callback(
		$pattern,
		static function ( array $match ) use ( &$count ): string {
			++$count;
			$separator = $match[3];
			return $match[1] . str_replace( '\\', $separator, EVENTIN_PREFIX ) . $separator . $match[2];
		},
		$text
	);
}
