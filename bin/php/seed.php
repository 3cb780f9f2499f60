<?php
/**
 * Seeds demo data. Usage:
 *   php seed.php [--demo] [--events=N] [--speakers=N] [--organizers=N] [--groups=N] [--schedules=N] [--orders=N]
 * --demo is what npm start uses: the default demo set, added once, its events' sales made of its
 * bookings (see OrderSeeder), the RSVP module on with an event taking answers (RsvpSeeder), and a
 * past event giving certificates to a few checked-in attendees (CertificateSeeder).
 * Every count tops up to N.
 */
require __DIR__ . '/load-wordpress.php';

use Eventin\Seed\CertificateSeeder;
use Eventin\Seed\OrderSeeder;
use Eventin\Seed\PageSeeder;
use Eventin\Seed\ProgramSeeder;
use Eventin\Seed\RsvpSeeder;
use Eventin\Seed\Seeder;
use Eventin\Seed\VendorSeeder;

$demo     = array(
	'events'     => 60,
	'speakers'   => 12,
	'organizers' => 4,
	'groups'     => 4,
	'schedules'  => 8,
	'orders'     => 120,
);
$options  = getopt( '', array_merge( array( 'demo' ), array_map( static fn( $key ) => "$key:", array_keys( $demo ) ) ) );
$counts   = array();
foreach ( $demo as $key => $default ) {
	if ( isset( $options[ $key ] ) && ( ! is_numeric( $options[ $key ] ) || (int) $options[ $key ] < 0 ) ) {
		fwrite( STDERR, "--$key takes a whole number, like --$key=1000.\n" );
		exit( 1 );
	}
	$counts[ $key ] = isset( $options[ $key ] ) ? (int) $options[ $key ] : ( isset( $options['demo'] ) ? $default : 0 );
}
// Seeded people never sign in: the cheapest hash bcrypt allows keeps thousands of them quick.
add_filter( 'wp_hash_password_options', static fn( $options ) => array( 'cost' => 4 ) + (array) $options );

$started = microtime( true );
$terms   = Seeder::terms();
$added   = Seeder::events(
	$counts['events'],
	$terms,
	static function ( int $done, int $total ): void {
		if ( $total >= 5000 && ( 0 === $done % 5000 || $done === $total ) ) {
			fwrite( STDOUT, sprintf( "  %d / %d events\n", $done, $total ) );
		}
	},
	true,
	isset( $options['demo'] )
);
$groups     = ProgramSeeder::groups( $counts['groups'] );
$speakers   = ProgramSeeder::people( 'speaker', $counts['speakers'], $groups );
$organizers = ProgramSeeder::people( 'organizer', $counts['organizers'], $groups );
$people     = get_users(
	array(
		'role__in' => array( 'etn-speaker' ),
		'meta_key' => ProgramSeeder::MARKER,
		'fields'   => 'ID',
		'number'   => 50,
	)
);
$schedules  = ProgramSeeder::schedules( $counts['schedules'], array_map( 'intval', $people ) );
$pages      = isset( $options['demo'] ) ? PageSeeder::pages() : 0;
$answers    = isset( $options['demo'] ) ? RsvpSeeder::demo() : 0;
$orders     = OrderSeeder::orders(
	$counts['orders'],
	static function ( int $done, int $total ): void {
		if ( $total >= 10000 && ( 0 === $done % 10000 || $done === $total ) ) {
			fwrite( STDOUT, sprintf( "  %d / %d bookings\n", $done, $total ) );
		}
	},
	isset( $options['demo'] )
);
$certified  = isset( $options['demo'] ) ? CertificateSeeder::demo() : 0;
$vended     = isset( $options['demo'] ) ? VendorSeeder::demo() : 0;
printf(
	"Seeded: %d categories, %d tags, %d events added (%d in all), %d speaker groups, %d speakers and %d organizers added, %d schedules added, %d widget pages added, %d RSVP answers added, %d bookings added, %d attendees checked in for certificates, %d events given to the demo vendor, in %.1f s.\n",
	count( $terms['categories'] ),
	count( $terms['tags'] ),
	$added,
	Seeder::seeded_events(),
	count( $groups ),
	$speakers,
	$organizers,
	$schedules,
	$pages,
	$answers,
	$orders,
	$certified,
	$vended,
	microtime( true ) - $started
);
