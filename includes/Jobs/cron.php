<?php
/**
 * Runs Eventin's background jobs from a host's system cron (for sites that set DISABLE_WP_CRON):
 *
 *   * * * * * php /path/to/wp-content/plugins/eventin/includes/Jobs/cron.php --path=/path/to/wordpress
 *
 * --path    The WordPress folder (the one with wp-load.php); by default the first found above the
 *           current folder, then above this file.
 * --url     The site's address, needed on a multisite network only.
 * --seconds How long it runs jobs (default 50: one run a minute, done before the next). It runs
 *           them as they come due, about a second later; meanwhile, and for a little while after,
 *           web requests leave the jobs to it (Runners::serve).
 * --once    Runs what is due now, then ends (no waiting for more, and requests go on kicking).
 *
 * Prints how many jobs ran. It runs only from the command line.
 */

if ( 'cli' !== PHP_SAPI ) {
	http_response_code( 403 );
	exit;
}

$eventin_cron = getopt( '', array( 'path:', 'url:', 'seconds:', 'once' ) );

/** The first folder holding wp-load.php: $start or one above it. */
$eventin_find_wordpress = static function ( string $start ): ?string {
	for ( $dir = $start; '' !== $dir; $dir = dirname( $dir ) ) {
		if ( is_file( $dir . '/wp-load.php' ) ) {
			return $dir;
		}
		if ( dirname( $dir ) === $dir ) {
			break;
		}
	}
	return null;
};
$eventin_wordpress = isset( $eventin_cron['path'] )
	? ( is_file( rtrim( $eventin_cron['path'], '/' ) . '/wp-load.php' ) ? rtrim( $eventin_cron['path'], '/' ) : null )
	: ( $eventin_find_wordpress( (string) getcwd() ) ?? $eventin_find_wordpress( __DIR__ ) );
if ( null === $eventin_wordpress ) {
	fwrite( STDERR, "No WordPress found: give its folder (the one with wp-load.php) with --path=.\n" );
	exit( 1 );
}

if ( isset( $eventin_cron['url'] ) ) {
	$eventin_url            = parse_url( (string) $eventin_cron['url'] ); // Not wp_parse_url(): WordPress is not loaded yet.
	$_SERVER['HTTP_HOST']   = ( $eventin_url['host'] ?? 'localhost' ) . ( isset( $eventin_url['port'] ) ? ':' . $eventin_url['port'] : '' );
	$_SERVER['SERVER_NAME'] = $eventin_url['host'] ?? 'localhost';
	$_SERVER['REQUEST_URI'] = $eventin_url['path'] ?? '/';
}

require $eventin_wordpress . '/wp-load.php';

if ( ! class_exists( \Eventin\Jobs\Runners::class ) ) {
	fwrite( STDERR, "Eventin is not active on this site.\n" );
	exit( 1 );
}
$eventin_seconds = isset( $eventin_cron['seconds'] ) ? max( 1.0, (float) $eventin_cron['seconds'] ) : 50.0;
$eventin_ran     = isset( $eventin_cron['once'] ) ? \Eventin\Jobs\Runners::tick( $eventin_seconds ) : \Eventin\Jobs\Runners::serve( $eventin_seconds );
echo esc_html( sprintf( "Eventin: %d background jobs ran.\n", $eventin_ran ) );
