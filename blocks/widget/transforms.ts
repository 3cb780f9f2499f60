/**
 * A shortcode of ours ↔ the block: a Shortcode block (or pasted text) holding
 * one widget shortcode becomes the block with its attributes; the block
 * becomes a Shortcode block holding the shortcode it makes.
 */
import { createBlock, type Block } from '@wordpress/blocks';
import { attrs } from '@wordpress/shortcode';

import {
	blockAttributeName,
	WIDGETS,
	widgetByName,
} from '../../src/widgets/catalogue';
import { toShortcode } from '../../src/widgets/shortcode';
import { valuesOf, type WidgetAttributes } from './attributes';

const NAME = 'eventin/widget';

const kindOfTag = ( tag: string ) =>
	WIDGETS.find(
		( kind ) => kind.tag === tag || kind.aliases.includes( tag )
	);

/**
 * The block's attributes from a shortcode's: the kind's fields, as text
 * (names in any case); the rest is dropped.
 *
 * @param tag   The shortcode's tag.
 * @param named Its named attributes.
 */
function attributesOf(
	tag: string,
	named: Record< string, string | undefined >
): WidgetAttributes | null {
	const kind = kindOfTag( tag );
	if ( ! kind ) {
		return null;
	}
	const given = Object.fromEntries(
		Object.entries( named ).map( ( [ name, value ] ) => [
			name.toLowerCase(),
			value,
		] )
	);
	const attributes: WidgetAttributes = { kind: kind.name };
	for ( const field of kind.fields ) {
		const value = given[ field.name ];
		if ( value !== undefined && value !== String( field.default ) ) {
			attributes[ blockAttributeName( field.name ) ] = value;
		}
	}
	return attributes;
}

/**
 * The block's attributes from a text that is exactly one widget shortcode
 * (white space around it aside), or null.
 *
 * @param text The text, e.g. '[events limit="5"]'.
 */
export function parseWidgetShortcode( text: string ): WidgetAttributes | null {
	const match = /^\s*\[([A-Za-z0-9_]+)(\s[^\[\]]*)?\/?\]\s*$/.exec( text );
	if ( ! match ) {
		return null;
	}
	return attributesOf(
		match[ 1 ],
		attrs( ( match[ 2 ] ?? '' ).replace( /\/$/, '' ) ).named
	);
}

/**
 * The shortcode the block's attributes make ('' for a block without a kind).
 *
 * @param attributes The block's attributes.
 */
export function shortcodeOf( attributes: WidgetAttributes ): string {
	const kind = widgetByName( attributes.kind ?? '' );
	return kind ? toShortcode( kind, valuesOf( kind, attributes ) ) : '';
}

export const transforms = {
	from: [
		{
			type: 'block' as const,
			blocks: [ 'core/shortcode' ],
			isMatch: ( { text }: { text?: string } ) =>
				parseWidgetShortcode( text ?? '' ) !== null,
			transform: ( { text }: { text?: string } ) =>
				createBlock( NAME, parseWidgetShortcode( text ?? '' ) ?? {} ),
		},
		{
			// Pasted text that is one of our shortcodes.
			type: 'shortcode' as const,
			tag: WIDGETS.flatMap( ( kind ) => [ kind.tag, ...kind.aliases ] ),
			transform: (
				{ named }: { named: Record< string, string | undefined > },
				{ shortcode }: { shortcode: { tag: string } }
			): Block =>
				createBlock( NAME, attributesOf( shortcode.tag, named ) ?? {} ),
		},
	],
	to: [
		{
			type: 'block' as const,
			blocks: [ 'core/shortcode' ],
			isMatch: ( attributes: WidgetAttributes ) =>
				shortcodeOf( attributes ) !== '',
			transform: ( attributes: WidgetAttributes ) =>
				createBlock( 'core/shortcode', {
					text: shortcodeOf( attributes ),
				} ),
		},
	],
};
