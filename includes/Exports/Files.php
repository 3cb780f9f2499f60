<?php
namespace Eventin\Exports;

/**
 * Where export files are written: a folder under uploads, since every PHP node of a site that
 * outgrew one server shares uploads (a batch runs on any node, the download on another). Uploads
 * are public, so nothing there is left to the web server's good will: the folder's name holds a
 * secret (`eventin-exports-<32 hex>`, made once and kept in an option every node reads), its files
 * are named with 128 random bits, and it holds a deny-all .htaccess and an empty index.php. The
 * servers we ship (the `php -S` router, the cluster's nginx) refuse every path under
 * `uploads/eventin-exports`; a host's should too (README). People download through the REST
 * route, which checks who asks.
 */
final class Files {
	/** The beginning of the folder's name, which servers deny. */
	public const FOLDER = 'eventin-exports';

	/** The option that keeps the folder's secret. */
	public const SECRET_OPTION = 'eventin_exports_secret';

	/** @var string|null The folder's secret, read once a request. */
	private static $secret = null;

	public static function dir(): string {
		return self::uploads() . self::FOLDER . '-' . self::secret();
	}

	/** Creates the folder with its guards; false when it cannot be written. */
	public static function prepare(): bool {
		// The folder of earlier versions, at a name anyone could guess, goes with what it held.
		self::delete_folder( self::uploads() . self::FOLDER );
		$dir = self::dir();
		if ( ! wp_mkdir_p( $dir ) || ! wp_is_writable( $dir ) ) {
			return false;
		}
		$guards = array(
			'index.php' => "<?php\n// Silence is golden.\n",
			'.htaccess' => "# Exports are downloaded through the REST API only.\n<IfModule mod_authz_core.c>\n\tRequire all denied\n</IfModule>\n<IfModule !mod_authz_core.c>\n\tOrder allow,deny\n\tDeny from all\n</IfModule>\n",
		);
		foreach ( $guards as $name => $content ) {
			if ( ! file_exists( "{$dir}/{$name}" ) && false === file_put_contents( "{$dir}/{$name}", $content ) ) {
				return false;
			}
		}
		return true;
	}

	/** A new file name: 32 hex characters. */
	public static function new_name(): string {
		return bin2hex( random_bytes( 16 ) );
	}

	/** The file being written by the batches. */
	public static function part( string $name ): string {
		return self::dir() . '/' . self::clean( $name ) . '.part';
	}

	/** The finished file. */
	public static function done( string $name, string $format ): string {
		return self::dir() . '/' . self::clean( $name ) . '.' . ( 'xlsx' === $format ? 'xlsx' : 'csv' );
	}

	/** Deletes a job's files, finished or not. */
	public static function delete( string $name ): void {
		foreach ( array( self::part( $name ), self::done( $name, 'csv' ), self::done( $name, 'xlsx' ), self::done( $name, 'xlsx' ) . '.tmp' ) as $path ) {
			if ( file_exists( $path ) ) {
				wp_delete_file( $path );
			}
		}
	}

	/**
	 * Deletes files no job owns any more (older than $max_age seconds), e.g. left by a job whose
	 * record went first.
	 */
	public static function delete_older_than( int $max_age ): void {
		$paths = glob( self::dir() . '/*.{part,csv,xlsx,tmp}', GLOB_BRACE );
		foreach ( $paths ? $paths : array() as $path ) {
			if ( filemtime( $path ) < time() - $max_age ) {
				wp_delete_file( $path );
			}
		}
	}

	/** Deletes the folder and everything in it, and its secret (uninstall). */
	public static function delete_all(): void {
		global $wpdb;
		self::delete_folder( self::dir() );
		self::delete_folder( self::uploads() . self::FOLDER );
		$wpdb->delete( $wpdb->options, array( 'option_name' => self::SECRET_OPTION ) );
	}

	/** The uploads folder, with a slash. */
	private static function uploads(): string {
		return trailingslashit( wp_upload_dir( null, false )['basedir'] );
	}

	/**
	 * The folder's secret: 32 hex, made by the first export and kept. Read and written with plain
	 * SQL (never a cached copy), the first writer winning, so every node and request agrees on it.
	 */
	private static function secret(): string {
		global $wpdb;
		if ( null === self::$secret ) {
			$read   = static fn() => (string) $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", self::SECRET_OPTION ) );
			$secret = $read();
			if ( ! preg_match( '/^[a-f0-9]{32}$/', $secret ) ) {
				$wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, %s, 'off')", self::SECRET_OPTION, bin2hex( random_bytes( 16 ) ) ) );
				$secret = $read();
			}
			self::$secret = $secret;
		}
		return self::$secret;
	}

	/** Deletes a folder of ours with the files in it. */
	private static function delete_folder( string $dir ): void {
		if ( ! is_dir( $dir ) ) {
			return;
		}
		$paths = glob( $dir . '/{,.}*', GLOB_BRACE );
		foreach ( $paths ? $paths : array() as $path ) {
			if ( is_file( $path ) ) {
				wp_delete_file( $path );
			}
		}
		@rmdir( $dir ); // phpcs:ignore Generic.PHP.NoSilencedErrors -- a folder already gone or not empty is no error here.
	}

	/** Only the hex names this class makes reach the file system. */
	private static function clean( string $name ): string {
		return preg_replace( '/[^a-f0-9]/', '', $name );
	}
}
