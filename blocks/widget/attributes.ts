/**
 * The block's attributes ↔ a widget form's values. The block keeps `kind` and,
 * as text like a shortcode's attributes, only the fields that differ from
 * the kind's defaults (so a block saves as little as its shortcode says).
 */
import { type WidgetKind } from '../../src/widgets/catalogue';
import { type FieldValue } from '../../src/widgets/fields';
import { type WidgetValues } from '../../src/widgets/shortcode';

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
			attributes[ field.name ] ?? field.default,
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
		[ name ]: field && text === String( field.default ) ? undefined : text,
	};
}
