<?php
namespace Eventin\Blocks;

use Eventin\Modules\Module as Base;

/**
 * The block `eventin/widget`: registered on init, its editor's settings, sidebar and previews.
 */
final class Module extends Base {
	public function hooks(): array {
		return array(
			array( 'init', array( WidgetBlock::class, 'register_block' ) ),
			array( 'enqueue_block_editor_assets', array( WidgetBlock::class, 'editor_settings' ) ),
			array( 'enqueue_block_editor_assets', array( WidgetBlock::class, 'sidebar' ) ),
			array( 'enqueue_block_assets', array( WidgetBlock::class, 'preview_scripts' ) ),
			array( 'enqueue_block_assets', array( WidgetBlock::class, 'style_on_render_only' ), 11 ),
		);
	}
}
