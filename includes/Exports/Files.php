<?php
namespace Eventin\Exports;

/**
 * Where export files are written: a folder under uploads that the web server refuses to serve
 * (a deny-all .htaccess, an empty index.php), holding files named with 128 random bits, so no
 * export has a URL anyone could guess. People download through the REST route, which checks who asks.
 */
final class Files {
	public const FOLDER = 'eventin-exports';

	public static function dir(): string {
		return trailingslashit( wp_upload_dir( null, false )['basedir'] ) . self::FOLDER;
	}

	/** Creates the folder with its guards; false when it cannot be written. */
	public static function prepare(): bool {
		$dir = self::dir();
		if ( ! wp_mkdir_p( $dir ) || ! wp_is_writable( $dir ) ) {
			return false;
		}
		$guards = array(
			'index.php' => "<?php\n// Silence is golden.\n",
			'.htaccess' => "# Exports are downloaded through the REST API only.\n<IfModule mod_authz_core.c>\n\tRequire all denied\n</IfModule>\n<IfModule !mod_authz_core.c>\n\tOrder allow,deny\n\tDeny from all\n</IfModule>\n",
		);
		foreach ( $guards as $name => $content ) {
			if ( ! file_exists( "{$dir}/{$name}" ) && false === file_put_contents( "{$dir}/{$name}", $content ) ) { // phpcs:ignore WordPress.WP.AlternativeFunctions
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

	/** Deletes the folder and everything in it (uninstall). */
	public static function delete_all(): void {
		$dir = self::dir();
		if ( ! is_dir( $dir ) ) {
			return;
		}
		$paths = glob( $dir . '/{,.}*', GLOB_BRACE );
		foreach ( $paths ? $paths : array() as $path ) {
			if ( is_file( $path ) ) {
				wp_delete_file( $path );
			}
		}
		@rmdir( $dir ); // phpcs:ignore Generic.PHP.NoSilencedErrors, WordPress.PHP.NoSilencedErrors, WordPress.WP.AlternativeFunctions
	}

	/** Only the hex names this class makes reach the file system. */
	private static function clean( string $name ): string {
		return preg_replace( '/[^a-f0-9]/', '', $name );
	}
}
