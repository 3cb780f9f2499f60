<?php
/**
 * The `render` of block.json: the widget of the block's kind. Its renderers escape what they print.
 *
 * @var array $attributes The block's attributes.
 */

echo \Eventin\Blocks\WidgetBlock::render( $attributes );
