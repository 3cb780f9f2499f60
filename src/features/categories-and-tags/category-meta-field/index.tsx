/**
 * One control for an extension's category meta field, by its type.
 */
import { CheckboxControl, TextControl } from '@wordpress/components';

import { type CategoryMetaField } from '../../../stores/event-categories';

export default function CategoryMetaFieldControl( {
	field,
	value,
	onChange,
}: {
	field: CategoryMetaField;
	value: string | boolean;
	onChange: ( value: string | boolean ) => void;
} ) {
	if ( field.type === 'boolean' ) {
		return (
			<CheckboxControl
				label={ field.label }
				checked={ value === true }
				onChange={ onChange }
				__nextHasNoMarginBottom
			/>
		);
	}
	return (
		<TextControl
			label={ field.label }
			type={ field.type === 'number' ? 'number' : 'text' }
			value={ typeof value === 'string' ? value : '' }
			onChange={ onChange }
			__next40pxDefaultSize
			__nextHasNoMarginBottom
		/>
	);
}
