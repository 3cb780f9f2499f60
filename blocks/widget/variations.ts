/**
 * A block variation per widget kind of the catalogue: the inserter finds
 * 'Events calendar', 'Speakers slider'… by name, tag or family, and the block
 * switcher turns one widget into another.
 */
import { type BlockVariation } from '@wordpress/blocks';

import { FAMILIES, WIDGETS } from '../../src/widgets/catalogue';

export const variations: BlockVariation[] = WIDGETS.map( ( kind ) => ( {
	name: kind.name,
	title: kind.title,
	description: kind.description,
	icon: kind.icon as BlockVariation[ 'icon' ],
	keywords: [
		kind.tag,
		...kind.aliases,
		FAMILIES.find( ( family ) => family.value === kind.family )?.label ??
			kind.family,
	],
	attributes: { kind: kind.name },
	isActive: [ 'kind' ],
	scope: [ 'inserter', 'transform' ],
} ) );
