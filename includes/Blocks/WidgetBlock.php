<?php
namespace Eventin\Blocks;

use Eventin\Permissions\Capabilities;
use Eventin\Front\Assets;
use Eventin\Widgets\Catalogue;
use Eventin\Widgets\Widgets;

/**
 * The block `eventin/widget` (block.json at the plugin's root): one block for every widget kind of
 * the catalogue, a variation per kind, rendered by the same function as the kind's shortcode.
 * Its editor script (build/blocks.js) loads only in the block editors, the 'Eventin widgets'
 * sidebar only in the post and site editors; on the front end the widget enqueues its own
 * stylesheets (the shared base, the block's `style`, and its kind's) and scripts, as a shortcode
 * does.
 */
final class WidgetBlock {
	public const NAME = 'eventin/widget';

	/**
	 * The block's Style attribute (the shortcode's `style`): WordPress's block supports keep
	 * `style` for an object. Blocks saved before the rename have a text in `style`; they render
	 * as they did (and the editor rewrites them, blocks/widget/attributes.ts).
	 */
	public const STYLE = 'widget_style';

	public static function register_block(): void {
		Assets::register_style();
		register_block_type(
			dirname( EVENTIN_FILE ),
			array( 'variation_callback' => array( self::class, 'variations' ) )
		);
	}

	/** A variation per kind: the inserter finds each widget by its name. */
	public static function variations(): array {
		$variations = array();
		foreach ( Catalogue::kinds() as $name => $kind ) {
			$variations[] = array(
				'name'        => $name,
				'title'       => $kind['title'] ?? $name,
				'description' => $kind['description'] ?? '',
				'icon'        => $kind['icon'] ?? 'calendar-alt',
				'keywords'    => array_merge( array( $kind['tag'] ), $kind['aliases'] ),
				'attributes'  => array( 'kind' => $name ),
				'isActive'    => array( 'kind' ),
				'scope'       => array( 'inserter', 'transform' ),
			);
		}
		return $variations;
	}

	/**
	 * The block's HTML: the kind's widget with the block's attributes, exactly as its shortcode
	 * with the same attributes renders it.
	 */
	public static function render( array $attributes ): string {
		$kind  = is_string( $attributes['kind'] ?? null ) ? $attributes['kind'] : '';
		$style = $attributes[ self::STYLE ] ?? $attributes['style'] ?? null;
		unset( $attributes['kind'], $attributes[ self::STYLE ], $attributes['style'] );
		if ( is_string( $style ) ) {
			$attributes['style'] = $style;
		}
		return Widgets::render( $kind, $attributes );
	}

	/** What the editor script needs to know of the site and the user. */
	public static function editor_settings(): void {
		$settings = array(
			'canCreateScripts' => current_user_can( Capabilities::EVENT ),
		);
		wp_add_inline_script(
			generate_block_asset_handle( self::NAME, 'editorScript' ),
			'window.eventinBlocks = ' . wp_json_encode( $settings ) . ';',
			'before'
		);
	}

	/**
	 * The 'Eventin widgets' sidebar (build/blocks-sidebar.js) in the post and site editors only:
	 * it needs wp-editor, which the widgets editor must not load.
	 */
	public static function sidebar(): void {
		$screen = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
		if ( ! $screen || ! in_array( $screen->base, array( 'post', 'site-editor' ), true ) ) {
			return;
		}
		$dir   = dirname( EVENTIN_FILE ) . '/build/';
		$asset = is_readable( $dir . 'blocks-sidebar.asset.php' ) ? require $dir . 'blocks-sidebar.asset.php' : null;
		if ( ! $asset ) {
			return;
		}
		wp_enqueue_script( 'eventin-widgets-sidebar', Assets::url( 'blocks-sidebar.js' ), $asset['dependencies'], $asset['version'], true );
		wp_set_script_translations( 'eventin-widgets-sidebar', 'eventin' );
	}

	/**
	 * Where WordPress loads every block's style on every page (classic themes: block assets not
	 * on demand), the widgets' base stylesheet waits until a widget renders and enqueues it, as a
	 * shortcode's does: a page without a widget does not load it.
	 */
	public static function style_on_render_only(): void {
		if ( is_admin() || wp_should_load_block_assets_on_demand() || Assets::style_wanted() ) {
			return;
		}
		wp_dequeue_style( Assets::STYLE );
	}

	/**
	 * In the editor's canvas the previews come from the server as HTML; every widget's stylesheet
	 * and the widgets' own scripts (sliders, tabs, countdowns, calendars) load there so the
	 * previews look and behave as on the page.
	 */
	public static function preview_scripts(): void {
		if ( is_admin() ) {
			Assets::enqueue_style( Assets::STYLES );
			foreach ( Assets::SCRIPTS as $script ) {
				Assets::enqueue_script( $script );
			}
		}
	}
}
