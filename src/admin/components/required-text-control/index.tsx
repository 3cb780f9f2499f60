/**
 * A TextControl for a required value, showing its error under the input
 * (announced through aria-describedby; it stands in for the help text while
 * there is one) and marked invalid.
 */
import { TextControl } from '@wordpress/components';
import type { RefObject } from 'react';

export default function RequiredTextControl( {
	label,
	value,
	onChange,
	error,
	inputRef,
	type = 'text',
	autoComplete,
	help,
}: {
	label: string;
	value: string;
	onChange: ( value: string ) => void;
	error?: string | null;
	inputRef: RefObject< HTMLInputElement >;
	type?: 'text' | 'email' | 'password';
	autoComplete?: string;
	help?: string;
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
			type={ type }
			value={ value }
			onChange={ onChange }
			help={ error || help }
			autoComplete={ autoComplete }
			spellCheck={ type === 'text' ? undefined : false }
			aria-invalid={ !! error }
			aria-required
			__next40pxDefaultSize
			__nextHasNoMarginBottom
		/>
	);
}
