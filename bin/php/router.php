<?php
/**
 * Router for PHP's built-in server: static files as they are (never export files), PHP files run,
 * anything else goes to WordPress's index.php (pretty permalinks and the REST API).
 */
$root = $_SERVER['DOCUMENT_ROOT'];
$path = rawurldecode( (string) parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH ) );

// Export files are downloaded through the REST API only (includes/Exports/Files.php): nothing in a
// folder named eventin-exports… is served, however the path is written (`//`, `./`, `..`).
$real = realpath( $root . $path );
if ( false !== $real && preg_match( '#/eventin-exports[^/]*(/|$)#', substr( $real, strlen( (string) realpath( $root ) ) ) ) ) {
	http_response_code( 404 );
	return true;
}

if ( '/' !== $path && file_exists( $root . $path ) ) {
	if ( is_dir( $root . $path ) ) {
		if ( ! str_ends_with( $path, '/' ) ) {
			header( 'Location: ' . $path . '/' . ( empty( $_SERVER['QUERY_STRING'] ) ? '' : '?' . $_SERVER['QUERY_STRING'] ), true, 301 );
			return true;
		}
		if ( is_file( $root . $path . 'index.php' ) ) {
			$_SERVER['SCRIPT_NAME']     = $path . 'index.php';
			$_SERVER['PHP_SELF']        = $path . 'index.php';
			$_SERVER['SCRIPT_FILENAME'] = $root . $path . 'index.php';
			chdir( $root . $path );
			require $root . $path . 'index.php';
			return true;
		}
	}
	return false;
}
$_SERVER['SCRIPT_NAME']     = '/index.php';
$_SERVER['PHP_SELF']        = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $root . '/index.php';
chdir( $root );
require $root . '/index.php';
