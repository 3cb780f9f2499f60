/**
 * A TextControl for a required value, showing its error under the input
 * (announced through aria-describedby; it stands in for the help text while
 * there is one) and marked invalid.
 */
import { TextControl } from '@wordpress/components';

export default function RequiredTextControl( {
	label,
	value,
	onChange,
	error,
	type = 'text',
	autoComplete,
	help,
}: {
	label: string;
	value: string;
	onChange: ( value: string ) => void;
	error?: string | null;
	type?: 'text' | 'email' | 'password';
	autoComplete?: string;
	help?: string;
} ) {
	return (
		<TextControl
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
