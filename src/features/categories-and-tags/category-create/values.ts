/**
 * Pure helpers of the category form.
 */
import {
	type CategoryMetaField,
	type CategoryMetaValue,
	type EventCategory,
} from '../../../stores/event-categories';

/** What the meta controls hold: text for text and number inputs. */
export type MetaFormValues = Record< string, string | boolean >;

export function getInitialMetaValues(
	fields: readonly CategoryMetaField[]
): MetaFormValues {
	return Object.fromEntries(
		fields.map( ( field ) => [
			field.key,
			field.type === 'boolean' ? false : '',
		] )
	);
}

/**
 * The `meta` of the request: booleans and strings as they are, numbers as
 * numbers (an empty number field is left out).
 *
 * @param fields The meta fields.
 * @param values The form values.
 */
export function toMetaPayload(
	fields: readonly CategoryMetaField[],
	values: MetaFormValues
): Record< string, CategoryMetaValue > {
	const meta: Record< string, CategoryMetaValue > = {};
	for ( const field of fields ) {
		const value = values[ field.key ];
		if ( field.type === 'boolean' ) {
			meta[ field.key ] = value === true;
		} else if ( field.type === 'number' ) {
			const number = Number( value );
			if (
				value !== '' &&
				value !== undefined &&
				Number.isFinite( number )
			) {
				meta[ field.key ] = number;
			}
		} else {
			meta[ field.key ] = typeof value === 'string' ? value : '';
		}
	}
	return meta;
}

/**
 * Parent category choices, as a tree: children follow their parent,
 * indented with dashes like wp-admin's category dropdowns.
 *
 * @param categories The categories.
 */
export function getParentOptions(
	categories: readonly Pick< EventCategory, 'id' | 'name' | 'parent' >[]
): Array< { label: string; value: string } > {
	const ids = new Set( categories.map( ( { id } ) => id ) );
	const options: Array< { label: string; value: string } > = [];
	const visit = ( parent: number, depth: number ) => {
		for ( const category of categories ) {
			// Orphans (parent not in the list) show at the top level.
			const effectiveParent = ids.has( category.parent )
				? category.parent
				: 0;
			if ( effectiveParent === parent && category.id !== parent ) {
				options.push( {
					label: `${ '— '.repeat( depth ) }${ category.name }`,
					value: String( category.id ),
				} );
				if ( depth < 10 ) {
					visit( category.id, depth + 1 );
				}
			}
		}
	};
	visit( 0, 0 );
	return options;
}
