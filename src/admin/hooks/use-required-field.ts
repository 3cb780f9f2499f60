import { useCallback, useRef, useState } from '@wordpress/element';

/**
 * A required text field's state: its value, its error message once
 * validation failed (cleared as soon as it is filled in) and `validate()`,
 * which focuses the field when it is empty.
 *
 * @param requiredMessage The message shown when the field is empty.
 */
export function useRequiredField( requiredMessage: string ) {
	const [ value, setValue ] = useState( '' );
	const [ error, setError ] = useState< string | null >( null );
	const ref = useRef< HTMLInputElement >( null );

	const onChange = useCallback( ( next: string ) => {
		setValue( next );
		if ( next.trim() ) {
			setError( null );
		}
	}, [] );

	const validate = useCallback( (): boolean => {
		if ( value.trim() ) {
			return true;
		}
		setError( requiredMessage );
		ref.current?.focus();
		return false;
	}, [ value, requiredMessage ] );

	return { value, onChange, error, validate, ref };
}
