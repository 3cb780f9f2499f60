/**
 * The block's attributes ↔ a widget form's values. The block keeps `kind` and,
 * as text like a shortcode's attributes, only the fields that differ from
 * the kind's defaults (so a block saves as little as its shortcode says).
 * Fields are named as in the shortcode, but for Style (blockAttributeName).
 */
import {
	blockAttributeName,
	type WidgetKind,
} from '../../src/widgets/catalogue';
import { type FieldValue } from '../../src/widgets/fields';
import {
	widgetAttributes,
	type WidgetValues,
} from '../../src/widgets/shortcode';

/** The block's attributes: `kind` and any field of any kind, as text. */
export type WidgetAttributes = { kind?: string } & Record<
	string,
	string | undefined
>;

/**
 * A kind's form values from the block's attributes (a missing field is at
 * its default).
 *
 * @param kind       The widget kind.
 * @param attributes The block's attributes.
 */
export function valuesOf(
	kind: WidgetKind,
	attributes: WidgetAttributes
): WidgetValues {
	return Object.fromEntries(
		kind.fields.map( ( field ) => [
			field.name,
			attributes[ blockAttributeName( field.name ) ] ?? field.default,
		] )
	);
}

/**
 * The attribute change for a field's new value: its text, or none when it is
 * the default again.
 *
 * @param kind  The widget kind.
 * @param name  The field.
 * @param value Its new value.
 */
export function attributeChange(
	kind: WidgetKind,
	name: string,
	value: FieldValue
): WidgetAttributes {
	const field = kind.fields.find( ( candidate ) => candidate.name === name );
	const text = String( value );
	return {
		[ blockAttributeName( name ) ]:
			field && text === String( field.default ) ? undefined : text,
	};
}

/**
 * The block's attributes for a kind's values: `kind`, and only what its
 * shortcode says.
 *
 * @param kind   The widget kind.
 * @param values Its form values.
 */
export function attributesOf(
	kind: WidgetKind,
	values: WidgetValues
): WidgetAttributes {
	return {
		kind: kind.name,
		...Object.fromEntries(
			widgetAttributes( kind, values ).map( ( [ name, text ] ) => [
				blockAttributeName( name ),
				text,
			] )
		),
	};
}

/**
 * A block saved before Style was `widget_style` has it as `style` (a text):
 * the editor reads it as `widget_style`, and saves it so (the server reads
 * both, includes/Blocks/WidgetBlock.php).
 * @param current
 */
export const styleDeprecation = ( current: Record< string, unknown > ) => ( {
	attributes: { ...current, style: { type: 'string' } },
	isEligible: ( attributes: Record< string, unknown > ) =>
		typeof attributes.style === 'string',
	migrate: ( { style, ...attributes }: WidgetAttributes ) => ( {
		...attributes,
		widget_style: attributes.widget_style ?? style,
	} ),
	save: () => null,
} );
