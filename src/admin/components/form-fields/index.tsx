/**
 * A field's classes: the shared look, the caller's class, and the error state.
 *
 * @param className An extra class.
 * @param error     The field's error.
 */
function fieldClassName( className?: string, error?: string ): string {
	return [ 'eventin-event-field', className, error && 'is-invalid' ]
		.filter( Boolean )
		.join( ' ' );
}

/**
 * Inputs of the event editor that show their error under them (announced
 * through aria-describedby) and are marked invalid.
 */
import {
	SelectControl,
	TextareaControl,
	TextControl,
} from '@wordpress/components';
import { useId } from '@wordpress/element';
import type { ReactNode } from 'react';

type TextType =
	| 'text'
	| 'email'
	| 'number'
	| 'date'
	| 'time'
	| 'datetime-local'
	| 'url'
	| 'search';

export function TextField( {
	label,
	value,
	onChange,
	error,
	help,
	type = 'text',
	required = false,
	min,
	step,
	disabled,
	className,
}: {
	label: string;
	value: string;
	onChange: ( value: string ) => void;
	error?: string;
	help?: ReactNode;
	type?: TextType;
	required?: boolean;
	min?: number;
	step?: number | string;
	disabled?: boolean;
	className?: string;
} ) {
	return (
		<TextControl
			className={ fieldClassName( className, error ) }
			label={ label }
			value={ value }
			type={ type }
			onChange={ onChange }
			help={ error ?? help }
			aria-invalid={ !! error }
			aria-required={ required || undefined }
			min={ min }
			step={ step }
			disabled={ disabled }
			__next40pxDefaultSize
			__nextHasNoMarginBottom
		/>
	);
}

/**
 * A choice of one among options, with its error under it like TextField's
 * (SelectControl puts its class on the input, so a wrapper carries the
 * field's).
 *
 * @param props
 * @param props.label    The label.
 * @param props.value    The chosen value.
 * @param props.options  The options.
 * @param props.onChange Called with the chosen value.
 * @param props.error    The field's error.
 * @param props.help     A hint under the field.
 */
export function SelectField( {
	label,
	value,
	options,
	onChange,
	error,
	help,
}: {
	label: string;
	value: string;
	options: { value: string; label: string }[];
	onChange: ( value: string ) => void;
	error?: string;
	help?: ReactNode;
} ) {
	return (
		<div className={ fieldClassName( undefined, error ) }>
			<SelectControl
				label={ label }
				value={ value }
				options={ options }
				onChange={ onChange }
				help={ error ?? help }
				aria-invalid={ !! error }
				__next40pxDefaultSize
				__nextHasNoMarginBottom
			/>
		</div>
	);
}

/**
 * A multi-line input, with its error under it like TextField's.
 *
 * @param props
 * @param props.label     The label.
 * @param props.value     The text.
 * @param props.onChange  Called with the new text.
 * @param props.error     The field's error.
 * @param props.help      A hint under the field.
 * @param props.rows      The visible lines.
 * @param props.className An extra class.
 */
export function TextAreaField( {
	label,
	value,
	onChange,
	error,
	help,
	rows = 3,
	className,
}: {
	label: string;
	value: string;
	onChange: ( value: string ) => void;
	error?: string;
	help?: ReactNode;
	rows?: number;
	className?: string;
} ) {
	return (
		<TextareaControl
			className={ fieldClassName( className, error ) }
			label={ label }
			value={ value }
			onChange={ onChange }
			help={ error ?? help }
			aria-invalid={ !! error }
			rows={ rows }
			__nextHasNoMarginBottom
		/>
	);
}

/**
 * A group of inputs with a legend, and the group's error under it.
 *
 * @param props
 * @param props.legend    The group's name.
 * @param props.error     The group's error.
 * @param props.help      A hint under the group.
 * @param props.children  The inputs.
 * @param props.className An extra class.
 */
export function FieldGroup( {
	legend,
	error,
	help,
	children,
	className,
}: {
	legend: string;
	error?: string;
	help?: ReactNode;
	children: ReactNode;
	className?: string;
} ) {
	const id = useId();
	const describedBy = error || help ? `eventin-group-${ id }` : undefined;
	return (
		<fieldset
			className={ [
				'eventin-event-field-group',
				className,
				error && 'is-invalid',
			]
				.filter( Boolean )
				.join( ' ' ) }
			aria-describedby={ describedBy }
		>
			<legend className="eventin-event-field-group__legend">
				{ legend }
			</legend>
			{ children }
			{ ( error || help ) && (
				<p
					id={ describedBy }
					className="eventin-event-field-group__help"
				>
					{ error ?? help }
				</p>
			) }
		</fieldset>
	);
}
