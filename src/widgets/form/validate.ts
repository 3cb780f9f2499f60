/**
 * The client checks of a widget form (the shortcode generator, the block
 * inspector): every number a whole number within its field's limits (at
 * least 1; the speakers slider count at most 10), and a choice in every
 * required picker (the attendee list's event). Selects, toggles and pickers
 * only offer valid values.
 */
import { __, sprintf } from '@wordpress/i18n';

import { type WidgetKind } from '../catalogue';
import {
	isFieldShown,
	type FieldValue,
	type IdsField,
	type NumberField,
} from '../fields';
import { type WidgetValues } from '../shortcode';

/** Field errors by attribute name. */
export type WidgetErrors = Record< string, string >;

/**
 * What is wrong with a number field's value, or null.
 *
 * @param field The field.
 * @param value Its value (a number, or the text typed).
 */
export function numberError(
	field: NumberField,
	value: FieldValue | undefined
): string | null {
	const text = String( value ?? '' ).trim();
	const number = Number( text );
	const valid =
		/^-?\d+$/.test( text ) &&
		number >= field.min &&
		( field.max === undefined || number <= field.max );
	if ( valid ) {
		return null;
	}
	if ( field.max !== undefined ) {
		return sprintf(
			/* translators: 1: the smallest number allowed, 2: the largest. */
			__( 'Enter a whole number from %1$d to %2$d.', 'eventin' ),
			field.min,
			field.max
		);
	}
	return sprintf(
		/* translators: %d: the smallest number allowed. */
		__( 'Enter a whole number of at least %d.', 'eventin' ),
		field.min
	);
}

/**
 * What is wrong with a required picker's value (nothing chosen), or null.
 *
 * @param field The field.
 * @param value Its value (a comma list of ids).
 */
export function idsError(
	field: IdsField,
	value: FieldValue | undefined
): string | null {
	if ( ! field.required || /[1-9]/.test( String( value ?? '' ) ) ) {
		return null;
	}
	return field.source === 'event'
		? __( 'Choose an event.', 'eventin' )
		: __( 'Choose at least one.', 'eventin' );
}

/**
 * The errors of a kind's values (empty when they are all valid).
 *
 * @param kind   The widget kind.
 * @param values Its form values.
 */
export function validateWidget(
	kind: WidgetKind,
	values: WidgetValues
): WidgetErrors {
	const errors: WidgetErrors = {};
	for ( const field of kind.fields ) {
		if ( ! isFieldShown( field, values, kind.fields ) ) {
			continue;
		}
		let error: string | null = null;
		if ( field.type === 'number' ) {
			error = numberError( field, values[ field.name ] );
		} else if ( field.type === 'ids' ) {
			error = idsError( field, values[ field.name ] );
		}
		if ( error ) {
			errors[ field.name ] = error;
		}
	}
	return errors;
}

/**
 * Why Get Script cannot embed these values, or null: a field it needs is
 * empty (the ticket form's event: a page on another site has no event of its
 * own). The field's name and the message.
 *
 * @param kind   The widget kind.
 * @param values Its form values.
 */
export function scriptError(
	kind: WidgetKind,
	values: WidgetValues
): { field: string; message: string } | null {
	for ( const field of kind.fields ) {
		if (
			field.type === 'ids' &&
			field.requiredForScript &&
			! /[1-9]/.test( String( values[ field.name ] ?? '' ) )
		) {
			return {
				field: field.name,
				message: __(
					'Choose an event to get a script: a page on another site has no event of its own.',
					'eventin'
				),
			};
		}
	}
	return null;
}
