<?php
/**
 * VendoredLibrariesTest's other site: another plugin ships its own BaconQrCode, DASPRiD\Enum and
 * eluceo/iCal, loaded before Eventin (its classes declared, its autoloader answering those
 * namespaces). Then WordPress loads with Eventin, which draws a QR code (SVG and PNG) and writes an
 * .ics. Unprefixed, Eventin would hit "Cannot declare class …" or run the other plugin's classes.
 *
 *   EVENTIN_SITE_DIR=… EVENTIN_SITE_URL=… php another-plugins-libraries.php
 *
 * Prints JSON: { svg, png (image type or null without GD), ics (its first line), asked (the names
 * Eventin asked of the other plugin's autoloader), files (where Eventin's Writer, Encoder,
 * AbstractEnum and CalendarFactory come from) }.
 */

namespace BaconQrCode {
	/** The other plugin's Writer: another version, without writeString(). */
	final class Writer {
		public const VERSION = 'other';
	}
}

namespace BaconQrCode\Encoder {
	/** The other plugin's Encoder. */
	final class Encoder {
		public const VERSION = 'other';
	}
}

namespace DASPRiD\Enum {
	/** The other plugin's enum base. */
	abstract class AbstractEnum {
		public const VERSION = 'other';
	}
}

namespace Eluceo\iCal\Presentation\Factory {
	/** The other plugin's calendar factory. */
	final class CalendarFactory {
		public const VERSION = 'other';
	}
}

namespace {
	$eventin_clash_asked = array();
	spl_autoload_register(
		static function ( string $class_name ) use ( &$eventin_clash_asked ): void {
			if ( preg_match( '/^(BaconQrCode|DASPRiD|Eluceo)\\\\/', $class_name ) ) {
				$eventin_clash_asked[] = $class_name;
			}
		},
		true,
		true
	);

	require dirname( __DIR__, 3 ) . '/bin/php/load-wordpress.php';

	$eventin_clash_svg = Eventin\Tickets\QrCode::svg( 'eventin-clash-test' );
	$eventin_clash_png = Eventin\Tickets\QrCode::png( 'eventin-clash-test' );
	$eventin_clash_ics = Eventin\Events\CalendarFile::ics(
		array(
			'id'          => 0,
			'title'       => 'Clash test',
			'start_utc'   => '2031-06-10T09:00:00+00:00',
			'end_utc'     => '2031-06-10T10:00:00+00:00',
			'link'        => 'https://example.com/clash-test/',
			'description' => '',
			'location'    => null,
		)
	);
	$eventin_clash_files = array();
	foreach ( array( 'Eventin\Vendor\BaconQrCode\Writer', 'Eventin\Vendor\BaconQrCode\Encoder\Encoder', 'Eventin\Vendor\DASPRiD\Enum\AbstractEnum', 'Eventin\Vendor\Eluceo\iCal\Presentation\Factory\CalendarFactory' ) as $eventin_clash_class ) {
		$eventin_clash_files[ $eventin_clash_class ] = class_exists( $eventin_clash_class, false ) ? ( new ReflectionClass( $eventin_clash_class ) )->getFileName() : null;
	}
	echo wp_json_encode(
		array(
			'svg'   => substr( $eventin_clash_svg, 0, 4 ),
			'png'   => null === $eventin_clash_png ? null : getimagesizefromstring( $eventin_clash_png )['mime'],
			'ics'   => strtok( $eventin_clash_ics, "\r\n" ),
			'asked' => $eventin_clash_asked,
			'files' => $eventin_clash_files,
		)
	);
}
