/**
 * A TextControl for a required value, showing its error under the input
 * (announced through aria-describedby) and marked invalid.
 */
import { TextControl } from '@wordpress/components';
import type { RefObject } from 'react';

export default function RequiredTextControl( {
	label,
	value,
	onChange,
	error,
	inputRef,
}: {
	label: string;
	value: string;
	onChange: ( value: string ) => void;
	error: string | null;
	inputRef: RefObject< HTMLInputElement >;
} ) {
	return (
		<TextControl
			ref={ inputRef }
			className={
				error
					? 'eventin-required-text-control is-invalid'
					: 'eventin-required-text-control'
			}
			label={ label }
			value={ value }
			onChange={ onChange }
			help={ error ?? undefined }
			aria-invalid={ !! error }
			aria-required
			__next40pxDefaultSize
			__nextHasNoMarginBottom
		/>
	);
}
