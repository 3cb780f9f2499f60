<?php
/**
 * Seeds demo data. Usage: php seed.php [--demo] [--events=N]
 * --demo is what npm start uses: the default demo set, added once.
 */
require __DIR__ . '/load-wordpress.php';

$options = getopt( '', array( 'demo', 'events:' ) );
$events  = isset( $options['events'] ) ? (int) $options['events'] : ( isset( $options['demo'] ) ? 60 : 0 );
if ( isset( $options['events'] ) && ( ! is_numeric( $options['events'] ) || $events < 0 ) ) {
	fwrite( STDERR, "--events takes a whole number, like --events=1000.\n" );
	exit( 1 );
}

$started = microtime( true );
$terms   = Eventin\Seed\Seeder::terms();
$added   = Eventin\Seed\Seeder::events(
	$events,
	$terms,
	static function ( int $done, int $total ): void {
		if ( $total >= 5000 && ( 0 === $done % 5000 || $done === $total ) ) {
			fwrite( STDOUT, sprintf( "  %d / %d events\n", $done, $total ) );
		}
	}
);
printf(
	"Seeded: %d categories, %d tags, %d events added (%d in all) in %.1f s.\n",
	count( $terms['categories'] ),
	count( $terms['tags'] ),
	$added,
	Eventin\Seed\Seeder::seeded_events(),
	microtime( true ) - $started
);
