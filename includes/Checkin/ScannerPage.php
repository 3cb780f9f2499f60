<?php
namespace Eventin\Checkin;

use Eventin\Events\Event;
use Eventin\Events\PostType;
use Eventin\Permissions\Capabilities;
use Eventin\Tickets\QrCode;
use Eventin\Time\LocalTime;
use Eventin\Vendors\Ownership;

/**
 * The ticket scanner: a page of its own for phones, outside the theme.
 *
 * - `/?eventin-scanner=<event id>`: the scanner of an event (build/scanner.js and .css, from
 *   src/scanner/), for signed-in users with `etn_manage_qr_scan`. Visitors go to the login page
 *   and come back; others get a 403 page.
 * - `/?eventin-scanner-manifest=<event id>`: its web app manifest ('Scanner: <event>', standalone).
 * - `/?eventin-scanner-qr=<event id>`: the scanner's address as a QR code (SVG), for Scan Ticket's
 *   launcher: a phone at the door opens the scanner by pointing its camera at the dashboard.
 * - `/?eventin-scanner-icon=192|512`: its icon as a PNG, the sizes phones ask for to install it.
 * - `/?eventin-scanner-sw=1`: its service worker, scoped to `/?eventin-scanner=` (a prefix of
 *   every scanner page): it keeps each scanner page it served (network first, the copy when the
 *   network fails) and the scanner's files (cache first, in a cache named by their version), so a
 *   reload without a network opens the scanner. The scanner's data lives in IndexedDB.
 */
final class ScannerPage {
	public const PAGE     = 'eventin-scanner';
	public const MANIFEST = 'eventin-scanner-manifest';
	public const WORKER   = 'eventin-scanner-sw';
	public const QR       = 'eventin-scanner-qr';
	public const ICON     = 'eventin-scanner-icon';
	public const HANDLE   = 'eventin-scanner';

	/** The scanner's colour: the bar, the installed app's frame. */
	private const THEME_COLOR = '#1d2327';

	/** The scanner of an event. */
	public static function url( int $event_id ): string {
		return home_url( '/?' . self::PAGE . '=' . $event_id );
	}

	public static function worker_url(): string {
		return home_url( '/?' . self::WORKER . '=1' );
	}

	/** Every scanner page starts so: the service worker's scope. */
	public static function scope(): string {
		return home_url( '/?' . self::PAGE . '=' );
	}

	public static function serve(): void {
		if ( isset( $_GET[ self::WORKER ] ) ) {
			self::send( 200, 'application/javascript; charset=utf-8', self::worker() );
		} elseif ( isset( $_GET[ self::ICON ] ) ) {
			$png = self::icon_png( absint( $_GET[ self::ICON ] ) );
			if ( null === $png ) {
				self::send( 404, 'text/plain; charset=utf-8', '' );
			}
			status_header( 200 );
			header( 'Content-Type: image/png' );
			header( 'Cache-Control: public, max-age=604800' );
			echo $png; // phpcs:ignore Eventin.Security.EscapedOutput -- a PNG image, sent as image/png.
			exit;
		} elseif ( isset( $_GET[ self::QR ] ) ) {
			$event_id = absint( $_GET[ self::QR ] );
			if ( ! current_user_can( Capabilities::QR_SCAN ) || ! self::event( $event_id ) || ! Ownership::can_reach( $event_id ) ) {
				self::send( 404, 'text/plain; charset=utf-8', '' );
			}
			self::send( 200, 'image/svg+xml', QrCode::svg( self::url( $event_id ) ) );
		} elseif ( isset( $_GET[ self::MANIFEST ] ) ) {
			self::send( 200, 'application/manifest+json; charset=utf-8', (string) wp_json_encode( self::manifest( absint( $_GET[ self::MANIFEST ] ) ), JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE ) );
		} elseif ( isset( $_GET[ self::PAGE ] ) ) {
			$event_id = absint( $_GET[ self::PAGE ] );
			if ( ! is_user_logged_in() ) {
				wp_safe_redirect( wp_login_url( self::url( $event_id ) ) );
				exit;
			}
			list( $status, $html ) = self::page( $event_id );
			header( 'X-Robots-Tag: noindex, nofollow' );
			header( 'Referrer-Policy: same-origin' );
			self::send( $status, 'text/html; charset=utf-8', $html );
		}
	}

	private static function send( int $status, string $type, string $body ): void {
		status_header( $status );
		nocache_headers();
		header( 'Content-Type: ' . $type );
		header( 'X-Content-Type-Options: nosniff' );
		echo $body; // phpcs:ignore Eventin.Security.EscapedOutput -- a body of $type with nosniff: the page() escapes its HTML; the others are JavaScript, SVG and JSON.
		exit;
	}

	/** The event a scanner page is for, when it is one the user may scan. */
	private static function event( int $event_id ): ?array {
		$post = $event_id ? get_post( $event_id ) : null;
		if ( ! $post || PostType::NAME !== $post->post_type ) {
			return null;
		}
		return Event::read( $event_id );
	}

	/**
	 * The scanner page for the signed-in user: its status and HTML.
	 *
	 * @return array{0: int, 1: string}
	 */
	public static function page( int $event_id ): array {
		if ( ! current_user_can( Capabilities::QR_SCAN ) ) {
			return array(
				403,
				self::document(
					__( 'Ticket scanner', 'eventin' ),
					'<main class="eventin-scanner-message"><h1>' . esc_html__( 'Ticket scanner', 'eventin' ) . '</h1><p>'
					. esc_html__( 'Sorry, you are not allowed to scan tickets. Ask an administrator for the Ticket scanner permission.', 'eventin' )
					. '</p><p><a href="' . esc_url( wp_logout_url( self::url( $event_id ) ) ) . '">' . esc_html__( 'Log in as someone else', 'eventin' ) . '</a></p></main>',
					$event_id,
					false
				),
			);
		}
		// A vendor's scanner opens at their own events only.
		$event = Ownership::can_reach( $event_id ) ? self::event( $event_id ) : null;
		if ( ! $event ) {
			return array(
				404,
				self::document(
					__( 'Ticket scanner', 'eventin' ),
					'<main class="eventin-scanner-message"><h1>' . esc_html__( 'Ticket scanner', 'eventin' ) . '</h1><p>' . esc_html__( 'This event does not exist.', 'eventin' ) . '</p></main>',
					$event_id,
					false
				),
			);
		}
		$user   = wp_get_current_user();
		$config = array(
			'restRoot'      => esc_url_raw( rest_url() ),
			'nonce'         => wp_create_nonce( 'wp_rest' ),
			// A page kept for offline use may hold an expired nonce: WordPress's own endpoint renews it.
			'nonceEndpoint' => admin_url( 'admin-ajax.php?action=rest-nonce' ),
			'loginUrl'      => wp_login_url( self::url( $event_id ) ),
			'eventId'       => $event_id,
			'eventTitle'    => $event['title'],
			'timezone'      => $event['timezone'] ? $event['timezone'] : LocalTime::default_timezone(),
			'user'          => $user->display_name,
			// The device's storage per site and user: another user on the same phone starts afresh.
			'scope'         => substr( md5( home_url( '/' ) . '|' . $user->ID ), 0, 12 ),
			'wasmUrl'       => self::asset_url( 'zxing_reader.wasm' ),
			'serviceWorker' => array(
				'url'   => self::worker_url(),
				'scope' => self::scope(),
			),
			'localeData'    => self::locale_data(),
		);
		$body = '<div id="eventin-scanner" data-config="' . esc_attr( (string) wp_json_encode( $config ) ) . '"></div>'
			. '<noscript><main class="eventin-scanner-message"><p>' . esc_html__( 'The ticket scanner needs JavaScript.', 'eventin' ) . '</p></main></noscript>'
			. '<script src="' . esc_url( self::asset_url( 'scanner.js' ) ) . '"></script>';
		/* translators: %s: an event's title */
		return array( 200, self::document( sprintf( __( 'Scanner: %s', 'eventin' ), $event['title'] ), $body, $event_id, true ) );
	}

	/** A whole HTML document, without the theme. */
	private static function document( string $title, string $body, int $event_id, bool $app ): string {
		$head = '<meta charset="utf-8">'
			. '<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">'
			. '<meta name="robots" content="noindex, nofollow">'
			. '<meta name="theme-color" content="' . esc_attr( self::THEME_COLOR ) . '">'
			. '<title>' . esc_html( $title ) . '</title>'
			. '<link rel="icon" href="' . esc_attr( self::icon() ) . '">';
		if ( $app ) {
			$head .= '<link rel="manifest" crossorigin="use-credentials" href="' . esc_url( home_url( '/?' . self::MANIFEST . '=' . $event_id ) ) . '">'
				. '<link rel="stylesheet" href="' . esc_url( self::asset_url( is_rtl() ? 'scanner-rtl.css' : 'scanner.css' ) ) . '">';
		} else {
			$head .= '<style>body{margin:0;font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,sans-serif;background:#f0f0f1;color:#1e1e1e}.eventin-scanner-message{max-width:32rem;margin:10vh auto;padding:1.5rem;background:#fff;border-radius:8px}a{color:#2271b1}</style>';
		}
		return '<!DOCTYPE html><html ' . get_language_attributes() . '><head>' . $head . '</head><body>' . $body . '</body></html>';
	}

	/** The web app manifest of an event's scanner. */
	public static function manifest( int $event_id ): array {
		$event = self::event( $event_id );
		// The title only for those who may scan, or when the event is public anyway.
		$named = $event && ( current_user_can( Capabilities::QR_SCAN ) || 'publish' === get_post_status( $event_id ) );
		return array(
			/* translators: %s: an event's title */
			'name'             => $named ? sprintf( __( 'Scanner: %s', 'eventin' ), $event['title'] ) : __( 'Ticket scanner', 'eventin' ),
			'short_name'       => __( 'Scanner', 'eventin' ),
			'id'               => self::url( $event_id ),
			'start_url'        => self::url( $event_id ),
			'scope'            => home_url( '/' ),
			'display'          => 'standalone',
			'orientation'      => 'portrait',
			'background_color' => self::THEME_COLOR,
			'theme_color'      => self::THEME_COLOR,
			'icons'            => array(
				...array_map(
					static fn( int $size ) => array(
						'src'   => home_url( '/?' . self::ICON . '=' . $size ),
						'sizes' => $size . 'x' . $size,
						'type'  => 'image/png',
					),
					self::ICON_SIZES
				),
				array(
					'src'     => self::icon(),
					'sizes'   => 'any',
					'type'    => 'image/svg+xml',
					'purpose' => 'any',
				),
			),
		);
	}

	/** The PNG icons' sizes: what Android and Chrome ask for to install an app. */
	private const ICON_SIZES = array( 192, 512 );

	/**
	 * The icon as a PNG of one of ICON_SIZES, drawn as icon() draws it (on a 96-unit grid); null
	 * for another size, or without GD.
	 */
	public static function icon_png( int $size ): ?string {
		if ( ! in_array( $size, self::ICON_SIZES, true ) || ! function_exists( 'imagecreatetruecolor' ) ) {
			return null;
		}
		$image = imagecreatetruecolor( $size, $size );
		$unit  = $size / 96;
		$color = static fn( string $hex ) => imagecolorallocate( $image, ...array_map( 'hexdec', str_split( ltrim( $hex, '#' ), 2 ) ) );
		$box   = static fn( float $x, float $y, float $side, $fill ) => imagefilledrectangle( $image, (int) round( $x * $unit ), (int) round( $y * $unit ), (int) round( ( $x + $side ) * $unit ) - 1, (int) round( ( $y + $side ) * $unit ) - 1, $fill );
		$white = $color( '#ffffff' );
		$dark  = $color( self::THEME_COLOR );
		$box( 0, 0, 96, $dark );
		foreach ( array( array( 14, 14 ), array( 54, 14 ), array( 14, 54 ) ) as list( $x, $y ) ) {
			// A corner mark: a ring 7 units wide around the 28-unit square, and its centre.
			$box( $x - 3.5, $y - 3.5, 35, $white );
			$box( $x + 3.5, $y + 3.5, 21, $dark );
			$box( $x + 9, $y + 9, 10, $white );
		}
		$box( 58, 58, 10, $color( '#68de7c' ) );
		$box( 72, 72, 10, $color( '#68de7c' ) );
		$box( 72, 58, 10, $white );
		ob_start();
		imagepng( $image );
		return (string) ob_get_clean();
	}

	/** The scanner's icon: a QR code's corner marks on the scanner's colour, as a data URL. */
	private static function icon(): string {
		$mark = static fn( int $x, int $y ): string => '<rect x="' . $x . '" y="' . $y . '" width="28" height="28" rx="4" fill="none" stroke="#fff" stroke-width="7"/><rect x="' . ( $x + 9 ) . '" y="' . ( $y + 9 ) . '" width="10" height="10" fill="#fff"/>';
		$svg  = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" rx="18" fill="' . self::THEME_COLOR . '"/>'
			. $mark( 14, 14 ) . $mark( 54, 14 ) . $mark( 14, 54 )
			. '<rect x="58" y="58" width="10" height="10" fill="#68de7c"/><rect x="72" y="72" width="10" height="10" fill="#68de7c"/><rect x="72" y="58" width="10" height="10" fill="#fff"/></svg>';
		return 'data:image/svg+xml,' . rawurlencode( $svg );
	}

	/** The version of the scanner's files: what names the service worker's cache. */
	public static function version(): string {
		static $version = null;
		if ( null === $version ) {
			$asset   = is_file( EVENTIN_DIR . '/build/scanner.asset.php' ) ? require EVENTIN_DIR . '/build/scanner.asset.php' : array( 'version' => '' );
			$parts   = array( EVENTIN_VERSION, $asset['version'] ?? '' );
			$parts[] = is_file( EVENTIN_DIR . '/build/scanner-zxing.js' ) ? md5_file( EVENTIN_DIR . '/build/scanner-zxing.js' ) : '';
			$parts[] = is_file( EVENTIN_DIR . '/build/zxing_reader.wasm' ) ? (string) filesize( EVENTIN_DIR . '/build/zxing_reader.wasm' ) : '';
			$version = substr( md5( implode( '|', $parts ) ), 0, 12 );
		}
		return $version;
	}

	/** A file of the build folder, with the version (webpack's chunk goes without: it loads it so). */
	private static function asset_url( string $file ): string {
		$url = plugins_url( 'build/' . $file, EVENTIN_FILE );
		return 'scanner-zxing.js' === $file ? $url : add_query_arg( 'ver', self::version(), $url );
	}

	/** The scanner's translations (Jed locale data of the text domain), or null without them. */
	private static function locale_data(): ?array {
		wp_register_script( self::HANDLE, plugins_url( 'build/scanner.js', EVENTIN_FILE ), array(), self::version(), true );
		$json = load_script_textdomain( self::HANDLE, 'eventin', EVENTIN_DIR . '/languages' );
		$data = is_string( $json ) ? json_decode( $json, true ) : null;
		return is_array( $data ) && isset( $data['locale_data']['messages'] ) ? $data['locale_data']['messages'] : null;
	}

	/**
	 * The service worker's script: its configuration, then the built worker (src/scanner/worker/),
	 * which reads it from `self.eventinScannerWorker`.
	 */
	public static function worker(): string {
		$assets = array_map(
			array( self::class, 'asset_url' ),
			array( 'scanner.js', is_rtl() ? 'scanner-rtl.css' : 'scanner.css', 'scanner-zxing.js', 'zxing_reader.wasm' )
		);
		$config = array(
			'cache'  => 'eventin-scanner-' . self::version(),
			// The pages outlive a new version of the files.
			'kept'   => 'eventin-scanner-pages',
			'assets' => $assets,
			'pages'  => self::scope(),
		);
		$script = EVENTIN_DIR . '/build/scanner-sw.js';
		return 'self.eventinScannerWorker = ' . wp_json_encode( $config, JSON_UNESCAPED_SLASHES ) . ";\n"
			. ( is_readable( $script ) ? (string) file_get_contents( $script ) : '' );
	}
}
