<?php
namespace Eventin\Widgets;

/**
 * The widgets' front-end files, enqueued only by the widgets that need them: the stylesheet of
 * every widget (build/widgets-style.css) and a script per behaviour (build/widgets-<name>.js from
 * src/widgets/front/<name>.ts: slider, tabs, countdown, calendar). Enqueued while the page's
 * content renders, they print in the footer.
 */
final class Assets {
	/** The stylesheet's handle; the block names it as its `style` (block.json). */
	public const STYLE = 'eventin-widgets-style';

	/** The behaviours with a script of their own (src/widgets/front/, the embed aside). */
	public const SCRIPTS = array( 'slider', 'tabs', 'countdown', 'calendar', 'ticket-form' );

	/** Registers the stylesheet, so the block can name it before any widget renders. */
	public static function register_style(): void {
		$info = self::info( 'style' );
		wp_register_style( self::STYLE, self::url( 'widgets-style.css' ), array(), $info['version'] );
	}

	/** @var bool Whether a widget asked for the stylesheet in this request. */
	private static bool $style_wanted = false;

	public static function enqueue_style(): void {
		if ( ! wp_style_is( self::STYLE, 'registered' ) ) {
			self::register_style();
		}
		self::$style_wanted = true;
		wp_enqueue_style( self::STYLE );
	}

	/** Whether a widget has asked for the stylesheet in this request. */
	public static function style_wanted(): bool {
		return self::$style_wanted;
	}

	/** The URL of a built file (e.g. 'widgets-calendar.js'). */
	public static function url( string $file ): string {
		return plugins_url( 'build/' . $file, EVENTIN_FILE );
	}

	/** A built file's dependencies and version (build/widgets-<name>.asset.php). */
	private static function info( string $name ): array {
		$asset = dirname( EVENTIN_FILE ) . '/build/widgets-' . $name . '.asset.php';
		return is_readable( $asset ) ? require $asset : array(
			'dependencies' => array(),
			'version'      => EVENTIN_VERSION,
		);
	}

	public static function enqueue_script( string $name ): void {
		$handle = 'eventin-widgets-' . $name;
		$info   = self::info( $name );
		if ( is_readable( dirname( EVENTIN_FILE ) . '/build/widgets-' . $name . '.css' ) ) {
			wp_enqueue_style( $handle, self::url( 'widgets-' . $name . '.css' ), array(), $info['version'] );
		}
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
