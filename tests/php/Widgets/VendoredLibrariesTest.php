<?php
namespace Eventin\Tests\Widgets;

use Eventin\Events\CalendarFile;
use Eventin\Tests\TestCase;
use Eventin\Tickets\QrCode;
use ReflectionClass;

/**
 * The vendored libraries (BaconQrCode, DASPRiD\Enum, eluceo/iCal) live under Eventin\Vendor\
 * (bin/php/prefix-vendor.php), so another plugin's copy of them neither clashes with ours nor
 * stands in for it (issue 39).
 */
final class VendoredLibrariesTest extends TestCase {
	private const GLOBAL_NAMES = array(
		'BaconQrCode\Writer',
		'BaconQrCode\Encoder\Encoder',
		'DASPRiD\Enum\AbstractEnum',
		'Eluceo\iCal\Presentation\Factory\CalendarFactory',
		'Eluceo\iCal\Domain\Entity\Calendar',
	);

	/** What another-plugins-libraries.php printed, run before any test's transaction. */
	private static array $other_site = array();

	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		self::$other_site = self::php( array( __DIR__ . '/another-plugins-libraries.php' ) );
	}

	/**
	 * Runs PHP on a script; its exit code and output.
	 *
	 * @param string[] $args The script and its arguments.
	 * @return array{status: int, out: string, err: string}
	 */
	private static function php( array $args ): array {
		$process = proc_open(
			array_merge( array( PHP_BINARY ), $args ),
			array(
				1 => array( 'pipe', 'w' ),
				2 => array( 'pipe', 'w' ),
			),
			$pipes,
			dirname( __DIR__, 3 )
		);
		$out = (string) stream_get_contents( $pipes[1] );
		$err = (string) stream_get_contents( $pipes[2] );
		fclose( $pipes[1] );
		fclose( $pipes[2] );
		return array(
			'status' => proc_close( $process ),
			'out'    => $out,
			'err'    => $err,
		);
	}

	private static function ics(): string {
		return CalendarFile::ics(
			array(
				'id'          => 0,
				'title'       => 'Vendored',
				'start_utc'   => '2031-06-10T09:00:00+00:00',
				'end_utc'     => '2031-06-10T10:00:00+00:00',
				'link'        => 'https://example.com/vendored/',
				'description' => '',
				'location'    => null,
			)
		);
	}

	public function test_a_qr_code_and_an_ics_file_load_only_prefixed_classes(): void {
		$this->assertStringStartsWith( '<svg', QrCode::svg( 'eventin-vendored' ) );
		if ( function_exists( 'imagecreate' ) ) {
			$this->assertSame( 'image/png', getimagesizefromstring( (string) QrCode::png( 'eventin-vendored' ) )['mime'] );
		}
		$this->assertStringStartsWith( "BEGIN:VCALENDAR\r\n", self::ics() );

		foreach ( self::GLOBAL_NAMES as $name ) {
			$this->assertFalse( class_exists( $name, false ), "{$name} is not declared" );
			$this->assertTrue( class_exists( 'Eventin\\Vendor\\' . $name, false ), "Eventin\\Vendor\\{$name} is what ran" );
		}

		// Every class, interface and trait loaded from includes/vendor is under Eventin\Vendor\.
		$vendor = realpath( dirname( __DIR__, 3 ) . '/includes/vendor' ) . DIRECTORY_SEPARATOR;
		$loaded = array();
		$global = array();
		foreach ( array_merge( get_declared_classes(), get_declared_interfaces(), get_declared_traits() ) as $name ) {
			if ( preg_match( '/^(BaconQrCode|DASPRiD|Eluceo)\\\\/i', $name ) ) {
				$global[] = $name;
			}
			$file = ( new ReflectionClass( $name ) )->getFileName();
			if ( is_string( $file ) && str_starts_with( (string) realpath( $file ), $vendor ) ) {
				$loaded[] = $name;
			}
		}
		$this->assertSame( array(), $global, 'no class in a global library namespace' );
		$this->assertGreaterThan( 20, count( $loaded ), 'the QR code and the .ics loaded the libraries' );
		$this->assertSame( array(), preg_grep( '/^Eventin\\\\Vendor\\\\/', $loaded, PREG_GREP_INVERT ), 'every class from includes/vendor is under Eventin\\Vendor\\' );
	}

	public function test_the_vendored_files_and_ours_name_no_global_library_namespace(): void {
		// The prefixing script's own check: nothing under includes/ (the vendored libraries and
		// ours) nor eventin.php names BaconQrCode\, DASPRiD\Enum\ or Eluceo\iCal\ unprefixed.
		$check = self::php( array( 'bin/php/prefix-vendor.php', '--check', 'includes', 'eventin.php', 'tests/e2e/qr-modules.php' ) );
		$this->assertSame( 0, $check['status'], $check['out'] . $check['err'] );
		$this->assertStringContainsString( 'Every vendored name is under Eventin\\Vendor\\.', $check['out'] );

		// And a plain look at the declarations, independent of the script.
		$root  = dirname( __DIR__, 3 );
		$files = new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( $root . '/includes/vendor', \FilesystemIterator::SKIP_DOTS ) );
		$count = 0;
		foreach ( $files as $file ) {
			if ( ! str_ends_with( $file->getFilename(), '.php' ) ) {
				continue;
			}
			$code = (string) file_get_contents( $file->getPathname() );
			$this->assertMatchesRegularExpression( '/^namespace Eventin\\\\Vendor\\\\(BaconQrCode|DASPRiD\\\\Enum|Eluceo\\\\iCal)\b[^;]*;$/m', $code, $file->getPathname() );
			$this->assertDoesNotMatchRegularExpression( '/^(namespace|use)\s+\\\\?(BaconQrCode|DASPRiD|Eluceo)\\\\/m', $code, $file->getPathname() );
			++$count;
		}
		$this->assertSame( 134, $count, 'BaconQrCode 60, DASPRiD\Enum 10, eluceo/iCal 64 files' );

		// Each library keeps its license beside it.
		foreach ( array( 'bacon-qr-code', 'dasprid-enum', 'eluceo-ical' ) as $library ) {
			$this->assertFileExists( "{$root}/includes/vendor/{$library}/LICENSE" );
		}
	}

	public function test_another_plugins_copy_of_the_libraries_neither_clashes_nor_stands_in(): void {
		$run = self::$other_site;
		$this->assertSame( 0, $run['status'], $run['out'] . $run['err'] );
		$this->assertSame( '', $run['err'] );
		$seen = json_decode( $run['out'], true );
		$this->assertIsArray( $seen, $run['out'] );
		$this->assertSame( '<svg', $seen['svg'] );
		$this->assertContains( $seen['png'], array( 'image/png', null ) );
		$this->assertSame( 'BEGIN:VCALENDAR', $seen['ics'] );
		$this->assertSame( array(), $seen['asked'], "Eventin asked nothing of the other plugin's autoloader" );
		$vendor = realpath( dirname( __DIR__, 3 ) . '/includes/vendor' ) . DIRECTORY_SEPARATOR;
		$this->assertCount( 4, $seen['files'] );
		foreach ( $seen['files'] as $name => $file ) {
			$this->assertIsString( $file, "{$name} was loaded" );
			$this->assertStringStartsWith( $vendor, (string) realpath( $file ), $name );
		}
	}
}
