<?php
namespace Eventin\Front;

/**
 * The public pages' front-end files (the widgets' and our own pages'), enqueued only by what needs them: a small shared base
 * stylesheet (build/widgets-style.css: the widget box, tokens, grid, empty message), a stylesheet
 * per widget family or shared part (build/widgets-style-<name>.css from
 * src/widgets/styles/<name>.scss, each depending on the base) and a script per behaviour
 * (build/widgets-<name>.js from src/widgets/front/<name>.ts: slider, tabs, countdown, calendar).
 * A page loads the base and the stylesheets of the widget kinds rendered on it (Widgets::STYLES),
 * nothing of the others. Enqueued while the page's content renders, they print in the footer.
 */
final class Assets {
	/** The base stylesheet's handle; the block names it as its `style` (block.json). */
	public const STYLE = 'eventin-widgets-style';

	/**
	 * The stylesheets of widget families and shared parts (build/widgets-style-<name>.css), in the
	 * order the single stylesheet had them; 'page' is the booking and ticket pages' own.
	 */
	public const STYLES = array( 'slider', 'tabs', 'events', 'countdown', 'people', 'attendees', 'schedules', 'location', 'add-to-calendar', 'calendar', 'tickets', 'rsvp', 'page', 'event-details', 'certificate', 'dashboard' );

	/** The behaviours with a script of their own (src/widgets/front/, the embed aside). */
	public const SCRIPTS = array( 'slider', 'tabs', 'countdown', 'calendar', 'ticket-form', 'rsvp-form', 'certificate-lookup' );

	/** Registers the stylesheets, so the block can name the base before any widget renders. */
	public static function register_style(): void {
		$info = self::info( 'style' );
		wp_register_style( self::STYLE, self::url( 'widgets-style.css' ), array(), $info['version'] );
		self::mirror( self::STYLE );
		foreach ( self::STYLES as $name ) {
			wp_register_style( self::STYLE . '-' . $name, self::url( 'widgets-style-' . $name . '.css' ), array( self::STYLE ), self::info( 'style-' . $name )['version'] );
			self::mirror( self::STYLE . '-' . $name );
		}
	}

	/**
	 * Right-to-left languages load a stylesheet's mirrored build instead (the build writes
	 * <name>-rtl.css beside every stylesheet), as WordPress does with its own.
	 */
	public static function mirror( string $handle ): void {
		wp_style_add_data( $handle, 'rtl', 'replace' );
	}

	/** A built stylesheet's URL, mirrored for right-to-left languages (for pages without wp_head). */
	public static function style_url( string $file ): string {
		return self::url( is_rtl() ? preg_replace( '/\.css$/', '-rtl.css', $file ) : $file );
	}

	/** @var bool Whether a widget asked for the stylesheet in this request. */
	private static bool $style_wanted = false;

	/**
	 * Enqueues the base stylesheet and the named ones of self::STYLES (a widget's, Widgets::STYLES).
	 *
	 * @param string[] $names
	 */
	public static function enqueue_style( array $names = array() ): void {
		if ( ! wp_style_is( self::STYLE, 'registered' ) ) {
			self::register_style();
		}
		self::$style_wanted = true;
		wp_enqueue_style( self::STYLE );
		foreach ( array_intersect( $names, self::STYLES ) as $name ) {
			wp_enqueue_style( self::STYLE . '-' . $name );
		}
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
			self::mirror( $handle );
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
