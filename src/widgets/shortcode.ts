/**
 * A widget's shortcode from the values of its form: the kind's tag and the
 * attributes that differ from their defaults, in catalogue order, e.g.
 * `[events limit="5" order="ASC"]`. The generator screens and (next) the
 * editor blocks write shortcodes with it; the preview sends the same
 * attributes in its URL.
 */
import { type WidgetKind } from './catalogue';
import { type Field, type FieldValue } from './fields';

/** A kind's form values, by attribute name. */
export type WidgetValues = Record< string, FieldValue >;

/**
 * A value as a shortcode attribute can hold it: no double quote (it would
 * end the value) and no square bracket (it would end or open a shortcode);
 * white space runs become one space.
 *
 * @param value The value.
 */
export function escapeAttribute( value: FieldValue ): string {
	return String( value )
		.replace( /["[\]]/g, '' )
		.replace( /\s+/g, ' ' )
		.trim();
}

/**
 * A field's value as the attribute's text: numbers as typed (trimmed), ids
 * as a comma list without blanks or repeats.
 *
 * @param field The catalogue field.
 * @param value Its value in the form.
 */
function attributeText( field: Field, value: FieldValue ): string {
	if ( field.type === 'ids' ) {
		const ids = String( value )
			.split( /[\s,]+/ )
			.map( ( id ) => id.trim() )
			.filter( ( id ) => /^[1-9]\d*$/.test( id ) );
		return [ ...new Set( ids ) ].join( ',' );
	}
	return escapeAttribute( value );
}

/**
 * The attributes that differ from their defaults, in catalogue order
 * (values of names the kind does not have are left out).
 *
 * @param kind   The widget kind.
 * @param values Its form values.
 */
export function widgetAttributes(
	kind: WidgetKind,
	values: WidgetValues
): Array< [ string, string ] > {
	const attributes: Array< [ string, string ] > = [];
	for ( const field of kind.fields ) {
		const value = values[ field.name ];
		if ( value === undefined ) {
			continue;
		}
		const text = attributeText( field, value );
		if ( text !== attributeText( field, field.default ) ) {
			attributes.push( [ field.name, text ] );
		}
	}
	return attributes;
}

/**
 * The shortcode of a kind with these values.
 *
 * @param kind   The widget kind.
 * @param values Its form values.
 */
export function toShortcode( kind: WidgetKind, values: WidgetValues ): string {
	const attributes = widgetAttributes( kind, values )
		.map( ( [ name, text ] ) => ` ${ name }="${ text }"` )
		.join( '' );
	return `[${ kind.tag }${ attributes }]`;
}

/** The query argument of the server-rendered preview (includes/Widgets/Preview.php). */
export const PREVIEW_ARG = 'eventin-widget-preview';

/**
 * The URL of a widget's preview on the site: the home URL with the kind and
 * its attributes that differ from their defaults.
 *
 * @param homeUrl The site's home URL.
 * @param kind    The widget kind.
 * @param values  Its form values.
 */
export function previewUrl(
	homeUrl: string,
	kind: WidgetKind,
	values: WidgetValues
): string {
	const query = new URLSearchParams( { [ PREVIEW_ARG ]: kind.name } );
	for ( const [ name, text ] of widgetAttributes( kind, values ) ) {
		query.set( name, text );
	}
	return `${ homeUrl.replace( /\/+$/, '' ) }/?${ query.toString() }`;
}
