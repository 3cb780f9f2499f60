/**
 * A widget kind's form: one control per catalogue field, labelled from the
 * catalogue, each with its error under it. The shortcode generator screens
 * render it, and (next) the editor blocks' inspector: it depends on nothing
 * of the admin app (choices come from the choices store).
 */
import {
	SelectControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';

import { type WidgetKind } from '../catalogue';
import { isFieldShown, type Field, type FieldValue } from '../fields';
import { type WidgetValues } from '../shortcode';
import IdsPicker from './ids-picker';
import { type WidgetErrors } from './validate';

export {
	validateWidget,
	scriptError,
	numberError,
	idsError,
	type WidgetErrors,
} from './validate';

function fieldClass( field: Field, error?: string ) {
	return [
		'eventin-widget-field',
		`eventin-widget-field--${ field.type }`,
		error && 'is-invalid',
	]
		.filter( Boolean )
		.join( ' ' );
}

function WidgetField( {
	field,
	value,
	error,
	onChange,
}: {
	field: Field;
	value: FieldValue;
	error?: string;
	onChange: ( value: FieldValue ) => void;
} ) {
	switch ( field.type ) {
		case 'number':
			return (
				<TextControl
					className={ fieldClass( field, error ) }
					type="number"
					label={ field.label }
					value={ String( value ) }
					min={ field.min }
					max={ field.max }
					step={ 1 }
					onChange={ onChange }
					help={ error ?? field.help }
					aria-invalid={ !! error }
					__next40pxDefaultSize
					__nextHasNoMarginBottom
				/>
			);
		case 'select':
			return (
				<SelectControl
					className={ fieldClass( field ) }
					label={ field.label }
					value={ String( value ) }
					options={ field.choices }
					onChange={ onChange }
					help={ field.help }
					__next40pxDefaultSize
					__nextHasNoMarginBottom
				/>
			);
		case 'toggle':
			return (
				<ToggleControl
					className={ fieldClass( field ) }
					label={ field.label }
					checked={ value === 'yes' }
					onChange={ ( checked ) =>
						onChange( checked ? 'yes' : 'no' )
					}
					help={ field.help }
					__nextHasNoMarginBottom
				/>
			);
		case 'ids':
			return (
				<div className={ fieldClass( field, error ) }>
					<IdsPicker
						field={ field }
						value={ String( value ) }
						error={ error }
						onChange={ onChange }
					/>
				</div>
			);
	}
}

/**
 * The fields of a kind, in catalogue order; a field that means nothing with
 * the other values (`shownWhen`) is left out.
 *
 * @param props
 * @param props.kind     The widget kind.
 * @param props.values   The form values (a missing one shows its default).
 * @param props.errors   Errors by field name.
 * @param props.onChange Called with a field's name and new value.
 */
export default function WidgetFields( {
	kind,
	values,
	errors = {},
	onChange,
}: {
	kind: WidgetKind;
	values: WidgetValues;
	errors?: WidgetErrors;
	onChange: ( name: string, value: FieldValue ) => void;
} ) {
	return (
		<div className="eventin-widget-fields">
			{ kind.fields
				.filter( ( field ) =>
					isFieldShown( field, values, kind.fields )
				)
				.map( ( field ) => (
					<WidgetField
						key={ field.name }
						field={ field }
						value={ values[ field.name ] ?? field.default }
						error={ errors[ field.name ] }
						onChange={ ( value ) => onChange( field.name, value ) }
					/>
				) ) }
		</div>
	);
}
