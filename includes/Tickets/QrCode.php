<?php
namespace Eventin\Tickets;

use Eventin\Vendor\BaconQrCode\Common\ErrorCorrectionLevel;
use Eventin\Vendor\BaconQrCode\Encoder\Encoder;
use Eventin\Vendor\BaconQrCode\Renderer\Image\SvgImageBackEnd;
use Eventin\Vendor\BaconQrCode\Renderer\ImageRenderer;
use Eventin\Vendor\BaconQrCode\Renderer\RendererStyle\RendererStyle;
use Eventin\Vendor\BaconQrCode\Writer;

/**
 * A ticket code as a QR code, encoded by the vendored BaconQrCode (includes/vendor/bacon-qr-code):
 * SVG for pages (sharp at any zoom and in print), PNG for mails (mail clients show an inline image
 * without scripts or remote images). The QR holds only the code.
 *
 * Error correction M (15 %): a phone screen with a crack or glare still scans, and a 32-character
 * code stays a small version-3 symbol.
 */
final class QrCode {
	/** The quiet zone around the symbol, in modules, as the standard asks. */
	private const MARGIN = 4;

	/** An inline SVG of $size pixels square (no XML declaration), for a page. */
	public static function svg( string $text, int $size = 240 ): string {
		$writer = new Writer( new ImageRenderer( new RendererStyle( $size, self::MARGIN ), new SvgImageBackEnd() ) );
		$svg    = $writer->writeString( $text, Encoder::DEFAULT_BYTE_MODE_ECODING, ErrorCorrectionLevel::M() );
		return (string) preg_replace( '/^<\?xml[^>]*>\s*/', '', $svg );
	}

	/**
	 * A PNG, each module $scale pixels, black on white; null where PHP has no GD.
	 */
	public static function png( string $text, int $scale = 6 ): ?string {
		if ( ! function_exists( 'imagecreate' ) ) {
			return null;
		}
		$matrix = Encoder::encode( $text, ErrorCorrectionLevel::M() )->getMatrix();
		$width  = $matrix->getWidth();
		$pixels = ( $width + 2 * self::MARGIN ) * $scale;
		$image  = imagecreate( $pixels, $pixels );
		imagecolorallocate( $image, 255, 255, 255 ); // The first colour is the background.
		$black = imagecolorallocate( $image, 0, 0, 0 );
		for ( $y = 0; $y < $width; $y++ ) {
			for ( $x = 0; $x < $width; $x++ ) {
				if ( 1 === $matrix->get( $x, $y ) ) {
					$left = ( $x + self::MARGIN ) * $scale;
					$top  = ( $y + self::MARGIN ) * $scale;
					imagefilledrectangle( $image, $left, $top, $left + $scale - 1, $top + $scale - 1, $black );
				}
			}
		}
		ob_start();
		imagepng( $image, null, 9 );
		return (string) ob_get_clean();
	}

	/** The modules, rows of 0 and 1 (for tests and other drawings). */
	public static function modules( string $text ): array {
		$matrix = Encoder::encode( $text, ErrorCorrectionLevel::M() )->getMatrix();
		$rows   = array();
		for ( $y = 0; $y < $matrix->getHeight(); $y++ ) {
			$row = array();
			for ( $x = 0; $x < $matrix->getWidth(); $x++ ) {
				$row[] = $matrix->get( $x, $y );
			}
			$rows[] = $row;
		}
		return $rows;
	}
}
