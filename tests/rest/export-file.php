<?php
/**
 * Prints where an export's file is, as a path under the site's address (what a visitor would ask
 * the web server for): php export-file.php EXPORT_ID
 */
putenv( 'EVENTIN_SITE_DIR=' . getenv( 'EVENTIN_TEST_SITE_DIR' ) );
putenv( 'EVENTIN_SITE_URL=' . getenv( 'EVENTIN_TEST_URL' ) );
require dirname( __DIR__, 2 ) . '/bin/php/load-wordpress.php';

$job  = \Eventin\Jobs\Batches::find( (int) ( $argv[1] ?? 0 ) );
$file = $job ? \Eventin\Exports\Export::file( $job ) : null;
if ( ! $file ) {
	fwrite( STDERR, "No finished export of this id.\n" );
	exit( 1 );
}
echo '/' . ltrim( substr( $file, strlen( ABSPATH ) ), '/' );
