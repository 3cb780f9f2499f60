/**
 * The block `eventin/widget` (block.json at the plugin's root): rendered by the
 * server (save is null), a variation per widget kind, shortcode transforms;
 * blocks saved with Style as `style` read as today's.
 */
import { registerBlockType, type BlockType } from '@wordpress/blocks';

import metadata from '../../block.json';
import { styleDeprecation, type WidgetAttributes } from './attributes';
import Edit from './edit';
import { transforms } from './transforms';
import { variations } from './variations';

// block.json's attribute types are plain strings to TypeScript.
registerBlockType(
	metadata as unknown as BlockType< WidgetAttributes >,
	{
		edit: Edit,
		save: () => null,
		variations,
		transforms,
		deprecated: [ styleDeprecation( metadata.attributes ) ],
	} as unknown as Partial< BlockType< WidgetAttributes > >
);
