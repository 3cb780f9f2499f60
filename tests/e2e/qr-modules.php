<?php
/**
 * The modules of a ticket code's QR code, as the ticket page and mail draw it (Tickets\QrCode,
 * the vendored BaconQrCode, prefixed Eventin\Vendor\BaconQrCode), printed as JSON rows of 0 and 1.
 * No WordPress needed.
 * Usage: php qr-modules.php CODE
 */
spl_autoload_register(
	static function ( string $class_name ): void {
		$root  = dirname( __DIR__, 2 );
		$roots = array(
			'Eventin\\Vendor\\BaconQrCode\\'   => $root . '/includes/vendor/bacon-qr-code/src/',
			'Eventin\\Vendor\\DASPRiD\\Enum\\' => $root . '/includes/vendor/dasprid-enum/src/',
			'Eventin\\'                        => $root . '/includes/',
		);
		foreach ( $roots as $prefix => $dir ) {
			if ( str_starts_with( $class_name, $prefix ) ) {
				$file = $dir . str_replace( '\\', '/', substr( $class_name, strlen( $prefix ) ) ) . '.php';
				if ( is_file( $file ) ) {
					require $file;
				}
				return;
			}
		}
	}
);
echo json_encode( Eventin\Tickets\QrCode::modules( $argv[1] ?? '' ) );
