<?php
namespace Eventin\Widgets;

/**
 * The widgets' front-end files, enqueued only by the widgets that need them: the stylesheet of
 * every widget (build/widgets-style.css) and a script per behaviour (build/widgets-<name>.js from
 * src/widgets/front/<name>.ts: slider, tabs, countdown, calendar). Enqueued while the page's
 * content renders, they print in the footer.
 */
final class Assets {
	public static function enqueue_style(): void {
		self::enqueue( 'style', false );
	}

	public static function enqueue_script( string $name ): void {
		self::enqueue( $name, true );
	}

	/** The URL of a built file (e.g. 'widgets-calendar.js'). */
	public static function url( string $file ): string {
		return plugins_url( 'build/' . $file, EVENTIN_FILE );
	}

	private static function enqueue( string $name, bool $script ): void {
		$handle = 'eventin-widgets-' . $name;
		$dir    = dirname( EVENTIN_FILE ) . '/build/';
		$asset  = $dir . 'widgets-' . $name . '.asset.php';
		$info   = is_readable( $asset ) ? require $asset : array(
			'dependencies' => array(),
			'version'      => EVENTIN_VERSION,
		);
		if ( is_readable( $dir . 'widgets-' . $name . '.css' ) ) {
			wp_enqueue_style( $handle, self::url( 'widgets-' . $name . '.css' ), array(), $info['version'] );
		}
		if ( $script ) {
			wp_enqueue_script(
				$handle,
				self::url( 'widgets-' . $name . '.js' ),
				$info['dependencies'],
				$info['version'],
				array(
					'in_footer' => true,
					'strategy'  => 'defer',
				)
			);
			wp_set_script_translations( $handle, 'eventin' );
		}
	}
}
